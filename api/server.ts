// `npm run api`: the reference API alone. Environment: HOST, API_PORT, API_DATA_DIR, API_PUBLIC_URL,
// API_LOG (1: a JSON line per request on stdout, with the caller's X-Request-Id).
import { startApi } from './index.ts';

const started = Date.now();
const api = await startApi({
  host: process.env.HOST || '127.0.0.1',
  port: Number(process.env.API_PORT || 8787),
  dataDir: process.env.API_DATA_DIR || 'data',
  publicUrl: process.env.API_PUBLIC_URL || undefined,
  log:
    process.env.API_LOG === '1'
      ? (line) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`)
      : undefined,
});
console.log(`Reference API ready at ${api.url}/api/v1 (${Date.now() - started} ms)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
