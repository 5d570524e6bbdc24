import { describe, expect, it } from 'vitest';
import { BANNER_BREAKPOINTS, bannerTarget } from '../../src/lib/home/home.ts';
import { CATEGORY_BREAKPOINTS, PRODUCT_BREAKPOINTS } from '../../src/lib/domain/catalog/carousel.ts';
import {
  carouselData,
  carouselStyle,
  CSS_WIDTHS,
  readCarouselConfig,
  swiperOptions,
  unsupportedWidths,
  type CarouselConfig,
} from '../../src/lib/catalog/carousel-options.ts';

function cssVars(style: string): Record<string, string> {
  return Object.fromEntries(style.split(';').map((pair) => pair.split(':') as [string, string]));
}

/** What element.dataset would give for the attributes carouselData writes. */
function asDataset(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/^data-/, '').replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

describe('banner links', () => {
  const none = { link: null, store: null, item: null };
  it('sends a store banner to its store, in the page language', () => {
    expect(bannerTarget({ ...none, type: 'store_wise', store: { id: 2, name: 'A' } }, '')).toEqual({
      href: '/store/2',
      external: false,
    });
    expect(bannerTarget({ ...none, type: 'store_wise', store: { id: 2, name: 'A' } }, '/ar')).toEqual({
      href: '/ar/store/2',
      external: false,
    });
  });
  it('sends an item banner to the product with its module', () => {
    const item = { id: 53, name: 'Kofta', store_id: 5, module_id: 2 };
    expect(bannerTarget({ ...none, type: 'item_wise', item }, '')).toEqual({
      href: '/single-product/53?module=2',
      external: false,
    });
    expect(bannerTarget({ ...none, type: 'item_wise', item: { ...item, module_id: null } }, '/tr')).toEqual({
      href: '/tr/single-product/53',
      external: false,
    });
  });
  it('sends a default banner to its own web link, outside the site', () => {
    expect(bannerTarget({ ...none, type: 'default', link: 'https://example.com/offers' }, '/ar')).toEqual({
      href: 'https://example.com/offers',
      external: true,
    });
    expect(bannerTarget({ ...none, type: null, link: ' http://example.com/x ' }, '')).toEqual({
      href: 'http://example.com/x',
      external: true,
    });
  });
  it('links nowhere without a target, or with a link that is not a web address', () => {
    expect(bannerTarget({ ...none, type: 'store_wise' }, '')).toBeNull();
    expect(bannerTarget({ ...none, type: 'item_wise' }, '')).toBeNull();
    expect(bannerTarget({ ...none, type: 'default' }, '')).toBeNull();
    expect(bannerTarget({ ...none, type: 'default', link: 'javascript:alert(1)' }, '')).toBeNull();
    expect(bannerTarget({ ...none, type: 'default', link: 'not a url' }, '')).toBeNull();
  });
});

describe('carousel markup before Swiper', () => {
  it('has a media query for every breakpoint the storefront uses', () => {
    for (const bp of [CATEGORY_BREAKPOINTS, PRODUCT_BREAKPOINTS, BANNER_BREAKPOINTS])
      expect(unsupportedWidths(bp)).toEqual([]);
    expect(() =>
      carouselStyle(
        { base: { slidesPerView: 1, spaceBetween: 0 }, from: { 900: { slidesPerView: 2, spaceBetween: 8 } } },
        3,
      ),
    ).toThrow(/900/);
  });
  it('writes slides per view and gap at each width, as Swiper will use them', () => {
    const vars = cssVars(carouselStyle(PRODUCT_BREAKPOINTS, 10));
    expect(Object.keys(vars)).toHaveLength(CSS_WIDTHS.length * 3);
    expect(vars['--spv-0']).toBe('1');
    expect(vars['--spv-320']).toBe('1.8');
    expect(vars['--spv-480']).toBe('2.3');
    expect(vars['--spv-640']).toBe('2.9');
    expect(vars['--spv-768']).toBe('3.4');
    expect(vars['--spv-1024']).toBe('4.4');
    expect(vars['--spv-1280']).toBe('4.4');
    expect(vars['--gap-1024']).toBe('16px');
    const categories = cssVars(carouselStyle(CATEGORY_BREAKPOINTS, 5));
    expect([
      categories['--spv-0'],
      categories['--spv-320'],
      categories['--spv-480'],
      categories['--spv-768'],
      categories['--spv-1024'],
    ]).toEqual(['2', '3', '4', '5', '7']);
    expect([categories['--gap-0'], categories['--gap-480'], categories['--gap-768'], categories['--gap-1024']]).toEqual(
      ['10px', '15px', '20px', '25px'],
    );
  });
  it('shows arrows only at widths where the slides do not all fit', () => {
    const five = cssVars(carouselStyle(CATEGORY_BREAKPOINTS, 5));
    expect(five['--arrows-320']).toBe('flex'); // 5 > 3
    expect(five['--arrows-480']).toBe('flex'); // 5 > 4
    expect(five['--arrows-768']).toBe('none'); // 5 = 5
    expect(five['--arrows-1024']).toBe('none');
    const four = cssVars(carouselStyle(PRODUCT_BREAKPOINTS, 4));
    expect(four['--arrows-768']).toBe('flex'); // 4 > 3.4
    expect(four['--arrows-1024']).toBe('none'); // 4 < 4.4
  });
});

describe('carousel settings through data attributes', () => {
  const config: CarouselConfig = { breakpoints: CATEGORY_BREAKPOINTS, loop: true, autoplay: 1100, pauseOnHover: false };

  it('reads back what the server wrote', () => {
    const attrs = carouselData(config);
    expect(attrs['data-carousel']).toBe('');
    expect(readCarouselConfig(asDataset(attrs))).toEqual(config);
  });
  it('falls back to one slide, no loop and no autoplay on malformed attributes', () => {
    expect(readCarouselConfig({ breakpoints: '{oops', autoplay: '-5', loop: 'yes' })).toEqual({
      breakpoints: { base: { slidesPerView: 1, spaceBetween: 0 }, from: {} },
      loop: false,
      autoplay: 0,
      pauseOnHover: false,
    });
    const partly = readCarouselConfig({
      breakpoints: JSON.stringify({ base: { slidesPerView: 2, spaceBetween: 4 }, from: { 600: { slidesPerView: 0 } } }),
    });
    expect(partly.breakpoints).toEqual({ base: { slidesPerView: 2, spaceBetween: 4 }, from: {} });
  });
  it('gives Swiper the breakpoints, loop and autoplay', () => {
    const options = swiperOptions(config, { reducedMotion: false });
    expect(options.slidesPerView).toBe(2);
    expect(options.spaceBetween).toBe(10);
    expect(options.breakpoints['1024']).toEqual({ slidesPerView: 7, spaceBetween: 25 });
    expect(options.loop).toBe(true);
    expect(options.autoplay).toEqual({ delay: 1100, disableOnInteraction: false, pauseOnMouseEnter: false });
  });
  it('never moves on its own for visitors who prefer reduced motion', () => {
    const options = swiperOptions(config, { reducedMotion: true });
    expect(options.autoplay).toBe(false);
    expect(options.speed).toBe(0);
    expect(swiperOptions({ ...config, autoplay: 0 }, { reducedMotion: false }).autoplay).toBe(false);
  });
});
