// Finds the brand and its competitors in an answer: names (case and accent folded, whole words
// only) and site addresses (URLs, bare hosts, e-mail addresses). Built once per profile as one
// regex whose alternatives all begin with a letter of a name or with a rare character (the
// address anchors `://`, `@` and a dot before a letter or digit), so that the engine skips most
// of the text quickly.
//
// Each hit is widened to its token (up to whitespace, brackets, quotes or `*`). A token that is
// an address is judged as a whole by its host's registrable domain (see domains.ts) and
// skipped, so names inside addresses are never read as names: `notbrand.example`,
// `brand.example.evil.com`, `example.com/brand-review` and `brand@gmail.com` are somebody
// else's. A name that is the whole token ("Booking.com") stays a name.
//
// Names are tried longest first, each letter a class of its accented variants ([eéèêë…]),
// each run of spaces and hyphens one separator matching any such run, bounded by non-word
// characters on both sides ("Brandon" is not "Brand"; `_` is not a word character, so markdown
// "_Qonto_" is Qonto). Names come from tenants, so their patterns must never backtrack
// super-linearly (docs/operations/security.md#brand-names-and-answer-reading): the separator
// group is the only quantifier, never first or last, and always followed by a character it
// cannot match, so each alternative matches from a given start in at most one way. Each token
// is widened once, so a scan is linear in the text.
//
// An address of somebody else's whose path names an entity's site as a whole segment
// (`trustpilot.com/review/brand.fr`, a review page about the brand) is a `domain` mention of
// that entity: the answer points at what others say about it.
import { hostOf, registrableDomain } from './domains';
import { fold, isWordChar, type Span } from './text';

/** Entity index of the brand; competitor i is entity i + 1. */
export const BRAND = 0;

/** `short`: a short form of a multi-word name ("Northgate" for "Northgate Payroll Services"). */
export type MentionKind = 'name' | 'alias' | 'short' | 'domain';

export interface Mention extends Span {
  entity: number;
  kind: MentionKind;
  /** Written exactly as in the profile, case and accents included (names only). */
  exact: boolean;
  /** An all-lowercase occurrence of a capitalised name: maybe the common word ("lemon", "fresh start"). */
  lowercase: boolean;
}

export interface EntityNames {
  names: readonly { text: string; kind: NameKind }[];
  /** Registrable domains of the entity's sites. */
  domains: readonly string[];
}

type NameKind = Exclude<MentionKind, 'domain'>;

interface NameEntry {
  entity: number;
  kind: NameKind;
  canonical: string;
  /** Written with capitals in the profile (an all-lowercase occurrence may be the common words). */
  capitalised: boolean;
}

const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;
const ADDRESS_ANCHOR = String.raw`:\/\/|@|\.(?=[\p{L}\p{N}])`;
/** Punctuation found in hosts and e-mail addresses, to widen a hit leftwards. */
const HOST_PUNCTUATION = new Set(['.', '_', '%', '+', '@', '-']);
/** The rest of a token, from a position (sticky). */
const TOKEN_REST = /[^\s<>"'()[\]{}|\\^`*]*/y;
/** Every address has one of these; most tokens around a name have none, and skip the slower tests. */
const ADDRESS_PUNCTUATION = /[.@:]/;
const URL_START = /^[a-z][a-z\d+.-]*:\/\//i;
const BARE_ADDRESS = /^(?:[\p{L}\p{N}._%+-]+@)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}(?:[/?#:]|$)/u;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;
const MEMO_SIZE = 10_000;
/** Path segments of an address read for a site: review pages put it in the first few. */
const MAX_PATH_SEGMENTS = 4;

const SEPARATORS = /[\s-]+/g;
/** What a run of spaces and hyphens in a name matches: one such run, of any length. */
const SEPARATOR_PATTERN = String.raw`[\s-]+`;
/** Spaces and hyphens at either end of a name: not part of what is matched. */
const OUTER_SEPARATORS = /^[\s-]+|[\s-]+$/g;
const APOSTROPHE_CHAR = /['’ʼ]/;
const APOSTROPHES = /[’ʼ]/g;
const WHITESPACE = /\s+/g;
const SYNTAX_CHAR = /[\\^$.*+?()[\]{}|/]/g;
const ASCII_LETTER = /^[a-z]$/;

/** The key a name is looked up by: folded, one space between words, one kind of apostrophe. */
export function nameKey(name: string): string {
  return fold(name).replace(SEPARATORS, ' ').replace(APOSTROPHES, "'").trim();
}

/**
 * Every Latin-1 letter that folds to a given a-z letter, both cases. Latin-1 covers French and
 * the other western European languages; wider classes cost the regex its fast skipping.
 */
const LETTER_VARIANTS: ReadonlyMap<string, string> = (() => {
  const variants = new Map<string, string>();
  for (let code = 0x41; code <= 0xff; code++) {
    const char = String.fromCharCode(code);
    const base = fold(char);
    if (ASCII_LETTER.test(base)) variants.set(base, (variants.get(base) ?? '') + char);
  }
  return variants;
})();

/** The pattern of one character of a name (not a separator): its folded letter's variants plus the character itself. */
function charPattern(char: string): string {
  if (APOSTROPHE_CHAR.test(char)) return "['’ʼ]";
  const variants = LETTER_VARIANTS.get(fold(char));
  const cased = new Set([...(variants ?? ''), char, char.toLowerCase(), char.toUpperCase()].filter((c) => c.length === 1));
  return cased.size > 1 ? `[${[...cased].join('')}]` : char.replace(SYNTAX_CHAR, '\\$&');
}

/**
 * A name's pattern: fixed width per letter (no `\p{M}*`: providers return NFC text), so the
 * engine can skip ahead. The word boundary before a name is checked by `scan`, which is cheaper
 * than a lookbehind in every alternative; the one after stays here so that a longer name
 * failing it ("Lemon Assurances") falls back to a shorter one ("Lemon").
 */
export function namePattern(name: string): string {
  const words = name.replace(OUTER_SEPARATORS, '').split(SEPARATORS);
  const last = [...words.at(-1)!].at(-1);
  const after = last && isWordChar(last, 0) ? `(?!${WORD_CHAR})` : '';
  return words.map((word) => [...word].map(charPattern).join('')).join(SEPARATOR_PATTERN) + after;
}

export class EntityMatcher {
  /** Every name's pattern (longest first, captured) or an address anchor: the one regex a scan runs. */
  readonly pattern: RegExp;
  private readonly names = new Map<string, NameEntry>();
  private readonly domains = new Map<string, number>();
  /** Lookups already made: an audit's answers repeat the same names and URLs again and again. */
  private readonly owners = new Map<string, number | undefined>();
  private readonly entriesByText = new Map<string, NameEntry | undefined>();

  /** Entity 0 is the brand; on a shared name or domain the earlier entity wins. */
  constructor(entities: readonly EntityNames[]) {
    entities.forEach((entity, index) => {
      for (const { text, kind } of entity.names) {
        const key = nameKey(text);
        if (!key || this.names.has(key)) continue;
        const canonical = text.trim().replace(WHITESPACE, ' ');
        this.names.set(key, { entity: index, kind, canonical, capitalised: canonical !== canonical.toLowerCase() });
      }
      for (const domain of entity.domains) if (!this.domains.has(domain)) this.domains.set(domain, index);
    });
    const longestFirst = [...this.names].sort(([a], [b]) => b.length - a.length).map(([, entry]) => entry.canonical);
    this.pattern = new RegExp(`(${longestFirst.map(namePattern).join('|')})|${ADDRESS_ANCHOR}`, 'gu');
  }

  /** Mentions in text order. */
  scan(text: string): Mention[] {
    const mentions: Mention[] = [];
    let token: Span = { start: 0, end: 0 };
    let tokenText = '';
    let tokenIsAddress = false;
    this.pattern.lastIndex = 0;
    for (let m = this.pattern.exec(text); m; m = this.pattern.exec(text)) {
      const name = m[1];
      if (name !== undefined && m.index > 0 && isWordChar(name, 0) && isWordChar(text, m.index - 1)) {
        this.pattern.lastIndex = m.index + 1; // inside a word: "Brandon" is not "Brand"
        continue;
      }
      // Hits inside the last token reuse it: widening each would be quadratic on "a.b.c.d…".
      if (m.index >= token.end) {
        token = tokenAround(text, m.index, m.index + m[0].length);
        tokenText = text.slice(token.start, token.end).replace(TRAILING_PUNCTUATION, '');
        tokenIsAddress = ADDRESS_PUNCTUATION.test(tokenText) && (URL_START.test(tokenText) || BARE_ADDRESS.test(tokenText));
      }
      if (name !== undefined && (!tokenIsAddress || tokenText === name)) {
        const found = this.nameMention(name, m.index);
        if (found) mentions.push(found);
      } else if (tokenIsAddress) {
        const entity = this.ownerOf(tokenText) ?? this.siteInPath(tokenText);
        if (entity !== undefined) {
          mentions.push({ entity, kind: 'domain', exact: false, lowercase: false, start: token.start, end: token.start + tokenText.length });
        }
        this.pattern.lastIndex = token.end;
      }
    }
    return mentions;
  }

  /** The entity whose site `address` (URL, host or e-mail) belongs to, if any. */
  ownerOf(address: string): number | undefined {
    return remembered(this.owners, address, () => {
      const host = hostOf(address);
      return host === null ? undefined : this.domains.get(registrableDomain(host));
    });
  }

  /** The entity whose site is a whole path segment of `address` (`trustpilot.com/review/brand.fr`). */
  private siteInPath(address: string): number | undefined {
    const path = address.replace(URL_START, '').split(/[?#]/, 1)[0];
    const segments = path.split('/').slice(1, 1 + MAX_PATH_SEGMENTS);
    for (const segment of segments) {
      if (!segment.includes('.') || !BARE_ADDRESS.test(segment)) continue;
      const entity = this.ownerOf(segment);
      if (entity !== undefined) return entity;
    }
    return undefined;
  }

  private nameMention(text: string, start: number): Mention | null {
    const entry = remembered(this.entriesByText, text, () => this.names.get(nameKey(text)));
    if (!entry) return null;
    return {
      entity: entry.entity,
      kind: entry.kind,
      exact: text.replace(WHITESPACE, ' ') === entry.canonical,
      lowercase: entry.capitalised && text === text.toLowerCase(),
      start,
      end: start + text.length,
    };
  }
}

/** The token around text[start, end): widened left over host characters, right up to a delimiter. */
function tokenAround(text: string, start: number, end: number): Span {
  let left = start;
  while (left > 0 && (isWordChar(text, left - 1) || HOST_PUNCTUATION.has(text[left - 1]))) left -= 1;
  TOKEN_REST.lastIndex = end;
  TOKEN_REST.exec(text);
  return { start: left, end: TOKEN_REST.lastIndex };
}

/** memo.get(key), computed once; the memo is emptied when full, which keeps it bounded. */
function remembered<T>(memo: Map<string, T>, key: string, compute: () => T): T {
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
  return value;
}
