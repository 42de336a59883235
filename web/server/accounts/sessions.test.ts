import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, csrfTokenFor, csrfTokenMatches, sessionCookie, sessionTokenFrom } from './sessions';
import { hashToken, isWellFormedToken, newToken } from './tokens';

describe('session tokens and cookies', () => {
  it('makes 256-bit URL-safe tokens, stored by their SHA-256', () => {
    const token = newToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(isWellFormedToken(`${token}x`)).toBe(false);
    expect(hashToken(token)).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('writes an httpOnly SameSite=Lax cookie, Secure over HTTPS, and reads it back', () => {
    const token = newToken();
    expect(sessionCookie(token, false)).toBe(`ga_session=${token}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`);
    expect(sessionCookie(token, true)).toMatch(/; Secure$/);
    expect(sessionCookie(token, false, 3600)).toMatch(/; Max-Age=3600;/);
    expect(clearedSessionCookie(false)).toMatch(/^ga_session=; Path=\/; Max-Age=0;/);
    expect(sessionTokenFrom(`theme=dark; ga_session=${token}; other=1`)).toBe(token);
    expect(sessionTokenFrom('theme=dark')).toBeUndefined();
    expect(sessionTokenFrom(null)).toBeUndefined();
  });

  it('derives a CSRF token per session that only that session matches', () => {
    const one = newToken();
    const two = newToken();
    expect(csrfTokenFor(one)).toBe(csrfTokenFor(one));
    expect(csrfTokenFor(one)).not.toBe(csrfTokenFor(two));
    expect(csrfTokenMatches(one, csrfTokenFor(one))).toBe(true);
    expect(csrfTokenMatches(one, csrfTokenFor(two))).toBe(false);
    expect(csrfTokenMatches(one, null)).toBe(false);
    expect(csrfTokenMatches(one, 'short')).toBe(false);
  });
});
