// The server's own API reference page, where every error body's doc_url points
// (`/docs/api#error-<code>`): the error table of web/server/errors.ts, one anchor per code.
// Public and static: no session, no database.
import type { Metadata } from 'next';
import { ERROR_CODES, ERROR_DOCS, type ErrorCode } from '@/server/errors';

export const metadata: Metadata = { title: 'API errors' };
export const dynamic = 'force-static';

export default function ApiReference() {
  const codes = Object.keys(ERROR_CODES) as ErrorCode[];
  return (
    <main className="page page-narrow">
      <h1>API reference: errors</h1>
      <p>
        Every error of the REST API (<code>/api/v1</code>) is <code>{'{ "error": { "code", "message", "param"?, "detail"?, "doc_url" } }'}</code>.
        Branch on <code>code</code>; <code>message</code> is for people. The whole API is described by its{' '}
        <a href="/api/v1/openapi.json">OpenAPI document</a>.
      </p>
      <dl className="stack">
        {codes.map((code) => (
          <div key={code} id={`error-${code}`}>
            <dt>
              <a href={`#error-${code}`}>
                <code>{code}</code>
              </a>{' '}
              <span className="muted">HTTP {ERROR_CODES[code]}</span>
            </dt>
            <dd>{ERROR_DOCS[code].split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
