// PostgreSQL only (DATABASE_URL): statements are bounded by DATABASE_STATEMENT_TIMEOUT_MS.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './connection';

describe.skipIf(!process.env.DATABASE_URL)('statement timeout on PostgreSQL', () => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    vi.unstubAllEnvs();
  });

  it('stops a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, on both pools', async () => {
    vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', '300');
    db = await openDatabase({ migrate: false });
    await expect(db.sql`SELECT pg_sleep(2)`).rejects.toMatchObject({ code: '57014' });
    await expect(db.counters`SELECT pg_sleep(2)`).rejects.toMatchObject({ code: '57014' });
    expect((await db.sql`SELECT 1 AS ok`)[0].ok).toBe(1);
  });
});
