// The items of a grid or carousel of product cards, rendered on the server in one React render
// (instead of one per card): each an <li> holding a ProductCard whose heart and cart buttons
// the page's CardActions island handles.
import { productHrefFor } from '../lib/catalog-links.ts';
import type { CardProduct } from '../lib/catalog-types.ts';
import type { CurrencySettings, Lang } from '../lib/i18n/client.ts';
import ProductCard from './ProductCard.tsx';

interface Props {
  products: readonly CardProduct[];
  lang: Lang;
  strings: Record<string, string>;
  currency: CurrencySettings;
  /** '' or the page's language prefix ('/ar'), for the cards' links. */
  hrefPrefix: string;
  /** The class of each <li> ('swiper-slide' in a carousel). */
  itemClass?: string;
  /** How many cards, from the first, load their image eagerly. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
}

export default function ProductCardList({ products, lang, strings, currency, hrefPrefix, itemClass, eagerCount = 0, headingLevel = 3 }: Props) {
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
            delegated
          />
        </li>
      ))}
    </>
  );
}
