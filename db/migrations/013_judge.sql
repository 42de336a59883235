-- Verdicts of the optional model judge (docs/operations/model-judge.md), per organisation, keyed by the
-- sha256 of the brand profile's essentials, the answer text and the judge's model: a re-run or
-- an identical answer reads the verdict here and costs nothing. Only valid verdicts are kept;
-- their cost (priced when asked, never again) was added to org_spend under provider 'judge'.
CREATE TABLE judge_verdicts (
  org_id        uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  answer_hash   text NOT NULL,
  provider      text NOT NULL,
  model         text NOT NULL,
  model_version text,
  verdict       jsonb NOT NULL,
  input_tokens  integer,
  output_tokens integer,
  cost_usd      numeric(14, 6) NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (org_id, answer_hash)
);
