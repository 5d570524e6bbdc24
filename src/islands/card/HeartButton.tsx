// The heart's markup, on the product card and the product page's picture: the page's CardActions
// island handles both (data-card-heart holds the product id).
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
      className="relative z-10 grid h-9 w-9 place-items-center rounded-full bg-white/90 text-gray-700 shadow-sm hover:text-red-700 aria-pressed:text-red-700 dark:bg-gray-900/90 dark:text-gray-200 dark:aria-pressed:text-red-400"
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
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.1 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4Z" />
      </svg>
    </button>
  );
}
