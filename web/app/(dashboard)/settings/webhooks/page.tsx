'use client';
// Settings → Webhooks (owners): alert endpoints, their signing secret shown once, a test event,
// the delivery log, and the endpoints the server disabled after days of failures
// (docs/guide/alerts.md).
import { useState, type FormEvent } from 'react';
import { BellIcon, PlusIcon } from '@/components/icons';
import { useSession } from '@/components/providers';
import { Alert, Badge, Button, Card, CardHeader, ConfirmDialog, CopyButton, DataTable, Dialog, EmptyState, ErrorState, Field, useToast, WriteError } from '@/components/ui';
import { api, fieldError } from '@/lib/api-client';
import { timeAgo } from '@/lib/format';
import { keys, useDeliveries, useProjects, useWebhooks, useWrite } from '@/lib/queries';
import type { Webhook, WebhookRequest } from '@/lib/types';
import { EVENT_TYPES, type EventType } from '@/server/webhooks/event-types';

const EVENT_LABELS: Record<EventType, string> = {
  'audit.completed': 'An audit completed',
  'audit.failed': 'An audit failed',
  'visibility.changed': 'Visibility changed significantly',
  'citation.gained': 'A prompt gained citations on an engine (significant)',
  'citation.lost': 'A prompt lost citations on an engine (significant)',
  'measurement.degraded': 'A measurement is degraded (many failed or unread answers)',
  'budget.threshold': "80 % and 100 % of the month's budget",
  'competitor.overtook': 'A competitor is named significantly more often than your brand',
  'digest.weekly': "A weekly digest: the week's audits, significant changes, current rates",
};
const DESTINATIONS: Record<Webhook['destination'], string> = { slack: 'Slack', discord: 'Discord', teams: 'Teams', generic: 'Signed JSON' };

export default function WebhooksPage() {
  const session = useSession();
  const owner = session.role === 'owner';
  const webhooks = useWebhooks(owner);
  const [creating, setCreating] = useState(false);
  const disabled = (webhooks.data ?? []).filter((w) => w.disabled_reason);
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>Webhooks</h1>
          <p className="subtitle">Alerts to your endpoint, Slack, Discord or Teams when an audit ends or visibility changes for real.</p>
        </div>
        {owner && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            <PlusIcon /> Add webhook
          </Button>
        )}
      </div>
      {!owner ? (
        <Card>
          <EmptyState icon={<BellIcon />} title="Only owners manage webhooks">
            Ask an owner of the organisation to add an alert for you.
          </EmptyState>
        </Card>
      ) : (
        <>
          {disabled.map((w) => (
            <Alert key={w.id} tone="warning">
              <strong>{w.url}</strong> was disabled: {w.disabled_reason}
            </Alert>
          ))}
          <Card aria-labelledby="webhooks-title">
            <CardHeader id="webhooks-title" title="Endpoints" />
            {webhooks.isPending ? (
              <div className="card-body muted">Loading…</div>
            ) : webhooks.isError ? (
              <ErrorState error={webhooks.error} onRetry={() => webhooks.refetch()} />
            ) : webhooks.data.length === 0 ? (
              <EmptyState icon={<BellIcon />} title="No webhook yet">
                Add a Slack, Discord or Teams URL, or your own endpoint: each delivery is signed (Standard Webhooks).
              </EmptyState>
            ) : (
              <div className="stack card-body">
                {webhooks.data.map((w) => (
                  <WebhookRow key={w.id} webhook={w} />
                ))}
              </div>
            )}
          </Card>
        </>
      )}
      {owner && <CreateWebhookDialog open={creating} onClose={() => setCreating(false)} />}
    </div>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const toast = useToast();
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const action = useWrite((work: () => Promise<unknown>) => work(), () => [keys.webhooks]);
  const { isPending: pending, error } = action;
  const act = (work: () => Promise<unknown>, done: string, then?: () => void) =>
    action.mutate(work, {
      onSuccess: () => {
        toast(done);
        then?.();
      },
    });
  const sendTest = () => act(() => api(`/webhooks/${webhook.id}/test`, { method: 'POST' }), 'Test event queued: see the delivery log.', () => setShowLog(true));
  const toggle = () => act(() => api(`/webhooks/${webhook.id}`, { method: 'PATCH', body: { enabled: !webhook.enabled } }), webhook.enabled ? 'Webhook paused.' : 'Webhook enabled.');
  const remove = () => act(() => api(`/webhooks/${webhook.id}`, { method: 'DELETE' }), 'Webhook deleted.', () => setDeleting(false));

  return (
    <div className="stack" style={{ borderBottom: '1px solid var(--border)', paddingBottom: 12 }}>
      <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div className="stack" style={{ gap: 4, minWidth: 0 }}>
          <span className="mono small" style={{ overflowWrap: 'anywhere' }}>{webhook.url}</span>
          <div className="row" style={{ gap: 4, flexWrap: 'wrap' }}>
            <Badge tone="accent">{DESTINATIONS[webhook.destination]}</Badge>
            {webhook.enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone={webhook.disabled_reason ? 'danger' : 'neutral'}>{webhook.disabled_reason ? 'Disabled by the server' : 'Paused'}</Badge>}
            {webhook.events.map((e) => (
              <Badge key={e}>{e}</Badge>
            ))}
            {webhook.project_ids.length > 0 && <Badge tone="info">{webhook.project_ids.length} project(s)</Badge>}
          </div>
          {webhook.failing_since && webhook.enabled && <span className="small muted">Failing since {timeAgo(webhook.failing_since)}.</span>}
        </div>
        <div className="row" style={{ gap: 6 }}>
          <Button size="sm" onClick={sendTest} loading={pending}>
            Send test event
          </Button>
          <Button size="sm" onClick={toggle} disabled={pending}>
            {webhook.enabled ? 'Pause' : 'Enable'}
          </Button>
          <Button size="sm" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
            Delivery log
          </Button>
          <Button size="sm" onClick={() => setDeleting(true)} aria-label={`Delete the webhook to ${webhook.url}`}>
            Delete
          </Button>
        </div>
      </div>
      {!deleting && <WriteError error={error} />}
      {showLog && <DeliveryLog webhookId={webhook.id} />}
      <ConfirmDialog open={deleting} title="Delete this webhook?" confirmLabel="Delete webhook" pending={pending} error={error} onCancel={() => {
          setDeleting(false);
          action.reset();
        }} onConfirm={remove}>
        <p>No alert will be sent to {webhook.url} any more, and its delivery log goes with it.</p>
      </ConfirmDialog>
    </div>
  );
}

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const deliveries = useDeliveries(webhookId);
  if (deliveries.isPending) return <div className="muted small">Loading…</div>;
  if (deliveries.isError) return <ErrorState error={deliveries.error} onRetry={() => deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <div className="muted small">Nothing sent in the last 30 days.</div>;
  return (
    <DataTable
      aria-label="Deliveries"
      columns={[
        { label: 'Event' },
        { label: 'Status' },
        { label: 'Attempts', className: 'num' },
        { label: 'Response', className: 'hide-sm' },
        { label: 'Next attempt', className: 'hide-sm' },
        { label: 'Created', className: 'hide-sm' },
      ]}
    >
      {deliveries.data.map((d) => (
        <tr key={d.id}>
          <td className="mono small">{d.event_type}</td>
          <td>
            <Badge tone={d.status === 'delivered' ? 'success' : d.status === 'failed' ? 'danger' : 'warning'}>{d.status}</Badge>
          </td>
          <td className="num">{d.attempts}</td>
          <td className="hide-sm small">
            {d.response_status ?? '—'}
            {d.latency_ms !== null && <span className="faint"> · {d.latency_ms} ms</span>}
            {d.last_error && <div className="faint" style={{ overflowWrap: 'anywhere' }}>{d.last_error}</div>}
          </td>
          <td className="hide-sm small muted">{d.next_attempt_at ? new Date(d.next_attempt_at).toLocaleString() : '—'}</td>
          <td className="hide-sm small muted">{timeAgo(d.created_at)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function CreateWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const projects = useProjects();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>(['audit.completed', 'visibility.changed', 'measurement.degraded']);
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const creation = useWrite((input: WebhookRequest) => api<Webhook>('/webhooks', { body: input }), () => [keys.webhooks]);
  const { data: created, isPending: pending, error } = creation;

  const close = () => {
    creation.reset();
    setUrl('');
    onClose();
  };
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    creation.mutate({ url: url.trim(), events, project_ids: projectIds });
  };

  if (created?.secret) {
    return (
      <Dialog open={open} onClose={close} title="Webhook added" description="Copy the signing secret now: it is never shown again." footer={<Button variant="primary" onClick={close}>Done</Button>}>
        <div className="secret">
          <code data-testid="new-webhook-secret">{created.secret}</code>
          <CopyButton text={created.secret} label="Copy secret" />
        </div>
        <p className="small muted">
          Every delivery carries the headers webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks): verify them with this secret before trusting a message.
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add a webhook"
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form="create-webhook-form" loading={pending} disabled={events.length === 0}>
            Add webhook
          </Button>
        </>
      }
    >
      <form id="create-webhook-form" className="form" onSubmit={submit}>
        <WriteError error={error} fields={['url']} />
        <Field label="URL" htmlFor="webhook-url" error={fieldError(error, 'url')} hint="A Slack or Discord webhook URL, a Teams Workflows URL, or your own https endpoint.">
          <input id="webhook-url" className="input" type="url" required value={url} onChange={(e) => setUrl(e.target.value)} maxLength={2000} autoFocus />
        </Field>
        <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label">Events</legend>
          {EVENT_TYPES.map((e) => (
            <label key={e} className="checkbox-row">
              <input type="checkbox" checked={events.includes(e)} onChange={() => setEvents(toggle(events, e))} />
              {EVENT_LABELS[e]}
            </label>
          ))}
        </fieldset>
        <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label">Projects</legend>
          <span className="hint">None checked: every project, and the organisation’s budget.</span>
          {(projects.data ?? []).map((p) => (
            <label key={p.id} className="checkbox-row">
              <input type="checkbox" checked={projectIds.includes(p.id)} onChange={() => setProjectIds(toggle(projectIds, p.id))} />
              {p.name}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}
