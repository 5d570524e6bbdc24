// Server throughput under load (autocannon), against the running storefront and its API.
import autocannon from 'autocannon';

export interface LoadRow {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function loadTest(url: string, connections: number, seconds: number, cookie?: string): Promise<LoadRow> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
  if (cookie) headers.cookie = cookie;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
