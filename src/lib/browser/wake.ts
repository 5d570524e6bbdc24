// Islands that hydrate on interaction (client:interaction) are woken, and say they are ready, by
// name through events on the document: the page's inline directive and the islands' modules are
// bundled apart, and the document is what both see.

/** The islands that wake on interaction. */
export const ISLAND = {
  auth: 'auth',
  cardActions: 'card-actions',
  purchase: 'purchase',
  toasts: 'toasts',
} as const;
export type IslandName = (typeof ISLAND)[keyof typeof ISLAND];

export const wakeEventName = (name: string) => `island:wake:${name}`;
export const readyEventName = (name: string) => `island:ready:${name}`;

/** Hydrates the island now, for code that needs it before the customer has touched it. */
export function wakeIsland(name: IslandName): void {
  document.dispatchEvent(new Event(wakeEventName(name)));
}

/**
 * Called by the island once its listeners are attached: the directive then replays the click
 * it held back meanwhile.
 */
export function islandReady(name: IslandName): void {
  document.dispatchEvent(new Event(readyEventName(name)));
}
