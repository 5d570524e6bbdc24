// GET /preview/exit?path=…: ends the editor's preview and goes back to the page (validated as
// /preview validates it; anything else, or none, goes home).
import type { APIRoute } from 'astro';
import { paths } from '../../lib/paths.ts';
import { endPreview, PreviewPath } from '../../lib/content/preview.server.ts';

export const GET: APIRoute = (context) => {
  const path = PreviewPath.safeParse(context.url.searchParams.get('path') ?? paths.home);
  endPreview(context.cookies);
  return new Response(null, {
    status: 303,
    headers: { 'Cache-Control': 'no-store', Location: path.success ? path.data : paths.home },
  });
};
