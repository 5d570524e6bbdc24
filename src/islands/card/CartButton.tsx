// A product card's add-to-cart button: plain HTML that the page's CardActions island handles
// (data-card-cart holds the product id); CardActions marks it busy while an add is under way.
interface Props {
  label: string;
  disabled?: boolean;
  productId: number;
}

export default function CartButton({ label, disabled = false, productId }: Props) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-busy={false}
      data-card-cart={productId}
      className="h-10 w-full rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 dark:disabled:bg-gray-700 dark:disabled:text-gray-200"
    >
      {label}
    </button>
  );
}
