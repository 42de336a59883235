-- The model reader (docs/guide/answer-reading.md#the-model-reader): when a model read a row, the
-- rules' own reading is kept beside it ({ cited, sentiment, brands }), for the audit's
-- readerAgreement. Null when the rules alone read the row. The model's readings are cached in
-- judge_verdicts, under a hash that names the reader's version (web/server/judge/reader.ts).
ALTER TABLE audit_queries ADD COLUMN rules_reading jsonb;
