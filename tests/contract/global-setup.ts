// Generates the shared seed images once, before the contract test files start their APIs in
// parallel, so a fresh machine does not render the same pictures in every worker.
import { generateImages } from '../../api/seed/index.ts';
import { SHARED_STORAGE } from './harness.ts';

export default async function setup() {
  await generateImages(SHARED_STORAGE);
}
