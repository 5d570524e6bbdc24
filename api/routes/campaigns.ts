// Campaigns (B31 routes/api/v1/api.php:493-497, CampaignController.php): the running basic
// campaigns, one basic campaign with its stores, and the item campaigns. In the module-check
// group; no sign-in. Documented in api/docs/campaigns.md.
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv, type Ctx } from '../env.ts';
import { all, get, placeholders, type Row } from '../lib/sql.ts';
import { formatCtx, moduleRow, type FormatCtx } from '../format/context.ts';
import {
  ACTIVE_ITEM_CAMPAIGN,
  businessDate,
  formatBasicCampaign,
  formatItemCampaign,
  runningCampaign,
} from '../format/campaign.ts';
import { formatStore } from '../format/store.ts';

export const campaignRoutes = new Hono<AppEnv>();

/** Without a zoneId header these three answer the zone error with status 200 (CampaignController.php:15-21). */
const zoneError = (c: Ctx) => c.json({ errors: [{ code: 'zoneId', message: 'Zone id required' }] }, 200);

/**
 * The running, active basic campaigns whose module serves one of the zones; with a module, only
 * that module's, and (unless it serves all zones) only those with a store of any status in the
 * zones (CampaignController.php:24-36; BannerController.php:34-47 applies the same query).
 */
export function runningCampaignRows(f: FormatCtx, zones: number[], module: number | null, id?: number): Row[] {
  const running = runningCampaign(f);
  const conditions = [
    'c.status = 1',
    running.sql,
    `EXISTS (SELECT 1 FROM module_zone mz WHERE mz.module_id = c.module_id AND mz.zone_id IN (${placeholders(zones.length)}))`,
  ];
  const params: Array<string | number> = [...running.params, ...zones];
  if (module !== null) {
    conditions.push('c.module_id = ?');
    params.push(module);
    if (Number(moduleRow(f, module)?.all_zone_service ?? 0) !== 1) {
      conditions.push(
        `EXISTS (SELECT 1 FROM campaign_store cs JOIN stores s ON s.id = cs.store_id
           WHERE cs.campaign_id = c.id AND s.zone_id IN (${placeholders(zones.length)}))`,
      );
      params.push(...zones);
    }
  }
  if (id !== undefined) {
    conditions.push('c.id = ?');
    params.push(id);
  }
  return all(f.deps.db, `SELECT c.* FROM campaigns c WHERE ${conditions.join(' AND ')} ORDER BY c.id`, ...params);
}

campaignRoutes.get('/campaigns/basic', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneError(c);
  const f = formatCtx(c);
  return c.json(runningCampaignRows(f, zones, moduleId(c)).map((row) => formatBasicCampaign(f, row)));
});

campaignRoutes.get('/campaigns/basic-campaign-details', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneError(c);
  const raw = c.req.query('basic_campaign_id');
  if (raw === undefined || raw === '') {
    return c.json(
      { errors: [{ code: 'basic_campaign_id', message: 'The basic campaign id field is required.' }] },
      403,
    );
  }
  const f = formatCtx(c);
  const id = Number(raw);
  // The campaign is looked up running and active in the zones (not by module: :72-75); an unknown,
  // ended or off one is null, the formatter throws and the catch answers [] (:82-84).
  const campaign = Number.isInteger(id) ? runningCampaignRows(f, zones, null, id)[0] : undefined;
  if (!campaign) return c.json([]);
  const module = moduleId(c);
  // Its stores: active, confirmed, of the current module when one is sent, in the zones (:62-71).
  const stores = all(
    f.deps.db,
    `SELECT s.* FROM stores s JOIN campaign_store cs ON cs.store_id = s.id
      WHERE cs.campaign_id = ? AND cs.campaign_status = 'confirmed' AND s.status = 1
        AND s.zone_id IN (${placeholders(zones.length)}) ${module !== null ? 'AND s.module_id = ?' : ''}
      ORDER BY s.id`,
    Number(campaign.id),
    ...zones,
    ...(module !== null ? [module] : []),
  );
  return c.json({ ...formatBasicCampaign(f, campaign), stores: stores.map((s) => formatStore(f, s)) });
});

campaignRoutes.get('/campaigns/item', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneError(c);
  const f = formatCtx(c);
  const module = moduleId(c);
  const today = businessDate(f.deps.now(), f.deps.timeZone);
  // active(), the module serving the zones, an active store of the module in the zones, and
  // running() = end_date from today on, the start date unchecked (:98-109; ItemCampaign.php:144-147).
  // item_campaign_default_status is 1 (no admin setting): latest first (:111-113).
  const rows = all(
    f.deps.db,
    `SELECT ic.* FROM item_campaigns ic
      WHERE ${ACTIVE_ITEM_CAMPAIGN}
        AND EXISTS (SELECT 1 FROM module_zone mz WHERE mz.module_id = ic.module_id AND mz.zone_id IN (${placeholders(zones.length)}))
        AND EXISTS (SELECT 1 FROM stores s WHERE s.id = ic.store_id AND s.status = 1
                      AND s.zone_id IN (${placeholders(zones.length)}) ${module !== null ? 'AND s.module_id = ?' : ''})
        AND ic.end_date >= ?
      ORDER BY ic.created_at DESC, ic.id DESC`,
    ...zones,
    ...zones,
    ...(module !== null ? [module] : []),
    today,
  );
  return c.json(rows.map((row) => formatItemCampaign(f, row)));
});

/** One item campaign as the cart and place-order read it: active() only, no dates (OrderController.php:615). */
export function activeItemCampaign(f: FormatCtx, id: number): Row | undefined {
  return get(f.deps.db, `SELECT ic.* FROM item_campaigns ic WHERE ic.id = ? AND ${ACTIVE_ITEM_CAMPAIGN}`, id);
}
