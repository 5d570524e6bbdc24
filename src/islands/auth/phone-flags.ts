// Flags for the phone widget: SVG files from this site (/flags/eg.svg, written at build time from
// country-flag-icons), since the page's Content-Security-Policy blocks the widget's CDN flags and
// emoji flags show as empty boxes on machines without an emoji font.
import { defaultCountries, parseCountry } from 'react-international-phone';

export const PHONE_FLAG_CODES: readonly string[] = defaultCountries.map((country) => parseCountry(country).iso2);

export const phoneFlags = PHONE_FLAG_CODES.map((iso2) => ({ iso2, src: `/flags/${iso2}.svg` }));
