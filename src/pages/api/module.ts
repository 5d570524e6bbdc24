// POST /api/module (form or JSON: module_id, next): stores the chosen module and sends the
// browser back to the page, which the server renders with it.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { safeNext } from '../../lib/paths.ts';
import { storeModule } from '../../lib/server/preferences.ts';
import { zoneModules } from '../../lib/server/modules.ts';
import { isHttps } from '../../lib/server/security.ts';

const Body = z.object({ module_id: z.coerce.number().int().positive(), next: z.string().optional() });

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json().catch(() => null);
  const form = await request.formData().catch(() => null);
  return form ? Object.fromEntries(form) : null;
}

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals, redirect } = context;
  const parsed = Body.safeParse(await readBody(request));
  if (!parsed.success) return Response.json({ error: 'module_id must be a positive whole number.' }, { status: 400 });
  const modules = await zoneModules(locals.prefs);
  // Only a module the zone offers; when the list cannot be loaded, trust the id (the API checks it).
  if (modules.length && !modules.some((m) => m.id === parsed.data.module_id)) {
    return Response.json({ error: 'This service is not available in your area.' }, { status: 400 });
  }
  storeModule(cookies, parsed.data.module_id, isHttps(context));
  return redirect(safeNext(parsed.data.next), 303);
};
