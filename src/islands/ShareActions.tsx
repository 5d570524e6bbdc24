// Share the page: the browser's own share sheet where it has one (else the link is copied, and a
// toast says so, or shows the link when copying is refused: never a blocking alert), and copy the
// link with a toast. The network links (facebook, whatsapp...) are plain server-rendered links
// beside this island.
import { notify } from '../lib/browser/notify.ts';
import { pickedTranslator, type Lang } from '../lib/i18n/client.ts';
import Icon from './ui/Icon.tsx';

interface Props {
  url: string;
  title: string;
  /** Offer the native share button (the store page). */
  native?: boolean;
  lang: Lang;
  strings: Record<string, string>;
}

const button =
  'inline-flex h-10 items-center gap-2 rounded-full border border-gray-300 bg-white px-3 text-sm sm:px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-gray-700 dark:bg-gray-900 dark:text-white dark:hover:bg-gray-800';

/** The Clipboard API, or a selected textarea where it is missing or refused (older browsers, no focus). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export default function ShareActions({ url, title, native = false, lang, strings }: Props) {
  const t = pickedTranslator(lang, strings);

  const copy = async () => {
    if (await copyText(url)) notify.success(t('product.linkCopied'));
    else notify.info(t('product.copyThisLink', { url }));
  };

  const share = async () => {
    // Most desktop browsers have no share sheet: the link on the clipboard is what sharing needs.
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects with AbortError: nothing to tell the visitor.
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {native && (
        <button type="button" className={button} onClick={share}>
          <Icon size={18}>
            <circle cx="18" cy="5.5" r="2.5" />
            <circle cx="6" cy="12" r="2.5" />
            <circle cx="18" cy="18.5" r="2.5" />
            <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
          </Icon>
          {t('common.share')}
        </button>
      )}
      <button type="button" className={button} onClick={copy}>
        <Icon size={18}>
          <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
          <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
        </Icon>
        {t('product.copyLink')}
      </button>
    </div>
  );
}
