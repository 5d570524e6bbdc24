// Server-only: what a campaign page reads. The campaign (with its confirmed stores) and the
// module's running item campaigns are asked for at once, in the module the link names (?module=,
// one of the zone's) or the selected one, in the selected zone; both are cached per language,
// module and zone like the other catalogue pages. An unknown or ended campaign is a 404.
import {
  getCampaignDetails,
  getItemCampaigns,
  type ApiContext,
  type CampaignDetails,
  type ItemCampaign,
} from '../api/index.ts';
import type { Translate } from '../i18n/index.ts';
import { paths } from '../paths.ts';
import { parseModuleParam } from '../product/module-order.ts';
import { cachedCall, settle } from '../server/marketplace/catalog.ts';
import type { PageLocals } from '../server/request/locals.ts';
import { zoneModules } from '../server/marketplace/modules.ts';
import type { Preferences } from '../server/request/preferences-type.ts';
import type { Crumb, LinkedCrumb } from '../seo/index.ts';

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

export interface CampaignPage {
  /** Null when the campaign could not be loaded: the page says so, with a retry. */
  campaign: CampaignDetails | null;
  items: Settled<ItemCampaign[]>;
  /** The module the campaign was read in (the add-to-cart forms name it). */
  moduleId: number;
  /** ?module= as the canonical address keeps it (the link a banner gives). */
  canonicalSearch: string;
}

/** A campaign id from the path: a positive whole number, else null (a 404). */
export function parseCampaignId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export async function loadCampaignPage(
  prefs: Preferences,
  id: number,
  search: URLSearchParams,
): Promise<CampaignPage | null> {
  const requested = parseModuleParam(search.get('module'));
  const modules = requested !== null ? await zoneModules(prefs).catch(() => []) : [];
  const moduleId = requested !== null && modules.some((m) => m.id === requested) ? requested : prefs.moduleId;
  const overrides: Partial<ApiContext> = moduleId !== prefs.moduleId ? { moduleId } : {};
  const [details, items] = await Promise.all([
    settle(cachedCall(prefs, `campaign:${id}`, (ctx) => getCampaignDetails(ctx, id), overrides)),
    settle(cachedCall(prefs, 'campaign-items', (ctx) => getItemCampaigns(ctx), overrides)),
  ]);
  if (details.ok && details.data === null) return null;
  return {
    campaign: details.ok ? details.data : null,
    items,
    moduleId,
    canonicalSearch: requested !== null && moduleId === requested ? `?module=${moduleId}` : '',
  };
}

/** Where a campaign's page is, in the module it was shown in. */
export function campaignHref(prefix: string, id: number, moduleId: number | null): string {
  const path = `${prefix}${paths.campaign(id)}`;
  return moduleId ? `${path}?module=${moduleId}` : path;
}

/** Home › the campaign, with absolute addresses for the JSON-LD. */
export function campaignCrumbs(
  campaign: CampaignDetails,
  { lang, t, absoluteUrl }: Pick<PageLocals, 'lang' | 't' | 'absoluteUrl'>,
): [...LinkedCrumb[], Crumb] {
  return [{ name: t('nav.home'), url: absoluteUrl(paths.home, lang) }, { name: campaign.title }];
}

/** "12 Jan – 3 Feb" in the page's language, from the campaign's "Y-m-d" days; null without them. */
export function campaignDates(t: Translate, lang: string, campaign: CampaignDetails): string | null {
  const { available_date_starts: from, available_date_ends: to } = campaign;
  if (!from || !to) return null;
  const day = (ymd: string) =>
    new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${ymd}T00:00:00Z`),
    );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  return t('campaigns.dates', { from: day(from), to: day(to) });
}
