// Every form in the storefront posts (a tap before the islands are ready, or without JavaScript,
// never puts what was typed in a URL); only search forms use GET, for their ?q= address. And the
// sign-up form post is read the way the page shows it again: never a password, the phone as typed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e164, loginPayload } from '../../src/lib/domain/account/auth-rules.ts';
import { readSignUpForm } from '../../src/lib/identity/sign-up.server.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(astro|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The opening tag from `<form` to its `>`, skipping `>` inside JSX expressions and quotes. */
function openingTag(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 0 && (c === '"' || c === "'")) quote = c;
    else if (depth === 0 && c === '>') return source.slice(start, i + 1);
  }
  throw new Error(`unterminated <form at ${start}`);
}

function formTags(): Array<{ where: string; tag: string; body: string }> {
  return sourceFiles(SRC).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/<form\b/g)].map((m) => ({
      where: `${path.relative(SRC, file)}:${source.slice(0, m.index).split('\n').length}`,
      tag: openingTag(source, m.index!),
      body: source.slice(m.index!, source.indexOf('</form>', m.index!)),
    }));
  });
}

const attr = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|\\{([^}]*)\\})`, 'i'));

describe('forms', () => {
  const forms = formTags();

  it('finds the forms of the storefront (the sign-in, sign-up and recovery panel, the order, search)', () => {
    const files = new Set(forms.map((f) => f.where.split(':')[0]));
    for (const file of [
      'islands/auth/SignInForm.tsx',
      'islands/auth/SignUpForm.tsx',
      'islands/auth/ForgotForm.tsx',
      'islands/cart/PlaceOrderDialog.tsx',
      'pages/login.astro',
      'islands/LiveSearch.tsx',
    ])
      expect(files).toContain(file);
    expect(forms.length).toBeGreaterThanOrEqual(12);
  });

  it.each(formTags().map((f) => [f.where, f.tag, f.body] as const))(
    '%s posts, or is a GET search form or link',
    (_where, tag, body) => {
      const method = attr(tag, 'method')?.[1]?.toLowerCase();
      if (method === 'get') {
        // A search form, or a button that only goes to a page (no field: nothing typed in the URL).
        if (attr(tag, 'role')?.[1] !== 'search')
          expect(body, 'a GET form is a search form or has no field').not.toMatch(/\sname=/);
        return;
      }
      expect(method, 'method="post"').toBe('post');
    },
  );

  it('the island forms say where they post, so a native submit reaches a server handler', () => {
    for (const { where, tag } of forms.filter((f) => f.where.startsWith('islands/'))) {
      expect(attr(tag, 'action'), where).toBeTruthy();
    }
  });
});

describe('a sign-up form post', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };

  it('keeps the typed values to show again, never the passwords, with the phone as it was typed', () => {
    const { values, input } = readSignUpForm(
      form({
        name: 'Mona',
        email: 'mona@demo.test',
        phone: '٠١٠١٢٣٤٥٦٧٨',
        password: 'secret123',
        confirm_password: 'secret124',
        terms: 'on',
      }),
    );
    expect(values).toEqual({ name: 'Mona', email: 'mona@demo.test', phone: '٠١٠١٢٣٤٥٦٧٨', terms: true });
    expect(JSON.stringify(values)).not.toContain('secret');
    expect(input).toMatchObject({
      phone: '٠١٠١٢٣٤٥٦٧٨',
      password: 'secret123',
      confirm_password: 'secret124',
      terms: true,
    });
  });

  it('leaves the phone as typed, to be read as sign-in reads it when it is sent', () => {
    expect(readSignUpForm(form({ phone: '05321234567' })).input.phone).toBe('05321234567');
    expect(readSignUpForm(form({})).values).toEqual({ name: '', email: '', phone: '', terms: false });
    expect(readSignUpForm(form({})).input.terms).toBeUndefined();
  });

  it('stores the number sign-in finds, however it was typed', () => {
    for (const [typed, country, stored] of [
      ['01000279892', 'EG', '+201000279892'],
      ['1000279893', 'EG', '+201000279893'],
      ['٠١٠٠٠٢٧٩٨٩٢', 'EG', '+201000279892'],
      ['+20 100 027 9892', 'TR', '+201000279892'],
      ['05321234567', 'TR', '+905321234567'],
    ] as const) {
      expect(e164(typed, country), typed).toBe(stored);
      expect(loginPayload({ email_or_phone: typed, password: 'x' }, country).email_or_phone, typed).toBe(stored);
    }
  });
});
