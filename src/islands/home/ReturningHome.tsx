// The home page's blocks for a returning customer, drawn in the browser because the home HTML is
// shared by every visitor: "Order again" (a signed-in customer's delivered items, from
// /api/home/order-again), "Recently viewed" (this device's list, lib/recently-viewed.ts) and
// "Stores near you" (from the chosen delivery point, /api/home/nearby-stores). Nothing is
// rendered on the server; each block loads, fails and retries on its own. The cards' hearts and
// cart buttons are the page's CardActions island's, as on every card.
import { useEffect, useState } from 'react';
import type { CardProduct } from '../../lib/catalog/types.ts';
import type { NearbyStores } from '../../lib/home/nearby-stores.server.ts';
import type { OrderAgain } from '../../lib/home/order-again.server.ts';
import { type CurrencySettings, formatNumber, type Lang, pickedTranslator } from '../../lib/i18n/client.ts';
import { localizePath, paths } from '../../lib/paths.ts';
import { clearRecentlyViewed, recentlyViewed } from '../../lib/recently-viewed.ts';
import ProductCardList from '../ProductCardList.tsx';
import { Block, Empty, Failed, Loading, ROW_CLASS, ROW_ITEM_CLASS } from './BlockParts.tsx';
import { usePrivateJson } from './use-private-json.ts';

interface Props {
  lang: Lang;
  /** '' or the page's language prefix ('/ar'). */
  prefix: string;
  strings: Record<string, string>;
  currency: CurrencySettings;
  storageRoot?: string;
}

type T = ReturnType<typeof pickedTranslator>;

function Cards({ products, props }: { products: readonly CardProduct[]; props: Props }) {
  return (
    <ul className={ROW_CLASS}>
      <ProductCardList
        products={products}
        lang={props.lang}
        strings={props.strings}
        currency={props.currency}
        hrefPrefix={props.prefix}
        itemClass={ROW_ITEM_CLASS}
        storageRoot={props.storageRoot}
        returnPath={localizePath(props.prefix, paths.home)}
      />
    </ul>
  );
}

function OrderAgainBlock({ props, t, signedIn }: { props: Props; t: T; signedIn: boolean }) {
  const { state, retry } = usePrivateJson<OrderAgain>(`/api/home/order-again?lang=${props.lang}`, signedIn);
  // Signed out (or the session ended meanwhile): no block at all.
  if (!signedIn || state.kind === 'idle' || (state.kind === 'error' && state.signIn)) return null;
  return (
    <Block id="order-again" title={t('returning.orderAgain.title')}>
      {state.kind === 'loading' && <Loading label={t('common.loading')} />}
      {state.kind === 'error' && (
        <Failed message={t('returning.orderAgain.error')} retryLabel={t('common.retry')} onRetry={retry} />
      )}
      {state.kind === 'ready' &&
        (state.data.items.length ? (
          <Cards products={state.data.items} props={props} />
        ) : (
          <Empty text={t('returning.orderAgain.empty')} />
        ))}
    </Block>
  );
}

function RecentlyViewedBlock({ props, t }: { props: Props; t: T }) {
  const [list, setList] = useState<CardProduct[]>(() => recentlyViewed());
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    // Another tab viewing a product or clearing the list.
    const onStorage = () => setList(recentlyViewed());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    // The clear button is gone with the list: focus stays in the block, on its heading.
    if (cleared) document.getElementById('recently-viewed-title')?.focus();
  }, [cleared]);
  if (!list.length && !cleared) return null;
  const clear = () => {
    clearRecentlyViewed();
    setList([]);
    setCleared(true);
  };
  return (
    <Block
      id="recently-viewed"
      title={t('returning.recent.title')}
      action={
        list.length > 0 && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('returning.recent.clearLabel')}
            className="inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:underline dark:text-brand-300 dark:hover:bg-brand-900/40"
          >
            {t('returning.recent.clear')}
          </button>
        )
      }
    >
      {list.length ? <Cards products={list} props={props} /> : <Empty text={t('returning.recent.cleared')} status />}
    </Block>
  );
}

function distanceText(t: T, lang: Lang, metres: number): string {
  if (metres < 1000) return t('returning.nearby.metres', { value: formatNumber(lang, Math.round(metres)) });
  return t('returning.nearby.kilometres', {
    value: formatNumber(lang, metres / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
}

function NearbyStoresBlock({ props, t }: { props: Props; t: T }) {
  const { state, retry } = usePrivateJson<NearbyStores>(`/api/home/nearby-stores?lang=${props.lang}`, true);
  if (state.kind === 'idle' || (state.kind === 'ready' && !state.data.located)) return null;
  return (
    <Block id="nearby-stores" title={t('returning.nearby.title')}>
      {state.kind === 'loading' && <Loading label={t('common.loading')} />}
      {state.kind === 'error' && (
        <Failed message={t('returning.nearby.error')} retryLabel={t('common.retry')} onRetry={retry} />
      )}
      {state.kind === 'ready' && state.data.located && !state.data.stores.length && (
        <Empty text={t('returning.nearby.empty')} />
      )}
      {state.kind === 'ready' && state.data.located && state.data.stores.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {state.data.stores.map((store) => (
            <li key={store.id}>
              <a
                href={localizePath(props.prefix, paths.store(store.id))}
                className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 hover:border-brand-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-brand-400"
              >
                {store.logo ? (
                  <img
                    src={store.logo}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-full border border-gray-200 object-cover dark:border-gray-700"
                  />
                ) : (
                  <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-full bg-gray-100 dark:bg-gray-800" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-gray-900 dark:text-white">{store.name}</span>
                  <span className="flex flex-wrap gap-x-2 text-sm text-gray-700 dark:text-gray-300">
                    {store.distance !== null && (
                      <span data-distance>{distanceText(t, props.lang, store.distance)}</span>
                    )}
                    {!store.open && (
                      <span className="font-medium text-red-800 dark:text-red-300">{t('returning.nearby.closed')}</span>
                    )}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export default function ReturningHome(props: Props) {
  const t = pickedTranslator(props.lang, props.strings);
  // The device's own state (session hint, storage) is read after mount: the server drew nothing.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const signedIn = document.documentElement.hasAttribute('data-signed-in');
  return (
    // The page's space-y cannot reach inside the island's display:contents element: the gap after
    // the blocks is their own (the block before them keeps its gap).
    <div className="mb-10 space-y-10 empty:hidden" data-returning-home>
      <OrderAgainBlock props={props} t={t} signedIn={signedIn} />
      <RecentlyViewedBlock props={props} t={t} />
      <NearbyStoresBlock props={props} t={t} />
    </div>
  );
}
