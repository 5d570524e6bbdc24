// Slides per view and gaps by screen width (spec §9), as Swiper breakpoints.

export interface Breakpoints {
  /** Below the first breakpoint. */
  base: { slidesPerView: number; spaceBetween: number };
  /** Minimum width in px → settings from that width up. */
  from: Record<number, { slidesPerView: number; spaceBetween: number }>;
}

/** Categories carousel: 2 by default, 3 at 320, 4 at 480, 5 at 768, 7 at 1024. */
export const CATEGORY_BREAKPOINTS: Breakpoints = {
  base: { slidesPerView: 2, spaceBetween: 10 },
  from: {
    320: { slidesPerView: 3, spaceBetween: 10 },
    480: { slidesPerView: 4, spaceBetween: 15 },
    768: { slidesPerView: 5, spaceBetween: 20 },
    1024: { slidesPerView: 7, spaceBetween: 25 },
  },
};

/** Home product carousels: 1 by default, 1.8 at 320, 2.3 at 480, 2.9 at 640, 3.4 at 768, 4.4 at 1024. */
export const PRODUCT_BREAKPOINTS: Breakpoints = {
  base: { slidesPerView: 1, spaceBetween: 12 },
  from: {
    320: { slidesPerView: 1.8, spaceBetween: 12 },
    480: { slidesPerView: 2.3, spaceBetween: 12 },
    640: { slidesPerView: 2.9, spaceBetween: 14 },
    768: { slidesPerView: 3.4, spaceBetween: 16 },
    1024: { slidesPerView: 4.4, spaceBetween: 16 },
  },
};

/** The setting in force at a width. */
export function slidesAt(breakpoints: Breakpoints, width: number): { slidesPerView: number; spaceBetween: number } {
  let current = breakpoints.base;
  for (const [min, value] of Object.entries(breakpoints.from).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    if (width >= Number(min)) current = value;
  }
  return current;
}

/** Arrows only when the slides do not all fit in the view. */
export function needsArrows(breakpoints: Breakpoints, width: number, slideCount: number): boolean {
  return slideCount > slidesAt(breakpoints, width).slidesPerView;
}
