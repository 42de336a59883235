-- geo-audit core schema. Every tenant-owned row carries org_id (directly or through its
-- project) and every query filters on it.

CREATE TABLE plans (
  id                  text PRIMARY KEY,
  api_access          boolean NOT NULL,
  scopes              text[]  NOT NULL,           -- rights a key of this plan may hold
  requests_per_minute integer NOT NULL,
  requests_per_day    integer NOT NULL,
  monthly_audits      integer NOT NULL,           -- audit launches per calendar month (UTC)
  max_active_prompts  integer NOT NULL,           -- per project; an audit costs prompts x engines
  models              text[]  NOT NULL            -- model ids of web/server/models catalogue
);

INSERT INTO plans VALUES
  ('free',   false, '{}',            0,     0,     5,   10,  '{geo-standard}'),
  ('pro',    true,  '{read}',        30,    5000,  60,  100, '{geo-standard}'),
  ('expert', true,  '{read,write}',  120,   50000, 500, 500, '{geo-standard,geo-advanced,geo-reasoning}');

CREATE TABLE organizations (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name                    text NOT NULL,
  plan                    text NOT NULL REFERENCES plans(id),
  -- operator overrides (admin CLI); null = the plan's value
  monthly_audits_override integer CHECK (monthly_audits_override >= 0),
  rpm_override            integer CHECK (rpm_override >= 0),
  rpd_override            integer CHECK (rpd_override >= 0),
  models_override         text[],                 -- model ids allowed instead of the plan's
  created_at              timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         text NOT NULL,
  name          text,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE memberships (
  org_id     uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('owner', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);

CREATE TABLE api_keys (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id       uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name         text NOT NULL,
  key_hash     bytea NOT NULL UNIQUE,             -- SHA-256 of the full key; the key itself is never stored
  display      text NOT NULL,                     -- e.g. svc_live_…9fQ2
  scopes       text[],                            -- null = the plan's full rights
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_org_idx ON api_keys (org_id, created_at);

CREATE TABLE projects (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id            uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name              text NOT NULL,
  url               text NOT NULL,
  status            text NOT NULL DEFAULT 'READY',
  brand_name        text NOT NULL,
  aliases           text[] NOT NULL DEFAULT '{}',
  competitors       text[] NOT NULL DEFAULT '{}',
  engines           text[] NOT NULL DEFAULT '{}',  -- empty = every configured engine
  region            text NOT NULL DEFAULT 'fr',
  schedule          text CHECK (schedule IN ('daily', 'weekly', 'monthly')),
  next_scheduled_at timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_org_idx ON projects (org_id, created_at, id);
CREATE INDEX projects_schedule_idx ON projects (next_scheduled_at) WHERE schedule IS NOT NULL;

CREATE TABLE project_snapshots (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id            uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  checked_at            timestamptz NOT NULL DEFAULT now(),
  pages                 integer NOT NULL,
  structured_data_score integer NOT NULL,
  meta_quality_score    integer NOT NULL,
  llms_txt              boolean NOT NULL DEFAULT false,
  site_title            text,
  details               jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX project_snapshots_latest_idx ON project_snapshots (project_id, checked_at DESC);

CREATE TABLE prompts (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  text       text NOT NULL,
  tag        text,
  active     boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX prompts_text_key ON prompts (project_id, lower(text));
CREATE INDEX prompts_active_idx ON prompts (project_id) WHERE active;

CREATE TABLE keywords (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  keyword    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX keywords_keyword_key ON keywords (project_id, lower(keyword));

CREATE TABLE audits (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id           uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  project_id       uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'PENDING'
                   CHECK (status IN ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED')),
  score            integer NOT NULL DEFAULT 0,
  provider_scores  jsonb NOT NULL DEFAULT '{}',
  model            text NOT NULL,
  region           text NOT NULL,
  keywords         text[] NOT NULL DEFAULT '{}',
  source           text NOT NULL,
  is_automatic     boolean NOT NULL DEFAULT false,
  current_progress integer NOT NULL DEFAULT 0 CHECK (current_progress BETWEEN 0 AND 100),
  duration         integer NOT NULL DEFAULT 0,     -- seconds
  quota_month      date NOT NULL,                  -- the month whose quota this audit consumed
  quota_refunded   boolean NOT NULL DEFAULT false,
  lease_owner      text,                           -- worker holding the audit
  lease_expires_at timestamptz,                    -- renewed by the worker's heartbeat
  deadline_at      timestamptz,                    -- past this, a stuck audit is marked FAILED
  error            text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  completed_at     timestamptz,
  CHECK ((status IN ('COMPLETED', 'FAILED')) = (completed_at IS NOT NULL))
);
-- At most one audit in progress per project, enforced by the database itself.
CREATE UNIQUE INDEX audits_one_in_progress ON audits (project_id) WHERE status IN ('PENDING', 'RUNNING');
CREATE INDEX audits_project_idx ON audits (project_id, created_at DESC, id DESC);

-- One row per audit x prompt x engine: the audit's progress lives here, so a resumed
-- audit only asks what is still pending.
CREATE TABLE audit_queries (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  audit_id      uuid NOT NULL REFERENCES audits(id) ON DELETE CASCADE,
  prompt_id     uuid REFERENCES prompts(id) ON DELETE SET NULL,
  prompt        text NOT NULL,                    -- the text as asked, kept if the prompt changes
  provider      text NOT NULL,
  ordinal       integer NOT NULL,                 -- stable display order
  state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'answered', 'failed')),
  response      text,
  sources       text[] NOT NULL DEFAULT '{}',
  cited         boolean NOT NULL DEFAULT false,
  sentiment     text,
  analysis      jsonb NOT NULL DEFAULT '{}',      -- competitor mentions, positions, raw provider citations
  error         text,
  attempts      integer NOT NULL DEFAULT 0,
  answered_at   timestamptz,
  UNIQUE (audit_id, prompt_id, provider)
);
CREATE INDEX audit_queries_audit_idx ON audit_queries (audit_id, ordinal);

CREATE TABLE citations (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  query_id   uuid NOT NULL REFERENCES audit_queries(id) ON DELETE CASCADE,
  audit_id   uuid NOT NULL REFERENCES audits(id) ON DELETE CASCADE,
  ordinal    integer NOT NULL,
  excerpt    text NOT NULL,
  confidence real NOT NULL CHECK (confidence BETWEEN 0 AND 1),
  sentiment  text NOT NULL
);
CREATE INDEX citations_query_idx ON citations (query_id, ordinal);
CREATE INDEX citations_audit_idx ON citations (audit_id);

CREATE TABLE suggestions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id  uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  fingerprint text NOT NULL,                      -- what makes a regenerated suggestion "the same"
  type        text NOT NULL,
  priority    text NOT NULL CHECK (priority IN ('high', 'medium', 'low')),
  rank        integer NOT NULL DEFAULT 0,
  title       text NOT NULL,
  detail      text NOT NULL,
  evidence    jsonb NOT NULL DEFAULT '[]',
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'dismissed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, fingerprint)
);

-- Monthly audit quota, one counter per organisation and calendar month (UTC).
CREATE TABLE quota_usage (
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  month  date NOT NULL,
  used   integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (org_id, month)
);

-- Idempotency-Key replay store (Stripe semantics, 24 h).
CREATE TABLE idempotency_keys (
  org_id       uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  key          text NOT NULL,
  request_hash text NOT NULL,                     -- method + path + body; a different request with the same key is refused
  status       integer,                           -- null while the first request is still running
  body         jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, key)
);

-- The job queue: claimed with FOR UPDATE SKIP LOCKED. A job only says "work on audit X";
-- what is done lives on the audit's rows.
CREATE TABLE jobs (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind         text NOT NULL,
  payload      jsonb NOT NULL DEFAULT '{}',
  run_at       timestamptz NOT NULL DEFAULT now(),
  locked_by    text,
  locked_until timestamptz,
  attempts     integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_ready_idx ON jobs (run_at);
