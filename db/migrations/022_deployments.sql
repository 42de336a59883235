-- Deploys and their effect (docs/guide/deploys.md): the deployment an audit followed, and the
-- site check behind it, so that the comparison can say what changed on the site between two audits.
ALTER TABLE audits
  ADD COLUMN deployment jsonb,
  ADD COLUMN snapshot_id uuid REFERENCES project_snapshots(id) ON DELETE SET NULL;
-- The previous comparable audit of a deploy is looked up by its environment.
CREATE INDEX audits_deployment_environment_idx ON audits (project_id, (deployment->>'environment'), created_at DESC)
  WHERE status = 'COMPLETED';
