/**
 * Language detection for a request: the stored choice (cookie) first, then the
 * browser's Accept-Language, then the spec's fallback (Turkish).
 */
import { DEFAULT_LANG, langOfTag, type Lang } from './langs.ts';

interface Weighted {
  tag: string;
  q: number;
}

/** Accept-Language entries with q > 0, best first; equal weights keep the header's order. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: Weighted[] = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim();
    if (!tag) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q') q = Number(value);
    }
    if (Number.isFinite(q) && q > 0) entries.push({ tag, q: Math.min(q, 1) });
  }
  // Array.prototype.sort is stable, so ties stay in header order as RFC 9110 intends.
  return entries.sort((a, b) => b.q - a.q).map((e) => e.tag);
}

export function detectLang(input: { cookie?: string | null; acceptLanguage?: string | null }): Lang {
  const stored = langOfTag(input.cookie);
  if (stored) return stored;
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
