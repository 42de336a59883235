import { describe, expect, it } from 'vitest';
import { safeNextPath } from './paths';

/** Where a browser lands when it follows `path` from a page of this site. */
const landing = (path: string) => new URL(path, 'https://geo.example/sign-in');

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/projects/42?tab=sources#top')).toBe('/projects/42?tab=sources#top');
    expect(safeNextPath('/settings/team')).toBe('/settings/team');
    expect(safeNextPath('/a/../b')).toBe('/b');
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example'); // an encoded slash stays a path
    expect(safeNextPath('/%2f/evil.example')).toBe('/%2f/evil.example');
    expect(safeNextPath('/%5cevil.example')).toBe('/%5cevil.example'); // an encoded backslash too
    expect(safeNextPath('/%5C%5Cevil.example')).toBe('/%5C%5Cevil.example');
    expect(safeNextPath('/%252F/evil.example')).toBe('/%252F/evil.example');
    expect(safeNextPath('/ /evil.example')).toBe('/%20/evil.example'); // a space is a path character, encoded
  });

  it.each([
    ['//evil.example'],
    ['//x'],
    ['/\\x'],
    // Dot segments that the parser removes, leaving a scheme-relative `//host` behind.
    ['/.//evil.example/phish'],
    ['/projects/../..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/.%2e//evil.example'],
    ['/%2e//evil.example'],
    ['/a/%2e%2e/%2e%2e//evil.example'],
    ['/\t/evil.example'], // what /%09/evil.example decodes to: browsers drop the tab → //evil.example
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/.\t//evil.example'],
    ['/\\evil.example'], // read as //evil.example
    ['/\\/evil.example'],
    ['\\/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/\u0000/evil.example'],
    ['evil.example'],
    [''],
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/projects');
  });

  it('returns only what a browser resolves to this site, as a path', () => {
    const tricks = ['/.//evil.example/phish', '/projects/../..//evil.example', '/%2e%2e//x', '/././/x', '/%2e/%2e%2e//x', '//x', '/\\x', '/%2f%2fx', '/%5c%5cx', '/a/../../..//x?y#z'];
    for (const next of tricks) {
      const path = safeNextPath(next);
      expect(path.startsWith('/') && !path.startsWith('//'), `${next} → ${path}`).toBe(true);
      expect(landing(path).origin, `${next} → ${path}`).toBe('https://geo.example');
    }
  });

  it('refuses what is not one string', () => {
    expect(safeNextPath(['/a', '/b'])).toBe('/projects');
    expect(safeNextPath(null)).toBe('/projects');
    expect(safeNextPath(undefined, '/home')).toBe('/home');
  });
});
