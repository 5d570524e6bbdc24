// Whether the browser says it is online, for islands that change what they offer offline (the
// cart turns read-only, search says it needs a connection). The first render is online, as the
// server rendered it, so hydration matches; navigator.onLine is read once the island is awake.
import { useEffect, useState } from 'react';

export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
