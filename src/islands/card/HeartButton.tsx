// The heart's markup, shared by the product page's WishlistHeart island and the product card,
// whose heart the page's CardActions island handles (data-card-heart holds the product id).
import { CARD_ICON, HEART_PATH } from './icons.ts';

interface Props {
  saved: boolean;
  label: string;
  onClick?: () => void;
  /** Set on a product card: CardActions handles the press. */
  productId?: number;
}

export default function HeartButton({ saved, label, onClick, productId }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-label={label}
      data-card-heart={productId}
      className="heart-button"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {/* A card refers to the page's one copy of the path (CardIcons.astro); the product page's own heart draws it. */}
        {productId === undefined ? <path d={HEART_PATH} /> : <use href={`#${CARD_ICON.heart}`} />}
      </svg>
    </button>
  );
}
