// POST /api/profile as a function, against a stand-in marketplace that records what it gets:
// the checks run before anything is sent, the photo goes upstream under a name that matches its
// content, and the marketplace's answers (saved, verification first, refusals) come back right.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '../../src/lib/i18n/index.ts';

// Many saves with one token here: the per-customer limit is the security test's
// (tests/security/image-decoding.spec.ts).
process.env.PROFILE_RATE_LIMIT = '1000';

interface Received {
  path: string;
  auth: string | undefined;
  form: FormData;
}
let server: Server;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { message: 'Profile successfully updated' } };

async function readForm(req: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({ path: req.url ?? '', auth: req.headers.authorization, form: await readForm(req) });
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: { message: 'Profile successfully updated' } };
});

// The session cookie holds the marketplace token sealed (see lib/identity/session.server.ts).
const sealed = new Map<string, string>();
function cookies(token: string | null) {
  const jar = new Map<string, string>(token ? [['session', sealed.get(token) ?? token]] : []);
  return {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    delete: (name: string) => jar.delete(name),
    jar,
  };
}

function call(form: FormData, token: string | null = 'token-1', lang: 'en' | 'ar' | 'tr' = 'en') {
  const request = new Request('http://shop.test/api/profile', { method: 'POST', body: form });
  return {
    request,
    cookies: cookies(token),
    locals: { prefs: { lang, moduleId: 2, zoneIds: [5] }, t: translator(lang) },
  } as never;
}

function profileForm(image?: File) {
  const form = new FormData();
  form.set('name', '  Omar Saleh ');
  form.set('email', 'omar@demo.test');
  form.set('phone', '+201011112222');
  if (image) form.set('image', image);
  return form;
}

describe('POST /api/profile', async () => {
  const { POST: endpoint } = await import('../../src/pages/api/profile.ts');
  const { loadSession, sealSession } = await import('../../src/lib/identity/session.server.ts');
  sealed.set('token-1', await sealSession('token-1', { remember: false }));
  // As the session middleware does before every endpoint.
  const POST = async (ctx: Parameters<typeof endpoint>[0]) => {
    await loadSession(ctx.cookies);
    return endpoint(ctx);
  };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

  it('sends the trimmed fields and the photo, named after its real format, with the token', async () => {
    const res = await POST(call(profileForm(new File([png], 'IMG_0001.HEIC', { type: 'image/heic' }))));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saved: true, message: 'Profile updated successfully' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.path).toBe('/api/v1/customer/update-profile');
    expect(sent!.auth).toBe('Bearer token-1');
    expect(sent!.form.get('name')).toBe('Omar Saleh');
    const image = sent!.form.get('image') as File;
    expect(image.name).toBe('photo.png');
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a photo that is not one, too large or broken, and sends nothing', async () => {
    const cases: Array<[File, string]> = [
      [new File(['just text'], 'a.png', { type: 'image/png' }), 'Please choose a JPEG, PNG, WebP or GIF picture.'],
      [
        new File([png, new Uint8Array(2048 * 1024)], 'big.png', { type: 'image/png' }),
        'The photo must be 2 MB or smaller.',
      ],
      [
        new File([png.subarray(0, 16), 'garbage'.repeat(40)], 'broken.png', { type: 'image/png' }),
        'This photo could not be read. Please choose another one.',
      ],
      [
        new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', { type: 'image/svg+xml' }),
        'Please choose a JPEG, PNG, WebP or GIF picture.',
      ],
    ];
    for (const [file, message] of cases) {
      const res = await POST(call(profileForm(file)));
      expect(res.status, file.name).toBe(400);
      expect((await res.json()).fields, file.name).toEqual({ image: message });
    }
    expect(received).toHaveLength(0);
  });

  it('checks the fields with the same rules as the island', async () => {
    const form = profileForm();
    form.set('name', ' ');
    form.set('email', 'nope');
    const res = await POST(call(form));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ name: 'Name is required', email: 'Invalid email address' });
    expect(received).toHaveLength(0);
  });

  it('says when the marketplace wants verification first and saved nothing', async () => {
    answer = {
      status: 200,
      body: { verification_on: 'phone', verification_medium: 'SMS', otp_send: true, message: 'OTP sent' },
    };
    const res = await POST(call(profileForm()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      saved: false,
      message: 'Please verify your new email or phone number to finish the change.',
    });
  });

  it("puts the marketplace's refusal on its field, once and in the page's language", async () => {
    answer = { status: 403, body: { errors: [{ code: 'email', message: 'The email has already been taken.' }] } };
    for (const lang of ['en', 'ar', 'tr'] as const) {
      const t = translator(lang);
      const res = await POST(call(profileForm(), 'token-1', lang));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: t('Editprofile.fixFields'), fields: { email: t('auth.emailTaken') } });
    }
  });

  it('refuses a photo of too many pixels from its header, before decoding it', async () => {
    // 38 KB or so of PNG that unpacks to 6300×6300 pixels.
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = performance.now();
    const res = await POST(call(profileForm(new File([new Uint8Array(bomb)], 'me.png', { type: 'image/png' }))));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ image: translator('en')('Editprofile.imageTooManyPixels') });
    expect(received).toHaveLength(0);
    // The header alone was read: far less than decoding 40 million pixels (about 1.7 s).
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('ends the session when the marketplace no longer knows the token, and needs one to start', async () => {
    answer = { status: 401, body: { errors: [{ code: 'auth-001', message: 'Unauthenticated.' }] } };
    const ctx = call(profileForm()) as unknown as { cookies: ReturnType<typeof cookies> };
    const res = await POST(ctx as never);
    expect(res.status).toBe(401);
    expect(ctx.cookies.jar.has('session')).toBe(false);
    received = [];
    expect((await POST(call(profileForm(), null))).status).toBe(401);
    expect(received).toHaveLength(0);
  });
});
