// Asks the storefront whether a store takes orders now (src/pages/api/store-status/[id].ts).
// The answer is the closed store's message, or null when it is open or could not be asked: the
// order itself is then refused by the marketplace if the store closed, and that refusal shown.
import { localizePath } from '../paths.ts';
import { storefrontFetch } from './http.ts';

export async function storeClosedMessage(prefix: string, storeId: number): Promise<string | null> {
  try {
    const answer = await storefrontFetch<{ open: boolean; message?: string }>(
      localizePath(prefix, `/api/store-status/${storeId}`),
      { timeoutMs: 6000 },
    );
    return answer.open ? null : (answer.message ?? null);
  } catch {
    return null;
  }
}
