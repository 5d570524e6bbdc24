// The items of a grid or carousel of product cards, each an <li> holding a ProductCard, in one
// React render. On the server (`delegated`, the default) the hearts and cart buttons are plain
// HTML that the page's CardActions island handles; the wishlist page and live search render the
// list in the browser with interactive controls (`delegated={false}`).
import { productHrefFor } from '../lib/catalog/product-href.ts';
import { cartProduct, type CardProduct } from '../lib/catalog/types.ts';
import type { CurrencySettings, Lang } from '../lib/i18n/client.ts';
import AddToCartButton from './AddToCartButton.tsx';
import ProductCard from './ProductCard.tsx';
import WishlistHeart from './WishlistHeart.tsx';

/** The responsive grid product cards are listed in (a <ul> of ProductCardList items). */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';

interface Props {
  products: readonly CardProduct[];
  lang: Lang;
  /** The cards' strings; with interactive controls, theirs too (ADD_TO_CART_STRINGS, wishlist.*). */
  strings: Record<string, string>;
  currency: CurrencySettings;
  /** '' or the page's language prefix ('/ar'), for the cards' links. */
  hrefPrefix: string;
  /** The class of each <li> ('swiper-slide' in a carousel). */
  itemClass?: string;
  /** How many cards, from the first, load their image eagerly. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  delegated?: boolean;
}

export default function ProductCardList({ products, lang, strings, currency, hrefPrefix, itemClass, eagerCount = 0, headingLevel = 3, delegated = true }: Props) {
  return (
    <>
      {products.map((product, i) => (
        <li key={`${product.id}:${i}`} className={itemClass}>
          <ProductCard
            product={product}
            lang={lang}
            strings={strings}
            currency={currency}
            href={productHrefFor(hrefPrefix, product)}
            eager={i < eagerCount}
            headingLevel={headingLevel}
            delegated={delegated}
            heart={delegated ? undefined : <WishlistHeart product={product} lang={lang} strings={strings} />}
            cart={delegated ? undefined : <AddToCartButton product={cartProduct(product)} lang={lang} strings={strings} />}
          />
        </li>
      ))}
    </>
  );
}
