// Ratings: stores carry counts ordered [5★, 4★, 3★, 2★, 1★] (the real server's order) and
// an avg_rating; the server's average is preferred, the counts are the fallback.

/** Weighted average of counts ordered five stars first; 0 when there are none. */
export function averageFromCounts(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + (Number(b) || 0), 0);
  if (!total) return 0;
  const weighted = counts.reduce((sum, n, i) => sum + (Number(n) || 0) * (5 - i), 0);
  return weighted / total;
}

export function ratingCount(counts: readonly number[]): number {
  return counts.reduce((a, b) => a + (Number(b) || 0), 0);
}

/** The average to show: the server's when present, else from the counts; one decimal. */
export function displayRating(avg: number | null | undefined, counts: readonly number[] = []): number {
  const value = avg && avg > 0 ? avg : averageFromCounts(counts);
  return Math.round(Math.min(5, Math.max(0, value)) * 10) / 10;
}
