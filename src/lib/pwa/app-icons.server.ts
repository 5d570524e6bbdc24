// The installed app's icons (src/lib/pwa/manifest.server.ts lists them), drawn from the marketplace's
// logo: square, the logo contained (never stretched) on the light background, with a margin; the
// maskable one keeps the logo inside the central circle Android may crop to. The logo is fetched
// as /img fetches images (images/source.server.ts: allowed origins only, timeout, size cap, redirects
// checked) and decoded in the shared decode queue. When it cannot be had, the icon is drawn from
// the storefront's own favicon.svg instead: an install never fails for want of a logo.
import sharp from 'sharp';
import faviconSvg from '../../../public/favicon.svg?raw';
import { BACKGROUND_COLOR, ICONS, type IconName, iconVersion } from './manifest.server.ts';
import { decodes } from '../images/decode-queue.server.ts';
import { allowedImageOrigins, checkImageSource, ImageError } from '../images/request.server.ts';
import { fetchSource } from '../images/source.server.ts';

// A logo is a small file: a few seconds and a few MB are plenty.
const LOGO_TIMEOUT_MS = 4000;
const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
// Raster formats only: an SVG from elsewhere may script or fetch (the favicon is our own file).
const LOGO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
// A failed logo is tried again after this long, not on every icon request.
const FAILURE_MEMORY_MS = 60_000;

/**
 * How much of the icon's side the logo may take. Maskable: the safe zone is a circle of 80 % of
 * the side; a square of 56 % fits inside it (0.8 / √2), whatever the logo's proportions.
 */
const LOGO_SHARE: Record<IconName, number> = {
  'any-192': 0.8,
  'any-512': 0.8,
  'maskable-512': 0.56,
  'apple-180': 0.8,
};

export interface AppIcon {
  png: Buffer;
  /** True when drawn from the favicon because the logo could not be had. */
  fallback: boolean;
  /** The version of the logo it was drawn for (iconVersion). */
  version: string;
}

/** The icon `name` drawn from `source` (any image sharp reads), on the solid background. */
export async function drawIcon(name: IconName, source: Buffer): Promise<Buffer> {
  const { size } = ICONS[name];
  const inner = Math.round(size * LOGO_SHARE[name]);
  const logo = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background: BACKGROUND_COLOR } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

let faviconRaster: Promise<Buffer> | undefined;

/** favicon.svg rasterised once, large enough for the biggest icon. */
function favicon(): Promise<Buffer> {
  faviconRaster ??= sharp(Buffer.from(faviconSvg), { density: 1200 }).resize(512, 512).png().toBuffer();
  return faviconRaster;
}

/** The logo's bytes, checked to be a raster image of sane size; throws ImageError otherwise. */
export async function fetchLogo(
  logoUrl: string,
  origins: ReadonlySet<string> = allowedImageOrigins(),
): Promise<Buffer> {
  const url = checkImageSource(logoUrl, origins);
  if (typeof url === 'string') throw new ImageError(400, url);
  const bytes = await fetchSource(url, origins, { timeoutMs: LOGO_TIMEOUT_MS, maxBytes: LOGO_MAX_BYTES });
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw new ImageError(415, 'the logo is not an image that can be read');
    });
  if (!LOGO_FORMATS.has(meta.format ?? ''))
    throw new ImageError(415, `the logo's format (${meta.format}) is not supported`);
  return bytes;
}

// Drawn icons of the current logo (at most the four names of a few versions), and the logos that
// failed lately.
const drawn = new Map<string, Promise<Buffer>>();
const failedAt = new Map<string, number>();
const MAX_DRAWN = 16;

function remember(key: string, icon: Promise<Buffer>): Promise<Buffer> {
  if (drawn.size >= MAX_DRAWN) drawn.clear();
  drawn.set(key, icon);
  icon.catch(() => drawn.delete(key));
  return icon;
}

/**
 * The icon `name` for the logo at `logoUrl`: drawn from the logo, or from the favicon (fallback)
 * when there is none or it cannot be fetched or decoded. Never throws for the logo's sake.
 */
export async function appIcon(name: IconName, logoUrl: string | null): Promise<AppIcon> {
  const version = iconVersion(logoUrl);
  const failed = logoUrl ? failedAt.get(logoUrl) : undefined;
  if (logoUrl && !(failed && Date.now() - failed < FAILURE_MEMORY_MS)) {
    const key = `${version}:${name}`;
    // Concurrent requests for one icon share its drawing (and its failure).
    const icon =
      drawn.get(key) ??
      remember(
        key,
        // Fetched outside the decode queue: a slow logo host holds no decoding slot.
        fetchLogo(logoUrl).then((bytes) => decodes.run(() => drawIcon(name, bytes))),
      );
    try {
      return { png: await icon, fallback: false, version };
    } catch (error) {
      // Once per failure period, not once per icon request.
      if (!(failed && Date.now() - failed < 2 * FAILURE_MEMORY_MS))
        console.warn(
          `warning: the app icon is drawn from the favicon: the logo ${logoUrl} could not be used (${error instanceof Error ? error.message : String(error)})`,
        );
      if (failedAt.size >= MAX_DRAWN) failedAt.clear();
      failedAt.set(logoUrl, Date.now());
    }
  }
  return { png: await decodes.run(async () => drawIcon(name, await favicon())), fallback: true, version };
}
