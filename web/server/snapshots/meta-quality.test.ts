import { describe, expect, it } from 'vitest';
import { extractPageFacts } from './html-page';
import { scoreMetaQuality } from './meta-quality';

const pageUrl = new URL('https://acme.test/products/widget');
const score = (html: string, xRobotsTag: string | null = null) => scoreMetaQuality(extractPageFacts(html, pageUrl), xRobotsTag);
const codes = (html: string, xRobotsTag: string | null = null) => score(html, xRobotsTag).issues.map((issue) => issue.code);

const completeHead = `
  <title>Widget – the sturdy one | Acme</title>
  <meta name="description" content="A sturdy widget for every workshop, built to last and shipped within two days.">
  <link rel="canonical" href="/products/widget">
  <meta property="og:title" content="Widget">
  <meta property="og:description" content="A sturdy widget.">
  <meta property="og:image" content="https://acme.test/widget.png">
  <meta name="viewport" content="width=device-width, initial-scale=1">`;
const completePage = `<!doctype html><html lang="en"><head>${completeHead}</head><body><h1>Widget</h1><h2>Specs</h2><h3>Size</h3><h2>Price</h2></body></html>`;

describe('extractPageFacts', () => {
  it('collects head metadata, headings, JSON-LD and links', () => {
    const facts = extractPageFacts(
      `<html lang=" fr "><head><base href="/base/"><title> Caf&eacute;
         &amp; bar </title><link rel="alternate canonical" href="canon"><meta NAME="Description" content="  two   words ">
         <script type="application/ld+json">{"a":"<b>&amp;"}</script></head>
         <body><svg><title>icon</title></svg><H1>x</H1><h3>y</h3>
         <a href="page#top">p</a><a href="mailto:a@b.c">m</a><a href="https://other.test/">o</a></body></html>`,
      pageUrl,
    );
    expect(facts).toMatchObject({
      lang: 'fr',
      title: 'Café & bar',
      canonical: 'https://acme.test/base/canon',
      headingLevels: [1, 3],
      jsonLdBlocks: ['{"a":"<b>&amp;"}'],
    });
    expect(facts.meta.get('description')).toBe('two words');
    expect(facts.links.map(String)).toEqual(['https://acme.test/base/page', 'https://other.test/']);
  });
});

describe('scoreMetaQuality', () => {
  it('gives a page passing every check 100 and no issues', () => {
    expect(score(completePage)).toEqual({ score: 100, issues: [] });
  });

  it('gives a bare page only the points for what it does not do wrong (no noindex, no skipped level)', () => {
    expect(score('<html><body>hi</body></html>').score).toBe(16);
    expect(codes('<html><body>hi</body></html>')).toEqual([
      'title_missing',
      'meta_description_missing',
      'canonical_missing',
      'html_lang_missing',
      'og_title_missing',
      'og_description_missing',
      'og_image_missing',
      'h1_missing',
      'viewport_missing',
    ]);
  });

  it('gives half credit to a title or description of the wrong length', () => {
    const longTitle = completePage.replace(/<title>.*<\/title>/, `<title>${'t'.repeat(71)}</title>`);
    expect(score(longTitle)).toEqual({ score: 92, issues: [{ code: 'title_too_long', message: 'The title is 71 characters; aim for 10–70.' }] });
    const shortDescription = completePage.replace(/content="A sturdy widget for every[^"]*"/, 'content="Short."');
    expect(score(shortDescription).score).toBe(92);
    expect(codes(shortDescription)).toEqual(['meta_description_too_short']);
  });

  it('wants exactly one h1 and no skipped heading level', () => {
    expect(score(completePage.replace('<h2>Price</h2>', '<h1>Again</h1>')).score).toBe(90);
    expect(codes(completePage.replace('<h2>Specs</h2><h3>Size</h3>', '<h4>Size</h4>'))).toEqual(['heading_level_skipped']);
    expect(codes(completePage.replace('<h1>Widget</h1>', '<h2>Widget</h2>'))).toEqual(['h1_missing']);
  });

  it('spots noindex in meta robots, googlebot and the X-Robots-Tag header', () => {
    expect(codes(completePage.replace('</head>', '<meta name="robots" content="noindex, follow"></head>'))).toEqual(['noindex']);
    expect(codes(completePage.replace('</head>', '<meta name="googlebot" content="none"></head>'))).toEqual(['noindex']);
    expect(score(completePage, 'googlebot: noindex').score).toBe(90);
  });
});
