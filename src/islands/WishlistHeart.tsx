// The heart on a product: toggles the product in $wishlist and says so in a toast. It renders
// "not saved" until mounted so the server's HTML and the first client render agree.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { notify } from '../lib/browser/notify.ts';
import type { CardProduct } from '../lib/catalog/types.ts';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import { $wishlist, isInWishlist, toggleWishlist } from '../lib/stores/wishlist.ts';
import HeartButton from './card/HeartButton.tsx';

interface Props {
  product: CardProduct;
  lang: Lang;
  strings: Record<string, string>;
}

export default function WishlistHeart({ product, lang, strings }: Props) {
  const t = pickedTranslator(lang, strings);
  const list = useStore($wishlist);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const saved = mounted && isInWishlist(list, product.id);
  const onClick = () => {
    if (toggleWishlist(product) === 'added') notify.success(t('wishlist.added'));
    else notify.error(t('wishlist.removed'));
  };
  return <HeartButton saved={saved} label={`${t('wishlist.add')}: ${product.name}`} onClick={onClick} />;
}
