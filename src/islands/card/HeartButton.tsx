// The heart's markup, on the product card and the product page's picture: the page's CardActions
// island handles both (data-card-heart holds the product id). The drawing is the page's one copy
// in CardIcons.astro, which CardActions.astro renders.
import { CARD_ICON } from './icons.ts';

interface Props {
  saved: boolean;
  label: string;
  productId: number;
}

export default function HeartButton({ saved, label, productId }: Props) {
  return (
    <button type="button" aria-pressed={saved} aria-label={label} data-card-heart={productId} className="heart-button">
      {/* Drawn filled when pressed (the heart-button class in global.css). */}
      <svg width="20" height="20" aria-hidden="true">
        <use href={`#${CARD_ICON.heart}`} />
      </svg>
    </button>
  );
}
