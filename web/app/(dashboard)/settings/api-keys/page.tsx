'use client';
// API keys: the plan (API access, rate limits, this month's audits), the keys (created with
// the scopes the plan allows, shown once, revocable), and how to connect an AI assistant
// through the MCP server.
import { useState, type FormEvent } from 'react';
import { WorkflowCard } from '@/components/action-wiring';
import { KeyIcon, PlusIcon } from '@/components/icons';
import { useSession } from '@/components/providers';
import { Alert, Badge, Button, Card, CardHeader, ConfirmDialog, CopyButton, DataTable, Dialog, EmptyState, ErrorState, Field, LoadingCard, useToast, WriteError } from '@/components/ui';
import { api } from '@/lib/api-client';
import { useOrigin } from '@/lib/origin';
import { formatDate, formatNumber, timeAgo } from '@/lib/format';
import { keys, useApiKeys, useOrg, useWrite } from '@/lib/queries';
import type { ApiKey, KeyRequest, OrgInfo } from '@/lib/types';

export default function ApiKeysPage() {
  const session = useSession();
  const org = useOrg();
  const apiKeys = useApiKeys();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [showRevoked, setShowRevoked] = useState(false);
  const revocation = useWrite((key: ApiKey) => api(`/keys/${key.id}`, { method: 'DELETE' }), () => [keys.apiKeys]);
  const revoke = () => {
    if (!revoking) return;
    revocation.mutate(revoking, {
      onSuccess: (_, key) => {
        toast(`Key “${key.name}” revoked. Requests with it are now refused.`);
        setRevoking(null);
      },
    });
  };

  const all = apiKeys.data ?? [];
  const revokedCount = all.filter((k) => k.revoked_at).length;
  const shown = showRevoked ? all : all.filter((k) => !k.revoked_at);
  const canCreate = !!org.data?.limits.apiAccess;
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>API keys</h1>
          <p className="subtitle">Keys let your CI, the GitHub Action, reporting tools and AI assistants use the geo-audit API.</p>
        </div>
        {canCreate && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            <PlusIcon /> Create key
          </Button>
        )}
      </div>
      {org.isPending ? <LoadingCard rows={2} label="Loading your plan" /> : org.isError ? <Card><ErrorState error={org.error} onRetry={() => org.refetch()} /></Card> : <PlanCard org={org.data} />}
      <Card aria-labelledby="keys-title">
        <CardHeader
          id="keys-title"
          title="Keys"
          actions={
            revokedCount > 0 && (
              <label className="checkbox-row small muted">
                <input type="checkbox" checked={showRevoked} onChange={(e) => setShowRevoked(e.target.checked)} />
                Show revoked ({revokedCount})
              </label>
            )
          }
        />
        {apiKeys.isPending ? (
          <div className="card-body muted">Loading…</div>
        ) : apiKeys.isError ? (
          <ErrorState error={apiKeys.error} onRetry={() => apiKeys.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<KeyIcon />}
            title={canCreate ? 'No API key yet' : 'API access needs the Pro or Expert plan'}
            actions={
              canCreate && (
                <Button variant="primary" onClick={() => setCreating(true)}>
                  <PlusIcon /> Create key
                </Button>
              )
            }
          >
            {canCreate
              ? 'Create a key to launch audits from CI or the GitHub Action after each deploy, or to export results to your reporting tools.'
              : 'Your organisation is on the free plan: you can run audits here in the dashboard. The operator of this server can change the plan.'}
          </EmptyState>
        ) : (
          <DataTable
            aria-label="API keys"
            columns={[
              { label: 'Name' },
              { label: 'Key' },
              { label: 'Access', className: 'hide-sm' },
              { label: 'Created', className: 'hide-sm' },
              { label: 'Last used', className: 'hide-sm' },
              { label: 'Actions', hidden: true },
            ]}
          >
            {shown.map((k) => (
              <tr key={k.id} style={k.revoked_at ? { opacity: 0.6 } : undefined}>
                <td>
                  <strong>{k.name}</strong>
                </td>
                <td className="mono nowrap">{k.display}</td>
                <td className="hide-sm">
                  <div className="row" style={{ gap: 4 }}>
                    {(k.scopes ?? org.data?.limits.scopes ?? []).map((s) => (
                      <Badge key={s} tone={s === 'write' ? 'accent' : 'neutral'}>
                        {s}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td className="hide-sm muted">
                  <div className="nowrap">{formatDate(k.created_at)}</div>
                  <div className="small faint">{keyOrigin(k)}</div>
                </td>
                <td className="hide-sm nowrap muted">{timeAgo(k.last_used_at)}</td>
                <td className="num">
                  {k.revoked_at ? (
                    <Badge tone="danger">Revoked</Badge>
                  ) : session.role === 'owner' || k.created_by?.id === session.user.id ? (
                    <Button size="sm" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
                      Revoke
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Card>
      {canCreate && <WorkflowCard />}
      <McpCard />
      {org.data && <CreateKeyDialog open={creating} onClose={() => setCreating(false)} org={org.data} />}
      <ConfirmDialog
        open={!!revoking}
        title={`Revoke “${revoking?.name}”?`}
        confirmLabel="Revoke key"
        pending={revocation.isPending}
        error={revocation.error}
        onCancel={() => {
          setRevoking(null);
          revocation.reset();
        }}
        onConfirm={revoke}
      >
        <p>Every request made with this key will be refused from now on. This cannot be undone: create a new key if you need one again.</p>
      </ConfirmDialog>
    </div>
  );
}

function PlanCard({ org }: { org: OrgInfo }) {
  const { limits } = org;
  const used = Math.min(100, (100 * limits.monthlyAuditsUsed) / Math.max(1, limits.monthlyAudits));
  return (
    <Card aria-labelledby="plan-title">
      <CardHeader id="plan-title" title={<span className="row">Plan <Badge tone={limits.plan === 'free' ? 'neutral' : 'accent'}>{limits.plan}</Badge></span>} />
      <div className="card-body">
        <dl className="stat-list" style={{ margin: 0 }}>
          <div className="stat">
            <dt>API access</dt>
            <dd>{limits.apiAccess ? (limits.scopes.includes('write') ? 'Read & write' : 'Read only') : 'None'}</dd>
          </div>
          <div className="stat">
            <dt>Rate limit</dt>
            <dd>{limits.apiAccess ? `${formatNumber(limits.requestsPerMinute)}/min` : '—'}</dd>
            {limits.apiAccess && <dd className="stat-note">{formatNumber(limits.requestsPerDay)} per day</dd>}
          </div>
          <div className="stat">
            <dt>Audits this month</dt>
            <dd>
              {formatNumber(limits.monthlyAuditsUsed)} <span className="faint small">/ {formatNumber(limits.monthlyAudits)}</span>
            </dd>
            <dd className="stat-note">
              <div className="meter" style={{ marginTop: 6 }} role="meter" aria-label="Audit quota used" aria-valuemin={0} aria-valuemax={limits.monthlyAudits} aria-valuenow={limits.monthlyAuditsUsed}>
                <span style={{ width: `${used}%` }} />
              </div>
            </dd>
          </div>
          <div className="stat">
            <dt>Models</dt>
            <dd style={{ fontSize: 13, fontWeight: 500 }}>{limits.models.join(', ')}</dd>
            <dd className="stat-note">{formatNumber(limits.maxActivePrompts)} active prompts per project, {formatNumber(limits.maxPrompts)} in all</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

function CreateKeyDialog({ open, onClose, org }: { open: boolean; onClose: () => void; org: OrgInfo }) {
  const canWrite = org.limits.scopes.includes('write');
  const [name, setName] = useState('');
  const [access, setAccess] = useState<'read' | 'write'>(canWrite ? 'write' : 'read');
  const origin = useOrigin();
  const creation = useWrite(
    (input: KeyRequest) => api<ApiKey & { key: string }>('/keys', { body: input }),
    () => [keys.apiKeys],
  );
  const created = creation.data ?? null;

  const close = () => {
    creation.reset();
    setName('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    creation.mutate({ name: name.trim() || undefined, scopes: access === 'write' ? ['read', 'write'] : ['read'] });
  };

  if (created) {
    return (
      <Dialog open={open} onClose={close} title="Your new API key" description="Copy it now: for your security it is never shown again." footer={<Button variant="primary" onClick={close}>Done</Button>}>
        <div className="secret">
          <code data-testid="new-api-key">{created.key}</code>
          <CopyButton text={created.key} label="Copy key" />
        </div>
        <Alert tone="warning">Store it in your CI’s secrets (for the GitHub Action: a secret named GEO_AUDIT_API_KEY). Anyone with it can use your organisation’s API.</Alert>
        <div className="field">
          <span className="label">Try it</span>
          <pre className="code-block" tabIndex={0} aria-label="Example request with the new key">{`curl -H "Authorization: Bearer ${created.key}" \\\n  ${origin}/api/v1/projects`}</pre>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create an API key"
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form="create-key-form" loading={creation.isPending}>
            Create key
          </Button>
        </>
      }
    >
      <form id="create-key-form" className="form" onSubmit={submit}>
        <WriteError error={creation.error} />
        <Field label="Name" htmlFor="key-name" hint="Where the key is used, e.g. “GitHub Action” or “Looker Studio”.">
          <input id="key-name" className="input" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
        </Field>
        <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label" style={{ marginBottom: 6 }}>
            Access
          </legend>
          <div className="choice-grid">
            <label className="choice">
              <input type="radio" name="access" value="read" checked={access === 'read'} onChange={() => setAccess('read')} />
              <span>
                <span className="choice-title">Read only</span>
                <span className="hint" style={{ display: 'block' }}>
                  Read projects, audits, reports and suggestions.
                </span>
              </span>
            </label>
            <label className="choice">
              <input type="radio" name="access" value="write" checked={access === 'write'} disabled={!canWrite} onChange={() => setAccess('write')} />
              <span>
                <span className="choice-title">Read and write</span>
                <span className="hint" style={{ display: 'block' }}>
                  Also launch audits, add keywords, and add prompts from an AI assistant (MCP).
                  {!canWrite && ` Needs the Expert plan (yours: ${org.limits.plan}).`}
                </span>
              </span>
            </label>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

function McpCard() {
  const origin = useOrigin();
  const config = JSON.stringify(
    { mcpServers: { 'geo-audit': { type: 'http', url: `${origin}/api/mcp`, headers: { Authorization: 'Bearer svc_live_…' } } } },
    null,
    2,
  );
  return (
    <Card aria-labelledby="mcp-title">
      <CardHeader
        id="mcp-title"
        title="Connect an AI assistant"
        description="Let Claude, ChatGPT or your IDE’s assistant manage prompts, run audits and read their results, through the Model Context Protocol."
      />
      <div className="card-body stack">
        <p className="small muted">
          The MCP server speaks Streamable HTTP at <code>{origin}/api/mcp</code>. A <strong>read</strong> key can use <code>list_projects</code>,{' '}
          <code>get_audit</code>, <code>get_sources</code> and <code>get_citation_gaps</code>; a <strong>read and write</strong> key also{' '}
          <code>create_prompts</code>, <code>import_prompts</code> (pasted lines or CSV, with a preview) and <code>launch_audit</code>.
          In a client that reads an <code>mcpServers</code> file (Claude Desktop, Cursor, VS Code…):
        </p>
        <pre className="code-block" tabIndex={0} aria-label="MCP configuration">
          {config}
        </pre>
        <div className="row">
          <CopyButton text={config} label="Copy configuration" />
          <span className="faint small">
            With Claude Code: <code>claude mcp add --transport http geo-audit {origin}/api/mcp --header &quot;Authorization: Bearer svc_live_…&quot;</code>
          </span>
        </div>
      </div>
    </Card>
  );
}

/** Who made a key, and where: a key is traceable to a person (or to the operator's CLI). */
function keyOrigin(k: ApiKey): string {
  const who = k.created_by ? k.created_by.name || k.created_by.email : null;
  if (k.source === 'cli') return who ? `by ${who}, with the CLI` : 'by the operator (CLI)';
  if (k.source === 'dashboard') return who ? `by ${who}` : 'in the dashboard, by a former member';
  return 'creator not recorded';
}
