// Where the marketplace API is (API_BASE_URL), read per call so tests can point it elsewhere.
// A module of its own: the module resolver, the settings and the upstream fetch all need it.
export function apiBaseUrl(): string {
  return (process.env.API_BASE_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
}
