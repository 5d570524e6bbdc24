// GET /{en,ar,tr}/manifest.webmanifest: the web app manifest in that language, from the
// marketplace's settings (src/lib/pwa/manifest.server.ts). Pages link it with their language's prefix,
// so the answer depends on the URL alone and any cache may keep it. Without a prefix the language
// would come from cookies or Accept-Language: such a request is sent to its prefixed address.
import type { APIRoute } from 'astro';
import { buildManifest, iconVersion, manifestLangSchema, manifestPath } from '../lib/pwa/manifest.server.ts';
import { siteSettings } from '../lib/server/marketplace/settings.ts';

export const prerender = false;

// An hour: a renamed marketplace or a new logo reaches installed apps within it (browsers check
// the manifest of an installed app now and then, not on every start).
const MAX_AGE = 3600;

export const GET: APIRoute = async ({ locals }) => {
  const lang = manifestLangSchema.parse(locals.lang);
  if (!locals.prefs.prefixed)
    return new Response(null, {
      status: 302,
      headers: {
        Location: manifestPath(lang),
        'Cache-Control': 'private, no-cache',
        Vary: 'Cookie, Accept-Language',
      },
    });
  const settings = await siteSettings(lang);
  const manifest = buildManifest(settings, lang, iconVersion(settings.logoUrl));
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      // The defaults of an unreachable marketplace are not kept: a minute, then the real name.
      'Cache-Control': settings.degraded ? 'public, max-age=60' : `public, max-age=${MAX_AGE}`,
    },
  });
};
