// A product card's add-to-cart control: a small form that posts the product's id and the page to
// come back to (/cart/add), so it adds with JavaScript off or before it arrives. With JavaScript
// the page's CardActions island handles its button (data-card-cart holds the product id) and
// keeps the form from being sent; it marks the button busy (aria-busy) while an add is under way.
// Cards sit on pages shared caches keep: the form carries nothing but public data.
import { ADD_FIELD } from '../../lib/cart/add-form.ts';

interface Props {
  label: string;
  disabled?: boolean;
  productId: number;
  /** The dish needs a choice made on its page (data-card-choice): the add leads there. */
  needsChoice?: boolean;
  /** Where the form posts (the add path in the page's language). */
  action: string;
  /** The page the card is on, to come back to after the add. */
  returnPath?: string | undefined;
}

export default function CartButton({
  label,
  disabled = false,
  productId,
  needsChoice = false,
  action,
  returnPath,
}: Props) {
  return (
    <form method="post" action={action} className="card-cart">
      <input type="hidden" name={ADD_FIELD.item} value={productId} />
      {returnPath ? <input type="hidden" name={ADD_FIELD.back} value={returnPath} /> : null}
      <button
        type="submit"
        disabled={disabled}
        data-card-cart={productId}
        data-card-choice={needsChoice ? '' : undefined}
        className="card-cart-button"
      >
        {label}
      </button>
    </form>
  );
}
