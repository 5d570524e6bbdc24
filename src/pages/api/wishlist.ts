// /api/wishlist: the signed-in customer's favourites on the marketplace, for the hearts and the
// favourites page (src/lib/browser/favourites/wishlist-sync.ts). GET answers the list; POST merges the
// device's saved items and stores into it (sign-in) and answers the list after. The token comes
// from the session cookie only; ids are checked here, and no user id is ever taken.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { isUnauthenticated, type WishEntry } from '../../lib/api/index.ts';
import { readJsonBody } from '../../lib/server/request/json-body.ts';
import { clearSession, sessionToken } from '../../lib/identity/session.server.ts';
import { apiContext } from '../../lib/server/marketplace/upstream.ts';
import { accountWishlist, mergeIntoAccount } from '../../lib/wishlist/account.server.ts';

const headers = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
const TIMEOUT_MS = 8000;
/** More than a device keeps in practice; a longer list is refused, not cut. */
export const MERGE_MAX = 200;

const entryId = z.number().int().positive().max(2_147_483_647);
export const MergeBodySchema = z.strictObject({
  items: z.array(entryId).max(MERGE_MAX),
  stores: z.array(entryId).max(MERGE_MAX),
});

const signIn = () => Response.json({ error: 'Please sign in.', signIn: true }, { status: 401, headers });

async function answer(cookies: Parameters<APIRoute>[0]['cookies'], run: (token: string) => Promise<unknown>) {
  const token = sessionToken(cookies);
  if (!token) return signIn();
  try {
    return Response.json(await run(token), { headers });
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession(cookies);
      return signIn();
    }
    console.error('wishlist: the API call failed', error);
    return Response.json({ error: 'The favourites could not be loaded.' }, { status: 502, headers });
  }
}

export const GET: APIRoute = async ({ url, cookies, locals }) => {
  if ([...url.searchParams.keys()].length)
    return Response.json({ error: 'This call takes no query.' }, { status: 400, headers });
  return answer(cookies, (token) => accountWishlist(apiContext(locals.prefs, { token, timeoutMs: TIMEOUT_MS })));
};

export const POST: APIRoute = async ({ request, cookies, locals }) => {
  const read = await readJsonBody(request, 16 * 1024, { object: true });
  if (!read.ok) return read.response;
  const parsed = MergeBodySchema.safeParse(read.value);
  if (!parsed.success) {
    return Response.json(
      { error: 'The request is not valid for this call.', code: 'invalid_body' },
      { status: 400, headers },
    );
  }
  const entries: WishEntry[] = [
    ...[...new Set(parsed.data.items)].map((id) => ({ item_id: id })),
    ...[...new Set(parsed.data.stores)].map((id) => ({ store_id: id })),
  ];
  return answer(cookies, async (token) => {
    const ctx = apiContext(locals.prefs, { token, timeoutMs: TIMEOUT_MS });
    const failed = await mergeIntoAccount(ctx, entries);
    return { ...(await accountWishlist(ctx)), failed };
  });
};
