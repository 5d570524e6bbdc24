// client:interaction: an island that nobody needs until it is used loads (with React) on the
// customer's first pointer, key or focus interaction with it, or with the elements `on` names
// for an island that handles them by delegation on the document, or when code asks for it
// (wakeIsland). Its first view is server-rendered, so nothing moves when it wakes.
//
// The tap that wakes it must not be lost: a click on a matching element that comes before the
// island has said it is ready (islandReady) is held back (its default action too, so a sign-in
// link does not navigate) and replayed, once, when it is. Keyboard activation arrives as a click
// as well. An island that fails to load still gets its held clicks replayed, so a link then
// navigates as it would without JavaScript.
//
// This file is bundled on its own and inlined into every page that uses the directive.
import type { ClientDirective } from 'astro';
import { type IslandName, readyEventName, wakeEventName } from '../wake.ts';

export interface InteractionOptions {
  /** What wakes the island, by delegation (default: the island's own elements). */
  on?: string;
  /** For wakeIsland() and islandReady(); without one, the island is ready once hydrated. */
  name?: IslandName;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: InteractionOptions;
  }
}

const WAKING = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
const CONTROLS = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]';

/** A click the browser would take somewhere else (new tab, download): left to the browser. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

const interaction: ClientDirective = (load, options, el) => {
  const { on, name } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
  let woken = false;
  let ready = false;
  const held: HTMLElement[] = [];

  // Inside the island, the control touched (a tap on a button's icon lands on the svg): the
  // element whose click is held and replayed.
  const matching = (event: Event): HTMLElement | null => {
    const node = event.target instanceof Element ? event.target : null;
    const found = on ? node?.closest(on) : node && el.contains(node) ? node.closest(CONTROLS) : null;
    return found instanceof HTMLElement && (on || el.contains(found)) ? found : null;
  };

  const release = () => {
    if (ready) return;
    ready = true;
    for (const type of WAKING) window.removeEventListener(type, onEvent, true);
    for (const element of held.splice(0)) if (element.isConnected) element.click();
  };

  const wake = async () => {
    if (woken) return;
    woken = true;
    const hydrate = await load();
    await hydrate();
    if (!name) release();
  };

  function onEvent(event: Event) {
    const target = matching(event);
    if (!target) return;
    void wake();
    if (event.type !== 'click' || ready) return;
    if (isModified(event as MouseEvent) && target.closest('a[href]')) return;
    // Window, capture phase: before any other listener, so the click happens once, on replay.
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap on the same control before the island is ready is one request, not two.
    if (!held.includes(target)) held.push(target);
  }

  for (const type of WAKING) window.addEventListener(type, onEvent, true);
  el.addEventListener('astro:hydration-error', release, { once: true });
  if (name) {
    document.addEventListener(wakeEventName(name), () => void wake(), { once: true });
    document.addEventListener(readyEventName(name), release, { once: true });
  }
};

export default interaction;
