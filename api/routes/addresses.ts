// The customer's address book (B31 CustomerController.php:36-151, api.php:350-355): list, add,
// update and delete, each behind auth:api. Notes and citations: api/docs/aftercare.md.
import { Hono } from 'hono';
import type { AppEnv, Ctx } from '../env.ts';
import { error, errors } from '../lib/errors.ts';
import { pointInPolygon, polygonArea, type LatLng } from '../lib/geo.ts';
import { all, get, parseJson, placeholders, run, type Row } from '../lib/sql.ts';
import { isoMicros } from '../lib/time.ts';
import { readInput, text, validate } from '../lib/validate.ts';
import { authApi } from '../middleware.ts';

export const addressRoutes = new Hono<AppEnv>();
addressRoutes.use('/customer/address/*', authApi);

/** Zone::whereContains(coordinates, point): every zone holding the point, whatever its status. */
function zonesAt(c: Ctx, lat: unknown, lng: unknown): number[] {
  const point: LatLng = [Number(lat), Number(lng)];
  if (!Number.isFinite(point[0]) || !Number.isFinite(point[1])) return [];
  return all(c.get('deps').db, 'SELECT id, coordinates FROM zones')
    .map((zone) => ({ id: Number(zone.id), ring: parseJson<LatLng[]>(zone.coordinates, []) }))
    .filter(({ ring }) => pointInPolygon(point, ring))
    .sort((a, b) => polygonArea(a.ring) - polygonArea(b.ring))
    .map(({ id }) => id);
}

/** The rows as CustomerAddress casts them, with zone_ids (Helpers::address_data_formatting). */
function formatAddress(c: Ctx, row: Row): Row {
  return {
    ...row,
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    zone_id: Number(row.zone_id),
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    zone_ids: zonesAt(c, row.latitude, row.longitude),
  };
}

addressRoutes.get('/customer/address/list', async (c) => {
  const input = await readInput(c);
  const limit = input.limit ?? 10;
  const offset = input.offset ?? 1;
  const size = Math.max(1, Number.parseInt(String(limit), 10) || 10);
  const page = Math.max(1, Number.parseInt(String(offset), 10) || 1);
  const db = c.get('deps').db;
  const userId = Number(c.get('user')!.id);
  const total = get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM customer_addresses WHERE user_id = ?', userId);
  // latest(): newest created_at first.
  const rows = all(
    db,
    'SELECT * FROM customer_addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    userId,
    size,
    (page - 1) * size,
  );
  return c.json({
    total_size: total?.n ?? 0,
    limit,
    offset,
    addresses: rows.map((row) => formatAddress(c, row)),
  });
});

// Laravel's `required` on each, with no other rule: any length or shape passes (the columns are
// VARCHAR(100)/(20) on MySQL, so an over-long name fails there with a 500; see the notes).
const ADDRESS_RULES = {
  contact_person_name: text('contact_person_name'),
  address_type: text('address_type'),
  contact_person_number: text('contact_person_number'),
  address: text('address'),
  longitude: text('longitude'),
  latitude: text('latitude'),
};

/** The columns add and update both write, in the order addressRow gives their values. */
const ADDRESS_COLUMNS = [
  'user_id',
  'contact_person_name',
  'contact_person_number',
  'address_type',
  'address',
  'floor',
  'road',
  'house',
  'longitude',
  'latitude',
  'zone_id',
  'created_at',
  'updated_at',
] as const;

/** The request checked as both routes check it, and the zones its point lies in. */
async function readAddress(c: Ctx) {
  const input = await readInput(c);
  const checked = validate(input, ADDRESS_RULES);
  if (!checked.ok) return { refusal: errors(c, 403, checked.errors) } as const;
  return { input, zones: zonesAt(c, input.latitude, input.longitude) } as const;
}

/** ADDRESS_COLUMNS' values: the caller's user id, the trimmed fields, the zone and now, twice. */
function addressRow(c: Ctx, input: Record<string, unknown>, zoneId: number) {
  const opt = (key: string) => (input[key] === undefined || input[key] === '' ? null : String(input[key]));
  const stamp = isoMicros(c.get('deps').now());
  return [
    Number(c.get('user')!.id),
    String(input.contact_person_name).trim(),
    String(input.contact_person_number).trim(),
    String(input.address_type).trim(),
    String(input.address).trim(),
    opt('floor'),
    opt('road'),
    opt('house'),
    String(input.longitude).trim(),
    String(input.latitude).trim(),
    zoneId,
    stamp,
    stamp,
  ];
}

const notAvailable = (c: Ctx) => error(c, 403, 'coordinates', 'Service not available in this area');

addressRoutes.post('/customer/address/add', async (c) => {
  const read = await readAddress(c);
  if ('refusal' in read) return read.refusal;
  const { input, zones } = read;
  if (!zones.length) return notAvailable(c);
  run(
    c.get('deps').db,
    `INSERT INTO customer_addresses (${ADDRESS_COLUMNS.join(', ')}) VALUES (${placeholders(ADDRESS_COLUMNS.length)})`,
    ...addressRow(c, input, zones[0]!),
  );
  return c.json({ message: 'Successfully added!', zone_ids: zones }, 200);
});

addressRoutes.put('/customer/address/update/:id', async (c) => {
  const read = await readAddress(c);
  if ('refusal' in read) return read.refusal;
  const { input, zones } = read;
  // The real check is `if (!$zone)` on a collection, never true: `$zone[0]->id` then fails (500).
  if (!zones.length) throw new Error('Undefined array key 0');
  // The real update matches on the id alone, writes the caller's user_id into the row and sets
  // created_at again.
  run(
    c.get('deps').db,
    `UPDATE customer_addresses SET ${ADDRESS_COLUMNS.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`,
    ...addressRow(c, input, zones[0]!),
    c.req.param('id'),
  );
  return c.json({ message: 'Updated successfully', zone_id: zones[0] }, 200);
});

addressRoutes.delete('/customer/address/delete', async (c) => {
  const input = await readInput(c);
  if (input.address_id === undefined || input.address_id === null || input.address_id === '') {
    return error(c, 403, 'address_id', 'The address id field is required.');
  }
  const db = c.get('deps').db;
  const userId = Number(c.get('user')!.id);
  const found = get(
    db,
    'SELECT id FROM customer_addresses WHERE id = ? AND user_id = ?',
    String(input.address_id),
    userId,
  );
  if (!found) return c.json({ message: 'Not found' }, 404);
  run(db, 'DELETE FROM customer_addresses WHERE id = ? AND user_id = ?', Number(found.id), userId);
  return c.json({ message: 'Successfully removed!' }, 200);
});
