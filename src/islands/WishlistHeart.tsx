// The heart on a product: toggles the product in $wishlist and says so in a toast. It renders
// "not saved" until mounted so the server's HTML and the first client render agree.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { CardProduct } from '../lib/catalog-types.ts';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import { $wishlist, isInWishlist, toggleWishlist } from '../lib/stores/wishlist.ts';

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
    if (toggleWishlist(product) === 'added') toast.success(t('wishlist.added'));
    else toast.error(t('wishlist.removed'));
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={`${t('wishlist.add')}: ${product.name}`}
      className="relative z-10 grid h-9 w-9 place-items-center rounded-full bg-white/90 text-gray-700 shadow-sm hover:text-red-700 aria-pressed:text-red-700 dark:bg-gray-900/90 dark:text-gray-200 dark:aria-pressed:text-red-400"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.1 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z" />
      </svg>
    </button>
  );
}
