import { describe, expect, it } from 'vitest';
import { httpError, isRetryableStatus, networkError, retryAfterFromHeaders } from './errors';

describe('provider error classification', () => {
  it('retries timeouts, rate limits and server errors only', () => {
    for (const status of [408, 429, 500, 502, 503, 529]) expect(isRetryableStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryableStatus(status), String(status)).toBe(false);
  });

  it('reads retry-after-ms, then retry-after in seconds or as an HTTP date', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '2', 'retry-after-ms': '150' }), now)).toBe(150);
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': 'Sun, 01 Jun 2025 12:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterFromHeaders(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterFromHeaders(undefined, now)).toBeUndefined();
  });

  it('lets x-should-retry overrule the status', () => {
    expect(httpError('openai', 409, 'conflict', { headers: new Headers({ 'x-should-retry': 'true' }) }).retryable).toBe(true);
    expect(httpError('openai', 500, 'bad input', { headers: new Headers({ 'x-should-retry': 'false' }) }).retryable).toBe(false);
    expect(httpError('anthropic', 529, 'Overloaded')).toMatchObject({ status: 529, retryable: true, message: 'Claude answered HTTP 529: the provider failed on its side', detail: 'Overloaded' });
  });

  it("says what a status means in our words, and keeps the provider's text (a masked key, a host) for the log", () => {
    const refused = httpError('openai', 401, 'Incorrect API key provided: sk-proj-****************abcd. You can find your API key at https://platform.openai.com/account/api-keys.');
    expect(refused.message).toBe("ChatGPT answered HTTP 401: the provider refused the operator's API key (check it in the server's configuration)");
    expect(refused.message).not.toMatch(/sk-|abcd/);
    expect(refused.detail).toContain('sk-proj-');
    const unreachable = networkError('anthropic', new Error('connect ECONNREFUSED 10.20.30.40:3128'));
    expect(unreachable.message).toBe('Claude could not be reached (connection failed)');
    expect(unreachable.detail).toContain('10.20.30.40');
  });
});
