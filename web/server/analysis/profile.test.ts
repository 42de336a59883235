import { describe, expect, it } from 'vitest';
import { BRAND } from './matcher';
import { brandProfile, isReadableName } from './profile';

const qonto = brandProfile({
  brandName: 'Qonto',
  aliases: ['Qonto Business', 'qonto.fr', 'La Néobanque Q'],
  url: 'https://www.qonto.com/fr/pricing',
  competitors: ['Shine', 'n26.com', 'N26', 'https://www.sumwise.co.uk', 'Booking.com'],
});
const emeraude = brandProfile({ brandName: 'Crédit Émeraude', url: 'credit-emeraude.fr' });

/** `[matched text, entity, kind]` for each mention in `text`. */
const found = (profile: ReturnType<typeof brandProfile>, text: string) =>
  profile.matcher.scan(text).map((mention) => [text.slice(mention.start, mention.end), mention.entity, mention.kind]);

describe('brandProfile', () => {
  it('derives own domains from the URL (registrable, no www) and from aliases given as sites', () => {
    expect(qonto.name).toBe('Qonto');
    expect(qonto.domains).toEqual(['qonto.com', 'qonto.fr']);
    expect(qonto.aliases).toEqual(['Qonto Business', 'La Néobanque Q']);
    expect(brandProfile({ brandName: 'X', url: 'https://app.tempohq.com/login' }).domains).toEqual(['tempohq.com']);
    expect(brandProfile({ brandName: 'X', url: 'not a url' }).domains).toEqual([]);
  });

  it('takes competitors as names or sites, naming a site after its first label and merging duplicates', () => {
    expect(qonto.competitors).toEqual([
      { name: 'Shine', domains: [] },
      { name: 'N26', domains: ['n26.com'] },
      { name: 'Sumwise', domains: ['sumwise.co.uk'] },
      { name: 'Booking', domains: ['booking.com'] },
    ]);
  });

  it('refuses an empty brand name', () => {
    expect(() => brandProfile({ brandName: '  ', url: 'https://x.com' })).toThrow(/brandName/);
  });
});

describe('names a tenant may set', () => {
  it('take spaces and hyphens as separators, and need at least as many letters and digits as other characters', () => {
    for (const name of ['Acme', 'X', 'N26', '3M', 'AT&T', 'C#', 'Yahoo!', 'M&M’s', 'Crédit - Émeraude', 'x - - - - - - - - - y', '株式会社', 'booking.com', 'https://www.globex.example/fr', 'A+'])
      expect(isReadableName(name), name).toBe(true);
    for (const name of ['!!!', '- - -', '&', 'C++', 'x.-.-.-.-.y', '«»', '🚀', '...a...', '(((x)))', '\u0301'])
      expect(isReadableName(name), name).toBe(false);
  });
});

describe('matching names', () => {
  it('matches whole words only, with case and accents folded', () => {
    expect(found(qonto, 'QONTO, qonto et Qonto’s app; pas Qontoo ni SuperQonto ni Qonto2.')).toEqual([
      ['QONTO', BRAND, 'name'],
      ['qonto', BRAND, 'name'],
      ['Qonto', BRAND, 'name'],
    ]);
    expect(found(emeraude, 'credit emeraude, CRÉDIT ÉMERAUDE, Crédit-Émeraude, Crédit\u00a0Émeraude, Crédit Émeraudes')).toHaveLength(4);
  });

  it('prefers the longest name, and counts an alias containing the name as the name', () => {
    expect(found(qonto, 'Qonto Business et la Néobanque Q')).toEqual([
      ['Qonto Business', BRAND, 'name'],
      ['la Néobanque Q', BRAND, 'alias'],
    ]);
  });

  it('tells exact spellings and all-lowercase occurrences of a capitalised name apart', () => {
    const [exact, upper, lower] = qonto.matcher.scan('Qonto QONTO qonto');
    expect([exact.exact, upper.exact, lower.exact]).toEqual([true, false, false]);
    expect([exact.lowercase, upper.lowercase, lower.lowercase]).toEqual([false, false, true]);
    // Two words too: "a fresh start" may be the phrase; context.ts reads what comes before it.
    expect(emeraude.matcher.scan('credit emeraude')[0].lowercase).toBe(true);
  });

  it('finds competitors by name and by their domain', () => {
    expect(found(qonto, 'Shine, N26 (n26.com) et sumwise.co.uk')).toEqual([
      ['Shine', 1, 'name'],
      ['N26', 2, 'name'],
      ['n26.com', 2, 'domain'],
      ['sumwise.co.uk', 3, 'domain'],
    ]);
  });
});

describe('matching addresses', () => {
  it("counts the brand's own domain and its subdomains, in URLs, bare hosts and e-mails", () => {
    expect(found(qonto, 'Voir https://www.qonto.com/fr, blog.qonto.com, qonto.fr/tarifs ou support@qonto.com.')).toEqual([
      ['https://www.qonto.com/fr', BRAND, 'domain'],
      ['blog.qonto.com', BRAND, 'domain'],
      ['qonto.fr/tarifs', BRAND, 'domain'],
      ['support@qonto.com', BRAND, 'domain'],
    ]);
  });

  it('never reads a name inside somebody else\'s address', () => {
    const traps = [
      'notqonto.com',
      'qonto.com.evil.io',
      'qonto-avis.fr',
      'https://www.comparatif.fr/banques/qonto-avis',
      'comparatif.fr/qonto',
      'qonto@gmail.com',
      'https://qonto.com@evil.io/login',
      'https://evil.io/?next=https://qonto.com',
    ];
    for (const trap of traps) expect(found(qonto, `Lien : ${trap} .`), trap).toEqual([]);
  });

  it('still reads a name next to an address or at the end of a sentence', () => {
    expect(found(qonto, 'Qonto. [Qonto](https://evil.io) @Qonto')).toEqual([
      ['Qonto', BRAND, 'name'],
      ['Qonto', BRAND, 'name'],
      ['Qonto', BRAND, 'name'],
    ]);
  });

  it('reads a dotted name such as "Booking.com" as that competitor', () => {
    expect(found(qonto, 'Booking.com et booking.com/hotels')).toEqual([
      ['Booking.com', 4, 'domain'],
      ['booking.com/hotels', 4, 'domain'],
    ]);
  });

  it('tells whose site a URL is', () => {
    expect(qonto.matcher.ownerOf('https://help.qonto.com/a')).toBe(BRAND);
    expect(qonto.matcher.ownerOf('https://www.n26.com')).toBe(2);
    expect(qonto.matcher.ownerOf('https://qonto.co')).toBeUndefined();
  });
});
