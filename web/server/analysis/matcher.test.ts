// Patterns built from tenant input (brand names, aliases, competitors, short forms, excluded
// phrases) must never backtrack super-linearly (docs/operations/security.md#brand-names-and-answer-reading).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../engines/random';
import { BRAND, namePattern } from './matcher';
import { brandProfile, type BrandProfile } from './profile';

/** The atoms of a name's pattern, in order (lookarounds left out), each with whether a quantifier follows it. */
function atomsOf(source: string): { atom: string; quantified: boolean }[] {
  const chars = [...source];
  const atoms: { atom: string; quantified: boolean }[] = [];
  let i = 0;
  const readUntil = (close: string) => {
    let text = '';
    while (i < chars.length && chars[i] !== close) {
      if (chars[i] === '\\') text += chars[i++];
      text += chars[i++];
    }
    return text + (chars[i++] ?? '');
  };
  while (i < chars.length) {
    const char = chars[i++];
    if (char === '+' || char === '*' || char === '?' || char === '{') {
      if (char === '{') readUntil('}');
      expect(atoms.length, `quantifier with nothing before it in ${source}`).toBeGreaterThan(0);
      atoms.at(-1)!.quantified = true;
    } else if (char === '(') {
      expect(chars[i], `only lookarounds are expected in a name's pattern: ${source}`).toBe('?');
      let depth = 1;
      while (depth > 0 && i < chars.length) {
        if (chars[i] === '\\') i += 1;
        else if (chars[i] === '[') readUntil(']');
        else if (chars[i] === '(') depth += 1;
        else if (chars[i] === ')') depth -= 1;
        i += 1;
      }
    } else if (char === '|' || char === ')') {
      throw new Error(`unexpected ${char} in a name's pattern: ${source}`);
    } else if (char === '[') {
      atoms.push({ atom: `[${readUntil(']')}`, quantified: false });
    } else if (char === '\\') {
      const next = chars[i++];
      atoms.push({ atom: `\\${next}${(next === 'p' || next === 'P' || next === 'u') && chars[i] === '{' ? readUntil('}') : ''}`, quantified: false });
    } else {
      atoms.push({ atom: char, quantified: false });
    }
  }
  return atoms;
}

const matchedBy = new Map<string, string[]>();
/** Every BMP character an atom matches (the quantified atoms are few and small: cached). */
function charactersOf(atom: string): string[] {
  let found = matchedBy.get(atom);
  if (!found) {
    const regex = new RegExp(`^${atom}$`, 'u');
    found = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (regex.test(char)) found.push(char);
    }
    matchedBy.set(atom, found);
  }
  return found;
}

/**
 * A name's pattern has at most one way to match from a given start: it neither starts nor ends
 * with a quantified atom, and each quantified atom is followed by an unquantified one that
 * matches none of its characters. So the only backtracking is a run giving back its characters
 * one by one, each refused at once: linear work per start.
 */
function expectUnambiguous(name: string) {
  const source = namePattern(name);
  const atoms = atomsOf(source);
  if (atoms.length === 0) return;
  expect(atoms[0].quantified, `${JSON.stringify(name)} → ${source} starts with a repeated atom`).toBe(false);
  expect(atoms.at(-1)!.quantified, `${JSON.stringify(name)} → ${source} ends with a repeated atom`).toBe(false);
  atoms.forEach(({ atom, quantified }, index) => {
    if (!quantified) return;
    const next = atoms[index + 1];
    expect(next.quantified, `${JSON.stringify(name)} → ${source}: two repeated atoms in a row`).toBe(false);
    const nextRegex = new RegExp(`^${next.atom}$`, 'u');
    const overlap = charactersOf(atom).filter((char) => nextRegex.test(char));
    expect(overlap, `${JSON.stringify(name)} → ${source}: ${atom}+ and ${next.atom} share characters`).toEqual([]);
  });
}

/** Every match of the regexes built from the profile's names over `text`: the matcher's and the excluded phrases'. */
function runTenantPatterns(profile: BrandProfile, text: string): number {
  let hits = 0;
  for (const regex of [profile.matcher.pattern, profile.excluded]) {
    if (!regex) continue;
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      hits += 1;
      if (m[0].length === 0) regex.lastIndex += 1;
    }
  }
  return hits;
}

/**
 * CPU milliseconds per run of each of `runs`, the least of three rounds; the runs alternate
 * within a round, so that the other work of a shared machine weighs on all of them alike. CPU
 * time, not wall time: the process's turns on a busy machine do not count. A round repeats each
 * run until it takes 5 ms at least, so that the clock's resolution weighs little.
 */
function msPerRun(...runs: (() => void)[]): number[] {
  const repeats = runs.map((run) => {
    let times = 1;
    while (cpuMsFor(run, times) < 5) times *= 2;
    return times;
  });
  const best = runs.map(() => Infinity);
  for (let round = 0; round < 3; round++) {
    runs.forEach((run, i) => (best[i] = Math.min(best[i], cpuMsFor(run, repeats[i]) / repeats[i])));
  }
  return best;
}

function cpuMsFor(run: () => void, times: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < times; i++) run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const SEPARATORS = [' ', '-', '\u00a0', ' - ', ' -- ', '\u2009'];
const PUNCTUATION = ['.', '_', "'", '’', '&', '+', '*', '(', ')', '[', ']', '\\', '|', '?', '$', '^', '/', ':', '@', '#', '!', ',', '–'];
const LETTERS = ['x', 'y', 'a', 'é', 'Q', 'ß', '7', 'ı'];

/** A separator- and punctuation-heavy name of 3–60 characters, from a seeded draw. */
function hostileName(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  let name = pick(LETTERS);
  const length = 3 + Math.floor(random() * 58);
  while (name.length < length) {
    const draw = random();
    name += draw < 0.5 ? pick(SEPARATORS) : draw < 0.75 ? pick(PUNCTUATION) : pick(LETTERS);
  }
  return name;
}

/** An answer of about `size` characters built from the name's pieces with long separator and punctuation runs. */
function hostileAnswer(random: () => number, name: string, size: number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const pieces = [...name];
  let text = '';
  while (text.length < size) {
    const draw = random();
    if (draw < 0.3) text += pick(['-', ' ', '\u00a0']).repeat(1 + Math.floor(random() * 80));
    else if (draw < 0.45) text += pick(PUNCTUATION).repeat(1 + Math.floor(random() * 40));
    else if (draw < 0.6) text += name;
    else if (draw < 0.75) text += name.replace(/[\s-]+/g, (run) => run + '-'.repeat(Math.floor(random() * 50)));
    else if (draw < 0.9) text += pieces.slice(0, Math.max(1, Math.floor(random() * pieces.length))).join('');
    else text += pick(LETTERS);
  }
  return text.slice(0, size);
}

describe('name patterns', () => {
  it('read a run of spaces and hyphens in a name as one separator', () => {
    expect(namePattern('x - - - - - - - - - - - - y')).toBe(namePattern('x y'));
    expect(namePattern('Crédit - Émeraude')).toBe(namePattern('Crédit Émeraude'));
    expect(namePattern('- Acme -')).toBe(namePattern('Acme'));
    expectUnambiguous('x - - - - - - - - - - - - y');
  });

  it('match an alias full of separators against an answer full of hyphens at once, and still find the alias', () => {
    const alias = 'x - - - - - - - - - - - - y';
    expectUnambiguous(alias); // first: on a pattern that is not, the scan below would run for minutes
    const profile = brandProfile({ brandName: 'Acme', aliases: [alias], url: 'https://acme.example' });
    const hostile = `x${'-'.repeat(40)}"`;
    expect(profile.matcher.scan(hostile)).toEqual([]);
    const found = profile.matcher.scan(`Try x - y, or x${'-'.repeat(40)}y.`);
    expect(found.map((m) => m.entity)).toEqual([BRAND, BRAND]);
  });

  it('never backtrack super-linearly on separator- and punctuation-heavy names and answers (seeded fuzz)', () => {
    const random = seededRandom(19);
    const small = 25_000;
    for (let round = 0; round < 16; round++) {
      const names = Array.from({ length: 5 }, () => hostileName(random));
      for (const name of names) expectUnambiguous(name);
      const profile = brandProfile({
        brandName: `Brand ${names[0]}`,
        aliases: [names[1]],
        competitors: [names[2]],
        shortForms: [names[3]],
        excludedPhrases: [`${names[4]} Brand ${names[0]}`],
        url: 'https://brand.example',
      });
      const text = hostileAnswer(random, names[round % names.length], small);
      const long = text.repeat(8);
      expect(profile.matcher.scan(text)).toBeDefined(); // the matcher reads such text without error
      const [smallMs, longMs] = msPerRun(
        () => runTenantPatterns(profile, text),
        () => runTenantPatterns(profile, long),
      );
      // Linear work takes about 8 times longer; quadratic, 64 times. The margin absorbs a shared machine.
      expect(longMs, `names ${JSON.stringify(names)}: ${smallMs.toFixed(2)} ms for ${small} characters, ${longMs.toFixed(2)} ms for 8 times more`).toBeLessThan(
        8 * 3 * smallMs,
      );
    }
  }, 120_000); // a second of CPU time, far more of waiting on a busy machine
});
