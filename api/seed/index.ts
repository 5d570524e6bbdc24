// Seed data of the reference marketplace API: a Cairo/Alexandria demo marketplace ("Souq Express").
//
//   seedDatabase(db, { now })  fills an empty schema (api/db/schema.sql) in one transaction;
//                              deterministic for a given `now` (orders, notifications, campaigns
//                              and store discounts are dated relative to it).
//   imageManifest()            every picture the rows reference and that should exist.
//   generateImages(dir)        renders the manifest into <dir>/app/public/<folder>/<file>.
//
// Facts other code relies on: see catalog/stores/index.ts (store ids), catalog/items.ts (item 1),
// catalog/option-items.ts (dishes 311-313 with choice groups, after every store's own items),
// orders.ts (order ids 100001-100013), campaigns.ts (basic and item campaigns), reviews.ts (reviewed items, users 101-112),
// notifications.ts and images.ts (deliberately missing files).
import { pharmacyDetailRows } from './pharmacy.ts';
import type { DatabaseSync } from 'node:sqlite';
import { buildCatalog, catalogRows } from './catalog/index.ts';
import { moduleRows, zoneRows } from './geo.ts';
import { bannerRows, campaignRows } from './marketing.ts';
import { brandRows } from './brands.ts';
import { couponRows } from './coupons.ts';
import { campaignStoreRows, campaignTranslations, endedCampaignRow, itemCampaignRows } from './campaigns.ts';
import { notificationRows, userNotificationRows } from './notifications.ts';
import { orderRows } from './orders.ts';
import { seedCancelReasons } from './cancel-reasons.ts';
import { policyRows } from './policies/index.ts';
import { reviewerRows, reviewRows } from './reviews.ts';
import { insertRows, type Translation } from './rows.ts';
import { settingRows } from './settings.ts';
import { userRows } from './users.ts';
import { wishlistRows } from './wishlists.ts';

export { generateImages, imageManifest, MISSING_FILES, type ImageEntry } from './images.ts';

export function seedDatabase(db: DatabaseSync, opts: { now: Date }): void {
  const { now } = opts;
  if (Number.isNaN(now.getTime())) throw new Error('seedDatabase: invalid `now`');
  const catalog = buildCatalog();
  const modules = moduleRows();
  const zones = zoneRows();
  const rows = catalogRows(catalog, now);
  const banners = bannerRows(catalog);
  const orders = orderRows(catalog, now);
  const reviews = reviewRows(catalog, orders.details, now);
  const brands = brandRows(catalog);
  const coupons = couponRows(now);
  const translations: Translation[] = [
    ...modules.translations,
    ...zones.translations,
    ...rows.translations,
    ...banners.translations,
    // Last, so the ids of the translations before them stay as they were.
    ...brands.translations,
    ...coupons.translations,
  ];

  db.exec('BEGIN');
  try {
    insertRows(db, 'business_settings', settingRows());
    insertRows(db, 'policy_pages', policyRows());
    insertRows(db, 'modules', modules.rows);
    insertRows(db, 'zones', zones.rows);
    insertRows(db, 'module_zone', zones.moduleZones);
    insertRows(db, 'stores', rows.stores);
    insertRows(db, 'store_schedule', rows.schedules);
    insertRows(db, 'store_discounts', rows.storeDiscounts);
    insertRows(db, 'categories', rows.categories);
    insertRows(db, 'add_ons', rows.addOns);
    insertRows(
      db,
      'items',
      rows.items.map((item) => ({ ...item, ...reviews.ratings.get(Number(item.id)) })),
    );
    insertRows(db, 'banners', banners.rows);
    insertRows(db, 'brands', brands.brands);
    insertRows(db, 'ecommerce_item_details', brands.links);
    insertRows(db, 'pharmacy_item_details', pharmacyDetailRows(rows.items));
    insertRows(db, 'coupons', coupons.rows);
    insertRows(db, 'campaigns', [...campaignRows(now), endedCampaignRow(now)]);
    insertRows(db, 'campaign_store', campaignStoreRows());
    insertRows(db, 'item_campaigns', itemCampaignRows(catalog, now));
    insertRows(
      db,
      'translations',
      translations.map((t, i) => ({ id: i + 1, ...t })),
    );
    insertRows(db, 'users', userRows());
    insertRows(db, 'orders', orders.orders);
    insertRows(db, 'order_details', orders.details);
    insertRows(db, 'notifications', notificationRows(now));
    insertRows(db, 'user_notifications', userNotificationRows(now));
    insertRows(db, 'users', reviewerRows(now));
    insertRows(db, 'reviews', reviews.reviews);
    seedCancelReasons(db, now);
    // Last, so every earlier translation keeps its id.
    insertRows(
      db,
      'translations',
      campaignTranslations().map((t) => ({ ...t })),
    );
    insertRows(db, 'wishlists', wishlistRows(now));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
