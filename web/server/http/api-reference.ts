// The API reference a person reads (docs/api/rest.md): /docs/api renders the OpenAPI document
// served at /api/v1/openapi.json with Swagger UI (swagger-ui-dist: the project's own static
// build, no dependency, served from node_modules here: no CDN, works offline), then the error
// table with one anchor per code (`#error-<code>`), where every error body's doc_url points; it
// is plain HTML, there without JavaScript. The page has no inline script, and its scripts carry
// the response's CSP nonce (http/browser-security.ts); the asset names are a fixed list, so
// nothing else under node_modules is served.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES, ERROR_DOCS, type ErrorCode } from '../errors';

const ASSETS = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'reference.js': { own: true, type: 'text/javascript; charset=utf-8' },
  'reference.css': { own: true, type: 'text/css; charset=utf-8' },
} as const;
export type ReferenceAsset = keyof typeof ASSETS;

/**
 * Starts Swagger UI on the served document. No validator badge (it would call a third-party
 * server); no deep links (they make each operation's path a link inside its toggle button, nested
 * controls a screen reader cannot reach); every select it draws gets a name.
 */
const START = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: false,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  tryItOutEnabled: false,
});
const nameSelects = () => {
  for (const select of document.querySelectorAll('#swagger-ui select:not([aria-label])')) {
    select.setAttribute('aria-label', select.id === 'servers' ? 'Server' : 'Content type');
  }
};
new MutationObserver(nameSelects).observe(document.getElementById('swagger-ui'), { childList: true, subtree: true });
`;

/** Contrast (WCAG AA) on the method badges and faint texts, and the page's own header. */
const STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; color: #18181b; background: #fff; }
.reference-header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; justify-content: space-between; padding: 16px 20px; border-bottom: 1px solid #e4e4e7; }
.reference-header h1 { margin: 0; font-size: 20px; }
.reference-errors { max-width: 1460px; margin: 0 auto; padding: 8px 20px 40px; }
.reference-errors dt { margin-top: 12px; font-weight: 600; }
.reference-errors dd { margin: 4px 0 0; }
.reference-errors .status { color: #52525b; font-weight: 400; }
.reference-header a, .swagger-ui .url, .swagger-ui .info a { color: #1d4ed8; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #15803d; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #b45309; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
.swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-description { color: #18181b; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small { background: #3f3f46; color: #fff; }
.swagger-ui .parameter__in, .swagger-ui .prop-format, .swagger-ui .parameter__type, .swagger-ui .response-col_links { color: #52525b; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize svg { color: #15803d; fill: #15803d; border-color: #15803d; }
@media (max-width: 600px) { .swagger-ui .wrapper { padding: 0 8px; } }
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The error table, one anchor per code; `backticks` in a code's text become <code>. */
function errorSection(): string {
  const entries = (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => {
    const text = escapeHtml(ERROR_DOCS[code]).replace(/`([^`]*)`/g, '<code>$1</code>');
    return `<div id="error-${code}"><dt><a href="#error-${code}"><code>${code}</code></a> <span class="status">HTTP ${ERROR_CODES[code]}</span></dt><dd>${text}</dd></div>`;
  });
  return `<section class="reference-errors" aria-labelledby="errors-title">
<h2 id="errors-title">Errors</h2>
<p>Every error is <code>{ "error": { "code", "message", "param"?, "detail"?, "doc_url" } }</code>: branch on <code>code</code>; <code>message</code> is for people.</p>
<dl>
${entries.join('\n')}
</dl>
</section>`;
}

/** The page, its scripts allowed by `nonce` (the response's Content-Security-Policy). */
export function referencePage(nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · geo-audit</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/docs/api/swagger-ui.css">
<link rel="stylesheet" href="/docs/api/reference.css">
</head>
<body>
<header class="reference-header">
<h1>geo-audit API reference</h1>
<span><a href="/api/v1/openapi.json">OpenAPI document (JSON)</a> · <a href="/projects">Back to the dashboard</a></span>
</header>
<main>
<div id="swagger-ui" role="region" aria-label="Operations of /api/v1"><noscript>This reference needs JavaScript; the document itself is at /api/v1/openapi.json.</noscript></div>
${errorSection()}
</main>
<script${nonceAttribute} src="/docs/api/swagger-ui-bundle.js"></script>
<script${nonceAttribute} src="/docs/api/reference.js"></script>
</body>
</html>
`;
}

const cache = new Map<ReferenceAsset, string>();

/** One asset of the page, or null for any other name. */
export function referenceAsset(name: string): { body: string; type: string } | null {
  if (!Object.hasOwn(ASSETS, name)) return null;
  const key = name as ReferenceAsset;
  const asset = ASSETS[key];
  let body = cache.get(key);
  if (body === undefined) {
    body = 'own' in asset ? (key === 'reference.js' ? START : STYLE) : fs.readFileSync(path.join(swaggerUiDir(), asset.file), 'utf8');
    cache.set(key, body);
  }
  return { body, type: asset.type };
}

/** swagger-ui-dist's folder: the package is installed at the project's root (npm start runs there). */
function swaggerUiDir(): string {
  return path.join(process.cwd(), 'node_modules', 'swagger-ui-dist');
}
