// One private JSON answer of the storefront (/api/home/*) for a home block: loading, the data, or
// an error with a retry. Started only when `enabled` (a signed-out visitor asks for no orders).
import { useCallback, useEffect, useState } from 'react';
import { ClientError, storefrontFetch } from '../../lib/browser/http.ts';

export type Loaded<T> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'error'; signIn: boolean };

export function usePrivateJson<T>(path: string, enabled: boolean): { state: Loaded<T>; retry: () => void } {
  const [state, setState] = useState<Loaded<T>>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    storefrontFetch<T>(path, { signal: controller.signal })
      .then((data) => setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'error', signIn: error instanceof ClientError && error.signIn });
      });
    return () => controller.abort();
  }, [path, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
