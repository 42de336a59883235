import { describe, expect, it } from 'vitest';
import { safeNextPath } from './paths';

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/projects/42?tab=sources#top')).toBe('/projects/42?tab=sources#top');
    expect(safeNextPath('/settings/team')).toBe('/settings/team');
    expect(safeNextPath('/a/../b')).toBe('/b');
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example'); // an encoded slash stays a path
    expect(safeNextPath('/%252F/evil.example')).toBe('/%252F/evil.example');
    expect(safeNextPath('/ /evil.example')).toBe('/%20/evil.example'); // a space is a path character, encoded
  });

  it.each([
    ['//evil.example'],
    ['/\t/evil.example'], // what /%09/evil.example decodes to: browsers drop the tab → //evil.example
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
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

  it('refuses what is not one string', () => {
    expect(safeNextPath(['/a', '/b'])).toBe('/projects');
    expect(safeNextPath(null)).toBe('/projects');
    expect(safeNextPath(undefined, '/home')).toBe('/home');
  });
});
