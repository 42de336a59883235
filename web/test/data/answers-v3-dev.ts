// Development cases of the third labelled set of engine answers (see answers-v3-types.ts for the
// labelling conventions): answers shaped like real ChatGPT, Perplexity, Gemini and Claude output
// (sections, ranked lists, tables, closing verdicts, [n] markers), about twelve fictional brands
// and their competitors, in English, French, German and Spanish, each labelled by hand for the
// project brand and every tracked competitor it names. Written to be read while the answer reader
// is built; the held-out cases (answers-v3-heldout.ts) were written after, and are not.
//
// Batches: `typical` are the long, well-formed answers engines usually give; `hard` are the traps
// (homonyms, exclusions, balanced reviews, comparisons, echoes of a branded prompt);
// `multilingual` are German and Spanish answers.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  /** Sales CRM for small teams; a plumbing wholesaler and a pipeline-inspection firm share the name. */
  pipewell: {
    brandName: 'Pipewell',
    aliases: ['Pipewell CRM'],
    url: 'https://www.pipewell.io',
    competitors: ['Closewise', 'Leadora', 'HubNest', 'Salesbeam'],
    context: 'Pipewell CRM: pipeline and deal tracking for small sales teams',
  },
  /** Electric kettles; "simmer" is a cooking word. */
  simmer: {
    brandName: 'Simmer',
    aliases: ['Simmer Home'],
    url: 'https://www.simmerhome.co.uk',
    competitors: ['Kettlecraft', 'Boilo', 'Aurelle'],
    context: 'Simmer Home: variable-temperature electric kettles and toasters',
  },
  /** French online bank; "l'orée" is the edge of a wood. */
  oree: {
    brandName: 'Orée',
    aliases: ['Orée Banque'],
    url: 'https://www.oree-banque.fr',
    competitors: ['Banque Sillon', 'Nickelo', 'Fortuna Direct'],
    context: 'Orée Banque, la banque en ligne sans frais de tenue de compte',
  },
  /** VPN; a nimbus is a rain cloud, and a network-equipment maker is also called Nimbus. */
  nimbus: {
    brandName: 'Nimbus VPN',
    aliases: ['Nimbus'],
    url: 'https://nimbusvpn.com',
    competitors: ['Shieldly', 'Veyra', 'Cloakr'],
    context: 'Nimbus VPN: fast, no-logs VPN for phones and laptops',
  },
  /** German e-bikes; "flink" is German for nimble. */
  flinkrad: {
    brandName: 'Flinkrad',
    url: 'https://www.flinkrad.de',
    competitors: ['Velomo', 'Surrbike', 'Kettenwerk'],
    context: 'Flinkrad: E-Bikes und Pedelecs für Stadt und Pendeln',
  },
  /** UK payroll software; "Sterling" in a competitor's name is also the currency. */
  wagewise: {
    brandName: 'Wagewise',
    url: 'https://www.wagewise.co.uk',
    competitors: ['Payfold', 'Crewpay', 'Sterling Payroll'],
    context: 'Wagewise: payroll, pension auto-enrolment and HMRC RTI for small UK employers',
  },
  /** Spanish insurer; Faro is a Portuguese city, "faro" a lighthouse or a headlight. */
  faro: {
    brandName: 'Faro Seguros',
    aliases: ['Faro'],
    url: 'https://www.faroseguros.es',
    competitors: ['Mutua Brisa', 'Segurama', 'Aliada Seguros'],
    context: 'Faro Seguros: seguros de coche y hogar online',
  },
  /** Project tool; a trellis is a garden frame, and a clinic network is called Trellis Health. */
  trellis: {
    brandName: 'Trellis',
    url: 'https://trellis.app',
    competitors: ['Taskline', 'Planwise', 'Orbitask'],
    context: 'Trellis: project management, kanban boards and timelines for teams',
  },
  /** Running shoes; "la foulée" is a runner's stride. */
  foulee: {
    brandName: 'Foulée',
    url: 'https://www.foulee-running.fr',
    competitors: ['Kipra', 'Asfalt', 'Rebondo'],
    context: 'Foulée, chaussures de running conçues à Annecy',
  },
  /** Mexican e-invoicing software; "cuentas claras" is a saying. */
  cuentaclara: {
    brandName: 'Cuentaclara',
    url: 'https://www.cuentaclara.mx',
    competitors: ['Factuplus', 'Contalia', 'Timbrex'],
    context: 'Cuentaclara: facturación electrónica CFDI y contabilidad para pymes',
  },
  /** German online bank; a Kontor is a trading office, a word in many company names. */
  kontor: {
    brandName: 'Kontor Bank',
    aliases: ['Kontor'],
    url: 'https://www.kontor-bank.de',
    competitors: ['Finomo', 'Sparwerk', 'Nordbank Direkt'],
    context: 'Kontor Bank: kostenloses Girokonto und Tagesgeld online',
  },
  /** Password manager; a lockbox is a key safe and a bank's payment-collection service. */
  lockbox: {
    brandName: 'Lockbox',
    aliases: ['Lockbox Passwords'],
    url: 'https://www.getlockbox.com',
    competitors: ['Vaultra', 'Passly', 'KeyNest'],
    context: 'Lockbox: password manager for families and small teams',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V3_DEV: LabelledAnswerV3[] = [
  // ---------------------------------------------------------------------------------- typical
  {
    id: 'v3-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'What is the best CRM for a small B2B sales team?',
    trap: 'ChatGPT sections: praise, description and criticism each in the paragraph under a heading',
    text: `For a small B2B sales team (roughly 3–15 reps), the best CRM is the one your reps will actually keep up to date. Here's how the main options compare:

### 1. Pipewell CRM
Pipewell is built around the pipeline view, and it shows. Deals move with drag-and-drop, reminders are created automatically when a deal goes quiet, and the Gmail/Outlook sync is the most reliable I've seen at this price. Setup takes an afternoon, not a quarter.

**Best for:** teams that want a fast, low-admin pipeline.

### 2. Closewise
Closewise has excellent built-in calling and SMS, which makes it a strong pick for outbound-heavy teams. Reporting is solid and the mobile app is genuinely usable.

**Best for:** teams that live on the phone.

### 3. HubNest
HubNest combines a CRM with marketing automation in one suite. Its free tier covers contacts, deals and basic email; sequences and forecasting are on the Professional tier.

**Best for:** companies that want marketing and sales in the same tool.

### 4. Leadora
Leadora is cheap, but its automation builder is basic, integrations are limited and several reviewers report duplicate contacts after imports. It is hard to recommend beyond a two-person team.

---

**Bottom line:** If you want the quickest path to a clean, well-used pipeline, start with Pipewell. If your team is mostly doing cold calls, Closewise is worth a trial.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pipewell', position: 1, sentiment: 'POSITIVE' },
      { name: 'Closewise', position: 2, sentiment: 'POSITIVE' },
      { name: 'HubNest', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Leadora', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'Pipewell vs Closewise vs Salesbeam — which CRM should a 10-person agency pick?',
    trap: 'comparison table with a verdict column; the brand is third in the table',
    text: `Here's a side-by-side comparison for a 10-person agency:

| CRM | Starting price | Strengths | Weaknesses | Verdict |
|---|---|---|---|---|
| Closewise | $29/user/mo | Calling, SMS, power dialer | Pipeline customisation is rigid | Great for outbound sales |
| Salesbeam | $45/user/mo | Forecasting, territory management | Steep learning curve, long onboarding | Overkill for an agency of 10 |
| Pipewell | $25/user/mo | Visual pipeline, email sync, client portals | Fewer native integrations | Best fit for agencies |

**How to read this:**
- If most of your revenue comes from repeat clients and referrals, the pipeline and client-portal features matter more than a dialer.
- Salesbeam is built for larger sales orgs with territories and quotas; an agency will pay for features it never uses.
- Closewise shines when reps make dozens of calls a day.

**Verdict:** For a typical agency, Pipewell gives you the most for the money. Choose Closewise only if outbound calling is central to how you win work.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Closewise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Salesbeam', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Pipewell', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'affordable CRM for startups with good Gmail integration',
    trap: 'Perplexity style with [n] markers; the brand is third of five in a ranked list, verdict in nested lines',
    text: `Several CRMs pair an affordable price with a solid Gmail integration, which matters most for early-stage startups where founders do the selling[1][2].

1. **HubNest**
   - Free plan with unlimited users and a Chrome extension that logs emails automatically[1].
   - Verdict: the safest free starting point, though paid tiers climb fast.
2. **Closewise**
   - Two-way Gmail sync and templates from $29/user/month[3].
   - Verdict: good value if you also need calling.
3. **Pipewell**
   - Native Gmail add-on, automatic contact creation, and deal reminders from $25/user/month[4].
   - Verdict: excellent for founder-led sales; the pipeline view is the most intuitive of the group.
4. **Leadora**
   - Gmail sync is available only on the Pro plan[5].
   - Verdict: users report sync delays of several hours, so it is not ideal if email is your main channel.
5. **Salesbeam**
   - Enterprise-grade, with Gmail sync via a paid connector[2].
   - Verdict: too heavy and too expensive for most startups.

For most seed-stage teams, HubNest's free plan or Pipewell's entry plan will cover the first two years[1][4].`,
    sources: [
      'https://www.g2.com/categories/crm/small-business',
      'https://www.techradar.com/best/best-crm-software',
      'https://www.closewise.com/pricing',
      'https://www.pipewell.io/integrations/gmail',
      'https://www.capterra.com/p/leadora/reviews',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'HubNest', position: 1, sentiment: 'POSITIVE' },
      { name: 'Closewise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pipewell', position: 3, sentiment: 'POSITIVE' },
      { name: 'Leadora', position: 4, sentiment: 'NEGATIVE' },
      { name: 'Salesbeam', position: 5, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'Is Pipewell CRM good for a team that needs advanced reporting?',
    trap: 'sections of a review whose verdict is negative for this need',
    text: `Short answer: probably not, if advanced reporting is your main requirement.

## What Pipewell does well
Pipewell CRM is a pleasant, pipeline-first tool. Reps like it because logging a call or moving a deal takes seconds, and the email sync is dependable.

## Where it falls short for reporting
- **No custom report builder** below the Scale plan; the standard reports cover win rate, pipeline value and activity, and little else.
- **No multi-currency reporting**, which is a problem if you sell abroad.
- **Forecasting is basic**: it multiplies deal value by stage probability and cannot be adjusted per rep.
- Exports to BI tools are CSV only; there is no warehouse sync.

## Better options for reporting
Salesbeam has the deepest reporting and forecasting in this price band, including custom dashboards and cohort views. HubNest's reporting add-on is also strong if you already use its marketing tools.

## Verdict
Pipewell is a good CRM, but it is the wrong one for a reporting-heavy team. Look at Salesbeam first.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pipewell', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Salesbeam', position: 2, sentiment: 'POSITIVE' },
      { name: 'HubNest', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'Which CRM tools have the best mobile apps?',
    trap: 'Gemini style bullets with bold names; the brand is not among them',
    text: `Mobile CRM apps have improved a lot, but quality still varies. Based on app-store ratings and hands-on reviews, these stand out:

* **Closewise:** The best mobile experience overall. You can call, text and update deals from one screen, and offline mode syncs cleanly when you reconnect.
* **HubNest:** A polished app with business-card scanning and a useful activity feed. Some settings can only be changed on desktop.
* **Salesbeam:** Feature-complete, but the app is slow to load large pipelines and the interface feels cramped on smaller phones.

**Things to check before you choose:**
* Offline access for reps who travel.
* Whether call logging is automatic on both iOS and Android.
* Push notifications for deal changes.

If mobile is your priority, Closewise is the one to trial first.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Closewise', position: 1, sentiment: 'POSITIVE' },
      { name: 'HubNest', position: 2, sentiment: 'POSITIVE' },
      { name: 'Salesbeam', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'What is the best electric kettle in the UK?',
    trap: 'ranked list with the praise in nested lines; a closing "Bottom line"',
    text: `The "best" kettle depends on whether you care most about speed, temperature control or looks. Here are the main contenders for UK kitchens:

1. **Simmer Vario 1.7L**
   - Five temperature presets (70–100 °C) and a keep-warm mode.
   - Quiet boil and a limescale filter that actually traps scale.
   - Why it's top: the most consistent all-rounder we've seen, and excellent for green tea and coffee.
2. **Kettlecraft Rapid**
   - One of the fastest boils tested (about 2 minutes 10 seconds for 1 litre).
   - A little loud, but very good value at around £35.
3. **Aurelle Heritage**
   - Beautiful retro design in six colours.
   - Slow to boil and no temperature control; you are paying for looks.
4. **Boilo One-Cup**
   - Dispenses a single cup in under a minute.
   - A 1.5-litre reservoir, aimed at offices.

**Bottom line:** For most households the Simmer is the kettle to buy. If you only want speed on a budget, the Kettlecraft Rapid is a great alternative.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Simmer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kettlecraft', position: 2, sentiment: 'POSITIVE' },
      { name: 'Aurelle', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Boilo', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'quietest kettle for a flat',
    trap: 'the brand is third of four in a list whose items are plain descriptions; no verdict on it',
    text: `If you share a flat or make tea early in the morning, noise matters. Kettles with a concealed element and a slower final heating phase are usually the quietest. Measured noise levels from independent tests:

1. **Kettlecraft Hush** – around 48 dB at full boil. Marketed specifically as a quiet kettle and lives up to the claim.
2. **Aurelle Quiet Boil** – about 52 dB, with a soft-close lid.
3. **Simmer Vario** – about 55 dB; it has a concealed element and a 1.7-litre capacity.
4. **Boilo Compact** – about 58 dB, 1 litre.

For context, a standard kettle usually peaks at 65–70 dB. The Kettlecraft Hush is the clear winner if silence is the priority.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kettlecraft', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aurelle', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Simmer', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Boilo', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'Simmer Vario kettle review – is it worth £79?',
    trap: 'review in sections; the verdict is negative after a friendly opening',
    text: `## Simmer Vario review

The Simmer Vario looks great on the counter and the temperature dial is satisfying to use. But at £79, it has to be more than pretty.

### Performance
Boiling 1 litre took 3 minutes 5 seconds in our test, slower than most kettles at half the price. The 80 °C setting overshot by 4–5 degrees on every run.

### Build quality
The lid hinge feels flimsy, and a number of owners report the base connector failing after about a year. Simmer Home's warranty covers it, but replacements reportedly take weeks.

### Alternatives
- **Kettlecraft Precision** offers the same presets for £45 and holds temperature more accurately.
- **Aurelle Heritage** is the better buy if you mainly care about design.

### Verdict
It's not the one to buy at £79. Unless you find it heavily discounted, the Kettlecraft Precision is the smarter choice.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Simmer', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Kettlecraft', position: 2, sentiment: 'POSITIVE' },
      { name: 'Aurelle', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'best kettle for hard water areas like London',
    trap: 'Perplexity citations; the brand is praised and its own page is a source',
    text: `Hard water (above roughly 200 mg/L calcium carbonate, as in most of London) leaves scale on the element, which slows boiling and adds flakes to your tea[1]. Look for a concealed element and a removable mesh filter.

**Recommended kettles for hard water**

- **Simmer Vario** – concealed element plus a fine double filter that catches most flakes; descaling is easy because the interior is smooth stainless steel[2][3]. Reviewers in hard-water areas rate it highly.
- **Boilo Classic** – a budget option with a concealed element, but its filter is coarse and lets fine scale through[4].
- **Kettlecraft Rapid** – fast and well built; the filter is standard[3].

**Tips**
1. Descale every 2–4 weeks with citric acid.
2. Empty the kettle rather than reboiling old water.
3. Consider a filter jug if the taste bothers you.

In our view, the Simmer Vario is the best kettle for hard water thanks to its filter and easy-clean interior[2][3].`,
    sources: [
      'https://www.thameswater.co.uk/help/water-quality/hardness',
      'https://www.simmerhome.co.uk/vario',
      'https://www.which.co.uk/reviews/kettles',
      'https://www.boilo.co.uk/classic',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Simmer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Boilo', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Kettlecraft', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'cheap kettle under £25 that lasts',
    trap: 'competitors only; the brand is not named and not a source',
    text: `Under £25 you won't get temperature control, but you can get a kettle that lasts. Durability mostly comes down to the element and the switch.

### Boilo Classic (about £22)
A plain plastic kettle with a concealed element and a Strix controller, the switch used by most premium brands. It's the most reliable cheap kettle in owner surveys, and it's easy to recommend.

### Kettlecraft Basic (about £19)
Fast and light, but the lid catch is a known weak point and it tends to spit when overfilled. Fine as a stopgap, not one to keep for years.

### Supermarket own-brand kettles
Often £10–15 and surprisingly decent, but warranty support is minimal.

**Verdict:** spend the extra few pounds on the Boilo Classic.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Boilo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kettlecraft', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'Quelle est la meilleure banque en ligne en 2025 ?',
    trap: 'sections numérotées ; la marque est deuxième, éloge dans le paragraphe',
    text: `Il n'y a pas de banque en ligne parfaite pour tout le monde, mais voici les établissements qui reviennent le plus souvent dans les comparatifs cette année.

### 1. Banque Sillon
Banque Sillon reste la référence pour les clients qui veulent une gamme complète : crédit immobilier, assurance vie, bourse. Le service client est joignable six jours sur sept et très bien noté.

### 2. Orée
Orée Banque se distingue par une carte gratuite sans condition de revenus, une application fluide et des virements instantanés inclus. C'est sans doute la meilleure option pour un premier compte ou pour un jeune actif.

### 3. Nickelo
Nickelo propose un compte ouvert en quelques minutes chez un buraliste, sans vérification de revenus, pour 20 € par an. Il n'y a ni découvert ni chéquier.

### 4. Fortuna Direct
Fortuna Direct a augmenté ses frais de tenue de compte en début d'année et son application accumule les mauvaises notes. Difficile de la conseiller aujourd'hui.

**En résumé :** pour un usage quotidien sans frais, Orée est le meilleur choix ; pour tout regrouper au même endroit, Banque Sillon.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Banque Sillon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Orée', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nickelo', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Fortuna Direct', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'comparatif frais bancaires banques en ligne carte gratuite',
    trap: 'tableau avec colonne « Notre avis » ; la marque est neutre dans le tableau mais la conclusion la recommande',
    text: `Voici un comparatif des principales offres de banques en ligne avec carte gratuite (tarifs au 1er janvier) :

| Banque | Carte | Condition de revenus | Frais à l'étranger | Notre avis |
|---|---|---|---|---|
| Nickelo | Mastercard | Aucune | 2 % par paiement | Compte sans découvert |
| Orée | Visa Classic | Aucune | 0 € | Très complète pour 0 € |
| Banque Sillon | Visa Premier | 1 800 €/mois | 0 € | Excellente, mais sélective |
| Fortuna Direct | Mastercard | 1 000 €/mois | 1,5 % | Trop chère à l'étranger |

**Ce qu'il faut retenir**
- Si vous voyagez souvent, évitez les cartes qui facturent les paiements hors zone euro.
- Les conditions de revenus excluent beaucoup d'étudiants et d'indépendants.
- Les frais d'incident (rejet de prélèvement, commission d'intervention) varient bien plus que les frais de carte : lisez les grilles tarifaires.

**Conclusion :** Orée offre le meilleur rapport services/prix sans condition de revenus.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nickelo', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Orée', position: 2, sentiment: 'POSITIVE' },
      { name: 'Banque Sillon', position: 3, sentiment: 'POSITIVE' },
      { name: 'Fortuna Direct', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'Avis Orée Banque service client',
    trap: 'avis structuré dont le verdict est négatif',
    text: `## Orée Banque : que disent les clients du service client ?

Orée Banque attire beaucoup de nouveaux clients grâce à sa carte gratuite, mais le service client est le point faible qui revient dans la majorité des avis récents [1][2].

**Les reproches les plus fréquents**
- Un chat en ligne uniquement, sans numéro de téléphone, sauf pour faire opposition.
- Des délais de réponse de 3 à 10 jours en cas de litige [2].
- Des comptes bloqués lors de contrôles anti-blanchiment sans explication claire [3].

**Les points positifs**
- L'application est rapide et les notifications sont instantanées.
- Les virements instantanés sont gratuits.

**Notre avis**
Si vous comptez sur un conseiller joignable facilement, Orée n'est pas la bonne banque : mieux vaut regarder du côté de Banque Sillon, dont le service client est régulièrement primé [4].`,
    sources: [
      'https://www.trustpilot.com/review/oree-banque.fr',
      'https://www.60millions-mag.com/banques-en-ligne-service-client',
      'https://www.moneyvox.fr/banque/oree-comptes-bloques',
      'https://www.banque-sillon.fr/service-client',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Orée', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Banque Sillon', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'banque en ligne pour étudiant sans revenus',
    trap: 'liste numérotée, la marque troisième de quatre, éloge dans les sous-points',
    text: `Pour un étudiant sans revenus réguliers, il faut une banque sans condition de revenus et sans frais de tenue de compte. Voici les options à comparer :

1. **Nickelo**
   - Ouverture en bureau de tabac, sans justificatif de revenus.
   - Compte payant : environ 20 € par an.
2. **Banque Sillon**
   - Offre jeunes réservée aux étudiants qui perçoivent au moins 800 € par mois : elle ne convient donc pas si vous n'avez pas de revenus.
3. **Orée**
   - Carte Visa gratuite sans aucune condition, application très bien notée.
   - Prime de bienvenue de 80 € pour les moins de 25 ans.
   - Idéale pour un premier compte : c'est l'option que nous recommandons en priorité.
4. **Fortuna Direct**
   - Offre étudiante avec carte gratuite, qui devient payante (2 € par mois) les mois sans paiement.

En bref, Orée est le choix le plus simple et le moins cher pour un étudiant.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nickelo', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Banque Sillon', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Orée', position: 3, sentiment: 'POSITIVE' },
      { name: 'Fortuna Direct', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'Comment ouvrir un compte joint en ligne ?',
    trap: 'réponse pratique sans aucune marque suivie',
    text: `Ouvrir un compte joint en ligne se fait généralement en quatre étapes :

1. **Choisir la banque** : vérifiez qu'elle propose bien le compte joint (toutes les néobanques ne le font pas) et comparez les frais de la deuxième carte.
2. **Remplir la demande** : chaque co-titulaire renseigne son identité, son adresse et sa situation professionnelle.
3. **Fournir les justificatifs** : pièce d'identité, justificatif de domicile de moins de trois mois et, parfois, un bulletin de salaire.
4. **Signer électroniquement** : les deux co-titulaires signent la convention, puis effectuent un premier versement depuis un compte à leur nom.

À savoir : un compte joint engage la solidarité des co-titulaires sur les dettes du compte. En cas de séparation, pensez à le désolidariser rapidement.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'Quelles chaussures de running pour débuter ?',
    trap: 'titres ### avec paragraphe d\'éloge ; « En résumé »',
    text: `Pour débuter la course à pied, privilégiez une chaussure confortable, bien amortie et polyvalente plutôt qu'un modèle de compétition. Voici nos recommandations :

### 1. Foulée Envol
Conçue à Annecy, la Foulée Envol offre un amorti généreux sans être instable, une tige respirante et un drop de 8 mm qui convient à la plupart des coureurs. Elle est particulièrement agréable sur bitume comme sur chemins, et son prix (110 €) reste raisonnable.

### 2. Kipra Daily
La Kipra Daily est une valeur sûre : légère, durable, disponible en largeur large. Un excellent second choix.

### 3. Asfalt Road 3
Modèle d'entrée de gamme à 70 €. L'amorti est ferme et la semelle s'use vite au-delà de 400 km.

### Conseils
- Faites-vous conseiller en magasin, idéalement avec une analyse de la foulée.
- Prévoyez une demi-pointure de plus qu'en ville.

**En résumé :** la Foulée Envol est la chaussure idéale pour commencer ; la Kipra Daily est une très bonne alternative.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Foulée', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kipra', position: 2, sentiment: 'POSITIVE' },
      { name: 'Asfalt', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'meilleure chaussure trail pas chère',
    trap: 'concurrents seulement ; « foulée » nom commun dans le texte',
    text: `Voici trois chaussures de trail à moins de 100 € qui tiennent la route :

1. **Kipra Trail Lite** (89 €) : excellente accroche sur terrain sec, légère et confortable dès la première sortie. Notre coup de cœur à ce prix.
2. **Rebondo Sentier** (79 €) : très bon amorti pour les longues sorties, un peu lourde en montée.
3. **Asfalt Terra** (65 €) : semelle peu accrocheuse sur le mouillé ; à réserver aux chemins roulants.

Pour choisir, pensez à votre terrain habituel et à votre foulée : une foulée plutôt talon appréciera davantage d'amorti à l'arrière. Dans tous les cas, la Kipra Trail Lite est le meilleur rapport qualité-prix.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kipra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rebondo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Asfalt', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'Foulée ou Kipra pour un semi-marathon ?',
    trap: 'comparaison en sections ; le concurrent l\'emporte au verdict',
    text: `Les deux marques proposent de bonnes chaussures pour le semi-marathon, mais elles ne visent pas le même coureur.

## Foulée Envol 2
- Amorti généreux et très confortable sur la durée.
- 285 g en 42 : c'est lourd pour viser un chrono.
- Relance limitée dans les phases rapides.

## Kipra Tempo Carbon
- Plaque en carbone, 215 g, relance nette.
- Amorti plus ferme, qui demande une bonne technique.
- Prix élevé (180 €).

## Verdict
Pour un semi-marathon avec un objectif de temps, la Kipra Tempo Carbon est nettement supérieure : c'est elle qu'il faut prendre. La Foulée Envol 2 n'est pas pensée pour la compétition ; gardez-la pour vos sorties d'endurance.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Foulée', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Kipra', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'marques françaises de chaussures de running',
    trap: 'liste descriptive sans jugement ; citation par source du site de la marque',
    text: `Plusieurs marques françaises ou conçues en France proposent des chaussures de course à pied [1] :

- **Foulée** : marque basée à Annecy, qui propose des modèles route et trail assemblés au Portugal [2].
- **Rebondo** : marque lyonnaise spécialisée dans les chaussures minimalistes à drop zéro [3].
- **Kipra** : marque d'origine bretonne, rachetée en 2021 par un groupe européen, dont la gamme couvre la route, le trail et la piste.

La plupart de ces marques sont distribuées en ligne et dans quelques magasins spécialisés.`,
    sources: [
      'https://www.lequipe.fr/running/marques-francaises',
      'https://www.foulee-running.fr/notre-histoire',
      'https://www.rebondo.fr/a-propos',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Foulée', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Rebondo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Kipra', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'best VPN for streaming and travel',
    trap: 'ranked sections; the brand second, each with praise under the heading; "Bottom line"',
    text: `For streaming and travel you need three things from a VPN: servers that unblock the big platforms, speed, and apps that work on hotel Wi-Fi. Here's how the main services compare:

### 1. Shieldly
Shieldly unblocks every major streaming library we tested, including regional catalogs, and its WireGuard speeds barely dent a 500 Mbps line. It's the most reliable option for streaming, full stop.

### 2. Nimbus VPN
Nimbus is the best choice for travellers. Its stealth mode gets through restrictive hotel and airport networks where others fail, the apps are simple, and it's noticeably cheaper than Shieldly on the two-year plan.

### 3. Veyra
Veyra has a large server network and a clean app. Streaming support is inconsistent, though: it failed to unblock two of the five catalogs we tried, so it's hard to recommend for streaming.

### 4. Cloakr
Cloakr is free, which is tempting, but the free tier caps you at 10 GB per month and three server locations. Not suitable for streaming.

**Bottom line:** Get Shieldly if streaming is the priority, Nimbus VPN if you travel a lot and want to save money.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Shieldly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nimbus VPN', position: 2, sentiment: 'POSITIVE' },
      { name: 'Veyra', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Cloakr', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'Nimbus VPN review',
    trap: 'Claude-style balanced review with a positive verdict',
    text: `Here's an overview of Nimbus VPN based on independent tests and user reports.

**What it is:** a consumer VPN with apps for Windows, macOS, iOS, Android and Linux, running WireGuard and its own obfuscated protocol.

**Strengths**
- Audited no-logs policy (two independent audits, most recently last year).
- Consistently fast: typically 85–90% of the base connection speed on nearby servers.
- Stealth mode that works on restrictive networks.
- Ten simultaneous devices.

**Weaknesses**
- Fewer server locations (about 60 countries) than the largest providers.
- No dedicated IP option.
- Live chat support only during US hours.

**Overall:** Nimbus VPN is a strong, trustworthy choice for most people. The weaknesses are real but minor, and the price on the annual plan is fair. I'd recommend it unless you specifically need a dedicated IP.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Nimbus VPN', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-typ-en-013',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'cheapest VPN that still has a no-logs audit',
    trap: 'table with a verdict column, brand criticised in its row',
    text: `Price and audits don't always go together. Here's how the budget options compare on the two-year plan:

| VPN | Monthly price (2-yr plan) | Independent no-logs audit | Verdict |
|---|---|---|---|
| Cloakr | $1.99 | No | Cheap, but no proof of its claims |
| Veyra | $2.49 | Yes (2023) | Best value with an audit |
| Nimbus VPN | $3.29 | Yes (2024) | Mid-range price, audited |
| Shieldly | $4.99 | Yes (2024) | Premium pick |

**What I'd do:** if the audit is non-negotiable and budget is tight, Veyra is the one to pick. Cloakr's price is attractive, but without an audit you're taking its privacy policy on trust.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cloakr', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Veyra', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nimbus VPN', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Shieldly', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-014',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'Which VPN works best in China?',
    trap: 'Perplexity answer with [n] markers; the brand leads; a competitor is advised against',
    text: `Using a VPN in China is difficult because the Great Firewall actively detects and blocks VPN protocols[1]. Only services with robust obfuscation work reliably, and even they can be disrupted around major political events[2].

**Services reported to work in 2025**
- **Nimbus VPN**: its stealth protocol disguises traffic as ordinary HTTPS and was the most consistent performer in recent user tests from Beijing and Shanghai[3][4]. Install it before you travel, since its website is blocked inside China.
- **Shieldly**: works on most days with its obfuscated servers enabled, but connection times can be long[3].

**Services to avoid**
- **Cloakr**: its free and paid plans have no obfuscation, and users report it being blocked within minutes[4].

Remember that VPN use is legally restricted in China; foreigners are rarely targeted, but you should understand the risks[1].`,
    sources: [
      'https://www.reuters.com/technology/china-vpn-crackdown',
      'https://www.wired.com/story/great-firewall-vpn-detection',
      'https://www.reddit.com/r/chinalife/comments/vpn_2025',
      'https://www.travelchinaguide.com/vpn-tests',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nimbus VPN', position: 1, sentiment: 'POSITIVE' },
      { name: 'Shieldly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cloakr', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-015',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'What payroll software do UK small businesses use?',
    trap: 'sections; the brand third of four with praise in its section',
    text: `Most UK small businesses choose cloud payroll software that is HMRC-recognised and handles pension auto-enrolment. The names you'll come across most often are:

### Sterling Payroll
The long-standing market leader with accountants. It is comprehensive and very reliable for RTI submissions, though the interface feels dated.

### Payfold
Payfold bundles payroll with HR and expenses. Pricing starts at £5 per employee per month.

### Wagewise
Wagewise is the easiest to use for owners who run payroll themselves: it walks you through each pay run, files RTI automatically and handles auto-enrolment with all the major pension providers. Its support team gets consistently excellent reviews.

### Crewpay
Crewpay is designed for shift-based businesses such as hospitality, with rota import and tronc support.

**Which should you choose?** If you run payroll yourself and don't want to learn the jargon, Wagewise is the standout. If your accountant runs it, they will probably prefer Sterling Payroll.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sterling Payroll', position: 1, sentiment: 'POSITIVE' },
      { name: 'Payfold', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Wagewise', position: 3, sentiment: 'POSITIVE' },
      { name: 'Crewpay', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-en-016',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'payroll software for restaurants with tronc',
    trap: 'ranked list with nested verdicts; the brand excluded in its nested line',
    text: `Restaurants need payroll that handles variable hours, tronc schemes and holiday pay on irregular hours. Here's how the main options stack up:

1. **Crewpay**
   - Imports hours straight from most rota apps and runs a separate tronc payroll.
   - Verdict: purpose-built for hospitality and the best fit here.
2. **Sterling Payroll**
   - Supports tronc through an add-on module; setup usually needs an accountant.
   - Verdict: expensive and overcomplicated for a single site.
3. **Wagewise**
   - Simple pay runs and auto-enrolment.
   - Verdict: it has no tronc support and no rota import, so it's not suitable for restaurants.
4. **Payfold**
   - Tronc is on the roadmap but not available yet, so it can't handle a restaurant's payroll today.

For a restaurant, Crewpay is the clear recommendation.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Crewpay', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sterling Payroll', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Wagewise', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Payfold', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-017',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'Wagewise pricing',
    trap: 'factual pricing answer with the brand\'s own page as a source',
    text: `Wagewise charges per employee per month, with a minimum monthly fee[1]:

| Plan | Price | Includes |
|---|---|---|
| Essentials | £4 per employee (min. £20) | Pay runs, RTI filing, payslips |
| Plus | £6 per employee (min. £30) | Adds auto-enrolment and employee app |
| Bureau | Custom | Multi-client dashboard for accountants |

All plans include a 30-day free trial and there's no setup fee[1]. Prices exclude VAT. Annual billing gives two months free[2].`,
    sources: ['https://www.wagewise.co.uk/pricing', 'https://www.wagewise.co.uk/help/billing'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Wagewise', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-typ-en-018',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'easiest payroll software for a sole director company',
    trap: 'short answer: positive recommendation of the brand, a competitor criticised',
    text: `For a one-person limited company, you mainly need to pay yourself a director's salary and file RTI each month. The simplest tool for that is **Wagewise**: its director-only mode sets up the annual NI calculation for you, and a monthly pay run takes about two minutes. It's also one of the cheapest at £20 a month.

Sterling Payroll can do it too, but it's designed for accountants and is frankly overkill for a single director.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wagewise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sterling Payroll', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-019',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.trellis,
    prompt: 'best project management tool for a marketing team',
    trap: 'ranked sections with a closing verdict; the brand third of four, praised',
    text: `Marketing teams juggle campaigns, content calendars and approvals, so look for flexible views and good request intake. Here are my top picks:

### 1. Orbitask
Orbitask is the most powerful option: portfolios, workload management and excellent automation. It's expensive, and new users often find it overwhelming.

### 2. Taskline
Taskline is affordable, but it lacks proofing, approvals and a calendar view, which makes it a poor fit for marketing work.

### 3. Trellis
Trellis hits the sweet spot for marketing. The content calendar view is the best of the group, request forms feed straight into boards, and built-in proofing lets clients comment on drafts. Teams are productive in it within a day.

### 4. Planwise
Planwise focuses on Gantt charts and resource planning. It's better suited to engineering or construction projects than to campaign work.

## Verdict
For most marketing teams, Trellis is the best all-round choice. Pick Orbitask if you manage many teams and need portfolio reporting.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orbitask', position: 1, sentiment: 'POSITIVE' },
      { name: 'Taskline', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Trellis', position: 3, sentiment: 'POSITIVE' },
      { name: 'Planwise', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-020',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.trellis,
    prompt: 'Trellis vs Orbitask for a 200-person company',
    trap: 'comparison table and a verdict for the competitor',
    text: `At 200 people, the question is less about features and more about governance, permissions and reporting across teams.

| | Trellis | Orbitask |
|---|---|---|
| Portfolio view | Basic | Advanced, with goals |
| Permissions | Workspace-level | Granular, per project |
| SSO / SCIM | Enterprise plan only | Business plan and up |
| Reporting | Per board | Cross-project dashboards |
| Learning curve | Low | Moderate |

**Analysis**

Trellis is lovely for individual teams, but at your size its workspace-level permissions and per-board reporting become limiting; several companies report outgrowing it at around 100 users.

Orbitask was built for exactly this scale. Its cross-project dashboards and granular permissions are what leadership will ask for.

**Verdict:** go with Orbitask. Trellis would be the wrong choice for a company of 200.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Orbitask', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-021',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.trellis,
    prompt: 'free kanban apps',
    trap: 'bullets with praise for the brand, neutral competitors',
    text: `Here are some free kanban apps:

- **Trellis** – The free plan includes unlimited boards for up to 10 members, plus automations. It's the most generous free tier around and it's a joy to use.
- **Taskline** – Free for up to 5 users, with list and board views.
- **Planwise** – Offers a free plan limited to 3 projects.

If you only need personal boards, any of these will do. For a small team, start with Trellis.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Taskline', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Planwise', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-en-022',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'best password manager for families',
    trap: 'ranked sections; the brand first with praise; one competitor advised against',
    text: `A family password manager should make sharing easy, support several users under one bill, and be simple enough for less technical relatives.

### 1. Lockbox Family
Lockbox is the easiest to set up for a whole family. Shared vaults for streaming and utility logins, an emergency-access feature, and a simple interface that older relatives can actually use. Six users for $4.99 a month is excellent value.

### 2. Vaultra Families
Vaultra has excellent security features, including travel mode and a strong audit history. It's a great option for tech-savvy households, though setup takes longer.

### 3. Passly
Passly's family plan is cheap, but shared folders are clunky and the browser extension regularly fails to autofill on banking sites. I'd skip it.

**Bottom line:** Lockbox Family is my top pick for most families; choose Vaultra if security features matter more to you than simplicity.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lockbox', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultra', position: 2, sentiment: 'POSITIVE' },
      { name: 'Passly', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-023',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'Is Lockbox safe after the breach?',
    trap: 'news-style answer with markers; negative verdict on the brand',
    text: `In March, Lockbox disclosed that attackers had accessed a backup containing encrypted customer vaults and unencrypted website URLs[1]. The company says master passwords were not exposed, but the vaults can be attacked offline by brute force[2].

**What security researchers say**
- Vaults protected by weak master passwords are at real risk[2][3].
- Lockbox took eleven weeks to disclose the incident, which several experts called unacceptable[3].
- The company's default key-derivation settings were below current recommendations for older accounts[2].

**What you should do**
1. Change your master password to a long passphrase.
2. Rotate the passwords of your most important accounts (email, banking).
3. Consider moving to a manager with a cleaner record, such as Vaultra or KeyNest, both of which have had clean independent audits[4].

Given the slow disclosure and weak defaults, I would not recommend staying with Lockbox for sensitive accounts.`,
    sources: [
      'https://www.getlockbox.com/blog/security-incident',
      'https://www.bleepingcomputer.com/news/security/lockbox-breach',
      'https://krebsonsecurity.com/lockbox-disclosure',
      'https://www.securityweek.com/password-manager-audits',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lockbox', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vaultra', position: 2, sentiment: 'POSITIVE' },
      { name: 'KeyNest', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-024',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'password manager for a 20-person company',
    trap: 'comparison table with a recommendation column; the brand second',
    text: `For a 20-person company you want admin controls, SSO support and easy onboarding. Here's a quick comparison:

| Tool | Price per user | SSO | Admin policies | Recommended? |
|---|---|---|---|---|
| Vaultra Business | $7 | Yes | Extensive | Yes – best for compliance |
| Lockbox Teams | $4 | Yes | Good | Yes – best value |
| KeyNest | $6 | Add-on ($2) | Basic | No – admin features too basic |
| Passly | $3 | No | Minimal | No |

For a company of your size, Lockbox Teams gives you 90% of Vaultra's features at just over half the price. If you're subject to SOC 2 or ISO audits, Vaultra's reporting is worth the premium.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vaultra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lockbox', position: 2, sentiment: 'POSITIVE' },
      { name: 'KeyNest', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Passly', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.lockbox,
    prompt: 'Quel gestionnaire de mots de passe choisir ?',
    trap: 'réponse en français, marque anglophone ; la marque deuxième, tiède puis négative',
    text: `Un bon gestionnaire de mots de passe doit chiffrer vos données de bout en bout, fonctionner sur tous vos appareils et rester simple au quotidien. Voici les plus recommandés :

1. **Vaultra** – Très complet et audité chaque année. Interface en français, partage sécurisé, alertes en cas de fuite. C'est notre premier choix.
2. **Lockbox** – Simple et bon marché, mais l'incident de sécurité de cette année et la lenteur de sa communication incitent à la prudence. Nous ne le conseillons plus pour le moment.
3. **KeyNest** – Une bonne alternative gratuite pour un usage personnel, avec synchronisation illimitée.

**En résumé :** Vaultra pour la sécurité et le confort, KeyNest si vous cherchez une solution gratuite.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Vaultra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lockbox', position: 2, sentiment: 'NEGATIVE' },
      { name: 'KeyNest', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-025',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.flinkrad,
    prompt: 'best e-bike for commuting in London',
    trap: 'German brand sold in the UK; ranked sections; the brand second',
    text: `For London commuting, prioritise a light frame (you'll carry it up stairs), good lights, a reliable hub motor or mid-drive, and a frame lock. Here are the best options under £3,000:

### 1. Velomo City S
Light at 16 kg, with a belt drive that needs almost no maintenance. Its range of 60 km covers a week of commuting for most riders. Excellent all round.

### 2. Flinkrad Pendler
The Flinkrad Pendler is a German-built commuter with a smooth mid-drive motor, integrated lights and a rear rack. It handles hills like Highgate effortlessly, and the build quality is superb for the price. A fantastic choice if you don't need to fold it.

### 3. Surrbike Fold
If you combine the bike with the train, a folding e-bike makes sense. The Surrbike Fold folds in 15 seconds and weighs 17 kg.

**Verdict:** Velomo City S for light weight and low maintenance; Flinkrad Pendler for hills and comfort.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Velomo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Flinkrad', position: 2, sentiment: 'POSITIVE' },
      { name: 'Surrbike', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.trellis,
    prompt: 'outil de gestion de projet simple pour une petite agence',
    trap: 'liste à puces en français ; marque en tête avec éloge, concurrents critiqués',
    text: `Pour une petite agence (5 à 15 personnes), l'idéal est un outil visuel, rapide à prendre en main et qui permet d'inviter les clients. Voici trois options :

- **Trellis** : tableaux kanban, calendrier de contenus et validation des livrables par les clients. La prise en main est immédiate et l'interface existe en français. C'est l'outil que nous recommandons le plus souvent aux agences.
- **Orbitask** : très puissant, mais complexe et cher pour une petite structure (à partir de 25 € par utilisateur).
- **Planwise** : centré sur les diagrammes de Gantt ; peu adapté au travail créatif.

**Notre conseil :** commencez par l'essai gratuit de Trellis.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Orbitask', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Planwise', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.nimbus,
    prompt: 'meilleur VPN pour regarder des séries à l\'étranger',
    trap: 'sections ### en français ; « sans doute le meilleur » positif',
    text: `Pour accéder à vos plateformes françaises depuis l'étranger, il faut un VPN avec des serveurs en France qui ne sont pas bloqués. Voici les services qui fonctionnent le mieux :

### 1. Nimbus VPN
Nimbus VPN est sans doute le meilleur compromis : serveurs français rapides, débloquage fiable des principales plateformes de replay, et application en français très simple. Son mode furtif est un vrai plus dans les hôtels.

### 2. Shieldly
Shieldly est un excellent VPN pour le streaming, très rapide, mais son abonnement est le plus cher du comparatif.

### 3. Cloakr
Cloakr propose une version gratuite, mais sans serveur en France : inutile pour le replay français.

**En résumé :** Nimbus VPN pour le meilleur rapport qualité-prix, Shieldly si le budget n'est pas un problème.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nimbus VPN', position: 1, sentiment: 'POSITIVE' },
      { name: 'Shieldly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cloakr', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-026',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'CRM with client portal for consultants',
    trap: 'Claude-style prose paragraphs; the brand recommended in the second paragraph',
    text: `Consultants usually need three things from a CRM: a simple pipeline for proposals, a place to keep client documents, and a way for clients to see progress without endless email.

General-purpose CRMs such as Salesbeam and HubNest handle the pipeline side; for a portal they connect to separate tools through their app marketplaces.

Pipewell is one of the few CRMs with a built-in client portal. Clients get a branded page showing proposal status, shared files and invoices, and you control what each one sees. For a solo consultant or a small firm it's a very good fit, and the entry plan is affordable.

If you'd rather keep your existing CRM, a dedicated portal tool can be bolted on, but I'd start with Pipewell's free trial to see if it covers what you need.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Salesbeam', position: 1, sentiment: 'NEUTRAL' },
      { name: 'HubNest', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Pipewell', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-027',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'best variable temperature kettle for tea',
    trap: 'ranked list; the brand third of five with the praise in a nested line',
    text: `Different teas brew best at different temperatures: around 70–80 °C for green tea, 85 °C for oolong and a full boil for black tea. Here are the best variable-temperature kettles:

1. **Kettlecraft Precision**
   - Eight presets and a 1 °C manual mode.
   - Excellent accuracy in tests, usually within 1 °C.
2. **Aurelle Tea Studio**
   - Glass body with a built-in infuser basket.
   - Gorgeous, but fragile and slow to heat; hard to justify at £90.
3. **Simmer Vario**
   - Five presets plus keep-warm for 30 minutes.
   - Great accuracy and the easiest controls of the group; our favourite for everyday use.
4. **Boilo Temp**
   - Only three presets.
   - A good budget choice if you mostly drink green tea.
5. **Generic supermarket models**
   - Temperatures are often 5–10 °C off.

For most tea drinkers, the Kettlecraft Precision or the Simmer Vario will serve you well for years.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kettlecraft', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aurelle', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Simmer', position: 3, sentiment: 'POSITIVE' },
      { name: 'Boilo', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-013',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'Orée ou Banque Sillon pour un couple ?',
    trap: 'comparaison en tableau puis conclusion qui écarte la marque pour ce besoin',
    text: `Voici les différences qui comptent pour un couple :

| Critère | Orée | Banque Sillon |
|---|---|---|
| Compte joint | Oui, gratuit | Oui, gratuit |
| Deuxième carte | 0 € | 0 € (sous conditions de revenus) |
| Crédit immobilier | Non | Oui |
| Épargne (livrets, assurance vie) | Livret A uniquement | Gamme complète |
| Application | Très bien notée | Correcte |

**Notre analyse**
Pour la gestion du quotidien, les deux banques se valent et sont gratuites. La différence se fait sur les projets : si vous prévoyez d'acheter un logement ou d'épargner à long terme, Banque Sillon propose tout sous le même toit.

**Conclusion :** pour un couple qui a des projets, Banque Sillon est le meilleur choix. Orée, sans crédit immobilier ni véritable épargne, ne suffira pas à un couple qui prépare un achat.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Orée', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Banque Sillon', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-014',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'meilleures chaussures de running amorties 2025',
    trap: 'sections ### ; la marque troisième de quatre marques suivies, éloge dans le paragraphe ; « En résumé »',
    text: `Les chaussures très amorties ont beaucoup progressé : elles sont plus légères, plus dynamiques et plus durables qu'il y a cinq ans. Voici notre sélection après plusieurs centaines de kilomètres de tests sur route.

### 1. Kipra Cloudline 4
La Cloudline reste la référence de la catégorie. Sa mousse supercritique combine un amorti moelleux et une vraie relance, et elle conserve ses qualités au-delà de 700 km. Elle convient aussi bien aux sorties longues qu'aux footings de récupération. Seul bémol : son prix de 170 €.

### 2. Rebondo Max
La Rebondo Max offre l'amorti le plus épais de ce comparatif (42 mm au talon). C'est un vrai confort pour les coureurs lourds ou les débutants qui enchaînent les kilomètres, même si elle manque un peu de vivacité dès que l'on accélère.

### 3. Foulée Envol 2
La Foulée Envol 2 est la bonne surprise de l'année. Son amorti est doux sans être mou, la stabilité est remarquable pour une chaussure aussi haute et la tige en maille s'ajuste parfaitement aux pieds larges. À 135 €, c'est l'un des meilleurs rapports qualité-prix du marché, et sa semelle Vibram lui permet de passer du bitume aux chemins sans souci.

### 4. Asfalt Cushion Pro
Sur le papier, l'Asfalt Cushion Pro coche toutes les cases. Sur le terrain, la mousse se tasse dès 250 km et plusieurs testeurs signalent des ampoules dues à une couture mal placée. Difficile de la recommander à ce prix.

### 5. Nuvio Plush
Une alternative intéressante si vous trouvez la Nuvio en promotion, avec un amorti très souple mais une tenue de pied moyenne.

### Comment choisir ?
- **Votre gabarit** : plus vous êtes lourd, plus un amorti épais sera utile.
- **Votre volume d'entraînement** : au-delà de 40 km par semaine, alternez deux paires.
- **Votre pied** : essayez en fin de journée, quand le pied est légèrement gonflé.

**En résumé :** la Kipra Cloudline 4 reste la plus polyvalente, mais la Foulée Envol 2 est notre coup de cœur pour les sorties longues à un prix raisonnable.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kipra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rebondo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Foulée', position: 3, sentiment: 'POSITIVE' },
      { name: 'Asfalt', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-015',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'quelle banque en ligne pour un auto-entrepreneur ?',
    trap: 'style Perplexity avec [n] ; la marque citée sans jugement au milieu de concurrents jugés',
    text: `Un auto-entrepreneur doit ouvrir un compte bancaire dédié dès que son chiffre d'affaires dépasse 10 000 € deux années de suite [1]. Ce compte n'a pas besoin d'être un compte « professionnel » au sens strict : un second compte particulier suffit, à condition qu'il soit réservé à l'activité [1][2].

**Les options les plus courantes**

- **Banque Sillon Pro** : compte professionnel complet avec terminal de paiement et conseiller dédié. Très bien noté par les indépendants, mais facturé 19 € par mois [3].
- **Orée** : depuis le printemps, Orée propose un compte pour micro-entrepreneurs à 9 € par mois, avec facturation intégrée et export comptable [4].
- **Nickelo** : un compte sans condition ouvert en bureau de tabac. Il est souvent utilisé comme second compte, pour 20 € par an [2].
- **Fortuna Direct** : pas d'offre pour les indépendants, et les conditions générales interdisent l'usage professionnel du compte particulier. À éviter pour votre activité [5].

**Points de vigilance**
1. Vérifiez les frais d'encaissement par carte si vous vendez en direct.
2. Regardez si la banque exporte les relevés vers votre logiciel de comptabilité.
3. Privilégiez une banque qui accepte les chèques si vos clients en utilisent encore.

Pour choisir, comparez surtout les frais d'encaissement et la qualité du service client, qui comptent davantage que le prix de l'abonnement [3][4].`,
    sources: [
      'https://www.economie.gouv.fr/entreprises/micro-entrepreneur-compte-bancaire',
      'https://www.service-public.fr/professionnels-entreprises/vosdroits/F23267',
      'https://www.banque-sillon.fr/pro',
      'https://www.oree-banque.fr/micro-entrepreneurs',
      'https://www.fortuna-direct.fr/conditions-generales',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Banque Sillon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Orée', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Nickelo', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Fortuna Direct', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-016',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.trellis,
    prompt: 'Trellis ou Taskline pour une équipe de 8 personnes ?',
    trap: 'comparaison de style Gemini en sections, verdict pour la marque',
    text: `Trellis et Taskline sont deux outils de gestion de projet visuels, mais ils n'ont pas la même philosophie.

**Trellis**
* Tableaux kanban, chronologie (Gantt léger), calendrier et vue charge de travail.
* Automatisations sans code incluses dès l'offre gratuite.
* Intégrations natives avec Slack, Google Drive et la plupart des outils de facturation.
* Tarif : gratuit jusqu'à 10 personnes, puis 8 € par utilisateur et par mois.

**Taskline**
* Listes de tâches et tableaux, sans vue chronologique.
* Automatisations limitées à 100 par mois sur l'offre gratuite.
* Interface très épurée, idéale pour des tâches personnelles.
* Tarif : gratuit jusqu'à 5 personnes, puis 6 € par utilisateur et par mois.

**Ce qui fait la différence pour 8 personnes**
Avec huit personnes, vous dépassez déjà la limite gratuite de Taskline, alors que Trellis reste gratuit. Surtout, Trellis offre la vue chronologique et la gestion de la charge, indispensables dès que plusieurs projets avancent en parallèle. Taskline, lui, montre vite ses limites sur ce point.

**Verdict :** pour une équipe de 8 personnes, Trellis est clairement le meilleur choix : plus complet, et gratuit à votre taille.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Taskline', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-017',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.nimbus,
    prompt: 'VPN gratuit fiable',
    trap: 'concurrents seulement, un positif et un négatif ; la marque absente',
    text: `Méfiez-vous des VPN gratuits : pour se financer, beaucoup revendent vos données de navigation ou affichent de la publicité intrusive. Quelques services sérieux proposent toutefois une offre gratuite limitée.

## Les offres gratuites fiables

### Veyra Free
Veyra propose une offre gratuite sans limite de données, avec des serveurs dans trois pays. La politique de non-journalisation a été auditée, et la vitesse reste correcte. C'est la meilleure option gratuite à nos yeux.

### Cloakr
Cloakr est très populaire, mais son offre gratuite est plafonnée à 10 Go par mois et, surtout, son modèle économique repose sur la publicité ciblée. Nous le déconseillons si la confidentialité est votre priorité.

## Quand passer à une offre payante ?
Si vous voulez regarder des vidéos en streaming, télécharger ou choisir précisément votre pays, une offre payante à 3 ou 4 € par mois devient indispensable.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Veyra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cloakr', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-018',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'avis Foulée Envol 2',
    trap: 'avis en sections « Points forts / Points faibles / Verdict », verdict positif',
    text: `## Foulée Envol 2 : notre avis après 300 km

La Foulée Envol 2 remplace un premier modèle qui avait déjà séduit beaucoup de coureurs. La marque annécienne a retravaillé la mousse et la tige, et le résultat est convaincant.

### Points forts
- **Un amorti confortable et durable** : après 300 km, la mousse n'a presque pas bougé.
- **Une excellente stabilité**, même en fin de sortie longue, quand la fatigue dégrade la foulée.
- **Une tige accueillante** pour les pieds larges, sans pour autant flotter.
- **Une semelle adhérente** sur sol mouillé.

### Points faibles
- 280 g en 42 : ce n'est pas une chaussure pour battre des records.
- Le laçage est un peu long à régler.

### Pour qui ?
Les coureurs de 2 à 5 sorties par semaine qui cherchent une chaussure d'entraînement unique, confortable et durable.

### Verdict
La Foulée Envol 2 est une chaussure d'entraînement remarquable. Nous la recommandons sans hésiter aux coureurs qui privilégient le confort.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Foulée', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-typ-fr-019',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.flinkrad,
    prompt: 'vélo électrique allemand de qualité',
    trap: 'liste numérotée en français ; la marque en tête, un concurrent critiqué dans le sous-point',
    text: `Les fabricants allemands ont bonne réputation pour la solidité de leurs cadres et la qualité de leur assemblage. Voici trois marques à considérer :

1. **Flinkrad**
   - Spécialiste du vélo urbain et du vélo de trekking à assistance électrique, avec moteurs centraux et batteries intégrées.
   - Finitions irréprochables et service après-vente réactif en France via un réseau de revendeurs.
   - Notre recommandation principale pour un usage quotidien.
2. **Velomo**
   - Vélos légers à transmission par courroie, très peu d'entretien.
   - Bon choix pour les trajets courts en ville.
3. **Kettenwerk**
   - Gamme large et prix attractifs.
   - En revanche, de nombreux retours font état de problèmes de batterie et de pièces difficiles à obtenir : prudence.

Avant d'acheter, vérifiez la disponibilité d'un revendeur proche de chez vous pour l'entretien, surtout pour les moteurs centraux.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Flinkrad', position: 1, sentiment: 'POSITIVE' },
      { name: 'Velomo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kettenwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-020',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'Faut-il quitter sa banque traditionnelle pour une banque en ligne ?',
    trap: 'réponse en prose de style Claude ; marque citée en exemple positif, concurrent en exemple négatif',
    text: `C'est une décision qui dépend surtout de votre usage de la banque.

Les banques en ligne sont presque toujours moins chères : pas de frais de tenue de compte, carte souvent gratuite, virements instantanés inclus. Pour quelqu'un qui gère tout depuis son téléphone et n'a pas besoin de déposer d'espèces, l'économie peut atteindre 150 à 200 € par an.

En revanche, vous n'aurez pas d'agence. Si vous avez besoin de conseils réguliers, d'un crédit immobilier négocié en face à face ou si vous déposez souvent des chèques et des espèces, une banque traditionnelle reste plus confortable.

Parmi les banques en ligne, toutes ne se valent pas. Orée, par exemple, est très appréciée pour son application et n'impose aucune condition de revenus : c'est une excellente porte d'entrée. À l'inverse, Fortuna Direct a déçu beaucoup de clients cette année en introduisant des frais de tenue de compte, ce qui lui fait perdre son principal avantage.

Une approche prudente consiste à ouvrir d'abord un compte en ligne en parallèle de votre compte actuel, d'y faire virer une partie de vos dépenses pendant quelques mois, puis de décider. Le service de mobilité bancaire transfère gratuitement vos prélèvements si vous franchissez le pas.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orée', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fortuna Direct', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-021',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.trellis,
    prompt: 'logiciel de gestion de chantier pour une entreprise du BTP',
    trap: 'la marque jugée inadaptée dans sa section ; un concurrent recommandé',
    text: `Dans le BTP, un outil de gestion de projet doit gérer des plannings longs, des dépendances entre corps de métier et le suivi des ressources (équipes, engins). Voici comment se situent les outils généralistes les plus connus.

### Planwise
Planwise est le plus adapté : diagrammes de Gantt détaillés avec dépendances, chemin critique, gestion des ressources et application mobile pour les chefs de chantier. Plusieurs entreprises de gros œuvre l'utilisent avec succès.

### Orbitask
Orbitask est puissant et sait gérer des portefeuilles de projets, mais il est pensé pour le travail de bureau ; il faudra beaucoup le paramétrer pour vos chantiers.

### Trellis
Trellis est agréable pour des tâches simples, mais il ne gère ni le chemin critique ni les ressources matérielles. Pour un chantier, ce n'est pas l'outil qu'il vous faut.

**En résumé :** pour le BTP, partez sur Planwise, ou sur un logiciel métier dédié si vous avez aussi besoin des devis et des situations de travaux.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Planwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Orbitask', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Trellis', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-fr-022',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'chaussure pour un premier marathon',
    trap: 'tableau avec colonne « Verdict » ; la marque deuxième ligne, positive',
    text: `Pour un premier marathon, l'objectif est de finir en bon état : privilégiez le confort et la protection plutôt que la légèreté.

| Modèle | Poids (42) | Drop | Prix | Verdict |
|---|---|---|---|---|
| Kipra Cloudline 4 | 265 g | 8 mm | 170 € | Excellente, mais chère |
| Foulée Envol 2 | 280 g | 8 mm | 135 € | Notre choix pour un premier marathon |
| Rebondo Max | 310 g | 5 mm | 150 € | Très protectrice, un peu lourde |
| Asfalt Race | 210 g | 6 mm | 160 € | Trop ferme pour un débutant |

**Nos conseils**
- Achetez vos chaussures au moins six semaines avant la course, pour faire plusieurs sorties longues avec.
- Ne changez pas de modèle la veille du marathon.
- Prenez une demi-pointure de plus : les pieds gonflent après 30 km.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kipra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Foulée', position: 2, sentiment: 'POSITIVE' },
      { name: 'Rebondo', position: 3, sentiment: 'POSITIVE' },
      { name: 'Asfalt', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-028',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'best 4-slice toaster UK',
    trap: 'the brand is second of three, praised; the first is criticised; verdict in the last line',
    text: `A good 4-slice toaster should brown evenly across all four slots, have wide slots for bagels and crumpets, and not get dangerously hot on the outside. Here's what stands out this year.

**1. Aurelle Heritage 4-Slice (£89)**
The most attractive toaster you can buy, with a retro finish that matches the Aurelle kettle. Unfortunately, browning is uneven: the outer slots consistently toast lighter than the inner ones, and the sides get very hot.

**2. Simmer Home Duo 4 (£65)**
Simmer's toaster is a real all-rounder. It browns evenly on both sides, has independent controls for each pair of slots, and the extra-wide slots fit thick sourdough. The crumb tray slides out from the front, which is a small but welcome touch. It was the quietest and most consistent toaster in our tests.

**3. Kettlecraft Quad (£40)**
A solid budget option. Browning is decent, the slots are slightly narrow, and there's no defrost setting.

**What to look for**
- Independent controls if two people toast at once.
- A high-lift lever for small items like crumpets.
- Cool-wall sides if you have children.

**Our pick:** the Simmer Home Duo 4 offers the best balance of performance and price.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Aurelle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Simmer', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kettlecraft', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-029',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'Lockbox vs Vaultra',
    trap: 'long comparison with a split verdict: both recommended for different people',
    text: `Both are well-regarded password managers, and either will be a big improvement over reusing passwords. The differences come down to price, features and who will be using it.

## Security
Both use end-to-end encryption with zero-knowledge architecture. Vaultra has the longer track record, with annual third-party audits published since 2018 and an open-source client. Lockbox has been audited twice and published the reports in full.

## Ease of use
Lockbox is the easier of the two. Setting up a shared family vault takes a couple of minutes, and its autofill works reliably on mobile. Vaultra's interface is powerful but denser, with more settings to explore.

## Features
- **Vaultra**: travel mode, hardware-key support on all plans, built-in authenticator, detailed security reports.
- **Lockbox**: emergency access, shared vaults, dark-web monitoring, simple security score.

## Price
| Plan | Lockbox | Vaultra |
|---|---|---|
| Individual | $2.99/mo | $3.99/mo |
| Family (6 users) | $4.99/mo | $6.99/mo |
| Business | $4/user/mo | $7/user/mo |

## Which should you pick?
- Choose **Lockbox** if you want the simplest experience for a household at the lowest price. It's an excellent choice for families.
- Choose **Vaultra** if you want the most advanced security features and don't mind a steeper learning curve. It's the better pick for security enthusiasts and regulated businesses.

You can't go wrong with either.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vaultra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lockbox', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-030',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'how do I choose a CRM for my business?',
    trap: 'long how-to guide; the brand is one neutral example among others',
    text: `Choosing a CRM is easier if you start from your sales process rather than from feature lists. Here's a practical way to approach it.

## 1. Map your sales process
Write down the stages a deal goes through, who touches it at each stage, and where information currently gets lost. This tells you whether you need a simple pipeline or something with territories, approvals and quotes.

## 2. Decide what must integrate
List the tools the CRM must talk to: email, calendar, phone system, accounting, marketing automation. Native integrations are usually more reliable than connectors.

## 3. Set a realistic budget
CRMs are priced per user per month. A pipeline-focused tool such as Pipewell or Closewise typically costs $25–50 per user, while suites like HubNest or Salesbeam can reach $100–150 per user once you add forecasting and automation.

## 4. Shortlist three and trial them
Most vendors offer 14–30 day trials. Load a real slice of your pipeline, ask two or three reps to use each tool for a week, and collect their feedback.

## 5. Check the exit
Make sure you can export all your data, including notes and activity history, in a standard format.

## 6. Plan the rollout
Adoption is where most CRM projects fail. Keep fields to a minimum at first, train people on the daily workflow, and have a manager review the pipeline in the CRM every week.

Following these steps will usually narrow the field to one obvious winner for your team.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pipewell', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Closewise', position: 2, sentiment: 'NEUTRAL' },
      { name: 'HubNest', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Salesbeam', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-typ-en-031',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'Wagewise or Payfold for a 12-person startup?',
    trap: 'Perplexity comparison with [n]; a split verdict, both positive',
    text: `Both Wagewise and Payfold are HMRC-recognised, handle pension auto-enrolment and cost roughly the same for 12 employees (about £50–70 per month)[1][2]. The main difference is scope.

**Wagewise** is a payroll specialist. It's praised for how easy pay runs are, for automatic RTI submissions and for responsive UK-based support[1][3]. If payroll is all you need and you want it to be painless, it's an excellent choice.

**Payfold** bundles payroll with HR (holidays, sickness, documents) and expense claims[2]. Startups that don't yet have an HR system like having everything in one place, and reviewers rate its employee app highly[4].

**Things to consider**
- If you already use an HR tool, Payfold's extra features will duplicate it.
- If you expect to grow past 50 employees soon, check each tool's pricing tiers[1][2].
- Both integrate with the main UK accounting packages[3].

**Bottom line:** pick Wagewise for the simplest, best-supported payroll; pick Payfold if you also want HR and expenses in one app. Both are solid options for a 12-person team.`,
    sources: [
      'https://www.wagewise.co.uk/pricing',
      'https://www.payfold.com/uk/pricing',
      'https://www.trustpilot.com/review/wagewise.co.uk',
      'https://www.g2.com/products/payfold/reviews',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wagewise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Payfold', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-typ-en-032',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'Nimbus VPN not connecting on Windows 11',
    trap: 'troubleshooting steps: the brand named without any judgement',
    text: `If Nimbus VPN won't connect on Windows 11, work through these steps in order:

1. **Check your internet connection** without the VPN. If websites don't load, the problem isn't the VPN.
2. **Switch protocol.** In Nimbus, open *Settings → Connection → Protocol* and try WireGuard, then the Stealth protocol. Some networks block one but not the other.
3. **Try another server.** A single overloaded location can fail while others work.
4. **Allow the app through your firewall.** Third-party antivirus suites sometimes block the Nimbus VPN service after an update. Add an exception for the app.
5. **Reinstall the network adapter.** Uninstall the app, restart Windows, then install the latest version from the official website; this recreates the virtual adapter.
6. **Disable other VPNs.** Two VPN clients running at once often conflict.

If none of this works, collect the logs (*Help → Export logs*) and send them to the support team, who can see exactly where the handshake fails.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Nimbus VPN', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-typ-en-033',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'best kettle for tea lovers UK',
    trap: 'ChatGPT web-search style: inline source links and provider citations with spans',
    text: `The best kettle for tea lovers is one with accurate temperature control, because green and white teas turn bitter at a full boil ([which.co.uk](https://www.which.co.uk/reviews/kettles?utm_source=openai)).

**Top picks**

- **Simmer Vario** – five presets from 70 °C to 100 °C, a 30-minute keep-warm and a fine limescale filter. Testers found its temperatures accurate to within 1–2 °C, and it's the kettle most often recommended for tea ([teaandcoffee.co.uk](https://www.teaandcoffee.co.uk/best-kettles?utm_source=openai)).
- **Kettlecraft Precision** – eight presets and a 1 °C manual mode; a great choice for enthusiasts who brew oolong and white teas ([techradar.com](https://www.techradar.com/best/kettles?utm_source=openai)).
- **Aurelle Tea Studio** – a glass kettle with a built-in infuser; lovely to look at, but slow to heat and hard to clean, so not worth its price.

If you drink mostly green tea, the Simmer Vario is the one to get.`,
    sources: [
      'https://www.which.co.uk/reviews/kettles?utm_source=openai',
      'https://www.teaandcoffee.co.uk/best-kettles?utm_source=openai',
      'https://www.techradar.com/best/kettles?utm_source=openai',
    ],
    citations: [
      { url: 'https://www.which.co.uk/reviews/kettles?utm_source=openai', startIndex: 129, endIndex: 203 },
      { url: 'https://www.teaandcoffee.co.uk/best-kettles?utm_source=openai', startIndex: 437, endIndex: 522 },
      { url: 'https://www.techradar.com/best/kettles?utm_source=openai', startIndex: 654, endIndex: 729 },
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Simmer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kettlecraft', position: 2, sentiment: 'POSITIVE' },
      { name: 'Aurelle', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-typ-en-034',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'does Wagewise handle pension auto-enrolment?',
    trap: "Claude web-search style: no markers, provider citations quoting the sources, one of them the brand's page",
    text: `Yes. Wagewise assesses each employee's eligibility on every pay run, enrols eligible staff automatically and sends the statutory letters for you. It connects directly to the major workplace pension providers, so contributions are uploaded after each pay run without any manual CSV files.

It also handles re-enrolment every three years, which many small employers forget.

For a small employer, auto-enrolment is one of Wagewise's strongest features, and it saves a lot of admin.`,
    sources: [
      'https://www.wagewise.co.uk/features/auto-enrolment',
      'https://www.thepensionsregulator.gov.uk/en/employers/re-enrolment',
    ],
    citations: [
      { url: 'https://www.wagewise.co.uk/features/auto-enrolment', startIndex: 5, endIndex: 145, citedText: 'Wagewise assesses eligibility every time you run payroll, enrols eligible staff automatically and sends the letters the law requires.' },
      { url: 'https://www.thepensionsregulator.gov.uk/en/employers/re-enrolment', startIndex: 289, endIndex: 335, citedText: 'Every three years, you must put certain staff back into a pension scheme.' },
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Wagewise', position: 1, sentiment: 'POSITIVE' }],
  },
  // ------------------------------------------------------------------------------------- hard
  {
    id: 'v3-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'where can a contractor buy PEX fittings wholesale in Ohio?',
    trap: 'homonym: a plumbing wholesaler called Pipewell',
    text: `Contractors in Ohio usually buy PEX fittings through plumbing wholesalers rather than big-box stores, because trade accounts get better prices and bulk availability.

**Options to look at**
- **Pipewell Plumbing Supply** (Columbus and Dayton): a regional wholesaler with a good stock of crimp and expansion fittings. Trade accounts get net-30 terms and same-day pickup.
- **National distributors** such as Ferguson and Winsupply have branches across the state.
- **Online trade suppliers** can be cheaper for large orders, but check shipping times.

Ask for a contractor account as soon as you're doing regular work; the discount on fittings is often 20–30% off list.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'CRM for an oilfield services company',
    trap: 'homonym in a CRM answer: PipeWell, a well-integrity monitoring platform; a competitor recommended',
    text: `Oilfield services companies have a few CRM needs that generic tools handle poorly: tracking work by well and lease, managing master service agreements, and syncing with field ticketing.

**What usually works**
- **Salesbeam** is the most common choice for mid-sized service companies. Its custom objects let you model operators, wells and MSAs, and its territory management suits basin-based sales teams. It's a strong fit here.
- **Industry add-ons**: many teams connect their CRM to field-ticketing software so that sales can see job history per customer.

**Don't confuse tools**
PipeWell, the well-integrity monitoring platform, is often mentioned in the same conversations, but it's an engineering tool for pressure and corrosion data, not a CRM. Its data can still be useful to sales if you surface it through an integration.

Start with your MSA and pricing workflow; that's where most of the value lies.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Salesbeam', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'CRM with built-in quoting (CPQ) for a small manufacturer',
    trap: 'exclusion: "I left out Pipewell: … rules it out"',
    text: `For a small manufacturer, quoting is the heart of the sales process: configurable products, price lists per customer and approval rules for discounts.

**Recommended**
1. **Salesbeam** – Its CPQ module handles product bundles, volume pricing and approval chains, and it generates branded PDF quotes. It's the most complete option.
2. **HubNest** – The Quotes feature in the Sales Professional tier covers simple product catalogues and e-signatures. Good enough if your products aren't highly configurable.

I left out Pipewell: it has no quoting module at all, which rules it out for your use case, even though its pipeline is pleasant to use.

Whichever you pick, clean up your product list and price rules before you start, because CPQ setup is only as good as the data you feed it.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Salesbeam', position: 1, sentiment: 'POSITIVE' },
      { name: 'HubNest', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pipewell', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'Simmer kettle review',
    trap: 'question echo: the answer only restates the branded prompt, then lists competitors',
    text: `There is no single best answer to "Simmer kettle review" – it depends on what you value most in a kettle: speed, temperature control, design or price.

If you're comparing kettles, these are the models that reviewers consistently rate well:

1. **Kettlecraft Precision** – accurate temperature presets and a fast boil; the best all-rounder for tea and coffee lovers.
2. **Aurelle Heritage** – a stylish retro kettle that comes in several colours.
3. **Boilo Classic** – a reliable, inexpensive kettle with a concealed element.

For the latest owner reviews, check retailer sites and independent testers, and look at how each kettle performs after a year of use, not only out of the box.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kettlecraft', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aurelle', position: 2, sentiment: 'POSITIVE' },
      { name: 'Boilo', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'how do I stop a tomato sauce from burning?',
    trap: 'common word: "simmer" in a recipe, capitalised at the start of sentences and list items',
    text: `Tomato sauce burns because its sugars catch on the bottom of the pan. A few habits prevent it:

1. **Use a heavy-based pan.** Thin pans create hot spots.
2. **Simmer, don't boil.** Once the sauce bubbles, turn the heat down until you see only an occasional bubble breaking the surface.
3. **Stir from the bottom** every few minutes with a flat wooden spoon.
4. **Add liquid as it thickens.** A splash of water or stock keeps it from sticking.

Simmer gently for 30–45 minutes for a basic sauce, or up to two hours for a richer ragù. If it does catch, don't scrape the bottom: pour the sauce into a clean pan and carry on.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.simmer,
    prompt: 'Simmer or Kettlecraft kettle?',
    trap: '"its only real argument is price; choose Y"',
    text: `I'd go with Kettlecraft.

The Simmer Basic 1.7L is cheaper, around £25 against £45, but that's its only real argument. It has no temperature control, the filter is coarse, and the plastic body picks up a smell for the first few weeks. Kettlecraft's Precision boils faster, holds temperature within a degree and has a stainless steel interior that's easier to descale.

If the budget is fixed at £25, the Simmer will boil water. Otherwise, choose the Kettlecraft.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Kettlecraft', position: 1, sentiment: 'POSITIVE' },
      { name: 'Simmer', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'VPN for torrenting',
    trap: 'balanced review whose friendly first line is not the verdict: "may want to look elsewhere"',
    text: `Nimbus VPN has a lot going for it: it's fast, affordable and its no-logs policy has been audited. For torrenting specifically, though, it has real drawbacks. P2P traffic is only allowed on 12 of its servers, there's no port forwarding, and its kill switch on Windows has had reported leaks after sleep mode. If torrenting is your main use, you may want to look elsewhere.

Shieldly allows P2P on every server, supports port forwarding and has a leak-proof kill switch, which makes it the better fit. Veyra is a cheaper alternative that also permits P2P everywhere.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nimbus VPN', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Shieldly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Veyra', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'best router for a small office with a site-to-site VPN',
    trap: 'same-name company in a neighbouring field: Nimbus Networks, a router maker',
    text: `For a small office that needs a site-to-site VPN, you want a router with hardware-accelerated IPsec or WireGuard, a decent firewall and central management.

**Good options**
- **Nimbus Networks NX-220**: a compact business router with WireGuard and IPsec acceleration, dual WAN failover and a cloud dashboard. Excellent value and easy to configure, which is why many IT providers deploy it in branch offices.
- **Enterprise-grade firewalls** from the big security vendors: more features and support contracts, but licensing adds up quickly.

**Tips**
1. Pick the same router model at both sites to simplify configuration.
2. Use certificates rather than pre-shared keys.
3. Monitor tunnel uptime and set alerts.

A consumer VPN service such as Shieldly won't replace a site-to-site tunnel; those services protect individual devices, not the link between two offices.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Shieldly', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'what clouds bring steady rain?',
    trap: 'common word: nimbus clouds, capitalised at the start of a sentence',
    text: `Steady, long-lasting rain usually comes from **nimbostratus** clouds: thick, grey, featureless layers that can cover the whole sky and block the sun completely.

Nimbus is the Latin word for a rain cloud, which is why it appears in the names of rain-bearing clouds:
- **Nimbostratus**: steady rain or snow for hours.
- **Cumulonimbus**: towering storm clouds that bring heavy showers, hail and thunder, usually short-lived.

By contrast, cumulus and cirrus clouds rarely bring rain. If you see a low grey layer thickening from the west, expect a wet afternoon.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'easiest password manager for my elderly parents',
    trap: 'comparative verdict: "no app beats Lockbox"',
    text: `For older users, simplicity matters more than features. They need big buttons, few settings, and autofill that just works.

For ease of use, no app beats Lockbox. Its setup wizard imports saved passwords from the browser, the app uses large text by default, and you can be added as an emergency contact so you can help if they get locked out.

Passly is a little cheaper, but its autofill prompts confuse beginners and its recovery process is complicated; I wouldn't pick it for your parents.

Whatever you choose, set it up with them in person, write the master password on paper and keep it somewhere safe at home.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lockbox', position: 1, sentiment: 'POSITIVE' },
      { name: 'Passly', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'what is a lockbox service in accounts receivable?',
    trap: 'homonym: a bank lockbox service, capitalised in a heading',
    text: `A lockbox service is a bank service that collects and processes customer payments on a company's behalf.

## How it works
1. Customers mail their checks to a special post office box controlled by the bank.
2. The bank collects the mail several times a day, scans and deposits the checks, and captures remittance data.
3. The company receives a daily file it can import to apply cash to open invoices.

## Lockbox vs remote deposit capture
Lockbox suits companies that receive many paper checks, because the bank does the processing. Remote deposit capture is cheaper for low volumes: you scan checks yourself.

## Benefits
- Faster access to funds (often one to two days sooner).
- Less manual processing and fewer errors.
- Better internal control, because staff never handle the checks.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'best key lockbox for an Airbnb',
    trap: 'homonym: key lockboxes of other makers; a competitor password manager named as a side note',
    text: `For short-term rentals, a wall-mounted key lockbox is the simplest way to handle self check-in.

**What to look for**
- A weather-resistant casing if it's mounted outdoors.
- A resettable code, so you can change it between guests.
- Room for several keys and a fob.

**Good choices**
- **Master Lock 5401D**: wall-mounted, push-button, very durable.
- **Smart lockboxes** with Bluetooth let you issue time-limited codes from an app, which is handy if you manage several properties.

Keep a record of every code you issue. Some hosts store them in a shared vault in a password manager such as KeyNest so that cleaners and co-hosts always have the current one.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'KeyNest', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.trellis,
    prompt: 'project tool that non-technical staff can pick up quickly',
    trap: 'comparative verdict: "X is the smoothest choice"',
    text: `Of the three tools you're considering, Trellis is the smoothest choice for onboarding non-technical staff. People understand its boards immediately, and the templates mean nobody starts from a blank page.

Orbitask is more capable, but it takes a few weeks before most people feel comfortable in it, so it's a poor fit when adoption is the goal. Taskline looks simple, yet its menus are clunky and its notifications are hard to tune, which is why teams often abandon it.

If you want adoption above all, start with Trellis and revisit in a year.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Orbitask', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Taskline', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.trellis,
    prompt: 'how to build a trellis for climbing roses',
    trap: 'common word: a garden trellis, capitalised in a heading',
    text: `A simple wooden trellis for climbing roses can be built in an afternoon.

### Materials
- 2×2 pressure-treated timber or cedar battens
- Galvanised screws
- Two 4×4 posts (if freestanding) or wall brackets
- Exterior wood stain

### Steps
1. Cut the battens to make a grid with 30–40 cm squares; roses need room for air to circulate.
2. Screw the grid together, checking each joint is square.
3. Stain the frame and let it dry.
4. Fix it at least 5 cm away from the wall so air can flow behind the rose.

### Trellis or wires?
Trellis panels look tidy and suit fences, while horizontal wires are cheaper and better for large walls. Either way, tie the canes in horizontally to encourage more flowers.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.trellis,
    prompt: 'project management approach for a hospital EHR rollout',
    trap: 'same-name organisation: Trellis Health, a clinic network; a competitor praised',
    text: `An EHR rollout is as much a change-management project as an IT one. A few practices make the difference:

1. **Phase the go-live** by department rather than switching the whole hospital at once.
2. **Appoint clinical champions** in each unit who test workflows and train colleagues.
3. **Track readiness** (training completion, hardware, interfaces) on a shared dashboard reviewed weekly.

Trellis Health, the Oregon clinic network, published a useful case study of its own rollout: it ran the programme in Orbitask, using portfolio views to track 14 clinics in parallel, and credits its cross-project dashboards with catching interface delays early. Orbitask handled the scale well and is worth a look for a programme of this size.

Whatever tool you use, keep the plan visible to clinical leaders, not just IT.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Orbitask', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'payroll software for 120 employees across three sites',
    trap: 'exclusion: "you may want to look elsewhere"',
    text: `At 120 employees across three sites you need cost-centre reporting, approval workflows and role-based access.

Wagewise is lovely for small employers, but it caps its plans at 50 employees and has no cost-centre reporting, so you may want to look elsewhere.

Sterling Payroll is the natural fit at your size: it handles multiple sites and departments, supports payroll approvals, and its reporting is what finance teams expect. Crewpay is also worth a look if some of your sites are shift-based.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Wagewise', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sterling Payroll', position: 2, sentiment: 'POSITIVE' },
      { name: 'Crewpay', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-en-017',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'paying a US contractor from a UK company',
    trap: 'the currency "sterling" is not the competitor Sterling Payroll',
    text: `A US contractor isn't an employee, so they don't go through UK payroll at all: you pay their invoices like any other supplier.

**Practical points**
- Agree whether invoices are in dollars or sterling. If you pay in sterling, the contractor bears the exchange-rate risk.
- Use a low-cost transfer service rather than a bank wire to save on fees.
- Keep the contract clear that they are self-employed, to avoid employment-status questions.

If you later hire UK employees, you'll need payroll software. Wagewise is a good, simple option for a first hire: it registers you with HMRC, runs RTI and handles pension auto-enrolment.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Wagewise', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-en-018',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.wagewise,
    prompt: 'when do I have to auto-enrol employees into a pension?',
    trap: "cited only by the brand's own page among the sources; the text never names it",
    text: `You must auto-enrol an employee into a workplace pension if they[1]:
- are aged between 22 and State Pension age,
- earn more than £10,000 a year, and
- usually work in the UK.

Employees who earn less can ask to join, and you must enrol them if they earn above the lower threshold[2]. You have six weeks from their start date to write to them about enrolment, and you must re-enrol eligible staff who opted out every three years[1][2].

Most payroll software assesses eligibility automatically on each pay run and sends the letters for you[2].`,
    sources: ['https://www.thepensionsregulator.gov.uk/en/employers', 'https://www.wagewise.co.uk/guides/auto-enrolment'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-en-019',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'CRM that syncs Outlook emails reliably',
    trap: 'mixed: a competitor negative and the brand positive in the same sentence',
    text: `Unlike Leadora, which keeps dropping synced emails and duplicating contacts, Pipewell's Outlook sync has been flawless for the teams I've seen use it: two-way, near real-time, and it respects shared mailboxes.

Closewise also syncs Outlook well, though only on its Business plan.

So if Outlook is your main channel, shortlist Pipewell and Closewise, and steer clear of Leadora until it fixes its sync.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Leadora', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pipewell', position: 2, sentiment: 'POSITIVE' },
      { name: 'Closewise', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-en-020',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pipewell,
    prompt: 'Would you recommend Pipewell to a 5-person real estate team?',
    trap: 'negation words in a positive verdict ("wouldn\'t hesitate", "no complaints")',
    text: `Yes. I wouldn't hesitate to recommend Pipewell for a team of five agents. It isn't built specifically for real estate, but its custom pipeline stages map neatly onto listings and buyers, and there's no learning curve to speak of. Teams I've seen adopt it have had no complaints about the mobile app either, which matters for agents who are rarely at a desk.

The one thing it doesn't do is MLS integration, so you'd import listings by CSV or through a connector.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Pipewell', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-en-021',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.nimbus,
    prompt: 'Is Nimbus VPN legit?',
    trap: 'question echo: the prompt restated in quotes, then generic advice and competitors',
    text: `There's no simple yes-or-no answer to "Is Nimbus VPN legit?" without current audit data, but you can check any VPN yourself in a few minutes:

1. **Look for an independent no-logs audit** by a recognised firm, published in full.
2. **Check the jurisdiction.** Providers based in countries with mandatory data retention are a risk.
3. **Read the privacy policy** for what is logged: connection timestamps, IP addresses, bandwidth.
4. **Test for leaks** with an online DNS and WebRTC leak test while connected.
5. **Search for incidents**: breaches, court cases, or cases where logs were handed over.

For reference, well-established providers such as Shieldly and Veyra publish their audit reports on their websites, which is the standard to compare against.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Shieldly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Veyra', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-en-022',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lockbox,
    prompt: 'password manager for a law firm',
    trap: 'friendly first line, negative verdict: "not the one to buy"',
    text: `Lockbox is a well-designed app with a great price, and for families it's one of my favourites. For a law firm, though, it's not the one to buy: there's no audit log export, no on-premises or regional data residency option, and its admin policies can't enforce hardware keys. Those gaps will matter when a client's security questionnaire arrives.

Vaultra Business covers all three and publishes SOC 2 and ISO 27001 reports, so it's the safer choice for a firm handling privileged information.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lockbox', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vaultra', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-en-023',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.flinkrad,
    prompt: 'e-bike with a good dealer network in Scotland',
    trap: 'exclusion at the end: "I left out Flinkrad … rules it out"',
    text: `Dealer support matters with e-bikes: motors and batteries need specialist servicing, and warranty claims usually go through the shop that sold the bike.

**Brands with good coverage in Scotland**
- **Velomo** has eleven dealers between Glasgow, Edinburgh, Aberdeen and Inverness, and its belt-drive bikes need little servicing. A great choice.
- **Surrbike** sells direct but partners with a national mobile mechanic network for servicing at home, a convenient alternative.

I left out Flinkrad on purpose: the bikes are excellent, but it has no dealer north of Manchester, which rules it out if you want local servicing.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Velomo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Surrbike', position: 2, sentiment: 'POSITIVE' },
      { name: 'Flinkrad', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-en-024',
    batch: 'hard',
    language: 'en',
    region: 'es',
    profile: BRANDS.faro,
    prompt: 'do I need extra car insurance to drive a Spanish rental car to Faro?',
    trap: "homonym: Faro, the Portuguese city, is also the brand's alias",
    text: `Probably not extra insurance, but you do need permission. Most Spanish rental companies allow cross-border trips to Portugal, but they charge a cross-border fee (typically €50–90) and must issue the green card paperwork in advance. Driving to Faro without declaring it can void the rental's cover.

**Check before you go**
- That your rental agreement lists Portugal as an authorised country.
- That roadside assistance applies in Portugal; some basic rentals only cover Spain.
- The Algarve motorways use electronic tolls: ask for a toll transponder or register the plate online.

If you're driving your own Spanish-insured car, your policy already covers Portugal under EU rules. Segurama's policies, for example, include European assistance as standard.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Segurama', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'faut-il changer de banque avant la retraite ?',
    trap: 'nom commun : « à l\'orée de la retraite », en début de phrase avec majuscule',
    text: `À l'orée de la retraite, il est souvent utile de faire le point sur sa banque, car vos besoins changent : moins de crédit, plus d'épargne et de transmission.

Orée de la retraite ou non, posez-vous trois questions :
1. **Vos frais** : payez-vous une carte haut de gamme dont vous n'utilisez plus les assurances ?
2. **Votre épargne** : votre banque propose-t-elle une assurance vie aux frais raisonnables ?
3. **Le conseil** : aurez-vous besoin d'un interlocuteur pour préparer la succession ?

Banque Sillon est souvent citée comme une bonne option à ce moment de la vie : frais bas, large gamme d'assurance vie et conseillers patrimoniaux joignables. Si vous êtes satisfait de votre banque actuelle, une renégociation des frais peut suffire.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Banque Sillon', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'Orée Banque avis',
    trap: 'écho de la question : la réponse ne fait que reprendre le prompt, puis cite des concurrents',
    text: `Il n'existe pas de réponse unique à « Orée Banque avis » : tout dépend de ce que vous attendez d'une banque en ligne (gratuité, service client, offre d'épargne, crédit).

Pour vous faire une idée, voici les banques en ligne les mieux notées par leurs clients cette année :

- **Banque Sillon** : service client primé plusieurs années de suite et gamme complète.
- **Nickelo** : très appréciée pour sa simplicité et son ouverture sans condition.
- **Fortuna Direct** : application très bien notée et virements instantanés gratuits.

Consultez aussi les avis récents sur les plateformes indépendantes et les forums de consommateurs, en regardant surtout les avis des six derniers mois.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Banque Sillon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nickelo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fortuna Direct', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'meilleure banque pour un premier compte à 18 ans',
    trap: '« sans » répété dans un éloge : « sans frais, sans condition… sans doute la meilleure »',
    text: `Sans frais de tenue de compte, sans condition de revenus et sans frais à l'étranger, Orée est sans doute la meilleure banque pour un premier compte à 18 ans. L'application permet de bloquer sa carte en un geste et d'activer des plafonds adaptés, ce qui rassure aussi les parents.

Nickelo reste une solution de secours si vous ne pouvez pas ouvrir de compte ailleurs, mais elle est payante et n'offre aucun des avantages d'une vraie banque en ligne.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orée', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nickelo', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'banque en ligne avec découvert autorisé',
    trap: 'exclusion : « J\'ai écarté Orée : … l\'exclut »',
    text: `Toutes les banques en ligne n'accordent pas de découvert. Voici celles qui le font :

1. **Banque Sillon** – découvert autorisé jusqu'à 1 500 € selon vos revenus, avec des agios parmi les plus bas du marché. C'est la meilleure option.
2. **Fortuna Direct** – découvert possible après trois mois d'ancienneté, plafonné à 500 €.

J'ai volontairement écarté Orée : elle n'accorde aucun découvert, ce qui l'exclut pour votre besoin, même si elle est très bien notée par ailleurs. Nickelo non plus ne propose pas de découvert.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Banque Sillon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fortuna Direct', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Orée', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Nickelo', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'la Foulée Envol vaut-elle le coup ?',
    trap: 'avis qui commence par les défauts, verdict positif',
    text: `Commençons par les défauts, car ils existent : la Foulée Envol est lourde (285 g), la languette glisse un peu sur les sorties longues et le coloris blanc se salit très vite. Ce n'est pas non plus une chaussure pour battre vos records.

Mais pour ce qu'elle est, une chaussure d'entraînement quotidienne, elle fait un travail remarquable : l'amorti reste constant après 500 km, le maintien est excellent et elle convient aux pieds larges. Au prix actuel de 110 €, elle vaut clairement le coup, et c'est celle que je conseillerais à la plupart des coureurs réguliers.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Foulée', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'comment améliorer sa foulée en course à pied ?',
    trap: 'nom commun : « foulée », avec majuscule dans un titre et en début de phrase',
    text: `Améliorer sa foulée passe par la technique, le renforcement et un peu de patience.

## Foulée et cadence
Visez une cadence d'environ 170 à 180 pas par minute : une foulée plus courte et plus fréquente réduit les chocs. Foulée trop longue = attaque talon marquée et freinage à chaque pas.

## Les éducatifs
- Montées de genoux, talons-fesses et foulées bondissantes, 2 fois par semaine.
- Courir pieds nus quelques minutes sur l'herbe pour sentir l'appui médio-pied.

## Le renforcement
Gainage, mollets et fessiers : une foulée efficace repose sur une bonne stabilité du bassin.

## Et les chaussures ?
Un drop plus faible peut aider à passer sur l'avant du pied, par exemple la Rebondo Zéro, mais faites la transition progressivement pour ménager vos tendons d'Achille.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Rebondo', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'chaussure pour du trail technique en montagne',
    trap: '« mieux vaut passer votre chemin » après une phrase aimable',
    text: `La Foulée Crête a un look réussi et un amorti agréable sur chemin roulant. Pour du trail technique en montagne, en revanche, mieux vaut passer votre chemin : l'accroche sur rocher mouillé est médiocre, la protection de l'avant-pied est quasi inexistante et le maintien latéral ne suffit pas en descente.

Prenez plutôt la Kipra Alpine : crampons de 5 mm, pare-pierres rigide et un laçage rapide qui tient le pied dans les descentes cassantes. C'est la référence pour ce type de terrain.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Foulée', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Kipra', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'banque en ligne avec un vrai conseiller',
    trap: '« son seul véritable argument, c\'est la gratuité ; prenez plutôt Y »',
    text: `Si le conseil est votre priorité, Orée n'est pas adaptée : pas de conseiller attitré, un chat qui répond en plusieurs jours. Son seul véritable argument, c'est la gratuité.

Prenez plutôt Banque Sillon : chaque client a un conseiller joignable par téléphone, avec une ligne directe et des rendez-vous en visio.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Orée', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Banque Sillon', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.trellis,
    prompt: 'appli de gestion de projet la plus simple sur mobile',
    trap: 'comparaison : « aucune application ne fait mieux que Trellis »',
    text: `Sur mobile, aucune application ne fait mieux que Trellis : on déplace une carte d'un doigt, les notifications sont claires et le mode hors ligne synchronise sans conflit dès que le réseau revient.

Taskline est correcte sur iPhone mais son application Android est lente et plante régulièrement. Quant à Orbitask, son application mobile sert surtout à consulter : la plupart des actions demandent un ordinateur.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Taskline', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Orbitask', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.lockbox,
    prompt: 'comment gérer la remise des clés pour une location Airbnb ?',
    trap: 'nom commun : une « lockbox » (boîte à clés), avec majuscule dans un titre',
    text: `Plusieurs solutions existent pour remettre les clés sans être présent :

### La boîte à clés (lockbox)
Une lockbox à code fixée près de l'entrée est la solution la plus répandue. Choisissez un modèle certifié, changez le code entre chaque voyageur et vérifiez que votre règlement de copropriété l'autorise.

### Lockbox connectée ou serrure connectée ?
Une serrure connectée évite de manipuler des clés et génère des codes temporaires, mais elle coûte plus cher (200 à 400 €) et demande une porte compatible.

### La conciergerie
Une conciergerie s'occupe de l'accueil et du ménage, moyennant 15 à 25 % des revenus locatifs.

Quelle que soit la solution, précisez la procédure dans le message envoyé la veille de l'arrivée.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'chaussures Foulée avis',
    trap: 'écho de la question entre guillemets, puis seulement des concurrents',
    text: `Difficile de répondre précisément à « chaussures Foulée avis » sans savoir quel usage vous visez (route, trail, compétition) ni quel modèle vous intéresse.

En attendant, voici les modèles les mieux notés du moment par les coureurs :

1. **Kipra Cloudline 4** : polyvalente et durable, plébiscitée pour l'entraînement quotidien.
2. **Rebondo Max** : très confortable pour les coureurs lourds et les longues distances.

Si vous précisez votre usage et votre budget, je pourrai comparer plus finement.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kipra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rebondo', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'quelle banque en ligne n\'a pas augmenté ses frais ?',
    trap: 'concurrent négatif et marque positive dans la même phrase',
    text: `Contrairement à Fortuna Direct, qui a multiplié les hausses de frais depuis deux ans, Orée est restée totalement gratuite : pas de frais de tenue de compte, pas de minimum d'utilisation de la carte, et les virements instantanés sont toujours inclus.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Fortuna Direct', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Orée', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.oree,
    prompt: 'les virements instantanés sont-ils gratuits ?',
    trap: 'citée seulement par une page de la marque dans les sources ; le texte ne la nomme pas',
    text: `Depuis le 9 janvier 2025, le règlement européen sur les paiements instantanés impose aux banques de la zone euro de facturer les virements instantanés au même prix que les virements classiques [1]. Comme la plupart des banques ne facturent pas les virements classiques en ligne, les virements instantanés sont désormais gratuits chez la majorité d'entre elles [2].

Le virement est crédité en moins de 10 secondes, 24 h/24, dans la limite du plafond fixé par votre banque. Certaines banques en ligne l'incluaient déjà gratuitement avant l'entrée en vigueur du règlement [3].`,
    sources: [
      'https://www.banque-france.fr/fr/paiements-instantanes',
      'https://www.moneyvox.fr/banque/virement-instantane-gratuit',
      'https://www.oree-banque.fr/aide/virement-instantane',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'retour d\'expérience sur les Foulée après un an',
    trap: 'négations dans un éloge : « n\'a pas de défaut majeur », « ne m\'a jamais déçu », « je ne peux que »',
    text: `Après un an et environ 1 200 km répartis sur deux paires de Foulée Envol, je n'ai pas de défaut majeur à signaler. La semelle ne s'est pas décollée, la mousse n'a pas perdu son rebond et je n'ai jamais eu la moindre ampoule. Le service client ne m'a jamais déçu non plus : un lacet abîmé a été remplacé gratuitement en trois jours.

Je ne peux que la recommander à ceux qui cherchent une chaussure fiable pour s'entraîner toute l'année.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Foulée', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.lockbox,
    prompt: 'comment transférer mes mots de passe vers Vaultra ?',
    trap: 'la marque nommée seulement par son domaine, sans jugement',
    text: `Le transfert se fait en deux étapes : exporter depuis votre gestionnaire actuel, puis importer dans Vaultra.

1. **Exporter** : connectez-vous sur getlockbox.com, ouvrez *Paramètres → Exporter*, choisissez le format CSV et confirmez avec votre mot de passe maître.
2. **Importer** : dans Vaultra, ouvrez *Outils → Importer*, sélectionnez le fichier CSV et vérifiez l'aperçu avant de valider.
3. **Supprimer le fichier** : le CSV contient vos mots de passe en clair ; effacez-le et videz la corbeille dès que l'import est terminé.

Pensez aussi à transférer vos codes de double authentification, qui ne sont pas inclus dans l'export.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vaultra', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Lockbox', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.nimbus,
    prompt: 'quel VPN pour le téléchargement en P2P ?',
    trap: 'avis équilibré qui commence bien et conclut « passez votre chemin »',
    text: `Nimbus VPN a de bons arguments : il est rapide, abordable et sa politique de non-journalisation a été auditée. Pour le P2P, pourtant, il accumule les limites : seuls une douzaine de serveurs l'autorisent, la redirection de port n'existe pas et le kill switch a connu des fuites sous Windows. Si le téléchargement est votre usage principal, passez votre chemin.

Shieldly autorise le P2P sur tous ses serveurs et propose la redirection de port : c'est le choix à faire.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nimbus VPN', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Shieldly', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-hard-fr-017',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.foulee,
    prompt: 'quelles chaussures pour courir la Foulée Verte de Lyon ?',
    trap: 'homonyme du même domaine : « la Foulée Verte », une course de 10 km, n\'est pas la marque',
    text: `La Foulée Verte de Lyon est un 10 km plutôt roulant, avec une portion sur les quais et un passage en parc sur chemin stabilisé. Pas besoin de chaussures de trail : une chaussure de route légère convient parfaitement.

Si vous visez un chrono, la Kipra Tempo est un excellent choix, légère et dynamique. Pour simplement finir confortablement, gardez vos chaussures d'entraînement habituelles, à condition qu'elles aient moins de 600 km.

Évitez d'étrenner une paire neuve le jour de la course.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Kipra', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-hard-fr-018',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.nimbus,
    prompt: 'Nimbus VPN ou Shieldly ?',
    trap: 'la première ligne reprend la question (écho) ; la position se lit dans la suite, où le concurrent vient d\'abord',
    text: `Nimbus VPN ou Shieldly ? Tout dépend de votre usage.

**Pour le streaming**, Shieldly est imbattable : il débloque toutes les grandes plateformes et ses débits sont les plus élevés du marché.

**Pour voyager et pour le prix**, Nimbus VPN est excellent : son mode furtif fonctionne sur les réseaux d'hôtel les plus restrictifs et il coûte près de deux fois moins cher sur deux ans.

En résumé : Shieldly si vous regardez surtout des séries, Nimbus si vous voyagez souvent ou si votre budget est serré.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Shieldly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nimbus VPN', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ----------------------------------------------------------------------------- multilingual
  {
    id: 'v3-ml-de-001',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.flinkrad,
    prompt: 'Welches E-Bike eignet sich am besten zum Pendeln?',
    trap: 'Abschnitte mit ###, Lob im Absatz; „Fazit“ am Ende',
    text: `Zum Pendeln zählen vor allem Zuverlässigkeit, eine gute Lichtanlage, Schutzbleche und ein Gepäckträger. Diese drei Modelle überzeugen im Alltag:

### 1. Flinkrad Pendler 2
Das Flinkrad Pendler 2 ist das ausgereifteste Pendler-E-Bike seiner Preisklasse. Der Mittelmotor zieht gleichmäßig und leise, der 625-Wh-Akku reicht auch im Winter für gut 70 km, und die Verarbeitung ist tadellos. Dazu kommt ein dichtes Händlernetz in Deutschland.

### 2. Velomo City S
Leicht, wartungsarm dank Riemenantrieb und ideal für kurze Strecken in der Stadt. Für längere Pendelwege ist der Akku allerdings etwas knapp.

### 3. Kettenwerk Trekking E
Auf dem Papier ein Schnäppchen, in der Praxis enttäuschend: Die Bremsen sind schwach, und viele Besitzer berichten von Akkuproblemen nach dem ersten Winter.

**Fazit:** Wer täglich pendelt, ist mit dem Flinkrad Pendler 2 am besten beraten. Das Velomo ist eine gute Wahl für kurze Stadtstrecken; vom Kettenwerk würde ich abraten.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Flinkrad', position: 1, sentiment: 'POSITIVE' },
      { name: 'Velomo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kettenwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-de-002',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.flinkrad,
    prompt: 'Flinkrad Urban Test',
    trap: 'kurzer Test mit „Sehr empfehlenswert“',
    text: `**Flinkrad Urban im Test**

Das Flinkrad Urban ist ein schlankes Stadt-E-Bike mit Heckmotor, integriertem Akku (500 Wh) und Nabenschaltung. Mit 21 kg ist es für ein E-Bike angenehm leicht.

**Stärken:** ruhiger Motor, gute hydraulische Bremsen, durchdachte Details wie das integrierte Schloss.
**Schwächen:** am Berg etwas schwächer als Modelle mit Mittelmotor.

**Fazit:** Sehr empfehlenswert für alle, die hauptsächlich in der Stadt unterwegs sind.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Flinkrad', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ml-de-003',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.flinkrad,
    prompt: 'Lohnt sich das Flinkrad Trekking X für 3.800 Euro?',
    trap: 'freundlicher Einstieg, negatives Fazit: „nicht zu empfehlen“',
    text: `Das Flinkrad Trekking X sieht hochwertig aus und fährt sich auf Asphalt angenehm. Für 3.800 Euro erwartet man aber mehr: Die Federgabel ist ein Einsteigermodell, die Schaltung eine einfache 9-fach, und der Akku ist mit 500 Wh kleiner als bei der Konkurrenz.

Velomo bietet mit dem Trekking Pro für rund 3.500 Euro einen 750-Wh-Akku, eine Luftfedergabel und eine hochwertigere Schaltung.

**Fazit:** Zu diesem Preis ist das Flinkrad Trekking X nicht zu empfehlen. Greifen Sie lieber zum Velomo oder warten Sie auf einen deutlichen Rabatt.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Flinkrad', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Velomo', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-de-004',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.flinkrad,
    prompt: 'Flinkrad Erfahrungen',
    trap: 'Echo der Frage in Anführungszeichen, danach nur Wettbewerber',
    text: `Auf die Frage „Flinkrad Erfahrungen“ gibt es keine pauschale Antwort – das hängt stark vom Modell, vom Händler und vom Einsatzzweck ab.

Wenn Sie sich allgemein nach zuverlässigen E-Bike-Marken umsehen, werden diese häufig positiv bewertet:

- **Velomo**: wartungsarme Stadträder mit Riemenantrieb, sehr zufriedene Kundschaft.
- **Surrbike**: gute Falträder für Pendler, die Bahn und Rad kombinieren.

Schauen Sie am besten in Fahrradforen und lesen Sie Langzeitberichte, nicht nur die ersten Eindrücke nach dem Kauf.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Velomo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Surrbike', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-de-005',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.flinkrad,
    prompt: 'E-Bike Vergleich bis 3000 Euro',
    trap: 'Tabelle mit Spalte „Unser Urteil“; die Marke in der zweiten Zeile',
    text: `Hier die wichtigsten Modelle bis 3.000 Euro im Überblick:

| Modell | Motor | Akku | Gewicht | Preis | Unser Urteil |
|---|---|---|---|---|---|
| Surrbike Fold | Heck | 400 Wh | 19 kg | 1.990 € | Praktisch für Bahnpendler |
| Flinkrad Urban | Heck | 500 Wh | 21 kg | 2.690 € | Testsieger |
| Kettenwerk City E | Front | 418 Wh | 25 kg | 1.799 € | Nicht empfehlenswert |

Beim Kauf sollten Sie unbedingt eine Probefahrt machen und auf die Rahmengröße achten. Viele Händler bieten zudem Leasing über den Arbeitgeber an, was den effektiven Preis deutlich senkt.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Surrbike', position: 1, sentiment: 'POSITIVE' },
      { name: 'Flinkrad', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kettenwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-de-006',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kontor,
    prompt: 'Bestes kostenloses Girokonto 2025',
    trap: 'nummerierte Liste, Urteil in den eingerückten Zeilen; die Marke an zweiter Stelle',
    text: `Ein wirklich kostenloses Girokonto gibt es noch bei einigen Direktbanken. Ein Überblick über die wichtigsten Angebote:

1. **Finomo**
   - Keine Kontoführungsgebühr, kostenlose Debitkarte, weltweit gebührenfrei bezahlen.
   - Urteil: das rundum beste Gratiskonto für die meisten Kunden.
2. **Kontor Bank**
   - Kostenloses Konto ohne Mindestgeldeingang, Echtzeitüberweisungen inklusive.
   - Urteil: sehr gute Wahl, besonders wegen der übersichtlichen App und des schnellen Kundenservices.
3. **Sparwerk**
   - Nur kostenlos ab 1.000 Euro monatlichem Geldeingang, sonst 4,90 Euro pro Monat.
   - Urteil: für Studierende und Geringverdiener eher ungeeignet.
4. **Nordbank Direkt**
   - Kostenlos mit Geldeingang ab 700 Euro, Bargeld an rund 2.000 Automaten.

**Fazit:** Finomo und Kontor Bank sind die besten kostenlosen Girokonten; bei Sparwerk sollten Sie die Bedingungen genau prüfen.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Finomo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kontor Bank', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sparwerk', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Nordbank Direkt', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ml-de-007',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kontor,
    prompt: 'Was ist ein Kontorhaus in Hamburg?',
    trap: 'Homonym: „Kontor“ als historisches Handelsbüro, auch am Satzanfang',
    text: `Ein Kontorhaus ist ein reines Bürogebäude, wie es ab etwa 1880 in Hamburg für Handelsfirmen gebaut wurde. Der Name kommt vom Kontor, dem Schreib- und Handelsbüro eines Kaufmanns.

Kontor und Lager lagen früher oft im selben Gebäude an den Fleeten. Mit dem wachsenden Hafenhandel trennte man beides: Die Waren lagerten in der Speicherstadt, die Büros zogen in die neuen Kontorhäuser.

Das bekannteste Beispiel ist das Chilehaus (1924) mit seiner spitzen Ostfassade, die an einen Schiffsbug erinnert. Das Kontorhausviertel gehört seit 2015 zum UNESCO-Welterbe.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ml-de-008',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kontor,
    prompt: 'Kontor Bank Kundenservice Erfahrungen',
    trap: 'negatives Urteil mit „eher abzuraten“; ein Wettbewerber positiv',
    text: `Die Erfahrungen mit dem Kundenservice der Kontor Bank sind in letzter Zeit überwiegend negativ[1][2]:

- Telefonische Erreichbarkeit nur werktags von 9 bis 16 Uhr, oft mit langen Wartezeiten.
- Kontosperrungen bei Sicherheitsprüfungen, die sich über Wochen hinziehen[2].
- Antworten per App-Chat häufig erst nach mehreren Tagen.

Wer Wert auf einen gut erreichbaren Service legt, dem ist von der Kontor Bank derzeit eher abzuraten. Finomo schneidet in Kundenumfragen deutlich besser ab und bietet einen Telefonservice rund um die Uhr[3].`,
    sources: [
      'https://www.trustpilot.com/review/kontor-bank.de',
      'https://www.finanztip.de/girokonto/direktbanken-service',
      'https://www.finomo.de/service',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Kontor Bank', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Finomo', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-de-009',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kontor,
    prompt: 'Direktbank mit Dispokredit für Selbstständige',
    trap: 'Ausschluss: „habe ich bewusst nicht aufgenommen … kommt nicht infrage“',
    text: `Für Selbstständige ist ein Dispokredit bei Direktbanken nicht selbstverständlich, weil das Einkommen schwankt. Diese Banken bieten ihn an:

1. **Nordbank Direkt**: Dispo bis zum dreifachen durchschnittlichen monatlichen Geldeingang, Zinssatz 8,9 %. Die beste Option für Freiberufler.
2. **Sparwerk**: Dispo nach sechs Monaten Kontoführung möglich, mit fairen Zinsen.

Die Kontor Bank habe ich bewusst nicht aufgenommen: Sie vergibt an Selbstständige grundsätzlich keinen Dispokredit und kommt für Sie daher nicht infrage.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nordbank Direkt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sparwerk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kontor Bank', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-de-010',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kontor,
    prompt: 'Tagesgeld Zinsen Vergleich aktuell',
    trap: 'reine Zinstabelle ohne Wertung',
    text: `Aktuelle Tagesgeldzinsen für Neukunden (Stand: diese Woche):

| Bank | Zinssatz | Zinsgarantie | Einlagensicherung |
|---|---|---|---|
| Sparwerk | 3,10 % | 4 Monate | Deutschland |
| Kontor Bank | 2,75 % | 6 Monate | Deutschland |
| Finomo | 2,50 % | keine | Deutschland |
| Nordbank Direkt | 2,40 % | keine | Deutschland |

Nach Ablauf der Zinsgarantie gilt der variable Bestandskundenzins, der meist deutlich niedriger ist. Einlagen sind bis 100.000 Euro pro Kunde und Bank gesetzlich geschützt.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sparwerk', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Kontor Bank', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Finomo', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Nordbank Direkt', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ml-de-011',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.nimbus,
    prompt: 'Welches VPN für Streaming aus dem Urlaub?',
    trap: 'Abschnitte auf Deutsch, die Marke an zweiter Stelle als „Preis-Leistungs-Sieger“; „Fazit“',
    text: `Um im Urlaub auf Ihre deutschen Streaming-Dienste und Mediatheken zuzugreifen, brauchen Sie ein VPN mit zuverlässigen Servern in Deutschland.

### Shieldly
Das schnellste VPN im Test und das zuverlässigste beim Entsperren von Streaming-Diensten. Allerdings auch das teuerste.

### Nimbus VPN
Unser Preis-Leistungs-Sieger: schnelle deutsche Server, einfache App und ein Tarnmodus, der auch in restriktiven Hotel-WLANs funktioniert. Für Reisende sehr empfehlenswert.

### Cloakr
Die kostenlose Version hat keine deutschen Server und ist für Streaming daher ungeeignet.

**Fazit:** Shieldly, wenn Geld keine Rolle spielt; sonst Nimbus VPN.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Shieldly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nimbus VPN', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cloakr', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-de-012',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.trellis,
    prompt: 'Projektmanagement-Tool für ein kleines Team',
    trap: 'Vorteile/Nachteile, Fazit „Sehr empfehlenswert“; ein Wettbewerber „zu komplex“',
    text: `Für kleine Teams bis etwa 15 Personen ist Trellis eine ausgezeichnete Wahl.

**Vorteile**
- Kanban, Zeitleiste und Kalender in einem Tool
- Kostenlos für bis zu 10 Personen
- Deutsche Oberfläche und Server in der EU

**Nachteile**
- Berichte nur pro Board, keine übergreifenden Auswertungen
- Keine native Zeiterfassung

Orbitask bietet zwar mehr Funktionen, ist für ein kleines Team aber zu komplex und zu teuer.

**Fazit:** Trellis ist für kleine Teams sehr empfehlenswert.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Trellis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Orbitask', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-es-001',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.faro,
    prompt: '¿Cuál es el mejor seguro de coche online en España?',
    trap: 'secciones ### con elogio en el párrafo; la marca segunda; «En resumen»',
    text: `Las aseguradoras online suelen ofrecer precios más bajos que las tradicionales porque no tienen red de oficinas. Estas son las más recomendables este año:

### 1. Mutua Brisa
Mutua Brisa destaca por su atención al cliente y por la rapidez en la gestión de siniestros. No es la más barata, pero sí una de las más fiables.

### 2. Faro Seguros
Faro Seguros ofrece una excelente relación calidad-precio: su seguro a terceros ampliado incluye lunas y asistencia desde el kilómetro cero, y la app permite declarar un parte en minutos. Es especialmente buena opción para conductores jóvenes.

### 3. Segurama
Segurama tiene precios de entrada muy bajos, pero las franquicias son altas y muchos clientes se quejan de la tramitación de los partes.

**En resumen:** Mutua Brisa si buscas el mejor servicio; Faro Seguros si quieres pagar menos sin renunciar a buenas coberturas.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mutua Brisa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Faro Seguros', position: 2, sentiment: 'POSITIVE' },
      { name: 'Segurama', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-es-002',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.faro,
    prompt: 'opiniones Faro Seguros siniestros',
    trap: 'veredicto negativo: «no lo recomendaría»',
    text: `Las opiniones sobre cómo gestiona Faro los siniestros son bastante negativas[1][2]. Los clientes destacan:

- Peritaciones que tardan más de tres semanas.
- Dificultad para contactar con un gestor por teléfono.
- Discrepancias frecuentes en la valoración de los daños[2].

El precio es atractivo, pero si lo que más te importa es que te atiendan bien cuando tienes un accidente, no lo recomendaría. Aliada Seguros tiene mucho mejores valoraciones en la gestión de siniestros y un precio solo ligeramente superior[3].`,
    sources: [
      'https://www.trustpilot.com/review/faroseguros.es',
      'https://www.rankia.com/foros/seguros/faro-seguros-siniestros',
      'https://www.aliadaseguros.es/siniestros',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Faro Seguros', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Aliada Seguros', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-es-003',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.faro,
    prompt: '¿Cómo limpiar los faros amarillentos del coche?',
    trap: 'homónimo: «faro» del coche, con mayúscula en un título y a comienzo de frase',
    text: `Los faros se vuelven amarillos por la oxidación del policarbonato con el sol. Puedes recuperarlos en casa:

### Faro opaco: limpieza básica
1. Lava el faro con agua y jabón y sécalo bien.
2. Protege la pintura de alrededor con cinta de carrocero.
3. Lija en húmedo con lija de grano 800, luego 1500 y por último 3000.
4. Pule con una pasta abrillantadora hasta que quede transparente.
5. Aplica un sellador UV para que no vuelva a amarillear.

### Trucos caseros
La pasta de dientes o el bicarbonato mejoran un poco el aspecto, pero el efecto dura pocas semanas.

Faro limpio es también más seguridad: unos faros opacos pueden reducir la iluminación a la mitad, y pueden hacerte suspender la ITV.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ml-es-004',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.faro,
    prompt: 'comparativa seguro de hogar para inquilinos',
    trap: 'tabla de precios sin valoración de la marca; el cierre recomienda a un competidor',
    text: `Para un inquilino basta con asegurar el contenido (muebles, electrodomésticos, objetos personales) y la responsabilidad civil. Estos son los precios orientativos para un piso de 70 m² en Madrid:

| Aseguradora | Contenido asegurado | Responsabilidad civil | Precio anual |
|---|---|---|---|
| Segurama | 15.000 € | 150.000 € | 68 € |
| Faro Seguros | 20.000 € | 300.000 € | 89 € |
| Aliada Seguros | 20.000 € | 300.000 € | 95 € |

Fíjate también en si cubren los daños por agua al vecino de abajo y los objetos de valor fuera de casa.

**En resumen:** Aliada Seguros ofrece la mejor atención en caso de siniestro y es la que recomendamos.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Segurama', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Faro Seguros', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Aliada Seguros', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-es-005',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.faro,
    prompt: 'Faro Seguros opiniones',
    trap: 'eco de la pregunta entre comillas, luego solo competidores',
    text: `No hay una respuesta única a "Faro Seguros opiniones": depende del tipo de seguro, de tu perfil y de si has tenido que dar un parte.

Si estás comparando aseguradoras online, estas suelen recibir buenas valoraciones:

- **Mutua Brisa**: muy bien valorada por su atención al cliente.
- **Aliada Seguros**: destaca por la rapidez en la gestión de siniestros.

Te recomiendo leer opiniones recientes en foros y portales independientes, y fijarte sobre todo en las experiencias con siniestros, no solo en el precio.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Mutua Brisa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aliada Seguros', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-es-006',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuentaclara,
    prompt: '¿Cuál es el mejor software de facturación electrónica para pymes en México?',
    trap: 'lista numerada con veredicto en las líneas anidadas; la marca segunda de cuatro; «En resumen»',
    text: `Para una pyme en México, el software de facturación debe timbrar CFDI 4.0, manejar complementos de pago y conectarse con tu contabilidad. Estas son las opciones más usadas:

1. **Factuplus**
   - Muy conocido y con planes desde 199 MXN al mes.
   - Veredicto: cumple, pero la interfaz es anticuada y el soporte tarda días en responder.
2. **Cuentaclara**
   - Facturación, complementos de pago, conciliación bancaria y contabilidad electrónica en una sola plataforma.
   - Veredicto: la opción más completa y fácil de usar; ideal para pymes sin contador de planta.
3. **Contalia**
   - Pensado para despachos contables que llevan varias empresas.
   - Veredicto: excelente si tu contador ya lo usa.
4. **Timbrex**
   - Solo timbrado, muy barato por folio.
   - Veredicto: se queda corto para una pyme que necesita algo más que emitir facturas.

**En resumen:** para la mayoría de las pymes, Cuentaclara es la mejor opción.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Factuplus', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cuentaclara', position: 2, sentiment: 'POSITIVE' },
      { name: 'Contalia', position: 3, sentiment: 'POSITIVE' },
      { name: 'Timbrex', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-es-007',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuentaclara,
    prompt: '¿cómo dividir los gastos del depa con mis roomies?',
    trap: 'homónimo: «cuentas claras» y «una cuenta clara», expresiones comunes',
    text: `Como dice el refrán, «cuentas claras, amistades largas». Algunas ideas para que nadie se sienta incómodo:

1. **Define qué es compartido**: renta, luz, agua, internet y productos de limpieza suelen serlo; la comida, no siempre.
2. **Decide el reparto**: a partes iguales o proporcional al tamaño de cada cuarto.
3. **Lleva una cuenta clara** de los gastos en una app para dividir cuentas o en una hoja de cálculo compartida.
4. **Fija una fecha de pago** cada mes y paga por transferencia para que quede registro.

Hablen de las reglas desde el principio; es mucho más fácil que resolver un conflicto después.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ml-es-008',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuentaclara,
    prompt: 'Cuentaclara o Contalia para un despacho contable',
    trap: 'comparación con veredicto para el competidor: «se queda corta»',
    text: `Para un despacho contable que lleva decenas de clientes, Contalia es la mejor elección. Permite gestionar muchas empresas desde un solo panel, descarga masiva de CFDI del SAT y genera la contabilidad electrónica de todos los clientes a la vez.

Cuentaclara es muy buena para una pyme que factura por su cuenta, pero para un despacho se queda corta: no tiene panel multiempresa y cada cliente requiere una suscripción independiente, lo que dispara el costo.

**En resumen:** elige Contalia para el despacho.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Contalia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cuentaclara', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-es-009',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuentaclara,
    prompt: 'software para timbrar nómina CFDI',
    trap: 'exclusión: «Dejé fuera a Cuentaclara: … la descarta»',
    text: `Para timbrar la nómina necesitas un sistema que genere el CFDI de nómina 1.2 con todos sus complementos. Estas son las opciones que recomiendo:

- **Timbrex Nómina**: especializado en nómina, calcula ISR e IMSS y timbra por lotes. La mejor relación calidad-precio.
- **Contalia Nómina**: ideal si tu contador ya usa Contalia para la contabilidad.

Dejé fuera a Cuentaclara a propósito: no timbra recibos de nómina, lo que la descarta para lo que necesitas, aunque es muy buena para facturar.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Timbrex', position: 1, sentiment: 'POSITIVE' },
      { name: 'Contalia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cuentaclara', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ml-es-010',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuentaclara,
    prompt: '¿Vale la pena Cuentaclara para un freelancer?',
    trap: 'respuesta corta y positiva: «sí, vale la pena»',
    text: `Sí, vale la pena. Para un freelancer que emite entre 5 y 30 facturas al mes, Cuentaclara es sencilla, timbra en segundos y calcula automáticamente las retenciones de ISR e IVA cuando facturas a personas morales. El plan básico cuesta 149 MXN al mes e incluye 50 folios.

Además, su declaración mensual precargada te ahorra el contador si estás en el Régimen Simplificado de Confianza.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cuentaclara', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ml-es-011',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.lockbox,
    prompt: 'mejor gestor de contraseñas',
    trap: 'lista en español; la marca segunda con «no lo recomendaría»',
    text: `Un buen gestor de contraseñas debe cifrar tus datos de extremo a extremo, funcionar en todos tus dispositivos y avisarte si alguna contraseña se filtra.

1. **Vaultra**: el más completo, con auditorías anuales y modo viaje. Es nuestra primera recomendación.
2. **Lockbox**: barato y fácil de usar, pero después de la brecha de seguridad de este año y de lo que tardó en comunicarla, no lo recomendaría por ahora.
3. **KeyNest**: una buena opción gratuita para uso personal.

**En resumen:** Vaultra si buscas la máxima seguridad, KeyNest si quieres algo gratuito.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Vaultra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lockbox', position: 2, sentiment: 'NEGATIVE' },
      { name: 'KeyNest', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ml-es-012',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.nimbus,
    prompt: 'VPN para ver el catálogo de Estados Unidos desde México',
    trap: 'la marca primera, «la mejor opción calidad-precio»; un competidor neutro; «En resumen»',
    text: `Para ver el catálogo estadounidense de tus plataformas desde México necesitas un VPN con servidores en Estados Unidos que no estén bloqueados.

**Nimbus VPN** es la mejor opción calidad-precio: tiene servidores en 20 ciudades de Estados Unidos, desbloquea los principales catálogos y cuesta unos 60 MXN al mes en el plan de dos años.

**Veyra** también tiene servidores en Estados Unidos y una app en español; su plan anual cuesta unos 75 MXN al mes.

**En resumen:** Nimbus VPN es la que te recomiendo para streaming desde México.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nimbus VPN', position: 1, sentiment: 'POSITIVE' },
      { name: 'Veyra', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
];
