// POST /api/module (form or JSON: module_id, next): stores the chosen module and sends the
// browser back to the page, which the server renders with it.
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { safeNext } from '../../lib/paths.ts';
import { FORM_BODY_LIMIT, readFormBody, readJsonBody, unreadBodyResponse } from '../../lib/server/request/json-body.ts';
import { storeModule } from '../../lib/server/request/preferences.ts';
import { zoneModules } from '../../lib/server/marketplace/modules.ts';
import { isHttps } from '../../lib/server/request/security.ts';

const Body = z.object({ module_id: z.coerce.number().int().positive(), next: z.string().optional() });

/** The body (JSON or a form), or the answer when it cannot be read. */
async function readBody(request: Request): Promise<{ value: unknown } | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = await readJsonBody(request, FORM_BODY_LIMIT);
    return body.ok ? { value: body.value } : body.response;
  }
  const form = await readFormBody(request);
  if (!form.ok) return form.reason === 'too_large' ? unreadBodyResponse('too_large') : { value: null };
  return { value: Object.fromEntries([...form.form].filter(([, v]) => typeof v === 'string')) };
}

export const POST: APIRoute = async (context) => {
  const { request, cookies, locals, redirect } = context;
  const body = await readBody(request);
  if (body instanceof Response) return body;
  const parsed = Body.safeParse(body.value);
  if (!parsed.success) return Response.json({ error: 'module_id must be a positive whole number.' }, { status: 400 });
  const modules = await zoneModules(locals.prefs);
  // Only a module the zone offers; when the list cannot be loaded, trust the id (the API checks it).
  if (modules.length && !modules.some((m) => m.id === parsed.data.module_id)) {
    return Response.json({ error: 'This service is not available in your area.' }, { status: 400 });
  }
  storeModule(cookies, parsed.data.module_id, isHttps(context));
  return redirect(safeNext(parsed.data.next), 303);
};
