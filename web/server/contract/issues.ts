// A validation problem in words a person can act on: `"email" is required.` rather than zod's
// `Invalid input: expected string, received undefined`. Every face (the REST API, the
// dashboard's API, the services' own checks) words the first problem of a request this way and
// names the field in `param`.
import type { z } from 'zod';
import { invalidInput } from '../errors';

const KINDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const SIZES: Record<string, [string, string]> = {
  string: ['at least {n} characters', 'at most {n} characters'],
  array: ['at least {n} items', 'at most {n} items'],
  set: ['at least {n} items', 'at most {n} items'],
  number: ['at least {n}', 'at most {n}'],
  int: ['at least {n}', 'at most {n}'],
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What is wrong with the field, as the end of a sentence ("is required", "must be a number"). */
function problem(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const given = valueAt(input, issue.path);
      if (given === undefined || given === null) return 'is required';
      return `must be ${KINDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
    case 'too_big': {
      if (/^must /.test(issue.message)) return issue.message;
      const [min, max] = SIZES[issue.origin] ?? ['at least {n}', 'at most {n}'];
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      if (issue.origin === 'string' && issue.code === 'too_small' && Number(bound) === 1) return 'must not be empty';
      return `must be ${(issue.code === 'too_small' ? min : max).replace('{n}', String(bound))}`;
    }
    case 'invalid_value':
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return /^must /.test(issue.message) ? issue.message : `is not a valid ${issue.format}`;
    default:
      // Our own refinements already say "must …"; zod's other messages are kept after the field.
      return /^must /.test(issue.message) ? issue.message : `is not valid: ${issue.message.replace(/\.$/, '')}`;
  }
}

/** The first problem of a failed parse: its field (`competitors.1`) and a sentence naming it. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): { param: string; message: string } {
  const param = issue.path.map(String).join('.');
  return { param, message: `"${param}" ${problem(issue, input)}.` };
}

/** Parses `value` with `schema`, or throws the first problem as a 400 naming the offending field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0];
    const where = path ? `${path}.${key}` : key;
    throw invalidInput('unknown_parameter', `Unknown parameter "${where}".`, where);
  }
  if (!path) throw invalidInput('invalid_request', `The request body must be a JSON object: ${issue.message}.`);
  const { param, message } = describeIssue(issue, value);
  throw invalidInput('invalid_request', message, param);
}
