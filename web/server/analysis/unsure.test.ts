// The ambiguity rule (docs/operations/model-judge.md): which rows the rules are unsure of, and why.
import { describe, expect, it } from 'vitest';
import { analyzeAnswer, brandProfile } from './analyze';

const northgate = brandProfile({ brandName: 'Northgate Payroll Services', aliases: ['NPS'], url: 'https://northgatepayroll.co.uk', competitors: ['Paysmith'] });
const tempo = brandProfile({ brandName: 'Tempo', url: 'https://tempohq.com' });
const friday = brandProfile({ brandName: 'Friday', url: 'https://friday-shifts.com', competitors: ['Staffwise'] });
const juno = brandProfile({ brandName: 'Juno', url: 'https://juno-bank.fr', context: 'banque en ligne compte' });
const acme = brandProfile({ brandName: 'Acme', url: 'https://acme.example', competitors: ['Globex'] });
const unsure = (profile: ReturnType<typeof brandProfile>, text: string, sources: string[] = []) => analyzeAnswer(profile, { text, sources }).unsure;

describe('unsure rows', () => {
  it('is sure of the exact name with support, of a clear non-mention, and of an answer naming nobody', () => {
    expect(unsure(acme, 'Small teams like Acme, a solid choice ahead of Globex.')).toEqual([]);
    // "acme" is also an English word: opening its sentence, it is a name only with support, so unsure.
    expect(unsure(acme, 'Acme is a solid choice for small teams, ahead of Globex.')).toEqual(['weak_mention']);
    expect(unsure(acme, 'Globex is the usual pick.')).toEqual([]);
    expect(unsure(acme, 'Acme is reliable.', ['https://acme.example/pricing'])).toEqual([]);
  });

  it('flags a citation that stands only on a short form or an acronym, not backed by the brand’s site', () => {
    expect(unsure(northgate, 'Northgate is popular with accountants for payroll.')).toEqual(['weak_mention']);
    expect(unsure(northgate, 'Northgate is popular with accountants.', ['https://northgatepayroll.co.uk/'])).toEqual([]);
  });

  it('flags a name set aside as another sense, but not a no-knowledge phrase alone', () => {
    expect(unsure(friday, 'Rotas go out every Friday.')).toEqual(['set_aside']);
    expect(unsure(tempo, 'Tempo matters when you dance the tango.')).toEqual(['set_aside']);
    expect(analyzeAnswer(acme, { text: "I couldn't find any information about Acme.", sources: [] })).toMatchObject({ unknownToEngine: true, unsure: [] });
  });

  it('flags a name that stands with nothing to support it, and a no-knowledge phrase beside a citation', () => {
    expect(unsure(juno, 'Juno sera présent à Lyon en mars.')).toEqual(['unsupported_name']);
    // With a cue of another sense ("la sonde …", Jupiter), the name is set aside: unsure too.
    expect(unsure(juno, 'La sonde Juno de la NASA étudie Jupiter depuis 2016.')).toEqual(['set_aside']);
    expect(unsure(juno, 'Juno propose un compte sans frais.')).toEqual([]);
    expect(unsure(acme, "I couldn't find information about Acme. Acme, however, is praised by Globex users.")).toContain('no_knowledge_mixed');
  });

  it('flags sentiment pulled both ways', () => {
    expect(unsure(acme, 'Acme is excellent for planning, but its support is terrible. Globex is fine.')).toContain('mixed_sentiment');
    expect(unsure(acme, 'Acme is excellent. Globex is fine. Later on, Acme turned out to be a terrible choice.')).toContain('mixed_sentiment');
  });
});
