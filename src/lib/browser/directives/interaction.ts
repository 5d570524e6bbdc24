// client:interaction: an island that nobody needs until it is used loads (with React) on the
// customer's first pointer, key or focus interaction with it, or with the elements `on` names
// for an island that handles them by delegation on the document, or when code asks for it
// (wakeIsland). Its first view is server-rendered, so nothing moves when it wakes.
//
// Every tap is answered at once, while React is still on its way, and none is lost or merged:
// - a form field (a box, a choice, a number typed) answers by itself, as the browser does; the
//   island adopts the fields' values when it wakes;
// - a stepper's button (data-step) steps its number field here and now; the island adopts the
//   field's value when it wakes;
// - a control the directive's caller answers itself (`answer`, e.g. a card's heart) is done now;
// - any other click on a matching element that comes before the island has said it is ready
//   (islandReady) is held back (its default action too, so a sign-in link does not navigate),
//   shown pending (aria-busy, which the CSS draws) and replayed when it is ready, every tap in the
//   order it came. Keeping a repeated add or order to one is the action's job, not this one's.
// Keyboard activation arrives as a click as well. An island that fails to load still gets its
// held clicks replayed, so a link then navigates and a form is sent as they would without
// JavaScript.
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

/**
 * Answers a tap before the island is ready, for a caller that can do it without React: returns
 * what is left to do once the island is (e.g. telling it, for its toast), or null when the tap is
 * not one it answers (it is then held and replayed).
 */
export type EarlyAnswer = (target: HTMLElement) => (() => void) | null;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: InteractionOptions;
  }
}

const WAKING = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
const CONTROLS = 'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]';
const FIELDS = 'input, select, textarea, label';
const PENDING = 'data-pending';

/** A click the browser would take somewhere else (new tab, download): left to the browser. */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A stepper's button (data-step="1" or "-1") moves the number field of its group by one, within the
 * field's min and max: the customer sees the new number at once.
 */
function step(button: HTMLElement): void {
  const by = Number(button.dataset.step);
  const field = button.closest('[role="group"]')?.querySelector<HTMLInputElement>('input[type="number"]');
  if (!by || !field || field.disabled || (button as HTMLButtonElement).disabled) return;
  const min = field.min === '' ? -Infinity : Number(field.min);
  const max = field.max === '' ? Infinity : Number(field.max);
  const now = Number.parseInt(field.value, 10);
  field.value = String(Math.min(max, Math.max(min, (Number.isFinite(now) ? now : min) + by)));
}

/** Shows a held control as working until its click is replayed. */
function markPending(target: HTMLElement) {
  if (target.hasAttribute(PENDING)) return;
  target.setAttribute(PENDING, target.getAttribute('aria-busy') ?? '');
  target.setAttribute('aria-busy', 'true');
}

function clearPending(target: HTMLElement) {
  const before = target.getAttribute(PENDING);
  if (before === null) return;
  target.removeAttribute(PENDING);
  if (before) target.setAttribute('aria-busy', before);
  else target.removeAttribute('aria-busy');
}

/** The directive, with an optional early answer for some taps (client:cards answers hearts). */
export function interactionWith(answer?: EarlyAnswer): ClientDirective {
  return (load, options, el) => {
    const { on, name } = (typeof options.value === 'object' ? options.value : {}) as InteractionOptions;
    let woken = false;
    let ready = false;
    /** What the island does once ready, in the order the taps came: a replayed click, or the rest of an answer. */
    const queue: Array<HTMLElement | (() => void)> = [];

    // Inside the island, the control touched (a tap on a button's icon lands on the svg): the
    // element whose click is answered or held.
    const matching = (event: Event): HTMLElement | null => {
      const node = event.target instanceof Element ? event.target : null;
      const found = on ? node?.closest(on) : node && el.contains(node) ? node.closest(CONTROLS) : null;
      return found instanceof HTMLElement && (on || el.contains(found)) ? found : null;
    };

    const release = () => {
      if (ready) return;
      ready = true;
      for (const type of WAKING) window.removeEventListener(type, onEvent, true);
      for (const next of queue.splice(0)) {
        if (typeof next === 'function') {
          next();
          continue;
        }
        clearPending(next);
        if (next.isConnected) next.click();
      }
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
      // A field answers by itself (a box ticked, a choice picked): the island reads the form's
      // fields when it wakes.
      if (target.matches(FIELDS)) return;
      // Window, capture phase: before any other listener, so the island never sees this click.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (target.hasAttribute('data-step')) {
        step(target);
        return;
      }
      const rest = answer?.(target);
      if (rest) {
        queue.push(rest);
        return;
      }
      markPending(target);
      queue.push(target);
    }

    for (const type of WAKING) window.addEventListener(type, onEvent, true);
    el.addEventListener('astro:hydration-error', release, { once: true });
    if (name) {
      document.addEventListener(wakeEventName(name), () => void wake(), { once: true });
      document.addEventListener(readyEventName(name), release, { once: true });
    }
  };
}

const interaction: ClientDirective = interactionWith();
export default interaction;
