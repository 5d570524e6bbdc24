// Request pipeline: language and preferences from the URL and cookies, security headers on every
// answer, then the same-origin rule for state-changing requests.
import { sequence } from 'astro:middleware';
import { originCheck } from './lib/server/origin.ts';
import { preferences } from './lib/server/preferences.ts';
import { securityHeaders } from './lib/server/security.ts';

export const onRequest = sequence(preferences, securityHeaders, originCheck);
