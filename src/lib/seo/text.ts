// Plain text out of the rich text editors put in descriptions, for structured data: no tags, no
// entities (JSON-LD is not HTML, so '&amp;' would reach the search result as it is), one space
// between paragraphs.
import sanitizeHtml from 'sanitize-html';

// Closing a block (or a line break) separates words that the markup kept apart.
const BLOCK_END = /<(?:br|hr)\b[^>]*>|<\/(?:p|div|li|dt|dd|h[1-6]|tr|td|th|blockquote|pre|figcaption|caption)\s*>/gi;

/** Text of `html`, whitespace collapsed, at most `maxLength` characters (cut on a word, with '…'). */
export function htmlToText(html: string, maxLength = 5000): string {
  // sanitize-html decodes every entity, then re-escapes only &, < and > in the text it keeps.
  const escaped = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  const text = escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const HEADING = /<h([1-6])\b[^>]*>[\s\S]*?<\/h\1\s*>/gi;

/**
 * A meta description out of a rich text such as the marketplace's about-us: its paragraphs without
 * the headings ("About us" says nothing), at most 160 characters.
 */
export function summaryText(html: string, maxLength = 160): string {
  return htmlToText(html.replace(HEADING, ' '), maxLength);
}
