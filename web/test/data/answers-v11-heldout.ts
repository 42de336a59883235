// Eleventh held-out round of labelled engine answers (answers-v11-heldout.ts).
//
// Written on 2026-11-26 apart from the code. The author read only web/test/data/answers-v3-types.ts
// (the LabelledAnswerV3 type and the labelling conventions in its header comment); the author never
// opened nor ran the reader or any other code of the project, and read no other data set nor any
// history of the repository. Every label was set by hand, as a careful human reader would read the
// answer, never by running anything.
//
// 112 answers: per language (en, fr, de, es) 12 'typical' and 16 'hard'.
//
// Brands (all invented) and the homonyms used in the hard answers:
// - Gannet (en, UK guided coastal walking holidays): the seabird (northern gannet, Bass Rock,
//   gannets diving), British slang "gannet" for a greedy eater.
// - Cobbler (en, US meal kits): the dessert (peach / blackberry cobbler), even inside meal-kit
//   answers; also the competitor Forkful against the common word "forkful".
// - Pennywhistle (en, online music classes for small children): the tin whistle, an instrument,
//   in answers about children's music lessons.
// - Pivoine (fr, flower delivery): the flower (peony) in bouquet answers, the idiom "rougir comme
//   une pivoine".
// - Marmotte (fr/ch, mountain holidays): the animal, the cyclosportive La Marmotte (Alpe d'Huez),
//   the idiom "dormir comme une marmotte", hibernating marmots.
// - Galopin (fr/be, paediatric teleconsultation app): "un petit galopin", a young child, in
//   paediatric answers.
// - Ampel (de/at, driving-licence app): the traffic light in driving answers, the "Ampel"
//   coalition, a traffic-light progress display of a competitor's app.
// - Zaunkönig (de/at, fence-building platform): the bird (wren) in garden answers.
// - Alcancía (es/mx, savings app): the piggy bank ("alcancía de barro", "Alcancía física",
//   "alcancía compartida"), same trade.
// - Sereno (es, mattresses): the adjective ("ambiente sereno", "dormitorio sereno"), "dormir al
//   sereno" (in the open at night), "un sereno" (night watchman).
//
// Kinds of hard cases covered: homonyms of every kind (animal, bird, instrument, flower, dessert,
// idiom, political coalition, traffic light, piggy bank, adjective, job, sports event), a homonym
// before the brand (position), a competitor's homonym; a branded prompt restated in the answer then
// only competitors; exclusions ("why X isn't on this list", "keine Option", "dejé fuera"); verdicts
// that send the reader elsewhere; praise then a decisive reservation; reservations then a positive
// pick; comparisons won by either side; litotes and double negations (towards a positive and
// towards a negative verdict); verdicts given only by scores, stars, ranks or a table column;
// conditional recommendations and recommendations through the reader's situation; quoted user
// reviews whose tone differs from the verdict (both ways); hedged answers with no verdict; the
// brand named only by its domain; cited only through sources; balanced pro/con reviews closed by
// a verdict (brand named only in the verdict); praise only in the body of a heading's section;
// indirect criticism inside advice; the brand as the example of what to avoid in a checklist; an
// advice checklist table with ticks; FAQ-style answers with the verdict in the last answer; three
// brands ranked with the brand in the middle; irony; "the only downside is…" then a strong pick;
// a verdict only in a footnote-like last line.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  gannet: {
    brandName: 'Gannet',
    aliases: ['Gannet Holidays'],
    url: 'https://www.gannetholidays.co.uk',
    competitors: ['Headland Walking Co', 'Saltmarsh Trails', 'Tidewater Tours'],
    context: 'UK operator of small-group guided coastal walking holidays with a wildlife focus',
  },
  cobbler: {
    brandName: 'Cobbler',
    aliases: ['Cobbler Kitchen'],
    url: 'https://www.cobblerkitchen.com',
    competitors: ['Forkful', 'Pantry Pilot', 'Sprig & Skillet'],
    context: 'US meal-kit delivery service for families',
  },
  pennywhistle: {
    brandName: 'Pennywhistle',
    url: 'https://www.pennywhistlelessons.com',
    competitors: ['Tunebright', 'Maestrino', 'Chordling'],
    context: 'Online live music classes for young children (ages 4 to 8)',
  },
  pivoine: {
    brandName: 'Pivoine',
    aliases: ['Pivoine Fleurs'],
    url: 'https://www.pivoine-fleurs.fr',
    competitors: ['Bouquet Minute', 'Pétale & Co', 'Florélia'],
    context: 'Site français de livraison de fleurs en ligne',
  },
  marmotte: {
    brandName: 'Marmotte',
    aliases: ['Marmotte Voyages'],
    url: 'https://www.marmotte-voyages.fr',
    competitors: ['Cime & Neige', 'Chalets Sommet', 'Altitude Évasion'],
    context: 'Agence de séjours et de locations à la montagne (Alpes françaises et suisses)',
  },
  galopin: {
    brandName: 'Galopin',
    aliases: ['Galopin Santé'],
    url: 'https://www.galopin-sante.fr',
    competitors: ['Pédiaclic', 'MédiKid', 'Doudou Santé'],
    context: 'Application de téléconsultation pédiatrique',
  },
  ampel: {
    brandName: 'Ampel',
    aliases: ['Ampel-App', 'Ampel App'],
    url: 'https://www.ampel-app.de',
    competitors: ['Theoriefuchs', 'Spurwerk', 'LernDrive'],
    context: 'Führerschein-App: Theorie lernen und Fahrstunden bei Partnerfahrschulen buchen',
  },
  zaunkoenig: {
    brandName: 'Zaunkönig',
    aliases: ['Zaunkoenig'],
    url: 'https://www.zaunkoenig.de',
    competitors: ['Pfostenwerk', 'Gartenheld', 'Heckenprofi'],
    context: 'Vermittlungsplattform für Zaunbau mit geprüften Handwerksbetrieben',
  },
  alcancia: {
    brandName: 'Alcancía',
    aliases: ['Alcancia'],
    url: 'https://www.alcancia.mx',
    competitors: ['Ahorrito', 'PlataFácil', 'Monedero Azul'],
    context: 'App mexicana de ahorro automático con rendimiento diario',
  },
  sereno: {
    brandName: 'Sereno',
    aliases: ['Sereno Colchones'],
    url: 'https://www.serenocolchones.es',
    competitors: ['Nubeblanca', 'Descansa+', 'Olmo Sleep'],
    context: 'Marca española de colchones vendidos online',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V11_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── English · typical ─────────────────────────────
  {
    id: 'v11-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `What are the best meal kit delivery services for families in 2026?`,
    text: `Family meal kits have improved a lot: bigger portions, kid-friendly menus and less packaging. Here are the services that stand out for households of four or more [1][2].

### 1. Cobbler — Best overall for families
- **Why it stands out:** a dedicated "Family Table" menu with 20+ recipes a week, most ready in 30 minutes.
- **Portions:** 4- and 6-serving boxes, which few rivals offer.
- **Price:** about $8.50 per serving on the 4-person plan.
- **Good to know:** the allergen filters (nut-free, gluten-free) work well in practice [1].

### 2. Forkful — Best for picky eaters
- **Why it stands out:** "build your own" plates, so each child can swap a side.
- **Price:** around $9 per serving.
- **Good to know:** weekly reminders in the app make skipping a week easy [2].

### 3. Pantry Pilot — Best budget option
- **Why it stands out:** the lowest price per serving in this list (from $6.99).
- **Trade-off:** simpler recipes and fewer fresh herbs — but for busy weeknights that's perfectly fine.

| Service | Price / serving | Family sizes | Prep time |
|---|---|---|---|
| Cobbler | ~$8.50 | 4 or 6 | 20–30 min |
| Forkful | ~$9.00 | 4 | 25–35 min |
| Pantry Pilot | ~$6.99 | 4 | 30–40 min |

**Bottom line:** Cobbler is the strongest all-round choice for families; Forkful suits households with very different tastes, and Pantry Pilot is the pick if budget comes first.`,
    sources: [
      'https://www.cobblerkitchen.com/family-table',
      'https://www.cnet.com/home/kitchen-and-household/best-meal-kit-delivery-services/',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cobbler', position: 1, sentiment: 'POSITIVE' },
      { name: 'Forkful', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pantry Pilot', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `Is Cobbler worth it?`,
    text: `Short answer: for most people, **not at the current price**. Cobbler built its reputation on generous family portions, but several things have changed in the past year [1][2].

## What's good
- Recipes are well tested and genuinely family-friendly.
- The 6-serving box is rare in the category.

## What's not
- **Price creep:** the 4-person plan went from $7.99 to $9.49 per serving in 2026 [1].
- **Delivery reliability:** many reviewers report late boxes and warm ice packs, especially in the South and Midwest [2].
- **Customer service:** refunds for missing ingredients are issued as credits, not cash.

## A cheaper, more reliable alternative
| Service | Price / serving | On-time delivery (reported) |
|---|---|---|
| Cobbler | $9.49 | ~82% |
| Forkful | $8.99 | ~95% |

Forkful covers the same family use case, with a more dependable delivery network and cash refunds.

**Bottom line:** Cobbler's recipes are good, but given the price and the delivery problems I'd go with Forkful unless you specifically need 6 servings.`,
    sources: [
      'https://www.consumerreports.org/food/meal-kits/meal-kit-prices-2026/',
      'https://www.trustpilot.com/review/cobblerkitchen.com',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cobbler', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Forkful', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `How do I cancel my Cobbler subscription?`,
    text: `You can cancel Cobbler online in a few minutes; no phone call is required [1].

### Steps
1. Log in at cobblerkitchen.com (cancellation is not available in the mobile app).
2. Go to **Account → Plan Settings**.
3. Click **Cancel plan** at the bottom of the page.
4. Choose a reason (optional) and confirm.
5. You'll receive a confirmation email — keep it until your last box has shipped.

### Timing
- The weekly cutoff is **Wednesday 11:59 p.m. PT**. If you cancel after the cutoff, the next box still ships and is charged [1].
- Unused credits expire 60 days after cancellation.

### Alternatives to cancelling
- **Pause:** you can skip up to 8 consecutive weeks.
- **Downgrade:** switch from 4 to 2 servings, or from 4 to 3 meals a week.

### If the button is missing
If **Cancel plan** doesn't appear, the account usually has an unpaid order; settle it first or contact support through the chat on the Help page [2].`,
    sources: [
      'https://www.cobblerkitchen.com/help/cancel-plan',
      'https://www.cobblerkitchen.com/help/contact',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cobbler', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `What's the cheapest meal kit delivery right now?`,
    text: `Prices change often with promotions, but based on regular (non-introductory) pricing in late 2026, these are the cheapest meal kits in the US [1][2]:

1. **Pantry Pilot** — from **$6.99/serving**
   - Simple 5–6 ingredient recipes, 30–40 minutes.
   - Shipping: $10.99 per box.
2. **Budget Bites Box** — from **$7.49/serving**
   - Rotating menu of 12 recipes; limited vegetarian choice.
3. **Sprig & Skillet** — from **$7.99/serving**
   - Slightly pricier per serving, but free shipping on boxes over $60, which often makes it the cheapest in practice.

| Kit | Per serving | Shipping | Real cost, 3 meals × 4 people |
|---|---|---|---|
| Pantry Pilot | $6.99 | $10.99 | ~$94.87 |
| Budget Bites Box | $7.49 | $9.99 | ~$99.87 |
| Sprig & Skillet | $7.99 | free | ~$95.88 |

**Tips to pay less**
- Take the introductory offers (often 50–60% off the first box), then skip weeks.
- Choose 4 servings × 3 meals rather than 2 × 5: per-serving prices drop with larger boxes.

**Bottom line:** both are good picks — Pantry Pilot if you want the lowest sticker price, Sprig & Skillet if you want more variety for almost the same total.`,
    sources: [
      'https://www.nerdwallet.com/article/shopping/cheapest-meal-kits',
      'https://www.bankrate.com/personal-finance/cheapest-meal-delivery-kits/',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pantry Pilot', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sprig & Skillet', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Best guided coastal walking holidays in the UK?`,
    text: `The UK has some of the best coastal walking in Europe, and a guided trip takes care of route-finding, luggage and accommodation. These operators get consistently strong reviews [1][2][3].

### 1. Headland Walking Co — Best for the South West Coast Path
- Small groups (max 12), 5- to 8-day itineraries in Cornwall and Devon.
- Excellent local guides; luggage transfer included.
- From £1,195 for 6 nights.

### 2. Gannet Holidays — Best for wildlife lovers
- Routes in Northumberland, Pembrokeshire and on the Scottish east coast, timed for seabird and seal seasons.
- Guides are trained naturalists, so walks double as wildlife days.
- From £1,090 for 5 nights; binoculars provided.

### 3. Saltmarsh Trails — Best for easy-going walkers
- Flat coastal routes in Norfolk and Suffolk, 8–12 km a day.
- A great choice for first-timers or mixed-fitness groups.
- From £890 for 4 nights.

| Operator | Regions | Group size | Daily distance | From |
|---|---|---|---|---|
| Headland Walking Co | Cornwall, Devon | ≤12 | 14–20 km | £1,195 |
| Gannet Holidays | Northumberland, Wales, Scotland | ≤10 | 10–16 km | £1,090 |
| Saltmarsh Trails | Norfolk, Suffolk | ≤14 | 8–12 km | £890 |

**Bottom line:** pick Headland for dramatic cliffs, Gannet Holidays if wildlife is a priority, and Saltmarsh Trails for a gentle first walking holiday.`,
    sources: [
      'https://www.theguardian.com/travel/2026/mar/14/best-guided-coastal-walks-uk',
      'https://www.gannetholidays.co.uk/trips',
      'https://www.walkingenglishman.com/guided-walking-holidays.htm',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Headland Walking Co', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gannet', position: 2, sentiment: 'POSITIVE' },
      { name: 'Saltmarsh Trails', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Gannet Holidays reviews`,
    text: `Gannet Holidays is a small UK operator running guided coastal walks with a wildlife focus. Across Trustpilot and walking forums, reviews are mostly positive (about 4.6/5 from ~900 reviews) [1][2].

## What reviewers praise
- **Guides:** almost every review mentions knowledgeable, friendly naturalist guides.
- **Small groups:** ten people maximum, so walks feel personal.
- **Accommodation:** well-chosen inns, often family-run.

## Common complaints
- **Price:** a bit higher than self-guided alternatives.
- **Pace:** a few walkers found the wildlife stops slowed the day down.
- **Single supplement:** £240 on most trips [3].

## Compared with similar operators
- Tidewater Tours is cheaper but runs larger groups (up to 18).
- Headland Walking Co covers more dramatic cliff routes but has less wildlife content.

## Verdict
If you want a walking holiday where someone points out puffins, seals and rare plants along the way, Gannet Holidays is well worth the money. The complaints are minor and concern pace and price rather than organisation.`,
    sources: [
      'https://uk.trustpilot.com/review/gannetholidays.co.uk',
      'https://www.walkhighlands.co.uk/Forum/viewtopic.php?t=48812',
      'https://www.gannetholidays.co.uk/booking-conditions',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Gannet', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tidewater Tours', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Headland Walking Co', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v11-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'de',
    profile: BRANDS.gannet,
    prompt: `Self-guided or guided walking holiday in Cornwall — which is better for a first trip? We're flying in from Munich.`,
    text: `Both work well in Cornwall; the right choice depends on your confidence with navigation and how much you want to plan [1].

### Guided walking holidays
**Pros**
- A guide handles navigation, tides and weather calls — important on the cliff sections.
- Social: good if you're travelling solo.

**Cons**
- Fixed dates and pace.
- Typically 30–50% more expensive.

**Example:** Headland Walking Co runs 6-night guided trips on the north Cornwall coast from £1,195 and has a reputation for superb guides [2].

### Self-guided walking holidays
**Pros**
- Start any day and walk at your own pace.
- Cheaper: luggage transfer and accommodation are booked for you, but there's no guide.

**Cons**
- You need to read maps or use an app offline; phone signal is patchy on the coast.

**Example:** Tidewater Tours sells self-guided packages from £640 for 5 nights, with route notes and a GPX file [3].

| | Guided | Self-guided |
|---|---|---|
| Price (6 nights) | £1,100–1,400 | £650–900 |
| Flexibility | Low | High |
| Navigation | Done for you | Your job |
| Best for | Solo travellers, first-timers | Couples, confident walkers |

**For a first trip**, especially if you're flying in and don't know the coast path, a guided trip is the safer choice, and Headland Walking Co is a reliable place to start. Newquay has direct flights from several German airports in summer.`,
    sources: [
      'https://www.visitcornwall.com/walking',
      'https://www.headlandwalking.co.uk/cornwall',
      'https://www.tidewatertours.co.uk/self-guided',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Headland Walking Co', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tidewater Tours', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v11-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `How much does a Gannet Holidays walking trip cost?`,
    text: `Gannet Holidays prices its guided walks per person, based on two sharing, including accommodation, breakfasts, packed lunches, a guide and luggage transfer [1].

### 2026 prices (per person)
| Trip | Nights | Price | Single supplement |
|---|---|---|---|
| Northumberland Coast & Farne Islands | 5 | £1,090 | £220 |
| Pembrokeshire Puffin Walk | 6 | £1,260 | £240 |
| Aberdeenshire Cliffs | 6 | £1,310 | £240 |
| Shetland Wildlife Week | 7 | £1,890 | £300 |

### What's included
- Guided walking every day (10–16 km)
- Dinner on 3–4 evenings on most trips
- Boat trips where listed (e.g. the Farne Islands landing fee)

### What's extra
- Travel to the start point
- Travel insurance (required)
- Drinks and the remaining dinners

### Deposits and discounts
- A £250 deposit secures a place; the balance is due 8 weeks before departure [1].
- Returning walkers get 5% off; groups of six or more booking together get 10% off [2].`,
    sources: [
      'https://www.gannetholidays.co.uk/prices-2026',
      'https://www.gannetholidays.co.uk/offers',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Gannet', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pennywhistle,
    prompt: `Best online music lessons for kids?`,
    text: `Online lessons for children have become a solid alternative to a local teacher, especially for beginners. Here are the platforms parents rate highest in 2026 [1][2]:

1. **Tunebright** — *Best overall*
   - Live 1:1 lessons in piano, guitar, violin and voice, ages 6–16.
   - Teachers are vetted and follow a structured curriculum with grade exams.
   - From $32 per 30-minute lesson.
2. **Pennywhistle** — *Best for young beginners (ages 4–8)*
   - Short, playful 20-minute group sessions that build rhythm and note-reading before any instrument commitment.
   - Parents love the progress stickers and the weekly "family concert" videos [3].
   - From $19/month for unlimited group classes.
3. **Chordling** — *Best budget app*
   - Self-paced video lessons with real-time feedback through the device's microphone.
   - Great value at $9.99/month, though there's no live teacher.

| Platform | Format | Ages | Price |
|---|---|---|---|
| Tunebright | Live 1:1 | 6–16 | $32 / lesson |
| Pennywhistle | Live group | 4–8 | $19 / month |
| Chordling | App, self-paced | 7+ | $9.99 / month |

**How to choose:** start with Pennywhistle for preschoolers, move to Tunebright once your child has picked an instrument, and use Chordling for extra practice between lessons.`,
    sources: [
      'https://www.parents.com/best-online-music-lessons-for-kids-2026',
      'https://www.commonsensemedia.org/lists/music-learning-apps',
      'https://www.pennywhistlelessons.com/how-it-works',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tunebright', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pennywhistle', position: 2, sentiment: 'POSITIVE' },
      { name: 'Chordling', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pennywhistle,
    prompt: `Is Pennywhistle good for a 10-year-old?`,
    text: `Probably not. Pennywhistle is designed for children aged 4 to 8, and most of what makes it charming for that age group works against an older child [1].

### Why it's a poor fit at 10
- **Content level:** the group sessions focus on clapping rhythms, simple songs and recognising notes. A 10-year-old will likely find them babyish within a few weeks.
- **No real instrument track:** there's no structured piano or guitar progression after level 3 [2].
- **Group format:** classes mix ages 4–8, so the pace is set by the youngest.

### What to choose instead
- **Maestrino** — live 1:1 lessons with a teacher matched to your child's instrument and level; ages 8–17; from $28 per lesson. Children of 10 tend to progress much faster in a 1:1 format [3].
- A local teacher, if you can find one with availability.

| | Pennywhistle | Maestrino |
|---|---|---|
| Ages | 4–8 | 8–17 |
| Format | Group, 20 min | 1:1, 30–45 min |
| Instrument path | Pre-instrument | Piano, guitar, violin, drums |

**Bottom line:** for a 10-year-old, skip Pennywhistle and go with Maestrino or a private teacher.`,
    sources: [
      'https://www.pennywhistlelessons.com/faq',
      'https://www.reddit.com/r/Parenting/comments/1f3kq2x/online_music_classes_for_older_kids/',
      'https://www.maestrino.com/ages-8-17',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pennywhistle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Maestrino', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.pennywhistle,
    prompt: `Apps to learn piano for kids?`,
    text: `Here are the piano-learning apps and platforms that work best for children in the UK, from practice tools to live teaching [1][2]:

### 1. Chordling — Best for daily practice
- Listens through the microphone and gives instant feedback on wrong notes.
- Game-like levels keep 7–12-year-olds motivated.
- £7.99/month; family plan for up to three children.

### 2. Tunebright — Best with a real teacher
- Weekly live lessons with a vetted teacher, plus an app for homework.
- Follows ABRSM-style grades, useful if you want exams later.
- From £26 per lesson.

### 3. Maestrino — Best for flexible scheduling
- Book lessons on demand, including weekends and evenings.
- Teachers record short practice videos after each session.
- From £24 per lesson.

| App | Teacher | Exams | Price |
|---|---|---|---|
| Chordling | No | No | £7.99/mo |
| Tunebright | Yes | Grade track | £26/lesson |
| Maestrino | Yes | Optional | £24/lesson |

**Tip:** most children do best with a mix — a live teacher once a week and a practice app on the days in between. A digital keyboard with weighted keys (from about £250) is enough to start.`,
    sources: [
      'https://www.which.co.uk/reviews/music-apps/article/best-piano-apps-for-kids',
      'https://www.musicteachers.co.uk/resources/online-lessons',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Chordling', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tunebright', position: 2, sentiment: 'POSITIVE' },
      { name: 'Maestrino', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pennywhistle,
    prompt: `Pennywhistle family plan price`,
    text: `Pennywhistle offers three plans, billed monthly or yearly. Prices below are for the US as of November 2026 [1].

| Plan | Children | Monthly | Yearly (per month) | What's included |
|---|---|---|---|---|
| Solo | 1 | $19 | $15 | Unlimited group classes, practice videos |
| Family | Up to 3 | $34 | $27 | Everything in Solo, shared parent dashboard |
| Family Plus | Up to 3 | $49 | $39 | Family + one 1:1 check-in per month |

### Details
- **Free trial:** 7 days on Solo and Family; Family Plus has no trial.
- **Siblings:** each child gets a separate profile and level; classes are booked per child.
- **Switching plans:** upgrades apply immediately; downgrades take effect at the next billing date.
- **Cancellation:** monthly plans can be cancelled any time from the parent dashboard; yearly plans are refundable within 14 days [2].

With three children enrolled, the yearly Family plan works out at $9 per child per month.`,
    sources: [
      'https://www.pennywhistlelessons.com/pricing',
      'https://www.pennywhistlelessons.com/terms#cancellation',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pennywhistle', position: 1, sentiment: 'NEUTRAL' }],
  },
  // ───────────────────────────── English · hard ─────────────────────────────
  {
    id: 'v11-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Where can I see seabirds in Scotland in June, and are there tours?`,
    text: `June is peak season for Scotland's seabird colonies. The highlights [1][2]:

### Bass Rock (East Lothian)
The world's largest colony of northern gannets — over 150,000 birds, turning the rock white. Boat trips leave from North Berwick; landing trips are limited and sell out early.

### Isle of May (Firth of Forth)
Puffins, razorbills and guillemots at close range. Day trips from Anstruther.

### Hermaness (Shetland)
Dramatic cliffs with gannets, great skuas and puffins; a 5 km walk from the car park.

### Tours
- **Saltmarsh Trails** runs a 4-night "East Coast Seabirds" trip combining Bass Rock and the Isle of May with a naturalist guide — one of the best-reviewed options for first-timers [3].
- For Shetland, local boat operators from Lerwick are the easiest way to watch gannets diving up close.

**Tip:** bring a waterproof layer and a hat — a colony of gannets is not shy about what it drops on boat passengers.`,
    sources: [
      'https://www.rspb.org.uk/days-out/seabird-spectacles',
      'https://www.seabird.org/visit',
      'https://www.saltmarshtrails.co.uk/east-coast-seabirds',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Saltmarsh Trails', position: 1, sentiment: 'POSITIVE' }],
    trap: `homonym: "gannets" are only the seabird (northern gannet, Bass Rock); the operator Gannet Holidays is never named`,
  },
  {
    id: 'v11-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `Which meal kits have good desserts?`,
    text: `Most meal kits focus on mains, but a few now include desserts or sweet add-on boxes [1]:

1. **Sprig & Skillet** — the best dessert add-ons right now. Their seasonal peach cobbler kit (pre-measured crumble topping, fresh peaches, 35 minutes) is a reader favourite, and the molten chocolate pots are foolproof [2].
2. **Pantry Pilot** — offers two desserts a week at $3.99 per serving, mostly simple bakes such as a blackberry cobbler or banana bread.
3. **Budget Bites Box** — no desserts yet.

**If you'd rather bake from scratch:** a classic cobbler is one of the easiest desserts for a crowd — fruit on the bottom, a scone-like batter on top, 40 minutes in the oven. Serve it warm with vanilla ice cream; every forkful is even better the next day.`,
    sources: [
      'https://www.eater.com/meal-kits-with-desserts',
      'https://www.sprigandskillet.com/desserts',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sprig & Skillet', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pantry Pilot', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: `same-trade homonym: "cobbler" is the dessert inside a meal-kit answer (three times); "forkful" is a common word, not the competitor Forkful`,
  },
  {
    id: 'v11-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'ie',
    profile: BRANDS.pennywhistle,
    prompt: `What's the easiest instrument for a 6-year-old to start with?`,
    text: `For a 6-year-old, the best first instruments are small, cheap and quick to produce a pleasant sound [1][2]:

### 1. Pennywhistle (tin whistle)
- Costs €10–15, fits in a school bag and has only six holes.
- Children can play a recognisable tune within a week.
- Ideal if your child likes Irish or folk music; many Irish primary schools teach it.

### 2. Recorder
- Similar to the pennywhistle but with a thumb hole and a softer tone; widely taught at school.

### 3. Ukulele
- Four nylon strings, gentle on small fingers; chords come quickly.

### 4. Piano / keyboard
- A very logical layout for understanding notes, though progress feels slower at first.

### Lessons
If you want structured lessons rather than YouTube, **Tunebright** offers live online lessons from age 6 with patient, well-reviewed teachers, and the trial lesson is free [3].

**Bottom line:** start with a pennywhistle or a recorder for the quickest wins, then move to piano or ukulele once your child wants more.`,
    sources: [
      'https://www.rte.ie/lifestyle/living/2025/0912/first-instrument-for-kids/',
      'https://comhaltas.ie/music/tin-whistle',
      'https://www.tunebright.com/trial',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Tunebright', position: 1, sentiment: 'POSITIVE' }],
    trap: `same-trade homonym: the pennywhistle is the instrument (even as a ranked heading), not the lesson platform Pennywhistle`,
  },
  {
    id: 'v11-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `Cobbler meal kit review`,
    text: `There's no single verdict on "Cobbler meal kit review" — reviews of meal kits vary a lot by region, delivery week and household. What I can do is summarise how the better-documented family meal kits compare on the criteria reviewers care about most [1][2].

| Criterion | Forkful | Pantry Pilot |
|---|---|---|
| Price / serving | $8.99 | $6.99 |
| Recipe variety | 30+ a week | 15 a week |
| On-time delivery | ~95% | ~88% |
| Packaging | Mostly recyclable | Mixed |

### Forkful
Consistently praised for reliable delivery and flexible plates; the best all-rounder of the two.

### Pantry Pilot
Cheapest, but reviewers often mention bruised produce and a repetitive menu — I'd avoid it for now.

### How to judge any meal kit yourself
- Order the intro box and check ingredient freshness on arrival.
- Time one recipe against the stated prep time.
- Read reviews from the last three months only — quality changes fast.

**Bottom line:** if you want a dependable family meal kit today, Forkful is the safest choice.`,
    sources: [
      'https://www.tomsguide.com/best-picks/best-meal-kits',
      'https://www.reddit.com/r/mealkits/comments/1g8pz1d/2026_meal_kit_megathread/',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Forkful', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pantry Pilot', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `branded prompt restated in quotes inside the answer, then only competitors are named`,
  },
  {
    id: 'v11-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Walking holidays in Pembrokeshire with luggage transfer between inns?`,
    text: `Pembrokeshire's coast path is perfect for inn-to-inn walking. These operators move your luggage between every night's accommodation [1][2]:

1. **Headland Walking Co** — 7-night guided or self-guided itinerary from St Dogmaels to Dale; luggage moved daily; excellent route notes. From £980.
2. **Tidewater Tours** — shorter 4- and 5-night options around St Davids, flexible start dates, luggage included. Good value from £690.

**Why Gannet Holidays isn't on this list:** their Pembrokeshire Puffin Walk is a base-camp trip — you stay in one hotel in Marloes and are driven to each day's start, and bags are not moved between inns. If a linear, point-to-point walk with luggage transfer is what you're after, it doesn't fit [3].

**Tips**
- Book May–June for seabirds and wildflowers, September for quieter paths.
- The section from Newport to Fishguard is the hardest; consider splitting it.`,
    sources: [
      'https://www.pembrokeshirecoast.wales/coast-path/',
      'https://www.headlandwalking.co.uk/pembrokeshire',
      'https://www.gannetholidays.co.uk/trips/pembrokeshire-puffin-walk',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Headland Walking Co', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tidewater Tours', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gannet', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `exclusion: "Why Gannet Holidays isn't on this list" — named last, excluded for the reader's need`,
  },
  {
    id: 'v11-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pennywhistle,
    prompt: `Pennywhistle or Chordling for my 6-year-old?`,
    text: `Pennywhistle has a lot going for it at that age: the teachers are warm and patient, the 20-minute sessions match a 6-year-old's attention span, and the weekly "family concert" videos are genuinely lovely. Many parents say their child asks to go to class [1].

However, one issue outweighs all of that right now. Since September, Pennywhistle only sells annual plans ($180 upfront) with no refund after 14 days, and several parents report being charged for a second year without a reminder email [2][3]. For a 6-year-old whose interests may change in two months, that is a real risk.

**Chordling** is less charming — it's an app, not a live class — but it costs $9.99 a month, can be cancelled any time, and its note-recognition games work well from age 6.

**My recommendation:** go with Chordling for now. Revisit Pennywhistle only if it brings back monthly billing.`,
    sources: [
      'https://www.commonsensemedia.org/reviews/pennywhistle',
      'https://www.bbb.org/us/ca/san-mateo/profile/online-education/pennywhistle-lessons',
      'https://www.reddit.com/r/Parenting/comments/1fz0c9q/pennywhistle_annual_plan_charge/',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pennywhistle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Chordling', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `praise first (teachers, format, videos), then a decisive reservation and a pick of the competitor`,
  },
  {
    id: 'v11-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `Best meal kit for a family with a coeliac child?`,
    text: `Let's get the downsides out of the way first. Cobbler is not cheap (about $9.49 a serving), its menu is smaller than its rivals' (around 18 recipes a week), and its packaging still uses a lot of plastic. On paper, it's not the obvious choice [1].

But for your situation it is the right one. Cobbler is the only major kit that packs gluten-free meals in a separate, sealed bag prepared on a dedicated line, and every recipe card flags cross-contamination risks [2]. Parents of coeliac children consistently say it's the one service they trust.

By contrast, Pantry Pilot labels recipes as "gluten-friendly" but prepares them alongside wheat products — not suitable for a coeliac child [3].

**Pick:** Cobbler's Family Table plan with the gluten-free filter on.`,
    sources: [
      'https://www.cobblerkitchen.com/family-table',
      'https://celiac.org/about-celiac-disease/living-gluten-free/meal-kits/',
      'https://www.pantrypilot.com/allergens',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cobbler', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pantry Pilot', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `reservations first (price, menu, packaging, "not the obvious choice"), then a positive pick`,
  },
  {
    id: 'v11-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Is Gannet Holidays any good for a wildlife walking trip?`,
    text: `Gannet Holidays is not without its flaws — the single supplement stings and the itineraries don't leave much free time — but I'd be hard pressed to name a better-run wildlife walking operator in the UK. Their guides don't just know the path; they know which ledge the fulmars nest on and when the seals haul out [1][2].

A few things reviewers mention again and again:
- Not once in ~900 Trustpilot reviews is there a complaint about a cancelled departure.
- The packed lunches are no small thing: even the gannets in the group (you know, the ones who go back for thirds) come home happy.
- Groups are never larger than ten.

Saltmarsh Trails, the name that often comes up as an alternative, isn't bad, but its routes are shorter and the guiding is more generalist; it's not what I would book for a wildlife trip [3].

**In short:** it would be hard not to recommend Gannet Holidays.`,
    sources: [
      'https://uk.trustpilot.com/review/gannetholidays.co.uk',
      'https://www.countryfile.com/go-outdoors/walks/wildlife-walking-holidays',
      'https://www.saltmarshtrails.co.uk/about',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Gannet', position: 1, sentiment: 'POSITIVE' },
      { name: 'Saltmarsh Trails', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `litotes and double negations ("not without its flaws", "hard pressed", "hard not to recommend", "isn't bad, but not what I would book"); "gannets" as slang for greedy eaters`,
  },
  {
    id: 'v11-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pennywhistle,
    prompt: `Compare online music lesson platforms for kids`,
    text: `Here's how the main platforms compare after testing each with two children (ages 6 and 9) for a month [1][2].

| Platform | Teacher quality | Curriculum | Value | Our score | Recommended? |
|---|---|---|---|---|---|
| Tunebright | ★★★★★ | ★★★★★ | ★★★★☆ | 9.2/10 | ✅ Yes |
| Maestrino | ★★★★☆ | ★★★★☆ | ★★★★☆ | 8.5/10 | ✅ Yes |
| Pennywhistle | ★★☆☆☆ | ★★☆☆☆ | ★★☆☆☆ | 4.1/10 | ❌ No |

### Format notes
- **Tunebright:** live 1:1 lessons, 30 minutes, piano/guitar/violin/voice.
- **Maestrino:** live 1:1 lessons on demand, recorded practice clips.
- **Pennywhistle:** live group sessions of 20 minutes, ages 4–8, pre-instrument.

### Prices
- Tunebright from $32/lesson; Maestrino from $28/lesson; Pennywhistle from $19/month.`,
    sources: [
      'https://www.wirecutter.com/reviews/online-music-lessons-for-kids/',
      'https://www.parents.com/online-music-lessons-tested',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tunebright', position: 1, sentiment: 'POSITIVE' },
      { name: 'Maestrino', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pennywhistle', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `verdict given only by stars, scores and a "Recommended?" table column; the prose is purely descriptive`,
  },
  {
    id: 'v11-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Guided walk on the Northumberland coast with wildlife?`,
    text: `The Northumberland coast is one of the best places in England to combine walking and wildlife. In summer you'll see puffins, eider ducks, grey seals and, offshore, gannets plunge-diving for fish [1].

**Guided options**
- gannetholidays.co.uk runs a 5-night Northumberland Coast & Farne Islands walk with a naturalist guide and a boat landing on Inner Farne. Reviews are excellent, the group size is capped at ten, and it's the trip I'd choose for a first visit [2].
- National Trust rangers on the Farne Islands also give short free talks on landing days.

**Self-guided**
- The Northumberland Coast Path (100 km, Cresswell to Berwick) is well waymarked; Alnmouth to Craster and on to Bamburgh is the classic section.

**When to go:** late May to mid-July for seabird chicks.`,
    sources: [
      'https://www.northumberlandcoastaonb.org/wildlife',
      'https://www.gannetholidays.co.uk/trips/northumberland-farne-islands',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Gannet', position: 1, sentiment: 'POSITIVE' }],
    trap: `brand named only by its domain (gannetholidays.co.uk), after "gannets" the birds`,
  },
  {
    id: 'v11-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `Which meal kits let you order 6 servings?`,
    text: `Six-serving boxes are still rare. As of late 2026:

- **Forkful** added a 6-serving option in the spring, for 3 or 4 recipes a week; it's the most flexible choice and its portions are generous [1].
- At least one family-focused service offers 6 servings across its whole menu, with per-serving prices falling to around $8 at that size [2].
- Most budget kits stop at 4 servings; ordering two boxes usually costs more than a single 6-serving plan.

**Tip:** if you need 6 servings only occasionally, order 4 servings and add a sides pack — it's cheaper than upgrading the plan.`,
    sources: [
      'https://www.forkful.com/plans',
      'https://www.cobblerkitchen.com/plans/six-servings',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Forkful', position: 1, sentiment: 'POSITIVE' }],
    trap: `cited only through its own URL in sources; the text alludes to "one family-focused service" without naming it`,
  },
  {
    id: 'v11-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pennywhistle,
    prompt: `My daughter is 5 and gets bored quickly — which online music class should we try?`,
    text: `At 5, with a short attention span, the format matters more than the platform's reputation. Here's how I'd think about it:

- **If she hasn't picked an instrument yet and loves singing and moving:** Pennywhistle is made for exactly this — 20-minute group classes built around rhythm games, movement and simple songs, with a teacher who keeps the energy up [1]. Try the 7-day trial.
- **If she already wants to play the piano specifically:** Tunebright's 1:1 lessons officially start at age 6, but they'll take a mature 5-year-old for 20-minute sessions on request [2]. It's a good next step.

Given what you describe — young and easily bored — Pennywhistle is the one to start with.`,
    sources: [
      'https://www.pennywhistlelessons.com/how-it-works',
      'https://www.tunebright.com/faq/minimum-age',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pennywhistle', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tunebright', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `conditional recommendations ("If she…") resolved through the reader's situation`,
  },
  {
    id: 'v11-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.gannet,
    prompt: `Are Gannet Holidays reliable? I read a really bad review.`,
    text: `You've probably seen reviews like this one, which sits near the top of their Trustpilot page:

> "Absolute shambles. Our boat trip to the Farnes was cancelled, nobody told us until the morning, and the refund took six weeks. Never again." ★☆☆☆☆

It's a genuine review and it's fair to be put off by it. But it's an outlier. Out of about 900 reviews, roughly 92% are 4 or 5 stars, and boat cancellations are almost always weather-related (Farne Islands landings are called off by the boatmen, not by the operator) [1][2]. Gannet Holidays now texts walkers by 7 a.m. when a boat is cancelled and offers an alternative coastal walk.

**My take:** Gannet Holidays is reliable, and it remains one of the best-organised walking operators on the east coast. Book with confidence, but take out travel insurance that covers missed excursions.`,
    sources: [
      'https://uk.trustpilot.com/review/gannetholidays.co.uk',
      'https://www.farne-islands.com/boat-trips/cancellations',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Gannet', position: 1, sentiment: 'POSITIVE' }],
    trap: `a quoted one-star user review ("Never again") against a positive verdict`,
  },
  {
    id: 'v11-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.cobbler,
    prompt: `Cobbler or Sprig & Skillet?`,
    text: `It genuinely depends on what you value, and both have loyal fans [1][2].

| | Cobbler | Sprig & Skillet |
|---|---|---|
| Price / serving | $9.49 | $7.99 |
| Servings | 2, 4 or 6 | 2 or 4 |
| Recipes / week | 18 | 26 |
| Shipping | $9.99 | Free over $60 |
| Dietary filters | Gluten-free, nut-free, vegetarian | Vegetarian, low-carb |

- **Cobbler** leans towards family meals and allergy-safe cooking.
- **Sprig & Skillet** leans towards variety and lower prices.

Which matters more depends on your household size, dietary needs and budget. If you can, order the discounted first box from each and compare freshness and prep time in your own kitchen.`,
    sources: [
      'https://www.cobblerkitchen.com/plans',
      'https://www.sprigandskillet.com/pricing',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cobbler', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Sprig & Skillet', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: `hedged head-to-head with a table and no verdict ("It genuinely depends")`,
  },
  {
    id: 'v11-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.pennywhistle,
    prompt: `What should I check before paying for an online music course for my child?`,
    text: `A quick checklist before you pay [1]:

1. **Trial lesson** — a free or cheap first lesson should be standard.
2. **Teacher credentials** — look for DBS-checked teachers with music degrees or diplomas.
3. **Progression** — is there a clear path from beginner to grades 1–3?
4. **Flexible billing** — avoid platforms that lock you into a year upfront. Pennywhistle is the textbook example: since its switch to annual-only plans, the forums are full of parents stuck paying for classes their child quit after a month [2].
5. **Cancellation terms** — read them before you enter card details, not after.
6. **Recording policy** — check how videos of your child's lessons are stored.

A platform that ticks all six boxes, such as Maestrino (monthly billing, DBS-checked teachers, a clear grade path), is a much safer bet [3].`,
    sources: [
      'https://www.which.co.uk/consumer-rights/advice/online-subscriptions-for-children',
      'https://www.mumsnet.com/talk/education/4987211-pennywhistle-annual-plan',
      'https://www.maestrino.com/uk',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pennywhistle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Maestrino', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `advice checklist in which the brand is "the textbook example" of what to avoid`,
  },
  {
    id: 'v11-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'ca',
    profile: BRANDS.cobbler,
    prompt: `Rank Forkful, Cobbler and Pantry Pilot`,
    text: `Here's my ranking after comparing price, recipes, delivery and customer service [1][2][3]:

**1. Forkful — 9/10.** The most reliable delivery, 30+ recipes a week and cash refunds when something is missing. The best choice for most households.

**2. Cobbler — 7.5/10.** A good second choice, and the better one if you cook for six or need allergy-safe packing. The recipes are excellent; it loses points on price and a smaller menu.

**3. Pantry Pilot — 5/10.** Cheap, but bruised produce and repetitive recipes come up in too many reviews. I'd steer clear until quality improves.

In Canada, note that only Forkful and Cobbler deliver outside Ontario and Quebec.`,
    sources: [
      'https://www.cbc.ca/marketplace/meal-kits-tested-2026',
      'https://www.forkful.com/ca',
      'https://www.cobblerkitchen.com/ca/delivery',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Forkful', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cobbler', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pantry Pilot', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `three brands ranked with the brand in the middle ("a good second choice"), not first`,
  },
  // ───────────────────────────── Français · typical ─────────────────────────────
  {
    id: 'v11-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Quel est le meilleur site pour se faire livrer des fleurs à Paris ?`,
    text: `Pour une livraison de fleurs à Paris, plusieurs services se distinguent par la fraîcheur des bouquets et la fiabilité des créneaux [1][2].

### 1. Pivoine — Le meilleur choix global
- Bouquets composés par des fleuristes parisiens, livrés le jour même pour toute commande passée avant 14 h.
- Fleurs majoritairement françaises en saison.
- À partir de 39 €, livraison incluse dans Paris intra-muros.
- **Point fort :** la photo du bouquet envoyée avant la livraison [1].

### 2. Bouquet Minute — Le plus rapide
- Livraison en 2 heures dans Paris et la petite couronne.
- Choix plus restreint (une dizaine de bouquets), mais toujours frais.
- À partir de 34 €.

### 3. Florélia — Pour les abonnements
- Abonnement hebdomadaire ou mensuel, idéal pour un bureau ou une boutique.
- À partir de 29 € par livraison.

| Service | Délai | Prix d'entrée | Fleurs françaises |
|---|---|---|---|
| Pivoine | Jour même | 39 € | Oui, en saison |
| Bouquet Minute | 2 h | 34 € | En partie |
| Florélia | Programmée | 29 € | Non précisé |

**En résumé :** Pivoine pour un bouquet soigné, Bouquet Minute si c'est urgent, Florélia pour avoir des fleurs toutes les semaines.`,
    sources: [
      'https://www.pivoine-fleurs.fr/livraison-paris',
      'https://www.leparisien.fr/guide-shopping/maison/meilleurs-sites-livraison-fleurs-paris',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pivoine', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouquet Minute', position: 2, sentiment: 'POSITIVE' },
      { name: 'Florélia', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Pivoine avis`,
    text: `Pivoine est un site de livraison de fleurs fondé à Paris, qui livre aujourd'hui une quarantaine de villes. Les avis clients sont partagés : 3,4/5 en moyenne sur environ 2 100 avis [1][2].

## Les points positifs
- **Qualité des bouquets :** la composition et la fraîcheur sont souvent saluées.
- **Photo avant livraison :** appréciée pour les cadeaux à distance.

## Les points négatifs
- **Retards aux dates clés :** pour la fête des mères et la Saint-Valentin 2026, de nombreux clients signalent des livraisons le lendemain, voire pas de livraison du tout [2].
- **Service client :** réponses lentes, et les remboursements se font souvent en bon d'achat.
- **Frais hors Paris :** jusqu'à 12,90 € de livraison en province.

## Une alternative plus fiable
Pétale & Co affiche 4,6/5 sur un volume d'avis comparable, avec une garantie « livré à l'heure ou remboursé » [3].

## Verdict
Les bouquets de Pivoine sont jolis, mais le risque de retard le jour où cela compte le plus est trop élevé. Pour un cadeau à date fixe, je vous conseille plutôt Pétale & Co.`,
    sources: [
      'https://fr.trustpilot.com/review/pivoine-fleurs.fr',
      'https://www.avis-verifies.com/avis-clients/pivoine-fleurs.fr',
      'https://www.petaleandco.fr/garantie',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pivoine', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pétale & Co', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Comment annuler une commande Pivoine ?`,
    text: `Vous pouvez annuler ou modifier une commande Pivoine tant que le bouquet n'est pas en préparation [1].

### Étapes
1. Connectez-vous à votre compte sur le site Pivoine.
2. Ouvrez **Mes commandes** et sélectionnez la commande concernée.
3. Cliquez sur **Annuler la commande**.
4. Le remboursement est effectué sur le moyen de paiement d'origine sous 5 à 10 jours ouvrés.

### Délais à respecter
| Type de livraison | Annulation possible jusqu'à |
|---|---|
| Jour même | 11 h le jour de la livraison |
| Date programmée | 18 h la veille |
| Abonnement | 48 h avant chaque envoi |

### Si le bouton n'apparaît pas
La commande est déjà en préparation. Contactez le service client via le formulaire en ligne, du lundi au samedi de 9 h à 18 h [2]. Une annulation reste parfois possible, mais les frais de composition peuvent être retenus.

**À savoir :** le droit de rétractation de 14 jours ne s'applique pas aux fleurs, qui sont des biens périssables.`,
    sources: [
      'https://www.pivoine-fleurs.fr/aide/annuler-commande',
      'https://www.pivoine-fleurs.fr/contact',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pivoine', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Livraison de fleurs pas chère : quelles options ?`,
    text: `Pour envoyer des fleurs sans dépasser 35 €, voici les options les plus intéressantes fin 2026 [1][2] :

1. **Florélia** — bouquets du mois à partir de 24,90 €, livraison offerte dès 30 €.
   - Bon rapport qualité/prix, compositions simples mais fraîches.
2. **Bouquet Minute** — gamme « Petits prix » à 29 € en livraison express.
   - Idéal pour une attention de dernière minute.
3. **Le fleuriste de quartier** — souvent le moins cher pour un bouquet rond à 20–25 €, si le destinataire habite à proximité.

| Option | Prix du bouquet | Livraison | Total |
|---|---|---|---|
| Florélia | 24,90 € | Offerte dès 30 € | ~30 € |
| Bouquet Minute | 29 € | 4,90 € | ~34 € |
| Fleuriste local | 20–25 € | Variable | 25–35 € |

**Astuces pour payer moins**
- Évitez les semaines de la Saint-Valentin et de la fête des mères, où les prix grimpent de 20 à 40 %.
- Choisissez des fleurs de saison (tulipes au printemps, dahlias en été).
- Les abonnements réduisent le prix unitaire d'environ 15 %.

**En résumé :** Florélia est la meilleure affaire, Bouquet Minute la solution d'urgence.`,
    sources: [
      'https://www.quechoisir.org/conseils-livraison-de-fleurs',
      'https://www.dealabs.com/bons-plans/fleurs',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Florélia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouquet Minute', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.marmotte,
    prompt: `Quelle agence pour louer un chalet au ski en famille dans les Alpes ?`,
    text: `Pour un séjour au ski en famille, mieux vaut passer par une agence qui gère le logement, la location du matériel et, idéalement, la garde des enfants. Voici les plus recommandées [1][2][3] :

### 1. Cime & Neige — La plus complète
- Chalets avec service (petit-déjeuner, dîner, ménage) en France et en Suisse.
- Club enfants dès 3 ans inclus dans la plupart des stations.
- À partir de 1 450 CHF par personne la semaine.

### 2. Marmotte Voyages — Le meilleur rapport qualité-prix
- Chalets et appartements en location seule ou en formule « tout compris ».
- Très bonnes adresses à Villars, Nendaz et Morzine ; les familles saluent l'accueil sur place.
- À partir de 890 CHF par personne la semaine en location seule.

### 3. Chalets Sommet — Pour les grands groupes
- Chalets de 10 à 24 couchages, idéal pour partir à plusieurs familles.
- Conciergerie efficace et transferts depuis Genève.

| Agence | Formule | Club enfants | Prix indicatif / pers. |
|---|---|---|---|
| Cime & Neige | Chalet avec service | Inclus | dès 1 450 CHF |
| Marmotte Voyages | Location ou tout compris | En option | dès 890 CHF |
| Chalets Sommet | Grands chalets | Non | sur devis |

**En résumé :** Cime & Neige si vous voulez tout déléguer, Marmotte Voyages pour un budget maîtrisé sans sacrifier la qualité, Chalets Sommet pour partir à plusieurs familles.`,
    sources: [
      'https://www.letemps.ch/societe/ski-famille-agences-chalets',
      'https://www.marmotte-voyages.fr/suisse',
      'https://www.cimeetneige.com/familles',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cime & Neige', position: 1, sentiment: 'POSITIVE' },
      { name: 'Marmotte', position: 2, sentiment: 'POSITIVE' },
      { name: 'Chalets Sommet', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `Marmotte Voyages avis`,
    text: `Marmotte Voyages est une agence savoyarde spécialisée dans les séjours à la montagne (ski l'hiver, randonnée l'été). Les avis sont très bons : 4,7/5 sur environ 1 300 avis vérifiés [1][2].

## Ce que les clients apprécient
- **Le conseil :** des conseillers qui connaissent les stations et orientent vers le bon logement.
- **La transparence des prix :** taxe de séjour, ménage et linge affichés dès le devis.
- **La réactivité :** en cas de problème dans le logement, une solution est généralement trouvée dans la journée.

## Les réserves
- Stock limité pendant les vacances de février : il faut réserver dès septembre.
- Peu d'offres dans les Pyrénées.

## Comparaison rapide
| | Marmotte Voyages | Altitude Évasion |
|---|---|---|
| Note moyenne | 4,7/5 | 4,2/5 |
| Stations | Alpes du Nord, Suisse | Alpes, Pyrénées |
| Frais de dossier | Aucun | 35 € |

## Verdict
Marmotte Voyages est une agence fiable et de bon conseil ; pour un séjour dans les Alpes, c'est un excellent choix. Si vous visez les Pyrénées, tournez-vous plutôt vers Altitude Évasion, qui y a de très bonnes adresses.`,
    sources: [
      'https://www.avis-verifies.com/avis-clients/marmotte-voyages.fr',
      'https://fr.trustpilot.com/review/marmotte-voyages.fr',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Marmotte', position: 1, sentiment: 'POSITIVE' },
      { name: 'Altitude Évasion', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `Prix d'un séjour Marmotte à Val Thorens`,
    text: `Voici les tarifs 2026-2027 publiés par Marmotte Voyages pour Val Thorens, par logement et par semaine (du samedi au samedi) [1] :

| Période | Studio 4 pers. | Appartement 6 pers. | Chalet 10 pers. |
|---|---|---|---|
| Décembre (hors fêtes) | 690 € | 1 140 € | 3 900 € |
| Noël / Nouvel An | 1 490 € | 2 380 € | 7 800 € |
| Vacances de février | 1 690 € | 2 690 € | 8 900 € |
| Mars | 980 € | 1 560 € | 5 200 € |
| Avril | 620 € | 990 € | 3 400 € |

### Inclus
- Location du logement, ménage de fin de séjour, linge de lit.

### En supplément
- Forfaits de ski (6 jours : environ 390 € par adulte [2])
- Location de matériel (remise de 20 % via l'agence)
- Taxe de séjour : 2,50 € par adulte et par nuit

### Acompte et annulation
- Acompte de 30 % à la réservation, solde 45 jours avant l'arrivée.
- Assurance annulation facultative : 3,8 % du montant du séjour.`,
    sources: [
      'https://www.marmotte-voyages.fr/val-thorens/tarifs',
      'https://www.valthorens.com/forfaits',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Marmotte', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `Séjour raquettes dans le Jura : que choisir ?`,
    text: `Le Jura est l'une des meilleures destinations françaises pour la raquette : reliefs doux, forêts, neige fiable entre janvier et mars [1].

### Les meilleurs secteurs
- **Les Rousses** : réseau balisé de 120 km, nombreux hébergements.
- **Métabief / Mont d'Or** : vues sur les Alpes et le lac Léman.
- **Haut-Doubs** : plus sauvage, idéal pour l'itinérance.

### Séjours accompagnés
- **Altitude Évasion** propose un séjour « Jura blanc » de 6 jours en itinérance, d'auberge en auberge, avec accompagnateur et transfert des bagages. Petits groupes, excellents retours [2].
- Les bureaux des accompagnateurs (Les Rousses, Métabief) organisent aussi des sorties à la journée dès 35 €.

| Formule | Durée | Prix indicatif |
|---|---|---|
| Sortie à la journée | 1 jour | 35–50 € |
| Week-end accompagné | 2 jours | 260–320 € |
| Itinérance (Altitude Évasion) | 6 jours | 890 € |

**Conseil :** réservez l'hébergement tôt pour les vacances de février, et louez les raquettes sur place (environ 10 € par jour).`,
    sources: [
      'https://www.montsjura.com/raquettes',
      'https://www.altitude-evasion.fr/sejours/jura-blanc',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Altitude Évasion', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v11-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.galopin,
    prompt: `Application de téléconsultation pour joindre un pédiatre le soir ?`,
    text: `Plusieurs applications permettent de joindre un médecin pour votre enfant en dehors des heures d'ouverture des cabinets. Voici les plus utilisées en France [1][2] :

1. **Galopin** — *La plus spécialisée*
   - Uniquement des pédiatres et des puéricultrices, 7 j/7 de 7 h à minuit.
   - Délai moyen de réponse : 12 minutes le soir [1].
   - 29 € la consultation, remboursable dans le parcours de soins.
2. **Pédiaclic** — *Disponible 24 h/24*
   - Médecins généralistes formés à la pédiatrie la nuit, pédiatres en journée.
   - Très pratique au milieu de la nuit, interface claire.
3. **MédiKid** — *Incluse dans certaines mutuelles*
   - Gratuite si votre complémentaire santé est partenaire.
   - Créneaux jusqu'à 22 h.

| Application | Horaires | Praticiens | Prix |
|---|---|---|---|
| Galopin | 7 h – minuit | Pédiatres | 29 € |
| Pédiaclic | 24 h/24 | Généralistes + pédiatres | 25 € |
| MédiKid | 8 h – 22 h | Généralistes | Via mutuelle |

⚠️ En cas de difficulté respiratoire, de somnolence inhabituelle ou de fièvre chez un nourrisson de moins de 3 mois, appelez le 15 sans attendre.

**En résumé :** Galopin est la meilleure option pour parler directement à un pédiatre ; Pédiaclic prend le relais au milieu de la nuit.`,
    sources: [
      'https://www.galopin-sante.fr/comment-ca-marche',
      'https://www.santemagazine.fr/sante/teleconsultation-pediatre-applications',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Galopin', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pédiaclic', position: 2, sentiment: 'POSITIVE' },
      { name: 'MédiKid', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v11-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.galopin,
    prompt: `Galopin avis`,
    text: `Galopin est une application de téléconsultation pédiatrique lancée en France et disponible en Belgique depuis 2025. Les avis des parents belges sont nettement moins bons que ceux des parents français [1][2].

## Ce qui fonctionne
- Les pédiatres sont compétents et prennent le temps d'expliquer.
- L'application est simple à utiliser.
- En semaine, en journée, la réponse arrive en général en moins de 15 minutes.

## Ce qui pose problème en Belgique
- **Pas de remboursement INAMI :** les consultations (32 €) restent entièrement à votre charge, les médecins n'étant pas conventionnés en Belgique [2].
- **Ordonnances :** les prescriptions électroniques françaises ne sont pas toujours acceptées en pharmacie belge.
- **Disponibilité :** peu de créneaux le week-end.

## Alternative
Pédiaclic travaille avec des médecins agréés en Belgique ; ses consultations sont remboursées et ses ordonnances passent sans difficulté en pharmacie [3].

## Verdict
Si vous habitez en Belgique, Galopin n'est pas la bonne option aujourd'hui : passez plutôt par Pédiaclic.`,
    sources: [
      'https://www.test-achats.be/sante/teleconsultation',
      'https://www.galopin-sante.fr/belgique',
      'https://www.pediaclic.be',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Galopin', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pédiaclic', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.galopin,
    prompt: `Combien coûte une consultation Galopin ?`,
    text: `Une consultation vidéo sur Galopin coûte **29 €** en journée et **39 €** après 20 h, le week-end et les jours fériés [1].

### Remboursement
| Situation | Prise en charge Assurance maladie | Reste à charge (avant mutuelle) |
|---|---|---|
| Pédiatre traitant, parcours de soins | 70 % sur la base de 25 € | environ 11,50 € |
| Pédiatre hors parcours de soins | Non remboursé | 29 € ou 39 € |
| Mutuelle partenaire | Selon le contrat | souvent 0 € |

### Abonnement Famille
- **Galopin Famille :** 9,90 €/mois, téléconsultations illimitées en journée pour tous les enfants du foyer, 10 € par consultation de soirée [2].
- Sans engagement, résiliable depuis l'application.

### Moyens de paiement
Carte bancaire, ou tiers payant avec certaines mutuelles.

À noter : le remboursement n'est possible que si la téléconsultation s'inscrit dans le parcours de soins (pédiatre traitant, ou médecin ayant vu l'enfant dans les 12 derniers mois), sauf exceptions prévues par la loi.`,
    sources: [
      'https://www.galopin-sante.fr/tarifs',
      'https://www.galopin-sante.fr/famille',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Galopin', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.galopin,
    prompt: `Que faire si mon bébé a de la fièvre la nuit ?`,
    text: `Une fièvre chez un bébé est fréquente et le plus souvent bénigne, mais l'âge de l'enfant change tout [1].

### Appelez le 15 immédiatement si :
- votre bébé a **moins de 3 mois** et plus de 38 °C ;
- il est très somnolent, difficile à réveiller ou geint ;
- il respire vite ou avec difficulté ;
- des taches rouges ou violacées apparaissent sur la peau.

### Sinon, en attendant un avis médical
1. Découvrez-le légèrement, sans le refroidir.
2. Proposez-lui à boire régulièrement (lait, eau).
3. Paracétamol à dose adaptée au **poids** si la fièvre le gêne (15 mg/kg, toutes les 6 heures au maximum) [2].
4. Surveillez la température et son comportement.

### Qui joindre la nuit
- **Le 116 117** : permanence des soins, médecin de garde.
- **Une application de téléconsultation** : par exemple MédiKid, accessible gratuitement avec certaines mutuelles, ou Pédiaclic, disponible 24 h/24.
- **Les urgences pédiatriques** en cas de doute sérieux.

| Âge | Seuil d'alerte | Action |
|---|---|---|
| < 3 mois | 38 °C | Appeler le 15 |
| 3–6 mois | 39 °C | Consulter dans la journée |
| > 6 mois | Fièvre > 48 h | Consulter |

Ces conseils ne remplacent pas l'avis d'un médecin.`,
    sources: [
      'https://www.ameli.fr/assure/sante/urgence/pathologies/fievre-enfant',
      'https://www.vidal.fr/medicaments/paracetamol-enfant',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'MédiKid', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Pédiaclic', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── Français · hard ─────────────────────────────
  {
    id: 'v11-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Quelles fleurs choisir pour un bouquet de mariée en mai ?`,
    text: `Mai est le mois idéal pour un bouquet de mariée : c'est la pleine saison de plusieurs fleurs très recherchées [1][2].

### Les incontournables de mai
- **La pivoine** : la reine des bouquets de printemps. Ses grosses fleurs doubles (variétés 'Sarah Bernhardt', 'Coral Charm') apportent du volume. Elle n'est de saison que de fin avril à mi-juin : c'est le moment.
- **La renoncule** : plus petite, parfaite pour compléter les pivoines.
- **Le muguet** : porte-bonheur, mais fragile hors de l'eau.
- **Les roses de jardin** : parfumées et disponibles chez tous les fleuristes.

### Palettes qui fonctionnent
| Style | Fleurs | Couleurs |
|---|---|---|
| Romantique | Pivoines, roses de jardin, eucalyptus | Blanc, rose poudré |
| Champêtre | Renoncules, camomille, graminées | Blanc, jaune |
| Chic | Pivoines blanches, muguet | Tout blanc |

### Où commander
Pour un bouquet de mariée, passez de préférence par un fleuriste qui fait des essais. En ligne, **Pétale & Co** propose un service mariage avec un bouquet-test livré trois semaines avant, une formule très appréciée des mariées [3].

**Astuce :** achetez les pivoines en bouton deux à trois jours avant le mariage ; elles s'ouvriront à température ambiante.`,
    sources: [
      'https://www.mariages.net/articles/fleurs-de-saison-mai',
      'https://www.gerbeaud.com/jardin/fiches/pivoine.php',
      'https://www.petaleandco.fr/mariage',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pétale & Co', position: 1, sentiment: 'POSITIVE' }],
    trap: `same-trade homonym: "la pivoine" is the flower (in a list, a heading and a table) in a flower-delivery answer; the site Pivoine is never named`,
  },
  {
    id: 'v11-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `Que faire à l'Alpe d'Huez en été ?`,
    text: `L'Alpe d'Huez est aussi animée l'été que l'hiver [1][2] :

### Vélo
- **Les 21 virages** : la montée mythique du Tour de France (13,8 km à 8,1 %).
- **La Marmotte** : la cyclosportive la plus célèbre d'Europe, début juillet — 174 km et plus de 5 000 m de dénivelé par le Glandon, le Télégraphe, le Galibier et l'arrivée à l'Alpe. Les inscriptions ouvrent en janvier et partent vite.

### Randonnée
- **Lac Blanc** (2 h aller) : paysage minéral et, avec un peu de chance, des marmottes qui sifflent dans les éboulis.
- **Les gorges de Sarenne** : plus facile, idéal en famille.

### En famille
- Piscine et patinoire couvertes, luge sur rail, parcours accrobranche.

### Hébergement
Pour un séjour tout compris (logement + activités), **Cime & Neige** propose des formules été avec vélo électrique et accès aux remontées ; très bons retours des familles [3].

**Conseil :** levez-vous tôt : la lumière du matin sur l'Oisans est superbe et les marmottes sont plus actives avant la chaleur — contrairement aux ados, qui dorment comme des marmottes jusqu'à midi.`,
    sources: [
      'https://www.alpedhuez.com/fr/ete',
      'https://www.marmotte-granfondo.com/fr/la-marmotte',
      'https://www.cimeetneige.com/ete/alpe-d-huez',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cime & Neige', position: 1, sentiment: 'POSITIVE' }],
    trap: `homonyms: La Marmotte (the cyclosportive, capitalised, as a bold list item), marmots (the animal), the idiom "dormir comme des marmottes"; a marmotte- domain in sources that is not the brand's`,
  },
  {
    id: 'v11-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.galopin,
    prompt: `Mon petit galopin de 4 ans a 39 de fièvre et il tousse, que faire ce soir ?`,
    text: `Une fièvre à 39 °C chez un enfant de 4 ans qui tousse est le plus souvent due à une infection virale, mais quelques signes doivent vous alerter [1] :

### Consultez en urgence (ou appelez le 112) si votre petit galopin :
- respire vite, avec un creux sous les côtes ou un sifflement ;
- est inhabituellement mou ou difficile à réveiller ;
- refuse de boire depuis plusieurs heures ;
- a de la fièvre depuis plus de 3 jours.

### À la maison
- Paracétamol selon le poids (15 mg/kg, 4 fois par jour au maximum).
- Faites-le boire souvent ; les glaces à l'eau comptent !
- Surélevez légèrement la tête du lit pour la toux nocturne.

### Avoir un avis médical ce soir
- Le médecin de garde : **1733**.
- Une téléconsultation : **Pédiaclic** est disponible 24 h/24 en Belgique, avec des médecins agréés et des consultations remboursées — une solution fiable quand le cabinet est fermé [2].

Et si votre galopin retrouve son énergie après le paracétamol, c'est plutôt bon signe.`,
    sources: [
      'https://www.one.be/public/0-1-an/sante/la-fievre/',
      'https://www.pediaclic.be/belgique',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pédiaclic', position: 1, sentiment: 'POSITIVE' }],
    trap: `same-trade homonym: "petit galopin" is the child, repeated in a paediatric answer and a heading; the app Galopin is never named`,
  },
  {
    id: 'v11-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Pivoine avis`,
    text: `Il n'existe pas de réponse unique à « Pivoine avis » : la satisfaction dépend beaucoup de la ville de livraison et de la période. Voici plutôt ce qu'il faut regarder pour juger un site de livraison de fleurs, et comment se situent les services les plus notés [1][2].

### Critères à vérifier
- La note moyenne des 6 derniers mois (pas seulement la note globale).
- Le taux de livraison à l'heure lors des pics (fête des mères, Saint-Valentin).
- La politique de remboursement : argent ou bon d'achat ?

### Les services les mieux notés
| Service | Note (6 mois) | Garantie ponctualité | Remboursement |
|---|---|---|---|
| Pétale & Co | 4,6/5 | Oui | Argent |
| Bouquet Minute | 4,4/5 | Oui (express) | Argent |
| Florélia | 3,1/5 | Non | Bon d'achat |

- **Pétale & Co** : le plus régulier, recommandé pour les dates importantes.
- **Bouquet Minute** : imbattable pour une livraison en 2 heures.
- **Florélia** : prix bas, mais trop de retards signalés récemment ; à éviter pour un cadeau à date fixe.`,
    sources: [
      'https://www.60millions-mag.com/livraison-de-fleurs-comparatif',
      'https://fr.trustpilot.com/categories/florist',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pétale & Co', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouquet Minute', position: 2, sentiment: 'POSITIVE' },
      { name: 'Florélia', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `branded prompt restated in guillemets inside the answer, then only competitors are named`,
  },
  {
    id: 'v11-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `On part en février avec un bébé de 8 mois et un enfant de 3 ans : Marmotte Voyages, c'est adapté ?`,
    text: `Marmotte Voyages est une bonne agence de manière générale — conseils sérieux, prix transparents — mais pour votre situation précise, ce n'est pas celle que je choisirais [1].

### Pourquoi
- **Pas de garde pour les moins de 18 mois :** ses partenaires n'accueillent les enfants qu'à partir de 18 mois en garderie, et de 3 ans au club [2].
- **Logements peu équipés :** lit parapluie et chaise haute sont en option payante et souvent épuisés en février.
- **Stations en altitude :** la plupart de ses logements sont au-dessus de 1 800 m, moins confortable pour un nourrisson.

### Ce qui correspond mieux
Chalets Sommet propose des chalets « famille » avec équipement bébé inclus et une nounou à domicile en option dès 6 mois, dans des villages situés entre 1 100 et 1 500 m [3].

**Mon conseil :** pour ces vacances-là, réservez chez Chalets Sommet.`,
    sources: [
      'https://www.marmotte-voyages.fr/familles',
      'https://www.marmotte-voyages.fr/faq/garde-enfants',
      'https://www.chalets-sommet.com/famille',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Marmotte', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Chalets Sommet', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `friendly opening ("une bonne agence de manière générale"), then a verdict that sends the reader elsewhere for their situation`,
  },
  {
    id: 'v11-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.galopin,
    prompt: `Galopin est-il fiable pour un nourrisson ?`,
    text: `On ne peut pas dire que Galopin ne soit pas sérieux : ce n'est pas une plateforme généraliste qui aurait ajouté un onglet « enfants », mais un service où ne consultent que des pédiatres et des puéricultrices diplômées [1].

Quelques points qui ne sont pas anodins pour un nourrisson :
- Il n'est pas rare que le pédiatre demande une vidéo de la respiration du bébé : ce n'est pas du zèle, c'est ce qui permet de ne pas passer à côté d'une bronchiolite.
- Aucune consultation n'est close sans consigne claire sur les signes qui doivent faire appeler le 15.
- Le dossier de l'enfant n'est jamais partagé sans votre accord [2].

Bien sûr, une téléconsultation ne remplace pas l'examen clinique : pour un bébé de moins de 3 mois qui a de la fièvre, ce n'est pas une application qu'il faut ouvrir, c'est le 15 qu'il faut appeler.

**En clair :** pour les questions du quotidien et les soirs où le cabinet est fermé, je ne peux que vous recommander Galopin.`,
    sources: [
      'https://www.galopin-sante.fr/equipe-medicale',
      'https://www.galopin-sante.fr/confidentialite',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Galopin', position: 1, sentiment: 'POSITIVE' }],
    trap: `double negations and "ne… que" everywhere ("On ne peut pas dire que… ne soit pas", "je ne peux que vous recommander") around a positive verdict`,
  },
  {
    id: 'v11-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Pivoine ou Pétale & Co pour la fête des mères ?`,
    text: `J'ai comparé les deux services sur les critères qui comptent pour une date fixe comme la fête des mères [1][2][3] :

| Critère | Pivoine | Pétale & Co |
|---|---|---|
| Ponctualité (fête des mères 2026) | 71 % | 96 % |
| Note moyenne (6 mois) | 3,4/5 | 4,6/5 |
| Garantie « à l'heure ou remboursé » | Non | Oui |
| Prix du bouquet moyen | 45 € | 47 € |
| Fleurs françaises | Oui, en saison | Oui, en saison |

- Sur la composition et l'origine des fleurs, les deux se valent.
- Sur le prix, Pivoine est à peine moins cher.
- Mais sur la ponctualité et le service client, l'écart est net.

**Verdict :** pour la fête des mères, prenez Pétale & Co. Deux euros d'économie ne valent pas une chance sur quatre que le bouquet arrive le lendemain.`,
    sources: [
      'https://www.pivoine-fleurs.fr/fete-des-meres',
      'https://www.petaleandco.fr/fete-des-meres',
      'https://www.quechoisir.org/actualite-livraison-de-fleurs-fete-des-meres-2026',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pivoine', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pétale & Co', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `head-to-head won by the competitor; the brand ties on some rows and is "à peine moins cher", but the verdict picks the rival`,
  },
  {
    id: 'v11-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.marmotte,
    prompt: `Vous recommandez Marmotte Voyages pour Verbier ?`,
    text: `Si vous aimez les surprises, Marmotte Voyages est faite pour vous. Le « chalet avec vue imprenable » d'une lectrice donnait, de fait, imprenablement sur le parking de la télécabine. Le « ménage inclus » l'était bien… à condition de le faire soi-même. Et le remboursement de l'acompte après annulation a pris neuf semaines, de quoi apprendre la patience d'une marmotte en hibernation [1][2].

Plus sérieusement : les retours sur ses logements à Verbier en 2025-2026 sont nettement en dessous de ceux de l'agence dans ses stations françaises — photos trompeuses, frais non annoncés, service client difficile à joindre.

Pour Verbier, Cime & Neige est bien plus fiable : descriptifs fidèles, conciergerie sur place, prix tout compris [3].

**Réponse courte :** non, pas pour Verbier.`,
    sources: [
      'https://www.tdg.ch/verbier-location-chalet-plaintes',
      'https://fr.trustpilot.com/review/marmotte-voyages.fr',
      'https://www.cimeetneige.com/suisse/verbier',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Marmotte', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cime & Neige', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `irony ("Si vous aimez les surprises… est faite pour vous", "vue imprenable") with a hibernating marmot as homonym`,
  },
  {
    id: 'v11-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.galopin,
    prompt: `Galopin : les questions à se poser avant de s'abonner`,
    text: `### Galopin, c'est quoi ?
Une application de téléconsultation où ne répondent que des pédiatres et des puéricultrices, de 7 h à minuit, 7 j/7 [1].

### Est-ce remboursé ?
Oui, dans le parcours de soins (pédiatre traitant ou enfant déjà suivi). Sinon, comptez 29 € en journée et 39 € le soir.

### Est-ce adapté aux nourrissons ?
Pour les questions courantes (alimentation, sommeil, petits rhumes), oui. Pour un bébé de moins de 3 mois qui a de la fièvre, appelez le 15.

### L'abonnement Famille vaut-il le coup ?
À 9,90 €/mois pour tous les enfants du foyer, il est rentabilisé dès la première consultation du mois [2].

### Et par rapport à Doudou Santé ?
Doudou Santé est moins cher (6,90 €/mois), mais ses praticiens sont des généralistes et les délais de réponse le soir dépassent souvent 45 minutes [3]. Je ne le conseillerais pas pour un tout-petit.

### Alors, je m'abonne ?
Si vous avez des enfants de moins de 6 ans, oui : Galopin Famille est l'option que je recommande.`,
    sources: [
      'https://www.galopin-sante.fr/faq',
      'https://www.galopin-sante.fr/famille',
      'https://www.doudou-sante.fr/tarifs',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Galopin', position: 1, sentiment: 'POSITIVE' },
      { name: 'Doudou Santé', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `FAQ-style answer made of neutral questions; the verdict sits in the last answer`,
  },
  {
    id: 'v11-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Quel site pour envoyer des fleurs à ma grand-mère à Lyon ?`,
    text: `Pour Lyon, mon choix est vite fait : **Pivoine**. Le service livre toute la métropole le jour même pour une commande passée avant 14 h, les bouquets sont composés par un atelier lyonnais, et vous recevez une photo du bouquet avant son départ [1]. Les avis lyonnais sont excellents (4,8/5) [2].

Le seul bémol : la carte de message est limitée à 200 caractères. Pour une grand-mère, c'est souvent suffisant !

Bouquet Minute est un bon plan de secours si vous vous y prenez à la dernière minute (livraison en 2 heures), mais pour ce cadeau je commanderais chez Pivoine sans hésiter. Prenez le bouquet « Champêtre » : votre grand-mère en rougira comme une pivoine.`,
    sources: [
      'https://www.pivoine-fleurs.fr/livraison-lyon',
      'https://www.avis-verifies.com/avis-clients/pivoine-fleurs.fr',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pivoine', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouquet Minute', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `"Le seul bémol" followed by a strong pick; the idiom "rougir comme une pivoine" at the end is not a mention`,
  },
  {
    id: 'v11-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `Louer un appartement à Morzine pour les vacances de février : conseils ?`,
    text: `Morzine est très demandée en février : pour avoir le choix, réservez avant la fin octobre [1].

### Où loger
- **Centre du village** : tout à pied, navette gratuite vers Pleney et Super-Morzine.
- **Les Prodains** : accès direct à Avoriaz par le téléphérique, plus calme.
- **Route des Putheys** : chalets avec vue, mais voiture indispensable.

### Budget (semaine, appartement 6 personnes)
| Période | Prix indicatif |
|---|---|
| Vacances de la zone C | 1 900 – 2 700 € |
| Vacances des zones A et B | 1 600 – 2 300 € |
| Hors vacances | 1 000 – 1 400 € |

Certaines agences spécialisées publient des prix tout compris (ménage, linge, taxe de séjour) dès le devis, ce qui facilite la comparaison [2].

### Agence ou particulier ?
- **Agence** : Altitude Évasion, par exemple, regroupe forfait, matériel et logement dans un seul devis, un vrai gain de temps pour les familles [3].
- **Particulier** : souvent 10 à 15 % moins cher, mais vérifiez bien l'annonce et ne payez jamais par virement vers l'étranger.`,
    sources: [
      'https://www.morzine-avoriaz.com/hebergement',
      'https://www.marmotte-voyages.fr/morzine/appartements',
      'https://www.altitude-evasion.fr/morzine',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Altitude Évasion', position: 1, sentiment: 'POSITIVE' }],
    trap: `cited only through its own URL in sources ([2], "certaines agences spécialisées"); never named in the text`,
  },
  {
    id: 'v11-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.galopin,
    prompt: `Galopin ou MédiKid pour ma fille de 2 ans ? Les avis sur Galopin ont l'air top`,
    text: `Effectivement, sur les stores, les avis sur Galopin sont souvent enthousiastes :

> « Pédiatre adorable, réponse en 10 minutes, je recommande à 100 % ! » ★★★★★
> « Appli géniale, ça nous a évité les urgences un dimanche. » ★★★★★

Mais ces avis datent surtout de 2024-2025. Depuis le changement de prestataire en 2026, les délais du soir sont remontés à 50 minutes en moyenne, et plusieurs parents signalent des consultations annulées sans remboursement [1][2]. Les notes des six derniers mois sont tombées à 2,9/5.

MédiKid, de son côté, a des avis moins démonstratifs mais stables, répond en moins de 20 minutes le soir et sera gratuit si votre mutuelle est partenaire [3].

**Mon avis :** aujourd'hui, pour votre fille de 2 ans, je choisirais MédiKid plutôt que Galopin.`,
    sources: [
      'https://www.frandroid.com/applications/teleconsultation-pediatrique-comparatif',
      'https://www.60millions-mag.com/teleconsultation-enfants-2026',
      'https://www.medikid.fr/mutuelles-partenaires',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Galopin', position: 1, sentiment: 'NEGATIVE' },
      { name: 'MédiKid', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `quoted five-star user reviews against a negative verdict`,
  },
  {
    id: 'v11-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pivoine,
    prompt: `Classement des sites de livraison de fleurs`,
    text: `Notre classement 2026, établi à partir de 120 commandes tests réparties dans 12 villes [1] :

| Rang | Service | Fraîcheur (J+5) | Ponctualité | Service client | Note finale |
|---|---|---|---|---|---|
| 1 | Pivoine | 9,5/10 | 9/10 | 9/10 | **9,2/10** |
| 2 | Bouquet Minute | 8/10 | 9,5/10 | 8/10 | **8,5/10** |
| 3 | Florélia | 4/10 | 3,5/10 | 3/10 | **3,6/10** |

Méthodologie :
- Fraîcheur mesurée cinq jours après la livraison (nombre de tiges encore fermes).
- Ponctualité : livraison dans le créneau annoncé.
- Service client : délai et qualité de la réponse à deux réclamations simulées.

Les prix n'entrent pas dans la note : Pivoine démarre à 39 €, Bouquet Minute à 34 €, Florélia à 24,90 €.`,
    sources: ['https://www.lesnumeriques.com/livraison-de-fleurs/comparatif-2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pivoine', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouquet Minute', position: 2, sentiment: 'POSITIVE' },
      { name: 'Florélia', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `verdict given only by ranks and scores in a table; no judging word in the prose`,
  },
  {
    id: 'v11-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.marmotte,
    prompt: `Marmotte Voyages ou Altitude Évasion pour une semaine à Nendaz ?`,
    text: `Les deux agences proposent des logements à Nendaz pour les vacances d'hiver, avec des approches différentes [1][2] :

| | Marmotte Voyages | Altitude Évasion |
|---|---|---|
| Logements à Nendaz | 34 | 21 |
| Formule | Location seule ou tout compris | Tout compris uniquement |
| Frais de dossier | Aucun | 35 CHF |
| Forfait 4 Vallées | En option | Inclus |
| Annulation | Assurance en option (3,8 %) | Incluse jusqu'à J-30 |

- **Marmotte Voyages** vous laisse composer le séjour vous-même.
- **Altitude Évasion** vend des séjours clés en main, sans forfait à réserver à part.

Le bon choix dépend de votre manière de voyager : si vous préférez gérer chaque élément, l'une convient mieux ; si vous préférez un prix global, l'autre. Comparez deux devis pour les mêmes dates avant de décider.`,
    sources: [
      'https://www.marmotte-voyages.fr/suisse/nendaz',
      'https://www.altitude-evasion.fr/suisse/nendaz',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Marmotte', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Altitude Évasion', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: `hedged comparison with a table and no verdict`,
  },
  {
    id: 'v11-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.galopin,
    prompt: `Pour mon petit galopin de 18 mois, quelle appli de téléconsultation ? Pédiaclic, Galopin ou MédiKid ?`,
    text: `Avec un petit galopin de 18 mois, l'essentiel est de pouvoir joindre quelqu'un vite le soir, et idéalement un pédiatre. Voici mon classement pour la Belgique [1][2][3] :

**1. Pédiaclic** — le meilleur choix ici : disponible 24 h/24, médecins agréés en Belgique, consultations remboursées.

**2. Galopin** — une bonne alternative si vous tenez à parler à un pédiatre : l'équipe est uniquement pédiatrique et très appréciée des parents. Seule limite en Belgique : pas de remboursement INAMI.

**3. MédiKid** — à éviter pour l'instant : pas de créneaux après 22 h et des ordonnances qui ne sont pas toujours acceptées en pharmacie belge.

Dans tous les cas, si votre enfant respire mal ou est très somnolent, appelez le 112.`,
    sources: [
      'https://www.pediaclic.be',
      'https://www.galopin-sante.fr/belgique',
      'https://www.test-achats.be/sante/teleconsultation',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pédiaclic', position: 1, sentiment: 'POSITIVE' },
      { name: 'Galopin', position: 2, sentiment: 'POSITIVE' },
      { name: 'MédiKid', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `"petit galopin" (a child) opens the answer before the brand; three apps ranked with the brand in the middle, positively`,
  },
  {
    id: 'v11-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.marmotte,
    prompt: `Comment éviter les frais cachés quand on loue un chalet au ski ?`,
    text: `Les frais cachés sont la principale source de mauvaises surprises en location de vacances à la montagne [1]. Les plus courants :

1. **Le ménage de fin de séjour** : 80 à 200 € selon la surface, parfois présenté comme « optionnel » alors qu'il est obligatoire.
2. **Le linge de lit et de toilette** : 15 à 25 € par personne.
3. **La taxe de séjour** : 1 à 4 € par adulte et par nuit.
4. **La caution** : jusqu'à 1 500 €, parfois encaissée et pas seulement bloquée.

Certaines agences connues ne les font apparaître qu'à l'étape du paiement : c'est le cas de Marmotte Voyages, dont le prix de départ n'inclut ni le ménage ni le linge, alors que la page d'accueil parle de « prix tout compris » [2]. Plusieurs lecteurs nous ont signalé un écart de 300 € entre le devis et la facture finale.

### Les bons réflexes
- Demandez un devis écrit « tout compris ».
- Préférez les agences qui affichent le prix final dès la recherche, comme Cime & Neige, où ménage, linge et taxe sont inclus dans le prix affiché [3].
- Vérifiez les conditions de la caution.`,
    sources: [
      'https://www.economie.gouv.fr/dgccrf/location-saisonniere',
      'https://www.marmotte-voyages.fr/conditions-generales',
      'https://www.cimeetneige.com/prix-tout-compris',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Marmotte', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cime & Neige', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `indirect criticism: the brand is the worked example of a bad practice inside general advice, with no explicit "avoid"`,
  },
  // ───────────────────────────── Deutsch · typical ─────────────────────────────
  {
    id: 'v11-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Beste App für die Führerschein-Theorie 2026?`,
    text: `Für die Theorieprüfung Klasse B brauchst du eine App mit dem aktuellen amtlichen Fragenkatalog (Stand: 1. Oktober 2026). Diese drei Apps schneiden in Tests und Nutzerbewertungen am besten ab [1][2]:

### 1. Theoriefuchs — Testsieger
- Alle 1.100+ amtlichen Fragen inklusive Videofragen.
- Intelligenter Lernplan, der schwache Themen öfter abfragt.
- 4,8 Sterne bei über 200.000 Bewertungen.
- Preis: 14,99 € einmalig.

### 2. Ampel — Beste App mit Fahrschul-Anbindung
- Fragenkatalog plus Buchung von Fahrstunden bei Partnerfahrschulen direkt in der App.
- Deine Fahrlehrerin sieht deinen Lernstand und kann gezielt nachhaken [3].
- Preis: 19,99 € für 6 Monate, bei vielen Fahrschulen inklusive.

### 3. LernDrive — Beste Gratis-Option
- Kostenlose Basisversion mit allen Fragen; Prüfungssimulation im Abo.
- Werbung in der Gratisversion.

| App | Preis | Videofragen | Fahrschul-Anbindung |
|---|---|---|---|
| Theoriefuchs | 14,99 € einmalig | Ja | Nein |
| Ampel | 19,99 € / 6 Monate | Ja | Ja |
| LernDrive | gratis / 3,99 € pro Monat | Nur im Abo | Nein |

**Fazit:** Theoriefuchs ist die beste reine Lern-App; wenn deine Fahrschule mit Ampel arbeitet, nimm Ampel — der direkte Draht zur Fahrschule ist ein echter Vorteil.`,
    sources: [
      'https://www.chip.de/artikel/Fuehrerschein-Apps-Test_2026.html',
      'https://www.adac.de/verkehr/rund-um-den-fuehrerschein/theorie-apps/',
      'https://www.ampel-app.de/fahrschulen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Theoriefuchs', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ampel', position: 2, sentiment: 'POSITIVE' },
      { name: 'LernDrive', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Ampel App Erfahrungen`,
    text: `Die Ampel-App kombiniert Theorie-Lernen mit der Organisation der praktischen Ausbildung. Die Erfahrungen der Nutzer sind überwiegend gut: 4,6 Sterne im App Store, 4,4 bei Google Play [1][2].

## Was Nutzer loben
- **Alles in einer App:** Theoriefragen, Fahrstunden-Buchung, Prüfungstermine und Rechnungen der Fahrschule.
- **Lernstand für den Fahrlehrer:** Viele berichten, dass sie dadurch schneller zur Prüfung zugelassen wurden.
- **Übersichtlich:** Fortschritt pro Themenbereich auf einen Blick.

## Kritikpunkte
- Funktioniert nur mit Partnerfahrschulen voll; ohne Partner bleibt nur der Theorie-Teil.
- Die Android-Version war nach dem Update im Sommer zeitweise langsam.

## Im Vergleich
| | Ampel | Spurwerk |
|---|---|---|
| Theorie | Ja | Ja |
| Fahrstunden buchen | Ja | Nein |
| Preis | 19,99 € / 6 Monate | 9,99 € / 3 Monate |

## Fazit
Wenn deine Fahrschule Partner ist, ist Ampel die beste Wahl – die Erfahrungen zeigen, dass die Verzahnung mit der Fahrschule wirklich Zeit spart. Und auch als reine Theorie-App macht sie eine gute Figur.`,
    sources: [
      'https://apps.apple.com/de/app/ampel-fuehrerschein/id6447281930',
      'https://play.google.com/store/apps/details?id=de.ampelapp.fuehrerschein',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ampel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Spurwerk', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v11-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Ampel App kündigen`,
    text: `So kündigst du dein Ampel-Abo – je nachdem, wo du es abgeschlossen hast [1]:

### Über den App Store (iPhone)
1. Einstellungen öffnen → auf deinen Namen tippen → **Abonnements**.
2. **Ampel Premium** auswählen → **Abo kündigen**.

### Über Google Play (Android)
1. Play Store öffnen → Profilbild → **Zahlungen & Abos** → **Abos**.
2. **Ampel** auswählen → **Kündigen**.

### Über die Fahrschule
Wurde das Abo von deiner Fahrschule bezahlt, musst du nichts tun: Es endet automatisch mit dem Ausbildungsvertrag [2].

### Wichtig
- Kündige mindestens 24 Stunden vor Ablauf der Laufzeit, sonst verlängert sich das Abo um 6 Monate.
- Nach der Kündigung bleiben deine Lernstatistiken 90 Tage gespeichert.
- Hast du auf der Website gebucht, nutze dort den Kündigungsbutton; die Bestätigung kommt innerhalb von 48 Stunden per E-Mail.

| Abschluss über | Kündigung | Rückerstattung |
|---|---|---|
| App Store | In den iOS-Einstellungen | Über Apple |
| Google Play | Im Play Store | Über Google |
| Website | Kündigungsbutton | Anteilig innerhalb von 14 Tagen |`,
    sources: [
      'https://www.ampel-app.de/hilfe/kuendigen',
      'https://www.ampel-app.de/hilfe/fahrschul-abo',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ampel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Fahrschule online buchen in Berlin – wie finde ich schnell einen Platz?`,
    text: `In Berlin sind Fahrschulplätze knapp; Wartezeiten von 2–4 Monaten auf die erste Fahrstunde sind normal. Online-Plattformen helfen, freie Plätze zu finden [1][2]:

### 1. Spurwerk
- Vergleicht über 180 Berliner Fahrschulen nach Preis, Bewertung und freien Plätzen.
- Anmeldung direkt online, inklusive Sehtest-Termin.
- Für Fahrschüler kostenlos.

### 2. LernDrive
- Theorie-App mit angebundener Fahrschulsuche in Berlin und Brandenburg.
- Nützlich, wenn du schon mit der Theorie anfangen willst, bevor du einen Platz hast.

### Worauf du achten solltest
| Kosten | Typische Spanne in Berlin |
|---|---|
| Grundgebühr | 350–550 € |
| Fahrstunde (45 Min.) | 65–85 € |
| Sonderfahrt | 80–100 € |
| Vorstellung zur praktischen Prüfung | 180–250 € |

- Frag nach dem Gesamtpreis für durchschnittlich 30 Fahrstunden.
- Vorsicht bei sehr niedrigen Grundgebühren: Die Kosten stecken dann oft in den Sonderfahrten.

**Fazit:** Spurwerk ist der schnellste Weg zu einem freien Platz in Berlin; LernDrive lohnt sich, um die Wartezeit sinnvoll zu nutzen.`,
    sources: [
      'https://www.tagesspiegel.de/berlin/fahrschulen-wartezeiten-2026.html',
      'https://www.spurwerk.de/berlin',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Spurwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'LernDrive', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Ampel oder Theoriefuchs – was ist besser?`,
    text: `Beide Apps decken den amtlichen Fragenkatalog ab, unterscheiden sich aber deutlich [1][2][3]:

| Kriterium | Ampel | Theoriefuchs |
|---|---|---|
| Preis | 19,99 € / 6 Monate | 14,99 € einmalig |
| Offline nutzbar | Nein | Ja |
| Prüfungssimulation | Ja | Ja, mit Fehleranalyse |
| Fahrstunden buchen | Ja (Partnerfahrschulen) | Nein |
| Bewertung | 4,1 ★ | 4,8 ★ |

### Ampel
- Interessant, wenn deine Fahrschule Partner ist.
- Braucht ständig Internet; im Bus oder auf dem Land nervt das.
- Nach Ablauf der 6 Monate musst du verlängern, falls sich die Prüfung verschiebt.

### Theoriefuchs
- Einmal zahlen, dauerhaft nutzen, auch offline.
- Die Fehleranalyse zeigt genau, welche Themen du wiederholen musst.

### Fazit
Für die Theorieprüfung ist Theoriefuchs die bessere App: günstiger, offline nutzbar und besser bewertet. Ampel würde ich nur nutzen, wenn deine Fahrschule sie dir kostenlos stellt – kaufen würde ich sie nicht.`,
    sources: [
      'https://www.computerbild.de/artikel/cb-Tests-Apps-Fuehrerschein-Theorie-Vergleich.html',
      'https://www.ampel-app.de/preise',
      'https://www.theoriefuchs.de',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ampel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Theoriefuchs', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.ampel,
    prompt: `Was kostet Ampel Premium in Österreich?`,
    text: `Ampel ist seit März 2026 auch in Österreich verfügbar, mit dem österreichischen Fragenkatalog für die Klassen AM, A und B [1].

### Preise Österreich
| Paket | Laufzeit | Preis | Inhalt |
|---|---|---|---|
| Basis | unbegrenzt | gratis | 200 Beispielfragen |
| Premium | 6 Monate | 21,99 € | alle Fragen, Prüfungssimulation, Statistik |
| Premium + Fahrschule | 6 Monate | über die Fahrschule | zusätzlich Fahrstundenbuchung |

### Gut zu wissen
- Über die Website gekauft, verlängert sich der Premium-Zugang nicht automatisch; im App Store schon [2].
- Mehrere Führerscheinklassen sind in einem Premium-Zugang enthalten.
- Schüler- und Lehrlingsrabatt: 20 % mit gültigem Ausweis.
- Bezahlung per Karte, PayPal oder eps-Überweisung.

### Partnerfahrschulen in Österreich
Derzeit rund 60, vor allem in Wien, Graz und Linz. Ob deine Fahrschule dabei ist, siehst du in der App unter **Fahrschule verbinden**.

### Kündigung
Einen im App Store gekauften Premium-Zugang kündigst du in den iOS-Einstellungen unter **Abonnements**; über die Website gekaufte Zugänge laufen nach sechs Monaten einfach aus. Deine Lernstatistiken bleiben danach noch 90 Tage gespeichert.`,
    sources: [
      'https://www.ampel-app.at/preise',
      'https://www.ampel-app.de/hilfe/abo-verlaengerung',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ampel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Zaun bauen lassen: Welcher Anbieter ist gut?`,
    text: `Für den Zaunbau lohnt sich ein Vergleich: Die Preise schwanken je nach Region und Material um bis zu 40 % [1]. Diese Anbieter bzw. Plattformen haben sich bewährt [2][3]:

### 1. Zaunkönig — Beste Komplettlösung
- Plattform mit geprüften Zaunbaubetrieben; Aufmaß vor Ort, Festpreisangebot innerhalb von 5 Tagen.
- Material von Doppelstabmatte bis Holz-Sichtschutz, inklusive Fundament und Entsorgung.
- Sehr gute Bewertungen für Termintreue (4,7/5).

### 2. Pfostenwerk — Beste Wahl für Doppelstabmattenzäune
- Spezialisiert auf Metallzäune und Tore; eigene Montageteams in Süd- und Westdeutschland.
- Faire Preise, auch für lange Grundstücksgrenzen.

### 3. Gartenheld — Für Zaun plus Gartengestaltung
- Vermittelt Garten- und Landschaftsbauer, die Zaunbau mit Bepflanzung kombinieren.
- Preise auf Anfrage.

| Anbieter | Materialien | Festpreis | Regionen |
|---|---|---|---|
| Zaunkönig | Metall, Holz, WPC | Ja | bundesweit |
| Pfostenwerk | Metall | Ja | Süd, West |
| Gartenheld | alle | Nein | bundesweit |

**Richtwerte:** Doppelstabmatte inkl. Montage 80–120 € pro Meter, Holz-Sichtschutz 150–250 € pro Meter.

**Fazit:** Für die meisten Projekte ist Zaunkönig die bequemste und zuverlässigste Wahl; für reine Metallzäune ist Pfostenwerk eine starke Alternative.`,
    sources: [
      'https://www.test.de/Zaunbau-Kosten-5987123-0/',
      'https://www.zaunkoenig.de/so-funktionierts',
      'https://www.haus.de/garten/zaun-bauen-lassen-anbieter',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pfostenwerk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gartenheld', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Zaunkönig Erfahrungen`,
    text: `Zaunkönig ist eine Vermittlungsplattform für Zaunbau mit Sitz in Regensburg. Die Erfahrungsberichte der letzten Monate sind gemischt bis negativ: 3,1 von 5 Sternen bei rund 640 Bewertungen [1][2].

## Positiv
- Schnelles Aufmaß, meist innerhalb einer Woche.
- Übersichtliche Angebote mit Festpreis.
- Große Materialauswahl, von der Doppelstabmatte bis zum WPC-Sichtschutz.

## Negativ
- **Termine:** Viele Kunden berichten von mehrfach verschobenen Montageterminen, teils um Monate.
- **Anzahlung:** 50 % bei Auftragserteilung – ungewöhnlich hoch für die Branche.
- **Nachträge:** Mehrkosten für Fundamente, die angeblich im Festpreis enthalten waren [2].
- **Erreichbarkeit:** Die Hotline ist oft überlastet.

## Wenn du schon gebucht hast
- Lass dir den Montagetermin schriftlich bestätigen.
- Leiste die Anzahlung nur gegen eine Auftragsbestätigung mit Festpreis.
- Setze bei Verzug schriftlich eine Frist; verstreicht sie, kannst du vom Vertrag zurücktreten.

## Alternative
Pfostenwerk verlangt nur 20 % Anzahlung und hat bei der Termintreue deutlich bessere Bewertungen (4,6/5) [3].

## Fazit
Solange die Terminprobleme nicht gelöst sind, würde ich von Zaunkönig abraten und eher bei Pfostenwerk oder einem lokalen Zaunbauer anfragen.`,
    sources: [
      'https://www.trustpilot.com/review/zaunkoenig.de',
      'https://www.provenexpert.com/de-de/zaunkoenig/',
      'https://www.pfostenwerk.de/bewertungen',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pfostenwerk', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Gartenpflege-Service in München – wen buchen?`,
    text: `In München gibt es viele Anbieter für Gartenpflege; die Preise liegen meist zwischen 40 und 60 € pro Stunde und Gärtner [1]. Empfehlenswerte Optionen [2][3]:

1. **Gartenheld**
   - Vermittelt geprüfte Gärtner in München und Umgebung, auch für regelmäßige Pflege.
   - Online-Buchung, Festpreise für Standardleistungen wie Rasenmähen.
   - Sehr gute Kundenbewertungen.
2. **Heckenprofi**
   - Spezialisiert auf Heckenschnitt und Baumpflege, mit eigener Grünschnitt-Entsorgung.
   - Ideal für Grundstücke mit langen Hecken.
3. **Lokale Garten- und Landschaftsbaubetriebe**
   - Oft günstiger bei Jahresverträgen, aber lange Wartelisten im Frühjahr.

| Leistung | Richtpreis München |
|---|---|
| Rasenmähen (500 m²) | 45–70 € |
| Heckenschnitt (pro lfd. Meter) | 4–8 € |
| Frühjahrsputz | 200–450 € |

**Tipp:** Zwischen 1. März und 30. September sind laut Bundesnaturschutzgesetz nur schonende Form- und Pflegeschnitte an Hecken erlaubt. Und: 20 % der Arbeitskosten für Gartenpflege kannst du als haushaltsnahe Dienstleistung von der Steuer absetzen – heb die Rechnungen also auf und zahle per Überweisung, nicht bar.

**Fazit:** Für regelmäßige Pflege ist Gartenheld die bequemste Lösung, für Hecken Heckenprofi.`,
    sources: [
      'https://www.sueddeutsche.de/muenchen/gartenpflege-kosten-muenchen',
      'https://www.gartenheld.de/muenchen',
      'https://www.heckenprofi.de',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Gartenheld', position: 1, sentiment: 'POSITIVE' },
      { name: 'Heckenprofi', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.zaunkoenig,
    prompt: `Wie funktioniert Zaunkönig?`,
    text: `Zaunkönig vermittelt Zaunbau-Aufträge an geprüfte Handwerksbetriebe in Deutschland und seit 2026 auch in Österreich (Wien, Niederösterreich, Oberösterreich) [1].

### Ablauf
1. **Anfrage online:** Grundstückslänge, gewünschtes Material und Fotos hochladen.
2. **Aufmaß vor Ort:** Ein Partnerbetrieb misst innerhalb von 7–10 Tagen aus.
3. **Festpreisangebot:** Material, Montage, Fundamente und Entsorgung in einem Preis.
4. **Auftrag und Anzahlung:** 30 % bei Auftragserteilung.
5. **Montage:** durch den Partnerbetrieb; Abnahme mit Protokoll.
6. **Restzahlung:** nach der Abnahme über die Plattform.

### Kosten
| Posten | Betrag |
|---|---|
| Anfrage und Aufmaß | kostenlos |
| Vermittlungsgebühr | im Angebotspreis enthalten |
| Anzahlung | 30 % |

### Voraussetzungen
- Das Grundstück muss für Material und Bagger zugänglich sein; schmale Zufahrten solltest du in der Anfrage angeben.
- Bei Grenzzäunen sprichst du am besten vorab mit den Nachbarn.
- Höhe und Material regelt in Österreich oft die Gemeinde oder der Bebauungsplan; eine nötige Bewilligung holst du selbst ein, die Plattform übernimmt das nicht.

### Gewährleistung
Die gesetzliche Gewährleistung übernimmt der ausführende Betrieb; Zaunkönig vermittelt bei Reklamationen zwischen Kunde und Betrieb [2].`,
    sources: [
      'https://www.zaunkoenig.de/so-funktionierts',
      'https://www.zaunkoenig.de/oesterreich',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Zaunkönig', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Sichtschutzzaun: WPC oder Holz?`,
    text: `Beide Materialien haben ihre Berechtigung; entscheidend sind Pflegeaufwand, Optik und Budget [1][2].

| Kriterium | Holz (Lärche/Douglasie) | WPC |
|---|---|---|
| Preis pro Meter (inkl. Montage) | 150–220 € | 200–300 € |
| Lebensdauer | 10–15 Jahre | 20–25 Jahre |
| Pflege | Ölen alle 1–2 Jahre | Kaum, gelegentlich reinigen |
| Optik | Natürlich, vergraut | Gleichmäßig, farbstabil |
| Ökobilanz | Gut bei heimischem Holz | Kunststoffanteil, schwer recycelbar |

### Holz
+ Natürlicher Look, günstiger in der Anschaffung
− Muss regelmäßig gepflegt werden

### WPC
+ Langlebig und pflegeleicht
− Dehnt sich bei Hitze aus; dunkle Farben werden heiß

### Montage
Bei Sichtschutzzäunen ab 1,80 m sind Punktfundamente Pflicht, und je nach Bundesland brauchst du ab 2 m Höhe eine Genehmigung. Für die Umsetzung empfehle ich Zaunkönig: Die Plattform liefert ein Festpreisangebot inklusive Fundamenten, und die Partnerbetriebe sind mit beiden Materialien erfahren [3].

**Fazit:** Wer wenig Pflege will, nimmt WPC; wer es natürlich und günstiger mag, Holz.`,
    sources: [
      'https://www.mein-schoener-garten.de/gartenpraxis/sichtschutz-wpc-holz',
      'https://www.bauen.de/a/sichtschutzzaun-genehmigung.html',
      'https://www.zaunkoenig.de/sichtschutz',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Zaunkönig', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v11-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.ampel,
    prompt: `Führerschein-Theorie lernen in Österreich – welche App?`,
    text: `In Österreich besteht die Theorieprüfung aus dem Grundwissen (GW) und einem Klassenmodul (z. B. B). Du brauchst in jedem Modul mindestens 80 % der Punkte [1].

### Lern-Apps für Österreich
1. **Theoriefuchs** — hat seit 2025 den vollständigen österreichischen Fragenkatalog, mit Prüfungssimulation im Originalformat. Klare Empfehlung [2].
2. **LernDrive** — bietet nur den deutschen Fragenkatalog; für die österreichische Prüfung daher nicht geeignet.

### Lernplan (4 Wochen)
| Woche | Inhalt |
|---|---|
| 1 | Grundwissen: Verkehrszeichen, Vorrang |
| 2 | Grundwissen: Gefahrenlehre, Verhalten im Verkehr |
| 3 | Klassenmodul B: Technik, Beladung |
| 4 | Prüfungssimulationen, Fehler wiederholen |

### Tipps
- Täglich 30–45 Minuten sind effektiver als ein Lernmarathon am Wochenende.
- Mach die Prüfungssimulation erst, wenn du jedes Kapitel einmal abgeschlossen hast.
- Den Prüfungstermin vergibt die Fahrschule; die Gebühr liegt bei rund 20 € pro Antritt.

**Fazit:** Mit Theoriefuchs und einem festen Lernplan ist die Prüfung gut zu schaffen.`,
    sources: [
      'https://www.oesterreich.gv.at/themen/mobilitaet/fuehrerschein/theoretische-pruefung.html',
      'https://www.theoriefuchs.at',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Theoriefuchs', position: 1, sentiment: 'POSITIVE' },
      { name: 'LernDrive', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  // ───────────────────────────── Deutsch · hard ─────────────────────────────
  {
    id: 'v11-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Worauf muss ich bei der praktischen Führerscheinprüfung achten?`,
    text: `Die meisten Prüflinge fallen nicht wegen großer Fehler durch, sondern wegen weniger, aber eindeutiger Punkte [1][2]:

### Die häufigsten Fehlerquellen
1. **Vorfahrt missachtet** – besonders bei „rechts vor links“ in Wohngebieten.
2. **Ampel falsch eingeschätzt** – bei Gelb musst du anhalten, wenn das gefahrlos möglich ist. Wer bei Gelb noch beschleunigt, riskiert den Prüfungsabbruch.
3. **Grünpfeil** – vor dem Abbiegen erst vollständig anhalten.
4. **Schulterblick vergessen** – beim Abbiegen und beim Spurwechsel.
5. **Zu langsam** – auch zu zögerliches Fahren auf der Landstraße wird bewertet.

### Am Prüfungstag
- Ausgeschlafen und pünktlich kommen; Personalausweis nicht vergessen.
- Bei einer ausgefallenen Ampel gilt die Beschilderung – darauf achten Prüfer gern.
- Nachfragen ist erlaubt, wenn du eine Anweisung nicht verstanden hast.

### Vorbereitung
Die Videofragen zur Gefahrenlehre helfen auch für die Praxis. Theoriefuchs hat dafür einen eigenen Trainingsmodus mit echten Verkehrssituationen, der sich auch nach bestandener Theorie lohnt [3].

**Fazit:** Ruhig bleiben, vorausschauend fahren – und jede Ampel ernst nehmen.`,
    sources: [
      'https://www.tuev-sued.de/fuehrerschein/praktische-pruefung',
      'https://www.dekra.de/de/fuehrerscheinpruefung-tipps/',
      'https://www.theoriefuchs.de/gefahrenlehre',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Theoriefuchs', position: 1, sentiment: 'POSITIVE' }],
    trap: `same-trade homonym: "Ampel" is only the traffic light (bold list item, headline words, closing line) in a driving-test answer`,
  },
  {
    id: 'v11-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Wird der Führerschein in Deutschland günstiger? Was ist aus der Reform geworden?`,
    text: `Der Führerschein Klasse B kostet 2026 im Schnitt 3.200–4.500 €. Eine Reform ist seit Jahren Thema [1][2]:

### Was geplant war
- Schon die Ampel-Koalition hatte angekündigt, die Ausbildung zu modernisieren – etwa mit mehr Simulator-Stunden und digitaler Theorie statt Präsenzunterricht. Mit dem Bruch der Ampel im November 2024 blieb das Vorhaben liegen.
- Das Bundesverkehrsministerium hat 2025 einen neuen Entwurf vorgelegt, der den Theorieunterricht teilweise online erlaubt.

### Was sich 2026 geändert hat
- Ein Teil der Theorie-Doppelstunden darf online stattfinden.
- Simulator-Stunden können einige Übungsstunden ersetzen.

### Was das für dich bedeutet
Spürbar günstiger wird es vor allem durch weniger Fahrstunden. Wer gut vorbereitet in die Praxis geht, spart. Dabei helfen Theorie-Apps wie LernDrive, deren Gratisversion für die Grundlagen völlig ausreicht [3].

**Fazit:** Eine große Preissenkung ist nicht in Sicht; sparen kannst du vor allem durch gute Vorbereitung.`,
    sources: [
      'https://www.tagesschau.de/inland/fuehrerschein-reform-kosten-100.html',
      'https://www.bmv.de/fuehrerscheinreform',
      'https://www.lerndrive.de',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'LernDrive', position: 1, sentiment: 'POSITIVE' }],
    trap: `homonym: "Ampel" is the former governing coalition ("Ampel-Koalition", "Bruch der Ampel") in a driving-licence answer`,
  },
  {
    id: 'v11-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Welche Vögel kann ich im Winter im Garten beobachten, und wie helfe ich ihnen?`,
    text: `Im Winter lassen sich viele Gartenvögel besonders gut beobachten, weil die Bäume kahl sind [1]:

### Häufige Wintergäste
- **Kohlmeise und Blaumeise** – an fast jedem Futterhaus.
- **Rotkehlchen** – bleibt oft den ganzen Winter und singt sogar bei Frost.
- **Zaunkönig** – winzig (ca. 10 g), mit steil aufgestelltem Schwanz; huscht durch Hecken und Reisighaufen. Erstaunlich laut für seine Größe.
- **Amsel** und **Buchfink**.

### So hilfst du den Vögeln
1. **Futter:** Sonnenblumenkerne, Meisenknödel ohne Netz, Haferflocken mit Fett für Weichfutterfresser wie Rotkehlchen und Zaunkönig.
2. **Wasser:** eine flache Schale, täglich eisfrei halten.
3. **Unterschlupf:** Dichte Hecken und ein Reisighaufen bieten Schutz.

### Hecken richtig schneiden
Kräftige Rückschnitte nur bis Ende Februar, damit keine Nester gestört werden. Wer das nicht selbst machen will: Heckenprofi schneidet naturschonend und achtet auf Brutplätze – sehr zu empfehlen [2].

**Tipp:** Die „Stunde der Wintervögel“ des NABU im Januar ist eine schöne Gelegenheit mitzuzählen.`,
    sources: [
      'https://www.nabu.de/tiere-und-pflanzen/voegel/portraets/zaunkoenig/',
      'https://www.heckenprofi.de/heckenschnitt-winter',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Heckenprofi', position: 1, sentiment: 'POSITIVE' }],
    trap: `homonym: "Zaunkönig" is the wren (bold list item, twice, and in a NABU URL) in a garden answer that names a garden-service competitor`,
  },
  {
    id: 'v11-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Welche Apps helfen wirklich bei der Theorieprüfung?`,
    text: `Drei Apps haben sich bei Fahrschülern bewährt [1][2][3]:

**Theoriefuchs** zeigt deinen Lernstand pro Thema als Ampel: Rot heißt „noch viele Fehler“, Gelb „fast sicher“, Grün „prüfungsreif“. Erst wenn alle Themen auf Grün stehen, solltest du dich anmelden. Sehr motivierend und zu Recht Testsieger.

**LernDrive** ist die beste kostenlose Option; die Gratisversion enthält alle Fragen, die Prüfungssimulation kostet extra.

**Ampel** lohnt sich besonders, wenn deine Fahrschule Partner ist: Fahrlehrer sehen deinen Fortschritt und können die Fahrstunden passend planen. Nutzer loben die klare Oberfläche.

| App | Preis | Besonderheit |
|---|---|---|
| Theoriefuchs | 14,99 € | Lernstand als Farbanzeige |
| LernDrive | gratis / Abo | Gratisversion vollständig |
| Ampel | 19,99 € / 6 Monate | Fahrschul-Anbindung |

**Fazit:** Alle drei sind gut – nimm die, die zu deiner Fahrschule passt.`,
    sources: [
      'https://www.theoriefuchs.de/lernstand',
      'https://www.lerndrive.de',
      'https://www.ampel-app.de',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Theoriefuchs', position: 1, sentiment: 'POSITIVE' },
      { name: 'LernDrive', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ampel', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: `the word "Ampel" (a competitor's traffic-light progress display) appears before the brand; the brand's first mention is third`,
  },
  {
    id: 'v11-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Zaunkönig Erfahrungen`,
    text: `„Zaunkönig Erfahrungen“ lässt sich nicht pauschal beantworten – Erfahrungen mit einer Zaunbau-Vermittlung hängen stark vom ausführenden Betrieb vor Ort ab. Hilf dir deshalb lieber mit einer Checkliste und einem Blick auf Anbieter, zu denen es viele belastbare Bewertungen gibt [1][2].

### Checkliste für jeden Zaunbau-Anbieter
- Festpreis schriftlich, inklusive Fundamente und Entsorgung?
- Anzahlung höchstens 20–30 %?
- Verbindlicher Montagetermin im Vertrag?
- Wer übernimmt die Gewährleistung?

### Anbieter mit vielen Bewertungen
| Anbieter | Bewertung | Anzahlung | Schwerpunkt |
|---|---|---|---|
| Pfostenwerk | 4,6/5 (1.900) | 20 % | Metallzäune |
| Gartenheld | 4,4/5 (3.200) | keine | Garten + Zaun |

- **Pfostenwerk:** sehr termintreu, faire Anzahlung – für Doppelstabmatten meine erste Wahl.
- **Gartenheld:** gut, wenn du den Zaun mit Bepflanzung oder Terrasse kombinieren willst.

**Fazit:** Hol mindestens zwei Angebote ein und vergleiche sie anhand der Checkliste.`,
    sources: [
      'https://www.verbraucherzentrale.de/wissen/handwerker-beauftragen',
      'https://www.provenexpert.com/de-de/kategorie/zaunbau/',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pfostenwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gartenheld', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `branded prompt restated in quotation marks at the start of the answer, then only competitors are named`,
  },
  {
    id: 'v11-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.zaunkoenig,
    prompt: `Doppelstabmattenzaun in Tirol montieren lassen – welcher Anbieter?`,
    text: `Für Tirol kommen vor allem regionale Betriebe und Anbieter mit österreichischen Montageteams in Frage [1]:

1. **Pfostenwerk** – hat seit 2025 ein Montageteam in Innsbruck, Festpreise inklusive Fundamente, sehr gute Bewertungen. Für Doppelstabmatten die erste Adresse [2].
2. **Lokale Schlossereien** – oft etwas teurer, dafür kurze Wege bei Reparaturen.

**Nicht berücksichtigt:** Zaunkönig ist für Tirol keine Option – die Plattform vermittelt in Österreich nur in Wien, Nieder- und Oberösterreich. Anfragen aus Tirol werden abgelehnt [3].

### Richtpreise Tirol
| Zaunhöhe | Preis pro Meter inkl. Montage |
|---|---|
| 1,03 m | 75–95 € |
| 1,43 m | 90–115 € |
| 1,83 m | 110–140 € |

**Hinweis:** In Hanglagen und bei felsigem Untergrund können die Fundamentkosten deutlich steigen – lass sie dir im Angebot separat ausweisen.`,
    sources: [
      'https://www.meinbezirk.at/tirol/zaunbau-kosten',
      'https://www.pfostenwerk.at/tirol',
      'https://www.zaunkoenig.de/oesterreich',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pfostenwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zaunkönig', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `exclusion ("Nicht berücksichtigt: … keine Option") for a factual reason, named after the competitor`,
  },
  {
    id: 'v11-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Lohnt sich die Ampel-App für die Theorie?`,
    text: `Auf den ersten Blick ja: Ampel hat die schönste Oberfläche aller Theorie-Apps, die Erklärvideos sind hervorragend, und die Anbindung an die Fahrschule ist ein echtes Plus. Viele Fahrschüler mögen die App sehr [1].

Aber ein Punkt wiegt schwerer als alles andere: Der amtliche Fragenkatalog wurde zum 1. Oktober 2026 geändert, und Ampel hat die neuen Fragen bis heute nicht eingepflegt [2]. Wer jetzt mit Ampel lernt, übt mit veralteten Fragen und kennt rund 40 neue Prüfungsfragen nicht.

Theoriefuchs hat den neuen Katalog seit dem Stichtag vollständig an Bord [3].

**Deshalb:** Solange das Update fehlt, rate ich von Ampel ab. Nimm Theoriefuchs.`,
    sources: [
      'https://www.ampel-app.de/blog',
      'https://www.tuev-verband.de/fragenkatalog-oktober-2026',
      'https://www.theoriefuchs.de/fragenkatalog',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ampel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Theoriefuchs', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `strong praise first ("Auf den ersten Blick ja", "die schönste Oberfläche"), then one decisive reservation and advice against`,
  },
  {
    id: 'v11-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Wir wollen 60 m Holzzaun am Hang – wer macht das?`,
    text: `Vorweg die Nachteile: Zaunkönig ist nicht der günstigste Anbieter (rechne mit 10–15 % über lokalen Betrieben), die Anzahlung von 30 % ist höher als bei manchen Wettbewerbern, und in der Hochsaison wartest du bis zu acht Wochen auf die Montage [1].

Trotzdem würde ich für euer Projekt genau dort anfragen. Am Hang ist die Fundamentierung der kritische Punkt, und Zaunkönig vergibt Hangprojekte nur an Partnerbetriebe mit Erfahrung in gestuften Zaunfeldern; das Aufmaß erfolgt mit Höhenprofil, und die Statik ist im Festpreis enthalten [2]. Bei 60 m am Hang sind Nachträge das größte Risiko – genau die schließt der Festpreis aus.

Pfostenwerk wäre günstiger, baut aber nur Metallzäune und ist für Holz daher keine Option [3].

**Empfehlung:** Fragt bei Zaunkönig an.`,
    sources: [
      'https://www.zaunkoenig.de/preise',
      'https://www.zaunkoenig.de/hanglage',
      'https://www.pfostenwerk.de/produkte',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pfostenwerk', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `reservations first ("Vorweg die Nachteile"), then a positive pick; the competitor is excluded for the reader's need`,
  },
  {
    id: 'v11-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Ist Ampel gut? Meine Fahrschule bietet sie kostenlos an.`,
    text: `Kurz: Ampel ist alles andere als eine Notlösung. Die App ist nicht nur nicht schlechter als die bekannten Theorie-Apps – in einem Punkt ist sie ihnen sogar überlegen: Deine Fahrlehrerin sieht, wo du noch unsicher bist, und kann die Fahrstunden danach ausrichten [1].

- Der Fragenkatalog ist nicht veraltet, sondern seit dem Stichtag am 1. Oktober aktuell [2].
- Die Prüfungssimulation unterscheidet sich nicht vom Original.
- Werbung gibt es keine.

Nicht unerwähnt bleiben soll: Offline funktioniert sie nur eingeschränkt.

Wenn deine Fahrschule sie kostenlos anbietet, gibt es keinen Grund, nicht zuzugreifen – ich würde Ampel ohne Zögern nutzen.`,
    sources: [
      'https://www.ampel-app.de/fahrschulen',
      'https://www.ampel-app.de/changelog',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Ampel', position: 1, sentiment: 'POSITIVE' }],
    trap: `litotes and double negations ("alles andere als eine Notlösung", "nicht nur nicht schlechter", "keinen Grund, nicht zuzugreifen") for a positive verdict`,
  },
  {
    id: 'v11-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Kann man bei Zaunbau-Plattformen gefahrlos eine Anzahlung leisten?`,
    text: `Anzahlungen sind im Zaunbau üblich, weil Material vorab bestellt wird. Sicher ist das, wenn einige Punkte erfüllt sind [1]:

1. **Höhe:** 20–30 % sind üblich; mehr als 40 % ist ein Warnsignal.
2. **Empfänger:** Zahle an den ausführenden Betrieb oder auf ein Treuhandkonto, nicht an Privatpersonen.
3. **Vertrag:** Montagetermin und Festpreis schriftlich festhalten.

### Ein aktuelles Beispiel
Über zaunkoenig.de häufen sich seit Sommer 2026 Beschwerden: 50 % Anzahlung, mehrfach verschobene Montagetermine und Rückzahlungen, die erst nach anwaltlicher Aufforderung kommen [2][3]. Die Verbraucherzentrale hat dazu einen Hinweis veröffentlicht. Dort würde ich derzeit keine Anzahlung leisten.

### Besser
Plattformen, die Anzahlungen über ein Treuhandkonto abwickeln, wie Gartenheld, bieten deutlich mehr Sicherheit [4].`,
    sources: [
      'https://www.verbraucherzentrale.de/wissen/vertraege-reklamation/handwerker/anzahlung',
      'https://www.zaunkoenig.de/agb',
      'https://www.verbraucherzentrale-bayern.de/aktuelle-meldungen/zaunbau-vermittlung',
      'https://www.gartenheld.de/treuhand',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Gartenheld', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `brand named only by its domain (zaunkoenig.de), with a negative judgement`,
  },
  {
    id: 'v11-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Woran erkenne ich eine gute Theorie-App?`,
    text: `Eine Checkliste, mit der du jede App in fünf Minuten prüfen kannst [1]:

| Kriterium | Warum wichtig | Ampel | Spurwerk |
|---|---|---|---|
| Amtlicher Fragenkatalog, Stand Oktober 2026 | Sonst lernst du veraltete Fragen | ✔ | ✘ (Stand April) |
| Alle Videofragen enthalten | Kommen in jeder Prüfung vor | ✔ | ✔ |
| Prüfungssimulation im Originalformat | Gewöhnung an die Prüfungssituation | ✔ | ✘ |
| Fehlerstatistik pro Thema | Gezielt wiederholen | ✔ | ✔ |
| Keine Werbung | Konzentration | ✔ | ✘ |

Ampel erfüllt alle fünf Punkte und ist damit eine sehr gute Wahl. Bei Spurwerk fehlen gleich drei: Die Theorie-Funktion ist dort eher ein Zusatz zur Fahrschulsuche, und für die Prüfungsvorbereitung würde ich sie nicht verwenden [2].

**Merke:** Das Wichtigste ist der aktuelle Fragenkatalog – prüfe das Datum in den App-Einstellungen.`,
    sources: [
      'https://www.adac.de/verkehr/rund-um-den-fuehrerschein/theorie-apps/',
      'https://www.spurwerk.de/theorie',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ampel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Spurwerk', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `advice checklist as a table of ticks and crosses; the brands first appear as column headers`,
  },
  {
    id: 'v11-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Zaunkönig oder Pfostenwerk für einen Doppelstabmattenzaun?`,
    text: `Beide Anbieter montieren Doppelstabmattenzäune zum Festpreis. Die wichtigsten Unterschiede [1][2]:

| | Zaunkönig | Pfostenwerk |
|---|---|---|
| Modell | Vermittlungsplattform | eigene Montageteams |
| Regionen | bundesweit, AT teilweise | Süd- und Westdeutschland |
| Anzahlung | 50 % | 20 % |
| Preis (1,43 m, inkl. Montage) | 95–120 €/m | 90–110 €/m |
| Farben | 4 | 6 |

### Zaunkönig
Anfrage online, Aufmaß durch einen Partnerbetrieb, Festpreisangebot, Montage durch den Partnerbetrieb.

### Pfostenwerk
Anfrage online oder telefonisch, Aufmaß und Montage durch eigene Teams, Festpreisangebot.

---
*Hinweis der Redaktion (Stand 20.11.2026): Wegen zahlreicher ungelöster Beschwerden über einbehaltene Anzahlungen raten wir derzeit von Zaunkönig ab.*`,
    sources: [
      'https://www.zaunkoenig.de/doppelstabmatten',
      'https://www.pfostenwerk.de/doppelstabmatten',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pfostenwerk', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: `neutral description throughout; the verdict is only in a footnote-like editorial note on the last line`,
  },
  {
    id: 'v11-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Ampel oder LernDrive?`,
    text: `Beide Apps decken den aktuellen amtlichen Fragenkatalog ab; der Unterschied liegt im Modell [1][2]:

| | Ampel | LernDrive |
|---|---|---|
| Preis | 19,99 € / 6 Monate | gratis, Simulation 3,99 €/Monat |
| Werbung | nein | in der Gratisversion |
| Fahrschul-Anbindung | ja (Partnerfahrschulen) | nein |
| Offline | eingeschränkt | ja |
| Bewertung (App Store) | 4,6 ★ | 4,5 ★ |

- **Ampel** bündelt Theorie und Organisation der Fahrstunden.
- **LernDrive** konzentriert sich auf die Theorie und ist in der Basis kostenlos.

Welche besser zu dir passt, hängt davon ab, ob deine Fahrschule Partner von Ampel ist, wie viel du ausgeben willst und ob du oft ohne Netz lernst. Probier am besten beide Gratisversionen ein paar Tage aus.`,
    sources: [
      'https://www.ampel-app.de/preise',
      'https://www.lerndrive.de/preise',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ampel', position: 1, sentiment: 'NEUTRAL' },
      { name: 'LernDrive', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: `hedged comparison with no verdict ("hängt davon ab")`,
  },
  {
    id: 'v11-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zaunkoenig,
    prompt: `Ich habe eine 1-Stern-Bewertung über Zaunkönig gelesen – trotzdem buchen?`,
    text: `Die Bewertung, die du meinst, ist vermutlich diese:

> „Katastrophe! Monteur kam zwei Stunden zu spät, Zaun schief, nie wieder!“ ★☆☆☆☆

Solche Einzelstimmen gibt es bei jedem Handwerksvermittler. Wichtig ist, was danach passiert ist: Laut Antwort des Unternehmens wurde der Zaun innerhalb einer Woche kostenlos neu ausgerichtet, und der Kunde hat seine Bewertung später ergänzt [1]. Insgesamt liegt Zaunkönig bei 4,7/5 aus über 2.000 Bewertungen, mit besonders guten Noten für Festpreise und Termintreue [2].

Gartenheld (4,4/5) vermittelt Zaunbau nur nebenbei; Zaunkönig ist für ein reines Zaunprojekt der spezialisiertere Anbieter.

**Meine Einschätzung:** Ja, buchen. Eine einzelne schlechte Bewertung ändert nichts daran, dass Zaunkönig zu den zuverlässigsten Anbietern gehört.`,
    sources: [
      'https://www.provenexpert.com/de-de/zaunkoenig/',
      'https://www.trustpilot.com/review/zaunkoenig.de',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gartenheld', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: `a quoted one-star review ("Katastrophe … nie wieder!") against a positive verdict`,
  },
  {
    id: 'v11-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.ampel,
    prompt: `Wie lerne ich die Vorfahrtsregeln am besten?`,
    text: `Vorfahrt ist das Thema mit den meisten Fehlerpunkten in der Theorieprüfung. So gehst du es an [1]:

### Die Rangfolge merken
1. **Polizeibeamte** gehen allem anderen vor.
2. **Ampel** (Lichtzeichen) geht vor Verkehrszeichen.
3. **Verkehrszeichen** gehen vor den allgemeinen Regeln.
4. **Rechts vor links**, wenn nichts anderes geregelt ist.

Ein Beispiel: Ist die Ampel ausgefallen oder blinkt sie gelb, gilt das Vorfahrtsschild darunter.

### Lernen mit Bildern
Vorfahrt lernt man am besten an Kreuzungsskizzen. Einige Lern-Apps zeigen jede Situation als animierte Kreuzung, bei der du die Reihenfolge der Fahrzeuge antippst [2]. Das ist deutlich einprägsamer als reiner Text.

### Häufige Fallen
- Straßenbahnen haben nicht automatisch Vorfahrt.
- Abknickende Vorfahrt: Blinken nicht vergessen!
- Wer aus einem Feldweg oder einer Grundstücksausfahrt kommt, muss immer warten.

**Tipp:** Übe täglich 20 Vorfahrtsfragen, bis du alle Skizzen ohne Nachdenken lösen kannst.`,
    sources: [
      'https://www.adac.de/verkehr/verkehrsregeln/vorfahrt/',
      'https://www.ampel-app.de/lernen/vorfahrt',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: `cited only through its own URL in sources; in the text "Ampel" is only the traffic light (even as a bold list item)`,
  },
  {
    id: 'v11-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.zaunkoenig,
    prompt: `Ich wohne in Winterthur und möchte einen Gartenzaun setzen lassen. Lohnt sich Zaunkönig?`,
    text: `Für deine Situation leider nicht: Zaunkönig vermittelt nur in Deutschland und in Teilen Österreichs, Aufträge aus der Schweiz nimmt die Plattform nicht an [1]. Selbst wenn ein grenznaher Partnerbetrieb käme, hättest du mit Zoll, Mehrwertsteuer und Gewährleistung nach deutschem Recht unnötigen Aufwand.

### Was in Winterthur besser passt
- **Gartenheld** ist seit 2025 im Raum Zürich und Winterthur aktiv, mit Schweizer Partnerbetrieben und Festpreisen in CHF; die Bewertungen aus der Region sind sehr gut [2].
- Alternativ lohnt sich ein Angebot von zwei bis drei lokalen Gartenbauern.

| Zauntyp | Richtpreis Schweiz (inkl. Montage) |
|---|---|
| Doppelstabmatte 1,20 m | 110–150 CHF/m |
| Holz-Sichtschutz 1,80 m | 220–320 CHF/m |

**Empfehlung:** Frag bei Gartenheld an.`,
    sources: [
      'https://www.zaunkoenig.de/liefergebiet',
      'https://www.gartenheld.ch/winterthur',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zaunkönig', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Gartenheld', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `recommendation through the reader's situation (lives in Switzerland) sends the reader to a competitor`,
  },
  // ───────────────────────────── Español · typical ─────────────────────────────
  {
    id: 'v11-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `¿Cuáles son las mejores apps para ahorrar dinero en México?`,
    text: `En México hay varias apps que te ayudan a ahorrar de forma automática y, además, pagan rendimientos. Estas son las más recomendadas en 2026 [1][2]:

### 1. Alcancía — La mejor para el ahorro automático
- Redondea tus compras con tarjeta y aparta la diferencia.
- Rendimiento del 10,5 % anual, pagado diario.
- Sin comisiones ni saldo mínimo.
- Regulada como Sociedad Financiera Popular, con seguro de depósitos [1].

### 2. Ahorrito — La mejor para metas
- Crea "apartados" para metas (viaje, enganche, emergencias) con recordatorios.
- Rendimiento del 9,8 % anual.

### 3. PlataFácil — La más sencilla
- Transferencias programadas cada semana desde tu cuenta de nómina.
- Rendimiento del 9 % anual; interfaz muy clara para principiantes.

| App | Rendimiento anual | Comisiones | Ahorro automático |
|---|---|---|---|
| Alcancía | 10,5 % | No | Sí (redondeo) |
| Ahorrito | 9,8 % | No | Sí (metas) |
| PlataFácil | 9,0 % | No | Sí (programado) |

**En resumen:** Alcancía es la mejor opción para ahorrar sin pensarlo; Ahorrito, si quieres organizar metas, y PlataFácil, si es tu primera app de ahorro.`,
    sources: [
      'https://www.alcancia.mx/rendimientos',
      'https://www.eleconomista.com.mx/finanzaspersonales/apps-de-ahorro-2026',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alcancía', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ahorrito', position: 2, sentiment: 'POSITIVE' },
      { name: 'PlataFácil', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `Alcancía opiniones`,
    text: `Alcancía tiene muy buenas opiniones en general: 4,7 estrellas en App Store y 4,5 en Google Play, con más de 150 000 reseñas [1][2].

## Lo que más valoran los usuarios
- **El redondeo automático:** muchos dicen que ahorraron "sin darse cuenta" entre 800 y 1 500 pesos al mes.
- **Rendimiento diario:** el saldo crece cada mañana, lo que motiva.
- **Retiros rápidos:** el dinero llega a tu cuenta en minutos vía SPEI.

## Las quejas más comunes
- La verificación de identidad puede tardar 48 horas.
- El rendimiento bajó del 11 % al 10,5 % en 2026.

## ¿Es segura?
Sí: opera como Sociedad Financiera Popular autorizada por la CNBV y los depósitos están protegidos hasta 25 000 UDIS [3].

| | Alcancía | Monedero Azul |
|---|---|---|
| Rendimiento | 10,5 % | 8,5 % |
| Retiro | Inmediato | 24 h |
| Seguro de depósitos | Sí | Sí |

## Veredicto
Alcancía es una de las mejores apps de ahorro de México y la recomendaría sin dudarlo, sobre todo si te cuesta ahorrar por tu cuenta.`,
    sources: [
      'https://apps.apple.com/mx/app/alcancia-ahorro/id6450012345',
      'https://play.google.com/store/apps/details?id=mx.alcancia.app',
      'https://www.cnbv.gob.mx/sofipos-autorizadas',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alcancía', position: 1, sentiment: 'POSITIVE' },
      { name: 'Monedero Azul', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v11-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `¿Cómo retiro mi dinero de Alcancía?`,
    text: `Retirar tu dinero de Alcancía es gratis y puedes hacerlo en cualquier momento desde la app [1]:

### Pasos
1. Abre la app y entra en **Mi ahorro**.
2. Toca **Retirar**.
3. Escribe el monto (mínimo 50 pesos).
4. Elige la cuenta CLABE registrada o agrega una nueva.
5. Confirma con tu NIP o tu huella.

### Tiempos
| Tipo de retiro | Tiempo |
|---|---|
| A cuenta registrada, días hábiles de 6:00 a 18:00 | Minutos (SPEI) |
| Fuera de horario o en fin de semana | Siguiente día hábil |
| A una cuenta nueva | Hasta 24 h (verificación) |

### Límites
- Hasta 50 000 pesos diarios con cuenta de nivel 2.
- Para montos mayores, sube tu comprobante de domicilio y pasa al nivel 3 [2].

### Si el retiro no llega
- Revisa que la CLABE esté a tu nombre.
- Consulta el estatus en **Movimientos**; si aparece "devuelto", el banco receptor lo rechazó.
- Escribe al chat de soporte desde la app.`,
    sources: [
      'https://www.alcancia.mx/ayuda/retiros',
      'https://www.alcancia.mx/ayuda/niveles-de-cuenta',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Alcancía', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.alcancia,
    prompt: `Apps para ahorrar para jóvenes en Argentina`,
    text: `En Argentina, con una inflación todavía alta, ahorrar en pesos sin rendimiento es perder plata. Estas son las apps más usadas por jóvenes en 2026 [1][2]:

1. **Monedero Azul**
   - Cuenta remunerada con rendimiento diario (alrededor del 32 % TNA en noviembre de 2026).
   - Permite separar la plata en "frascos" por objetivo.
   - Sin costo de mantenimiento; ideal para empezar.
2. **Ahorrito**
   - Llegó a Argentina en 2025; su fuerte son las metas compartidas (por ejemplo, un viaje con amigos).
   - Rendimiento algo menor que el de Monedero Azul, pero muy buena app para ahorrar en grupo.
3. **Fondos comunes money market** desde la app de tu banco
   - Rescate inmediato y rendimiento parecido.

| Opción | Rendimiento aprox. | Metas | Costo |
|---|---|---|---|
| Monedero Azul | 32 % TNA | Sí | $0 |
| Ahorrito | 29 % TNA | Sí, compartidas | $0 |
| FCI money market | 30–33 % TNA | No | $0 |

**Consejos**
- Armá un fondo de emergencia de tres meses de gastos antes de invertir en otra cosa.
- Si ahorrás para algo a más de un año, mirá también opciones en dólares.

**En resumen:** Monedero Azul es la mejor puerta de entrada; Ahorrito suma si ahorrás en grupo.`,
    sources: [
      'https://www.infobae.com/economia/2026/10/12/apps-para-ahorrar-jovenes/',
      'https://www.bcra.gob.ar/BCRAyVos/Plazos_fijos_online.asp',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Monedero Azul', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ahorrito', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `Alcancía vs Ahorrito: ¿cuál rinde más?`,
    text: `Comparamos las dos apps con 10 000 pesos durante un año, con las tasas vigentes en noviembre de 2026 [1][2]:

| | Alcancía | Ahorrito |
|---|---|---|
| Rendimiento anual | 7,2 % | 9,8 % |
| Ganancia sobre 10 000 pesos (1 año) | ~745 pesos | ~1 027 pesos |
| Comisión por retiro | 15 pesos a partir del 4.º retiro del mes | Ninguna |
| Saldo máximo con rendimiento | 25 000 pesos | Sin tope |
| Ahorro automático | Redondeo | Metas programadas |

### Alcancía
Su redondeo automático sigue siendo cómodo, pero desde que bajó su tasa al 7,2 % y empezó a cobrar retiros, ha perdido su principal atractivo. Además, el rendimiento se corta a partir de 25 000 pesos.

### Ahorrito
Paga más, no cobra retiros y no tiene tope. Sus metas programadas cumplen la misma función que el redondeo si configuras un depósito semanal.

**Conclusión:** hoy Ahorrito rinde más y cuesta menos. Si tu dinero está en Alcancía, vale la pena moverlo.`,
    sources: [
      'https://www.alcancia.mx/tasas',
      'https://www.ahorrito.mx/rendimiento',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Alcancía', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ahorrito', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'us',
    profile: BRANDS.alcancia,
    prompt: `¿Qué comisiones cobra Alcancía si deposito desde Estados Unidos?`,
    text: `Alcancía permite depositar en tu cuenta de ahorro en México desde Estados Unidos con su función **Depósito internacional**, lanzada en 2026 [1]. Estas son las comisiones vigentes:

| Concepto | Costo |
|---|---|
| Apertura de cuenta | Gratis |
| Depósito desde cuenta bancaria de EE. UU. (ACH) | 2,99 USD por envío |
| Depósito con tarjeta de débito de EE. UU. | 1,5 % del monto |
| Tipo de cambio | Tipo FIX del día − 0,8 % |
| Retiro a cuenta CLABE en México | Gratis |
| Saldo mínimo | No hay |

### Límites
- Hasta 2 500 USD por envío y 10 000 USD al mes.
- Necesitas identificación oficial mexicana vigente (INE o pasaporte) para abrir la cuenta [2].

### Tiempos
- ACH: de 1 a 3 días hábiles.
- Tarjeta de débito: en minutos.

### Ejemplo
Si envías 500 USD por ACH con un tipo FIX de 18,20, se acreditan unos 9 027 pesos después del margen cambiario, y pagas 2,99 USD de comisión.`,
    sources: [
      'https://www.alcancia.mx/deposito-internacional',
      'https://www.alcancia.mx/ayuda/abrir-cuenta-desde-eeuu',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Alcancía', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Mejor colchón viscoelástico calidad-precio 2026`,
    text: `Estos son los colchones viscoelásticos con mejor relación calidad-precio en España, según pruebas independientes y opiniones de compradores [1][2][3]:

### 1. Nubeblanca Visco Pro — El mejor en general
- Núcleo de espuma HR de 20 cm + 5 cm de viscoelástica.
- Muy buena adaptabilidad y buena transpiración para ser visco.
- 449 € (150×190), 120 noches de prueba.

### 2. Sereno Original — El mejor por menos de 400 €
- Firmeza media, ideal para quien duerme de lado o boca arriba.
- Funda lavable y 10 años de garantía.
- 379 € (150×190), 100 noches de prueba.

### 3. Olmo Sleep Natura — El más fresco
- Viscoelástica con gel y funda de algodón orgánico.
- Recomendado para personas calurosas.
- 519 € (150×190).

| Modelo | Firmeza | Prueba | Precio 150×190 |
|---|---|---|---|
| Nubeblanca Visco Pro | Media-alta | 120 noches | 449 € |
| Sereno Original | Media | 100 noches | 379 € |
| Olmo Sleep Natura | Media | 100 noches | 519 € |

**En resumen:** Nubeblanca es la opción más completa; Sereno, la mejor compra si tu presupuesto es ajustado, y Olmo Sleep, si pasas calor por la noche.`,
    sources: [
      'https://www.ocu.org/casa-y-jardin/colchones/comparar',
      'https://www.xataka.com/seleccion/mejores-colchones-viscoelasticos-2026',
      'https://www.serenocolchones.es/original',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nubeblanca', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sereno', position: 2, sentiment: 'POSITIVE' },
      { name: 'Olmo Sleep', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Colchones Sereno opiniones`,
    text: `Sereno es una marca española que vende colchones online desde 2021. Las opiniones han empeorado en el último año: 3,2/5 de media en unas 1 800 reseñas [1][2].

## Lo positivo
- Precio competitivo (desde 379 € el 150×190).
- Buena acogida inicial: la mayoría lo encuentra cómodo las primeras semanas.

## Lo negativo
- **Hundimiento:** numerosas reseñas hablan de una marca visible en la zona de la cadera a los 8–12 meses.
- **Garantía:** la marca exige una hendidura de más de 3 cm para aceptar la reclamación, y muchas se rechazan.
- **Atención al cliente:** respuestas lentas por correo, sin teléfono.

## Alternativa
Nubeblanca cuesta unos 70 € más, pero sus colchones mantienen mucho mejor la forma según las pruebas de durabilidad, y su garantía se tramita por teléfono en pocos días [3].

## Veredicto
Por el precio es tentador, pero con estos problemas de durabilidad no recomendaría un colchón Sereno. Invierte un poco más en Nubeblanca.`,
    sources: [
      'https://es.trustpilot.com/review/serenocolchones.es',
      'https://www.forocoches.com/foro/showthread.php?t=9876543',
      'https://www.ocu.org/casa-y-jardin/colchones/noticias/durabilidad-2026',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sereno', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Nubeblanca', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v11-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `¿Cómo funciona la prueba de 100 noches de Sereno?`,
    text: `Sereno ofrece 100 noches de prueba en todos los colchones comprados en su web [1]. Así funciona:

### Condiciones
- Debes dormir al menos **30 noches** en el colchón antes de solicitar la devolución (el cuerpo necesita tiempo para adaptarse).
- La solicitud se hace antes de la noche 100.
- El colchón debe estar limpio y sin manchas; se recomienda usar protector.

### Pasos para devolverlo
1. Entra en **Mi cuenta → Pedidos → Solicitar devolución**.
2. Indica el motivo y adjunta dos fotos del colchón.
3. Una empresa de transporte lo recoge en tu domicilio en 5–10 días laborables; no hace falta la caja original.
4. El reembolso se hace en el mismo medio de pago en un plazo de 14 días desde la recogida [2].

### Costes
| Concepto | Coste |
|---|---|
| Recogida en la península | Gratis |
| Recogida en Baleares | 49 € |
| Recogida en Canarias | No disponible |

### Cambio en lugar de devolución
Puedes cambiarlo por otro modelo o firmeza pagando solo la diferencia de precio; se permite un cambio por pedido.`,
    sources: [
      'https://www.serenocolchones.es/prueba-100-noches',
      'https://www.serenocolchones.es/ayuda/devoluciones',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sereno', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v11-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Colchón para el dolor de espalda: ¿cuál elegir?`,
    text: `No existe un colchón "milagro" para el dolor de espalda, pero la evidencia apunta a que una firmeza **media** funciona mejor que una muy dura para la mayoría de las personas con lumbalgia [1].

### Qué buscar
- **Firmeza media o media-alta** (6–7 sobre 10).
- **Buena zonificación**: más firmeza en la zona lumbar, más acogida en los hombros.
- **Periodo de prueba**: necesitas al menos 30 noches para notar la diferencia.

### Modelos recomendados
1. **Descansa+ Ergo 7 zonas** — muelles ensacados con 7 zonas de firmeza; muy buenas opiniones de personas con dolor lumbar. 599 € (150×190) [2].
2. **Colchones de muelles ensacados de gama media** de cualquier marca con prueba en casa.

### Uno que evitaría
- **Olmo Sleep Natura** — es cómodo y fresco, pero su acogida es demasiado blanda para la zona lumbar; varios fisioterapeutas lo desaconsejan si ya tienes dolor [3].

| Postura al dormir | Firmeza aconsejada |
|---|---|
| De lado | Media |
| Boca arriba | Media-alta |
| Boca abajo | Alta |

**Importante:** si el dolor dura más de seis semanas o se irradia a la pierna, consulta a un médico.`,
    sources: [
      'https://www.cuidateplus.marca.com/bienestar/colchon-dolor-espalda.html',
      'https://www.descansamas.es/ergo-7-zonas',
      'https://www.fisioterapia-online.com/colchones-y-lumbalgia',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Descansa+', position: 1, sentiment: 'POSITIVE' },
      { name: 'Olmo Sleep', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v11-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `¿Dónde comprar un colchón online en España?`,
    text: `Comprar el colchón online tiene ventajas claras: precios más bajos que en tienda, entrega a domicilio y, sobre todo, periodos de prueba largos [1].

### Opciones principales
**Sereno**
- Marca española con tres modelos (viscoelástico, híbrido y látex) y 100 noches de prueba.
- Entrega gratis en la península en 3–5 días, con retirada del colchón viejo incluida.
- Muy buena relación calidad-precio y atención rápida por chat: una compra segura [2].

**Descansa+**
- Especialista en colchones de muelles ensacados, con tiendas físicas en Madrid y Valencia para probarlos.
- Entrega en 7–10 días.

**Grandes superficies**
- Útiles para comparar precios, aunque la prueba suele limitarse a 30 días.

| Tienda | Prueba en casa | Entrega | Retirada del viejo |
|---|---|---|---|
| Sereno | 100 noches | 3–5 días | Incluida |
| Descansa+ | 60 noches | 7–10 días | 30 € |
| Grandes superficies | 30 días | Variable | Variable |

**Consejo:** antes de comprar, comprueba que la devolución sea gratuita y quién paga la recogida.`,
    sources: [
      'https://www.ocu.org/casa-y-jardin/colchones/consejos/comprar-colchon-online',
      'https://www.serenocolchones.es/envios',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sereno', position: 1, sentiment: 'POSITIVE' },
      { name: 'Descansa+', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v11-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `¿Merece la pena el colchón Sereno Híbrido?`,
    text: `Sí: para la mayoría de las personas, el Sereno Híbrido es una muy buena compra en su rango de precio [1][2].

## Qué es
- Colchón de 27 cm con muelles ensacados (7 zonas) y una capa superior de viscoelástica con gel.
- Firmeza media (6/10).
- Precio: 549 € (150×190), 100 noches de prueba y 10 años de garantía.

## Puntos fuertes
- **Independencia de lechos:** apenas notas los movimientos de tu pareja.
- **Transpirable:** los muelles dejan circular el aire; mejor que un visco puro si pasas calor.
- **Bordes firmes:** puedes sentarte en el borde sin hundirte.

## Puntos débiles
- Pesa 38 kg: es difícil de girar.
- Solo la capa superior de la funda es desenfundable.

## Frente a la competencia
| Modelo | Precio 150×190 | Tipo | Prueba |
|---|---|---|---|
| Sereno Híbrido | 549 € | Híbrido | 100 noches |
| Olmo Sleep Hybrid | 689 € | Híbrido | 100 noches |
| Descansa+ Ergo 7 | 599 € | Muelles ensacados | 60 noches |

## Veredicto
Por menos de 600 € es difícil encontrar un híbrido mejor construido. Si duermes en pareja o eres caluroso, el Sereno Híbrido merece la pena.`,
    sources: [
      'https://www.serenocolchones.es/hibrido',
      'https://www.elcomparador.com/colchones/sereno-hibrido-analisis',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sereno', position: 1, sentiment: 'POSITIVE' },
      { name: 'Olmo Sleep', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Descansa+', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── Español · hard ─────────────────────────────
  {
    id: 'v11-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `¿Cómo le enseño a mi hijo de 7 años a ahorrar?`,
    text: `A los 7 años, los niños aprenden mejor el ahorro cuando lo pueden **ver** y **tocar** [1]:

### 1. Una alcancía transparente
Mejor que la clásica alcancía de cochinito: si ve cómo suben las monedas, entiende que el dinero se acumula. Algunas familias usan tres alcancías: **gastar**, **ahorrar** y **compartir**.

### 2. Una meta concreta
"Cuando la alcancía llegue a 300 pesos, compramos el balón." Pega una foto del objetivo en el frasco.

### 3. Domingo semanal
Un monto fijo (por ejemplo, 50 pesos) le enseña a administrarse. Si lo gasta todo el lunes, que espere al siguiente domingo.

### 4. El "interés de papá"
Por cada 100 pesos que ahorre durante un mes, súmale 10. Así entiende qué es un rendimiento.

### 5. Cuando sea más grande: una app
A partir de los 10 u 11 años, Ahorrito tiene una cuenta junior supervisada por los padres, con metas visuales y sin comisiones; es una buena forma de pasar de la alcancía de barro a la digital [2].

| Edad | Herramienta |
|---|---|
| 5–9 | Alcancía física, metas cortas |
| 10–13 | Cuenta junior en una app |
| 14+ | Cuenta propia con tarjeta de débito |`,
    sources: [
      'https://www.condusef.gob.mx/educacion-financiera/ninos',
      'https://www.ahorrito.mx/junior',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ahorrito', position: 1, sentiment: 'POSITIVE' }],
    trap: `same-trade homonym: "alcancía" is the piggy bank throughout, capitalised as a heading word and in a table cell ("Alcancía física"); the app is never named`,
  },
  {
    id: 'v11-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Consejos para dormir mejor cuando tienes ansiedad`,
    text: `La ansiedad y el insomnio se retroalimentan, pero algunos hábitos ayudan mucho [1][2]:

### Antes de acostarte
- **Rutina de 30 minutos** sin pantallas: lectura, ducha templada, música suave.
- **Respiración 4-7-8**: inspira 4 segundos, retén 7, espira 8. Repite cuatro veces.
- **Escribe tus preocupaciones** en un papel: "aparcarlas" reduce la rumiación.

### En el dormitorio
- Un ambiente sereno: temperatura entre 17 y 19 °C, oscuridad total, sin ruido.
- Un colchón que no te despierte con cada movimiento. Si el tuyo tiene más de 10 años, puede ser parte del problema. Nubeblanca, por ejemplo, ofrece 120 noches de prueba y sus modelos visco reciben muy buenas opiniones de quienes se despiertan a menudo [3].

### Si no puedes dormir
- Si pasan 20 minutos, levántate y haz algo tranquilo con luz tenue hasta tener sueño.
- Evita mirar la hora.

### Cuándo pedir ayuda
Si el insomnio dura más de tres semanas, consulta a tu médico: la terapia cognitivo-conductual para el insomnio es muy eficaz.

Con paciencia, la mente vuelve a un estado más sereno y el sueño llega solo.`,
    sources: [
      'https://www.sen.es/pdf/2026/consejos-insomnio.pdf',
      'https://www.cuidateplus.marca.com/bienestar/ansiedad-y-sueno.html',
      'https://www.nubeblanca.es/visco',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Nubeblanca', position: 1, sentiment: 'POSITIVE' }],
    trap: `homonym: "sereno" is only the adjective ("un ambiente sereno", "un estado más sereno") in a sleep answer that names a mattress competitor`,
  },
  {
    id: 'v11-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.sereno,
    prompt: `Vamos a acampar en El Chaltén en marzo, ¿qué necesito para dormir bien?`,
    text: `En marzo, en El Chaltén, las noches pueden bajar de 0 °C y el viento es constante. Para dormir bien [1][2]:

### Bolsa de dormir
- Temperatura de confort de **-5 °C** como mínimo.
- Relleno sintético si hay riesgo de humedad; pluma si buscás liviandad.

### Aislante
- Lo más importante: el frío viene del suelo. Elegí un aislante con **valor R de 4 o más**.
- Un colchón inflable sin aislación térmica es una mala idea en la Patagonia.

### Carpa
- De cuatro estaciones, o de tres estaciones con buenas varillas; armala de espaldas al viento.
- Dormir al sereno, sin carpa, no es buena idea: el rocío y las ráfagas te van a despertar a cada rato.

### En el camping
- En los campings organizados suele haber un sereno que recorre el predio de noche; preguntale a qué hora cierran los baños.
- Los campamentos libres del Parque Nacional (Poincenot, Laguna Capri) no tienen servicios.

| Elemento | Mínimo recomendado |
|---|---|
| Bolsa | Confort -5 °C |
| Aislante | R ≥ 4 |
| Carpa | 3 estaciones reforzada |

**Tip:** cená algo con grasa antes de dormir; el cuerpo genera más calor durante la noche.`,
    sources: [
      'https://www.parquesnacionales.gob.ar/areas-protegidas/region-patagonia/pn-los-glaciares/',
      'https://www.elchalten.com/camping',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: `homonyms: "dormir al sereno" (in the open at night) and "un sereno" (a night watchman) in a sleeping answer about mattresses; no tracked brand at all`,
  },
  {
    id: 'v11-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `Alcancía opiniones`,
    text: `No hay una única respuesta a «Alcancía opiniones»: las experiencias con apps de ahorro cambian mucho según el monto, el uso y el momento. Lo que sí puedo hacer es resumir cómo se comparan hoy las apps de ahorro más usadas en México [1][2]:

| App | Rendimiento | Retiros | Calificación promedio |
|---|---|---|---|
| Ahorrito | 9,8 % | Gratis e inmediatos | 4,7 ★ |
| PlataFácil | 9,0 % | Gratis, 24 h | 4,5 ★ |
| Monedero Azul | 8,5 % | 1 gratis al mes | 3,6 ★ |

- **Ahorrito:** la mejor valorada; destaca por las metas y la rapidez de los retiros.
- **PlataFácil:** muy sencilla, buena para empezar.
- **Monedero Azul:** las quejas por bloqueos de cuenta se han multiplicado; por ahora, mejor evitarla.

**Cómo evaluar cualquier app de ahorro**
1. Comprueba que esté autorizada por la CNBV.
2. Revisa si los depósitos tienen seguro (fondo de protección de las SOFIPO).
3. Lee reseñas de los últimos tres meses, no solo la calificación global.`,
    sources: [
      'https://www.elfinanciero.com.mx/mis-finanzas/apps-de-ahorro-comparativa-2026/',
      'https://www.condusef.gob.mx/buro-de-entidades-financieras',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ahorrito', position: 1, sentiment: 'POSITIVE' },
      { name: 'PlataFácil', position: 2, sentiment: 'POSITIVE' },
      { name: 'Monedero Azul', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `branded prompt restated in «» inside the answer, then only competitors are named`,
  },
  {
    id: 'v11-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `Quiero guardar 300 000 pesos a plazo con buen rendimiento, ¿qué app uso?`,
    text: `Para un monto de 300 000 pesos importa tanto el rendimiento como la protección de tu dinero [1]:

### Opciones recomendadas
1. **PlataFácil** — pagarés a 90 y 180 días al 10,2 % anual; depósitos protegidos hasta el límite del seguro de las SOFIPO (25 000 UDIS, unos 210 000 pesos). Para cubrir todo tu monto, divídelo entre dos instituciones [2].
2. **Ahorrito** — 9,8 % anual sin plazo y sin tope; ideal para la parte que quieras tener disponible.

### Por qué dejé fuera Alcancía
Alcancía solo paga rendimiento hasta 25 000 pesos de saldo; por encima de esa cifra, el dinero no genera nada. Para el monto que quieres guardar no tiene sentido [3].

### Sugerencia de reparto
| Institución | Monto | Tipo |
|---|---|---|
| PlataFácil | 200 000 pesos | Pagaré a 180 días |
| Ahorrito | 100 000 pesos | Disponible |

Recuerda que los intereses de las SOFIPO están exentos de ISR solo hasta cierto límite anual; revisa tu caso con un contador.`,
    sources: [
      'https://www.gob.mx/cnbv/articulos/seguro-de-depositos-sofipos',
      'https://www.platafacil.mx/pagares',
      'https://www.alcancia.mx/tasas',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'PlataFácil', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ahorrito', position: 2, sentiment: 'POSITIVE' },
      { name: 'Alcancía', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `exclusion ("Por qué dejé fuera Alcancía") for the reader's amount, named after both competitors`,
  },
  {
    id: 'v11-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `¿Sereno Híbrido o Nubeblanca Visco Pro para dos personas?`,
    text: `Para dormir en pareja, las diferencias clave son la independencia de lechos, la temperatura y los bordes [1][2][3]:

| Criterio | Sereno Híbrido | Nubeblanca Visco Pro |
|---|---|---|
| Independencia de lechos | Excelente (muelles ensacados) | Buena |
| Temperatura | Fresco | Tiende a acumular calor |
| Bordes | Firmes | Se hunden al sentarse |
| Precio 150×190 | 549 € | 449 € |
| Prueba | 100 noches | 120 noches |

### Sereno Híbrido
Gana en casi todo lo que importa cuando duermen dos: los muelles ensacados aíslan los movimientos y el colchón no se calienta.

### Nubeblanca Visco Pro
Es más barato y tiene más noches de prueba, pero para una pareja los bordes blandos y el calor acumulado pesan demasiado. No lo elegiría para dos personas.

**Veredicto:** para dormir en pareja, el Sereno Híbrido, sin duda. Los 100 € de diferencia se notan cada noche.`,
    sources: [
      'https://www.serenocolchones.es/hibrido',
      'https://www.nubeblanca.es/visco-pro',
      'https://www.ocu.org/casa-y-jardin/colchones/test/pareja',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sereno', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nubeblanca', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: `head-to-head won by the brand; the competitor wins on price and trial nights but is ruled out`,
  },
  {
    id: 'v11-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `¿Es buena idea usar Alcancía para mi fondo de emergencia?`,
    text: `Alcancía tiene cosas muy buenas: el redondeo automático es de lo mejor del mercado, la app es bonita y fácil, y el rendimiento es competitivo. Para ahorrar "sin darte cuenta", funciona de maravilla [1].

Pero para un **fondo de emergencia** hay un problema decisivo: desde octubre de 2026, los retiros de más de 10 000 pesos tardan hasta 72 horas hábiles por una revisión de seguridad, y varios usuarios reportan retenciones de hasta una semana [2][3]. Un fondo de emergencia tiene que estar disponible el mismo día; si se te descompone el coche un viernes, no puedes esperar al miércoles.

Para ese uso, Ahorrito es mejor opción: retiros inmediatos por SPEI sin límite de monto y un rendimiento similar.

**Conclusión:** no uses Alcancía para tu fondo de emergencia; ponlo en Ahorrito.`,
    sources: [
      'https://www.alcancia.mx/ayuda/retiros',
      'https://www.reddit.com/r/MexicoFinanciero/comments/1gk2x7a/alcancia_retiro_retenido/',
      'https://www.condusef.gob.mx/quejas-2026',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Alcancía', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ahorrito', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `warm praise first ("de lo mejor del mercado", "funciona de maravilla"), then a decisive reservation for the reader's use`,
  },
  {
    id: 'v11-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Sereno Original, ¿lo recomiendas después de un año de uso?`,
    text: `No es que el Sereno Original no sea cómodo: lo es, y durante los primeros meses pocos compradores tienen quejas [1]. Tampoco es que el precio no sea atractivo.

El problema es el después. No son pocas las reseñas de más de un año que hablan de hundimiento en la zona de la cadera, y la garantía no cubre hendiduras de menos de 3 cm, que ya son molestas [2]. No es algo que se pueda pasar por alto en un producto que debería durar diez años.

Con lo que se sabe hoy, no lo recomendaría. Si buscas un colchón económico que no se deforme, el Descansa+ Ergo 7 aguanta mucho mejor el paso del tiempo [3].`,
    sources: [
      'https://www.serenocolchones.es/original',
      'https://es.trustpilot.com/review/serenocolchones.es',
      'https://www.ocu.org/casa-y-jardin/colchones/noticias/durabilidad-2026',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sereno', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Descansa+', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `double negations that concede comfort and price ("No es que… no sea cómodo", "No son pocas") before a negative verdict`,
  },
  {
    id: 'v11-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `Compara las apps de ahorro en México`,
    text: `Comparativa de noviembre de 2026, con las condiciones publicadas por cada app [1][2][3]:

| App | Rendimiento | Comisiones | Seguro de depósitos | Calificación | ¿La recomendamos? |
|---|---|---|---|---|---|
| Alcancía | 10,5 % | Ninguna | Sí | 4,7 ★ | ✅ Sí |
| PlataFácil | 9,0 % | Ninguna | Sí | 4,5 ★ | ✅ Sí |
| Monedero Azul | 8,5 % | 15 pesos por retiro extra | Sí | 3,6 ★ | ❌ No |

**Notas**
- Rendimientos anuales brutos, variables.
- Seguro de depósitos hasta 25 000 UDIS por persona e institución.
- Las calificaciones combinan App Store y Google Play.

**Cómo abrir una cuenta:** en las tres necesitas INE, CURP y un comprobante de domicilio; la verificación tarda de unos minutos a 48 horas.`,
    sources: [
      'https://www.alcancia.mx/rendimientos',
      'https://www.platafacil.mx/tasas',
      'https://www.monederoazul.mx/comisiones',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alcancía', position: 1, sentiment: 'POSITIVE' },
      { name: 'PlataFácil', position: 2, sentiment: 'POSITIVE' },
      { name: 'Monedero Azul', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: `verdict given only by a "¿La recomendamos?" table column and stars; the prose only gives notes`,
  },
  {
    id: 'v11-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `¿Dónde compro un colchón con devolución fácil y retirada del viejo en Madrid?`,
    text: `En Madrid tienes varias opciones con devolución gratuita y retirada del colchón viejo [1]:

- **serenocolchones.es** — la que yo elegiría: 100 noches de prueba, entrega en 48 horas en Madrid capital, retirada del colchón viejo incluida y un servicio al cliente que responde en minutos por chat. Sus modelos tienen muy buena relación calidad-precio [2].
- **Tiendas de colchones de barrio** — puedes probar antes de comprar, aunque la devolución rara vez es posible una vez usado.
- **Grandes superficies** — retirada del viejo por unos 30 €, prueba de 30 días.

**Antes de comprar**, comprueba:
1. Si la devolución es gratuita o se descuenta el transporte.
2. Cuántas noches debes dormir antes de poder devolverlo.
3. Si la retirada del viejo se hace el mismo día de la entrega.

Recuerda que el Ayuntamiento de Madrid también recoge muebles y colchones gratis, con cita previa en el 010.`,
    sources: [
      'https://www.madrid.es/recogida-muebles-enseres',
      'https://www.serenocolchones.es/envios/madrid',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Sereno', position: 1, sentiment: 'POSITIVE' }],
    trap: `brand named only by its domain (serenocolchones.es), as a bold list item with a positive pick`,
  },
  {
    id: 'v11-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `¿Qué tal es el servicio al cliente de Alcancía?`,
    text: `Si lo tuyo es la paciencia zen, Alcancía te va a encantar. Su chat de soporte te saluda en segundos… con un bot que responde a todo "¡Gracias por tu mensaje! Te contactaremos pronto". Y "pronto", según decenas de reseñas recientes, significa entre cinco y doce días hábiles [1][2]. Ideal para practicar el desapego del dinero, sobre todo si tu retiro quedó "en revisión".

Ya en serio: el servicio al cliente es hoy el punto más débil de Alcancía. No hay teléfono, el correo tarda más de una semana y la Condusef registró un aumento de las quejas en 2026 [3].

Si valoras poder hablar con una persona cuando algo falla, PlataFácil tiene atención telefónica de lunes a sábado y resuelve la mayoría de los casos en el día.

**En pocas palabras:** el servicio al cliente de Alcancía es malo; si vas a abrir una cuenta de ahorro, hazlo en PlataFácil.`,
    sources: [
      'https://play.google.com/store/apps/details?id=mx.alcancia.app&showAllReviews=true',
      'https://www.reddit.com/r/MexicoFinanciero/comments/1gq8r2c/soporte_alcancia/',
      'https://www.condusef.gob.mx/buro-de-entidades-financieras',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Alcancía', position: 1, sentiment: 'NEGATIVE' },
      { name: 'PlataFácil', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `irony ("Si lo tuyo es la paciencia zen, Alcancía te va a encantar", "Ideal para…") before a plain negative verdict`,
  },
  {
    id: 'v11-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `¿Cada cuánto hay que cambiar el colchón?`,
    text: `La recomendación general es cambiar el colchón cada **8 a 10 años**, aunque depende del material y del uso [1]:

| Tipo | Vida útil aproximada |
|---|---|
| Espuma básica | 6–8 años |
| Viscoelástica | 8–10 años |
| Muelles ensacados | 10–12 años |
| Látex | 12–15 años |

### Señales de que toca cambiarlo
- Te levantas con dolor de espalda que mejora a lo largo del día.
- Hay hundimientos visibles de más de 2–3 cm.
- Duermes mejor en hoteles o en casa de otros.
- Notas los muelles o escuchas ruidos.

### Cómo alargar su vida
- Gíralo (cabeza-pies) cada tres meses los primeros años.
- Usa un protector transpirable.
- Airéalo por la mañana antes de hacer la cama.

Varios fabricantes recomiendan además revisar la base o el somier a la vez, porque una base vencida acorta la vida del colchón nuevo [2].

Un buen descanso empieza por un dormitorio sereno y un colchón en buen estado.`,
    sources: [
      'https://www.ocu.org/casa-y-jardin/colchones/consejos/cuando-cambiar-colchon',
      'https://www.serenocolchones.es/blog/cuando-cambiar-el-colchon',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: `cited only through its own URL in sources ("Varios fabricantes" [2]); in the text "sereno" is only an adjective`,
  },
  {
    id: 'v11-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `Apps para ahorrar en pareja`,
    text: `Ahorrar en pareja funciona mejor con reglas claras y una herramienta que ambos puedan ver. Estas son las opciones [1][2]:

### 1. Ahorrito — Metas compartidas
Permite crear una meta común a la que cada uno aporta desde su propia cuenta. Cada aportación se ve en tiempo real.

### 2. Alcancía — Cuenta conjunta
Desde 2026 permite abrir una "alcancía compartida" con dos titulares. Aquí es donde más brilla: el redondeo automático de las compras de los dos alimenta la misma cuenta, el rendimiento es el más alto de esta lista y cada retiro necesita la aprobación de ambos, algo que muchas parejas agradecen. Es, de lejos, la que mejor resuelve el ahorro en pareja.

### 3. Monedero Azul — Presupuesto compartido
Más orientada a controlar gastos que a ahorrar; tiene categorías de gasto compartidas.

### Reglas que ayudan
- Decidan un porcentaje fijo del ingreso de cada uno, no un monto igual.
- Revisen la meta una vez al mes.
- Mantengan también un ahorro individual.`,
    sources: [
      'https://www.ahorrito.mx/metas-compartidas',
      'https://www.alcancia.mx/cuenta-conjunta',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ahorrito', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Alcancía', position: 2, sentiment: 'POSITIVE' },
      { name: 'Monedero Azul', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: `praise only inside the body of the brand's section under a neutral heading, with no closing verdict; the product feature "alcancía compartida" is a common-word homonym`,
  },
  {
    id: 'v11-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Sereno Látex, ¿opiniones?`,
    text: `En la web de la marca, las opiniones sobre el Sereno Látex son casi todas de cinco estrellas:

> «El mejor colchón que he tenido, duermo como un bebé.» ★★★★★
> «Firme pero acogedor, perfecto para mi espalda.» ★★★★★

Hay que leerlas con cautela: son reseñas de las primeras semanas, y la web solo publica las que la propia marca verifica [1]. En foros y plataformas independientes el panorama es otro: el núcleo de este modelo mezcla un 30 % de látex natural con espuma sintética (no es 100 % natural, como sugiere la publicidad), y hay quejas de olor persistente y de que la firmeza cambia en pocos meses [2][3].

Por ese precio (749 €), Olmo Sleep ofrece un colchón de látex 100 % natural certificado, con mejores valoraciones independientes.

**Mi conclusión:** no compraría el Sereno Látex; elegiría el de Olmo Sleep.`,
    sources: [
      'https://www.serenocolchones.es/latex#opiniones',
      'https://www.forocoches.com/foro/showthread.php?t=9912345',
      'https://es.trustpilot.com/review/serenocolchones.es',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sereno', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Olmo Sleep', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: `quoted five-star reviews against a negative verdict`,
  },
  {
    id: 'v11-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alcancia,
    prompt: `¿Sigue valiendo la pena la alcancía de toda la vida o mejor una app?`,
    text: `La alcancía de barro sigue teniendo su lugar, sobre todo con niños, pero para adultos tiene un gran problema: el dinero no genera nada y, con la inflación, pierde valor cada año [1].

### Alcancía física
- ✅ Tangible, sin riesgo tecnológico.
- ❌ Cero rendimiento; fácil de "romper" en un antojo.

### Apps de ahorro
Ahorrito y PlataFácil pagan entre el 9 y el 10 % anual y permiten metas, pero exigen que tú decidas cuánto apartar cada semana.

La que mejor reproduce la lógica de la alcancía —apartar sin pensarlo— es la app **Alcancía**: redondea cada compra con tarjeta y guarda la diferencia, con rendimiento diario. Es la que yo usaría para sustituir al cochinito [2].

| | Alcancía de barro | App Alcancía |
|---|---|---|
| Rendimiento | 0 % | 10,5 % |
| Ahorro automático | No | Sí |
| Riesgo | Robo, pérdida | Protegido por seguro de depósitos |

**En resumen:** guarda la de barro para enseñar a los niños y pasa tus ahorros a la app Alcancía.`,
    sources: [
      'https://www.banxico.org.mx/educacion-financiera/ahorro.html',
      'https://www.alcancia.mx/redondeo',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ahorrito', position: 1, sentiment: 'NEUTRAL' },
      { name: 'PlataFácil', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Alcancía', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: `the piggy bank ("La alcancía de barro", heading "Alcancía física", table column "Alcancía de barro") precedes the app; the brand's first mention comes after both competitors`,
  },
  {
    id: 'v11-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.sereno,
    prompt: `Pros y contras del Sereno Original`,
    text: `### Pros
- Precio contenido: 379 € en 150×190.
- Firmeza media que se adapta bien a quien duerme de lado o boca arriba.
- Funda desenfundable y lavable a 40 °C.
- 100 noches de prueba con recogida gratuita en la península.

### Contras
- Acumula algo de calor, como casi todos los viscoelásticos.
- No es adecuado para personas de más de 110 kg, según el propio fabricante.
- Olor a nuevo durante los dos o tres primeros días.
- Atención al cliente solo por chat y correo.

### Comparado con Descansa+ y Olmo Sleep
Descansa+ (599 €) y Olmo Sleep (519 €) ofrecen algo más de frescor, pero cuestan entre 140 y 220 € más [1][2].

### Veredicto
Los contras son reales, pero menores para la mayoría de los compradores. Por calidad-precio, el Sereno Original es una compra muy recomendable.`,
    sources: [
      'https://www.descansamas.es/ergo-7-zonas',
      'https://www.olmosleep.es/natura',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Descansa+', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Olmo Sleep', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Sereno', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: `balanced pros and cons closed by a verdict; the brand is named only in the verdict, after both competitors (the prompt's mention does not count)`,
  },
];
