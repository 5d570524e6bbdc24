// What the fuzz tests send (tests/security/fuzz.spec.ts): wrong values and types, malformed
// JSON, content types, and bodies built from them, plus values drawn by fast-check from a fixed
// seed, so every run sends the same requests.
import fc from 'fast-check';

const SEED = 20_261_125;
export const sample = <T>(arbitrary: fc.Arbitrary<T>, runs: number): T[] =>
  fc.sample(arbitrary, { seed: SEED, numRuns: runs });

// ---------------------------------------------------------------------------------------------
// What is sent

/** Values that are wrong for any field: types, sizes, characters, shapes. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text.
const TEMPLATE_PROBE = '${7*7}';
const WRONG_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  '\u202e\u0000\r\n',
  'x'.repeat(10_000),
  '٠١٢٣',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  TEMPLATE_PROBE,
  [],
  ['a'],
  [1, 2],
  [[[]]],
  {},
  { a: 1 },
  { $gt: '' },
  { __proto__: { admin: true } },
];

/** Bodies that are not JSON, or JSON of a shape no endpoint takes. */
export const JSON_TEXTS = [
  '',
  ' ',
  '{',
  '}',
  '[',
  '{"a":',
  'nul',
  'undefined',
  'NaN',
  '{"a":1}garbage',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  "{'a':1}",
  '{"a":1,}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null}',
  'null',
  '[]',
  '"x"',
  '1',
  'true',
  '{}',
  JSON.stringify({ a: 'x'.repeat(70_000) }),
];

export const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
];

/** Every `step`-th item, starting at `offset`: a fixed, spread-out part of a long list. */
export const every = <T>(list: T[], step: number, offset = 0): T[] => list.filter((_, i) => (i + offset) % step === 0);

/**
 * JSON bodies for an endpoint with these fields: each field wrong in turn (every `step`-th wrong
 * value, a different part for each field), then random objects.
 */
export function jsonBodies(fields: string[], base: Record<string, unknown>, randomRuns = 25, step = 1): string[] {
  const bodies = [...JSON_TEXTS];
  fields.forEach((field, n) => {
    for (const value of every(WRONG_VALUES, step, n)) bodies.push(JSON.stringify({ ...base, [field]: value }));
  });
  bodies.push(JSON.stringify({ ...base, unknown_field: 1, extra: { nested: [1, { deeper: true }] } }));
  bodies.push(
    `{${[...fields, '__proto__', 'constructor'].map((f) => `"${f}":{"__proto__":{"polluted":"yes"}}`).join(',')}}`,
  );
  const key = fc.constantFrom(...fields, '__proto__', 'constructor', 'prototype', 'toString', 'x');
  bodies.push(...sample(fc.dictionary(key, fc.jsonValue({ maxDepth: 3 })), randomRuns).map((o) => JSON.stringify(o)));
  bodies.push(...sample(fc.json({ maxDepth: 3 }), randomRuns / 5));
  return bodies;
}

/** urlencoded bodies: each field wrong in turn (arrays as repeated keys), then random pairs. */
export function formBodies(fields: string[], base: Record<string, string>, randomRuns = 20): string[] {
  const bodies = ['', '=', '&&&', '%', '%E0%A4%A=1', 'a=%ZZ', `${'a'.repeat(20_000)}=1`];
  const strings = [
    '',
    ' ',
    '\u0000',
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    '%00',
    '٠١٢٣',
    '[object Object]',
    '__proto__',
  ];
  for (const field of fields) {
    for (const value of strings) bodies.push(new URLSearchParams({ ...base, [field]: value }).toString());
    bodies.push(`${new URLSearchParams(base)}&${field}=a&${field}=b&${field}[]=c&${field}[x]=d`);
  }
  bodies.push(`${new URLSearchParams(base)}&__proto__[polluted]=yes&constructor[prototype][polluted]=yes`);
  const pairs = fc.array(
    fc.tuple(fc.constantFrom(...fields, '__proto__', 'x'), fc.string({ unit: 'binary', maxLength: 40 })),
    { maxLength: 6 },
  );
  bodies.push(...sample(pairs, randomRuns).map((list) => new URLSearchParams(list).toString()));
  return bodies;
}
