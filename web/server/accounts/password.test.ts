import { describe, expect, it } from 'vitest';
import { checkPasswordRules, hashPassword, verifyNothing, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(a).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'bcrypt$whatever')).toBe(false);
  });

  it('treats a composed and a decomposed accent alike (NFC)', async () => {
    const hash = await hashPassword('mot de passe café');
    expect(await verifyPassword('mot de passe cafe\u0301', hash)).toBe(true);
  });

  it('has a decoy that takes the time of a check and never succeeds', async () => {
    expect(await verifyNothing('anything at all')).toBe(false);
  });

  it('asks for 10 to 256 characters', () => {
    expect(() => checkPasswordRules('short')).toThrow(/at least 10/);
    expect(() => checkPasswordRules('x'.repeat(257))).toThrow(/at most 256/);
    expect(() => checkPasswordRules('long enough now')).not.toThrow();
  });
});
