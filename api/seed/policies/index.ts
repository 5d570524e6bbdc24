// Policy and about pages per language (policy_pages rows).
import type { Row } from '../rows.ts';
import { AR } from './ar.ts';
import { EN } from './en.ts';
import { TR } from './tr.ts';

export const POLICY_KEYS = [
  'about_us',
  'terms_and_conditions',
  'privacy_policy',
  'refund_policy',
  'shipping_policy',
  'cancellation_policy',
] as const;

export type PolicyKey = (typeof POLICY_KEYS)[number];

export function policyRows(): Row[] {
  const byLocale = { en: EN, ar: AR, tr: TR } as const;
  return POLICY_KEYS.flatMap((key) =>
    (Object.keys(byLocale) as Array<keyof typeof byLocale>).map((locale) => ({ key, locale, value: byLocale[locale][key] })),
  );
}
