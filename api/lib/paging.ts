// Laravel paginate($limit, ['*'], 'page', $offset): offset is a 1-based page number, and the
// wrapper echoes the query values as they arrived (strings), or the defaults when absent.
import type { Ctx } from '../env.ts';

export interface Page {
  limit: number;
  page: number;
  /** What the answer echoes back as `limit` and `offset`. */
  echo: { limit: string | number | null; offset: string | number | null };
  /** True when both limit and offset were sent. */
  explicit: boolean;
}

export function readPage(
  c: Ctx,
  defaults: { limit: number; offset: number },
  echoDefaults: 'defaults' | 'null' = 'defaults',
): Page {
  const rawLimit = c.req.query('limit');
  const rawOffset = c.req.query('offset');
  const limit = Number.parseInt(rawLimit ?? '', 10);
  const page = Number.parseInt(rawOffset ?? '', 10);
  return {
    limit: Number.isInteger(limit) && limit > 0 ? limit : defaults.limit,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    echo: {
      limit: rawLimit ?? (echoDefaults === 'null' ? null : defaults.limit),
      offset: rawOffset ?? (echoDefaults === 'null' ? null : defaults.offset),
    },
    explicit: rawLimit !== undefined && rawOffset !== undefined,
  };
}

export function slice<T>(rows: T[], page: Page): T[] {
  const start = (page.page - 1) * page.limit;
  return rows.slice(start, start + page.limit);
}
