-- Dashboard accounts (users and memberships are in 001): sessions, invitation links and
-- failed sign-ins for throttling. Secrets (session and invitation tokens) are stored as
-- SHA-256 hashes only: a copy of the database does not let anyone in.

CREATE TABLE sessions (
  token_hash   bytea PRIMARY KEY,                 -- SHA-256 of the cookie's token
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  org_id       uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE, -- the organisation being worked in
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,              -- slides forward while the session is used
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

CREATE TABLE invitations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id      uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  token_hash  bytea NOT NULL UNIQUE,              -- SHA-256 of the token in the link
  role        text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'member')),
  created_by  uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  accepted_at timestamptz,
  revoked_at  timestamptz
);
CREATE INDEX invitations_org_idx ON invitations (org_id, created_at);

-- One row per failed sign-in, under two keys: the e-mail address and the client address.
CREATE TABLE login_failures (
  key       text NOT NULL,                        -- 'email:<lowercased address>' or 'ip:<address>'
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at);
