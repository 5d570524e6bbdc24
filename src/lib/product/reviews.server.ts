// Server-only: an item's listed reviews for its product page and its reviews pages. One cached
// call per item and language (the list names the item in the page's language), shared by both
// pages; a failure is a state the section shows with a retry, never the page's failure.
import { getItemReviews, type Review } from '../api/index.ts';
import { shownReviews } from '../domain/aftercare/reviews.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import type { Preferences } from '../server/request/preferences-type.ts';

export type ReviewsLoaded = { ok: true; reviews: Review[] } | { ok: false };

export async function loadReviews(
  prefs: Preferences,
  item: { id: number; module_id: number | null },
): Promise<ReviewsLoaded> {
  // Any module passes the module check; the item's own is always a valid one.
  const overrides = item.module_id ? { moduleId: item.module_id } : {};
  const loaded = await settle(
    cachedCall(prefs, `item-reviews:${item.id}`, (ctx) => getItemReviews(ctx, item.id), overrides),
  );
  if (!loaded.ok) return { ok: false };
  return { ok: true, reviews: shownReviews(loaded.data.reviews) };
}
