/// <reference types="astro/client" />

declare namespace App {
  /** Language, translator and URL helpers: set by the locals step of the middleware. */
  type PageLocals = import('./lib/server/request/locals.ts').PageLocals;

  interface Locals extends PageLocals {
    prefs: import('./lib/server/request/preferences-type.ts').Preferences;
    /** Set by sharePage (cache-policy.ts): the page is the same for every visitor, shared caches may keep it. */
    sharedPage?: boolean;
    /** The message a form post left for this page (lib/server/request/flash.ts), shown once by BaseLayout. */
    flash?: import('./lib/server/request/flash.ts').Flash | null;
    /** Set when the request carries an editor's preview cookie that opens (lib/content/preview.server.ts). */
    preview?: { renderedAt: number; expiresAt: number };
  }
}
