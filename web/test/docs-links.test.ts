// The documentation's links hold: every docs path with its heading anchor named in a
// code comment or string points at a file that exists and at a heading it has, and every
// relative link inside README.md and docs/ resolves, anchor included. A section renamed or
// moved fails here instead of leaving a comment pointing nowhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    const explicit = [...line.matchAll(/<a (?:id|name)="([^"]+)"/g)].map((m) => m[1]);
    explicit.forEach((id) => anchors.add(id));
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function tracked(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  if (!anchorCache.has(file)) anchorCache.set(file, headingAnchors(fs.readFileSync(file, 'utf8')));
  return anchorCache.get(file)!;
}

/** Why a reference to `target` (a path from the repository root, maybe with `#anchor`) is broken; null when it holds. */
function brokenReference(target: string): string | null {
  const [file, anchor] = target.split('#');
  const absolute = path.join(ROOT, file);
  if (!fs.existsSync(absolute)) return `no file ${file}`;
  if (anchor && file.endsWith('.md') && !anchorsOf(absolute).has(anchor)) return `no heading #${anchor} in ${file}`;
  return null;
}

describe('documentation links', () => {
  it('every docs reference in the code names a file and a heading that exist', () => {
    const sources = tracked('*.ts', '*.tsx', '*.sql', '*.css', '*.yml', '*.mjs', '.ci/run').filter(
      (file) => !file.startsWith('action/dist/') && !file.startsWith('node_modules/'),
    );
    const broken: string[] = [];
    let references = 0;
    for (const file of sources) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/(?<![\w/.-])((?:docs\/[\w./-]+\.md|README\.md)(?:#[\w-]+)?)/g)) {
        references++;
        const why = brokenReference(match[1]);
        if (why) broken.push(`${file}: ${match[1]} (${why})`);
      }
    }
    expect(references).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('every relative link in README.md and docs/ resolves, anchors included', () => {
    const pages = tracked('README.md', 'docs/*.md', 'docs/**/*.md');
    expect(pages.length).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1];
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // http(s), mailto: not checked here
        const [file, anchor] = link.split('#');
        const target = file ? path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, page)), file)) : page;
        const why = brokenReference(anchor ? `${target}#${anchor}` : target);
        if (why) broken.push(`${page}: ${link} (${why})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps the README short enough for a newcomer', () => {
    const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(300);
  });

  it('reads anchors as GitHub makes them', () => {
    expect([...headingAnchors('# The REST API (`/api/v1`)\n## Errors, limits and headers\n## Errors, limits and headers\n```\n# not a heading\n```')]).toEqual([
      'the-rest-api-apiv1',
      'errors-limits-and-headers',
      'errors-limits-and-headers-1',
    ]);
  });
});
