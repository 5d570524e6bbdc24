// The marketplace's 403 `prescription` (an item that needs a prescription, ordered without a file;
// OrderController.php:729-735), in the customer's words, pointing to the prescription order. Other
// refusals keep the marketplace's own message.
import type { Translate } from '../i18n/index.ts';

export function marketplaceRefusal(code: string | null | undefined, message: string, t: Translate): string {
  return code === 'prescription' ? `${t('prescription.errors.required')} ${t('prescription.neededHint')}` : message;
}
