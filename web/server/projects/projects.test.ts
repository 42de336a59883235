import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { parseProjectInput } from './projects';

const refusal = (input: unknown) => {
  try {
    parseProjectInput(input);
  } catch (err) {
    if (err instanceof DomainError) return err.toBody('http://localhost').error;
    throw err;
  }
  return undefined;
};

describe('a project site URL', () => {
  it('takes an http(s) address', () => {
    expect(parseProjectInput({ name: 'Acme', url: 'https://acme.example/fr' }).url).toBe('https://acme.example/fr');
    expect(parseProjectInput({ name: 'Acme', url: ' http://acme.example:8080 ' }).url).toBe('http://acme.example:8080');
  });

  it.each(['https://user:secret@acme.example', 'https://user@acme.example/', 'https://:secret@acme.example', 'http://a%40b:c@acme.example'])(
    'refuses credentials in %s, naming the field',
    (url) => {
      expect(refusal({ name: 'Acme', url })).toMatchObject({ code: 'invalid_request', param: 'url', message: expect.stringMatching(/user name or password/) });
    },
  );

  it('refuses what is not an http(s) URL', () => {
    for (const url of ['ftp://acme.example', 'acme', 'javascript:alert(1)']) expect(refusal({ name: 'Acme', url })?.param).toBe('url');
  });
});
