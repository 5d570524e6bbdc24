// Banners and modules (reference §3.5, §3.6).
import { Hono } from 'hono';
import { moduleId, zoneIds, type AppEnv } from '../env.ts';
import { zoneRequired } from '../lib/errors.ts';
import { all, get, placeholders, type Row } from '../lib/sql.ts';
import { formatBanner } from '../format/banner.ts';
import { formatBasicCampaign } from '../format/campaign.ts';
import { runningCampaignRows } from './campaigns.ts';
import { formatCtx } from '../format/context.ts';
import { formatModule } from '../format/module.ts';

export const homeRoutes = new Hono<AppEnv>();

homeRoutes.get('/banners', (c) => {
  const zones = zoneIds(c);
  if (!zones) return zoneRequired(c);
  const deps = c.get('deps');
  const module = moduleId(c);
  const featured = c.req.query('featured') === '1';
  const moduleFilter = module !== null ? 'AND module_id = ?' : '';
  const moduleParams = module !== null ? [module] : [];
  const banners = all(
    deps.db,
    `SELECT * FROM banners WHERE status = 1 AND zone_id IN (${placeholders(zones.length)}) ${moduleFilter}
       ${featured ? 'AND featured = 1' : ''} ORDER BY id DESC`,
    ...zones,
    ...moduleParams,
  );
  const f = formatCtx(c);
  // Campaign::running()->active() in the zones and module (BannerController.php:33-48): the dates
  // and the daily time window both (runningCampaignRows).
  const campaigns = featured ? [] : runningCampaignRows(f, zones, module).map((row) => formatBasicCampaign(f, row));
  return c.json({ campaigns, banners: banners.map((row) => formatBanner(f, row)) });
});

/**
 * With a zoneId header: the zones' modules, each with `zones`, including parcel (notParcel() is
 * only applied on the ?zone_id= query path, so clients filter parcel out themselves).
 */
homeRoutes.get('/module', (c) => {
  const db = c.get('deps').db;
  const f = formatCtx(c);
  const queryZone = Number(c.req.query('zone_id'));
  const headerZones = zoneIds(c);
  const counts = (m: Row) => ({
    stores_count:
      get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM stores WHERE module_id = ? AND status = 1', Number(m.id))?.n ??
      0,
    items_count:
      get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM items WHERE module_id = ? AND status = 1', Number(m.id))?.n ??
      0,
  });
  if (Number.isInteger(queryZone) && queryZone > 0) {
    const rows = all(
      db,
      `SELECT modules.* FROM modules JOIN module_zone ON module_zone.module_id = modules.id
        WHERE modules.status = 1 AND module_zone.zone_id = ? AND modules.module_type != 'parcel' ORDER BY modules.id`,
      queryZone,
    );
    return c.json(rows.map((m) => formatModule(f, m, counts(m))));
  }
  if (headerZones) {
    const rows = all(
      db,
      `SELECT DISTINCT modules.* FROM modules JOIN module_zone ON module_zone.module_id = modules.id
        WHERE modules.status = 1 AND module_zone.zone_id IN (${placeholders(headerZones.length)}) ORDER BY modules.id`,
      ...headerZones,
    );
    return c.json(
      rows.map((m) =>
        formatModule(f, m, {
          ...counts(m),
          zones: all(
            db,
            `SELECT zones.id, zones.name, zones.status, module_zone.* FROM zones JOIN module_zone ON module_zone.zone_id = zones.id
              WHERE module_zone.module_id = ? AND zones.id IN (${placeholders(headerZones.length)})`,
            Number(m.id),
            ...headerZones,
          ).map((z) => ({
            id: z.id,
            name: z.name,
            status: z.status,
            pivot: {
              module_id: z.module_id,
              zone_id: z.zone_id,
              per_km_shipping_charge: z.per_km_shipping_charge,
              minimum_shipping_charge: z.minimum_shipping_charge,
              maximum_shipping_charge: z.maximum_shipping_charge,
              maximum_cod_order_amount: z.maximum_cod_order_amount,
            },
          })),
        }),
      ),
    );
  }
  return c.json(
    all(db, 'SELECT * FROM modules WHERE status = 1 ORDER BY id').map((m) => formatModule(f, m, counts(m))),
  );
});
