// The store fields the menu and the open/closed notices read: its opening hours (stores/details'
// `schedules`, and `current_opening_time`, today's opening time or "closed", helpers.php:4716) and
// its categories (stores/details' `category_ids` and `category_details`, StoreController.php:147-157).
// List answers leave most of them out: every field falls back to empty.
import { z } from 'zod';
import { id, numOr, strOr, strOrNull } from './common.ts';

/** "HH:MM[:SS]" as the server stores it; anything else drops the slot. */
const clock = z.string().regex(/^\d{1,2}:\d{2}(:\d{2})?$/);

const ScheduleSchema = z.object({
  /** 0 = Sunday … 6 = Saturday (PHP's date('w')). */
  day: z.coerce.number().int().min(0).max(6),
  opening_time: clock,
  closing_time: clock,
});

const CategorySchema = z.object({ id, name: strOr(''), position: numOr(0) });

export const storeHoursShape = {
  schedules: z
    .array(z.unknown())
    .nullish()
    .transform((list) =>
      (list ?? []).flatMap((entry) => {
        const parsed = ScheduleSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .catch([]),
  current_opening_time: strOrNull.catch(null),
  category_ids: z
    .array(id)
    .nullish()
    .transform((v) => v ?? [])
    .catch([]),
  category_details: z
    .array(z.unknown())
    .nullish()
    .transform((list) =>
      (list ?? []).flatMap((entry) => {
        const parsed = CategorySchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    )
    .catch([]),
};
