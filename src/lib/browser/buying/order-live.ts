// Keeps a running order's page current: every 20 s (never while the tab is hidden) it asks the
// storefront for the order's status; when it changed, the page is rendered again on the server and
// its live parts (timeline, status badge, cancel and reorder controls) are swapped in, and the new
// step is announced politely. It stops once the order has ended.
import { orderEnded } from '../../domain/aftercare/order-timeline.ts';

const POLL_MS = 20_000;

function timelineSection(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-order-live="timeline"]');
}

/** Renders the page again and swaps its live parts in; answers the new status, or null. */
export async function refreshOrder(): Promise<string | null> {
  const response = await fetch(location.href, {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return null;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  const next = fresh.querySelector<HTMLElement>('[data-order-live="timeline"]');
  const section = timelineSection();
  if (!next || !section) return null;
  // The section (and its live region) stays, so the announcement is heard.
  section.querySelector('[data-timeline]')?.replaceWith(next.querySelector('[data-timeline]')!);
  section.dataset.orderStatus = next.dataset.orderStatus ?? '';
  if (next.dataset.orderEnded) section.dataset.orderEnded = 'true';
  for (const part of document.querySelectorAll<HTMLElement>('[data-order-live]:not([data-order-live="timeline"])')) {
    const replacement = fresh.querySelector(`[data-order-live="${part.dataset.orderLive}"]`);
    if (replacement) part.replaceWith(document.adoptNode(replacement));
    else part.remove();
  }
  const badge = fresh.querySelector('header [data-status]');
  if (badge) document.querySelector('header [data-status]')?.replaceWith(document.adoptNode(badge));
  const current = section.querySelector('[aria-current="step"]');
  const label = current?.querySelector('[data-step-label]')?.textContent?.trim() ?? '';
  const announce = section.querySelector('[data-order-announce]');
  if (announce && label)
    announce.textContent = (section.dataset.changedTemplate ?? '{{status}}').replace('{{status}}', label);
  document.dispatchEvent(new CustomEvent('order:refreshed'));
  return section.dataset.orderStatus ?? null;
}

async function statusNow(orderId: string): Promise<string | null | 'stop'> {
  const response = await fetch(`/api/v1/customer/order/track?order_id=${encodeURIComponent(orderId)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(8000),
  });
  if (response.status === 401 || response.status === 404) return 'stop';
  if (!response.ok) return null;
  const body = (await response.json()) as { order_status?: unknown };
  return typeof body.order_status === 'string' ? body.order_status : null;
}

export function watchOrder(): void {
  const section = timelineSection();
  const orderId = section?.dataset.orderId;
  if (!section || !orderId || section.dataset.orderEnded) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, POLL_MS);
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  async function tick() {
    try {
      const status = await statusNow(orderId!);
      if (status === 'stop') return stop();
      const shown = timelineSection()?.dataset.orderStatus;
      if (status && status !== shown) await refreshOrder();
      if (orderEnded(timelineSection()?.dataset.orderStatus ?? '')) return stop();
    } catch {
      // Offline or slow: the next round tries again.
    }
    schedule();
  }
  function onVisibility() {
    if (document.visibilityState === 'visible') void tick();
    else clearTimeout(timer);
  }
  document.addEventListener('visibilitychange', onVisibility);
  // A refresh made by the page itself (a cancellation) may end the order.
  document.addEventListener('order:refreshed', () => {
    if (orderEnded(timelineSection()?.dataset.orderStatus ?? '')) stop();
  });
  schedule();
}
