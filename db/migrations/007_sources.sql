-- Sources and citation gaps (docs/guide/sources-and-gaps.md).

-- Competitors' sites (registrable domains), beside their names, so that their pages are
-- recognised; and the project's own classification of other domains ({ "domain": "kind" }),
-- which overrides the built-in rule table.
ALTER TABLE projects
  ADD COLUMN competitor_domains text[] NOT NULL DEFAULT '{}',
  ADD COLUMN source_kinds       jsonb  NOT NULL DEFAULT '{}';

-- Written when an audit completes (or on its first read, for audits completed before this
-- migration): per engine, the answers, the pages they cite, and the answers naming the brand
-- and each competitor ({ "openai": { "answers", "citations", "brand", "competitors": { name: n } } }).
-- Null until written.
ALTER TABLE audits ADD COLUMN source_summary jsonb;

-- Per audit × engine × registrable domain: the answers citing a page of it, the pages cited,
-- and among those answers how many name the brand and each competitor (per domain and per page).
-- Kinds are not stored: they follow the project's settings when read.
CREATE TABLE audit_sources (
  audit_id    uuid    NOT NULL REFERENCES audits(id) ON DELETE CASCADE,
  provider    text    NOT NULL,
  domain      text    NOT NULL,
  answers     integer NOT NULL,
  citations   integer NOT NULL,                   -- distinct pages per answer, summed
  brand       integer NOT NULL,                   -- answers naming the brand
  competitors jsonb   NOT NULL DEFAULT '{}',      -- { name: answers naming it }
  pages       jsonb   NOT NULL DEFAULT '[]',      -- [{ url, answers, brand, competitors }], most cited first
  PRIMARY KEY (audit_id, provider, domain)
);
