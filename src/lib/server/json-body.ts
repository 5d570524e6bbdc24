// Reads a JSON request body with a size cap; malformed or missing JSON is a clear 400, never a 500.

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

export async function readJsonBody(request: Request, maxBytes = 64 * 1024): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: Response.json({ error: 'The request body is too large.' }, { status: 413 }) };
  let text: string;
  try {
    text = await request.text();
  } catch {
    return { ok: false, response: Response.json({ error: 'The request body could not be read.' }, { status: 400 }) };
  }
  if (new TextEncoder().encode(text).length > maxBytes) {
    return { ok: false, response: Response.json({ error: 'The request body is too large.' }, { status: 413 }) };
  }
  if (!text.trim()) return { ok: false, response: Response.json({ error: 'Send a JSON body.' }, { status: 400 }) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: Response.json({ error: 'The request body is not valid JSON.' }, { status: 400 }) };
  }
}
