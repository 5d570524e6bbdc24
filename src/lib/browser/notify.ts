// Toasts without sonner at page load: the first one loads it and wakes the page's toast area
// (the Toasts island, whose live region the server already rendered, so a screen reader
// announces that first toast too). sonner keeps a toast made before its Toaster is mounted and
// shows it once it is, so none is lost.
import { ISLAND, wakeIsland } from './wake.ts';

type Kind = 'success' | 'error' | 'info';

let sonner: Promise<typeof import('sonner')> | null = null;

function show(kind: Kind, message: string): void {
  wakeIsland(ISLAND.toasts);
  sonner ??= import('sonner');
  sonner.then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => {
      // Offline or a new deploy: the next toast tries again.
      sonner = null;
      console.error('toast: could not load', error);
    },
  );
}

/** What `toast` from sonner offers the islands, loaded on first use. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
