// GET /img?src=<absolute image URL>&w=<width>[&q=<quality>], or /img?p=<path in the marketplace
// API's public storage>&w=...: the image resized and re-encoded for the browser (AVIF, WebP or
// JPEG by its Accept header), cached on disk. See lib/images/endpoint.server.ts.
import type { APIRoute } from 'astro';
import { handleImageRequest } from '../lib/images/endpoint.server.ts';

export const prerender = false;

export const GET: APIRoute = ({ request }) => handleImageRequest(request);
export const HEAD: APIRoute = ({ request }) => handleImageRequest(request);
