// The carousel's settings, shared by the server (Carousel.astro writes them as data attributes and
// CSS variables) and the browser (carousels.ts reads them back into Swiper options). Pure: no DOM.
import { needsArrows, slidesAt, type Breakpoints } from '../domain/catalog/carousel.ts';

/**
 * The widths the carousel's CSS has media queries for (Carousel.astro). Every breakpoint a
 * carousel uses must be one of them, so the markup looks exactly as Swiper will lay it out.
 */
export const CSS_WIDTHS = [0, 320, 480, 640, 768, 1024, 1280] as const;

/** What a carousel asks for; written to and read from its data attributes. */
export interface CarouselConfig {
  breakpoints: Breakpoints;
  /** Wrap around at either end. */
  loop: boolean;
  /** Auto-advance every this many ms; 0 for never. */
  autoplay: number;
  /** Hold the auto-advance while the pointer is over the carousel. */
  pauseOnHover: boolean;
}

/** Breakpoints whose widths the stylesheet cannot reproduce (a programming error, caught in tests). */
export function unsupportedWidths(breakpoints: Breakpoints): number[] {
  return Object.keys(breakpoints.from)
    .map(Number)
    .filter((w) => !(CSS_WIDTHS as readonly number[]).includes(w));
}

/**
 * The inline CSS variables that size the slides before Swiper runs (and without JavaScript):
 * slides per view (--spv-W), gap (--gap-W) and whether the arrows show (--arrows-W) at each width W.
 */
export function carouselStyle(breakpoints: Breakpoints, slideCount: number): string {
  const bad = unsupportedWidths(breakpoints);
  if (bad.length) throw new Error(`carousel breakpoints at ${bad.join(', ')} px have no media query (CSS_WIDTHS)`);
  return CSS_WIDTHS.map((w) => {
    const { slidesPerView, spaceBetween } = slidesAt(breakpoints, w);
    const arrows = needsArrows(breakpoints, w, slideCount) ? 'flex' : 'none';
    return `--spv-${w}:${slidesPerView};--gap-${w}:${spaceBetween}px;--arrows-${w}:${arrows}`;
  }).join(';');
}

/** The data attributes Carousel.astro puts on its root element. */
export function carouselData(config: CarouselConfig): Record<string, string> {
  return {
    'data-carousel': '',
    'data-breakpoints': JSON.stringify(config.breakpoints),
    'data-loop': String(config.loop),
    'data-autoplay': String(Math.max(0, Math.round(config.autoplay))),
    'data-pause-on-hover': String(config.pauseOnHover),
  };
}

const FALLBACK: Breakpoints = { base: { slidesPerView: 1, spaceBetween: 0 }, from: {} };

function validBreakpoints(value: unknown): Breakpoints {
  const ok = (v: unknown): v is { slidesPerView: number; spaceBetween: number } =>
    typeof v === 'object' &&
    v !== null &&
    Number((v as { slidesPerView: unknown }).slidesPerView) > 0 &&
    Number.isFinite(Number((v as { spaceBetween: unknown }).spaceBetween));
  if (typeof value !== 'object' || value === null) return FALLBACK;
  const { base, from } = value as { base?: unknown; from?: unknown };
  if (!ok(base)) return FALLBACK;
  const entries =
    typeof from === 'object' && from !== null ? Object.entries(from).filter(([w, v]) => Number(w) >= 0 && ok(v)) : [];
  return { base, from: Object.fromEntries(entries) as Breakpoints['from'] };
}

/** The config back from an element's dataset (what carouselData wrote); anything malformed falls back safely. */
export function readCarouselConfig(dataset: Record<string, string | undefined>): CarouselConfig {
  let breakpoints = FALLBACK;
  try {
    breakpoints = validBreakpoints(JSON.parse(dataset.breakpoints ?? 'null'));
  } catch {
    // Keep the fallback: one slide per view still works.
  }
  const autoplay = Number(dataset.autoplay);
  return {
    breakpoints,
    loop: dataset.loop === 'true',
    autoplay: Number.isFinite(autoplay) && autoplay > 0 ? autoplay : 0,
    pauseOnHover: dataset.pauseOnHover === 'true',
  };
}

/** The environment the options depend on. */
export interface CarouselEnvironment {
  reducedMotion: boolean;
}

/** The plain (module-free) part of the Swiper options for a carousel. */
export function swiperOptions(config: CarouselConfig, env: CarouselEnvironment) {
  const { base, from } = config.breakpoints;
  return {
    slidesPerView: base.slidesPerView,
    spaceBetween: base.spaceBetween,
    breakpoints: Object.fromEntries(
      Object.entries(from).map(([w, v]) => [w, { slidesPerView: v.slidesPerView, spaceBetween: v.spaceBetween }]),
    ),
    loop: config.loop,
    speed: env.reducedMotion ? 0 : 400,
    // Slides that fit are not a carousel: no movement, no loop rearranging.
    watchOverflow: true,
    // Needed to tell which slides are fully visible (keyboard focus brings a hidden one into view).
    watchSlidesProgress: true,
    autoplay:
      config.autoplay > 0 && !env.reducedMotion
        ? { delay: config.autoplay, disableOnInteraction: false, pauseOnMouseEnter: config.pauseOnHover }
        : false,
  } as const;
}
