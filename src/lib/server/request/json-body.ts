// Request bodies, read with a size cap WHILE they stream: a body over the cap is not read any
// further (its stream is cancelled) and is answered 413 with `Connection: close`, so that an
// endless or huge upload never sits in memory. Malformed or missing JSON is a clear 400, never a 500.
//
// The Node server caps every body as a whole (server/request-limits.ts, BODY_LIMIT_BYTES); a stream
// it cut shows here as too large too.

export const KB = 1024;
/** JSON bodies of the storefront's own endpoints: a sign-in, a sign-up, a location. */
export const JSON_BODY_LIMIT = 64 * KB;
/** Plain form posts (sign-in, sign-up, module, sign-out): a few short fields. */
export const FORM_BODY_LIMIT = 16 * KB;

/** The error the Node server's cap ends a request stream with (see server/request-limits.ts). */
export const BODY_LIMIT_ERROR = 'BodyLimitExceeded';

export type RawBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' | 'unreadable' };
export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const CLOSE = { Connection: 'close' };

/** 413, and the connection is closed after it: the rest of the body is never read. */
export function tooLargeResponse(): Response {
  return Response.json({ error: 'The request body is too large.' }, { status: 413, headers: CLOSE });
}

function unreadableResponse(): Response {
  return Response.json({ error: 'The request body could not be read.' }, { status: 400, headers: CLOSE });
}

function isLimitError(error: unknown): boolean {
  return error instanceof Error && (error.name === BODY_LIMIT_ERROR || /body size limit/i.test(error.message));
}

/**
 * Cancels a body without waiting: the body of a rewritten request (/ar/login → /login) is one
 * branch of a tee, whose cancel settles only once the other branch is cancelled too.
 */
function stopReading(body: { cancel(): Promise<void> } | null): void {
  body?.cancel().catch(() => undefined);
}

/** The body's bytes, read up to `max` whatever Content-Length says (or does not). */
export async function readCappedBody(request: Request, max: number): Promise<RawBody> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) {
    stopReading(request.body);
    return { ok: false, reason: 'too_large' };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    // Already read by someone else.
    return { ok: false, reason: 'unreadable' };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        stopReading(reader);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { ok: false, reason: isLimitError(error) ? 'too_large' : 'unreadable' };
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** The response for a body that could not be read (413 or 400). */
export function unreadBodyResponse(reason: 'too_large' | 'unreadable'): Response {
  return reason === 'too_large' ? tooLargeResponse() : unreadableResponse();
}

/**
 * A JSON body of at most `maxBytes`. With `object: true` (every endpoint that reads named fields)
 * anything but a JSON object ({...}) is a 400 too: `null`, `[]`, `"x"` or `1` name no fields.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = JSON_BODY_LIMIT,
  options: { object?: boolean } = {},
): Promise<BodyResult> {
  const read = await readCappedBody(request, maxBytes);
  if (!read.ok) return { ok: false, response: unreadBodyResponse(read.reason) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
  } catch {
    return { ok: false, response: Response.json({ error: 'The request body is not valid UTF-8.' }, { status: 400 }) };
  }
  if (!text.trim()) return { ok: false, response: Response.json({ error: 'Send a JSON body.' }, { status: 400 }) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: Response.json({ error: 'The request body is not valid JSON.' }, { status: 400 }) };
  }
  if (options.object && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    return {
      ok: false,
      response: Response.json({ error: 'Send a JSON object with the fields named.' }, { status: 400 }),
    };
  }
  return { ok: true, value };
}

export type FormResult = { ok: true; form: FormData } | { ok: false; reason: 'too_large' | 'unreadable' };

/** A posted form (urlencoded or multipart) of at most `maxBytes`; anything else is unreadable. */
export async function readFormBody(request: Request, maxBytes = FORM_BODY_LIMIT): Promise<FormResult> {
  const read = await readCappedBody(request, maxBytes);
  if (!read.ok) return read;
  const type = request.headers.get('content-type') ?? '';
  if (!/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    return read.bytes.byteLength === 0 ? { ok: true, form: new FormData() } : { ok: false, reason: 'unreadable' };
  }
  try {
    return { ok: true, form: await new Response(read.bytes, { headers: { 'content-type': type } }).formData() };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
