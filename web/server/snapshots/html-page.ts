/**
 * One pass over a page's HTML collecting what the scores look at (head metadata, headings,
 * JSON-LD) and the links the crawler follows. Tolerant of broken markup, like browsers.
 */
import { Parser } from 'htmlparser2';

export interface PageFacts {
  /** `<html lang>`, trimmed; null when absent or empty. */
  lang: string | null;
  /** First `<title>` outside SVG, whitespace collapsed; null when absent. Empty when blank. */
  title: string | null;
  /** `<meta name|property=... content=...>` by lower-cased key, whitespace collapsed; the first occurrence wins. */
  meta: Map<string, string>;
  /** Absolute URL of `<link rel="canonical">`, or null. */
  canonical: string | null;
  /** Heading levels (1–6) in document order. */
  headingLevels: number[];
  /** Texts of the first MAX_HEADINGS h1–h3 headings, whitespace collapsed, each cut to MAX_HEADING_CHARS. */
  headings: string[];
  /** Raw text of each `<script type="application/ld+json">`. */
  jsonLdBlocks: string[];
  /** Absolute http(s) URLs of `<a href>`, fragments removed, in document order. */
  links: URL[];
}

/** What a page's headings tell of its subject (prompt suggestions); bounded per page. */
const MAX_HEADINGS = 12;
const MAX_HEADING_CHARS = 150;

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function extractPageFacts(html: string, pageUrl: URL): PageFacts {
  const facts: PageFacts = { lang: null, title: null, meta: new Map(), canonical: null, headingLevels: [], headings: [], jsonLdBlocks: [], links: [] };
  // The text of the h1–h3 being read, if any (its nested elements' text included).
  let heading: string | null = null;
  let baseUrl = pageUrl;
  let baseSeen = false;
  const hrefs: string[] = [];
  let canonicalHref: string | null = null;
  let svgDepth = 0;
  // The element whose text is being collected, if any.
  let capturing: 'title' | 'jsonld' | null = null;
  let captured = '';
  const startCapture = (what: 'title' | 'jsonld') => {
    capturing = what;
    captured = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (/^h[1-6]$/.test(name)) {
          facts.headingLevels.push(Number(name[1]));
          if (Number(name[1]) <= 3 && facts.headings.length < MAX_HEADINGS) heading = '';
          return;
        }
        switch (name) {
          case 'svg':
            svgDepth++;
            break;
          case 'html':
            if (attributes.lang?.trim()) facts.lang ??= attributes.lang.trim();
            break;
          case 'base':
            if (baseSeen || !attributes.href) break;
            baseSeen = true;
            if (URL.canParse(attributes.href, pageUrl)) baseUrl = new URL(attributes.href, pageUrl);
            break;
          case 'meta':
            if (attributes.content === undefined) break;
            for (const key of [attributes.name, attributes.property]) {
              const normalisedKey = key?.trim().toLowerCase();
              if (normalisedKey && !facts.meta.has(normalisedKey)) facts.meta.set(normalisedKey, collapseWhitespace(attributes.content));
            }
            break;
          case 'link':
            if (attributes.href && relTokens(attributes.rel).includes('canonical')) canonicalHref ??= attributes.href.trim();
            break;
          case 'a':
            if (attributes.href) hrefs.push(attributes.href.trim());
            break;
          case 'title':
            if (svgDepth === 0 && facts.title === null) startCapture('title');
            break;
          case 'script':
            if (attributes.type?.trim().toLowerCase() === 'application/ld+json') startCapture('jsonld');
            break;
        }
      },
      ontext(text) {
        if (capturing) captured += text;
        if (heading !== null && heading.length < MAX_HEADING_CHARS * 2) heading += text;
      },
      onclosetag(name) {
        if (heading !== null && /^h[1-3]$/.test(name)) {
          const text = collapseWhitespace(heading).slice(0, MAX_HEADING_CHARS);
          if (text) facts.headings.push(text);
          heading = null;
        }
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
        if (capturing === 'title' && name === 'title') facts.title = collapseWhitespace(captured);
        else if (capturing === 'jsonld' && name === 'script') facts.jsonLdBlocks.push(captured);
        else return;
        capturing = null;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  // Relative URLs resolve against <base href> wherever it appears in the document.
  facts.canonical = canonicalHref !== null && URL.canParse(canonicalHref, baseUrl) ? new URL(canonicalHref, baseUrl).href : null;
  for (const href of hrefs) {
    if (!URL.canParse(href, baseUrl)) continue;
    const link = new URL(href, baseUrl);
    if (link.protocol !== 'http:' && link.protocol !== 'https:') continue;
    link.hash = '';
    facts.links.push(link);
  }
  return facts;
}

function relTokens(rel: string | undefined): string[] {
  return (rel ?? '').toLowerCase().split(/\s+/);
}
