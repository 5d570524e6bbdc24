// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // Absolute URLs (canonical links, hreflang, sitemaps) need the public origin; unset in development.
  site: process.env.SITE_URL || undefined,
  output: 'server',
  // Standalone: dist/server/entry.mjs is the whole server; it reads HOST and PORT at runtime.
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // Astro's default is already true; spelled out because the session endpoints rely on it.
  security: { checkOrigin: true },
  compressHTML: true,
  vite: {
    plugins: [tailwindcss()],
  },
});
