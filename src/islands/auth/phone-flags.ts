// Flags for the phone widget drawn from emoji as inline SVG, so no image comes from a CDN
// (the page's Content-Security-Policy allows only its own images and data: URLs).
import { defaultCountries, parseCountry } from 'react-international-phone';

function emoji(iso2: string): string {
  return iso2.toUpperCase().replace(/./g, (c) => String.fromCodePoint(127397 + c.charCodeAt(0)));
}

export const phoneFlags = defaultCountries.map((country) => {
  const { iso2 } = parseCountry(country);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 24"><text x="16" y="19" font-size="20" text-anchor="middle">${emoji(iso2)}</text></svg>`;
  return { iso2, src: `data:image/svg+xml,${encodeURIComponent(svg)}` };
});
