// Server-only: the prescription pictures of an order, as the page may show them. Only files on
// the marketplace's own image origins are kept (checkImageSource, as /img checks them), and they
// are shown and linked through the storefront's image endpoint, which decodes and re-encodes them:
// a file the marketplace kept as .png whatever it held is never served to the browser as it is.
import { imageUrl } from '../images/urls.ts';
import { allowedImageOrigins, checkImageSource, imageStorageRoot } from '../images/request.server.ts';

export interface Attachment {
  /** The source URL, for <Img>. */
  src: string;
  /** A large copy through /img, for the link. */
  href: string;
}

export function safeAttachments(urls: readonly string[]): Attachment[] {
  const origins = allowedImageOrigins();
  const storageRoot = imageStorageRoot();
  const out: Attachment[] = [];
  for (const raw of urls.slice(0, 20)) {
    const checked = checkImageSource(raw, origins);
    if (typeof checked === 'string') continue;
    const href = imageUrl(checked.href, 1600, { storageRoot });
    if (href?.startsWith('/img?')) out.push({ src: checked.href, href });
  }
  return out;
}
