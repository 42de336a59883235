-- The report a marketer can act on (docs/guide/dashboard.md).

-- An invitation names the person invited and the role they get: only that e-mail address can
-- accept it. Links made before this migration stay anonymous (email null) until they expire.
ALTER TABLE invitations ADD COLUMN email text;

-- The operator: the first account of the install (docs/guide/demo-mode.md), who can set the
-- server's provider keys; the dashboard tells everyone else to ask them.
ALTER TABLE users ADD COLUMN operator boolean NOT NULL DEFAULT false;
UPDATE users SET operator = true WHERE id = (SELECT id FROM users ORDER BY created_at, id LIMIT 1);

-- Each member may put the "Get started" checklist away, in each organisation.
ALTER TABLE memberships ADD COLUMN checklist_dismissed_at timestamptz;

-- A suggestion read from the simulated engine's made-up answers: demo data, shown without a priority.
ALTER TABLE suggestions ADD COLUMN simulated boolean NOT NULL DEFAULT false;
