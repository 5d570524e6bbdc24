/**
 * Astro writes the style its islands need (`<style>astro-island,…{display:contents}</style>`)
 * just before the first island, in the body, where HTML allows a style element only as its
 * parent's first child (the W3C validator reports it). The same rule moved into the head applies
 * to the page just the same.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

export function islandStylesInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const body = html.slice(headEnd);
  const found = body.match(ISLAND_STYLE);
  if (!found) return html;
  return `${html.slice(0, headEnd)}${found[0]}${body.replace(ISLAND_STYLE, '')}`;
}
