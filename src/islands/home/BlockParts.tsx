// The frame of a home block drawn in the browser: a titled section, its loading placeholder, its
// error with a retry, and its empty line. The error look is the pages' own (error-block classes).
import type { ReactNode } from 'react';
import Icon from '../ui/Icon.tsx';

export function Block({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-home-block={id}>
      <div className="mb-3 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <h2
          id={`${id}-title`}
          tabIndex={-1}
          className="text-lg outline-none font-bold text-gray-900 sm:text-xl dark:text-white"
        >
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex gap-3 overflow-hidden" data-block-loading>
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-44 w-36 shrink-0 animate-pulse rounded-xl bg-gray-100 sm:w-44 dark:bg-gray-800" />
      ))}
    </div>
  );
}

export function Failed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="error-block" data-error-block>
      <p className="error-block-message">{message}</p>
      <button type="button" onClick={onRetry} className="error-block-retry">
        <Icon size={18}>
          <path d="M20 12a8 8 0 1 1-2.3-5.7" />
          <path d="M20 4v5h-5" />
        </Icon>
        {retryLabel}
      </button>
    </div>
  );
}

/** `status`: the line is news (a list just cleared), read out where it appears. */
export function Empty({ text, status = false }: { text: string; status?: boolean }) {
  return (
    <p
      role={status ? 'status' : undefined}
      className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700 dark:bg-gray-900/60 dark:text-gray-300"
    >
      {text}
    </p>
  );
}

/** A row of cards that scrolls sideways on narrow screens (the reading direction's way in RTL). */
export const ROW_CLASS = 'flex snap-x gap-3 overflow-x-auto pb-2 md:gap-4';
export const ROW_ITEM_CLASS = 'w-40 shrink-0 snap-start sm:w-48';
