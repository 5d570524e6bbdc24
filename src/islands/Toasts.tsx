// The page's toast area (sonner): top corner on the reading side's end, 3 s, in the page's theme.
// It wakes with the first toast (src/lib/browser/notify.ts); its empty live region is in the
// server's HTML from the start.
import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { ISLAND, islandReady } from '../lib/browser/wake.ts';

export default function Toasts({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.classList.contains('dark') ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    islandReady(ISLAND.toasts);
    return () => observer.disconnect();
  }, []);
  return (
    <Toaster
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      duration={3000}
      dir={dir}
      theme={theme}
      richColors
      closeButton
    />
  );
}
