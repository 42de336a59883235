-- Alerts (docs/guide/alerts.md): webhooks per organisation, optionally scoped to projects, their
-- delivery log, and the states that make events edge-triggered.

CREATE TABLE webhooks (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id         uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  url            text NOT NULL,
  events         text[] NOT NULL,
  -- empty: every project of the organisation
  project_ids    uuid[] NOT NULL DEFAULT '{}',
  -- The signing key itself (whsec_…), not a hash: an HMAC is computed with it at every delivery.
  secret         text NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  -- why the server disabled it (failing for days), shown to owners; null when enabled or disabled by a person
  disabled_reason text,
  -- the first failed attempt since the last success
  failing_since  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_org_idx ON webhooks (org_id, created_at);

-- One row per message to one endpoint: its `id` is the webhook-id header, the same on every attempt.
CREATE TABLE webhook_deliveries (
  id              text PRIMARY KEY,
  webhook_id      uuid NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  org_id          uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  event_type      text NOT NULL,
  -- the body { type, timestamp, data } as signed on every attempt
  payload         jsonb NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  response_status integer,
  latency_ms      integer,
  last_error      text,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_webhook_idx ON webhook_deliveries (webhook_id, created_at DESC);
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at);

-- A delivery job is given back with its own delay (webhooks/deliver.ts) and does not count the
-- queue's attempts; these only stop a delivery whose worker keeps dying during it.
INSERT INTO job_kinds VALUES ('webhook', 5, 30, 3600);

-- States that last (a degraded measurement, a budget threshold passed this month): an event is
-- sent when the state begins, not again while it lasts.
CREATE TABLE alert_states (
  org_id     uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  subject    text NOT NULL,
  since      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, subject)
);

-- The answers feed (reports/answers-feed.ts) walks a project's COMPLETED audits in completion order.
CREATE INDEX audits_completed_idx ON audits (project_id, completed_at, id) WHERE status = 'COMPLETED';
