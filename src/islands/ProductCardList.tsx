// The items of a grid or carousel of product cards, each an <li> holding a ProductCard, in one
// React render: on the server, or in the browser by the wishlist page and live search. Either
// way the cards' hearts and cart buttons are plain HTML that the page's CardActions island handles.
import { ADD_PATH } from '../lib/cart/add-form.ts';
import { productHrefFor } from '../lib/catalog/product-href.ts';
import { localizePath } from '../lib/paths.ts';
import type { CardProduct } from '../lib/catalog/types.ts';
import type { CurrencySettings, Lang } from '../lib/i18n/client.ts';
import ProductCard from './ProductCard.tsx';

/** The responsive grid product cards are listed in (a <ul> of ProductCardList items). */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5';

interface Props {
  products: readonly CardProduct[];
  lang: Lang;
  /** The cards' strings (CARD_STRING_KEYS). */
  strings: Record<string, string>;
  currency: CurrencySettings;
  /** '' or the page's language prefix ('/ar'), for the cards' links. */
  hrefPrefix: string;
  /** The class of each <li> ('swiper-slide' in a carousel). */
  itemClass?: string;
  /** How many cards, from the first, load their image eagerly. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /** The server's imageStorageRoot(), for the short image URLs (unknown in the browser). */
  storageRoot?: string;
  /** The page the cards are on (path and query), for their add-to-cart forms to come back to. */
  returnPath?: string | undefined;
}

export default function ProductCardList({
  products,
  lang,
  strings,
  currency,
  hrefPrefix,
  itemClass,
  eagerCount = 0,
  headingLevel = 3,
  storageRoot,
  returnPath,
}: Props) {
  const addAction = localizePath(hrefPrefix, ADD_PATH);
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
            storageRoot={storageRoot}
            addAction={addAction}
            returnPath={returnPath}
          />
        </li>
      ))}
    </>
  );
}
