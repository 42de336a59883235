// The first operator account (README.md#quick-start): on a fresh install, the first sign-up
// becomes the operator, with the Expert plan, so it must be a deliberate act and not whoever
// reaches a server listening on 0.0.0.0 first. It needs a one-time setup token, valid 24 hours:
// printed on the server's standard output when it starts with no account yet (or taken from
// SETUP_TOKEN, for automated installs), and issued anew by `npm run cli -- setup token`. Only its
// hash is stored; the first sign-up consumes it in the same transaction that creates the account.
import crypto from 'node:crypto';
import type { Sql, TxSql } from '@db/connection';
import { DomainError } from '../errors';
import { hashToken, newToken } from './tokens';
import { config } from '../config';

const VALID_HOURS = 24;

/** Whether the server has no account yet (the next sign-up is the operator's). */
export async function setupPending(sql: Sql | TxSql): Promise<boolean> {
  const [{ fresh }] = await sql`SELECT NOT EXISTS (SELECT 1 FROM users) AS fresh`;
  return fresh;
}

/** A new setup token (any earlier one stops working); refused once an account exists. */
export async function issueSetupToken(sql: Sql, preset?: string): Promise<string> {
  const token = preset ?? newToken();
  if (preset !== undefined && preset.length < 20) throw new DomainError('invalid_request', 'SETUP_TOKEN must be at least 20 characters.');
  return sql.begin(async (tx) => {
    if (!(await setupPending(tx))) throw new DomainError('invalid_request', 'This server has an operator account already: sign in, or sign up as a new organisation.');
    await tx`
      INSERT INTO setup_tokens (token_hash, expires_at) VALUES (${hashToken(token)}, now() + make_interval(hours => ${VALID_HOURS}))
      ON CONFLICT (singleton) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`;
    return token;
  });
}

/**
 * At start: with no account yet, the setup token to print (null when a valid one was issued
 * already and none is preset: it was printed then, and `setup token` issues another).
 */
export async function setupTokenAtStart(sql: Sql, preset = config().SETUP_TOKEN): Promise<string | null> {
  if (!(await setupPending(sql))) return null;
  if (!preset) {
    const [live] = await sql`SELECT 1 FROM setup_tokens WHERE expires_at > now()`;
    if (live) return null;
  }
  return issueSetupToken(sql, preset);
}

/** In the first sign-up's transaction: the token must be the live one; it is used up. */
export async function consumeSetupToken(tx: TxSql, token: string | undefined): Promise<void> {
  const [row] = await tx`DELETE FROM setup_tokens WHERE expires_at > now() RETURNING token_hash`;
  const given = hashToken(token ?? '');
  if (!token || !row || !crypto.timingSafeEqual(row.token_hash, given)) {
    throw new DomainError(
      'setup_token_invalid',
      'This server has no account yet: the first one needs the setup token shown in the terminal where the server started (or run `npm run cli -- setup token`).',
      { param: 'setupToken' },
    );
  }
}
