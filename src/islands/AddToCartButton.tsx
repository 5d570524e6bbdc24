// Add to cart from a card. The cart needs a signed-in customer; until the cart lands, the
// control sends the visitor to sign in and back.
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';

interface Props {
  productId: number;
  outOfStock: boolean;
  lang: Lang;
  strings: Record<string, string>;
  signInHref: string;
}

export default function AddToCartButton({ productId, outOfStock, lang, strings, signInHref }: Props) {
  const t = pickedTranslator(lang, strings);
  return (
    <button
      type="button"
      data-product-id={productId}
      disabled={outOfStock}
      onClick={() => window.location.assign(signInHref)}
      className="h-10 w-full rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 dark:disabled:bg-gray-700 dark:disabled:text-gray-200"
    >
      {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
    </button>
  );
}
