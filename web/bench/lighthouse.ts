// Lighthouse (Google's page audit) on the report page, for `npm run bench`: mobile (390 × 844,
// Lighthouse's default slow-4G and 4× CPU throttling) and desktop (its desktop preset), on
// Debian's Chromium. Lighthouse is fetched by npx at a pinned version rather than installed
// with the project (docs/benchmarks.md: 185 MB for one benchmark). The session cookie goes
// with every request. Median of the runs, by performance score.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../test/harness';

const VERSION = '12.8.2';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseFigures {
  formFactor: 'mobile' | 'desktop';
  /** 0–100 */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** every run's performance score, for the spread */
  runs: number[];
}

const FORM_FACTOR_FLAGS = {
  mobile: ['--form-factor=mobile', '--screenEmulation.mobile', '--screenEmulation.width=390', '--screenEmulation.height=844', '--screenEmulation.deviceScaleFactor=3'],
  desktop: ['--preset=desktop'],
};

function runOnce(url: string, cookie: string, formFactor: LighthouseFigures['formFactor']): Omit<LighthouseFigures, 'runs'> {
  // The last full report of each form factor stays in bench-results/ (what to improve, and why).
  const out = path.join(ROOT, 'bench-results', `lighthouse-${formFactor}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const args = [
    '--yes',
    `lighthouse@${VERSION}`,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ...FORM_FACTOR_FLAGS[formFactor],
  ];
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const run = spawnSync('npx', args, { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 300_000 });
  if (run.status !== 0) throw new Error(`lighthouse failed (${run.status}): ${run.stderr.slice(-2000)}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const audit = (id: string) => report.audits[id].numericValue as number;
  return {
    formFactor,
    performance: Math.round(report.categories.performance.score * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

export function lighthouse(url: string, cookie: string, formFactor: LighthouseFigures['formFactor']): LighthouseFigures {
  const runs = Array.from({ length: RUNS }, () => runOnce(url, cookie, formFactor)).sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance) };
}
