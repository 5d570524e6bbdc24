// Sanitised policy and about texts, per page and language, for 30 seconds.
import { timedCache } from './cache.ts';

export const richTextCache = timedCache<string>(30_000, 50);
