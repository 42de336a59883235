import { describe, expect, it } from 'vitest';
import { hostOf, isDomainLike, registrableDomain } from './domains';

describe('registrableDomain', () => {
  it('keeps the label left of the public suffix', () => {
    expect(registrableDomain('www.qonto.com')).toBe('qonto.com');
    expect(registrableDomain('blog.eu.qonto.com')).toBe('qonto.com');
    expect(registrableDomain('qonto.com')).toBe('qonto.com');
  });

  it('follows the Public Suffix List: country second levels and shared hosting platforms', () => {
    expect(registrableDomain('shop.brand.co.uk')).toBe('brand.co.uk');
    expect(registrableDomain('www.brand.com.au')).toBe('brand.com.au');
    expect(registrableDomain('impots.gouv.fr')).toBe('impots.gouv.fr');
    expect(registrableDomain('docs.brand.github.io')).toBe('brand.github.io');
    expect(registrableDomain('brand.github.io')).toBe('brand.github.io');
    expect(registrableDomain('www.someone.blogspot.com')).toBe('someone.blogspot.com');
    expect(registrableDomain('my-app.vercel.app')).toBe('my-app.vercel.app');
    // three-label suffixes the old two-label rule got wrong
    expect(registrableDomain('www.city.kawasaki.jp')).toBe('city.kawasaki.jp');
    expect(registrableDomain('shop.brand.pvt.k12.ma.us')).toBe('brand.pvt.k12.ma.us');
  });

  it('returns bare suffixes and single labels as they are', () => {
    expect(registrableDomain('co.uk')).toBe('co.uk');
    expect(registrableDomain('github.io')).toBe('github.io');
    expect(registrableDomain('localhost')).toBe('localhost');
  });

  it('returns IP addresses as they are', () => {
    expect(registrableDomain('192.168.1.10')).toBe('192.168.1.10');
    expect(registrableDomain('[::1]')).toBe('[::1]');
  });
});

describe('hostOf', () => {
  it('reads URLs, bare hosts and e-mail addresses', () => {
    expect(hostOf('https://www.Qonto.com/fr?x=1')).toBe('www.qonto.com');
    expect(hostOf('qonto.com/fr/tarifs')).toBe('qonto.com');
    expect(hostOf('contact@qonto.com')).toBe('qonto.com');
    expect(hostOf('https://qonto.com./')).toBe('qonto.com');
  });

  it('resolves the real host of deceptive URLs', () => {
    expect(hostOf('https://qonto.com@evil.io/login')).toBe('evil.io');
    expect(hostOf('https://evil.io/?next=https://qonto.com')).toBe('evil.io');
    expect(hostOf('https://qonto.com.evil.io/')).toBe('qonto.com.evil.io');
  });

  it('drops trailing punctuation and punycodes international names', () => {
    expect(hostOf('https://qonto.com/fr).')).toBe('qonto.com');
    expect(hostOf('société.fr')).toBe('xn--socit-esab.fr');
  });

  it('returns null for what is not an address', () => {
    expect(hostOf('')).toBeNull();
    expect(hostOf('http://')).toBeNull();
    expect(hostOf('not a url at all')).toBeNull();
  });
});

describe('isDomainLike', () => {
  it('tells sites from names', () => {
    expect(isDomainLike('n26.com')).toBe(true);
    expect(isDomainLike('https://www.n26.com/fr')).toBe(true);
    expect(isDomainLike('sumwise.co.uk')).toBe(true);
    expect(isDomainLike('N26')).toBe(false);
    expect(isDomainLike('Banque Azur')).toBe(false);
    expect(isDomainLike('St. Louis Bank')).toBe(false);
  });
});
