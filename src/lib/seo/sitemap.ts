// The sitemap's XML, as Google describes multilingual sitemaps: one <url> per language version
// of a page (its <loc> is the /en, /ar or /tr address, the canonical one), and every <url> lists
// all versions, itself included, plus x-default (the unprefixed address, which picks the
// visitor's language).
import { LANGS } from '../i18n/index.ts';
import { paths, policyLinks } from '../paths.ts';
import { defaultPageUrl, pageUrl } from './origin.server.ts';

/** Google reads at most this many <url> entries from one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Pages that exist whatever the catalogue holds. /search is left out: its results are not pages to index. */
export const STATIC_SITEMAP_PATHS: readonly string[] = [
  paths.home,
  paths.categories,
  paths.stores,
  paths.about,
  ...policyLinks.map((link) => link.href),
];

/** What the catalogue contributes: ids, sorted and without duplicates. */
export interface SitemapContent {
  categoryIds: number[];
  storeIds: number[];
  productIds: number[];
  /** The shop modules' brands; none (and no /brands) without a shop. */
  brandIds?: number[];
}

/** Every language-neutral path the sitemap lists, static pages first. */
export function sitemapPaths(content: SitemapContent): string[] {
  return [
    ...STATIC_SITEMAP_PATHS,
    ...content.categoryIds.map((id) => paths.category(id)),
    ...content.storeIds.map((id) => paths.store(id)),
    ...content.productIds.map((id) => paths.product(id)),
    ...(content.brandIds?.length ? [paths.brands, ...content.brandIds.map((id) => paths.brand(id))] : []),
  ];
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function urlEntry(origin: string, path: string, alternates: string): string[] {
  return LANGS.map((lang) => `<url><loc>${xml(pageUrl(origin, lang, path))}</loc>${alternates}</url>`);
}

function alternateLinks(origin: string, path: string): string {
  const links: { hreflang: string; href: string }[] = LANGS.map((lang) => ({
    hreflang: lang,
    href: pageUrl(origin, lang, path),
  }));
  links.push({ hreflang: 'x-default', href: defaultPageUrl(origin, path) });
  return links
    .map((link) => `<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${xml(link.href)}"/>`)
    .join('');
}

/** A urlset with LANGS.length entries per path; `origin` has no trailing slash. */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const entries = pagePaths.flatMap((path) => urlEntry(origin, path, alternateLinks(origin, path)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
