// The page's toast area (sonner): top corner on the reading side's end, 3 s, in the page's theme.
// It wakes with the first toast (src/lib/browser/notify.ts); its empty live region is in the
// server's HTML from the start. Toasts come down below the header (top bar and sticky header as the
// page opens), so they never hide the cart count an add has just changed, nor their own close
// button under the header.
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { ISLAND, islandReady } from '../lib/browser/wake.ts';

/** Space between the header's lowest edge and the first toast, and from the screen's sides. */
const GAP = 12;

/**
 * Where the header ends on an unscrolled page, under the top bar: the sticky header only rises from
 * there. (A stuck header's own offsetTop follows the scroll, so the top bar above it is measured.)
 */
function headerBottom(): number {
  const header = document.querySelector<HTMLElement>('body > header');
  if (!header) return 0;
  const above = header.previousElementSibling as HTMLElement | null;
  return (above ? above.offsetTop + above.offsetHeight : 0) + header.offsetHeight;
}

export default function Toasts({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  // Read at once in the browser: the toast that woke the island shows in its place from the start
  // (the server renders no toast list, so nothing differs at hydration).
  const [top, setTop] = useState(() => (typeof document === 'undefined' ? 0 : headerBottom() + GAP));
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.classList.contains('dark') ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    const place = () => setTop(headerBottom() + GAP);
    window.addEventListener('resize', place);
    islandReady(ISLAND.toasts);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, []);
  const offset = { top, left: GAP + 4, right: GAP + 4 };
  return (
    <Toaster
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      duration={3000}
      dir={dir}
      theme={theme}
      offset={offset}
      mobileOffset={{ ...offset, left: GAP, right: GAP }}
      richColors
      closeButton
    />
  );
}
