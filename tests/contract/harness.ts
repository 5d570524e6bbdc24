// Starts the reference API on a free port with a fresh database for one test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startApi, type RunningApi } from '../../api/index.ts';

export interface CallOptions {
  method?: string;
  module?: number | null;
  zone?: string | null;
  lang?: string | null;
  token?: string | null;
  accept?: string | null;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  url: string;
  call<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /**
   * The same call over plain HTTP, for answers fetch() cannot read: the real server answers an
   * expired coupon with 407, which the Fetch standard turns into a network error.
   */
  callHttp<T = any>(path: string, options?: Omit<CallOptions, 'form'>): Promise<Omit<Answer<T>, 'headers'>>;
  login(email?: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

/** Images are shared between runs (they take a while to generate); the database is not. */
export const SHARED_STORAGE = resolve('data-test/storage');

/** `now` fixes the API's clock (store opening hours are read against it). */
export async function startTestApi(options: { now?: () => Date } = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ref-api-'));
  const api: RunningApi = await startApi({ port: 0, dataDir, storageDir: SHARED_STORAGE, now: options.now });
  const call = async <T>(path: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.accept !== null) headers.Accept = o.accept ?? 'application/json';
    if (o.module !== null) headers.moduleId = String(o.module ?? 2);
    if (o.zone !== null) headers.zoneId = o.zone ?? '[5]';
    if (o.lang !== null) headers['X-localization'] = o.lang ?? 'en';
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined;
    if (o.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) body = o.form;
    const res = await fetch(`${api.url}/api/v1${path}`, {
      method: o.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text for the assertion to show.
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  const callHttp = <T>(path: string, o: Omit<CallOptions, 'form'> = {}) =>
    new Promise<Omit<Answer<T>, 'headers'>>((resolve, reject) => {
      const headers: Record<string, string> = { ...o.headers };
      if (o.accept !== null) headers.Accept = o.accept ?? 'application/json';
      if (o.module !== null) headers.moduleId = String(o.module ?? 2);
      if (o.zone !== null) headers.zoneId = o.zone ?? '[5]';
      if (o.lang !== null) headers['X-localization'] = o.lang ?? 'en';
      if (o.token) headers.Authorization = `Bearer ${o.token}`;
      const body = o.json === undefined ? undefined : JSON.stringify(o.json);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const req = request(`${api.url}/api/v1${path}`, { method: o.method ?? 'GET', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: keep the text for the assertion to show.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed as T });
        });
      });
      req.on('error', reject);
      req.end(body);
    });
  return {
    url: api.url,
    call,
    callHttp,
    async login(email = 'customer@demo.test', password = 'demo12345') {
      const res = await call<{ token: string }>('/auth/login', {
        method: 'POST',
        json: { login_type: 'manual', email_or_phone: email, password, field_type: 'email' },
      });
      if (res.status !== 200 || !res.body.token)
        throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token;
    },
    async stop() {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
