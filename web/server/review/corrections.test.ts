// Corrections against a real database: the embedded one, or PostgreSQL with DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@db/connection';
import { compareWithPrevious, type ComparedAudit } from '../audits/comparison';
import { auditDetail } from '../audits/read';
import { createProject, projectDetail, updateProject } from '../projects/projects';
import { correctRow, exportCorrections } from './corrections';
import { CorrectionInput } from '../contract/requests';
import { suggestRules } from './rule-suggestions';

describe('corrections', () => {
  let dir: string;
  let db: Database;
  let orgId: string;
  let userId: string;
  let projectId: string;
  let auditId: string;
  let rows: { id: string; cited: boolean }[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-review-'));
    db = await openDatabase({ dataDir: path.join(dir, 'data') });
    const { sql } = db;
    [{ id: orgId }] = await sql`INSERT INTO organizations (name, plan) VALUES ('Review org', 'pro') RETURNING id`;
    [{ id: userId }] = await sql`INSERT INTO users (email, password_hash) VALUES (${`r${Date.now()}@example.com`}, 'x') RETURNING id`;
    projectId = (await createProject(sql, orgId, { name: 'Harbor', url: 'https://harbor-privacy.eu', competitors: ['Consentio'] })).id;
    [{ id: auditId }] = await sql`
      INSERT INTO audits (org_id, project_id, status, score, model, region, source, quota_month, completed_at, total_queries, cited_queries)
      VALUES (${orgId}, ${projectId}, 'COMPLETED', 75, 'geo-standard', 'fr', 'api', date_trunc('month', now())::date, now(), 2, 2) RETURNING id`;
    const analysis = { firstMentionSentence: 0, sentenceCount: 1, ownSources: [] };
    rows = await sql`
      INSERT INTO audit_queries (audit_id, prompt, provider, ordinal, state, response, cited, sentiment, analysis)
      VALUES (${auditId}, 'gdpr tools', 'openai', 0, 'answered', 'Harbor is excellent for GDPR.', true, 'POSITIVE', ${sql.json(analysis)}),
             (${auditId}, 'eu transfers', 'openai', 1, 'answered', 'Safe Harbor was struck down; Consentio helps.', true, 'NEUTRAL', ${sql.json(analysis)})
      RETURNING id, cited`;
    await sql`INSERT INTO citations (query_id, audit_id, ordinal, excerpt, confidence, sentiment)
              VALUES (${rows[1].id}, ${auditId}, 0, 'Safe Harbor was struck down', 0.8, 'NEUTRAL')`;
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const detail = async () => JSON.parse((await auditDetail(db.sql, orgId, projectId, auditId)).json);

  it('changes the row and the figures, keeps the original, and can become a project rule', async () => {
    const before = await detail();
    expect(before.analytics).toMatchObject({ citedQueries: 2, totalCitations: 1, correctedQueries: 0 });
    await correctRow(db.sql, orgId, userId, { projectId, auditId, rowId: rows[1].id }, CorrectionInput.parse({
      cited: false,
      rule: { kind: 'excluded_phrase', phrase: 'Safe Harbor' },
    }));
    const after = await detail();
    const row = after.queries.find((q: { id: string }) => q.id === rows[1].id);
    expect(row).toMatchObject({ cited: false, sentiment: 'NEUTRAL', citations: [], corrected: { original: { cited: true, sentiment: 'NEUTRAL' } } });
    expect(after.analytics).toMatchObject({ citedQueries: 1, citationRate: 50, totalCitations: 0, correctedQueries: 1 });
    expect(after.score).toBeLessThan(before.score);
    const [project] = await db.sql`SELECT excluded_phrases FROM projects WHERE id = ${projectId}`;
    expect(project.excluded_phrases).toEqual(['Safe Harbor']);
  });

  it('sets sentiment, removes the correction when set back, and exports corrections as JSON lines', async () => {
    await correctRow(db.sql, orgId, userId, { projectId, auditId, rowId: rows[0].id }, CorrectionInput.parse({ sentiment: 'NEGATIVE' }));
    const lines = (await exportCorrections(db.sql, orgId, projectId)).trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.id === rows[0].id)).toMatchObject({ analysed: { cited: true, sentiment: 'POSITIVE' }, labelled: { cited: true, sentiment: 'NEGATIVE' } });
    await correctRow(db.sql, orgId, userId, { projectId, auditId, rowId: rows[0].id }, CorrectionInput.parse({ sentiment: 'POSITIVE' }));
    const row = (await detail()).queries.find((q: { id: string }) => q.id === rows[0].id);
    expect(row).toMatchObject({ sentiment: 'POSITIVE', corrected: null });
  });

  it('keeps project rules as settings', async () => {
    const created = await createProject(db.sql, orgId, { name: 'N', url: 'https://northgatepayroll.example', excluded_phrases: ['Northgate Street', 'Northgate Street'], short_forms: ['Northgate'] });
    const detail = await projectDetail(db.sql, orgId, created.id);
    expect(detail).toMatchObject({ excluded_phrases: ['Northgate Street'], short_forms: ['Northgate'] });
    const updated = await updateProject(db.sql, orgId, created.id, { excluded_phrases: [] });
    expect(updated.excluded_phrases).toEqual([]);
  });

  it('makes the comparisons with the previous and the next audit again from the corrected figures', async () => {
    const { sql } = db;
    const project = (await createProject(sql, orgId, { name: 'Acme', url: 'https://acme.example' })).id;
    const basis = { promptSetFingerprint: 'prompts', engines: ['openai'], region: 'fr', model: 'geo-standard', modelVersions: { openai: [] } };
    const audit = async (minutesAgo: number, cited: boolean[]) => {
      const [{ id }] = await sql`
        INSERT INTO audits (org_id, project_id, status, score, score_mean, model, region, source, quota_month, completed_at, created_at,
                            total_queries, cited_queries, basis)
        VALUES (${orgId}, ${project}, 'COMPLETED', 0, 0, 'geo-standard', 'fr', 'api', date_trunc('month', now())::date, now(),
                now() - make_interval(mins => ${minutesAgo}), ${cited.length}, ${cited.filter(Boolean).length}, ${sql.json(basis)}) RETURNING id`;
      const analysis = { firstMentionSentence: 0, sentenceCount: 1, ownSources: [] };
      const ids: string[] = [];
      for (const [i, c] of cited.entries()) {
        const [{ id: rowId }] = await sql`
          INSERT INTO audit_queries (audit_id, prompt, provider, ordinal, state, response, cited, sentiment, analysis)
          VALUES (${id}, ${`prompt ${i}`}, 'openai', ${i}, 'answered', 'Acme is fine.', ${c}, 'NEUTRAL', ${sql.json(analysis)}) RETURNING id`;
        ids.push(rowId);
      }
      return { id: id as string, rows: ids };
    };
    const comparisonOf = async (id: string) => (await sql`SELECT comparison FROM audits WHERE id = ${id}`)[0].comparison;
    const complete = async (id: string) => {
      const [a] = await sql<ComparedAudit[]>`SELECT id, project_id, deployment, snapshot_id FROM audits WHERE id = ${id}`;
      await sql.begin(async (tx) => {
        const comparison = await compareWithPrevious(tx, a, basis);
        await tx`UPDATE audits SET comparison = ${tx.json(comparison as never)} WHERE id = ${id}`;
      });
    };
    const first = await audit(30, [true, true, true, true]);
    const second = await audit(20, [true, true, false, false]);
    await complete(second.id);
    expect(await comparisonOf(second.id)).toMatchObject({ auditId: first.id, citationRate: 100, citationRateDelta: -50 });

    // A correction of the earlier audit: the later one's comparison reads its corrected figures.
    await correctRow(sql, orgId, userId, { projectId: project, auditId: first.id, rowId: first.rows[0] }, CorrectionInput.parse({ cited: false }));
    expect(await comparisonOf(second.id)).toMatchObject({ auditId: first.id, citationRate: 75, citationRateDelta: -25 });
    // A correction of the later audit: its own comparison is made again.
    await correctRow(sql, orgId, userId, { projectId: project, auditId: second.id, rowId: second.rows[2] }, CorrectionInput.parse({ cited: true }));
    expect(await comparisonOf(second.id)).toMatchObject({ citationRate: 75, citationRateDelta: 0 });
    // The next audit compares with the corrected figures.
    const third = await audit(10, [true, true, true, true]);
    await complete(third.id);
    expect(await comparisonOf(third.id)).toMatchObject({ auditId: second.id, citationRate: 75, citationRateDelta: 25 });
  });

  it("finds nothing of another organisation's", async () => {
    const [{ id: other }] = await db.sql`INSERT INTO organizations (name, plan) VALUES ('Other', 'pro') RETURNING id`;
    await expect(correctRow(db.sql, other, userId, { projectId, auditId, rowId: rows[0].id }, CorrectionInput.parse({ cited: false }))).rejects.toThrow(/not found/);
  });
});

describe('rule suggestions', () => {
  it('suggests phrases around the name in answers not citing the brand, and short forms near competitors', () => {
    const found = suggestRules(['Northgate Payroll Services', 'Harbor'], [], [
      { text: 'Under the old Safe Harbor scheme…', cited: false, namesCompetitor: false },
      { text: 'Data moved under Safe Harbor.', cited: false, namesCompetitor: false },
      { text: 'Northgate is cheaper than Paysmith.', cited: true, namesCompetitor: true },
    ]);
    expect(found.excluded_phrases[0]).toEqual({ phrase: 'Safe Harbor', answers: 2 });
    expect(found.short_forms).toEqual([{ phrase: 'Northgate', answers: 1 }]);
  });
});
