// A product card's add-to-cart button: plain HTML that the page's CardActions island handles
// (data-card-cart holds the product id); CardActions marks it busy (aria-busy) while an add is
// under way.
interface Props {
  label: string;
  disabled?: boolean;
  productId: number;
  /** The dish needs a choice made on its page (data-card-choice): the button leads there. */
  needsChoice?: boolean;
}

export default function CartButton({ label, disabled = false, productId, needsChoice = false }: Props) {
  return (
    <button
      type="button"
      disabled={disabled}
      data-card-cart={productId}
      data-card-choice={needsChoice ? '' : undefined}
      className="card-cart-button"
    >
      {label}
    </button>
  );
}
