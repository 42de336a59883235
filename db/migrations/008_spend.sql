-- Provider spend per answer (docs/operations/spend.md): what the provider reported the call used, and its
-- cost in USD computed when the answer was stored, with that day's prices (never recomputed).
-- NULL: stored before this was recorded, or the provider reported nothing.
ALTER TABLE audit_queries
  ADD COLUMN input_tokens     integer,
  ADD COLUMN output_tokens    integer,
  ADD COLUMN cached_tokens    integer,
  ADD COLUMN reasoning_tokens integer,
  ADD COLUMN searches         integer,
  ADD COLUMN cost_usd         numeric(14, 6);
