// The web app manifest (https://www.w3.org/TR/appmanifest/) that makes the storefront installable:
// built from the marketplace's settings, one per language (/en/manifest.webmanifest, ...). The
// app keeps one identity (`id`) whatever the language it was installed from, opens in that
// language (`start_url`) and may navigate the whole site (`scope`). Pure: the endpoints are
// src/pages/manifest.webmanifest.ts and src/pages/app-icon/[name].ts.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { dirOf, type Lang } from '../i18n/client.ts';

/** The brand green of the header's theme-color (BaseLayout.astro). */
export const THEME_COLOR = '#047857';
/** The dark theme's header (Tailwind gray-950), for theme-color in dark mode. */
export const THEME_COLOR_DARK = '#030712';
/** The splash screen and the icons' solid background: the light theme's page. */
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The icons browsers ask for: 192 and 512 for the install prompt and the launcher, a maskable
 * 512 (Android crops it to a circle or squircle) and the 180 apple-touch-icon. No other size is
 * rendered: the icon endpoint answers 404 for any other name.
 */
export const ICONS = {
  'any-192': { size: 192, purpose: 'any' },
  'any-512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
  'apple-180': { size: 180, purpose: 'apple' },
} as const;
export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** An icon's file name in the URL, e.g. `any-192.png`, checked against the list above. */
export const iconFileSchema = z
  .string()
  .regex(/^[a-z]+-\d+\.png$/)
  .transform((file) => file.slice(0, -'.png'.length))
  .pipe(z.enum(ICON_NAMES as [IconName, ...IconName[]]));

// Bumped when the icons are drawn differently, so browsers holding the old ones fetch the new.
const ICON_DRAWING = 'd1';

/**
 * The version icon URLs carry: a short hash of the logo's URL (6amMart names a new upload anew)
 * and of the drawing. Without a logo the icons are the generated fallback, named by `none`.
 */
export function iconVersion(logoUrl: string | null): string {
  return createHash('sha256')
    .update(`${ICON_DRAWING}\n${logoUrl ?? 'none'}`)
    .digest('hex')
    .slice(0, 12);
}

/** The version an icon URL carries (iconVersion). */
export const iconVersionSchema = z.string().regex(/^[0-9a-f]{12}$/);

/** Where an icon is served; `version` changes when the logo does, so the URL may be cached for good. */
export function iconPath(name: IconName, version: string): string {
  return `/app-icon/${name}.png?v=${version}`;
}

/** The manifest's own address in a language (always prefixed: the answer depends on nothing else). */
export function manifestPath(lang: Lang): string {
  return `/${lang}/manifest.webmanifest`;
}

export interface ManifestSettings {
  businessName: string;
  aboutText: string | null;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: Lang;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}

// Launchers show about 12 characters under an icon before cutting; a long name is cut at a word.
const SHORT_NAME_MAX = 12;

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  const cut = name.slice(0, SHORT_NAME_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : name.slice(0, SHORT_NAME_MAX)).trim();
}

/** The manifest of `lang`, its icons at `iconVersion`. */
export function buildManifest(settings: ManifestSettings, lang: Lang, iconVersion: string): WebAppManifest {
  const name = settings.businessName.trim() || 'Marketplace';
  const description = settings.aboutText?.trim();
  return {
    // One app whichever language it was installed in: the id does not name the language.
    id: '/',
    name,
    short_name: shortName(name),
    ...(description ? { description } : {}),
    lang,
    dir: dirOf(lang),
    start_url: `/${lang}/`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: (['any-192', 'any-512', 'maskable-512'] as const).map((icon) => ({
      src: iconPath(icon, iconVersion),
      sizes: `${ICONS[icon].size}x${ICONS[icon].size}`,
      type: 'image/png',
      purpose: ICONS[icon].purpose === 'maskable' ? 'maskable' : 'any',
    })),
  };
}

/** The language a manifest request is for (the middleware's, from the /en, /ar or /tr prefix). */
export const manifestLangSchema = z.enum(['en', 'ar', 'tr']);
