// Fills OfflineCart.astro from the snapshot the cart page kept (lib/cart/cart-snapshot.ts): the
// cart's last known lines, read-only, for a customer who lost the connection. Only textContent and
// attributes are set (never HTML): the snapshot comes from storage, which is not trusted.
import { readCartSnapshot, type CartSnapshot } from '../../cart/cart-snapshot.ts';
import { intlLocale, langOfTag } from '../../i18n/langs.ts';

/** The page's language as Intl reads it (<html lang>), with our languages' own tags. */
function pageLocale(): string | undefined {
  const tag = document.documentElement.lang;
  const lang = langOfTag(tag);
  return lang ? intlLocale(lang) : tag || undefined;
}

/** "14:05", or with the date when it was not saved today (a time alone would mislead). */
export function savedAtText(savedAt: string, locale: string | undefined, now = new Date()): string {
  const at = new Date(savedAt);
  const today = at.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: 'numeric', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, options).format(at);
}

const find = <T extends Element = HTMLElement>(root: ParentNode, name: string) =>
  root.querySelector<T & Element>(`[data-${name}]`);

function setText(element: HTMLElement | null, value: string): void {
  if (element) element.textContent = value;
}

/** `{{name}}` in a message the server put in data-template, replaced by `value`. */
function fromTemplate(element: HTMLElement | null, name: string, value: string): void {
  if (element) element.textContent = (element.dataset.template ?? '').replaceAll(`{{${name}}}`, value);
}

function lineItem(template: HTMLTemplateElement, line: CartSnapshot['lines'][number], numbers: Intl.NumberFormat) {
  const item = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!item) return null;
  setText(find(item, 'line-name'), line.name);
  const options = find(item, 'line-options');
  if (options && line.options) {
    options.textContent = line.options;
    options.hidden = false;
  }
  fromTemplate(find(item, 'line-quantity'), 'quantity', numbers.format(line.quantity));
  setText(find(item, 'line-total'), line.total);
  const image = find<HTMLImageElement>(item, 'line-image');
  if (image && line.image) {
    // Offline the picture may not be in any cache: then the grey box stays, without a broken icon.
    image.addEventListener('error', () => {
      image.hidden = true;
    });
    image.setAttribute('src', line.image);
    image.hidden = false;
  }
  return item;
}

/**
 * Shows the device's last known cart in `section` (OfflineCart.astro), or its empty message when
 * none is kept (or it could not be read), and unhides the section.
 */
export function showOfflineCart(section: HTMLElement): void {
  const snapshot = readCartSnapshot();
  const content = find(section, 'offline-cart-content');
  const empty = find(section, 'offline-cart-empty');
  const list = find(section, 'offline-cart-lines');
  const template = find<HTMLTemplateElement>(section, 'offline-cart-line');
  const filled = snapshot !== null && list !== null && template !== null;
  for (const name of ['offline-cart-store', 'offline-cart-saved-at', 'offline-cart-note']) {
    const element = find(section, name);
    if (element) element.hidden = !filled;
  }
  if (content) content.hidden = !filled;
  if (empty) empty.hidden = filled;
  if (filled) {
    const locale = pageLocale();
    const numbers = new Intl.NumberFormat(locale);
    setText(find(section, 'offline-cart-store'), snapshot.storeName);
    fromTemplate(find(section, 'offline-cart-saved-at'), 'time', savedAtText(snapshot.savedAt, locale));
    const subtotal = find(section, 'offline-cart-subtotal');
    setText(subtotal, snapshot.subtotal);
    subtotal?.setAttribute('lang', snapshot.lang);
    // The lines are in the language the cart was seen in, which may not be this page's.
    list.setAttribute('lang', snapshot.lang);
    list.replaceChildren(...snapshot.lines.flatMap((line) => lineItem(template, line, numbers) ?? []));
  }
  section.hidden = false;
}
