// Campaigns (api/docs/campaigns.md): a basic campaign with its stores
// (campaigns/basic-campaign-details) and the item campaigns (campaigns/item).
import { z } from 'zod';
import { id, imageUrl, strOr, strOrNull, withFileImages } from './common.ts';
import { ItemSchema } from './item.ts';
import { StoreSchema } from './store.ts';

/** A list that keeps the entries it can read (a bad one is left out, not the whole list). */
const readable = <S extends z.ZodType>(schema: S) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((entries) =>
      (entries ?? []).flatMap((entry) => {
        const parsed = schema.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<S>] : [];
      }),
    );

const CampaignDetailsFields = withFileImages(
  { image_full_url: ['image', 'campaign'] },
  z.object({
    id,
    title: strOr(''),
    description: strOr(''),
    image_full_url: imageUrl,
    /** "Y-m-d": the days the campaign runs. */
    available_date_starts: strOrNull,
    available_date_ends: strOrNull,
    /** "H:i": the hours of each day it runs. */
    start_time: strOrNull,
    end_time: strOrNull,
    stores: readable(StoreSchema),
  }),
);

/**
 * campaigns/basic-campaign-details: the campaign with its confirmed stores, or null for an unknown
 * or ended one (the server answers a bare [] with status 200 then).
 */
export const CampaignDetailsSchema = z.union([CampaignDetailsFields, z.tuple([]).transform(() => null)]);
export type CampaignDetails = NonNullable<z.infer<typeof CampaignDetailsSchema>>;

/** An item campaign: an item's shape (title renamed name), its image in campaign/. */
export const ItemCampaignSchema = ItemSchema;
export type ItemCampaign = z.infer<typeof ItemCampaignSchema>;

/** campaigns/item: a bare array (also [] when the server hit an exception). */
export const ItemCampaignListSchema = readable(ItemCampaignSchema);
