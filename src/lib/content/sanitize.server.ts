// Rich text from the server (policy and about pages) is sanitised here with an allowlist before
// it is rendered: no scripts, no event handlers, no javascript: URLs, no styles or frames.
// The rules are exported for the editors' draft report (sanitize-report.server.ts), which explains what
// they removed from the same rules, so the two cannot disagree.
import sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'span',
    'div',
  ],
  allowedAttributes: {
    // rel, loading and decoding are only ever set by the transforms below.
    a: ['href', 'title', 'lang', 'dir', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links from editors open in place but never hand the page to the target.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: /^https?:/i.test(attribs.href ?? '') ? 'noopener noreferrer nofollow' : '' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
  // Only absolute web images; a relative or broken source would show as a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES);
}

/** Plain text of rich text, for meta descriptions. */
export function plainText(html: string, maxLength = 160): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
