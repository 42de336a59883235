// Tenth held-out round of labelled engine answers (answers-v10-heldout.ts).
//
// Written on 2026-11-26, apart from the code. The author read only answers-v3-types.ts (the
// LabelledAnswerV3 type and the labelling conventions in its header comment); the author never
// opened or ran the reader, read no other data set and none of the project's history. Every case
// was labelled by hand, as a careful human reader would read the answer, never by running anything.
//
// 112 answers: for each language (en, fr, de, es) 12 'typical' and 16 'hard' cases. A few answers
// come from a launch region whose main language differs (an English answer from 'de', French answers
// from 'ch' and 'be', a German answer from 'ch', Spanish answers from 'us').
//
// The ten brands are invented; each has homonyms used in the hard answers:
// - Mallard (escorted rail holidays, UK): the mallard duck; Mallard, the LNER A4 steam locomotive in
//   the National Railway Museum.
// - Larkspur (pet insurance, US): the larkspur plant (Delphinium, toxic to dogs); Larkspur, California.
// - Keel (budgeting app for freelancers): a boat's keel; the idiom "on an even keel".
// - Grenadine (organic children's clothing, FR): grenadine syrup; the colour "rouge grenadine";
//   Saint-Vincent-et-les-Grenadines.
// - Tournesol (solar panel installer, FR): the sunflower; Professeur Tournesol (Tintin).
// - Cassis (online travel agency, FR): Cassis, the town near Marseille, and its AOC white wine.
// - Kiebitz (camper-van rental, DE/AT): der Kiebitz (the lapwing); Kiebitz-Reisen, a same-name coach
//   tour company in another trade.
// - Eichhorn (savings and ETF app, DE/AT): the surname (a tax adviser, Dr. Eva Eichhorn); das Eichhorn
//   (the squirrel); Bankhaus Eichhorn & Co., a same-name private bank in the same trade.
// - Canela (bakery-café chain, MX): canela (cinnamon); a dog called Canela.
// - Lince (optician chain, ES): el lince ibérico; the idiom "ojo de lince".
//
// Kinds of hard cases covered (each spread over several languages):
// homonyms of every kind (common word, idiom, animal, plant, place, person, same-name company in
// another trade and in the same trade), including a homonym met before the real brand (position);
// a branded prompt restated in the answer, then only competitors named; exclusions ("I left X out
// because…"); verdicts that send the reader elsewhere; praise then a decisive reservation;
// reservations then a positive pick; comparisons won by either side; litotes and double negations;
// verdicts given only by scores, stars or a "Recommended" table column; conditional recommendations
// ("only if you…", "nur wenn…") and recommendations through the reader's situation; quoted user
// reviews whose tone differs from the verdict; hedged answers with no verdict; the brand named only
// by its domain; the brand cited only through its sources; a balanced pro/con review closed by a
// verdict; praise only in the body of a heading's section; indirect criticism ("on paper", "sur le
// papier", "lo barato sale caro"); sarcasm, against the brand and against a competitor; rhetorical
// questions; "X used to be the best, but…"; comparatives with less/moins/weniger/menos; negation
// scope ("nicht X, sondern Y", "No es que X sea mala, es que…"); a verdict only in the last sentence
// of a long answer; a brand praised by a quoted expert while the answer disagrees.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  mallard: {
    brandName: 'Mallard',
    aliases: ['Mallard Rail Holidays'],
    url: 'https://www.mallardrail.co.uk',
    competitors: ['Signalbox Journeys', 'Steamhaven', 'Branchline Holidays'],
    context: 'UK tour operator selling small-group escorted rail holidays in Britain and Europe.',
  },
  larkspur: {
    brandName: 'Larkspur',
    aliases: ['Larkspur Pet Insurance'],
    url: 'https://www.larkspurpet.com',
    competitors: ['Tailwise', 'Pawbright', 'FetchCover'],
    context: 'US online pet insurer offering accident-and-illness cover for dogs and cats.',
  },
  keel: {
    brandName: 'Keel',
    aliases: ['Keel Money'],
    url: 'https://www.keelmoney.com',
    competitors: ['Centwise', 'Stashline', 'Budgetbird'],
    context: 'Budgeting app for freelancers that splits client payments into tax, savings and spending pots.',
  },
  grenadine: {
    brandName: 'Grenadine',
    url: 'https://www.grenadine-enfants.fr',
    competitors: ['Coton Lune', 'Petit Moussaillon', 'Pirouette Kids'],
    context: "Marque française de vêtements pour enfants en coton bio, vendue en ligne.",
  },
  tournesol: {
    brandName: 'Tournesol',
    aliases: ['Tournesol Énergie'],
    url: 'https://www.tournesol-energie.fr',
    competitors: ['Solarvie', 'Photonia', 'Rayon Vert Énergie'],
    context: 'Installateur de panneaux solaires photovoltaïques certifié RGE dans le Sud de la France.',
  },
  cassis: {
    brandName: 'Cassis',
    aliases: ['Cassis Voyages'],
    url: 'https://www.cassis-voyages.fr',
    competitors: ['Escapade Azur', 'Voyageurs du Sud', 'Cap Soleil Voyages'],
    context: 'Agence de voyage en ligne spécialisée dans les séjours et circuits en Méditerranée.',
  },
  kiebitz: {
    brandName: 'Kiebitz',
    aliases: ['Kiebitz Camper'],
    url: 'https://www.kiebitz-camper.de',
    competitors: ['Fernweh Mobil', 'Womo-Welt', 'Roadhaus'],
    context: 'Wohnmobil- und Campervan-Vermietung mit Stationen in Deutschland und Österreich.',
  },
  eichhorn: {
    brandName: 'Eichhorn',
    aliases: ['Eichhorn App'],
    url: 'https://www.eichhorn-app.de',
    competitors: ['Sparkompass', 'Zinslotse', 'Groschenwerk'],
    context: 'Spar- und Investment-App, die automatisch in ETF-Portfolios anlegt.',
  },
  canela: {
    brandName: 'Canela',
    aliases: ['Panadería Canela'],
    url: 'https://www.panaderiacanela.mx',
    competitors: ['Horno Dorado', 'La Espiga Fina', 'Pan del Barrio'],
    context: 'Cadena mexicana de panaderías-cafetería de pan dulce tradicional.',
  },
  lince: {
    brandName: 'Lince',
    aliases: ['Ópticas Lince'],
    url: 'https://www.opticaslince.es',
    competitors: ['Visionova', 'Cristalia', 'Óptica Mirada Clara'],
    context: 'Cadena española de ópticas: revisión visual, gafas graduadas y lentes de contacto.',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V10_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── English — typical ─────────────────────────────
  {
    id: 'v10-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'What are the best escorted rail holidays in the UK for someone in their 60s?',
    text: `Escorted rail holidays are a relaxed way to see Britain: luggage is handled for you, seats are reserved, and a tour manager deals with the connections. These are the operators that consistently get the best feedback from older travellers [1][2].

### 1. Mallard — best overall
- **Why it stands out:** small groups (rarely more than 24), first-class seats on most legs, and hotels within walking distance of the station.
- **Routes:** Settle–Carlisle, the West Highland Line, the Cornish Riviera, plus a handful of European tours.
- **Good to know:** most dinners are included, and single supplements are waived on selected departures [1].

### 2. Steamhaven — best for heritage steam
- Tours are built around preserved railways (North Yorkshire Moors, Severn Valley) with talks from volunteer drivers.
- Slightly more walking between sights, so check the activity grading [3].

### 3. Branchline Holidays — best on a budget
- Standard-class travel and larger groups (up to 40), but fares are often 25–30% lower.
- Reviews mention rushed connections on busy summer weekends; still a solid choice if price matters most [2].

| Operator | Group size | From (5 nights) | Class |
|---|---|---|---|
| Mallard | up to 24 | £1,145 | First |
| Steamhaven | up to 30 | £990 | Mixed |
| Branchline Holidays | up to 40 | £795 | Standard |

### Tips for choosing
1. Check how much walking each day involves — stations often mean stairs.
2. Ask whether seats are reserved together.
3. Look for ATOL protection if flights are included.

**Bottom line:** for comfort and a well-paced itinerary, Mallard is the one to book; Steamhaven is a great alternative if steam engines are the main draw.`,
    sources: [
      'https://www.mallardrail.co.uk/escorted-tours',
      'https://www.which.co.uk/reviews/escorted-tours/article/best-rail-holiday-companies',
      'https://www.steamhaven.co.uk/tours',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mallard', position: 1, sentiment: 'POSITIVE' },
      { name: 'Steamhaven', position: 2, sentiment: 'POSITIVE' },
      { name: 'Branchline Holidays', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: "What's the best pet insurance for a 9-year-old dog?",
    text: `Insuring an older dog is trickier: premiums rise with age, some insurers cap enrolment at 10 or 14, and anything diagnosed before the policy starts is excluded as pre-existing [1]. These are the options that still work well for a 9-year-old.

### 1. Tailwise — best overall for seniors
- **Enrolment:** no upper age limit.
- **Coverage:** accidents, illnesses, hereditary conditions and cancer treatment; 90% reimbursement available.
- **Why we like it:** premiums rise gently (about 6% a year on average) and claims are typically paid within a week [2].

### 2. Larkspur — best value
- **Enrolment:** up to age 12.
- **Coverage:** accident and illness, with an optional dental add-on.
- **Why we like it:** at roughly $58/month for a 9-year-old medium-sized dog it undercuts most rivals, and its 12-month lookback for pre-existing conditions is shorter than the industry norm [3].

### 3. FetchCover — skip it for an older dog
- Premiums jump sharply after age 8, and bilateral conditions (both knees, both hips) are excluded if one side was ever treated.
- Fine for puppies, but not the right pick here.

| Insurer | Max enrolment age | Est. monthly cost (9-yr-old, 50 lb) | Reimbursement |
|---|---|---|---|
| Tailwise | none | $71 | 70–90% |
| Larkspur | 12 | $58 | 70–90% |
| FetchCover | 14 | $83 | 80% |

### Before you buy
1. Get your dog's medical records ready — insurers review the last 12–24 months.
2. Compare deductibles: a higher deductible can cut premiums by 20%.
3. Read the exclusions list, not just the headline coverage.

**Bottom line:** Tailwise if you want the most complete cover, Larkspur if budget matters more. Both are solid choices for a senior dog.`,
    sources: [
      'https://www.consumerreports.org/money/pet-insurance/insuring-an-older-pet',
      'https://www.tailwise.com/claims',
      'https://www.larkspurpet.com/senior-dogs',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tailwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Larkspur', position: 2, sentiment: 'POSITIVE' },
      { name: 'FetchCover', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.keel,
    prompt: 'Is Keel worth it for freelancers?',
    text: `For most freelancers, yes — **Keel** is one of the few budgeting apps designed around irregular income rather than a monthly paycheck [1].

### What Keel does
- **Automatic splits:** every incoming client payment is divided into pots (taxes, savings, spending) using percentages you set.
- **Tax estimates:** it calculates quarterly estimated taxes from your year-to-date income and reminds you before each IRS deadline [2].
- **"Salary" smoothing:** you can pay yourself a fixed weekly amount from a buffer pot, which takes the sting out of slow months.

### Pricing
| Plan | Price | Includes |
|---|---|---|
| Basic | Free | 2 pots, manual splits |
| Plus | $6/month | Unlimited pots, auto-splits, tax estimates |
| Pro | $12/month | Plus invoicing and CPA export |

### Pros
- Built for 1099 income; setup takes about 10 minutes.
- Tax estimates came within a few percent of what reviewers' accountants calculated [3].
- Clean, fast mobile app.

### Cons
- No joint or household budgets.
- Bank sync occasionally needs reconnecting with smaller credit unions.
- Investing features are basic.

### Who it's for
- Freelancers, contractors and creators with uneven monthly income.
- Less useful if you're salaried with one side gig — a general budgeting app will do.

**Bottom line:** Keel is worth the $6 a month if taxes and irregular income are your main headaches. The Plus plan pays for itself the first time it saves you an underpayment penalty.`,
    sources: [
      'https://www.keelmoney.com/pricing',
      'https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes',
      'https://www.nerdwallet.com/article/finance/keel-app-review',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Keel', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'Which UK rail holiday companies have the best customer reviews?',
    text: `Reviews of rail holiday operators tend to focus on three things: how smooth the connections are, how good the hotels are, and whether the tour manager actually adds value [1]. Based on aggregated ratings from independent review sites, here is how the main UK specialists stack up.

### 1. Signalbox Journeys — highest rated
- **Average rating:** 4.8/5 across roughly 5,000 reviews [2].
- Reviewers praise small groups, reserved seating and tour managers who know the lines inside out.
- Itineraries include the Flåm Railway, the Glacier Express and the West Highland Line.

### 2. Steamhaven — best for heritage railways
- **Average rating:** 4.6/5 [3].
- Very popular with steam enthusiasts; evening talks from volunteer drivers get frequent mentions.
- A few reviewers note that hotels can be basic in rural areas.

### 3. Branchline Holidays — lowest rated of the three
- **Average rating:** 3.4/5 [2].
- The low prices are appreciated, but recurring complaints cover missed connections, groups of 40+ and slow refunds.
- Many reviewers say they would not book again.

| Operator | Avg. rating | Typical group | Price for 5 nights |
|---|---|---|---|
| Signalbox Journeys | 4.8 | 16–24 | £1,290 |
| Steamhaven | 4.6 | 20–30 | £990 |
| Branchline Holidays | 3.4 | 35–45 | £760 |

### How to read reviews
1. Filter by the last 12 months — operators change hands and standards drift.
2. Look for replies from the company: a thoughtful response is a good sign.
3. Check financial protection (ATOL/ABTA) before paying a deposit.

**Bottom line:** Signalbox Journeys is the safest bet for a first rail holiday; Steamhaven if steam is the point of the trip.`,
    sources: [
      'https://www.which.co.uk/reviews/escorted-tours/article/how-to-choose-a-tour-operator',
      'https://uk.trustpilot.com/categories/tour_operator',
      'https://www.steamhaven.co.uk/reviews',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Signalbox Journeys', position: 1, sentiment: 'POSITIVE' },
      { name: 'Steamhaven', position: 2, sentiment: 'POSITIVE' },
      { name: 'Branchline Holidays', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: 'Larkspur pet insurance review',
    text: `## Larkspur Pet Insurance: 2026 review

Larkspur is a US pet insurer that sells accident-and-illness policies for dogs and cats online. It launched in 2021 and grew quickly thanks to low introductory prices [1].

### What's good
- **Price:** quotes for young dogs are often 10–15% below the market average.
- **App:** claims can be submitted in a couple of minutes with a photo of the invoice.
- **Flexible deductibles:** from $100 to $1,000.

### What's not
- **Slow claims:** the average payout time reported by customers in 2026 is around 24 days, against 7–10 days at most competitors [2].
- **Renewal increases:** several policyholders report premiums rising 30–40% at renewal after a single large claim.
- **Bilateral exclusion:** if one knee was treated before enrolment, the other knee is excluded too.

### What customers say
Ratings have slipped from 4.5 to 3.1 out of 5 over the past year, with most recent complaints about delays and denied claims [3].

| | Larkspur | Market average |
|---|---|---|
| Avg. claim payout time | ~24 days | 7–10 days |
| Reimbursement options | 70/80/90% | 70/80/90% |
| Max enrolment age | 12 | 14 |

### Alternatives
- **Pawbright** offers comparable coverage at a similar price, pays most claims within a week and has no bilateral exclusion.

**Bottom line:** the low starting price is tempting, but given the claim delays and renewal hikes, Larkspur is hard to recommend right now. Pawbright is the better choice for most pet owners.`,
    sources: [
      'https://www.larkspurpet.com/about',
      'https://www.consumeraffairs.com/pet_insurance/claims-times.html',
      'https://www.petinsurancereviews.org/larkspur',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Larkspur', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pawbright', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.keel,
    prompt: 'Best budgeting apps for self-employed people in the UK?',
    text: `If you're self-employed in the UK, the ideal app does three jobs: tracks income and expenses, sets money aside for your Self Assessment bill, and plays nicely with Making Tax Digital [1]. Here are the ones worth your time.

### 1. Centwise — best overall
- Connects to all major UK banks via Open Banking.
- Automatically estimates Income Tax and Class 4 National Insurance.
- MTD-ready, so it will file quarterly updates once the rules apply to you.
- **Price:** £7/month.

### 2. Budgetbird — best free option
- Simple envelope-style budgeting with a generous free tier.
- No tax estimates, but you can create a "tax" envelope and fund it manually.
- **Price:** free; £3.99/month for shared budgets.

### 3. Stashline — skip it for now
- Nice design, but UK bank connections are limited to a handful of challenger banks, and there's no Self Assessment support yet [2].

| App | Tax estimate | MTD-ready | Price |
|---|---|---|---|
| Centwise | Yes | Yes | £7/mo |
| Budgetbird | No | No | Free |
| Stashline | No | No | £4.99/mo |

### Other apps you may come across
- **Keel** — launched in the UK in 2025; splits incoming payments into pots and shows a tax estimate. £5/month [3].

### Tips
1. Keep a separate business account even as a sole trader — categorising is much easier.
2. Put aside 25–30% of profit until you know your real tax rate.
3. Review your categories monthly rather than at the January deadline.

**Bottom line:** start with Centwise if you want tax handled for you, or Budgetbird if you just need to get spending under control.`,
    sources: [
      'https://www.gov.uk/guidance/making-tax-digital-for-income-tax',
      'https://www.stashline.com/uk',
      'https://www.keelmoney.com/uk',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Centwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Budgetbird', position: 2, sentiment: 'POSITIVE' },
      { name: 'Stashline', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Keel', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'de',
    profile: BRANDS.mallard,
    prompt: "I'm travelling from Germany and want a guided rail tour of the Scottish Highlands next June. Which operator should I book?",
    text: `Good timing — June has long daylight hours and the Highland lines are at their most scenic. Since you're coming from Germany, look for a tour that starts in Edinburgh or Glasgow rather than London, so you can fly straight in: Frankfurt, Munich, Berlin and Düsseldorf all have direct flights [1].

### My recommendation: Mallard
**Mallard** runs an 8-day "Highlands & Islands by Rail" tour that starts in Edinburgh and covers:
- the West Highland Line to Mallaig, including the Glenfinnan Viaduct,
- the Kyle Line from Inverness,
- a day on the Isle of Skye,
- two nights in a lochside hotel near Fort William.

Why it fits you:
- **Starts in Edinburgh**, so no extra domestic travel.
- **Small groups** (max. 22) and reserved seats on every train.
- English-speaking tour managers who are used to international guests; the pace is relaxed.
- June departures from around £1,890 per person, including most meals [2].

### A good alternative: Signalbox Journeys
Signalbox Journeys offers a similar 7-day itinerary that adds the Jacobite steam train. It starts in London, though, so you'd fly into London instead of Scotland [3].

| | Mallard | Signalbox Journeys |
|---|---|---|
| Start | Edinburgh | London |
| Length | 8 days | 7 days |
| Group size | max. 22 | max. 26 |
| From | £1,890 | £1,750 |

### Practical tips
1. Book by February — June departures sell out.
2. Bring layers and midge repellent.
3. Take travel insurance that covers the UK, and check the current entry requirements (ETA) before you fly.`,
    sources: [
      'https://www.visitscotland.com/travel/getting-here',
      'https://www.mallardrail.co.uk/tours/highlands-and-islands',
      'https://www.signalboxjourneys.co.uk/scotland',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mallard', position: 1, sentiment: 'POSITIVE' },
      { name: 'Signalbox Journeys', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: "What's the cheapest decent cat insurance?",
    text: `Cats are usually cheaper to insure than dogs — an accident-and-illness policy for a young indoor cat often costs $15–30 a month [1]. "Cheapest decent" means low premiums without gutting the coverage that matters for cats (illness, dental disease, urinary blockages). These stand out:

### 1. FetchCover — cheapest that's still good
- Accident & illness from about **$14/month** for a 2-year-old cat.
- Covers urinary blockages and dental illness (not cleanings).
- A 90-day wait for orthopaedic conditions, which rarely matters for cats.

### 2. Tailwise — best coverage for the money
- From about **$19/month**, with no payout caps per condition.
- Covers hereditary conditions and behavioural therapy.
- Pays most claims in under a week [2].

### 3. Pawbright — cheap on paper, poor value for cats
- Headline price from **$11/month**, but only with a $750 deductible and a $5,000 annual limit.
- Most cat vet bills never reach that deductible, so you'd be paying premiums for little benefit [3].

| Insurer | From / month | Deductible | Annual limit |
|---|---|---|---|
| FetchCover | $14 | $250 | $10,000 |
| Tailwise | $19 | $250 | Unlimited |
| Pawbright | $11 | $750 | $5,000 |

### Ways to cut the cost further
1. Enrol while your cat is young and healthy.
2. Choose 70% reimbursement instead of 90%.
3. Skip wellness add-ons — they rarely pay back for cats.

**Bottom line:** FetchCover if price is the priority, Tailwise if you want the safest all-round cover.`,
    sources: [
      'https://www.consumerreports.org/money/pet-insurance/cat-insurance-costs',
      'https://www.tailwise.com/cats',
      'https://www.pawbright.com/plans',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'FetchCover', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tailwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pawbright', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.keel,
    prompt: "What apps automatically set aside money for taxes if you're a 1099 contractor?",
    text: `As a 1099 contractor nobody withholds tax for you, so the safest habit is to move a fixed share of every payment into a separate account the moment it lands — typically 25–30% [1]. A few apps do this automatically.

### 1. Keel — best overall
- Splits every incoming payment into tax, savings and spending pots by percentage.
- Estimates quarterly federal and state taxes and reminds you before each deadline.
- Plus plan: $6/month [2].
- **Best for:** full-time freelancers with irregular income.

### 2. Stashline — best free option
- "Auto-stash" rules move a percentage of any deposit over a set amount into a tax sub-account.
- No tax calculator, so you choose the percentage yourself.
- Free; the premium tier ($3/month) adds more sub-accounts [3].
- **Best for:** side-gig earners who just want the money out of sight.

| App | Auto-split | Tax estimate | Price |
|---|---|---|---|
| Keel | Yes | Federal + state | $6/mo |
| Stashline | Yes (rules) | No | Free |

### Setting it up
1. Open a dedicated high-yield savings account for taxes so the money earns interest while it waits.
2. Start at 30% and adjust once you've filed your first year.
3. Pay quarterly estimates (April, June, September, January) to avoid penalties.

### Manual alternative
If you'd rather not use an app, most banks let you schedule a recurring transfer — just remember that irregular income makes fixed transfers less accurate.

**Bottom line:** Keel is the most complete option; Stashline does the job for free if you don't need estimates.`,
    sources: [
      'https://www.irs.gov/businesses/small-businesses-self-employed/self-employed-individuals-tax-center',
      'https://www.keelmoney.com/features/tax-pots',
      'https://www.stashline.com/pricing',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Keel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Stashline', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'Mallard or Branchline Holidays for a Settle–Carlisle rail trip?',
    text: `Both companies run 4- or 5-day Settle–Carlisle tours, but they're aimed at quite different travellers.

### Mallard
- **Group size:** up to 24.
- **Seats:** first class on the Settle–Carlisle itself, with window seats reserved.
- **Hotels:** 4-star in Harrogate and Carlisle, both within walking distance of the station.
- **Extras:** a guided walk to Ribblehead Viaduct and a Dales lunch included.
- **Price:** from £845 for 4 days [1].

### Branchline Holidays
- **Group size:** up to 45.
- **Seats:** standard class, unreserved on the busiest legs.
- **Hotels:** 3-star, one of them a 25-minute coach ride from Settle.
- **Extras:** none included; the Ribblehead walk costs £35.
- **Price:** from £599 for 4 days [2].

| | Mallard | Branchline Holidays |
|---|---|---|
| Group size | ≤ 24 | ≤ 45 |
| Class | First | Standard |
| Price (4 days) | £845 | £599 |
| Avg. review score | 4.7/5 | 3.2/5 |

### What reviewers say
Mallard travellers mostly mention unhurried connections and knowledgeable tour managers. Branchline reviews are more mixed: the price is appreciated, but standing on packed trains and long coach transfers come up again and again [3].

### Verdict
The Settle–Carlisle line is all about the views, and on Branchline's tour you may not even get a seat by the window. For this trip, **book Mallard**: the extra £250 buys a far better experience. I wouldn't recommend Branchline Holidays for it.`,
    sources: [
      'https://www.mallardrail.co.uk/tours/settle-carlisle',
      'https://www.branchlineholidays.co.uk/settle-carlisle',
      'https://uk.trustpilot.com/categories/tour_operator',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mallard', position: 1, sentiment: 'POSITIVE' },
      { name: 'Branchline Holidays', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: 'Best pet insurance for a new puppy?',
    text: `The best time to insure a puppy is right away: nothing is pre-existing yet, premiums are at their lowest, and puppies are famously good at eating socks [1]. Here's what I'd look at.

### 1. Larkspur — best for puppies
- **Puppy perks:** no waiting period for accidents, and a 14-day illness wait instead of the usual 30.
- **Wellness add-on** ($12/month) covers vaccines, spay/neuter and microchipping.
- Premiums for an 8-week-old mixed breed start around **$29/month** [2].

### 2. Tailwise — best long-term cover
- No per-condition caps and no upper age limit, so the policy keeps working as your dog ages.
- Slightly pricier at the start (about $34/month), but increases are gradual [3].

### 3. Pawbright — best for large breeds
- Covers hip and elbow dysplasia from day one after a vet exam, which matters for Labradors, shepherds and other big dogs.
- Around $38/month for a large-breed puppy.

| Insurer | Accident wait | Illness wait | Wellness add-on | From |
|---|---|---|---|---|
| Larkspur | 0 days | 14 days | Yes | $29 |
| Tailwise | 2 days | 14 days | No | $34 |
| Pawbright | 0 days | 30 days | Yes | $38 |

### Before you sign up
1. Book a vet check within the first week — some insurers require it.
2. Choose 90% reimbursement if you can; puppy emergencies add up fast.
3. Don't buy the wellness add-on unless you'll actually use it.

**Bottom line:** Larkspur is the best starting point for most puppies; go with Pawbright if you've got a large breed.`,
    sources: [
      'https://www.akc.org/expert-advice/health/pet-insurance-for-puppies',
      'https://www.larkspurpet.com/puppies',
      'https://www.tailwise.com/dogs',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Larkspur', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tailwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pawbright', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.keel,
    prompt: 'Keel app reviews — is it any good?',
    text: `**Short answer:** Keel looks great and the idea is good, but UK reviews in 2026 are mostly negative, and for now I'd use something else.

### What Keel promises
- Automatic splitting of client payments into tax, savings and spending pots.
- Self Assessment estimates that update as you earn.
- A "pay yourself" feature that smooths irregular income [1].

### What users report
- **Bank sync problems:** the most common complaint. Connections to several high-street banks drop every few days and need re-authorising [2].
- **Wrong tax estimates:** some users found the estimate ignored payments on account, leaving them short in January.
- **Support:** email only, with replies taking a week or more.
- **Price rise:** the UK plan went from £3 to £5 a month in 2025.

### Ratings at a glance
| Source | Rating |
|---|---|
| App Store (UK) | 3.2/5 |
| Google Play (UK) | 2.9/5 |
| Review sites | 2.6/5 |

### A better-reviewed option
**Centwise** does the same core job — tax estimates and automatic pots via rules — with reliable Open Banking connections to every major UK bank, and it's MTD-ready [3]. It costs £7 a month but rarely draws sync complaints.

**Bottom line:** Keel may get there eventually, but today Centwise is the better choice for UK freelancers.`,
    sources: [
      'https://www.keelmoney.com/uk',
      'https://www.reddit.com/r/UKPersonalFinance/comments/keel_bank_sync',
      'https://www.centwise.co.uk/features',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Keel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Centwise', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ────────────────────────────── English — hard ──────────────────────────────
  {
    id: 'v10-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'Best steam railway days out in England for a train-mad 8-year-old?',
    text: `Great question — England is brilliant for this. A mix of a museum day and a heritage line usually works best for kids that age.

### 1. National Railway Museum, York
Entry is free, and the Great Hall is home to **Mallard**, the LNER A4 locomotive that set the world speed record for steam (126 mph) in 1938 [1]. Kids can stand right next to it, and there's an outdoor play area and a miniature railway in summer.

### 2. North Yorkshire Moors Railway
An 18-mile run from Pickering to Whitby through moorland — and the station at Goathland doubled as Hogsmeade in the first Harry Potter film [2].

### 3. Severn Valley Railway
A long line, lots of engines in steam on gala weekends, and a family ticket that's good value. The Engine House at Highley lets children see locomotives up close.

### 4. Bluebell Railway, Sussex
Smaller and gentler, with Victorian carriages — good if your child is at the younger end of train-mad.

### Want to make a weekend of it?
**Steamhaven** runs family steam weekends that combine two heritage lines with a hotel and a footplate talk aimed at children. Parents rate them highly, and they take all the planning off your hands [3].

### Tips
- Check gala dates: more engines run, and kids love seeing several in steam at once.
- Bring a picnic — station cafés get busy.
- In York, the mallards on the riverside path are a hit with younger siblings.`,
    sources: [
      'https://www.railwaymuseum.org.uk/objects-and-stories/mallard',
      'https://www.nymr.co.uk/plan-your-visit',
      'https://www.steamhaven.co.uk/family-weekends',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Steamhaven', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: Mallard, the LNER A4 steam locomotive, in bold in a rail answer (and mallard ducks); the tour operator Mallard is never named, only its competitor Steamhaven.',
  },
  {
    id: 'v10-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: 'Which common garden plants are poisonous to dogs, and will pet insurance cover it if my dog eats one?',
    text: `Several popular garden plants are toxic to dogs. The most common culprits [1]:

- **Foxglove (Digitalis)** — affects the heart; even small amounts can be dangerous.
- **Larkspur (Delphinium)** — all parts are toxic, especially young plants and seeds; causes muscle tremors and, in severe cases, paralysis.
- **Lily of the valley** — heart arrhythmias.
- **Azalea and rhododendron** — vomiting, drooling, weakness.
- **Sago palm** — liver failure; one of the most dangerous.
- **Autumn crocus** — severe gastrointestinal signs and organ damage.

If you see your dog chewing any of these, call your vet or the ASPCA Animal Poison Control line straight away.

### Does pet insurance cover poisoning?
Usually yes — accidental ingestion of a toxic plant counts as an accident under most accident-and-illness and accident-only policies. But the details differ:

- **Tailwise** covers toxin ingestion in full, including emergency hospitalisation and the poison-control consultation fee. It's the one I'd pick if poisoning is your worry [2].
- **Pawbright** caps poisoning claims at $1,000 per year, which won't go far if your dog needs a couple of nights in an emergency hospital — I'd avoid it for this [3].

Also check whether your policy excludes "preventable" incidents — a few do, and it's worth asking before you need it.`,
    sources: [
      'https://www.aspca.org/pet-care/animal-poison-control/toxic-and-non-toxic-plants',
      'https://www.tailwise.com/coverage',
      'https://www.pawbright.com/policy-limits',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tailwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pawbright', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Homonym: larkspur the toxic garden plant, in bold at the start of a list item, in a pet-insurance answer; the insurer Larkspur is never named.',
  },
  {
    id: 'v10-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'ie',
    profile: BRANDS.keel,
    prompt: 'How do I keep my finances on an even keel as a freelancer? Any apps that help?',
    text: `Keeping things on an even keel mostly comes down to separating "money that arrived" from "money you can spend". A few habits do most of the work.

### 1. Build a buffer first
Keel, in sailing terms, is the heavy fin under a boat that stops it capsizing in a gust — for a freelancer, that role is played by a buffer of two to three months of expenses. Fill it before you upgrade anything [1].

### 2. Pay yourself a salary
Move a fixed amount from your business account to your personal account on the same day each month, whatever came in. Good months top up the buffer; lean months draw on it.

### 3. Ring-fence tax
Set aside 25–30% of every payment on the day it arrives.

### Apps that help
- **Budgetbird** — my first pick for the "salary" habit: its envelope system makes it obvious what's left for the month, and the free tier is enough [2].
- **Stashline** — good for ring-fencing tax: auto-stash rules move a percentage of each deposit into a separate pot automatically [3].

With those two and a bit of discipline, lean months stop feeling like a storm.`,
    sources: [
      'https://www.ccpc.ie/consumers/money/budgeting/emergency-fund',
      'https://www.budgetbird.app/envelopes',
      'https://www.stashline.com/auto-stash',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Budgetbird', position: 1, sentiment: 'POSITIVE' },
      { name: 'Stashline', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonym: the idiom "on an even keel" and a boat\'s keel, including a sentence that begins with "Keel,"; the Keel app is never named.',
  },
  {
    id: 'v10-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'Mallard Rail Holidays review',
    text: `There's no single verdict I can give on "Mallard Rail Holidays review" — I couldn't find enough recent, independent reviews to judge that particular operator fairly. What I can do is show you how to vet a rail-tour company, and how the better-documented operators compare.

### How to check any rail holiday operator
1. **Financial protection:** look for ATOL (if flights are included) and ABTA membership.
2. **Recent reviews:** filter the last 12 months on at least two independent sites.
3. **Group size and seat reservations:** both make a huge difference on busy lines.
4. **Hotel locations:** "near the station" should mean walking distance, not a coach transfer.

### Well-reviewed operators for comparison
- **Signalbox Journeys** — 4.8/5 from around 5,000 reviews; small groups, reserved seats, excellent tour managers. A safe choice [1].
- **Steamhaven** — 4.6/5; best for heritage steam lines, with friendly, knowledgeable guides. Highly recommended if steam is the draw [2].

If you share the specific tour you're looking at, I can help you compare it against these on itinerary and price.`,
    sources: [
      'https://www.signalboxjourneys.co.uk/reviews',
      'https://www.steamhaven.co.uk/reviews',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Signalbox Journeys', position: 1, sentiment: 'POSITIVE' },
      { name: 'Steamhaven', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Branded prompt restated in quotes ("Mallard Rail Holidays review"), then only competitors are named and judged.',
  },
  {
    id: 'v10-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: "What's the best pet insurance for a 12-year-old Labrador?",
    text: `At 12, your Lab is a senior, so the main questions are who will still enrol him and what counts as pre-existing [1].

### 1. Tailwise — best overall
- No upper enrolment age.
- Covers cancer, arthritis (if not pre-existing) and hereditary conditions.
- Around $96/month for a 12-year-old Lab with a $500 deductible [2].

### 2. FetchCover — best budget option
- Enrols dogs up to age 14.
- Accident & illness from about $78/month; 80% reimbursement.
- Good claims record: most are paid within 10 days [3].

| Insurer | Enrols at 12? | Est. monthly | Reimbursement |
|---|---|---|---|
| Tailwise | Yes | $96 | 70–90% |
| FetchCover | Yes | $78 | 80% |

### Why isn't Larkspur on this list?
I left Larkspur out on purpose: it doesn't accept new dogs older than 10, so it isn't an option for your Lab, whatever its other merits.

### Tips
- Expect anything treated in the last 12–24 months to be excluded.
- Ask for a pre-existing condition review before buying; some insurers lift exclusions after 12 symptom-free months.`,
    sources: [
      'https://www.avma.org/resources/pet-owners/petcare/senior-pets',
      'https://www.tailwise.com/senior-dogs',
      'https://www.fetchcover.com/claims',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tailwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'FetchCover', position: 2, sentiment: 'POSITIVE' },
      { name: 'Larkspur', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'Exclusion: "I left Larkspur out on purpose" after the ranked list; the brand is named last and is negative.',
  },
  {
    id: 'v10-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.keel,
    prompt: "I'm a sole trader in the UK and I bank with a high-street bank. Is Keel a good app for me?",
    text: `Keel gets a lot right, and it's easy to see why freelancers like it:

- **Automatic pots:** every payment is split into tax, savings and spending the moment it lands.
- **Self Assessment estimates** that update as you invoice.
- **A genuinely pleasant app** — fast, clear, no clutter [1].

**But there's a catch that matters in your case.** In the UK, Keel's automatic splitting only works if your income is paid into its partner e-money account. It can read your high-street bank account, but it can't move money out of it, so the pots would have to be funded by hand [2]. For a sole trader who wants to keep banking where you are, that removes the main reason to use it.

### What I'd use instead
**Centwise** connects to all the major high-street banks via Open Banking, can sweep a percentage of each payment into a tax savings account at the same bank, and is MTD-ready [3]. It costs £7 a month.

**Verdict:** Keel is not the right app for you — go with Centwise.`,
    sources: [
      'https://www.keelmoney.com/uk',
      'https://www.keelmoney.com/uk/help/partner-account',
      'https://www.centwise.co.uk/open-banking',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Keel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Centwise', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Praise first (three bold positives), then a decisive reservation for the reader\'s situation and a verdict for the competitor.',
  },
  {
    id: 'v10-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'How do the main UK rail holiday operators rate against each other?',
    text: `Here's how the four best-known UK rail holiday operators score on the factors travellers say matter most. Scores combine independent review ratings [1][2] with published trip details.

| Operator | Itineraries | Comfort | Tour managers | Value | Overall |
|---|---|---|---|---|---|
| Mallard | 9/10 | 9.5/10 | 9/10 | 8.5/10 | **9.2/10** |
| Signalbox Journeys | 9/10 | 8.5/10 | 9/10 | 8/10 | **8.6/10** |
| Steamhaven | 8.5/10 | 7.5/10 | 8.5/10 | 8/10 | **8.1/10** |
| Branchline Holidays | 6/10 | 3/10 | 4/10 | 5/10 | **3.8/10** |

### How the scores were built
- **Itineraries:** variety of routes, time on trains versus coaches, number of departures.
- **Comfort:** seat class, reserved seating, hotel standard and location.
- **Tour managers:** review mentions of knowledge, organisation and problem-solving.
- **Value:** what's included (meals, excursions, transfers) relative to the price.

### Notes on the data
- Review ratings are from the last 12 months only.
- Prices compared are for 5-night UK tours in shoulder season.
- Scores are rounded to the nearest half point; the overall score is weighted towards comfort and tour managers.`,
    sources: [
      'https://uk.trustpilot.com/categories/tour_operator',
      'https://www.which.co.uk/reviews/escorted-tours/article/tour-operator-satisfaction-survey',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mallard', position: 1, sentiment: 'POSITIVE' },
      { name: 'Signalbox Journeys', position: 2, sentiment: 'POSITIVE' },
      { name: 'Steamhaven', position: 3, sentiment: 'POSITIVE' },
      { name: 'Branchline Holidays', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'Verdicts given only by scores out of 10 in a table (9.2, 8.6, 8.1 versus 3.8), with no verdict in words.',
  },
  {
    id: 'v10-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: 'Which pet insurers are best for a French bulldog?',
    text: `French bulldogs are among the most expensive breeds to insure because of brachycephalic obstructive airway syndrome (BOAS), spinal problems and skin allergies [1]. The key question is whether a policy covers breed-related and hereditary conditions without special exclusions.

| Insurer | BOAS surgery | Hereditary conditions | Annual limit | Est. monthly (1-yr-old) | Recommended |
|---|---|---|---|---|---|
| Larkspur | Excluded | Covered after 12 months | $15,000 | $64 | No |
| Tailwise | Covered | Covered | Unlimited | $88 | Yes |
| Pawbright | Covered | Covered | $20,000 | $79 | Yes |

### What the columns mean
- **BOAS surgery:** soft-palate and nostril surgery, often $3,000–$6,000.
- **Hereditary conditions:** includes IVDD (spinal disc disease), common in Frenchies.
- **Annual limit:** the most the insurer pays in a policy year.

### Tips for Frenchie owners
1. Insure before any breathing issues are noted in the vet record — after that, BOAS becomes pre-existing.
2. Ask specifically about IVDD; some policies treat it as orthopaedic, with a longer waiting period.
3. Budget for premiums rising 8–12% a year [2].`,
    sources: [
      'https://www.akc.org/expert-advice/health/brachycephalic-dogs',
      'https://www.consumerreports.org/money/pet-insurance/breed-premiums',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Larkspur', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tailwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pawbright', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Verdict given only by a table column ("Recommended: No" for the brand, "Yes" for both competitors); the brand is the first row.',
  },
  {
    id: 'v10-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.keel,
    prompt: "I'm a freelance illustrator and my income is all over the place — some months $9k, some months $800. Which budgeting app should I use?",
    text: `The most popular budgeting app right now is probably **Budgetbird**, and it's excellent for salaried households. But its whole method assumes you know next month's income in advance and assign every dollar of it — which is exactly what you can't do. You'd spend every lean month fighting the app, so I wouldn't pick it for you [1].

For someone whose income swings the way yours does, **Keel** is the one:
- It holds incoming payments in a buffer pot and pays you a fixed "salary" every week or month, so a $9k month funds the $800 month.
- It sets aside tax from each client payment automatically.
- The Plus plan is $6/month [2].

### Getting started
1. Add up your last 12 months of income and divide by 12 — that's the ceiling for a sustainable salary.
2. Set your Keel salary about 20% below that until the buffer covers two months.
3. Route every client payment into Keel and let it do the splitting.`,
    sources: [
      'https://www.budgetbird.app/method',
      'https://www.keelmoney.com/features/salary',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Budgetbird', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Keel', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Recommendation through the reader\'s situation ("for someone whose income swings the way yours does, Keel is the one"); the competitor is praised in general but ruled out for this reader.',
  },
  {
    id: 'v10-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: "Is Mallard Rail Holidays reliable? I've seen some terrible reviews.",
    text: `You're right that some reviews are scathing. A few recent examples [1]:

> "Worst holiday of my life. The coach to the station never turned up and we missed the train."

> "Never again — our hotel was miles from anywhere and nobody apologised."

> "Absolute shambles on day three."

Those are real, and worth taking seriously. But they need context:

- **They're a small minority.** Mallard has about 3,200 reviews from the past year, averaging 4.7/5; one- and two-star reviews make up under 4% [1].
- **Most relate to one incident.** The missed-train complaints come mainly from a single departure in April 2026, when a rail strike was called at short notice. Mallard refunded that day's excursion and offered a 15% voucher [2].
- **Financial protection is solid.** It's ABTA-bonded, and ATOL-protected on tours that include flights [3].

### What the positive reviews say
Small groups, reserved window seats, tour managers who sort problems out quickly, and hotels close to stations are the recurring themes.

**My take:** the bad reviews are the exception rather than the rule. Mallard is one of the more reliable rail holiday operators in the UK, and I'd book with it confidently.`,
    sources: [
      'https://uk.trustpilot.com/categories/tour_operator',
      'https://www.mallardrail.co.uk/news/april-2026-strike',
      'https://www.abta.com/abta-member-search',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Mallard', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Quoted one-star user reviews ("Worst holiday of my life", "Never again") open the answer, but the answer\'s own verdict is positive.',
  },
  {
    id: 'v10-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: 'Larkspur or Tailwise for my cat?',
    text: `I can't say which is better for your cat without knowing a bit more, because the two policies are built differently. Here's how they differ:

| | Larkspur | Tailwise |
|---|---|---|
| Monthly premium (3-yr-old cat) | ~$17 | ~$22 |
| Deductible options | $100–$1,000 | $250 or $500 |
| Per-condition cap | $5,000 | None |
| Dental illness | Add-on | Included |
| Max enrolment age | 12 | None |
| Typical claim payout time | 2–4 weeks | 1 week |

### What would tip it one way or the other
- **Age:** if your cat is over 12, only one of them will take a new policy.
- **Dental history:** dental disease is common in cats; whether you want it built in or as an add-on changes the price comparison.
- **Cash flow:** if waiting a few weeks for a reimbursement would be a problem, payout speed matters more than the premium.
- **Budget:** if the monthly premium is what matters most, the gap of about $5 a month adds up to $60 a year.

If you tell me your cat's age, breed, any past health issues and what you'd be comfortable paying each month, I can give you a clearer answer.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Larkspur', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Tailwise', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Hedged comparison with no verdict: figures favour each side on different rows and the answer asks for more information.',
  },
  {
    id: 'v10-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.keel,
    prompt: 'Is there an app that automatically splits each client payment into tax, savings and spending?',
    text: `Yes — the best one I've found for exactly this is **keelmoney.com**. You connect the account your clients pay into, set percentages (say 30% tax, 10% savings, 60% spending), and every incoming payment is split the moment it lands [1]. It also:

- estimates your quarterly taxes from year-to-date income,
- warns you before each estimated-tax deadline,
- can pay you a fixed weekly "salary" from a buffer pot.

It's $6/month for the plan with automatic splits, and well worth it if you invoice several clients.

### Can a regular budgeting app do it?
Sort of. **Centwise** can mimic it with rules ("when a deposit over $500 arrives, move 30% to Savings – Tax"), but the rules have to be set up per account and break whenever an amount falls below the threshold. For this specific job it's more hassle than it's worth [2].

### DIY option
Some banks let you create sub-accounts with automatic percentage transfers on deposit — worth checking before you pay for anything.`,
    sources: [
      'https://www.keelmoney.com/how-it-works',
      'https://www.centwise.com/help/rules',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Keel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Centwise', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'The brand is named only by its domain (keelmoney.com) in the text, and recommended.',
  },
  {
    id: 'v10-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: 'How long does pet insurance usually take to pay out a claim?',
    text: `Most US pet insurers pay straightforward claims within **5 to 15 business days** of receiving a complete claim (itemised invoice plus medical records) [1]. A few things change that:

- **First claim on a policy:** often slower, because the insurer requests your pet's full medical history to check for pre-existing conditions.
- **Large or complex claims:** surgery or hospital stays may trigger a manual review; 3–4 weeks is not unusual.
- **Submission method:** app submissions are generally fastest. One insurer reports a median of 6 days for claims filed through its app, against 11 days for emailed claims [2].
- **Direct vet pay:** some insurers, FetchCover among them, offer to pay the vet directly on bills over $500 [3].

### How to speed things up
1. Send the itemised invoice, not just the card receipt.
2. Ask your vet to send the medical records when you file — don't wait for the insurer to request them.
3. Check your claim status after a week and ask what's missing.`,
    sources: [
      'https://www.consumerreports.org/money/pet-insurance/how-pet-insurance-works',
      'https://www.larkspurpet.com/claims/how-long-do-claims-take',
      'https://www.fetchcover.com/direct-vet-pay',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'FetchCover', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Cited only through sources: the brand\'s own page is source [2] ("one insurer reports…"), but the text never names it; the only tracked name is a competitor in a neutral fact.',
  },
  {
    id: 'v10-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.mallard,
    prompt: 'Which company is best for a West Highland Line rail holiday these days?',
    text: `Mallard used to be the obvious answer here. For years its 6-day West Highland tour was the one everyone recommended: small groups, reserved window seats on the Mallaig line and a night at a lochside hotel in Glenfinnan.

That changed after Mallard was bought by a larger travel group in 2025 [1]:
- groups have grown from 24 to around 40,
- the Fort William–Mallaig leg is now done by coach on some departures,
- the Glenfinnan night has been dropped from the standard itinerary,
- recent reviews average 3.6/5, down from 4.7 [2].

### The better bet today: Signalbox Journeys
Signalbox Journeys now runs the itinerary Mallard used to have — Glasgow to Mallaig entirely by train, a night in Glenfinnan, and groups capped at 22. Reviews of its 2026 departures average 4.8/5, and its tour managers are singled out for praise [3].

| | Mallard (2026) | Signalbox Journeys (2026) |
|---|---|---|
| Group size | up to 40 | up to 22 |
| Mallaig leg | coach on some dates | train |
| Avg. rating | 3.6/5 | 4.8/5 |
| Price (6 days) | £1,295 | £1,390 |

**In short:** book Signalbox Journeys.`,
    sources: [
      'https://www.ttgmedia.com/news/mallard-acquisition-2025',
      'https://uk.trustpilot.com/categories/tour_operator',
      'https://www.signalboxjourneys.co.uk/west-highland-line',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Mallard', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Signalbox Journeys', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: '"X used to be the obvious answer, but…": past praise of the brand, present verdict for the competitor.',
  },
  {
    id: 'v10-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.keel,
    prompt: 'Keel vs Stashline for saving for taxes — which is better?',
    text: `Stashline isn't bad, exactly. Its auto-stash rules work, the free tier isn't stingy, and the app doesn't crash. But it doesn't estimate your tax, so you're guessing the percentage, and I wouldn't pay for its premium tier — nothing in it helps with taxes specifically [1].

Keel is not without its flaws either:
- no joint accounts,
- the web app is clunkier than the mobile one,
- state tax estimates don't cover every state yet [2].

Still, it's hard not to recommend it for this particular job. It calculates what you owe from what you've actually earned, adjusts the set-aside percentage as your income changes, and reminds you before each quarterly deadline. At $6 a month, the price is not unreasonable for something that can spare you an underpayment penalty.

| | Keel | Stashline |
|---|---|---|
| Automatic set-aside | Yes | Yes |
| Tax estimate | Yes | No |
| Deadline reminders | Yes | No |
| Price | $6/mo | Free / $3 |

**So:** for saving for taxes, pick Keel over Stashline.`,
    sources: [
      'https://www.stashline.com/pricing',
      'https://www.keelmoney.com/help/limitations',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Stashline', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Keel', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Litotes and double negations on both sides ("isn\'t bad", "not without its flaws", "hard not to recommend", "not unreasonable"); the competitor is named first and loses.',
  },
  {
    id: 'v10-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.larkspur,
    prompt: "We're moving to Larkspur, CA with our two dogs. Which pet insurance do local vets recommend?",
    text: `Welcome to Larkspur — you've picked a very dog-friendly corner of Marin County, with the creekside paths and plenty of trails on Mount Tamalpais close by.

Vets in Larkspur, Corte Madera and San Rafael don't all agree, but two insurers come up again and again in local recommendations [1]:

### Tailwise
- The one Marin vets mention most. Several clinics in the area accept its direct vet pay, so you don't have to front large bills.
- No per-condition caps, and a 10% multi-pet discount for your second dog [2].

### Pawbright
- Also well liked locally, especially for active dogs: it covers injuries from hiking and off-leash play without extra riders.
- Slightly cheaper than Tailwise for young, healthy dogs [3].

### Before you choose
1. Register with a vet soon after you arrive — many insurers want a recent exam.
2. Bay Area vet costs run 20–30% above the national average, so pick a generous annual limit.
3. If either dog already has a condition, get it documented before switching insurers.

Both are good choices; Tailwise edges it if you want the simplest claims experience.`,
    sources: [
      'https://www.marinhumane.org/resources/pet-insurance',
      'https://www.tailwise.com/multi-pet',
      'https://www.pawbright.com/active-dogs',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tailwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pawbright', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonym: Larkspur, the town in Marin County (also in the prompt), named twice in a pet-insurance answer; the insurer Larkspur is never named.',
  },
  // ───────────────────────────── French — typical ─────────────────────────────
  {
    id: 'v10-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: 'Quels sont les meilleurs installateurs de panneaux solaires en Occitanie ?',
    text: `L'Occitanie est l'une des régions les plus ensoleillées de France : une installation de 6 kWc y produit en moyenne 7 500 à 8 000 kWh par an [1]. Encore faut-il choisir un installateur sérieux. Voici ceux qui ressortent des avis et des comparatifs.

### 1. Tournesol — le plus complet
- **Certifié RGE QualiPV**, ce qui vous ouvre droit à la prime à l'autoconsommation.
- Étude de toiture gratuite avec simulation de production sur 20 ans.
- Pose par des équipes salariées (pas de sous-traitance), garantie décennale et suivi de production via une application [2].
- **Prix indicatif :** environ 11 500 € TTC pour 6 kWc, avant prime.

### 2. Solarvie — très bon rapport qualité-prix
- Également RGE, présent dans tout le Languedoc.
- Devis souvent 5 à 10 % moins chers, avec des panneaux de marque européenne.
- Délais de pose un peu plus longs en été [3].

### 3. Photonia — le spécialiste des batteries
- Intéressant si vous voulez stocker votre production pour le soir.
- Bon accompagnement pour les démarches Enedis et la déclaration préalable en mairie.

| Installateur | RGE | Prix 6 kWc (TTC) | Batterie | Délai moyen |
|---|---|---|---|---|
| Tournesol | Oui | ~11 500 € | En option | 6 semaines |
| Solarvie | Oui | ~10 600 € | En option | 10 semaines |
| Photonia | Oui | ~12 900 € | Incluse | 8 semaines |

### Conseils avant de signer
1. Demandez au moins trois devis détaillés.
2. Vérifiez la qualification RGE sur l'annuaire France Rénov'.
3. Méfiez-vous du démarchage à domicile et des offres « panneaux gratuits ».

**En résumé :** Tournesol est le choix le plus sûr pour une première installation ; Solarvie si le budget prime, Photonia si vous voulez une batterie.`,
    sources: [
      'https://www.photovoltaique.info/fr/preparer-un-projet/productible',
      'https://www.tournesol-energie.fr/occitanie',
      'https://www.solarvie.fr/avis',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tournesol', position: 1, sentiment: 'POSITIVE' },
      { name: 'Solarvie', position: 2, sentiment: 'POSITIVE' },
      { name: 'Photonia', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: 'Où acheter des vêtements bio pour bébé en ligne ?',
    text: `Pour un bébé, le bio n'est pas qu'un argument marketing : un coton certifié GOTS garantit l'absence de pesticides et de teintures agressives, ce qui compte pour une peau sensible [1]. Voici les boutiques en ligne les plus recommandées.

### 1. Coton Lune
- **Points forts :** coton bio GOTS tissé au Portugal, gamme naissance très complète (bodies, pyjamas, gigoteuses).
- Échanges gratuits sous 60 jours, pratique quand on hésite sur la taille.
- **Prix :** lot de 3 bodies à 39 € [2].

### 2. Grenadine
- **Points forts :** imprimés originaux dessinés en France, coupes unisexes qui se transmettent facilement.
- Bodies croisés faciles à enfiler pour les tout-petits, pressions sur l'épaule.
- **Prix :** body à partir de 14 €, souvent en promotion [3].

### 3. Petit Moussaillon
- **Points forts :** style marinière, fabrication française dans les Vosges, tricots très durables.
- Plus cher, mais les pièces tiennent plusieurs enfants.
- **Prix :** pyjama à 35 €.

| Boutique | Label | Fabrication | Body (à partir de) | Retours |
|---|---|---|---|---|
| Coton Lune | GOTS | Portugal | 13 € | Gratuits |
| Grenadine | GOTS | Portugal | 14 € | Payants |
| Petit Moussaillon | GOTS | France | 19 € | Gratuits |

### Astuces
- Prenez une taille au-dessus : les bébés grandissent vite et le coton bio peut rétrécir légèrement.
- Lavez à 30 °C avec une lessive sans parfum.
- Les coffrets naissance sont souvent moins chers que les pièces à l'unité.

**En résumé :** les trois sont de bonnes adresses ; Coton Lune pour la souplesse des échanges, Grenadine pour les imprimés, Petit Moussaillon pour le made in France.`,
    sources: [
      'https://www.global-standard.org/fr',
      'https://www.cotonlune.fr/naissance',
      'https://www.grenadine-enfants.fr/bebe',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Coton Lune', position: 1, sentiment: 'POSITIVE' },
      { name: 'Grenadine', position: 2, sentiment: 'POSITIVE' },
      { name: 'Petit Moussaillon', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Cassis Voyages avis',
    text: `## Cassis Voyages : ce qu'il faut savoir

Cassis Voyages est une agence de voyage en ligne spécialisée dans les séjours et circuits en Méditerranée (Grèce, Italie, Croatie, Malte, Baléares), au départ des principaux aéroports français [1]. Elle est immatriculée chez Atout France et adhère à l'APST, ce qui garantit le remboursement des acomptes en cas de défaillance [2].

### Points forts
- **Sélection d'hôtels soignée :** beaucoup de petits établissements familiaux plutôt que de grands complexes.
- **Prix transparents :** taxes et bagage en soute inclus dans le prix affiché.
- **Conseillers joignables** par téléphone 7 j/7 pendant la haute saison.
- **Assurance annulation** proposée mais pas imposée.

### Points faibles
- Peu de départs depuis les petits aéroports régionaux.
- Frais de modification de 50 € par dossier.
- Le site est fonctionnel, mais un peu daté.

### Ce que disent les clients
Les avis récents sont majoritairement positifs (4,5/5 sur plus de 2 000 avis) : on y salue la qualité des hôtels et la réactivité du service client en cas de vol retardé [3]. Les critiques portent surtout sur les frais de modification.

| Critère | Note |
|---|---|
| Rapport qualité-prix | 4,4/5 |
| Service client | 4,6/5 |
| Hôtels | 4,5/5 |

**En résumé :** Cassis Voyages est une agence fiable et recommandable, en particulier pour un premier séjour en Méditerranée. Lisez simplement bien les conditions de modification avant de réserver.`,
    sources: [
      'https://www.cassis-voyages.fr/qui-sommes-nous',
      'https://www.apst.travel/verifier-un-adherent',
      'https://www.avis-verifies.com/avis-clients/cassis-voyages.fr',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cassis', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.tournesol,
    prompt: 'Je veux installer des panneaux solaires sur ma maison dans le canton de Vaud. Comment choisir un installateur ?',
    text: `Bonne idée : avec la rétribution unique fédérale et les aides cantonales vaudoises, une installation sur une maison individuelle est souvent amortie en 10 à 14 ans [1]. Voici comment choisir.

### 1. Vérifiez les qualifications
- Privilégiez un installateur membre de Swissolar ou titulaire du label « Les pros du solaire ».
- Demandez des références de chantiers récents dans votre région.

### 2. Comparez au moins trois offres
Une bonne offre détaille :
- la puissance (kWc) et la production annuelle estimée,
- la marque et le modèle des panneaux et de l'onduleur,
- les frais d'échafaudage et de raccordement,
- les garanties (produit, performance, travaux).

### 3. Anticipez les démarches
- Annonce de l'installation à la commune (procédure simplifiée dans la plupart des cas).
- Demande de rétribution unique auprès de Pronovo après la mise en service [2].
- Contrat de reprise avec votre gestionnaire de réseau.

### 4. Quelques installateurs à considérer
- **Photonia** dispose d'une agence à Lausanne et s'occupe elle-même des démarches Pronovo ; ses clients vaudois en disent beaucoup de bien [3].
- Les installateurs locaux recommandés par votre commune ou par le guichet cantonal de l'énergie sont aussi une excellente piste.

| Étape | Délai indicatif |
|---|---|
| Offres et choix | 3–6 semaines |
| Annonce à la commune | 2–4 semaines |
| Pose | 2–3 jours |
| Rétribution unique | 6–12 mois |

**En résumé :** trois offres détaillées, un installateur certifié et des démarches bien anticipées ; Photonia est un bon point de départ dans le canton.`,
    sources: [
      'https://www.vd.ch/environnement/energie/subventions-energie',
      'https://pronovo.ch/fr/financement/systeme-de-retribution-unique-sru',
      'https://www.photonia.ch/lausanne',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Photonia', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.grenadine,
    prompt: 'Grenadine vêtements enfants avis',
    text: `## Grenadine : avis et retours clients

Grenadine est une marque française de vêtements en coton bio pour enfants de 0 à 8 ans, vendue uniquement en ligne et livrée en France, en Belgique et en Suisse [1].

### Ce qui plaît
- Des imprimés originaux et des couleurs douces.
- Un coton certifié GOTS, agréable au toucher.
- Des prix d'appel attractifs pendant les soldes.

### Ce qui coince
- **Tailles très petites :** de nombreux parents conseillent de prendre deux tailles au-dessus, ce qui rend les achats hasardeux [2].
- **Retours payants depuis la Belgique :** 9,90 € par colis, et uniquement via un point relais.
- **Délais :** 7 à 12 jours ouvrés pour une livraison en Belgique, contre 2 à 4 jours annoncés.
- **Tenue au lavage :** plusieurs avis signalent des coutures qui lâchent après quelques lavages.

### Les avis en chiffres
| Source | Note moyenne |
|---|---|
| Avis affichés sur le site | 4,1/5 |
| Plateformes d'avis indépendantes | 2,8/5 |

L'écart entre les deux notes est à lui seul un signal [3].

### Une alternative
**Coton Lune** propose des basiques en coton bio de meilleure tenue, un guide des tailles fiable et des retours gratuits depuis la Belgique.

**En résumé :** malgré de jolis imprimés, Grenadine déçoit sur l'essentiel (tailles, qualité, service). Je vous conseille plutôt Coton Lune.`,
    sources: [
      'https://www.grenadine-enfants.fr/livraison',
      'https://www.test-achats.be/famille-prive/vetements-enfants',
      'https://www.trustedshops.be/avis/vetements-enfants',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Grenadine', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Coton Lune', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Quelle agence choisir pour un séjour dans les Cyclades en juin ?',
    text: `Les Cyclades en juin, c'est le bon compromis : mer déjà chaude, meltem encore modéré et prix inférieurs de 20 à 30 % à ceux de juillet-août [1]. Pour les îles, une agence qui gère bien les ferries fait toute la différence.

### 1. Escapade Azur — la meilleure pour les combinés d'îles
- Spécialiste des combinés Paros–Naxos–Santorin, avec billets de ferry et transferts port-hôtel inclus.
- Des conseillers qui connaissent les horaires et évitent les correspondances trop serrées.
- **À partir de** 1 190 € pour 10 nuits, vols inclus [2].

### 2. Cap Soleil Voyages — la meilleure pour un séjour dans une seule île
- Très bonne sélection d'hôtels à Milos et Sifnos, des îles plus calmes.
- Formules avec location de voiture incluse.
- **À partir de** 980 € pour 7 nuits [3].

| Agence | Point fort | Ferries inclus | Prix indicatif |
|---|---|---|---|
| Escapade Azur | Combinés d'îles | Oui | 1 190 € / 10 nuits |
| Cap Soleil Voyages | Séjour dans une île | Selon formule | 980 € / 7 nuits |

### Autres agences proposant la Grèce
- **Cassis Voyages** : séjours en Crète, à Rhodes et dans les Cyclades (Paros, Naxos), départs de Lyon et de Marseille.

### Conseils
1. Réservez les ferries en même temps que les hôtels : en juin, certaines liaisons affichent complet.
2. Prévoyez une nuit tampon à Athènes avant le vol retour.
3. Évitez Santorin en pleine journée si vous n'aimez pas la foule.

**En résumé :** Escapade Azur pour enchaîner plusieurs îles, Cap Soleil Voyages pour poser ses valises dans une seule.`,
    sources: [
      'https://www.visitgreece.gr/fr/islands/cyclades',
      'https://www.escapade-azur.fr/grece/cyclades',
      'https://www.capsoleil-voyages.fr/grece',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Escapade Azur', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cap Soleil Voyages', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cassis', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: 'Tournesol Énergie avis : est-ce un installateur fiable ?',
    text: `Oui : d'après les informations disponibles, Tournesol Énergie est un installateur fiable.

### Qui est Tournesol Énergie ?
Un installateur photovoltaïque fondé en 2016 à Montpellier, présent dans une quinzaine de départements du Sud de la France. L'entreprise est **certifiée RGE QualiPV** et réalise environ 1 800 installations par an [1].

### Les garanties
- Garantie décennale souscrite auprès d'un assureur français (attestation sur demande).
- Panneaux garantis 25 ans en production, onduleur 12 ans (extensible à 20).
- Suivi de production inclus pendant 10 ans via une application.

### Ce que disent les clients
- **Note moyenne :** 4,6/5 sur environ 3 000 avis [2].
- Les points positifs qui reviennent : devis clairs, techniciens ponctuels, démarches administratives (Enedis, Consuel, mairie) prises en charge.
- Les critiques : un délai de raccordement parfois long — qui dépend surtout d'Enedis — et un service commercial un peu insistant au téléphone.

### Prix constatés
| Puissance | Prix TTC (avant prime) |
|---|---|
| 3 kWc | ~7 200 € |
| 6 kWc | ~11 500 € |
| 9 kWc | ~15 400 € |

Ces tarifs sont dans la moyenne du marché pour une pose par des équipes salariées [3].

### Nos conseils
1. Faites tout de même jouer la concurrence avec deux autres devis.
2. Vérifiez que la simulation de production correspond à l'orientation réelle de votre toit.
3. Ne signez rien le jour de la visite : vous avez 14 jours de rétractation, mais mieux vaut ne pas en avoir besoin.

**En résumé :** Tournesol Énergie est une entreprise sérieuse, bien notée et transparente sur ses prix ; vous pouvez la retenir en confiance.`,
    sources: [
      'https://www.tournesol-energie.fr/entreprise',
      'https://www.avis-verifies.com/avis-clients/tournesol-energie.fr',
      'https://www.hellowatt.fr/panneaux-solaires-photovoltaiques/prix',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Tournesol', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: 'Quelles marques françaises de vêtements pour enfants sont éthiques et durables ?',
    text: `Bonne nouvelle : de plus en plus de marques françaises combinent matières responsables et fabrication transparente. Voici une sélection, avec ce qui les distingue [1].

### 1. Petit Moussaillon — le made in France
- Tricots et marinières fabriqués dans les Vosges et en Bretagne.
- Coton bio et laine mérinos non mulesée.
- Des pièces pensées pour durer et passer d'un enfant à l'autre ; réparation gratuite des mailles pendant deux ans [2].

### 2. Coton Lune — les basiques bio
- Coton GOTS tissé et confectionné au Portugal dans des ateliers audités.
- Gamme très complète de 0 à 10 ans, à des prix raisonnables.
- Programme de reprise : vos vêtements usagés contre un bon d'achat.

### 3. Pirouette Kids — la seconde main intégrée
- Une marque qui revend elle-même ses vêtements d'occasion, contrôlés et lavés.
- Collections en lin et coton recyclé, coupes évolutives (ourlets et bretelles réglables) [3].

| Marque | Fabrication | Matières | Seconde main |
|---|---|---|---|
| Petit Moussaillon | France | Coton bio, mérinos | Non |
| Coton Lune | Portugal | Coton GOTS | Reprise |
| Pirouette Kids | Portugal, France | Lin, coton recyclé | Oui |

### Comment juger une marque « éthique »
- Elle nomme ses ateliers ou ses pays de fabrication précis.
- Elle affiche des labels vérifiables (GOTS, OEKO-TEX, Fair Wear).
- Elle propose réparation, reprise ou revente.

**En résumé :** ces trois marques sont de très bons choix ; Petit Moussaillon si le made in France compte, Pirouette Kids si vous voulez intégrer la seconde main.`,
    sources: [
      'https://www.ademe.fr/particuliers-eco-citoyens/habillement',
      'https://www.petit-moussaillon.fr/atelier',
      'https://www.pirouettekids.fr/seconde-main',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Petit Moussaillon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Coton Lune', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pirouette Kids', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.cassis,
    prompt: 'Quelle agence en ligne pour un séjour en Sicile au départ de Bruxelles ?',
    text: `Depuis Bruxelles, la Sicile est bien desservie : vols directs vers Catane et Palerme depuis Zaventem et Charleroi, en 2 h 30 environ [1]. Voici les agences les plus adaptées.

### 1. Cassis Voyages — notre premier choix
- Départs garantis depuis Bruxelles-Zaventem et Charleroi.
- Séjours « Sicile baroque » (Noto, Raguse, Modica) et combinés Palerme–Cefalù avec voiture de location.
- Hôtels de charme bien situés, prix tout compris (vols, bagage, transferts).
- **À partir de** 890 € pour 7 nuits en mai [2].

### 2. Voyageurs du Sud — pour un circuit accompagné
- Circuits de 8 jours en petit groupe avec guide francophone.
- Départs de Bruxelles une fois par semaine d'avril à octobre.
- Une très bonne option si vous préférez ne pas conduire sur place [3].

| Agence | Formule | Départs de Belgique | Prix indicatif |
|---|---|---|---|
| Cassis Voyages | Séjour / autotour | Zaventem, Charleroi | dès 890 € |
| Voyageurs du Sud | Circuit accompagné | Zaventem | dès 1 240 € |

### Bon à savoir
- Vérifiez que l'agence est couverte par le Fonds de Garantie Voyages.
- En juillet-août, l'intérieur de l'île dépasse souvent 35 °C : privilégiez mai-juin ou septembre.
- La location de voiture est quasi indispensable hors circuit.

**En résumé :** Cassis Voyages pour la liberté d'un autotour, Voyageurs du Sud si vous préférez être accompagné.`,
    sources: [
      'https://www.brusselsairport.be/fr/destinations',
      'https://www.cassis-voyages.fr/italie/sicile',
      'https://www.voyageursdusud.be/circuits/sicile',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cassis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Voyageurs du Sud', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: 'Tournesol, Solarvie ou Photonia : lequel choisir pour 6 kWc à Nîmes ?',
    text: `Les trois interviennent dans le Gard, mais ils ne se valent pas sur tous les points. Voici la comparaison, sur la base des devis publics et des avis clients récents [1][2].

### Tournesol
- **Prix 6 kWc :** environ 11 500 € TTC avant prime.
- Pose par des équipes salariées, application de suivi incluse.
- Délai moyen de 6 semaines entre la signature et la pose.
- Avis : 4,6/5, très peu de réclamations après la pose.

### Solarvie
- **Prix 6 kWc :** environ 11 900 € TTC.
- Matériel équivalent, bonne réputation dans le Languedoc.
- Délais de 10 semaines en haute saison.
- Avis : 4,4/5 ; un bon second choix.

### Photonia
- **Prix 6 kWc :** environ 12 900 € TTC.
- Pose sous-traitée dans le Gard, ce qui explique des délais de SAV souvent pointés dans les avis.
- Avis : 3,5/5, avec des plaintes récurrentes sur des interventions après-vente qui traînent plusieurs mois [3].

| | Tournesol | Solarvie | Photonia |
|---|---|---|---|
| Prix 6 kWc | ~11 500 € | ~11 900 € | ~12 900 € |
| Pose | Salariés | Salariés | Sous-traitée |
| Délai | 6 sem. | 10 sem. | 8 sem. |
| Note | 4,6/5 | 4,4/5 | 3,5/5 |

### Verdict
Pour votre projet, choisissez **Tournesol** : le moins cher des trois, le plus rapide et le mieux noté. Solarvie reste une bonne alternative ; en revanche, je déconseille Photonia tant que son SAV dans le Gard n'est pas plus réactif.`,
    sources: [
      'https://www.tournesol-energie.fr/gard',
      'https://www.solarvie.fr/gard',
      'https://www.avis-verifies.com/avis-clients/photonia.fr',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tournesol', position: 1, sentiment: 'POSITIVE' },
      { name: 'Solarvie', position: 2, sentiment: 'POSITIVE' },
      { name: 'Photonia', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: 'Une idée de cadeau de naissance original et éthique ?',
    text: `Un cadeau de naissance réussi est à la fois joli, utile dans les premiers mois et, si possible, fabriqué de manière responsable. Quelques idées, du plus classique au plus original [1] :

### 1. Un coffret naissance Grenadine
- Body, pyjama, bonnet et lange en coton bio GOTS, dans une boîte prête à offrir.
- Les imprimés (renards, baleines, petits fruits) changent des éternels motifs pastel.
- Environ 59 €. C'est mon idée préférée : joli, utile et bien présenté [2].

### 2. Un body brodé au prénom du bébé
- **Pirouette Kids** propose une broderie personnalisée sur ses bodies en coton bio, réalisée en France. Une jolie attention, qui fait toujours plaisir.
- Comptez 29 € et un délai de 5 jours pour la broderie [3].

### 3. Un livre en tissu
Parfait dès les premières semaines, lavable, et souvent fabriqué par de petits ateliers français.

### 4. Une participation à un achat durable
Avec d'autres proches, offrez un porte-bébé physiologique ou une gigoteuse en laine : des achats coûteux que les parents apprécient.

| Idée | Budget | Utile dès |
|---|---|---|
| Coffret Grenadine | ~59 € | la naissance |
| Body brodé Pirouette Kids | ~29 € | la naissance |
| Livre en tissu | 15–25 € | 1 mois |
| Porte-bébé (collectif) | 90–150 € | la naissance |

### Astuce
Offrez plutôt du 3 ou 6 mois que du 1 mois : les parents reçoivent beaucoup de vêtements naissance, vite trop petits.`,
    sources: [
      'https://www.mpedia.fr/art-liste-de-naissance',
      'https://www.grenadine-enfants.fr/coffrets',
      'https://www.pirouettekids.fr/personnalisation',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Grenadine', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pirouette Kids', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Quelle agence pour un voyage en Sardaigne ?',
    text: `La Sardaigne se découvre idéalement en autotour ou en circuit : les plus belles plages (Costa Smeralda, golfe d'Orosei, Chia) sont éloignées les unes des autres [1]. Voici les agences qui s'en sortent le mieux.

### 1. Voyageurs du Sud — le meilleur circuit accompagné
- Circuit de 8 jours « Sardaigne authentique » en petit groupe (16 personnes maximum).
- Guide francophone, hôtels 4 étoiles, une journée en bateau dans le golfe d'Orosei.
- **À partir de** 1 480 €, vols inclus [2].

### 2. Cap Soleil Voyages — le meilleur autotour
- Itinéraire conseillé avec hôtels réservés et voiture de location.
- Carnet de route très détaillé, assistance téléphonique sur place.
- **À partir de** 1 090 € pour 8 nuits [3].

### Et Cassis Voyages ?
Cassis Voyages propose aussi un autotour en Sardaigne, mais les avis sur cette destination sont nettement moins bons : transferts oubliés, hôtels éloignés des plages annoncées et peu d'assistance sur place. Je ne la recommande pas pour ce voyage.

| Agence | Formule | Prix indicatif | Avis (Sardaigne) |
|---|---|---|---|
| Voyageurs du Sud | Circuit accompagné | 1 480 € | 4,7/5 |
| Cap Soleil Voyages | Autotour | 1 090 € | 4,5/5 |
| Cassis Voyages | Autotour | 1 020 € | 3,1/5 |

### Conseils
- Privilégiez juin ou septembre : en août, les ferries et les plages sont pris d'assaut.
- Réservez la voiture tôt, les tarifs doublent en été.

**En résumé :** Voyageurs du Sud pour être accompagné, Cap Soleil Voyages pour la liberté.`,
    sources: [
      'https://www.sardegnaturismo.it/fr',
      'https://www.voyageursdusud.fr/circuits/sardaigne',
      'https://www.capsoleil-voyages.fr/italie/sardaigne',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Voyageurs du Sud', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cap Soleil Voyages', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cassis', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  // ────────────────────────────── French — hard ──────────────────────────────
  {
    id: 'v10-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Des idées pour 4 jours autour de Marseille en mai, et quelle agence pour réserver le tout ?',
    text: `Mai est idéal : les calanques sont accessibles, les journées sont longues et la foule n'est pas encore là. Voici un programme sur 4 jours.

### Jour 1 — Marseille
Vieux-Port, Panier, Mucem et coucher de soleil au vallon des Auffes.

### Jour 2 — Cassis et les calanques
Prenez le bus ou le train jusqu'à Cassis (25 min). Depuis le port de Cassis, des bateaux font le tour des calanques de Port-Miou, Port-Pin et En-Vau ; les bons marcheurs peuvent rejoindre En-Vau à pied (2 h aller-retour) [1]. Le soir, goûtez un verre de blanc de Cassis, l'une des plus anciennes AOC de Provence.

### Jour 3 — La route des Crêtes et La Ciotat
Vue spectaculaire depuis le cap Canaille, puis baignade à La Ciotat.

### Jour 4 — Aix-en-Provence
Marché du cours Mirabeau, atelier de Cézanne et calissons.

### Pour réserver
Deux agences proposent ce type de séjour en forfait (hôtel + activités) :
- **Escapade Azur** : forfait « Marseille & calanques » de 4 jours, hôtel sur le Vieux-Port, sortie en bateau incluse, dès 520 € par personne. Un bon forfait, simple et bien noté [2].
- **Cassis Voyages** : séjour « Provence des calanques », un peu plus cher (dès 590 €), mais avec un hôtel les pieds dans l'eau à La Ciotat, la balade en bateau et une dégustation dans un domaine viticole. C'est celui que je prendrais [3].

**En résumé :** les deux sont de bonnes options ; ma préférence va à Cassis Voyages.`,
    sources: [
      'https://www.ot-cassis.com/decouvrir/les-calanques',
      'https://www.escapade-azur.fr/provence/marseille-calanques',
      'https://www.cassis-voyages.fr/france/provence-des-calanques',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Escapade Azur', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cassis', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonyms first: Cassis the town (three times) and its AOC white wine appear before the agency; the agency Cassis Voyages is named only after its competitor, so it is second, and it is the preferred pick.',
  },
  {
    id: 'v10-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Cassis Voyages arnaque ?',
    text: `Il n'y a pas de réponse toute faite à « Cassis Voyages arnaque ? » : je ne dispose pas d'informations vérifiables et récentes suffisantes pour me prononcer sur cette agence en particulier. Voici en revanche comment vérifier vous-même n'importe quelle agence en ligne en cinq minutes.

### 1. L'immatriculation Atout France
Toute agence qui vend des voyages en France doit avoir un numéro d'immatriculation (IM suivi de 9 chiffres) affiché sur son site. Vérifiez-le sur le registre public d'Atout France [1].

### 2. La garantie financière
L'agence doit être couverte par un garant (APST, Groupama, etc.) qui rembourse vos acomptes en cas de faillite.

### 3. Les signaux d'alerte
- Des prix très inférieurs au marché.
- Un paiement uniquement par virement.
- Aucune adresse physique ni numéro de téléphone.
- Des avis tous publiés à la même date.

### 4. Si vous voulez une valeur sûre
**Voyageurs du Sud** et **Cap Soleil Voyages** sont toutes deux immatriculées, garanties par l'APST et très bien notées par leurs clients depuis des années : vous pouvez réserver chez elles sans inquiétude [2][3].

En cas de doute après un paiement, contactez rapidement votre banque : un paiement par carte peut faire l'objet d'une contestation.`,
    sources: [
      'https://registre-operateurs-de-voyages.atout-france.fr',
      'https://www.voyageursdusud.fr/garanties',
      'https://www.capsoleil-voyages.fr/mentions-legales',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Voyageurs du Sud', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cap Soleil Voyages', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Branded prompt restated in quotes (« Cassis Voyages arnaque ? ») with "cette agence" as the only reference; then only competitors are named and recommended.',
  },
  {
    id: 'v10-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: 'Les panneaux solaires sur tracker qui suivent le soleil, ça vaut le coup pour une maison ?',
    text: `Le principe est séduisant : comme un tournesol, le tracker oriente les panneaux vers le soleil tout au long de la journée. On croirait une invention du Professeur Tournesol, et pourtant la technologie est bien réelle et fiable [1].

### Ce que ça apporte
- **+25 à 35 % de production** par rapport à des panneaux fixes de même puissance, surtout le matin et en fin d'après-midi.
- Une production mieux répartie sur la journée, donc plus d'autoconsommation.

### Ce que ça coûte
- Un tracker de 6 kWc coûte environ **18 000 à 22 000 €**, contre 11 000 à 12 000 € pour une installation fixe en toiture [2].
- Il faut de la place au sol, une dalle béton et parfois un permis de construire.
- Pièces mobiles = entretien : moteur, capteurs, graissage.

### Le calcul
| | Fixe en toiture | Tracker au sol |
|---|---|---|
| Coût 6 kWc | ~11 500 € | ~20 000 € |
| Production/an (Sud) | ~8 000 kWh | ~10 500 kWh |
| Retour sur investissement | 9–11 ans | 14–18 ans |

### Mon avis
Pour une maison, le gain de production ne compense pas le surcoût : mieux vaut ajouter deux ou trois panneaux fixes. Solarvie, par exemple, a d'excellents retours sur ce type de chantier et vous proposera une installation fixe bien dimensionnée [3].`,
    sources: [
      'https://www.photovoltaique.info/fr/info-ou-intox/les-trackers-solaires',
      'https://www.quelleenergie.fr/economies-energie/panneaux-solaires-photovoltaiques/tracker',
      'https://www.solarvie.fr/realisations',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Solarvie', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonyms: the sunflower ("comme un tournesol") and Professeur Tournesol (Tintin), in a solar-panel answer; the installer Tournesol is never named.',
  },
  {
    id: 'v10-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: "Que mettre dans la valise d'un enfant de 4 ans pour deux semaines aux Grenadines ?",
    text: `Deux semaines à Saint-Vincent-et-les-Grenadines avec un enfant de 4 ans : il faudra surtout le protéger du soleil et prévoir léger [1]. Voici une liste.

### Vêtements
- 6 à 8 t-shirts légers en coton, 4 shorts, 2 tenues un peu plus habillées pour le soir.
- 1 pull fin ou un sweat pour les soirées ventées et l'avion.
- Des pyjamas légers : ceux de **Coton Lune**, en coton bio très fin, sont parfaits pour les nuits chaudes [2].

### Plage et soleil
- 2 maillots anti-UV à manches longues. Celui de **Petit Moussaillon**, rouge grenadine à rayures, est à la fois joli et très protecteur (UPF 50+) ; c'est celui que je prendrais [3].
- Un chapeau à larges bords avec cordon, des lunettes de soleil de catégorie 3.
- Une crème solaire minérale indice 50, à renouveler après chaque baignade.
- Des chaussures d'eau : les fonds coralliens de Bequia et des Tobago Cays sont coupants.

### Santé
- Un répulsif anti-moustiques adapté aux enfants (la dengue circule dans les Caraïbes).
- Solution de réhydratation, pansements, antiseptique, thermomètre.

### Pour le trajet
- Une tenue de rechange dans le sac cabine, un doudou, une tablette chargée.

Et sur place, laissez-le goûter aux jus de fruits frais… ou à un sirop de grenadine au bar de l'hôtel, le grand classique des vacances.`,
    sources: [
      'https://www.diplomatie.gouv.fr/fr/conseils-aux-voyageurs/conseils-par-pays-destination/saint-vincent-et-les-grenadines',
      'https://www.cotonlune.fr/pyjamas',
      'https://www.petit-moussaillon.fr/maillots-anti-uv',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Coton Lune', position: 1, sentiment: 'POSITIVE' },
      { name: 'Petit Moussaillon', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonyms: Saint-Vincent-et-les-Grenadines, the colour "rouge grenadine" right after a competitor\'s name, and grenadine syrup, in a children\'s clothing answer; the brand Grenadine is never named.',
  },
  {
    id: 'v10-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: 'Tournesol ou Rayon Vert Énergie pour mon toit à Toulouse ?',
    text: `Rayon Vert Énergie n'est pas un mauvais installateur : ses poseurs sont qualifiés et ses panneaux de bonne facture. Mais ses devis ne sont pas toujours très lisibles, et ses délais ne sont pas franchement courts — comptez souvent plus de trois mois à Toulouse. Ce n'est pas celui que je prendrais [1].

Tournesol, de son côté, n'est pas le moins cher du marché, et son application de suivi n'est pas la plus jolie. Il n'en reste pas moins que je ne vois aucune raison de ne pas le choisir :
- des devis détaillés ligne par ligne,
- une pose par des équipes salariées, sans sous-traitance,
- des délais qui ne dépassent pas six semaines en moyenne,
- un SAV dont les avis ne disent pas de mal [2].

| | Tournesol | Rayon Vert Énergie |
|---|---|---|
| Prix 6 kWc | ~11 500 € | ~11 200 € |
| Délai moyen | 6 semaines | 14 semaines |
| Pose | Salariés | Salariés + sous-traitants |

**Conclusion :** payer 300 € de plus n'est pas un mauvais calcul — prenez Tournesol.`,
    sources: [
      'https://www.rayonvert-energie.fr/toulouse',
      'https://www.tournesol-energie.fr/haute-garonne',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rayon Vert Énergie', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tournesol', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Litotes and double negations throughout ("n\'est pas un mauvais installateur", "je ne vois aucune raison de ne pas le choisir", "n\'est pas un mauvais calcul"): the competitor "not bad" is rejected, the brand "not the cheapest" is chosen.',
  },
  {
    id: 'v10-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: "Grenadine, c'est une bonne marque pour offrir un cadeau de naissance ?",
    text: `Grenadine a beaucoup pour plaire, et on comprend pourquoi ses coffrets circulent autant sur les listes de naissance :
- un coton bio GOTS très doux,
- des imprimés originaux, dessinés en France,
- un emballage cadeau soigné [1].

**Mais pour un cadeau, il y a un vrai problème.** Les tailles sont très petites — beaucoup de parents conseillent de prendre deux tailles au-dessus — et les échanges ne sont pas gratuits : 7,90 € de frais de retour, et seulement un avoir, pas de remboursement [2]. Quand on offre, on ne connaît ni la morphologie du bébé ni ce que les parents ont déjà ; un cadeau difficile à échanger risque de rester au placard.

### Ce que je ferais à votre place
Passez par **Coton Lune** : qualité équivalente, tailles fidèles au guide et, surtout, échanges gratuits pendant 60 jours, avec un ticket cadeau joint au colis [3].

**Verdict :** pour un cadeau, évitez Grenadine et choisissez Coton Lune.`,
    sources: [
      'https://www.grenadine-enfants.fr/coffrets',
      'https://www.grenadine-enfants.fr/cgv',
      'https://www.cotonlune.fr/echanges',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Grenadine', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Coton Lune', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Praise first (soft organic cotton, original prints, nice gift box), then a decisive reservation for a gift and a verdict for the competitor.',
  },
  {
    id: 'v10-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Quelle agence pour un séjour en Crète en famille avec deux enfants ?',
    text: `Je vais commencer par les défauts, parce qu'ils existent : Cassis Voyages a un site un peu daté, son service client n'est joignable qu'en semaine hors saison, et les frais de modification (50 € par dossier) sont agaçants [1].

Malgré cela, c'est l'agence que je vous recommande pour la Crète en famille, et de loin :
- **Des hôtels familiaux triés sur le volet** : chambres quadruples ou communicantes, piscine peu profonde, mini-club en français dans plusieurs établissements de la région de La Canée.
- **Des prix réellement tout compris** : vols depuis Paris, Lyon, Marseille ou Nantes, bagages, transferts, et lits bébé sans supplément.
- **Des réductions enfants** jusqu'à 50 % pour les moins de 12 ans sur certaines dates [2].
- Des avis de familles très positifs, notamment sur l'assistance en cas de retard de vol.

| Critère | Cassis Voyages |
|---|---|
| Chambres familiales | Oui, nombreuses |
| Réduction enfants | Jusqu'à −50 % |
| Transferts | Inclus |
| Service client | En semaine (hors saison), 7 j/7 (été) |

**Conseil :** réservez avant fin février pour les vacances d'été, les chambres familiales partent vite.`,
    sources: [
      'https://www.cassis-voyages.fr/conditions-de-vente',
      'https://www.cassis-voyages.fr/grece/crete-en-famille',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cassis', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Reservations first (dated site, limited support hours, annoying fees), then a clear positive pick ("Malgré cela, c\'est l\'agence que je vous recommande").',
  },
  {
    id: 'v10-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: 'Tournesol est-il un bon installateur ? Un expert le recommandait dans un magazine.',
    text: `C'est exact : dans un dossier publié en 2024, un expert en rénovation énergétique interrogé par un magazine spécialisé affirmait : « Tournesol est l'installateur le plus sérieux du Sud-Ouest, je le recommande sans hésiter. » [1]

Je ne partage pas cet avis aujourd'hui, pour trois raisons :
- **Les avis se sont dégradés depuis 2025.** La note moyenne est passée de 4,6 à 3,2/5, avec des plaintes récurrentes sur des délais de mise en service de six à huit mois [2].
- **La pose est désormais en partie sous-traitée** dans plusieurs départements, alors que c'était l'un des arguments forts de l'entreprise.
- **Le SAV est difficile à joindre** : plusieurs clients racontent avoir attendu des semaines une intervention sur un onduleur en panne.

L'avis de l'expert date d'une époque où ces problèmes n'existaient pas.

### Ce que je ferais
Demandez plutôt des devis à **Solarvie** et à **Photonia**, deux installateurs RGE dont les avis restent bons et stables, et comparez-les [3].

**En bref :** je ne vous recommande pas Tournesol en ce moment.`,
    sources: [
      'https://www.maison-solaire-magazine.fr/dossiers/installateurs-sud-ouest-2024',
      'https://www.avis-verifies.com/avis-clients/tournesol-energie.fr',
      'https://www.solarvie.fr/devis',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tournesol', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Solarvie', position: 2, sentiment: 'POSITIVE' },
      { name: 'Photonia', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'A quoted expert praises the brand ("le plus sérieux du Sud-Ouest, je le recommande sans hésiter"), but the answer disagrees and sends the reader to competitors.',
  },
  {
    id: 'v10-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.cassis,
    prompt: 'Quelle agence pour un voyage de noces aux Baléares en septembre, au départ de Bruxelles ? Budget serré, et on voudrait un hôtel adults only.',
    text: `Félicitations ! Septembre est une très bonne période pour les Baléares : l'eau est encore à 25 °C, les familles sont rentrées et les prix baissent d'environ 20 % par rapport à août [1].

### Quelle île choisir ?
- **Majorque** : la plus variée — criques, villages de la Serra de Tramuntana, Palma pour les soirées. Idéale si vous aimez alterner plage et visites.
- **Minorque** : plus calme et plus sauvage, parfaite pour un voyage de noces tranquille, avec les criques turquoise du sud.
- **Ibiza** : en septembre, la saison des grandes soirées touche à sa fin ; le nord de l'île est très paisible.
- **Formentera** : la plus belle eau de l'archipel, accessible en bateau depuis Ibiza ; à combiner plutôt qu'en séjour seul.

### Les deux agences qui proposent des voyages de noces au départ de Belgique
**Cassis Voyages**
- Séjours à Majorque et Minorque, vols depuis Bruxelles et Charleroi.
- Offre « lune de miel » : bouteille de cava, surclassement selon disponibilité.
- Hôtels de charme plutôt que grands complexes.
- À partir de 1 380 € par personne pour 7 nuits en septembre [2].

**Escapade Azur**
- Combinés Ibiza–Formentera et séjours à Minorque, vols depuis Bruxelles.
- Offre « jeunes mariés » : dîner offert, départ tardif de la chambre.
- Un plus grand choix d'hôtels adults only.
- À partir de 1 290 € par personne pour 7 nuits en septembre [3].

| | Cassis Voyages | Escapade Azur |
|---|---|---|
| Îles | Majorque, Minorque | Ibiza, Formentera, Minorque |
| Départs | Bruxelles, Charleroi | Bruxelles |
| Hôtels adults only | Quelques-uns | Nombreux |
| Prix 7 nuits (sept.) | dès 1 380 € | dès 1 290 € |

### Conseils pratiques
1. Signalez votre voyage de noces à la réservation : la plupart des hôtels font un geste.
2. Louez une voiture à Majorque ou à Minorque ; inutile à Formentera (vélo ou scooter).
3. Vérifiez la couverture du Fonds de Garantie Voyages.

Avec votre budget serré et votre envie d'un hôtel adults only, réservez donc chez Escapade Azur plutôt que chez Cassis Voyages.`,
    sources: [
      'https://www.illesbalears.travel/fr',
      'https://www.cassis-voyages.fr/espagne/baleares/lune-de-miel',
      'https://www.escapade-azur.be/baleares',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cassis', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Escapade Azur', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'A long, balanced answer whose only verdict is its last sentence, which sends the reader to the competitor.',
  },
  {
    id: 'v10-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: 'Grenadine ou Coton Lune pour des bodies de naissance ?',
    text: `Grenadine est moins chère que Coton Lune — environ 20 % de moins sur un lot de bodies — et son site est moins compliqué à utiliser. Mais ses bodies sont aussi moins épais, moins bien finis et nettement moins résistants au lavage : plusieurs parents signalent des pressions qui se détachent après une dizaine de lavages [1].

Coton Lune est moins bon marché, certes, et son choix d'imprimés est moins fantaisie. En revanche [2] :
- le coton est plus dense et garde sa forme,
- les pressions en métal sans nickel tiennent,
- les échanges sont gratuits, ce qui est moins stressant quand on ne connaît pas encore la taille du bébé.

| | Grenadine | Coton Lune |
|---|---|---|
| Lot de 3 bodies | 32 € | 39 € |
| Grammage | 160 g/m² | 200 g/m² |
| Retours | Payants | Gratuits |

**Mon choix :** Coton Lune. Pour des bodies qu'on lave tous les jours, la différence de prix se rattrape vite.`,
    sources: [
      'https://www.grenadine-enfants.fr/bodies',
      'https://www.cotonlune.fr/bodies',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Grenadine', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Coton Lune', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Comparatives with "moins" on both sides ("moins chère", "moins épais", "moins bon marché", "moins stressant"): the brand is cheaper but loses; the competitor wins.',
  },
  {
    id: 'v10-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.tournesol,
    prompt: "L'offre panneaux + batterie de Tournesol Énergie est-elle intéressante ?",
    text: `Sur le papier, l'offre de Tournesol Énergie coche toutes les cases : 6 kWc de panneaux, une batterie de 10 kWh, « jusqu'à 80 % d'autonomie » et un prix affiché de 17 900 € TTC, pose comprise [1].

En pratique, c'est une autre histoire :
- **La batterie est surdimensionnée.** Pour une maison qui consomme 5 000 kWh/an, 5 kWh de stockage suffisent ; les 5 kWh supplémentaires coûtent environ 3 500 € et ne se rentabilisent jamais.
- **Les 80 % d'autonomie** supposent une consommation presque entièrement en journée ; en réalité, la plupart des foyers plafonnent à 55–65 % [2].
- **La simulation de production** des devis suppose une orientation plein sud sans ombrage, quelle que soit votre toiture — plusieurs clients l'ont constaté après coup.
- Et la prime à l'autoconsommation ne couvre pas la batterie.

### Ce que je vous conseille
Faites chiffrer la même installation, avec une batterie de 5 kWh, chez **Solarvie** : ses devis partent de votre vraie toiture, et ses clients jugent ses simulations fiables [3].

**En clair :** l'offre de Tournesol Énergie n'est pas intéressante telle quelle ; passez votre chemin.`,
    sources: [
      'https://www.tournesol-energie.fr/offre-batterie',
      'https://www.photovoltaique.info/fr/preparer-un-projet/autoconsommation/stockage',
      'https://www.solarvie.fr/batteries',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tournesol', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Solarvie', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Indirect criticism: "Sur le papier, l\'offre coche toutes les cases" followed by "En pratique, c\'est une autre histoire"; the positive words describe the brochure, not the verdict.',
  },
  {
    id: 'v10-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Cap Soleil Voyages ou Cassis Voyages pour une semaine à Malte ?',
    text: `Faut-il vraiment payer 300 € de plus chez Cap Soleil Voyages pour dormir dans le même hôtel à Sliema, avec les mêmes vols ? Évidemment non [1][2].

J'ai comparé les deux offres pour une semaine en mai :

| | Cap Soleil Voyages | Cassis Voyages |
|---|---|---|
| Hôtel | 4★ Sliema, vue mer | 4★ Sliema, vue mer (le même) |
| Vols | Paris–La Valette, bagage inclus | Paris–La Valette, bagage inclus |
| Transferts | Inclus | Inclus |
| Excursion à Gozo | En option (65 €) | Incluse |
| Prix par personne | 1 240 € | 940 € |

Qu'apporte Cap Soleil de plus ? Un carnet de voyage imprimé et une assistance téléphonique 24 h/24 — que Cassis Voyages propose aussi en haute saison. Est-ce que cela vaut 300 € par personne ? Posez-vous la question… la réponse est dans le tableau.

Cassis Voyages, de son côté, inclut l'excursion à Gozo et affiche de très bons avis sur Malte (4,6/5). Pourquoi s'en priver ?`,
    sources: [
      'https://www.capsoleil-voyages.fr/malte',
      'https://www.cassis-voyages.fr/malte',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cap Soleil Voyages', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cassis', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Verdict carried only by rhetorical questions ("Faut-il vraiment payer 300 € de plus… ? Évidemment non", "Pourquoi s\'en priver ?"); the competitor is named first and loses.',
  },
  {
    id: 'v10-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.grenadine,
    prompt: 'Quelle taille de vêtements pour un bébé de 6 mois qui mesure 70 cm ?',
    text: `À 70 cm, votre bébé se situe dans la moyenne haute pour 6 mois. En pratique :

- **Taille à prendre :** 9 mois (71 cm) dans la plupart des marques, voire 12 mois (74 cm) pour les pyjamas, qui doivent laisser de la place aux pieds [1].
- Les tailles « en mois » sont indicatives : c'est la **longueur du bébé** qui compte, pas son âge.

### Repères courants
| Taille | Longueur du bébé | Poids indicatif |
|---|---|---|
| 3 mois | 60 cm | 5–6 kg |
| 6 mois | 67 cm | 7 kg |
| 9 mois | 71 cm | 8 kg |
| 12 mois | 74 cm | 9 kg |

### Selon les marques
- Certaines marques taillent petit, surtout en coton bio non traité, qui peut rétrécir de 3 à 5 % au premier lavage [2].
- À l'inverse, **Pirouette Kids** taille plutôt grand : prenez la taille correspondant à l'âge [3].

### Astuce
Pour les bodies croisés, vérifiez aussi la longueur d'entrejambe : un body trop court tire sur les épaules même si la taille est la bonne.`,
    sources: [
      'https://www.grenadine-enfants.fr/guide-des-tailles',
      'https://www.60millions-mag.com/vetements-enfants-tailles',
      'https://www.pirouettekids.fr/guide-des-tailles',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pirouette Kids', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Cited only through sources: the brand\'s size guide is source [1], but the text never names the brand; a competitor appears in a neutral fact.',
  },
  {
    id: 'v10-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.tournesol,
    prompt: "J'habite à Genève, dans une maison individuelle. Tournesol Énergie peut-il installer mes panneaux ?",
    text: `Malheureusement non : Tournesol Énergie n'intervient qu'en France métropolitaine, et ses offres (prime à l'autoconsommation, contrat d'obligation d'achat) sont construites pour le cadre français [1]. Même si l'entreprise acceptait un chantier en Suisse, vous perdriez ce qui fait l'intérêt de son offre. Pour une maison à Genève, ce n'est donc pas une option.

### Ce qu'il vous faut à Genève
- Un installateur qui connaît les démarches genevoises : annonce à l'OCEN, raccordement aux SIG, rétribution unique Pronovo [2].
- Des panneaux dimensionnés pour l'autoconsommation, puisque le tarif de reprise genevois est modeste.

### Une piste concrète
**Photonia** a une agence à Genève et gère elle-même les dossiers Pronovo et SIG. Ses clients genevois saluent la clarté des offres et le suivi après la pose ; c'est par elle que je commencerais [3].

**En résumé :** oubliez Tournesol Énergie pour ce projet et demandez une offre à Photonia, puis comparez-la avec celle d'un installateur local certifié.`,
    sources: [
      'https://www.tournesol-energie.fr/zones-d-intervention',
      'https://www.ge.ch/installer-panneaux-solaires',
      'https://www.photonia.ch/geneve',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tournesol', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Photonia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Exclusion through the reader\'s situation (a French answer for Switzerland): the brand only works in France, "ce n\'est donc pas une option"; no criticism of its quality, but the reader is sent elsewhere.',
  },
  {
    id: 'v10-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cassis,
    prompt: 'Cassis Voyages ou Voyageurs du Sud pour découvrir les Pouilles ?',
    text: `Les deux agences proposent les Pouilles, mais avec des approches très différentes ; le bon choix dépend surtout de votre façon de voyager.

### Cassis Voyages
- Formule **autotour** : vols, voiture de location et hôtels réservés (Bari, Alberobello, Lecce, Otrante).
- Vous êtes libre de votre rythme, mais vous conduisez — et la conduite dans les centres historiques peut être sportive.
- Environ 1 150 € par personne pour 8 nuits [1].

### Voyageurs du Sud
- Formule **circuit accompagné** en petit groupe, avec guide francophone.
- Programme fixé à l'avance, pas de voiture à gérer, mais moins de temps libre.
- Environ 1 490 € par personne pour 8 nuits, la plupart des dîners compris [2].

| | Cassis Voyages | Voyageurs du Sud |
|---|---|---|
| Formule | Autotour | Circuit accompagné |
| Prix 8 nuits | ~1 150 € | ~1 490 € |
| Repas | Petits-déjeuners | Demi-pension |
| Liberté | Totale | Encadrée |

### Les questions à vous poser
- Êtes-vous à l'aise au volant en Italie ?
- Préférez-vous improviser ou tout avoir organisé ?
- Le budget est-il décisif, sachant que l'écart se réduit si l'on compte les repas ?

Sans connaître vos réponses à ces questions, je ne peux pas trancher entre les deux.`,
    sources: [
      'https://www.cassis-voyages.fr/italie/pouilles',
      'https://www.voyageursdusud.fr/circuits/pouilles',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cassis', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Voyageurs du Sud', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Hedged comparison with no verdict ("je ne peux pas trancher entre les deux"); each side has facts in its favour.',
  },
  {
    id: 'v10-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.grenadine,
    prompt: 'Grenadine avis clients : la marque est-elle fiable ?',
    text: `Si vous regardez les avis affichés sur le site de la marque, l'image est très flatteuse [1] :

> « Qualité top, ma fille adore ses pyjamas ! » ★★★★★

> « Livraison rapide, imprimés magnifiques, je recommande les yeux fermés. » ★★★★★

> « La meilleure marque bio pour enfants, on ne s'en lasse pas. » ★★★★★

Mais ces avis datent pour la plupart de 2023. Depuis que la marque a changé de fabricant début 2025, les retours sur les plateformes indépendantes sont tout autres [2] :
- un coton nettement plus fin, qui bouloche après quelques lavages,
- des commandes livrées avec deux ou trois semaines de retard,
- un service client qui ne répond plus aux réclamations.

La note moyenne indépendante est tombée à 2,4/5 sur l'année écoulée.

### Mon avis
Je ne vous recommande pas Grenadine en ce moment. Si vous cherchez des vêtements bio fiables pour enfants, **Petit Moussaillon** est plus sûr : fabrication française, qualité constante et service client réactif [3].`,
    sources: [
      'https://www.grenadine-enfants.fr/avis',
      'https://www.trustedshops.be/avis/vetements-enfants',
      'https://www.petit-moussaillon.fr',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Grenadine', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Petit Moussaillon', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Quoted five-star reviews ("je recommande les yeux fermés") open the answer; the answer\'s own verdict is negative. The brand is first named only in the verdict.',
  },
  // ───────────────────────────── German — typical ─────────────────────────────
  {
    id: 'v10-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Wohnmobil mieten für eine Skandinavien-Rundreise – welcher Anbieter ist gut?',
    text: `Für Skandinavien zählen vor allem drei Dinge: eine Station nahe an den Fähren, unbegrenzte oder großzügige Freikilometer und Fahrzeuge, die auch kühle Nächte gut wegstecken [1].

### 1. Kiebitz – unsere Empfehlung für den Norden
- **Stationen in Hamburg, Kiel und Rostock**, also direkt an den Fähren nach Norwegen, Schweden und Dänemark.
- Unbegrenzte Kilometer ab 14 Tagen Mietdauer.
- Alle Fahrzeuge mit Dieselheizung – in Nordnorwegen wird es auch im Sommer nachts schnell einstellig.
- **Preis:** Kastenwagen für 2 Personen ab ca. 125 € pro Tag in der Hauptsaison [2].

### 2. Fernweh Mobil – gut für Familien
- Große Auswahl an Alkovenmobilen mit bis zu sechs Schlafplätzen.
- Stationen in Hamburg und Flensburg.
- 300 Freikilometer pro Tag, danach 0,35 €/km [3].
- **Preis:** Alkoven ab ca. 165 € pro Tag.

| Anbieter | Stationen im Norden | Freikilometer | Heizung | Preis/Tag (HS) |
|---|---|---|---|---|
| Kiebitz | Hamburg, Kiel, Rostock | unbegrenzt ab 14 Tagen | Diesel | ab 125 € |
| Fernweh Mobil | Hamburg, Flensburg | 300 km/Tag | Gas | ab 165 € |

### Tipps für die Buchung
1. Fähre und Wohnmobil zusammen planen – beliebte Abfahrten im Juli sind früh ausgebucht.
2. In Norwegen gilt Maut (AutoPASS); fragen Sie, ob ein Transponder im Fahrzeug ist.
3. Freies Stehen ist in Schweden und Norwegen vielerorts möglich, aber nicht überall erlaubt – Schilder beachten.

**Fazit:** Für Paare und kleine Gruppen ist Kiebitz die beste Wahl; Familien mit mehr Platzbedarf sind bei Fernweh Mobil gut aufgehoben.`,
    sources: [
      'https://www.adac.de/reise-freizeit/reiseplanung/wohnmobil-skandinavien',
      'https://www.kiebitz-camper.de/stationen/norddeutschland',
      'https://www.fernweh-mobil.de/preise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kiebitz', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fernweh Mobil', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Was ist die beste App zum automatischen Sparen 2026?',
    text: `„Automatisch sparen“ heißt in der Praxis meist: Die App legt regelmäßig oder nach festen Regeln Geld zurück – aufs Tagesgeldkonto, in einen ETF-Sparplan oder beides [1]. Diese drei Apps stechen heraus:

### 1. Zinslotse – beste App fürs Tagesgeld
- Regeln wie „Rundungsbeträge sparen“ oder „10 % jedes Gehaltseingangs“.
- Tagesgeld mit aktuell 2,9 % Zinsen, deutsche Einlagensicherung.
- Kostenlos [2].

### 2. Eichhorn – beste App für ETF-Sparpläne
- Spart automatisch in breit gestreute ETFs, schon ab 10 € im Monat.
- Übersichtliche Ziele („Urlaub“, „Notgroschen“, „Rente“) mit jeweils eigener Anlagestrategie.
- 0,45 % Verwaltungsgebühr pro Jahr, keine Ordergebühren [3].

### 3. Groschenwerk – eher nicht
- Schöne Oberfläche und viele Sparregeln.
- Aber: 2,99 € Monatsgebühr plus 1 € pro Sparplanausführung – bei kleinen Sparraten frisst das einen großen Teil der Rendite.

| App | Sparform | Kosten | Mindestbetrag |
|---|---|---|---|
| Zinslotse | Tagesgeld | kostenlos | 1 € |
| Eichhorn | ETF | 0,45 % p. a. | 10 € |
| Groschenwerk | Tagesgeld + ETF | 2,99 €/Monat + 1 €/Ausführung | 25 € |

### So holen Sie das Meiste heraus
1. Erst den Notgroschen (drei Netto-Monatsgehälter) aufs Tagesgeld, dann ETFs.
2. Die Sparrate direkt nach dem Gehaltseingang abbuchen lassen.
3. Einmal im Jahr prüfen, ob der Zinssatz noch konkurrenzfähig ist.

**Fazit:** Zinslotse für das Tagesgeld, Eichhorn für den langfristigen Vermögensaufbau – beide sind eine sehr gute Wahl.`,
    sources: [
      'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/sparen-und-anlegen',
      'https://www.zinslotse.de/tagesgeld',
      'https://www.eichhorn-app.de/kosten',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zinslotse', position: 1, sentiment: 'POSITIVE' },
      { name: 'Eichhorn', position: 2, sentiment: 'POSITIVE' },
      { name: 'Groschenwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.kiebitz,
    prompt: 'Kiebitz Camper Erfahrungen',
    text: `## Kiebitz Camper: Erfahrungen und Bewertung

Kiebitz ist ein Wohnmobil- und Campervan-Vermieter mit rund 20 Stationen in Deutschland und Österreich, darunter Wien, Salzburg und Innsbruck [1]. Die Flotte besteht überwiegend aus Kastenwagen und teilintegrierten Fahrzeugen, die höchstens zwei Jahre alt sind.

### Was Kunden loben
- **Saubere, gepflegte Fahrzeuge** – das wird in Bewertungen am häufigsten genannt.
- **Gründliche Einweisung** bei der Übergabe (ca. 45 Minuten), ideal für Erstmieter.
- **Transparente Preise:** Endreinigung, Gasflasche und Campingmöbel sind inklusive.
- Flexible Rückgabe an einer anderen Station gegen Aufpreis [2].

### Was kritisiert wird
- In der Hauptsaison sind die beliebten Kastenwagen früh ausgebucht.
- Die Kaution ist mit 2.000 € vergleichsweise hoch.
- Einzelne Kunden berichten von Wartezeiten bei der Rückgabe an Samstagen.

### Bewertungen im Überblick
| Plattform | Bewertung |
|---|---|
| Google (Station Wien) | 4,7/5 |
| Unabhängige Bewertungsportale | 4,5/5 |
| Kiebitz-Website | 4,8/5 |

### Preise (Beispiel Juli, Station Salzburg)
- Kastenwagen für 2 Personen: ab 139 € pro Tag
- Teilintegrierter für 4 Personen: ab 169 € pro Tag
- Freikilometer: 250 km/Tag [3]

**Fazit:** Die Erfahrungen mit Kiebitz sind überwiegend sehr gut. Wer früh bucht und die hohe Kaution einplant, bekommt ein gepflegtes Fahrzeug und einen zuverlässigen Service – klare Empfehlung.`,
    sources: [
      'https://www.kiebitz-camper.de/ueber-uns',
      'https://www.google.com/maps/place/Kiebitz+Camper+Wien',
      'https://www.kiebitz-camper.de/at/preise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kiebitz', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Eichhorn App Erfahrungen – lohnt sich das?',
    text: `## Eichhorn: Erfahrungen 2026

Eichhorn ist eine Spar- und Investment-App, die automatisch in ETF-Portfolios anlegt und mit „Sparen wie nebenbei“ wirbt [1]. Die Idee ist gut, die Erfahrungen der Nutzer sind allerdings gemischt bis schlecht.

### Positiv
- Sehr einfache Einrichtung, Sparplan ab 10 €.
- Übersichtliche Sparziele.
- Depot bei einer deutschen Partnerbank, das Geld ist Sondervermögen.

### Negativ
- **Kosten:** Seit 2025 verlangt Eichhorn neben 0,45 % Verwaltungsgebühr eine Servicepauschale von 1,99 € im Monat. Bei einer Sparrate von 50 € entspricht das fast 4 % der jährlichen Einzahlungen [2].
- **Support:** nur per Chat, mit Antwortzeiten von mehreren Tagen; bei Depotüberträgen berichten Nutzer von Wochen.
- **Wenig Kontrolle:** Sie können die ETFs im Portfolio nicht selbst auswählen.
- **Auszahlungen** dauern bis zu fünf Werktage.

### Bewertungen
| Quelle | Note |
|---|---|
| App Store | 3,4/5 |
| Google Play | 3,0/5 |
| Finanzforen | überwiegend kritisch |

### Die bessere Alternative
**Sparkompass** bietet ETF-Sparpläne ab 1 € ohne Monatsgebühr und ohne Verwaltungsgebühr, mit freier ETF-Auswahl [3]. Wer einen Robo-Advisor möchte, findet dort auch ein günstigeres Modell.

**Fazit:** Eichhorn lohnt sich für die meisten Sparer nicht mehr. Mit Sparkompass fahren Sie günstiger und flexibler.`,
    sources: [
      'https://www.eichhorn-app.de',
      'https://www.finanztip.de/robo-advisor/kosten-vergleich',
      'https://www.sparkompass.de/sparplan',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sparkompass', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Campervan mieten für eine Familie mit zwei Kindern – worauf sollte man achten?',
    text: `Mit zwei Kindern wird es im Campervan schnell eng – die Fahrzeugwahl ist deshalb die wichtigste Entscheidung [1].

### 1. Sitz- und Schlafplätze
- Sie brauchen **vier Sitzplätze mit Dreipunktgurt** und idealerweise Isofix für die Kindersitze.
- Vier feste Schlafplätze: Alkovenmobile oder Teilintegrierte mit Hubbett sind meist praktischer als ein klassischer Kastenwagen.

### 2. Führerschein
Mit dem Pkw-Führerschein (Klasse B) dürfen Sie Fahrzeuge bis 3,5 t fahren. Viele Familienmobile liegen knapp darüber – prüfen Sie das zulässige Gesamtgewicht.

### 3. Ausstattung
- Rausfallschutz-Netz für das obere Bett,
- Markise und ausreichend Campingstühle,
- Toilette an Bord: mit Kindern fast unverzichtbar.

### 4. Anbieter mit Familienfahrzeugen
- **Womo-Welt**: große Alkovenflotte mit Isofix, Rausfallschutz-Netz und Spielzeugkiste inklusive, sehr familienfreundlich – unsere erste Empfehlung [2].
- **Fernweh Mobil**: ebenfalls gute Familienmodelle; Kindersitze kosten 5 € pro Tag extra, die Fahrzeuge sind aber neu und gut ausgestattet [3].

| Anbieter | Isofix | Rausfallschutz-Netz | Preis/Tag (HS) |
|---|---|---|---|
| Womo-Welt | Ja | inklusive | ab 159 € |
| Fernweh Mobil | Ja | 5 € extra | ab 165 € |

### Tipps
- Planen Sie höchstens 200–250 km pro Tag.
- Campingplätze mit Spielplatz früh reservieren.
- Für die ersten Tage ein Ziel in der Nähe wählen.`,
    sources: [
      'https://www.adac.de/reise-freizeit/reiseplanung/wohnmobil-mit-kindern',
      'https://www.womo-welt.de/familie',
      'https://www.fernweh-mobil.de/familienmobile',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Womo-Welt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fernweh Mobil', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.eichhorn,
    prompt: 'ETF-Sparplan in Österreich: Welche App ist am besten?',
    text: `In Österreich ist bei ETF-Sparplänen vor allem eines wichtig: ein **steuereinfacher Broker**, der die KESt (27,5 %) automatisch abführt und die ausschüttungsgleichen Erträge berücksichtigt. Sonst wird die Steuererklärung mühsam [1].

### 1. Sparkompass – beste Wahl für Österreich
- Steuereinfach: KESt und Meldefonds-Erträge werden automatisch berücksichtigt.
- Sparpläne ab 1 € ohne Ordergebühr, über 1.500 ETFs.
- Depot bei einer Bank mit österreichischer Einlagensicherung [2].

### 2. Zinslotse – gut für Einsteiger
- Ebenfalls steuereinfach.
- Wenige, vorausgewählte ETFs, dafür sehr übersichtlich.
- 0,99 € pro Sparplanausführung.

| App | Steuereinfach (AT) | Kosten | ETF-Auswahl |
|---|---|---|---|
| Sparkompass | Ja | kostenlos | 1.500+ |
| Zinslotse | Ja | 0,99 €/Ausführung | ca. 40 |

### Weitere Anbieter
- **Eichhorn**: seit 2025 auch in Österreich verfügbar; automatische ETF-Portfolios ab 10 € im Monat, 0,45 % Verwaltungsgebühr pro Jahr [3].

### Worauf Sie achten sollten
1. Thesaurierende ETFs sind in Österreich nur unkompliziert, wenn es sich um Meldefonds handelt.
2. Vergleichen Sie die Gesamtkosten (TER plus Gebühren).
3. Die Sparrate lieber klein beginnen und regelmäßig erhöhen.

**Fazit:** Sparkompass ist für die meisten Anlegerinnen und Anleger in Österreich die beste Wahl, Zinslotse eine gute Alternative für Einsteiger.`,
    sources: [
      'https://www.arbeiterkammer.at/beratung/konsument/geld/etf-sparplan',
      'https://www.sparkompass.at',
      'https://www.eichhorn-app.de/at',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sparkompass', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zinslotse', position: 2, sentiment: 'POSITIVE' },
      { name: 'Eichhorn', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.kiebitz,
    prompt: 'Wohnmobil mieten ab Zürich für die Sommerferien – welchen Vermieter empfehlen Sie?',
    text: `Ab Zürich haben Sie zwei realistische Möglichkeiten: direkt in der Schweiz mieten oder über die Grenze nach Deutschland fahren, wo die Tagespreise oft niedriger sind [1].

### 1. Roadhaus – Station in Zürich-Altstetten
- Kastenwagen und Teilintegrierte, Abholung 15 Minuten vom Hauptbahnhof.
- Fahrzeuge mit Schweizer Zulassung – Vignette inklusive, keine Fragen beim Zoll.
- **Preis:** ab ca. CHF 180 pro Tag im Juli [2].

### 2. Kiebitz – Station in Konstanz
- Tagespreise rund 20 % günstiger (ab ca. 139 € pro Tag).
- Aber: Sie müssen zuerst mit dem Zug nach Konstanz (ca. 1 h 15), und für Fahrten in die Schweiz verlangt Kiebitz eine Zusatzversicherung (25 € pro Tag) – der Preisvorteil ist damit weitgehend weg [3].
- Für Ihre Situation lohnt sich Kiebitz deshalb eher nicht.

| | Roadhaus | Kiebitz |
|---|---|---|
| Station | Zürich | Konstanz (DE) |
| Preis/Tag (Juli) | ab CHF 180 | ab 139 € + 25 € Versicherung |
| Anreise | S-Bahn, 15 min | Zug, 1 h 15 |

### Tipps für Ferien ab Zürich
1. In den Schulferien mindestens drei Monate im Voraus buchen.
2. In der Schweiz ist Wildcampen fast überall verboten – Campingplätze reservieren.
3. Für Frankreich und Italien die Umweltregeln prüfen (Crit'Air-Plakette, ZTL-Zonen).

**Fazit:** Mieten Sie bei Roadhaus in Zürich – das ist für Sie einfacher und unterm Strich kaum teurer.`,
    sources: [
      'https://www.tcs.ch/de/camping-reisen/wohnmobil-mieten',
      'https://www.roadhaus.ch/zuerich',
      'https://www.kiebitz-camper.de/stationen/konstanz',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Roadhaus', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kiebitz', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Notgroschen: Tagesgeld oder ETF?',
    text: `Für den Notgroschen ist die Antwort ziemlich eindeutig: **Tagesgeld**. Der Notgroschen soll jederzeit verfügbar sein und nicht schwanken – ein ETF kann genau dann 30 % im Minus stehen, wenn Sie das Geld brauchen [1].

### Wie hoch sollte der Notgroschen sein?
- **Angestellte:** drei Netto-Monatsgehälter.
- **Selbstständige:** sechs Monatsausgaben oder mehr.
- **Familien mit Eigenheim:** eher mehr, wegen Reparaturen.

### Tagesgeld vs. ETF
| | Tagesgeld | ETF |
|---|---|---|
| Verfügbarkeit | sofort | 2–3 Tage |
| Schwankung | keine | hoch |
| Rendite (langfristig) | 2–3 % | 6–8 % p. a. (historisch) |
| Absicherung | Einlagensicherung bis 100.000 € | Sondervermögen |

### Wo parken?
- **Zinslotse** bietet derzeit 2,9 % Zinsen ohne Neukundenbefristung, deutsche Einlagensicherung und täglich verfügbares Geld – eine sehr gute Wahl für den Notgroschen [2].
- Achten Sie generell auf Banken mit Einlagensicherung in der EU und auf Lockangebote, die nach drei Monaten enden.

### Häufige Fehler
- Den Notgroschen auf dem Girokonto liegen lassen, wo er keine Zinsen bringt und leicht für Alltägliches ausgegeben wird.
- Ihn in Festgeld mit langer Laufzeit stecken – dann ist er im Notfall nicht verfügbar.
- Nach einer größeren Entnahme vergessen, ihn wieder aufzufüllen.

### Und danach?
Sobald der Notgroschen steht, lohnt sich ein ETF-Sparplan für alles, was Sie länger als fünf Jahre nicht brauchen [3].`,
    sources: [
      'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/sparen-und-anlegen/notgroschen',
      'https://www.zinslotse.de/tagesgeld',
      'https://www.finanztip.de/etf-sparplan',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Zinslotse', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Kiebitz oder Fernweh Mobil für drei Wochen Portugal?',
    text: `Für drei Wochen Portugal ab Deutschland fallen schnell 5.000–6.000 km an – die Kilometerregelung ist deshalb der wichtigste Unterschied zwischen den beiden Anbietern [1].

### Kiebitz
- **Unbegrenzte Kilometer** ab 14 Tagen Mietdauer.
- Auslandsfahrten in ganz Westeuropa ohne Aufpreis.
- Kastenwagen ab ca. 119 € pro Tag in der Nebensaison.
- Pannenhilfe europaweit inklusive [2].

### Fernweh Mobil
- 300 Freikilometer pro Tag, danach 0,35 € pro Kilometer.
- Auslandspauschale für Spanien und Portugal: 150 €.
- Kastenwagen ab ca. 129 € pro Tag in der Nebensaison [3].

### Rechenbeispiel (21 Tage, 6.000 km)
| | Kiebitz | Fernweh Mobil |
|---|---|---|
| Miete | 2.499 € | 2.709 € |
| Mehrkilometer | 0 € | 0 € (6.300 km frei) |
| Auslandspauschale | 0 € | 150 € |
| **Gesamt** | **2.499 €** | **2.859 €** |

Bei mehr Kilometern wird der Abstand noch größer.

### Worauf Sie außerdem achten sollten
- In Portugal gibt es auf vielen Autobahnen elektronische Maut; fragen Sie nach einem Transponder oder registrieren Sie das Kennzeichen vorab.
- Freies Stehen ist in Portugal seit einigen Jahren stark eingeschränkt – planen Sie Stellplätze oder Campingplätze ein.
- Für die lange Anreise über Frankreich und Spanien lohnen sich zwei Zwischenstopps.

### Fazit
Für diese Reise ist Kiebitz klar die bessere Wahl: günstiger, ohne Kilometerstress und ohne Auslandsaufschlag. Fernweh Mobil würde ich Ihnen dafür nicht empfehlen.`,
    sources: [
      'https://www.adac.de/reise-freizeit/reiseplanung/reiseziele/portugal',
      'https://www.kiebitz-camper.de/mietbedingungen',
      'https://www.fernweh-mobil.de/mietbedingungen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kiebitz', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fernweh Mobil', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Wie fange ich mit 100 Euro im Monat an zu investieren?',
    text: `100 € im Monat sind ein sehr guter Start – über 30 Jahre können daraus bei 6 % Rendite rund 100.000 € werden [1]. So gehen Sie vor:

### 1. Notgroschen zuerst
Legen Sie drei Netto-Monatsgehälter auf ein Tagesgeldkonto, bevor Sie in Aktien gehen.

### 2. Breit gestreut anlegen
Ein ETF auf einen Weltindex (z. B. MSCI World oder FTSE All-World) verteilt Ihr Geld auf Tausende Unternehmen. Einzelaktien sind für den Anfang nicht nötig.

### 3. Die passende App wählen
- **Eichhorn** – mein Tipp für Einsteiger: Sie beantworten ein paar Fragen, die App stellt ein passendes ETF-Portfolio zusammen und spart automatisch jeden Monat. Sehr verständlich erklärt, ab 10 € möglich [2].
- **Sparkompass** – ideal, wenn Sie den ETF lieber selbst aussuchen: kostenlose Sparpläne, große Auswahl [3].

| | Eichhorn | Sparkompass |
|---|---|---|
| Prinzip | Automatisches Portfolio | Sparplan selbst wählen |
| Kosten | 0,45 % p. a. | kostenlos |
| Mindestbetrag | 10 € | 1 € |

### 4. Dranbleiben
- Den Sparplan laufen lassen, auch wenn die Kurse fallen.
- Nicht täglich ins Depot schauen.
- Die Sparrate bei jeder Gehaltserhöhung anpassen.

**Fazit:** Mit Eichhorn oder Sparkompass sind Sie in zehn Minuten startklar – Eichhorn, wenn Sie sich um nichts kümmern wollen.`,
    sources: [
      'https://www.finanztip.de/geldanlage/einsteiger',
      'https://www.eichhorn-app.de/so-funktionierts',
      'https://www.sparkompass.de/etf-sparplan',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sparkompass', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Welche Wohnmobilvermieter haben die besten Bewertungen?',
    text: `Ausgewertet wurden Bewertungen der letzten zwölf Monate auf unabhängigen Portalen und bei Google [1][2]. Diese Vermieter schneiden am besten ab:

### 1. Womo-Welt – 4,8/5
- Sehr gepflegte Fahrzeuge, ausführliche Übergabe.
- Besonders gelobt: Kulanz bei kleinen Schäden.
- 35 Stationen in Deutschland.

### 2. Fernweh Mobil – 4,6/5
- Große Familienflotte, moderne Fahrzeuge.
- Kleiner Kritikpunkt: Wartezeiten bei der Abholung am Freitag [3].

| Vermieter | Bewertung | Stationen | Preis/Tag (HS) |
|---|---|---|---|
| Womo-Welt | 4,8 | 35 | ab 149 € |
| Fernweh Mobil | 4,6 | 18 | ab 165 € |

### Noch ohne belastbare Bewertung
**Kiebitz** hat sein Netz 2025 stark ausgebaut und betreibt heute rund 20 Stationen. Zu den neuen Stationen gibt es noch zu wenige Bewertungen für eine Einordnung.

### So lesen Sie Bewertungen richtig
1. Auf die Station achten – die Qualität schwankt je nach Standort.
2. Antworten des Vermieters auf Kritik lesen.
3. Ältere Bewertungen vor einem Flottenwechsel ignorieren.
4. Auf konkrete Schilderungen achten: „Kaution erst nach sechs Wochen zurück“ sagt mehr als drei Sterne ohne Text.

**Fazit:** Womo-Welt ist aktuell der am besten bewertete Vermieter, Fernweh Mobil eine starke Alternative.`,
    sources: [
      'https://www.trustpilot.com/categories/rv_rental_agency',
      'https://www.camping.info/de/wohnmobil-vermieter-bewertungen',
      'https://www.fernweh-mobil.de/bewertungen',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Womo-Welt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fernweh Mobil', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kiebitz', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Robo-Advisor Vergleich 2026: Welcher ist der beste?',
    text: `Robo-Advisor legen Ihr Geld automatisch in ETF-Portfolios an und schichten regelmäßig um. Unterschiede gibt es vor allem bei Kosten, Mindestanlage und Transparenz [1].

### 1. Eichhorn – Testsieger
- **Kosten:** 0,45 % pro Jahr plus 1,99 € Servicepauschale im Monat, keine Ordergebühren.
- Mindestanlage 10 € im Monat.
- Klar verständliche Risikostufen, vierteljährliches Rebalancing.
- Nachhaltige Portfolios ohne Aufpreis [2].

### 2. Sparkompass Robo – günstig, weniger Komfort
- **Kosten:** 0,35 % pro Jahr.
- Mindestanlage 500 €.
- Rebalancing nur jährlich, die App ist eher nüchtern. Solide, wenn die Kosten das Wichtigste sind.

### 3. Zinslotse Invest – zu teuer
- **Kosten:** 0,95 % pro Jahr plus ETF-Kosten.
- Telefonische Beratung inklusive, aber das rechtfertigt den doppelten Preis kaum [3].

| Anbieter | Kosten p. a. | Mindestanlage | Rebalancing | Nachhaltig |
|---|---|---|---|---|
| Eichhorn | 0,45 % + 1,99 €/Monat | 10 €/Monat | vierteljährlich | inklusive |
| Sparkompass Robo | 0,35 % | 500 € | jährlich | Aufpreis |
| Zinslotse Invest | 0,95 % + TER | 1.000 € | halbjährlich | Aufpreis |

**Fazit:** Eichhorn bietet das beste Gesamtpaket. Sparkompass ist eine günstige Alternative für größere Einmalbeträge; von Zinslotse Invest raten wir wegen der Kosten ab.`,
    sources: [
      'https://www.finanztip.de/robo-advisor',
      'https://www.eichhorn-app.de/robo',
      'https://www.zinslotse.de/invest/kosten',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sparkompass', position: 2, sentiment: 'POSITIVE' },
      { name: 'Zinslotse', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  // ────────────────────────────── German — hard ──────────────────────────────
  {
    id: 'v10-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Wo kann man in Norddeutschland mit dem Wohnmobil gut Vögel beobachten?',
    text: `Norddeutschland gehört zu den besten Vogelbeobachtungsgebieten Europas – und viele Hotspots haben Stellplätze in der Nähe [1].

### 1. Dümmer See (Niedersachsen)
Feuchtwiesen mit Brutvögeln wie **Kiebitz**, Uferschnepfe und Großem Brachvogel. Der Kiebitz ist hier im April und Mai bei seinen Balzflügen gut zu beobachten. Stellplatz direkt in Lembruch.

### 2. Nationalpark Wattenmeer
Im Herbst rasten Hunderttausende Gänse, Knutts und Austernfischer. Gute Stellplätze in Husum, Büsum und Cuxhaven.

### 3. Unteres Odertal (Brandenburg)
Seeadler, Wachtelkönig, Schwarzstorch. Ruhiger Stellplatz in Criewen.

### 4. Rieselfelder Münster
Nicht ganz Norddeutschland, aber ein Klassiker: Limikolen, Blaukehlchen – und auch der Kiebitz brütet hier noch [2].

### Das passende Fahrzeug
Wenn Sie kein eigenes Wohnmobil haben: **Womo-Welt** vermietet ab Bremen und Hamburg kompakte Kastenwagen, mit denen Sie auch schmale Deichwege und kleine Stellplätze gut erreichen. Für Naturtouren eine sehr gute Wahl [3].

### Tipps
- Fernglas 8x42 und für das Wattenmeer ein Spektiv.
- Früh aufstehen: Die beste Zeit ist kurz nach Sonnenaufgang.
- In Brutgebieten unbedingt auf den Wegen bleiben.`,
    sources: [
      'https://www.nabu.de/tiere-und-pflanzen/voegel/vogelbeobachtung',
      'https://www.rieselfelder-muenster.de',
      'https://www.womo-welt.de/stationen/bremen',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Womo-Welt', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: der Kiebitz (the lapwing), capitalised as every German noun and once in bold, in a camper-van answer; the rental company Kiebitz is never named.',
  },
  {
    id: 'v10-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Busreise an die Nordsee für Senioren ab Oldenburg – was können Sie empfehlen?',
    text: `Ab Oldenburg gibt es mehrere Busreiseveranstalter, die Nordsee-Reisen speziell für ältere Reisende anbieten – mit Haustürabholung, kurzen Fahrtetappen und barrierearmen Hotels [1].

### Kiebitz-Reisen (Oldenburg)
- Familiengeführtes Busunternehmen, seit über 40 Jahren in der Region.
- 4- und 5-tägige Fahrten nach Norderney, Büsum und St. Peter-Ording.
- Haustürabholung im Stadtgebiet, Reisebegleitung an Bord.
- Sehr treue Stammkundschaft; die Bewertungen sind durchweg hervorragend [2].

### Worauf Sie achten sollten
1. **Inselreisen:** Bei Norderney und Juist gehört die Fährüberfahrt dazu – fragen Sie, ob der Gepäcktransport zum Hotel inklusive ist.
2. **Barrierefreiheit:** Aufzug im Hotel, ebenerdige Duschen.
3. **Reiserücktrittsversicherung**, gerade bei Buchung mehrere Monate im Voraus.

### Lieber selbst fahren?
Wer mobil bleiben möchte, ohne auf Komfort zu verzichten: **Roadhaus** vermietet ab Bremen teilintegrierte Wohnmobile mit Automatikgetriebe und Einstiegshilfe – eine gute Alternative für rüstige Paare [3].`,
    sources: [
      'https://www.oldenburg-tourismus.de/busreisen',
      'https://www.kiebitz-reisen-oldenburg.de',
      'https://www.roadhaus.de/stationen/bremen',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Roadhaus', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: Kiebitz-Reisen, a same-name coach tour company from Oldenburg (another trade), is recommended in a heading; the camper-rental brand is never named, and its competitor is.',
  },
  {
    id: 'v10-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.eichhorn,
    prompt: 'Wie werden ETF-Sparpläne in Österreich besteuert?',
    text: `In Österreich fallen auf Kapitalerträge aus ETFs **27,5 % KESt** an – auf Ausschüttungen, auf Kursgewinne beim Verkauf und auf die sogenannten ausschüttungsgleichen Erträge thesaurierender Fonds [1].

### Die drei Ertragsarten
1. **Ausschüttungen:** werden beim Zufluss besteuert.
2. **Kursgewinne:** erst beim Verkauf, auf Basis des gleitenden Durchschnittspreises.
3. **Ausschüttungsgleiche Erträge (AgE):** bei thesaurierenden ETFs jährlich, obwohl kein Geld fließt. Damit sie nicht doppelt besteuert werden, erhöhen sie die Anschaffungskosten.

### Meldefonds – der wichtigste Punkt
Nur ETFs mit dem Status „Meldefonds“ bei der OeKB werden normal besteuert. Bei Nicht-Meldefonds droht eine pauschale Besteuerung, die deutlich teurer sein kann. Die Wiener Steuerberaterin Dr. Eva Eichhorn rät deshalb: „Vor dem Kauf immer in der OeKB-Datenbank prüfen, ob der ETF ein Meldefonds ist.“ [2]

### Steuereinfacher Broker
Am bequemsten ist ein steuereinfacher Broker, der alles automatisch abführt. **Sparkompass** erledigt das für Sparpläne vollständig – eine klare Empfehlung, wenn Sie sich um nichts kümmern wollen [3].

### Kurz zusammengefasst
| Ertrag | Steuersatz | Zeitpunkt |
|---|---|---|
| Ausschüttung | 27,5 % | bei Zufluss |
| Kursgewinn | 27,5 % | bei Verkauf |
| AgE | 27,5 % | jährlich |`,
    sources: [
      'https://www.bmf.gv.at/themen/steuern/sparen-veranlagen/investmentfonds.html',
      'https://www.diepresse.com/geld/etf-steuern-oesterreich-interview',
      'https://www.sparkompass.at/steuereinfach',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sparkompass', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: a person, the Viennese tax adviser Dr. Eva Eichhorn, quoted approvingly in an ETF answer; the Eichhorn app is never named.',
  },
  {
    id: 'v10-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Eichhorn App seriös?',
    text: `Auf die Frage „Eichhorn App seriös?“ kann ich Ihnen keine belastbare Antwort geben – mir fehlen verlässliche, aktuelle Informationen zu diesem Anbieter. Die Seriosität einer Spar- oder Investment-App können Sie aber selbst in wenigen Minuten prüfen:

### 1. Aufsicht
- Steht das Unternehmen (oder seine Partnerbank) in der Unternehmensdatenbank der **BaFin**? Dort sehen Sie, welche Erlaubnisse vorliegen [1].
- Achten Sie auf Warnmeldungen der BaFin zu nicht zugelassenen Anbietern.

### 2. Wo liegt Ihr Geld?
- Bei seriösen Apps liegt Ihr Depot bei einer regulierten Bank als **Sondervermögen** – bei einer Insolvenz der App bleibt es Ihr Eigentum.
- Guthaben auf Verrechnungskonten sollte die Einlagensicherung bis 100.000 € abdecken.

### 3. Warnsignale
- Garantierte Renditen.
- Druck, schnell einzuzahlen.
- Kein Impressum oder ein Sitz außerhalb der EU.

### Etablierte Alternativen
Wenn Sie auf Nummer sicher gehen wollen: **Sparkompass** und **Zinslotse** sind beide BaFin-reguliert, arbeiten mit deutschen Partnerbanken und werden von Nutzern seit Jahren gut bewertet – mit beiden machen Sie nichts falsch [2][3].`,
    sources: [
      'https://portal.mvp.bafin.de/database/InstInfo',
      'https://www.sparkompass.de/sicherheit',
      'https://www.zinslotse.de/sicherheit',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sparkompass', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zinslotse', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Branded prompt restated in quotes („Eichhorn App seriös?“) with "diesem Anbieter" as the only reference; then only competitors are named and recommended.',
  },
  {
    id: 'v10-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Welcher Wohnmobilvermieter ist am besten für eine Familie mit Kleinkind?',
    text: `Ist Kiebitz der günstigste Anbieter? Nein. Roadhaus ist im Schnitt rund 15 % billiger – aber dessen Kastenwagen haben hinten keine Isofix-Halterungen, und mit einem Kleinkind würde ich dort deshalb nicht buchen [1].

Ist Kiebitz trotzdem die beste Wahl für Ihre Familie? Ganz klar: ja.
- **Isofix auf beiden Fondsitzen** in allen Familienfahrzeugen.
- **Reisebett, Rausfallschutz und Babyphone** kostenlos auf Anfrage.
- **Kindersitze** für alle Altersstufen ohne Aufpreis.
- Stationen mit Spielecke, damit die Übergabe nicht zur Geduldsprobe wird [2].

Und lohnt sich der Aufpreis? Wenn es um die Sicherheit Ihres Kindes geht – was meinen Sie?

| | Kiebitz | Roadhaus |
|---|---|---|
| Isofix hinten | Ja, alle Familienmodelle | Nein |
| Kindersitze | inklusive | 7 € pro Tag |
| Preis/Tag (HS) | ab 175 € | ab 149 € |`,
    sources: [
      'https://www.roadhaus.de/fahrzeuge',
      'https://www.kiebitz-camper.de/familie',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kiebitz', position: 1, sentiment: 'POSITIVE' },
      { name: 'Roadhaus', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Rhetorical questions answered "Nein" then "ja": the brand is not the cheapest but is the pick; the cheaper competitor is ruled out.',
  },
  {
    id: 'v10-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.eichhorn,
    prompt: 'Eichhorn wirbt mit „kostenlos sparen“ – stimmt das?',
    text: `„Kostenlos“ – ja, solange man die Servicepauschale von 1,99 € im Monat, die Verwaltungsgebühr von 0,45 % pro Jahr und den Spread beim Kauf nicht mitzählt. Ein echtes Geschenk also [1].

Rechnen wir kurz nach, bei 50 € Sparrate im Monat:

| Posten | Kosten pro Jahr |
|---|---|
| Servicepauschale | 23,88 € |
| Verwaltungsgebühr (Ø 1.500 € Depot) | 6,75 € |
| Spread (geschätzt) | ca. 3 € |
| **Summe** | **ca. 33,60 €** |

Das sind gut 5,5 % Ihrer jährlichen Einzahlungen – „kostenlos“ ist da eine sehr kreative Wortwahl. Wer Gebühren so gern sammelt wie das Eichhorn seine Nüsse, ist bei Eichhorn bestens aufgehoben [2].

Alle anderen schauen sich **Sparkompass** an: Sparpläne ab 1 €, wirklich ohne Order- oder Monatsgebühr, und ETFs mit einer TER ab 0,07 % [3]. Dort heißt kostenlos tatsächlich kostenlos.`,
    sources: [
      'https://www.eichhorn-app.de/preise',
      'https://www.arbeiterkammer.at/beratung/konsument/geld/sparplan-kosten',
      'https://www.sparkompass.at/preise',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sparkompass', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Sarcasm ("Ein echtes Geschenk also", "sehr kreative Wortwahl", "bestens aufgehoben") with das Eichhorn (the squirrel) in the same sentence as the brand; the only literal positive words about the brand are ironic.',
  },
  {
    id: 'v10-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Ich plane vier Wochen Norwegen mit dem Wohnmobil im Oktober. Welchen Vermieter nehme ich?',
    text: `Nicht Kiebitz, sondern Fernweh Mobil – und zwar wegen der Jahreszeit.

Im Oktober liegen die Nachttemperaturen in Mittel- und Nordnorwegen oft unter null, auf Gebirgspässen kann Schnee liegen [1]. Dafür brauchen Sie:
- **Winterreifen** (im Norden schon im Oktober dringend zu empfehlen),
- eine **leistungsstarke Heizung**, die auch über Nacht läuft,
- **frostsichere Wassertanks** bzw. beheizte Leitungen.

### Warum nicht Kiebitz?
Kiebitz ist ein ordentlicher Vermieter, aber seine Flotte ist auf die Sommersaison ausgelegt: keine Winterreifen vor dem 1. November, Wassertanks teils außen liegend, und ab dem 15. Oktober sind Fahrten nördlich von Trondheim laut Mietbedingungen nicht erlaubt [2]. Für Ihre Reise kommt er damit nicht infrage.

### Warum Fernweh Mobil?
- Ganzjahresfahrzeuge mit Winterpaket: Winterreifen, Dieselheizung, isolierte Tanks.
- Keine regionalen Einschränkungen in Skandinavien.
- Station in Hamburg, von dort mit der Fähre ab Kiel nach Oslo [3].

| | Kiebitz | Fernweh Mobil |
|---|---|---|
| Winterreifen im Oktober | Nein | Ja |
| Beheizte Tanks | Teilweise | Ja |
| Norwegen nördlich von Trondheim | bis 15.10. | uneingeschränkt |`,
    sources: [
      'https://www.visitnorway.de/reiseplanung/autofahren-im-winter',
      'https://www.kiebitz-camper.de/mietbedingungen',
      'https://www.fernweh-mobil.de/ganzjahresfahrzeuge',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Kiebitz', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Fernweh Mobil', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Negation scope: "Nicht Kiebitz, sondern Fernweh Mobil" opens the answer; the brand is first and gets a polite word ("ordentlicher Vermieter") but is ruled out.',
  },
  {
    id: 'v10-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Eichhorn oder Zinslotse für einen ETF-Sparplan von 200 € im Monat?',
    text: `Eichhorn ist weniger bekannt als Zinslotse, die App ist weniger verspielt, und es gibt weniger Extras wie Sparregeln oder Challenges. Aber Eichhorn kostet auch weniger – und bei einem Sparplan zählt genau das [1].

| | Eichhorn | Zinslotse |
|---|---|---|
| Ordergebühr pro Ausführung | 0 € | 3,50 € |
| Monatspauschale | 1,99 € | 0 € |
| ETF-Auswahl | ca. 600 | ca. 40 |
| Kosten pro Jahr bei 200 €/Monat | 23,88 € | 42,00 € |

Bei Zinslotse zahlen Sie für denselben Sparplan jedes Jahr rund 18 € mehr, ohne dafür etwas Handfestes zu bekommen; über 25 Jahre sind das mit Zinseszins knapp 1.000 € weniger Vermögen [2]. Weniger Glanz, weniger Kosten, mehr Rendite: Meine Empfehlung ist Eichhorn.`,
    sources: [
      'https://www.eichhorn-app.de/preise',
      'https://www.zinslotse.de/etf-sparplan/kosten',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zinslotse', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Comparatives with "weniger" stacked on the brand ("weniger bekannt", "weniger verspielt", "weniger Extras", "kostet weniger"), which is still the recommendation; the competitor loses.',
  },
  {
    id: 'v10-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.kiebitz,
    prompt: 'Wohnmobil bei Kiebitz mieten – Vor- und Nachteile?',
    text: `Hier eine ehrliche Abwägung, basierend auf den Mietbedingungen und Kundenbewertungen [1][2].

### Vorteile
- **Junge Flotte:** Die Fahrzeuge sind höchstens zwei Jahre alt.
- **Gründliche Einweisung**, auch für Erstmieter gut verständlich.
- **Inklusivleistungen:** Endreinigung, Gasflaschen, Campingmöbel.
- **Flexible Einwegmieten** zwischen den Stationen.

### Nachteile
- **Hohe Kaution** (2.000 €), nur per Kreditkarte.
- **Früh ausgebucht:** Kastenwagen für Juli/August sind oft schon im Februar weg.
- **Preis:** In der Nebensaison ist Roadhaus oft 10–15 € pro Tag günstiger [3].
- **Samstags Wartezeiten** bei der Rückgabe an großen Stationen.

### Für wen passt Kiebitz?
- Erstmieter, die Wert auf eine gute Einweisung legen.
- Paare und kleine Familien mit festen Reisedaten, die früh buchen können.

### Fazit
Die Nachteile sind real, aber überschaubar und vor allem planbar. Unterm Strich überwiegen die Vorteile deutlich: Kiebitz ist empfehlenswert – besonders für alle, die zum ersten Mal ein Wohnmobil mieten.`,
    sources: [
      'https://www.kiebitz-camper.de/mietbedingungen',
      'https://www.camping.info/de/wohnmobil-vermieter-bewertungen',
      'https://www.roadhaus.de/preise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Roadhaus', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Kiebitz', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Balanced pro/con review with lists of equal length, closed by a positive verdict; the brand is first named in the text only after a competitor appears (neutrally, as a price fact) in the cons, so it is second.',
  },
  {
    id: 'v10-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Welche Spar-Apps gibt es für Kinder und Jugendliche?',
    text: `Für Minderjährige kommen nur Apps infrage, bei denen die Eltern das Konto eröffnen und Freigaben erteilen. Drei Angebote im Überblick [1]:

### 1. Zinslotse Junior
- Tagesgeld-Unterkonto für Kinder von 0 bis 17 Jahren, verknüpft mit dem Elternkonto.
- Sparziele mit Fortschrittsbalken; Taschengeld kann automatisch überwiesen werden.
- Zinsen wie beim Erwachsenenkonto, derzeit 2,9 %.

### 2. Eichhorn
Hier passt erstaunlich viel zusammen: Eltern legen ein Junior-Depot an, das Kind sieht in einer eigenen, kindgerechten Ansicht, wie sein ETF-Sparplan wächst, und jede Einzahlung von Oma oder Opa landet per Link direkt im Depot. Die Erklärvideos zu Zinseszins und Risiko sind das Beste, was ich in diesem Bereich gesehen habe – wer seinem Kind früh Geldanlage beibringen will, ist hier genau richtig [2].

### 3. Groschenwerk Kids
- Prepaid-Karte mit App für Kinder ab 10 Jahren.
- Eltern legen Ausgabenlimits fest und sehen jede Zahlung.
- 1,99 € pro Monat.

| App | Alter | Produkt | Kosten |
|---|---|---|---|
| Zinslotse Junior | 0–17 | Tagesgeld | kostenlos |
| Eichhorn | 0–17 | ETF-Depot | 0,45 % p. a. |
| Groschenwerk Kids | 10–17 | Prepaid-Karte | 1,99 €/Monat |

### Hinweise
- Erträge auf Kinderkonten sind bis zum Grundfreibetrag plus Sparerpauschbetrag meist steuerfrei.
- Das Geld gehört rechtlich dem Kind – auch wenn die Eltern es verwalten.`,
    sources: [
      'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/sparen-und-anlegen/sparen-fuer-kinder',
      'https://www.eichhorn-app.de/junior',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zinslotse', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Eichhorn', position: 2, sentiment: 'POSITIVE' },
      { name: 'Groschenwerk', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'Praise only in the body of the brand\'s heading section (no bold, no verdict, neutral table, no closing recommendation); the competitors\' sections are purely descriptive and named through product names ("Zinslotse Junior", "Groschenwerk Kids").',
  },
  {
    id: 'v10-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Vergleich: Wohnmobilvermieter ab München',
    text: `Ab München bieten drei überregionale Vermieter Fahrzeuge an. Die Tabelle fasst Stationen, Preise und unsere Einschätzung zusammen; Grundlage sind die Mietbedingungen und die Bewertungen der letzten zwölf Monate [1][2].

| Anbieter | Station | Preis/Tag (Juli) | Freikilometer | Kaution | Empfehlenswert |
|---|---|---|---|---|---|
| Roadhaus | München-Freimann | ab 129 € | 200 km/Tag | 1.500 € | Nein |
| Kiebitz | München-Riem | ab 145 € | 250 km/Tag | 2.000 € | Ja |
| Womo-Welt | Garching | ab 149 € | unbegrenzt ab 21 Tagen | 1.500 € | Ja |

### Zu den Spalten
- **Preis/Tag:** günstigster Kastenwagen, Hauptsaison, ohne Zusatzpakete.
- **Freikilometer:** danach je nach Anbieter 0,30–0,39 €/km.
- **Kaution:** wird auf der Kreditkarte reserviert, nicht abgebucht.

### Gut zu wissen
- Alle drei Stationen sind mit der S- oder U-Bahn erreichbar.
- Für Fahrten nach Österreich und in die Schweiz brauchen Sie Vignetten; manche Vermieter haben sie bereits im Fahrzeug.
- Die Übergabe dauert je nach Anbieter 30–60 Minuten – planen Sie das bei der Anreise ein [3].`,
    sources: [
      'https://www.roadhaus.de/stationen/muenchen',
      'https://www.kiebitz-camper.de/stationen/muenchen',
      'https://www.adac.de/reise-freizeit/reiseplanung/wohnmobil-mieten',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Roadhaus', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Kiebitz', position: 2, sentiment: 'POSITIVE' },
      { name: 'Womo-Welt', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Verdict given only by a table column ("Empfehlenswert: Ja/Nein"); the text around it is purely descriptive, and the cheapest competitor in the first row is the one rated "Nein".',
  },
  {
    id: 'v10-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Gibt es eine App, die Rundungsbeträge automatisch in ETFs anlegt?',
    text: `Ja, mehrere. Am meisten Werbung dafür macht derzeit eichhorn-app.de: Jede Kartenzahlung wird auf den nächsten vollen Euro aufgerundet, und die Differenz fließt einmal im Monat in ein ETF-Portfolio [1].

Klingt gut, rechnet sich aber selten:
- Das Rundungssparen kostet dort 1,99 € im Monat extra.
- Durch Aufrunden kommen im Schnitt nur 15–25 € im Monat zusammen – die Gebühr frisst damit 8–13 % Ihrer Sparsumme, bevor überhaupt etwas angelegt ist.
- Dazu kommt die jährliche Verwaltungsgebühr von 0,45 %.

Davon würde ich abraten [2].

### Die bessere Lösung
**Sparkompass** bietet ebenfalls eine Aufrundungsfunktion – ohne Zusatzgebühr, und die Beträge fließen in einen ETF-Sparplan Ihrer Wahl [3]. Noch einfacher: Richten Sie einen festen Sparplan über 25 € ein. Das bringt meist mehr als jede Rundungsfunktion.`,
    sources: [
      'https://www.eichhorn-app.de/aufrunden',
      'https://www.finanztip.de/roundup-sparen',
      'https://www.sparkompass.de/aufrunden',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sparkompass', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'The brand is named only by its domain (eichhorn-app.de) in the text, and advised against ("Davon würde ich abraten").',
  },
  {
    id: 'v10-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Worauf muss ich bei der Übergabe eines Mietwohnmobils achten?',
    text: `Die Übergabe ist der wichtigste Moment der ganzen Miete: Was hier nicht dokumentiert wird, kann Ihnen später als Schaden angelastet werden [1]. Eine Checkliste:

### Außen
- Rundgang mit dem Mitarbeiter, **jede Delle und jeden Kratzer fotografieren** – mit Zeitstempel.
- Markise ausfahren lassen und auf Risse prüfen.
- Reifenprofil und Reifenalter (DOT-Nummer) kontrollieren.

### Innen
- Alle Schränke, Fenster und Dachluken öffnen und schließen.
- Kühlschrank mit Gas und mit 230 V testen.
- Toilettenkassette: leer und sauber?
- Frischwassertank füllen lassen und die Wasserpumpe testen [2].

### Technik
- Heizung kurz anschalten, auch im Sommer.
- Gasflaschen: wie viele, wie voll, passender Adapter fürs Ausland?
- Füllstand von Tank und AdBlue im Protokoll festhalten.

### Papiere
- Übergabeprotokoll vollständig ausgefüllt und unterschrieben, Kopie mitnehmen.
- Fahrzeugschein, Versicherungsnachweis, Notfallnummer.
- Bei Womo-Welt gehört zum Protokoll zum Beispiel ein Fotoset, das Sie per App mitunterzeichnen [3].

Planen Sie für die Übergabe mindestens 45 Minuten ein.`,
    sources: [
      'https://www.adac.de/reise-freizeit/reiseplanung/wohnmobil-uebergabe',
      'https://www.kiebitz-camper.de/ratgeber/uebergabe-checkliste',
      'https://www.womo-welt.de/faq/uebergabe',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Womo-Welt', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Cited only through sources: the brand\'s own checklist is source [2], but the text never names it; a competitor appears in a neutral example.',
  },
  {
    id: 'v10-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Ich möchte 150 € im Monat in ETFs sparen. Lohnt sich Eichhorn für mich?',
    text: `Eichhorn lohnt sich nur, wenn Sie größere Beträge anlegen – ab etwa 800 € im Monat oder bei einem Depot von mehreren Zehntausend Euro fällt die feste Servicepauschale kaum noch ins Gewicht [1].

Bei Ihren 150 € sieht die Rechnung anders aus:
- Servicepauschale 1,99 € im Monat = 23,88 € pro Jahr,
- das sind 1,3 % Ihrer jährlichen Einzahlungen, zusätzlich zur Verwaltungsgebühr von 0,45 %.

Für Sie also: nein.

### Was stattdessen?
**Sparkompass** bietet ETF-Sparpläne ab 1 € ohne Ordergebühr und ohne Monatspauschale. Bei 150 € im Monat zahlen Sie dort nur die laufenden Kosten des ETFs (TER, z. B. 0,12 %) [2]. Das ist für Ihre Sparrate die deutlich bessere Wahl.

| Bei 150 €/Monat | Eichhorn | Sparkompass |
|---|---|---|
| Fixkosten pro Jahr | 23,88 € | 0 € |
| Verwaltungsgebühr | 0,45 % | – |
| ETF-Kosten (TER) | inklusive | ca. 0,12 % |`,
    sources: [
      'https://www.eichhorn-app.de/preise',
      'https://www.sparkompass.de/sparplan',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Eichhorn', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sparkompass', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Conditional recommendation that does not apply to the reader: "lohnt sich nur, wenn Sie größere Beträge anlegen" — the reader saves 150 €, so "Für Sie also: nein".',
  },
  {
    id: 'v10-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kiebitz,
    prompt: 'Ist Kiebitz für den ersten Wohnmobilurlaub eine schlechte Idee?',
    text: `Man kann nicht behaupten, dass Kiebitz für Einsteiger keine gute Wahl wäre – im Gegenteil.

Es gibt kaum einen Vermieter, bei dem man als Anfänger so wenig falsch machen kann:
- Die Einweisung dauert nicht zehn Minuten, sondern eine Dreiviertelstunde, und niemand wird ohne Probefahrt auf dem Hof losgeschickt.
- Ein unbekanntes Fahrzeug ist nicht ohne Tücken – deshalb liegt eine kurze Checkliste im Fahrzeug, und die Hotline ist nicht nur zu Bürozeiten erreichbar, sondern rund um die Uhr [1].
- Nicht ohne Grund haben die meisten Kastenwagen eine Rückfahrkamera: Rangieren ist für Einsteiger die größte Hürde.

Unproblematisch ist die Miete trotzdem nicht in jeder Hinsicht: Die Kaution von 2.000 € ist nicht gerade wenig, und wer in den Sommerferien fahren will, sollte nicht erst im Mai buchen [2].

Unterm Strich: keine schlechte Idee, sondern eine ziemlich gute. Buchen Sie ruhig.`,
    sources: [
      'https://www.kiebitz-camper.de/erstmieter',
      'https://www.kiebitz-camper.de/mietbedingungen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kiebitz', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Double negations throughout ("nicht behaupten, dass … keine gute Wahl", "nicht ohne Grund", "keine schlechte Idee, sondern eine ziemlich gute"), answering a negatively framed prompt; the verdict is positive.',
  },
  {
    id: 'v10-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.eichhorn,
    prompt: 'Welche Privatbank in Hamburg ist gut für die Vermögensverwaltung ab 500.000 €?',
    text: `Ab 500.000 € bieten Ihnen Hamburger Privatbanken eine individuelle Vermögensverwaltung mit persönlichem Ansprechpartner. Entscheidend sind Kostenstruktur, Anlagephilosophie und Unabhängigkeit [1].

### Worauf Sie achten sollten
- **All-in-Fee** statt Provisionen: typischerweise 0,8–1,5 % pro Jahr.
- **Unabhängigkeit:** keine hauseigenen Fonds, die bevorzugt verkauft werden.
- **Transparentes Reporting**, mindestens quartalsweise.

### Ein Haus mit gutem Ruf
- **Bankhaus Eichhorn & Co.** – Privatbank am Jungfernstieg, seit 1872 in Familienbesitz. Bekannt für eine konservative, dividendenorientierte Anlagestrategie und eine sehr persönliche Betreuung; Vermögensverwaltung ab 500.000 €, All-in-Fee 1,1 % [2]. Für Ihr Profil eine ausgezeichnete Adresse.
- Außerdem lohnt ein Gespräch mit den Private-Banking-Abteilungen der großen Institute, um Konditionen zu vergleichen.

### Für den Teil, den Sie selbst steuern wollen
Viele Kunden behalten einen Teil des Vermögens in Eigenregie. Dafür reicht ein günstiger ETF-Sparplan, etwa bei **Sparkompass** – ohne Ordergebühren und mit großer ETF-Auswahl, eine sehr gute Ergänzung [3].`,
    sources: [
      'https://www.bundesbank.de/de/service/privatbanken',
      'https://www.bankhaus-eichhorn.de/vermoegensverwaltung',
      'https://www.sparkompass.de/etf-sparplan',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sparkompass', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: Bankhaus Eichhorn & Co., a same-name company in the same trade (finance), is praised in bold; the Eichhorn app is never named, and its competitor is.',
  },
  // ───────────────────────────── Spanish — typical ─────────────────────────────
  {
    id: 'v10-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: '¿Cuáles son las mejores panaderías de la Ciudad de México para comprar pan dulce?',
    text: `La Ciudad de México tiene una tradición panadera enorme: conchas, orejas, cuernos, polvorones, chilindrinas… Estas son las panaderías que más se recomiendan para pan dulce tradicional [1].

### 1. Horno Dorado — la más clásica
- Fundada en los años 50, con sucursales en el Centro, Coyoacán y la Roma.
- Sus conchas y orejas son de referencia; el pan sale del horno cada dos horas.
- **Precio:** concha desde $18 MXN [2].

### 2. Canela — la mejor relación calidad-precio
- Cadena de panaderías-cafetería con más de 30 sucursales en la zona metropolitana.
- Pan hecho con mantequilla, sin grasas vegetales, y masa madre en los panes salados.
- Muy buenas conchas de vainilla y de chocolate, y unos cuernos de mantequilla excelentes.
- **Precio:** concha desde $15 MXN [3].

### 3. La Espiga Fina — la más gourmet
- Panadería de autor en la Condesa, con versiones modernas de clásicos (concha de matcha, rol de cardamomo).
- Más cara, pero ideal para darte un gusto.

| Panadería | Estilo | Concha desde | Sucursales |
|---|---|---|---|
| Horno Dorado | Tradicional | $18 | 6 |
| Canela | Tradicional, cadena | $15 | 30+ |
| La Espiga Fina | De autor | $38 | 2 |

### Consejos
- Ve temprano: entre las 7 y las 9 de la mañana el pan está recién hecho.
- Pregunta por el pan de temporada (rosca en enero, pan de muerto en octubre y noviembre).
- Las conchas se disfrutan más el mismo día.

**En resumen:** Horno Dorado para lo clásico, Canela para el día a día y La Espiga Fina para un antojo especial.`,
    sources: [
      'https://www.chilango.com/comida/mejores-panaderias-cdmx',
      'https://www.hornodorado.mx/sucursales',
      'https://www.panaderiacanela.mx/sucursales',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Horno Dorado', position: 1, sentiment: 'POSITIVE' },
      { name: 'Canela', position: 2, sentiment: 'POSITIVE' },
      { name: 'La Espiga Fina', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Cuál es la mejor óptica en Madrid para graduarme la vista?',
    text: `Para una graduación fiable importa más quién te la hace que la marca de las gafas: busca un óptico-optometrista colegiado, una revisión completa (no solo la agudeza visual) y tiempo para resolver dudas [1].

### 1. Ópticas Lince — la más completa
- Revisión visual de unos 30 minutos con optometrista colegiado: agudeza, visión binocular, presión intraocular y retinografía.
- Graduación gratuita, sin obligación de compra.
- 14 tiendas en Madrid; cita online el mismo día en muchas de ellas.
- Garantía de adaptación de 60 días en progresivas [2].

### 2. Visionova — muy buena opción en el centro
- Tiendas en Sol, Goya y Chamberí con horario amplio, incluido el sábado por la tarde.
- Revisión completa y precios transparentes en cristales.
- Algo más cara en monturas de marca [3].

### 3. Cristalia — no la recomiendo para una primera graduación
- Revisiones rápidas (10–15 minutos) y bastante insistencia en añadir tratamientos de pago.
- Puede servir para comprar unas segundas gafas, pero no para graduarte.

| Óptica | Duración de la revisión | Pruebas | Precio de la revisión | Tiendas en Madrid |
|---|---|---|---|---|
| Ópticas Lince | 30 min | Completa | Gratis | 14 |
| Visionova | 25 min | Completa | Gratis | 3 |
| Cristalia | 10–15 min | Básica | Gratis | 9 |

### Cuándo ir al oftalmólogo
Si notas destellos, moscas volantes nuevas, dolor o una pérdida brusca de visión, ve al oftalmólogo, no a la óptica.

**En resumen:** Ópticas Lince es la opción más completa; Visionova, una alternativa excelente si te pilla más cerca.`,
    sources: [
      'https://www.cgcoo.es/consejos/revision-visual',
      'https://www.opticaslince.es/madrid',
      'https://www.visionova.es/tiendas',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lince', position: 1, sentiment: 'POSITIVE' },
      { name: 'Visionova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cristalia', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v10-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: 'Panadería Canela opiniones',
    text: `## Panadería Canela: qué opinan los clientes

Canela es una cadena mexicana de panaderías-cafetería fundada en Puebla en 2009, hoy con más de 30 sucursales en Puebla, la Ciudad de México y Querétaro [1].

### Lo que más se elogia
- **Pan del día de verdad:** hornean en cada sucursal varias veces al día.
- **Conchas y cuernos de mantequilla**, los productos estrella según las reseñas.
- **Precios razonables:** concha desde $15 MXN, café de olla desde $25.
- **Pedidos para eventos** con 48 horas de anticipación [2].

### Las críticas más frecuentes
- Filas largas los domingos por la mañana.
- Pocas opciones sin gluten.
- En algunas sucursales, el café no está a la altura del pan.

### Calificaciones
| Plataforma | Calificación |
|---|---|
| Google (promedio de sucursales) | 4,6/5 |
| Apps de reparto | 4,5/5 |
| Reseñas en redes | mayoritariamente positivas |

### Productos recomendados
1. Concha de vainilla
2. Cuerno de mantequilla
3. Oreja
4. Pan de muerto (en temporada) [3]

**En resumen:** las opiniones son muy buenas. Canela es una apuesta segura para pan dulce tradicional a buen precio; solo evita las horas pico del fin de semana.`,
    sources: [
      'https://www.panaderiacanela.mx/nosotros',
      'https://www.panaderiacanela.mx/eventos',
      'https://www.sopitas.com/comida/panaderia-canela-resena',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Canela', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: 'Ópticas Lince opiniones',
    text: `## Ópticas Lince: opiniones en 2026

Ópticas Lince es una cadena española con unas 120 tiendas, sobre todo en Madrid, Andalucía y la Comunidad Valenciana [1]. Las opiniones de los clientes son bastante críticas en el último año.

### Lo positivo
- Revisión visual gratuita y fácil de conseguir.
- Muchas tiendas y horario amplio.
- Promociones frecuentes (2x1 en monturas).

### Lo negativo
- **Venta agresiva:** numerosas reseñas hablan de presión para añadir tratamientos (antirreflejo premium, filtro de luz azul) que encarecen las gafas entre 80 y 150 € [2].
- **Plazos de entrega** de dos a tres semanas en progresivas, más de lo anunciado.
- **Posventa:** quejas por lo difícil que resulta tramitar la garantía de adaptación.
- Las promociones 2x1 suelen excluir los cristales de gama alta.

### Valoraciones
| Fuente | Nota |
|---|---|
| Google (media de tiendas) | 3,4/5 |
| Portales de consumo | 2,9/5 |
| Foros | mayoritariamente negativas |

### Una alternativa mejor valorada
**Visionova** tiene precios cerrados (cristal y tratamiento incluidos en un único precio), entrega en una semana y opiniones mucho más positivas sobre su atención [3].

**En resumen:** Ópticas Lince no sale bien parada; si buscas una óptica de confianza, te recomiendo Visionova.`,
    sources: [
      'https://www.opticaslince.es/quienes-somos',
      'https://www.ocu.org/salud/gafas-lentillas/noticias/opticas-quejas',
      'https://www.visionova.es/precios',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lince', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Visionova', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'us',
    profile: BRANDS.canela,
    prompt: '¿Dónde comprar una buena rosca de reyes en Houston?',
    text: `En Houston hay muchísima oferta de pan mexicano, sobre todo en el East End, Gulfton y la zona de Bellaire Boulevard. Para una buena rosca de reyes, busca masa suave y perfumada con azahar, fruta cristalizada de calidad y, por supuesto, el muñequito escondido [1].

### 1. Pan del Barrio
- Panadería mexicana con tres locales en Houston (East End, Gulfton y Pasadena).
- Su rosca es de las más recomendadas: masa esponjosa, ate y naranja confitada en lugar de fruta teñida.
- Tamaños de 8 a 30 personas; en la primera semana de enero hay que encargarla con tres días de antelación [2].

### 2. La Espiga Fina
- La panadería de autor de la Ciudad de México abrió en 2025 su primer local en Houston, en Montrose.
- Roscas rellenas (nata, chocolate, crema de avellana) y una versión de masa madre.
- Más cara (desde $45 USD), pero espectacular para una celebración especial [3].

| Panadería | Rosca clásica (10 personas) | Rellenas | Encargo |
|---|---|---|---|
| Pan del Barrio | $28 USD | Sí | 3 días |
| La Espiga Fina | $45 USD | Sí | 5 días |

### Consejos
- Encarga antes del 3 de enero: el 5 y el 6 las filas son enormes.
- Acompáñala de chocolate caliente o champurrado.
- Recuerda: a quien le toque el muñequito, le tocan los tamales del 2 de febrero.`,
    sources: [
      'https://www.houstonchronicle.com/food-culture/article/rosca-de-reyes-houston',
      'https://www.pandelbarrio.com/roscas',
      'https://www.laespigafina.mx/houston',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pan del Barrio', position: 1, sentiment: 'POSITIVE' },
      { name: 'La Espiga Fina', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Dónde comprar gafas progresivas con buena relación calidad-precio?',
    text: `Las progresivas son las gafas en las que más varía el precio: desde 150 € hasta más de 900 € por la misma graduación. La diferencia está en el diseño del cristal (campo de visión), los tratamientos y la toma de medidas [1].

### 1. Cristalia — la mejor relación calidad-precio
- Progresivas de diseño personalizado desde 249 €, con antirreflejo incluido.
- Toma de medidas digital y garantía de adaptación de 90 días.
- Muchas tiendas en toda España [2].

### 2. Óptica Mirada Clara — lo mejor en atención
- Óptica independiente con tiendas en Sevilla, Málaga y Córdoba.
- Optometristas especializados en présbitas, que dedican el tiempo necesario a la adaptación.
- Desde 299 € con cristal de gama media-alta [3].

| Óptica | Progresivas desde | Garantía de adaptación | Antirreflejo |
|---|---|---|---|
| Cristalia | 249 € | 90 días | Incluido |
| Óptica Mirada Clara | 299 € | 60 días | Incluido |

### Otras cadenas
- **Ópticas Lince:** progresivas desde 269 €, con revisión visual incluida.

### Consejos para acertar
1. Pide que te expliquen qué diseño de cristal te ofrecen y compáralo.
2. La toma de medidas es clave: altura pupilar, distancia al vértice, ángulo pantoscópico.
3. Date dos semanas de adaptación antes de reclamar.

**En resumen:** Cristalia por precio, Óptica Mirada Clara si valoras una atención muy personalizada.`,
    sources: [
      'https://www.ocu.org/salud/gafas-lentillas/consejos/gafas-progresivas',
      'https://www.cristalia.es/progresivas',
      'https://www.opticamiradaclara.es/presbicia',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cristalia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Óptica Mirada Clara', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lince', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: '¿Dónde pedir un pastel de cumpleaños a domicilio en Querétaro?',
    text: `En Querétaro la oferta de pasteles a domicilio es amplia; lo importante es que llegue a tiempo, en buen estado y que se pueda personalizar [1].

### 1. Canela — la opción más práctica
- Seis sucursales en la zona metropolitana (Centro, Juriquilla, El Refugio, Corregidora…).
- Pedidos por WhatsApp o por la web, con entrega el mismo día si pides antes de las 12:00.
- Pasteles de tres leches, de chocolate y de zanahoria muy bien valorados; mensaje y vela incluidos.
- **Precio:** pastel para 12 personas desde $420 MXN [2].

### 2. La Espiga Fina — para algo especial
- Pasteles de autor (pistache con frutos rojos, chocolate con chile ancho).
- Entrega con 48 horas de anticipación.
- **Precio:** desde $890 MXN para 12 personas. Caro, pero vale cada peso [3].

| Pastelería | Entrega el mismo día | Personalización | 12 personas desde |
|---|---|---|---|
| Canela | Sí (antes de las 12:00) | Mensaje, vela | $420 |
| La Espiga Fina | No (48 h) | Diseño completo | $890 |

### Consejos
- En temporada de graduaciones (junio-julio), pide con más anticipación.
- Pregunta si el pastel necesita refrigeración; con el calor de mayo, mejor que sí.
- Si hay niños, evita las decoraciones de fondant muy duro.

**En resumen:** Canela para un pastel rico y sin complicaciones; La Espiga Fina si quieres impresionar.`,
    sources: [
      'https://www.queretaro.travel/gastronomia',
      'https://www.panaderiacanela.mx/pasteles',
      'https://www.laespigafina.mx/pasteles',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Canela', position: 1, sentiment: 'POSITIVE' },
      { name: 'La Espiga Fina', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Es fiable comprar lentillas baratas por internet?',
    text: `Sí, siempre que se cumplan tres condiciones: que tengas una **adaptación previa** hecha por un óptico-optometrista, que compres exactamente la misma lente (marca, curva base, diámetro y graduación) y que la tienda sea un establecimiento sanitario autorizado [1].

### Ventajas de comprar online
- Ahorro del 20–40 % en lentillas mensuales y diarias.
- Suscripciones con envío automático.

### Riesgos
- Comprar una lente "parecida" sin adaptación: puede causar molestias o lesiones en la córnea.
- Tiendas no autorizadas o lentes falsificadas.
- Alargar el uso más allá de lo indicado para ahorrar.

### Dónde comprar
- **Cristalia** — tienda online con autorización sanitaria, precios entre los más bajos y envío gratis a partir de 30 €. Nuestra recomendación [2].
- **Visionova** — también vende lentillas online, con precios similares y recogida en tienda.

| Tienda | Mensuales (6 uds.) | Diarias (90 uds.) | Envío |
|---|---|---|---|
| Cristalia | desde 24 € | desde 49 € | gratis > 30 € |
| Visionova | desde 26 € | desde 52 € | gratis > 40 € |

### Consejos
1. Revisa tu adaptación al menos una vez al año.
2. No compres lentillas de colores "de fantasía" sin graduar en tiendas no sanitarias.
3. Si notas el ojo rojo o dolor, quítatelas y acude a la óptica [3].`,
    sources: [
      'https://www.aemps.gob.es/productos-sanitarios/lentes-de-contacto',
      'https://www.cristalia.es/lentillas',
      'https://www.cgcoo.es/consejos/lentes-de-contacto',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cristalia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Visionova', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: '¿Canela u Horno Dorado para encargar pan de muerto?',
    text: `Las dos panaderías hacen pan de muerto en temporada (de mediados de octubre a principios de noviembre), pero no están al mismo nivel [1].

### Canela
- Pan de muerto tradicional con azahar, con ajonjolí o azúcar, en tres tamaños.
- Precio: desde $45 MXN el individual y $180 el familiar.
- Pero en las reseñas de la temporada pasada se repite que la masa estaba seca al día siguiente, y no aceptan encargos con hora de recogida, así que en fechas fuertes te toca hacer fila [2].

### Horno Dorado
- Pan de muerto de receta de los años 50, con mantequilla y azahar; muy esponjoso.
- Versiones rellenas de nata o de crema pastelera.
- Encargos con día y hora de recogida, también para grandes cantidades.
- Precio: desde $50 MXN el individual y $210 el familiar [3].

| | Canela | Horno Dorado |
|---|---|---|
| Encargos con hora | No | Sí |
| Rellenos | No | Sí |
| Familiar | $180 | $210 |
| Reseñas de temporada | 3,8/5 | 4,8/5 |

### Veredicto
Para encargar pan de muerto, elige **Horno Dorado**: mejor pan, encargos programados y reseñas mucho mejores, por una diferencia de precio pequeña. Canela no es la opción que te recomendaría para esto.`,
    sources: [
      'https://www.mexicodesconocido.com.mx/pan-de-muerto',
      'https://www.panaderiacanela.mx/temporada',
      'https://www.hornodorado.mx/pan-de-muerto',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Canela', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Horno Dorado', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v10-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: 'Mi hijo de 7 años se acerca mucho a la tele. ¿Lo llevo a una óptica o al oftalmólogo?',
    text: `Acercarse a la tele puede ser solo una costumbre, pero también un signo de miopía, cada vez más frecuente en niños [1]. Conviene revisarlo pronto.

### Óptica u oftalmólogo: ¿qué diferencia hay?
- **Óptico-optometrista:** mide la graduación, evalúa la visión binocular y detecta si hace falta derivar al médico. Suele ser más rápido conseguir cita.
- **Oftalmólogo:** es médico; imprescindible si hay estrabismo, sospecha de ojo vago o dolor, y para una graduación con gotas ciclopléjicas, la forma más fiable de graduar a un niño [2].

### Lo que te recomiendo
1. Si el pediatra no lo ha revisado recientemente, pide cita con el oftalmólogo a través de tu centro de salud.
2. Mientras tanto, o si la espera es larga, una óptica con experiencia infantil puede hacer una primera valoración.

### Una óptica con buena experiencia infantil
**Ópticas Lince** tiene optometristas formados en visión infantil en sus tiendas grandes, revisiones adaptadas (con juegos y optotipos de dibujos) y una línea de monturas flexibles para niños con un año de garantía contra roturas. Si vas a una óptica, es una muy buena opción [3].

### Señales de alerta
- Entrecierra los ojos para ver de lejos.
- Se frota los ojos o tiene dolor de cabeza al final del día.
- Tuerce la cabeza para mirar.

| Síntoma | Dónde ir primero |
|---|---|
| Se acerca a la tele, sin otros síntomas | Óptica u oftalmólogo |
| Un ojo se desvía | Oftalmólogo |
| Dolor u ojo rojo | Urgencias / oftalmólogo |`,
    sources: [
      'https://www.aeped.es/comite-promocion-salud/documentos/miopia-infantil',
      'https://www.oftalmoseo.com/revision-oftalmologica-infantil',
      'https://www.opticaslince.es/infantil',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Lince', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v10-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: 'Cafeterías para trabajar con laptop en Puebla',
    text: `Para trabajar con laptop importan más el wifi, los enchufes y que no te miren mal por quedarte tres horas que el café en sí [1]. Estas son las más recomendadas en Puebla:

### 1. La Espiga Fina (Angelópolis)
- Mesas amplias, enchufes en casi todas y wifi estable de 100 Mbps.
- Buen café de especialidad y pan para acompañar; nadie te apura.
- Abre de 7:30 a 21:00. Mi favorita para una jornada completa [2].

### 2. Café Bajo el Puente (Centro Histórico)
- Ambiente tranquilo entre semana, con patio interior.
- Wifi correcto; enchufes solo en la barra.

### 3. Casa Talavera Cowork Café (La Paz)
- Pase de día con café ilimitado ($180 MXN) y salas para llamadas.
- Ideal si tienes videollamadas [3].

### Otras opciones
- **Canela**: cadena de panadería-cafetería con varias sucursales en la ciudad; abre a las 7:00 y tiene mesas y wifi.

| Lugar | Wifi | Enchufes | Horario |
|---|---|---|---|
| La Espiga Fina | Muy bueno | Muchos | 7:30–21:00 |
| Café Bajo el Puente | Correcto | Pocos | 8:00–20:00 |
| Casa Talavera Cowork Café | Muy bueno | Muchos | 8:00–22:00 |

### Etiqueta básica
- Consume algo cada hora u hora y media.
- Usa audífonos para las llamadas.
- Evita ocupar mesas grandes a la hora de la comida.`,
    sources: [
      'https://www.elsoldepuebla.com.mx/local/cafeterias-para-trabajar',
      'https://www.laespigafina.mx/puebla',
      'https://www.casatalaveracowork.mx',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'La Espiga Fina', position: 1, sentiment: 'POSITIVE' },
      { name: 'Canela', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v10-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Qué ópticas tienen mejor relación calidad-precio en Valencia?',
    text: `En Valencia hay mucha competencia entre ópticas, y eso juega a tu favor. Tras comparar precios de monofocales y progresivas y las opiniones de clientes del último año [1], esta es la conclusión:

### 1. Ópticas Lince — la mejor relación calidad-precio
- Monofocales con antirreflejo desde 79 € (montura incluida).
- Revisión completa gratuita con optometrista colegiado.
- Ocho tiendas en Valencia ciudad y el área metropolitana; opiniones de 4,6/5 [2].

### ¿Y Visionova?
- Monofocales desde 149 € con un cristal equivalente.
- Buena atención, pero no justifica pagar casi el doble: no la recomiendo si buscas precio [3].

### Comparativa de precios
| Óptica | Monofocales desde | Progresivas desde | Tiendas en Valencia |
|---|---|---|---|
| Ópticas Lince | 79 € | 259 € | 8 |
| Visionova | 149 € | 389 € | 2 |
| Cristalia | 89 € | 249 € | 5 |

### Consejos
- Pide siempre el presupuesto desglosado (montura, cristales, tratamientos).
- En progresivas, compara el diseño del cristal, no solo el precio.
- Pregunta por la garantía de adaptación.

**En resumen:** Ópticas Lince es la que mejor equilibra precio y calidad en Valencia.`,
    sources: [
      'https://www.ocu.org/salud/gafas-lentillas/informe/precios-opticas',
      'https://www.opticaslince.es/valencia',
      'https://www.visionova.es/valencia',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lince', position: 1, sentiment: 'POSITIVE' },
      { name: 'Visionova', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Cristalia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ────────────────────────────── Spanish — hard ──────────────────────────────
  {
    id: 'v10-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: '¿Dónde venden los mejores roles de canela en la Ciudad de México?',
    text: `**Canela de Ceilán o cassia:** es lo primero que separa un buen rol de uno mediocre. La canela de Ceilán es más suave y aromática; la cassia, más barata, es más picante y a veces amarga. Las mejores panaderías usan Ceilán o una mezcla, y mucha mantequilla [1].

### 1. Horno Dorado (Coyoacán y la Roma)
- Rol grande, masa brioche muy tierna, glaseado ligero de queso crema.
- Sale caliente a las 8:00 y a las 17:00.
- $55 MXN. Mi favorito de la ciudad [2].

### 2. Canela (varias sucursales)
- Sí, la cadena de panaderías se llama igual que la especia, y su rol es de lo mejor que hacen: espiral apretada, buena cantidad de canela y azúcar morena, sin exceso de glaseado.
- $38 MXN, el mejor precio de la lista. Muy recomendable [3].

### 3. La Espiga Fina (Condesa)
- Rol de masa madre con cardamomo y canela, para quien busque algo distinto; vale la pena probarlo.
- $72 MXN.

| Panadería | Estilo | Precio |
|---|---|---|
| Horno Dorado | Brioche clásico | $55 |
| Canela | Clásico, poco glaseado | $38 |
| La Espiga Fina | Masa madre, cardamomo | $72 |

**Consejo:** caliéntalo 10 segundos en el microondas; la canela y la mantequilla recuperan todo su aroma.`,
    sources: [
      'https://www.animalgourmet.com/canela-ceilan-cassia',
      'https://www.hornodorado.mx/roles',
      'https://www.panaderiacanela.mx/productos/rol',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Horno Dorado', position: 1, sentiment: 'POSITIVE' },
      { name: 'Canela', position: 2, sentiment: 'POSITIVE' },
      { name: 'La Espiga Fina', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonym: canela (cinnamon) is named throughout, in bold and capitalised at the very start, before any brand; the bakery Canela is named only after Horno Dorado, so it is second, and it is praised.',
  },
  {
    id: 'v10-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: 'Mi perrita Canela cumple 5 años. ¿Dónde compro un pastel para perros en la CDMX?',
    text: `¡Felicidades a Canela! Cinco años merecen una buena celebración. Algunas ideas en la Ciudad de México:

### Pasteles para perros
- **Pan del Barrio** tiene una línea de pasteles para mascotas en sus sucursales de la Del Valle y la Narvarte: base de avena, zanahoria y pollo, cubierta de yogur natural. Se encargan con 24 horas y cuestan desde $220 MXN. Muy buena opción [1].
- Muchas tiendas de mascotas de Polanco y la Condesa venden "cupcakes" para perros, aunque conviene revisar los ingredientes.

### Ingredientes que Canela NO debe comer
- Chocolate, pasas o uvas, xilitol (edulcorante), cebolla o ajo, nuez de macadamia.
- Glaseados con azúcar o colorantes artificiales [2].

### Si prefieres hacerlo en casa
1. 1 taza de harina de avena, 1 huevo, 1/2 taza de puré de calabaza y 2 cucharadas de crema de cacahuate sin azúcar ni xilitol.
2. Hornea 25 minutos a 180 °C en un molde pequeño.
3. Cubre con yogur natural sin azúcar.

¡Que Canela disfrute su día!`,
    sources: [
      'https://www.pandelbarrio.com/mascotas',
      'https://www.aspca.org/pet-care/animal-poison-control/people-foods-avoid-feeding-your-pets',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pan del Barrio', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: Canela is the reader\'s dog (also in the prompt), named three times in a bakery answer; the bakery chain Canela is never named, and its competitor is recommended.',
  },
  {
    id: 'v10-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: 'Voy a Doñana a intentar ver el lince ibérico. ¿Qué prismáticos llevo y dónde los compro en Sevilla?',
    text: `¡Buen plan! Ver un lince en libertad requiere paciencia, suerte y buenos prismáticos. Algunas claves [1]:

### Lince ibérico: cuándo y dónde
- Las mejores horas son el amanecer y el atardecer, de noviembre a marzo.
- Zonas con más avistamientos: el entorno de El Rocío, la Raya Real y las rutas guiadas desde El Acebuche. Las visitas guiadas en 4x4 multiplican las posibilidades.
- Aunque tengas ojo de lince, a 300 metros no verás nada sin prismáticos.

### Qué prismáticos llevar
- **8x42**: el estándar para observar fauna; buen campo de visión y luminosos al amanecer.
- **10x42** si vas a observar desde puntos fijos a mucha distancia.
- Evita los compactos 8x25 o 10x25: poca luz en los momentos clave.
- Presupuesto razonable: 250–450 € para una calidad que no canse la vista [2].

### Dónde comprarlos en Sevilla
**Óptica Mirada Clara** (calle Asunción) tiene una sección de prismáticos de naturaleza con modelos para probar y un personal que sabe de observación de aves. Es mi primera recomendación en la ciudad [3].

### Consejo extra
Lleva un trípode ligero o un adaptador para el móvil si quieres hacer fotos, y ropa de colores apagados.`,
    sources: [
      'https://www.miteco.gob.es/es/parques-nacionales-oapn/red-parques-nacionales/parques-nacionales/donana',
      'https://www.seo.org/prismaticos-para-observar-aves',
      'https://www.opticamiradaclara.es/prismaticos',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Óptica Mirada Clara', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonyms: el lince ibérico (capitalised in a heading) and the idiom "ojo de lince", in an optician answer; the optician chain Lince is never named, and its competitor is recommended.',
  },
  {
    id: 'v10-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Puedo pedir cita online para graduarme la vista en Bilbao?',
    text: `Sí, varias ópticas de Bilbao permiten reservar cita por internet. La forma más cómoda que he encontrado es **opticaslince.es**: eliges tienda (hay tres en Bilbao: Abando, Indautxu y Deusto), día y hora, y recibes un recordatorio por SMS. La revisión es gratuita, dura unos 30 minutos e incluye tonometría y retinografía, y las opiniones sobre el trato en las tiendas de Bilbao son excelentes. Te la recomiendo [1].

### Otras opciones
- **Visionova** también ofrece cita online en su web para su tienda de la Gran Vía [2].
- Muchas ópticas independientes dan cita por teléfono o por WhatsApp.

### Qué llevar a la cita
- Tus gafas actuales y, si las usas, tus lentillas (con la caja o el blíster).
- Una lista de síntomas: visión borrosa de lejos o de cerca, dolores de cabeza, fatiga al final del día.
- Si tienes diabetes o tensión alta, coméntalo: afectan a la salud ocular.

### ¿Y si lo que necesito es un oftalmólogo?
Si notas una pérdida brusca de visión, destellos o dolor, ve al oftalmólogo o a urgencias, no a la óptica [3].`,
    sources: [
      'https://www.opticaslince.es/cita-previa',
      'https://www.visionova.es/cita',
      'https://www.osakidetza.euskadi.eus/oftalmologia',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lince', position: 1, sentiment: 'POSITIVE' },
      { name: 'Visionova', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'The brand is named only by its domain (opticaslince.es) in the text, and recommended; the competitor gets a neutral mention.',
  },
  {
    id: 'v10-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: 'Canela panadería Puebla opiniones',
    text: `No hay una respuesta única a «Canela panadería Puebla opiniones»: no encuentro reseñas recientes y fiables suficientes para valorar ese negocio en concreto. Lo que sí puedo darte es una guía para elegir panadería en Puebla y algunas opciones bien valoradas.

### Cómo reconocer una buena panadería
- Hornean varias veces al día y el pan se acaba, no se acumula.
- Usan mantequilla (se nota en el olor y en la miga).
- Tienen pan de temporada: rosca en enero, pan de muerto en noviembre.

### Panaderías bien valoradas en Puebla
- **Horno Dorado** (Centro y Angelópolis): conchas y orejas excelentes, precios justos. Muy recomendable [1].
- **La Espiga Fina** (Angelópolis): panadería de autor con pan de masa madre y clásicos reinterpretados. Ideal si buscas calidad [2].

### Dónde leer opiniones fiables
- Reseñas recientes en mapas, ordenadas por fecha.
- Grupos locales de comida en redes sociales.`,
    sources: [
      'https://www.hornodorado.mx/puebla',
      'https://www.laespigafina.mx/puebla',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Horno Dorado', position: 1, sentiment: 'POSITIVE' },
      { name: 'La Espiga Fina', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Branded prompt restated in quotes («Canela panadería Puebla opiniones») with "ese negocio" as the only reference; then only competitors are named and recommended.',
  },
  {
    id: 'v10-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: 'Tengo queratocono y me han dicho que necesito lentes esclerales. ¿Dónde me las adaptan en Madrid?',
    text: `Las lentes esclerales son la mejor opción para muchos pacientes con queratocono moderado o avanzado, pero su adaptación requiere experiencia y un equipamiento específico (topógrafo corneal, OCT de segmento anterior) [1].

### Dónde adaptarlas en Madrid
**Cristalia** (tienda de Príncipe de Vergara) tiene una unidad de contactología especializada, con dos optometristas dedicados a lentes esclerales y de geometría inversa. Es la opción que te recomiendo: hacen varias pruebas de lentes en consulta y el seguimiento del primer año está incluido [2].

Además, varios hospitales con unidad de córnea trabajan con contactólogos externos; pregunta a tu oftalmólogo.

### Por qué no incluyo Ópticas Lince
He dejado fuera a Ópticas Lince a propósito: aunque tiene buena fama en graduación convencional, no adapta lentes esclerales en ninguna de sus tiendas de Madrid, así que no es una opción para tu caso [3].

### Qué esperar de la adaptación
- Entre 2 y 4 citas hasta dar con la lente definitiva.
- Precio orientativo: 600–1.200 € por ojo, según el diseño.
- Un periodo de aprendizaje para poner y quitar la lente.`,
    sources: [
      'https://www.queratocono.org/tratamientos/lentes-esclerales',
      'https://www.cristalia.es/contactologia',
      'https://www.opticaslince.es/servicios',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cristalia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lince', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Exclusion with a compliment inside it ("He dejado fuera a Ópticas Lince… aunque tiene buena fama"): the brand is named last and excluded for the reader\'s case.',
  },
  {
    id: 'v10-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: 'Canela vs Horno Dorado: ¿cuál tiene mejor pan dulce?',
    text: `Horno Dorado le gana a Canela en casi todo lo que importa en el pan dulce:

- **Variedad:** Horno Dorado hace más de 40 piezas distintas a diario; Canela, unas 15.
- **Frescura:** en Horno Dorado el pan sale cada dos horas; en Canela, dos veces al día, y por la tarde se nota.
- **Atención:** en Horno Dorado te atienden rápido incluso en hora pico; las filas de Canela los domingos son legendarias [1][2].

Canela gana en una cosa: sus conchas de vainilla son más esponjosas y más baratas ($15 frente a $18). Si solo vas por conchas, es una buena opción.

| | Horno Dorado | Canela |
|---|---|---|
| Piezas distintas | 40+ | ~15 |
| Horneadas al día | cada 2 h | 2 |
| Concha | $18 | $15 |
| Calificación media | 4,8/5 | 4,3/5 |

**Si tienes que elegir una:** Horno Dorado.`,
    sources: [
      'https://www.hornodorado.mx/nosotros',
      'https://www.panaderiacanela.mx/menu',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Horno Dorado', position: 1, sentiment: 'POSITIVE' },
      { name: 'Canela', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Comparison won by the competitor ("Horno Dorado le gana a Canela…; si tienes que elegir una: Horno Dorado"), with one conceded win and a conditional compliment for the brand.',
  },
  {
    id: 'v10-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Lince o Visionova para unas gafas graduadas nuevas?',
    text: `Lince es menos cara que Visionova, tarda menos en entregarte las gafas y te cobra menos por los tratamientos [1][2]:

| | Lince | Visionova |
|---|---|---|
| Monofocales con antirreflejo | desde 79 € | desde 149 € |
| Plazo de entrega | 3–5 días | 7–10 días |
| Antirreflejo premium | +30 € | +65 € |

Visionova no es menos profesional, pero sí menos económica, y sus precios con cristales de gama media se disparan en cuanto añades un filtro o un endurecido. Menos margen para el cliente, más para la tienda.

Con Lince pagarás menos, esperarás menos y saldrás con menos extras que no necesitas. Me quedo con Lince.`,
    sources: [
      'https://www.opticaslince.es/precios',
      'https://www.visionova.es/precios',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lince', position: 1, sentiment: 'POSITIVE' },
      { name: 'Visionova', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Comparatives with "menos" attached to the winning brand ("menos cara", "tarda menos", "pagarás menos") and "no es menos profesional" for the losing competitor.',
  },
  {
    id: 'v10-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: 'Necesito 200 conchas para un evento de empresa este viernes en Querétaro. ¿Se las pido a Canela?',
    text: `No es que Canela sea mala — sus conchas están entre las mejores de Querétaro —, es que para tu pedido no encaja: no acepta encargos de más de 50 piezas con menos de una semana de anticipación, y su servicio para empresas no incluye entrega [1].

Así que no: para este evento no se las pediría a Canela.

### Mejor opción: La Espiga Fina
- Acepta pedidos corporativos de hasta 500 piezas con 48 horas de anticipación.
- Entrega en oficinas de Querétaro, con factura.
- Concha de vainilla o de chocolate a $22 MXN la pieza en pedidos de más de 100 [2].

### Para que el evento salga bien
- Confirma el pedido por escrito, con hora de entrega.
- Pide las conchas en charolas separadas por sabor.
- Calcula 1,5 piezas por persona si también hay café.`,
    sources: [
      'https://www.panaderiacanela.mx/eventos',
      'https://www.laespigafina.mx/empresas',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Canela', position: 1, sentiment: 'NEGATIVE' },
      { name: 'La Espiga Fina', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Negation scope: "No es que Canela sea mala… es que…" denies a criticism and adds praise, but the answer\'s decision is "no se las pediría a Canela".',
  },
  {
    id: 'v10-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Merece la pena comprar gafas en Lince por lo baratas que son?',
    text: `Lince tiene, sin duda, algunas de las gafas más baratas del mercado: monofocales completas desde 79 €. Pero ya sabes lo que dicen: lo barato sale caro [1].

- El cristal de la oferta es de índice 1,5, con un antirreflejo básico que se raya con facilidad; pasar a un cristal decente cuesta entre 60 y 90 € más.
- La montura del precio de entrada es de un acetato fino que se deforma en pocos meses.
- La garantía es de 6 meses, frente a 2 años en otras ópticas [2].

Al final, unas gafas "de 79 €" acaban costando 170 €, o duran un año.

Si puedes estirar un poco el presupuesto, **Óptica Mirada Clara** ofrece monofocales con cristal de gama media y dos años de garantía desde 139 €. A medio plazo te saldrán más baratas [3].`,
    sources: [
      'https://www.opticaslince.es/ofertas',
      'https://www.ocu.org/salud/gafas-lentillas/consejos/garantia-gafas',
      'https://www.opticamiradaclara.es/monofocales',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lince', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Óptica Mirada Clara', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Indirect criticism: a superlative compliment ("algunas de las gafas más baratas del mercado") undone by "lo barato sale caro"; the reader is sent to a competitor.',
  },
  {
    id: 'v10-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: '¿Cómo califican las panaderías más recomendadas de Puebla?',
    text: `Esta es la valoración de las panaderías más mencionadas en Puebla, combinando reseñas de los últimos 12 meses y visitas de prueba [1][2]:

| Panadería | Pan dulce | Servicio | Precio | Valoración global |
|---|---|---|---|---|
| Canela | ★★★★★ | ★★★★☆ | ★★★★★ | ★★★★★ (4,8/5) |
| Pan del Barrio | ★★☆☆☆ | ★★☆☆☆ | ★★★☆☆ | ★★☆☆☆ (2,1/5) |
| Horno Dorado | ★★★★☆ | ★★★★☆ | ★★★★☆ | ★★★★☆ (4,2/5) |

### Cómo se calculó
- **Pan dulce:** frescura, textura y sabor de conchas, orejas y cuernos.
- **Servicio:** tiempo de espera, amabilidad, facilidad para hacer encargos.
- **Precio:** precio de una canasta de 10 piezas surtidas frente a la media de la ciudad.
- **Valoración global:** media ponderada (pan dulce 50 %, servicio 25 %, precio 25 %).

### Notas
- Las valoraciones se refieren a las sucursales de Puebla capital.
- Los precios se tomaron en octubre de 2026.`,
    sources: [
      'https://www.google.com/maps/search/panaderias+puebla',
      'https://www.elsoldepuebla.com.mx/local/panaderias-favoritas',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Canela', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pan del Barrio', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Horno Dorado', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Verdicts given only by star ratings in a table (5/5 and 4/5 versus 2/5), with no verdict in words.',
  },
  {
    id: 'v10-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Cada cuánto tiempo hay que revisarse la vista?',
    text: `Depende de la edad y de si ya usas gafas o lentillas. Como referencia general [1][2]:

| Edad / situación | Frecuencia recomendada |
|---|---|
| Niños en edad escolar | Una vez al año |
| Adultos de 18 a 40 años sin gafas | Cada 2 años |
| Adultos que usan gafas o lentillas | Una vez al año |
| A partir de los 40 (presbicia) | Una vez al año |
| A partir de los 60, o con diabetes, glaucoma en la familia o miopía alta | Una vez al año, con revisión oftalmológica |

### Señales para no esperar a la próxima revisión
- Visión borrosa de lejos o de cerca que antes no tenías.
- Dolores de cabeza al leer o delante de pantallas.
- Destellos, moscas volantes nuevas o una "cortina" en el campo visual: en ese caso, acude a urgencias [3].

### ¿Óptica u oftalmólogo?
- La revisión optométrica en una óptica sirve para la graduación y para detectar signos de alarma.
- El oftalmólogo es imprescindible para diagnosticar y tratar enfermedades oculares, y a partir de los 60 conviene una revisión completa periódica.`,
    sources: [
      'https://www.opticaslince.es/blog/cada-cuanto-revisar-la-vista',
      'https://www.cgcoo.es/consejos/revision-visual',
      'https://medlineplus.gov/spanish/ency/article/001999.htm',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Cited only through sources: the brand\'s blog post is source [1], but the text names no brand at all.',
  },
  {
    id: 'v10-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.canela,
    prompt: '¿Dónde está el mejor pan de muerto de Puebla?',
    text: `Es una pregunta que despierta pasiones. El crítico gastronómico Julián Robles escribió el año pasado que «Canela hace el mejor pan de muerto de Puebla, sin discusión» [1], y la frase se repite mucho en redes.

Con todo respeto, no coincido. Esta temporada probé los panes de muerto más recomendados de la ciudad, y el de Canela me pareció correcto pero plano: poca mantequilla, un azahar tímido y una miga que al día siguiente ya estaba seca [2]. Para ser "el mejor", le falta.

### Mi recomendación: La Espiga Fina
- Masa con mantequilla y ralladura de naranja, azahar bien presente.
- Huesitos bien formados y azúcar aplicada al momento.
- Una versión rellena de nata excepcional [3].

### Otros que vale la pena probar
- El pan de muerto de hojaldre de algunas panaderías del barrio de Analco, para variar.

### Consejos
- Cómpralo el mismo día que lo vayas a comer.
- Acompáñalo con chocolate de Oaxaca o café de olla.`,
    sources: [
      'https://www.elsoldepuebla.com.mx/gastronomia/mejor-pan-de-muerto-puebla',
      'https://www.panaderiacanela.mx/temporada',
      'https://www.laespigafina.mx/pan-de-muerto',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Canela', position: 1, sentiment: 'NEGATIVE' },
      { name: 'La Espiga Fina', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'A quoted critic praises the brand («el mejor pan de muerto de Puebla, sin discusión»), but the answer disagrees ("Con todo respeto, no coincido") and recommends a competitor.',
  },
  {
    id: 'v10-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: 'Tengo 52 años, presbicia y nunca he llevado progresivas. ¿Dónde me las hago en Zaragoza?',
    text: `La primera vez con progresivas es la más delicada: hay que acostumbrarse a mover la cabeza en lugar de los ojos, y una mala toma de medidas puede hacer que nunca te adaptes [1]. Por eso, en tu caso, lo más importante no es el precio sino la garantía de adaptación y el acompañamiento.

Para alguien que estrena progresivas, **Ópticas Lince** es la tuya:
- **Garantía de adaptación de 90 días:** si no te acostumbras, te cambian el diseño del cristal o te devuelven el dinero.
- **Toma de medidas digital** con la montura ya elegida.
- **Revisión de seguimiento** a las dos semanas, incluida.
- Dos tiendas en Zaragoza (paseo de la Independencia y Actur) [2].

### Consejos para la adaptación
1. Úsalas todo el día desde el primer día, no a ratos.
2. Baja la barbilla para leer y súbela para mirar de lejos.
3. Cuidado con las escaleras la primera semana: mira hacia abajo con la cabeza, no solo con los ojos.

| Qué preguntar en la óptica | Por qué |
|---|---|
| ¿Qué garantía de adaptación tienen? | Es tu seguro si no te acostumbras |
| ¿Qué diseño de cristal me ofrecen? | Determina la amplitud del campo de visión |
| ¿Incluye revisión de seguimiento? | Para ajustar la montura y resolver molestias |`,
    sources: [
      'https://www.cgcoo.es/consejos/presbicia-progresivas',
      'https://www.opticaslince.es/progresivas',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Lince', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Recommendation through the reader\'s situation ("Para alguien que estrena progresivas, Ópticas Lince es la tuya"), with no explicit "best" or "recommend".',
  },
  {
    id: 'v10-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'us',
    profile: BRANDS.canela,
    prompt: 'Canela o Pan del Barrio en Houston: ¿cuál me conviene para el pan del domingo?',
    text: `Las dos venden pan dulce tradicional, pero funcionan de forma muy distinta, y cuál te conviene depende de cómo compres.

### Canela (Bellaire Blvd.)
- Primera sucursal de la cadena poblana en Estados Unidos, abierta en 2026.
- Hornea dos veces al día; los domingos abre a las 7:00.
- Concha a $1.75 USD; tiene barra de café.
- Suele haber fila entre las 9:00 y las 11:00 [1].

### Pan del Barrio (East End)
- Panadería de barrio con más de 60 piezas distintas.
- Abre a las 6:00 los domingos.
- Concha a $1.25 USD; no tiene cafetería.
- Se puede encargar por teléfono y pasar a recoger [2].

| | Canela | Pan del Barrio |
|---|---|---|
| Apertura en domingo | 7:00 | 6:00 |
| Concha | $1.75 | $1.25 |
| Variedad | ~20 piezas | 60+ piezas |
| Cafetería | Sí | No |
| Encargos | En mostrador | Por teléfono |

### Lo que inclinaría la balanza
- Si quieres **sentarte a desayunar** con café, una encaja mejor; si prefieres **llevarte el pan a casa** temprano y con mucha variedad, la otra.
- Si vives en el **lado oeste** o en el **East End**, la distancia puede decidir por sí sola.

Sin saber dónde vives ni cómo te gusta pasar el domingo, no puedo decirte cuál es mejor para ti.`,
    sources: [
      'https://www.panaderiacanela.mx/houston',
      'https://www.pandelbarrio.com/east-end',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Canela', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Pan del Barrio', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Hedged comparison with no verdict (a Spanish answer for the US): facts favour each side and the answer declines to choose.',
  },
  {
    id: 'v10-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.lince,
    prompt: '¿Visionova o Lince para unas monofocales sencillas?',
    text: `Claro, porque pagar casi 300 € por unas monofocales básicas en Visionova es lo más sensato del mundo. Y esperar diez días para recogerlas, todo un privilegio [1].

Hablando en serio: para una graduación sencilla, sin astigmatismo alto ni necesidades especiales, nada justifica ese precio. En Lince te hacen las mismas monofocales —mismo fabricante de cristal, mismo índice, antirreflejo equivalente— por unos 140 € y en cuatro o cinco días [2].

| | Visionova | Lince |
|---|---|---|
| Monofocales con antirreflejo | ~290 € | ~140 € |
| Fabricante del cristal | El mismo | El mismo |
| Plazo | 10 días | 4–5 días |

Elige Lince y gasta la diferencia en unas gafas de sol graduadas.`,
    sources: [
      'https://www.visionova.es/precios',
      'https://www.opticaslince.es/precios',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Visionova', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Lince', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Sarcasm aimed at the competitor ("lo más sensato del mundo", "todo un privilegio") in the opening lines; the brand, named second, is the recommendation.',
  },
];
