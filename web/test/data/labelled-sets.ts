// Reading the labelled answer sets, data files beside this one: `<name>.json` holds
// `{ "about": [the set's provenance: who wrote it, when, from what, its brands and hard cases; a
// line a string], "answers": [its cases] }`. Each file is checked against its schema when read, so
// a case that does not match its type stops the tests and the bench with the file and the field.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { labelledAnswerV3Schema, type LabelledAnswerV3 } from './answers-v3-types';

/** The answers of `<name>.json` in this folder, each checked against `answer`. */
export function readLabelledFile<T extends z.ZodType>(name: string, answer: T): z.output<T>[] {
  if (!/^[\w-]+$/.test(name)) throw new Error(`readLabelledFile: not a set's name: ${name}`);
  const file = fileURLToPath(new URL(`./${name}.json`, import.meta.url));
  let content: unknown;
  try {
    content = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const parsed = z.strictObject({ about: z.array(z.string()), answers: z.array(answer) }).safeParse(content);
  if (!parsed.success) throw new Error(`${file} is no labelled set:\n${z.prettifyError(parsed.error)}`);
  return parsed.data.answers;
}

/** A set of the third labelled set's shape (answers-v3-types.ts), e.g. loadLabelledSet('answers-v11-heldout'). */
export function loadLabelledSet(name: string): LabelledAnswerV3[] {
  return readLabelledFile(name, labelledAnswerV3Schema);
}
