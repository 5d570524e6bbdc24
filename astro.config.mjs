// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

/**
 * client:interaction (src/lib/browser/directives/interaction.ts): islands nobody needs at page
 * load (the sign-in dialog's host, the card controls, the toasts) load React on first use.
 * @type {import('astro').AstroIntegration}
 */
const hydrateOnInteraction = {
  name: 'client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/browser/directives/interaction.ts' });
      addClientDirective({ name: 'cards', entrypoint: './src/lib/browser/directives/cards.ts' });
    },
  },
};

export default defineConfig({
  // Absolute URLs (canonical links, hreflang, sitemaps) need the public origin; unset in development.
  site: process.env.SITE_URL || undefined,
  output: 'server',
  // Middleware: dist/server/entry.mjs exports a Node handler; server/storefront.ts serves the static
  // files (pre-compressed), compresses and logs, and hands everything else to it.
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), hydrateOnInteraction],
  // Astro's check compares Origin with the address the server was reached at, which behind a TLS
  // proxy is not the browser's: src/lib/server/request/origin.ts checks every state-changing request
  // (forms, JSON, any content type) against the public origin instead.
  security: { checkOrigin: false },
  compressHTML: true,
  build: {
    // Small stylesheets (under Vite's 4 kB inline limit) go inline, saving a request on the first
    // load; larger ones stay files under /_astro/, cached for a year across pages.
    inlineStylesheets: 'auto',
  },
  vite: {
    plugins: [tailwindcss()],
  },
});
