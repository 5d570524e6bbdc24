// GET /sitemap.xml: every public page in en, ar and tr (see lib/seo/sitemap.ts for the shape),
// built from the API at most once per 10 minutes. When the API fails the answer is 503 with
// Retry-After: crawlers come back later, whereas an empty or partial sitemap would read as
// pages removed.
import type { APIRoute } from 'astro';
import { SITEMAP_TTL_MS, sitemapFor } from '../lib/seo/sitemap.server.ts';

export const prerender = false;

const RETRY_AFTER_SECONDS = 120;

export const GET: APIRoute = async (context) => {
  try {
    const sitemap = await sitemapFor(context.locals.origin);
    return new Response(sitemap.xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${SITEMAP_TTL_MS / 1000}`,
        'Last-Modified': sitemap.generatedAt.toUTCString(),
        // How long the last collection from the API took; useful when the catalogue grows.
        'Server-Timing': `collect;dur=${sitemap.durationMs}`,
      },
    });
  } catch (err) {
    console.error('sitemap: the marketplace API failed:', err instanceof Error ? err.message : err);
    return new Response('The sitemap is temporarily unavailable.\n', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    });
  }
};
