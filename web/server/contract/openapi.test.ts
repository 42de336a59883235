// The API document as tools that no one here wrote read it: Redocly's linter, and openapi-typescript
// generating a client whose one call must type-check (and a wrong call must not).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { openApiDocument } from './openapi';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
let dir: string;
let documentPath: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-openapi-'));
  documentPath = path.join(dir, 'openapi.json');
  fs.writeFileSync(documentPath, JSON.stringify(openApiDocument(), null, 2));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the OpenAPI document', () => {
  it('names every operation with a stable, unique operationId', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => [`${method} ${p}`, op.operationId]));
    expect(ids.filter(([, id]) => !id)).toEqual([]);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
    // Renaming one breaks every generated client: these are part of the contract.
    expect(Object.fromEntries(ids)).toMatchObject({
      'get /projects': 'listProjects',
      'get /projects/{id}/audits/{auditId}': 'getAudit',
      'post /projects/{id}/audits': 'launchAudit',
    });
  });

  it('types the error code as the error table, with a doc_url', () => {
    const error = (openApiDocument() as any).components.schemas.Error.properties.error;
    expect(error.properties.code.enum.sort()).toEqual(Object.keys(ERROR_CODES).sort());
    expect(error.required).toEqual(expect.arrayContaining(['code', 'message', 'doc_url']));
  });

  it('passes Redocly lint with no error and no warning', () => {
    const lint = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', documentPath, '--config', path.join(import.meta.dirname, 'redocly.yaml'), '--format', 'json'],
      { encoding: 'utf8', cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{')));
    expect(report.problems.map((p: { ruleId: string; message: string }) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(lint.status).toBe(0);
  });

  it('generates a client (openapi-typescript) whose call type-checks, and a wrong call does not', async () => {
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(new URL(`file://${documentPath}`))));
    const client = (body: string) => `
      import type { paths, components } from './api';
      type GetAudit = paths['/projects/{id}/audits/{auditId}']['get'];
      type Detail = GetAudit['responses'][200]['content']['application/json'];
      type ErrorBody = components['schemas']['Error'];
      export async function getAudit(base: string, key: string, path: GetAudit['parameters']['path']): Promise<Detail> {
        const res = await fetch(\`\${base}/projects/\${path.id}/audits/\${path.auditId}\`, { headers: { Authorization: \`Bearer \${key}\` } });
        if (!res.ok) throw new Error(((await res.json()) as ErrorBody).error.doc_url);
        return (await res.json()) as Detail;
      }
      ${body}
    `;
    const check = (name: string, body: string) => {
      const file = path.join(dir, `${name}.ts`);
      fs.writeFileSync(file, client(body));
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    };
    expect(
      check(
        'good',
        `export async function main() {
          const { data } = await getAudit('http://localhost:3000/api/v1', 'svc_live_x', { id: 'p', auditId: 'a' });
          const status: 'PENDING' | 'RUNNING' | 'COMPLETED' | 'FAILED' = data.status;
          const pruned: number | undefined = data.retention?.answersPruned;
          const code: ErrorBody['error']['code'] = 'service_unavailable';
          return [status, pruned, code, data.queries[0]?.response.length];
        }`,
      ),
    ).toEqual([]);
    const wrong = check(
      'wrong',
      `export async function main() {
        await getAudit('http://localhost:3000/api/v1', 'svc_live_x', { id: 'p' });
        const code: ErrorBody['error']['code'] = 'no_such_code';
        return code;
      }`,
    );
    expect(wrong.join('\n')).toContain("Property 'auditId' is missing");
    expect(wrong.join('\n')).toContain('"no_such_code"');
  });
});
