// The Add buttons of a campaign page's item campaigns, handled by one island: a click on a
// button[data-campaign-cart] (the submit button of the card's /cart/add form, which adds without
// JavaScript) is caught on the document and added in place as an ItemCampaign through the cart
// store, with the busy state, the toasts and the different-store question of the product cards.
import { useEffect, useRef, useState } from 'react';
import { addAndReport } from '../lib/browser/buying/add-to-cart.ts';
import { pickedTranslator, type Lang, type Translate } from '../lib/i18n/client.ts';
import type { CartProduct } from '../lib/state/cart.ts';
import DifferentStoreDialog from './DifferentStoreDialog.tsx';

interface Props {
  lang: Lang;
  strings: Record<string, string>;
}

const BUTTON = 'button[data-campaign-cart]';

/** The item campaign a button names (public card data), as the cart store adds it. */
function productOf(button: HTMLButtonElement): CartProduct | null {
  try {
    const data = JSON.parse(button.dataset.campaignCart ?? '') as Record<string, unknown>;
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
    const id = num(data.id);
    const storeId = num(data.store_id);
    if (id === null || storeId === null) return null;
    return {
      id,
      price: num(data.price) ?? 0,
      store_id: storeId,
      module_id: num(data.module_id),
      module_type: typeof data.module_type === 'string' ? data.module_type : '',
      stock: num(data.stock),
      maximum_cart_quantity: num(data.maximum_cart_quantity),
      model: 'ItemCampaign',
    };
  } catch {
    return null;
  }
}

const isBusy = (button: HTMLButtonElement) => button.getAttribute('aria-busy') === 'true';

/** Adds one with the button busy meanwhile (it keeps the focus); answers whether to ask first. */
async function add(t: Translate, button: HTMLButtonElement, product: CartProduct, replace: boolean) {
  const label = button.textContent;
  button.setAttribute('aria-busy', 'true');
  button.setAttribute('aria-disabled', 'true');
  button.textContent = t('product.adding');
  try {
    return (await addAndReport(t, product, 1, replace)).kind === 'different-store';
  } finally {
    button.setAttribute('aria-busy', 'false');
    button.removeAttribute('aria-disabled');
    button.textContent = label;
  }
}

export default function CampaignActions({ lang, strings }: Props) {
  const t = pickedTranslator(lang, strings);
  const translate = useRef(t);
  translate.current = t;
  const [question, setQuestion] = useState<{ product: CartProduct; button: HTMLButtonElement } | null>(null);
  const returnFocus = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(BUTTON) : null;
      const product = button ? productOf(button) : null;
      if (!button || !product) return;
      event.preventDefault();
      if (button.disabled || isBusy(button)) return;
      void add(translate.current, button, product, false).then((ask) => ask && setQuestion({ product, button }));
    };
    document.addEventListener('click', onClick);
    document.documentElement.setAttribute('data-campaign-actions', 'ready');
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Back to the button once the question has gone.
  useEffect(() => {
    if (question || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [question]);

  if (!question) return null;
  const close = () => {
    returnFocus.current = question.button;
    setQuestion(null);
  };
  return (
    <DifferentStoreDialog
      t={t}
      onCancel={close}
      onConfirm={() => {
        close();
        void add(t, question.button, question.product, true);
      }}
    />
  );
}
