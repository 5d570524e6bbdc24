// Decoding an image takes memory in proportion to its pixels, whatever its file size: a 38 KB PNG
// may declare 6300×6300 pixels (160 MB decoded). Every decode the storefront does (resizing for
// /img, checking a profile photo) waits in this one small queue, so a burst of them cannot take
// the process's memory and CPU from the pages; beyond its bounded wait list the answer is 503.
import os from 'node:os';
import { Limiter } from './source.server.ts';

/** Decodes at once: one per core, at most 4 (sharp itself runs one thread per image). */
export const DECODE_SLOTS = Math.max(1, Math.min(4, os.availableParallelism()));

/** The queue every sharp decode of the storefront goes through. */
export const decodes = new Limiter(DECODE_SLOTS, 256);
