// A product card: plain HTML with the product as JSON in data-card-product, whether the server
// renders it or an island does in the browser (wishlist, live search). Its heart and cart buttons
// hold no handlers: the page's one CardActions island handles them, so a card costs no island.
import type { CardProduct } from '../lib/catalog/types.ts';
import { chatLink } from '../lib/catalog/types.ts';
import { discountBadge, discountedPrice } from '../lib/domain/price.ts';
import { isOutOfStock } from '../lib/domain/quantity.ts';
import { displayRating } from '../lib/domain/rating.ts';
import {
  currencyFormatter,
  formatNumber,
  pickedTranslator,
  type CurrencySettings,
  type Lang,
} from '../lib/i18n/client.ts';
import { imageUrl, srcSet } from '../lib/images.ts';
import CartButton from './card/CartButton.tsx';
import HeartButton from './card/HeartButton.tsx';

export interface ProductCardProps {
  product: CardProduct;
  lang: Lang;
  strings: Record<string, string>;
  currency: CurrencySettings;
  /** The product page's address in the page's language (with its module). */
  href: string;
  /** Load the image eagerly and first (first row above the fold). */
  eager?: boolean;
  /** 2 when the cards sit right under the page's h1, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

export default function ProductCard({
  product,
  lang,
  strings,
  currency,
  href,
  eager = false,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = pickedTranslator(lang, strings);
  const money = currencyFormatter(lang, currency);
  const price = discountedPrice(product);
  const badge = discountBadge(product);
  const rating = displayRating(product.avg_rating);
  const contact = chatLink(product.store_phone, product.name);
  const image = product.image_full_url;
  const outOfStock = isOutOfStock(product);
  return (
    <article
      data-card-product={JSON.stringify(product)}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="relative aspect-square bg-gray-100 dark:bg-gray-800">
        {image ? (
          <img
            src={imageUrl(image, 320) ?? image}
            srcSet={srcSet(image, [160, 256, 320, 480])}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            // An eager card is in the first row: its image is likely the page's largest paint.
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
        {badge && (
          <span className="absolute start-2 top-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            {badge.kind === 'percent'
              ? t('product.discountPercent', { value: badge.value })
              : t('product.discountAmount', { value: money(badge.value) })}
          </span>
        )}
        {outOfStock && (
          <span className="absolute inset-x-2 bottom-2 rounded-md bg-gray-900/85 px-2 py-1 text-center text-xs font-semibold text-white">
            {t('product.outOfStock')}
          </span>
        )}
        <div className="absolute end-2 top-2">
          <HeartButton saved={false} label={`${t('wishlist.add')}: ${product.name}`} productId={product.id} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
          <a
            href={href}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600 dark:focus-visible:after:outline-brand-300"
          >
            {product.name}
          </a>
        </Heading>
        <p className="truncate text-xs text-gray-600 dark:text-gray-300">{product.store_name}</p>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span className="font-bold text-gray-900 dark:text-white">{money(price)}</span>
          {badge && <del className="text-xs text-gray-600 dark:text-gray-400">{money(product.price)}</del>}
        </div>
        <div className="flex items-center justify-between gap-2">
          <span
            className="flex items-center gap-1 text-xs text-gray-700 dark:text-gray-300"
            role="img"
            aria-label={t('product.rating', {
              rating: formatNumber(lang, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            })}
          >
            <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" className="text-amber-500">
              <path
                fill="currentColor"
                d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5Z"
              />
            </svg>
            {formatNumber(lang, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          {contact && (
            <a
              href={contact}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-10 inline-flex min-h-6 items-center text-xs font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              {t('product.contactStore')}
            </a>
          )}
        </div>
        <div className="relative z-10 mt-1">
          <CartButton
            label={t(outOfStock ? 'product.outOfStock' : 'product.addToCart')}
            disabled={outOfStock}
            productId={product.id}
          />
        </div>
      </div>
    </article>
  );
}
