/**
 * Search-engine plumbing: typed JSON-LD builders and their safe serialiser, robots.txt and the
 * sitemap's XML, and the public origin absolute URLs are built on.
 *
 *   const url = Astro.locals.absoluteUrl(paths.product(item.id), lang);
 *   <JsonLd data={[productJsonLd({ item, url }), breadcrumbJsonLd([{ name: t('nav.home'), url: home }, { name: item.name }])]} />
 *
 * Collecting the sitemap from the API is server code in './sitemap.server.ts'.
 */
export * from './schema.ts';
export * from './json-ld.ts';
export { serializeJsonLd } from './serialize.ts';
export { htmlToText, summaryText } from './text.ts';
export { publicOrigin, pageUrl, defaultPageUrl, languageLinks, type LanguageLinks } from './origin.server.ts';
export { robotsTxt, PRIVATE_PATHS } from './robots.ts';
export { sitemapXml, sitemapPaths, STATIC_SITEMAP_PATHS, SITEMAP_URL_LIMIT, type SitemapContent } from './sitemap.ts';
