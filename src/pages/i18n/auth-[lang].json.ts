// The sign-in dialog's words in one language, as a JSON file written at build time: the dialog
// fetches its page's language as it first opens (islands/auth/strings.ts), so the words ride in
// neither every page's HTML nor the dialog's code (which would carry all three languages).
import type { APIRoute, GetStaticPaths } from 'astro';
import { AUTH_STRING_KEYS } from '../../islands/auth/strings.ts';
import { pick } from '../../lib/i18n/index.ts';
import { isLang, LANGS } from '../../lib/i18n/langs.ts';

export const prerender = true;

export const getStaticPaths: GetStaticPaths = () => LANGS.map((lang) => ({ params: { lang } }));

export const GET: APIRoute = ({ params }) => {
  const lang = isLang(params.lang) ? params.lang : null;
  if (!lang) return new Response('Not found', { status: 404 });
  return Response.json(pick(lang, [...AUTH_STRING_KEYS]));
};
