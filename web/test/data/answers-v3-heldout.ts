// Held-out cases of the third labelled set of engine answers (see answers-v3-types.ts for the
// labelling conventions). Written after the development cases (answers-v3-dev.ts), about twelve
// other fictional brands, in the same shapes and languages, and labelled by hand the same way.
// They are never read while the answer reader is built, so its figures on them estimate how it
// generalises to answers it has not seen.
//
// Batches: `typical` are the long, well-formed answers engines usually give; `hard` are the traps
// (homonyms, exclusions, balanced reviews, comparisons, echoes of a branded prompt);
// `multilingual` are German and Spanish answers.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  /** CRM; sonar is underwater sound ranging, and a code-quality scanner is also called Sonar. */
  sonar: {
    brandName: 'Sonar',
    aliases: ['Sonar CRM'],
    url: 'https://www.sonarcrm.com',
    competitors: ['Dealflow', 'Pipedeck', 'Clientra'],
    context: 'Sonar CRM: contact management and sales pipeline for growing teams',
  },
  /** Kitchen appliances; a copper pot is cookware. */
  copperpot: {
    brandName: 'Copperpot',
    url: 'https://www.copperpot.co.uk',
    competitors: ['Boilwell', 'Steamly', 'Hobart & Finch'],
    context: 'Copperpot: kettles, toasters and coffee machines with a copper finish',
  },
  /** French online bank; the alizés are the trade winds. */
  alize: {
    brandName: 'Alizé',
    aliases: ['Alizé Banque'],
    url: 'https://www.alize-banque.fr',
    competitors: ['Banque Cerise', 'Néoma', 'Crédit Vallon'],
    context: 'Alizé Banque, compte courant, carte gratuite et épargne en ligne',
  },
  /** VPN; a ghost line is a phantom phone line or a printing defect. */
  ghostline: {
    brandName: 'Ghostline',
    aliases: ['Ghostline VPN'],
    url: 'https://www.ghostline.net',
    competitors: ['Maskd', 'Tunnelo', 'PrivaNet'],
    context: 'Ghostline VPN: private, fast VPN for every device',
  },
  /** French e-bikes; a zephyr is a breeze, and Zephyr is also an embedded operating system. */
  zephyr: {
    brandName: 'Zéphyr',
    aliases: ['Zéphyr Cycles'],
    url: 'https://www.zephyr-cycles.fr',
    competitors: ['Cyclomo', 'Vélonova', 'Ruedax'],
    context: 'Zéphyr Cycles, vélos électriques urbains et vélos cargo',
  },
  /** US payroll; a payroll's cadence is its pay frequency, and Cadence is also a chip-design software maker. */
  cadence: {
    brandName: 'Cadence Payroll',
    aliases: ['Cadence'],
    url: 'https://www.cadencepayroll.com',
    competitors: ['Paylane', 'Wagely', 'Fernpay'],
    context: 'Cadence Payroll: payroll, tax filing and benefits for US small businesses',
  },
  /** German insurer; "vor Anker" is at anchor, and Anker is also a maker of phone chargers. */
  anker: {
    brandName: 'Anker Versicherung',
    aliases: ['Anker'],
    url: 'https://www.anker-versicherung.de',
    competitors: ['Lotse Direkt', 'Hausmut', 'Brückner & Co'],
    context: 'Anker Versicherung: Hausrat-, Haftpflicht- und Kfz-Versicherung online',
  },
  /** Spanish project tool; "hito" is a milestone. */
  hito: {
    brandName: 'Hito',
    url: 'https://www.hito.app',
    competitors: ['Planea', 'Tablerix', 'Sprintia'],
    context: 'Hito: gestión de proyectos, tableros y diagramas de Gantt para equipos',
  },
  /** Running shoes; a pacer sets the pace in a race, and the Pacers are a basketball team. */
  pacer: {
    brandName: 'Pacer',
    aliases: ['Pacer Running'],
    url: 'https://www.pacerrunning.com',
    competitors: ['Stridelab', 'Vantra', 'Northpeak'],
    context: 'Pacer Running: road and trail running shoes',
  },
  /** Spanish meal kits; a cazuela is an earthenware pot and the stew cooked in it. */
  cazuela: {
    brandName: 'Cazuela',
    url: 'https://www.cazuela.es',
    competitors: ['Mesa Lista', 'Cocinaya', 'Fogón Box'],
    context: 'Cazuela: cajas de recetas con ingredientes frescos a domicilio',
  },
  /** German bookkeeping software; a Kassenwart is a club's treasurer. */
  kassenwart: {
    brandName: 'Kassenwart',
    url: 'https://www.kassenwart.de',
    competitors: ['Buchfix', 'Belego', 'Zahlwerk'],
    context: 'Kassenwart: Buchhaltung und Rechnungen für Vereine und Selbstständige',
  },
  /** French password manager; "un sésame" is a pass or a key to something; two competitors are common words too. */
  sesame: {
    brandName: 'Sésame',
    url: 'https://www.sesame-securite.fr',
    competitors: ['Verrou', 'Coffrea', 'Gardien'],
    context: 'Sésame, gestionnaire de mots de passe français et souverain',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V3_HELDOUT: LabelledAnswerV3[] = [
  // ---------------------------------------------------------------------------------- typical
  {
    id: 'v3-ho-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'best CRM for a growing startup',
    trap: 'ChatGPT sections; the brand second with praise in its paragraph; "Bottom line"',
    text: `Growing startups need a CRM that is quick to adopt now and won't box you in at 50 or 100 users. Here's how the main contenders compare.

### 1. Dealflow
Dealflow is the most scalable option on this list. Its custom objects, territory rules and forecasting will carry you well past Series B, and its marketplace has an integration for nearly everything. Admins love its flexibility; just budget time for setup.

### 2. Sonar CRM
Sonar is the easiest CRM to roll out in a week. The pipeline and contact views are clean, email and calendar sync work out of the box, and its automation builder covers follow-ups, lead routing and deal alerts without needing an admin. For a team of 5–40 people it's an outstanding choice, and pricing stays reasonable as you add seats.

### 3. Pipedeck
Pipedeck looks great in demos, but customers regularly complain about slow performance once the database passes 50,000 contacts, and its reporting is thin. It's hard to justify at its price.

### 4. Clientra
Clientra is a contact-centric CRM with built-in invoicing and a client portal.

### How to decide
- **Under 40 people, speed of adoption matters most:** Sonar.
- **Complex sales process or plans to scale fast:** Dealflow.
- **Service business that bills clients:** look at Clientra.

**Bottom line:** for most startups, Sonar is the best place to start; move to Dealflow when your sales operations genuinely need its depth.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Dealflow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sonar', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pipedeck', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Clientra', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'Sonar CRM vs Dealflow for a 25-person sales team',
    trap: 'comparison table with a verdict row; the brand wins',
    text: `Here's a head-to-head for a 25-person sales team:

| | Sonar CRM | Dealflow |
|---|---|---|
| Price (per user/month) | $39 | $85 |
| Time to deploy | 1–2 weeks | 2–3 months |
| Admin needed | No | Usually a dedicated admin |
| Automation | Visual builder, 200 rules | Unlimited, with code |
| Forecasting | Weighted pipeline, per rep | AI forecasting, scenarios |
| Mobile app | Excellent | Good |
| **Verdict** | **Best fit for your size** | **Overkill for 25 reps** |

**Why Sonar wins here**
At 25 reps, you'll get more from fast adoption than from deep customisation. Sonar's reps-first design means your team will actually log activity, and the annual cost difference (about $13,800 a year) would pay for a sales hire's ramp-up.

**When Dealflow makes sense**
If you already know you'll need multiple business units, complex approval chains or a data warehouse sync within a year, Dealflow's depth is worth the effort. Otherwise it's overkill for a team your size.

**Recommendation:** go with Sonar CRM.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sonar', position: 1, sentiment: 'POSITIVE' },
      { name: 'Dealflow', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'which CRM has the best email sequences?',
    trap: 'Perplexity with [n]; the brand third, criticised in its nested line',
    text: `Email sequences (automated, multi-step outreach that stops when a prospect replies) are now standard in sales CRMs, but their quality varies a lot[1].

1. **Pipedeck**
   - Sequences with A/B testing, send-time optimisation and automatic pausing on reply[2].
   - The strongest sequence engine in this group, even if the rest of the CRM is less polished.
2. **Clientra**
   - Simple sequences with templates and merge fields; good deliverability tools[3].
   - A solid choice for small teams.
3. **Sonar**
   - Sequences are limited to three steps and can't branch on opens or clicks[4].
   - If outbound email is central to your process, Sonar will frustrate you.
4. **Dealflow**
   - Sequences come with its Sales Engagement add-on ($50/user/month)[1].
   - Very powerful once configured, including multi-channel steps[5].

For a dedicated outbound team, Pipedeck or Dealflow with the add-on are the best picks[1][2].`,
    sources: [
      'https://www.g2.com/categories/sales-engagement',
      'https://www.pipedeck.com/features/sequences',
      'https://www.capterra.com/p/clientra/reviews',
      'https://www.reddit.com/r/sales/comments/sonar_sequences',
      'https://www.dealflow.com/sales-engagement',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pipedeck', position: 1, sentiment: 'POSITIVE' },
      { name: 'Clientra', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sonar', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Dealflow', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'Sonar CRM review',
    trap: 'Claude-style pros and cons with an overall positive verdict',
    text: `Here's a balanced look at Sonar CRM based on user reviews and independent tests.

**What it is**
A sales CRM for small and mid-sized teams, covering contacts, pipeline, email and calendar sync, workflow automation and reporting. Plans run from $19 to $59 per user per month.

**Pros**
- Very quick to set up; most teams are live within days.
- Clean interface that sales reps actually like using.
- Reliable two-way email sync with Gmail and Microsoft 365.
- Responsive support, including live chat on every plan.

**Cons**
- Reporting is good but not deeply customisable below the top plan.
- Email sequences are basic.
- Fewer marketplace integrations than the largest CRMs.

**Who it's for**
Teams of roughly 3 to 50 sellers who want a CRM that gets adopted rather than one that can model everything.

**Overall**
Sonar CRM is a very good product for its target market. The cons matter mainly to larger or outbound-heavy teams; for everyone else, it's one of the easiest CRMs to recommend.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Sonar', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'best CRM for nonprofits and donor management',
    trap: 'competitors only, one positive and one negative; the brand is absent',
    text: `Nonprofits need donor records, gift history, recurring donations and campaign tracking, which general sales CRMs don't handle natively.

### Clientra for Nonprofits
Clientra offers a dedicated nonprofit edition with donor profiles, gift aid and recurring-donation tracking, and it's free for organisations under 10 users. It's one of the best options for small charities.

### Dealflow Nonprofit Cloud
Dealflow donates licences to eligible nonprofits, but implementation usually requires a paid partner and can cost more than the licences saved. Small organisations often find it too complex to maintain without a dedicated admin.

### Specialist donor databases
Purpose-built donor management tools are worth a look if fundraising is your main activity; they include gift processing and receipting out of the box.

**My advice:** start with Clientra's nonprofit edition unless you have the budget and staff for a larger implementation.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Clientra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Dealflow', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'how do I move my customer list from spreadsheets into a CRM?',
    trap: "how-to guide; the brand a neutral example, its help page a source",
    text: `Moving from spreadsheets to a CRM goes smoothly if you clean the data before importing it.

**1. Consolidate your sheets**
Put every contact in one sheet with one row per person. Remove duplicates by email address.

**2. Standardise columns**
Use separate columns for first name, last name, email, phone, company and source. Make dates and phone numbers consistent.

**3. Decide on ownership and stages**
Add a column for the salesperson who owns each contact and, for open deals, the pipeline stage.

**4. Import in batches**
Most CRMs accept CSV imports and let you map columns to fields. In Sonar, for example, the importer previews the first 20 rows and flags duplicates before anything is written[1]. Start with a batch of 100 rows, check the result, then import the rest.

**5. Archive the spreadsheet**
Once the data is in the CRM, make the sheet read-only so nobody keeps updating the old copy.`,
    sources: ['https://help.sonarcrm.com/import-contacts'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sonar', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'cheapest CRM for freelancers',
    trap: 'ranked list of five, the brand third with its praise in a nested line; one item untracked',
    text: `Freelancers don't need much from a CRM: contacts, a simple pipeline, reminders and maybe invoices. Here's how the cheapest options compare:

1. **Clientra Solo** – $9/month
   - Contacts, proposals and invoicing in one place.
   - The best value if you bill clients directly.
2. **Pipedeck Starter** – $12/month
   - Pipeline board and email tracking.
3. **Sonar Free** – $0
   - Up to 2 users and 1,000 contacts, with email sync and reminders.
   - A genuinely useful free plan; it's the one I'd pick if you don't need invoicing.
4. **Dealflow Essentials** – $25/month
   - Far more than a freelancer needs, and the cheapest plan hides most of its best features.
5. **Notion or a spreadsheet template** – $0
   - Works for a handful of clients, but you'll miss reminders.

If you invoice through another tool, Sonar's free plan is hard to beat; otherwise Clientra Solo covers everything for less than the price of a lunch.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Clientra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pipedeck', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Sonar', position: 3, sentiment: 'POSITIVE' },
      { name: 'Dealflow', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'best kettle under £60',
    trap: 'sections with headings; the brand third of four, praised; "Bottom line"',
    text: `You don't need to spend a fortune on a kettle, but between £30 and £60 you get noticeably better build quality, quieter boiling and features like temperature control. Here's how the main ones compare:

### 1. Boilwell Swift (£39)
The Boilwell Swift boils a litre in just over two minutes and has a rock-solid stainless steel body. It's the best all-round kettle at this price and very hard to fault.

### 2. Steamly Glass (£45)
It looks lovely lit up blue, but the glass body gets very hot, limescale shows immediately, and several owners report the lid hinge cracking within a year.

### 3. Copperpot Heritage (£59)
The Copperpot Heritage is the kettle to buy if you want something beautiful that also performs. The brushed copper finish doesn't show fingerprints, it has four temperature settings, and it's one of the quietest kettles we've tested. Build quality is excellent.

### 4. Hobart & Finch Dome (£55)
A classic dome kettle with a whistle-free quiet boil and a good one-cup minimum. Reliable and good-looking.

**Bottom line:** the Boilwell Swift is the best value, and the Copperpot Heritage is worth the extra if you want temperature control and a kettle you'll be happy to leave on display.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Boilwell', position: 1, sentiment: 'POSITIVE' },
      { name: 'Steamly', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Copperpot', position: 3, sentiment: 'POSITIVE' },
      { name: 'Hobart & Finch', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'best bean-to-cup coffee machine for a beginner',
    trap: 'ranked list; the brand first but advised against for beginners in its nested verdict',
    text: `For a beginner, the best bean-to-cup machine is one that makes good coffee without a learning curve: one-touch drinks, automatic milk frothing and easy cleaning.

1. **Copperpot Barista Pro**
   - Stunning design and excellent espresso in expert hands.
   - Verdict: the manual steam wand, grind calibration and frequent descaling make it a poor choice for a beginner.
2. **Steamly One-Touch**
   - Twelve one-touch drinks, an automatic milk system and a self-cleaning cycle.
   - Verdict: the easiest machine to live with and our top pick for beginners.
3. **Hobart & Finch Café**
   - Good espresso and a simple dial interface, with a removable brew group.
   - Verdict: a great alternative if you mostly drink black coffee.

Whichever you choose, use fresh beans and filtered water: they make more difference than the machine.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Copperpot', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Steamly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Hobart & Finch', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'Copperpot Heritage kettle review',
    trap: 'review in sections with a positive verdict',
    text: `## Copperpot Heritage kettle: review

### Design
The Heritage is a 1.5-litre kettle with a brushed copper body and a walnut-effect handle. It's one of the best-looking kettles on sale, and unlike polished copper, the brushed finish hides fingerprints and water marks.

### Performance
It boiled a litre of water in 2 minutes 40 seconds in our tests, which is average, but it was one of the quietest we've measured. The four temperature settings (70, 80, 90 and 100 °C) were accurate to within 2 °C, and keep-warm holds the temperature for 30 minutes.

### Practicalities
- The lid opens wide, which makes filling and descaling easy.
- The water window is on both sides, good for left-handers.
- The base has cord storage.

### Downsides
At £59 it costs more than most kettles, and 1.5 litres is slightly small for big households.

### Verdict
A beautiful, quiet kettle with accurate temperature control. If it fits your budget, the Copperpot Heritage comes highly recommended.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Copperpot', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'best 2-slice toaster',
    trap: 'comparison table with a verdict column; the brand criticised in its row',
    text: `Here are the 2-slice toasters that performed best in browning tests:

| Toaster | Price | Even browning | Wide slots | Verdict |
|---|---|---|---|---|
| Hobart & Finch Classic | £49 | Excellent | Yes | Best overall |
| Copperpot Heritage 2 | £65 | Poor | Yes | Beautiful, but browns unevenly; not worth the price |
| Boilwell Toast 2 | £25 | Good | No | Best budget buy |

**Notes from testing**
- The Hobart & Finch browned both sides of the bread within a shade of each other on every setting.
- Copperpot's toaster left a pale stripe down the middle of each slice, even on its highest setting.
- The Boilwell is basic, but it does the job very well for the money.

If you can stretch to about £50, the Hobart & Finch Classic is the toaster to get.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hobart & Finch', position: 1, sentiment: 'POSITIVE' },
      { name: 'Copperpot', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Boilwell', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'most stylish kettles for a modern kitchen',
    trap: 'Gemini bullets with bold names; the brand first and praised, one competitor only described',
    text: `If your kettle lives on the counter, it might as well look good. Here are three kettles people often choose for their looks:

* **Copperpot Heritage:** Brushed copper with a warm walnut-effect handle. It's the statement piece of the group and it performs as well as it looks, with quiet boiling and four temperature settings.
* **Hobart & Finch Dome:** A softly rounded dome shape in matte pastel colours. Elegant, well built and pleasingly quiet.
* **Steamly Glass:** A borosilicate glass body with blue LED lighting while it boils. It comes in one size, 1.7 litres.

**Styling tips**
* Match the kettle's metal to your tap or cabinet handles.
* Matte finishes hide water spots better than gloss.
* Check that a matching toaster exists if you want a set.

For a showpiece that's also a great kettle, the Copperpot Heritage is my pick.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Copperpot', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hobart & Finch', position: 2, sentiment: 'POSITIVE' },
      { name: 'Steamly', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-en-013',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'how often should I descale my kettle?',
    trap: 'practical answer without any tracked brand',
    text: `It depends on your water hardness and how often you boil:

| Water hardness | Descale every |
|---|---|
| Soft (most of Scotland, Wales, the North West) | 2–3 months |
| Moderate | 4–6 weeks |
| Hard (London, the South East, East Anglia) | 2–4 weeks |

**How to descale**
1. Fill the kettle halfway with equal parts water and white vinegar, or use a sachet of citric acid.
2. Boil, then leave it to stand for an hour.
3. Empty, rinse thoroughly and boil fresh water twice to remove any taste.

**Signs it's overdue:** white flakes in your tea, a louder boil, or the kettle taking longer than usual. Regular descaling also saves energy, because scale insulates the element.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-typ-en-014',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'Copperpot or Hobart & Finch toaster?',
    trap: 'Perplexity comparison with [n]; the competitor wins; the brand only if matching a kettle matters more than even toast',
    text: `Both brands make premium 4-slice toasters in the £70–90 range, with similar designs and wide slots[1][2].

**Browning**
Independent tests found Hobart & Finch's toaster browned more evenly across all four slots, while Copperpot's Heritage 4 left the outer slots noticeably lighter[3].

**Features**
Copperpot includes a bagel setting and a warming rack; Hobart & Finch offers separate controls for each pair of slots and a high-lift lever[1][2].

**Reliability**
Hobart & Finch offers a five-year warranty, against two years for Copperpot[1][2]. Owner reviews mention Copperpot's lever mechanism sticking after heavy use[4].

**Verdict**
The Hobart & Finch is the better toaster and the one to buy. Choose the Copperpot only if matching your Copperpot kettle matters more to you than even toast[3].`,
    sources: [
      'https://www.hobartandfinch.co.uk/toasters',
      'https://www.copperpot.co.uk/toasters/heritage-4',
      'https://www.which.co.uk/reviews/toasters',
      'https://www.amazon.co.uk/product-reviews/copperpot-heritage-4',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hobart & Finch', position: 1, sentiment: 'POSITIVE' },
      { name: 'Copperpot', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-015',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'most private VPN',
    trap: 'sections; the brand first with praise, a competitor criticised, one described',
    text: `Privacy is about more than encryption: what matters is what the provider logs, where it's based, and whether those claims have been verified.

### 1. Ghostline
Ghostline runs its entire network on RAM-only servers, so nothing survives a reboot. Its no-logs policy has been audited three times, it accepts cash and Monero, and it doesn't even ask for an email address to sign up. For privacy, it's the best VPN available today.

### 2. PrivaNet
PrivaNet is based in Switzerland, publishes a transparency report every quarter and has open-sourced all its apps. An excellent, trustworthy alternative.

### 3. Tunnelo
Tunnelo is based in Panama and offers multi-hop connections through two countries.

### 4. Maskd
Maskd advertises itself as "no-logs", but its privacy policy allows it to keep connection timestamps and bandwidth use for 30 days, and it has never been audited. Avoid it if privacy is your priority.

**Verdict:** Ghostline first, PrivaNet a close second.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ghostline', position: 1, sentiment: 'POSITIVE' },
      { name: 'PrivaNet', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tunnelo', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Maskd', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-016',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'fastest VPN 2025 speed test results',
    trap: 'a speed table where the brand has no judgement; the verdict names two competitors',
    text: `We tested each VPN on a 1 Gbps line in New York, connecting to the nearest server and to a server in London. Results are averages of 10 runs.

| VPN | Nearby server (Mbps) | London server (Mbps) | Protocol |
|---|---|---|---|
| Tunnelo | 910 | 640 | WireGuard |
| PrivaNet | 850 | 590 | WireGuard |
| Ghostline | 780 | 520 | WireGuard |
| Maskd | 410 | 95 | OpenVPN |

**What the numbers mean**
Anything above 200 Mbps is enough for 4K streaming on several devices. Long-distance connections lose speed because of latency, so choose the closest server that meets your needs.

**Verdict:** Tunnelo is the clear winner on raw speed. Maskd was by far the slowest, and its London speeds were too low for reliable 4K streaming.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tunnelo', position: 1, sentiment: 'POSITIVE' },
      { name: 'PrivaNet', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Ghostline', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Maskd', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-017',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'Ghostline VPN review',
    trap: 'balanced review ending with a positive overall verdict',
    text: `**Ghostline VPN: an overview**

Ghostline is a privacy-focused VPN with apps for all major platforms and about 1,200 servers in 55 countries.

**What's good**
- Three independent no-logs audits and RAM-only servers.
- Anonymous sign-up (no email required) and cash or crypto payments.
- Consistently fast WireGuard connections.
- A kill switch that held up in every leak test.

**What's not**
- The apps are functional rather than polished.
- It unblocks fewer streaming catalogues than the streaming-focused VPNs.
- No phone support.

**Price**
$4.50 a month on the two-year plan, or $10 month-to-month, with a 30-day refund.

**Overall**
If privacy is why you want a VPN, Ghostline is one of the best choices you can make. Streaming fans may prefer a service that prioritises unblocking, but for everyone else, it's easy to recommend.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Ghostline', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-en-018',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'VPN for a 15-person remote team',
    trap: 'Perplexity with [n]; the brand second and judged unsuitable for teams',
    text: `A team VPN needs central billing, user management, dedicated IPs for allow-listing and ideally SSO[1].

**PrivaNet for Business** is the strongest fit: it offers a team dashboard, SSO with Google and Microsoft, dedicated IPs and per-user access rules[2]. Reviewers praise its admin console as simple enough for a small company without an IT department[3].

**Ghostline** is an excellent personal VPN, but it has no team plan, no admin console and no dedicated IPs[4]. Managing 15 separate accounts would be painful, so it isn't the right tool here.

**Maskd Teams** includes a basic dashboard and shared billing, starting at $8 per user[5].

For a 15-person remote team, PrivaNet for Business is the recommendation[2][3].`,
    sources: [
      'https://www.techradar.com/vpn/business-vpn-guide',
      'https://www.privanet.com/business',
      'https://www.g2.com/products/privanet-business/reviews',
      'https://www.ghostline.net/faq',
      'https://www.maskd.com/teams',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'PrivaNet', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ghostline', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Maskd', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-en-019',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'best VPN for online gaming with low ping',
    trap: 'ranked list with nested verdicts; the brand second and praised',
    text: `For gaming, a VPN can reduce ping only in specific cases (bad ISP routing, DDoS protection, playing on another region's servers). What matters is latency overhead and server proximity.

1. **Tunnelo**
   - Lowest added latency in our tests (2–4 ms on nearby servers).
   - Verdict: the best choice for competitive gaming.
2. **Ghostline**
   - 4–6 ms added latency, a gaming-optimised WireGuard mode and split tunnelling so only the game goes through the VPN.
   - Verdict: excellent, and the better pick if you also care about privacy.
3. **PrivaNet**
   - Solid privacy, but its servers added 15–25 ms in our tests.
   - Verdict: not recommended for fast-paced online games.

Tip: always connect to the server closest to the game server, not closest to you.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tunnelo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ghostline', position: 2, sentiment: 'POSITIVE' },
      { name: 'PrivaNet', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-020',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'how does a VPN actually work?',
    trap: 'explainer without any tracked brand',
    text: `A VPN (virtual private network) creates an encrypted tunnel between your device and a server run by the VPN provider.

**Step by step**
1. The VPN app on your device encrypts all outgoing traffic.
2. The encrypted traffic travels to the VPN server. Your internet provider can see that you're connected to a VPN, but not what you're doing.
3. The VPN server decrypts the traffic and sends it to the website or service you're using.
4. The website sees the VPN server's IP address, not yours.

**What a VPN protects against**
- Snooping on public Wi-Fi.
- Your internet provider logging the sites you visit.
- Websites seeing your real location.

**What it doesn't do**
- It doesn't make you anonymous if you log in to your accounts.
- It doesn't stop malware or phishing.
- It moves trust from your internet provider to the VPN provider, so choosing a trustworthy one matters.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-typ-en-021',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'Ghostline refund policy',
    trap: "factual answer about the brand; its own page is the source",
    text: `Ghostline offers a 30-day money-back guarantee on all plans[1]:

- **Eligibility:** any first-time purchase, whatever the payment method.
- **How to request it:** open *Account → Billing → Request refund* in the app, or email support with your account number.
- **Cash and crypto payments:** refunds are made in the same currency; cash refunds are sent by post to an address you provide.
- **Timing:** card refunds usually arrive within 5–10 business days.

Renewals are not refundable once the renewal date has passed, so turn off auto-renew if you don't plan to continue[1].`,
    sources: ['https://www.ghostline.net/legal/refunds'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ghostline', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-typ-en-022',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best payroll software for small business',
    trap: 'sections; the brand second with praise; one competitor described, one criticised',
    text: `The right payroll software saves hours every pay period and keeps you out of trouble with tax deadlines. Here are the main options for businesses with fewer than 50 employees.

### 1. Paylane
Paylane handles payroll in all 50 states, files federal, state and local taxes automatically, and includes benefits administration and HR tools. Its interface is polished and its compliance alerts are excellent. It's the most complete option.

### 2. Cadence Payroll
Cadence Payroll is the simplest to use. Running payroll takes a few clicks, it files and pays taxes automatically, and its support team is consistently rated among the best in the industry. At $39 a month plus $5 per employee, it's also very good value. It's my top pick for businesses with under 20 employees.

### 3. Wagely
Wagely focuses on hourly and shift workers, with built-in time tracking and scheduling.

### 4. Fernpay
Fernpay is cheap, but users report tax filing errors and long waits for support. Given that payroll mistakes can lead to IRS penalties, it's hard to recommend.

**Bottom line:** Paylane for the most features, Cadence Payroll for simplicity and value.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Paylane', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cadence Payroll', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wagely', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Fernpay', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-023',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'payroll for a restaurant with tipped employees',
    trap: 'ranked list; the brand second and ruled out in its nested verdict',
    text: `Restaurants need payroll that handles tip credits, tip pooling, the FICA tip credit (Form 8846) and variable hours.

1. **Wagely**
   - Imports tips from most point-of-sale systems, handles tip pooling and calculates the tip credit automatically.
   - Verdict: built for restaurants and the best choice here.
2. **Cadence Payroll**
   - Straightforward payroll with automatic tax filing.
   - Verdict: it has no tip pooling or POS integration, so it isn't suited to a restaurant.
3. **Paylane**
   - Supports declared tips and the FICA tip credit report.
   - Verdict: a good second choice if you don't pool tips.

Whatever you choose, make sure tipped employees still earn at least the minimum wage once tips are counted.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Wagely', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cadence Payroll', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Paylane', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-024',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Cadence Payroll review',
    trap: 'Claude-style review with the alias; pros and cons, positive overall',
    text: `Here's a summary of what users and reviewers say about Cadence Payroll.

**Overview**
Cadence is a full-service payroll provider for US small businesses: it runs payroll, files and pays federal, state and local taxes, and offers add-ons for health benefits and 401(k) plans.

**Strengths**
- Very easy to use; first payroll typically takes under 30 minutes to set up.
- Accurate, automatic tax filings with a tax-penalty guarantee.
- Excellent phone and chat support with short wait times.
- Free next-day direct deposit.

**Weaknesses**
- HR features (onboarding, performance reviews) are basic.
- Multi-state payroll costs extra.
- No native time tracking; you'll need an integration.

**Pricing**
$39 per month plus $5 per employee, with the multi-state add-on at $10 per month.

**Verdict**
Cadence Payroll is an excellent choice for small businesses that want reliable payroll without complexity. Companies that need built-in HR or time tracking may prefer an all-in-one platform.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cadence Payroll', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-en-025',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Paylane vs Cadence Payroll vs Fernpay',
    trap: 'comparison table with a "Best for" verdict column; the brand second',
    text: `Here's how the three compare for a typical small business:

| | Paylane | Cadence Payroll | Fernpay |
|---|---|---|---|
| Base price | $49/mo + $6/employee | $39/mo + $5/employee | $29/mo + $4/employee |
| Automatic tax filing | Yes | Yes | Yes |
| Multi-state | Included | $10/mo add-on | Included |
| Benefits administration | Yes | Add-on | No |
| Support rating | 4.5/5 | 4.8/5 | 2.9/5 |
| **Verdict** | **Best for multi-state teams** | **Best for under 20 employees** | **Hard to recommend** |

**Summary**
- Paylane is the most complete and the best choice if you have employees in several states.
- Cadence Payroll is simpler and cheaper, with the best support of the three; ideal for a small, single-state team.
- Fernpay's low price is tempting, but its support rating reflects real problems with tax notices and corrections.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Paylane', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cadence Payroll', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fernpay', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-026',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'how do I run payroll for the first time?',
    trap: 'how-to guide in which the brand and competitors are neutral examples',
    text: `Running payroll for the first time involves a few one-off registrations and then a repeatable routine.

## Before your first payroll
1. **Get an EIN** from the IRS if you don't already have one.
2. **Register with your state** for withholding and unemployment insurance.
3. **Collect forms from each employee**: Form W-4, your state's withholding form, and Form I-9.
4. **Choose a pay schedule**: weekly, biweekly, semimonthly or monthly.

## Each pay period
1. Calculate gross pay from salaries and hours worked.
2. Withhold federal and state income tax, Social Security and Medicare.
3. Pay employees by direct deposit or check.
4. Deposit the withheld taxes and your employer share on time.

## Quarterly and yearly
File Form 941 each quarter, Form 940 each year, and send W-2s to employees by January 31.

Payroll software such as Paylane, Cadence Payroll or Wagely automates the calculations, deposits and filings; most offer a free trial, so you can run a test payroll before committing.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Paylane', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Cadence Payroll', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Wagely', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-en-027',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best way to pay 1099 contractors',
    trap: 'competitors only; the brand absent',
    text: `If you only pay independent contractors, you don't need full payroll: you need a tool that pays them and files Form 1099-NEC at year end.

**Good options**
- **Fernpay Contractors** – $6 per contractor per month, with direct deposit and automatic 1099 filing. Simple and very affordable for this narrow job.
- **Wagely** – pays contractors in over 100 countries and collects W-9 or W-8BEN forms during onboarding. A great choice if you work with people abroad.
- **Your accounting software** – many accounting tools can pay bills and prepare 1099s, which may be enough for a handful of contractors.

Remember to collect a W-9 before the first payment and to classify workers correctly; misclassifying an employee as a contractor can lead to back taxes and penalties.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Fernpay', position: 1, sentiment: 'POSITIVE' },
      { name: 'Wagely', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-028',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Cadence Payroll customer service complaints',
    trap: 'Perplexity with [n]; complaints and a negative closing, a competitor recommended',
    text: `Customer complaints about Cadence Payroll have increased since its platform migration earlier this year[1][2]. The most common issues reported:

- **Tax notices**: several businesses received state penalty notices for late filings that Cadence was responsible for, and say resolving them took months[2][3].
- **Support wait times**: phone waits of over an hour during the migration, compared with a few minutes previously[1].
- **Direct deposit delays**: a number of customers report employees being paid a day late[3].

Cadence says it has added support staff and will cover penalties under its guarantee[4]. Even so, until the backlog clears, it's hard to recommend switching to Cadence right now; Paylane has had far fewer complaints over the same period[5].`,
    sources: [
      'https://www.bbb.org/us/ca/cadence-payroll/complaints',
      'https://www.reddit.com/r/smallbusiness/comments/cadence_payroll_migration',
      'https://www.trustpilot.com/review/cadencepayroll.com',
      'https://www.cadencepayroll.com/blog/migration-update',
      'https://www.g2.com/products/paylane/reviews',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cadence Payroll', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Paylane', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-029',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'best running shoes for beginners',
    trap: 'sections; the brand second with praise; "Bottom line"',
    text: `New runners should prioritise comfort, cushioning and a stable ride over lightness or speed. Here's how the usual suggestions compare:

### 1. Stridelab Daily 5
The Stridelab Daily is the benchmark beginner shoe: soft, stable, durable and available in wide sizes. It fits most feet well straight out of the box.

### 2. Pacer Glide 3
The Pacer Glide 3 is a close second and arguably better value. Its foam is a little bouncier than the Stridelab's, the heel counter holds your foot securely, and the outsole lasts well past 500 miles. Beginners consistently say it's the most comfortable shoe they've tried.

### 3. Vantra Swift
The Vantra Swift is light and fast, but its firm, narrow platform offers little support for tired legs. It's a poor choice for your first months of running.

### 4. Northpeak Trail Runner
Northpeak makes trail shoes with aggressive lugs and rock plates, designed for off-road running.

### Tips for beginners
- Get fitted in the afternoon, when your feet are slightly swollen.
- Leave a thumb's width of space in front of your longest toe.
- Replace your shoes every 300–500 miles.

**Bottom line:** Start with the Stridelab Daily or the Pacer Glide; you can't go wrong with either.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Stridelab', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pacer', position: 2, sentiment: 'POSITIVE' },
      { name: 'Vantra', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Northpeak', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-en-030',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'best carbon plate racing shoes',
    trap: 'ranked list of five with nested verdicts; the brand third of five, two items untracked',
    text: `Carbon-plated "super shoes" can improve running economy by around 2–4%. These are the best currently available:

1. **Vantra Rocket Elite**
   - 190 g, PEBA foam, very aggressive rocker.
   - Verdict: the fastest shoe we tested, but unstable for heel strikers.
2. **Apex Carbon 3**
   - A stable, well-rounded racer from a smaller brand.
3. **Pacer Velocity Carbon**
   - 205 g, a wider base and a softer plate.
   - Verdict: excellent for the marathon; the most comfortable super shoe after 30 km and great value at $220.
4. **Northpeak Summit Racer**
   - Northpeak's first road racer.
   - Verdict: the plate feels harsh and the upper runs short; skip this version.
5. **Zoomline Pro**
   - Fast, but durability is limited to about 200 km.

For most marathoners, the Pacer Velocity Carbon offers the best balance of speed and comfort.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vantra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pacer', position: 2, sentiment: 'POSITIVE' },
      { name: 'Northpeak', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-031',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'Pacer Glide 4 review — worth $160?',
    trap: 'review in sections; friendly opening, negative verdict ("not the one to buy")',
    text: `## Pacer Glide 4 review

The Glide 4 keeps the comfortable upper that made the Glide 3 so popular, and on the first few runs it feels great.

### What changed
Pacer switched to a new, softer foam and raised the price from $130 to $160. The new foam feels plush at first but loses its bounce quickly: after 150 miles, ours felt noticeably flat.

### Fit and upper
Still excellent: a roomy toe box, a padded tongue that doesn't slide, and good lockdown.

### Durability
This is the problem. Several testers, including us, saw visible creasing in the midsole and worn outsole rubber before 200 miles.

### Alternatives
- The **Stridelab Daily 5** costs $140 and lasts much longer.
- The previous **Glide 3** is still on sale at a discount and is the better shoe.

### Verdict
At $160, the Glide 4 is not the one to buy. Pick up a discounted Glide 3 or go for the Stridelab Daily 5 instead.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Stridelab', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-032',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'running shoes for wide feet',
    trap: 'comparison table with a verdict column; the brand first and best',
    text: `Wide feet need a roomy toe box and a wide platform, not just a bigger size. Here's how the main options compare:

| Shoe | Widths available | Toe box | Verdict |
|---|---|---|---|
| Pacer Glide 3 | Regular, Wide, Extra wide | Very roomy | Best for wide feet |
| Northpeak Ridge | Regular, Wide | Average | Wide version available |
| Stridelab Daily 5 | Regular, Wide | Tapered | Narrow toe box even in wide; avoid |
| Vantra Swift | Regular only | Narrow | Not suitable |

**Fitting tips**
- Measure both feet standing up; buy for the larger one.
- Your toes should be able to splay naturally when you land.
- Lacing tricks (such as skipping an eyelet) can relieve pressure over the midfoot.

The Pacer Glide 3 in Wide or Extra wide is the shoe to try first.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Northpeak', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Stridelab', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Vantra', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-033',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'good trail running shoes for muddy terrain',
    trap: 'between two praised competitors, the brand judged unsuited to mud after a compliment',
    text: `Mud calls for deep, widely spaced lugs that shed dirt, a secure fit so your foot doesn't slide, and an upper that drains well.

**How they compare in mud**
- **Northpeak Mudclaw** – 6 mm chevron lugs and a snug, sock-like upper. It's the best mud shoe we've tested, gripping even on wet clay.
- **Pacer Trail 2** – comfortable and well cushioned, but its 4 mm lugs are too shallow for deep mud; keep it for dry, hard-packed trails.
- **Vantra Terra** – light, fast and surprisingly grippy, with a quick-lace system that's brilliant with cold hands.

**Tips**
- Go half a size down from your road shoe if your foot slides in the mud, or try a tighter lacing pattern.
- Rinse your shoes after every muddy run and dry them away from direct heat.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Northpeak', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pacer', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Vantra', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-034',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'how often should I replace my running shoes?',
    trap: 'practical answer without any tracked brand',
    text: `Most running shoes last between 300 and 500 miles (about 500–800 km). Where you fall in that range depends on:

- **Your weight**: heavier runners compress the foam faster.
- **Your surface**: roads and treadmills are harder on outsoles than trails.
- **The shoe**: lightweight racing shoes often last only 200–300 miles.

**Signs it's time for a new pair**
1. The midsole has visible creases or feels flat.
2. The outsole is worn through to the foam in places.
3. You get new aches in your knees, shins or feet after runs.
4. The shoe twists easily when you wring it.

Keeping a log of your mileage, in a training app or on a note, makes it easy to know when you're getting close. Rotating two pairs also extends the life of each.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-typ-en-035',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'Pacer vs Stridelab for marathon training',
    trap: 'Perplexity with [n]; the brand wins the comparison',
    text: `Both brands make well-regarded daily trainers, but for marathon training the differences matter[1].

**Cushioning and comfort on long runs**
Pacer's Glide 3 uses a softer, bouncier foam that testers found more comfortable past 25 km, while Stridelab's Daily 5 is firmer and more stable[2][3].

**Durability**
Both typically last 400–500 miles[2]. Stridelab's outsole showed slightly less wear in one lab test[3].

**Fit**
Pacer offers three widths and a roomier toe box, which helps when feet swell late in long runs[4].

**Price**
Pacer Glide 3: $130. Stridelab Daily 5: $140[1].

**Verdict**
For marathon training, the Pacer Glide 3 is the better choice: more comfortable on long runs, more fit options and slightly cheaper. The Stridelab remains a solid, stable alternative for runners who prefer a firmer ride[2][3].`,
    sources: [
      'https://www.runnersworld.com/gear/marathon-training-shoes',
      'https://www.runrepeat.com/pacer-glide-3',
      'https://www.runrepeat.com/stridelab-daily-5',
      'https://www.pacerrunning.com/glide-3/fit',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Stridelab', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-en-036',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.zephyr,
    prompt: 'best electric cargo bike in the UK for the school run',
    trap: 'French brand with an accented name in an English answer; sections, the brand second and praised',
    text: `A cargo e-bike can replace a second car for the school run, provided it's safe, stable and easy to park. Here are the best for families:

### 1. Vélonova Famille
A long-tail cargo bike with seats and footrests for two children, a powerful mid-drive motor and a 2 × 500 Wh dual battery. It's the most versatile family cargo bike we've tested.

### 2. Zéphyr Cargo Box
The Zéphyr Cargo Box is a front-loader with a rain cover and bench for up to three children. It's remarkably stable at low speed, the hydraulic brakes are superb and the steering is light enough for nervous riders. A brilliant choice if you want the kids where you can see them.

### 3. Cyclomo Haul
Cheaper than the others, but the hub motor struggles on hills with two children on board, and the kickstand is flimsy. We wouldn't recommend it for hilly areas.

**Verdict:** Vélonova for versatility, Zéphyr for front-box convenience.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zéphyr', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cyclomo', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'meilleure banque en ligne pour épargner',
    trap: 'sections ### ; la marque deuxième avec éloge ; « En résumé »',
    text: `Pour épargner, une banque en ligne doit proposer des livrets bien rémunérés, une assurance vie aux frais réduits et, idéalement, un PEA. Voici les établissements les plus cités cette année.

### 1. Banque Cerise
Banque Cerise propose la gamme d'épargne la plus complète : livrets boostés, deux contrats d'assurance vie sans frais d'entrée et un PEA aux frais de courtage très bas. C'est la référence pour ceux qui veulent tout centraliser.

### 2. Alizé
Alizé Banque se démarque par la simplicité : un livret à 3 % pendant six mois pour les nouveaux clients, une assurance vie 100 % en ligne avec des fonds en euros parmi les mieux rémunérés du marché, et une application qui permet de programmer des versements automatiques en deux minutes. Un excellent choix pour les épargnants qui débutent.

### 3. Néoma
Néoma affiche des taux d'appel attractifs, mais ils retombent très bas après trois mois, et son assurance vie prélève 0,85 % de frais de gestion par an. Prudence.

### 4. Crédit Vallon
Crédit Vallon est une banque en ligne adossée à un groupe mutualiste, avec un livret et une assurance vie classiques.

**En résumé :** Banque Cerise pour la gamme la plus large, Alizé pour débuter simplement avec de bons rendements.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Banque Cerise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alizé', position: 2, sentiment: 'POSITIVE' },
      { name: 'Néoma', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Crédit Vallon', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'comparatif compte courant gratuit banque en ligne',
    trap: 'tableau avec colonne « Notre avis » ; la marque deuxième ligne, recommandée',
    text: `Voici un comparatif des comptes courants gratuits proposés par les banques en ligne :

| Banque | Carte incluse | Condition de revenus | Paiements hors zone euro | Notre avis |
|---|---|---|---|---|
| Néoma | Mastercard Debit | Aucune | 1,9 % | À éviter si vous voyagez |
| Alizé | Visa Premier | Aucune | Gratuits | Le meilleur choix |
| Crédit Vallon | Visa Classic | 1 200 €/mois | Gratuits | Bon rapport qualité-prix |
| Banque Cerise | Visa Premier | 1 800 €/mois | Gratuits | Excellente, mais sélective |

**À retenir**
- Une Visa Premier gratuite sans condition de revenus est rare : c'est le principal atout d'Alizé.
- Les conditions de revenus sont souvent vérifiées à l'ouverture puis tous les ans.
- Vérifiez les frais en cas d'inactivité ou de non-utilisation de la carte.

Pour la plupart des profils, Alizé offre aujourd'hui le compte gratuit le plus avantageux.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Néoma', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Alizé', position: 2, sentiment: 'POSITIVE' },
      { name: 'Crédit Vallon', position: 3, sentiment: 'POSITIVE' },
      { name: 'Banque Cerise', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'Alizé Banque avis frais cachés',
    trap: 'avis structuré à l\'ouverture aimable, verdict négatif',
    text: `## Alizé Banque : attention aux frais

Alizé Banque séduit par sa carte Visa Premier gratuite et son application soignée. Mais en lisant la grille tarifaire de près, plusieurs frais apparaissent [1] :

- **Frais d'inactivité** de 10 € par mois si vous ne faites aucun paiement pendant trois mois.
- **Retraits d'espèces** limités à trois gratuits par mois en zone euro, puis 1 € par retrait.
- **Frais de clôture** de 30 € si vous fermez le compte dans les 12 premiers mois [2].

Plusieurs clients racontent avoir découvert ces frais après coup, faute d'information claire à l'ouverture [3].

### Notre avis
Ces frais sont légaux, mais mal signalés. Pour un compte secondaire peu utilisé, ces frais la rendent nettement moins intéressante qu'elle n'en a l'air : nous ne la recommandons pas dans ce cas, et Crédit Vallon, sans frais d'inactivité, est alors un meilleur choix.`,
    sources: [
      'https://www.alize-banque.fr/tarifs',
      'https://www.moneyvox.fr/banque/alize-frais',
      'https://www.trustpilot.com/review/alize-banque.fr',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Alizé', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Crédit Vallon', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'banque en ligne pour un expatrié français',
    trap: 'style Perplexity avec [n] ; la marque troisième, simplement décrite',
    text: `Les Français installés à l'étranger ont souvent du mal à garder ou ouvrir un compte en France : beaucoup de banques en ligne refusent les non-résidents [1].

**Banques qui acceptent les expatriés**
1. **Crédit Vallon** accepte les non-résidents dans la plupart des pays, avec un conseiller dédié aux expatriés et des virements internationaux à prix réduit [2]. C'est la solution la plus adaptée.
2. **Banque Cerise** n'accepte les non-résidents que dans l'Union européenne, et la carte devient payante à l'étranger : une option décevante pour un expatrié hors UE [3].
3. **Alizé** accepte les expatriés dans 40 pays depuis cette année ; l'ouverture se fait en ligne avec un justificatif de domicile étranger [4].

**Conseils**
- Gardez votre compte actuel avant de partir : il est plus facile de le conserver que d'en ouvrir un depuis l'étranger.
- Signalez votre changement de résidence fiscale à votre banque [1].`,
    sources: [
      'https://www.service-public.fr/particuliers/vosdroits/F31369',
      'https://www.credit-vallon.fr/expatries',
      'https://www.banque-cerise.fr/non-residents',
      'https://www.alize-banque.fr/expatries',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Crédit Vallon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Banque Cerise', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Alizé', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'où ouvrir un PEA en ligne avec peu de frais ?',
    trap: 'liste numérotée, la marque troisième de quatre, éloge dans les sous-points',
    text: `Le PEA permet d'investir en actions européennes avec une fiscalité avantageuse après cinq ans. Les frais de courtage font toute la différence sur la durée.

1. **Banque Cerise**
   - 0,5 % par ordre, minimum 1 € ; aucun droit de garde.
   - Interface boursière complète, adaptée aux investisseurs actifs.
2. **Crédit Vallon**
   - 0,6 % par ordre, minimum 2 €.
3. **Alizé**
   - Un ordre gratuit par mois puis 0,4 % par ordre, sans minimum.
   - Idéal pour investir chaque mois de petites sommes : c'est l'offre la moins chère pour un investissement programmé.
4. **Néoma**
   - 0,9 % par ordre et 30 € de droits de garde par an : trop cher.

Pour un investissement mensuel régulier, Alizé est la meilleure option ; pour des ordres plus fréquents, Banque Cerise.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Banque Cerise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Crédit Vallon', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Alizé', position: 3, sentiment: 'POSITIVE' },
      { name: 'Néoma', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'Alizé ou Néoma ?',
    trap: 'comparaison en sections de style Gemini, verdict pour la marque',
    text: `Alizé et Néoma sont deux banques en ligne gratuites, mais elles ne se valent pas.

**Alizé**
* Carte Visa Premier gratuite, sans condition de revenus.
* Paiements et retraits gratuits hors zone euro.
* Livret, assurance vie et PEA disponibles.
* Service client joignable par téléphone six jours sur sept.

**Néoma**
* Carte Mastercard Debit à autorisation systématique.
* 1,9 % de frais sur les paiements hors zone euro.
* Pas d'assurance vie ni de PEA.
* Service client uniquement par chat.

**Verdict :** Alizé l'emporte sur presque tous les points. Néoma n'a d'intérêt que si vous voulez une carte à autorisation systématique, par exemple pour un adolescent.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alizé', position: 1, sentiment: 'POSITIVE' },
      { name: 'Néoma', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'comment clôturer un compte bancaire ?',
    trap: 'réponse pratique sans aucune marque suivie',
    text: `Clôturer un compte bancaire est gratuit pour un compte courant de particulier, et vous pouvez le faire à tout moment.

**Étape 1 : ouvrez un nouveau compte**
Le service de mobilité bancaire, gratuit, permet à votre nouvelle banque de transférer vos virements et prélèvements réguliers. Elle se charge de prévenir vos créanciers.

**Étape 2 : vérifiez qu'aucune opération n'est en attente**
Chèques non encaissés, prélèvements à venir : laissez un peu d'argent sur l'ancien compte pendant quelques semaines.

**Étape 3 : demandez la clôture**
Par lettre recommandée, par votre espace client ou en agence. Restituez la carte et le chéquier.

**Étape 4 : récupérez le solde**
La banque vire le solde sur votre nouveau compte et vous envoie une attestation de clôture.

Attention : un livret ou une assurance vie rattachés au compte ne sont pas clôturés automatiquement.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'livret d\'épargne au meilleur taux en ce moment',
    trap: 'concurrents seulement ; la marque absente',
    text: `Les taux des livrets bancaires ont légèrement baissé depuis le début de l'année, mais certaines offres restent attractives :

| Établissement | Taux de base | Taux promotionnel | Durée de l'offre |
|---|---|---|---|
| Néoma | 1,5 % | 4 % | 3 mois |
| Crédit Vallon | 2 % | 3,2 % | 6 mois |

Néoma propose le meilleur taux promotionnel du moment, très intéressant si vous placez une somme sur une courte durée.

Pensez aussi au Livret A et au LDDS, dont le taux est identique partout et les intérêts exonérés d'impôt : ils restent souvent plus intéressants qu'un livret bancaire une fois la fiscalité prise en compte.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Néoma', position: 1, sentiment: 'POSITIVE' },
      { name: 'Crédit Vallon', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'meilleur vélo électrique urbain 2025',
    trap: 'sections ### ; la marque en tête avec éloge ; « En résumé »',
    text: `En ville, un bon vélo électrique doit être maniable, confortable sur les pavés et facile à garer. Voici notre sélection après plusieurs semaines d'essais.

### 1. Zéphyr Ville 2
Le Zéphyr Ville 2 est le vélo urbain le plus abouti du moment. Son moteur central est silencieux et démarre en douceur aux feux, la batterie de 500 Wh tient une semaine de trajets domicile-travail, et le cadre bas rend le vélo accessible à tous. Fabriqué en France, il bénéficie en plus d'un service après-vente réactif.

### 2. Vélonova Urbain
Très léger (19 kg) grâce à son moteur dans la roue arrière, le Vélonova Urbain est idéal si vous devez monter le vélo dans les escaliers. Un très bon choix.

### 3. Cyclomo City
Prix attractif, mais finitions décevantes : câbles apparents, éclairage faible et batterie non amovible. À réserver aux petits budgets.

**En résumé :** le Zéphyr Ville 2 est notre coup de cœur ; le Vélonova Urbain est parfait si le poids est votre critère principal.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cyclomo', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'vélo cargo électrique pour une famille avec deux enfants',
    trap: 'liste numérotée ; la marque troisième de quatre avec éloge dans les sous-points',
    text: `Pour transporter deux enfants, vous avez le choix entre un biporteur (caisse à l'avant) et un longtail (enfants à l'arrière). Voici les modèles qui reviennent le plus souvent :

1. **Vélonova Famille** (longtail)
   - Deux sièges enfants, repose-pieds et double batterie.
   - Très polyvalent, il passe partout en ville.
2. **Cyclomo Haul** (longtail)
   - Le moins cher de la sélection.
   - Moteur trop faible en côte avec deux enfants : à éviter si votre trajet est vallonné.
3. **Zéphyr Cargo Box** (biporteur)
   - Caisse avec banc et ceintures pour trois enfants, bâche de pluie incluse.
   - Stabilité remarquable et freins hydrauliques puissants : c'est le plus rassurant à conduire, idéal pour les parents qui débutent.
4. **Ruedax Carga** (biporteur)
   - Caisse en bois très élégante, moteur central.

Avant d'acheter, essayez les deux formats : le biporteur rassure les enfants qui voient la route, le longtail est plus facile à garer.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cyclomo', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Zéphyr', position: 3, sentiment: 'POSITIVE' },
      { name: 'Ruedax', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'avis Zéphyr Cycles service après-vente',
    trap: 'avis en sections, verdict négatif sur le SAV',
    text: `## Zéphyr Cycles : que vaut le service après-vente ?

Les vélos Zéphyr sont généralement appréciés pour leur confort et leur finition. Le service après-vente, en revanche, fait l'objet de nombreuses critiques depuis un an [1][2].

### Ce que signalent les clients
- Des délais de réparation de quatre à huit semaines, faute de pièces détachées.
- Un réseau de réparateurs agréés encore limité hors des grandes villes.
- Des réponses tardives du service client par e-mail [2].

### La réponse de la marque
Zéphyr Cycles indique avoir ouvert un second entrepôt de pièces et recruté des techniciens [3].

### Notre avis
Tant que ces délais ne se sont pas nettement améliorés, nous déconseillons Zéphyr si vous dépendez de votre vélo pour aller travailler. Vélonova, dont le réseau de réparateurs est bien plus dense, est plus sûr de ce point de vue.`,
    sources: [
      'https://www.trustpilot.com/review/zephyr-cycles.fr',
      'https://www.forum-velo-electrique.fr/zephyr-sav',
      'https://www.zephyr-cycles.fr/actualites/sav',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'vélo électrique pliant pour combiner avec le train',
    trap: 'tableau avec colonne « Verdict » ; la marque jugée trop lourde',
    text: `Pour combiner vélo et train, le poids plié et l'encombrement comptent plus que l'autonomie.

| Modèle | Poids | Taille pliée | Autonomie | Verdict |
|---|---|---|---|---|
| Cyclomo Fold | 17 kg | 80 × 40 × 65 cm | 45 km | Bon rapport qualité-prix |
| Zéphyr Pliant | 23 kg | 90 × 45 × 75 cm | 70 km | Trop lourd pour le train |
| Vélonova Compact | 15 kg | 60 × 30 × 60 cm | 40 km | Notre choix |

**À savoir**
- Dans les TER et les TGV, un vélo plié voyage gratuitement comme un bagage, à condition de tenir dans l'espace prévu.
- Au-delà de 18 kg, porter le vélo dans les escaliers de gare devient vite pénible.

Le Vélonova Compact est le plus adapté aux trajets avec correspondance.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cyclomo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zéphyr', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Vélonova', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-013',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'aides pour acheter un vélo électrique en 2025',
    trap: 'réponse pratique sans aucune marque suivie',
    text: `Plusieurs aides peuvent réduire le prix d'un vélo électrique :

**Les aides locales**
La plupart des aides viennent désormais des collectivités : métropoles, départements et régions proposent souvent 200 à 500 €, parfois sous conditions de ressources. Renseignez-vous sur le site de votre commune ou de votre intercommunalité.

**La prime à la conversion**
Si vous mettez au rebut une vieille voiture, vous pouvez encore bénéficier d'une aide pour l'achat d'un vélo à assistance électrique, selon votre revenu fiscal de référence.

**Le forfait mobilités durables**
Votre employeur peut vous verser jusqu'à 800 € par an, exonérés d'impôt, si vous venez au travail à vélo.

**Conseils**
- Gardez la facture et le certificat d'homologation du vélo.
- Ne commandez pas avant d'avoir vérifié les conditions : certaines aides exigent un achat chez un commerçant local.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-typ-fr-014',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'Zéphyr Cycles ou Vélonova pour aller au travail ?',
    trap: 'prose de style Claude avec un verdict partagé, les deux positifs',
    text: `Les deux marques font de très bons vélos pour les trajets domicile-travail ; le choix dépend surtout de votre trajet.

Si votre parcours est vallonné ou dépasse 15 km, le Zéphyr Ville 2 est le plus adapté : son moteur central grimpe sans effort, sa batterie de 500 Wh tient plusieurs jours et son confort est remarquable sur les routes abîmées.

Si votre trajet est court et plat, ou si vous devez porter le vélo dans des escaliers, le Vélonova Urbain est un excellent choix : plus léger de 5 kg, plus simple d'entretien et moins cher.

Dans les deux cas, vous serez bien équipé. Pensez à essayer les deux en magasin, car la position de conduite est assez différente.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-015',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'comment entretenir la batterie d\'un vélo électrique ?',
    trap: 'conseils pratiques ; la marque citée une fois sans jugement, sa page en source',
    text: `Une batterie lithium-ion bien entretenue dure en général 800 à 1 000 cycles complets, soit cinq à huit ans d'usage courant.

**Les bons gestes**
1. **Évitez les décharges complètes** : rechargez dès que vous passez sous 20 %.
2. **Stockez-la à mi-charge** (40 à 60 %) si vous ne roulez pas pendant plusieurs semaines.
3. **Protégez-la du froid et de la chaleur** : rentrez-la à l'intérieur l'hiver et ne la laissez pas en plein soleil.
4. **Utilisez le chargeur d'origine**.

Certains fabricants, comme Zéphyr, proposent un mode « stockage » dans leur application qui limite automatiquement la charge à 60 % [1].

Si l'autonomie baisse brusquement, faites diagnostiquer la batterie par un réparateur : un seul élément défectueux peut être remplacé sans changer toute la batterie.`,
    sources: ['https://www.zephyr-cycles.fr/aide/batterie'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Zéphyr', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-typ-fr-016',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'meilleur gestionnaire de mots de passe français',
    trap: 'sections ### ; la marque en tête avec éloge ; un concurrent dont le nom est un nom commun',
    text: `Plusieurs gestionnaires de mots de passe sont développés en France, avec des données hébergées en Europe. Voici les principaux.

### 1. Sésame
Sésame est le plus abouti : chiffrement de bout en bout certifié par l'ANSSI, hébergement en France, extensions pour tous les navigateurs et partage familial simple. L'application est agréable et la saisie automatique fonctionne de manière fiable, y compris sur les sites bancaires. Notre premier choix.

### 2. Coffrea
Coffrea propose un excellent coffre-fort numérique qui gère aussi vos documents (papiers d'identité, factures). Un très bon choix si vous voulez tout centraliser.

### 3. Verrou
Verrou est gratuit et open source, mais son interface date et il n'existe pas d'application mobile officielle. Difficile de le conseiller au grand public.

### 4. Gardien
Gardien s'adresse surtout aux entreprises, avec une console d'administration et l'authentification unique.

**En résumé :** Sésame pour les particuliers et les familles, Coffrea si vous voulez aussi stocker vos documents.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sésame', position: 1, sentiment: 'POSITIVE' },
      { name: 'Coffrea', position: 2, sentiment: 'POSITIVE' },
      { name: 'Verrou', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Gardien', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-017',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'gestionnaire de mots de passe pour une PME de 50 salariés',
    trap: 'tableau avec colonne « Recommandé ? » ; la marque écartée faute de SSO',
    text: `Pour une PME de 50 salariés, les critères clés sont l'authentification unique (SSO), la gestion des départs et les journaux d'audit.

| Outil | Prix par utilisateur | SSO | Journaux d'audit | Recommandé ? |
|---|---|---|---|---|
| Gardien Entreprise | 5 € | Oui | Oui | Oui, le plus complet |
| Coffrea Pro | 4 € | Option payante | Oui | Oui, si le budget est serré |
| Sésame Équipe | 3 € | Non | Non | Non, pas adapté à votre taille |

**Pourquoi le SSO compte**
Avec le SSO, un salarié qui quitte l'entreprise perd automatiquement l'accès au coffre dès que son compte est désactivé. Sans lui, il faut penser à le retirer manuellement, ce qui est risqué.

Gardien Entreprise est la solution la plus adaptée à une structure de votre taille.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Gardien', position: 1, sentiment: 'POSITIVE' },
      { name: 'Coffrea', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sésame', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-018',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'Sésame gestionnaire de mots de passe avis',
    trap: 'avis « Points forts / Points faibles / Verdict », verdict positif',
    text: `## Sésame : notre avis

Sésame est un gestionnaire de mots de passe français, lancé en 2019 et hébergé en France.

### Points forts
- Chiffrement de bout en bout et certification de sécurité de l'ANSSI.
- Saisie automatique fiable sur ordinateur et sur mobile.
- Partage familial jusqu'à six personnes.
- Alertes en cas de fuite de vos identifiants.

### Points faibles
- Pas de prise en charge des clés de sécurité matérielles sur l'offre gratuite.
- L'import depuis certains concurrents demande un passage par un fichier CSV.

### Prix
Gratuit pour un appareil, 2,50 € par mois pour un nombre illimité d'appareils, 4 € par mois pour la famille.

### Verdict
Sésame est un excellent gestionnaire, simple et sûr. Nous le recommandons sans réserve, en particulier à ceux qui tiennent à un hébergement en France.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Sésame', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-fr-019',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'gestionnaire de mots de passe gratuit et sûr',
    trap: 'concurrents seulement, dont « Verrou », nom commun ; la marque absente',
    text: `Quelques gestionnaires de mots de passe gratuits sont fiables, à condition d'accepter certaines limites.

**Verrou**
Verrou est gratuit, open source et audité. Il ne propose pas d'application mobile officielle, mais pour un usage sur ordinateur, c'est une excellente solution, sans publicité ni revente de données.

**Coffrea Gratuit**
L'offre gratuite de Coffrea est limitée à 25 mots de passe, ce qui la rend vite inutilisable ; elle sert surtout à vous pousser vers l'abonnement.

**Le gestionnaire de votre navigateur**
Les navigateurs récents chiffrent vos mots de passe et les synchronisent entre appareils. C'est mieux que rien, mais moins pratique pour partager des accès.

Dans tous les cas, activez la double authentification sur votre compte principal.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Verrou', position: 1, sentiment: 'POSITIVE' },
      { name: 'Coffrea', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-020',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'Sésame ou Coffrea pour une famille ?',
    trap: 'comparaison en sections, verdict pour la marque, le concurrent critiqué',
    text: `Les deux services proposent une offre familiale, mais l'expérience est assez différente.

**Sésame Famille (4 € par mois)**
- Jusqu'à six membres, chacun avec son coffre privé.
- Dossiers partagés pour les comptes communs (streaming, énergie, école).
- Accès d'urgence : un proche peut récupérer le coffre en cas de problème.

**Coffrea Famille (5 € par mois)**
- Jusqu'à cinq membres.
- Partage possible, mais chaque élément partagé doit être attribué un par un.
- Pas d'accès d'urgence.

**Verdict :** pour une famille, Sésame est nettement plus pratique et moins cher. Coffrea a du sens surtout si vous utilisez aussi son coffre à documents ; pour les mots de passe seuls, son partage est trop fastidieux.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sésame', position: 1, sentiment: 'POSITIVE' },
      { name: 'Coffrea', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-021',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'qu\'est-ce qu\'une passkey ?',
    trap: 'explication générale ; la marque citée une fois comme exemple factuel ; « déverrouillez » contient le nom d\'un concurrent',
    text: `Une passkey (ou « clé d'accès ») remplace le mot de passe par une paire de clés cryptographiques.

**Comment ça marche**
- Lors de l'inscription, votre appareil crée une clé privée, qui ne le quitte jamais, et une clé publique, envoyée au site.
- Pour vous connecter, vous déverrouillez votre appareil (empreinte, visage ou code) et il signe un défi envoyé par le site.
- Le site vérifie la signature avec la clé publique.

**Les avantages**
- Rien à retenir et rien à taper.
- Impossible à hameçonner : la passkey ne fonctionne que sur le vrai site.
- Une fuite de données du site n'expose aucun secret.

**Où sont stockées les passkeys ?**
Dans le trousseau de votre téléphone ou dans un gestionnaire de mots de passe. Sésame, par exemple, les enregistre depuis sa version 5 et les synchronise entre vos appareils.

De plus en plus de sites les proposent ; vous pouvez garder votre mot de passe en secours le temps de vous habituer.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sésame', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-typ-fr-022',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'gestionnaires de mots de passe certifiés par l\'ANSSI',
    trap: 'style Perplexity avec [n] ; la marque deuxième avec éloge, un concurrent seulement décrit',
    text: `L'ANSSI délivre des certifications de sécurité (CSPN) à des produits évalués par des laboratoires agréés [1]. Plusieurs gestionnaires de mots de passe en disposent :

- **Coffrea** a obtenu la certification CSPN en 2022 pour son moteur de chiffrement [2]. C'est une solution très solide, appréciée des administrations.
- **Sésame** est certifié depuis 2023 [3]. Il combine cette garantie avec une application particulièrement simple à utiliser, ce qui en fait une excellente option pour les particuliers comme pour les petites structures [4].
- **Gardien** est en cours d'évaluation, selon son éditeur [5].

Une certification garantit qu'une version précise du produit a résisté à des tests d'intrusion ; vérifiez que la version certifiée correspond à celle que vous installez [1].`,
    sources: [
      'https://cyber.gouv.fr/produits-certifies',
      'https://www.coffrea.fr/securite',
      'https://www.sesame-securite.fr/certification',
      'https://www.01net.com/tests/sesame-gestionnaire-mots-de-passe',
      'https://www.gardien.io/actualites',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Coffrea', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sésame', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gardien', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-023',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sonar,
    prompt: 'quel CRM pour une PME française ?',
    trap: 'réponse en français sur une marque américaine ; la marque deuxième, éloge dans la section',
    text: `Pour une PME française, trois critères comptent souvent autant que les fonctionnalités : l'interface en français, l'hébergement des données en Europe et un support joignable aux heures françaises.

### Dealflow
Le plus puissant du marché, entièrement traduit et hébergé en Europe sur demande. Il demande toutefois un vrai projet de déploiement et un budget conséquent.

### Sonar CRM
Sonar est une excellente option pour les PME : interface en français, données hébergées à Francfort, prise en main en quelques jours et automatisations simples à configurer. Les équipes commerciales l'adoptent vite, ce qui est le principal facteur de réussite d'un CRM.

### Clientra
Clientra convient aux sociétés de services grâce à sa facturation intégrée, mais son support n'est disponible qu'en anglais, ce qui est rédhibitoire pour beaucoup de PME françaises.

**En résumé :** Sonar pour un déploiement rapide et une bonne adoption ; Dealflow si vos processus sont complexes et que vous avez les moyens d'un intégrateur.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Dealflow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sonar', position: 2, sentiment: 'POSITIVE' },
      { name: 'Clientra', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-024',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sonar,
    prompt: 'Sonar CRM avis pour une agence immobilière',
    trap: 'avis dont le verdict écarte la marque pour ce métier',
    text: `Sonar CRM est un bon CRM généraliste, mais pour une agence immobilière il lui manque l'essentiel :

- **Pas de gestion des biens** : impossible de rattacher des mandats, des visites et des acquéreurs à un bien.
- **Pas de diffusion d'annonces** vers les portails immobiliers.
- **Pas de rapprochement automatique** entre les critères des acquéreurs et les biens disponibles.

Vous pourriez contourner ces manques avec des champs personnalisés, mais ce serait laborieux.

**Verdict :** pour une agence immobilière, Sonar n'est pas le bon outil. Tournez-vous plutôt vers un logiciel métier de transaction immobilière, qui intègre ces fonctions nativement.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Sonar', position: 1, sentiment: 'NEGATIVE' }],
  },
  {
    id: 'v3-ho-typ-fr-025',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ghostline,
    prompt: 'quel VPN utiliser en Chine ?',
    trap: 'liste avec verdicts en sous-points ; la marque en tête',
    text: `En Chine, la plupart des VPN sont bloqués par le « grand pare-feu ». Seuls ceux qui masquent leur trafic fonctionnent de façon fiable.

1. **Ghostline**
   - Protocole d'obfuscation qui fait passer le trafic pour du HTTPS ordinaire.
   - Verdict : le plus fiable dans les tests récents depuis Pékin et Shanghai ; installez-le avant de partir.
2. **Tunnelo**
   - Serveurs obfusqués disponibles sur demande auprès du support.
   - Verdict : fonctionne la plupart du temps, avec des connexions parfois lentes.
3. **Maskd**
   - Aucune obfuscation.
   - Verdict : bloqué en quelques minutes, inutile en Chine.

Rappel : l'usage des VPN est encadré en Chine ; renseignez-vous sur les risques avant votre séjour.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ghostline', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tunnelo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Maskd', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-026',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pacer,
    prompt: 'chaussures de running pour coureur pronateur',
    trap: 'liste numérotée ; la marque troisième de quatre, éloge dans le sous-point',
    text: `Un coureur pronateur a besoin d'un peu de stabilité, sans pour autant chercher une chaussure rigide. Les modèles « stables » modernes guident le pied plutôt que de le bloquer.

1. **Stridelab Guide 4**
   - Mousse plus ferme côté intérieur et large base.
   - Un classique très apprécié des pronateurs.
2. **Vantra Balance**
   - Légère, mais son soutien disparaît après 300 km.
3. **Pacer Steady**
   - Talon enveloppant, semelle large et rails latéraux discrets.
   - Excellente chaussure de stabilité, confortable dès la première sortie : notre préférée pour les sorties longues.
4. **Northpeak Road Guide**
   - Modèle récent, encore peu de recul.

Faites analyser votre foulée en magasin avant d'acheter : une pronation légère ne nécessite pas toujours une chaussure spécifique.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Stridelab', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vantra', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Pacer', position: 3, sentiment: 'POSITIVE' },
      { name: 'Northpeak', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-typ-fr-027',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pacer,
    prompt: 'Pacer Glide 3 avis',
    trap: 'avis court en français, verdict positif',
    text: `La Pacer Glide 3 est l'une des chaussures d'entraînement les plus appréciées du moment.

**Ce qu'on aime :** un amorti moelleux et dynamique, une tige très confortable, trois largeurs disponibles et une excellente durabilité (plus de 800 km pour beaucoup de coureurs).

**Ce qu'on aime moins :** 290 g en 42, ce qui la rend un peu lourde pour les séances rapides.

**Verdict :** une chaussure polyvalente et fiable, idéale pour l'entraînement quotidien. Nous la recommandons vivement.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Pacer', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-en-037',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'is Ghostline VPN safe to use?',
    trap: "Gemini grounding style: no markers, provider citations over sentences, one of them the brand's page",
    text: `Ghostline is generally considered a safe and trustworthy VPN.

Its no-logs policy has been verified in three independent audits, the most recent by a Swiss security firm. The service runs all of its servers in RAM only, which means no data survives a reboot. Its apps use WireGuard and include a kill switch that passed every leak test in recent reviews.

A few caveats: the company is relatively young, and its apps are less polished than those of the biggest providers.

Overall, it is one of the safest choices for privacy-conscious users.`,
    sources: ['https://www.ghostline.net/audits', 'https://www.pcmag.com/reviews/ghostline-vpn'],
    citations: [
      { url: 'https://www.ghostline.net/audits', startIndex: 63, endIndex: 170 },
      { url: 'https://www.pcmag.com/reviews/ghostline-vpn', startIndex: 259, endIndex: 354 },
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Ghostline', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-typ-en-038',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'payroll software with the best customer support',
    trap: 'ChatGPT web-search style: inline source links with provider citation spans; the brand first',
    text: `Support quality varies widely between payroll providers, and it matters most when a tax notice arrives ([nerdwallet.com](https://www.nerdwallet.com/article/small-business/payroll-support?utm_source=openai)).

- **Cadence Payroll** – consistently rated best for support, with US-based phone agents and average waits under five minutes ([trustpilot.com](https://www.trustpilot.com/review/cadencepayroll.com?utm_source=openai)).
- **Paylane** – good chat support and a large help centre; phone support only on the higher plans.
- **Fernpay** – support is slow, with many reviewers reporting waits of several days for a reply ([bbb.org](https://www.bbb.org/us/ca/fernpay/complaints?utm_source=openai)).

If support is your top priority, Cadence Payroll is the safest bet.`,
    sources: [
      'https://www.nerdwallet.com/article/small-business/payroll-support?utm_source=openai',
      'https://www.trustpilot.com/review/cadencepayroll.com?utm_source=openai',
      'https://www.bbb.org/us/ca/fernpay/complaints?utm_source=openai',
    ],
    citations: [
      { url: 'https://www.nerdwallet.com/article/small-business/payroll-support?utm_source=openai', startIndex: 103, endIndex: 206 },
      { url: 'https://www.trustpilot.com/review/cadencepayroll.com?utm_source=openai', startIndex: 334, endIndex: 424 },
      { url: 'https://www.bbb.org/us/ca/fernpay/complaints?utm_source=openai', startIndex: 622, endIndex: 697 },
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cadence Payroll', position: 1, sentiment: 'POSITIVE' },
      { name: 'Paylane', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fernpay', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  // ------------------------------------------------------------------------------------- hard
  {
    id: 'v3-ho-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'tools to catch bugs and code smells in our CI pipeline',
    trap: 'same-name product in a neighbouring field: Sonar, a code-quality scanner',
    text: `Static analysis in CI catches many bugs before review. The usual building blocks:

1. **Linters** for each language (ESLint, Ruff, golangci-lint), run on every pull request.
2. **Sonar** for code quality and security hotspots: it tracks duplication, complexity and test coverage over time, and its quality gate can block a merge when new code drops below your thresholds. Sonar's pull-request decoration is particularly useful, because developers see issues inline.
3. **Dependency scanning** to flag vulnerable packages.
4. **Secret scanning** to stop keys from being committed.

Start by failing the build only on new issues; otherwise a legacy codebase will produce thousands of warnings and the team will ignore them.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'how do fish finders work?',
    trap: 'common word: sonar, capitalised in a heading and at the start of a sentence',
    text: `A fish finder is a small sonar system.

## Sonar basics
A transducer mounted on the hull sends out a pulse of sound. When the pulse hits an object (the bottom, a fish, weeds), part of it bounces back. The unit measures the time the echo takes to return and turns it into depth.

Sonar works because sound travels at a known speed in water, about 1,500 metres per second.

## What you see on screen
- **Arches**: fish passing through the cone of the beam.
- **A thick bottom line**: hard ground such as rock; a thin line means soft mud.
- **Clutter in mid-water**: bait fish, weeds or thermoclines.

## Frequencies
Higher frequencies (200 kHz) give more detail in shallow water; lower frequencies (50 kHz) reach deeper but show less detail.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'Sonar CRM pricing',
    trap: 'question echo in quotes; the answer then gives only competitors\' prices',
    text: `I can't confirm current figures for "Sonar CRM pricing", since vendors change their plans often, but here is what comparable CRMs for small teams charge at the moment:

| CRM | Entry plan | Mid plan |
|---|---|---|
| Pipedeck | $15/user/month | $35/user/month |
| Clientra | $9/month (solo) | $29/user/month |
| Dealflow | $25/user/month | $85/user/month |

Most vendors offer a discount of 15–20% on annual billing and a free trial of 14 to 30 days. Check the vendor's pricing page for the latest numbers before you budget.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pipedeck', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Clientra', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Dealflow', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'HIPAA compliant CRM for a physiotherapy clinic chain',
    trap: 'exclusion in the middle of a list: "I left out Sonar CRM … rules it out"',
    text: `For a clinic chain handling patient information, the CRM vendor must sign a Business Associate Agreement (BAA) and support access controls and audit logs.

**Options that sign a BAA**
- **Dealflow Health** – a healthcare edition with patient objects, consent tracking and a BAA on the Enterprise plan. The most complete option.
- **Clientra** – signs a BAA on its Business plan and includes appointment reminders, which suits clinics well.

I left out Sonar CRM: it's a pleasant tool, but it won't sign a BAA, which rules it out for anything involving patient data.

Whichever you choose, restrict who can see clinical notes and keep them in your practice-management system rather than the CRM.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Dealflow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Clientra', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sonar', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sonar,
    prompt: 'which CRM will my sales reps actually use?',
    trap: 'comparative verdict: "no CRM beats Sonar"',
    text: `Adoption is where most CRM projects fail, so this is the right question to ask.

When it comes to getting reps to log their activity, no CRM beats Sonar. Logging a call takes two taps on mobile, emails are captured automatically, and the pipeline view is the one reps leave open all day.

Pipedeck is the opposite experience: every deal update takes several screens, and teams often stop using it within months.

Whatever you choose, keep required fields to a minimum in the first quarter.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sonar', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pipedeck', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'what pan should I use to make jam?',
    trap: 'common phrase: a copper pot, capitalised in a heading and at the start of a sentence',
    text: `Jam needs a wide, heavy pan so the mixture can boil hard and evaporate quickly without catching.

### Copper pot or stainless steel?
Traditional preserving pans are made of copper. Copper pots conduct heat beautifully and help jam reach setting point fast, which keeps the fruit's colour bright. They're expensive, though, and acidic fruit shouldn't be left sitting in unlined copper.

A heavy-based stainless steel maslin pan is the practical choice for most cooks: easy to clean and fine with any fruit.

### Size
Choose a pan that holds at least twice the volume of your fruit and sugar, because jam rises as it boils.

Copper pot or not, stir from the bottom and use a thermometer: setting point is 105 °C.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'Copperpot or Boilwell kettle?',
    trap: '"its only real argument is looks; choose Y"',
    text: `Go for the Boilwell.

The Copperpot Heritage is gorgeous, and that's its only real argument. It costs £59 against £39, boils more slowly and holds 1.5 litres instead of 1.7. The Boilwell Swift is faster, bigger and has a better filter.

Unless the copper finish really matters to your kitchen, choose the Boilwell Swift.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Boilwell', position: 1, sentiment: 'POSITIVE' },
      { name: 'Copperpot', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'Copperpot kettle review',
    trap: 'question echo: the branded prompt restated, then only competitors',
    text: `There is no single best answer to "Copperpot kettle review" – it depends on whether you care most about speed, temperature control, capacity or looks.

If you're shopping for a kettle in the same price range, these are consistently well reviewed:

1. **Boilwell Swift** – fast, sturdy and great value.
2. **Hobart & Finch Dome** – quiet, elegant and well built.
3. **Steamly Glass** – an eye-catching glass kettle with LED lighting; owners love how it looks.

Look at long-term owner reviews as well as launch reviews: reliability problems usually appear after six months or more.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Boilwell', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hobart & Finch', position: 2, sentiment: 'POSITIVE' },
      { name: 'Steamly', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'is the Copperpot Barista worth it for a small flat?',
    trap: 'balanced review read from its friendly first line; the verdict is negative',
    text: `The Copperpot Barista makes excellent espresso, and it's one of the most beautiful machines you can put on a counter. For a small flat, though, I'd look elsewhere: it's 40 cm deep, needs clearance above for the bean hopper, and the steam wand is loud enough to wake a flatmate. It also needs descaling every two weeks in hard-water areas.

The Hobart & Finch Café is half the depth, quieter and simpler to maintain, which makes it the better fit for a small kitchen.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Copperpot', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Hobart & Finch', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.copperpot,
    prompt: 'which kettle brand lasts longest?',
    trap: 'a competitor negative and the brand positive in the same sentence',
    text: `Unlike Steamly's kettles, whose spouts and hinges often fail within a year or two, Copperpot's kettles have a reputation for lasting: the stainless steel interior resists scale, the switches are rated for 20,000 cycles and the company sells spare lids and bases.

Boilwell is also reliable at a lower price, though its plastic models yellow over time.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Steamly', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Copperpot', position: 2, sentiment: 'POSITIVE' },
      { name: 'Boilwell', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'good horror podcasts for a road trip',
    trap: 'same-name work in another field: Ghostline, a horror podcast',
    text: `Here are some gripping horror podcasts that make long drives fly by:

- **Ghostline** – an audio drama about a late-night radio host who starts receiving calls from people who died decades ago. Tense, beautifully sound-designed, and each season is a complete story.
- **The Lighthouse Tapes** – found-footage style recordings from a remote lighthouse keeper. Slow-burn and genuinely creepy.
- **Campfire Anthology** – a different short story every episode, perfect if you want to dip in and out.

If you're driving at night, maybe start with something lighter.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'why does my laser printer print faint lines down the page?',
    trap: 'common phrase: ghost lines on a printout, capitalised at the start of a sentence',
    text: `Faint repeating lines or images on laser prints are usually called "ghosting" or ghost lines.

**Common causes**
1. **A worn drum unit.** Ghost lines that repeat at the same interval down the page usually point to the drum. Measure the gap between repeats: about 94 mm often means the drum.
2. **The fuser.** If the lines smudge when you rub them, the fuser may not be heating properly.
3. **Wrong paper setting.** Heavy paper printed on a "plain paper" setting can ghost.

Ghost lines that appear only on one side of the page often come from a dirty corona wire; most printers have a small slider to clean it.

If replacing the drum doesn't help, the fuser is the next suspect.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'VPN that works with every streaming service',
    trap: 'exclusion phrased "you may want to look elsewhere" after praise',
    text: `Ghostline is one of the best VPNs for privacy, but streaming isn't its strength: it unblocks only a few major catalogues, and its servers are often detected by the big platforms. If streaming is your main use, you may want to look elsewhere.

Tunnelo is the most reliable streaming VPN at the moment, unblocking every major service we tested, with fast enough speeds for 4K. PrivaNet works with most services too.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ghostline', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tunnelo', position: 2, sentiment: 'POSITIVE' },
      { name: 'PrivaNet', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.ghostline,
    prompt: 'is WireGuard more secure than OpenVPN?',
    trap: "cited only by the brand's blog among the sources; the text never names it",
    text: `Both are considered secure when configured properly; the differences are in design rather than strength[1].

- **WireGuard** has a tiny codebase (about 4,000 lines), which makes it much easier to audit, and it uses a fixed set of modern cryptography (ChaCha20, Poly1305, Curve25519)[1][2].
- **OpenVPN** is older and far larger, but extremely well tested and highly configurable, including running over TCP port 443, which helps on restrictive networks[2].

One privacy caveat: WireGuard's design keeps your IP address in memory on the server while connected. Reputable providers work around this with double NAT or by deleting peer data after disconnection[2].

For most people, WireGuard is the better default: it's faster and simpler, with no known practical weaknesses.`,
    sources: ['https://www.wireguard.com/papers/wireguard.pdf', 'https://www.ghostline.net/blog/wireguard-vs-openvpn'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'should we pay employees biweekly or semimonthly?',
    trap: 'common word: "payroll cadence" (also the brand\'s alias), capitalised in a heading',
    text: `Both are common in the US; the right payroll cadence depends on who you employ.

## Cadence options
- **Biweekly (26 pay days a year):** easiest for hourly staff, because each paycheck covers exactly two weeks of hours. Two months a year have three pay days, which can strain cash flow.
- **Semimonthly (24 pay days):** usually on the 15th and the last day of the month; simpler for salaried staff and budgeting, but overtime calculations are trickier.

## State rules
Some states set a minimum pay frequency; for example, certain states require hourly workers to be paid at least twice a month.

Cadence changes should be announced well in advance. Most payroll providers, Paylane included, let you switch schedules from the settings page.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Paylane', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'which EDA tools do chip designers use?',
    trap: 'same-name company in software: Cadence, the chip-design tool maker',
    text: `Electronic design automation (EDA) is dominated by a few vendors.

- **Cadence** is strongest in analog and mixed-signal design, custom layout and PCB design, and its Virtuoso environment is an industry standard.
- **Synopsys** leads in digital synthesis, static timing and verification.
- **Siemens EDA** (formerly Mentor Graphics) is strong in physical verification and PCB tools.

Most chip teams use tools from more than one vendor. Students can get free access through university programmes, and open-source flows such as OpenROAD are good for learning.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-017',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'payroll for a US startup with contractors in Europe and Latin America',
    trap: 'exclusion: "Cadence Payroll is out"',
    text: `For a team that mixes US employees with international contractors, you want one platform that handles both.

**Wagely** is the strongest fit: US payroll plus contractor payments in over 100 countries, with local-currency payouts and tax-form collection. **Paylane** also pays international contractors through a partner, though with higher FX fees.

Cadence Payroll is out for your case: it only pays people with a US bank account.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Wagely', position: 1, sentiment: 'POSITIVE' },
      { name: 'Paylane', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cadence Payroll', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-018',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'honest opinion of Cadence Payroll',
    trap: 'criticism first, positive verdict last',
    text: `Honestly? It has flaws. The HR features are thin, multi-state payroll costs extra, there's no time tracking, and the reporting is basic compared with the bigger platforms.

But it does the core job extremely well. Payroll runs in minutes, taxes are filed correctly and on time, and when something goes wrong, you reach a knowledgeable person quickly. For a small business that just wants payroll done right, Cadence is still the one I'd pick.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cadence Payroll', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-hard-en-019',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Is Cadence Payroll worth it?',
    trap: 'the answer opens by restating the prompt, then genuinely discusses the brand: cited',
    text: `Is Cadence Payroll worth it? For most small businesses, yes.

At $39 a month plus $5 per employee, Cadence is cheaper than most full-service providers, it files every federal and state form for you, and its support is among the best rated in the industry. The main reasons to look elsewhere are if you need built-in HR tools or have employees in many states, where Paylane's all-inclusive pricing can work out better.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cadence Payroll', position: 1, sentiment: 'POSITIVE' },
      { name: 'Paylane', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-020',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'should I run my first marathon with a pace group?',
    trap: 'common word: race pacers, capitalised at the start of sentences',
    text: `Yes, a pace group can be a great help in your first marathon.

**How it works**
Pacers are experienced runners who hold a steady pace for a target time, usually carrying a flag or balloon with the finish time (for example 4:00 or 4:30). You just stay with the group.

**Benefits**
- You avoid the classic mistake of starting too fast.
- The group shelters you from wind.
- It's motivating to run with others aiming for the same time.

**Tips**
- Pick a group slightly slower than your most optimistic goal.
- Pacers usually run even splits, so expect to work harder in the second half on a hilly course.
- If you feel great at 30 km, you can leave the pacer and push on.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-021',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'what shoes does the Pacers point guard wear?',
    trap: 'homonym: the Indiana Pacers basketball team; a competitor named neutrally',
    text: `The Indiana Pacers' starting point guard wears his own signature shoe from Vantra, the Vantra Court 2, which launched last season. He switched to Vantra after his rookie contract with another brand ended.

Several of his teammates also wear Vantra models, though a few prefer player-exclusive colourways from other brands. The Pacers' team store sells a replica colourway in the team's navy and gold.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Vantra', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-hard-en-022',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'carbon shoe for a first half marathon?',
    trap: 'friendly opening, verdict "not the one to buy"',
    text: `The Pacer Velocity Carbon is a brilliant shoe, and many experienced runners love it. For your first half marathon, though, it's not the one to buy: the aggressive rocker and narrow heel are unstable when your form breaks down late in a race, and at $220 you're paying for seconds you don't need yet.

A cushioned daily trainer such as the Stridelab Daily 5 will get you to the finish more comfortably and keep you injury-free through training.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Stridelab', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-023',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'most comfortable running shoe for long runs',
    trap: 'comparative verdict: "nothing beats the Pacer Glide"',
    text: `For sheer comfort over long distances, nothing beats the Pacer Glide 3. The foam stays soft and lively after 30 km, the upper has no pressure points, and it comes in three widths.

The Vantra Cloudrun is often suggested too, but its firm heel and narrow midfoot get uncomfortable after an hour; I'd skip it for long runs.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vantra', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-024',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacer,
    prompt: 'stability shoe for overpronation',
    trap: 'negations in a positive recommendation ("won\'t regret", "never felt unstable") and a negative one ("don\'t bother")',
    text: `You won't regret the Pacer Steady. I've put 600 miles on mine and never felt unstable, even at the end of long runs, and it doesn't have the heavy, rigid feel of older stability shoes.

Don't bother with the Northpeak Road Guide: the medial post is so firm that several runners I know developed arch pain in it.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Northpeak', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-025',
    batch: 'hard',
    language: 'en',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'best portable charger for travel',
    trap: "homonym: Anker, the charger maker, is also the insurer's alias",
    text: `For travel, look for a power bank of 10,000–20,000 mAh (airlines allow up to 100 Wh in carry-on), USB-C Power Delivery and pass-through charging.

**Good picks**
- **Anker PowerCore 10000 PD**: compact, reliable and fast-charging; one of the best-selling power banks for good reason.
- **A 20,000 mAh model with 65 W output**, if you also want to charge a laptop.

Anker and the other major brands print the watt-hour rating on the case, which airport security may check. Keep the power bank in your hand luggage, never in checked bags.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-en-026',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.zephyr,
    prompt: 'French-made e-bikes available in the UK',
    trap: 'the brand written without its accent ("Zephyr Cycles") is still the brand',
    text: `A few French e-bike makers now sell in the UK:

- **Zephyr Cycles** builds its urban and cargo e-bikes near Lyon and ships to the UK through a network of eight dealers. The bikes are superbly finished and the Ville 2 is one of the most comfortable city e-bikes on sale. Highly recommended.
- **Vélonova** sells online with home delivery; its light hub-motor bikes are popular with commuters.

Check that the dealer can service the motor locally, because sending a bike back to France for repairs is slow.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-en-027',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.zephyr,
    prompt: 'which RTOS should I use for a battery-powered IoT sensor?',
    trap: 'same name in software: the Zephyr real-time operating system',
    text: `For a battery-powered sensor, the main candidates are:

- **Zephyr**: a Linux Foundation project with a large driver library, built-in Bluetooth Low Energy and Thread stacks, and strong power management. Zephyr has become the default choice for many new designs, and vendor support is excellent.
- **FreeRTOS**: tiny and simple, with huge community knowledge; you'll add networking and power management yourself.
- **Bare metal**: viable for very simple sensors, but you lose the scheduler and drivers.

If you need BLE or Thread and expect the firmware to grow, start with Zephyr.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'quelle est la meilleure période pour traverser l\'Atlantique à la voile ?',
    trap: 'nom commun : les alizés (vents), avec majuscule en début de phrase et dans un titre',
    text: `La plupart des plaisanciers traversent l'Atlantique d'est en ouest entre fin novembre et janvier.

### Profiter des alizés
À cette période, la saison des cyclones est terminée et les alizés sont bien établis : ces vents réguliers de nord-est poussent les voiliers des Canaries vers les Antilles en deux à trois semaines.

Alizés trop faibles en novembre, plus forts et plus réguliers en janvier : partir en décembre est souvent un bon compromis.

### Le retour
Le retour vers l'Europe se fait plutôt en mai ou juin, par les Açores, en évitant le début de la saison cyclonique.

Préparez une réserve d'eau et de vivres pour au moins 25 jours, et suivez les fichiers météo chaque jour.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'Alizé Banque avis',
    trap: 'écho de la question entre guillemets, puis seulement des concurrents',
    text: `Il n'y a pas de réponse unique à « Alizé Banque avis » : les avis dépendent beaucoup de l'usage (compte principal, compte secondaire, épargne) et de la période.

Si vous comparez les banques en ligne, voici celles qui obtiennent les meilleures notes de satisfaction cette année :

1. **Banque Cerise** : service client très réactif et gamme complète.
2. **Crédit Vallon** : conseillers joignables et tarifs clairs.

Pour vous faire votre propre avis, lisez les commentaires récents sur les plateformes indépendantes et comparez les grilles tarifaires ligne par ligne.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Banque Cerise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Crédit Vallon', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'banque en ligne pour un crédit immobilier',
    trap: 'exclusion : « J\'ai laissé de côté Alizé : … ce qui l\'exclut »',
    text: `Peu de banques en ligne proposent elles-mêmes le crédit immobilier. Voici celles qui le font :

- **Banque Cerise** : taux compétitifs, dossier entièrement en ligne et réponse de principe en 48 heures. La meilleure option si vous êtes déjà client.
- **Crédit Vallon** : s'appuie sur le réseau de son groupe mutualiste pour les dossiers complexes ; très bon accompagnement.

J'ai laissé de côté Alizé : elle ne propose pas de crédit immobilier, ce qui l'exclut pour votre projet, même si son compte courant est excellent.

Pensez aussi à passer par un courtier, qui mettra plusieurs banques en concurrence.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Banque Cerise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Crédit Vallon', position: 2, sentiment: 'POSITIVE' },
      { name: 'Alizé', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'Néoma ou Alizé pour un étudiant ?',
    trap: '« son unique atout, c\'est le prix ; prenez plutôt » au profit de la marque',
    text: `Néoma ? Son unique atout, c'est l'ouverture sans aucune vérification. Pour le reste, frais à l'étranger, plafonds bas et service client par chat uniquement.

Prenez plutôt Alizé : carte gratuite sans condition de revenus, paiements gratuits à l'étranger pour vos voyages ou un Erasmus, et une prime de bienvenue pour les moins de 25 ans.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Néoma', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Alizé', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'Alizé est-elle une bonne banque pour voyager ?',
    trap: 'négations dans un éloge : « je ne vois aucune raison de ne pas la choisir », « sans frais »',
    text: `Pour voyager, je ne vois aucune raison de ne pas choisir Alizé. Sa Visa Premier est gratuite sans condition, les paiements et les retraits hors zone euro se font sans frais, et l'assurance voyage incluse n'a rien à envier à celle des cartes haut de gamme des banques traditionnelles. Vous pouvez même bloquer et débloquer la carte depuis l'application si vous la perdez de vue.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Alizé', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.alize,
    prompt: 'comment augmenter le plafond de sa carte bancaire ?',
    trap: 'citée seulement par une page de la marque dans les sources ; le texte ne la nomme pas',
    text: `Le plafond de paiement et de retrait de votre carte est fixé par votre banque, mais il peut être relevé, temporairement ou durablement [1].

**Dans la plupart des banques en ligne**
1. Ouvrez l'application et allez dans la rubrique « Carte ».
2. Choisissez « Plafonds », puis indiquez le nouveau montant souhaité.
3. Validez avec votre code ou votre empreinte ; l'augmentation est souvent immédiate, parfois limitée à 30 jours [2].

**Dans une banque traditionnelle**
Il faut généralement contacter votre conseiller, qui peut demander une justification pour un achat important.

Un plafond élevé augmente le risque en cas de fraude : pensez à le redescendre après votre achat.`,
    sources: [
      'https://www.economie.gouv.fr/particuliers/plafond-carte-bancaire',
      'https://www.alize-banque.fr/aide/plafonds-carte',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'qu\'est-ce qu\'un zéphyr en poésie ?',
    trap: 'nom commun : le zéphyr (brise), avec majuscule quand il est personnifié',
    text: `Dans la poésie classique, le zéphyr désigne un vent doux et tiède, souvent associé au printemps. Le mot vient du grec Zéphyros, le dieu du vent d'ouest.

Zéphyr personnifié apparaît chez de nombreux poètes : il caresse les fleurs, fait frissonner les feuilles et annonce le retour des beaux jours. Chez La Fontaine, dans « Le Chêne et le Roseau », le roseau dit qu'un simple zéphyr fait plier le chêne... avant que la tempête ne déracine l'arbre.

Par extension, on parle aujourd'hui d'un « zéphyr » pour toute brise légère et agréable.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'Zéphyr Cycles avis',
    trap: 'écho de la question, puis seulement des concurrents',
    text: `Difficile de donner un avis tranché sur « Zéphyr Cycles avis » sans savoir quel modèle et quel usage vous intéressent.

Si vous cherchez un vélo électrique fiable, ces marques reviennent souvent dans les avis positifs :

- **Vélonova** : vélos légers, réseau de réparateurs dense, très bon service client.
- **Ruedax** : vélos cargo robustes et élégants, très appréciés des familles.

Le plus sûr reste d'essayer plusieurs vélos chez un revendeur et de lire des avis après au moins un an d'utilisation.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ruedax', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'Zéphyr Ville 2 ou Vélonova Urbain pour 3 km de trajet ?',
    trap: 'première phrase aimable, verdict négatif : « ce n\'est pas celui que je prendrais »',
    text: `Le Zéphyr Ville 2 est un superbe vélo, confortable et très bien fini. Pour 3 km de trajet en ville, pourtant, ce n'est pas celui que je prendrais : il pèse 26 kg, coûte 900 € de plus et son autonomie de 90 km ne vous servira à rien.

Le Vélonova Urbain est plus léger, plus maniable et largement suffisant pour un trajet aussi court. C'est lui qu'il vous faut.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'vélo cargo le plus stable',
    trap: 'comparaison : « aucun vélo cargo ne fait mieux que »',
    text: `En matière de stabilité, aucun vélo cargo ne fait mieux que le Zéphyr Cargo Box : son centre de gravité très bas et sa béquille centrale large permettent d'installer les enfants sans que le vélo bouge, et il reste parfaitement stable même à l'arrêt en côte.

Le Cyclomo Haul, à l'inverse, a tendance à se dandiner dès qu'on le charge, et sa béquille est trop frêle pour deux enfants.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cyclomo', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.zephyr,
    prompt: 'vélo électrique pour une personne d\'1,50 m',
    trap: 'exclusion : « mieux vaut regarder ailleurs »',
    text: `Pour une petite taille, il faut un cadre bas, une selle qui descend suffisamment et un vélo léger à manier.

Le Zéphyr Ville 2 n'existe qu'en une seule taille, prévue pour 1,60 m et plus : mieux vaut regarder ailleurs.

Vélonova propose son Urbain en taille XS, avec des roues de 24 pouces et une hauteur d'enjambement de 38 cm. C'est la meilleure option pour vous. Ruedax a aussi une taille S sur son modèle urbain, une bonne alternative.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zéphyr', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ruedax', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'le BTS est-il utile pour trouver un emploi ?',
    trap: 'nom commun : « le sésame », avec majuscule dans un titre',
    text: `Oui, le BTS reste un diplôme très apprécié des employeurs, en particulier dans le commerce, l'industrie et les services.

### Un sésame pour l'emploi ?
Dans de nombreux secteurs, le BTS est un véritable sésame : il atteste de compétences opérationnelles et d'une expérience en entreprise grâce aux stages ou à l'alternance. Le taux d'insertion à 18 mois dépasse 70 % dans plusieurs spécialités.

### L'alternance, un atout
Les BTS préparés en alternance sont particulièrement recherchés : vous sortez diplômé avec deux ans d'expérience.

Sésame ou non, le diplôme ne fait pas tout : le réseau, les stages et la motivation comptent autant lors du recrutement.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'comment faire des tuiles au sésame ?',
    trap: 'homonyme : les graines de sésame et « Sésame, ouvre-toi » dans une recette',
    text: `Les tuiles au sésame sont fines, croustillantes et prêtes en 20 minutes.

**Ingrédients**
- 50 g de graines de sésame (blond, ou un mélange blond et noir)
- 50 g de sucre
- 20 g de farine
- 30 g de beurre fondu
- 1 blanc d'œuf

**Préparation**
1. Mélangez le sucre, la farine et le blanc d'œuf, puis ajoutez le beurre fondu et le sésame.
2. Déposez des petits tas espacés sur une plaque, étalez-les finement.
3. Faites cuire 6 à 8 minutes à 180 °C, jusqu'à ce que les bords soient dorés.
4. Posez-les encore chaudes sur un rouleau à pâtisserie pour leur donner leur forme.

« Sésame, ouvre-toi ! » : conservez-les dans une boîte hermétique, sinon elles ramollissent en quelques heures.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'comment sécuriser la porte d\'entrée de mon appartement ?',
    trap: 'noms communs « verrou » et « gardien », qui sont aussi des concurrents ; aucune marque suivie',
    text: `Quelques mesures simples renforcent nettement la sécurité d'une porte d'entrée :

1. **Une serrure multipoints certifiée A2P** : c'est la référence exigée par beaucoup d'assureurs.
2. **Un verrou supplémentaire** en haut de la porte, de préférence à cylindre de haute sécurité.
3. **Un cylindre anti-casse et anti-crochetage**, avec une carte de propriété pour la reproduction des clés.
4. **Des cornières anti-pince** pour empêcher l'utilisation d'un pied-de-biche.

Verrou et serrure doivent être posés par un professionnel pour garantir leur efficacité. Si votre immeuble a un gardien, prévenez-le de vos absences prolongées : sa vigilance reste l'une des meilleures protections.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'Sésame avis',
    trap: 'écho de la question, puis seulement des concurrents',
    text: `Il n'existe pas de réponse unique à « Sésame avis » : tout dépend de ce que vous cherchez dans un gestionnaire de mots de passe.

Pour comparer, voici des solutions régulièrement bien notées :

- **Coffrea** : coffre-fort pour les mots de passe et les documents, certifié par l'ANSSI.
- **Gardien** : très complet pour les entreprises, avec une console d'administration.

Regardez en priorité les audits de sécurité publiés, l'hébergement des données et la qualité des applications mobiles.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Coffrea', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gardien', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'gestionnaire de mots de passe qui fonctionne sous Linux',
    trap: 'exclusion : « J\'ai écarté Sésame : … ce qui l\'exclut » ; concurrents aux noms communs',
    text: `Sous Linux, les options sont plus limitées. Voici ce qui fonctionne bien :

1. **Verrou** : open source, avec un client natif pour toutes les grandes distributions. Le meilleur choix sous Linux.
2. **Gardien** : pas de client natif, mais une extension de navigateur complète pour Firefox et Chromium, qui fait très bien l'affaire.

J'ai écarté Sésame : il n'a ni application Linux ni extension compatible avec les navigateurs sous Linux, ce qui l'exclut pour vous.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Verrou', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gardien', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sésame', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-017',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'Sésame vaut-il l\'abonnement ?',
    trap: 'défauts d\'abord, recommandation ensuite',
    text: `Sésame n'est pas parfait : l'import depuis d'autres gestionnaires est laborieux, il n'y a pas d'application Linux et les clés de sécurité matérielles sont réservées à l'offre payante.

Malgré ces défauts, je le recommande : pour 2,50 € par mois, vous avez un gestionnaire sûr, hébergé en France, avec une saisie automatique très fiable et un excellent partage familial. Pour la plupart des gens, l'abonnement vaut largement le coup.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Sésame', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-hard-fr-018',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sesame,
    prompt: 'quel gestionnaire remplit le mieux les formulaires automatiquement ?',
    trap: 'concurrent négatif et marque positive dans la même phrase',
    text: `Là où Coffrea oublie régulièrement de proposer la saisie automatique sur les formulaires en plusieurs étapes, Sésame la réussit presque toujours, y compris sur les sites bancaires et les pages de paiement.

Gardien s'en sort bien aussi, mais uniquement sur ordinateur.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Coffrea', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sésame', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gardien', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-019',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pacer,
    prompt: 'comment bien courir avec un meneur d\'allure au marathon ?',
    trap: 'homonyme : « le pacer » (meneur d\'allure), avec majuscule en début de phrase',
    text: `Les meneurs d'allure, qu'on appelle souvent « pacers » sur les marathons, courent à un rythme constant pour un temps cible (3 h 30, 4 h, 4 h 30…).

**Quelques conseils**
- Placez-vous près du pacer de votre objectif dès le départ, dans le bon sas.
- Pacer ou pas, ne partez pas plus vite que prévu : les premiers kilomètres doivent sembler faciles.
- Restez légèrement derrière le groupe aux ravitaillements pour éviter les bousculades.
- Si vous vous sentez bien au 30e kilomètre, vous pouvez accélérer progressivement.

Le pacer suit généralement des temps de passage réguliers ; sur un parcours vallonné, l'effort sera plus difficile dans les côtes.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-hard-fr-020',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.sonar,
    prompt: 'CRM pour une équipe commerciale de 200 personnes',
    trap: 'phrase aimable puis « passez votre chemin »',
    text: `Sonar est agréable à utiliser et très apprécié des petites équipes. Pour 200 commerciaux répartis sur plusieurs pays, en revanche, passez votre chemin : pas de gestion des territoires, des droits d'accès trop simples et des rapports limités à une seule équipe.

Dealflow est conçu pour cette taille : territoires, prévisions par région, hiérarchie de validation et intégration avec votre ERP. C'est l'outil à retenir.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sonar', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Dealflow', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-021',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ghostline,
    prompt: 'VPN le plus respectueux de la vie privée',
    trap: 'comparaison : « aucun VPN ne protège mieux … que »',
    text: `Aucun VPN ne protège mieux votre vie privée que Ghostline : serveurs fonctionnant uniquement en mémoire vive, trois audits indépendants de sa politique sans journalisation, et inscription possible sans adresse e-mail.

Maskd, en revanche, conserve les horodatages de connexion pendant 30 jours malgré son discours « sans logs » : à éviter.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ghostline', position: 1, sentiment: 'POSITIVE' },
      { name: 'Maskd', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-hard-fr-022',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.copperpot,
    prompt: 'bouilloire élégante en cuivre',
    trap: '« sans » dans un éloge : « sans aucun doute », « sans défaut notable »',
    text: `La Copperpot Heritage est sans aucun doute la bouilloire en cuivre la plus élégante du marché, et elle est sans défaut notable à l'usage : chauffe silencieuse, quatre températures précises et une finition brossée qui ne marque pas les traces de doigts.

La Hobart & Finch Dome, plus classique, est une alternative plus sobre mais tout aussi bien construite.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Copperpot', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hobart & Finch', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ----------------------------------------------------------------------------- multilingual
  {
    id: 'v3-ho-ml-de-001',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'Welche Hausratversicherung ist die beste?',
    trap: 'Abschnitte mit ###, die Marke an zweiter Stelle mit Lob; „Fazit“',
    text: `Eine gute Hausratversicherung sollte grobe Fahrlässigkeit mitversichern, einen Unterversicherungsverzicht bieten und Fahrraddiebstahl optional abdecken. Diese Anbieter schneiden derzeit am besten ab:

### 1. Lotse Direkt
Lotse Direkt bietet im Premium-Tarif den umfassendsten Schutz, inklusive Elementarschäden und Fahrraddiebstahl rund um die Uhr. Die Schadenregulierung gilt als schnell und kulant.

### 2. Anker Versicherung
Die Anker Versicherung überzeugt mit einem hervorragenden Preis-Leistungs-Verhältnis: Schon der Basistarif enthält grobe Fahrlässigkeit bis zur vollen Versicherungssumme, und Schäden lassen sich bequem per App melden. Kunden loben den freundlichen und schnellen Service.

### 3. Hausmut
Hausmut lockt mit niedrigen Beiträgen, schließt aber grobe Fahrlässigkeit im Basistarif aus und verlangt eine hohe Selbstbeteiligung. Das kann im Schadensfall teuer werden.

**Fazit:** Lotse Direkt für den maximalen Schutz, die Anker Versicherung für das beste Preis-Leistungs-Verhältnis. Von Hausmut würde ich eher abraten.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lotse Direkt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Anker Versicherung', position: 2, sentiment: 'POSITIVE' },
      { name: 'Hausmut', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-002',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'Anker Versicherung Erfahrungen Schadensregulierung',
    trap: 'negatives Urteil mit Quellen [n]; „nicht zu empfehlen“',
    text: `Die Erfahrungsberichte zur Schadensregulierung bei Anker sind gemischt bis negativ[1][2]:

- Viele Kunden berichten von Bearbeitungszeiten von sechs Wochen und mehr.
- Bei höheren Schäden werden häufig zusätzliche Nachweise verlangt, auch für Gegenstände unter 500 Euro[2].
- Mehrere Beschwerden beim Versicherungsombudsmann betreffen abgelehnte Wasserschäden[3].

Der Beitrag ist günstig, aber wer im Schadensfall eine zügige und unkomplizierte Regulierung erwartet, dem ist die Anker Versicherung derzeit nicht zu empfehlen. Brückner & Co wird in Kundenbefragungen bei der Schadenregulierung regelmäßig mit „sehr gut“ bewertet[4].`,
    sources: [
      'https://www.trustpilot.com/review/anker-versicherung.de',
      'https://www.finanztip.de/hausratversicherung/schadensregulierung',
      'https://www.versicherungsombudsmann.de/jahresbericht',
      'https://www.brueckner-co.de/kundenzufriedenheit',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Anker Versicherung', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Brückner & Co', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-003',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'Wo kann man in Kroatien gut vor Anker gehen?',
    trap: 'Homonym: der Anker eines Bootes (im Deutschen großgeschrieben), auch am Satzanfang',
    text: `Kroatien hat unzählige geschützte Buchten, in denen man gut vor Anker gehen kann. Einige Favoriten:

- **Uvala Stiniva (Vis):** spektakuläre Felsbucht, im Sommer allerdings voll. Am besten früh am Morgen ankommen.
- **Telašćica (Dugi Otok):** großer Naturpark mit vielen ruhigen Ankerplätzen; für den Park wird eine Gebühr erhoben.
- **Uvala Pakleni (Hvar):** gut geschützt bei Nordwind, mit Restaurants am Ufer.

Anker und Kette sollten für Seegras-Grund geeignet sein; ein Bügelanker hält dort meist besser als ein Pflugscharanker. Achten Sie darauf, nicht in Posidonia-Wiesen zu ankern: Sie stehen unter Schutz, und in einigen Gebieten drohen Bußgelder.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-ml-de-004',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'Welche Powerbank für die Reise?',
    trap: 'Homonym: Anker, der Hersteller von Ladegeräten',
    text: `Für Reisen empfiehlt sich eine Powerbank mit 10.000 bis 20.000 mAh und USB-C Power Delivery. Im Flugzeug sind Powerbanks bis 100 Wh im Handgepäck erlaubt, im aufgegebenen Gepäck gar nicht.

**Empfehlungen**
- **Anker PowerCore 10000:** klein, leicht und zuverlässig; lädt ein Smartphone etwa zweimal auf.
- **Anker Prime 20.000 mAh:** mit 65 W Leistung, reicht auch für ein Notebook.

Achten Sie darauf, dass die Wattstunden-Angabe auf dem Gehäuse steht, da sie bei der Sicherheitskontrolle geprüft werden kann.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-ml-de-005',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'Kfz-Versicherung Vergleich für Fahranfänger',
    trap: 'Tabelle mit Spalte „Bewertung“; die Marke in der zweiten Zeile, positiv',
    text: `Fahranfänger zahlen hohe Beiträge; durch die richtige Wahl lassen sich trotzdem mehrere hundert Euro im Jahr sparen. Beispielbeiträge für 18-Jährige (Kompaktwagen, Vollkasko mit 500 € Selbstbeteiligung):

| Versicherer | Jahresbeitrag | Begleitetes Fahren | Bewertung |
|---|---|---|---|
| Hausmut | 1.480 € | Rabatt 10 % | Testsieger |
| Anker Versicherung | 1.390 € | Rabatt 15 % | Preis-Leistungs-Tipp |
| Brückner & Co | 1.920 € | Kein Rabatt | Zu teuer |

**Spartipps**
- Als Zweitwagen über die Eltern versichern.
- Telematik-Tarife nutzen, die umsichtiges Fahren belohnen.
- Eine höhere Selbstbeteiligung wählen.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Hausmut', position: 1, sentiment: 'POSITIVE' },
      { name: 'Anker Versicherung', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brückner & Co', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-006',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.anker,
    prompt: 'Anker Versicherung Test',
    trap: 'Echo der Frage in Anführungszeichen, danach nur Wettbewerber',
    text: `Auf die Anfrage „Anker Versicherung Test“ lässt sich keine pauschale Antwort geben – Testergebnisse hängen stark vom Tarif und von der Sparte ab (Hausrat, Haftpflicht oder Kfz).

Wenn Sie allgemein gut bewertete Versicherer suchen, lohnt ein Blick auf:

- **Lotse Direkt:** in mehreren Tests mit „sehr gut“ bewertet, besonders in der Hausratversicherung.
- **Brückner & Co:** ausgezeichnete Kundenzufriedenheit bei der Schadenregulierung.

Prüfen Sie immer die aktuellen Testberichte der Verbraucherorganisationen und vergleichen Sie die Bedingungen, nicht nur den Preis.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lotse Direkt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brückner & Co', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-007',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kassenwart,
    prompt: 'Buchhaltungssoftware für Vereine',
    trap: 'nummerierte Liste mit Urteil in den eingerückten Zeilen; die Marke an erster Stelle; „Fazit“',
    text: `Vereine brauchen eine Buchhaltung, die Sphären (ideeller Bereich, Zweckbetrieb, wirtschaftlicher Geschäftsbetrieb), Spendenbescheinigungen und Mitgliedsbeiträge abbildet.

1. **Kassenwart**
   - Speziell für Vereine entwickelt: Sphärentrennung, Beitragseinzug per SEPA und Zuwendungsbestätigungen auf Knopfdruck.
   - Urteil: die beste Lösung für kleine und mittlere Vereine, einfach zu bedienen auch für ehrenamtliche Vorstände.
2. **Buchfix**
   - Allgemeine Buchhaltungssoftware mit Vereinsmodul als Zusatzpaket.
3. **Belego**
   - Günstig, aber ohne Sphärentrennung und ohne Spendenbescheinigungen.
   - Urteil: für gemeinnützige Vereine ungeeignet.

**Fazit:** Kassenwart ist für die meisten Vereine die erste Wahl.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kassenwart', position: 1, sentiment: 'POSITIVE' },
      { name: 'Buchfix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Belego', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-008',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kassenwart,
    prompt: 'Welche Aufgaben hat der Kassenwart im Verein?',
    trap: 'Homonym: der Kassenwart als Amt im Verein, großgeschrieben und in Flexionsformen',
    text: `Der Kassenwart (auch Schatzmeister) verwaltet die Finanzen des Vereins. Zu seinen Aufgaben gehören:

- **Buchführung:** alle Einnahmen und Ausgaben belegen und verbuchen.
- **Mitgliedsbeiträge:** den Beitragseinzug organisieren und säumige Mitglieder mahnen.
- **Spendenbescheinigungen** ausstellen, wenn der Verein gemeinnützig ist.
- **Kassenbericht:** auf der Mitgliederversammlung über das Geschäftsjahr berichten.
- **Steuern:** gegebenenfalls die Steuererklärung des Vereins vorbereiten.

Die Kassenprüfer kontrollieren einmal im Jahr die Arbeit des Kassenwarts. Viele Kassenwarte nutzen dafür eine Buchhaltungssoftware wie Buchfix, um Belege digital zu verwalten.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Buchfix', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-ml-de-009',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kassenwart,
    prompt: 'Buchhaltungsprogramm mit E-Rechnung für Handwerker',
    trap: 'Ausschluss: „habe ich nicht berücksichtigt … scheidet aus“',
    text: `Seit 2025 müssen Unternehmen E-Rechnungen empfangen können, und ab 2027 schrittweise auch ausstellen. Für Handwerksbetriebe eignen sich:

1. **Zahlwerk:** erstellt und empfängt XRechnung und ZUGFeRD, mit Aufmaß- und Angebotsfunktion. Sehr empfehlenswert für Handwerker.
2. **Buchfix:** E-Rechnung ab dem Tarif „Plus“, solide Buchhaltung, aber ohne Aufmaß.

Kassenwart habe ich nicht berücksichtigt: Das Programm unterstützt keine E-Rechnungen und scheidet damit aus.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zahlwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Buchfix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kassenwart', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-010',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kassenwart,
    prompt: 'Buchhaltung für Freiberufler einfach',
    trap: 'kurze Antwort mit „Sehr empfehlenswert“',
    text: `Für Freiberufler mit Einnahmen-Überschuss-Rechnung ist Kassenwart sehr empfehlenswert: Belege per Handy-Foto erfassen, Kontoauszüge automatisch zuordnen und die EÜR direkt an das Finanzamt übermitteln. Der Tarif für Selbstständige kostet 9 Euro im Monat.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kassenwart', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-ml-de-011',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kassenwart,
    prompt: 'Kassenwart oder Buchfix für eine GmbH?',
    trap: 'Vergleichstabelle; das Fazit erklärt die Marke für ungeeignet',
    text: `Für eine GmbH gelten andere Anforderungen als für Vereine oder Freiberufler: doppelte Buchführung, Bilanz und E-Bilanz.

| | Kassenwart | Buchfix |
|---|---|---|
| Doppelte Buchführung | Nein | Ja |
| Bilanz und E-Bilanz | Nein | Ja |
| DATEV-Export | Ja | Ja |
| Lohnabrechnung | Nein | Zusatzmodul |
| Preis | 9–19 €/Monat | 29–59 €/Monat |

**Fazit:** Kassenwart ist für eine GmbH ungeeignet, da es keine doppelte Buchführung beherrscht. Buchfix deckt alle Pflichten einer GmbH ab und ist hier die richtige Wahl.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Kassenwart', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Buchfix', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-012',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.kassenwart,
    prompt: 'Wie organisiert ein kleiner Sportverein seine Finanzen?',
    trap: 'das Amt und die Marke im selben Text: „Der Kassenwart … nutzt Kassenwart“',
    text: `In kleinen Vereinen liegt die Finanzverwaltung meist beim Kassenwart, der ehrenamtlich arbeitet und wenig Zeit hat. Deshalb lohnt sich eine einfache Lösung.

Bei uns im Tennisclub nutzt der Kassenwart seit zwei Jahren die Software Kassenwart: Die Mitgliedsbeiträge werden per SEPA-Lastschrift eingezogen, Spendenquittungen entstehen automatisch, und der Kassenbericht für die Mitgliederversammlung ist mit zwei Klicks fertig. Wir sind sehr zufrieden damit.

Wichtig ist außerdem, ein eigenes Vereinskonto zu führen und alle Belege mindestens zehn Jahre aufzubewahren.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kassenwart', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v3-ho-ml-de-013',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.ghostline,
    prompt: 'VPN ohne Logs Empfehlung',
    trap: 'Abschnitte auf Deutsch; die Marke als „Testsieger“ zuerst; „Fazit“',
    text: `Ein VPN ohne Protokollierung ist nur so vertrauenswürdig wie seine unabhängigen Prüfungen. Diese Anbieter haben ihre No-Logs-Richtlinie auditieren lassen:

### Ghostline
Unser Testsieger: Die Server laufen ausschließlich im Arbeitsspeicher, die No-Logs-Richtlinie wurde dreimal unabhängig geprüft, und die Anmeldung ist ohne E-Mail-Adresse möglich.

### PrivaNet
Sitz in der Schweiz, quartalsweise Transparenzberichte und quelloffene Apps. Eine sehr gute Alternative.

### Maskd
Wirbt mit „keinen Logs“, speichert laut Datenschutzerklärung aber Verbindungszeiten für 30 Tage. Für datenschutzbewusste Nutzer ungeeignet.

**Fazit:** Ghostline ist die beste Wahl für maximale Privatsphäre.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ghostline', position: 1, sentiment: 'POSITIVE' },
      { name: 'PrivaNet', position: 2, sentiment: 'POSITIVE' },
      { name: 'Maskd', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-de-014',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonar,
    prompt: 'CRM für ein kleines Unternehmen in Deutschland',
    trap: 'Marke nur sachlich beschrieben; das Fazit empfiehlt einen Wettbewerber',
    text: `Für kleine Unternehmen in Deutschland sind neben den Funktionen vor allem DSGVO-Konformität und Serverstandort wichtig.

- **Dealflow:** sehr umfangreich, Rechenzentrum in Frankfurt, deutschsprachiger Support. Für wachsende Teams hervorragend geeignet.
- **Sonar:** ab 19 Euro pro Nutzer und Monat, Server in Frankfurt, Oberfläche auf Deutsch.
- **Clientra:** mit integrierter Rechnungsstellung, Server in Irland.

**Fazit:** Wer langfristig wachsen will, ist mit Dealflow am besten beraten.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Dealflow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sonar', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Clientra', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-ml-es-001',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.hito,
    prompt: '¿Cuál es la mejor herramienta de gestión de proyectos para una pyme?',
    trap: 'secciones ### con elogio en el párrafo; la marca segunda; «En resumen»',
    text: `Para una pyme, la herramienta ideal es visual, fácil de adoptar y con un precio razonable por usuario. Estas son las más conocidas:

### 1. Planea
Planea es la herramienta más completa: tableros, diagramas de Gantt, gestión de recursos y paneles de portafolio. Es ideal para empresas con muchos proyectos en paralelo.

### 2. Hito
Hito destaca por su sencillez: el equipo lo adopta en un día, los tableros y el diagrama de Gantt están perfectamente integrados y la app móvil funciona de maravilla. Además, su plan gratuito cubre hasta 10 personas. Una opción excelente para pymes.

### 3. Tablerix
Tablerix es barato, pero le faltan funciones básicas como dependencias entre tareas o informes de avance. Se queda corto en cuanto el proyecto crece.

### 4. Sprintia
Sprintia está orientado a equipos de desarrollo que trabajan con Scrum, con backlog, sprints y gráficos de avance.

**En resumen:** Planea si necesitas la máxima potencia; Hito si buscas la mejor relación entre sencillez y funciones.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Planea', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hito', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tablerix', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Sprintia', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-ml-es-002',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.hito,
    prompt: '¿cómo definir los hitos de un proyecto?',
    trap: 'homónimo: «hito» (milestone), con mayúscula en los títulos y al comienzo de frase',
    text: `Un hito es un punto de control que marca la finalización de una fase o de un entregable importante. No tiene duración: o se ha alcanzado o no.

**Cómo definirlos**
1. Identifica los entregables clave (aprobación del diseño, primera versión, puesta en producción).
2. Asocia cada hito a un criterio objetivo de cumplimiento.
3. Fija una fecha realista teniendo en cuenta las dependencias.

**Ejemplo**
- Hito 1: requisitos aprobados por el cliente.
- Hito 2: prototipo validado.
- Hito 3: lanzamiento.

Hitos demasiado frecuentes pierden su valor; suele bastar con uno cada cuatro a seis semanas. Herramientas como Planea permiten marcarlos como rombos en el diagrama de Gantt.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Planea', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v3-ho-ml-es-003',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.hito,
    prompt: 'opiniones de Hito para un equipo de 80 personas',
    trap: 'veredicto negativo: «no lo recomendaría»',
    text: `Hito tiene muy buenas opiniones entre equipos pequeños, pero para 80 personas las valoraciones cambian[1][2]:

- No permite agrupar proyectos en portafolios ni ver la carga de trabajo de todo el equipo.
- Los permisos son muy básicos: todos los miembros de un espacio ven todos los proyectos.
- Varios usuarios señalan que el rendimiento empeora con tableros de más de 500 tareas[2].

Para un equipo de vuestro tamaño, no lo recomendaría. Sprintia gestiona mejor los equipos grandes, con permisos por proyecto y vistas de capacidad[3].`,
    sources: [
      'https://www.capterra.es/software/hito/opiniones',
      'https://www.g2.com/products/hito/reviews',
      'https://www.sprintia.com/equipos',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hito', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sprintia', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-004',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.hito,
    prompt: 'comparativa herramientas de gestión de proyectos gratis',
    trap: 'tabla con columna «Valoración»; la marca en la segunda fila, recomendada',
    text: `Comparativa de los planes gratuitos:

| Herramienta | Usuarios gratis | Gantt | Automatizaciones | Valoración |
|---|---|---|---|---|
| Tablerix | 5 | No | No | Limitado |
| Hito | 10 | Sí | 100 al mes | Recomendado |
| Planea | 3 | Solo lectura | No | Demasiado restringido |

El plan gratuito de Hito es el más generoso con diferencia: incluye el diagrama de Gantt y automatizaciones, algo poco habitual en planes gratis.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tablerix', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Hito', position: 2, sentiment: 'POSITIVE' },
      { name: 'Planea', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-005',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.hito,
    prompt: 'herramienta de proyectos que se pueda instalar en servidor propio',
    trap: 'exclusión: «Dejé fuera a Hito: … lo descarta»',
    text: `Si necesitas alojar la herramienta en vuestros propios servidores, las opciones se reducen:

- **Sprintia Server**: versión autoalojada con licencia perpetua, actualizaciones durante un año y soporte técnico. La mejor opción para este requisito.
- **Planea Enterprise**: ofrece un despliegue privado en la nube del cliente, aunque no una instalación totalmente local, así que no cumple vuestro requisito.

Dejé fuera a Hito a propósito: solo existe en la nube y no tiene versión instalable, lo que lo descarta para vuestro caso.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sprintia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Planea', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Hito', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-006',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.hito,
    prompt: '¿qué herramienta uso para seguir los hitos de mi proyecto?',
    trap: 'la marca y el nombre común en el mismo texto: «Hito permite marcar cada hito»',
    text: `Para seguir los hitos de un proyecto te recomiendo Hito. Permite marcar cada hito en el diagrama de Gantt, avisa al equipo cuando uno está en riesgo y muestra en un panel cuántos se han cumplido a tiempo. Es muy fácil de usar y el plan gratuito basta para equipos pequeños.

Tablerix también permite crear hitos, pero sin dependencias ni alertas, así que es menos útil.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Hito', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tablerix', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-007',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.cazuela,
    prompt: 'mejores cajas de recetas a domicilio en España',
    trap: 'lista numerada con veredicto en las líneas anidadas; la marca tercera de cuatro; «En resumen»',
    text: `Las cajas de recetas envían los ingredientes exactos y las instrucciones para cocinar en casa. Estas son las más conocidas en España:

1. **Mesa Lista**
   - Más de 30 recetas por semana, opciones vegetarianas y envío a toda la península.
   - Veredicto: la más completa y fiable.
2. **Cocinaya**
   - Precios bajos, pero las raciones son pequeñas y muchos clientes se quejan de ingredientes en mal estado.
   - Veredicto: no la recomendaría.
3. **Cazuela**
   - Recetas de cocina tradicional española, ingredientes de productores locales y envases compostables.
   - Veredicto: excelente calidad; la mejor opción si te gusta la cocina de siempre.
4. **Fogón Box**
   - Recetas rápidas de 20 minutos, con plan para una persona.

**En resumen:** Mesa Lista por variedad, Cazuela por calidad y producto local.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mesa Lista', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cocinaya', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Cazuela', position: 3, sentiment: 'POSITIVE' },
      { name: 'Fogón Box', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v3-ho-ml-es-008',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.cazuela,
    prompt: 'receta de cazuela de mariscos',
    trap: 'homónimo: la cazuela (recipiente y guiso), con mayúscula en un título',
    text: `### Cazuela de mariscos (4 personas)

**Ingredientes**
- 500 g de mejillones, 300 g de almejas, 12 gambas y 200 g de calamar
- 1 cebolla, 2 dientes de ajo, 1 pimiento rojo
- 200 ml de tomate triturado y 1 vaso de vino blanco
- Caldo de pescado, aceite de oliva, perejil

**Preparación**
1. En una cazuela de barro, sofríe la cebolla, el ajo y el pimiento.
2. Añade el calamar y el tomate; cocina 10 minutos.
3. Vierte el vino y el caldo, y añade las almejas y los mejillones.
4. Cuando se abran, incorpora las gambas y cocina 3 minutos más.

Cazuela de barro o no, sírvela bien caliente con pan para mojar.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v3-ho-ml-es-009',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.cazuela,
    prompt: 'Cazuela opiniones',
    trap: 'eco de la pregunta entre comillas, luego solo competidores',
    text: `No hay una respuesta única a «Cazuela opiniones»: depende de lo que busques en una caja de recetas (variedad, precio, rapidez o producto local).

Si estás comparando servicios, estos reciben buenas valoraciones:

- **Mesa Lista**: gran variedad de recetas y entregas puntuales.
- **Fogón Box**: recetas rápidas y un plan para una sola persona muy práctico.

Te recomiendo leer opiniones recientes y probar una primera caja con descuento antes de suscribirte.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Mesa Lista', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fogón Box', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-010',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.cazuela,
    prompt: '¿Vale la pena Cazuela para una familia de cinco?',
    trap: 'respuesta negativa: «no vale la pena», «mejor evitar»',
    text: `Para una familia de cinco, Cazuela no vale la pena: su caja más grande es para cuatro personas, así que tendrías que pedir dos cajas y el precio por ración sube a más de 8 €. Además, varias familias comentan que las raciones se quedan cortas para adolescentes.

Mejor evitarla en tu caso y mirar Mesa Lista, que tiene un plan familiar para seis personas a 5,50 € por ración.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cazuela', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Mesa Lista', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-011',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.cazuela,
    prompt: 'Cazuela o Fogón Box para una persona que vive sola',
    trap: '«su único argumento es…; elige Y»',
    text: `Elige Fogón Box.

Cazuela tiene recetas tradicionales muy ricas, pero ese es su único argumento para ti: no tiene plan para una persona, las recetas tardan más de 45 minutos y el pedido mínimo es de tres recetas para dos.

Fogón Box, en cambio, ofrece raciones individuales, recetas de 20 minutos y la posibilidad de saltarse semanas sin coste.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Fogón Box', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cazuela', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-012',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.cazuela,
    prompt: 'caja de recetas sin permanencia',
    trap: '«sin» en un elogio: «sin duda la mejor», «sin permanencia», «sin gastos»',
    text: `Sin duda, Cazuela es la mejor opción si no quieres ataduras: sin permanencia, sin gastos de envío a partir de la segunda caja y sin penalización por saltarte semanas. Y la calidad de sus ingredientes de productores locales es excelente.

Cocinaya también anuncia «sin permanencia», pero exige avisar con diez días de antelación para cancelar.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cazuela', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cocinaya', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-013',
    batch: 'multilingual',
    language: 'es',
    region: 'mx',
    profile: BRANDS.pacer,
    prompt: 'mejores tenis para correr un maratón',
    trap: 'la marca primera con elogio; un competidor criticado; «En resumen»',
    text: `Para un maratón conviene un tenis con buena amortiguación que no se degrade en los últimos kilómetros.

**1. Pacer Glide 3**
El más cómodo para distancias largas: espuma suave y reactiva, tres anchos disponibles y una durabilidad excelente. Nuestra primera recomendación.

**2. Stridelab Daily 5**
Muy estable y duradero, una gran opción para corredores que prefieren una pisada firme.

**3. Vantra Swift**
Ligero, pero su amortiguación se queda corta después del kilómetro 30. No lo recomendaría para un primer maratón.

**En resumen:** el Pacer Glide 3 es la mejor elección para la mayoría de los corredores.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pacer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Stridelab', position: 2, sentiment: 'POSITIVE' },
      { name: 'Vantra', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v3-ho-ml-es-014',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.zephyr,
    prompt: 'bicicleta eléctrica de carga para una ciudad con cuestas',
    trap: 'marca francesa en respuesta española; un competidor primero; la marca criticada',
    text: `En una ciudad con cuestas, como Bilbao o Granada, el motor central y una buena batería son imprescindibles.

- **Ruedax Carga**: motor central de 85 Nm y doble batería; sube las cuestas con dos niños sin esfuerzo. Es la que recomiendo.
- **Zéphyr Cargo Box**: muy estable y bien acabada, pero su motor de buje trasero sufre en pendientes de más del 8 % con carga. Para una ciudad con cuestas, no la recomendaría.

Prueba siempre la bicicleta cargada en una cuesta real antes de comprar.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ruedax', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zéphyr', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
];
