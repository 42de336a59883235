/**
 * Metadata quality of one page, 0–100: the sum of the weights of the checks it passes.
 *
 *   check                                              weight   partial credit
 *   <title> present, 10–70 characters                    16     8 if present but outside 10–70
 *   meta description present, 50–160 characters          16     8 if present but outside 50–160
 *   <link rel="canonical">                               10
 *   <html lang>                                           8
 *   og:title                                              6
 *   og:description                                        6
 *   og:image                                              6
 *   exactly one <h1>                                     10
 *   heading levels never skip (h2 → h4); the page is     6
 *     taken to start at h1 level
 *   not noindex (meta robots/googlebot, X-Robots-Tag)    10
 *   meta viewport                                         6
 *                                                       ----
 *                                                        100
 *
 * Lengths count characters (code points) after collapsing whitespace. The site's
 * metaQualityScore is the rounded mean of its analysed pages' scores.
 */
import type { PageFacts } from './html-page';
import type { Issue, IssueCode } from './types';

const TITLE_LENGTH = { min: 10, max: 70 };
const DESCRIPTION_LENGTH = { min: 50, max: 160 };

/** A failed check: the issue to report, and the share of the weight still earned. */
interface Shortfall {
  issue: Issue;
  credit: number;
}

interface MetaCheck {
  weight: number;
  judge(page: PageFacts, xRobotsTag: string | null): Shortfall | null;
}

const missing = (code: IssueCode, message: string): Shortfall => ({ issue: { code, message }, credit: 0 });

function judgeLength(
  text: string | null | undefined,
  label: string,
  limits: { min: number; max: number },
  codes: { missing: IssueCode; tooShort: IssueCode; tooLong: IssueCode },
): Shortfall | null {
  if (!text) return missing(codes.missing, `No ${label}.`);
  const length = [...text].length;
  if (length >= limits.min && length <= limits.max) return null;
  const code = length < limits.min ? codes.tooShort : codes.tooLong;
  return { issue: { code, message: `The ${label} is ${length} characters; aim for ${limits.min}–${limits.max}.` }, credit: 0.5 };
}

function firstHeadingSkip(levels: number[]): [from: number, to: number] | null {
  let previous = 1;
  for (const level of levels) {
    if (level > previous + 1) return [previous, level];
    previous = level;
  }
  return null;
}

const forbidsIndexing = (directives: string | null | undefined) => /\b(noindex|none)\b/i.test(directives ?? '');

const openGraphCheck = (property: 'title' | 'description' | 'image'): MetaCheck => ({
  weight: 6,
  judge: (page) => (page.meta.get(`og:${property}`) ? null : missing(`og_${property}_missing`, `No og:${property} (Open Graph) tag.`)),
});

const META_CHECKS: MetaCheck[] = [
  {
    weight: 16,
    judge: (page) =>
      judgeLength(page.title, 'title', TITLE_LENGTH, { missing: 'title_missing', tooShort: 'title_too_short', tooLong: 'title_too_long' }),
  },
  {
    weight: 16,
    judge: (page) =>
      judgeLength(page.meta.get('description'), 'meta description', DESCRIPTION_LENGTH, {
        missing: 'meta_description_missing',
        tooShort: 'meta_description_too_short',
        tooLong: 'meta_description_too_long',
      }),
  },
  { weight: 10, judge: (page) => (page.canonical ? null : missing('canonical_missing', 'No canonical link.')) },
  { weight: 8, judge: (page) => (page.lang ? null : missing('html_lang_missing', 'No lang attribute on <html>.')) },
  openGraphCheck('title'),
  openGraphCheck('description'),
  openGraphCheck('image'),
  {
    weight: 10,
    judge: (page) => {
      const h1Count = page.headingLevels.filter((level) => level === 1).length;
      if (h1Count === 1) return null;
      return h1Count === 0 ? missing('h1_missing', 'No <h1> heading.') : missing('h1_multiple', `${h1Count} <h1> headings; use exactly one.`);
    },
  },
  {
    weight: 6,
    judge: (page) => {
      const skip = firstHeadingSkip(page.headingLevels);
      return skip ? missing('heading_level_skipped', `Heading levels skip from h${skip[0]} to h${skip[1]}.`) : null;
    },
  },
  {
    weight: 10,
    judge: (page, xRobotsTag) =>
      [page.meta.get('robots'), page.meta.get('googlebot'), xRobotsTag].some(forbidsIndexing)
        ? missing('noindex', 'The page asks not to be indexed (noindex).')
        : null,
  },
  { weight: 6, judge: (page) => (page.meta.get('viewport') ? null : missing('viewport_missing', 'No meta viewport.')) },
];

export function scoreMetaQuality(page: PageFacts, xRobotsTag: string | null): { score: number; issues: Issue[] } {
  let score = 0;
  const issues: Issue[] = [];
  for (const check of META_CHECKS) {
    const shortfall = check.judge(page, xRobotsTag);
    score += check.weight * (shortfall ? shortfall.credit : 1);
    if (shortfall) issues.push(shortfall.issue);
  }
  return { score: Math.round(score), issues };
}
