// /whishlists: the saved products (the device's, or signed in the account's copy), as cards, or an empty message. Rendered only
// after mount (the list lives in this browser), with a neutral placeholder until then.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CurrencySettings, Lang } from '../lib/i18n/client.ts';
import { pickedTranslator } from '../lib/i18n/client.ts';
import { $wishlist } from '../lib/state/wishlist.ts';
import { storedWishlist, WISHLIST_SYNCED_EVENT } from '../lib/wishlist/storage.ts';
import ProductCardList, { PRODUCT_GRID_CLASS } from './ProductCardList.tsx';

interface Props {
  lang: Lang;
  prefix: string;
  strings: Record<string, string>;
  currency: CurrencySettings;
  shopHref: string;
  /** Where `/img?p=` picture paths live: the cards' pictures as the other pages name them. */
  storageRoot?: string;
}

export default function WishlistGrid({ lang, prefix, strings, currency, shopHref, storageRoot }: Props) {
  const t = pickedTranslator(lang, strings);
  const list = useStore($wishlist);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // Signed in, the list is the account's: taken again when it arrives (also before this mounted).
    const reread = () => $wishlist.set(storedWishlist());
    reread();
    document.addEventListener(WISHLIST_SYNCED_EVENT, reread);
    return () => document.removeEventListener(WISHLIST_SYNCED_EVENT, reread);
  }, []);
  if (!mounted) return <div className="h-64 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" aria-busy="true" />;
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="text-gray-700 dark:text-gray-300">{t('wishlist.empty')}</p>
        <a
          href={shopHref}
          className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t('wishlist.backToShop')}
        </a>
      </div>
    );
  }
  return (
    <ul className={PRODUCT_GRID_CLASS}>
      <ProductCardList
        products={list}
        lang={lang}
        strings={strings}
        currency={currency}
        hrefPrefix={prefix}
        headingLevel={2}
        storageRoot={storageRoot}
      />
    </ul>
  );
}
