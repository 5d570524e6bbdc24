// Who is asking, and at which address: the client's IP, whether the browser used HTTPS, and the
// host it typed. Behind a reverse proxy these come from X-Forwarded-For/-Proto/-Host or RFC 7239
// Forwarded, but only when the peer that connected is a proxy named in TRUSTED_PROXIES (loopback
// by default): anyone else could write those headers. The production server (server/storefront.ts)
// imports this too, so it stays free of Astro runtime imports.
import type { IncomingMessage } from 'node:http';
import parseForwarded from 'forwarded-parse';
import proxyaddr from 'proxy-addr';

export type HeaderSource = { get(name: string): string | null };

export interface RequestSide {
  /** The address of the peer that connected (the socket's remote address). */
  peer: string | undefined;
  /** True when that connection itself is TLS. */
  encrypted: boolean;
  headers: HeaderSource;
}

export interface ForwardedInfo {
  /** The client's address: the peer, or the first untrusted hop a trusted proxy names. */
  client: string;
  https: boolean;
  /** The host the browser asked for, as a trusted proxy says; null when none does. */
  host: string | null;
  /** True when the peer is a trusted proxy. */
  viaProxy: boolean;
}

type Trust = (addr: string, i: number) => boolean;
let compiled: { source: string; trust: Trust } | undefined;

/**
 * TRUSTED_PROXIES: comma- or space-separated addresses, CIDR ranges or the names `loopback`,
 * `linklocal`, `uniquelocal` (proxy-addr's); `none` trusts no one. Unset: `loopback`.
 * Throws on an invalid entry, so a misconfigured server stops at start (see server/storefront.ts).
 */
export function trustedProxies(env: Record<string, string | undefined> = process.env): Trust {
  const source = env.TRUSTED_PROXIES?.trim() || 'loopback';
  if (compiled?.source === source) return compiled.trust;
  const list = source.toLowerCase() === 'none' ? [] : source.split(/[\s,]+/).filter(Boolean);
  const trust = proxyaddr.compile(list);
  compiled = { source, trust };
  return trust;
}

function first(value: string | null): string | undefined {
  const v = value?.split(',')[0]?.trim();
  return v ? v : undefined;
}

/** A host[:port] a URL accepts as its whole authority, lower-cased; null otherwise. */
function validHost(value: string | undefined): string | null {
  if (!value || value.length > 255 || /[\s/\\@?#]/.test(value)) return null;
  try {
    const url = new URL(`http://${value}`);
    return url.hostname ? url.host : null;
  } catch {
    return null;
  }
}

/** `for=` of a Forwarded element as an address: brackets and port removed. */
function forAddress(value: string): string {
  const v = value.trim();
  if (v.startsWith('[')) return v.slice(1, v.indexOf(']') > 0 ? v.indexOf(']') : undefined);
  const colons = v.split(':').length - 1;
  return colons === 1 ? v.slice(0, v.indexOf(':')) : v;
}

/** The trusted reading of one request. */
export function forwardedInfo(side: RequestSide, trust: Trust = trustedProxies()): ForwardedInfo {
  const peer = side.peer ?? '';
  const direct: ForwardedInfo = { client: peer, https: side.encrypted, host: null, viaProxy: false };
  if (!peer || !trust(peer, 0)) return direct;

  const forwarded = side.headers.get('forwarded');
  if (forwarded) {
    let elements: Record<string, string>[];
    try {
      elements = parseForwarded(forwarded);
    } catch {
      // A header the proxy would never write: trust nothing in it.
      return { ...direct, viaProxy: true };
    }
    // Walk from the nearest proxy outwards while the hops are trusted: the element whose `for`
    // is untrusted was written by the outermost trusted proxy, and names the client.
    let client = peer;
    let chosen: Record<string, string> | undefined;
    for (let i = elements.length - 1, hop = 1; i >= 0; i--, hop++) {
      chosen = elements[i];
      client = chosen?.for ? forAddress(chosen.for) : client;
      if (!chosen?.for || !trust(client, hop)) break;
    }
    return {
      client,
      https: chosen?.proto ? chosen.proto.toLowerCase() === 'https' : side.encrypted,
      host: validHost(chosen?.host),
      viaProxy: true,
    };
  }

  const xff = side.headers.get('x-forwarded-for') ?? '';
  const fakeRequest = {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: { 'x-forwarded-for': xff },
  };
  const client = proxyaddr(fakeRequest as unknown as IncomingMessage, trust);
  const proto = first(side.headers.get('x-forwarded-proto'))?.toLowerCase();
  return {
    client,
    https: proto ? proto === 'https' : side.encrypted,
    host: validHost(first(side.headers.get('x-forwarded-host'))),
    viaProxy: true,
  };
}

/** Header access over a Node request's headers (arrays joined as one list). */
export function nodeHeaders(headers: IncomingMessage['headers']): HeaderSource {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

interface AstroLikeContext {
  request: Request;
  url: URL;
  clientAddress?: string;
}

const perRequest = new WeakMap<Request, ForwardedInfo>();

/** The trusted reading of an Astro request (once per request). */
export function requestInfo(context: AstroLikeContext): ForwardedInfo {
  const known = perRequest.get(context.request);
  if (known) return known;
  let peer: string | undefined;
  try {
    // Without security.allowedDomains, Astro's clientAddress is the socket's remote address.
    peer = context.clientAddress;
  } catch {
    peer = undefined;
  }
  const info = forwardedInfo({ peer, encrypted: context.url.protocol === 'https:', headers: context.request.headers });
  perRequest.set(context.request, info);
  return info;
}

/** SITE_URL's origin when it is a valid http(s) URL. */
export function configuredOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.SITE_URL?.trim();
  if (!configured) return null;
  try {
    const url = new URL(configured);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin the server listens on (HOST and PORT), an all-interfaces address read as loopback. */
export function serverOrigin(https: boolean, env: Record<string, string | undefined> = process.env): string {
  let host = env.HOST?.trim() || '127.0.0.1';
  if (host === '0.0.0.0') host = '127.0.0.1';
  if (host === '::' || host === '[::]') host = '::1';
  if (host.includes(':') && !host.startsWith('[')) host = `[${host}]`;
  const port = Number(env.PORT) || 4321;
  const scheme = https ? 'https' : 'http';
  const defaultPort = https ? 443 : 80;
  return port === defaultPort ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

/**
 * The storefront's public origin, for absolute URLs and the same-origin rule: SITE_URL, else the
 * host a trusted proxy forwards, else the server's own HOST:PORT. Never the request's Host header.
 */
export function publicOriginOf(info: ForwardedInfo, env: Record<string, string | undefined> = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  if (info.host) return info.https ? `https://${info.host.replace(/:443$/, '')}` : `http://${info.host}`;
  return serverOrigin(info.https, env);
}
