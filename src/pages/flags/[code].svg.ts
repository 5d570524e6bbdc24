// The phone widget's country flags as small SVG files of our own origin, written at build time:
// its default flags come from a CDN (which the Content-Security-Policy blocks), and emoji flags
// show as empty boxes where no emoji font is installed (most Linux machines).
import type { APIRoute, GetStaticPaths } from 'astro';
import * as flags from 'country-flag-icons/string/3x2';
import { PHONE_FLAG_CODES } from '../../islands/auth/phone-flags.ts';

export const prerender = true;

export const getStaticPaths: GetStaticPaths = () =>
  PHONE_FLAG_CODES.filter((iso2) => iso2.toUpperCase() in flags).map((iso2) => ({ params: { code: iso2 } }));

export const GET: APIRoute = ({ params }) => {
  const svg = (flags as Record<string, string>)[String(params.code).toUpperCase()];
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
};
