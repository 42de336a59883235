// Suites that need what this machine may not have say so when they are left out: one warning per
// suite, naming it and why (docs/contributing/testing.md). CI has all of it, and runs the suites
// on both databases, so each of these runs in one of its passes.

/** Prints why `suite` is left out when `reason` is set, and returns whether it is skipped. */
export function skippedBecause(suite: string, reason: string | null): boolean {
  if (reason) console.warn(`\n⚠ skipped: ${suite}: ${reason}\n`);
  return reason !== null;
}

/** For the suites that need several processes on one database: PostgreSQL only (docs/architecture.md). */
export const postgresOnly = (suite: string) =>
  skippedBecause(suite, process.env.DATABASE_URL ? null : 'needs PostgreSQL; set DATABASE_URL=postgres://user@host:5432/db (a server where it may create databases)');

/** For the checks of the embedded database's own files. */
export const embeddedOnly = (suite: string) => skippedBecause(suite, process.env.DATABASE_URL ? 'checks the embedded database; DATABASE_URL is set' : null);
