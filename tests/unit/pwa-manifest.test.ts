// The web app manifest's content per language, and the icon names and versions the endpoints
// accept (src/lib/pwa/manifest.server.ts).
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  ICON_NAMES,
  iconFileSchema,
  iconPath,
  iconVersion,
  iconVersionSchema,
  manifestLangSchema,
  manifestPath,
} from '../../src/lib/pwa/manifest.server.ts';

const settings = { businessName: 'Souq Express', aboutText: 'Groceries, meals and medicine, delivered.' };
const version = iconVersion('https://api.example.com/storage/app/public/business/logo.png');

describe('buildManifest', () => {
  it('names the marketplace and opens in the language it was fetched in', () => {
    const m = buildManifest(settings, 'en', version);
    expect(m).toMatchObject({
      id: '/',
      name: 'Souq Express',
      short_name: 'Souq Express',
      description: 'Groceries, meals and medicine, delivered.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/en/',
      scope: '/',
      display: 'standalone',
      theme_color: '#047857',
      background_color: '#ffffff',
    });
  });

  it('is right-to-left in Arabic, with the same identity in every language', () => {
    const ar = buildManifest(settings, 'ar', version);
    const tr = buildManifest(settings, 'tr', version);
    expect(ar).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/ar/' });
    expect(tr).toMatchObject({ lang: 'tr', dir: 'ltr', start_url: '/tr/' });
    expect(new Set([ar.id, tr.id, buildManifest(settings, 'en', version).id])).toEqual(new Set(['/']));
    // start_url lies within scope, or browsers ignore it.
    for (const m of [ar, tr]) expect(m.start_url.startsWith(m.scope)).toBe(true);
  });

  it('lists 192 and 512 icons for any purpose and a maskable 512, at the logo version', () => {
    const { icons } = buildManifest(settings, 'en', version);
    expect(icons).toEqual([
      { src: `/app-icon/any-192.png?v=${version}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/app-icon/any-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/app-icon/maskable-512.png?v=${version}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('leaves description out when the settings have none', () => {
    expect(buildManifest({ businessName: 'Souq', aboutText: null }, 'en', version)).not.toHaveProperty('description');
    expect(buildManifest({ businessName: 'Souq', aboutText: '  ' }, 'en', version)).not.toHaveProperty('description');
  });

  it('shortens a long name for the launcher at a word, and never leaves it empty', () => {
    const m = buildManifest({ businessName: 'The Neighbourhood Market', aboutText: null }, 'en', version);
    expect(m.name).toBe('The Neighbourhood Market');
    expect(m.short_name).toBe('The');
    expect(buildManifest({ businessName: 'Supercalifragilistic', aboutText: null }, 'en', version).short_name).toBe(
      'Supercalifra',
    );
    expect(buildManifest({ businessName: ' ', aboutText: null }, 'en', version).name).toBe('Marketplace');
  });
});

describe('icon names and versions', () => {
  it('accepts exactly the four drawn icons', () => {
    expect(ICON_NAMES).toEqual(['any-192', 'any-512', 'maskable-512', 'apple-180']);
    for (const name of ICON_NAMES) expect(iconFileSchema.parse(`${name}.png`)).toBe(name);
    for (const bad of ['any-193.png', 'any-192', 'any-192.jpg', 'apple-512.png', '../any-192.png', 'x'.repeat(5000)])
      expect(iconFileSchema.safeParse(bad).success).toBe(false);
  });

  it('versions icons by the logo URL: stable for one logo, new for another', () => {
    expect(iconVersion('https://a.example/logo.png')).toBe(iconVersion('https://a.example/logo.png'));
    expect(iconVersion('https://a.example/logo.png')).not.toBe(iconVersion('https://a.example/logo-2.png'));
    expect(iconVersion(null)).not.toBe(iconVersion('https://a.example/logo.png'));
    expect(iconVersionSchema.safeParse(version).success).toBe(true);
    expect(iconVersionSchema.safeParse('ABC').success).toBe(false);
    expect(iconPath('apple-180', version)).toBe(`/app-icon/apple-180.png?v=${version}`);
  });

  it('serves the manifest only in the storefront languages, at a prefixed address', () => {
    expect(manifestPath('ar')).toBe('/ar/manifest.webmanifest');
    expect(manifestLangSchema.safeParse('de').success).toBe(false);
    expect(manifestLangSchema.parse('tr')).toBe('tr');
  });
});
