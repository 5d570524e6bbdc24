// GET /zone/list as B31 answers it (ZoneController@get_zones): the active zones only, each with its
// polygon (GeoJSON, [lng, lat]) and `formated_coordinates` ({lat, lng}), named in the request's
// language; no module, zone or sign-in needed. The checkout page offers them as areas.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

it('lists the active zones with both coordinate forms, in the asked language', async () => {
  const en = await api.call('/zone/list');
  expect(en.status).toBe(200);
  const zones = en.body as Array<Record<string, any>>;
  expect(zones.map((z) => z.id)).toEqual([5, 6]);
  const cairo = zones[0]!;
  expect(cairo).toMatchObject({ name: 'Cairo', display_name: 'Cairo', status: 1 });
  expect(cairo.coordinates.type).toBe('Polygon');
  const [lng, lat] = cairo.coordinates.coordinates[0][0];
  expect(cairo.formated_coordinates[0]).toEqual({ lat, lng });
  const ar = await api.call('/zone/list', { lang: 'ar' });
  expect((ar.body as Array<{ display_name: string }>)[0]!.display_name).toBe('القاهرة');
});
