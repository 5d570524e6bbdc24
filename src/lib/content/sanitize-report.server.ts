// What the rich-text sanitiser (sanitize.server.ts) removed from or changed in an editor's draft, and
// why, for the draft page. The draft is parsed as sanitize-html parses it (htmlparser2, entities
// decoded); a tag is checked against the same allowlist, and each allowed element is passed
// through the sanitiser itself on its own, so an attribute is listed as removed exactly when the
// sanitiser drops it. The rules only name the reason.
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_RULES } from './sanitize.server.ts';

export type RemovalReason =
  | 'script'
  | 'style'
  | 'frame'
  | 'tag'
  | 'handler'
  | 'styleAttr'
  | 'attr'
  | 'scheme'
  | 'relative'
  | 'image'
  | 'rel';

export interface Removal {
  reason: RemovalReason;
  tag: string;
  attr?: string;
  scheme?: string;
}

/** A draft with many removals lists the first ones; the rendered draft shows the rest's effect. */
const MAX_REMOVALS = 100;
const SCRIPT_TAGS = new Set(['script', 'noscript', 'template']);
const FRAME_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal']);
const EXTERNAL_REL = 'noopener noreferrer nofollow';

const allowedTags = new Set(RICH_TEXT_RULES.allowedTags || []);

function allowedAttribute(tag: string, attr: string): boolean {
  const lists = RICH_TEXT_RULES.allowedAttributes || {};
  const names = [...(lists[tag] ?? []), ...(lists['*'] ?? [])];
  return names.some((entry) => (typeof entry === 'string' ? entry : entry.name) === attr);
}

const quote = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The element as the sanitiser leaves it when it stands alone: its attributes, or null when dropped. */
function sanitisedAlone(tag: string, attribs: Record<string, string>): Record<string, string> | null {
  const source = `<${tag}${Object.entries(attribs)
    .map(([name, value]) => ` ${name}="${quote(value)}"`)
    .join('')}>`;
  let kept: Record<string, string> | null = null;
  const parser = new Parser({
    onopentag(name, found) {
      if (kept === null && name === tag) kept = found;
    },
  });
  parser.end(sanitizeHtml(source, RICH_TEXT_RULES));
  return kept;
}

/** Why a URL attribute the allowlist names was dropped: its scheme, or a protocol-relative address. */
function urlReason(tag: string, attr: string, value: string): Removal {
  // As the sanitiser reads a URL: whitespace and control characters do not count.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is ignored.
  const plain = value.replace(/[\u0000-\u0020]+/g, '');
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(plain)?.[1];
  if (scheme) return { reason: 'scheme', tag, attr, scheme: scheme.toLowerCase() };
  if (/^[/\\]{2}/.test(plain)) return { reason: 'relative', tag, attr };
  return { reason: 'attr', tag, attr };
}

function tagReason(tag: string): RemovalReason {
  if (SCRIPT_TAGS.has(tag)) return 'script';
  if (tag === 'style') return 'style';
  if (FRAME_TAGS.has(tag)) return 'frame';
  return 'tag';
}

function attributeRemovals(tag: string, attribs: Record<string, string>): Removal[] {
  const kept = sanitisedAlone(tag, attribs);
  if (kept === null) return [{ reason: tag === 'img' ? 'image' : 'tag', tag }];
  const found: Removal[] = [];
  for (const [attr, value] of Object.entries(attribs)) {
    if (attr in kept) continue;
    if (/^on/i.test(attr)) found.push({ reason: 'handler', tag, attr });
    else if (attr === 'style') found.push({ reason: 'styleAttr', tag, attr });
    else if (allowedAttribute(tag, attr)) found.push(urlReason(tag, attr, value));
    else found.push({ reason: 'attr', tag, attr });
  }
  if (tag === 'a' && kept.rel === EXTERNAL_REL && attribs.rel !== EXTERNAL_REL) found.push({ reason: 'rel', tag });
  return found;
}

/** Each removal or change the sanitiser makes to `html`, in document order (at most MAX_REMOVALS). */
export function sanitizeReport(html: string): Removal[] {
  const removals: Removal[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (removals.length >= MAX_REMOVALS) return;
        if (!allowedTags.has(tag)) removals.push({ reason: tagReason(tag), tag });
        else removals.push(...attributeRemovals(tag, attribs));
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return removals.slice(0, MAX_REMOVALS);
}
