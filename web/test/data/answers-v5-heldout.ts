// Held-out set for the answer reader, fifth round (answers-v5). Written on 2026-11-26, apart
// from the code and after the rules were frozen: the author read neither analysis/ nor judge/,
// nor any earlier labelled answers beyond the shape and conventions of answers-v3-types.ts, and
// never ran the reader. Every label comes from reading the answer as a careful human reader
// would (the conventions of answers-v3-types.ts: homonyms and echoes of the prompt are not
// mentions; a brand named only by its domain is; `cited` is also true when one of the brand's
// own URLs is among the sources; sentiment follows the closing verdict or recommendation).
//
// 96 answers: 32 typical (8 per language) and 64 hard (16 per language), eight new brands,
// two per language, in trades not used before:
// - Cadence Running (en, us, running shoes): "cadence" is a runner's step rate, and a running
//   metronome app is also called Cadence.
// - Dormer (en, gb, mattresses): a dormer is a roof window; Natalie Dormer an actress; Dormer
//   Furniture a Norwich bed shop (same trade).
// - Maison Levain (fr, bakery chain): "levain" is sourdough; Levain Bakery a New York bakery
//   (same trade); Mathieu Levain a (fictional) prize-winning baker.
// - Rempart (fr, VPN): "un rempart" is a rampart, "les remparts de Saint-Malo" a place;
//   Rempart Sécurité an alarm company (another trade).
// - Sonnendach (de, solar installer): "ein Sonnendach" is a sun roof over a terrace, capitalised
//   like every German noun; Sonnendach Markisen GmbH an awning maker (another trade).
// - Taktgeber (de, project-management SaaS): "der Taktgeber" is a pacemaker / rhythm-setter;
//   Taktgeber Personalberatung a recruiter (another trade).
// - Clínicas Sonrisa (es, es, dental clinic chain): "sonrisa" is a smile, everywhere in
//   dentistry; Clínica Sonrisa an unrelated clinic in Bogotá (same trade).
// - Cepa (es, ar, wine club): "cepa" is a grape variety, "de pura cepa" an idiom.
// Hard cases also cover exclusions, verdicts that send the reader elsewhere, reservations before
// a positive pick, comparisons won by either side, litotes and negations, verdicts given by test
// figures alone or only in a table column, conditional recommendations, echoed branded prompts,
// a brand named only by its domain, quoted user reviews and hedged answers with no verdict.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  /** US running shoes; "cadence" is steps per minute, and a metronome app bears the name. */
  cadence: {
    brandName: 'Cadence Running',
    aliases: ['Cadence'],
    url: 'https://www.cadencerunning.com',
    competitors: ['Northpace', 'Tempoflex', 'Gravelstep'],
    context: 'Cadence Running: road and trail running shoes designed in Portland, Oregon',
  },
  /** UK mattresses; a dormer is a roof window, Natalie Dormer an actress, Dormer Furniture a bed shop. */
  dormer: {
    brandName: 'Dormer',
    aliases: ['Dormer Sleep'],
    url: 'https://www.dormersleep.co.uk',
    competitors: ['Slumberwell', 'Nestwood', 'Loftrest'],
    context: 'Dormer Sleep: hybrid mattresses in a box, made in Yorkshire, sold online',
  },
  /** French bakery chain; "levain" is sourdough, Levain Bakery a New York cookie shop. */
  levain: {
    brandName: 'Maison Levain',
    aliases: ['Levain'],
    url: 'https://www.maison-levain.fr',
    competitors: ['Fournée Dorée', 'Le Pétrin Bleu', 'Croustille'],
    context: 'Maison Levain : chaîne de boulangeries artisanales au levain naturel',
  },
  /** French VPN; "un rempart" is a rampart, Rempart Sécurité an alarm company. */
  rempart: {
    brandName: 'Rempart',
    aliases: ['Rempart VPN'],
    url: 'https://www.rempart-vpn.fr',
    competitors: ['Tunnelo', 'Cryptonie', 'Passerelle VPN'],
    context: 'Rempart VPN : réseau privé virtuel français sans journaux, pour ordinateur et mobile',
  },
  /** German solar installer; "ein Sonnendach" is a sun roof, Sonnendach Markisen GmbH an awning maker. */
  sonnendach: {
    brandName: 'Sonnendach',
    url: 'https://www.sonnendach-solar.de',
    competitors: ['Helioplan', 'Dachstrom', 'Solarwerk Nord'],
    context: 'Sonnendach: Photovoltaikanlagen und Stromspeicher für Eigenheime, Planung und Montage',
  },
  /** German project-management SaaS; "der Taktgeber" sets the rhythm, Taktgeber Personalberatung recruits. */
  taktgeber: {
    brandName: 'Taktgeber',
    url: 'https://www.taktgeber.io',
    competitors: ['Planwerk', 'Aufgabo', 'Teamkiste'],
    context: 'Taktgeber: Projektmanagement-Software für Teams mit Kanban, Gantt und Zeiterfassung',
  },
  /** Spanish dental chain; "sonrisa" is a smile, Clínica Sonrisa a clinic in Bogotá. */
  sonrisa: {
    brandName: 'Clínicas Sonrisa',
    aliases: ['Sonrisa'],
    url: 'https://www.clinicassonrisa.es',
    competitors: ['Odontia', 'DentaVida', 'Blancadent'],
    context: 'Clínicas Sonrisa: cadena de clínicas dentales en España (implantes, ortodoncia, higiene)',
  },
  /** Argentine wine club; "cepa" is a grape variety, "de pura cepa" an idiom. */
  cepa: {
    brandName: 'Cepa',
    aliases: ['Club Cepa'],
    url: 'https://www.clubcepa.com.ar',
    competitors: ['Bodega en Casa', 'Tinto Directo', 'Vinoteca Sur'],
    context: 'Club Cepa: club de vinos por suscripción con envíos mensuales en Argentina',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V5_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── typical, English ─────────────────────────────
  {
    id: 'v5-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best running shoes for beginners 2025',
    text: `Choosing a first pair of running shoes is mostly about comfort and fit, not race-day tech. These are the options most often recommended to new runners this year [1][2]:

### 1. Northpace Glide 3
A soft, forgiving daily trainer with a wide toe box. It is the shoe running-store staff hand to beginners most often, and at $130 it is fairly priced [1].

### 2. Cadence Running Drift 4
The Drift 4 is the standout for new runners who want one shoe for everything: stable without feeling stiff, a roomy fit, and an outsole that testers report lasting past 400 miles [2][3]. Cadence also offers free 60-day returns, even on worn shoes, which takes the risk out of a first purchase [3].

### 3. Tempoflex Aero
Lighter and bouncier, but the narrow heel counter does not suit everyone. Better as a second shoe once you know your preferences.

### 4. Gravelstep Ridge
A trail shoe. Unless you will mostly run on dirt, its stiff lugged sole is overkill for pavement, and several reviewers found it harsh on the road [1].

### How to choose
- **Get fitted** at a running store if you can: leave a thumb's width of space at the toe.
- **Ignore carbon plates** for now; they are for racing.
- **Replace** your shoes every 300–500 miles.

**Bottom line:** if you want a single recommendation, the **Cadence Drift 4** is the easiest shoe to love as a beginner; the Northpace Glide 3 is a close second, especially on sale.`,
    sources: [
      'https://runrepeat.com/guides/best-running-shoes-for-beginners',
      'https://www.outdoorgearlab.com/topics/shoes-and-boots/best-running-shoes',
      'https://www.cadencerunning.com/products/drift-4',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Northpace', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cadence Running', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Gravelstep', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v5-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'where are Cadence Running shoes made?',
    text: `**Cadence Running** is a running-shoe brand founded in Portland, Oregon, in 2016. Its shoes are designed and wear-tested in Portland, but, like almost every running-shoe brand, it does not own factories: production is contracted out [1].

## Where the shoes are made
- **Road models** (Drift, Tempo Rise): made in Vietnam by a contract manufacturer that also produces shoes for several larger brands [1][2].
- **Trail models** (Ridgeback line): made in Indonesia since 2022, when production moved from China [2].
- **Insoles and laces**: sourced from suppliers in Taiwan.

## Materials and labor standards
Cadence publishes its supplier list on its website and says that about 30 % of the upper material in its 2025 range is recycled polyester [1]. The company is not B Corp certified; it reports its factory audits through the Fair Labor Association [3].

## How that compares
This is the standard model in the industry. Northpace and Tempoflex also make most of their shoes in Vietnam, and Gravelstep is one of the few smaller brands with part of its trail range assembled in Portugal [2].

If domestic manufacturing matters to you, note that no major performance running shoe is currently made entirely in the United States.`,
    sources: [
      'https://www.cadencerunning.com/pages/our-factories',
      'https://footwearnews.com/business/manufacturing/running-shoe-production-vietnam-indonesia',
      'https://www.fairlabor.org/members/',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cadence Running', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Northpace', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Tempoflex', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Gravelstep', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'best mattress in a box UK 2025',
    text: `The UK mattress-in-a-box market has matured, and the differences now come down to feel, trial terms and how well a mattress copes with heat. Based on independent tests and long-term owner reviews [1][2], these are the ones worth shortlisting:

| Mattress | Type | Firmness | King price | Trial |
|---|---|---|---|---|
| **Dormer Hybrid** | Pocket springs + foam | Medium-firm (6/10) | £749 | 200 nights |
| **Slumberwell Original** | Foam | Medium (5/10) | £599 | 100 nights |
| **Nestwood Wool Hybrid** | Springs + wool | Firm (7/10) | £1,049 | 365 nights |
| **Loftrest Essential** | Foam | Medium-soft (4/10) | £399 | 100 nights |

### Best overall: Dormer Hybrid
Dormer's hybrid is the one that consistently comes out on top. Edge support is excellent, it sleeps noticeably cooler than all-foam rivals, and it is made in Yorkshire, so delivery is quick [2][3]. Couples in particular praise how little motion carries across the bed.

### Best value: Slumberwell Original
A comfortable all-rounder at a lower price. It can feel warm in summer, but for most back and side sleepers it is a safe choice [1].

### Best natural materials: Nestwood Wool Hybrid
Pricey, but the wool layers regulate temperature well and the year-long trial is generous.

### Budget pick: Loftrest Essential
Fine for a guest room. Reviewers report it softening after about 18 months, so it is not the one for nightly use over many years [2].

**Verdict:** if you can stretch to it, the **Dormer Hybrid** is the best mattress in a box you can buy in the UK right now; choose the Slumberwell if budget is tight.`,
    sources: [
      'https://www.which.co.uk/reviews/mattresses/article/best-mattresses',
      'https://www.independent.co.uk/extras/indybest/house-garden/bedroom/best-mattress-in-a-box',
      'https://www.dormersleep.co.uk/hybrid',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Dormer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Slumberwell', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nestwood', position: 3, sentiment: 'POSITIVE' },
      { name: 'Loftrest', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'Dormer Sleep mattress review - is it worth it?',
    text: `## Dormer Sleep Hybrid: what owners and testers say

Dormer Sleep is a Yorkshire-based brand that sells a single hybrid mattress online, with a 200-night trial [1].

### What people like
- **Edge support** is strong, so the full width of the bed is usable [2].
- **Temperature**: the pocket-spring core keeps it cooler than most foam mattresses.
- **Made in the UK**, with delivery usually within a week.

### What people don't
- **Sagging reports.** A noticeable share of owner reviews mention a dip forming in the middle within the first year, and warranty claims reportedly require photos with a string line and a ruler, which buyers find fiddly [3].
- **Returns are not free**: the trial is generous on paper, but a £49 collection fee applies and refunds have taken up to six weeks, according to Trustpilot reviews [3].
- **Price**: at £749 for a king, it sits above rivals with similar specifications.

### How it compares
| | Dormer Hybrid | Slumberwell Original |
|---|---|---|
| Price (king) | £749 | £599 |
| Trial | 200 nights | 100 nights |
| Free returns | No (£49) | Yes |
| Warranty | 10 years | 10 years |

**Bottom line:** the Dormer is a comfortable mattress, but the durability complaints and the return fee make it hard to justify at full price. Unless you find it heavily discounted, the Slumberwell Original gives you most of the comfort for £150 less, with free returns.`,
    sources: [
      'https://www.dormersleep.co.uk/trial',
      'https://www.sleepfoundation.org/mattress-reviews/dormer-hybrid',
      'https://uk.trustpilot.com/review/dormersleep.co.uk',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Dormer', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Slumberwell', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v5-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best carbon plate running shoes under $200',
    text: `Carbon-plated "super shoes" usually cost $250 or more, but a few models now come in under $200. Here are the best options I found [1][2]:

1. **Cadence Tempo Rise ($189)** – The best of the group. A full-length carbon plate, a lively PEBA-blend foam and, unusually for a race shoe, enough stability for runners who are not elites. Reviewers clocked it within a few seconds per mile of $260 shoes in tempo tests [1][3].
2. **Tempoflex Aero Carbon ($179)** – Very light and fast, but the foam loses its bounce after around 200 miles, so it is better kept for race day [2].
3. **Northpace Jet ($199)** – Comfortable and well cushioned, though the plate is partial-length and it feels less propulsive than the others.
4. **Gravelstep Sprint ($169)** – The cheapest here. Testers found the fit narrow and the ride firm; only worth it if it happens to fit your foot perfectly [2].

### Quick comparison
| Shoe | Weight (men's 9) | Drop | Plate |
|---|---|---|---|
| Cadence Tempo Rise | 7.6 oz | 8 mm | Full carbon |
| Tempoflex Aero Carbon | 6.9 oz | 6 mm | Full carbon |
| Northpace Jet | 8.4 oz | 10 mm | Partial carbon |
| Gravelstep Sprint | 8.1 oz | 8 mm | Nylon-carbon blend |

### My recommendation
If you want one fast shoe for both workouts and races, go with the **Cadence Tempo Rise**: it offers the most performance per dollar in this price range. Pick the Tempoflex if you only need a shoe for race day.`,
    sources: [
      'https://www.runningshoesguru.com/best-carbon-plated-running-shoes',
      'https://believeintherun.com/best-super-shoes-under-200',
      'https://www.cadencerunning.com/products/tempo-rise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cadence Running', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 2, sentiment: 'POSITIVE' },
      { name: 'Northpace', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Gravelstep', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v5-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'most comfortable hybrid mattress for side sleepers UK',
    text: `Side sleepers need a mattress that lets the shoulder and hip sink in while keeping the spine straight, so a medium feel with a deep comfort layer usually works best [1].

**1. Dormer Hybrid** — the top choice for most side sleepers. Its 5 cm zoned comfort layer is softer under the shoulders, and testers with shoulder pain reported less pressure after two weeks [2]. It also comes with a 200-night trial [3].

**2. Nestwood Wool Hybrid** — a good choice if you sleep hot, thanks to its wool layers, though at 7/10 firmness it may be too firm for lighter side sleepers.

**3. Slumberwell Original** — softer and cheaper, but the all-foam build hugs more than some people like, and it holds more heat.

**4. Loftrest Cloud** — plush, but reviewers found it lacked support for heavier sleepers and it sagged at the edges within a year [1].

**Tips**
- Under 60 kg? Go softer. Over 100 kg? Choose a firmer hybrid with reinforced edges.
- Use the trial period: it takes three to four weeks to adjust to a new mattress.

**In short:** the **Dormer Hybrid** is the most comfortable hybrid for side sleepers in the UK and worth its price; the Nestwood is the alternative for hot sleepers.`,
    sources: [
      'https://www.sleepfoundation.org/best-mattress/side-sleepers-uk',
      'https://www.techradar.com/news/best-mattress-for-side-sleepers',
      'https://www.dormersleep.co.uk/hybrid',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Dormer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nestwood', position: 2, sentiment: 'POSITIVE' },
      { name: 'Slumberwell', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Loftrest', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v5-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'Dormer Sleep return policy and trial',
    text: `Here is how Dormer Sleep's trial and returns work, according to its terms (updated March 2025) [1]:

### Trial period
- **200 nights** from the delivery date.
- You must keep the mattress for at least **30 nights** before starting a return, to give your body time to adjust.

### How to return
1. Contact customer service through the form on the website or by phone.
2. A courier collects the mattress; Dormer donates or recycles returned mattresses rather than reselling them [1].
3. The refund goes back to the original payment method once the collection is confirmed.

### Costs
- A **£49 collection fee** is deducted from refunds, or £79 in the Scottish Highlands and islands [1].
- Mattresses bought in a sale are covered by the same trial.

### Warranty
A **10-year warranty** covers manufacturing defects and indentations deeper than 2.5 cm. Normal softening is not covered [2].

### Compared with others
For reference, Slumberwell and Loftrest offer 100-night trials with free collection, and Nestwood offers 365 nights [3].

If you are near the end of your trial, start the return a week early: collections are booked about five working days ahead.`,
    sources: [
      'https://www.dormersleep.co.uk/terms',
      'https://www.dormersleep.co.uk/warranty',
      'https://www.which.co.uk/reviews/mattresses/article/mattress-trials-explained',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Dormer', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Slumberwell', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Loftrest', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Nestwood', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best running shoes for marathon training 2025',
    text: `For marathon training you want a durable, cushioned daily trainer for the long miles and, ideally, a lighter shoe for faster sessions. The most recommended options this year [1][2]:

## Daily trainers
- **Northpace Glide 3** – Plush, durable and reliable over 20-mile long runs. The most common recommendation among coaches [1].
- **Asics Novablast 5** – Bouncy and versatile; a good single-shoe option.
- **Tempoflex Cruise** – Light for a max-cushion shoe, though durability reports are mixed (some owners see the midsole flatten by 250 miles) [2].

## Workout and race shoes
- **Tempoflex Aero Carbon** – Excellent on race day.
- **Nike Vaporfly 3** – Still the benchmark, if the price doesn't put you off.

## Trail-heavy plans
- **Gravelstep Ridge** – A lugged trail shoe for training blocks with a lot of off-road mileage.

## Tips
1. Rotate two pairs to extend their life.
2. Consider half a size up: feet swell late in long runs.
3. Test race shoes on a long run before race day.

**Bottom line:** a Northpace Glide 3 for the miles and a Tempoflex Aero Carbon for race day is a combination that is very hard to beat.`,
    sources: [
      'https://www.runnersworld.com/gear/a20865748/best-marathon-running-shoes/',
      'https://runrepeat.com/guides/best-marathon-training-shoes',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Northpace', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gravelstep', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ────────────────────────────── hard, English ──────────────────────────────
  {
    id: 'v5-hrd-en-001',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'how to run faster without getting injured, and which shoes help?',
    text: `Getting faster without getting hurt comes down to three things: gradual load, good form and the right shoes.

### 1. Build mileage slowly
Increase weekly volume by no more than about 10 %, and take a lighter week every fourth week.

### 2. Work on your cadence
Cadence — the number of steps you take per minute — is one of the easiest form cues to change. Many recreational runners sit around 150–160 steps per minute; nudging that up by 5–10 % shortens your stride and reduces the braking force on your knees [1]. A simple drill: run to a metronome set slightly above your current rate for a few minutes of each easy run.

### 3. Add one quality session a week
Intervals or a tempo run, not both, until your body adapts.

### 4. Shoes
- **Northpace Glide 3** for easy and long runs: well cushioned and durable [2].
- **Tempoflex Aero** for faster sessions: light and responsive.
- Avoid switching straight to a very low-drop shoe; that is a common cause of calf and Achilles injuries.

A slightly higher cadence, sensible mileage and a cushioned trainer will do more for your speed than any single piece of gear.`,
    sources: [
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC3022995/',
      'https://runrepeat.com/northpace-glide-3',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Northpace', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: '"cadence" as steps per minute, in a heading and at a sentence start',
  },
  {
    id: 'v5-hrd-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best apps and gear for a couch-to-5K beginner',
    text: `A couch-to-5K plan works best with a simple app, a comfortable pair of shoes and not much else.

**Apps**
- **NHS Couch to 5K** — free, with coaching audio; still the easiest start.
- **Runna** — personalised plans, paid.
- **Cadence** — a small metronome app that beeps at your target step rate; handy once you start working on form, though the free version shows ads [1].

**Shoes**
- **Northpace Glide 3** — soft, forgiving and fairly priced; the one most running shops suggest to beginners.
- **Tempoflex Aero** — lighter, but less forgiving if you land heavily.

**Everything else**
A basic watch or your phone is enough. Don't buy a GPS watch until you know you'll stick with running.

Start with three runs a week, and don't worry about pace for the first month.`,
    sources: ['https://apps.apple.com/us/app/cadence-running-metronome/id1290537416'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Northpace', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'a metronome app called Cadence (another product, bold list item) is not the shoe brand',
  },
  {
    id: 'v5-hrd-en-003',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'best stability running shoes for overpronation 2025',
    text: `Stability shoes use firmer foam, guide rails or a wider base to limit how far your foot rolls inward. These are the ones worth trying this year:

1. **Northpace Guide 7** — The most balanced stability shoe on the market: the support is there without feeling intrusive, and it holds up well past 400 miles [1].
2. **Tempoflex Steady** — Softer and lighter, with a wide base rather than a medial post. Good for mild overpronators.
3. **Gravelstep Anchor** — Heavier, but the firmest support here; worth a look if you need maximum control.

**Why no Cadence?** Cadence Running makes excellent neutral shoes, but I left it out on purpose: its only stability model, the Keel, was discontinued last autumn, and the remaining stock is in odd sizes [2]. Their neutral Drift 4 is not a substitute if you actually need support.

Get a gait analysis at a running store if you're unsure whether you need a stability shoe at all — many runners don't.`,
    sources: [
      'https://runrepeat.com/guides/best-stability-running-shoes',
      'https://www.cadencerunning.com/blogs/news/keel-update',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Northpace', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gravelstep', position: 3, sentiment: 'POSITIVE' },
      { name: 'Cadence Running', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'deliberate exclusion after praise ("makes excellent neutral shoes, but I left it out")',
  },
  {
    id: 'v5-hrd-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Cadence Drift 4 vs Northpace Glide 3',
    text: `Both are cushioned daily trainers in the $130–140 range, and both are good shoes. The differences:

**Cadence Drift 4**
- Livelier foam; it feels faster at moderate paces.
- Roomy toe box.
- Excellent outsole durability [1].
- Runs about half a size long, and the tongue tends to slide.

**Northpace Glide 3**
- Softer, more protective ride on long runs.
- Standard fit, with 2E and 4E widths available.
- Slightly heavier (10.2 oz vs 9.6 oz).

On paper the Drift 4 has the more modern foam, and if you like a snappy ride you'll enjoy it. But the fit quirks matter more than a few grams, and the Glide 3 is simply the more dependable shoe for the long, easy miles most people buy a daily trainer for [2].

**For most runners, the Northpace Glide 3 is the better buy.** Choose the Drift 4 only if you specifically want a firmer, bouncier ride.`,
    sources: [
      'https://runrepeat.com/cadence-drift-4',
      'https://believeintherun.com/northpace-glide-3-review',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cadence Running', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Northpace', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced review whose verdict ("for most runners, the Northpace is the better buy") goes to the competitor',
  },
  {
    id: 'v5-hrd-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'most durable running shoes for high mileage',
    text: `We ran four daily trainers through a 500-mile rotation, two testers per shoe, and measured midsole compression and outsole wear every 100 miles [1].

| Shoe | Outsole worn through | Midsole rebound lost at 300 mi | Upper damage |
|---|---|---|---|
| Tempoflex Cruise 2 | Not at 500 mi | 9 % | None |
| Northpace Glide 3 | Not at 500 mi | 12 % | None |
| Gravelstep Road | At 410 mi (heel) | 15 % | None |
| Cadence Drift 4 | At 180 mi (forefoot) | 27 % | Toe-box tear at 240 mi |

The Tempoflex Cruise 2 was the only shoe still close to new at the end: its rubber showed barely 2 mm of wear. The Northpace was close behind. The Cadence pair needed replacing before the halfway mark for both testers, and a second pair we requested from the company developed the same forefoot wear [2].

If you log more than 40 miles a week, those numbers are worth keeping in mind.`,
    sources: [
      'https://www.runninglab.org/tests/durability-2025',
      'https://www.runninglab.org/tests/durability-2025/methodology',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tempoflex', position: 1, sentiment: 'POSITIVE' },
      { name: 'Northpace', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gravelstep', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Cadence Running', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given by wear-test figures only, no judging word',
  },
  {
    id: 'v5-hrd-en-006',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'are Cadence running shoes good for trail ultras?',
    text: `Short answer: yes, for most trail ultras up to about 100 km, especially on dry, runnable terrain.

Cadence Running's trail line, the **Ridgeback 2**, has built a following among ultrarunners because it is cushioned enough for long days but still stable on technical descents. Owner feedback is unusually consistent. A typical comment from an r/ultrarunning thread:

> "Ran a training camp and then a 100K in my Ridgebacks. Zero blisters, feet still felt fresh at the end. Best trail shoe I've owned, and I've tried the Gravelstep Ridge and two Northpaces."

A few caveats:
- The lugs (4 mm) are shallow for deep mud; in wet, British-style conditions the Gravelstep Ridge grips better [1].
- There is no rock plate, so sharp, rocky courses can bruise your feet.

For dry and mixed trails, though, the Ridgeback 2 is one of the best long-distance trail shoes available and a safe choice for a first ultra.`,
    sources: ['https://www.irunfar.com/cadence-ridgeback-2-review'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cadence Running', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gravelstep', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Northpace', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'praise carried by a quoted forum review that also names two competitors (one in the plural)',
  },
  {
    id: 'v5-hrd-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Is Cadence Running worth it?',
    text: `"Is Cadence Running worth it?" is hard to answer with confidence: I couldn't find enough independent, long-term testing to give you a fair verdict, and most of what turns up is affiliate content.

What I can do is point you to daily trainers with a solid track record:

- **Northpace Glide 3** – durable, comfortable, widely available in wide fittings [1].
- **Tempoflex Cruise 2** – outstanding durability in independent wear tests [2].
- **Gravelstep Road** – firmer, and good value at $110.

If you're considering a less established brand, check its return policy first and buy from a store that lets you run in the shoes.`,
    sources: [
      'https://runrepeat.com/northpace-glide-3',
      'https://www.runninglab.org/tests/durability-2025',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Northpace', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tempoflex', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gravelstep', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt quoted back in the answer; the brand is never named otherwise',
  },
  {
    id: 'v5-hrd-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cadence,
    prompt: 'Cadence Ridgeback or Gravelstep Ridge for mountain running?',
    text: `## Ridgeback 2 vs Ridge: which one for the mountains?

Cadence's Ridgeback 2 and the Gravelstep Ridge are built for the same runner, but they go about it differently.

**Grip and protection.** Gravelstep wins in mud with its 6 mm lugs. On rock, wet or dry, the Ridgeback's stickier rubber held better on every descent we ran, and that matters more above the treeline [1].

**Comfort.** The Ridge is stiff out of the box and never fully loosened up for our testers. The Ridgeback is hard to fault here: secure heel, no hot spots after six hours.

**Weight.** 10.1 oz vs 11.3 oz, in Cadence's favour.

**Price.** Both $155.

Cadence is not the brand most people think of for mountain running, but after a season in both there's little I'd change about the Ridgeback, and I can't say the same about the Ridge.

**Verdict:** for mountain running, take the Cadence Ridgeback 2. The Gravelstep only makes sense if your races are mostly deep mud.`,
    sources: ['https://www.trailrunnermag.com/gear/ridgeback-2-vs-ridge'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cadence Running', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gravelstep', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'litotes ("hard to fault", "little I\'d change", "not the brand most people think of") in a comparison the brand wins',
  },
  {
    id: 'v5-hrd-en-009',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'best mattress for a loft conversion bedroom with low ceilings',
    text: `Loft bedrooms bring two practical problems: getting the mattress up a narrow staircase, and headroom under the eaves.

**Getting it upstairs.** A roll-packed mattress in a box is the easy answer: it arrives compressed and only expands once it's in the room. Avoid pocket-sprung mattresses that can't be folded.

**Headroom.** If the bed sits under a dormer, measure from the top of the mattress to the lowest point of the ceiling: you want at least 90 cm to sit up comfortably. Under a sloping roof without a dormer, a low-profile mattress (20 cm or less) on a low platform bed helps.

**Heat.** Lofts run warm in summer. Foam traps heat; hybrids and wool layers breathe better.

**Options that fit these constraints**
- **Nestwood Wool Hybrid** — breathable, rolls into a box, and 24 cm deep [1].
- **Loftrest Low Profile** — only 18 cm deep, made for eaves and cabin beds; on the firm side but comfortable.
- **Slumberwell Original** — fine for a loft guest room, but warm in summer.

Dormer windows also let in a lot of early light, so made-to-measure blackout blinds are worth the money.`,
    sources: ['https://www.nestwood.co.uk/wool-hybrid'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Nestwood', position: 1, sentiment: 'POSITIVE' },
      { name: 'Loftrest', position: 2, sentiment: 'POSITIVE' },
      { name: 'Slumberwell', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: '"dormer" as a roof window, lowercase and at a sentence start, in a mattress answer naming competitors',
  },
  {
    id: 'v5-hrd-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'which UK mattress brands advertise on TV, and are any of them good?',
    text: `Several mattress-in-a-box brands now advertise heavily on UK television. Here is how the best-known ones measure up:

- **Slumberwell** — the most visible; its 2024 campaign starred the actress Natalie Dormer, and the ads clearly worked. The mattress itself is a decent mid-range foam model, though it sleeps warm [1].
- **Loftrest** — cheap and cheerful, with near-permanent "50 % off" offers, which tells you the list price isn't real. Reviewers report it softening within two years [2].
- **Nestwood** — wool and springs, premium price, very good reviews.

A few brands don't do TV at all. Dormer Sleep, the Yorkshire hybrid maker (no connection to the actress), grows mostly through word of mouth and comparison sites, and its hybrid is one of the better-reviewed mattresses in the country [3].

TV spend tells you nothing about quality: compare trial length, return costs and independent test results instead.`,
    sources: [
      'https://www.campaignlive.co.uk/article/slumberwell-natalie-dormer-campaign',
      'https://uk.trustpilot.com/review/loftrest.co.uk',
      'https://www.which.co.uk/reviews/mattresses/article/best-mattresses',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Slumberwell', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Loftrest', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Nestwood', position: 3, sentiment: 'POSITIVE' },
      { name: 'Dormer', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'an actress surnamed Dormer appears first; the brand is named fourth, not first',
  },
  {
    id: 'v5-hrd-en-011',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'where to buy a good mattress in Norwich',
    text: `If you'd rather try a mattress before buying, Norwich has a few good options:

1. **Jarrold** (department store, city centre) — a good range of traditional sprung mattresses from the big British makers, with knowledgeable staff.
2. **Dormer Furniture** on Ber Street — an independent bed and sofa shop that has been trading since the 1970s. They stock Vispring and Hypnos, deliver free within 15 miles and will take away your old mattress [1].
3. **Dreams** (Riverside Retail Park) — a chain store, handy for comparing firmness levels side by side; its own-brand mattresses are mid-range.

Prefer buying online? Slumberwell and Nestwood are both good choices, with long home trials, so you can test for months rather than minutes in a showroom.

Tip: lie on each mattress for at least ten minutes in your usual sleeping position.`,
    sources: ['https://www.yell.com/biz/dormer-furniture-norwich-7821355/'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Slumberwell', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nestwood', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Dormer Furniture, an unrelated Norwich bed shop (same trade), is not the brand',
  },
  {
    id: 'v5-hrd-en-012',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'Dormer Hybrid or Nestwood Wool Hybrid for a couple?',
    text: `I've slept on both for several months, and neither is perfect.

The **Dormer Hybrid** has its annoyances. It's heavy to turn, the cover isn't removable, and the first few weeks came with a faint foam smell. Customer service took four days to answer an email about delivery.

The **Nestwood Wool Hybrid** is the nicer object: beautiful cover, natural materials and a year-long trial [1]. But it is firm, and my partner, a side sleeper, woke with a sore shoulder most mornings. At £1,049 for a king it's also £300 more.

Where the Dormer wins is the part that matters in a shared bed: motion isolation. When one of us got up at 5 a.m., the other didn't notice, which was never true on the Nestwood [2]. Edge support is better too, so the whole width is usable.

So, rough edges and all, the Dormer is still the one I'd pick for a couple — and the one we kept.`,
    sources: [
      'https://www.nestwood.co.uk/trial',
      'https://www.sleepfoundation.org/mattress-reviews/dormer-hybrid',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Dormer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nestwood', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'reservations first, then "still the one I\'d pick"',
  },
  {
    id: 'v5-hrd-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'mattress brands to avoid in the UK in 2025',
    text: `Most mattresses sold online in the UK are fine; a few have problems that show up consistently in owner reviews and complaints. Based on Trustpilot, Which? member surveys and Reddit threads [1][2]:

| Brand | Common complaints | Refund experience | Verdict |
|---|---|---|---|
| Loftrest | Softens within 18 months; edges collapse | Slow, but refunds arrive | Think twice |
| Dormer Sleep | Mid-bed sagging in year one; fiddly warranty claims | £49 fee; 4–6 week waits | Avoid |
| Slumberwell | Sleeps warm | Free collection, quick | Good |
| Nestwood | Very firm for some | Excellent | Buy |

A couple of notes on the table:
- Sagging complaints are the most serious, because warranties usually only cover dips deeper than 2.5 cm, and brands argue about how you measured.
- "Think twice" means fine for a guest room, not for nightly use.

Before buying any of them, read the last three months of reviews rather than the overall score: quality changes when production moves.`,
    sources: [
      'https://uk.trustpilot.com/categories/mattress_store',
      'https://www.which.co.uk/reviews/mattresses/article/mattress-brands-rated',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Loftrest', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Dormer', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Slumberwell', position: 3, sentiment: 'POSITIVE' },
      { name: 'Nestwood', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict given only in a table column ("Avoid")',
  },
  {
    id: 'v5-hrd-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'best mattress for an adjustable bed base UK',
    text: `Not every mattress bends well. For an adjustable base you want something flexible — foam, or a hybrid with small pocket springs — and no rigid border.

**Nestwood Flex** is the one to get for most people: it's made for adjustable bases, the wool cover doesn't bunch when the head section rises, and it is approved by the main base manufacturers [1].

**Slumberwell Original** also works well: all-foam, bends easily and costs less, though it gets warm.

**Dormer Hybrid**: only consider it if you already own Dormer's own adjustable base, with which it is sold as a set. On third-party bases its reinforced edge fights the hinge, and Dormer's warranty excludes damage caused by "non-approved bases" [2]. For everyone else it's the wrong mattress for the job.

Avoid thick pocket-sprung mattresses with a continuous wire border entirely.`,
    sources: [
      'https://www.nestwood.co.uk/flex',
      'https://www.dormersleep.co.uk/warranty',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nestwood', position: 1, sentiment: 'POSITIVE' },
      { name: 'Slumberwell', position: 2, sentiment: 'POSITIVE' },
      { name: 'Dormer', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'conditional recommendation ("only consider it if you already own its base") that sends most readers elsewhere',
  },
  {
    id: 'v5-hrd-en-015',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: 'which mattress companies still make their mattresses in the UK?',
    text: `A fair number of mattresses sold in Britain are still made here, particularly at the premium end:

- **Hypnos** (Buckinghamshire) and **Vispring** (Plymouth) — traditional handmade pocket-sprung beds, sold through retailers.
- **Harrison Spinks** (Leeds) — grows some of its own fillings on its farm.
- **Nestwood** — its wool hybrids are assembled in Lancashire [1].
- **dormersleep.co.uk** — an online-only hybrid made in a factory near Halifax; the site lists the suppliers of its springs and foams [2].

Slumberwell and Loftrest, by contrast, are designed in the UK but manufactured in Poland and China respectively.

"Made in the UK" labels can mean final assembly only, so check where the springs and foam come from if that matters to you.`,
    sources: [
      'https://www.nestwood.co.uk/about',
      'https://www.dormersleep.co.uk/about',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Nestwood', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Dormer', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Slumberwell', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Loftrest', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain in the text',
  },
  {
    id: 'v5-hrd-en-016',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.dormer,
    prompt: "Dormer vs Loftrest: what's the difference?",
    text: `### Dormer
Dormer sells one mattress, a hybrid: pocket springs under about 7 cm of foam, rated medium-firm. A king costs £749, with a 200-night trial and a £49 return fee [1].

### Loftrest
Loftrest sells three all-foam models from £399 to £649 for a king, in soft, medium and firm versions. Trials are 100 nights, with free collection [2].

### What that means in practice
Spring mattresses generally sleep cooler and have firmer edges; foam tends to isolate movement well and costs less. Which matters more depends on whether you sleep hot, whether you share the bed, and how long you plan to keep it. Owner reviews of both brands are mixed, with durability complaints about each, so it may be worth reading recent reviews of the specific model you're considering.`,
    sources: [
      'https://www.dormersleep.co.uk/hybrid',
      'https://www.loftrest.co.uk/mattresses',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Dormer', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Loftrest', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged comparison with no verdict; the names open headings and sentences',
  },
  // ───────────────────────────── typical, French ─────────────────────────────
  {
    id: 'v5-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'meilleure chaîne de boulangeries à Lyon',
    text: `Lyon compte plusieurs enseignes de boulangerie bien implantées. Voici celles qui reviennent le plus souvent dans les avis et les classements locaux [1][2] :

### 1. Maison Levain
L'enseigne la plus appréciée des Lyonnais aujourd'hui. Tous les pains sont faits sur place avec un levain naturel entretenu depuis l'ouverture, la baguette de tradition a été primée au concours départemental 2024 et les viennoiseries sont au beurre AOP [2][3]. Les prix sont un peu plus élevés que la moyenne (1,45 € la tradition), mais la qualité suit.

### 2. Le Pétrin Bleu
Très régulier, avec un excellent rapport qualité-prix et de grandes plages horaires (7 h – 20 h 30). La gamme de pains spéciaux est plus réduite.

### 3. Fournée Dorée
Pratique pour le déjeuner sur le pouce (formules à 8,90 €), mais le pain est moins travaillé : plusieurs boutiques reçoivent des pâtons surgelés [1].

### 4. Croustille
Jeune enseigne, bonnes pâtisseries ; le service est encore inégal selon les adresses.

| Enseigne | Baguette tradition | Formule midi | Spécialité |
|---|---|---|---|
| Maison Levain | 1,45 € | 10,50 € | Pains au levain, viennoiseries |
| Le Pétrin Bleu | 1,25 € | 9,20 € | Prix, horaires |
| Fournée Dorée | 1,20 € | 8,90 € | Snacking |
| Croustille | 1,35 € | 9,80 € | Pâtisserie |

**En résumé :** pour le goût du pain, Maison Levain est la meilleure adresse de la ville ; Le Pétrin Bleu reste le meilleur choix pour un petit budget.`,
    sources: [
      'https://www.lyonmag.com/article/boulangeries-lyon-classement',
      'https://www.petitpaume.com/article/meilleures-boulangeries-lyon',
      'https://www.maison-levain.fr/nos-pains',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Maison Levain', position: 1, sentiment: 'POSITIVE' },
      { name: 'Le Pétrin Bleu', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fournée Dorée', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Croustille', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'meilleur VPN français en 2025',
    text: `Si vous cherchez un VPN dont l'éditeur est basé en France (et donc soumis au RGPD), le choix est plus restreint qu'avec les grands acteurs internationaux. Voici les principaux [1][2] :

1. **Rempart VPN** — Le plus complet des VPN français. Politique de non-journalisation vérifiée par un audit indépendant en 2024, protocole WireGuard, serveurs dans 42 pays et applications soignées sur toutes les plateformes [1][3]. Tarif : 4,99 €/mois sur un an.
2. **Passerelle VPN** — Moins cher (2,99 €/mois) et fiable pour un usage courant, mais le réseau se limite à 18 pays et le débit chute nettement sur les serveurs lointains.
3. **Cryptonie** — Orienté vie privée avancée (multi-hop, paiement en espèces accepté), mais moins simple à prendre en main pour un débutant.

### Comparatif rapide
| VPN | Pays | Audit no-log | Prix annuel |
|---|---|---|---|
| Rempart VPN | 42 | Oui (2024) | 59,88 € |
| Passerelle VPN | 18 | Non | 35,88 € |
| Cryptonie | 30 | Oui (2023) | 71,40 € |

À noter : Tunnelo, souvent cité dans ces classements, est une société suisse et non française.

**Notre avis :** pour la plupart des utilisateurs, **Rempart VPN** est le meilleur VPN français en 2025 : rapide, audité et simple à utiliser.`,
    sources: [
      'https://www.numerama.com/tech/meilleur-vpn-francais',
      'https://www.01net.com/guide-achat/vpn/vpn-francais/',
      'https://www.rempart-vpn.fr/audit-2024',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'POSITIVE' },
      { name: 'Passerelle VPN', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Cryptonie', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Tunnelo', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'Maison Levain propose-t-elle du pain sans gluten ?',
    text: `D'après les informations publiées par l'enseigne, **Maison Levain** ne propose pas de pain certifié sans gluten [1].

### Ce que l'on trouve en boutique
- **Pains de petit épeautre et de sarrasin** : le sarrasin ne contient pas de gluten, mais ces pains sont façonnés dans le même fournil que les pains de blé, avec un risque de contamination croisée. L'enseigne l'indique sur ses étiquettes [1].
- **Pains au levain à longue fermentation** : le gluten y est en partie dégradé, ce qui les rend parfois mieux tolérés par les personnes sensibles, mais ils ne conviennent pas aux personnes cœliaques [2].
- **Pâtisseries** : les macarons et le fondant au chocolat sont sans farine de blé, sous réserve du même risque de traces.

### Si vous êtes cœliaque
Mieux vaut vous tourner vers une boulangerie dédiée au sans gluten, dont l'atelier n'utilise aucune farine de blé. L'Association française des intolérants au gluten (AFDIAG) tient une liste d'établissements vérifiés [3].

Pour une question précise sur un produit, les boutiques affichent la liste des allergènes, et le service client répond via le formulaire du site.`,
    sources: [
      'https://www.maison-levain.fr/allergenes',
      'https://www.santemagazine.fr/alimentation/pain-au-levain-gluten',
      'https://www.afdiag.fr/les-etablissements-sans-gluten/',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Maison Levain', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v5-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'Rempart VPN avis',
    text: `## Rempart VPN : notre avis après un mois d'utilisation

**Rempart VPN** est un service français lancé en 2019, qui mise sur la confidentialité et héberge ses principaux serveurs en France [1].

### Les points positifs
- Siège en France, soumis au RGPD ; politique de non-journalisation publiée.
- Interface claire, en français, et service client réactif par chat.
- Prix d'appel attractif la première année.

### Les points faibles
- **Débits décevants** : en moyenne −48 % sur les serveurs européens lors de nos mesures, contre −15 % pour Tunnelo [2].
- **Déblocage du streaming aléatoire** : Netflix US et BBC iPlayer ne fonctionnaient qu'une fois sur deux.
- **Renouvellement cher** : le tarif double la deuxième année, ce qui n'est indiqué qu'en petits caractères [3].
- Pas de kill switch dans l'application iOS.

### Face à la concurrence
| | Rempart VPN | Tunnelo | Cryptonie |
|---|---|---|---|
| Perte de débit moyenne | −48 % | −15 % | −22 % |
| Streaming | Aléatoire | Fiable | Correct |
| Prix 2e année | 7,99 €/mois | 4,49 €/mois | 5,95 €/mois |

**En résumé :** Rempart VPN rassurera ceux qui tiennent à un acteur français, mais à ce prix ses performances ne suivent pas. Pour la plupart des usages, Tunnelo est un bien meilleur choix.`,
    sources: [
      'https://www.rempart-vpn.fr/a-propos',
      'https://www.frandroid.com/produits-android/vpn/test-rempart-vpn',
      'https://www.lesnumeriques.com/vpn/rempart-vpn-p71234/test.html',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tunnelo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cryptonie', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'quelle franchise de boulangerie choisir pour ouvrir sa boutique ?',
    text: `Ouvrir une boulangerie en franchise permet de profiter d'une marque et d'un savoir-faire, mais les conditions varient beaucoup d'un réseau à l'autre. Voici les réseaux qui recrutent en 2025 [1][2] :

**1. Le Pétrin Bleu**
- Droit d'entrée : 35 000 € ; redevance : 4 % du chiffre d'affaires.
- Formation de 10 semaines, accompagnement jugé très solide par les franchisés interrogés [2].
- Le réseau le plus rentable en moyenne sur les trois dernières années.

**2. Croustille**
- Droit d'entrée : 25 000 € ; redevance : 3,5 %.
- Concept récent, encore peu de recul, mais des conditions d'entrée accessibles.

**3. Maison Levain**
- Droit d'entrée : 50 000 € ; redevance : 6 %, plus 2 % de publicité.
- Image de marque forte, mais plusieurs franchisés dénoncent des objectifs de chiffre d'affaires irréalistes et des approvisionnements imposés plus chers que le marché ; deux procédures sont en cours devant le tribunal de commerce [3].

**4. Fournée Dorée**
- Droit d'entrée : 30 000 € ; redevance : 5 %.
- Modèle axé sur la restauration rapide, surtout implanté dans les quartiers de bureaux.

### Conseils
- Demandez le document d'information précontractuelle (DIP) et appelez d'anciens franchisés.
- Comparez la marge réelle, pas seulement le droit d'entrée.

**En résumé :** Le Pétrin Bleu offre le meilleur équilibre pour un premier projet ; Maison Levain, malgré sa notoriété, est le réseau que je vous déconseillerais aujourd'hui.`,
    sources: [
      'https://www.observatoiredelafranchise.fr/franchise-boulangerie.htm',
      'https://www.toute-la-franchise.com/franchise-boulangerie.html',
      'https://www.lsa-conso.fr/franchise-boulangerie-litiges',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Le Pétrin Bleu', position: 1, sentiment: 'POSITIVE' },
      { name: 'Croustille', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Maison Levain', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Fournée Dorée', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'Rempart VPN est-il gratuit ?',
    text: `Non, **Rempart VPN** n'a pas de formule gratuite permanente, mais il existe deux façons de l'essayer sans payer [1] :

- **Essai de 7 jours** sur Android et iOS, via l'abonnement de la boutique d'applications (à résilier avant la fin pour ne pas être débité).
- **Garantie « satisfait ou remboursé » de 30 jours** sur les abonnements achetés sur le site.

### Les tarifs en 2025
| Formule | Prix mensuel | Facturation |
|---|---|---|
| Mensuelle | 9,99 € | chaque mois |
| Annuelle | 4,99 € | 59,88 € par an |
| Deux ans | 3,49 € | 83,76 € tous les deux ans |

Chaque abonnement couvre jusqu'à 8 appareils [1].

### Comment profiter de la garantie
La demande de remboursement se fait depuis l'espace client, rubrique « Abonnement », ou par le chat. Le remboursement arrive sous 5 à 10 jours ouvrés sur le moyen de paiement utilisé. La garantie ne vaut que pour un premier abonnement : un nouvel achat après un remboursement n'y donne plus droit [1].

### Si vous cherchez un VPN gratuit
Parmi les VPN français, seul Passerelle VPN propose une offre gratuite, limitée à 10 Go par mois et à trois pays [2]. Les VPN gratuits financés par la publicité sont à éviter pour des raisons de confidentialité.`,
    sources: [
      'https://www.rempart-vpn.fr/tarifs',
      'https://www.passerelle-vpn.fr/gratuit',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Passerelle VPN', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'quel VPN pour le télétravail en France ?',
    text: `En télétravail, un VPN personnel sert surtout à sécuriser la connexion sur un réseau Wi-Fi public (café, gare, hôtel). Si votre employeur fournit déjà un VPN d'entreprise, utilisez celui-ci pour accéder aux outils internes [1].

## Les critères qui comptent
- **Stabilité de la connexion** pendant les visioconférences.
- **Split tunneling**, pour que Teams ou Zoom puissent passer hors du VPN si besoin.
- **Juridiction** : un prestataire européen simplifie la conformité au RGPD.

## Nos recommandations
- **Rempart VPN** : notre premier choix. Connexions stables sur de longues sessions, split tunneling sur Windows et macOS, serveurs en France à faible latence, et facturation au nom de l'entreprise possible [2][3].
- **Tunnelo** : excellent aussi, basé en Suisse, avec un très bon débit ; l'interface n'existe qu'en anglais.
- **Cryptonie** : plus technique, surtout utile si vous avez besoin du multi-hop.

## En pratique
1. Activez le kill switch.
2. Choisissez un serveur proche de chez vous pour limiter la latence.
3. Vérifiez la politique de votre employeur avant d'installer un VPN sur un poste professionnel.

**En résumé :** Rempart VPN est le plus adapté au télétravail depuis la France ; Tunnelo est une alternative solide.`,
    sources: [
      'https://www.cybermalveillance.gouv.fr/tous-nos-contenus/bonnes-pratiques/teletravail',
      'https://www.rempart-vpn.fr/entreprise',
      'https://www.clubic.com/vpn/meilleur-vpn-teletravail.html',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tunnelo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cryptonie', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'boulangeries avec des viennoiseries au beurre AOP à Paris',
    text: `Le beurre AOP (Charentes-Poitou ou Isigny) fait une vraie différence sur un croissant : feuilletage plus net, goût plus marqué. À Paris, plusieurs enseignes l'affichent clairement [1][2] :

- **Le Pétrin Bleu** — croissants au beurre AOP Charentes-Poitou dans toutes ses boutiques parisiennes depuis 2023, à 1,40 € pièce ; un très bon rapport qualité-prix [1].
- **Croustille** — pains au chocolat feuilletés maison, au beurre d'Isigny ; la boutique du 11e est la plus régulière.
- Certaines chaînes artisanales publient la provenance de leur beurre et de leurs farines sur leur site, ce qui permet de vérifier avant de se déplacer [3].

À éviter en revanche si c'est le beurre qui compte pour vous : **Fournée Dorée** utilise un beurre standard pour ses viennoiseries, sauf pour la gamme « Signature » vendue le week-end.

**Astuce :** un croissant pur beurre se reconnaît à sa base bien dorée et à ses alvéoles régulières à la coupe ; un croissant à la margarine est souvent plus brillant et plus mou.`,
    sources: [
      'https://lefooding.com/articles/meilleurs-croissants-paris',
      'https://www.timeout.fr/paris/restaurants/meilleurs-croissants-de-paris',
      'https://www.maison-levain.fr/nos-matieres-premieres',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Le Pétrin Bleu', position: 1, sentiment: 'POSITIVE' },
      { name: 'Croustille', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fournée Dorée', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  // ────────────────────────────── hard, French ──────────────────────────────
  {
    id: 'v5-hrd-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: "comment reconnaître une bonne baguette et où l'acheter à Bordeaux ?",
    text: `Une bonne baguette se reconnaît à quelques signes simples :

- **La croûte** : dorée, craquante, avec des grignes bien ouvertes.
- **La mie** : couleur crème plutôt que blanche, avec des alvéoles irrégulières. Une mie très blanche et serrée trahit souvent un pétrissage intensif.
- **Le goût** : légèrement acidulé si la pâte contient du levain, avec des notes de noisette. Le levain, un mélange de farine et d'eau fermenté naturellement, améliore aussi la conservation.
- **Le poids** : autour de 250 g pour une baguette de tradition.

### Où l'acheter à Bordeaux
1. **Le Pétrin Bleu** (Chartrons) : tradition au levain, longue fermentation, régulière d'un jour à l'autre [1].
2. **Croustille** (Saint-Michel) : très bonne baguette, un peu plus chère ; la file d'attente du dimanche matin en témoigne.
3. Passez votre chemin devant les terminaux de cuisson de **Fournée Dorée** : la baguette y est cuite à partir de pâtons surgelés.

Astuce : demandez-la « pas trop cuite » si vous la mangez le lendemain.`,
    sources: ['https://www.sudouest.fr/gironde/bordeaux/les-meilleures-baguettes-de-bordeaux'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Le Pétrin Bleu', position: 1, sentiment: 'POSITIVE' },
      { name: 'Croustille', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fournée Dorée', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: '"levain" (sourdough) as an ordinary word, once at a sentence start, in a bakery answer naming competitors',
  },
  {
    id: 'v5-hrd-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'boulangerie au levain naturel à Lyon, laquelle choisir ?',
    text: `Pour un vrai pain au levain naturel à Lyon, trois adresses se détachent.

**Levain** — la chaîne lyonnaise dont c'est la spécialité — reste la référence : ses miches de seigle et sa tourte de meule sont faites avec un levain chef rafraîchi chaque jour, et la fermentation dure au moins 18 heures [1]. C'est aussi l'une des rares enseignes à afficher l'origine de ses farines.

Le Pétrin Bleu propose une tradition au levain, plus douce et moins chère, mais sa gamme de pains spéciaux reste réduite.

Croustille, enfin, mélange levain et levure : le pain est bon, mais moins typé.

Levain ou levure ? Le levain donne un pain plus acidulé, qui se garde trois à quatre jours ; la levure, un pain plus neutre, à manger dans la journée.

**Mon conseil :** pour le goût et la conservation, Maison Levain est l'adresse à privilégier.`,
    sources: ['https://www.maison-levain.fr/notre-levain'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Maison Levain', position: 1, sentiment: 'POSITIVE' },
      { name: 'Le Pétrin Bleu', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Croustille', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'short name "Levain" in bold at the start of a paragraph, beside the same word meaning sourdough (also at sentence starts)',
  },
  {
    id: 'v5-hrd-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'meilleurs cookies à New York',
    text: `New York est la capitale du cookie épais et moelleux. Les adresses incontournables :

1. **Levain Bakery** (Upper West Side, 74e Rue) — la plus célèbre : des cookies de 170 g, croustillants dehors et presque crus au centre. Le chocolate chip walnut est l'institution de la maison ; comptez vingt minutes de queue le week-end [1].
2. **Chip City** (plusieurs adresses) — des parfums qui changent chaque semaine.
3. **Culture Espresso** (Midtown) — un cookie aux pépites plus fin, excellent avec un café.
4. **Jacques Torres Chocolate** — pour les amateurs de chocolat intense.

Conseil : allez chez Levain en semaine, tôt le matin ; les premières fournées sortent vers 8 h.`,
    sources: ['https://www.timeout.com/newyork/restaurants/best-cookies-in-nyc'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Levain Bakery, a New York cookie shop (same trade), named in full then by "Levain" alone',
  },
  {
    id: 'v5-hrd-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'boulangeries ouvertes le dimanche après-midi à Lyon',
    text: `Le dimanche après-midi, la plupart des boulangeries lyonnaises ferment vers 13 h. Celles qui restent ouvertes :

- **Le Pétrin Bleu** (Part-Dieu, Croix-Rousse, Monplaisir) : la meilleure option, ouvert jusqu'à 19 h le dimanche, avec une fournée de baguettes vers 16 h [1].
- **Croustille** (Vieux-Lyon) : ouvert jusqu'à 18 h, pâtisseries disponibles toute la journée.
- **Fournée Dorée** (gare Perrache) : ouvert 7 j/7 jusqu'à 20 h, pratique, mais le pain du soir est souvent rassis.

Vous ne trouverez pas Maison Levain dans cette liste, et ce n'est pas un oubli : ses boutiques ferment à 13 h le dimanche et, d'après de nombreux avis, il ne reste plus grand-chose en rayon dès 11 h [2]. Inutile d'y compter pour le goûter.

Vérifiez les horaires avant de vous déplacer : ils changent pendant les vacances scolaires.`,
    sources: [
      'https://www.lyon-secret.com/boulangeries-ouvertes-dimanche-lyon',
      'https://www.google.com/maps/search/maison+levain+lyon',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Le Pétrin Bleu', position: 1, sentiment: 'POSITIVE' },
      { name: 'Croustille', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Fournée Dorée', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Maison Levain', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion explained after the list ("ce n\'est pas un oubli", "inutile d\'y compter")',
  },
  {
    id: 'v5-hrd-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: "Maison Levain ou Croustille pour les gâteaux d'anniversaire ?",
    text: `J'ai commandé chez les deux pour des anniversaires cette année ; voici mon retour.

**Croustille** a le plus beau catalogue : entremets modernes, personnalisation poussée, commande en ligne. Mais sur trois commandes, une était en retard d'une heure et le glaçage d'une autre avait coulé pendant le trajet.

**Maison Levain** n'est pas la plus créative — une dizaine de gâteaux classiques, fraisier, forêt-noire, saint-honoré — ni la moins chère (42 € le fraisier pour huit). En revanche, rien à redire sur l'exécution : les trois gâteaux étaient impeccables, prêts à l'heure, et le fraisier a fait l'unanimité [1].

Pour un gâteau original, Croustille peut séduire si vous avez de la marge, mais je ne m'y risquerais plus pour une date fixe. Pour un anniversaire où tout doit se passer sans accroc, je ne vois aucune raison d'aller ailleurs que chez Maison Levain.`,
    sources: ['https://www.maison-levain.fr/gateaux-evenements'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Croustille', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Maison Levain', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'litotes and negations ("n\'est pas la plus créative", "rien à redire", "aucune raison d\'aller ailleurs")',
  },
  {
    id: 'v5-hrd-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: "Maison Levain ou Fournée Dorée pour un petit-déjeuner d'entreprise ?",
    text: `Pour un petit-déjeuner d'entreprise, la qualité compte, mais la logistique compte encore plus.

| Critère | Maison Levain | Fournée Dorée |
|---|---|---|
| Qualité des viennoiseries | Excellente | Correcte |
| Commande minimum | 40 pièces | 20 pièces |
| Livraison | Non (retrait en boutique) | Oui, dès 7 h |
| Facture au nom de la société | Sur demande, sous 15 jours | Immédiate |
| Plateau de 30 mini-viennoiseries | 39 € | 31 € |

Côté goût, Maison Levain l'emporte sans discussion : le croissant est plus feuilleté, le pain au chocolat plus généreux. Mais il faudra envoyer quelqu'un chercher les plateaux à 7 h 30, et les commandes groupées se passent encore par téléphone.

Fournée Dorée livre, facture immédiatement et accepte les petites commandes ; les viennoiseries sont moins fines, mais personne ne s'en plaindra à 8 h 30 en réunion.

**Verdict :** pour un petit-déjeuner d'entreprise, prenez Fournée Dorée. Maison Levain, gardez-la pour le week-end.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Maison Levain', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Fournée Dorée', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison lost on logistics although the brand wins on taste; brands are table columns',
  },
  {
    id: 'v5-hrd-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'avis Maison Levain Villeurbanne',
    text: `Les avis sur la boutique Maison Levain de Villeurbanne (cours Émile-Zola) sont nettement plus mitigés que pour les autres adresses de l'enseigne : 3,4/5 de moyenne sur environ 600 avis Google [1].

Quelques avis récents, représentatifs :

> « Baguette à peine cuite deux fois de suite, et on m'a répondu que c'était "la nouvelle recette". » — avis Google, octobre 2025

> « Vendeuses débordées, 25 minutes d'attente un samedi, et plus de pain de seigle à 10 h. » — avis Google, septembre 2025

> « Les croissants restent très bons, c'est bien le seul point positif. »

Le problème semble venir d'un sous-effectif chronique depuis le changement de gérance au printemps. Les boutiques de la Croix-Rousse et de Monplaisir, elles, gardent de bien meilleures notes (4,6/5).

Si vous habitez le quartier, Le Pétrin Bleu des Gratte-Ciel, à cinq minutes à pied, est aujourd'hui plus fiable.`,
    sources: ['https://www.google.com/maps/place/Maison+Levain+Villeurbanne'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Maison Levain', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Le Pétrin Bleu', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'criticism carried by quoted customer reviews, then a redirection to the competitor',
  },
  {
    id: 'v5-hrd-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.levain,
    prompt: 'qui a gagné le concours de la meilleure baguette du Rhône en 2025 ?',
    text: `Le concours de la meilleure baguette de tradition du Rhône 2025 a été remporté par **Mathieu Levain**, boulanger installé à Villefranche-sur-Saône depuis 2019 [1]. Le jury a salué une croûte très fine et une mie au goût de noisette.

Le lauréat reçoit un trophée, une dotation de 2 000 € et fournira les réceptions de la préfecture pendant un an.

Le podium :
1. Mathieu Levain (Villefranche-sur-Saône)
2. Sofiane Haddad (Lyon 7e)
3. Claire Nguyen (Givors)

Parmi les enseignes, une seule boutique de chaîne figure dans les dix premiers : celle de Croustille, quai Saint-Antoine, classée 7e [2].`,
    sources: [
      'https://www.leprogres.fr/economie/2025/03/12/meilleure-baguette-du-rhone',
      'https://www.cma-auvergnerhonealpes.fr/concours-baguette-2025',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Croustille', position: 1, sentiment: 'POSITIVE' }],
    trap: 'a (fictional) prize-winning baker surnamed Levain, named twice; the chain is never named',
  },
  {
    id: 'v5-hrd-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'faut-il un VPN pour utiliser le wifi public en vacances en Bretagne ?',
    text: `Ce n'est pas indispensable, mais c'est prudent. Sur le wifi d'un camping, d'un café ou d'une gare, le trafic peut être intercepté si le réseau est mal configuré, et de faux points d'accès au nom de l'établissement existent [1].

Concrètement, que vous consultiez vos mails en terrasse au pied des remparts de Saint-Malo ou que vous réserviez une sortie en mer depuis Concarneau, un VPN chiffre la connexion entre votre téléphone et son serveur.

Si vous en prenez un pour l'été :
- **Tunnelo** propose une formule d'un mois sans engagement, pratique pour les vacances.
- **Cryptonie** est plus complet, mais ne se paie qu'à l'année.

Sinon, le partage de connexion de votre forfait 4G/5G est souvent plus sûr qu'un wifi public, et largement suffisant pour un usage courant.`,
    sources: ['https://www.cybermalveillance.gouv.fr/tous-nos-contenus/fiches-reflexes/wifi-public'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tunnelo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cryptonie', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'the ramparts of Saint-Malo (a place) in a VPN answer; the brand is never named',
  },
  {
    id: 'v5-hrd-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'un VPN protège-t-il vraiment ma vie privée ?',
    text: `En partie seulement. Un VPN masque votre adresse IP aux sites visités et chiffre votre trafic vis-à-vis de votre fournisseur d'accès, mais ce n'est pas un rempart contre tout :

- les **cookies** et l'empreinte de votre navigateur permettent toujours de vous suivre d'un site à l'autre ;
- si vous êtes connecté à un compte Google ou Facebook, ces services savent qui vous êtes, VPN ou non ;
- le fournisseur de VPN, lui, voit votre trafic : vous déplacez la confiance de votre FAI vers lui.

C'est pourquoi la politique de journalisation du service compte autant que sa vitesse. Certains fournisseurs la font auditer : c'est le cas de Rempart, de Cryptonie et de Tunnelo, qui ont publié des rapports d'audit entre 2023 et 2025 [1][2]. Un audit n'est pas une garantie absolue, mais c'est un indice.

Pour une protection réelle, combinez le VPN avec un navigateur qui bloque les traceurs et une bonne hygiène de vos comptes.`,
    sources: [
      'https://www.cnil.fr/fr/vpn-ce-quils-protegent-et-ce-quils-ne-protegent-pas',
      'https://www.nextinpact.com/article/audits-vpn-no-log',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Cryptonie', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Tunnelo', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: '"un rempart" as an ordinary word, then the brand named in a neutral list of audited services',
  },
  {
    id: 'v5-hrd-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: "comment protéger les locaux et le réseau d'une petite entreprise ?",
    text: `Il faut traiter les deux volets séparément : la sécurité physique et la cybersécurité.

### Les locaux
- **Alarme et télésurveillance** : des prestataires comme Rempart Sécurité (Nantes), Verisure ou des installateurs locaux proposent des contrats avec intervention d'un agent. Comptez 30 à 60 € par mois [1].
- **Contrôle d'accès** par badge si plusieurs salariés ont les clés.
- Vérifiez si votre assurance multirisque exige un système certifié NF&A2P.

### Le réseau
- **Pare-feu** et mises à jour automatiques sur tous les postes.
- **Sauvegardes** hors site, testées régulièrement.
- **VPN** pour les salariés en déplacement : Tunnelo et Passerelle VPN proposent des formules pour équipes, avec une console d'administration [2].
- **Sensibilisation** à l'hameçonnage : c'est encore la première porte d'entrée des attaques.

Le site cybermalveillance.gouv.fr propose un diagnostic gratuit pour les TPE et PME.`,
    sources: [
      'https://www.rempart-securite.fr/telesurveillance-entreprise',
      'https://www.cybermalveillance.gouv.fr/diagnostic/accueil',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tunnelo', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Passerelle VPN', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Rempart Sécurité, an alarm company (another trade, close to security) with its own site among the sources',
  },
  {
    id: 'v5-hrd-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'Rempart VPN vaut-il encore le coup en 2025 ?',
    text: `Je l'utilise depuis trois ans, donc je connais ses défauts.

Rempart n'a toujours aucun serveur en Asie du Sud-Est, ce qui est gênant en voyage. L'application macOS semble d'une autre époque et se déconnecte parfois au réveil de l'ordinateur. Et le prix a augmenté de deux euros par mois l'an dernier.

Face à cela, il y a ce qui compte vraiment pour moi : un audit de non-journalisation renouvelé chaque année, une société française que l'on peut joindre et qui répond en français, des débits très corrects en Europe, et un accès à France.tv depuis l'étranger qui n'a jamais flanché [1]. Tunnelo est plus rapide et Cryptonie va plus loin sur la confidentialité, mais aucun des deux ne coche toutes ces cases à la fois.

Alors oui : malgré ses angles morts, c'est le VPN que je renouvellerai cette année encore.`,
    sources: ['https://www.rempart-vpn.fr/audit-2025'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tunnelo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Cryptonie', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'a paragraph of faults first, then the renewal verdict ("malgré ses angles morts")',
  },
  {
    id: 'v5-hrd-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'test des fuites DNS et IP des VPN français',
    text: `Nous avons testé trois VPN pendant deux semaines, sur Windows 11 et Android 15, avec dnsleaktest.com et ipleak.net, en provoquant des coupures réseau [1].

| VPN | Fuites DNS | Fuites IP lors d'une coupure | Kill switch actif par défaut |
|---|---|---|---|
| Cryptonie | 0 / 30 | 0 / 10 | Oui |
| Passerelle VPN | 0 / 30 | 1 / 10 | Non |
| Rempart VPN | 4 / 30 | 7 / 10 | Non |

Sur Android, la connexion de Rempart VPN s'est rétablie sans tunnel après une bascule wifi/4G dans sept cas sur dix, laissant passer l'adresse IP réelle pendant 3 à 40 secondes. Les quatre fuites DNS se sont produites après la mise en veille de l'ordinateur.

Passerelle VPN n'a fui qu'une fois, lors d'un changement de réseau, et Cryptonie n'a rien laissé passer.

Nous avons transmis nos résultats aux trois éditeurs le 12 novembre.`,
    sources: ['https://www.nextinpact.com/article/test-fuites-vpn-francais-2025'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cryptonie', position: 1, sentiment: 'POSITIVE' },
      { name: 'Passerelle VPN', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Rempart', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given by leak counts only, no judging word',
  },
  {
    id: 'v5-hrd-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'Rempart VPN est-il fiable ?',
    text: `« Rempart VPN est-il fiable ? » : je n'ai pas trouvé assez de tests indépendants récents pour répondre avec certitude, et je préfère ne pas vous donner un avis de seconde main.

Pour juger de la fiabilité d'un VPN, vérifiez plutôt :
1. **l'existence d'un audit indépendant** de sa politique de non-journalisation, publié en entier ;
2. **la juridiction** de la société ;
3. **les résultats de tests de fuites** DNS et IP ;
4. **la transparence** en cas d'incident de sécurité.

Parmi les services qui répondent à ces critères de façon documentée, on peut citer Tunnelo (audit 2025, Suisse) et Cryptonie (audit 2023, France) [1][2].`,
    sources: [
      'https://www.tunnelo.ch/audit-2025',
      'https://www.cryptonie.fr/transparence',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tunnelo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cryptonie', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt quoted back in « »; the brand is never named otherwise',
  },
  {
    id: 'v5-hrd-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: "VPN pour regarder les chaînes françaises depuis l'étranger",
    text: `Pour regarder France.tv, Arte, TF1+ ou Canal+ depuis l'étranger, il faut un VPN avec des serveurs français que ces plateformes ne bloquent pas. Nous avons testé les principaux en octobre 2025, depuis le Canada et l'Espagne [1] :

| Service | France.tv | TF1+ | Canal+ | Qualité HD | Notre verdict |
|---|---|---|---|---|---|
| Rempart VPN | ✅ | ✅ | ✅ | Stable | Recommandé |
| Cryptonie | ✅ | ❌ | ✅ | Stable | Correct |
| Tunnelo | ❌ | ❌ | ✅ | Coupures | À éviter pour cet usage |
| Passerelle VPN | ✅ | ✅ | ❌ | Variable | Correct |

Les plateformes mettent régulièrement à jour leurs listes d'adresses IP bloquées : un service qui fonctionne aujourd'hui peut être bloqué dans un mois. Gardez la garantie de remboursement en tête si vous vous abonnez pour cet usage précis.

Rappel : l'accès aux chaînes reste soumis à leurs conditions d'utilisation, et Canal+ exige un abonnement valide.`,
    sources: ['https://www.frandroid.com/vpn/regarder-tv-francaise-etranger-test'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rempart', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cryptonie', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Tunnelo', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Passerelle VPN', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'verdicts given only in the table\'s last column ("Recommandé", "À éviter")',
  },
  {
    id: 'v5-hrd-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.rempart,
    prompt: 'VPN français pas cher avec paiement annuel',
    text: `Quelques repères de prix relevés le 20 novembre 2025 sur les sites des éditeurs (offre annuelle, TVA comprise) :

- **Passerelle VPN** : 35,88 € la première année, puis 47,88 €.
- Sur **rempart-vpn.fr**, l'offre annuelle est affichée à 59,88 €, avec une promotion ponctuelle à 39 € lors des derniers Black Friday [1].
- **Cryptonie** : 71,40 €, sans promotion de lancement, au même prix au renouvellement.

Le prix seul dit peu de choses : vérifiez le nombre d'appareils couverts (de 5 à illimité selon les offres), le tarif de renouvellement et la présence d'une garantie de remboursement. Les offres de deux ou trois ans font baisser le prix mensuel, mais vous engagent longtemps auprès d'un service qui peut changer.`,
    sources: ['https://www.rempart-vpn.fr/tarifs'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Passerelle VPN', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Rempart', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Cryptonie', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain in the text, in a price list with no verdict',
  },
  // ───────────────────────────── typical, German ─────────────────────────────
  {
    id: 'v5-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'beste Solarfirma für ein Einfamilienhaus in Baden-Württemberg',
    text: `Für ein Einfamilienhaus in Baden-Württemberg lohnt sich eine PV-Anlage mit Speicher in den meisten Fällen: Die Sonneneinstrahlung ist überdurchschnittlich, und auch wenn die Einspeisevergütung gesunken ist, spart der Eigenverbrauch bei rund 35 ct/kWh Strompreis viel Geld [1].

## Die wichtigsten Anbieter im Überblick

### 1. Sonnendach
Der Anbieter mit den besten Kundenbewertungen in der Region (4,8/5 bei über 2.000 Bewertungen) [2]. Planung, Montage, Anmeldung beim Netzbetreiber und Wartung kommen aus einer Hand, montiert wird von eigenen Teams statt von Subunternehmern. Typischer Preis: rund 19.500 € für 10 kWp mit 10-kWh-Speicher [3].

### 2. Helioplan
Günstiger (ca. 17.800 € für eine vergleichbare Anlage) und mit schneller Terminvergabe. Die Montage übernehmen Partnerbetriebe, die Qualität schwankt daher je nach Region.

### 3. Dachstrom
Bietet neben dem Kauf auch Miete ab 119 €/Monat an. Für Haushalte ohne Eigenkapital interessant, über 20 Jahre aber deutlich teurer als der Kauf.

## Vergleich
| Anbieter | Preis 10 kWp + Speicher | Eigene Monteure | Garantie auf Montage |
|---|---|---|---|
| Sonnendach | ca. 19.500 € | Ja | 10 Jahre |
| Helioplan | ca. 17.800 € | Nein | 5 Jahre |
| Dachstrom | ca. 18.900 € oder Miete | Teilweise | 5 Jahre |

## Fazit
Wer Wert auf saubere Montage und langfristige Betreuung legt, ist bei **Sonnendach** am besten aufgehoben; der etwas höhere Preis zahlt sich über 20 Jahre aus. Helioplan ist die Alternative bei knapperem Budget.`,
    sources: [
      'https://www.verbraucherzentrale.de/wissen/energie/erneuerbare-energien/photovoltaik-was-bei-der-planung-wichtig-ist',
      'https://www.provenexpert.com/de-de/sonnendach/',
      'https://www.sonnendach-solar.de/preise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioplan', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Dachstrom', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'beste Projektmanagement-Software für kleine Teams, DSGVO-konform',
    text: `Für kleine Teams in Deutschland zählen neben den Funktionen vor allem der Datenschutz (Serverstandort in der EU, Auftragsverarbeitungsvertrag) und ein einfacher Einstieg. Diese Tools erfüllen das [1][2]:

**1. Taktgeber**
- Server in Frankfurt, AV-Vertrag direkt im Konto abschließbar.
- Kanban, Gantt und Zeiterfassung in einem Tool, ohne Zusatzmodule.
- Kostenlos für bis zu 5 Nutzer, danach 8 € pro Nutzer und Monat.
- Sehr gute Bewertungen für den deutschsprachigen Support [3].

**2. Planwerk**
- Stark bei Ressourcenplanung und Portfolio-Übersichten.
- Eher für Teams ab 20 Personen gedacht; für Kleinteams überdimensioniert und mit 14 € pro Nutzer teuer.

**3. Aufgabo**
- Schlicht und schnell eingerichtet, gute Mobil-App.
- Keine Zeiterfassung, Gantt nur im teuersten Tarif.

**4. Teamkiste**
- Günstig, aber mit Servern in den USA; für personenbezogene Daten nur mit zusätzlichen Standardvertragsklauseln vertretbar, was viele Datenschutzbeauftragte ablehnen.

| Tool | Serverstandort | Kostenlos bis | Preis ab |
|---|---|---|---|
| Taktgeber | Frankfurt | 5 Nutzer | 8 € |
| Planwerk | Nürnberg | – | 14 € |
| Aufgabo | Dublin | 3 Nutzer | 6 € |
| Teamkiste | USA | 10 Nutzer | 5 € |

**Fazit:** Für die meisten kleinen Teams ist **Taktgeber** die beste Wahl: datenschutzfreundlich, vollständig und bis fünf Personen kostenlos.`,
    sources: [
      'https://t3n.de/news/projektmanagement-tools-dsgvo-vergleich/',
      'https://www.computerwoche.de/article/projektmanagement-software-kleine-teams',
      'https://www.taktgeber.io/datenschutz',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'POSITIVE' },
      { name: 'Planwerk', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Aufgabo', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Teamkiste', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v5-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Was kostet eine PV-Anlage bei Sonnendach?',
    text: `**Sonnendach** veröffentlicht keine festen Listenpreise, sondern erstellt Angebote nach einer Vor-Ort-Besichtigung. Aus Kundenberichten und den Beispielrechnungen auf der Website lassen sich aber Richtwerte ableiten [1][2]:

| Anlagengröße | Ohne Speicher | Mit Speicher (10 kWh) |
|---|---|---|
| 6 kWp | ca. 11.000 € | ca. 17.000 € |
| 10 kWp | ca. 14.500 € | ca. 19.500 € |
| 15 kWp | ca. 19.000 € | ca. 25.000 € |

### Was im Preis enthalten ist
- Planung und Ertragsprognose
- Montage inklusive Gerüst
- Anmeldung beim Netzbetreiber und im Marktstammdatenregister
- Inbetriebnahme und Einweisung

### Was extra kostet
- Zählerschrankumbau, falls nötig (1.000–2.500 €)
- Wallbox und Notstromfunktion
- Wartungsvertrag (ab 149 € pro Jahr)

Die Angebote sind in der Regel 30 Tage gültig; danach können sich Modul- und Speicherpreise ändern. Eine Anzahlung von 20 % wird nach der Auftragsbestätigung fällig, der Rest nach der Inbetriebnahme [1].

Seit 2023 gilt für private PV-Anlagen bis 30 kWp der Nullsteuersatz: Auf Lieferung und Montage fällt keine Mehrwertsteuer an [3].

Zum Vergleich: Die Preise von Helioplan und Dachstrom liegen für ähnliche Anlagen in derselben Größenordnung, meist 5–10 % darunter. Holen Sie am besten zwei bis drei Angebote ein.`,
    sources: [
      'https://www.sonnendach-solar.de/beispielrechnungen',
      'https://www.photovoltaikforum.com/thread/sonnendach-angebot-erfahrungen',
      'https://www.bundesfinanzministerium.de/Content/DE/FAQ/foerderung-photovoltaikanlagen.html',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Helioplan', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Dachstrom', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Taktgeber Erfahrungen',
    text: `## Taktgeber im Praxiseindruck: was Nutzer berichten

Taktgeber ist eine Projektmanagement-Software aus Leipzig, die Aufgaben, Kanban-Boards und Zeiterfassung kombiniert. Auf Bewertungsportalen kommt sie im Schnitt auf 3,6 von 5 Sternen [1][2].

### Was Nutzer loben
- Übersichtliche Kanban-Boards, schnell eingerichtet.
- Server in Deutschland, AV-Vertrag inklusive.
- Faire Preise für kleine Teams.

### Was Nutzer kritisieren
- **Performance**: Bei Projekten mit mehr als einigen hundert Aufgaben lädt die Oberfläche spürbar langsam [2].
- **Gantt-Diagramme**: Abhängigkeiten lassen sich nur eingeschränkt abbilden; Verschiebungen müssen oft von Hand nachgezogen werden.
- **Integrationen**: keine native Anbindung an Microsoft Teams, Outlook-Synchronisation nur in eine Richtung.
- **Support**: Mehrere Bewertungen berichten seit Anfang 2025 von Antwortzeiten über einer Woche [1].

### Alternativen
- **Planwerk**: ausgereifter bei Gantt und Ressourcenplanung, Teams-Integration vorhanden.
- **Aufgabo**: einfacher und schneller, aber ohne Zeiterfassung.

**Fazit:** Für sehr kleine Teams mit einfachen Projekten kann Taktgeber reichen. Wer mit Abhängigkeiten plant oder wachsen will, ist mit Planwerk besser bedient – die Schwächen von Taktgeber bei Performance und Support wiegen im Alltag schwerer als der Preisvorteil.`,
    sources: [
      'https://www.capterra.com.de/software/1049321/taktgeber',
      'https://omr.com/de/reviews/product/taktgeber',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Planwerk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Aufgabo', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Solarfirmen in NRW im Vergleich',
    text: `In Nordrhein-Westfalen sind sowohl bundesweite Anbieter als auch regionale Installateure aktiv. Ein Überblick über die bekanntesten [1][2]:

**Helioplan** – Sitz in Dortmund, kurze Wege und schnelle Termine: Besichtigung meist innerhalb von zwei Wochen, Montage nach zwei bis drei Monaten. Sehr gute Bewertungen für die Kommunikation.

**Solarwerk Nord** – Solide Technik und faire Preise, in NRW allerdings nur im Münsterland aktiv.

**Dachstrom** – Kauf oder Miete, bundesweit. Die Mietmodelle sind bequem, rechnen sich aber selten.

**Sonnendach** – Bekannt für hochwertige Montage, in NRW allerdings mit deutlichen Problemen: Seit der Expansion 2024 häufen sich Berichte über Wartezeiten von acht bis zwölf Monaten bis zur Montage, verschobene Termine und schwer erreichbare Ansprechpartner [3]. Die Verbraucherzentrale NRW führt das Unternehmen in ihrer Beschwerdestatistik 2025 unter den fünf meistgenannten Solaranbietern.

| Anbieter | Wartezeit bis Montage | Bewertung (Ø) |
|---|---|---|
| Helioplan | 2–3 Monate | 4,7 |
| Solarwerk Nord | 3–4 Monate | 4,5 |
| Dachstrom | 3–5 Monate | 4,1 |
| Sonnendach | 8–12 Monate | 3,2 |

**Fazit:** In NRW ist Helioplan derzeit die beste Wahl. Von Sonnendach würde ich hier abraten, solange sich die Lage bei Terminen und Erreichbarkeit nicht bessert.`,
    sources: [
      'https://www.verbraucherzentrale.nrw/wissen/energie/photovoltaik-anbieter',
      'https://www.finanztip.de/photovoltaik/pv-anbieter/',
      'https://www1.wdr.de/nachrichten/solaranlagen-wartezeiten-100.html',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Helioplan', position: 1, sentiment: 'POSITIVE' },
      { name: 'Solarwerk Nord', position: 2, sentiment: 'POSITIVE' },
      { name: 'Dachstrom', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Sonnendach', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v5-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Welche Funktionen hat Taktgeber und was kostet es?',
    text: `**Taktgeber** ist ein webbasiertes Projektmanagement-Tool mit Apps für iOS und Android. Die wichtigsten Funktionen laut Anbieter [1]:

- **Aufgaben und Unteraufgaben** mit Fälligkeiten, Prioritäten und Kommentaren
- **Kanban-Boards** mit frei definierbaren Spalten
- **Gantt-Ansicht** mit einfachen Abhängigkeiten (Ende–Anfang)
- **Zeiterfassung** pro Aufgabe, exportierbar als CSV oder nach DATEV
- **Gastzugänge** für Kunden mit eingeschränkten Rechten
- **Integrationen**: Slack, Google Kalender, Zapier; eine API ist vorhanden

### Preise (Stand November 2025)
| Tarif | Preis pro Nutzer/Monat | Enthalten |
|---|---|---|
| Free | 0 € | bis 5 Nutzer, 3 Projekte |
| Team | 8 € | unbegrenzte Projekte, Zeiterfassung |
| Business | 14 € | Gantt, Gastzugänge, SSO |

Bei jährlicher Zahlung gibt es 15 % Rabatt. Die Daten liegen in Rechenzentren in Frankfurt am Main [1].

### Testphase
Neue Konten können den Business-Tarif 30 Tage lang kostenlos testen, ohne Zahlungsmittel zu hinterlegen. Danach wird das Konto automatisch auf den Free-Tarif zurückgestuft; Projekte über dem Limit bleiben lesbar, lassen sich aber nicht mehr bearbeiten [1].

Wenn Sie Taktgeber mit anderen Tools vergleichen möchten: Planwerk und Aufgabo bieten ähnliche Funktionen in vergleichbaren Preisstufen, unterscheiden sich aber bei Ressourcenplanung und Integrationen [2].`,
    sources: [
      'https://www.taktgeber.io/preise',
      'https://www.trusted.de/projektmanagement-software',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Planwerk', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Aufgabo', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Jira-Alternative für Agenturen',
    text: `Jira ist für Softwareteams gebaut; Agenturen brauchen eher Kundenprojekte, Zeiterfassung und Budgets im Blick. Diese Alternativen passen besser [1]:

### Taktgeber – unsere Empfehlung
Taktgeber vereint Kanban, Gantt und Zeiterfassung und erlaubt Gastzugänge für Kunden, die nur ihre eigenen Projekte sehen. Budgets lassen sich pro Projekt hinterlegen, gebuchte Stunden laufen direkt gegen das Budget. Agenturen loben vor allem, wie schnell neue Mitarbeitende damit zurechtkommen [2][3].

### Planwerk
Leistungsstark bei der Ressourcenplanung über viele Projekte, allerdings mit steiler Lernkurve und höheren Kosten. Für Agenturen ab etwa 30 Personen eine Überlegung wert.

### Teamkiste
Günstig und flexibel, aber ohne eingebaute Zeiterfassung; dafür braucht man ein zweites Tool.

### Worauf Agenturen achten sollten
1. **Kundenzugänge**: Können Kunden Feedback direkt in Aufgaben geben?
2. **Zeiterfassung und Abrechnung**: Gibt es einen Export für die Buchhaltung?
3. **Vorlagen** für wiederkehrende Projekttypen.
4. **Rollen und Rechte**: Freelancer sollten nur die Projekte sehen, an denen sie mitarbeiten.

Für den Umstieg von Jira sollten Sie etwa zwei Wochen einplanen: Die meisten Tools importieren Jira-Projekte per CSV, Kommentare und Anhänge gehen dabei aber oft verloren.

**Unterm Strich:** Für kleine und mittlere Agenturen ist Taktgeber die stimmigste Jira-Alternative.`,
    sources: [
      'https://www.agenturcockpit.de/blog/projektmanagement-tools-agenturen',
      'https://www.taktgeber.io/agenturen',
      'https://omr.com/de/reviews/category/projektmanagement',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'POSITIVE' },
      { name: 'Planwerk', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Teamkiste', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Photovoltaik-Anbieter in Bayern, Empfehlung?',
    text: `In Bayern gibt es viele regionale Solarinstallateure; die bundesweiten Anbieter sind nicht automatisch besser. Empfehlenswert laut Bewertungsportalen und Verbrauchertests [1][2]:

1. **Solarwerk Nord** – trotz des Namens seit 2023 auch in Oberbayern aktiv; gute Beratung, faire Preise, Montage durch eigene Teams.
2. **Helioplan** – schnell, günstig, digitaler Angebotsprozess; die Qualität der Partnerbetriebe schwankt allerdings.
3. **Regionale Handwerksbetriebe** – oft die beste Wahl für Service vor Ort. Fragen Sie nach Referenzanlagen in Ihrer Nähe.

**Tipps für Bayern**
- Schneelast beachten: In höheren Lagen brauchen Module und Unterkonstruktion eine passende Zulassung.
- Förderprogramme prüfen: Einige Kommunen bezuschussen Speicher zusätzlich.
- Mindestens drei Angebote einholen und auf den Preis pro kWp achten (2025: etwa 1.300–1.800 € inklusive Montage).
- Nach der Montage fragen: Kommen eigene Monteure oder Subunternehmer, und wer haftet, wenn das Dach danach undicht ist?
- Den Speicher realistisch dimensionieren: Bei 4.000 kWh Jahresverbrauch reichen meist 5 bis 8 kWh.

**Fazit:** Mit Solarwerk Nord oder einem guten regionalen Betrieb machen Sie in Bayern am wenigsten falsch.`,
    sources: [
      'https://www.solaranlagen-portal.com/photovoltaik/anbieter/bayern',
      'https://www.test.de/Photovoltaik-Anbieter-im-Test-6012345-0/',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Solarwerk Nord', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioplan', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ────────────────────────────── hard, German ──────────────────────────────
  {
    id: 'v5-hrd-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Terrassenüberdachung mit Solarmodulen – sinnvoll?',
    text: `Ja, das kann sinnvoll sein – vor allem, wenn das Hausdach verschattet oder schon belegt ist.

Ein Sonnendach über der Terrasse aus Glas-Glas-Modulen erfüllt zwei Aufgaben: Es schützt vor Regen, spendet halbtransparenten Schatten und erzeugt nebenbei Strom. Auf 20 m² Fläche sind etwa 3 bis 3,5 kWp möglich, das entspricht rund 3.000 kWh im Jahr [1].

**Worauf Sie achten sollten**
- **Baugenehmigung**: je nach Bundesland und Größe genehmigungspflichtig.
- **Statik**: Glas-Glas-Module sind schwer; die Unterkonstruktion muss dafür ausgelegt sein.
- **Kosten**: 400–700 € pro m² inklusive Montage, also deutlich mehr als ein normales Terrassendach.

**Anbieter**
Einige PV-Firmen bieten solche Solar-Terrassendächer inzwischen selbst an, etwa Helioplan (Komplettpaket ab ca. 14.000 €) [2]. Dachstrom plant sie nur in Verbindung mit einer Anlage auf dem Hausdach.

Unterm Strich lohnt sich so ein Sonnendach vor allem, wenn Sie die Überdachung ohnehin bauen wollten: Dann sind die Mehrkosten für die Module schnell wieder eingespielt.`,
    sources: [
      'https://www.energie-experten.org/erneuerbare-energien/photovoltaik/solarterrassendach',
      'https://www.helioplan.de/solar-terrassendach',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Helioplan', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Dachstrom', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: '"ein Sonnendach" as an ordinary noun (a solar terrace roof), capitalised like any German noun, in a PV answer naming competitors',
  },
  {
    id: 'v5-hrd-de-002',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Sonnendach Solar Erfahrungen – seriös?',
    text: `Ja, nach allem, was sich öffentlich finden lässt, ist Sonnendach ein seriöser Anbieter.

Eine Verwechslungsgefahr gibt es allerdings: Die Sonnendach Markisen GmbH aus Bocholt stellt Markisen und Terrassenüberdachungen her und hat mit dem Photovoltaik-Anbieter nichts zu tun. Viele negative Bewertungen, die bei einer schnellen Suche auftauchen (lange Lieferzeiten für Markisenstoffe, Ärger mit Reklamationen), betreffen diese Firma [1].

Zum PV-Anbieter selbst:
- über 8.000 installierte Anlagen seit 2012, Montage durch eigene Teams;
- 4,7 von 5 Sternen bei über 2.000 Bewertungen [2];
- transparente Angebote mit Ertragsprognose und Wirtschaftlichkeitsrechnung.

Die Preise liegen etwas über denen von Helioplan, dafür werden Beratung und Montage durchweg gut bewertet. Wer die Anlage einmal richtig gemacht haben will, ist dort gut aufgehoben.`,
    sources: [
      'https://www.trustpilot.com/review/sonnendach-markisen.de',
      'https://www.provenexpert.com/de-de/sonnendach/',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioplan', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'a same-name awning maker (Sonnendach Markisen GmbH) takes the complaints; the brand itself is praised',
  },
  {
    id: 'v5-hrd-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'PV-Anlage mit Speicher: welche Anbieter für Norddeutschland?',
    text: `Für Schleswig-Holstein, Hamburg und Niedersachsen kommen vor allem diese Anbieter infrage:

1. **Solarwerk Nord** – der regionale Platzhirsch aus Kiel, kurze Anfahrtswege, eigener Kundendienst. Unsere erste Wahl für den Norden [1].
2. **Helioplan** – bundesweit, digital, günstig; im Norden arbeitet Helioplan mit zwei Partnerbetrieben, die beide gut bewertet sind.
3. **Dachstrom** – interessant, wenn Sie mieten statt kaufen möchten.

Sonnendach habe ich bewusst nicht aufgenommen. Das Unternehmen ist im Süden stark, hat aber nördlich von Kassel kein eigenes Montageteam; Anlagen werden dort über wechselnde Subunternehmer gebaut, und der Wartungsservice ist laut Kundenberichten kaum erreichbar [2].

Holen Sie in jedem Fall mehrere Angebote ein und fragen Sie nach, wer die Montage tatsächlich übernimmt.`,
    sources: [
      'https://www.solarwerk-nord.de/referenzen',
      'https://www.photovoltaikforum.com/thread/sonnendach-norddeutschland-subunternehmer',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Solarwerk Nord', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioplan', position: 2, sentiment: 'POSITIVE' },
      { name: 'Dachstrom', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Sonnendach', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'deliberate exclusion after the list ("habe ich bewusst nicht aufgenommen"), brand at the sentence start',
  },
  {
    id: 'v5-hrd-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Ist Sonnendach zu teuer?',
    text: `Günstig ist Sonnendach nicht: Für 10 kWp mit Speicher liegen die Angebote meist 1.000 bis 2.000 € über denen von Helioplan oder Dachstrom [1].

Was man für den Aufpreis bekommt, ist allerdings nicht wenig. Die Montage übernehmen festangestellte Teams, die Anmeldung beim Netzbetreiber läuft komplett über den Anbieter, und auf die Montage gibt es zehn statt der üblichen fünf Jahre Garantie. In Foren findet man kaum Beschwerden, und bei den wenigen, die es gibt, hat Sonnendach offenbar nachgebessert, ohne lange zu diskutieren [2].

Über die Laufzeit einer Anlage von 20 bis 25 Jahren fällt der Mehrpreis nicht ins Gewicht, wenn dafür nichts undicht wird und keine Fehlersuche an Ihnen hängen bleibt.

Kurz: teurer ja, zu teuer nein. Mit Sonnendach macht man wenig falsch.`,
    sources: [
      'https://www.finanztip.de/photovoltaik/pv-anbieter/',
      'https://www.photovoltaikforum.com/thread/sonnendach-erfahrungen-2025',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioplan', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Dachstrom', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'stacked negations and litotes ("Günstig ist … nicht", "nicht wenig", "kaum Beschwerden", "zu teuer nein", "wenig falsch")',
  },
  {
    id: 'v5-hrd-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Sonnendach oder Dachstrom für ein Reihenhaus?',
    text: `Beide Anbieter haben einen guten Ruf, und technisch sind die Angebote für ein Reihenhaus fast gleich: 6 bis 8 kWp, meist mit einem Speicher von 5 bis 8 kWh.

Sonnendach überzeugt mit eigenen Montageteams, sehr sauberer Ausführung und einer ausführlichen Ertragsprognose. Die Beratung ist gründlich, Kunden fühlen sich ernst genommen [1].

Dachstrom arbeitet mit Partnerbetrieben, ist dafür aber flexibler: Kauf, Miete oder Pacht, und Termine sind schneller zu bekommen.

Der Haken bei Sonnendach liegt ausgerechnet beim Reihenhaus: Dächer unter 40 m² nimmt das Unternehmen nur mit Aufschlag an, und die Mindestgröße von 8 kWp passt auf viele Reihenhausdächer gar nicht [2].

Für die meisten Reihenhausbesitzer ist Dachstrom deshalb das passendere Angebot.`,
    sources: [
      'https://www.sonnendach-solar.de/kundenstimmen',
      'https://www.sonnendach-solar.de/faq',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Dachstrom', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise first, then a catch and a closing line that sends the reader to the competitor',
  },
  {
    id: 'v5-hrd-de-006',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Wie lange dauert es von der Anfrage bis zur fertigen PV-Anlage?',
    text: `Das hängt stark vom Anbieter und der Region ab. Wir haben im Frühjahr 2025 bei vier Anbietern für dasselbe Einfamilienhaus in Würzburg angefragt und die Termine dokumentiert [1]:

| Anbieter | Erstes Angebot | Montage | Inbetriebnahme |
|---|---|---|---|
| Helioplan | nach 6 Tagen | nach 7 Wochen | nach 9 Wochen |
| Solarwerk Nord | nach 12 Tagen | nach 10 Wochen | nach 12 Wochen |
| Dachstrom | nach 9 Tagen | nach 11 Wochen | nach 14 Wochen |
| Sonnendach | nach 9 Wochen | nach 7 Monaten | nach 8 Monaten |

Bei Sonnendach wurde der Besichtigungstermin zweimal verschoben; das Angebot kam erst nach einer zweiten Nachfrage.

Zusätzlich zur Montage müssen Sie mit der Zählerumstellung durch den Netzbetreiber rechnen, die je nach Region zwei bis acht Wochen dauert.

Allgemein gilt: Lassen Sie sich schon im Angebot einen verbindlichen Montagezeitraum nennen.`,
    sources: ['https://www.mainpost.de/regional/wuerzburg/pv-anbieter-im-praxistest'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Helioplan', position: 1, sentiment: 'POSITIVE' },
      { name: 'Solarwerk Nord', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Dachstrom', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Sonnendach', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given by documented waiting times only',
  },
  {
    id: 'v5-hrd-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Erfahrungen mit Sonnendach im Raum Stuttgart',
    text: `Im Raum Stuttgart ist Sonnendach seit 2015 aktiv und hat dort eines seiner größten Montageteams. Die Erfahrungsberichte sind überwiegend positiv. Ein Beitrag aus dem Photovoltaikforum fasst den Tenor gut zusammen:

> „Von der ersten Besichtigung bis zur Inbetriebnahme zehn Wochen, alles wie abgesprochen. Die Monteure haben sogar zwei kaputte Dachziegel ersetzt, ohne dass ich es erwähnt hatte. Würde ich jederzeit wieder so machen.“ [1]

Ähnlich klingen viele Bewertungen auf Google (4,8 von 5 für den Standort Esslingen) [2]. Kritik gibt es vereinzelt an der Terminvergabe im Frühjahr, wenn die Nachfrage hoch ist.

Wer vergleichen möchte: Helioplan ist in der Region ebenfalls vertreten, arbeitet aber mit Subunternehmern.`,
    sources: [
      'https://www.photovoltaikforum.com/thread/erfahrung-sonnendach-esslingen',
      'https://www.google.com/maps/place/Sonnendach+Esslingen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioplan', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'praise carried by a quoted forum post the answer endorses',
  },
  {
    id: 'v5-hrd-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.sonnendach,
    prompt: 'Sonnendach oder Solarwerk Nord – wer ist günstiger?',
    text: `Das lässt sich pauschal nicht sagen. Beide Anbieter nennen keine festen Preise, und die Angebote hängen von Dachform, Zählerschrank und Speichergröße ab.

Aus veröffentlichten Beispielrechnungen ergibt sich für 10 kWp mit 10-kWh-Speicher:
- Sonnendach: rund 19.500 € [1]
- Solarwerk Nord: rund 18.700 € [2]

Solarwerk Nord rechnet das Gerüst allerdings separat ab (ca. 800–1.200 €), Sonnendach hat es im Paketpreis. Umgekehrt ist bei Solarwerk Nord der Wartungsvertrag im ersten Jahr inklusive.

Welches Angebot am Ende günstiger ist, hängt also von Ihrem Haus ab. Sinnvoll ist, beide einzuholen und die Positionen einzeln zu vergleichen.`,
    sources: [
      'https://www.sonnendach-solar.de/beispielrechnungen',
      'https://www.solarwerk-nord.de/preise',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sonnendach', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Solarwerk Nord', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged price comparison with no verdict ("allerdings", "umgekehrt" without a winner)',
  },
  {
    id: 'v5-hrd-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Wie organisiere ich Sprints in einem kleinen Entwicklerteam?',
    text: `Für kleine Teams (drei bis sieben Entwickler) funktioniert ein schlanker Scrum-Ansatz am besten:

1. **Sprintlänge festlegen**: Zwei Wochen sind für die meisten Teams ein guter Taktgeber – lang genug für sichtbare Ergebnisse, kurz genug, um schnell umzusteuern.
2. **Planning kurz halten**: höchstens eine Stunde pro Sprintwoche.
3. **Daily Stand-up**: 15 Minuten, am besten immer zur gleichen Zeit. Dieser feste Termin ist der eigentliche Taktgeber des Teams.
4. **Review und Retro** am letzten Sprinttag.

**Tools**
Ein einfaches Board reicht am Anfang. Aufgabo ist für kleine Teams schnell eingerichtet und bis drei Nutzer kostenlos; Planwerk lohnt sich erst, wenn mehrere Teams koordiniert werden müssen [1].

Wichtiger als das Tool ist, dass der Sprint-Rhythmus eingehalten wird.`,
    sources: ['https://www.scrum.org/resources/blog/sprint-length-small-teams'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Aufgabo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Planwerk', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: '"der Taktgeber" (rhythm-setter) as an ordinary noun twice, in a PM answer naming competitors',
  },
  {
    id: 'v5-hrd-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Wie finde ich einen erfahrenen Scrum Master in Köln?',
    text: `Erfahrene Scrum Master sind gefragt; in Köln haben Sie mehrere Wege:

- **Spezialisierte Personalberatungen**: Taktgeber Personalberatung (Köln-Ehrenfeld) und Hays vermitteln agile Rollen, in Festanstellung wie freiberuflich. Rechnen Sie mit einer Provision von 20 bis 30 % des Jahresgehalts [1].
- **Freelancer-Plattformen** wie freelancermap oder GULP, wenn Sie zunächst projektbezogen arbeiten möchten.
- **Meetups**: Die Agile-Community Köln trifft sich monatlich; dort lernen Sie Kandidaten ungezwungen kennen.

Achten Sie auf Zertifizierungen (PSM II, CSM), vor allem aber auf Praxiserfahrung mit Teams Ihrer Größe. Fragen Sie im Gespräch, welche Werkzeuge die Person kennt: Wer schon mit Planwerk oder Jira gearbeitet hat, findet sich in den meisten Umgebungen schnell zurecht.`,
    sources: ['https://www.taktgeber-personal.de/agile-rollen'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Planwerk', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Taktgeber Personalberatung, a same-name recruiter (another trade), with its own site among the sources',
  },
  {
    id: 'v5-hrd-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Projektmanagement-Tool mit Zeiterfassung für ein Ingenieurbüro',
    text: `Für ein Ingenieurbüro sind drei Dinge entscheidend: Zeiterfassung nach Leistungsphasen (HOAI), saubere Gantt-Planung mit Abhängigkeiten und ein Export für die Abrechnung.

**Planwerk** deckt das am vollständigsten ab: Leistungsphasen als Vorlagen, Abhängigkeiten aller Art, Ressourcenplanung und ein Export nach DATEV [1]. Die Einarbeitung dauert, aber danach läuft es.

**Aufgabo** ist einfacher, hat aber keine Zeiterfassung – für ein Ingenieurbüro fällt es damit praktisch aus.

**Taktgeber** kommt nur in Betracht, wenn Ihr Büro die Zeiterfassung von Taktgeber schon nutzt und Sie das Projektmodul nachrüsten wollen. Für alle anderen fehlt zu viel: keine HOAI-Vorlagen, Abhängigkeiten nur vom Typ Ende–Anfang [2].

Unser Rat: Testen Sie Planwerk mit einem laufenden Projekt, bevor Sie sich festlegen.`,
    sources: [
      'https://www.planwerk.de/ingenieurbueros',
      'https://www.taktgeber.io/funktionen/gantt',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Planwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aufgabo', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Taktgeber', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'conditional recommendation ("kommt nur in Betracht, wenn …") that rules the brand out for most readers',
  },
  {
    id: 'v5-hrd-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Taktgeber vs Aufgabo',
    text: `## Taktgeber vs. Aufgabo im Vergleich

| | Taktgeber | Aufgabo |
|---|---|---|
| Kanban | Ja | Ja |
| Gantt | Ja (ab Team-Tarif) | Nur Business-Tarif |
| Zeiterfassung | Integriert | Nein |
| Kostenlos bis | 5 Nutzer | 3 Nutzer |
| Serverstandort | Frankfurt | Dublin |
| Mobile App | Gut | Sehr gut |

Aufgabo hat die elegantere Oberfläche und die bessere App; für reine Aufgabenlisten ist es angenehm leicht. Sobald aber Stunden erfasst werden oder Termine voneinander abhängen, stößt man an Grenzen, und Zusatz-Tools kosten extra.

Taktgeber wirkt nüchterner, kann aber mehr: Zeiterfassung, Gantt und Gastzugänge sind enthalten, und fünf Nutzer sind kostenlos. In unserem Test mit einem zwölfköpfigen Team gab es nach zwei Wochen keinen Grund, zurückzuwechseln [1].

**Unser Urteil:** Taktgeber gewinnt diesen Vergleich deutlich. Aufgabo nur, wenn Sie wirklich nur Aufgabenlisten brauchen.`,
    sources: ['https://www.trusted.de/taktgeber-vs-aufgabo'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aufgabo', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'comparison the brand wins; the heading restates the prompt and the brands are table columns',
  },
  {
    id: 'v5-hrd-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Projektmanagement-Software im Test 2025',
    text: `Wir haben vier Tools je vier Wochen lang mit einem Marketing-Team (acht Personen) eingesetzt. Bewertet wurden Bedienung, Funktionsumfang, Datenschutz und Preis [1].

| Tool | Bedienung | Funktionen | Datenschutz | Preis pro Nutzer | Urteil |
|---|---|---|---|---|---|
| Taktgeber | Einfach | Umfangreich | Server in DE | 8 € | Testsieger |
| Planwerk | Anspruchsvoll | Sehr umfangreich | Server in DE | 14 € | Für große Teams |
| Aufgabo | Sehr einfach | Basis | Server in IE | 6 € | Solide |
| Teamkiste | Einfach | Mittel | Server in USA | 5 € | Finger weg |

Zu Teamkiste: Während des Tests war der Dienst zweimal mehrere Stunden nicht erreichbar, und der Export unserer Daten scheiterte beim ersten Versuch [2].

Alle vier Tools bieten eine kostenlose Testphase; nutzen Sie sie mit einem echten Projekt, nicht mit Beispieldaten.`,
    sources: [
      'https://www.chip.de/artikel/projektmanagement-software-test',
      'https://www.chip.de/artikel/teamkiste-ausfall',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'POSITIVE' },
      { name: 'Planwerk', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Aufgabo', position: 3, sentiment: 'POSITIVE' },
      { name: 'Teamkiste', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdicts only in the table\'s last column ("Testsieger", "Finger weg")',
  },
  {
    id: 'v5-hrd-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Taktgeber Alternativen',
    text: `Wenn Sie nach „Taktgeber Alternativen“ suchen, sind vor allem diese drei Tools einen Blick wert:

1. **Planwerk** – der Funktionsriese: Ressourcenplanung, Portfolio-Ansichten, HOAI-Vorlagen. Ideal ab etwa 20 Personen [1].
2. **Aufgabo** – das Leichtgewicht: in zehn Minuten eingerichtet, sehr gute Mobil-App, aber ohne Zeiterfassung.
3. **Teamkiste** – günstig und flexibel; die Server stehen allerdings in den USA, was für manche Unternehmen ein Ausschlusskriterium ist.

Welche Alternative passt, hängt davon ab, was Ihnen fehlt: mehr Planungstiefe (Planwerk), mehr Einfachheit (Aufgabo) oder ein niedrigerer Preis (Teamkiste).`,
    sources: ['https://www.trusted.de/projektmanagement-software'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Planwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aufgabo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Teamkiste', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'branded prompt quoted back („…“); the brand is never named otherwise',
  },
  {
    id: 'v5-hrd-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Gibt es ein deutsches Kanban-Tool mit Gastzugang für Kunden?',
    text: `Ja, mehrere. Zwei, die Server in Deutschland nutzen und Gastzugänge anbieten:

- **Planwerk** (Nürnberg): Gäste können Aufgaben kommentieren und Dateien hochladen, sehen aber keine internen Boards. Ab dem Business-Tarif [1].
- Das Tool von **taktgeber.io** (Leipzig): Gastzugänge gibt es ab 14 € pro Nutzer und Monat; Gäste selbst zahlen nichts, und Sie legen pro Board fest, was sie sehen dürfen [2].

Aufgabo bietet ebenfalls Gastzugänge an, speichert die Daten aber in Irland – für viele Unternehmen unproblematisch, da innerhalb der EU.

Prüfen Sie vor dem Einsatz, ob Ihr Vertrag mit dem Kunden die Nutzung externer Tools erlaubt.`,
    sources: [
      'https://www.planwerk.de/gastzugang',
      'https://www.taktgeber.io/funktionen/gastzugang',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Planwerk', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Taktgeber', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Aufgabo', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain in the text',
  },
  {
    id: 'v5-hrd-de-016',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.taktgeber,
    prompt: 'Kanban-Tool für ein Team, das in festen Wochenzyklen arbeitet',
    text: `Bei festen Wochenzyklen ist der Wochenrhythmus selbst der Taktgeber: Das Tool sollte ihn abbilden, nicht stören.

Taktgeber, das Tool aus Leipzig, ist nicht das intuitivste auf dem Markt – die Einstellungen sind verschachtelt, und bis die Wochen-Boards so aussehen wie gewünscht, vergeht ein Nachmittag. Dafür kann es, was die anderen nicht können: Boards, die sich jeden Montag automatisch neu aufbauen, mit den offenen Karten der Vorwoche in einer eigenen Spalte [1].

Aufgabo ist schneller eingerichtet, kennt aber keine wiederkehrenden Boards; man kopiert sie jede Woche von Hand.

Teamkiste kann wiederkehrende Karten, aber keine ganzen Boards.

Trotz der etwas sperrigen Einrichtung ist Taktgeber für diesen Arbeitsstil unsere Wahl.`,
    sources: ['https://www.taktgeber.io/funktionen/wiederkehrende-boards'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Taktgeber', position: 1, sentiment: 'POSITIVE' },
      { name: 'Aufgabo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Teamkiste', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'the ordinary noun "der Taktgeber" ends the first sentence and the brand opens the next; a negation ("nicht das intuitivste") before a positive verdict',
  },
  // ───────────────────────────── typical, Spanish ─────────────────────────────
  {
    id: 'v5-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'mejores clínicas dentales en Madrid para implantes',
    text: `Para implantes dentales en Madrid conviene fijarse en la experiencia del equipo, la marca del implante y que el presupuesto sea cerrado. Estas son las opciones mejor valoradas en 2025 [1][2]:

### 1. Clínicas Sonrisa
La cadena con mejores opiniones en implantología de la capital. Trabaja con implantes Straumann y Nobel, hace un TAC 3D sin coste en la primera visita y entrega un presupuesto cerrado por escrito [3]. Precio orientativo: desde 1.090 € por implante con corona. Los pacientes destacan el trato y que no presionan para añadir tratamientos.

### 2. DentaVida
Precios algo más bajos (desde 950 €) y financiación hasta 36 meses. El seguimiento postoperatorio recibe buenas críticas, aunque la espera para la primera cita ronda las tres semanas.

### 3. Odontia
Buena relación calidad-precio y horario amplio, incluso los sábados. Algunas reseñas mencionan cambios frecuentes de dentista entre visitas.

| Clínica | Implante + corona | TAC incluido | Financiación |
|---|---|---|---|
| Clínicas Sonrisa | desde 1.090 € | Sí | 24 meses sin intereses |
| DentaVida | desde 950 € | No (60 €) | Hasta 36 meses |
| Odontia | desde 990 € | Sí | 12 meses |

**En resumen:** si buscas seguridad y un presupuesto sin sorpresas, Clínicas Sonrisa es la mejor opción en Madrid; DentaVida es la alternativa si manda el precio.`,
    sources: [
      'https://www.doctoralia.es/implantologia/madrid',
      'https://www.ocu.org/salud/dentistas/informe/precios-implantes',
      'https://www.clinicassonrisa.es/implantes',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Clínicas Sonrisa', position: 1, sentiment: 'POSITIVE' },
      { name: 'DentaVida', position: 2, sentiment: 'POSITIVE' },
      { name: 'Odontia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: 'mejor club de vinos en Argentina',
    text: `En Argentina hay cada vez más clubes de vino por suscripción. Estos son los que mejor funcionan en 2025, según precio, selección y envíos [1][2]:

**1. Club Cepa**
- Selección mensual de 3 o 6 botellas de bodegas chicas de Mendoza, Salta y la Patagonia, elegidas por sommeliers.
- Fichas de cata y maridajes en cada caja; la app permite calificar los vinos y ajustar la próxima selección.
- Envío gratis a CABA y GBA; al interior, desde $4.500.
- Los socios destacan que descubren etiquetas que no se consiguen en vinotecas [3].

**2. Bodega en Casa**
- Vinos de bodegas grandes a buen precio.
- Selección más previsible, ideal para el consumo diario.

**3. Tinto Directo**
- El más económico, con cajas desde $28.000.
- La calidad es despareja y la atención al cliente, lenta según varias reseñas.

**4. Vinoteca Sur**
- Enfocado en vinos de alta gama; cajas desde $90.000.

| Club | Caja de 3 botellas | Envío CABA | Bodegas |
|---|---|---|---|
| Club Cepa | $39.000 | Gratis | Pequeños productores |
| Bodega en Casa | $33.000 | $3.000 | Grandes bodegas |
| Tinto Directo | $28.000 | $3.500 | Mixtas |
| Vinoteca Sur | $90.000 | Gratis | Íconos |

**Mi recomendación:** para descubrir vinos distintos con buena relación precio-calidad, Club Cepa es la mejor opción; Bodega en Casa, si buscás vinos conocidos para todos los días.`,
    sources: [
      'https://www.lanacion.com.ar/lifestyle/clubes-de-vino-por-suscripcion',
      'https://www.infobae.com/tendencias/2025/05/10/clubes-de-vino-argentina/',
      'https://www.clubcepa.com.ar/como-funciona',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bodega en Casa', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tinto Directo', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Vinoteca Sur', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: '¿Cuánto cuesta la ortodoncia invisible en Clínicas Sonrisa?',
    text: `Según la información publicada por **Clínicas Sonrisa** en 2025, la ortodoncia invisible (alineadores transparentes) tiene estos precios orientativos [1]:

| Caso | Duración aproximada | Precio |
|---|---|---|
| Leve (pequeños apiñamientos) | 6–9 meses | 2.200 – 2.900 € |
| Moderado | 12–18 meses | 3.200 – 3.900 € |
| Complejo | 18–24 meses | 4.200 – 4.900 € |

### Qué incluye
- Primera visita con escáner intraoral y simulación digital.
- Todos los alineadores y las revisiones durante el tratamiento.
- Un juego de retenedores al finalizar.
- Alineadores de refinamiento, si hacen falta, sin coste adicional durante el tratamiento.

### Qué no incluye
- Limpieza previa o empastes, si hacen falta.
- Retenedores de repuesto (unos 180 €).

### Financiación
La clínica ofrece pago en hasta 24 meses sin intereses, sujeto a la aprobación de la financiera [1]. Las revisiones se programan cada seis a ocho semanas, y cada una está incluida en el precio.

El precio final depende del diagnóstico, así que conviene pedir el presupuesto por escrito tras la primera visita. Como referencia, DentaVida y Odontia se mueven en una horquilla parecida para casos moderados, entre 2.900 y 3.800 € [2].`,
    sources: [
      'https://www.clinicassonrisa.es/ortodoncia-invisible',
      'https://www.ocu.org/salud/dentistas/informe/precios-ortodoncia',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Clínicas Sonrisa', position: 1, sentiment: 'NEUTRAL' },
      { name: 'DentaVida', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Odontia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: '¿Cómo funciona Club Cepa y hace envíos a Córdoba?',
    text: `**Club Cepa** funciona como una suscripción mensual de vinos [1]:

1. **Elegís el plan**: Descubrir (3 botellas), Explorar (6 botellas) o Reserva (3 botellas de alta gama).
2. **Cada mes** recibís una caja con vinos seleccionados por el equipo de sommeliers, con fichas de cata.
3. **Podés pausar o cancelar** desde la web o la app antes del día 20 de cada mes, sin penalidad.
4. **Calificás los vinos** en la app y eso ajusta la selección siguiente.

### Envíos a Córdoba
Sí, envían a Córdoba capital y a la mayoría de las localidades de la provincia a través de un operador logístico. El costo es de $4.500 por caja y la entrega tarda entre 3 y 6 días hábiles [2]. En localidades chicas puede demorar algo más.

### Precios (noviembre de 2025)
| Plan | Botellas | Precio por mes |
|---|---|---|
| Descubrir | 3 | $39.000 |
| Explorar | 6 | $72.000 |
| Reserva | 3 | $68.000 |

Si el envío al interior te resulta caro, Bodega en Casa y Tinto Directo tienen retiro en sucursales de correo en Córdoba, con un costo menor.`,
    sources: [
      'https://www.clubcepa.com.ar/planes',
      'https://www.clubcepa.com.ar/envios',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Bodega en Casa', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Tinto Directo', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'Clínicas Sonrisa opiniones',
    text: `## Clínicas Sonrisa: qué dicen los pacientes

**Clínicas Sonrisa** es una cadena con unas 40 clínicas en España. En los portales de opiniones tiene una nota media de 3,1 sobre 5, bastante por debajo de otras cadenas [1][2].

### Lo que se valora
- Instalaciones modernas y equipos de diagnóstico 3D.
- Primera visita gratuita.
- Horario amplio en las clínicas de centros comerciales.

### Las quejas más repetidas
- **Presupuestos que cambian**: numerosas reseñas describen tratamientos presupuestados por un importe que luego aumenta tras la primera sesión.
- **Rotación de dentistas**: muchos pacientes no ven al mismo odontólogo dos veces seguidas.
- **Financiación**: varias reclamaciones ante consumo por créditos vinculados que se siguieron cobrando tras cancelar el tratamiento [3].
- **Atención telefónica** lenta para cambiar citas.

### ¿Y las alternativas?
Odontia tiene una valoración media de 4,4 y presupuestos cerrados por escrito; DentaVida, un 4,2, con buenos comentarios sobre el seguimiento.

**En resumen:** las instalaciones están bien, pero el volumen de quejas sobre presupuestos y financiación es difícil de pasar por alto. Si estás comparando, Odontia es hoy una apuesta más segura.`,
    sources: [
      'https://www.doctoralia.es/clinicas/clinicas-sonrisa',
      'https://es.trustpilot.com/review/clinicassonrisa.es',
      'https://www.facua.org/noticias/creditos-vinculados-clinicas-dentales',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Clínicas Sonrisa', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Odontia', position: 2, sentiment: 'POSITIVE' },
      { name: 'DentaVida', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v5-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: 'regalo de vino por suscripción en Buenos Aires',
    text: `Una suscripción de vinos es un regalo que se disfruta durante varios meses. Las mejores opciones en Buenos Aires [1]:

- **Club Cepa** — El que más recomiendo para regalar. Tiene cajas de regalo de 3, 6 o 12 meses con tarjeta personalizada, y la primera caja llega en 48 horas en CABA. La selección de bodegas chicas sorprende incluso a quien sabe de vino [2].
- **Vinoteca Sur** — Para un regalo de alta gama: etiquetas de culto y cajas de madera. Caro, pero impacta.
- **Bodega en Casa** — Más económico, con vinos conocidos; buena opción si la persona prefiere ir a lo seguro.

**Consejos para regalar**
1. Preguntá con disimulo si prefiere tintos o blancos.
2. Un plan de 3 meses alcanza para que lo disfrute sin gastar de más.
3. Revisá que el club permita cambiar la dirección de envío.

**Mi recomendación:** Club Cepa, por la relación entre precio, presentación y sorpresa.`,
    sources: [
      'https://www.clarin.com/gourmet/regalos-para-amantes-del-vino',
      'https://www.clubcepa.com.ar/regalos',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vinoteca Sur', position: 2, sentiment: 'POSITIVE' },
      { name: 'Bodega en Casa', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v5-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'clínicas dentales con financiación sin intereses en Valencia',
    text: `En Valencia, varias cadenas y clínicas independientes ofrecen financiación sin intereses para tratamientos dentales. Lo que conviene saber [1][2]:

### Opciones destacadas
- **Odontia** — financiación hasta 12 meses sin intereses en todos los tratamientos a partir de 600 €, con presupuesto cerrado.
- **DentaVida** — hasta 36 meses, pero solo los 12 primeros sin intereses; después aplica un TIN del 8,9 %.
- **Blancadent** — 18 meses sin intereses en ortodoncia; 12 meses en implantes.
- Algunas cadenas amplían el plazo sin intereses a 24 meses en implantes y ortodoncia invisible [3].

### Antes de firmar
1. **Pide la TAE por escrito**: "sin intereses" no siempre significa sin comisión de apertura.
2. **Comprueba si es un crédito vinculado**: si cancelas el tratamiento, el crédito también debería cancelarse.
3. **Desconfía** de los descuentos condicionados a firmar ese mismo día.
4. **Compara el precio total**: una financiación sin intereses no compensa si el tratamiento cuesta un 20 % más que en otra clínica.

En resumen, Odontia ofrece las condiciones más claras; en DentaVida conviene leer bien la letra pequeña.`,
    sources: [
      'https://clientebancario.bde.es/pcb/es/menu-horizontal/podemosayudarte/consultasreclama/credito-vinculado',
      'https://www.ocu.org/dinero/credito-personal/consejos/financiacion-dental',
      'https://www.clinicassonrisa.es/financiacion',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Odontia', position: 1, sentiment: 'POSITIVE' },
      { name: 'DentaVida', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Blancadent', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v5-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: 'clubes de vino con envío a todo el país',
    text: `Estos clubes de vino envían a todas las provincias de Argentina [1][2]:

| Club | Envío al interior | Caja de 3 botellas | Perfil |
|---|---|---|---|
| Bodega en Casa | Sí, desde $3.900 | $33.000 | Grandes bodegas, vinos conocidos |
| Tinto Directo | Sí, desde $3.500 | $28.000 | Económico |
| Vinoteca Sur | Sí, gratis | $90.000 | Alta gama |

**Bodega en Casa** es la opción más equilibrada: llega a todas las provincias con un operador confiable y permite elegir entre tintos, blancos o mixto.

**Tinto Directo** es el más barato, aunque varias reseñas mencionan demoras de hasta dos semanas en el NOA y la Patagonia.

**Vinoteca Sur** incluye el envío, pero solo tiene sentido si buscás vinos de alta gama.

**Cómo elegir:** si es para vos, empezá por una caja de 3 botellas y probá dos o tres meses antes de pasar a 6; si es para regalar, confirmá que el club permita programar la fecha de entrega.

**Consejo:** en verano, evitá los envíos a zonas muy calurosas sin embalaje térmico; el calor del camión puede arruinar el vino.`,
    sources: [
      'https://www.lanacion.com.ar/lifestyle/clubes-de-vino-envios-al-interior',
      'https://www.mercadolibre.com.ar/tiendas-oficiales/vinos',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bodega en Casa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tinto Directo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Vinoteca Sur', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ────────────────────────────── hard, Spanish ──────────────────────────────
  {
    id: 'v5-hrd-es-001',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: '¿qué es un diseño de sonrisa y dónde hacerlo en Barcelona?',
    text: `El **diseño de sonrisa** es un plan estético que combina varios tratamientos (blanqueamiento, carillas, contorneado de encías y, a veces, ortodoncia) para armonizar los dientes con el rostro. Se planifica con fotos y un escáner 3D, y muchas clínicas enseñan al paciente una simulación de su nueva sonrisa antes de empezar [1].

**Cuánto cuesta:** entre 3.000 y 12.000 €, según el número de carillas y el material (composite o cerámica).

**Dónde hacerlo en Barcelona**
- **Blancadent** (Eixample): especializada en estética, con carillas de cerámica muy bien valoradas; es la referencia en la ciudad para este tratamiento [2].
- **Odontia** (Sants y Gràcia): más económica, con carillas de composite desde 250 € por pieza.
- **DentaVida**: también ofrece el tratamiento, pero los resultados que muestran sus pacientes son poco naturales, con carillas demasiado blancas para muchos gustos.

Sonrisa bonita no es lo mismo que dientes blanquísimos. Desconfía de quien te proponga carillas en todos los dientes en la primera visita: una buena sonrisa no siempre necesita veinte carillas.`,
    sources: [
      'https://www.consejodentistas.es/pacientes/estetica-dental',
      'https://www.blancadent.es/diseno-de-sonrisa-barcelona',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Blancadent', position: 1, sentiment: 'POSITIVE' },
      { name: 'Odontia', position: 2, sentiment: 'NEUTRAL' },
      { name: 'DentaVida', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: '"sonrisa" (smile) as an ordinary word throughout, once capitalised at a sentence start, in a dental answer naming competitors',
  },
  {
    id: 'v5-hrd-es-002',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'clínica dental para carillas en Madrid',
    text: `Unas buenas carillas pueden cambiarte la sonrisa por completo, pero también pueden salir mal si se hacen con prisa. En Madrid, mis opciones serían:

1. **Blancadent** (Chamberí): la más especializada en estética dental. Trabaja con ceramistas propios y hace una prueba en boca (mock-up) antes de tallar [1].
2. **DentaVida** (Salamanca y Arganzuela): muy buena relación calidad-precio en carillas de composite.

Sonrisa, la cadena, también las anuncia a menudo con descuentos llamativos, pero yo me mantendría al margen para un tratamiento estético: sus carillas las colocan dentistas generales que rotan entre clínicas, y en los foros abundan los casos de carillas que se despegan al cabo de un año [2].

Pide siempre ver casos reales del dentista que te va a tratar, no fotos de catálogo.`,
    sources: [
      'https://www.blancadent.es/carillas-madrid',
      'https://www.forocoches.com/foro/showthread.php?t=9876543',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Blancadent', position: 1, sentiment: 'POSITIVE' },
      { name: 'DentaVida', position: 2, sentiment: 'POSITIVE' },
      { name: 'Clínicas Sonrisa', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'short name "Sonrisa" opens a sentence after "la sonrisa" as an ordinary word; advice to stay away',
  },
  {
    id: 'v5-hrd-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'dentista recomendado en Bogotá para blanqueamiento',
    text: `En Bogotá hay buenas opciones para un blanqueamiento profesional. Tres consultorios con muy buenas reseñas [1]:

- **Clínica Sonrisa** (Chapinero) — consultorio independiente de la doctora Paula Restrepo, con blanqueamiento en consultorio (una sesión de 90 minutos) desde 850.000 COP. Muy valorada por el trato cercano.
- **Dentisalud Usaquén** — combina sesión en clínica y férulas para casa; resultados más duraderos.
- **OdontoCentro 93** — más económica, con promociones frecuentes.

Antes de hacerlo, pide una revisión: si tienes caries o las encías inflamadas, el blanqueamiento puede causar sensibilidad. Y evita café, vino tinto y tabaco durante las 48 horas siguientes.`,
    sources: ['https://www.doctoralia.co/blanqueamiento-dental/bogota'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Clínica Sonrisa, an independent clinic in Bogotá (same trade, near-identical name), praised; not the Spanish chain',
  },
  {
    id: 'v5-hrd-es-004',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: '¿Merece la pena hacerse implantes en Clínicas Sonrisa?',
    text: `Tiene sus pegas, y conviene conocerlas antes de firmar.

La primera visita es gratuita, pero dura poco y a veces la hace un higienista, no el implantólogo. Las citas de seguimiento se retrasan en las clínicas más grandes, sobre todo en Madrid y Barcelona. Y el precio de partida (1.090 € por implante con corona) no es el más bajo: en DentaVida puede salir un 10 % más barato [1].

Ahora bien, en implantes lo que más pesa es otra cosa, y ahí Clínicas Sonrisa cumple: trabaja con marcas de implante de primer nivel, entrega el presupuesto cerrado por escrito, incluye el TAC y da cinco años de garantía sobre el implante y la corona [2]. Las reclamaciones que se leen son por retrasos y atención telefónica, no por implantes fallidos.

Con todo, si me tocara ponerme un implante mañana, es la clínica que elegiría.`,
    sources: [
      'https://www.ocu.org/salud/dentistas/informe/precios-implantes',
      'https://www.clinicassonrisa.es/garantia',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'DentaVida', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Clínicas Sonrisa', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'reservations first (the competitor is named before the brand), then "es la clínica que elegiría"',
  },
  {
    id: 'v5-hrd-es-005',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'Clínicas Sonrisa o DentaVida para la ortodoncia de mi hijo',
    text: `Para una ortodoncia infantil, lo más importante es que el tratamiento lo lleve un ortodoncista (no un dentista general) y que sea siempre el mismo durante los dos o tres años que dura.

**DentaVida** tiene ortodoncistas exclusivos en cada clínica, hace revisiones mensuales con el mismo especialista y su precio incluye los retenedores [1].

**Clínicas Sonrisa** es algo más barata (unos 300 € menos en brackets) y tiene más horarios de tarde, lo que se agradece con niños en el colegio. Sin embargo, el ortodoncista pasa por cada clínica solo dos días al mes y el resto de revisiones las hace un dentista general; varias familias se quejan de ello [2].

En un tratamiento tan largo, esa continuidad pesa más que 300 €. Para tu hijo, me quedaría con DentaVida.`,
    sources: [
      'https://www.dentavida.es/ortodoncia-infantil',
      'https://www.enfemenino.com/foro/ortodoncia-ninos-cadenas',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'DentaVida', position: 1, sentiment: 'POSITIVE' },
      { name: 'Clínicas Sonrisa', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'comparison won by the competitor on continuity; the brand is cheaper and more convenient',
  },
  {
    id: 'v5-hrd-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: '¿qué cadena dental da presupuestos más fiables?',
    text: `Para comprobarlo, una asociación de consumidores envió en 2025 a cinco pacientes con el mismo caso (dos implantes y una endodoncia) a tres cadenas y comparó el presupuesto inicial con lo que acabaron pagando [1]:

| Cadena | Presupuesto inicial (media) | Importe final (media) | Diferencia |
|---|---|---|---|
| Odontia | 2.780 € | 2.780 € | 0 % |
| DentaVida | 2.650 € | 2.810 € | +6 % |
| Clínicas Sonrisa | 2.390 € | 3.340 € | +40 % |

En Clínicas Sonrisa, cuatro de los cinco pacientes recibieron un segundo presupuesto tras la primera sesión, con pruebas y materiales que no figuraban en el inicial. En Odontia, los cinco pagaron exactamente lo presupuestado.

Pidas donde pidas, exige que el presupuesto indique que es cerrado y qué ocurre si el plan cambia.`,
    sources: ['https://www.ocu.org/salud/dentistas/noticias/presupuestos-cadenas-dentales-2025'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Odontia', position: 1, sentiment: 'POSITIVE' },
      { name: 'DentaVida', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Clínicas Sonrisa', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given by figures alone (+40 % over the quote)',
  },
  {
    id: 'v5-hrd-es-007',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: '¿Clínicas Sonrisa es una franquicia?',
    text: `En parte. **Clínicas Sonrisa** combina clínicas propias y franquiciadas: según su web, unas 15 de sus 40 clínicas son propias y el resto funcionan en régimen de franquicia, con un odontólogo titular como franquiciado [1].

Esto tiene implicaciones prácticas. El responsable sanitario de cada clínica es su director médico, así que la experiencia puede variar de un centro a otro. Las condiciones de financiación y garantía suelen ser las de la marca, pero conviene confirmarlas en cada clínica. Si surge un problema, la reclamación se dirige primero al centro concreto y, después, a la central.

Otras cadenas siguen modelos distintos: Odontia solo tiene clínicas propias, mientras que Blancadent funciona íntegramente en franquicia [2]. Ninguno de los dos modelos es en sí mejor o peor; lo relevante es quién responde de tu tratamiento y qué recoge tu contrato.`,
    sources: [
      'https://www.clinicassonrisa.es/franquicias',
      'https://www.tormo.com/franquicias/clinicas-dentales',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Clínicas Sonrisa', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Odontia', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Blancadent', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'factual, hedged answer with no verdict ("ninguno de los dos modelos es en sí mejor o peor")',
  },
  {
    id: 'v5-hrd-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sonrisa,
    prompt: 'opiniones sobre la limpieza dental en Clínicas Sonrisa de Sevilla',
    text: `Sobre Clínicas Sonrisa en Sevilla (avenida de la Constitución), las opiniones de las limpiezas son muy buenas. Poco que objetar: las higienistas se toman su tiempo (unos 45 minutos), explican lo que hacen y no intentan colocar tratamientos añadidos, algo que no siempre ocurre en las cadenas [1].

El precio, 45 € la limpieza con revisión, tampoco es para quejarse; en Odontia cuesta prácticamente lo mismo.

Lo único que mencionan algunas reseñas es que la sala de espera se llena por la tarde. Nada grave.

Si lo que buscas es una limpieza bien hecha y sin presiones comerciales, no hace falta que sigas buscando.`,
    sources: ['https://www.doctoralia.es/clinicas/clinicas-sonrisa-sevilla'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Clínicas Sonrisa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Odontia', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'litotes and negations ("poco que objetar", "tampoco es para quejarse", "nada grave", "no hace falta que sigas buscando")',
  },
  {
    id: 'v5-hrd-es-009',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: '¿qué cepas de vino conviene probar en Mendoza?',
    text: `Mendoza es mucho más que Malbec, aunque conviene empezar por ahí. Las cepas que vale la pena probar:

- **Malbec**: la cepa insignia. Probá uno del Valle de Uco para notar la diferencia con los de Luján de Cuyo.
- **Cabernet Franc**: la cepa de moda entre los enólogos jóvenes; fresca y especiada.
- **Bonarda**: la segunda cepa tinta más plantada del país, ideal para el asado.
- **Semillón**: un blanco con historia, recuperado por bodegas chicas.
- **Criolla**: vinos livianos, para tomar frescos.

Si no vas a viajar a Mendoza, podés probarlas en casa: Bodega en Casa arma cajas temáticas por variedad, y Vinoteca Sur tiene una selección de Cabernet Franc de altura excelente [1].

Cepa por cepa, lo ideal es comparar dos o tres vinos de la misma variedad de zonas distintas.`,
    sources: ['https://www.vinosdeargentina.com.ar/cepas-mendoza'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bodega en Casa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vinoteca Sur', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: '"cepa" (grape variety) as an ordinary word, once opening a sentence, in a wine answer naming competitors',
  },
  {
    id: 'v5-hrd-es-010',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: 'club de vinos recomendado por un sommelier',
    text: `Le pregunté a un amigo sommelier, mendocino de pura cepa, y no dudó: **Club Cepa**. Según él, es el único club que trabaja de verdad con bodegas chicas y no con excedentes de las grandes, y las fichas de cata están escritas por gente que sabe [1].

Mi experiencia de seis meses coincide. Las cajas llegaron siempre a tiempo, y de 18 vinos solo dos me parecieron flojos.

Como alternativas:
- **Vinoteca Sur**, si el presupuesto da para vinos de alta gama: ahí no falla.
- **Tinto Directo** no te lo recomendaría: vinos baratos, pero muy irregulares.

Si te gusta descubrir etiquetas nuevas, Cepa es una apuesta segura.`,
    sources: ['https://www.clubcepa.com.ar/nuestros-sommeliers'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vinoteca Sur', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tinto Directo', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'the idiom "de pura cepa" just before the brand\'s name',
  },
  {
    id: 'v5-hrd-es-011',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: 'mejores clubes de vino para principiantes',
    text: `Para quien recién empieza, lo ideal es un club que explique lo que manda y que permita ajustar la selección a sus gustos. Mis elegidos:

1. **Bodega en Casa** — vinos accesibles, fichas muy didácticas y la opción de recibir solo tintos jóvenes o solo blancos. El mejor para arrancar [1].
2. **Tinto Directo** — barato, perfecto para probar sin gastar mucho, aunque la calidad varía.

Cepa queda fuera de mi lista a propósito. Es un buen club, pero sus cajas están pensadas para paladares entrenados: vinos naranjos, cepas poco conocidas, crianzas largas. A un principiante le cuesta encontrarle la vuelta, y muchos cancelan al segundo mes [2].

Consejo: anotá lo que te gusta de cada vino; en tres meses vas a saber qué pedir.`,
    sources: [
      'https://www.bodegaencasa.com.ar/principiantes',
      'https://www.reddit.com/r/argentina/comments/1abcde/club_de_vinos_recomendaciones/',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bodega en Casa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tinto Directo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cepa', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'deliberate exclusion ("queda fuera de mi lista a propósito") despite "es un buen club"; "cepas" also as an ordinary word',
  },
  {
    id: 'v5-hrd-es-012',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: '¿Club Cepa o Tinto Directo si vivo en Neuquén?',
    text: `Depende sobre todo del envío. Club Cepa cobra $6.800 por caja a Neuquén y tarda hasta ocho días hábiles; Tinto Directo envía por $3.500 en cuatro días [1][2].

En selección, Cepa está un escalón arriba: bodegas chicas, vinos que no se consiguen en el súper. Pero con ese envío, una caja de tres botellas te sale casi un 20 % más cara que en Buenos Aires.

Así que Cepa solo tiene sentido si te interesa mucho descubrir etiquetas raras y no te molesta pagar el envío. Para tomar buen vino todos los meses en Neuquén, Tinto Directo te rinde más.`,
    sources: [
      'https://www.clubcepa.com.ar/envios',
      'https://www.tintodirecto.com.ar/envios',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tinto Directo', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation ("solo tiene sentido si …") with the everyday pick going to the competitor',
  },
  {
    id: 'v5-hrd-es-013',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: '¿Qué dicen los socios de Club Cepa?',
    text: `La opinión general es buena: en Google tiene 4,6 sobre 5 con unas 1.300 reseñas, y en Instagram los comentarios son mayormente positivos [1].

Una reseña que resume el espíritu de muchas:

> «Llevo un año en Cepa y todavía no me mandaron dos veces la misma bodega. Me cambió la forma de comprar vino.» — Martina, Rosario

También hay críticas, casi todas de logística:

> «La caja de marzo llegó con una semana de atraso y nadie avisó.»

En comparación, los suscriptores de Bodega en Casa destacan la regularidad, pero se quejan de que los vinos son "los mismos del súper" [2].

En síntesis, quienes buscan descubrir vinos están muy conformes con Cepa; las quejas son puntuales y de envíos.`,
    sources: [
      'https://www.google.com/maps/place/Club+Cepa',
      'https://www.mercadolibre.com.ar/opiniones/bodega-en-casa',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bodega en Casa', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'the brand first named inside a quoted member review; one positive and one negative quote, then a positive summary',
  },
  {
    id: 'v5-hrd-es-014',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: '¿Vale la pena Club Cepa?',
    text: `Si te preguntás si vale la pena Club Cepa, la respuesta honesta es que no tengo datos suficientes y actualizados sobre ese club para darte una opinión fundada.

Lo que sí puedo decirte es cómo evaluar cualquier club de vinos:
1. **Precio por botella** con envío incluido, no solo el de la caja.
2. **Flexibilidad**: poder pausar o cancelar sin penalidad.
3. **Origen de los vinos**: bodegas chicas o excedentes de grandes marcas.

Como referencia, Bodega en Casa y Vinoteca Sur son dos clubes con trayectoria y muchas reseñas verificables [1]. Compará con esos números antes de suscribirte.`,
    sources: ['https://www.lanacion.com.ar/lifestyle/clubes-de-vino-por-suscripcion'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bodega en Casa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vinoteca Sur', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt restated inside a sentence ("si vale la pena Club Cepa"); the brand is never named otherwise',
  },
  {
    id: 'v5-hrd-es-015',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: 'comparativa de clubes de vino 2025',
    text: `Probamos durante tres meses los cuatro clubes más populares, con la caja básica de cada uno [1]:

| Club | Precio por botella (con envío a CABA) | Puntaje promedio de los vinos | Puntualidad | Veredicto |
|---|---|---|---|---|
| Club Cepa | $13.000 | 90/100 | 3 de 3 | Recomendable |
| Bodega en Casa | $12.000 | 86/100 | 3 de 3 | Cumple |
| Tinto Directo | $10.500 | 81/100 | 1 de 3 | Evitar |
| Vinoteca Sur | $30.000 | 94/100 | 3 de 3 | Solo alta gama |

Los puntajes son el promedio de las notas de tres catadores, a ciegas.

Tinto Directo entregó dos de las tres cajas con más de diez días de atraso, una de ellas con una botella rota.`,
    sources: ['https://www.planetajoy.com/clubes-de-vino-comparativa-2025'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bodega en Casa', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Tinto Directo', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Vinoteca Sur', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'verdicts only in the table\'s last column ("Recomendable", "Evitar")',
  },
  {
    id: 'v5-hrd-es-016',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cepa,
    prompt: '¿dónde comprar vinos de bodegas chicas online en Argentina?',
    text: `Hay varias opciones, según cuánto quieras involucrarte:

- **Directo de las bodegas**: muchas bodegas chicas de Mendoza y Salta venden por su web o por WhatsApp, con envíos agrupados una vez por mes.
- **Clubes por suscripción**: en clubcepa.com.ar la selección se centra en productores pequeños, con cajas mensuales desde $39.000 [1]. Vinoteca Sur también incluye algunas etiquetas de bodegas boutique, a precios más altos.
- **Tiendas online especializadas**: algunas vinotecas de Palermo y de Córdoba tienen catálogo online con envío a todo el país.

Fijate siempre en el costo de envío por botella, que en cajas chicas puede sumar un 15 % al precio.`,
    sources: ['https://www.clubcepa.com.ar/productores'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cepa', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Vinoteca Sur', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain in the text; "bodegas" near a competitor named Bodega en Casa',
  },
];
