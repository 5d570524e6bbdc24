// The image manifest (every picture the seed references and that should exist) and its
// generation with sharp into <storageDir>/app/public/<folder>/<file>.
//
// Product pictures: one distinct set per item (2-4 files named item-<id>-<n>.jpg), no pooling.
//
// Deliberately MISSING files (referenced by rows, never generated), so the API's "null URL for a
// missing file" rule is exercised (see MISSING_FILES below):
//   - product/item-9-2.jpg, product/item-137-2.jpg, product/item-262-2.jpg (second image of items 9, 137, 262)
//   - category/toys-kids.jpg (top-level category 18, "Toys & Kids")
//   - store/cover/kids-and-toys-bazaar-cover.jpg (store 24)
import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { buildCatalog } from './catalog/index.ts';
import { MODULES, moduleIcon, moduleThumbnail } from './geo.ts';
import { bannerImages, campaignImages } from './marketing.ts';
import { brandImages } from './brands.ts';
import { NOTIFICATION_IMAGES } from './notifications.ts';
import { BUSINESS_FAVICON, BUSINESS_LOGO } from './settings.ts';
import { DEMO_PROFILE_IMAGE } from './users.ts';
import { renderSvg, type Art } from './image-art.ts';

export interface ImageEntry {
  folder: string;
  file: string;
  width: number;
  height: number;
  label: string;
  hue: number;
}

export const MISSING_FILES: ReadonlyArray<{ folder: string; file: string }> = [
  { folder: 'product', file: 'item-9-2.jpg' },
  { folder: 'product', file: 'item-137-2.jpg' },
  { folder: 'product', file: 'item-262-2.jpg' },
  { folder: 'category', file: 'toys-kids.jpg' },
  { folder: 'store/cover', file: 'kids-and-toys-bazaar-cover.jpg' },
];

const BRAND_HUE = 152;

export function imageManifest(): ImageEntry[] {
  const catalog = buildCatalog();
  const out: ImageEntry[] = [];
  const add = (folder: string, file: string, width: number, height: number, label: string, hue: number) =>
    out.push({ folder, file, width, height, label, hue: Math.round(((hue % 360) + 360) % 360) });

  for (const item of catalog.items) {
    for (const [i, file] of item.images.entries())
      add('product', file, 800, 800, item.product.names[0], item.hue + i * 6);
  }
  for (const store of catalog.stores) {
    const hue = moduleHue(store.def.module) + ((store.id * 47) % 60) - 30;
    add('store', store.logo, 256, 256, store.def.names[0], hue);
    add('store/cover', store.cover, 1200, 400, store.def.names[0], hue + 15);
  }
  for (const category of catalog.categories) add('category', category.image, 256, 256, category.names[0], category.hue);
  for (const b of bannerImages()) add('banner', b.file, 1200, 600, b.label, b.hue);
  for (const c of campaignImages()) add('campaign', c.file, 1200, 600, c.label, c.hue);
  for (const b of brandImages()) add('brand', b.file, 256, 256, b.label, b.hue);
  for (const module of MODULES) {
    add('module', moduleThumbnail(module), 256, 256, module.names[0], module.hue);
    add('module', moduleIcon(module), 128, 128, module.names[0], module.hue);
  }
  for (const n of NOTIFICATION_IMAGES) add('notification', n.file, 600, 300, n.label, n.hue);
  add('profile', DEMO_PROFILE_IMAGE, 256, 256, 'Demo Customer', 210);
  add('business', BUSINESS_LOGO, 512, 128, 'Souq Express', BRAND_HUE);
  add('business', BUSINESS_FAVICON, 64, 64, 'Souq Express', BRAND_HUE);

  const missing = new Set(MISSING_FILES.map((m) => `${m.folder}/${m.file}`));
  const manifest = out.filter((e) => !missing.has(`${e.folder}/${e.file}`));
  if (out.length - manifest.length !== missing.size)
    throw new Error('MISSING_FILES lists a file the seed does not reference');
  return manifest;
}

function moduleHue(id: number): number {
  return MODULES.find((m) => m.id === id)?.hue ?? 0;
}

function artFor(entry: ImageEntry): { art: Art; variant?: number } {
  switch (entry.folder) {
    case 'product':
      return { art: 'product', variant: Number(/-(\d+)\.\w+$/.exec(entry.file)?.[1] ?? 1) };
    case 'store':
    case 'brand':
      return { art: 'logo' };
    case 'category':
      return { art: 'tile' };
    case 'module':
      return { art: 'icon' };
    case 'profile':
      return { art: 'avatar' };
    case 'business':
      return { art: entry.file === BUSINESS_LOGO ? 'wordmark' : 'icon' };
    default:
      return { art: 'wide' };
  }
}

/** Renders one manifest entry to encoded bytes (JPEG for photos, palette PNG for logos and icons). */
export async function renderImage(entry: ImageEntry): Promise<Buffer> {
  const svg = renderSvg({
    ...artFor(entry),
    width: entry.width,
    height: entry.height,
    label: entry.label,
    hue: entry.hue,
  });
  const image = sharp(Buffer.from(svg));
  return entry.file.endsWith('.png')
    ? image.png({ palette: true, compressionLevel: 9, effort: 4 }).toBuffer()
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/**
 * Writes every manifest file that does not exist yet (or is empty). Files are written to a
 * temporary name and renamed, so an interrupted run never leaves a truncated picture behind.
 */
export async function generateImages(
  storageDir: string,
  options: { concurrency?: number } = {},
): Promise<{ written: number; skipped: number }> {
  const queue = imageManifest();
  const root = join(storageDir, 'app', 'public');
  let written = 0;
  let skipped = 0;
  const folders = new Set(queue.map((e) => e.folder));
  await Promise.all([...folders].map((folder) => mkdir(join(root, folder), { recursive: true })));

  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const path = join(root, entry.folder, entry.file);
      const existing = await stat(path).catch(() => null);
      if (existing && existing.size > 0) {
        skipped++;
        continue;
      }
      const bytes = await renderImage(entry);
      const temporary = join(dirname(path), `.${entry.file}.${process.pid}.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      written++;
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 3, 4));
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written, skipped };
}
