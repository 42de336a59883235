// The base-url input: plain http is warned about, except for a server on the runner itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInputs } from '../src/inputs';

/** The workflow commands readInputs writes for these inputs (stdout, as on a runner). */
function commandsFor(baseUrl: string): string {
  vi.stubEnv('INPUT_API-KEY', 'svc_live_0123456789abcdefghijklmnopqrstuvwxyzAB');
  vi.stubEnv('INPUT_PROJECT-ID', 'p1');
  vi.stubEnv('INPUT_BASE-URL', baseUrl);
  let out = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  try {
    expect(readInputs().baseUrl).toBe(baseUrl);
  } finally {
    write.mockRestore();
  }
  return out;
}

afterEach(() => vi.unstubAllEnvs());

describe('base-url', () => {
  it.each(['http://geo.example.com/api/v1', 'http://10.0.0.5:3000/api/v1', 'http://0.0.0.0:3000/api/v1'])('warns that %s is unencrypted', (url) => {
    expect(commandsFor(url)).toMatch(/^::warning::Input "base-url" is plain http \(http:\/\/[^)]+\): the API key and the report cross the network unencrypted/m);
  });

  it.each(['https://geo.example.com/api/v1', 'http://localhost:3000/api/v1', 'http://127.0.0.1:3000/api/v1', 'http://127.1.2.3/api/v1', 'http://[::1]:3000/api/v1', 'http://app.localhost/api/v1'])(
    'says nothing of %s',
    (url) => {
      expect(commandsFor(url)).not.toContain('::warning::');
    },
  );
});
