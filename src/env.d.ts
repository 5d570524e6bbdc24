/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    prefs: import('./lib/server/preferences.ts').Preferences;
  }
}
