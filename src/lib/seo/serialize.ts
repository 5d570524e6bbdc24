// JSON for a <script type="application/ld+json"> block. JSON.stringify alone is not safe there:
// a name containing '</script>' (or '<!--') would end the block and let the rest run as HTML.
// Every '<', '>' and '&' can only sit inside a JSON string, where \u003c and friends mean the
// same character, so escaping them changes nothing for a JSON-LD reader. U+2028/U+2029 are
// escaped too, for engines that still treat them as line terminators.

const UNSAFE = /[<>&\u2028\u2029]/g;

function escapeChar(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** JSON text that can be placed verbatim inside a script element. */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('JSON-LD data is not serialisable');
  return json.replace(UNSAFE, escapeChar);
}
