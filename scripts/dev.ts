// npm run dev: Astro's dev server, plus the reference API unless API_BASE_URL is set.
import path from 'node:path';
import { Supervisor, assertPortFree, readSettings, root, startReferenceApi } from './processes.ts';

const settings = readSettings();
const supervisor = new Supervisor();

await assertPortFree(settings.host, settings.port, 'PORT');
const apiOrigin = settings.externalApi ?? (await startReferenceApi(supervisor, settings));
if (supervisor.isStopping) await supervisor.halted();
console.log(`API: ${apiOrigin}/api/v1  (${settings.externalApi ? 'API_BASE_URL' : 'reference API'})`);

// The port was checked above, so Astro will not silently move to another one.
supervisor.start(
  'astro dev',
  [
    path.join(root, 'node_modules/astro/bin/astro.mjs'),
    'dev',
    '--host',
    settings.host,
    '--port',
    String(settings.port),
  ],
  { API_BASE_URL: apiOrigin, ASTRO_TELEMETRY_DISABLED: process.env.ASTRO_TELEMETRY_DISABLED ?? '1' },
);
