// Where the marketplace API is, and the per-request context the typed client needs.
import type { ApiContext } from '../api/index.ts';
import type { Preferences } from './preferences.ts';

export function apiBaseUrl(): string {
  return (process.env.API_BASE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
}

export function apiContext(prefs: Preferences, extra: Partial<ApiContext> = {}): ApiContext {
  return { baseUrl: apiBaseUrl(), lang: prefs.lang, moduleId: prefs.moduleId, zoneIds: prefs.zoneIds, ...extra };
}
