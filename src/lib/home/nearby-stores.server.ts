// "Stores near you" on the home page: GET stores/popular with the customer's delivery point as the
// `latitude`/`longitude` headers (reference §3.7: open stores first, then nearest, then most
// ordered; each store's `distance` in metres from that point). The point is the one the customer
// chose (the location cookies /api/location stores, read by the preferences middleware); without
// one there is nothing to measure from and no list. The answer depends only on the point (rounded
// to about 100 m), the module, the zone and the language, so it shares the catalogue cache.
import { z } from 'zod';
import { getPopularStores } from '../api/index.ts';
import { imageUrl } from '../images/urls.ts';
import { cachedCall } from '../server/marketplace/catalog.ts';
import { imageStorageRoot } from '../images/request.server.ts';
import type { Preferences } from '../server/request/preferences-type.ts';

export const NEARBY_STORES_SHOWN = 6;

const Position = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** A store as the block shows it: its logo already resized by the storefront's /img. */
export interface NearbyStore {
  id: number;
  name: string;
  logo: string | null;
  /** Metres from the customer's point, as the marketplace measured it. */
  distance: number | null;
  open: boolean;
}

export type NearbyStores = { located: false } | { located: true; stores: NearbyStore[] };

/** Rounded to 3 decimals (about 110 m): close points share one cached answer. */
const round = (n: number) => Math.round(n * 1000) / 1000;

export async function nearbyStores(prefs: Preferences): Promise<NearbyStores> {
  const point = Position.safeParse(prefs.location);
  if (!point.success) return { located: false };
  const position = { latitude: round(point.data.latitude), longitude: round(point.data.longitude) };
  const list = await cachedCall(
    prefs,
    `stores-near:${position.latitude},${position.longitude}:${NEARBY_STORES_SHOWN}`,
    (ctx) => getPopularStores(ctx, { limit: NEARBY_STORES_SHOWN, offset: 1 }),
    { position },
  );
  const storageRoot = imageStorageRoot();
  return {
    located: true,
    stores: list.stores.slice(0, NEARBY_STORES_SHOWN).map((store) => ({
      id: store.id,
      name: store.name,
      logo: imageUrl(store.logo_full_url, 96, { storageRoot }),
      distance: store.distance,
      open: store.open && store.active,
    })),
  };
}
