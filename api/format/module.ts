// Module rows (reference §5.6). `status` is cast to a string in the real model.
import { imageUrl } from '../env.ts';
import { isoMicros } from '../lib/time.ts';
import type { Row } from '../lib/sql.ts';
import type { FormatCtx } from './context.ts';
import { translated, translationList } from './translate.ts';

export function formatModule(f: FormatCtx, row: Row, extra: Row = {}): Row {
  const t = translated(f.deps.db, 'module', row, f.locale, ['module_name', 'description']);
  return {
    id: row.id,
    module_name: t.module_name,
    module_type: row.module_type,
    thumbnail: row.thumbnail,
    status: String(row.status),
    stores_count: extra.stores_count ?? 0,
    created_at: isoMicros(new Date(String(row.created_at))),
    updated_at: isoMicros(new Date(String(row.updated_at))),
    icon: row.icon,
    theme_id: row.theme_id,
    description: t.description,
    all_zone_service: row.all_zone_service,
    icon_full_url: imageUrl(f.deps, 'module', row.icon),
    thumbnail_full_url: imageUrl(f.deps, 'module', row.thumbnail),
    translations: translationList(f.deps.db, 'module', Number(row.id)),
    storage: [],
    ...extra,
  };
}
