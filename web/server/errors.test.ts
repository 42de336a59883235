import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, launchFailed } from './errors';

describe('the error table', () => {
  it('gives each error its status and the documented body', () => {
    const error = new DomainError('too_many_samples', 'At most 3.', { param: 'samples' });
    expect(error.status).toBe(400);
    expect(error.toBody()).toEqual({ error: { code: 'too_many_samples', message: 'At most 3.', param: 'samples' } });
    expect(launchFailed('quota_exhausted', 'used up').toBody()).toEqual({
      error: { code: 'quota_exhausted', message: 'Failed to start audit', detail: 'used up' },
    });
  });

  it('is the one the documentation lists, code for code', () => {
    // The README's table, or its replacement in docs/ (the README is being split into docs/).
    const root = path.resolve(import.meta.dirname, '../..');
    const docs = fs.existsSync(path.join(root, 'docs')) ? fs.readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')) : [];
    const rows = [path.join(root, 'README.md'), ...docs.map((f) => path.join(root, 'docs', f))].flatMap((file) => {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      const start = lines.findIndex((line) => line.includes('| status | codes'));
      if (start < 0) return [];
      const end = lines.findIndex((line, i) => i > start && !/^\s*\|/.test(line));
      return lines.slice(start, end < 0 ? undefined : end);
    });
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      const row = rows.find((line) => line.includes(`\`${code}\``));
      expect(row, code).toBeDefined();
      expect(row!.startsWith(`  | ${status} |`), `${code} under ${status}`).toBe(true);
    }
  });
});
