// Zone polygons and distances.

export type LatLng = [number, number];

/** Ray casting; the ring is [[lat, lng], ...], closed or open. */
export function pointInPolygon([lat, lng]: LatLng, ring: LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    const crosses = yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Shoelace area in squared degrees, only used to order zones smallest first. */
export function polygonArea(ring: LatLng[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ring[j]![1] * ring[i]![0] - ring[i]![1] * ring[j]![0];
  }
  return Math.abs(sum) / 2;
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (MySQL ST_Distance_Sphere uses the same sphere). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
