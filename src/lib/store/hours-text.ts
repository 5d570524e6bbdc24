// Store opening times in the reader's language: "6:30 AM" / "٦:٣٠ ص" / "06:30", weekday names,
// and the one-line notice a closed store shows (store page, product page, cart). Client-safe.
import { intlLocale, type Lang } from '../i18n/langs.ts';
import type { StoreHours } from '../domain/catalog/store-hours.ts';
import type { Translate } from '../i18n/interpolate.ts';

/** "HH:MM" as the language writes a time of day. */
export function formatClock(lang: Lang, hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(intlLocale(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 2, h, m)),
  );
}

/** The weekday's name (0 = Sunday); 2 January 2000 was a Sunday. */
export function weekdayName(lang: Lang, day: number): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 2 + day)),
  );
}

type T = Translate;

/** One sentence for a store that does not take orders now; '' when it does. */
export function closedNotice(t: T, lang: Lang, hours: StoreHours): string {
  if (hours.state === 'open') return '';
  if (hours.state === 'temporarilyClosed') return t('menu.closedTemporarily');
  if (hours.opensToday) return t('menu.closedOpensToday', { time: formatClock(lang, hours.opensToday) });
  if (hours.week.length) return t('menu.closedSeeHours');
  return t('menu.closedNoHours');
}
