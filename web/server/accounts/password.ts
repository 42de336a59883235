// Password hashing with scrypt (node:crypto), a memory-hard function: N = 2^15, r = 8, p = 3
// is one of the OWASP Password Storage Cheat Sheet's equivalent settings (32 MiB per hash,
// about a quarter of a second of CPU here). The parameters are stored with each hash,
// `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, so that they can be raised later without
// invalidating existing passwords.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { DomainError, invalidInput } from '../errors';
import { config } from '../config';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const LOG2_N = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 3;
const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * 1024 * 1024;

export const MIN_PASSWORD_LENGTH = 10;
/** Bounds the work a single sign-in may ask of the server. */
export const MAX_PASSWORD_LENGTH = 256;

export function checkPasswordRules(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalidInput('weak_password', `Use at least ${MIN_PASSWORD_LENGTH} characters.`, 'password');
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw invalidInput('invalid_request', `Use at most ${MAX_PASSWORD_LENGTH} characters.`, 'password');
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await derive(password, salt, LOG2_N, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', LOG2_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash || password.length > MAX_PASSWORD_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(log2n), Number(r), Number(p), expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

/** Spends the time of a real verification, so that an unknown e-mail answers as slowly as a known one. */
let decoy: Promise<string> | undefined;
export async function verifyNothing(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}

/**
 * A ceiling on hashing work, whoever asks (sign-ins, sign-ups, invitations): at most
 * SCRYPT_CONCURRENCY hashes at once (32 MiB and a quarter of a CPU second each), and at most
 * SCRYPT_QUEUE waiting; past that the request is refused with 429 rather than letting a flood
 * of sign-in attempts take the server's memory and CPU.
 */
const { SCRYPT_CONCURRENCY: HASHES_AT_ONCE, SCRYPT_QUEUE: HASHES_WAITING } = config();
let hashing = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, log2n: number, r: number, p: number, length = KEY_LENGTH) {
  if (hashing >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) {
      throw new DomainError('server_busy', 'The server is busy checking passwords. Try again in a few seconds.', { headers: { 'Retry-After': '5' } });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    hashing++;
  }
  try {
    return await scrypt(password.normalize('NFC'), salt, length, { N: 2 ** log2n, r, p, maxmem: MAX_MEMORY });
  } finally {
    // The slot passes to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}
