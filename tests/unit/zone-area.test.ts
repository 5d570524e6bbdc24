// The areas the checkout page offers when the device shares no position: the marketplace's zone
// list read (zone/list, B31 ZoneController@get_zones) and the point that stands for each area.
import { describe, expect, it } from 'vitest';
import { ZoneListSchema } from '../../src/lib/api/zones.ts';
import { areaPoint, insideRing } from '../../src/lib/domain/ordering/zone-area.ts';

const square = [
  { lat: 30, lng: 31 },
  { lat: 30, lng: 32 },
  { lat: 31, lng: 32 },
  { lat: 31, lng: 31 },
  { lat: 30, lng: 31 },
];

describe('areaPoint', () => {
  it('is the centre of a convex area, closed ring or not', () => {
    expect(areaPoint(square)).toEqual({ lat: 30.5, lng: 31.5 });
    expect(areaPoint(square.slice(0, 4))).toEqual({ lat: 30.5, lng: 31.5 });
  });

  it('stays inside a shape whose centre is outside it (a U)', () => {
    const u = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 3 },
      { lat: 3, lng: 3 },
      { lat: 3, lng: 2 },
      { lat: 1, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 3, lng: 1 },
      { lat: 3, lng: 0 },
    ];
    expect(insideRing(areaPoint(u)!, u)).toBe(true);
  });

  it('is null for fewer than three points', () => {
    expect(areaPoint(square.slice(0, 2))).toBeNull();
  });
});

describe('ZoneListSchema', () => {
  it('reads active zones with their display name and point; leaves out the rest', () => {
    const areas = ZoneListSchema.parse([
      { id: 5, name: 'Cairo', display_name: 'Greater Cairo', status: 1, formated_coordinates: square },
      { id: 6, name: 'Closed', status: 0, formated_coordinates: square },
      {
        id: '7',
        name: 'Giza',
        display_name: null,
        status: '1',
        formated_coordinates: square.map(({ lat, lng }) => ({ lat: String(lat), lng: String(lng) })),
      },
      { id: 8, name: 'No shape', status: 1, formated_coordinates: null },
      'not a zone',
    ]);
    expect(areas).toEqual([
      { id: 5, name: 'Greater Cairo', point: { lat: 30.5, lng: 31.5 } },
      { id: 7, name: 'Giza', point: { lat: 30.5, lng: 31.5 } },
    ]);
  });
});
