// GET /app-icon/{any-192,any-512,maskable-512,apple-180}.png?v=<version>: the installed app's
// icons drawn from the marketplace's logo (src/lib/pwa/app-icons.server.ts); any other name is 404,
// so the work per request is bounded. The version (a hash of the logo's URL) names the drawing:
// the current version is kept for a year, an icon without it (or with an old one) for a day, and
// one drawn from the favicon because the logo failed only for a minute, so the real one follows.
import type { APIRoute } from 'astro';
import { iconFileSchema, iconVersionSchema } from '../../lib/pwa/manifest.server.ts';
import { appIcon } from '../../lib/pwa/app-icons.server.ts';
import { siteSettings } from '../../lib/server/marketplace/settings.ts';

export const prerender = false;

const notFound = () =>
  Response.json(
    { error: 'no such icon: any-192.png, any-512.png, maskable-512.png and apple-180.png are served' },
    { status: 404, headers: { 'Cache-Control': 'public, max-age=3600' } },
  );

const handle: APIRoute = async ({ params, url, request }) => {
  const name = iconFileSchema.safeParse(params.name);
  if (!name.success) return notFound();
  const asked = iconVersionSchema.safeParse(url.searchParams.get('v'));
  // The logo is the same in every language; one settings entry serves every icon request.
  const settings = await siteSettings('en');
  const icon = await appIcon(name.data, settings.logoUrl);
  const current = asked.success && asked.data === icon.version;
  const cacheControl = icon.fallback
    ? 'public, max-age=60'
    : current
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=86400';
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(icon.png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(icon.png.length),
      'Cache-Control': cacheControl,
      'X-Icon-Source': icon.fallback ? 'fallback' : 'logo',
    },
  });
};

export const GET = handle;
export const HEAD = handle;
