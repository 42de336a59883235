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
// spaces matching spaces or hyphens, bounded by non-word characters on both sides ("Brandon"
// is not "Brand"). Quantifiers are over disjoint classes, so a scan is linear in the text.
import { hostOf, registrableDomain } from './domains';
import { fold, type Span } from './text';

/** Entity index of the brand; competitor i is entity i + 1. */
export const BRAND = 0;

export type MentionKind = 'name' | 'alias' | 'domain';

export interface Mention extends Span {
  entity: number;
  kind: MentionKind;
  /** Written exactly as in the profile, case and accents included (names only). */
  exact: boolean;
  /** An all-lowercase occurrence of a capitalised one-word name: maybe the common word ("lemon"). */
  lowercase: boolean;
}

export interface EntityNames {
  names: readonly { text: string; kind: 'name' | 'alias' }[];
  /** Registrable domains of the entity's sites. */
  domains: readonly string[];
}

interface NameEntry {
  entity: number;
  kind: 'name' | 'alias';
  canonical: string;
  capitalisedWord: boolean;
}

const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}_]`;
const ADDRESS_ANCHOR = String.raw`:\/\/|@|\.(?=[\p{L}\p{N}])`;
/** Characters a host or an e-mail address is made of, to widen a hit leftwards. */
const HOST_CHAR = /[\p{L}\p{M}\p{N}._%+@-]/u;
/** The rest of a token, from a position (sticky). */
const TOKEN_REST = /[^\s<>"'()[\]{}|\\^`*]*/y;
const URL_START = /^[a-z][a-z\d+.-]*:\/\//i;
const BARE_ADDRESS = /^(?:[\p{L}\p{N}._%+-]+@)?(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}(?:[/?#:]|$)/u;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

const SEPARATORS = /[\s-]+/g;
const APOSTROPHES = /[’ʼ]/g;
const WHITESPACE = /\s+/g;
const ONE_WORD = /^\p{L}+$/u;
const SYNTAX_CHAR = /[\\^$.*+?()[\]{}|/]/g;
const ASCII_LETTER = /^[a-z]$/;
const STARTS_OR_ENDS_A_WORD = /[\p{L}\p{N}_]/u;

/** The key a name is looked up by: folded, one space between words, one kind of apostrophe. */
export function nameKey(name: string): string {
  return fold(name).replace(SEPARATORS, ' ').replace(APOSTROPHES, "'").trim();
}

/** Every letter of Latin-1 and Latin Extended that folds to a given a-z letter, both cases. */
const LETTER_VARIANTS: ReadonlyMap<string, string> = (() => {
  const variants = new Map<string, string>();
  const ranges = [[0x41, 0x5a], [0x61, 0x7a], [0xc0, 0x24f], [0x1e00, 0x1eff]];
  for (const [from, to] of ranges) {
    for (let code = from; code <= to; code++) {
      const char = String.fromCodePoint(code);
      const base = fold(char);
      if (ASCII_LETTER.test(base)) variants.set(base, (variants.get(base) ?? '') + char);
    }
  }
  return variants;
})();

function charPattern(char: string): string {
  if (char === ' ') return String.raw`[\s-]+`;
  if (char === "'") return "['’ʼ]";
  const variants = LETTER_VARIANTS.get(char);
  if (variants) return String.raw`[${variants}]\p{M}*`;
  const upper = char.toUpperCase();
  if (upper !== char && upper.length === 1) return `[${char}${upper}]`;
  return char.replace(SYNTAX_CHAR, '\\$&');
}

function namePattern(key: string): string {
  const chars = [...key];
  const body = chars.map(charPattern).join('');
  const before = STARTS_OR_ENDS_A_WORD.test(chars[0]) ? `(?<!${WORD_CHAR})` : '';
  const after = STARTS_OR_ENDS_A_WORD.test(chars.at(-1)!) ? `(?!${WORD_CHAR})` : '';
  return before + body + after;
}

export class EntityMatcher {
  private readonly pattern: RegExp;
  private readonly names = new Map<string, NameEntry>();
  private readonly domains = new Map<string, number>();

  /** Entity 0 is the brand; on a shared name or domain the earlier entity wins. */
  constructor(entities: readonly EntityNames[]) {
    entities.forEach((entity, index) => {
      for (const { text, kind } of entity.names) {
        const key = nameKey(text);
        if (!key || this.names.has(key)) continue;
        const canonical = text.trim().replace(WHITESPACE, ' ');
        this.names.set(key, { entity: index, kind, canonical, capitalisedWord: ONE_WORD.test(canonical) && canonical !== canonical.toLowerCase() });
      }
      for (const domain of entity.domains) if (!this.domains.has(domain)) this.domains.set(domain, index);
    });
    const keys = [...this.names.keys()].sort((a, b) => b.length - a.length);
    this.pattern = new RegExp(`(${keys.map(namePattern).join('|')})|${ADDRESS_ANCHOR}`, 'gu');
  }

  /** Mentions in text order. */
  scan(text: string): Mention[] {
    const mentions: Mention[] = [];
    let token: Span = { start: 0, end: 0 };
    let tokenText = '';
    let tokenIsAddress = false;
    this.pattern.lastIndex = 0;
    for (let m = this.pattern.exec(text); m; m = this.pattern.exec(text)) {
      // Hits inside the last token reuse it: widening each would be quadratic on "a.b.c.d…".
      if (m.index >= token.end) {
        token = tokenAround(text, m.index, m.index + m[0].length);
        tokenText = text.slice(token.start, token.end).replace(TRAILING_PUNCTUATION, '');
        tokenIsAddress = URL_START.test(tokenText) || BARE_ADDRESS.test(tokenText);
      }
      const name = m[1];
      if (name !== undefined && (!tokenIsAddress || tokenText === name)) {
        const found = this.nameMention(name);
        if (found) mentions.push({ ...found, start: m.index, end: m.index + name.length });
      } else if (tokenIsAddress) {
        const entity = this.ownerOf(tokenText);
        const span = { start: token.start, end: token.start + tokenText.length };
        if (entity !== undefined) mentions.push({ entity, kind: 'domain', exact: false, lowercase: false, ...span });
        this.pattern.lastIndex = token.end;
      }
    }
    return mentions;
  }

  /** The entity whose site `address` (URL, host or e-mail) belongs to, if any. */
  ownerOf(address: string): number | undefined {
    const host = hostOf(address);
    return host === null ? undefined : this.domains.get(registrableDomain(host));
  }

  private nameMention(text: string): Omit<Mention, keyof Span> | null {
    const entry = this.names.get(nameKey(text));
    if (!entry) return null;
    return {
      entity: entry.entity,
      kind: entry.kind,
      exact: text.replace(WHITESPACE, ' ') === entry.canonical,
      lowercase: entry.capitalisedWord && text === text.toLowerCase(),
    };
  }
}

/** The token around text[start, end): widened left over host characters, right up to a delimiter. */
function tokenAround(text: string, start: number, end: number): Span {
  let left = start;
  while (left > 0 && HOST_CHAR.test(text[left - 1])) left -= 1;
  TOKEN_REST.lastIndex = end;
  TOKEN_REST.exec(text);
  return { start: left, end: TOKEN_REST.lastIndex };
}
