'use client';
// What a deploy changed (docs/guide/deploys.md): the deployment an audit followed, the AI
// crawlers it newly blocks (shown first: they explain a coming drop), and the site facts and
// cited domains that changed since the compared audit. Every text here comes from a launch
// body, a crawled site or an answer: React escapes it, and only http(s) URLs become links.
import type { AuditComparison } from '@/lib/measurements';
import type { AuditDetail } from '@/lib/types';
import { engineLabel, plural } from '@/lib/format';
import { Alert, Card, CardHeader, DataTable } from './ui';

type Deployment = NonNullable<AuditDetail['deployment']>;

const isWebUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

/** "deploy 3f9c2a1 of main to production" (what the launch gave). */
export function deploymentText(d: Deployment): string {
  return [
    'deploy',
    d.sha ? d.sha.slice(0, 7) : null,
    d.ref ? `of ${d.ref.replace(/^refs\/(heads|tags)\//, '')}` : null,
    d.environment ? `to ${d.environment}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The deployment as one phrase, a link to the deployment when it has a web URL. */
export function DeploymentLabel({ deployment }: { deployment: Deployment }) {
  const text = deploymentText(deployment);
  return isWebUrl(deployment.url) ? (
    <a href={deployment.url} rel="noopener noreferrer nofollow" target="_blank" data-testid="deployment">
      {text}
    </a>
  ) : (
    <span data-testid="deployment">{text}</span>
  );
}

/** The AI crawlers this deploy started blocking, with the engines each feeds. */
export function CrawlerWarning({ comparison }: { comparison: AuditComparison }) {
  const blocked = comparison.site?.newlyBlockedCrawlers ?? [];
  if (blocked.length === 0) return null;
  return (
    <Alert tone="warning">
      <span data-testid="crawler-warning">
        <strong>robots.txt now blocks {blocked.map((b) => b.crawler).join(', ')}</strong>, allowed at the previous audit.{' '}
        {blocked.map((b) => (b.engines.length ? `${b.crawler} feeds ${b.engines.map(engineLabel).join(', ')}` : `${b.crawler} feeds no engine measured here`)).join('; ')}
        : expect fewer citations there once they stop reading the site.
      </span>
    </Alert>
  );
}

const factText = (value: string | number | boolean | string[] | null) =>
  value === null ? '—' : Array.isArray(value) ? value.join(', ') || 'none' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);

const FIELD_LABELS: Record<string, string> = {
  title: 'Home page title',
  metaDescription: 'Home page description',
  'structuredData.types': 'Structured data types',
  'structuredData.score': 'Structured data score',
  'meta.score': 'Meta score',
  pagesAnalysed: 'Pages analysed',
  llmsTxt: 'llms.txt',
  'sitemap.urls': 'Sitemap URLs',
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? (field.startsWith('robots.') ? `robots.txt: ${field.slice(7)}` : field);

/** The site facts and the cited domains that changed since the compared audit. */
export function DeployChanges({ comparison }: { comparison: AuditComparison }) {
  const { site, sources } = comparison;
  return (
    <Card aria-labelledby="deploy-changes-title">
      <CardHeader
        id="deploy-changes-title"
        title="What changed"
        description={
          comparison.deployment
            ? `Since the previous audit (${deploymentText(comparison.deployment)}), over the prompts both audits asked.`
            : 'Since the previous audit, over the prompts both audits asked.'
        }
      />
      <div className="card-body stack" style={{ gap: 12 }}>
        <section aria-labelledby="site-changes-title">
          <h3 className="small" id="site-changes-title">
            On the site
          </h3>
          {site === null ? (
            <p className="small muted">No site check behind one of the two audits: nothing to compare.</p>
          ) : site.changes.length === 0 ? (
            <p className="small muted">Nothing the engines read changed.</p>
          ) : (
            // The facts' names wrap, so that a phone shows every column; a value with a long word
            // (a URL in a title) may still make it scroll sideways: focusable, for the keyboard (WCAG 2.1.1).
            <DataTable
              region="What changed on the site"
              className="table-compact"
              aria-label="Site changes"
              data-testid="site-changes"
              columns={[{ label: 'What' }, { label: 'Before' }, { label: 'Now' }]}
            >
              {site.changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row" style={{ whiteSpace: 'normal' }}>
                    {fieldLabel(c.field)}
                  </th>
                  <td>{factText(c.before)}</td>
                  <td>{factText(c.after)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </section>
        <section aria-labelledby="source-changes-title">
          <h3 className="small" id="source-changes-title">
            Cited sources
          </h3>
          {sources.gainedTotal + sources.lostTotal === 0 ? (
            <p className="small muted">The answers cite the same sites as before.</p>
          ) : (
            <div className="grid-2">
              <SourceList title={`Gained (${sources.gainedTotal})`} entries={sources.gained} testId="sources-gained" />
              <SourceList title={`Lost (${sources.lostTotal})`} entries={sources.lost} testId="sources-lost" />
            </div>
          )}
        </section>
      </div>
    </Card>
  );
}

function SourceList({ title, entries, testId }: { title: string; entries: AuditComparison['sources']['gained']; testId: string }) {
  return (
    <div>
      <h4 className="small">{title}</h4>
      {entries.length === 0 ? (
        <p className="small muted">None.</p>
      ) : (
        <ul className="small" data-testid={testId}>
          {entries.map((e) => (
            <li key={e.domain}>
              <strong>{e.domain}</strong> · {plural(e.answers, 'answer')}
              {e.pages.length > 0 && (
                <ul>
                  {e.pages.map((url) => (
                    <li key={url} className="ellipsis">
                      {isWebUrl(url) ? (
                        <a href={url} rel="noopener noreferrer nofollow" target="_blank">
                          {url}
                        </a>
                      ) : (
                        url
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
