// The product card's icons, drawn once per page (components/catalog/CardIcons.astro) and referred
// to by every card with <use>, instead of each card repeating their paths.
export const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.1 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z';
export const STAR_PATH = 'm10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z';

/** The ids of the page's icon paths. */
export const CARD_ICON = { heart: 'card-icon-heart', star: 'card-icon-star' } as const;
