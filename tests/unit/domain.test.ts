import { describe, expect, it } from 'vitest';
import {
  CATEGORY_BREAKPOINTS,
  needsArrows,
  PRODUCT_BREAKPOINTS,
  slidesAt,
} from '../../src/lib/domain/catalog/carousel.ts';
import { discountBadge, discountedPrice, hasDiscount } from '../../src/lib/domain/pricing/price.ts';
import { averageFromCounts, displayRating, ratingCount } from '../../src/lib/domain/catalog/rating.ts';

describe('prices', () => {
  it('takes the percentage share off a percent discount', () => {
    expect(discountedPrice({ price: 120, discount: 10, discount_type: 'percent' })).toBe(108);
    expect(discountedPrice({ price: 99.99, discount: 15, discount_type: 'percent' })).toBe(84.99);
  });
  it('takes the amount off an amount discount, never below 0', () => {
    expect(discountedPrice({ price: 120, discount: 20, discount_type: 'amount' })).toBe(100);
    expect(discountedPrice({ price: 15, discount: 20, discount_type: 'amount' })).toBe(0);
    expect(discountedPrice({ price: 50, discount: 150, discount_type: 'percent' })).toBe(0);
  });
  it('leaves undiscounted prices and ignores junk', () => {
    expect(discountedPrice({ price: 80, discount: 0, discount_type: 'percent' })).toBe(80);
    expect(discountedPrice({ price: 80, discount: null })).toBe(80);
    expect(discountedPrice({ price: 80, discount: -5, discount_type: 'amount' })).toBe(80);
    expect(hasDiscount({ price: 80, discount: 0 })).toBe(false);
  });
  it('labels the badge by the discount type', () => {
    expect(discountBadge({ price: 100, discount: 25, discount_type: 'percent' })).toEqual({
      kind: 'percent',
      value: 25,
    });
    expect(discountBadge({ price: 100, discount: 30, discount_type: 'amount' })).toEqual({ kind: 'amount', value: 30 });
    expect(discountBadge({ price: 100, discount: 0, discount_type: 'amount' })).toBeNull();
  });
});

describe('ratings', () => {
  it('weighs index 0 as five stars', () => {
    expect(averageFromCounts([1, 0, 0, 0, 0])).toBe(5);
    expect(averageFromCounts([0, 0, 0, 0, 1])).toBe(1);
    expect(averageFromCounts([2, 0, 0, 0, 2])).toBe(3);
    expect(averageFromCounts([0, 0, 0, 0, 0])).toBe(0);
    expect(ratingCount([3, 2, 1, 0, 4])).toBe(10);
  });
  it('shows the server average to one decimal, else the counts', () => {
    expect(displayRating(4.36)).toBe(4.4);
    expect(displayRating(0, [1, 1, 0, 0, 0])).toBe(4.5);
    expect(displayRating(null)).toBe(0);
  });
});

describe('carousel breakpoints', () => {
  it('follows the categories table', () => {
    expect(slidesAt(CATEGORY_BREAKPOINTS, 300)).toEqual({ slidesPerView: 2, spaceBetween: 10 });
    expect(slidesAt(CATEGORY_BREAKPOINTS, 320)).toEqual({ slidesPerView: 3, spaceBetween: 10 });
    expect(slidesAt(CATEGORY_BREAKPOINTS, 500)).toEqual({ slidesPerView: 4, spaceBetween: 15 });
    expect(slidesAt(CATEGORY_BREAKPOINTS, 800)).toEqual({ slidesPerView: 5, spaceBetween: 20 });
    expect(slidesAt(CATEGORY_BREAKPOINTS, 1440)).toEqual({ slidesPerView: 7, spaceBetween: 25 });
  });
  it('follows the product table and shows arrows only when slides overflow', () => {
    expect(slidesAt(PRODUCT_BREAKPOINTS, 319).slidesPerView).toBe(1);
    expect(slidesAt(PRODUCT_BREAKPOINTS, 360).slidesPerView).toBe(1.8);
    expect(slidesAt(PRODUCT_BREAKPOINTS, 640).slidesPerView).toBe(2.9);
    expect(slidesAt(PRODUCT_BREAKPOINTS, 1024).slidesPerView).toBe(4.4);
    expect(needsArrows(PRODUCT_BREAKPOINTS, 1280, 4)).toBe(false);
    expect(needsArrows(PRODUCT_BREAKPOINTS, 1280, 5)).toBe(true);
  });
});
