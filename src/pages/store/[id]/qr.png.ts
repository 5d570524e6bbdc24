// The store page's QR code as a PNG (/en/store/2/qr.png encodes https://<site>/en/store/2), drawn
// on the server so the store page ships no QR library. Codes are kept in memory: the same store
// and language always give the same image.
import type { APIRoute } from 'astro';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import { paths } from '../../../lib/paths.ts';

const QR_SIZE = 512;
const codes = new LRUCache<string, Buffer>({ max: 300 });

export const GET: APIRoute = async (context) => {
  const { params, locals } = context;
  const id = Number(params.id);
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? '') || !Number.isSafeInteger(id)) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  // The address the store page itself shows and shares.
  const target = locals.absoluteUrl(paths.store(id));
  let png = codes.get(target);
  if (!png) {
    png = await QRCode.toBuffer(target, {
      width: QR_SIZE,
      margin: 2,
      errorCorrectionLevel: 'M',
      color: { dark: '#111827', light: '#ffffff' },
    });
    codes.set(target, png);
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': 'public, max-age=86400',
    },
  });
};
