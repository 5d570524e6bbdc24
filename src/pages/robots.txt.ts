// GET /robots.txt: crawl everything public, keep out of the customer's own pages, point at the sitemap.
import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo/index.ts';

export const prerender = false;

export const GET: APIRoute = (context) =>
  new Response(robotsTxt(context.locals.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
