// What a room's page loader or action (`*.server.ts`) reads and sets of the page's request: the
// parts of the Astro global it uses, in one shape. Each names the locals it reads
// (PageContext<'prefs' | 't'>) and picks fewer parts where it needs fewer, so a unit test builds
// only what the code under test touches.
import type { AstroCookies } from 'astro';

export interface PageContext<L extends keyof App.Locals = keyof App.Locals> {
  request: Request;
  url: URL;
  clientAddress?: string;
  cookies: AstroCookies;
  locals: Pick<App.Locals, L>;
  /** The page's own answer: its status and headers (Astro.response). */
  response: { status?: number; headers: Headers };
  redirect: (path: string, status?: 301 | 302 | 303 | 307 | 308) => Response;
}
