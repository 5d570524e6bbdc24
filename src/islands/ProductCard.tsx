// A product card: plain HTML, whether the server renders it or an island does in the browser
// (wishlist, live search), with what its buttons need of the product in data-card-product
// (lib/catalog/card-data.ts). Its heart and cart buttons hold no handlers: the page's one
// CardActions island handles them, so a card costs no island. A page repeats this markup for
// every card: its styles are the card-* classes of global.css, its icons the page's CardIcons.
import { encodeCardData } from '../lib/catalog/card-data.ts';
import type { CardProduct } from '../lib/catalog/types.ts';
import { chatLink } from '../lib/catalog/types.ts';
import { discountBadge, discountedPrice } from '../lib/domain/pricing/price.ts';
import { isOutOfStock } from '../lib/domain/pricing/quantity.ts';
import { displayRating } from '../lib/domain/catalog/rating.ts';
import {
  currencyFormatter,
  formatNumber,
  pickedTranslator,
  type CurrencySettings,
  type Lang,
} from '../lib/i18n/client.ts';
import { imageUrl, srcSet } from '../lib/images/urls.ts';
import CartButton from './card/CartButton.tsx';
import { CARD_ICON } from './card/icons.ts';
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
  /** The server's imageStorageRoot(), for the short image URLs (unknown in the browser). */
  storageRoot?: string;
  /** Where the card's add-to-cart form posts (in the page's language). */
  addAction: string;
  /** The page the card is on, for the add to come back to. */
  returnPath?: string | undefined;
}

export default function ProductCard({
  product,
  lang,
  strings,
  currency,
  href,
  eager = false,
  headingLevel = 3,
  storageRoot,
  addAction,
  returnPath,
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
    <article data-card-product={encodeCardData(product)} className="card">
      <div className="card-media">
        {image ? (
          <img
            // The card's product is read back from this src (lib/catalog/card-data.ts), a
            // storage path resolved with the root the card controls' island is given.
            src={imageUrl(image, 320, { storageRoot }) ?? image}
            // 160 for small 1x screens, 320 and 480 for 2x and 3x (a 256 step saved little)
            srcSet={srcSet(image, [160, 320, 480], { storageRoot })}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            // An eager card is in the first row: its image is likely the page's largest paint. Later
            // rows wait their turn, even the one peeking above the fold, so that on a slow network
            // they do not share the bandwidth with the stylesheet and the first row.
            fetchPriority={eager ? 'high' : 'low'}
            // The first row paints with the page (a likely largest paint); later ones decode aside.
            decoding={eager ? undefined : 'async'}
            className="card-image"
          />
        ) : null}
        {badge && (
          <span className="card-badge">
            {badge.kind === 'percent'
              ? t('product.discountPercent', { value: badge.value })
              : t('product.discountAmount', { value: money(badge.value) })}
          </span>
        )}
        {outOfStock && <span className="card-sold-out">{t('product.outOfStock')}</span>}
        <div className="card-heart">
          <HeartButton saved={false} label={`${t('wishlist.add')}: ${product.name}`} productId={product.id} />
        </div>
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <a href={href} className="card-link">
            {product.name}
          </a>
        </Heading>
        <p className="card-store">{product.store_name}</p>
        <div className="card-prices">
          <span className="card-price">{money(price)}</span>
          {badge && <del className="card-was">{money(product.price)}</del>}
        </div>
        <div className="card-meta">
          <span
            className="card-rating"
            role="img"
            aria-label={t('product.rating', {
              rating: formatNumber(lang, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            })}
          >
            <svg width="14" height="14" aria-hidden="true" className="card-star">
              <use href={`#${CARD_ICON.star}`} />
            </svg>
            {formatNumber(lang, rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </span>
          {contact && (
            <a href={contact} target="_blank" rel="noopener noreferrer" className="card-contact">
              {t('product.contactStore')}
            </a>
          )}
        </div>
        <CartButton
          label={t(outOfStock ? 'product.outOfStock' : 'product.addToCart')}
          disabled={outOfStock}
          productId={product.id}
          needsChoice={product.needs_choice}
          action={addAction}
          returnPath={returnPath}
        />
      </div>
    </article>
  );
}
