-- Engines that read search pages (docs/guide/surfaces.md): a row's surface, answers a search
-- page did not show, and rows answered by the simulated engine standing in for another.

ALTER TABLE audit_queries
  -- where the answer comes from: a model's API with web search, or a search page (SERP API)
  ADD COLUMN surface   text NOT NULL DEFAULT 'model_api' CHECK (surface IN ('model_api', 'search')),
  -- answered by the simulated engine (itself, or standing in for `provider` in demo mode)
  ADD COLUMN simulated boolean NOT NULL DEFAULT false;

UPDATE audit_queries SET simulated = true WHERE provider = 'simulated';

-- 'not_shown': the search page showed no AI answer for the prompt (no AI Overview, no Copilot
-- answer). A finding, not a failure: kept out of every rate, counted apart.
ALTER TABLE audit_queries DROP CONSTRAINT audit_queries_state_check;
ALTER TABLE audit_queries ADD CONSTRAINT audit_queries_state_check
  CHECK (state IN ('pending', 'answered', 'not_shown', 'failed'));
