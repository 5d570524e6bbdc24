// Add to cart from a card: one more of the product, with the different-store question and the
// sign-in prompt when there is no session (the add is completed after signing in).
import { useEffect, useState } from 'react';
import { addAndReport, resumePendingAdd } from '../lib/browser/add-to-cart.ts';
import { isOutOfStock } from '../lib/domain/quantity.ts';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import type { CartProduct } from '../lib/stores/cart.ts';
import CartButton from './card/CartButton.tsx';
import DifferentStoreDialog from './DifferentStoreDialog.tsx';

interface Props {
  product: CartProduct;
  lang: Lang;
  strings: Record<string, string>;
}

export default function AddToCartButton({ product, lang, strings }: Props) {
  const t = pickedTranslator(lang, strings);
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const outOfStock = isOutOfStock(product);

  async function add(replace = false) {
    setPending(true);
    const result = await addAndReport(t, product, 1, replace);
    setPending(false);
    if (result.kind === 'different-store') setAsking(true);
  }

  // Signed in after asking for this product signed out: complete that add (once per page load).
  useEffect(() => {
    void resumePendingAdd(t, (id) => id === product.id).then((done) => {
      if (done?.result.kind === 'different-store') setAsking(true);
    });
  }, []);

  return (
    <>
      <CartButton
        label={outOfStock ? t('product.outOfStock') : pending ? t('product.adding') : t('product.addToCart')}
        disabled={outOfStock}
        busy={pending}
        onClick={() => void add()}
      />
      {asking && (
        <DifferentStoreDialog
          t={t}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void add(true);
          }}
        />
      )}
    </>
  );
}
