// PostgreSQL only (DATABASE_URL): statements are bounded by DATABASE_STATEMENT_TIMEOUT_MS.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection';

describe.skipIf(!process.env.DATABASE_URL)('statement timeout on PostgreSQL', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('stops a statement that runs past its statement timeout (DATABASE_STATEMENT_TIMEOUT_MS), on both pools', async () => {
    db = await openDatabase({ migrate: false, statementTimeoutMs: 300 });
    await expect(db.sql`SELECT pg_sleep(2)`).rejects.toMatchObject({ code: '57014' });
    await expect(db.counters`SELECT pg_sleep(2)`).rejects.toMatchObject({ code: '57014' });
    expect((await db.sql`SELECT 1 AS ok`)[0].ok).toBe(1);
  });
});
