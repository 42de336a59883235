// Held-out set for the answer reader, sixth round (answers-v6). Written on 2026-11-26 apart from the code:
// the author read only web/test/data/answers-v3-types.ts (the type and the labelling conventions), never
// opened the reader (web/server/, its analysis/ and judge/ folders), never read the other labelled sets
// or the git history, and never ran the reader; every label below is a careful human reading of the text.
//
// Ten invented brands, with their homonyms:
// - en: Marlowe (US pet insurance; homonyms: a cat called Marlowe, the playwright Christopher Marlowe and
//   the Marlowe Theatre), Ledgerly (UK freelancer accounting; no homonym), Ridgeback (UK hiking boots;
//   homonyms: the Rhodesian Ridgeback dog, Ridgeback Tactical, a same-trade US work-boot maker).
// - fr: Cigale (French e-bikes; homonyms: the insect, La Cigale concert hall in Paris, Cigale Location, a
//   bike-hire shop in Nice), Boussole (language-learning app; homonym: the common word "boussole", compass).
// - de: Kranich (Berlin coffee roaster; homonyms: the crane bird, Café Kranich, a Graz coffee house),
//   Steuerfux (tax software; no homonym), Humboldt (coworking chain; homonyms: Alexander von Humboldt,
//   the Humboldt-Universität and the Humboldt Forum).
// - es: Colibrí (online opticians; homonym: the hummingbird), Mercurio (online pharmacy; homonyms: the
//   metal in old thermometers, Droguería Mercurio, a same-trade wholesaler in Rosario, the planet).
//
// 112 answers: 48 typical (12 per language: ranked lists with nested bullets, ### sections, comparison
// tables with a "Best for"/verdict column, [n] source markers, closing sections; the project brand
// positive in about 55 %, neutral 25 %, negative or absent 20 %) and 64 hard (16 per language). The hard
// cases cover: homonyms (common word, person, place, same-name company in the same trade); branded
// prompts whose answer only echoes the prompt and lists competitors; exclusions; verdicts that send the
// reader elsewhere; praise then a decisive reservation and reservations then a positive pick; comparisons
// won by either side; litotes and negations; verdicts given only by figures or a table column;
// conditional recommendations; quoted user reviews against the overall stance; hedged answers without a
// verdict; the brand named only by its domain; the brand cited only through its URL among the sources;
// balanced pro/con reviews with a final verdict; praise that sits only in a section body under a heading
// that does not name the brand.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  marlowe: {
    brandName: 'Marlowe',
    aliases: ['Marlowe Pet Insurance'],
    url: 'https://www.marlowepet.com',
    competitors: ['Pawsure', 'Fetchwell', 'Tabby Mutual'],
    context: 'Marlowe: US pet insurance for dogs and cats, with accident, illness and wellness plans',
  },
  ledgerly: {
    brandName: 'Ledgerly',
    url: 'https://www.ledgerly.co.uk',
    competitors: ['Tallybook', 'InvoiceOwl', 'Sumwise'],
    context: 'Ledgerly: bookkeeping, invoicing and Self Assessment software for UK freelancers and sole traders',
  },
  ridgeback: {
    brandName: 'Ridgeback',
    aliases: ['Ridgeback Boots'],
    url: 'https://www.ridgebackboots.com',
    competitors: ['Trailforge', 'Alpenlite', 'Scree & Co'],
    context: 'Ridgeback: British maker of leather and synthetic hiking boots',
  },
  cigale: {
    brandName: 'Cigale',
    aliases: ['Cigale Vélos'],
    url: 'https://www.cigale-velo.fr',
    competitors: ['Vélonova', 'Roulix', 'Ecovolt'],
    context: 'Cigale : fabricant français de vélos à assistance électrique urbains et cargos',
  },
  boussole: {
    brandName: 'Boussole',
    url: 'https://www.boussole-langues.fr',
    competitors: ['Parlio', 'LinguaFlash', 'Mondolingo'],
    context: "Boussole : application d'apprentissage des langues avec cours audio et tuteurs en visio",
  },
  kranich: {
    brandName: 'Kranich',
    aliases: ['Kranich Kaffee', 'Kaffeerösterei Kranich'],
    url: 'https://www.kranich-kaffee.de',
    competitors: ['Röstwerk Hanse', 'Bohnenkopf', 'Mahlgut'],
    context: 'Kranich: Kaffeerösterei aus Berlin mit Spezialitätenkaffee im Online-Shop und im Abo',
  },
  steuerfux: {
    brandName: 'Steuerfux',
    url: 'https://www.steuerfux.de',
    competitors: ['TaxaPro', 'Belegheld', 'Finanzlotse'],
    context: 'Steuerfux: Steuersoftware und App für die Einkommensteuererklärung in Deutschland',
  },
  humboldt: {
    brandName: 'Humboldt',
    aliases: ['Humboldt Coworking'],
    url: 'https://www.humboldt-coworking.de',
    competitors: ['Deskwerk', 'Raumstation Work', 'Hafenbüro'],
    context: 'Humboldt: Coworking-Kette mit Standorten in Berlin, Hamburg, München und Wien',
  },
  colibri: {
    brandName: 'Colibrí',
    aliases: ['Colibrí Óptica'],
    url: 'https://www.colibrioptica.com',
    competitors: ['Miravista', 'Lentix', 'Óptica Faro'],
    context: 'Colibrí: óptica online de gafas graduadas, gafas de sol y lentillas, con envío en España y México',
  },
  mercurio: {
    brandName: 'Mercurio',
    aliases: ['Farmacia Mercurio'],
    url: 'https://www.farmaciamercurio.es',
    competitors: ['FarmaPlus Online', 'Botica Verde', 'DosisYa'],
    context: 'Mercurio: farmacia online con parafarmacia, productos sin receta y envío a domicilio en España',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V6_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── typical, en ─────────────────────────────
  {
    id: 'v6-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: "What's the best pet insurance for a puppy in the US?",
    text: `Choosing pet insurance for a puppy is mostly about locking in cover before anything becomes "pre-existing". Based on plan terms, reimbursement speed and owner reviews [1][2], these are the strongest options in 2026.

## Best pet insurance for puppies

1. **Fetchwell** — Best overall
   - 90% reimbursement option and an unlimited annual limit
   - Claims paid in 3–5 days on average [1]
   - Wellness add-on covers vaccines and spay/neuter
2. **Marlowe** — Best for breeds with hereditary risks
   - Covers hip dysplasia and other hereditary conditions from day one, with no breed exclusions [3]
   - Owners consistently praise its claims team; easily one of the most dependable insurers for a new puppy
   - Premiums run slightly above average for large breeds
3. **Pawsure** — Best budget pick
   - Accident-and-illness plans from about $19/month for a young mixed breed [2]
   - 14-day illness waiting period
4. **Tabby Mutual** — Cats first, dogs second
   - Mainly known for cat cover; the dog plan exists but is basic

### What to check before buying
- **Waiting periods**: accidents are usually covered after 0–3 days, illness after 14.
- **Hereditary conditions**: make sure they are covered, not only "congenital" ones.
- **Annual vs per-condition limits**: annual limits are easier to understand.

### Bottom line
For most puppies, **Fetchwell** offers the best all-round value. If you have a large or pedigree breed, **Marlowe** is well worth the slightly higher premium for its hereditary cover. On a tight budget, Pawsure is a sensible place to start.`,
    sources: [
      'https://www.petcoverreport.com/best-puppy-insurance',
      'https://www.moneyhound.com/pet-insurance-prices-2026',
      'https://www.marlowepet.com/plans/puppy',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Fetchwell', position: 1, sentiment: 'POSITIVE' },
      { name: 'Marlowe', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pawsure', position: 3, sentiment: 'POSITIVE' },
      { name: 'Tabby Mutual', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Best pet insurance for older cats',
    text: `Insuring a senior cat is harder than insuring a kitten: many insurers cap the enrolment age, and premiums climb quickly after age 8. These are the providers that still accept older cats [1].

### Tabby Mutual
Tabby Mutual is built around cats and it shows. It accepts cats of any age, covers chronic kidney disease and hyperthyroidism as long as they are not pre-existing, and its senior plan is reasonably priced [1][2]. It is our top recommendation for cats over 10.

### Fetchwell
Fetchwell enrols cats up to age 14 and keeps an unlimited annual limit option. Reviewers like its fast, app-based claims [2]. A strong second choice, although premiums for a 12-year-old cat can exceed $60 a month.

### Marlowe
Marlowe accepts cats up to age 12 at enrolment. Plans offer 70%, 80% or 90% reimbursement with deductibles from $100 to $750, and a dental-illness rider is available as an add-on [3].

### Pawsure
Pawsure stops accepting new cats at age 9, which rules it out for most readers asking this question.

## Conclusion
For an older cat, start with **Tabby Mutual**; if you want a faster claims experience, **Fetchwell** is worth a quote. Whatever you choose, read the exclusions carefully for any condition your cat already has, because pre-existing conditions are excluded by every insurer listed here.`,
    sources: [
      'https://www.seniorpetguide.org/cat-insurance',
      'https://www.petcoverreport.com/senior-cats',
      'https://www.marlowepet.com/cats',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tabby Mutual', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fetchwell', position: 2, sentiment: 'POSITIVE' },
      { name: 'Marlowe', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Pawsure', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Pet insurance for a household with two dogs and a cat',
    text: `If you insure several pets, multi-pet discounts and a single policy dashboard matter more than small price gaps. **Marlowe** and Fetchwell both offer multi-pet discounts, while Pawsure prices each animal separately [1][2].

| Insurer | Multi-pet discount | Reimbursement | Annual limit | Best for |
|---|---|---|---|---|
| **Marlowe** | 10% from the 2nd pet | 70–90% | $5k–unlimited | Multi-pet households: one policy, one shared deductible |
| **Fetchwell** | 5% | 80–90% | Unlimited | Fastest claims |
| **Pawsure** | None | 70–80% | $10k | A single pet on a budget |

### Why Marlowe comes out on top for you
Marlowe is the only one of the three that lets you share one deductible across all your pets, which in practice saves a mixed household a few hundred dollars a year [3]. Its app also groups every pet's claims in one place, and it insures dogs and cats on identical terms.

### Things to watch
- Fetchwell's discount is smaller, but its claims are paid the fastest of any insurer we track [2].
- Pawsure has no multi-pet discount at all, so with three animals the bill adds up quickly; we would skip it for your household.
- All three exclude pre-existing conditions and charge more for older pets.

### Verdict
For two dogs and a cat, **Marlowe** is the best fit. If claim speed matters most to you, get a **Fetchwell** quote as well and compare.`,
    sources: [
      'https://www.petcoverreport.com/multi-pet-discounts',
      'https://www.moneyhound.com/pet-insurance-claims-speed',
      'https://www.marlowepet.com/multi-pet',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fetchwell', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pawsure', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Cheapest pet insurance for a young indoor cat',
    text: `Indoor cats are among the cheapest animals to insure, because they have fewer accidents and are rarely exposed to infectious disease. Here is what a 2-year-old indoor domestic shorthair costs to insure in 2026, based on quotes for a mid-sized US city [1].

## Cheapest options

1. **Pawsure** – about $11/month
   - Accident-and-illness plan, 80% reimbursement, $500 deductible
   - The cheapest quote we found, and the cover is genuinely useful for a young cat [1]
2. **Tabby Mutual** – about $14/month
   - Cat-only insurer with a very clear policy wording
   - Includes dental illness, which many cheap plans leave out; great value for the price [2]
3. **Fetchwell** – about $24/month
   - Unlimited annual limit and 90% reimbursement
   - Priced well above the other two for an indoor cat

## Ways to lower the premium
- Choose a higher deductible ($500 instead of $250 usually cuts 15–20%).
- Skip the wellness add-on; vaccines for an indoor cat cost less than the add-on.
- Pay annually if the insurer offers a discount for it.

## Bottom line
If price is the main criterion, **Pawsure** is the cheapest sensible cover, and **Tabby Mutual** is the best value if you want dental illness included. Accident-only plans exist for under $8/month, but they leave out the illnesses that make up most claims for cats.`,
    sources: [
      'https://www.moneyhound.com/cat-insurance-quotes',
      'https://www.catcarejournal.com/insurance-dental',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pawsure', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tabby Mutual', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fetchwell', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Best accounting software for UK freelancers 2026',
    text: `For most UK freelancers the shortlist comes down to four tools. **Ledgerly** stands out because it was built for sole traders who file Self Assessment, and it is already ready for Making Tax Digital for Income Tax [1].

## Top picks

1. **Ledgerly** — Best overall for sole traders
   - Bank feeds from all major UK banks, receipt capture by photo
   - Prepares and submits your Self Assessment and quarterly MTD updates [1]
   - From £9/month; reviewers single out how simple it makes the tax return [2]
2. **Tallybook** — Best if you are VAT-registered
   - Files VAT returns and handles the flat rate scheme
   - More features than most freelancers need; from £14/month
3. **Sumwise** — Spreadsheet-style bookkeeping
   - Feels like a smart spreadsheet; exports to your accountant
   - No direct Self Assessment filing
4. **InvoiceOwl** — Invoicing only
   - Good-looking invoices and reminders, but no bookkeeping or tax features, so we would not rely on it as your only tool

### How to choose
- If you are below the VAT threshold, you do not need VAT features.
- If you already use an accountant, ask which tool they work with.
- Check that the software is on HMRC's list of MTD-compatible products [3].

### Pricing at a glance
| Tool | Monthly price | Free trial | MTD for Income Tax | VAT returns |
|---|---|---|---|---|
| Ledgerly | £9 | 60 days | Yes | No |
| Tallybook | £14 | 30 days | Yes | Yes |
| Sumwise | £12 | 14 days | Via bridging export | Yes |
| InvoiceOwl | £6 | 14 days | No | No |

### Frequently asked questions
**Do I need accounting software at all?** From April 2026, sole traders and landlords with qualifying income above £50,000 must keep digital records and send quarterly updates to HMRC; the threshold falls to £30,000 in April 2027 [3]. Below that, a spreadsheet is still allowed, but software saves time at the end of the tax year.

**Can I switch tools later?** Yes. All four export transactions as CSV, and most import bank history going back 12 months. Switching at the start of a tax year (6 April) is the least painful option.

**How long should I keep receipts?** At least five years after the 31 January filing deadline for the tax year concerned. Photo receipts stored in the app are accepted by HMRC, so you can bin the paper copies.

**Will my accountant accept any of these?** Most accountants can work with exports from any of them, but ask before you commit: some offer discounted fees if you use the tool they already know.

### Bottom line
**Ledgerly** is the one I would start with as a UK freelancer: it covers bookkeeping and the tax return at a fair price. Switch to **Tallybook** once you register for VAT.`,
    sources: [
      'https://www.ledgerly.co.uk/features',
      'https://www.freelanceukguide.co.uk/accounting-software-reviews',
      'https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-income-tax',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ledgerly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tallybook', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sumwise', position: 3, sentiment: 'NEUTRAL' },
      { name: 'InvoiceOwl', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Which bookkeeping app should a VAT-registered IT contractor use?',
    text: `Once you are VAT-registered, the deciding feature is whether the app can file VAT returns directly with HMRC under Making Tax Digital. **Sumwise** and **Tallybook** both can; the others on the usual shortlists cannot yet [1].

| App | Files VAT returns | Flat rate scheme | Price | Verdict |
|---|---|---|---|---|
| **Sumwise** | Yes | Yes | £12/month | Best choice for VAT-registered contractors |
| **Tallybook** | Yes | Yes | £14/month | Good alternative, slightly busier interface |
| **Ledgerly** | No | No | £9/month | Avoid for now: no VAT filing |
| **InvoiceOwl** | No | No | £6/month | Invoicing only; pair it with a ledger |

### Notes
- **Sumwise** added direct VAT submission in 2025 and handles the flat rate scheme cleanly, which is what most IT contractors use [2].
- **Tallybook** does the same job; its dashboards are richer but also more cluttered.
- **Ledgerly** is popular with sole traders below the VAT threshold, but it still cannot file a VAT return, so you would need a second tool every quarter [3].
- **InvoiceOwl** only produces and chases invoices.

### Conclusion
For a VAT-registered contractor, go with **Sumwise**; Tallybook is a fine second option. Ledgerly is the one to leave aside until VAT filing arrives.`,
    sources: [
      'https://www.contractorhub.co.uk/vat-software',
      'https://www.sumwise.co.uk/blog/vat-filing',
      'https://www.freelanceukguide.co.uk/ledgerly-review',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sumwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tallybook', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ledgerly', position: 3, sentiment: 'NEGATIVE' },
      { name: 'InvoiceOwl', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Good invoicing and expenses app for a freelance photographer in the UK?',
    text: `Photographers tend to have lumpy income, lots of kit purchases and clients who pay late, so you want an app that handles invoices, receipts and capital allowances without fuss [1].

### InvoiceOwl
Excellent for the invoicing side: branded templates, deposits, automatic reminders and card payments through a link. If all you need is to get paid faster, it does that very well [2]. It does not do bookkeeping or your tax return.

### Ledgerly
Ledgerly covers the whole cycle, from quote to Self Assessment. You snap receipts with your phone, it sorts kit purchases into capital allowances automatically, and it estimates your tax bill as you go, so January holds no surprises. Several photographers we spoke to said it was the first app that actually made their tax return easy, and at £9/month it is good value [3].

### Tallybook
Tallybook offers bank feeds, invoicing, VAT returns and a mileage tracker. It starts at £14/month and has a mobile app.

## Our pick
If you want one app for everything, **Ledgerly** is the best fit for a freelance photographer. If you already have an accountant doing your return and only need to chase clients, **InvoiceOwl** is enough.`,
    sources: [
      'https://www.photobizuk.com/money-admin',
      'https://www.invoiceowl.com/features',
      'https://www.ledgerly.co.uk/creatives',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'InvoiceOwl', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ledgerly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tallybook', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'What software do most UK sole traders use for Self Assessment?',
    text: `There is no official market-share figure, but surveys of sole traders and accountants point to a handful of products [1][2]. Here is how they compare.

1. **Tallybook**
   - The most widely used option in accountant surveys [1]
   - Bank feeds, VAT, payroll add-on; from £14/month
   - Mature, reliable and supported by almost every accountant: the safe default
2. **Ledgerly**
   - Aimed at sole traders; Self Assessment and MTD quarterly updates included
   - Bank feeds from around 20 UK banks; from £9/month
3. **Sumwise**
   - Spreadsheet-style interface, export to accountants
   - £12/month; VAT filing since 2025
4. **HMRC's online service**
   - Free, but you keep your own records elsewhere

### Things to consider
- From April 2026, sole traders with income above £50,000 must keep digital records and send quarterly updates under MTD [3].
- If you are below that threshold, a spreadsheet plus HMRC's free service is still allowed.

### Conclusion
**Tallybook** remains the safe default for most sole traders, especially if you work with an accountant. Whichever you choose, compare free trials before you commit.`,
    sources: [
      'https://www.accountancyage-survey.co.uk/sole-trader-software-2026',
      'https://www.selfemployedforum.co.uk/threads/which-software',
      'https://www.gov.uk/guidance/making-tax-digital-for-income-tax',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tallybook', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ledgerly', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Sumwise', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Best waterproof hiking boots for the Lake District',
    text: `The Lake District throws everything at your feet: bog, wet rock, scree and long descents. Waterproofing and grip on wet rock matter more than low weight [1]. Here are the boots that held up best in a season of testing.

## The best boots for Lakeland fells

1. **Alpenlite Fellrunner Mid GTX** — Best overall
   - Light (1.1 kg a pair), grippy on wet rock, comfortable out of the box [1]
   - Suits most walkers who stick to paths and ridges
2. **Scree & Co Crag Pro** — Best for scrambling
   - Stiff sole and rand for Striding Edge and Sharp Edge
   - Precise on rock, though too stiff for flat valley walks
3. **Ridgeback Fell Leather** — Best for boggy ground
   - The full-grain leather upper was the most waterproof boot in our soak test: dry after six hours of bog [2]
   - Resoleable, and our testers rated it the most comfortable on long wet days
4. **Trailforge Swift** — Not recommended here
   - Soft and breathable, but the sole is too flexible for rocky Lakeland descents and the membrane leaked after two months [3]

### What to look for
- A membrane (Gore-Tex or similar) or a well-waxed leather upper
- A deep lug pattern for mud and grass
- Ankle support for loose descents

### Bottom line
Most walkers will be happiest in the **Alpenlite**. If your routes are wet and boggy, the **Ridgeback** is the one to get, and Scree & Co is worth it only if you plan to scramble.`,
    sources: [
      'https://www.fellwalkingmag.co.uk/boot-tests-2026',
      'https://www.outdoorgeartests.co.uk/waterproof-boots-soak-test',
      'https://www.trailreviewsuk.com/trailforge-swift',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alpenlite', position: 1, sentiment: 'POSITIVE' },
      { name: 'Scree & Co', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ridgeback', position: 3, sentiment: 'POSITIVE' },
      { name: 'Trailforge', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.ridgeback,
    prompt: 'Lightweight hiking boots for Appalachian Trail section hikes',
    text: `For section hikes of 3–10 days on the Appalachian Trail, most hikers now prefer light mid-height boots or even trail runners: the trail is rocky but well graded, and every extra pound on your feet costs energy over thousands of steps [1].

### Trailforge Swift Mid
The Trailforge Swift Mid is our top pick for the AT. At 1.9 lb per pair it is barely heavier than a trail runner, breathes well in humid Virginia summers and dries overnight [2]. The cushioning holds up for about 500 miles, which suits section hikers perfectly.

### Alpenlite Ridge Mid
Alpenlite's Ridge Mid is the best choice for wide feet. It has a roomy toe box, a grippy outsole on wet rock in Pennsylvania and a waterproof membrane you can skip if you prefer a breathable version [2]. Hikers consistently rate it as comfortable from day one.

### Ridgeback Cairn GTX
The Ridgeback Cairn GTX is a full-grain leather boot with a Gore-Tex lining and a Vibram sole. It weighs 3.1 lb per pair and costs $245; the sole can be replaced by a cobbler [3].

### Tips for the AT
- Size up half a size: feet swell on multi-day hikes.
- Pair your boots with gaiters in spring to keep out mud.
- Break boots in on at least two day hikes before your trip.

## Conclusion
For most section hikers, the **Trailforge Swift Mid** is the boot to buy; if you have wide feet, go for the **Alpenlite Ridge Mid**. Whatever you pick, test the fit with the socks you will hike in.`,
    sources: [
      'https://www.appalachiantrailtips.org/footwear',
      'https://www.backpackinglab.com/lightweight-boots-2026',
      'https://www.ridgebackboots.com/products/cairn-gtx',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Trailforge', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alpenlite', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ridgeback', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Which boots for bagging Munros in spring and autumn (not full winter)?',
    text: `For three-season Munro bagging, the **Ridgeback** Cairn GTX is the boot I would reach for first: it is stiff enough for wet, rocky ridges but still comfortable on a 25 km day [1]. Here is how it compares with the other usual suspects.

| Boot | Weight (pair) | Stiffness | Waterproofing | Best for |
|---|---|---|---|---|
| **Ridgeback Cairn GTX** | 1.4 kg | B0/B1 | Leather + Gore-Tex | Best all-rounder for Scottish hills |
| **Alpenlite Ridge Mid** | 1.1 kg | B0 | Membrane | Long dry summer days |
| **Scree & Co Alpine Pro** | 1.8 kg | B2 | Leather + membrane | Full winter with crampons |

### How they perform
- **Ridgeback Cairn GTX**: kept our testers' feet dry through river crossings and peat hags on a two-week trip across the Cairngorms [2]. The rand protects the leather on scree, and the boot can be resoled.
- **Alpenlite Ridge Mid**: very comfortable and light, but the soft sole starts to feel vague on steep, wet descents. Great for summer, less so for October.
- **Scree & Co Alpine Pro**: an excellent winter boot, but for spring and autumn it is overkill: heavy and stiff, and we would not buy it for three-season use.

### Fit tips
Try boots in the afternoon when your feet are largest, and bring the socks you will wear. Scottish hill walking means wet feet for hours, so a good fit matters more than any membrane [3].

### Looking after leather boots in Scotland
Peat is acidic and slowly dries out leather, so rinse your boots in clean water after every wet walk, stuff them with newspaper and let them dry at room temperature, never next to a radiator or a stove. Re-wax the uppers every four to six outings, paying attention to the flex crease above the toes, which is where leather boots usually start to let water in. A good resoleable boot will need its first resole after roughly 1,000–1,500 km of hill walking; a cobbler will usually charge £70–£100 and return the boots within two or three weeks.

### Frequently asked questions
**Do I need a B1 boot for autumn?** Not strictly, but from late October you can meet early snow on the tops, and a B1 sole accepts flexible C1 crampons if conditions turn.

**Are gaiters worth it?** Yes. Long gaiters keep bog water and heather out of the boot and protect the leather from scuffs on scree.

**How many socks?** One pair of medium-weight merino socks is enough for most people; two layers increase the risk of blisters once they are wet.

**Should I buy online?** Only if you already know your size in that brand. Otherwise, have your feet measured in a shop with an incline ramp.

### Verdict
For spring and autumn Munros, buy the **Ridgeback** Cairn GTX. If you mainly walk in dry summer weather, the Alpenlite is a lighter alternative.`,
    sources: [
      'https://www.scottishhillwalker.co.uk/three-season-boots',
      'https://www.outdoorgeartests.co.uk/ridgeback-cairn-gtx',
      'https://www.munromag.co.uk/boot-fitting',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ridgeback', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alpenlite', position: 2, sentiment: 'POSITIVE' },
      { name: 'Scree & Co', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Are leather hiking boots still worth it in 2026?',
    text: `Short answer: yes, for wet climates and for people who walk a lot. Synthetic boots have taken over the market because they are lighter and need no breaking in, but leather still wins on durability and repairability. British makers such as **Ridgeback** have kept leather relevant by combining it with modern soles and making every boot resoleable [1].

## Leather vs synthetic

**Leather boots**
- Last 5–10 years with care, and can be resoled two or three times
- Naturally water-resistant when waxed; mould to your feet over time
- Heavier (typically 1.3–1.6 kg per pair) and need breaking in

**Synthetic boots**
- Lighter (0.9–1.2 kg), comfortable from the first day, cheaper
- Rely entirely on a membrane for waterproofing; once it fails, the boot leaks
- Usually cannot be resoled, so they end up in landfill after 2–3 years [2]

A typical synthetic example is the **Trailforge** Swift, which weighs 0.95 kg per pair and costs £140.

## Cost over time
A £230 leather boot resoled twice over eight years costs less per year than three pairs of £140 synthetic boots, and it produces far less waste [3].

## Conclusion
If you walk regularly in wet, rough terrain, leather is still worth it, and a resoleable boot from **Ridgeback** is the best example of why: durable, repairable and comfortable once broken in. For occasional summer walks, a light synthetic boot is perfectly fine.`,
    sources: [
      'https://www.ridgebackboots.com/journal/why-leather',
      'https://www.sustainableoutdoors.co.uk/boot-waste',
      'https://www.outdoorgeartests.co.uk/leather-vs-synthetic',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ridgeback', position: 1, sentiment: 'POSITIVE' },
      { name: 'Trailforge', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── hard, en ─────────────────────────────
  {
    id: 'v6-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'My cat Marlowe is 9 and has had two UTIs this year. Which pet insurance would still cover her?',
    text: `Sorry to hear Marlowe has had a rough year. Two things matter for her: her age, and the fact that urinary problems are now on her record.

**The UTIs will almost certainly be excluded.** Every major insurer treats a condition diagnosed before the policy starts as pre-existing. Some will reconsider a curable condition after 12 months without symptoms, so keep Marlowe's vet records showing she is clear [1].

**Insurers that still take a 9-year-old cat:**
- **Tabby Mutual** – accepts cats of any age and is the one I would try first for Marlowe. It has a curable-condition review after 12 symptom-free months, so her urinary cover could come back [2].
- **Fetchwell** – enrols cats up to 14, at roughly $48/month for a 9-year-old in most states.
- **Pawsure** – its cut-off for new cats is age 9, so Marlowe is probably just too old; I would not count on it.

**Tips**
1. Ask each insurer in writing how they will treat her UTIs.
2. Choose a higher deductible to keep the premium down at her age.
3. Consider a pet savings account alongside insurance for the excluded urinary issues.

Once she is insured, Marlowe's routine care (dental cleanings, bloodwork) is usually cheaper through a wellness plan at your vet than through an insurer's add-on.`,
    sources: [
      'https://www.petcoverreport.com/pre-existing-conditions',
      'https://www.tabbymutual.com/curable-conditions',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tabby Mutual', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fetchwell', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Pawsure', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'homonym (person/pet name): the user\'s cat is called Marlowe, repeated through the answer; the insurer Marlowe is never named',
  },
  {
    id: 'v6-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.ridgeback,
    prompt: 'Best hiking boots for hiking with my Rhodesian Ridgeback on rocky trails?',
    text: `Hiking with a dog changes what you need from a boot: you will be pulled sideways, stop suddenly and sometimes get dragged down a slope. Ridgebacks in particular are strong, fast dogs that were bred to keep pace with horses, so grip and ankle support matter more than low weight [1].

**What to look for**
- A lugged outsole that bites on loose rock when your Ridgeback lunges
- A mid or high cut for ankle support
- A toe cap: a 40 kg dog will step on your feet

**Good options**
1. **Alpenlite Ridge Mid** – my first choice: excellent grip on loose rock, stable heel and comfortable from day one [2].
2. **Trailforge Swift Mid** – lighter and very comfortable; a good pick if your routes are smoother.

**Training tip:** a hands-free waist leash keeps your arms free for balance on descents. Ridgeback owners also recommend practising a "wait" command at the top of steep sections before letting the dog go on [3].

Enjoy the trails, and bring plenty of water for your dog: Ridgebacks have short coats and overheat less than many breeds, but rocky trails get hot in summer.`,
    sources: [
      'https://www.rhodesianridgebackclub.org/exercise',
      'https://www.backpackinglab.com/lightweight-boots-2026',
      'https://www.hikingwithdogs.com/leash-training',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Alpenlite', position: 1, sentiment: 'POSITIVE' },
      { name: 'Trailforge', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (common word): Ridgeback is the dog breed throughout, even capitalised at the start of sentences; the boot maker is never named',
  },
  {
    id: 'v6-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Ledgerly alternatives for UK freelancers',
    text: `You asked about "Ledgerly alternatives for UK freelancers". Here are three tools worth a free trial, depending on what you need.

### Tallybook
The most complete option: bank feeds, invoicing, VAT returns, payroll add-on and full Making Tax Digital support. It is the tool most accountants already know, which makes handovers easy [1]. Recommended if you want something that will grow with you.

### Sumwise
A spreadsheet-like bookkeeping tool with VAT filing since 2025. It suits freelancers who like to see every figure, and at £12/month it is good value [2].

### InvoiceOwl
An invoicing app with reminders and card payments. It has no bookkeeping or tax features, so you would need a spreadsheet or an accountant alongside it.

**Summary:** Tallybook for an all-in-one tool, Sumwise if you prefer a spreadsheet feel.`,
    sources: [
      'https://www.freelanceukguide.co.uk/accounting-software-reviews',
      'https://www.sumwise.co.uk/pricing',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tallybook', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sumwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'InvoiceOwl', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'branded prompt: the brand appears only in the quoted restatement of the prompt; the answer then lists competitors only',
  },
  {
    id: 'v6-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Best boots or shoes for fastpacking in the Alps',
    text: `Fastpacking means covering 30–50 km a day with a light pack, so every gram on your feet counts. Here are the picks [1][2]:

1. **Trailforge Swift Mid** – 0.95 kg per pair, cushioned, drains fast. The best balance of protection and weight for multi-day alpine routes.
2. **Alpenlite Fellrunner** – a trail shoe rather than a boot, excellent grip on wet granite; ideal if your ankles are strong.

**Didn't make the list:** I left Ridgeback out on purpose. Its boots are superb in a Scottish bog, but even the lightest model weighs 1.35 kg a pair and takes weeks to break in, which is the opposite of what fastpacking needs. Scree & Co is also missing because it only makes stiff mountaineering boots.

**Tips:** pack a spare pair of socks per day, tape hot spots early, and use short gaiters to keep scree out.`,
    sources: [
      'https://www.fastpackingguide.com/footwear',
      'https://www.alpinetrailreviews.com/2026-shoes',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Trailforge', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alpenlite', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ridgeback', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Scree & Co', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion with a compliment: "I left Ridgeback out" despite "superb in a Scottish bog"; the exclusion prevails',
  },
  {
    id: 'v6-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Is Marlowe good pet insurance for a 10-year-old Labrador?',
    text: `Marlowe has a good reputation for claims handling and hereditary cover, but for your dog it is the wrong choice. It only accepts new dogs up to age 9, and even where an existing policy continues past that age, premiums rise by about 20% a year after 10 [1].

For a 10-year-old Lab, Marlowe is not the one to buy. Choose **Fetchwell** instead: it enrols dogs up to 14, has a senior plan with a 90% reimbursement option, and covers arthritis if it has not already been diagnosed [2].

A few things to check whatever you pick:
- **Joint problems**: Labs are prone to elbow and hip issues; make sure these are not already in your vet notes.
- **Deductible**: a higher deductible keeps a senior premium manageable.
- **Cancer cover**: check the limit, as treatment can exceed $10,000.`,
    sources: [
      'https://www.petcoverreport.com/senior-dogs',
      'https://www.fetchwell.com/senior-plan',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Fetchwell', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict sending the reader elsewhere after a friendly opening ("not the one to buy", "choose Fetchwell instead")',
  },
  {
    id: 'v6-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Ledgerly or Tallybook for a freelance translator who has just registered for VAT?',
    text: `On pure usability, Ledgerly is the nicer app. The interface is cleaner, receipt capture is excellent, the tax estimate updates in real time, and at £9 a month it is cheaper than Tallybook's £14 [1]. Freelancers love it, and I would happily recommend it to anyone below the VAT threshold.

But you have just registered for VAT, and Ledgerly still cannot submit VAT returns to HMRC. You would have to export figures every quarter and file them through separate bridging software, which defeats the point of an all-in-one app [2]. For you that is a deal-breaker.

**Go with Tallybook.** It files VAT returns directly, supports the flat rate scheme that many translators use, and handles EU clients' reverse-charge invoices correctly.`,
    sources: [
      'https://www.freelanceukguide.co.uk/ledgerly-review',
      'https://www.contractorhub.co.uk/vat-software',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ledgerly', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tallybook', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise followed by a decisive reservation: "the nicer app… but… a deal-breaker. Go with Tallybook"',
  },
  {
    id: 'v6-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Ridgeback boots: are they worth the money? I keep seeing mixed reviews.',
    text: `Part of the confusion is that two companies use the name. **Ridgeback Tactical** is a Texas maker of duty and work boots, and most of the one-star reviews you see (sizing runs small, soles separating after a year) are about its security-guard boots [1]. The British hiking-boot maker Ridgeback is a different business altogether.

As for the hiking boots themselves, they are not perfect:
- They are heavy: 1.4 kg a pair for the Cairn GTX, about 300 g more than an Alpenlite Ridge Mid.
- The leather needs 30–40 km of breaking in.
- At £230 they cost more than most synthetic boots.

Even so, Ridgeback is my pick for UK hill walking. The leather stays waterproof long after membranes have failed, the boots can be resoled two or three times, and testers consistently rate them among the most comfortable boots once broken in [2]. Over five years or more they are worth the money.`,
    sources: [
      'https://www.workbootreviews.com/ridgeback-tactical',
      'https://www.outdoorgeartests.co.uk/ridgeback-cairn-gtx',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ridgeback', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alpenlite', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'same-name company in the same trade (Ridgeback Tactical, with its negative reviews) named first; then reservations followed by a positive pick for the brand',
  },
  {
    id: 'v6-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Marlowe vs Fetchwell for a young French bulldog',
    text: `Both Marlowe and Fetchwell cover brachycephalic obstructive airway syndrome (BOAS), which is the main thing to check for a Frenchie, as long as it has not been diagnosed before enrolment [1].

| | Marlowe | Fetchwell |
|---|---|---|
| Monthly premium (1-year-old Frenchie, 80%, $500 deductible) | $71 | $59 |
| Average claim payout time | 11 days | 4 days |
| Annual limit | $10,000 | Unlimited |
| BOAS surgery covered | Yes | Yes |

Fetchwell beats Marlowe on price, on claim speed and on the annual limit, and for a breed that often needs airway surgery, the unlimited limit matters [2]. Marlowe's one real advantage is its shared multi-pet deductible, which does not help if you only have one dog.

**Verdict:** for a single French bulldog, Fetchwell is the better policy.`,
    sources: [
      'https://www.petcoverreport.com/french-bulldog-insurance',
      'https://www.moneyhound.com/pet-insurance-claims-speed',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Fetchwell', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the competitor ("Fetchwell beats Marlowe on…"); the brand is named first but loses',
  },
  {
    id: 'v6-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Honest opinion on Ledgerly for a first-year sole trader?',
    text: `Honestly? Not bad at all. For a first-year sole trader, Ledgerly is hard to fault.

- **Set-up** takes about ten minutes: connect your bank, answer a few questions about your trade, done.
- **Self Assessment**: it fills in the self-employment pages for you and shows the figure HMRC will ask for, including payments on account, which catch out many people in their first year [1].
- **Price**: £9 a month, and there is no charge while your turnover is under £1,000 (the trading allowance).

I would not call it flawless: the mobile app cannot yet split a single receipt across two categories, and there is no phone support. But none of that is a reason not to use it, and you would be unlikely to regret choosing it.`,
    sources: [
      'https://www.selfemployedforum.co.uk/threads/ledgerly-first-year',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Ledgerly', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes and negations carrying a positive verdict: "not bad at all", "hard to fault", "would not call it flawless", "unlikely to regret"',
  },
  {
    id: 'v6-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Compare Ridgeback, Alpenlite, Trailforge and Scree & Co hiking boots',
    text: `We put one mid-height model from each maker through the same lab and field tests: a 6-hour water soak, a wet-rock grip test and 200 km of walking [1].

| Boot | Weight (pair) | Dry after soak | Wet-rock grip (/10) | Sole wear after 200 km | Our verdict |
|---|---|---|---|---|---|
| Scree & Co Crag Mid | 1.55 kg | 6 h | 8.5 | 1.1 mm | Fine, nothing special |
| Ridgeback Fell Leather | 1.40 kg | 6 h | 8.8 | 0.8 mm | Best buy |
| Trailforge Swift Mid | 0.95 kg | 2 h | 6.1 | 2.4 mm | Skip it |
| Alpenlite Ridge Mid | 1.10 kg | 5 h | 8.0 | 1.5 mm | Good for summer |

Test conditions and scoring are explained in the methodology note [2]. Prices at the time of testing ranged from £140 to £245.`,
    sources: [
      'https://www.outdoorgeartests.co.uk/boot-lab-2026',
      'https://www.outdoorgeartests.co.uk/methodology',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Scree & Co', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ridgeback', position: 2, sentiment: 'POSITIVE' },
      { name: 'Trailforge', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Alpenlite', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict given only by figures and a table column ("Best buy", "Skip it"); the prose carries no judgement',
  },
  {
    id: 'v6-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Which pet insurance for a rescue dog with an unknown history?',
    text: `With a rescue dog you usually have no breed papers and no vet history, so two questions decide it: do you want hereditary conditions covered, and how much do you want to pay?

- **If you need hereditary and congenital conditions covered from day one** (common with rescue mixes that may carry hip dysplasia or heart issues), go with **Marlowe**. It does not exclude conditions based on breed or unknown parentage, and it only applies its 14-day illness waiting period once [1].
- **Otherwise**, if you mainly want protection against accidents and common illnesses at the lowest price, **Pawsure** is the better buy at about $22 a month for a medium-sized adult dog [2].

Either way, get a full vet check in the first week: anything found before the policy starts becomes pre-existing.`,
    sources: [
      'https://www.marlowepet.com/rescue-dogs',
      'https://www.moneyhound.com/pet-insurance-prices-2026',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pawsure', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation: "if you need A, Marlowe; otherwise Pawsure"; both are recommended',
  },
  {
    id: 'v6-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: "Is Ledgerly's customer support any good? Thinking of switching from Tallybook.",
    text: `On the whole, yes. Ledgerly's support is one of the things its users praise most: it holds a 4.6/5 rating for support across about 3,000 reviews, and the median reply time on chat is under four hours on weekdays [1].

Not every experience is good. One review from January reads:

> "Support took a week to reply during tax-return season and my bank feed broke twice. Never again."

January is the worst month for every accounting app, and complaints of that kind are a small minority [2].

Unlike Tallybook, Ledgerly has no phone line, only chat and email, so if you rely on calling someone, factor that in.

**My view:** the support is good and the switch is worth making. Import your Tallybook history as a CSV before your subscription ends.`,
    sources: [
      'https://uk.trustpilot.com/review/ledgerly.co.uk',
      'https://www.freelanceukguide.co.uk/ledgerly-review',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ledgerly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tallybook', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'quoted negative user review ("Never again") inside an answer whose overall verdict is positive',
  },
  {
    id: 'v6-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ridgeback,
    prompt: 'Ridgeback or Scree & Co for the Tour du Mont Blanc?',
    text: `It depends on your feet and on how you plan to walk the TMB.

**Ridgeback Cairn GTX**
- Full-grain leather with a Gore-Tex lining, 1.4 kg a pair
- Medium-stiff sole (B1), resoleable
- Standard width

**Scree & Co Trek Pro**
- Suede and synthetic upper with a membrane, 1.3 kg a pair
- Slightly softer sole, wider toe box
- Not resoleable

The TMB is mostly on good paths with a few rocky passes, and both boots are used on it every summer [1]. If you have wide feet, the Scree & Co may fit better; if you have narrow heels, the Ridgeback may. Leather breathes differently from synthetic in July heat, and people react differently to that [2].

I can't pick one for you without knowing your foot shape. Try both on in the afternoon, with the socks you will wear, and walk down an incline ramp if the shop has one.`,
    sources: [
      'https://www.tmbguide.com/gear/footwear',
      'https://www.alpinetrailreviews.com/leather-vs-synthetic',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ridgeback', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Scree & Co', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged answer with no verdict: both brands described, "it depends", no pick (NEUTRAL)',
  },
  {
    id: 'v6-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.ledgerly,
    prompt: 'Any free trials for UK bookkeeping apps that handle Making Tax Digital?',
    text: `Yes, most of them offer one [1]:

- **Tallybook**: 30 days free, card required.
- **Sumwise**: 14 days free, no card.
- **HMRC-recognised bridging tools**: usually free for spreadsheets, but they only submit figures.

The one I would try first is ledgerly.co.uk: a 60-day trial with no card needed, and its quarterly MTD updates are the simplest I have used. It guides you through each submission and shows the figures HMRC will see before you send them.

Tip: start the trial a few weeks before a quarterly deadline, so you test the submission itself and not only the bookkeeping.`,
    sources: [
      'https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-income-tax',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tallybook', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Sumwise', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Ledgerly', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'brand named only by its domain (ledgerly.co.uk) in the text, not among the sources',
  },
  {
    id: 'v6-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Pet insurance for a home with three cats and a dog',
    text: `With four animals, the way an insurer handles several pets matters more than the headline premium.

### Best for multi-pet homes
Nothing beats Marlowe here. It is the only insurer that lets all your pets share a single annual deductible, it gives 10% off from the second pet, and dogs and cats are covered on the same terms, so your whole household sits on one policy with one renewal date [1]. For four pets it came out roughly $400 a year cheaper than insuring each animal separately elsewhere.

### Best for cats only
If you ever decide to insure only the cats, Tabby Mutual's cat-specific plans are excellent, with strong cover for kidney and thyroid disease [2].

### Fastest claims
Fetchwell pays claims in about four days, the fastest we have seen, though its multi-pet discount is only 5%.

### Before you buy
Ask each insurer how the deductible works with several pets, and list every existing condition on the application.`,
    sources: [
      'https://www.petcoverreport.com/multi-pet-discounts',
      'https://www.catcarejournal.com/insurance-kidney',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tabby Mutual', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fetchwell', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: '"nothing beats Marlowe" (comparison won by the brand, phrased as a negation); the praise sits only in the body of a heading that does not name the brand',
  },
  {
    id: 'v6-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.marlowe,
    prompt: 'Marlowe pet insurance review: pros and cons?',
    text: `A quick note first: search results mix this insurer up with the Marlowe Theatre in Canterbury, named after the playwright Christopher Marlowe. What follows is about Marlowe, the US pet insurer.

### Pros
- Hereditary and congenital conditions covered from day one, with no breed exclusions [1]
- A single shared deductible for multi-pet households
- Claims handlers that owners describe as patient and clear

### Cons
- Claims take about 11 days to pay, slower than most rivals [2]
- Dogs can only be enrolled up to age 9
- Premiums for large breeds are above average

### Verdict
The cons are real, but they mostly affect older dogs and people in a hurry to be reimbursed. For a young dog or cat, and especially for a pedigree breed or a multi-pet household, Marlowe is a good policy and one I would recommend.`,
    sources: [
      'https://www.marlowepet.com/coverage',
      'https://www.moneyhound.com/pet-insurance-claims-speed',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Marlowe', position: 1, sentiment: 'POSITIVE' }],
    trap: 'balanced pro/con review with a positive final verdict; also names the person homonym (the playwright Christopher Marlowe, the Marlowe Theatre)',
  },
  // ───────────────────────────── typical, fr ─────────────────────────────
  {
    id: 'v6-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Quel est le meilleur vélo électrique pour aller au travail en ville ?',
    text: `Pour des trajets domicile-travail de 5 à 15 km en ville, on cherche un vélo fiable, confortable, avec une bonne autonomie et un antivol intégré si possible. Voici notre sélection 2026, établie à partir des tests de la presse spécialisée et des avis d'utilisateurs [1][2].

## Les meilleurs vélos électriques urbains

1. **Vélonova City 7** — Meilleur rapport qualité-prix
   - Moteur central, autonomie réelle de 70 km
   - Transmission par courroie, quasiment sans entretien
   - 1 890 €, un excellent choix pour la plupart des cyclistes urbains
2. **Cigale Urbain 2** — Le plus agréable au quotidien
   - Cadre bas, position droite, très facile à enfourcher avec une tenue de ville
   - Les testeurs saluent unanimement son confort et sa finition : c'est sans doute le vélo le plus réussi de sa catégorie [3]
   - Fabriqué en France, 2 290 €
3. **Roulix R3**
   - Moteur dans la roue arrière, batterie de 400 Wh
   - 1 490 €, 25 kg
4. **Ecovolt Move**
   - Le moins cher (999 €), mais l'autonomie réelle ne dépasse pas 30 km et les freins manquent de mordant ; nous le déconseillons pour un usage quotidien

### Points à vérifier avant l'achat
- **La batterie** : amovible pour la recharger au bureau ou chez soi.
- **L'éclairage** : intégré et alimenté par la batterie.
- **Le service après-vente** : un réseau de réparateurs près de chez vous.

### Combien coûte l'entretien ?
Un vélo électrique urbain revient en moyenne à 150–250 € d'entretien par an : une révision annuelle (60–90 €), des plaquettes de frein, un pneu de temps en temps et, surtout, la batterie, à remplacer au bout de 700 à 1 000 cycles de charge, soit 5 à 7 ans pour un usage quotidien. Comptez 400 à 700 € pour une batterie neuve. Une transmission par courroie réduit nettement les frais, car elle dure environ trois fois plus longtemps qu'une chaîne et ne demande pas de lubrification.

### Questions fréquentes
**Faut-il une assurance ?** Elle n'est pas obligatoire pour un VAE limité à 25 km/h, mais une assurance vol est vivement conseillée en ville : le vol reste la première cause de « fin de vie » d'un vélo électrique.

**Peut-on rouler sous la pluie ?** Oui, tous les modèles cités sont étanches aux projections (norme IPX4 au minimum). Évitez simplement de les laver au jet haute pression.

**Combien de temps pour recharger ?** Entre 3 et 5 heures pour une charge complète ; une recharge partielle ne pose aucun problème avec les batteries lithium-ion actuelles.

### En résumé
Le **Vélonova City 7** convient à la plupart des usages. Si vous privilégiez le confort et une fabrication française, le **Cigale Urbain 2** vaut largement son prix. Pensez à l'aide à l'achat de votre collectivité, qui peut atteindre 400 €.`,
    sources: [
      'https://www.velomag-test.fr/velos-electriques-urbains-2026',
      'https://www.forum-velotaf.fr/comparatif',
      'https://www.cigale-velo.fr/urbain-2',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 2, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Ecovolt', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.cigale,
    prompt: 'Vélo cargo électrique pour une famille avec deux enfants : lequel choisir ?',
    text: `Un vélo cargo familial doit transporter deux enfants (jusqu'à 60 kg) en toute sécurité, se garer facilement et grimper sans effort avec la charge. Trois modèles reviennent dans tous les comparatifs belges et français [1].

### Cigale Cargo Duo
Le Cargo Duo est un biporteur avec une caisse en bois pour deux enfants, ceintures et capote de pluie comprises. Son moteur central de 85 Nm le rend très à l'aise en côte, même chargé, et sa béquille centrale stabilise parfaitement le vélo pendant que les enfants montent. Les familles interrogées par Gracq saluent sa stabilité et la qualité du service après-vente [2]. C'est le modèle que nous recommandons le plus volontiers.

### Roulix Famille
Un longtail (les enfants s'assoient à l'arrière) plus compact et plus léger, qui passe dans un ascenseur. Il est moins stable avec deux enfants, mais reste un très bon choix si vous manquez de place pour le garer.

### Ecovolt Cargo
Un biporteur à moteur dans le moyeu, vendu 2 990 €. Caisse en plastique, batterie de 500 Wh, poids de 42 kg.

### Conseils pratiques
- Essayez le vélo chargé avant d'acheter : la conduite d'un biporteur demande un temps d'adaptation.
- Vérifiez les primes régionales : Bruxelles et la Wallonie en proposent pour les vélos cargo.
- Prévoyez un abri : un cargo mesure plus de 2,5 m.

## Conclusion
Pour deux enfants, le **Cigale Cargo Duo** est le choix le plus sûr et le plus confortable. Si la place manque, le **Roulix Famille** est une bonne alternative.`,
    sources: [
      'https://www.gracq.org/velo-cargo-familles',
      'https://www.cigale-velo.fr/cargo-duo',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ecovolt', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Comparatif des vélos électriques pliants 2026',
    text: `Les vélos électriques pliants sont parfaits pour combiner train et vélo, à condition d'accepter des petites roues et un poids souvent supérieur à 18 kg. Voici les trois modèles les plus vendus cette année [1].

| Modèle | Poids | Autonomie annoncée | Taille plié | Prix |
|---|---|---|---|---|
| **Roulix Fold** | 17,5 kg | 60 km | 80 × 40 × 65 cm | 1 390 € |
| **Vélonova Mini** | 19 kg | 70 km | 85 × 42 × 68 cm | 1 690 € |
| **Cigale Pli** | 18,2 kg | 55 km | 82 × 38 × 64 cm | 1 790 € |

### Nos impressions
- **Roulix Fold** : le pliage le plus rapide (10 secondes) et le plus léger des trois. C'est notre préféré pour les trajets avec le TER, et son prix est très compétitif [2].
- **Vélonova Mini** : la meilleure autonomie et une selle confortable ; un bon choix si vous faites plus de 20 km par jour.
- **Cigale Pli** : roues de 16 pouces, moteur arrière de 250 W, batterie de 360 Wh logée dans la tige de selle. Disponible en trois coloris.

### Ce qu'il faut savoir
- Dans les TGV, un vélo plié doit tenir dans un bagage de 120 × 90 cm.
- La batterie d'un pliant est plus petite : comptez 30 à 40 km en usage réel.
- Essayez de porter le vélo plié sur quelques marches avant d'acheter.

### Conclusion
Pour la plupart des usagers du train, le **Roulix Fold** est le meilleur compromis. Le **Vélonova Mini** conviendra mieux à ceux qui roulent davantage.`,
    sources: [
      'https://www.velomag-test.fr/pliants-2026',
      'https://www.train-velo.fr/avis-roulix-fold',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Roulix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.cigale,
    prompt: 'Quel vélo électrique pour faire 50 km par jour entre Lausanne et Genève ?',
    text: `Avec 50 km par jour, souvent sur la route du lac avec du vent de face, l'autonomie réelle et la robustesse priment sur tout le reste. Un speed bike (45 km/h) peut aussi être envisagé, mais il impose une plaque et une assurance en Suisse [1].

## Notre sélection

1. **Ecovolt Trek 45** — Le meilleur pour les longues distances
   - Batterie double de 1 250 Wh : 100 km réels en mode éco [2]
   - Version speed bike à 45 km/h disponible
   - Confortable et stable à haute vitesse ; notre recommandation
2. **Vélonova Tour**
   - Autonomie réelle de 80 km, transmission par courroie
   - Très bon choix si vous pouvez recharger au travail
3. **Cigale Urbain 2**
   - Conçu pour la ville : batterie de 500 Wh, position très droite
   - Sur 50 km par jour, l'autonomie devient juste et la position droite fatigue face au vent ; il n'est pas adapté à ce trajet [3]

### Conseils
- Prévoyez une recharge au bureau si possible : la batterie vivra plus longtemps.
- Des pneus de 50 mm avec protection anti-crevaison sont indispensables.
- Faites réviser le vélo tous les 3 000 km.

### Recommandation finale
Pour Lausanne–Genève, prenez l'**Ecovolt Trek 45** ou, si vous rechargez au travail, le **Vélonova Tour**. Le Cigale Urbain 2 est un bon vélo de ville, mais pour ce trajet, passez votre chemin.`,
    sources: [
      'https://www.pro-velo.ch/fr/speed-bikes',
      'https://www.velomag-test.fr/longue-distance',
      'https://www.forum-velotaf.fr/cigale-urbain-autonomie',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ecovolt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Quels vélos électriques sont vraiment fabriqués en France ?',
    text: `Beaucoup de marques se disent « françaises » alors que seule la conception l'est. Parmi celles qui assemblent réellement en France, **Cigale** fait figure de référence : cadres soudés à Saint-Étienne, roues montées en Auvergne et assemblage final dans la Loire [1].

## Qui fabrique quoi ?

**Fabriqués en France (cadre et assemblage)**
- **Cigale** : cadre, peinture et assemblage en France ; environ 70 % de la valeur du vélo est française selon le label Origine France Garantie [2]. La qualité de fabrication est irréprochable.
- **Vélonova** : cadre importé de Taïwan, mais assemblage et contrôle qualité à Nantes. Une démarche honnête et bien documentée.

**Conçus en France, fabriqués ailleurs**
- **Roulix** : conception à Lyon, fabrication complète en Asie.

## Pourquoi c'est important
- Pièces détachées plus faciles à obtenir.
- Bilan carbone du transport réduit.
- Emplois industriels locaux.

## Le label à chercher
Le label **Origine France Garantie** exige qu'au moins 50 % du prix de revient unitaire soit français et que l'étape de fabrication principale ait lieu en France [3].

## En résumé
Si le « fabriqué en France » compte pour vous, **Cigale** est la marque la plus aboutie et celle que nous recommandons en premier ; **Vélonova** est une alternative sérieuse et un peu moins chère.`,
    sources: [
      'https://www.lesechos-velo.fr/fabrication-francaise',
      'https://www.originefrancegarantie.fr/entreprises/cigale',
      'https://www.originefrancegarantie.fr/label',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Quel vélo électrique pour une ville vallonnée comme Lyon ?',
    text: `À Lyon, entre la Croix-Rousse et Fourvière, c'est le couple moteur qui fait la différence : visez au moins 70 Nm et un moteur central, qui exploite les vitesses du vélo [1].

| Modèle | Moteur | Couple | Poids | Prix | Idéal pour |
|---|---|---|---|---|---|
| **Roulix R5** | Roue arrière | 50 Nm | 23 kg | 1 590 € | Pentes douces et petit budget |
| **Vélonova City 7** | Central | 65 Nm | 24 kg | 1 890 € | Un bon compromis polyvalent |
| **Cigale Colline** | Central | 90 Nm | 24,5 kg | 2 390 € | Meilleur choix pour les fortes pentes |

### Sur le terrain
Nous avons grimpé la montée de la Grande Côte avec les trois vélos, avec un cycliste de 75 kg et un sac de 8 kg [2]. Le Cigale Colline la monte sans que le cycliste ait à forcer, en mode intermédiaire. Le Vélonova y parvient en mode maximal. Le Roulix, avec son moteur dans la roue, ralentit nettement dans la partie la plus raide mais reste tout à fait utilisable sur les pentes moyennes.

### Conseils
- Privilégiez un moteur central si vous montez tous les jours.
- Des freins hydrauliques sont indispensables pour les descentes.
- La Métropole de Lyon verse une aide sous conditions de revenus [3].

### Verdict
Pour une ville aussi vallonnée, le **Cigale Colline** est celui que nous conseillons. Le Vélonova City 7 convient si vos trajets ne comportent qu'une côte ou deux, et le Roulix R5 aux petits budgets.`,
    sources: [
      'https://www.velomag-test.fr/villes-vallonnees',
      'https://www.lyon-a-velo.fr/test-grande-cote',
      'https://www.grandlyon.com/aides-velo',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Roulix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v6-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: "Quelle est la meilleure application pour apprendre l'espagnol ?",
    text: `Tout dépend de votre objectif : parler rapidement, enrichir votre vocabulaire ou préparer un examen. Voici le classement établi à partir de tests sur trois mois et des avis d'utilisateurs [1][2].

## Notre classement

1. **Boussole** — La meilleure pour parler
   - Cours audio de 15 minutes construits autour de dialogues réels
   - Sessions en visio avec des tuteurs hispanophones, incluses dans l'abonnement Premium
   - Nos testeurs ont progressé plus vite à l'oral qu'avec n'importe quelle autre application : c'est celle que nous recommandons en premier [3]
2. **Mondolingo** — La plus ludique
   - Séries quotidiennes, classements, exercices très courts
   - Excellente pour garder la motivation et apprendre du vocabulaire
3. **LinguaFlash** — Pour mémoriser
   - Cartes mémoire à répétition espacée, très efficaces pour le vocabulaire
4. **Parlio**
   - Cours écrits et vidéos, abonnement à 12,99 € par mois

### Comment combiner les applications
- Une application principale pour la structure (Boussole ou Mondolingo).
- LinguaFlash en complément, 10 minutes par jour.
- Des podcasts ou séries en espagnol pour l'écoute.

### Notre avis
Si vous voulez vraiment parler espagnol, choisissez **Boussole**. Mondolingo reste idéale pour débuter en douceur.`,
    sources: [
      'https://www.apprendre-langues-avis.fr/espagnol-2026',
      'https://www.reddit.com/r/French_learning_apps/comments/espagnol',
      'https://www.boussole-langues.fr/espagnol',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Boussole', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mondolingo', position: 2, sentiment: 'POSITIVE' },
      { name: 'LinguaFlash', position: 3, sentiment: 'POSITIVE' },
      { name: 'Parlio', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.boussole,
    prompt: "Application pour améliorer son anglais professionnel (réunions, e-mails) ?",
    text: `Pour l'anglais professionnel, les applications grand public centrées sur le vocabulaire de base montrent vite leurs limites. Il faut des mises en situation : réunions, appels, négociations, rédaction d'e-mails [1].

### Parlio Business
Parlio propose un parcours « Business English » en vidéos et exercices écrits, avec un certificat de fin de module. Abonnement de 14,99 € par mois, avec des tarifs pour les entreprises.

### Boussole
L'offre « Pro » de Boussole met l'accent sur l'oral : simulations de réunions, jeux de rôle d'appels clients et correction de vos e-mails par un tuteur dans les 24 heures. Les utilisateurs belges interrogés par Test-Achats lui attribuent la meilleure note de satisfaction de la catégorie, et c'est de loin l'application la plus efficace que nous ayons testée pour prendre la parole en réunion [2]. Elle est souvent prise en charge par les employeurs via les chèques-formation.

### LinguaFlash
Pratique pour mémoriser le jargon de votre secteur grâce à des paquets de cartes spécialisés (finance, informatique, juridique).

### À retenir
- Prévoyez 20 minutes par jour plutôt qu'une heure le week-end.
- Combinez une application orale et une application de vocabulaire.
- Demandez à votre employeur s'il finance les abonnements.

## Conclusion
Pour gagner en aisance en réunion, **Boussole Pro** est notre recommandation. LinguaFlash est un bon complément pour le vocabulaire technique.`,
    sources: [
      'https://www.test-achats.be/applications-langues',
      'https://www.boussole-langues.fr/pro',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Parlio', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Boussole', position: 2, sentiment: 'POSITIVE' },
      { name: 'LinguaFlash', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v6-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: "Applications gratuites pour apprendre l'italien",
    text: `Bonne nouvelle : on peut aller assez loin en italien sans dépenser un euro, à condition d'accepter quelques publicités ou des limites de contenu [1]. Voici les options gratuites qui valent le détour.

1. **Mondolingo**
   - Entièrement gratuite avec publicité, parcours complet jusqu'au niveau B1
   - Exercices courts et ludiques : c'est la meilleure application gratuite pour démarrer [2]
2. **LinguaFlash**
   - Version gratuite illimitée pour les cartes mémoire, paquets d'italien créés par la communauté
   - Idéale en complément pour le vocabulaire
3. **Boussole**
   - Version gratuite limitée aux 10 premières leçons audio ; les tuteurs en visio sont réservés à l'abonnement (9,99 € par mois)
4. **Ressources hors application**
   - RAI Play pour regarder des séries italiennes sous-titrées
   - Les podcasts « Italiano Automatico » et « Coffee Break Italian »

### Conseils pour progresser gratuitement
- Fixez-vous 15 minutes par jour, tous les jours.
- Parlez à voix haute, même seul.
- Cherchez un partenaire d'échange linguistique en ligne.

### En résumé
Commencez par **Mondolingo** et ajoutez **LinguaFlash** pour le vocabulaire : c'est la combinaison gratuite la plus complète aujourd'hui.`,
    sources: [
      'https://www.apprendre-langues-avis.fr/italien-gratuit',
      'https://www.mondolingo.com/fr/italien',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Mondolingo', position: 1, sentiment: 'POSITIVE' },
      { name: 'LinguaFlash', position: 2, sentiment: 'POSITIVE' },
      { name: 'Boussole', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.boussole,
    prompt: "Combien coûtent les applications pour apprendre une langue ?",
    text: `Les prix varient beaucoup selon le modèle : gratuit avec publicité, abonnement mensuel, ou formule avec tuteurs humains. Voici les tarifs relevés en novembre 2026 pour la Suisse [1].

| Application | Gratuit | Mensuel | Annuel | Tuteurs humains |
|---|---|---|---|---|
| **Mondolingo** | Oui (avec pub) | 12 CHF | 84 CHF | Non |
| **Parlio** | Non | 15 CHF | 110 CHF | En option |
| **Boussole** | 10 leçons | 12 CHF | 99 CHF | Inclus en Premium (29 CHF/mois) |
| **LinguaFlash** | Oui | 6 CHF | 45 CHF | Non |

### Ce qui fait varier le prix
- **Les tuteurs humains** : c'est le poste le plus cher. Les applications qui en proposent facturent 25 à 40 CHF par mois pour cette option.
- **L'abonnement annuel** : il revient en général 30 à 40 % moins cher que le mensuel.
- **Les offres famille** : Mondolingo et Parlio proposent jusqu'à six comptes.

### Comment choisir
Le bon rapport qualité-prix dépend de l'usage. Pour apprendre du vocabulaire, une application gratuite suffit. Pour parler, une formule avec tuteurs est plus efficace, mais elle coûte nettement plus. Parlio est l'application la plus chère du tableau sans que son contenu le justifie vraiment selon la plupart des tests [2].

### En résumé
Comptez entre 0 et 30 CHF par mois. Testez la version gratuite ou d'essai de chaque application avant de vous engager sur un an.`,
    sources: [
      'https://www.bonasavoir.ch/applications-langues-prix',
      'https://www.apprendre-langues-avis.fr/comparatif-prix',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Mondolingo', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Parlio', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Boussole', position: 3, sentiment: 'NEUTRAL' },
      { name: 'LinguaFlash', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.boussole,
    prompt: "Comment apprendre l'allemand en six mois quand on travaille à plein temps ?",
    text: `Six mois suffisent pour atteindre un niveau A2 solide, voire B1, si vous êtes régulier. L'essentiel est d'avoir un objectif clair : c'est lui qui sert de boussole quand la motivation baisse [1].

## Un plan en trois phases

### Mois 1 et 2 : les bases
- 20 minutes par jour avec une application structurée. **Parlio** propose un parcours allemand complet, du niveau débutant au B1, avec des vidéos bien faites [2].
- Apprenez les 500 mots les plus fréquents avec **LinguaFlash** et sa répétition espacée, très efficace pour ancrer le vocabulaire.

### Mois 3 et 4 : l'oral
- Trouvez un tandem linguistique (les universités de Zurich et Berne en organisent).
- Écoutez un podcast en allemand facile pendant vos trajets.

### Mois 5 et 6 : l'immersion
- Regardez des séries allemandes avec sous-titres allemands.
- Passez une journée par mois en Suisse alémanique en ne parlant qu'allemand.
- Présentez-vous à un examen Goethe A2 ou B1 pour vous fixer une échéance.

## Les erreurs à éviter
- Vouloir tout apprendre d'un coup : la régularité compte plus que l'intensité.
- Négliger les cas (accusatif, datif) : prenez le temps de les comprendre dès le mois 2.
- Rester uniquement sur une application : il faut parler avec de vrais interlocuteurs.

## En résumé
Parlio pour la structure, LinguaFlash pour le vocabulaire, et surtout le plus possible de conversation réelle.`,
    sources: [
      'https://www.goethe.de/fr/spr/kup.html',
      'https://www.apprendre-langues-avis.fr/allemand',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Parlio', position: 1, sentiment: 'POSITIVE' },
      { name: 'LinguaFlash', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v6-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: 'Boussole ou Mondolingo pour apprendre le japonais ?',
    text: `Pour le japonais, la question n'est pas seulement le vocabulaire : il faut apprendre deux syllabaires (hiragana et katakana), puis les kanjis, et s'habituer à une grammaire très différente du français [1].

## Mondolingo
- Points forts : très ludique, idéal pour mémoriser les kanas en quelques semaines.
- Limites : le cours de japonais s'arrête autour du niveau A2, et les explications de grammaire sont minimales [2].

## Boussole
- Points forts : cours audio progressifs jusqu'au niveau B1, explications de grammaire claires en français, tuteurs japonais en visio pour pratiquer l'oral.
- Limites : l'apprentissage des kanjis est moins ludique, et l'abonnement Premium coûte 19,99 € par mois.

| | Mondolingo | Boussole |
|---|---|---|
| Niveau maximal | A2 | B1 |
| Grammaire | Sommaire | Détaillée |
| Oral avec un humain | Non | Oui |
| Prix | Gratuit / 9,99 € | 9,99 € / 19,99 € |

## Notre avis
Pour les premières semaines, Mondolingo est un bon moyen d'apprendre les kanas en s'amusant. Mais si votre objectif est de tenir une conversation, **Boussole** est nettement supérieure : c'est l'application que nous conseillons pour aller au-delà des bases [3].`,
    sources: [
      'https://www.japon-apprendre.fr/applications',
      'https://www.apprendre-langues-avis.fr/japonais',
      'https://www.boussole-langues.fr/japonais',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mondolingo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Boussole', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ───────────────────────────── hard, fr ─────────────────────────────
  {
    id: 'v6-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Je sors souvent de concerts à La Cigale vers minuit et je rentre à Montreuil : vélo électrique perso ou Vélib ?',
    text: `Depuis La Cigale, boulevard de Rochechouart, jusqu'à Montreuil, comptez environ 8 km, dont une bonne partie en descente puis du plat par les pistes de l'avenue de la République [1].

**Vélib électrique**
- Stations juste devant la Cigale et nombreuses à Montreuil.
- Pratique pour un usage occasionnel, mais la nuit, les stations du 18e sont souvent vides après les concerts.

**Vélo électrique personnel**
- Plus fiable si vous sortez plus d'une fois par semaine.
- Il faut un bon antivol : la Cigale n'a pas de parking vélo surveillé, et le boulevard est peu sûr la nuit pour un vélo attaché.
- Pour ce trajet, un modèle léger comme le **Vélonova City 7** est idéal : batterie amovible, éclairage puissant et un très bon antivol de cadre intégré [2].
- Le **Roulix R3**, moins cher, est une bonne alternative si vous sortez moins souvent.

**Mon conseil :** si vous allez à la Cigale ou à l'Élysée-Montmartre plusieurs fois par mois, l'achat d'un VAE sera vite rentabilisé par rapport aux taxis de nuit.`,
    sources: [
      'https://www.paris.fr/pistes-cyclables',
      'https://www.velomag-test.fr/velos-electriques-urbains-2026',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (place): La Cigale is the Paris concert hall, named four times, capitalised mid-sentence; the e-bike maker is never named',
  },
  {
    id: 'v6-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Où louer un vélo électrique à Nice pour une semaine ?',
    text: `À Nice, plusieurs loueurs proposent des vélos électriques à la semaine, avec des prix dégressifs [1].

- **Cigale Location** (promenade des Anglais) : une petite entreprise niçoise indépendante qui loue vélos classiques et électriques depuis 2009. Comptez 95 € la semaine, casque et antivol compris. Accueil chaleureux, selon les avis Google [2].
- **Nice Bike Tour** (vieux Nice) : 110 € la semaine, livraison à l'hôtel possible.
- **Vélo Bleu** : le service municipal, pratique pour de courts trajets mais pas pour une semaine de balades.

Côté matériel, la plupart des loueurs équipent leur flotte de **Vélonova City 7**, un vélo robuste, agréable et bien adapté aux montées vers Cimiez ou le mont Boron. Quelques-uns proposent aussi des **Ecovolt Move**, moins chers à la location, mais leur autonomie limitée (30 km réels) les rend peu adaptés : nous les déconseillons.

Réservez à l'avance en juillet et août : les vélos électriques partent vite.`,
    sources: [
      'https://www.nicetourisme.com/location-velo',
      'https://www.google.com/maps/place/Cigale+Location+Nice',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ecovolt', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'same-name company in the same trade: Cigale Location, an independent bike-hire shop in Nice, is praised; the e-bike maker Cigale is never named',
  },
  {
    id: 'v6-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.boussole,
    prompt: 'Comment apprendre une langue en autonomie sans se décourager ?',
    text: `Apprendre seul demande surtout de la méthode. Voici cinq principes qui marchent [1].

### 1. Trouver sa boussole
Boussole, carte, itinéraire : la métaphore tient. Votre boussole, c'est la raison profonde pour laquelle vous apprenez (un voyage, un emploi, une famille). Écrivez-la et relisez-la quand la motivation baisse.

### 2. Un peu chaque jour
Quinze minutes quotidiennes valent mieux que deux heures le dimanche. Une application ludique comme **Mondolingo** aide à tenir la série, avec ses rappels et ses défis [2].

### 3. Réviser intelligemment
La répétition espacée est la méthode la plus efficace pour le vocabulaire. **LinguaFlash** l'applique très bien, et ses paquets de cartes sont gratuits.

### 4. Parler tôt
N'attendez pas d'être « prêt » : un tandem linguistique ou un groupe de conversation dès le premier mois.

### 5. Mesurer ses progrès
Un test de niveau tous les trois mois sert de boussole à son tour : il montre le chemin parcouru et celui qui reste.

Bon apprentissage !`,
    sources: [
      'https://www.apprendre-langues-avis.fr/autonomie',
      'https://www.mondolingo.com/fr/methode',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Mondolingo', position: 1, sentiment: 'POSITIVE' },
      { name: 'LinguaFlash', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (common word): "boussole" (compass) used as a metaphor, capitalised in a heading and at the start of a sentence; the app Boussole is never named',
  },
  {
    id: 'v6-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Avis sur le Cigale Urbain 2 ?',
    text: `Vous demandez un avis sur « le Cigale Urbain 2 ». Je ne dispose pas de tests indépendants récents et fiables de ce modèle précis. Voici en revanche trois vélos urbains comparables, bien documentés, pour vous faire une idée de ce qu'on peut attendre dans cette gamme de prix [1][2] :

1. **Vélonova City 7** (1 890 €) : moteur central, courroie, 70 km d'autonomie réelle. Très bien noté par la presse et par les utilisateurs ; c'est la référence de la catégorie.
2. **Roulix R3** (1 490 €) : moteur dans la roue arrière, confortable sur le plat, plus limité en côte.
3. **Ecovolt Move** (999 €) : le moins cher des trois, avec une autonomie réelle d'environ 30 km.

Pour juger un vélo urbain, vérifiez l'autonomie réelle (pas celle du catalogue), le réseau de réparateurs près de chez vous et la garantie de la batterie (au moins deux ans).`,
    sources: [
      'https://www.velomag-test.fr/velos-electriques-urbains-2026',
      'https://www.forum-velotaf.fr/comparatif',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vélonova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Ecovolt', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'branded prompt: the brand appears only in the quoted restatement of the prompt ("ce modèle" afterwards); the answer lists competitors only',
  },
  {
    id: 'v6-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: "Meilleures applis pour réviser le vocabulaire d'anglais du bac",
    text: `Pour le bac, l'objectif est d'assimiler environ 2 000 mots et expressions des axes du programme. Les applications de cartes mémoire sont les plus efficaces pour cela [1].

1. **LinguaFlash** : des paquets « bac anglais » classés par axe du programme, la répétition espacée, et c'est gratuit. Le meilleur choix.
2. **Mondolingo** : moins ciblée sur le bac, mais ses révisions quotidiennes de cinq minutes aident à garder le rythme.

**Pourquoi Boussole n'est pas dans la liste :** elle est très bonne pour l'oral, mais elle ne propose aucun module de vocabulaire ciblé sur le programme du bac et la version gratuite s'arrête après dix leçons. Pour réviser l'écrit, elle n'a pas sa place ici.

Astuce : révisez 15 minutes par jour à partir de janvier plutôt que de tout concentrer en juin.`,
    sources: ['https://www.etudiant-revisions.fr/applis-bac-anglais'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'LinguaFlash', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mondolingo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Boussole', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion ("Pourquoi Boussole n\'est pas dans la liste") softened by a compliment on the oral; the exclusion prevails',
  },
  {
    id: 'v6-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Le Cigale Cargo Duo pour un couple sans enfants qui veut surtout faire ses courses ?',
    text: `Le Cigale Cargo Duo est un très bon vélo, mais il est pensé pour transporter des enfants : caisse en bois avec banquette et ceintures, 2,6 m de long, 38 kg [1]. Pour des courses, vous paieriez 4 490 € pour des équipements inutiles, et vous auriez un engin difficile à garer en appartement.

Pour votre usage, ce n'est pas le bon achat. Tournez-vous plutôt vers l'**Ecovolt Cargo Mini** : un « compact cargo » de 1,9 m avec un grand porte-bagages avant et deux sacoches arrière, qui embarque 60 kg de courses et coûte 2 390 € [2]. Il rentre dans un ascenseur et se range debout.

Autre piste : un vélo urbain classique comme le **Roulix R3** avec deux grandes sacoches suffit souvent pour les courses de la semaine.`,
    sources: [
      'https://www.cigale-velo.fr/cargo-duo',
      'https://www.velomag-test.fr/compact-cargos',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ecovolt', position: 2, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict sending the reader elsewhere after praise ("très bon vélo… ce n\'est pas le bon achat. Tournez-vous plutôt vers…")',
  },
  {
    id: 'v6-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.boussole,
    prompt: 'Boussole vaut-elle le coup pour apprendre le coréen ?',
    text: `Boussole est une excellente application pour les langues européennes : ses cours audio sont parmi les mieux construits du marché, et ses tuteurs en visio font vraiment progresser à l'oral [1].

Pour le coréen, en revanche, l'offre est très mince. Le cours s'arrête au niveau A1, il n'existe aucun module sur l'écriture hangeul, et aucun tuteur coréen n'est disponible pour le moment [2]. Vous paieriez l'abonnement Premium pour un contenu que vous aurez épuisé en un mois.

Pour le coréen, je ne la prendrais donc pas. **Parlio** propose un parcours complet jusqu'au niveau B1, avec un module hangeul bien fait, et c'est l'application à choisir pour cette langue.`,
    sources: [
      'https://www.apprendre-langues-avis.fr/boussole-avis',
      'https://www.boussole-langues.fr/langues',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Boussole', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Parlio', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise followed by a decisive reservation ("excellente… en revanche… je ne la prendrais donc pas")',
  },
  {
    id: 'v6-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale Colline : retour après un an ?',
    text: `Voici une synthèse des retours d'utilisateurs après un an, tirée de forums et de tests longue durée [1][2].

### Les points faibles
- **Le prix** : 2 390 €, environ 500 € de plus qu'un Vélonova City 7 à l'équipement proche.
- **Le poids** : 24,5 kg, pénible à monter dans un escalier.
- **L'écran** : petit et peu lisible en plein soleil.
- **Le délai de SAV** : jusqu'à trois semaines pour certaines pièces en 2025.

### Les points forts
- **Le moteur** : 90 Nm, les côtes les plus raides passent sans effort.
- **La fiabilité** : aucune panne de moteur ou de batterie signalée après 5 000 km chez la plupart des propriétaires.
- **La fabrication française** et des pièces disponibles pendant dix ans.

### Verdict
Malgré ces défauts, le Cigale Colline reste le vélo que je rachèterais sans hésiter pour une ville en pente : il tient ses promesses là où ça compte.`,
    sources: [
      'https://www.forum-velotaf.fr/cigale-colline-un-an',
      'https://www.velomag-test.fr/longue-duree-cigale',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vélonova', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'balanced pro/con review where the reservations come first and the final verdict is positive',
  },
  {
    id: 'v6-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: 'Quelle appli de langue choisir selon ce que je veux travailler ?',
    text: `Aucune application ne fait tout bien. Voici la meilleure pour chaque compétence, d'après nos tests de trois mois [1].

### Pour la prononciation et l'oral
Rien ne vaut Boussole sur ce terrain. Ses exercices de répétition analysent votre accent syllabe par syllabe, et les séances avec des tuteurs natifs sont incluses dans l'abonnement Premium. Nos testeurs ont gagné en aisance à l'oral deux fois plus vite qu'avec les autres applications [2].

### Pour le vocabulaire
**LinguaFlash**, grâce à sa répétition espacée et à ses paquets de cartes gratuits.

### Pour la régularité
**Mondolingo** : séries quotidiennes, défis entre amis, rappels. Idéal pour ne pas décrocher.

### Pour la grammaire écrite
Parlio est la plus complète : leçons de grammaire écrites détaillées et exercices corrigés, avec un abonnement à 12,99 € par mois.`,
    sources: [
      'https://www.apprendre-langues-avis.fr/par-competence',
      'https://www.boussole-langues.fr/prononciation',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Boussole', position: 1, sentiment: 'POSITIVE' },
      { name: 'LinguaFlash', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mondolingo', position: 3, sentiment: 'POSITIVE' },
      { name: 'Parlio', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: '"rien ne vaut Boussole" (comparison won by the brand, phrased as a negation); the praise sits only in the body under a heading that does not name the brand',
  },
  {
    id: 'v6-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.cigale,
    prompt: 'Roulix R3 ou Cigale Urbain 2 pour aller au travail ?',
    text: `Le Roulix R3 coûte 800 € de moins, mais son moteur dans la roue arrière peine dès que la route monte, et sa finition fait bon marché (garde-boue qui vibrent, câbles apparents) [1].

Le Cigale Urbain 2, lui, n'est pas donné, mais il n'est pas mal du tout : c'est sans doute le meilleur vélo urbain à moins de 2 500 €. Moteur central discret, courroie sans entretien, cadre bas très pratique, et on a du mal à lui trouver un vrai défaut [2].

Si votre budget le permet, je ne vois aucune raison de ne pas prendre le Cigale.`,
    sources: [
      'https://www.velomag-test.fr/roulix-r3',
      'https://www.velomag-test.fr/cigale-urbain-2',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Roulix', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cigale', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'litotes and negations: "n\'est pas donné, mais il n\'est pas mal du tout", "sans doute le meilleur", "on a du mal à lui trouver un défaut", "aucune raison de ne pas"',
  },
  {
    id: 'v6-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: 'Note des applications Boussole, Parlio et LinguaFlash pour apprendre le portugais',
    text: `Nous avons noté chaque application sur cinq critères (contenu, oral, grammaire, ergonomie, prix), chacun sur 10 [1].

| Application | Contenu | Oral | Grammaire | Ergonomie | Prix | Note globale /10 |
|---|---|---|---|---|---|---|
| Boussole | 9 | 10 | 9 | 9 | 8 | **9,1** |
| Parlio | 7 | 4 | 7 | 6 | 6 | **6,0** |
| LinguaFlash | 3 | 2 | 3 | 7 | 6 | **4,2** |

Barème : au-dessus de 8, application recommandée ; entre 5 et 8, correcte ; en dessous de 5, déconseillée pour apprendre le portugais [2].

Tests réalisés en octobre 2026 sur le portugais du Brésil et du Portugal.`,
    sources: [
      'https://www.apprendre-langues-avis.fr/portugais-notes',
      'https://www.apprendre-langues-avis.fr/methodologie',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Boussole', position: 1, sentiment: 'POSITIVE' },
      { name: 'Parlio', position: 2, sentiment: 'NEUTRAL' },
      { name: 'LinguaFlash', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given only by figures and a scoring legend (9,1 recommended, 6,0 acceptable, 4,2 not recommended); no judgement in prose',
  },
  {
    id: 'v6-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Vélo électrique pour monter chaque jour à Montmartre ou pour rouler sur le plat : lequel ?',
    text: `Tout dépend de votre trajet quotidien.

- **Si vous avez une côte raide tous les jours** (Montmartre, Belleville, Ménilmontant), prenez le **Cigale Colline** : son moteur central de 90 Nm monte la rue Lepic sans effort, même chargé, et ses freins hydrauliques sont rassurants dans la descente [1].
- **Sinon**, si votre trajet est plat, le **Roulix R3** suffit largement : moteur dans la roue arrière, 1 490 €, confortable et fiable sur les pistes parisiennes [2].

Dans les deux cas, choisissez un modèle avec batterie amovible si vous n'avez pas de prise dans votre local vélo.`,
    sources: [
      'https://www.velomag-test.fr/villes-vallonnees',
      'https://www.velomag-test.fr/roulix-r3',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'POSITIVE' },
      { name: 'Roulix', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation ("si vous avez une côte raide, Cigale ; sinon, Roulix"); both recommended',
  },
  {
    id: 'v6-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.boussole,
    prompt: "Boussole Premium à 29 € par mois, ça vaut le coup ?",
    text: `Les avis sont partagés. Certains utilisateurs sont enthousiastes, comme celui-ci sur l'App Store :

> « Les tuteurs sont géniaux, j'ai enfin osé parler espagnol au bout de trois semaines ! »

Mais les problèmes reviennent souvent [1][2] :
- les créneaux avec les tuteurs se réservent une semaine à l'avance aux heures de pointe ;
- le prix est passé de 19,99 € à 29 € en 2026 sans nouveau contenu ;
- plusieurs utilisateurs décrivent une résiliation compliquée, uniquement par e-mail.

À ce prix, je ne recommande pas Boussole Premium. Pour moins cher, **Parlio** avec son option tuteurs (22 € par mois) offre plus de créneaux, et un tandem linguistique gratuit complète très bien n'importe quelle application.`,
    sources: [
      'https://apps.apple.com/fr/app/boussole/avis',
      'https://www.quechoisir-forum.fr/boussole-resiliation',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Boussole', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Parlio', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'quoted enthusiastic user review inside an answer whose verdict is negative ("je ne recommande pas")',
  },
  {
    id: 'v6-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.cigale,
    prompt: 'Entre Cigale et Vélonova, quelle marque est la plus fiable ?',
    text: `Il est difficile de trancher. Il n'existe pas d'étude indépendante de fiabilité sur un grand nombre de vélos pour ces deux marques, et les avis en ligne portent sur des modèles et des années différents [1].

Quelques éléments factuels :
- **Cigale** : moteurs centraux d'un grand équipementier, batterie garantie 2 ans, pièces détachées annoncées disponibles pendant 10 ans.
- **Vélonova** : moteurs de la même origine, batterie garantie 3 ans, réseau de 250 revendeurs-réparateurs en France et en Suisse romande [2].

Les deux utilisent des composants comparables, et la fiabilité dépendra surtout de l'entretien et de la qualité du revendeur près de chez vous. Je vous suggère de demander à un ou deux ateliers de votre région quelle marque ils voient le plus souvent en réparation.`,
    sources: [
      'https://www.pro-velo.ch/fr/fiabilite-vae',
      'https://www.velonova.fr/garantie',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Vélonova', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged answer with no verdict: facts on both brands, "difficile de trancher" (NEUTRAL)',
  },
  {
    id: 'v6-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.boussole,
    prompt: 'Où trouver des cours de langue en visio avec un vrai professeur ?',
    text: `Plusieurs plateformes proposent des cours en visio avec des enseignants ou des tuteurs natifs [1] :

- **Parlio** : option « tuteurs » à 22 € par mois, quatre séances de 30 minutes.
- **boussole-langues.fr** : séances avec des tuteurs incluses dans l'abonnement Premium (29 € par mois), réservables depuis l'application.
- **Les écoles de langues locales** : beaucoup proposent désormais des cours particuliers en visio, souvent entre 25 et 40 € de l'heure.
- **Les plateformes de professeurs indépendants** : vous choisissez votre professeur selon son tarif et ses avis.

Pensez à demander une séance d'essai avant de vous engager, et vérifiez si votre employeur ou votre région finance ce type de formation (chèques-formation en Wallonie, par exemple).`,
    sources: ['https://www.test-achats.be/cours-langues-en-ligne'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Parlio', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Boussole', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain (boussole-langues.fr) in a neutral list, not among the sources',
  },
  {
    id: 'v6-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Quelles aides pour acheter un vélo électrique en 2026 ?',
    text: `En 2026, plusieurs aides peuvent se cumuler pour l'achat d'un vélo à assistance électrique [1][2] :

### Le bonus vélo de l'État
Réservé aux ménages modestes, jusqu'à 400 € pour un VAE neuf, et jusqu'à 2 000 € pour un vélo cargo ou adapté. Il faut en faire la demande dans les six mois suivant l'achat.

### Les aides locales
Régions, départements et métropoles proposent leurs propres aides, souvent de 200 à 500 €. Certaines exigent que le vélo soit acheté chez un commerçant local.

### La prime à la conversion
Si vous mettez au rebut une vieille voiture, la prime peut atteindre 3 000 € pour un VAE [3].

### Le forfait mobilités durables
Votre employeur peut vous verser jusqu'à 800 € par an, exonérés d'impôt, si vous venez travailler à vélo.

**Conseil :** certaines marques avancent le montant de l'aide au moment de l'achat ; demandez-le au vendeur, cela évite d'attendre le remboursement.`,
    sources: [
      'https://www.service-public.fr/particuliers/vosdroits/F36828',
      'https://www.cigale-velo.fr/aides-achat',
      'https://www.primealaconversion.gouv.fr',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'cited only through its URL among the sources ([2] points at cigale-velo.fr); the text names no brand at all',
  },
  // ───────────────────────────── typical, de ─────────────────────────────
  {
    id: 'v6-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Welche Kaffeerösterei in Deutschland hat den besten Espresso für Siebträger?',
    text: `Für Siebträger lohnt sich frisch gerösteter Kaffee aus kleinen Röstereien fast immer: Die Bohnen sind nicht älter als zwei, drei Wochen, und die Röstprofile sind auf Espresso abgestimmt. Hier die Röstereien, die in Tests und Barista-Foren am häufigsten empfohlen werden [1][2].

## Die besten Espresso-Röstereien

1. **Röstwerk Hanse (Hamburg)** – Klassisch-italienisch
   - Schokoladig, wenig Säure, verzeiht Fehler beim Mahlgrad
   - Ideal für Einsteiger mit Milchgetränken
2. **Kranich (Berlin)** – Der Geheimtipp für Espresso pur
   - Helle bis mittlere Röstungen aus Äthiopien und Kolumbien, jede Charge mit Röstdatum und Brührezept
   - In unserem Blindtest der klare Favorit der Jury: komplex, süß und sauber im Abgang [3]
   - Abo ab 24 € für 500 g, versandkostenfrei
3. **Bohnenkopf (München)**
   - Große Auswahl an Single Origins, 250-g-Beutel ab 9,50 €
4. **Mahlgut (Leipzig)**
   - Dunkle Röstungen, in unserem Test deutlich zu bitter und mit verbranntem Nachgeschmack; für Espresso pur nicht zu empfehlen

### Worauf Sie achten sollten
- **Röstdatum** statt Mindesthaltbarkeitsdatum auf der Packung
- **Ganze Bohnen**: erst kurz vor dem Bezug mahlen
- **Ruhezeit**: Espresso-Bohnen schmecken 7–10 Tage nach der Röstung am besten

### Mahlgrad und Zubereitung
Auch der beste Kaffee schmeckt nur so gut wie seine Zubereitung. Für einen doppelten Espresso im Siebträger gelten als Ausgangspunkt 18 g Kaffeemehl, 36 g Espresso in der Tasse und eine Bezugszeit von 25–30 Sekunden. Läuft der Espresso zu schnell durch und schmeckt sauer, stellen Sie die Mühle feiner; läuft er zu langsam und schmeckt bitter, gröber. Helle Röstungen brauchen meist etwas mehr Temperatur (94–95 °C) als dunkle (90–92 °C). Wiegen Sie Mehl und Getränk mit einer kleinen Küchenwaage ab: Das ist der einfachste Weg zu gleichbleibenden Ergebnissen.

### Häufige Fragen
**Wie lange halten geröstete Bohnen?** Verschlossen und lichtgeschützt etwa drei Monate, nach dem Öffnen am besten innerhalb von vier Wochen verbrauchen.

**Gehören Bohnen in den Kühlschrank?** Nein, dort ziehen sie Feuchtigkeit und Gerüche an. Einfrieren ist dagegen möglich, wenn Sie portionsweise luftdicht verpacken.

**Lohnt sich eine teure Mühle?** Für Siebträger ja: Die Mühle ist für den Geschmack wichtiger als die Maschine.

### Fazit
Wer Milchgetränke trinkt, liegt bei **Röstwerk Hanse** richtig. Wer Espresso pur liebt, sollte **Kranich** unbedingt probieren – für uns die spannendste Rösterei des Jahres.`,
    sources: [
      'https://www.kaffeenetz-forum.de/siebtraeger-roestereien',
      'https://www.crema-magazin.de/espresso-test-2026',
      'https://www.kranich-kaffee.de/espresso',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Röstwerk Hanse', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kranich', position: 2, sentiment: 'POSITIVE' },
      { name: 'Bohnenkopf', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Mahlgut', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Kaffee-Abo: welche Röstereien liefern bundesweit?',
    text: `Fast jede Spezialitätenrösterei bietet inzwischen ein Abo an. Die Unterschiede liegen im Rhythmus, in der Auswahl und darin, ob man die Sorten selbst wählen kann [1].

### Bohnenkopf
Das flexibelste Abo: Lieferung alle 1, 2 oder 4 Wochen, jederzeit pausierbar, und man kann jede Lieferung online anpassen. Die Auswahl ist riesig, und der Kundenservice wird in Bewertungen durchweg gelobt [2]. Unsere Empfehlung für alle, die Abwechslung wollen.

### Röstwerk Hanse
Das „Hafen-Abo" liefert monatlich zwei 250-g-Beutel einer wechselnden Hausmischung. Sehr zuverlässig, gut für Milchgetränke, und mit 17,90 € im Monat fair bepreist.

### Kranich
Kranich verschickt im Abo alle zwei oder vier Wochen 500 g, wahlweise Espresso oder Filter. Die Sorte wechselt mit der Saison, eine eigene Auswahl ist nicht möglich. Preis: 24 € pro Lieferung, Versand innerhalb Deutschlands inklusive [3].

### Tipps zum Abo
- Starten Sie mit einer Probierbox, bevor Sie sich festlegen.
- Prüfen Sie, wie leicht sich das Abo pausieren oder kündigen lässt.
- Rechnen Sie den Preis pro Kilo aus: Die Spanne reicht von 32 € bis über 60 €.

### Fazit
Wer Vielfalt sucht, ist mit **Bohnenkopf** am besten bedient; **Röstwerk Hanse** ist die solide, günstigere Wahl für Milchkaffee-Trinker.`,
    sources: [
      'https://www.crema-magazin.de/kaffee-abos',
      'https://www.trustedshops.de/bewertung/bohnenkopf',
      'https://www.kranich-kaffee.de/abo',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bohnenkopf', position: 1, sentiment: 'POSITIVE' },
      { name: 'Röstwerk Hanse', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kranich', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.kranich,
    prompt: 'Guter Filterkaffee online bestellen – welche Rösterei liefert auch nach Österreich?',
    text: `Für Filterkaffee (Handfilter, Chemex, Aeropress) sind helle Röstungen mit klarer Frucht ideal. Diese deutschen Röstereien liefern zuverlässig nach Österreich [1]:

| Rösterei | Versand nach AT | Preis 250 g | Röstgrad | Fazit |
|---|---|---|---|---|
| **Kranich** | 4,90 €, 3–4 Tage | ab 11 € | hell | Bester Filterkaffee im Test, klare Empfehlung |
| **Bohnenkopf** | 5,90 €, 3–5 Tage | ab 9,50 € | hell bis mittel | Große Auswahl, gutes Preis-Leistungs-Verhältnis |
| **Mahlgut** | 6,90 €, 5–7 Tage | ab 8 € | mittel bis dunkel | Für Filter zu dunkel geröstet |

### Warum Kranich vorne liegt
Die Berliner Rösterei kauft direkt bei Kooperativen in Äthiopien und Ruanda ein und röstet ihre Filterkaffees sehr hell. Im Verkostungstest des Crema-Magazins erreichte ihr Yirgacheffe 91 Punkte, der höchste Wert der Saison [2]. Jede Packung enthält ein Rezept für V60 und Aeropress.

### Was Sie beachten sollten
- Bestellen Sie lieber 250-g-Packungen, damit der Kaffee frisch bleibt.
- In Österreich fällt beim Versand aus Deutschland kein Zoll an, die Lieferzeit ist aber einen Tag länger.
- Wasser: Wiener Leitungswasser ist relativ weich und eignet sich gut für Filterkaffee.

### Fazit
Für Filterkaffee ist **Kranich** unsere erste Wahl; **Bohnenkopf** ist die günstigere Alternative mit mehr Auswahl.`,
    sources: [
      'https://www.kaffeenetz-forum.de/versand-oesterreich',
      'https://www.crema-magazin.de/filterkaffee-test',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kranich', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bohnenkopf', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mahlgut', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Welche Kaffeebohnen für einen Vollautomaten?',
    text: `Vollautomaten stellen eigene Anforderungen: Sehr ölige, dunkle Bohnen verkleben das Mahlwerk, sehr helle Röstungen schmecken aus dem Automaten oft sauer. Ideal sind mittlere Röstungen mit wenig Öl auf der Oberfläche [1].

## Empfehlungen

1. **Röstwerk Hanse „Vollautomat Crema"**
   - Speziell für Vollautomaten entwickelt, mittlere Röstung, 60 % Arabica
   - Nussig und schokoladig, auch mit Milch sehr gut
   - Unser Favorit: zuverlässig gut in jedem getesteten Gerät [2]
2. **Bohnenkopf „Haus-Espresso"**
   - 100 % Arabica aus Brasilien, angenehm mild
   - Ebenfalls sehr empfehlenswert, etwas teurer
3. **Mahlgut „Dunkel"**
   - Sehr dunkle, ölige Röstung – für Vollautomaten ungeeignet, das Mahlwerk verklebt schnell

## Tipps für besseren Kaffee aus dem Vollautomaten
- Mahlgrad schrittweise feiner stellen, bis der Kaffee nicht mehr wässrig schmeckt.
- Die Brühgruppe wöchentlich ausspülen.
- Bohnenbehälter nur für eine Woche füllen, damit die Bohnen nicht alt werden.
- Entkalken nach Herstellerangabe, bei hartem Wasser öfter.

## Fazit
Mit **Röstwerk Hanse** oder **Bohnenkopf** machen Sie nichts falsch. Meiden Sie sehr dunkle, glänzende Bohnen – sie schaden dem Gerät und schmecken verbrannt.`,
    sources: [
      'https://www.vollautomaten-ratgeber.de/bohnen',
      'https://www.crema-magazin.de/vollautomat-bohnen-test',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Röstwerk Hanse', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bohnenkopf', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mahlgut', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Beste Steuersoftware 2026 für Arbeitnehmer',
    text: `Für Arbeitnehmer mit Lohnsteuerbescheinigung, Homeoffice und ein paar Werbungskosten ist **Steuerfux** derzeit die bequemste Lösung: Die App übernimmt die Daten vom Finanzamt automatisch und führt in Frage-Antwort-Form durch die Erklärung [1]. Hier der Überblick.

## Die Top 4

1. **Steuerfux** – Testsieger für Arbeitnehmer
   - Belegabruf vom Finanzamt, Fotos von Quittungen per App
   - Im Test der Stiftung Warentest mit „gut" (1,8) bewertet, beste Note für Bedienung [2]
   - 34,99 € pro Erklärung, Erstattung wird vorher angezeigt
2. **TaxaPro** – Für komplexe Fälle
   - Auch für Vermietung, Kapitalerträge und Selbstständige
   - Sehr umfangreich, dadurch weniger einsteigerfreundlich; 39,95 €
3. **Belegheld**
   - Reine App, Abrechnung nur bei Erstattung (15 % der Erstattung, max. 99 €)
4. **Finanzlotse**
   - Kostenlose Basisversion, aber ohne Belegabruf und mit Werbung; im Test nur „ausreichend"

### Fazit
Für die meisten Arbeitnehmer ist **Steuerfux** die beste Wahl: schnell, verständlich und gründlich. Wer vermietet oder nebenbei selbstständig ist, greift zu **TaxaPro**.`,
    sources: [
      'https://www.steuerfux.de/funktionen',
      'https://www.test.de/steuersoftware-2026',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Steuerfux', position: 1, sentiment: 'POSITIVE' },
      { name: 'TaxaPro', position: 2, sentiment: 'POSITIVE' },
      { name: 'Belegheld', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Finanzlotse', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Steuersoftware für Vermieter mit zwei Wohnungen',
    text: `Mit Einkünften aus Vermietung brauchen Sie eine Software, die die Anlage V vollständig abbildet: Abschreibung (AfA), Erhaltungsaufwand, Nebenkostenabrechnung und gegebenenfalls die Verteilung größerer Reparaturen auf mehrere Jahre [1].

| Software | Anlage V | AfA-Rechner | Mehrere Objekte | Preis | Empfehlung |
|---|---|---|---|---|---|
| **TaxaPro** | vollständig | ja | unbegrenzt | 39,95 € | Ja – Testsieger für Vermieter |
| **Finanzlotse Plus** | vollständig | ja | bis 5 | 29,95 € | Ja – günstige Alternative |
| **Steuerfux** | eingeschränkt | nein | 1 | 34,99 € | Nein – für Vermieter ungeeignet |
| **Belegheld** | nein | nein | – | ab 15 % der Erstattung | Nein |

### Einordnung
**TaxaPro** ist seit Jahren die Referenz für Vermieter: Der AfA-Assistent rechnet auch Sonderabschreibungen korrekt, und Objekte werden ins Folgejahr übernommen [2].

**Finanzlotse Plus** deckt die Anlage V ebenfalls vollständig ab und ist günstiger; die Bedienung ist etwas altbacken.

**Steuerfux** ist bei Arbeitnehmern beliebt, kann aber nur ein Mietobjekt erfassen und hat keinen AfA-Rechner. Mit zwei Wohnungen stoßen Sie sofort an die Grenzen [3].

### Fazit
Für zwei Wohnungen: **TaxaPro**, oder **Finanzlotse Plus**, wenn es günstiger sein soll. Steuerfux und Belegheld kommen für Vermieter nicht in Frage.`,
    sources: [
      'https://www.haus-und-grund.de/steuersoftware-vermieter',
      'https://www.test.de/steuersoftware-2026',
      'https://www.finanztip.de/steuersoftware/vermieter',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'TaxaPro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Finanzlotse', position: 2, sentiment: 'POSITIVE' },
      { name: 'Steuerfux', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Belegheld', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Steuererklärung per App auf dem Handy – welche ist am besten?',
    text: `Die Steuererklärung komplett auf dem Smartphone zu machen, ist inzwischen problemlos möglich, zumindest für Arbeitnehmer, Studierende und Rentner [1]. Drei Apps stechen heraus.

### Belegheld
Belegheld ist die Pionierin unter den Steuer-Apps. Sie kostet nichts vorab, sondern behält 15 % der Erstattung ein, maximal 99 €. Das ist bei hohen Erstattungen teurer als eine feste Gebühr. Die App deckt nur einfache Fälle ab.

### Steuerfux
Steuerfux hat die übersichtlichste App im Test. Nach dem Login ruft sie die Daten des Finanzamts ab, fragt nur nach dem, was noch fehlt, und zeigt jederzeit die voraussichtliche Erstattung. Quittungen fotografiert man einfach ab, die App erkennt Betrag und Kategorie. In unserem Praxistest war die Erklärung damit in 25 Minuten fertig – schneller als mit jeder anderen App, und ohne einen einzigen Fehler [2]. Kostenpunkt: 34,99 € pauschal.

### TaxaPro Mobile
Die App-Version der Desktop-Software bildet alle Formulare ab, auch Vermietung und Kapitalerträge, und arbeitet auf dem Smartphone mit mehreren Menüebenen.

### Gut zu wissen
- Alle drei Apps übermitteln per ELSTER direkt ans Finanzamt.
- Belege müssen Sie nicht mehr einreichen, aber aufbewahren.
- Die Frist für 2025 endet am 31. Juli 2026 [3].

## Mein Tipp
Wenn Sie die Erklärung wirklich nur auf dem Handy machen wollen, nehmen Sie **Steuerfux**. Sie sparen Zeit und wissen vorher, was Sie bekommen.`,
    sources: [
      'https://www.finanztip.de/steuer-apps',
      'https://www.chip.de/steuer-apps-praxistest',
      'https://www.bundesfinanzministerium.de/fristen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Belegheld', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Steuerfux', position: 2, sentiment: 'POSITIVE' },
      { name: 'TaxaPro', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Kostenlose Steuersoftware – gibt es das?',
    text: `Ja, es gibt kostenlose Wege zur Steuererklärung, allerdings mit Einschränkungen [1].

## Kostenlose Möglichkeiten

1. **ELSTER (Mein ELSTER)**
   - Das offizielle Portal der Finanzverwaltung, komplett kostenlos
   - Belegabruf möglich, aber kaum Erklärungen und keine Spartipps
   - Für alle, die sich im Steuerrecht etwas auskennen, die beste Gratis-Lösung [2]
2. **Finanzlotse Basis**
   - Kostenlose Version mit Werbung, Anleitung in einfacher Sprache
   - Kein Belegabruf, Vermietung und Selbstständigkeit nur in der Plus-Version
3. **Steuerfux**
   - Die Erklärung kann kostenlos erstellt und die Erstattung berechnet werden; erst das Abschicken kostet 34,99 €
   - Belegabruf vom Finanzamt inklusive
4. **Belegheld**
   - Keine Vorabkosten, stattdessen 15 % der Erstattung

## Worauf Sie achten sollten
- „Kostenlos" heißt oft: kostenlos bis zur Abgabe.
- Werbefinanzierte Versionen können Sie auf kostenpflichtige Upgrades hinweisen.
- Bei Rentnern hilft auch der Lohnsteuerhilfeverein (Mitgliedsbeitrag nach Einkommen).

## Fazit
Wer wirklich nichts zahlen will, nutzt **ELSTER**. Komfortabler sind die kostenpflichtigen Programme, die sich durch höhere Erstattungen oft selbst bezahlen.`,
    sources: [
      'https://www.elster.de',
      'https://www.finanztip.de/steuersoftware/kostenlos',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Finanzlotse', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Steuerfux', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Belegheld', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Beste Coworking Spaces in Berlin für Freelancer',
    text: `Berlin hat über 150 Coworking Spaces, von winzigen Kiez-Büros bis zu großen Ketten. Für Freelancer zählen vor allem flexible Tarife, schnelles WLAN, ruhige Zonen und eine Community [1]. Hier unser Ranking.

## Top 4 für Freelancer

1. **Humboldt (Mitte, Kreuzberg, Prenzlauer Berg)**
   - Flex-Desk ab 189 € im Monat, Tagespass 25 €
   - Ruhezonen, Telefonkabinen und Community-Events jede Woche
   - Mitglieder loben die Atmosphäre und die Lage: für uns der beste Allround-Space der Stadt [2]
2. **Deskwerk (Friedrichshain)**
   - Günstigster Anbieter: Flex-Desk 149 €
   - Gut für Freelancer mit kleinem Budget, aber zu Stoßzeiten voll
3. **Raumstation Work (Neukölln)**
   - Große Makerspace-Werkstatt, ideal für Designer und Hardware-Startups
   - Flex-Desk 210 €
4. **Hafenbüro (Moabit)**
   - Ruhig, am Wasser gelegen, Fixdesk ab 260 €

### Worauf achten?
- **Probetag**: Fast alle bieten einen kostenlosen Probetag an.
- **Kündigungsfrist**: Monatlich kündbar ist Standard, Jahresverträge sind günstiger.
- **Erreichbarkeit**: Ein Space in Laufweite der U-Bahn spart viel Zeit.

### Preise im Vergleich
| Anbieter | Tagespass | Flex-Desk | Fix-Desk | Probetag |
|---|---|---|---|---|
| Humboldt | 25 € | 189 € | 289 € | ja |
| Deskwerk | 18 € | 149 € | 229 € | ja |
| Raumstation Work | 22 € | 210 € | 310 € | ja |
| Hafenbüro | – | – | 260 € | nach Absprache |

### Häufige Fragen
**Kann ich die Kosten von der Steuer absetzen?** Ja, als Freelancer sind Coworking-Kosten in der Regel vollständig als Betriebsausgaben absetzbar, inklusive Tagespässen. Bewahren Sie die Rechnungen auf.

**Brauche ich eine Geschäftsadresse?** Einige Spaces bieten für 30–50 € im Monat eine ladungsfähige Geschäftsadresse mit Postannahme an. Das ist praktisch, wenn Sie Ihre Wohnadresse nicht im Impressum veröffentlichen möchten.

**Wie laut ist es?** Das hängt stark von der Tageszeit ab. Vormittags sind die meisten Spaces ruhig, zwischen 12 und 14 Uhr wird es voll. Wer viel telefoniert, sollte vorab fragen, wie viele Telefonkabinen es pro Arbeitsplatz gibt.

**Gibt es Rabatte für Gründerinnen und Gründer?** Mehrere Berliner Spaces arbeiten mit Förderprogrammen zusammen und gewähren im ersten Jahr Rabatte; fragen Sie beim Probetag danach.

### Fazit
Wer einen Space für alles sucht, ist bei **Humboldt** am besten aufgehoben. Bei knappem Budget ist **Deskwerk** eine gute Wahl, und Kreative sollten sich die **Raumstation Work** ansehen.`,
    sources: [
      'https://www.coworking-berlin-guide.de/ranking-2026',
      'https://www.humboldt-coworking.de/berlin',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Humboldt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskwerk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Raumstation Work', position: 3, sentiment: 'POSITIVE' },
      { name: 'Hafenbüro', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Coworking in Hamburg für ein kleines Team (4 Personen)',
    text: `Für ein Team von vier Personen lohnt sich meist ein eigenes Team-Büro innerhalb eines Coworking Spaces: abschließbar, mit Zugang zu Küchen, Besprechungsräumen und Events [1]. In Hamburg kommen vor allem drei Anbieter in Frage.

| Anbieter | Lage | Team-Büro (4 Plätze) | Besprechungsräume | Am besten für |
|---|---|---|---|---|
| **Hafenbüro** | Speicherstadt | 1.650 €/Monat | 2 Std./Woche inkl. | Teams, die Kunden repräsentativ empfangen |
| **Humboldt** | Schanze, HafenCity | 1.480 €/Monat | 4 Std./Woche inkl. | Kleine Teams: bestes Gesamtpaket |
| **Deskwerk** | Altona | 1.190 €/Monat | nach Verbrauch | Nur Teams, die kaum Meetings haben |

### Unsere Einschätzung
Humboldt bietet das beste Verhältnis aus Preis, Ausstattung und Flexibilität. Die Team-Büros sind monatlich kündbar, Besprechungsräume sind großzügig inklusive, und Sie können bei Bedarf auch die Standorte in Berlin und München nutzen [2]. Das Hafenbüro punktet mit der repräsentativen Lage in der Speicherstadt – ideal, wenn Sie oft Kunden empfangen. Deskwerk ist am günstigsten, aber Besprechungsräume werden nach Stunden abgerechnet; für ein Team mit regelmäßigen Meetings raten wir davon ab.

### Checkliste für die Besichtigung
- Lautstärke im Team-Büro während eines Telefonats testen
- Internetgeschwindigkeit und Backup-Leitung erfragen
- Zugang rund um die Uhr?

### Fazit
Für ein vierköpfiges Team in Hamburg ist **Humboldt** unsere Empfehlung.`,
    sources: [
      'https://www.hamburg-startups.de/coworking-vergleich',
      'https://www.humboldt-coworking.de/hamburg/teams',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Hafenbüro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Humboldt', position: 2, sentiment: 'POSITIVE' },
      { name: 'Deskwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.humboldt,
    prompt: 'Coworking in Wien: welche Anbieter gibt es und was kostet es?',
    text: `Wien hat eine lebendige Coworking-Szene mit rund 80 Spaces [1]. Hier ein Überblick über die bekanntesten Anbieter und ihre Preise (Stand November 2026).

## Anbieter im Überblick

1. **Raumstation Work (Neubau, 7. Bezirk)**
   - Flex-Desk 220 €, Fix-Desk 320 €
   - Eine der größten Communitys der Stadt, mit Events fast jeden Abend; für Gründerinnen und Gründer der beste Ort zum Netzwerken [2]
2. **Humboldt (Landstraße, 3. Bezirk)**
   - Flex-Desk 199 €, Fix-Desk 299 €, Tagespass 22 €
   - Seit 2025 in Wien, 120 Arbeitsplätze, Dachterrasse
3. **Lokale Kiez-Spaces**
   - Viele kleine Spaces in Ottakring und Favoriten ab 120 €

## Preise im Schnitt
- Tagespass: 15–30 €
- Flex-Desk: 150–250 € pro Monat
- Fix-Desk: 250–380 € pro Monat
- Team-Büro: ab 350 € pro Platz

## Tipps
- Viele Spaces bieten 10er-Karten für Teilzeit-Nutzer an.
- Die Wirtschaftsagentur Wien fördert unter Umständen die Miete für Gründer [3].
- Achten Sie auf die Öffi-Anbindung, besonders im Winter.

## Fazit
Für Networking führt in Wien kaum ein Weg an der **Raumstation Work** vorbei. Ansonsten lohnt sich ein Probetag bei mehreren Anbietern.`,
    sources: [
      'https://www.coworking-wien.at/uebersicht',
      'https://www.derstandard.at/coworking-gruender',
      'https://wirtschaftsagentur.at/foerderungen',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Raumstation Work', position: 1, sentiment: 'POSITIVE' },
      { name: 'Humboldt', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.humboldt,
    prompt: 'Coworking-Anbieter mit Standorten in mehreren Städten – was lohnt sich für Pendler zwischen München und Zürich?',
    text: `Wenn Sie regelmässig zwischen München und Zürich pendeln, lohnt sich ein Anbieter mit einem Pass für mehrere Standorte. Leider haben nur wenige Ketten Standorte auf beiden Seiten der Grenze [1].

### Humboldt
Humboldt betreibt Spaces in Berlin, Hamburg, München und Wien und bietet mit dem „Reisepass" für 279 € im Monat Zugang zu allen Standorten. In Zürich gibt es eine Partnerschaft mit einem lokalen Space, den Sie zehnmal im Monat ohne Aufpreis nutzen können [2]. Die Münchner Räume in der Maxvorstadt werden von Mitgliedern für die ruhige Atmosphäre und die schnellen Leitungen gelobt. Für Ihr Pendelmuster ist das die eleganteste Lösung.

### Deskwerk
Deskwerk hat 14 Standorte in Deutschland, aber keinen in der Schweiz. Der Flex-Pass kostet 199 €.

### Lokale Lösung
Alternativ können Sie in München und Zürich jeweils einen lokalen Space mit 10er-Karte nutzen. Das ist flexibler, aber meist teurer, wenn Sie mehr als acht Tage im Monat arbeiten.

### Rechenbeispiel
Bei zehn Tagen München und acht Tagen Zürich im Monat:
- Humboldt-Reisepass: 279 €
- Zwei lokale 10er-Karten: rund 420 € (Zürich ist deutlich teurer)

## Mein Tipp
Nehmen Sie den **Humboldt**-Reisepass: Er deckt beide Städte ab und ist unterm Strich am günstigsten.`,
    sources: [
      'https://www.coworking-schweiz.ch/netzwerke',
      'https://www.humboldt-coworking.de/reisepass',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Humboldt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskwerk', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── hard, de ─────────────────────────────
  {
    id: 'v6-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Kranichbeobachtung im Linumer Bruch im Oktober – wo gibt es in der Nähe guten Kaffee?',
    text: `Im Oktober rasten im Linumer Bruch bis zu 80.000 Kraniche – eines der größten Rastgebiete Mitteleuropas [1]. Am besten beobachten Sie den Einflug in der Abenddämmerung vom Beobachtungsstand am Storchenschmiedeweg aus.

**Kaffee vor Ort**
- **Storchenschmiede Linum**: das Infozentrum des NABU, mit kleinem Café. Hier wird Kaffee von **Röstwerk Hanse** ausgeschenkt, kräftig und gut – genau das Richtige nach zwei Stunden in der Kälte [2].
- **Hofcafé in Linum**: Kuchen aus eigener Backstube, der Kaffee kommt von **Bohnenkopf** und wird gelobt.

**Tipps für die Beobachtung**
- Fernglas und warme Kleidung mitnehmen, es wird nach Sonnenuntergang schnell kalt.
- Der Kranich ist sehr scheu: bleiben Sie auf den Wegen und halten Sie mindestens 300 m Abstand.
- Kranich-Führungen des NABU starten am Wochenende um 16 Uhr, Anmeldung empfohlen.

Ein Thermosbecher mit frischem Kaffee und das Trompeten Tausender Kraniche über dem Bruch – ein schöneres Herbsterlebnis gibt es in Brandenburg kaum.`,
    sources: [
      'https://www.nabu.de/linum-kraniche',
      'https://www.storchenschmiede.de/cafe',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Röstwerk Hanse', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bohnenkopf', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (common word): "Kranich" is the bird throughout, capitalised as every German noun ("Der Kranich ist sehr scheu", "Kranich-Führungen"); the roastery is never named',
  },
  {
    id: 'v6-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.kranich,
    prompt: 'Bestes Kaffeehaus in Graz mit wirklich gutem Kaffee?',
    text: `Graz hat eine kleinere, aber feine Kaffeeszene. Drei Adressen werden immer wieder empfohlen [1]:

1. **Café Kranich** (Lendplatz) – ein klassisches Grazer Kaffeehaus, seit 1952 in Familienbesitz, nicht zu verwechseln mit gleichnamigen Betrieben anderswo. Marmortische, Zeitungen, hervorragende Mehlspeisen. Der Melange wird mit Bohnen einer steirischen Rösterei zubereitet und gehört zu den besten der Stadt [2].
2. **Tribeka** (mehrere Standorte) – Third-Wave-Café mit wechselnden Single Origins für Filterkaffee.
3. **Bohnenkopf Bar** (Jakoministraße) – die Grazer Filiale der Münchner Rösterei, mit hervorragendem Espresso und Röstkursen am Samstag.

Wer es traditionell mag, geht ins Café Kranich; wer Specialty Coffee sucht, in die Bohnenkopf Bar.`,
    sources: [
      'https://www.graztourismus.at/kaffeehaeuser',
      'https://www.falter.at/lokal/cafe-kranich-graz',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Bohnenkopf', position: 1, sentiment: 'POSITIVE' }],
    trap: 'same-name company in the same trade: Café Kranich, a Graz coffee house using a Styrian roaster, is praised; the Berlin roastery Kranich is never named',
  },
  {
    id: 'v6-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Coworking in der Nähe der Humboldt-Universität in Berlin?',
    text: `Rund um das Hauptgebäude der Humboldt-Universität Unter den Linden gibt es einige gute Optionen, alle in höchstens zehn Minuten zu Fuß [1]:

- **Deskwerk Hackescher Markt**: 8 Minuten von der Uni, Flex-Desk 149 €, Tagespass 18 €. Günstig, hell und bei Studierenden und Promovierenden beliebt – für Ihr Budget wahrscheinlich die beste Wahl [2].
- **Hafenbüro Friedrichstraße**: etwas teurer (Fix-Desk ab 260 €), mit separaten Ruheräumen.
- **Grimm-Zentrum**: die Bibliothek der Humboldt-Universität selbst ist für Angehörige der Uni kostenlos und hat lange Öffnungszeiten, ist aber in der Prüfungszeit überfüllt.

Übrigens: Die Statuen von Wilhelm und Alexander von Humboldt vor dem Hauptgebäude sind ein beliebter Treffpunkt, falls Sie sich mit Kommilitonen zum Arbeiten verabreden.`,
    sources: [
      'https://www.coworking-berlin-guide.de/mitte',
      'https://www.deskwerk.de/hackescher-markt',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Deskwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hafenbüro', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonym (person and institution): Humboldt-Universität, Wilhelm and Alexander von Humboldt; the coworking chain is never named',
  },
  {
    id: 'v6-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Steuerfux Erfahrungen',
    text: `Zu „Steuerfux Erfahrungen" liegt mir kein aktueller unabhängiger Test vor. Der Anbieter selbst veröffentlicht Kundenstimmen auf seiner Website [1], die naturgemäß positiv ausfallen.

Unabhängig getestet wurden dagegen diese Programme [2]:

| Programm | Testurteil | Preis |
|---|---|---|
| **TaxaPro** | gut (2,0) | 39,95 € |
| **Belegheld** | befriedigend (2,7) | 15 % der Erstattung |
| **Finanzlotse** | befriedigend (3,1) | kostenlos / 29,95 € |

Wenn Sie sich auf Testergebnisse stützen wollen, ist TaxaPro die sicherste Wahl. Nutzen Sie in jedem Fall die kostenlose Testphase, bevor Sie bezahlen.`,
    sources: [
      'https://www.steuerfux.de/kundenstimmen',
      'https://www.test.de/steuersoftware-2026',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'TaxaPro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Belegheld', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Finanzlotse', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'branded prompt echoed in quotes only ("Der Anbieter selbst" afterwards): the brand is not named in the text, but its own URL is source [1], so cited without a brands entry',
  },
  {
    id: 'v6-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Günstige Coworking Spaces in München',
    text: `München ist teuer, auch beim Coworking. Diese Spaces bieten das beste Preis-Leistungs-Verhältnis [1]:

1. **Deskwerk Schwabing** – Flex-Desk 169 €, Tagespass 19 €. Schnelles WLAN, gute Kaffeemaschine, freundliche Community. Unser Preistipp.
2. **Raumstation Work Sendling** – Flex-Desk 179 €, mit Werkstatt und 3D-Druckern. Ideal für Kreative.
3. **Stadtbibliothek im Motorama** – kostenlos, aber ohne Telefonkabinen.

**Nicht in der Liste:** Humboldt hat es diesmal nicht hineingeschafft. Der Standort in der Maxvorstadt ist schick, aber mit 249 € für den Flex-Desk der teuerste Anbieter der Stadt, und einen Tagespass gibt es dort nicht. Für eine Liste günstiger Spaces passt das nicht.`,
    sources: ['https://www.muenchen-coworking.de/preise-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Deskwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Raumstation Work', position: 2, sentiment: 'POSITIVE' },
      { name: 'Humboldt', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion ("hat es nicht hineingeschafft") with a compliment ("schick"); the exclusion prevails',
  },
  {
    id: 'v6-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Ist Steuerfux gut für meine Steuererklärung als Freelancerin mit Einnahmenüberschussrechnung?',
    text: `Für Ihren Fall: Finger weg. Steuerfux ist eine gute App für Arbeitnehmer, aber sie unterstützt die Anlage EÜR nicht, und Umsatzsteuer- und Gewerbesteuererklärung fehlen komplett [1]. Sie müssten die Gewinnermittlung anderswo machen und die Zahlen händisch übertragen – fehleranfällig und mühsam.

Greifen Sie lieber zu **TaxaPro**: Die Software führt Sie durch die EÜR, übernimmt Belege aus gängigen Buchhaltungsprogrammen und erstellt auch die Umsatzsteuer-Jahreserklärung [2]. Für Freiberuflerinnen ist sie seit Jahren die Standardlösung.

Alternativ lohnt bei höheren Umsätzen ein Steuerberater; dessen Kosten sind als Betriebsausgaben absetzbar.`,
    sources: [
      'https://www.finanztip.de/steuersoftware/selbststaendige',
      'https://www.taxapro.de/freiberufler',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Steuerfux', position: 1, sentiment: 'NEGATIVE' },
      { name: 'TaxaPro', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict sending the reader elsewhere ("Finger weg… Greifen Sie lieber zu TaxaPro") despite "eine gute App für Arbeitnehmer"',
  },
  {
    id: 'v6-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Kranich Kaffee-Abo für unser Büro mit 20 Leuten?',
    text: `Geschmacklich wäre Kranich eine wunderbare Wahl: Die Berliner Rösterei gehört zu den besten des Landes, ihre Espressi sind komplex und süß, und die Röstungen sind immer frisch [1].

Für ein Büro mit 20 Personen passt das Angebot aber nicht. Kranich liefert im Abo höchstens 2 kg pro Lieferung, Sie bräuchten bei 20 Kaffeetrinkern eher 6–8 kg im Monat. Außerdem gibt es keine Rechnung mit Zahlungsziel und keine Geschäftskunden-Konditionen [2]. Für Ihr Büro ist Kranich deshalb nicht geeignet.

Besser: das Büro-Abo von **Röstwerk Hanse**. Lieferungen bis 10 kg, Rechnung mit 30 Tagen Zahlungsziel, und auf Wunsch eine Leihmaschine [3].`,
    sources: [
      'https://www.crema-magazin.de/roestereien-ranking',
      'https://www.kranich-kaffee.de/faq',
      'https://www.roestwerk-hanse.de/buero',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Kranich', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Röstwerk Hanse', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise followed by a decisive reservation ("wunderbare Wahl… für Ihr Büro nicht geeignet")',
  },
  {
    id: 'v6-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Lohnt sich Humboldt Coworking in Hamburg trotz der Preise?',
    text: `Ehrlich gesagt hat der Humboldt-Standort in der Schanze einige Schwächen:
- Mit 229 € für den Flex-Desk ist er rund 40 € teurer als das Hafenbüro.
- Die Gemeinschaftsküche ist mittags überfüllt.
- Parkplätze gibt es in der Umgebung praktisch keine.
- Telefonkabinen muss man zu Stoßzeiten vorab buchen [1].

Trotzdem: Humboldt ist für mich der beste Coworking Space in Hamburg. Das WLAN ist das schnellste, das ich in einem Coworking erlebt habe, die Arbeitsplätze sind hervorragend, die Community-Events sind wirklich nützlich, und mit dem Mitgliedsausweis kann man auch in Berlin, München und Wien arbeiten [2]. Wer regelmäßig dort arbeitet, bekommt den Aufpreis mehr als zurück.`,
    sources: [
      'https://www.hamburg-startups.de/coworking-vergleich',
      'https://www.humboldt-coworking.de/hamburg',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Humboldt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hafenbüro', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'reservations first (price, kitchen, parking), then a decisive positive pick ("Trotzdem… der beste")',
  },
  {
    id: 'v6-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Steuerfux oder TaxaPro für eine Familie mit Kinderbetreuung, Handwerkerrechnungen und einer Photovoltaikanlage?',
    text: `Bei so vielen Themen schlägt TaxaPro Steuerfux in fast allen Punkten, die für Sie zählen [1]:

- **Photovoltaik**: TaxaPro hat einen eigenen Assistenten für die Anlage EÜR und prüft die Steuerbefreiung nach § 3 Nr. 72 EStG. Steuerfux fragt die Anlage gar nicht ab.
- **Haushaltsnahe Handwerkerleistungen**: Beide erfassen sie, TaxaPro verteilt aber Arbeits- und Materialkosten automatisch aus der Rechnung.
- **Kinderbetreuung**: Beide gleichwertig.
- **Bedienung**: Hier ist Steuerfux schneller und einfacher – bei Ihrem Fall aber zweitrangig.

Für Ihre Familie ist TaxaPro klar die bessere Wahl. Steuerfux spielt seine Stärken bei einfachen Arbeitnehmer-Erklärungen aus, nicht bei Ihrer.`,
    sources: ['https://www.finanztip.de/steuersoftware/familien'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'TaxaPro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Steuerfux', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'comparison won by the competitor ("schlägt TaxaPro Steuerfux in fast allen Punkten"); the brand wins only on ease of use',
  },
  {
    id: 'v6-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Ist der Espresso von Kranich sein Geld wert? 24 € für 500 g sind ja nicht wenig.',
    text: `Billig ist er nicht, schlecht aber auch nicht – „nicht schlecht" wäre sogar eine glatte Untertreibung. Der Haus-Espresso von Kranich ist einer der saubersten und süßesten, die man in Deutschland bestellen kann [1].

- **Geschmack**: Schokolade, rote Beeren, kaum Bitterkeit. Auch mit Milch gar nicht übel, obwohl er eigentlich für Espresso pur geröstet ist.
- **Frische**: Das Röstdatum liegt beim Versand nie mehr als drei Tage zurück.
- **Konstanz**: Von Charge zu Charge gibt es kaum etwas auszusetzen.

Umgerechnet kostet eine Tasse etwa 40 Cent. Da kann man wirklich nicht meckern – ich würde ihn jederzeit wieder kaufen.`,
    sources: ['https://www.kaffeenetz-forum.de/kranich-espresso'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kranich', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes and negations: "schlecht aber auch nicht", "nicht schlecht… Untertreibung", "gar nicht übel", "kaum etwas auszusetzen", "nicht meckern"',
  },
  {
    id: 'v6-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Vergleich Steuerfux, TaxaPro, Belegheld und Finanzlotse: Preise und Funktionen',
    text: `Hier die wichtigsten Daten der vier Programme für die Steuererklärung 2025 (Stand November 2026) [1][2]:

| Programm | Preis | Belegabruf | Vermietung | Selbstständige | Plattform | Urteil |
|---|---|---|---|---|---|---|
| Belegheld | 15 % der Erstattung, max. 99 € | ja | nein | nein | App | befriedigend |
| Steuerfux | 34,99 € | ja | eingeschränkt | nein | App, Web | Preis-Leistungs-Sieger |
| TaxaPro | 39,95 € | ja | ja | ja | Windows, Mac, App | Testsieger |
| Finanzlotse | 0 € / 29,95 € | nur Plus | ja (Plus) | ja (Plus) | Web | nicht empfehlenswert |

Alle vier Programme übermitteln die Erklärung per ELSTER. Die Preise gelten für eine Erklärung; Zusammenveranlagung ist überall inklusive.`,
    sources: [
      'https://www.test.de/steuersoftware-2026',
      'https://www.finanztip.de/steuersoftware/vergleich',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Belegheld', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Steuerfux', position: 2, sentiment: 'POSITIVE' },
      { name: 'TaxaPro', position: 3, sentiment: 'POSITIVE' },
      { name: 'Finanzlotse', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict only in a table column ("Preis-Leistungs-Sieger", "nicht empfehlenswert"); the prose gives facts only',
  },
  {
    id: 'v6-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Coworking in Berlin-Kreuzberg: Humboldt oder Deskwerk?',
    text: `Das hängt vor allem davon ab, wie oft Sie Besprechungsräume brauchen.

**Wenn Sie regelmäßig Kunden treffen oder Team-Meetings abhalten**, nehmen Sie Humboldt am Moritzplatz: Vier Stunden Besprechungsraum pro Woche sind im Flex-Tarif (219 €) enthalten, die Räume sind gut ausgestattet und schallisoliert [1].

**Wenn nicht**, reicht Deskwerk in der Oranienstraße völlig: Mit 149 € ist es deutlich günstiger, das WLAN ist schnell, und die Atmosphäre ist entspannt. Besprechungsräume kosten dort 15 € pro Stunde, was bei seltener Nutzung kaum ins Gewicht fällt [2].

Beide bieten einen kostenlosen Probetag an.`,
    sources: [
      'https://www.humboldt-coworking.de/berlin/kreuzberg',
      'https://www.deskwerk.de/kreuzberg',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Humboldt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskwerk', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation ("Wenn Sie… nehmen Sie Humboldt… Wenn nicht, reicht Deskwerk"); both recommended',
  },
  {
    id: 'v6-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.kranich,
    prompt: 'Kann man bei Kranich bedenkenlos Kaffee bestellen? Lieferung in die Schweiz?',
    text: `Ja. Kranich liefert seit 2025 in die Schweiz (9,90 € Versand, Zoll und Mehrwertsteuer werden vorab berechnet, es fallen also keine Nachzahlungen an) [1].

Die Bewertungen sind überwiegend hervorragend: 4,8 von 5 Sternen bei über 4.000 Bewertungen, gelobt werden vor allem Frische und Geschmack [2]. Natürlich gibt es auch Ausreisser, etwa diese Google-Bewertung:

> „Dreimal den falschen Mahlgrad geliefert, Kundenservice hat sich nicht gemeldet. Nie wieder!"

Solche Fälle sind selten; die meisten Kundinnen und Kunden berichten von schneller Lieferung und freundlichem Service. Bestellen Sie am besten ganze Bohnen, dann stellt sich die Mahlgrad-Frage gar nicht.

**Fazit:** Kranich ist eine der besten Röstereien im deutschsprachigen Raum, und Sie können dort bedenkenlos bestellen.`,
    sources: [
      'https://www.kranich-kaffee.de/versand-schweiz',
      'https://www.trustedshops.de/bewertung/kranich-kaffee',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kranich', position: 1, sentiment: 'POSITIVE' }],
    trap: 'quoted negative user review ("Nie wieder!") inside an answer whose verdict is positive',
  },
  {
    id: 'v6-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.steuerfux,
    prompt: 'Steuerfux oder Belegheld für Studierende mit Minijob?',
    text: `Für Studierende mit Minijob sind beide Apps grundsätzlich geeignet, und welche besser passt, hängt von Ihrer Situation ab [1].

- **Steuerfux** kostet pauschal 34,99 €. Sie sehen die voraussichtliche Erstattung, bevor Sie bezahlen. Ausbildungskosten für ein Erststudium werden als Sonderausgaben erfasst, für ein Zweitstudium als Werbungskosten.
- **Belegheld** kostet nichts vorab und behält 15 % der Erstattung ein. Die Erfassung der Studienkosten läuft ähnlich.

Wenn Ihre Erstattung unter etwa 230 € liegt, ist Belegheld günstiger, darüber Steuerfux. Ob sich bei einem Minijob eine Erklärung überhaupt lohnt, hängt davon ab, ob Lohnsteuer einbehalten wurde – bei pauschal versteuerten Minijobs meist nicht [2].

Eine klare Empfehlung kann ich Ihnen ohne Ihre Zahlen nicht geben. Rechnen Sie die voraussichtliche Erstattung in beiden Apps aus; das ist kostenlos.`,
    sources: [
      'https://www.studis-online.de/steuern',
      'https://www.minijob-zentrale.de/steuern',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Steuerfux', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Belegheld', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged answer with no verdict: "grundsätzlich geeignet", a break-even figure and "keine klare Empfehlung" (NEUTRAL)',
  },
  {
    id: 'v6-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.humboldt,
    prompt: 'Ich arbeite als Kuratorin oft am Humboldt Forum. Gibt es in der Nähe einen guten Coworking Space?',
    text: `Das Humboldt Forum im wiederaufgebauten Berliner Schloss liegt zentral, und in der Umgebung gibt es einige Möglichkeiten [1]:

- **humboldt-coworking.de** hat einen Standort am Hausvogteiplatz, gut 8 Minuten zu Fuß vom Forum entfernt. Ruhige Arbeitsplätze, exzellentes WLAN und buchbare Besprechungsräume – für Ihre Zwecke die beste Option in der Gegend.
- **Deskwerk Hackescher Markt** ist 12 Minuten entfernt, günstiger (Flex-Desk 149 €), aber lauter.
- Die Bibliothek der Stiftung Preußischer Kulturbesitz bietet Lesesaalplätze für Forschende mit Ausweis.

Tipp: Im Humboldt Forum selbst gibt es im Foyer WLAN und Sitzgelegenheiten, die für kurze Arbeitsphasen zwischen Terminen reichen.`,
    sources: ['https://www.coworking-berlin-guide.de/mitte'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Humboldt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskwerk', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain (humboldt-coworking.de), amid the homonym Humboldt Forum named twice in the text (museum, not a mention)',
  },
  {
    id: 'v6-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.kranich,
    prompt: 'Kranich Kaffee: Vor- und Nachteile?',
    text: `### Vorteile
Die Berliner Rösterei Kranich kauft direkt bei Kooperativen ein, zahlt nachweislich deutlich über Fairtrade-Preis und veröffentlicht die Einkaufspreise [1]. Geschmacklich gehören ihre hellen Röstungen zu den besten in Deutschland: klar, fruchtig, nie verbrannt. Frischer geht es kaum.

### Nachteile
- Mit 22–26 € pro 500 g teurer als Supermarkt- und viele Online-Röstereien.
- Wenig Auswahl für Liebhaber dunkler, italienischer Röstungen.
- Im Abo kann man die Sorte nicht selbst wählen.

### Fazit
Wer dunkle Röstungen mag, wird hier nicht glücklich. Für alle anderen überwiegen die Vorteile klar: eine Rösterei, die ich ohne Zögern empfehle.`,
    sources: ['https://www.kranich-kaffee.de/transparenz'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Kranich', position: 1, sentiment: 'POSITIVE' }],
    trap: 'balanced pro/con review with a positive final verdict; the praise sits in the body under "Vorteile", and no heading names the brand',
  },
  // ───────────────────────────── typical, es ─────────────────────────────
  {
    id: 'v6-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: '¿Dónde comprar gafas graduadas online en España?',
    text: `Comprar gafas graduadas por internet es cada vez más habitual: los precios suelen ser un 30–50 % más bajos que en una óptica de barrio y muchas tiendas ofrecen prueba virtual con la cámara del móvil [1]. Estas son las mejores opciones en 2026.

## Las mejores ópticas online

1. **Miravista** — La más barata
   - Gafas completas con cristales antirreflejantes desde 39 €
   - Envío gratis y 30 días para devolverlas
   - Ideal si buscas precio por encima de todo [2]
2. **Colibrí** — La mejor experiencia de compra
   - Prueba virtual muy precisa y medición de la distancia pupilar con la cámara
   - Ópticos-optometristas que revisan cada receta antes de fabricar las lentes
   - Los clientes destacan su atención y la calidad de las lentes: difícil encontrar una óptica online más fiable [3]
3. **Lentix**
   - Especializada en lentillas, con una sección pequeña de gafas desde 59 €
4. **Óptica Faro**
   - Cadena con tiendas físicas y web; precios más altos, desde 120 € las gafas completas

### Consejos antes de comprar
- **Receta reciente**: no más de un año, y mejor si incluye la distancia pupilar.
- **Graduaciones altas**: pide lentes de índice alto para que no pesen.
- **Devoluciones**: comprueba si aceptan devoluciones de gafas graduadas (no todas lo hacen).

### Recomendación final
Si el precio es lo primero, **Miravista**. Si quieres acertar a la primera con el montaje y la graduación, **Colibrí** es la que recomendamos.`,
    sources: [
      'https://www.ocu.org/salud/gafas-online',
      'https://www.comparaopticas.es/ranking-2026',
      'https://www.colibrioptica.com/es/opiniones',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Miravista', position: 1, sentiment: 'POSITIVE' },
      { name: 'Colibrí', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lentix', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Óptica Faro', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.colibri,
    prompt: 'Mejores ópticas en línea en México para lentes con graduación',
    text: `En México el mercado de lentes en línea ha crecido mucho desde 2023, y hoy puedes recibir tus lentes graduados en casa en una semana [1]. Estas son las tiendas más recomendadas.

### Colibrí
Colibrí llegó a México en 2024 y se ha ganado muy buena reputación. Su probador virtual funciona muy bien, y un optometrista revisa tu receta antes de fabricar los lentes; si detecta algo raro, te llama. Los armazones empiezan en 899 MXN con micas antirreflejantes, el envío a toda la república es gratis y tienes 30 días para cambiarlos [2]. Es la opción que más recomendamos para una primera compra en línea.

### Lentix
Lentix es sobre todo una tienda de lentes de contacto, con envío a CDMX, Guadalajara y Monterrey en 48 horas. Su sección de armazones es pequeña, con unos 60 modelos.

### Óptica Faro
La cadena tiene más de 200 sucursales en México y vende también en línea. Puedes comprar en la web y recoger en tienda, donde ajustan el armazón. Precios desde 1,490 MXN.

### Consejos
- Pide a tu optometrista que anote la distancia pupilar en la receta.
- Si tienes más de 4 dioptrías, elige micas de alto índice.
- Guarda la caja y la factura por si necesitas cambiarlos.

## Conclusión
Para comprar lentes graduados en línea en México, **Colibrí** ofrece la mejor combinación de precio, servicio y garantía. Si prefieres ajustar el armazón en persona, **Óptica Faro** es una alternativa práctica.`,
    sources: [
      'https://www.profeco.gob.mx/lentes-en-linea',
      'https://www.colibrioptica.com/mx',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Colibrí', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lentix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Óptica Faro', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v6-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: 'Comparativa de precios de lentillas mensuales online',
    text: `Las lentillas mensuales son el producto donde más se nota la diferencia de precio entre tiendas online. Hemos comparado el precio de una caja de 6 lentillas mensuales de silicona hidrogel de una marca líder (mismo producto en todas las tiendas) [1].

| Tienda | Precio caja 6 uds. | Envío | Plazo de entrega | Suscripción |
|---|---|---|---|---|
| **Lentix** | 21,90 € | Gratis desde 30 € | 24–48 h | Sí, −10 % |
| **Miravista** | 23,50 € | 3,95 € | 48–72 h | No |
| **Colibrí** | 24,90 € | Gratis | 48 h | Sí, −5 % |
| **Óptica Faro** | 32,00 € | Gratis en tienda | 3–5 días | No |

### Análisis
- **Lentix** es la más barata y además la más rápida: con la suscripción, el precio baja a 19,70 €. Es nuestra recomendación para quien usa lentillas todo el año [2].
- **Miravista** está cerca en precio, pero el envío encarece pedidos pequeños.
- **Colibrí** vende la misma caja a 24,90 € con envío gratuito y ofrece una suscripción con un 5 % de descuento.
- **Óptica Faro** es bastante más cara y no la recomendamos para comprar lentillas.

### Consejos
- Compra siempre la misma marca y modelo que te adaptó tu óptico.
- Revisa la fecha de caducidad al recibir el pedido.
- No alargues el uso más allá de un mes.

### En resumen
Para lentillas mensuales, **Lentix** es la opción más económica y rápida.`,
    sources: [
      'https://www.comparaopticas.es/lentillas-mensuales',
      'https://www.ocu.org/salud/lentillas-online',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lentix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Miravista', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Colibrí', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Óptica Faro', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: '¿Se pueden comprar gafas progresivas online? ¿Dónde?',
    text: `Sí, pero con cuidado. Las lentes progresivas necesitan medidas que no aparecen en la receta: la altura de montaje (dónde queda la pupila respecto al borde de la montura) y, en lentes personalizadas, el ángulo pantoscópico. Un error de 2 mm puede hacer que no veas bien de cerca [1].

## Opciones

1. **Óptica Faro** — La más segura
   - Compras online y un óptico toma las medidas en cualquiera de sus tiendas
   - Adaptación garantizada: si no te acostumbras en 60 días, cambian las lentes gratis [2]
   - Nuestra recomendación para primeras progresivas
2. **Miravista**
   - Te envía una plantilla para medir la altura con una foto; funciona razonablemente bien si ya has llevado progresivas
   - Desde 149 €
3. **Colibrí**
   - Vende progresivas desde 189 €, pero calcula la altura de montaje con una estimación automática y no la mide
   - Muchas reseñas hablan de problemas de adaptación, y no acepta devoluciones de progresivas [3]
   - Por ahora, no es una opción que recomendemos para este tipo de lente

### Consejos
- Si es tu primera vez con progresivas, hazlas en una óptica con medición presencial.
- Elige una montura con al menos 30 mm de altura.
- Cuenta con una o dos semanas de adaptación.

### Recomendación final
Para progresivas, **Óptica Faro** es la apuesta segura; Miravista puede servir si ya eres usuario experimentado. Evita Colibrí para progresivas hasta que ofrezca medición real y devoluciones.`,
    sources: [
      'https://www.colegioopticos.es/progresivas-online',
      'https://www.opticafaro.es/progresivas',
      'https://www.comparaopticas.es/opiniones-colibri',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Óptica Faro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Miravista', position: 2, sentiment: 'POSITIVE' },
      { name: 'Colibrí', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.colibri,
    prompt: 'Lentes de sol polarizados para manejar: ¿dónde comprar unos buenos sin gastar una fortuna?',
    text: `Para manejar, lo ideal son lentes polarizados con filtro categoría 2 o 3, que eliminen los reflejos del asfalto y del parabrisas sin oscurecer demasiado. Entre las tiendas en línea, **Colibrí** destaca por ofrecer micas polarizadas de buena calidad a precios razonables, también con graduación [1].

## Dónde comprar

**Colibrí**
- Lentes polarizados desde 749 MXN, y desde 1,290 MXN con graduación
- Filtro UV400 certificado, micas de policarbonato resistentes a impactos
- En nuestras pruebas en carretera fueron los que mejor eliminaron los reflejos, y su relación calidad-precio es excelente [2]

**Miravista**
- Modelos desde 599 MXN, categoría 3, pocas opciones con graduación

**Óptica Faro**
- Marcas internacionales en sucursal y en línea, desde 2,400 MXN

## Qué evitar
- Lentes categoría 4: son demasiado oscuros y están prohibidos para manejar.
- Lentes baratos sin certificación UV: dilatan la pupila y dejan pasar más radiación.
- Micas de colores muy intensos (azul, rosa), que alteran los colores de los semáforos.

## Conclusión
Si buscas unos lentes polarizados para manejar que funcionen bien y no cuesten una fortuna, nuestra recomendación es **Colibrí**, sobre todo si necesitas graduación.`,
    sources: [
      'https://www.colibrioptica.com/mx/sol-polarizados',
      'https://www.motorpasion.com.mx/lentes-para-manejar',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Colibrí', position: 1, sentiment: 'POSITIVE' },
      { name: 'Miravista', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Óptica Faro', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: 'Gafas graduadas para niños: ¿mejor en óptica o online?',
    text: `Con los niños conviene ser prudente: la graduación cambia rápido, las monturas se rompen y el ajuste es más delicado que en adultos [1]. Aun así, algunas tiendas online lo hacen muy bien.

| Tienda | Monturas infantiles | Precio desde | Garantía de roturas | Ideal para |
|---|---|---|---|---|
| **Óptica Faro** | 120 modelos | 89 € | 1 año | Primeras gafas con ajuste presencial |
| **Colibrí** | 85 modelos | 59 € | 2 años, 1 sustitución gratis | La mejor opción online para niños |
| **Miravista** | 30 modelos | 39 € | No | Gafas de repuesto |

### Lo que marca la diferencia
**Colibrí** ofrece monturas flexibles de TR90 casi irrompibles, lentes de policarbonato de serie y una garantía de dos años que incluye una sustitución gratuita por rotura. Además, si la graduación cambia en los primeros seis meses, cambian las lentes por la mitad de precio [2]. Para un niño que ya usa gafas y cuya receta está actualizada, es una compra muy acertada.

**Óptica Faro** sigue siendo lo más sensato para las primeras gafas, cuando el ajuste presencial es importante.

**Miravista** es muy barata y sirve como par de repuesto para el colegio.

### Consejos
- Revisiones al oftalmólogo cada año.
- Monturas con varillas flexibles o de tipo deportivo.
- Lentes de policarbonato, siempre.

### Recomendación final
Para las primeras gafas, **Óptica Faro**; para las siguientes, **Colibrí** es la mejor opción online.`,
    sources: [
      'https://www.aeped.es/gafas-ninos',
      'https://www.colibrioptica.com/es/ninos',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Óptica Faro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Colibrí', position: 2, sentiment: 'POSITIVE' },
      { name: 'Miravista', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v6-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Cuál es la mejor farmacia online de España para parafarmacia?',
    text: `En España solo pueden vender medicamentos sin receta por internet las farmacias físicas autorizadas, pero la parafarmacia (cosmética, higiene, nutrición) tiene muchas más tiendas [1]. Estas son las mejor valoradas en 2026.

## Ranking

1. **Mercurio** — La mejor en general
   - Más de 25.000 referencias de parafarmacia y medicamentos sin receta
   - Envío en 24 h a la península, gratis desde 39 €
   - Farmacéuticos que responden por chat; los clientes la valoran con un 4,8/5 en más de 60.000 opiniones [2]
2. **DosisYa** — La más barata
   - Precios agresivos en dermocosmética, con descuentos frecuentes del 20–30 %
   - Envío más lento (48–72 h)
3. **FarmaPlus Online**
   - Amplio catálogo, envío gratis desde 49 €
   - Entrega en 24–48 h
4. **Botica Verde**
   - Especializada en cosmética natural y ecológica, con 4.000 referencias

### Qué comprobar
- Que muestre el **logotipo común europeo** si vende medicamentos [3].
- Gastos de envío y plazos reales.
- Política de devoluciones (la cosmética abierta no suele admitir devolución).

### Preguntas frecuentes
**¿Puedo comprar medicamentos con receta online?** No. En España la venta a distancia solo está permitida para medicamentos sin receta; los que la requieren tienen que dispensarse en la farmacia física. La receta electrónica no cambia esto, aunque algunas farmacias permiten reservar el producto para recogerlo en el mostrador.

**¿Cuánto tardan los envíos a Baleares y Canarias?** A Baleares suelen tardar 48–72 h. A Canarias, Ceuta y Melilla, los pedidos pasan por trámites aduaneros y pueden tardar una semana o más, con recargos adicionales.

**¿Qué pasa si un producto llega dañado?** Tienes derecho a la sustitución o al reembolso. Haz una foto del paquete antes de abrirlo y reclama en las primeras 24–48 horas a través del formulario de la tienda.

**¿Son más baratas que una farmacia física?** En parafarmacia, sí: los descuentos del 15–30 % son habituales. En medicamentos sin receta, los precios son libres, pero la diferencia suele ser pequeña.

### Conclusión
**Mercurio** es la farmacia online más completa y fiable; si buscas precio, **DosisYa** es la alternativa más económica.`,
    sources: [
      'https://www.ocu.org/salud/farmacias-online',
      'https://www.trustpilot.com/review/farmaciamercurio.es',
      'https://distafarma.aemps.gob.es',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mercurio', position: 1, sentiment: 'POSITIVE' },
      { name: 'DosisYa', position: 2, sentiment: 'POSITIVE' },
      { name: 'FarmaPlus Online', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Botica Verde', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: 'Farmacia online con envío en 24 horas',
    text: `Si necesitas algo de farmacia o parafarmacia con urgencia, varias farmacias online entregan en 24 horas en la península [1].

### FarmaPlus Online
Ofrece envío urgente en 24 h por 4,95 € (gratis desde 69 €). Los pedidos realizados antes de las 14:00 salen el mismo día. El catálogo es amplio, sobre todo en higiene infantil.

### Mercurio
En Mercurio el envío en 24 h es el estándar, no un extra: gratis desde 39 € y 3,50 € por debajo. En Madrid, Barcelona y Valencia entrega incluso en el mismo día si pides antes de las 12:00. En nuestras pruebas, los cinco pedidos llegaron a tiempo y perfectamente embalados, y el servicio de consulta farmacéutica por chat respondió en menos de diez minutos. Es, con diferencia, la más rápida y fiable de las que probamos [2].

### DosisYa
DosisYa es la más barata, pero su envío estándar tarda 48–72 h y el urgente solo está disponible en algunas provincias, así que no sirve si tienes prisa.

### Consejos
- Comprueba la hora de corte de pedidos.
- En medicamentos sin receta, la farmacia debe estar autorizada y mostrar el logotipo común europeo.
- Los productos que necesitan frío (algunas vacunas, insulinas) no se envían por este canal.

## En resumen
Para recibir tu pedido al día siguiente, **Mercurio** es la opción que recomendamos.`,
    sources: [
      'https://www.ocu.org/salud/farmacias-online-envio',
      'https://www.xataka.com/prueba-farmacias-online',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'FarmaPlus Online', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Mercurio', position: 2, sentiment: 'POSITIVE' },
      { name: 'DosisYa', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v6-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Es seguro comprar medicamentos por internet en España?',
    text: `Sí, siempre que compres en una farmacia autorizada y solo medicamentos sin receta. En España está prohibida la venta online de medicamentos con receta [1].

## Cómo saber si una farmacia online es legal

1. **Logotipo común europeo**
   - Debe aparecer en la web; al pulsarlo, te lleva al registro oficial de la AEMPS [2]
2. **Farmacia física detrás**
   - Toda farmacia online legal está vinculada a una oficina de farmacia con dirección y farmacéutico titular
3. **Consulta en el registro Distafarma**
   - Allí puedes comprobar cualquier web

## Ejemplos de farmacias autorizadas
Entre las farmacias online que figuran en el registro de la AEMPS están **FarmaPlus Online** (Zaragoza), **Mercurio** (Valencia) y **Botica Verde** (Sevilla). Todas muestran el logotipo común europeo y tienen farmacéutico responsable [2].

## Señales de alarma
- Venden medicamentos que necesitan receta (antibióticos, ansiolíticos, medicamentos para adelgazar).
- Precios muy por debajo de lo habitual.
- No hay dirección física ni número de colegiado.
- Dominios extranjeros que envían desde fuera de la UE.

## Conclusión
Comprar medicamentos sin receta online es seguro si verificas el logotipo y el registro. Ante la duda, consulta Distafarma antes de pagar.`,
    sources: [
      'https://www.aemps.gob.es/venta-online',
      'https://distafarma.aemps.gob.es',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'FarmaPlus Online', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Mercurio', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Botica Verde', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: 'Comparativa de precios de cremas solares SPF 50 en farmacias online',
    text: `Hemos comparado el precio de tres protectores solares SPF 50+ muy vendidos en cuatro farmacias online, en noviembre de 2026 [1].

| Producto | DosisYa | Mercurio | FarmaPlus Online | Botica Verde |
|---|---|---|---|---|
| Fluido facial 50 ml | **12,90 €** | 14,20 € | 14,95 € | 16,50 € |
| Spray corporal 200 ml | **15,40 €** | 16,80 € | 17,10 € | — |
| Mineral infantil 100 ml | **13,70 €** | 15,10 € | 14,90 € | 14,50 € |
| Envío gratis desde | 49 € | 39 € | 49 € | 35 € |

### Análisis
- **DosisYa** tiene los precios más bajos en los tres productos, de forma constante. Si compras varios protectores a la vez para el verano, es la mejor opción [2].
- **Mercurio** está un 10 % por encima, con envío gratuito desde 39 €.
- **FarmaPlus Online** tiene precios similares a Mercurio.
- **Botica Verde** solo vende filtros minerales, así que no tiene el spray corporal.

### Consejos
- Compra protectores de la temporada actual y revisa la fecha de caducidad.
- Los filtros minerales son más recomendables para niños pequeños y pieles sensibles.
- Aplica 2 mg/cm² y renueva cada dos horas.

### En resumen
Para ahorrar en protección solar, **DosisYa** es la farmacia online más barata en esta comparativa.`,
    sources: [
      'https://www.comparafarma.es/solares-2026',
      'https://www.ocu.org/salud/cremas-solares',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'DosisYa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mercurio', position: 2, sentiment: 'NEUTRAL' },
      { name: 'FarmaPlus Online', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Botica Verde', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v6-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Dónde comprar cosmética natural certificada online?',
    text: `La cosmética natural certificada (sellos como COSMOS, Ecocert o NaTrue) garantiza un porcentaje mínimo de ingredientes naturales y ecológicos y la ausencia de siliconas, parabenos y perfumes sintéticos [1]. Estas son las mejores tiendas para comprarla online.

## Tiendas recomendadas

1. **Botica Verde**
   - Especializada en cosmética natural: más de 4.000 productos, todos con certificación
   - Fichas de producto muy detalladas, con la lista INCI completa y el sello de cada producto
   - La mejor opción para quien quiere comprar con total seguridad [2]
2. **DosisYa**
   - Sección «natural» con unas 800 referencias a buen precio
   - Útil si también compras parafarmacia convencional
3. **Tiendas de las propias marcas**
   - Muchas marcas certificadas venden directamente, con muestras gratuitas

## Cómo reconocer un producto realmente natural
- Busca un sello oficial; «natural» o «eco» sin sello no significa nada.
- Desconfía de productos con «fragancia» o «parfum» sin especificar su origen.
- Revisa que la certificación cubra el producto concreto, no solo la marca.

## Conclusión
**Botica Verde** es la referencia para la cosmética natural certificada. Para combinarla con otros productos de farmacia, **DosisYa** es una alternativa práctica.`,
    sources: [
      'https://www.cosmos-standard.org/es',
      'https://www.ocu.org/salud/cosmetica-natural',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Botica Verde', position: 1, sentiment: 'POSITIVE' },
      { name: 'DosisYa', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v6-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: 'FarmaPlus Online o Mercurio: ¿cuál es mejor farmacia online?',
    text: `Las dos son farmacias online autorizadas, pero hay diferencias claras en plazos, precios y atención [1][2].

| | FarmaPlus Online | Mercurio |
|---|---|---|
| Referencias | 18.000 | 25.000 |
| Envío gratis desde | 49 € | 39 € |
| Plazo habitual | 24–48 h | 24 h |
| Consulta farmacéutica | Por e-mail | Chat en directo |
| Valoración media | 4,3/5 | 4,8/5 |

## FarmaPlus Online
- Buen catálogo en higiene infantil y nutrición deportiva.
- Su atención al cliente por e-mail tarda uno o dos días en responder.

## Mercurio
- Catálogo más amplio y envío gratis antes.
- El chat con farmacéuticos es muy útil para dudas sobre medicamentos sin receta o interacciones.
- Las reseñas destacan sobre todo la rapidez y el embalaje cuidado [2].

## Pagos, devoluciones y programa de puntos
- **Formas de pago**: las dos aceptan tarjeta, PayPal y Bizum; solo Mercurio permite pagar a plazos en pedidos de más de 100 €.
- **Devoluciones**: 14 días naturales en ambas para productos sin abrir. Los medicamentos no se pueden devolver por motivos sanitarios, como en cualquier farmacia.
- **Programa de puntos**: FarmaPlus Online devuelve un 3 % en puntos canjeables en la siguiente compra; Mercurio ofrece cupones de bienvenida y descuentos por volumen en parafarmacia.
- **Zonas de envío**: FarmaPlus Online envía a Canarias medicamentos sin receta, mientras que Mercurio solo envía parafarmacia a las islas.

## Veredicto
**Mercurio** gana en casi todo: más productos, envíos más rápidos y mejor atención. FarmaPlus Online queda claramente por detrás, y no la elegiríamos salvo por una oferta puntual en un producto concreto.`,
    sources: [
      'https://www.trustpilot.com/review/farmaplusonline.es',
      'https://www.trustpilot.com/review/farmaciamercurio.es',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'FarmaPlus Online', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Mercurio', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ───────────────────────────── hard, es ─────────────────────────────
  {
    id: 'v6-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.colibri,
    prompt: '¿Qué lentes de sol llevar para ver colibríes en Costa Rica?',
    text: `Buena pregunta, porque los lentes equivocados pueden arruinar la experiencia. El plumaje del colibrí es iridiscente: sus colores dependen de cómo se refleja la luz, y los lentes polarizados eliminan precisamente esos reflejos, así que apagan el brillo de la garganta y la corona [1].

**Recomendaciones**
- **Lentes no polarizados** de categoría 2, con buen filtro UV. Colibríes y tangaras se ven con sus colores reales.
- Tonos **grises o marrones neutros**; evita los espejados y los de color.
- Los modelos no polarizados de **Miravista** (desde 599 MXN) funcionan muy bien para esto: ligeros, con filtro UV400 y buena nitidez [2].
- Si usas graduación, **Óptica Faro** puede hacerte unos con micas fotocromáticas, que se aclaran bajo el dosel del bosque.

**Dónde ver colibríes**
En Monteverde y San Gerardo de Dota hay comederos donde el colibrí de fuego y el colibrí magnífico se acercan a pocos metros. Lleva binoculares de 8×42: la luz bajo los árboles es escasa.`,
    sources: [
      'https://www.audubon.org/news/hummingbird-iridescence',
      'https://www.miravista.com.mx/sol',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Miravista', position: 1, sentiment: 'POSITIVE' },
      { name: 'Óptica Faro', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (common word): colibrí is the bird throughout, capitalised at the start of a sentence ("Colibríes y tangaras"); the optician is never named',
  },
  {
    id: 'v6-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.mercurio,
    prompt: 'Farmacias online confiables en Argentina con envío a Rosario',
    text: `En Argentina, las farmacias que venden online deben estar habilitadas por el Ministerio de Salud de su provincia y tener un farmacéutico responsable [1]. Para Rosario tenés varias opciones:

- **Las grandes cadenas nacionales** venden online con envío a Rosario en 24–48 h y retiro en sucursal.
- **Farmacias del Litoral**, cadena santafesina con 40 locales, tiene tienda online con envío en el día dentro de Rosario.
- **Farmacias independientes** del centro que toman pedidos por WhatsApp.

Un detalle que confunde a mucha gente: **Droguería Mercurio**, que aparece al buscar «Mercurio Rosario», es una droguería mayorista rosarina que abastece a farmacias desde 1978. No vende al público, así que no vas a poder comprarle directamente [2].

Antes de comprar, verificá que la web muestre el número de habilitación y el nombre del farmacéutico.`,
    sources: [
      'https://www.santafe.gov.ar/salud/farmacias-habilitadas',
      'https://www.drogueriamercurio.com.ar',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'same-name company in the same trade: Droguería Mercurio, a Rosario pharmaceutical wholesaler, named and linked in the sources; the Spanish online pharmacy Mercurio is never named and its URL is absent',
  },
  {
    id: 'v6-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Dónde comprar un termómetro digital online? ¿Todavía se venden los de mercurio?',
    text: `Los termómetros de mercurio están prohibidos en la Unión Europea desde 2009: el mercurio es muy tóxico si el termómetro se rompe y sus vapores se inhalan [1]. Hoy tienes dos alternativas fiables: los digitales de contacto y los de infrarrojos (frente u oído).

**Dónde comprarlos online**
- **FarmaPlus Online**: termómetros digitales desde 4,90 €, con envío en 24–48 h.
- **DosisYa**: el mismo modelo flexible a 3,95 €, el precio más bajo que hemos encontrado; es donde lo compraríamos [2].

**Si tienes un termómetro antiguo en casa**
Mercurio y vidrio roto no deben ir a la basura normal. Llévalo a un punto limpio o a tu farmacia, que lo entregará a un gestor autorizado. Si se rompe, ventila la habitación, no uses la aspiradora y recoge las gotas con una cartulina [3].`,
    sources: [
      'https://www.miteco.gob.es/mercurio',
      'https://www.comparafarma.es/termometros',
      'https://www.sanidad.gob.es/termometros-rotos',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'FarmaPlus Online', position: 1, sentiment: 'NEUTRAL' },
      { name: 'DosisYa', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (common word): mercurio is the metal in old thermometers, capitalised at the start of a sentence ("Mercurio y vidrio roto"); the pharmacy is never named',
  },
  {
    id: 'v6-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: 'Opiniones de Colibrí Óptica',
    text: `Sobre «opiniones de Colibrí Óptica»: no dispongo de datos de reseñas verificados y recientes de esa tienda. Lo que sí puedo ofrecerte es un resumen de las ópticas online más valoradas en España, según la OCU y las reseñas de clientes [1]:

1. **Miravista** — 4,6/5. Precios muy bajos, envío rápido y devoluciones sin problemas. Muy recomendable para monturas sencillas.
2. **Óptica Faro** — 4,4/5. Combina tienda física y web, ideal para graduaciones complejas.
3. **Lentix** — 4,5/5. La referencia para lentillas.

Consejo: al leer opiniones de cualquier óptica online, fíjate en las que hablan de la calidad de las lentes y de la gestión de devoluciones, no solo del plazo de envío.`,
    sources: ['https://www.ocu.org/salud/gafas-online'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Miravista', position: 1, sentiment: 'POSITIVE' },
      { name: 'Óptica Faro', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lentix', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt: the brand appears only in the quoted restatement of the prompt ("esa tienda" afterwards); the answer lists competitors only',
  },
  {
    id: 'v6-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Qué farmacia online tiene la leche infantil más barata?',
    text: `Hemos comparado el precio de tres leches de continuación muy vendidas (lata de 800 g) en las principales farmacias online [1]:

1. **DosisYa** — la más barata en las tres, con un 8 % extra de descuento en packs de seis latas. Nuestra recomendación.
2. **FarmaPlus Online** — unos 50 céntimos más cara por lata, pero con envío gratuito desde 49 € y plan de suscripción.

**Fuera de la lista:** Mercurio no entra en esta selección. Es una farmacia excelente en otros aspectos, pero en leche infantil sus precios son un 12 % más altos que los de DosisYa y no hace descuentos por volumen. Para este producto concreto, no compensa.

Recuerda que la leche de inicio (tipo 1) solo debe cambiarse siguiendo la indicación del pediatra.`,
    sources: ['https://www.comparafarma.es/leche-infantil'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'DosisYa', position: 1, sentiment: 'POSITIVE' },
      { name: 'FarmaPlus Online', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mercurio', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion ("Fuera de la lista: Mercurio no entra") softened by "excelente en otros aspectos"; the exclusion prevails',
  },
  {
    id: 'v6-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: '¿Compro mis lentillas tóricas en Colibrí?',
    text: `Para lentillas tóricas (para astigmatismo), mejor busca en otra parte. Colibrí está muy centrada en gafas y solo ofrece dos modelos tóricos mensuales, sin versión diaria y con ejes limitados a saltos de 20° [1]. Si tu eje no está en su catálogo, directamente no podrás pedirlas.

Elige **Lentix** en su lugar: tiene más de 15 modelos tóricos, diarios y mensuales, en todos los ejes habituales, y sus precios son de los más bajos del mercado [2].

Y si es tu primera adaptación de tóricas, hazla con tu óptico: la rotación de la lentilla en el ojo tiene que comprobarse en consulta.`,
    sources: [
      'https://www.colibrioptica.com/es/lentillas',
      'https://www.lentix.es/toricas',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Colibrí', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Lentix', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict sending the reader elsewhere ("mejor busca en otra parte", "Elige Lentix en su lugar")',
  },
  {
    id: 'v6-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: 'Vivo en Tenerife: ¿me sirve Mercurio como farmacia online?',
    text: `Mercurio es una farmacia online estupenda en la península: envío en 24 h, precios ajustados y un chat farmacéutico que responde en minutos [1].

El problema es Canarias. Mercurio no envía medicamentos a las islas, y los pedidos de parafarmacia tardan entre 7 y 10 días por los trámites del DUA, con un recargo de 9,90 € [2]. Para alguien que vive en Tenerife, no es la farmacia adecuada.

Te conviene más **FarmaPlus Online**: tiene almacén en Las Palmas, envía medicamentos sin receta a todas las islas en 48 h y no cobra recargo desde 49 €.`,
    sources: [
      'https://www.ocu.org/salud/farmacias-online',
      'https://www.farmaciamercurio.es/envios-canarias',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Mercurio', position: 1, sentiment: 'NEGATIVE' },
      { name: 'FarmaPlus Online', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise followed by a decisive reservation ("estupenda en la península… no es la farmacia adecuada")',
  },
  {
    id: 'v6-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.colibri,
    prompt: 'Vi malas reseñas de envíos de Colibrí en México, ¿me arriesgo a pedir mis lentes ahí?',
    text: `Las quejas existen y conviene conocerlas:
- En el Buen Fin de 2025 hubo retrasos de hasta tres semanas por saturación de paqueterías [1].
- El chat de atención solo funciona de lunes a viernes.
- La web es lenta al cargar el probador virtual desde el celular.

Aun así, yo sí pediría mis lentes en Colibrí. Fuera de esas fechas, los envíos llegan en 5–7 días, la calidad de las micas es de las mejores del mercado en línea, el optometrista revisa cada receta y la garantía de 30 días se cumple sin trabas, según la mayoría de las reseñas [2]. Evita pedir en noviembre y tendrás una muy buena experiencia.`,
    sources: [
      'https://www.profeco.gob.mx/quejas-buen-fin-2025',
      'https://www.colibrioptica.com/mx/opiniones',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Colibrí', position: 1, sentiment: 'POSITIVE' }],
    trap: 'reservations first (delays, chat hours, slow site), then a positive pick ("Aun así, yo sí pediría")',
  },
  {
    id: 'v6-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Qué farmacia online elegir según lo que más me importe?',
    text: `Depende de tu prioridad. Estas son nuestras elecciones por categoría, tras seis meses de pedidos de prueba [1].

### Atención farmacéutica
Nada supera a Mercurio en este punto. Su chat con farmacéuticos colegiados responde en menos de diez minutos, revisa posibles interacciones con lo que ya tomas y te avisa si un producto no es adecuado para embarazadas o niños. En nuestras pruebas fue la única que detectó una interacción real entre dos productos del carrito [2].

### Precio
**DosisYa** tiene los precios más bajos de forma constante, sobre todo en dermocosmética.

### Cosmética natural
**Botica Verde** es la especialista, con todos sus productos certificados.

### Catálogo infantil
FarmaPlus Online es nuestra elección aquí: la gama más amplia de higiene y alimentación infantil, con envío gratuito desde 49 €.`,
    sources: [
      'https://www.xataka.com/prueba-farmacias-online',
      'https://www.farmaciamercurio.es/consulta-farmaceutica',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mercurio', position: 1, sentiment: 'POSITIVE' },
      { name: 'DosisYa', position: 2, sentiment: 'POSITIVE' },
      { name: 'Botica Verde', position: 3, sentiment: 'POSITIVE' },
      { name: 'FarmaPlus Online', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: '"Nada supera a Mercurio" (comparison won by the brand, phrased as a negation); the praise sits only in the body under a heading that does not name the brand',
  },
  {
    id: 'v6-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: '¿Qué tal las gafas de sol graduadas de Colibrí?',
    text: `No están nada mal, la verdad. Colibrí no es precisamente la más barata (desde 119 € con graduación), pero es difícil ponerle pegas a lo que ofrece por ese precio [1]:

- **Lentes**: policarbonato con filtro UV400 y polarización opcional; nitidez sin distorsiones incluso en los bordes.
- **Monturas**: acetato italiano, bisagras flexibles, nada que envidiar a marcas mucho más caras.
- **Garantía**: dos años, y 30 días para devolverlas si no te convencen.

No diría que son perfectas: la gama de colores de las lentes es corta. Pero no se me ocurre una razón para no recomendarlas.`,
    sources: ['https://www.comparaopticas.es/colibri-sol-graduadas'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Colibrí', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes and negations: "no están nada mal", "no es precisamente la más barata", "difícil ponerle pegas", "nada que envidiar", "no se me ocurre una razón para no recomendarlas"',
  },
  {
    id: 'v6-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: 'Puntuaciones de Mercurio, FarmaPlus Online y DosisYa',
    text: `Estas son las puntuaciones de la última evaluación de farmacias online, sobre 100 puntos, con los criterios de plazo de entrega, exactitud de los pedidos, atención y precio [1]:

| Farmacia | Entrega | Exactitud | Atención | Precio | Total /100 |
|---|---|---|---|---|---|
| DosisYa | 48 | 61 | 40 | 86 | **54** |
| Mercurio | 92 | 95 | 90 | 74 | **88** |
| FarmaPlus Online | 75 | 80 | 62 | 69 | **71** |

Escala de la evaluación: 80 o más, «recomendada»; de 60 a 79, «aceptable»; menos de 60, «no recomendada» [2].

Muestra: 30 pedidos por farmacia entre junio y septiembre de 2026.`,
    sources: [
      'https://www.ocu.org/salud/farmacias-online-evaluacion-2026',
      'https://www.ocu.org/metodologia',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'DosisYa', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Mercurio', position: 2, sentiment: 'POSITIVE' },
      { name: 'FarmaPlus Online', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'verdict given only by figures and a rating scale (88 recommended, 71 acceptable, 54 not recommended); no judgement in prose',
  },
  {
    id: 'v6-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: 'Tengo 7 dioptrías de miopía, ¿puedo comprar las gafas online?',
    text: `Depende de la graduación exacta y del tipo de lente que necesites.

- **Si tienes más de 6 dioptrías o astigmatismo alto**, como parece ser tu caso, ve a **Óptica Faro**: miden el centrado de las lentes en tienda y trabajan lentes de índice 1,74, que reducen mucho el grosor. Con graduaciones altas, un error de centrado se nota [1].
- **Si no**, es decir, con graduaciones moderadas, **Colibrí** es una gran opción online: lentes de índice alto a buen precio, revisión de la receta por un optometrista y 30 días para devolverlas [2].

En ambos casos, elige una montura pequeña y de aro completo: esconde mejor el grosor del borde.`,
    sources: [
      'https://www.opticafaro.es/graduaciones-altas',
      'https://www.colibrioptica.com/es/lentes-alto-indice',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Óptica Faro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Colibrí', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation ("si tienes más de 6 dioptrías, Óptica Faro; si no, Colibrí es una gran opción"); both recommended, the competitor fits the asker better',
  },
  {
    id: 'v6-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Puedo confiar en Mercurio para la medicación sin receta que mi madre toma cada mes?',
    text: `Muchos clientes están contentos; una reseña típica dice:

> «Siempre llega al día siguiente y el chat me resolvió todas las dudas. ¡Un encanto!»

Sin embargo, para un tratamiento mensual que no puede fallar, hay problemas que pesan más. Desde la primavera de 2026, Mercurio acumula quejas por roturas de stock en productos habituales y por sustituciones de marca sin previo aviso, y no ofrece pedidos recurrentes automáticos [1][2].

Para la medicación de tu madre no te recomiendo Mercurio. **FarmaPlus Online** tiene un servicio de pedido recurrente que reserva el stock y te avisa antes de cada envío, que es justo lo que necesitas.`,
    sources: [
      'https://www.trustpilot.com/review/farmaciamercurio.es',
      'https://www.ocu.org/reclamaciones/farmacias-online',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Mercurio', position: 1, sentiment: 'NEGATIVE' },
      { name: 'FarmaPlus Online', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'quoted enthusiastic user review inside an answer whose verdict is negative ("no te recomiendo Mercurio")',
  },
  {
    id: 'v6-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.colibri,
    prompt: '¿Es confiable Colibrí para comprar lentes graduados en línea?',
    text: `Sobre si «Colibrí es confiable para comprar lentes graduados en línea», no hay una respuesta única.

Lo verificable: Colibrí está registrada ante la Cofepris como establecimiento de óptica, emite factura y ofrece 30 días para devoluciones [1]. Sus reseñas en línea están divididas: promedio de 3,9/5, con comentarios que van desde la calidad de las micas hasta retrasos en los envíos. Otras ópticas en línea, como Miravista, tienen promedios parecidos [2].

Que te funcione bien dependerá de tu graduación, de si tienes la distancia pupilar en la receta y de lo que valores más (precio, plazo o atención). Te sugiero leer las reseñas más recientes y revisar la política de devoluciones antes de decidir.`,
    sources: [
      'https://www.cofepris.gob.mx/registro-opticas',
      'https://www.profeco.gob.mx/lentes-en-linea',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Colibrí', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Miravista', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'branded prompt echoed in quotes, then the brand named again as the brand (a real mention, position 1 after the echo); hedged answer without a verdict (NEUTRAL)',
  },
  {
    id: 'v6-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.mercurio,
    prompt: '¿Dónde comprar online el test de embarazo digital más barato?',
    text: `Hemos comparado el precio del test de embarazo digital con indicador de semanas más vendido (caja de 1 unidad) [1]:

- **farmaciamercurio.es**: 9,95 €, con envío en 24 h y entrega en paquete discreto. Es el precio más bajo que hemos encontrado, y es donde te recomendamos comprarlo.
- **DosisYa**: 10,90 €, envío en 48–72 h.
- **FarmaPlus Online**: 11,40 €.

Si puedes esperar, las cajas de dos unidades salen más baratas por test en las tres tiendas.`,
    sources: ['https://www.comparafarma.es/test-embarazo'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Mercurio', position: 1, sentiment: 'POSITIVE' },
      { name: 'DosisYa', position: 2, sentiment: 'NEUTRAL' },
      { name: 'FarmaPlus Online', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain (farmaciamercurio.es) in the text, not among the sources',
  },
  {
    id: 'v6-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.colibri,
    prompt: 'Colibrí: ventajas e inconvenientes de comprar las gafas ahí',
    text: `### Ventajas
- Probador virtual preciso y medición de la distancia pupilar con la cámara.
- Monturas de buena calidad desde 59 €.
- Revisión de la receta por un optometrista.

### Inconvenientes
- Desde el cambio de proveedor de lentes en 2026, muchas reseñas hablan de lentes mal centradas y rehacerlas tarda tres semanas [1].
- No acepta devoluciones de lentes progresivas ni de graduaciones altas.
- El servicio de atención solo funciona por e-mail.

### Veredicto
Las ventajas son reales, pero hoy los inconvenientes pesan más: mientras no resuelva los problemas de centrado, no recomendaría Colibrí. Miravista ofrece una experiencia parecida con menos incidencias [2].`,
    sources: [
      'https://www.comparaopticas.es/opiniones-colibri',
      'https://www.ocu.org/salud/gafas-online',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Colibrí', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Miravista', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced pro/con review (no heading names the brand) whose final verdict is negative',
  },
];
