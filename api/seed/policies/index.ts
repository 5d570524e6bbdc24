// Policy and about pages per language (policy_pages rows).
import type { Row } from '../rows.ts';
import { AR } from './ar.ts';
import { EN } from './en.ts';
import { TR } from './tr.ts';
import { POLICY_KEYS } from './keys.ts';

export function policyRows(): Row[] {
  const byLocale = { en: EN, ar: AR, tr: TR } as const;
  return POLICY_KEYS.flatMap((key) =>
    (Object.keys(byLocale) as Array<keyof typeof byLocale>).map((locale) => ({
      key,
      locale,
      value: byLocale[locale][key],
    })),
  );
}
