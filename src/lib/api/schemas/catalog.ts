/** Categories, modules and banners: the browsing scaffolding of the home page. */
import { z } from 'zod';
import { boolOr, id, imageUrl, numOr, numOrNull, strOr, strOrNull, withFileImages } from './common.ts';

const CATEGORY_IMAGES = { image_full_url: ['image', 'category'] } as const;

const ChildRefSchema = z.object({ id, name: z.string(), slug: strOrNull });

/** /categories in 3.1 (full columns) and 3.6 (compact: no `image`, only image_full_url). */
export const CategorySchema = withFileImages(
  CATEGORY_IMAGES,
  z.object({
    id,
    name: z.string(),
    slug: strOrNull,
    image_full_url: imageUrl,
    parent_id: numOr(0),
    products_count: numOrNull,
    childes: z
      .array(ChildRefSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);
export type Category = z.infer<typeof CategorySchema>;

/** /categories/childes/{id}. */
export const CategoryChildSchema = withFileImages(
  CATEGORY_IMAGES,
  z.object({
    id,
    name: z.string(),
    slug: strOrNull,
    image_full_url: imageUrl,
    parent_id: numOr(0),
  }),
);
export type CategoryChild = z.infer<typeof CategoryChildSchema>;

export const ModuleSchema = withFileImages(
  { icon_full_url: ['icon', 'module'], thumbnail_full_url: ['thumbnail', 'module'] },
  z.object({
    id,
    module_name: strOr(''),
    /** grocery | food | pharmacy | ecommerce | parcel | ... */
    module_type: strOr(''),
    icon_full_url: imageUrl,
    thumbnail_full_url: imageUrl,
    /** Cast to the string "1" by the model. */
    status: boolOr(true),
    stores_count: numOrNull,
  }),
);
export type Module = z.infer<typeof ModuleSchema>;

/** The parcel module has no stores or items to browse (spec §1). */
export function isBrowsableModule(module: Pick<Module, 'module_type'>): boolean {
  return module.module_type !== 'parcel';
}

const BannerStoreRefSchema = z.object({ id, name: strOr('') });
const BannerItemRefSchema = z.object({ id, name: strOr(''), store_id: numOrNull, module_id: numOrNull });

export const BannerSchema = withFileImages(
  { image_full_url: ['image', 'banner'] },
  z.object({
    id,
    title: strOr(''),
    /** store_wise | item_wise | default | null */
    type: strOrNull,
    image_full_url: imageUrl,
    /** Only for `default` banners. */
    link: strOrNull,
    /** Only for store_wise banners; link to /store/{store.id}. */
    store: BannerStoreRefSchema.nullish().transform((v) => v ?? null),
    /** Only for item_wise banners; link to /single-product/{item.id}. */
    item: BannerItemRefSchema.nullish().transform((v) => v ?? null),
  }),
);
export type Banner = z.infer<typeof BannerSchema>;

export const CampaignSchema = withFileImages(
  { image_full_url: ['image', 'campaign'] },
  z.object({
    id,
    title: strOr(''),
    description: strOr(''),
    image_full_url: imageUrl,
  }),
);
export type Campaign = z.infer<typeof CampaignSchema>;

const BannersObjectSchema = z.object({
  campaigns: z
    .array(CampaignSchema)
    .nullish()
    .transform((v) => v ?? []),
  banners: z
    .array(BannerSchema)
    .nullish()
    .transform((v) => v ?? []),
});

/** /banners → {campaigns, banners}; the server answers a bare [] when it hits an exception. */
export const BannersSchema = z.union([
  BannersObjectSchema,
  z.tuple([]).transform(() => ({ campaigns: [] as Campaign[], banners: [] as Banner[] })),
]);
export type Banners = z.infer<typeof BannersSchema>;
