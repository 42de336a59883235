import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DomainError, ERROR_CODES, launchFailed } from './errors';
import { ERRORS_DOC, ROOT, errorReference, withGenerated } from './reference-docs';

describe('the error table', () => {
  it('gives each error its status and the documented body, with its doc_url', () => {
    const error = new DomainError('too_many_samples', 'At most 3.', { param: 'samples' });
    expect(error.status).toBe(400);
    expect(error.toBody('https://geo.example')).toEqual({
      error: { code: 'too_many_samples', message: 'At most 3.', param: 'samples', doc_url: 'https://geo.example/docs/api#error-too_many_samples' },
    });
    expect(launchFailed('quota_exhausted', 'used up').toBody('http://localhost:3000')).toEqual({
      error: { code: 'quota_exhausted', message: 'Failed to start audit', detail: 'used up', doc_url: 'http://localhost:3000/docs/api#error-quota_exhausted' },
    });
  });

  it('is the one docs/api/errors.md documents, one anchor per code (npm run docs)', () => {
    const doc = fs.readFileSync(path.join(ROOT, ERRORS_DOC), 'utf8');
    for (const [code, status] of Object.entries(ERROR_CODES)) {
      expect(doc, `${code} has its section`).toContain(`\n### ${code}\n\nHTTP ${status}. `);
    }
    const documented = [...doc.matchAll(/^### (\S+)$/gm)].map((m) => m[1]);
    expect(documented.filter((code) => !(code in ERROR_CODES)), 'codes the table does not have').toEqual([]);
    expect(doc, 'the generated part is current: run npm run docs').toBe(withGenerated(doc, errorReference()));
  });
});
