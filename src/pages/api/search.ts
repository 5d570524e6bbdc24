// GET /api/search?q=&page=[&sort=&type=] (sort.ts reads those, ignoring bad values) — the live search island's results as card data (JSON), rendered with
// the request's language, module and zone. Answers are cached 30 s here and in the browser.
import type { APIRoute } from 'astro';
import { SearchParamsSchema } from '../../lib/lists/search.ts';
import { searchProducts } from '../../lib/lists/search.server.ts';
import { parseListOptions, SEARCH_SORTS } from '../../lib/lists/sort.ts';
import { zoneModules } from '../../lib/server/marketplace/modules.ts';

const HEADERS = { 'Cache-Control': 'private, max-age=30', Vary: 'Cookie' };

export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = SearchParamsSchema.safeParse({
    q: url.searchParams.get('q') ?? '',
    page: url.searchParams.get('page') ?? undefined,
  });
  if (!parsed.success) {
    return Response.json({ error: 'q must be 1 to 100 characters and page a whole number from 1.' }, { status: 400 });
  }
  try {
    const food = (await zoneModules(locals.prefs)).find((m) => m.id === locals.prefs.moduleId)?.module_type === 'food';
    const options = parseListOptions(url.searchParams, food, SEARCH_SORTS);
    const result = await searchProducts(locals.prefs, parsed.data.q, parsed.data.page, options);
    return Response.json(result, { headers: HEADERS });
  } catch {
    return Response.json({ error: 'Search is unavailable right now.' }, { status: 502 });
  }
};
