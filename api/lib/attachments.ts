// Order attachments (prescriptions), as Helpers::upload('order/', 'png', $file) keeps them
// (helpers.php:2038-2053): every file under order/<date>-<id>.png whatever it holds, no type or
// size check, listed as `order_attachment` JSON [{img, storage}] (OrderController.php:546-568).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rememberImage, type Deps } from '../env.ts';

/** The files posted as `order_attachment` (one or a list) or `order_attachment[]`; text values are not files. */
export function attachedFiles(input: Record<string, unknown>): File[] {
  return [input['order_attachment[]'], input.order_attachment].flat().filter((f): f is File => f instanceof File);
}

export async function storeAttachments(
  deps: Deps,
  files: readonly File[],
  today: string,
): Promise<Array<{ img: string; storage: string }>> {
  const stored: Array<{ img: string; storage: string }> = [];
  for (const file of files) {
    const name = `${today}-${randomBytes(7).toString('hex')}.png`;
    const folder = join(deps.storageDir, 'app', 'public', 'order');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), Buffer.from(await file.arrayBuffer()));
    rememberImage(deps, 'order', name);
    stored.push({ img: name, storage: 'public' });
  }
  return stored;
}
