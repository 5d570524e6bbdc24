// A delivery zone offered as an area to pick a place in, when the device cannot share its position
// (no script, or geolocation refused): the order is delivered to the typed address, and the zone's
// own point stands for it in the distance (and so the delivery fee). Pure.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Ray casting; the ring may be closed or open. */
export function insideRing(point: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.lat > point.lat !== b.lat > point.lat) {
      const lng = ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
      if (point.lng < lng) inside = !inside;
    }
  }
  return inside;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The point that stands for an area: the centroid of its polygon (shoelace), or, for a shape whose
 * centroid falls outside it, the middle of its vertices when that is inside, else its first vertex.
 * Null for fewer than three points.
 */
export function areaPoint(ring: readonly LatLng[]): LatLng | null {
  const points = ring.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
  const last = points.at(-1);
  if (last && points.length > 1 && last.lat === points[0]!.lat && last.lng === points[0]!.lng) points.pop();
  if (points.length < 3) return null;
  let twiceArea = 0;
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % points.length]!;
    const cross = a.lng * b.lat - b.lng * a.lat;
    twiceArea += cross;
    lng += (a.lng + b.lng) * cross;
    lat += (a.lat + b.lat) * cross;
  }
  const candidates: LatLng[] = [];
  if (Math.abs(twiceArea) > 1e-12) candidates.push({ lat: lat / (3 * twiceArea), lng: lng / (3 * twiceArea) });
  candidates.push({
    lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
    lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
  });
  const inside = candidates.find((c) => insideRing(c, points)) ?? points[0]!;
  return { lat: round6(inside.lat), lng: round6(inside.lng) };
}
