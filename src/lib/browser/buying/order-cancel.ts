// The order page's cancel dialog: opens as a modal, checks the reason, sends it once through the
// storefront's proxy (PUT customer/order/cancel) and then shows the page as the server now renders
// it (cancelled, or the status that stopped the cancellation). Delegated, so it survives swaps.
import { refreshOrder } from './order-live.ts';

const MAX_REASON = 255;
let sending = false;

function section(from: Element): HTMLElement | null {
  return from.closest<HTMLElement>('[data-order-live="cancel"]');
}

function reasonOf(form: HTMLFormElement): string {
  const picked = form.querySelector<HTMLInputElement>('input[name="reason"]:checked')?.value;
  const other = form.querySelector<HTMLTextAreaElement>('textarea[name="other"]')?.value.trim() ?? '';
  return picked && picked !== '__other' ? picked : other;
}

function showError(form: HTMLFormElement, message: string) {
  const error = form.querySelector<HTMLElement>('[data-cancel-error]');
  if (error) error.textContent = message;
  form.querySelector('textarea')?.setAttribute('aria-invalid', message ? 'true' : 'false');
}

/** After the server's answer: the page's live parts anew, then the message in the new cancel part. */
async function settle(message: string, refused: boolean) {
  try {
    await refreshOrder();
  } catch {
    // The page could not be rendered again: the message still says what happened.
  }
  const fresh = document.querySelector<HTMLElement>('[data-order-live="cancel"]');
  const target = fresh?.querySelector<HTMLElement>('[data-cancel-message]');
  if (!fresh || !target) return;
  if (refused) {
    target.setAttribute('role', 'alert');
    target.className = 'rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-red-950 dark:text-red-100';
  }
  target.textContent = message;
  target.tabIndex = -1;
  target.focus();
}

async function submit(form: HTMLFormElement) {
  const part = section(form);
  if (!part || sending) return;
  const reason = reasonOf(form);
  if (!reason) return showError(form, part.dataset.msgNeedReason ?? '');
  if (reason.length > MAX_REASON) return showError(form, part.dataset.msgTooLong ?? '');
  showError(form, '');
  sending = true;
  const button = form.querySelector<HTMLButtonElement>('[data-cancel-confirm]');
  const label = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = part.dataset.msgSending ?? label;
  }
  try {
    // The marketplace's cancel through the proxy, or for a guest the storefront's own (same answers).
    const response = await fetch(part.dataset.cancelApi ?? '/api/v1/customer/order/cancel', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ order_id: Number(part.dataset.orderId), reason }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as {
      errors?: Array<{ code?: string; message?: string }>;
    } | null;
    if (response.ok || (response.status === 403 && body?.errors?.[0]?.code === 'order')) {
      form.closest('dialog')?.close();
      // Only a guest's view names "not found" apart: a guest may cancel only from the browser that ordered.
      const refusal =
        (body?.errors?.[0]?.message === 'Not found' && part.dataset.msgNotYours) || part.dataset.msgNotPending;
      await settle((response.ok ? part.dataset.msgDone : refusal) ?? '', !response.ok);
      return;
    }
    if (response.status === 401) return location.reload();
    showError(form, part.dataset.msgFailed ?? '');
  } catch {
    showError(form, part.dataset.msgFailed ?? '');
  } finally {
    sending = false;
    if (button?.isConnected) {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      button.textContent = label;
    }
  }
}

export function enhanceCancel(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const open = target?.closest('[data-cancel-open]');
    const keep = target?.closest('[data-cancel-keep]');
    const dialog = (open ? section(open) : keep?.closest('dialog'))?.querySelector<HTMLDialogElement>(
      '[data-cancel-dialog]',
    );
    if (!dialog) return;
    event.preventDefault();
    if (keep) return dialog.close();
    if (dialog.open) dialog.close();
    dialog.showModal();
  });
  document.addEventListener('input', (event) => {
    // Typing a reason chooses "Another reason".
    const area = event.target as Element | null;
    if (area?.matches('[data-cancel-form] textarea')) {
      const other = area.closest('form')?.querySelector<HTMLInputElement>('[data-reason-other]');
      if (other) other.checked = true;
    }
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement | null;
    if (!form?.matches('[data-cancel-form]')) return;
    event.preventDefault();
    void submit(form);
  });
}
