// Request input and validation with Laravel's wording, answered as error_processor does:
// 403 {errors:[{code: field, message: first message}]} with one entry per failing field.
import { z } from 'zod';
import type { Ctx } from '../env.ts';
import type { ErrorEntry } from './errors.ts';

/** Laravel's $request->all(): query merged with a JSON, urlencoded or multipart body. */
export async function readInput(c: Ctx): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { ...c.req.query() };
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(input, body);
    } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      Object.assign(input, await c.req.parseBody());
    }
  } catch {
    // A body Laravel cannot decode contributes nothing; validation then names the missing fields.
  }
  return input;
}

const label = (name: string) => name.replace(/_/g, ' ');
const isBlank = (x: unknown) => x === undefined || x === null || (typeof x === 'string' && x.trim() === '');
const requiredMessage = (name: string) => `The ${label(name)} field is required.`;

interface TextRules {
  min?: number;
  max?: number;
  email?: boolean;
  oneOf?: readonly string[];
  optional?: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Required fields parse to T; `optional: true`, or an optional decided at run time, to T | undefined. */
type Field<T, R> = z.ZodType<
  R extends { optional: true }
    ? T | undefined
    : R extends { optional: boolean }
      ? boolean extends R['optional']
        ? T | undefined
        : T
      : T
>;

export function text<R extends TextRules = Record<never, never>>(name: string, rules: R = {} as R): Field<string, R> {
  const schema: z.ZodType<string> = z
    .string({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(name) : `The ${label(name)} field must be a string.`,
    })
    .trim()
    .superRefine((value, ctx) => {
      if (rules.email && !EMAIL.test(value))
        ctx.addIssue({ code: 'custom', message: `The ${label(name)} field must be a valid email address.` });
      else if (rules.min !== undefined && value.length < rules.min)
        ctx.addIssue({ code: 'custom', message: `The ${label(name)} field must be at least ${rules.min} characters.` });
      else if (rules.max !== undefined && value.length > rules.max)
        ctx.addIssue({
          code: 'custom',
          message: `The ${label(name)} field must not be greater than ${rules.max} characters.`,
        });
      else if (rules.oneOf && !rules.oneOf.includes(value))
        ctx.addIssue({ code: 'custom', message: `The selected ${label(name)} is invalid.` });
    });
  return z.preprocess(
    (x) => (isBlank(x) ? undefined : typeof x === 'number' ? String(x) : x),
    rules.optional ? schema.optional() : schema,
  ) as unknown as Field<string, R>;
}

interface NumberRules {
  min?: number;
  integer?: boolean;
  optional?: boolean;
}

export function number<R extends NumberRules = Record<never, never>>(
  name: string,
  rules: R = {} as R,
): Field<number, R> {
  const kind = rules.integer ? 'an integer' : 'a number';
  const schema = z
    .number({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(name) : `The ${label(name)} field must be ${kind}.`,
    })
    .superRefine((value, ctx) => {
      if (!Number.isFinite(value) || (rules.integer && !Number.isInteger(value)))
        ctx.addIssue({ code: 'custom', message: `The ${label(name)} field must be ${kind}.` });
      else if (rules.min !== undefined && value < rules.min)
        ctx.addIssue({ code: 'custom', message: `The ${label(name)} field must be at least ${rules.min}.` });
    });
  return z.preprocess(
    (x) => {
      if (isBlank(x)) return undefined;
      if (typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x))) return Number(x);
      return typeof x === 'boolean' ? Number.NaN : x;
    },
    rules.optional ? schema.optional() : schema,
  ) as unknown as Field<number, R>;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: ErrorEntry[] };

type Parsed<S> = { [K in keyof S]: S[K] extends z.ZodType<infer O> ? O : never };

export function validate<S extends Record<string, z.ZodType>>(
  input: Record<string, unknown>,
  shape: S,
): Validation<Parsed<S>> {
  const result = z.object(shape).safeParse(input);
  if (result.success) return { ok: true, data: result.data as Parsed<S> };
  const seen = new Set<string>();
  const list: ErrorEntry[] = [];
  for (const issue of result.error.issues) {
    const code = String(issue.path[0] ?? 'input');
    if (seen.has(code)) continue;
    seen.add(code);
    list.push({ code, message: issue.message });
  }
  return { ok: false, errors: list };
}
