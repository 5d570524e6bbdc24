// The product page after a refused add-to-cart post (add-action.server.ts): what was typed comes
// back in the query (the form's own field names), and why in the flash message, which names the
// field to correct. The page shows that message by the field instead of at the top.
import { typedPurchase, type TypedPurchase } from './add-form.ts';

type Locals = Pick<App.Locals, 'flash' | 't'>;

export function refusedPurchase(
  query: URLSearchParams,
  locals: Locals,
): (TypedPurchase & { problem?: { field: string; message: string } }) | undefined {
  const flash = locals.flash;
  const field = flash?.tone === 'error' ? flash.params?.field : undefined;
  // A card posts nothing typed: its refusal (a dish's choice) comes back with the form as it was.
  const typed = typedPurchase(query) ?? (typeof field === 'string' ? typedPurchase([['quantity', '1']]) : null);
  if (!typed) return undefined;
  if (!flash || typeof field !== 'string') return typed;
  // Said once, by the field (the layout would say it again at the top).
  locals.flash = null;
  return { ...typed, problem: { field, message: locals.t(flash.key, flash.params) } };
}
