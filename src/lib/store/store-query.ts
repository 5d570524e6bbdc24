// The store page's ?q= search term: trimmed, inner whitespace collapsed, at most 100 characters;
// '' means no search (the popular items show).

export const STORE_QUERY_MAX = 100;

export function storeQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, STORE_QUERY_MAX).trim();
}
