// Applies db/migrations/*.sql in name order, each in its own transaction, under a session
// advisory lock so that several processes starting together apply each file exactly once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 720_451_903; // arbitrary constant shared by every geo-audit process

const migrationFiles = (dir: string) => fs.readdirSync(/*turbopackIgnore: true*/ dir).filter((f) => f.endsWith('.sql')).sort();

/** Migrations of this version not applied to the database (readiness: docs/operations/metrics.md#health). */
export async function pendingMigrations(sql: postgres.Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const [{ table }] = await sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS table`;
  const done = new Set(table ? (await sql`SELECT name FROM schema_migrations`).map((r) => r.name as string) : []);
  return migrationFiles(dir).filter((file) => !done.has(file));
}

export async function migrate(sql: postgres.Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  const conn = await sql.reserve();
  const applied: string[] = [];
  try {
    // Waiting for another process's migrations, and a long migration, may take any time.
    await conn`SET statement_timeout = 0`;
    await conn`SELECT pg_advisory_lock(${LOCK_ID})`;
    await conn`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const done = new Set((await conn`SELECT name FROM schema_migrations`).map((r) => r.name as string));
    for (const file of files) {
      if (done.has(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      await conn`BEGIN`;
      try {
        await conn.unsafe(text);
        await conn`INSERT INTO schema_migrations (name) VALUES (${file})`;
        await conn`COMMIT`;
      } catch (err) {
        await conn`ROLLBACK`;
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
      }
      applied.push(file);
    }
  } finally {
    await conn`SELECT pg_advisory_unlock(${LOCK_ID})`.catch(() => {});
    await conn`RESET statement_timeout`.catch(() => {});
    conn.release();
  }
  return applied;
}
