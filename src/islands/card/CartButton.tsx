// The card's add-to-cart button, shared by the interactive AddToCartButton and the
// server-rendered card, whose button CardActions wakes (data-card-cart holds the product id).
interface Props {
  label: string;
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
  /** Set on a server-rendered card: CardActions handles the press. */
  productId?: number;
}

export default function CartButton({ label, disabled = false, busy = false, onClick, productId }: Props) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-busy={busy}
      // Busy, it stays focusable (aria-disabled, not disabled) and ignores presses.
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : onClick}
      data-card-cart={productId}
      className="h-10 w-full rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 dark:disabled:bg-gray-700 dark:disabled:text-gray-200"
    >
      {label}
    </button>
  );
}
