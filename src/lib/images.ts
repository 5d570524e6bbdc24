// URLs of the storefront's image endpoint (GET /img?src=&w=[&q=]), shared by the server-rendered
// <Img> component and React islands: no Node imports here.
//
//   imageUrl('https://api.example.com/storage/app/public/product/a.jpg', 300)
//     -> '/img?src=https%3A%2F%2Fapi.example.com%2Fstorage%2Fapp%2Fpublic%2Fproduct%2Fa.jpg&w=320'
//
// Widths snap to IMAGE_WIDTHS (the server snaps the same way), so a page only ever asks for
// variants the server may already have cached.

/** The widths the server resizes to; anything else is snapped to the next one up (or the largest). */
export const IMAGE_WIDTHS = [64, 96, 128, 160, 256, 320, 384, 480, 640, 800, 1080, 1200, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The qualities the server encodes at (1-100, JPEG-like scale); others snap to the nearest. */
export const IMAGE_QUALITIES = [50, 60, 75, 90] as const;
export const DEFAULT_IMAGE_QUALITY = 75;

export const IMAGE_ENDPOINT = '/img';

/** The allowlisted width for `width`: the smallest one at least as wide, else the largest. Not a positive number: null. */
export function snapWidth(width: number): ImageWidth | null {
  if (!Number.isFinite(width) || width <= 0) return null;
  for (const w of IMAGE_WIDTHS) if (w >= width) return w;
  return IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** The allowlisted quality nearest to `quality` (ties go up). Not a number: the default. */
export function snapQuality(quality: number): number {
  if (!Number.isFinite(quality)) return DEFAULT_IMAGE_QUALITY;
  let best: number = IMAGE_QUALITIES[0];
  for (const q of IMAGE_QUALITIES) if (Math.abs(q - quality) <= Math.abs(best - quality)) best = q;
  return best;
}

/** Only http(s) URLs go through the endpoint; data:, blob: and relative URLs are used as they are. */
function resizable(src: string): boolean {
  return /^https?:\/\//i.test(src);
}

/**
 * The URL of `src` resized to `width` (snapped to IMAGE_WIDTHS), or null when there is no source.
 * A source the endpoint cannot resize (data:, blob:, a relative path) is returned unchanged.
 */
export function imageUrl(src: string | null | undefined, width: number, quality?: number): string | null {
  const source = src?.trim();
  if (!source) return null;
  if (!resizable(source)) return source;
  const w = snapWidth(width) ?? IMAGE_WIDTHS[0];
  const q = quality === undefined ? DEFAULT_IMAGE_QUALITY : snapQuality(quality);
  return `${IMAGE_ENDPOINT}?src=${encodeURIComponent(source)}&w=${w}${q === DEFAULT_IMAGE_QUALITY ? '' : `&q=${q}`}`;
}

/** A srcset of `src` at each of `widths` (snapped, without repeats), e.g. '/img?...&w=320 320w, /img?...&w=640 640w'; '' without a resizable source. */
export function srcSet(src: string | null | undefined, widths: readonly number[], quality?: number): string {
  const source = src?.trim();
  if (!source || !resizable(source)) return '';
  const snapped = [...new Set(widths.map(snapWidth).filter((w): w is ImageWidth => w !== null))].sort((a, b) => a - b);
  return snapped.map((w) => `${imageUrl(source, w, quality)} ${w}w`).join(', ');
}

/** The widths worth offering for an image displayed `width` CSS pixels wide: half (narrow screens), 1x, 1.5x and 2x, snapped. */
export function defaultWidths(width: number): ImageWidth[] {
  const out = new Set<ImageWidth>();
  for (const factor of [0.5, 1, 1.5, 2]) {
    const w = snapWidth(width * factor);
    if (w !== null) out.add(w);
  }
  return [...out].sort((a, b) => a - b);
}
