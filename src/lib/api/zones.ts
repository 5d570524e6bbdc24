/** GET /zone/list: the marketplace's active zones, offered as areas to pick a place in. */
import { z } from 'zod';
import { areaPoint, type LatLng } from '../domain/ordering/zone-area.ts';
import type { ApiContext } from './context.ts';
import { request } from './http.ts';
import { id, numeric, strOr } from './schemas/common.ts';

const PointSchema = z.object({ lat: numeric, lng: numeric });

const ZoneRowSchema = z.object({
  id,
  name: strOr(''),
  display_name: strOr(''),
  status: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  formated_coordinates: z.array(PointSchema).nullish().catch(null),
});

export interface Area {
  id: number;
  name: string;
  /** The point that stands for the area (its polygon's centre). */
  point: LatLng;
}

/** Rows that cannot be read, or that have no shape to stand in for, are left out. */
export const ZoneListSchema = z.array(z.unknown()).transform((rows): Area[] =>
  rows.flatMap((row) => {
    const zone = ZoneRowSchema.safeParse(row);
    if (!zone.success) return [];
    const { status } = zone.data;
    if (status === 0 || status === '0' || status === false) return [];
    const point = areaPoint(zone.data.formated_coordinates ?? []);
    const name = (zone.data.display_name || zone.data.name).trim();
    return point && name ? [{ id: zone.data.id, name, point }] : [];
  }),
);

/** B31 ZoneController@get_zones (routes/api/v1/api.php `zone/list`): no module, zone or auth. */
export async function getZoneList(ctx: ApiContext): Promise<Area[]> {
  return request(ctx, 'zone/list', ZoneListSchema);
}
