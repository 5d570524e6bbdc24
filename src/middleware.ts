// Request pipeline: language and preferences from the URL and cookies, then security headers.
import { sequence } from 'astro:middleware';
import { preferences } from './lib/server/preferences.ts';
import { securityHeaders } from './lib/server/security.ts';

export const onRequest = sequence(preferences, securityHeaders);
