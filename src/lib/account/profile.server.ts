// Server-only: what the profile page (/profile) shows, rendered on the server from customer/info
// with the session cookie.
import { type Customer, getCustomerInfo } from '../api/index.ts';
import { fullName } from '../domain/account/profile-rules.ts';
import { currencyFormatter } from '../i18n/index.ts';
import { paths } from '../paths.ts';
import { siteSettings } from '../server/marketplace/settings.ts';
import { type Loaded, loadAccount } from './load.server.ts';
import { type DetailRow, profileDetails, profileStats, type StatRow } from './profile-rows.ts';
import type { PageContext } from '../server/request/page-context.ts';

/** The request as the page (the Astro global) gives it. */
export type ProfileContext = Pick<
  PageContext<'prefs' | 't' | 'localizedUrl'>,
  'url' | 'cookies' | 'locals' | 'response'
>;

export interface ProfilePage {
  loaded: Loaded<Customer>;
  /** Null unless loaded: the page shows the sign-in or error state instead. */
  customer: Customer | null;
  name: string;
  /** The edit form's post (without JavaScript) came back here after a save. */
  updated: boolean;
  details: DetailRow[];
  stats: StatRow[];
}

export async function loadProfilePage(page: ProfileContext): Promise<ProfilePage> {
  const { prefs, t, localizedUrl } = page.locals;
  const money = currencyFormatter(prefs.lang, (await siteSettings(prefs.lang)).currency);
  const loaded = await loadAccount(page, (ctx) => getCustomerInfo(ctx));
  const customer = loaded.state === 'ready' ? loaded.data : null;
  return {
    loaded,
    customer,
    name: customer ? fullName(customer.f_name, customer.l_name) : '',
    updated: page.url.searchParams.get('updated') === '1',
    details: customer ? profileDetails(customer, { t, lang: prefs.lang }) : [],
    stats: customer
      ? profileStats(customer, { t, lang: prefs.lang, money, ordersHref: localizedUrl(paths.orders) })
      : [],
  };
}
