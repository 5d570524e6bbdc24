// /search: the search form and its results. The server renders it with the results of ?q= (so
// search works without JavaScript and can be shared); once hydrated, results follow the typing:
// 250 ms after a pause it asks the storefront's /api/search (never the marketplace API itself),
// aborting a request that typing has made stale, and keeps ?q= in the address bar up to date.
// Offline it asks nothing: it says search needs a connection, and searches again once back online.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { SearchResult } from '../lib/lists/search.ts';
import { pageHref, pageWindow } from '../lib/lists/paging.ts';
import { localizePath, paths } from '../lib/paths.ts';
import { formatNumber, pickedTranslator, type CurrencySettings, type Lang } from '../lib/i18n/client.ts';
import ProductCardList, { PRODUCT_GRID_CLASS } from './ProductCardList.tsx';
import { createSearchScheduler, type SearchScheduler } from './SearchScheduler.ts';
import Icon from './ui/Icon.tsx';
import { useOnline } from './ui/use-online.ts';

export const SEARCH_DELAY_MS = 250;

type View =
  | { kind: 'hint' }
  | { kind: 'searching'; q: string; previous: SearchResult | null }
  | { kind: 'results'; result: SearchResult }
  | { kind: 'error'; q: string }
  /** The search could not be sent: the browser is offline. */
  | { kind: 'offline'; q: string };

interface Props {
  lang: Lang;
  /** '' or the page's language prefix ('/ar'). */
  prefix: string;
  strings: Record<string, string>;
  currency: CurrencySettings;
  /** The server's answer for ?q= (null without a query), or 'error' when it failed. */
  initial: SearchResult | 'error' | null;
  initialQuery: string;
  /** The page's ?sort= and ?type= ('' for none), kept by every search and page link. */
  listQuery?: string;
  maxLength: number;
  /** Where `/img?p=` picture paths live (server and browser then name pictures alike). */
  storageRoot?: string;
}

function initialView(initial: Props['initial'], q: string): View {
  if (initial === 'error') return { kind: 'error', q };
  return initial ? { kind: 'results', result: initial } : { kind: 'hint' };
}

export default function LiveSearch({
  lang,
  prefix,
  strings,
  currency,
  initial,
  initialQuery,
  listQuery = '',
  maxLength,
  storageRoot,
}: Props) {
  const t = pickedTranslator(lang, strings);
  const n = (value: number) => formatNumber(lang, value);
  const action = localizePath(prefix, paths.search);
  const [view, setView] = useState<View>(() => initialView(initial, initialQuery));
  const input = useRef<HTMLInputElement>(null);
  const scheduler = useRef<SearchScheduler | null>(null);

  useEffect(() => {
    const setQueryInUrl = (q: string) => {
      const url = new URL(window.location.href);
      url.searchParams.delete('page');
      if (q) url.searchParams.set('q', q);
      else url.searchParams.delete('q');
      window.history.replaceState(window.history.state, '', url);
    };
    const s = createSearchScheduler<SearchResult>({
      delay: SEARCH_DELAY_MS,
      run: async (q, signal) => {
        if (!navigator.onLine) throw new Error('offline');
        const extra = listQuery ? `&${listQuery}` : '';
        const response = await fetch(localizePath(prefix, `/api/search?q=${encodeURIComponent(q)}${extra}`), {
          signal,
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`search ${response.status}`);
        return (await response.json()) as SearchResult;
      },
      onStart: (q) => {
        setQueryInUrl(q);
        setView((v) => ({
          kind: 'searching',
          q,
          previous: v.kind === 'results' ? v.result : v.kind === 'searching' ? v.previous : null,
        }));
      },
      onResult: (_q, result) => setView({ kind: 'results', result }),
      // A fetch that failed because the connection is gone is no failure of search.
      onError: (q) => setView({ kind: navigator.onLine ? 'error' : 'offline', q }),
      onClear: () => {
        setQueryInUrl('');
        setView({ kind: 'hint' });
      },
    });
    scheduler.current = s;
    // Text typed before this island woke up is searched for now.
    const typed = input.current?.value ?? '';
    if (typed.trim() !== initialQuery) s.input(typed);
    return () => s.dispose();
  }, [prefix, initialQuery, listQuery]);

  const online = useOnline();
  const offline = !online || view.kind === 'offline';
  const offlineQuery = view.kind === 'offline' ? view.q : null;
  useEffect(() => {
    // Back online: what could not be searched is searched now.
    if (online && offlineQuery !== null) scheduler.current?.submit(offlineQuery);
  }, [online, offlineQuery]);

  const withList = (params: Record<string, string>) =>
    new URLSearchParams({ ...params, ...Object.fromEntries(new URLSearchParams(listQuery)) });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    scheduler.current?.submit(input.current?.value ?? '');
  };

  const result = view.kind === 'results' ? view.result : view.kind === 'searching' ? view.previous : null;
  const status =
    view.kind === 'hint'
      ? offline
        ? ''
        : t('search.hint')
      : view.kind === 'searching'
        ? t('search.searching')
        : view.kind === 'error' || view.kind === 'offline'
          ? ''
          : view.result.total === 0
            ? t('search.noResults')
            : t('search.resultCount', { count: n(view.result.total) });
  const quiet = (view.kind === 'hint' && !offline) || (view.kind === 'results' && view.result.total === 0);

  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is no landmark on the older browsers served; the role is. */}
      <form role="search" action={action} method="get" onSubmit={onSubmit} className="mb-4 max-w-2xl">
        {[...new URLSearchParams(listQuery)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="search-q" className="mb-2 block text-sm font-medium text-gray-800 dark:text-gray-200">
          {t('search.label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id="search-q"
            type="search"
            name="q"
            defaultValue={initialQuery}
            maxLength={maxLength}
            // Searching for nothing is answered by the browser at once, before any script: it
            // focuses the field and says it is to be filled.
            required
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            onInput={(event) => scheduler.current?.input(event.currentTarget.value)}
            className="h-12 min-w-0 flex-1 rounded-full border border-gray-300 bg-white px-5 text-base text-gray-900 placeholder:text-gray-500 dark:border-gray-600 dark:bg-gray-900 dark:text-white dark:placeholder:text-gray-400"
          />
          <button
            type="submit"
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 sm:px-6"
          >
            <Icon>
              <circle cx="11" cy="11" r="6.5" />
              <path d="m16 16 4.5 4.5" />
            </Icon>
            <span className="sr-only sm:not-sr-only">{t('common.search')}</span>
          </button>
        </div>
      </form>

      <p
        role="status"
        data-search-status={view.kind}
        className={
          quiet
            ? 'py-12 text-center text-gray-700 dark:text-gray-300'
            : 'mb-3 min-h-6 text-sm text-gray-700 dark:text-gray-300'
        }
      >
        {status}
      </p>
      {offline && (
        <p
          role="alert"
          className="mb-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          data-search-offline
        >
          {t('search.offline')}
        </p>
      )}
      {view.kind === 'error' && !offline && (
        <div role="alert" className="error-block" data-error-block>
          <p className="error-block-message">{t('search.failed')}</p>
          {/* A link, so the retry works before (and without) JavaScript; once hydrated it searches again in place. */}
          <a
            href={pageHref(action, withList({ q: view.q }), 1)}
            onClick={(event) => {
              if (!scheduler.current) return;
              event.preventDefault();
              scheduler.current.submit(view.q);
            }}
            className="error-block-retry"
          >
            <Icon size={18}>
              <path d="M20 12a8 8 0 1 1-2.3-5.7" />
              <path d="M20 4v5h-5" />
            </Icon>
            {t('policy.retry')}
          </a>
        </div>
      )}

      {result && (
        <div
          aria-busy={view.kind === 'searching'}
          className={view.kind === 'searching' ? 'opacity-60 transition-opacity' : undefined}
        >
          {result.products.length > 0 && (
            <ul className={PRODUCT_GRID_CLASS} aria-label={t('search.results')} data-search-results>
              <ProductCardList
                products={result.products}
                lang={lang}
                strings={strings}
                storageRoot={storageRoot}
                currency={currency}
                hrefPrefix={prefix}
                eagerCount={2}
                headingLevel={2}
              />
            </ul>
          )}
          <Pager
            page={result.page}
            pageCount={result.pageCount}
            href={(p) => pageHref(action, withList({ q: result.q }), p)}
            t={t}
            n={n}
          />
        </div>
      )}
    </div>
  );
}

interface PagerProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  t: ReturnType<typeof pickedTranslator>;
  n: (value: number) => string;
}

/** The same pager as Pagination.astro, for results the island rendered. */
function Pager({ page, pageCount, href, t, n }: PagerProps) {
  if (pageCount < 2 && page <= Math.max(pageCount, 1)) return null;
  const arrow = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-2';
  const enabled = `${arrow} border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800`;
  const disabled = `${arrow} border-gray-200 text-gray-400 dark:border-gray-800 dark:text-gray-500`;
  const chevron = (back: boolean) => (
    <Icon className={back ? 'rotate-180 rtl:-scale-x-100' : 'rtl:-scale-x-100'}>
      <path d="m9 5 7 7-7 7" />
    </Icon>
  );
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex justify-center">
      <ul className="flex items-center gap-1.5">
        <li>
          {page > 1 ? (
            <a
              href={href(Math.max(1, Math.min(page - 1, pageCount)))}
              rel="prev"
              className={enabled}
              aria-label={t('pagination.previous')}
            >
              {chevron(true)}
            </a>
          ) : (
            <span className={disabled} aria-hidden="true">
              {chevron(true)}
            </span>
          )}
        </li>
        <li className="px-2 text-sm text-gray-700 sm:hidden dark:text-gray-300">
          {t('pagination.summary', { page: n(page), total: n(pageCount) })}
        </li>
        {pageWindow(page, pageCount).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap${i}`} className="hidden px-1 text-gray-600 sm:block dark:text-gray-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot} className="hidden sm:block">
              <a
                href={href(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n(slot) })}
                className={`inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold ${
                  slot === page
                    ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-gray-950'
                    : 'text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800'
                }`}
              >
                {n(slot)}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a href={href(page + 1)} rel="next" className={enabled} aria-label={t('pagination.next')}>
              {chevron(false)}
            </a>
          ) : (
            <span className={disabled} aria-hidden="true">
              {chevron(false)}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
