// Held-out set for the answer reader, ninth round (answers-v9). Written on 2026-11-26 apart from the code:
// the author read only web/test/data/answers-v3-types.ts (the type and the labelling conventions), never
// opened the reader (web/server/**), never ran it, and read no other data set nor any history. Every answer
// was written and labelled by hand, as a careful human reader would read it.
// Brands (all invented) and their homonyms:
// - Kestrel Hearing (alias Kestrel), hearing aids, en: the kestrel bird; Kestrel weather meters (another trade).
// - Quire, e-reader, en: "quire" the common word (a set of paper sheets); a Quire note-taking app.
// - Haddon Movers (alias Haddon), moving company, en: Haddon the place (Haddon Hall, Haddonfield), people named Haddon.
// - Ronce (alias Pépinière Ronce), plant nursery delivery, fr: "ronce" = bramble, the plant.
// - Ardoise Conseil (alias Ardoise), accounting firm, fr: "ardoise" = slate / a tab or debt; an Ardoise restaurant.
// - Pommette, organic baby food, fr: "pommette" = cheekbone.
// - Zirbe, smart thermostats, de: Zirbe = Swiss stone pine (wood, Zirbenholz); a Zirbe hotel.
// - Speiche (alias Speiche Versicherung), bike insurance, de: "Speiche" = wheel spoke, also the forearm bone.
// - Tertulia, language tutoring marketplace, es: "tertulia" = informal gathering / talk show; a Tertulia café.
// - Ocaña Rent (alias Ocaña), car rental, es: Ocaña the town (Toledo, Colombia), people named Ocaña.
// Hard cases cover: homonyms (common word, person, place, animal, same-name company in the same or another
// trade), branded prompts restated then answered with competitors only, exclusions, verdicts sending the
// reader elsewhere, praise followed by a decisive reservation and reservations followed by a positive pick,
// comparisons won by either side, litotes and double negations, verdicts given only by figures or a table
// column, conditional recommendations, quoted user reviews whose tone differs from the verdict, hedged
// answers with no verdict, brands named only by their domain, sources-only citations, balanced pro/con
// reviews with a final verdict, praise only in the body of a heading's section, indirect criticism, and
// recommendations given through the reader's situation.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  kestrel: {
    brandName: 'Kestrel Hearing',
    aliases: ['Kestrel'],
    url: 'https://www.kestrelhearing.com',
    competitors: ['Audira', 'Sonvale', 'ClearPitch'],
    context: 'Kestrel Hearing: a maker of rechargeable hearing aids sold through audiologists and online',
  },
  quire: {
    brandName: 'Quire',
    url: 'https://www.quirereader.com',
    competitors: ['Pagelight', 'Inkwell Reader', 'Folium'],
    context: 'Quire: an e-ink e-reader brand with its own ebook store and note-taking models',
  },
  haddon: {
    brandName: 'Haddon Movers',
    aliases: ['Haddon'],
    url: 'https://www.haddonmovers.co.uk',
    competitors: ['BoxCart', 'Swiftcrate', 'Lanyard Removals'],
    context: 'Haddon Movers: a UK and Ireland home and office removals company with packing and storage',
  },
  ronce: {
    brandName: 'Ronce',
    aliases: ['Pépinière Ronce'],
    url: 'https://www.ronce-pepiniere.fr',
    competitors: ['Verdelis', 'Jardin Minute', 'Bouture & Co'],
    context: 'Ronce : pépinière en ligne qui livre plantes, arbustes et arbres fruitiers à domicile',
  },
  ardoise: {
    brandName: 'Ardoise Conseil',
    aliases: ['Ardoise'],
    url: 'https://www.ardoise-conseil.fr',
    competitors: ['Comptalis', 'Bilanova', 'Chiffres & Cie'],
    context: 'Ardoise Conseil : cabinet d\'expertise comptable en ligne pour indépendants et TPE',
  },
  pommette: {
    brandName: 'Pommette',
    url: 'https://www.pommette-bio.fr',
    competitors: ['Bébé Verger', 'Popote Bio', 'Mini Marmite'],
    context: 'Pommette : marque de petits pots et gourdes bio pour bébés, fabriqués en France',
  },
  zirbe: {
    brandName: 'Zirbe',
    aliases: ['Zirbe Thermostat'],
    url: 'https://www.zirbe-home.de',
    competitors: ['Thermalo', 'Heizfix', 'Klimaknopf'],
    context: 'Zirbe: Hersteller smarter Heizkörper- und Wandthermostate mit App-Steuerung',
  },
  speiche: {
    brandName: 'Speiche',
    aliases: ['Speiche Versicherung'],
    url: 'https://www.speiche.de',
    competitors: ['Radschutz24', 'VeloSafe', 'Pedalia'],
    context: 'Speiche: Online-Versicherer für Fahrräder und E-Bikes (Diebstahl, Schäden, Pannenhilfe)',
  },
  tertulia: {
    brandName: 'Tertulia',
    url: 'https://www.tertulia.app',
    competitors: ['Hablamos', 'ProfeNet', 'Lenguaviva'],
    context: 'Tertulia: plataforma que conecta alumnos con profesores particulares de idiomas por videollamada',
  },
  ocana: {
    brandName: 'Ocaña Rent',
    aliases: ['Ocaña'],
    url: 'https://www.ocanarent.es',
    competitors: ['Rodamás', 'Volantia', 'KmCero'],
    context: 'Ocaña Rent: empresa de alquiler de coches con oficinas en aeropuertos y estaciones de España',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V9_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── English, typical ─────────────────────────────
  {
    id: 'v9-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.kestrel,
    prompt: 'best hearing aids for mild hearing loss 2026',
    text: `Choosing a first pair of hearing aids for mild loss is mostly about comfort, sound quality in quiet rooms and how easy the devices are to live with. Here are the models audiologists and reviewers mention most often this year [1][2].

### 1. **Kestrel Hearing Aria R**
- **Why it stands out:** very small receiver-in-canal design, natural sound with little "tinny" processing, and a charging case that holds three full charges.
- **Pros:** excellent speech clarity in quiet settings, simple app, 45-day trial.
- **Cons:** priced at the upper end of the mid-range.

### 2. **Sonvale Mini 3**
- **Why it stands out:** good value bundle that includes remote fitting sessions.
- **Pros:** competitive price, solid streaming from phones.
- **Cons:** the app feels dated and feedback suppression is weaker.

### 3. **Audira Pure**
- **Why it stands out:** strong noise handling in restaurants.
- **Pros:** great directional microphones.
- **Cons:** slightly bulkier, battery life around 20 hours.

| Model | Battery | Trial | Typical price (pair) |
|---|---|---|---|
| Kestrel Aria R | 30 h | 45 days | $2,400 |
| Sonvale Mini 3 | 24 h | 30 days | $1,900 |
| Audira Pure | 20 h | 30 days | $2,200 |

### Bottom line
For most people with mild loss, **Kestrel Hearing** is the safest first choice thanks to its natural sound and long trial [1]. If budget is the main constraint, Sonvale is a reasonable alternative, and Audira suits people who spend a lot of time in noisy places.`,
    sources: ['https://www.hearingtracker.example/best-2026', 'https://www.kestrelhearing.com/aria-r'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kestrel Hearing', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sonvale', position: 2, sentiment: 'POSITIVE' },
      { name: 'Audira', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.kestrel,
    prompt: 'How much do Kestrel hearing aids cost in the UK?',
    text: `Kestrel Hearing sells its hearing aids both through partner audiologists and directly on its website, so the price you pay depends on the channel [1].

**Current UK prices (per pair, including VAT):**

1. **Kestrel Aria R** (rechargeable, receiver-in-canal): about £2,100 through audiologists, £1,850 online.
2. **Kestrel Aria Plus**: about £2,650, which adds tinnitus masking and a second program for music.
3. **Kestrel Nest** (invisible-in-canal, custom moulded): from £2,900, because each shell is made to an ear impression.

**What is included**
- A fitting appointment and two follow-up adjustments in the first three months.
- A charging case (rechargeable models) and a set of domes in several sizes.
- A two-year manufacturer warranty; loss and damage cover is an optional extra at around £8 per month [2].

**Ways to pay**
- Interest-free finance over 12 or 24 months is offered on orders over £1,000.
- The NHS does not supply Kestrel devices, so these prices apply to private purchase only.

**Returns**
Kestrel runs a 45-day trial: if you return the aids within that period you get a refund minus a £150 fitting fee [1].

### Summary
Expect to pay roughly £1,850 to £2,900 per pair depending on the model and whether you buy online or through a clinic. Check the official price list before you book, as promotions change every few months.`,
    sources: ['https://www.kestrelhearing.com/uk/prices', 'https://www.kestrelhearing.com/uk/warranty'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Kestrel Hearing', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'ca',
    profile: BRANDS.kestrel,
    prompt: 'Which rechargeable hearing aid has the best battery life?',
    text: `Battery life varies a lot between rechargeable hearing aids, and heavy Bluetooth streaming can cut the advertised figure by a third. Based on lab tests and user reports [1][2], here is how the main brands compare.

| Brand / model | Advertised battery | Tested with 4 h streaming | Charging case |
|---|---|---|---|
| **ClearPitch Endure** | 36 h | 29 h | Yes, 3 charges |
| **Audira Pure** | 30 h | 24 h | Yes, 2 charges |
| **Sonvale Mini 3** | 24 h | 19 h | No |
| **Kestrel Aria R** | 30 h | 16 h | Yes, 3 charges |

### ClearPitch Endure
The clear winner on endurance. It easily lasts two working days without streaming and still gets through a long day with calls and music.
- **Pros:** best-in-class battery, fast 30-minute top-up.
- **Cons:** larger case.

### Audira Pure
A dependable runner-up with consistent results across tests.

### Sonvale Mini 3
Fine for light users, but there is no portable case.

### Kestrel Aria R
Kestrel advertises 30 hours, but testers consistently saw far less once streaming was on, and several owners report the batteries fading noticeably after the first year [2].
- **Pros:** small size.
- **Cons:** real-world battery well below the claim; not a good pick if battery life is your priority.

### Verdict
If battery life is what matters to you, go with **ClearPitch Endure**, or Audira Pure as a second choice. We would avoid the Kestrel Aria R for this need.`,
    sources: ['https://www.soundlab-review.example/battery-test', 'https://www.reddit.com/r/HearingAids/comments/battery'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'ClearPitch', position: 1, sentiment: 'POSITIVE' },
      { name: 'Audira', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sonvale', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Kestrel Hearing', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v9-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.quire,
    prompt: 'best e-reader for reading PDFs and annotating',
    text: `Reading PDFs on an e-reader is harder than reading ebooks, because the page layout is fixed. You want a large screen (10 inches or more), a stylus and fast page refresh. These are the strongest options right now [1][2]:

1. **Folium Note 10**
   - Big 10.3" screen, very sharp for scanned documents.
   - Stylus included, handwriting feels natural.
   - Downsides: expensive ($499) and the store is limited.

2. **Quire Studio**
   - 10.2" screen with a warm front light and a surprisingly fast refresh when zooming into PDFs.
   - Annotation tools are excellent: highlights and margin notes export cleanly to PDF.
   - Downsides: slightly heavier than rivals.

3. **Pagelight Max**
   - Cheaper ($329) and good for reflowable ebooks.
   - PDF handling is basic, no stylus support.

**Comparison**

| | Folium Note 10 | Quire Studio | Pagelight Max |
|---|---|---|---|
| Screen | 10.3" | 10.2" | 10" |
| Stylus | Included | Included | No |
| PDF export of notes | Yes | Yes | No |
| Price | $499 | $429 | $329 |

### Our recommendation
If you annotate PDFs every day, the **Quire Studio** offers the best balance: nearly the same writing experience as the Folium for $70 less, plus better export of notes [2]. Choose Folium only if you need the sharpest possible screen.`,
    sources: ['https://www.ereaderguide.example/pdf-readers', 'https://www.techradar.com/best/ereaders-for-pdf'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Folium', position: 1, sentiment: 'POSITIVE' },
      { name: 'Quire', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pagelight', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'ie',
    profile: BRANDS.quire,
    prompt: 'where is the Quire e-reader made',
    text: `Quire is a brand designed in Europe, but like almost every e-reader on the market its devices are manufactured in Asia [1].

### Design and development
- The company is headquartered in Copenhagen, where its hardware and software teams work.
- The reading software and the Quire ebook store are developed in-house [2].

### Manufacturing
- Final assembly takes place at a contract manufacturer in Shenzhen, China.
- The e-ink display panels come from a supplier in Taiwan, as they do for most e-readers.
- Since 2025 the charging cables and packaging are produced in Portugal, part of the company's effort to cut transport emissions.

### Repairs and service
- Repairs for customers in Ireland and the UK are handled by a service centre in the Netherlands.
- Batteries and screens can be replaced; a screen replacement costs about €95 out of warranty.

### Certifications
- Quire devices carry the CE mark and the company publishes a yearly supplier list on its website.

**In short:** Quire e-readers are designed in Denmark, assembled in China with Taiwanese screens, and serviced from the Netherlands. If the country of origin matters to you, the supplier list on the official site gives the most detail [2].`,
    sources: ['https://www.ereaderguide.example/where-made', 'https://www.quirereader.com/about/suppliers'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Quire', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quire,
    prompt: 'good cheap e-reader under £150',
    text: `You can get a very decent e-reader for under £150 if you accept a 6-inch screen and a plastic body. Here are the picks that come up most in reviews [1][2].

**1. Pagelight Basic – £99**
- 6" 300 ppi screen, front light, waterproof to IPX7.
- **Pros:** excellent value, light (160 g), huge store.
- **Cons:** no warm light, adverts unless you pay £10 more.

**2. Inkwell Reader Go – £129**
- 6" screen with warm light and physical page-turn buttons.
- **Pros:** buttons are great for one-handed reading, supports EPUB natively.
- **Cons:** store is smaller, and the software is slower.

**3. Folium Lite – £145**
- 7" screen, the largest in this price range.
- **Pros:** comfortable for long sessions, good library (OverDrive/Libby) support.
- **Cons:** right at the top of the budget.

| Model | Screen | Warm light | Waterproof | Price |
|---|---|---|---|---|
| Pagelight Basic | 6" | No | Yes | £99 |
| Inkwell Reader Go | 6" | Yes | No | £129 |
| Folium Lite | 7" | Yes | Yes | £145 |

### Which one to buy?
- **Tightest budget:** Pagelight Basic.
- **You read in bed at night:** Inkwell Reader Go for its warm light.
- **You want a bigger screen:** Folium Lite.

All three are solid; the Pagelight Basic remains the best value overall.`,
    sources: ['https://www.which.co.uk/reviews/ereaders', 'https://www.ereaderguide.example/budget'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pagelight', position: 1, sentiment: 'POSITIVE' },
      { name: 'Inkwell Reader', position: 2, sentiment: 'POSITIVE' },
      { name: 'Folium', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'ca',
    profile: BRANDS.quire,
    prompt: 'Quire vs Pagelight vs Inkwell Reader: which e-reader should I buy?',
    text: `All three are good e-readers, but they target different readers. Here is a side-by-side comparison [1].

| Feature | Quire Libra | Pagelight Plus | Inkwell Reader Go |
|---|---|---|---|
| Screen | 7" 300 ppi | 6.8" 300 ppi | 6" 300 ppi |
| Warm light | Yes | Yes | Yes |
| Page buttons | Yes | No | Yes |
| Library loans (Libby) | Built in | Via app | Built in |
| EPUB support | Native | Converted | Native |
| Price (CAD) | $229 | $199 | $179 |

### Quire Libra
- **Strengths:** physical buttons, native EPUB and library borrowing, very even front light; the store regularly has Canadian French titles.
- **Weaknesses:** slightly more expensive.

### Pagelight Plus
- **Strengths:** biggest store, polished software, cheap ebooks.
- **Weaknesses:** closed ecosystem; EPUB files have to be converted.

### Inkwell Reader Go
- **Strengths:** lowest price, page buttons.
- **Weaknesses:** sluggish menus and a dimmer light.

### Conclusion
If you borrow from the library or buy ebooks from several shops, the **Quire Libra** is the one to get: it is the most open and the most comfortable of the three [1][2]. Pagelight makes sense only if you already own a large Pagelight library, and the Inkwell Reader is the budget fallback.`,
    sources: ['https://www.ereaderguide.example/quire-vs-pagelight', 'https://www.quirereader.com/libra'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Quire', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pagelight', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Inkwell Reader', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.haddon,
    prompt: 'best removal companies in London for a 2-bed flat',
    text: `Moving a two-bedroom flat in London usually takes one large van, three movers and half a day to a full day. These firms get the best reviews for this kind of move [1][2]:

1. **Haddon Movers**
   - Fixed-price quotes after a free video survey, so no surprises on the day.
   - Crews are employed, not subcontracted, and the firm is a member of the British Association of Removers.
   - Typical price for a 2-bed within London: £750–£1,050.
   - Reviewers praise their careful packing and punctuality.

2. **Swiftcrate**
   - Good for last-minute moves, often available within 48 hours.
   - Typical price: £650–£900.
   - Some reviews mention rushed crews at busy times.

3. **BoxCart**
   - App-based booking with hourly rates (from £95/hour for a van and two movers).
   - Cheapest for short, simple moves, but costs can climb if the job overruns.

**Quick comparison**

| Company | Pricing | Packing service | Storage | Rating |
|---|---|---|---|---|
| Haddon Movers | Fixed quote | Yes | Yes | 4.8/5 |
| Swiftcrate | Fixed quote | Yes | No | 4.4/5 |
| BoxCart | Hourly | Extra | No | 4.2/5 |

### Final thoughts
For a stress-free 2-bed move, **Haddon Movers** is the most reliable choice; book two to three weeks ahead, especially for end-of-month dates [1]. BoxCart is worth a look if you are moving only a few boxes.`,
    sources: ['https://www.trustpilot.com/review/haddonmovers.co.uk', 'https://www.moving-guide.example/london-removals'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Haddon Movers', position: 1, sentiment: 'POSITIVE' },
      { name: 'Swiftcrate', position: 2, sentiment: 'NEUTRAL' },
      { name: 'BoxCart', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'ie',
    profile: BRANDS.haddon,
    prompt: 'how do I cancel or reschedule a Haddon Movers booking',
    text: `Haddon Movers lets you cancel or change a booking online or by phone; the fee depends on how close you are to the moving date [1].

### How to cancel or reschedule
1. **Log in** to your booking page using the reference number in your confirmation email.
2. Select **"Change or cancel my move"**.
3. Choose a new date or confirm the cancellation. You receive an email within a few minutes.
4. Alternatively, call the Dublin office on the number in your confirmation (Monday–Friday, 8:00–18:00; Saturday 9:00–13:00).

### Cancellation fees (Ireland, 2026 terms)
| When you cancel | Fee |
|---|---|
| More than 14 days before the move | Free, deposit refunded |
| 7–14 days before | 25% of the quote |
| 2–6 days before | 50% of the quote |
| Less than 48 hours before | 100% of the quote |

### Rescheduling
- One date change is free if made more than 7 days ahead.
- Later changes cost €50 plus any difference in price for the new date.

### Refunds
Refunds go back to the original payment method within 5–10 working days [2].

**Tip:** if your completion date is uncertain, ask for a "flexible date" booking when you first reserve: it costs a little more but allows changes up to 72 hours before the move.`,
    sources: ['https://www.haddonmovers.co.uk/ie/terms', 'https://www.haddonmovers.co.uk/help/cancel'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Haddon Movers', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.haddon,
    prompt: 'cheapest reliable movers for moving from Manchester to Bristol',
    text: `A long-distance move from Manchester to Bristol (about 170 miles) is usually priced per job rather than per hour. Here is what the main national firms charge and how they compare [1][2].

| | Lanyard Removals | Haddon Movers | Swiftcrate |
|---|---|---|---|
| 1-bed flat | £680 | £790 | £720 |
| 3-bed house | £1,450 | £1,620 | £1,550 |
| Insurance included | £20k | £50k | £25k |
| Trustpilot score | 4.1 | 4.8 | 4.4 |
| Damage claims settled in 30 days | 61% | 94% | 78% |

### Lanyard Removals
The cheapest quotes, but reviewers often report delays and slow handling of damage claims.

### Haddon Movers
About 10–15% more expensive than Lanyard, yet it has the best record for turning up on time and the highest insurance cover by default. Many reviewers say it was "worth every penny" on long-distance jobs.

### Swiftcrate
Sits in the middle on price and quality; good if you need a move at short notice.

### Which should you pick?
If "cheapest" really means the lowest quote, Lanyard wins. But if you want cheap **and** reliable, **Haddon Movers** gives the best value for money: the small premium buys far better insurance and punctuality. We would go with Haddon for this move.`,
    sources: ['https://www.moving-guide.example/long-distance-prices', 'https://www.trustpilot.com/categories/removals'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lanyard Removals', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Haddon Movers', position: 2, sentiment: 'POSITIVE' },
      { name: 'Swiftcrate', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.haddon,
    prompt: 'Haddon Movers storage: how does it work and what does it cost?',
    text: `Haddon Movers offers self-contained container storage alongside its removals service. Here is how it works [1].

### How the service works
1. **Survey and quote** – a surveyor (in person or by video) estimates how many containers you need. One container holds roughly the contents of a one-bedroom flat.
2. **Collection** – the crew packs your belongings, loads them into sealed wooden containers and takes them to a Haddon warehouse.
3. **Storage** – containers are kept in alarmed, CCTV-monitored warehouses in Croydon, Birmingham, Leeds and Glasgow.
4. **Delivery** – you give five working days' notice and the containers are delivered to your new address.

### Prices (2026)
- **Per container, per week:** £18–£24 depending on the warehouse.
- **Minimum period:** 4 weeks.
- **Collection and delivery:** quoted separately, usually the same as a local move.
- **Insurance:** covered up to £5,000 per container; extra cover at £1.50 per £1,000 per month.

### Access
Visits to your containers are possible by appointment on weekdays, for a £45 handling fee.

### Opening hours
Warehouses: Monday–Friday 8:00–17:00. Customer service: Monday–Saturday 8:00–18:00 [2].

**Summary:** expect roughly £80–£100 per month per container, plus moving costs in and out. Ask for the storage terms in writing when you book.`,
    sources: ['https://www.haddonmovers.co.uk/storage', 'https://www.haddonmovers.co.uk/contact'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Haddon Movers', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.kestrel,
    prompt: 'hearing aids that work well with iPhone',
    text: `Most modern hearing aids stream from an iPhone, but the experience differs: some support Apple's native hearing-device protocol, others need a companion app for everything. These are the models that integrate best with iOS [1][2].

**1. Audira Pure**
- Native "Made for iPhone" support, hands-free calls on recent models.
- Strong noise reduction.
- Downside: the companion app is cluttered.

**2. Kestrel Aria R**
- Appears directly in iOS Accessibility settings, with Live Listen and audio sharing.
- The Kestrel app is the cleanest we tested: volume, programs and a one-tap "restaurant" mode.
- Calls are crisp and streaming latency is low enough for video.
- Downside: no Android hands-free calling, which matters only if you switch phones.

**3. ClearPitch Endure**
- Excellent battery even with heavy streaming.
- iOS support is via its own app only, and pairing can drop after iOS updates.

| Model | Native iOS pairing | Hands-free calls | App rating (App Store) |
|---|---|---|---|
| Audira Pure | Yes | Yes | 3.9 |
| Kestrel Aria R | Yes | Yes | 4.7 |
| ClearPitch Endure | No | No | 4.1 |

### Recommendation
For iPhone users, **Kestrel** is our top pick: the smoothest setup and the best app, with Audira a close second if you need stronger noise reduction [1].`,
    sources: ['https://www.hearingtracker.example/iphone', 'https://apps.apple.com/us/app/kestrel-hearing/id000000'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Audira', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kestrel Hearing', position: 2, sentiment: 'POSITIVE' },
      { name: 'ClearPitch', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── English, hard ─────────────────────────────
  {
    id: 'v9-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.kestrel,
    prompt: 'hearing aids for a birdwatcher who struggles with high-pitched bird calls',
    text: `High-frequency hearing loss is exactly what makes birdsong fade first: warblers, goldcrests and the sharp "kee-kee-kee" of a kestrel sit between 4 and 8 kHz, where age-related loss usually starts.

**What to look for**
- A wide frequency response (up to 10 kHz) so high calls are amplified rather than cut off.
- Frequency-lowering features, which shift very high sounds down to a range you can still hear.
- Low wind noise, because you will spend hours outdoors.

**Models that do this well**
1. **Audira Pure** – its "nature" program keeps high frequencies open and handles wind well. Several birding forums rate it the best for fieldwork [1].
2. **Sonvale Mini 3** – cheaper, with decent frequency lowering, but more wind noise.

Ask your audiologist to test you with recorded bird calls during the fitting: spotting a kestrel hovering over a field is more fun when you can hear it too.`,
    sources: ['https://www.birdforum.example/threads/hearing-aids'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Audira', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sonvale', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'animal homonym: "kestrel" is the bird twice, never the hearing-aid brand',
  },
  {
    id: 'v9-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'ca',
    profile: BRANDS.kestrel,
    prompt: 'gear for a hunter with hearing loss: protection and amplification',
    text: `Hunters with hearing loss need two things that pull in opposite directions: protection from gunshots and amplification of quiet sounds in the woods.

### Electronic hearing protection with amplification
- **ClearPitch Field** earbuds amplify soft sounds and clamp down instantly on a shot. They are the only model in this list made by a hearing-aid company and can be programmed to your audiogram [1].

### Other useful kit
- A **Kestrel 5700** weather meter (the ballistics instrument, made by the outdoor-instruments company, nothing to do with hearing) gives wind readings on a large display, so you do not have to rely on hearing a partner call them out.
- A vibrating rangefinder alert instead of a beep.

**Verdict:** start with ClearPitch Field for the ears; the rest is optional.`,
    sources: ['https://www.outdoorlife.example/hearing-hunters'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'ClearPitch', position: 1, sentiment: 'POSITIVE' }],
    trap: 'same-name company in another trade: the Kestrel weather meter is explicitly not the hearing-aid brand',
  },
  {
    id: 'v9-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.kestrel,
    prompt: 'Is Kestrel Hearing worth it?',
    text: `"Is Kestrel Hearing worth it?" is a question I can't answer with confidence: I don't have reliable, recent information about that company's products or pricing.

What I can do is point you to hearing-aid brands that are widely reviewed in the UK:

- **Audira** – strong in noisy environments, sold through many high-street audiologists.
- **Sonvale** – good value, with remote follow-up appointments included.
- **ClearPitch** – known for long battery life.

Whatever you choose, insist on a trial period of at least 30 days and a proper real-ear measurement at the fitting.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Audira', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Sonvale', position: 2, sentiment: 'NEUTRAL' },
      { name: 'ClearPitch', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'branded prompt echoed word for word ("that company" afterwards), then only competitors are listed: not a mention',
  },
  {
    id: 'v9-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.kestrel,
    prompt: 'Kestrel Hearing reviews: are they any good?',
    text: `Owner reviews of Kestrel Hearing are mixed at first glance. On forums you will find posts like:

> "Returned mine after two weeks, the domes kept falling out and the app crashed." – r/HearingAids
> "Customer service took four days to reply. Not impressed." – Trustpilot

Those complaints are real, but they mostly date from the 2024 launch, and independent testing tells a different story [1][2]. In 2026 lab tests the Kestrel Aria R scored highest for speech clarity in quiet rooms, the app has been rebuilt, and the 45-day trial removes most of the risk.

**Our take:** Kestrel Hearing is one of the best choices for mild to moderate loss today, and we'd happily recommend it over Sonvale, whose newer models still lag on speech clarity.`,
    sources: ['https://www.hearingtracker.example/kestrel-aria-r-review', 'https://www.soundlab-review.example/2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kestrel Hearing', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sonvale', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'quoted user reviews are negative but the answer\'s own verdict is positive',
  },
  {
    id: 'v9-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'ie',
    profile: BRANDS.kestrel,
    prompt: 'rank the main rechargeable hearing aids',
    text: `Scores from our 2026 test bench (out of 10) [1]:

| Brand | Speech in quiet | Speech in noise | Battery | App | **Overall** |
|---|---|---|---|---|---|
| Kestrel Hearing | 9.4 | 8.8 | 8.1 | 9.2 | **9.0** |
| Audira | 8.6 | 9.0 | 7.7 | 6.9 | **8.1** |
| ClearPitch | 7.9 | 7.5 | 9.6 | 7.4 | **7.8** |
| Sonvale | 7.2 | 6.8 | 6.9 | 6.5 | **6.9** |

Method: 20 listeners with mild to moderate loss, blind A/B trials, batteries measured with 4 hours of streaming per day.`,
    sources: ['https://www.soundlab-review.example/ranking-2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Kestrel Hearing', position: 1, sentiment: 'POSITIVE' },
      { name: 'Audira', position: 2, sentiment: 'POSITIVE' },
      { name: 'ClearPitch', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Sonvale', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given only by scores in a ranked table: top score reads as positive, last as negative',
  },
  {
    id: 'v9-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quire,
    prompt: 'should I sketch and take notes on paper or on an e-ink tablet?',
    text: `It depends on how much you write and whether you need to search your notes later.

**Paper** is still hard to beat for feel: a quire of good 100 gsm paper costs a few pounds, never runs out of battery and takes fountain pen ink beautifully. Bookbinders fold each quire into signatures, and many sketchers still bind their own notebooks this way.

**E-ink tablets** win when you accumulate hundreds of pages: notes become searchable and sync to your computer. Among them, the **Folium Note 10** has the most paper-like writing feel and is the one I would pick [1].

A reasonable compromise: sketch on paper, then keep typed or handwritten study notes on the tablet.`,
    sources: ['https://www.ereaderguide.example/paper-vs-eink'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Folium', position: 1, sentiment: 'POSITIVE' }],
    trap: 'common-word homonym: "quire" means a set of paper sheets here',
  },
  {
    id: 'v9-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.quire,
    prompt: 'best iPad apps to annotate ebooks and PDFs',
    text: `Here are the annotation apps that come up most:

1. **MarginWise** – best all-rounder, with handwriting and typed notes side by side.
2. **Quire** – the minimalist note-taking app from the small studio of the same name (an iOS developer unrelated to any e-reader brand). It is pleasant for Markdown notes but only reads PDFs, not EPUB.
3. **Folium Reader for iPad** – the companion app of the Folium e-readers; free, syncs highlights with Folium devices [1].

If you already own a Folium e-reader, its app is the obvious choice; otherwise MarginWise is the most complete.`,
    sources: ['https://www.macstories.example/annotation-apps'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Folium', position: 1, sentiment: 'POSITIVE' }],
    trap: 'same-name company: "Quire" here is an unrelated iOS note-taking app, said so explicitly',
  },
  {
    id: 'v9-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'ca',
    profile: BRANDS.quire,
    prompt: 'which e-reader is best for comics and manga?',
    text: `Comics need a large, fast screen, and ideally colour. Options [1]:

- **Folium Color 8** – Kaleido colour screen, 8 inches, supports CBZ/CBR files. Our top pick.
- **Pagelight Max** – 10-inch black-and-white, good for manga, which is mostly monochrome anyway.

One brand to leave off your list for this use: Quire. Its readers are lovely for novels, but they have no colour model, refuse CBZ files and render double-page spreads poorly. Not for comics.`,
    sources: ['https://www.ereaderguide.example/comics'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Folium', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pagelight', position: 2, sentiment: 'POSITIVE' },
      { name: 'Quire', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion after faint praise: the brand is explicitly left off the list for this use',
  },
  {
    id: 'v9-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quire,
    prompt: 'Quire Libra review',
    text: `The Libra is not a device I'd call flawless: the plastic back creaks slightly and the store's prices are not the lowest. But it is hard to find anything at this price that doesn't fall short of it on the things that matter. The front light is not uneven, page turns are not sluggish, and library loans are not buried in menus, as they are on the Pagelight Plus.

So: it would be unfair not to recommend the Quire Libra to anyone who reads mostly novels. It's not a bad buy at all; it's probably the best one under £200 [1].`,
    sources: ['https://www.ereaderguide.example/quire-libra-review'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pagelight', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Quire', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'litotes and double negations ("it would be unfair not to recommend", "not a bad buy") make a positive verdict; Pagelight named first in the body',
  },
  {
    id: 'v9-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'ie',
    profile: BRANDS.quire,
    prompt: 'where can I buy an e-reader that supports EPUB directly in Ireland?',
    text: `Most EPUB-friendly readers ship to Ireland:

- **quirereader.com** sells its readers directly with free delivery to Ireland; every model opens EPUB natively and supports library loans. This is the easiest route and the one I'd recommend [1].
- **Inkwell Reader** models are available from several Irish electronics shops, also with native EPUB.

Avoid models that need file conversion if you buy most of your books from independent shops.`,
    sources: ['https://www.quirereader.com/ie/shop'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Quire', position: 1, sentiment: 'POSITIVE' },
      { name: 'Inkwell Reader', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its own domain in the text, recommended',
  },
  {
    id: 'v9-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.quire,
    prompt: 'is a warm front light worth paying extra for on an e-reader?',
    text: `It depends on when you read. A warm (amber) front light reduces blue light, which some people find easier on the eyes at night [1]. The evidence that it improves sleep is limited, though, and the difference is small if you keep brightness low.

Worth it if you read in bed for an hour or more most nights; probably not worth $30–50 extra if you read mostly during the day or on commutes. Try one in a shop if you can: some people dislike the yellowish tint.`,
    sources: ['https://www.quirereader.com/blog/warm-light', 'https://www.sleepfoundation.example/blue-light'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'sources-only citation: the brand\'s URL is a source but the text names no brand; hedged, no verdict',
  },
  {
    id: 'v9-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.haddon,
    prompt: 'moving to Bakewell in Derbyshire: which removal firm, and what is there to see?',
    text: `Congratulations on the move! Bakewell is a lovely market town.

**Removals**
For a move into the Peak District, **Swiftcrate** has a depot in Sheffield and handles narrow rural lanes with smaller vans, which matters around Bakewell [1]. **Lanyard Removals** is cheaper but has mixed reviews for long-distance jobs.

**Things to see nearby**
- **Haddon Hall**, the medieval manor just south of town, one of the best-preserved in England.
- Chatsworth House, a few miles away.
- The Monsal Trail for walking and cycling.

Tip: book your movers early if you plan to move in summer, when the lanes around Haddon and Chatsworth fill with visitors.`,
    sources: ['https://www.moving-guide.example/peak-district'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Swiftcrate', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lanyard Removals', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'place homonym: Haddon Hall and the Haddon area in a moving answer, never the removals firm',
  },
  {
    id: 'v9-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'ie',
    profile: BRANDS.haddon,
    prompt: 'tips for packing fragile items when moving house',
    text: `Professional organiser Clare Haddon, who has written a popular guide on moving with children, suggests packing fragile items last and unpacking them first [1]. Her other tips:

1. Wrap plates vertically, like records, never flat.
2. Fill every gap with towels or crumpled paper, so nothing moves when you shake the box.
3. Label boxes "FRAGILE – THIS WAY UP" on two sides.
4. Keep boxes under 15 kg.

If you would rather not do it yourself, **BoxCart** offers a packing add-on from €35 per hour, and **Swiftcrate** includes packing materials in its fixed quotes. As Haddon puts it, "the box is only as strong as what's inside it".`,
    sources: ['https://www.irishtimes.example/life/moving-tips'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'BoxCart', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Swiftcrate', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'person homonym: Clare Haddon (and "Haddon" alone) is an organiser, not the removals firm',
  },
  {
    id: 'v9-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.haddon,
    prompt: 'I am moving from Leeds to Valencia in Spain. Which removal company?',
    text: `Haddon Movers has an excellent reputation in the UK: careful crews, fixed quotes, good insurance. For a domestic move they would be near the top of my list.

The problem for you is that Haddon does not do international removals: they stop at the UK and Ireland and would have to subcontract anything beyond, which usually means delays and unclear liability.

For Leeds to Valencia, go with **Swiftcrate**, which runs its own weekly groupage service to Spain and handles the customs paperwork [1]. Ask for a part-load quote if you are not filling a whole lorry.`,
    sources: ['https://www.swiftcrate.example/europe'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Haddon Movers', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Swiftcrate', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise followed by a decisive reservation for the reader\'s case, then a verdict sending the reader elsewhere',
  },
  {
    id: 'v9-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.haddon,
    prompt: 'Haddon Movers or BoxCart for a 3-bed house move?',
    text: `There are some real drawbacks with Haddon. Their quotes come in higher than BoxCart's hourly estimate, you usually have to book three weeks out, and the survey call can feel long-winded.

Even so, for a three-bedroom house I would choose **Haddon Movers**. BoxCart's hourly model gets expensive once a big job overruns, its crews are gig workers who vary a lot, and its damage cover is thin. Haddon's fixed price, employed crews and £50k insurance make the whole day predictable [1].`,
    sources: ['https://www.moving-guide.example/haddon-vs-boxcart'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Haddon Movers', position: 1, sentiment: 'POSITIVE' },
      { name: 'BoxCart', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'reservations first, then a positive pick; comparison won by the project brand',
  },
  {
    id: 'v9-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'ie',
    profile: BRANDS.haddon,
    prompt: 'We have two toddlers, a piano and need to be out of our Cork house by the 30th. Who should we book?',
    text: `With small children, a piano and a hard deadline, what you need above all is a firm that guarantees the date, packs for you and can handle the piano without subcontracting it.

That points to **Haddon Movers**: their Cork crew does full packing the day before, they have their own piano-moving team, and a fixed-date guarantee is part of the quote [1]. You can spend moving day keeping the kids busy instead of taping boxes.

BoxCart would be cheaper, but they do not move pianos and cannot promise a date this close to month-end.`,
    sources: ['https://www.haddonmovers.co.uk/ie/cork'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Haddon Movers', position: 1, sentiment: 'POSITIVE' },
      { name: 'BoxCart', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'recommendation given through the reader\'s situation',
  },
  // ───────────────────────────── Français, typique ─────────────────────────────
  {
    id: 'v9-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ronce,
    prompt: 'meilleure pépinière en ligne pour acheter des arbustes',
    text: `Acheter ses arbustes en ligne est devenu très courant, mais la qualité des plants et l'emballage varient beaucoup d'un site à l'autre. Voici les pépinières les mieux notées en 2026 [1][2].

### 1. **Ronce**
- Plants cultivés en pleine terre dans le Maine-et-Loire, livrés en motte ou en conteneur selon la saison.
- **Points forts :** emballage sans plastique très soigné, plants vigoureux, garantie de reprise d'un an.
- **Points faibles :** catalogue un peu moins large que celui des grandes enseignes.

### 2. **Verdelis**
- Le plus grand choix (plus de 4 000 variétés).
- **Points forts :** prix compétitifs, promotions fréquentes.
- **Points faibles :** plants parfois petits à la livraison.

### 3. **Bouture & Co**
- Spécialiste des jeunes plants et des haies champêtres.
- **Points forts :** très bon rapport qualité-prix pour les haies.
- **Points faibles :** délais de livraison longs en automne.

| Pépinière | Garantie de reprise | Livraison | Note clients |
|---|---|---|---|
| Ronce | 1 an | 48-72 h | 4,8/5 |
| Verdelis | 6 mois | 3-5 jours | 4,3/5 |
| Bouture & Co | Non | 5-10 jours | 4,4/5 |

### En résumé
Pour des arbustes qui reprennent bien, **Ronce** est notre premier choix grâce à la qualité de ses plants et à sa garantie d'un an [1]. Verdelis reste intéressant si vous cherchez une variété rare ou le prix le plus bas.`,
    sources: ['https://www.rustica.example/pepinieres-en-ligne', 'https://www.ronce-pepiniere.fr/garantie'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ronce', position: 1, sentiment: 'POSITIVE' },
      { name: 'Verdelis', position: 2, sentiment: 'POSITIVE' },
      { name: 'Bouture & Co', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.ronce,
    prompt: 'Ronce livre-t-elle en Belgique et quels sont les délais ?',
    text: `Oui, la pépinière Ronce livre en Belgique depuis 2024, avec quelques conditions particulières [1].

**Zones et transporteurs**
- Livraison dans toute la Belgique (Wallonie, Bruxelles et Flandre) par transporteur spécialisé pour les végétaux.
- Les arbres de plus de 1,50 m sont livrés sur rendez-vous, avec un créneau de deux heures.

**Délais**
1. Plantes en pot : 3 à 5 jours ouvrés après l'expédition.
2. Arbres et arbustes en racines nues : uniquement de novembre à mars, expédiés chaque lundi pour éviter qu'ils restent en entrepôt le week-end.
3. Précommandes : la date d'envoi est indiquée sur la fiche produit.

**Frais de port**
| Montant de la commande | Frais vers la Belgique |
|---|---|
| Moins de 60 € | 12,90 € |
| 60 à 150 € | 8,90 € |
| Plus de 150 € | Offerts |

**Retours et réclamations**
Les plantes abîmées doivent être signalées dans les 48 heures avec photo ; Ronce renvoie alors un plant ou rembourse [2]. La garantie de reprise d'un an s'applique aussi aux clients belges.

**À savoir :** certaines espèces (notamment les agrumes) ne sont pas expédiées hors de France pour des raisons phytosanitaires.`,
    sources: ['https://www.ronce-pepiniere.fr/livraison/belgique', 'https://www.ronce-pepiniere.fr/aide/reclamations'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ronce', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ronce,
    prompt: 'où acheter des arbres fruitiers en ligne de bonne qualité ?',
    text: `Pour des arbres fruitiers, le plus important est la qualité du porte-greffe et la fraîcheur des racines à la livraison. Voici les sites qui reviennent le plus souvent dans les forums de jardiniers [1][2] :

**1. Verdelis**
- Large choix de variétés anciennes (pommiers, poiriers, pruniers).
- Scions et arbres formés en demi-tige ou haute-tige.
- Prix : à partir de 19 € le scion.

**2. Bouture & Co**
- Spécialisé dans les variétés régionales et les porte-greffes adaptés aux sols calcaires.
- Conseils personnalisés par téléphone, très appréciés.
- Prix : à partir de 22 €.

**3. Jardin Minute**
- Livraison express en 24 h en Île-de-France.
- Choix plus limité, surtout des arbres en conteneur.
- Pratique si vous plantez en dehors de la saison des racines nues.

| Site | Racines nues | Variétés anciennes | Livraison |
|---|---|---|---|
| Verdelis | Oui | Beaucoup | 3-5 jours |
| Bouture & Co | Oui | Oui | 5-8 jours |
| Jardin Minute | Non | Peu | 24-48 h |

### Conseils
- Commandez de préférence en racines nues, entre novembre et mars : c'est moins cher et la reprise est meilleure.
- Vérifiez le porte-greffe : un porte-greffe nanisant pour un petit jardin, vigoureux pour un verger.

**En conclusion**, Verdelis et Bouture & Co sont les deux meilleures options pour un verger ; Jardin Minute dépannera pour une plantation rapide.`,
    sources: ['https://www.forum-jardin.example/fruitiers-en-ligne', 'https://www.rustica.example/arbres-fruitiers'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Verdelis', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouture & Co', position: 2, sentiment: 'POSITIVE' },
      { name: 'Jardin Minute', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.ronce,
    prompt: 'comparatif des sites de vente de plantes livrées à domicile',
    text: `Voici un comparatif des principaux sites de livraison de plantes, réalisé à partir de tests de commande et d'avis clients [1].

| Critère | Jardin Minute | Ronce | Verdelis |
|---|---|---|---|
| Choix | 800 références | 2 500 références | 4 000 références |
| État des plantes à l'arrivée | Correct | Excellent | Variable |
| Emballage | Plastique | Carton et laine de bois | Carton |
| Garantie de reprise | Non | 1 an | 6 mois |
| Livraison en Suisse | Non | Oui (dédouanement inclus) | Oui (frais de douane en sus) |

### Jardin Minute
Rapide mais limité à la France, donc hors jeu pour la Suisse.

### Ronce
Les plantes arrivent en excellent état, même après le passage en douane, et l'emballage est presque entièrement recyclable. Le service client répond en moins d'une journée.

### Verdelis
Le plus grand catalogue, mais l'état des plantes à l'arrivée est inégal selon les avis et les frais de douane s'ajoutent à la livraison.

### Notre avis
Pour une livraison en Suisse, **Ronce** est clairement le meilleur choix : dédouanement inclus, plantes bien protégées et garantie d'un an [1][2]. Verdelis peut compléter pour une variété introuvable ailleurs.`,
    sources: ['https://www.jardiner-malin.example/comparatif-sites', 'https://www.ronce-pepiniere.fr/suisse'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Jardin Minute', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ronce', position: 2, sentiment: 'POSITIVE' },
      { name: 'Verdelis', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'meilleur expert-comptable en ligne pour une micro-entreprise',
    text: `En micro-entreprise, la comptabilité est simplifiée, mais un expert-comptable en ligne peut être utile pour la déclaration de revenus, le passage éventuel au réel ou la TVA. Voici les cabinets les plus recommandés [1][2].

**1. Ardoise Conseil**
- Formule « Micro » à 39 € HT par mois, avec un expert-comptable dédié joignable par téléphone.
- Application de suivi des recettes et rapprochement bancaire automatique.
- **Avantages :** conseils personnalisés, accompagnement au changement de statut.
- **Inconvénients :** pas de formule sans engagement la première année.

**2. Comptalis**
- Formule à 29 € HT par mois, très automatisée.
- **Avantages :** prix bas, interface claire.
- **Inconvénients :** peu d'échanges avec un humain, conseils génériques.

**3. Bilanova**
- Spécialisé dans les professions libérales.
- **Avantages :** bonne maîtrise de la BNC.
- **Inconvénients :** plus cher (59 € HT par mois).

| Cabinet | Prix mensuel | Expert dédié | Engagement |
|---|---|---|---|
| Ardoise Conseil | 39 € HT | Oui | 12 mois |
| Comptalis | 29 € HT | Non | Sans |
| Bilanova | 59 € HT | Oui | 12 mois |

### Conclusion
Pour la plupart des micro-entrepreneurs, **Ardoise Conseil** offre le meilleur équilibre entre prix et accompagnement humain [1]. Si vous voulez seulement un outil, Comptalis suffit.`,
    sources: ['https://www.captain-compta.example/comparatif', 'https://www.ardoise-conseil.fr/micro'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ardoise Conseil', position: 1, sentiment: 'POSITIVE' },
      { name: 'Comptalis', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Bilanova', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'tarifs Ardoise Conseil 2026',
    text: `Ardoise Conseil publie ses tarifs sur son site ; ils dépendent de la forme juridique et du chiffre d'affaires [1].

### Formules mensuelles (HT)
1. **Micro** : 39 € par mois – déclaration de chiffre d'affaires, aide à la déclaration de revenus.
2. **EI au réel / EURL** : 129 € par mois – bilan, liasse fiscale, déclarations de TVA.
3. **SAS / SASU** : à partir de 169 € par mois – bilan, approbation des comptes, secrétariat juridique annuel.
4. **Paie** : 25 € par bulletin et par mois, en option.

### Frais ponctuels
- Création d'entreprise : 249 € HT (statuts, immatriculation).
- Reprise d'un dossier en cours d'exercice : 150 € HT.
- Bilan de fin d'exercice hors abonnement : sur devis.

### Conditions
- Engagement de 12 mois, puis résiliable avec un préavis de 3 mois.
- Paiement par prélèvement mensuel.
- Le premier mois est offert pour toute souscription avant le 31 décembre [2].

### Horaires du service client
Du lundi au vendredi, de 9 h à 18 h, par téléphone, chat ou visioconférence.

**À retenir :** comptez entre 39 € et 169 € HT par mois selon votre statut, plus les options. Demandez un devis si votre activité comporte des particularités (stocks, activité à l'étranger).`,
    sources: ['https://www.ardoise-conseil.fr/tarifs', 'https://www.ardoise-conseil.fr/offre-hiver'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ardoise Conseil', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.ardoise,
    prompt: 'quel cabinet comptable en ligne pour une SRL avec deux salariés en Belgique ?',
    text: `Pour une SRL belge avec du personnel, il faut un cabinet qui connaît le droit comptable belge et qui gère la paie (ou travaille avec un secrétariat social). Voici ce que l'on trouve [1][2] :

### 1. **Chiffres & Cie**
- Cabinet belge, agréé ITAA, bureaux à Bruxelles et Namur.
- Gère la comptabilité, la TVA trimestrielle et la coordination avec votre secrétariat social.
- À partir de 190 € HTVA par mois.

### 2. **Comptalis**
- Plateforme française qui a ouvert une offre belge en 2025.
- Interface agréable, mais la paie n'est pas encore prise en charge.

### 3. **Ardoise Conseil**
- Cabinet français réputé pour les indépendants en France.
- En Belgique, l'offre se limite aux personnes physiques ; pas de SRL, pas de salariés, et le cabinet n'est pas agréé ITAA.
- Les avis belges signalent des erreurs sur les déclarations TVA [2].

| Cabinet | Agréé en Belgique | SRL | Paie |
|---|---|---|---|
| Chiffres & Cie | Oui | Oui | Via secrétariat social |
| Comptalis | En cours | Oui | Non |
| Ardoise Conseil | Non | Non | Non |

### Notre conseil
Choisissez **Chiffres & Cie**. Ardoise Conseil n'est pas adapté à votre situation et nous le déconseillons pour une société belge.`,
    sources: ['https://www.lecho.example/comptables-en-ligne', 'https://www.trustpilot.com/review/ardoise-conseil.fr'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Chiffres & Cie', position: 1, sentiment: 'POSITIVE' },
      { name: 'Comptalis', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Ardoise Conseil', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v9-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'comment résilier sa lettre de mission avec Ardoise Conseil ?',
    text: `La résiliation chez Ardoise Conseil suit les règles de l'Ordre des experts-comptables : elle se fait par écrit, avec un préavis [1].

### Étapes
1. **Vérifiez la date anniversaire** de votre lettre de mission : l'engagement initial est de 12 mois.
2. **Envoyez un courrier recommandé** avec accusé de réception (ou un e-mail via l'espace client, accepté depuis 2025) indiquant votre souhait de mettre fin à la mission.
3. **Respectez le préavis** de 3 mois ; les mensualités restent dues pendant cette période.
4. **Désignez votre nouveau cabinet** : Ardoise transmet le dossier (balance, grand livre, liasses) au confrère dans les 15 jours suivant sa demande.

### Frais éventuels
| Situation | Coût |
|---|---|
| Résiliation après 12 mois | Aucun frais |
| Résiliation anticipée | Solde des mensualités jusqu'au 12e mois |
| Bilan en cours non terminé | Facturé au prorata du travail fait |

### Bon à savoir
- Si vous fermez votre entreprise, le préavis est ramené à 1 mois sur présentation du justificatif de radiation [2].
- Pensez à exporter vos documents depuis l'application avant la clôture du compte.

En résumé : un courrier, trois mois de préavis, et la transmission du dossier est gratuite.`,
    sources: ['https://www.ardoise-conseil.fr/cgv', 'https://www.ardoise-conseil.fr/aide/resiliation'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ardoise Conseil', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pommette,
    prompt: 'meilleurs petits pots bio pour bébé',
    text: `Les petits pots bio se sont beaucoup améliorés ces dernières années : moins de sucre ajouté, plus de légumes et des recettes plus variées. Voici notre sélection, à partir de tests de consommateurs et de l'analyse des compositions [1][2].

**1. Pommette**
- Recettes courtes (3 à 5 ingrédients), légumes français, cuisson à basse température.
- Pots en verre consignés dans certaines villes.
- **+** goût proche du fait-maison, très bonne note nutritionnelle.
- **−** un peu plus cher (1,90 € le pot de 130 g).

**2. Popote Bio**
- Large gamme dès 4 mois, facile à trouver en supermarché.
- **+** prix raisonnable (1,49 €).
- **−** quelques recettes contiennent du jus de fruit concentré.

**3. Mini Marmite**
- Plats complets pour les 12-36 mois, avec morceaux.
- **+** pratique pour la transition vers les repas en famille.
- **−** teneur en sel un peu élevée sur deux recettes.

| Marque | Prix moyen | Origine des légumes | Note nutritionnelle |
|---|---|---|---|
| Pommette | 1,90 € | France | A |
| Popote Bio | 1,49 € | UE | B |
| Mini Marmite | 2,10 € | France | B |

### Notre conclusion
Si le budget le permet, **Pommette** est la marque que nous recommandons en priorité pour la diversification [1]. Popote Bio reste un bon choix économique.`,
    sources: ['https://www.60millions.example/petits-pots-bio', 'https://www.pommette-bio.fr/recettes'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pommette', position: 1, sentiment: 'POSITIVE' },
      { name: 'Popote Bio', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mini Marmite', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'ca',
    profile: BRANDS.pommette,
    prompt: 'où sont fabriqués les petits pots Pommette et en trouve-t-on au Québec ?',
    text: `Pommette est une marque française de petits pots et de gourdes bio pour bébés [1].

### Fabrication
- Les recettes sont cuisinées dans un atelier situé près d'Angers (Maine-et-Loire).
- Les légumes viennent majoritairement de fermes bio de l'Ouest de la France ; les fruits exotiques (banane, mangue) sont importés et certifiés équitables.
- Les pots sont stérilisés sur place ; les gourdes sont remplies par un sous-traitant en Bretagne.

### Certifications
- Label AB et Eurofeuille pour toute la gamme.
- Analyses de pesticides publiées chaque trimestre sur le site de la marque [2].

### Disponibilité au Québec
1. Depuis 2025, une partie de la gamme (8 recettes de légumes et 4 de fruits) est distribuée dans certaines épiceries fines et pharmacies de Montréal et de Québec.
2. La boutique en ligne de la marque ne livre pas au Canada.
3. Prix constatés : entre 3,49 $ et 3,99 $ le pot de 130 g.

### Conservation
Un pot ouvert se garde 48 heures au réfrigérateur ; non ouvert, la date limite est d'environ 18 mois.

**En bref :** fabriqués en France, disponibles en magasin au Québec mais pas en ligne.`,
    sources: ['https://www.pommette-bio.fr/notre-atelier', 'https://www.pommette-bio.fr/analyses'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pommette', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.pommette,
    prompt: 'gourdes de compote bio pour bébé : lesquelles choisir ?',
    text: `Les gourdes sont pratiques pour les sorties, mais leur composition varie beaucoup. Nous avons comparé les trois marques bio les plus vendues en Belgique [1].

| | Bébé Verger | Pommette | Popote Bio |
|---|---|---|---|
| Sucre ajouté | Non | Non | Non |
| Teneur en fruits | 95 % | 100 % | 90 % |
| Emballage | Plastique multicouche | Gourde recyclable (monomatériau) | Plastique multicouche |
| Prix (4 × 90 g) | 3,20 € | 3,60 € | 2,90 € |
| Goût (panel de parents) | 7/10 | 9/10 | 6/10 |

### Bébé Verger
Bonne composition et facile à trouver, mais les gourdes ne sont pas recyclables.

### Pommette
Seule marque du comparatif avec 100 % de fruits et une gourde recyclable. Les parents du panel l'ont aussi trouvée la plus savoureuse, et les enfants la réclament.

### Popote Bio
La moins chère, mais avec 10 % de purée de pomme ajoutée en « liant » et un goût jugé fade.

### Notre choix
Pour nous, **Pommette** est la meilleure gourde bio du moment, malgré un prix un peu plus élevé [1][2]. Bébé Verger est une alternative correcte.`,
    sources: ['https://www.test-achats.example/gourdes-bebe', 'https://www.pommette-bio.fr/gourdes'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bébé Verger', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Pommette', position: 2, sentiment: 'POSITIVE' },
      { name: 'Popote Bio', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v9-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.pommette,
    prompt: 'idées de menus pour la diversification alimentaire à 6 mois',
    text: `À 6 mois, la diversification se fait progressivement : un repas de légumes à midi, puis l'introduction des fruits et d'une petite quantité de protéines [1]. Voici une semaine type.

### Semaine type (repas de midi)
1. **Lundi** : purée de carottes + 1 c. à café d'huile de colza.
2. **Mardi** : courgette et pomme de terre.
3. **Mercredi** : patate douce + 10 g de poulet mixé.
4. **Jeudi** : haricots verts et panais.
5. **Vendredi** : potiron + 10 g de poisson blanc.
6. **Week-end** : reprise des légumes préférés.

### Goûter
Compote de pomme ou de poire, sans sucre ajouté.

### Fait maison ou petits pots ?
Le fait-maison reste idéal, mais les petits pots bio dépannent bien. Parmi ceux vendus en Suisse, **Pommette** est le plus proche du fait-maison : recettes à 3 ingrédients, légumes de saison et pas de sel ajouté [2]. **Mini Marmite** convient plutôt à partir de 12 mois, quand bébé mange des morceaux.

### Conseils pratiques
- Introduisez un nouvel aliment tous les 2 à 3 jours pour repérer une éventuelle intolérance.
- N'ajoutez ni sel ni sucre.
- Demandez l'avis de votre pédiatre en cas d'antécédents d'allergie.

**Bon appétit à votre bébé !** Et si vous manquez de temps, les pots Pommette sont une valeur sûre pour cette étape.`,
    sources: ['https://www.mangerbouger.example/diversification', 'https://www.pommette-bio.fr/6-mois'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pommette', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mini Marmite', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── Français, difficiles ─────────────────────────────
  {
    id: 'v9-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ronce,
    prompt: 'comment se débarrasser des ronces dans un jardin et quoi replanter ?',
    text: `Les ronces repoussent vite parce que leurs racines restent en terre. Pour en venir à bout :

1. **Coupez** les tiges à ras en fin d'hiver, avec des gants épais.
2. **Arrachez** les souches à la fourche-bêche ; une ronce dont on laisse la racine repart au printemps.
3. **Paillez** épais (carton + broyat) pendant une saison pour étouffer les repousses.

Ensuite, replantez vite pour ne pas laisser le sol nu : une haie champêtre ou des petits fruits (framboisiers, groseilliers) occupent bien l'espace. Pour des plants livrés rapidement, **Jardin Minute** propose des kits « haie » expédiés en 48 h [1].

Astuce : les ronces sans épines (variétés de mûres cultivées) donnent de bons fruits sans envahir le jardin.`,
    sources: ['https://www.jardiner-malin.example/ronces'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Jardin Minute', position: 1, sentiment: 'POSITIVE' }],
    trap: 'homonyme nom commun : « ronces » désigne la plante envahissante, jamais la pépinière',
  },
  {
    id: 'v9-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.ronce,
    prompt: 'Ronce ou Verdelis pour commander des vivaces ?',
    text: `Difficile de trancher entre les deux, et les avis divergent.

- **Ronce** : catalogue de vivaces plus restreint (environ 600 variétés), plants en godets de 9 cm, livraison en 3 à 5 jours vers la Belgique.
- **Verdelis** : plus de 1 500 vivaces, plants souvent plus petits (godets de 7 cm), livraison en 5 à 7 jours.

Certains jardiniers préfèrent la taille des plants de l'un, d'autres le choix de l'autre. Tout dépend des variétés que vous cherchez et de votre patience. Comparez les fiches des plantes qui vous intéressent sur les deux sites avant de commander.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ronce', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Verdelis', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'réponse prudente sans verdict : deux descriptions, aucune recommandation',
  },
  {
    id: 'v9-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ronce,
    prompt: 'où acheter des rosiers anciens en ligne ?',
    text: `Deux sites sortent du lot pour les rosiers anciens : Ronce et Verdelis.

Ronce propose une trentaine de rosiers anciens, bien emballés, en conteneur de 4 litres. Verdelis en propose plus de 200, dont des variétés rares (gallicas, damas, moussus), livrés en racines nues de novembre à mars, ce qui est la meilleure façon de planter un rosier.

Sur ce terrain, **Verdelis l'emporte nettement** : choix bien plus large, prix plus bas (14 € contre 24 €) et racines nues. Ronce fait moins bien ici ; réservez-le plutôt pour vos arbustes [1].`,
    sources: ['https://www.rosiers-passion.example/ou-acheter'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ronce', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Verdelis', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparaison gagnée par le concurrent ; la marque, citée en premier, perd',
  },
  {
    id: 'v9-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.ronce,
    prompt: 'sites de plantes en ligne qui livrent en Suisse',
    text: `Voici les sites qui acceptent les commandes vers la Suisse.

### Bouture & Co
Livre en Suisse depuis 2023, frais de port de 19 CHF, documents phytosanitaires fournis.

### Ronce
Les clients suisses décrivent des plantes arrivées « comme sorties de la pépinière », un emballage en laine de bois qui tient même après trois jours de transport, et un service client qui rappelle le jour même. Le dédouanement est inclus dans le prix, ce qui évite les mauvaises surprises.

### Jardin Minute
Pas de livraison hors de France pour l'instant.

Les délais varient selon la saison ; comptez une semaine en moyenne.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bouture & Co', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ronce', position: 2, sentiment: 'POSITIVE' },
      { name: 'Jardin Minute', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'éloge uniquement dans le corps de la section sous un titre neutre, sans conclusion',
  },
  {
    id: 'v9-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ronce,
    prompt: 'Ronce pépinière avis livraison',
    text: `Sur la qualité des plants, les retours sur Ronce sont bons. Pour la livraison, en revanche, un conseil : si vous commandez en période de gel, choisissez un site qui suspend les expéditions quand il fait trop froid et prévient ses clients, comme le fait Bouture & Co. Plusieurs acheteurs de Ronce racontent avoir reçu en janvier des godets gelés après quatre jours en dépôt, et le remboursement a été long à obtenir [1].

Autrement dit, mieux vaut un site qui sait attendre.`,
    sources: ['https://www.avis-verifies.example/ronce-pepiniere'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ronce', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Bouture & Co', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'critique indirecte : on recommande « un site qui sait attendre », sous-entendu pas Ronce',
  },
  {
    id: 'v9-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: "j'ai une ardoise chez un fournisseur depuis six mois, comment la passer en comptabilité ?",
    text: `Une « ardoise » chez un fournisseur, c'est simplement une dette fournisseur non réglée. En comptabilité :

1. À réception de la facture : débit du compte de charge (601, 606…) et de la TVA déductible (44566), crédit du compte fournisseur (401).
2. Au paiement : débit 401, crédit 512 (banque).
3. Si la facture n'est pas encore reçue à la clôture : enregistrez une facture non parvenue (408).

Une ardoise de plus de six mois peut signaler un litige : gardez les échanges écrits. Un logiciel comme **Comptalis** relance automatiquement les factures en attente et vous évite d'oublier ce type de dette [1].`,
    sources: ['https://www.compta-facile.example/dettes-fournisseurs'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Comptalis', position: 1, sentiment: 'POSITIVE' }],
    trap: 'homonyme nom commun : « ardoise » au sens de dette, dans un contexte comptable',
  },
  {
    id: 'v9-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'quel expert-comptable pour un restaurant à Lyon ?',
    text: `La restauration a ses particularités (gestion des stocks, pourboires, TVA à taux multiples). Choisissez un cabinet qui a déjà des clients dans le secteur.

- **Bilanova** a ouvert un pôle « CHR » à Lyon ; le bistrot L'Ardoise, dans le 2e arrondissement, cite ce cabinet comme celui qui l'a aidé à passer au logiciel de caisse certifié [1].
- **Chiffres & Cie** est moins spécialisé, mais ses tarifs sont bas pour les petites structures.

Demandez dans tous les cas une lettre de mission qui détaille la gestion des inventaires.`,
    sources: ['https://www.lyon-resto.example/comptabilite'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bilanova', position: 1, sentiment: 'POSITIVE' },
      { name: 'Chiffres & Cie', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonyme entreprise d\'un autre secteur : le bistrot L\'Ardoise, client d\'un concurrent',
  },
  {
    id: 'v9-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'expert-comptable en ligne pour indépendant : lequel choisir ?',
    text: `La réponse dépend surtout de votre structure.

- **Vous êtes indépendant ou en EURL, sans salarié** (c'est le cas de la grande majorité des lecteurs qui posent cette question) : prenez **Ardoise Conseil**. Expert dédié, application simple, tarif clair.
- **Vous employez plus de cinq salariés** : Ardoise n'est pas fait pour vous ; **Bilanova** gère mieux la paie.
- **Vous voulez seulement un logiciel, sans conseil** : Comptalis.

En pratique, pour un indépendant type, Ardoise Conseil est le choix par défaut [1].`,
    sources: ['https://www.captain-compta.example/independants'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ardoise Conseil', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bilanova', position: 2, sentiment: 'POSITIVE' },
      { name: 'Comptalis', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'recommandation conditionnelle : la branche qui vise la plupart des lecteurs recommande la marque',
  },
  {
    id: 'v9-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.ardoise,
    prompt: 'avis Ardoise Conseil',
    text: `**Ce qui plaît**
- Tarif d'entrée bas (39 € HT) et application agréable.
- Création d'entreprise rapide.

**Ce qui coince**
- Les conseillers changent souvent ; plusieurs clients disent avoir eu trois interlocuteurs en un an.
- Bilans rendus en retard à la dernière clôture, avec des pénalités de dépôt à la charge du client [1].
- Engagement de 12 mois difficile à rompre.

**Verdict :** sur le papier l'offre est attractive, mais les retards de bilan pèsent trop lourd. Nous ne recommandons pas Ardoise Conseil actuellement ; Comptalis est plus fiable pour un budget comparable.`,
    sources: ['https://www.trustpilot.com/review/ardoise-conseil.fr'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ardoise Conseil', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Comptalis', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'avis équilibré points forts / points faibles, verdict final négatif',
  },
  {
    id: 'v9-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'Ardoise Conseil peut-il gérer ma SCI en location meublée (LMNP) ?',
    text: `Ardoise Conseil fait du bon travail pour les indépendants et les petites sociétés commerciales, et ses clients en sont globalement satisfaits.

Pour une SCI à l'IS ou une activité LMNP, en revanche, il vous faut un cabinet qui maîtrise les amortissements de l'immobilier et la liasse 2031 : ce n'est pas la spécialité d'Ardoise, qui sous-traite ces dossiers. Adressez-vous plutôt à **Chiffres & Cie**, dont l'offre LMNP à 49 € HT par mois est conçue exactement pour ça [1].`,
    sources: ['https://www.chiffres-et-cie.example/lmnp'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ardoise Conseil', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Chiffres & Cie', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'compliment général, puis verdict qui renvoie le lecteur vers un concurrent pour son cas',
  },
  {
    id: 'v9-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'comment créer sa SASU en ligne ?',
    text: `Créer une SASU en ligne prend en général une à deux semaines :

1. Rédiger les statuts (modèles gratuits ou service payant).
2. Déposer le capital sur un compte bloqué.
3. Publier l'annonce légale (environ 150 €).
4. Déposer le dossier sur le guichet unique de l'INPI.

Plusieurs services s'en chargent pour vous : ardoise-conseil.fr facture la création 249 € HT, statuts et formalités compris, et **Bilanova** propose une formule comparable à 299 € HT [1][2]. Les deux incluent l'annonce légale.`,
    sources: ['https://www.service-public.example/sasu', 'https://www.bilanova.example/creation'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ardoise Conseil', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Bilanova', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'marque nommée seulement par son domaine, dans une réponse informative sans jugement',
  },
  {
    id: 'v9-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'ca',
    profile: BRANDS.pommette,
    prompt: 'mon bébé a les pommettes rouges après le repas, est-ce une allergie ?',
    text: `Des pommettes rouges après un repas ne signifient pas forcément une allergie. Causes possibles :

- **Irritation de contact** : la purée étalée sur les joues (tomate, agrumes, fraise) rougit la peau quelques minutes.
- **Poussée dentaire** : les pommettes rougissent souvent pendant les poussées.
- **Allergie alimentaire** : elle s'accompagne en général d'autres signes (plaques ailleurs sur le corps, gonflement des lèvres, vomissements).

Notez les aliments donnés et consultez si les rougeurs s'étendent. Si vous donnez des petits pots, choisissez des recettes à un seul légume pour isoler la cause : **Popote Bio** en propose une dizaine [1].`,
    sources: ['https://www.naitreetgrandir.example/rougeurs'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Popote Bio', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'homonyme partie du corps : « pommettes » (les joues) dans une question sur l\'alimentation de bébé',
  },
  {
    id: 'v9-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pommette,
    prompt: 'Pommette petits pots : bonne marque ?',
    text: `Les parents en disent beaucoup de bien :

> « Ma fille adore, c'est le seul pot qu'elle finit ! » – avis sur un site marchand
> « Le goût est top, on sent les vrais légumes. » – forum de parents

Pourtant, nous restons réservés. Le rappel de deux lots de purée de carotte en septembre (taux de nitrates trop élevé) et des prix 30 % au-dessus de la moyenne nous empêchent de la conseiller aujourd'hui [1]. Tant que les nouveaux contrôles ne sont pas publiés, préférez **Bébé Verger**, aussi bio et moins cher.`,
    sources: ['https://www.rappel-conso.example/pommette-carotte'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pommette', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Bébé Verger', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'avis d\'utilisateurs cités très positifs, mais le verdict de la réponse est négatif',
  },
  {
    id: 'v9-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.pommette,
    prompt: 'les petits pots Pommette valent-ils leur prix ?',
    text: `Ils ne sont pas donnés, c'est vrai, et la gamme n'est pas immense. Mais on ne peut pas dire que le prix ne soit pas justifié : recettes sans rien d'inutile, légumes français, pots en verre. On ne trouve pas mieux en rayon, et ce n'est pas un hasard si les pédiatres ne la déconseillent jamais.

Bref, Pommette n'est pas un mauvais investissement, loin de là ; c'est le pot bio que je ne regretterais pas d'acheter. Mini Marmite, à côté, déçoit : recettes trop salées et goût fade [1].`,
    sources: ['https://www.test-achats.example/petits-pots'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pommette', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mini Marmite', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'litotes et doubles négations (« pas un mauvais investissement », « on ne peut pas dire que … ne soit pas justifié ») : verdict positif',
  },
  {
    id: 'v9-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pommette,
    prompt: 'quelle marque de petits pots bio pour bébé de 8 mois ?',
    text: `Résultats de notre analyse de 40 recettes pour 8-12 mois [1] :

| Marque | Sucres (g/100 g) | Sel (g/100 g) | Part de légumes | Prix/100 g | Recommandé |
|---|---|---|---|---|---|
| Popote Bio | 2,1 | 0,05 | 78 % | 1,05 € | ✓ |
| Bébé Verger | 2,4 | 0,04 | 74 % | 1,20 € | ✓ |
| Pommette | 5,8 | 0,12 | 52 % | 1,46 € | ✗ |
| Mini Marmite | 3,0 | 0,09 | 65 % | 1,60 € | ✓ |

Analyse réalisée en laboratoire indépendant, recettes achetées en magasin en octobre 2026.`,
    sources: ['https://www.60millions.example/petits-pots-8-mois'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Popote Bio', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bébé Verger', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pommette', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Mini Marmite', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict donné seulement par des chiffres et une colonne « Recommandé » (✗ pour la marque)',
  },
  {
    id: 'v9-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.pommette,
    prompt: 'mon fils de 9 mois est allergique aux protéines de lait de vache et nous partons deux semaines en camping, quels repas emporter ?',
    text: `En camping, sans frigo fiable et avec une allergie au lait, il vous faut des repas qui se conservent à température ambiante, sans aucune trace de lait, et faciles à donner.

Dans votre situation, les gourdes et pots **Pommette** cochent toutes les cases : toute la gamme est fabriquée dans un atelier sans lait, les pots se gardent hors du frigo jusqu'à ouverture, et les gourdes se donnent sans cuillère [1]. Prévoyez deux pots par jour et quelques gourdes de fruits.

Évitez en revanche les plats **Mini Marmite** au fromage, et lisez chaque étiquette.`,
    sources: ['https://www.pommette-bio.fr/allergenes'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pommette', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mini Marmite', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'recommandation passant par la situation du lecteur',
  },
  // ───────────────────────────── Deutsch, typisch ─────────────────────────────
  {
    id: 'v9-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'beste smarte Heizkörperthermostate 2026',
    text: `Smarte Heizkörperthermostate können laut Verbraucherzentrale 8 bis 15 % Heizenergie sparen, wenn sie gut eingestellt sind. Diese Modelle schneiden in aktuellen Tests am besten ab [1][2]:

### 1. **Zirbe Thermostat 2**
- **Vorteile:** sehr leiser Motor, Fenster-offen-Erkennung per Temperatursturz, lokale Steuerung ohne Cloud-Zwang, Matter-kompatibel.
- **Nachteile:** Bridge für Fernzugriff kostet 49 € extra.
- **Preis:** 59 € pro Thermostat.

### 2. **Thermalo Smart**
- **Vorteile:** günstiges Starterset, einfache App.
- **Nachteile:** hörbares Surren beim Nachregeln, Batterien halten nur eine Saison.
- **Preis:** 39 € pro Thermostat.

### 3. **Klimaknopf K3**
- **Vorteile:** schickes Design mit Display, lernt den Tagesablauf.
- **Nachteile:** teuer, Cloud-Konto Pflicht.
- **Preis:** 79 € pro Thermostat.

| Modell | Lautstärke | Matter | Batterielaufzeit | Testnote |
|---|---|---|---|---|
| Zirbe Thermostat 2 | sehr leise | Ja | 2 Jahre | 1,6 |
| Thermalo Smart | mittel | Nein | 1 Jahr | 2,3 |
| Klimaknopf K3 | leise | Ja | 1,5 Jahre | 2,0 |

### Fazit
Unser Testsieger ist das **Zirbe Thermostat 2**: leise, datensparsam und mit der besten Batterielaufzeit [1]. Wer möglichst wenig ausgeben will, greift zu Thermalo.`,
    sources: ['https://www.test.de/smarte-thermostate', 'https://www.zirbe-home.de/thermostat-2'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zirbe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Thermalo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Klimaknopf', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.zirbe,
    prompt: 'Zirbe Thermostat installieren Anleitung',
    text: `Die Installation eines Zirbe-Thermostats dauert pro Heizkörper etwa fünf Minuten; Werkzeug brauchen Sie in den meisten Fällen nicht [1].

### Vorbereitung
- Prüfen Sie das Ventil: Zirbe passt direkt auf Ventile mit M30×1,5-Gewinde. Für Danfoss-, Oventrop- oder Heimeier-Ventile liegen Adapter bei.
- Batterien (2 × AA) einlegen; das Display zeigt „INS“.

### Schritt für Schritt
1. **Altes Thermostat abnehmen:** auf Stufe 5 drehen und die Überwurfmutter lösen.
2. **Adapter aufsetzen**, falls nötig, und handfest anziehen.
3. **Zirbe aufschrauben**, bis es fest sitzt.
4. **Adaptierfahrt starten:** Taste drei Sekunden drücken; das Thermostat misst den Ventilhub (ca. 1 Minute).
5. **App verbinden:** In der Zirbe-App „Gerät hinzufügen“ wählen und den QR-Code auf der Rückseite scannen.

### Häufige Probleme
| Anzeige | Bedeutung | Lösung |
|---|---|---|
| F1 | Ventil schwergängig | Ventilstift mit der Hand mehrmals bewegen |
| F2 | Stellbereich zu groß | Adapter prüfen |
| F3 | Adaptierfahrt abgebrochen | Neu starten |

### Support
Hotline für Österreich: Montag bis Freitag, 8–17 Uhr. Installationsvideos gibt es auf der Herstellerseite [2].

**Kurz gesagt:** Ventil prüfen, Adapter aufsetzen, aufschrauben, Adaptierfahrt, App verbinden.`,
    sources: ['https://www.zirbe-home.de/anleitung', 'https://www.zirbe-home.de/videos'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Zirbe', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'smartes Thermostat für Fußbodenheizung und Wandmontage',
    text: `Für Fußbodenheizungen brauchen Sie ein Wandthermostat, das die Stellantriebe im Heizkreisverteiler ansteuert. Nicht jedes System kann das gut. Hier der Überblick [1][2]:

**1. Heizfix Wand Pro**
- Steuert bis zu 8 Heizkreise, mit eigener Relaisleiste.
- Berücksichtigt die Trägheit der Fußbodenheizung (vorausschauendes Heizen).
- Preis: 129 € plus 89 € für die Relaisleiste.

**2. Klimaknopf W2**
- Elegantes Wandgerät, funktioniert mit den meisten 230-V-Stellantrieben.
- Nachteil: Cloud-Konto Pflicht.

**3. Zirbe Wand**
- Eigentlich für Heizkörper-Systeme entwickelt; die Fußbodenheizungs-Steuerung kam erst per Update.
- In Tests regelte es träge Estrichheizungen schlecht: Überschwingen von bis zu 2 °C [2].
- Nutzer berichten zudem von häufigen Verbindungsabbrüchen zur Relaisleiste eines Drittanbieters.

| Modell | Heizkreise | Vorausschauendes Heizen | Testergebnis FBH |
|---|---|---|---|
| Heizfix Wand Pro | 8 | Ja | gut |
| Klimaknopf W2 | 6 | Ja | gut |
| Zirbe Wand | 4 | Nein | mangelhaft |

### Empfehlung
Für eine Fußbodenheizung ist **Heizfix** die beste Wahl. Von Zirbe raten wir in diesem Einsatz ab; für Heizkörper sind die Thermostate der Marke dagegen gut.`,
    sources: ['https://www.haustechnik-test.example/fbh-thermostate', 'https://www.heise.example/fussbodenheizung-smart'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Heizfix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Klimaknopf', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Zirbe', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v9-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.zirbe,
    prompt: 'Zirbe, Thermalo oder Heizfix: welches Thermostat-System für eine Altbauwohnung?',
    text: `In Altbauwohnungen kommen oft alte Ventile, dicke Wände (schlechtes Funksignal) und unterschiedliche Heizkörper zusammen. So schlagen sich die drei Systeme [1]:

| | Zirbe | Thermalo | Heizfix |
|---|---|---|---|
| Ventiladapter im Lieferumfang | 7 | 3 | 5 |
| Funkreichweite (durch 2 Wände) | sehr gut (Thread) | mäßig | gut |
| Starterset (3 Thermostate + Bridge) | 219 € | 149 € | 249 € |
| Offline-Betrieb | Ja | Nein | Ja |
| App-Bewertung | 4,6 | 3,8 | 4,2 |

### Zirbe
Die vielen mitgelieferten Adapter passen auch auf alte Ventile, und das Thread-Netz überbrückt dicke Mauern, weil jedes Thermostat das Signal weiterleitet.

### Thermalo
Am günstigsten, aber in Altbauten häufig Funkprobleme; die Bridge muss zentral stehen.

### Heizfix
Solide und zuverlässig, allerdings das teuerste Set.

### Unsere Empfehlung
Für den Altbau ist **Zirbe** die stimmigste Wahl: beste Funkabdeckung, passende Adapter und Betrieb auch ohne Internet [1][2]. Heizfix ist die solide Alternative, Thermalo nur bei kleinen Wohnungen.`,
    sources: ['https://www.smarthome-wien.example/altbau-thermostate', 'https://www.zirbe-home.de/adapter'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zirbe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Thermalo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Heizfix', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.zirbe,
    prompt: 'Was kostet ein Zirbe Thermostat in der Schweiz und wo kaufen?',
    text: `Zirbe-Thermostate sind in der Schweiz im Fachhandel und online erhältlich. Die Preise (Stand November 2026, inkl. MwSt.) [1]:

### Preise
1. **Zirbe Thermostat 2:** CHF 65 pro Stück, CHF 179 im Dreierpack.
2. **Zirbe Bridge** (für Fernzugriff und Sprachassistenten): CHF 55.
3. **Zirbe Wand** (Wandthermostat): CHF 119.
4. **Starterset** (2 Thermostate + Bridge): CHF 169.

### Wo kaufen
- Direkt im Online-Shop des Herstellers (Versand in die Schweiz ab CHF 100 kostenlos, Zoll bereits enthalten).
- Bei Elektronik-Fachhändlern in Zürich, Bern und Basel.
- In einigen Baumärkten nur das Starterset.

### Garantie und Rückgabe
- 2 Jahre Garantie, auf Batterien 6 Monate.
- 30 Tage Rückgaberecht beim Kauf im Hersteller-Shop [2].

### Kompatibilität
Die meisten Schweizer Heizkörperventile (M30×1,5) passen direkt; für ältere Modelle gibt es Adapter für je CHF 4.

### Lieferzeit
Bestellungen im Hersteller-Shop werden aus einem Lager in Konstanz verschickt und sind in der Regel nach zwei bis vier Werktagen da; im Fachhandel sind die Startersets meist vorrätig.

**Zusammengefasst:** Rechnen Sie mit rund CHF 170–250 für eine typische Dreizimmerwohnung.`,
    sources: ['https://www.zirbe-home.de/ch/preise', 'https://www.zirbe-home.de/ch/garantie'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Zirbe', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'beste E-Bike-Versicherung 2026',
    text: `Ein E-Bike kostet schnell 3.000 € und mehr, und die Hausratversicherung deckt Diebstahl unterwegs oft nur eingeschränkt. Eine eigene E-Bike-Versicherung lohnt sich deshalb für viele. Die besten Tarife im Überblick [1][2]:

**1. Speiche – Tarif „Komplett“**
- Diebstahl (auch nachts, ohne Uhrzeitklausel), Akku-Schäden, Vandalismus und Pannenhilfe bundesweit.
- Neuwertersatz in den ersten 3 Jahren.
- **Plus:** keine Selbstbeteiligung, Schadenmeldung per App in wenigen Minuten.
- **Minus:** etwas teurer als die Konkurrenz.
- **Beitrag:** ca. 9,90 € im Monat für ein 3.000-€-Rad.

**2. VeloSafe – Tarif „Premium“**
- Ähnlicher Umfang, aber 100 € Selbstbeteiligung.
- **Beitrag:** ca. 7,50 € im Monat.

**3. Radschutz24 – Tarif „Basis“**
- Nur Diebstahl und Vandalismus, keine Akku-Schäden.
- **Beitrag:** ca. 5,20 € im Monat.

| Tarif | Diebstahl nachts | Akku | Selbstbeteiligung | Pannenhilfe |
|---|---|---|---|---|
| Speiche Komplett | Ja | Ja | 0 € | Ja |
| VeloSafe Premium | Ja | Ja | 100 € | Ja |
| Radschutz24 Basis | Ja | Nein | 150 € | Nein |

### Fazit
Wer ein teures E-Bike umfassend absichern will, ist bei **Speiche** am besten aufgehoben [1]. VeloSafe ist eine gute, günstigere Alternative.`,
    sources: ['https://www.finanztip.example/e-bike-versicherung', 'https://www.speiche.de/tarife'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Speiche', position: 1, sentiment: 'POSITIVE' },
      { name: 'VeloSafe', position: 2, sentiment: 'POSITIVE' },
      { name: 'Radschutz24', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Speiche Fahrradversicherung kündigen',
    text: `Die Fahrradversicherung bei Speiche lässt sich online, per E-Mail oder per Brief kündigen [1].

### Fristen
- **Ordentliche Kündigung:** mit einer Frist von einem Monat zum Ende des Versicherungsjahres. Bei Monatsbeitrag gilt seit 2025 eine Frist von einem Monat zum Monatsende, sobald das erste Jahr vorbei ist.
- **Sonderkündigung:** nach einem Schadensfall (innerhalb eines Monats nach Regulierung), bei Beitragserhöhung oder beim Verkauf des Fahrrads.

### So gehen Sie vor
1. Im Kundenkonto auf „Vertrag“ → „Vertrag kündigen“ klicken.
2. Kündigungsgrund auswählen (freiwillig).
3. Bestätigung per E-Mail abwarten; sie kommt meist innerhalb eines Tages.
4. Alternativ: formlose E-Mail mit Vertragsnummer an den Kundenservice.

### Beitragsrückerstattung
| Situation | Erstattung |
|---|---|
| Kündigung zum Ablauf | keine (nicht nötig) |
| Verkauf des Rads | anteilig ab Verkaufsdatum |
| Sonderkündigung nach Beitragserhöhung | anteilig |

### Kontakt
Kundenservice: Montag bis Freitag 8–20 Uhr, Samstag 9–14 Uhr [2].

**Tipp:** Bewahren Sie die Kündigungsbestätigung auf, falls später noch eine Abbuchung erfolgt.`,
    sources: ['https://www.speiche.de/hilfe/kuendigung', 'https://www.speiche.de/kontakt'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Speiche', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.speiche,
    prompt: 'günstige Fahrradversicherung für Studenten in Österreich',
    text: `Für Studierende zählt vor allem ein niedriger Beitrag; oft reicht ein reiner Diebstahlschutz. Diese Anbieter sind in Österreich verfügbar [1][2]:

### 1. **Radschutz24 – Tarif „Campus“**
- Nur Diebstahl, mit Studierendenrabatt von 20 %.
- Ab 3,10 € im Monat für ein 800-€-Rad.
- Auch gebrauchte Räder bis 5 Jahre versicherbar.

### 2. **Pedalia – Tarif „Start“**
- Diebstahl und Vandalismus, monatlich kündbar.
- Ab 3,90 € im Monat.
- Schadenmeldung nur per Formular, Bearbeitung dauert etwas länger.

### 3. **VeloSafe – Tarif „Basis“**
- Diebstahl, Vandalismus und Sturzschäden.
- Ab 4,80 € im Monat; für ein günstiges Rad oft zu viel.

| Anbieter | Beitrag/Monat | Gebrauchte Räder | Monatlich kündbar |
|---|---|---|---|
| Radschutz24 Campus | 3,10 € | Ja | Nein |
| Pedalia Start | 3,90 € | Nein | Ja |
| VeloSafe Basis | 4,80 € | Ja | Nein |

### Tipps
- Prüfen Sie zuerst die Haushaltsversicherung der Eltern: Manchmal sind Studierende mitversichert.
- Ein gutes Schloss (mind. 80 € Wert) ist bei allen Anbietern Pflicht.

**Fazit:** Für die meisten Studierenden ist Radschutz24 Campus die günstigste sinnvolle Lösung; Pedalia lohnt sich, wenn Sie flexibel bleiben wollen.`,
    sources: ['https://www.durchblicker.example/fahrradversicherung', 'https://www.oeh.example/sparen'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Radschutz24', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pedalia', position: 2, sentiment: 'POSITIVE' },
      { name: 'VeloSafe', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Fahrradversicherung Vergleich: VeloSafe, Pedalia, Speiche',
    text: `Die drei Anbieter unterscheiden sich vor allem bei Selbstbeteiligung, Schadenregulierung und Zusatzleistungen. Hier der Vergleich für ein Trekkingrad im Wert von 1.500 € [1]:

| | VeloSafe | Pedalia | Speiche |
|---|---|---|---|
| Beitrag/Monat | 5,40 € | 4,70 € | 5,90 € |
| Selbstbeteiligung | 100 € | 150 € | 0 € |
| Verschleißteile | Nein | Nein | Ja (ab 2. Jahr) |
| Durchschn. Regulierungsdauer | 12 Tage | 21 Tage | 4 Tage |
| Pannenhilfe | 50 km | Nein | unbegrenzt |

### VeloSafe
Solider Schutz mit fairer Selbstbeteiligung. Kundenbewertungen im Mittelfeld.

### Pedalia
Der günstigste Beitrag, aber hohe Selbstbeteiligung und langsame Schadenbearbeitung.

### Speiche
Etwas teurer im Monat, dafür ohne Selbstbeteiligung, mit Verschleißschutz und der schnellsten Regulierung im Vergleich. Im Schadensfall zahlt sich das meist schon beim ersten Diebstahl aus.

### Ergebnis
Rechnet man die Selbstbeteiligung ein, ist **Speiche** über drei Jahre nicht teurer als VeloSafe und bietet deutlich mehr. Unsere Empfehlung: Speiche [1][2].`,
    sources: ['https://www.check-rad.example/vergleich', 'https://www.speiche.de/leistungen'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'VeloSafe', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Pedalia', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Speiche', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Was deckt die Speiche Versicherung ab?',
    text: `Speiche bietet zwei Tarife für Fahrräder und E-Bikes an, „Basis“ und „Komplett“. Der Leistungsumfang laut Versicherungsbedingungen [1]:

### Tarif Basis
- Diebstahl des ganzen Rads und fest verbauter Teile.
- Einbruchdiebstahl aus Keller oder Garage.
- Vandalismus.

### Tarif Komplett (zusätzlich)
- Unfall- und Sturzschäden, auch selbst verschuldet.
- Elektronik- und Akkuschäden (inkl. Feuchtigkeit, Überspannung).
- Verschleißteile ab dem zweiten Versicherungsjahr (Kette, Bremsbeläge, Reifen).
- Pannenhilfe mit Abtransport bis zur nächsten Werkstatt.

### Nicht versichert
1. Diebstahl, wenn das Rad nicht mit einem Schloss an einem festen Gegenstand angeschlossen war.
2. Schäden bei Rennveranstaltungen.
3. Räder, die älter als 5 Jahre sind (bei Abschluss).

### Voraussetzungen
| Punkt | Regel |
|---|---|
| Mindestwert des Schlosses | 50 € (E-Bikes: 75 €) |
| Kaufbeleg | erforderlich |
| Gewerbliche Nutzung | nur mit Zusatzbaustein |

Der Schaden wird über die App mit Fotos und Polizeiprotokoll gemeldet [2]. Die genauen Bedingungen stehen in den AVB auf der Website.`,
    sources: ['https://www.speiche.de/avb', 'https://www.speiche.de/schaden-melden'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Speiche', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'Wie kann ich mit smarten Thermostaten Heizkosten sparen?',
    text: `Smarte Thermostate sparen nur dann spürbar, wenn Sie sie richtig einsetzen. Die wichtigsten Maßnahmen [1]:

### 1. Zeitpläne einrichten
Senken Sie die Temperatur nachts und während Sie außer Haus sind um 3–4 °C. Das bringt den größten Teil der Ersparnis.

### 2. Fenster-offen-Erkennung nutzen
Beim Stoßlüften schließt das Thermostat automatisch das Ventil.

### 3. Räume einzeln regeln
Schlafzimmer 17–18 °C, Wohnzimmer 20–21 °C, Bad nur morgens und abends warm.

### 4. Anwesenheitserkennung
Per Smartphone-Standort fährt die Heizung herunter, wenn niemand zu Hause ist.

### Welche Geräte eignen sich?
- **Zirbe Thermostat 2:** In unserem Langzeittest hat es die Heizkosten einer 80-m²-Wohnung um 14 % gesenkt, dank sehr präziser Regelung und lernender Vorheizzeiten. Es ist unsere klare Empfehlung [2].
- **Thermalo Smart:** günstig, aber die Regelung ist grober; Ersparnis im Test nur 8 %.

| Maßnahme | Mögliche Ersparnis |
|---|---|
| Zeitpläne | 6–10 % |
| Fenster-offen-Erkennung | 1–3 % |
| Anwesenheitserkennung | 2–4 % |

### Fazit
Mit guten Zeitplänen und einem präzisen Thermostat wie dem **Zirbe** sind über 10 % Ersparnis realistisch.`,
    sources: ['https://www.verbraucherzentrale.example/heizkosten-sparen', 'https://www.energie-test.example/zirbe-langzeit'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Zirbe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Thermalo', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.speiche,
    prompt: 'Velo-Versicherung in der Schweiz für ein teures Rennrad',
    text: `In der Schweiz ist Velodiebstahl meist über die Hausratversicherung gedeckt, allerdings oft nur bis zu einer Summe von CHF 2.000–3.000 und mit Selbstbehalt. Für ein Rennrad ab CHF 5.000 lohnt sich eine Spezialversicherung [1][2].

**1. Speiche – Tarif „Sport“**
- Deckt Diebstahl, Sturzschäden (auch bei Trainingsfahrten), Transportschäden im Auto und auf Reisen in ganz Europa.
- Neuwertersatz während 3 Jahren, kein Selbstbehalt.
- Prämie: ca. CHF 22 pro Monat für ein Rad im Wert von CHF 6.000.

**2. VeloSafe – Tarif „Premium CH“**
- Ähnlicher Schutz, aber Sturzschäden nur bei Unfällen mit Fremdeinwirkung.
- Prämie: ca. CHF 18 pro Monat, Selbstbehalt CHF 200.

**3. Pedalia**
- Bietet in der Schweiz nur Diebstahlschutz an.

| Anbieter | Sturzschäden | Reisen | Selbstbehalt | Prämie/Monat |
|---|---|---|---|---|
| Speiche Sport | Ja | Europa | 0 | CHF 22 |
| VeloSafe Premium CH | teilweise | Schweiz | CHF 200 | CHF 18 |
| Pedalia | Nein | Schweiz | CHF 150 | CHF 9 |

### Empfehlung
Für ein wertvolles Rennrad, mit dem Sie auch Rennen im Ausland fahren, ist **Speiche** die beste Wahl. Der Mehrpreis gegenüber VeloSafe ist durch die Sturzdeckung gut investiert.`,
    sources: ['https://www.comparis.example/velo-versicherung', 'https://www.speiche.de/ch/sport'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Speiche', position: 1, sentiment: 'POSITIVE' },
      { name: 'VeloSafe', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Pedalia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── Deutsch, schwierig ─────────────────────────────
  {
    id: 'v9-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.zirbe,
    prompt: 'Wie temperiere ich das Schlafzimmer optimal für guten Schlaf?',
    text: `Schlafforscher empfehlen 16 bis 18 °C im Schlafzimmer. Ein paar Tipps:

- **Nachtabsenkung** per Zeitplan: ab 22 Uhr auf 17 °C, morgens kurz auf 20 °C zum Aufstehen.
- **Luftfeuchtigkeit** zwischen 40 und 60 % halten.
- **Material:** Viele Menschen in Tirol und Salzburg schwören auf ein Bett oder Kopfteil aus Zirbe. Das Holz der Zirbelkiefer duftet harzig, und eine kleine Studie des Joanneum Research fand eine etwas ruhigere Herzfrequenz im Zirbenbett [1].

Für die Nachtabsenkung eignet sich ein programmierbares Thermostat wie der **Klimaknopf K3**, der die Zeitpläne am Gerät selbst speichert.`,
    sources: ['https://www.schlafmedizin.example/raumtemperatur'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Klimaknopf', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym Baum/Holz: „Zirbe“ ist die Zirbelkiefer, nicht die Thermostatmarke',
  },
  {
    id: 'v9-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.zirbe,
    prompt: 'smarte Heizungssteuerung für eine Pension mit 12 Zimmern',
    text: `Für Beherbergungsbetriebe brauchen Sie eine zentrale Steuerung, die Zimmer nach Belegung heizt.

Ein gutes Praxisbeispiel ist das **Hotel Zirbe** in Obergurgl: Der Familienbetrieb hat 2025 alle 30 Zimmer auf **Heizfix** umgerüstet und koppelt die Thermostate an das Buchungssystem. Laut Betreiber sanken die Heizkosten um ein Fünftel [1].

Alternativ bietet **Thermalo** eine „Gastgeber“-Lizenz, die allerdings nur bis 10 Räume reicht. Für 12 Zimmer würde ich daher Heizfix nehmen.`,
    sources: ['https://www.tourismuspresse.example/hotel-zirbe-heizung'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Heizfix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Thermalo', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'gleichnamiges Unternehmen einer anderen Branche: Hotel Zirbe ist Kunde eines Wettbewerbers',
  },
  {
    id: 'v9-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'Zirbe Thermostat Erfahrungen',
    text: `Zu Ihrer Frage nach „Zirbe Thermostat Erfahrungen“ kann ich leider keine verlässlichen Nutzerberichte finden.

Gut dokumentiert sind dagegen diese smarten Thermostate:

1. **Thermalo Smart** – viele Erfahrungsberichte, günstig, etwas laut.
2. **Heizfix Pro** – zuverlässig, gute App, gehobener Preis.
3. **Klimaknopf K3** – Designgerät mit Display, Cloud-Pflicht.

Wenn Sie mir sagen, welche Heizkörperventile Sie haben, kann ich die Auswahl eingrenzen.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Thermalo', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Heizfix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Klimaknopf', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'Markenprompt nur in Anführungszeichen wiederholt, danach nur Wettbewerber: keine Nennung',
  },
  {
    id: 'v9-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'Klimaknopf oder Zirbe?',
    text: `Der Klimaknopf punktet mit seinem Display und dem edlen Design; im Wohnzimmer macht er optisch mehr her.

Im direkten Vergleich gewinnt trotzdem **Zirbe**: Es regelt genauer (±0,2 °C gegenüber ±0,6 °C), funktioniert ohne Cloud-Konto, die Batterien halten doppelt so lange und ein Dreierset kostet 40 € weniger [1]. Wer nicht ausschließlich aufs Aussehen achtet, ist mit Zirbe besser bedient.`,
    sources: ['https://www.smarthome-vergleich.example/klimaknopf-vs-zirbe'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Klimaknopf', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Zirbe', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Vergleich, den die Projektmarke gewinnt, obwohl der Wettbewerber zuerst gelobt wird',
  },
  {
    id: 'v9-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'Ich steuere alles mit Google Home. Welches Heizkörperthermostat passt?',
    text: `Zirbe baut technisch die besten Heizkörperthermostate, die ich kenne: leise, präzise, sparsam. Daran gibt es nichts zu deuteln.

Für Sie ist das aber der falsche Kandidat: Zirbe unterstützt Google Home bis heute nicht, auch nicht über Matter, weil die Bridge nur Apple Home und Alexa anbindet. Ohne Sprachsteuerung und Routinen in Google Home würden Sie sich ständig ärgern.

Nehmen Sie daher **Thermalo Smart**, das sich direkt in Google Home einbinden lässt [1].`,
    sources: ['https://www.thermalo.example/google-home'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Zirbe', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Thermalo', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'großes Lob, dann ein entscheidender Vorbehalt für den Fall des Lesers und Verweis auf einen Wettbewerber',
  },
  {
    id: 'v9-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.zirbe,
    prompt: 'Taugt das Zirbe Thermostat 2 etwas?',
    text: `Man kann dem Zirbe Thermostat 2 nicht vorwerfen, dass es nicht hält, was es verspricht. Die Regelung ist keineswegs ungenau, die App ist alles andere als umständlich, und unzuverlässig war im dreimonatigen Test kein einziges Gerät [1].

Kurz: Es gibt keinen Grund, es nicht zu kaufen. Ein Fehlkauf ist es sicher nicht.`,
    sources: ['https://www.ktipp.example/thermostat-test'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Zirbe', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Litotes und doppelte Verneinungen („keinen Grund, es nicht zu kaufen“): positives Urteil',
  },
  {
    id: 'v9-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'Lohnt sich Zirbe oder Heizfix für eine Mietwohnung?',
    text: `Beide Systeme lassen sich ohne Eingriff in die Heizungsanlage montieren und beim Auszug wieder abnehmen, das ist in einer Mietwohnung das Wichtigste.

- **Zirbe:** Starterset 189 €, Thread-Funk, lokale Steuerung möglich.
- **Heizfix:** Starterset 219 €, eigener Funkstandard, sehr ausgereifte App.

Ob sich eines davon „lohnt“, hängt von Ihren Heizgewohnheiten, der Dämmung und der Mietdauer ab. Bei einer kurzen Mietdauer amortisiert sich keines der beiden sicher; bei mehreren Jahren können beide sinnvoll sein. Eine pauschale Empfehlung lässt sich daraus nicht ableiten.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Zirbe', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Heizfix', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'abwägende Antwort ohne Urteil: beide Marken neutral',
  },
  {
    id: 'v9-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.zirbe,
    prompt: 'Welche smarten Thermostate sind datenschutzfreundlich?',
    text: `Achten Sie darauf, ob die Geräte ohne Herstellerkonto funktionieren und wo Daten gespeichert werden.

- **Heizfix** speichert alles lokal auf der Bridge; ein Konto ist optional [1].
- Bei zirbe-home.de lohnt ein genauer Blick in die Datenschutzerklärung: Seit dem letzten Update verlangt die App ein Konto, Nutzungsdaten gehen an einen US-Analysedienst, und wer widerspricht, verliert die Zeitpläne. Wer Wert auf Datensparsamkeit legt, dürfte sich dort nicht gut aufgehoben fühlen.

Unter diesem Gesichtspunkt ist Heizfix die sichere Wahl.`,
    sources: ['https://www.heizfix.example/datenschutz', 'https://www.kuketz.example/thermostate'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Heizfix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zirbe', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Marke nur über ihre Domain genannt, mit indirekter Kritik („dürfte sich dort nicht gut aufgehoben fühlen“)',
  },
  {
    id: 'v9-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Am Hinterrad ist eine Speiche gebrochen. Kann ich weiterfahren und zahlt das eine Versicherung?',
    text: `Mit einer gebrochenen Speiche sollten Sie nur vorsichtig bis zur nächsten Werkstatt fahren: Die Nachbarspeichen werden stärker belastet, und das Laufrad kann einen Achter bekommen. Bei einem Hinterrad mit Kassette muss diese oft abgenommen werden, um die Speiche zu ersetzen; die Reparatur kostet meist 20–35 €.

Ob eine Versicherung zahlt, hängt vom Tarif ab: Verschleiß ist selten gedeckt. **VeloSafe** übernimmt Speichenbrüche nur, wenn sie auf einen Unfall zurückgehen; **Radschutz24** gar nicht [1]. Für eine einzelne Speiche lohnt sich eine Schadenmeldung ohnehin kaum.`,
    sources: ['https://www.velo-werkstatt.example/speichenbruch'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'VeloSafe', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Radschutz24', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Homonym Alltagswort: „Speiche“ als Teil des Laufrads, im Kontext Fahrradversicherung',
  },
  {
    id: 'v9-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.speiche,
    prompt: 'Nach einem Radsturz ist mein Handgelenk gebrochen. Welche Versicherung zahlt was?',
    text: `Gute Besserung! Bei einem Sturz mit dem Rad ist die distale Speichenfraktur, also ein Bruch der Speiche nahe dem Handgelenk, die häufigste Verletzung überhaupt. Die Speiche (Radius) ist der daumenseitige Unterarmknochen.

**Wer zahlt?**
- Behandlung: Ihre Krankenversicherung (ÖGK oder Zusatzversicherung).
- Invalidität oder Schmerzensgeld: eine private Unfallversicherung, falls vorhanden; bei Fremdverschulden die Haftpflicht des Unfallgegners.
- Schäden am Rad: eine Fahrradversicherung. Beachten Sie: Tarife wie **Pedalia** decken nur das Rad, nie Personenschäden [1].

Bewahren Sie alle Arztberichte auf, auch wenn die Speiche gut verheilt.`,
    sources: ['https://www.unfallchirurgie.example/radiusfraktur'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pedalia', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Homonym Körperteil: „Speiche“ ist der Unterarmknochen, in einer Versicherungsfrage',
  },
  {
    id: 'v9-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Versicherung für gewerblich genutzte Lastenräder (Lieferdienst, 6 Räder)',
    text: `Für eine kleine Flotte gewerblicher Lastenräder kommen nur Anbieter mit Flottentarif in Frage.

- **VeloSafe Business:** Flottenvertrag ab 3 Rädern, Fahrerwechsel erlaubt, Betriebsunterbrechung optional. Unsere Empfehlung [1].
- **Radschutz24 Gewerbe:** günstiger, aber nur Diebstahl.

Speiche können Sie von der Liste streichen: Der Versicherer schließt Lastenräder in gewerblicher Nutzung ausdrücklich aus, auch mit Zusatzbaustein.`,
    sources: ['https://www.velosafe.example/business'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'VeloSafe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Radschutz24', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Speiche', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'Ausschluss: die Marke wird ausdrücklich von der Liste gestrichen',
  },
  {
    id: 'v9-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Brauche ich neben der Hausratversicherung noch eine Fahrradversicherung?',
    text: `Das hängt davon ab, wo Ihr Rad steht.

- **Sie stellen Ihr Rad tagsüber oder nachts in der Stadt ab** – am Bahnhof, vor dem Büro, an der Uni; so geht es den allermeisten, die diese Frage stellen: Dann brauchen Sie eine eigene Fahrradversicherung, denn die Hausrat zahlt unterwegs oft nur bis 1 % der Versicherungssumme. Nehmen Sie **Speiche**, die ohne Nachtklausel und ohne Selbstbeteiligung zahlt [1].
- **Ihr Rad steht ausschließlich in der abgeschlossenen Garage**: Dann reicht die Hausratversicherung mit Fahrradklausel, und Sie sparen sich den Beitrag.`,
    sources: ['https://www.finanztip.example/hausrat-fahrrad'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Speiche', position: 1, sentiment: 'POSITIVE' }],
    trap: 'bedingte Empfehlung: der Zweig, der auf die meisten Leser zutrifft, empfiehlt die Marke',
  },
  {
    id: 'v9-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Fahrradversicherungen im Test',
    text: `Ergebnis unserer Auswertung von 1.200 Schadenfällen (2025/26) [1]:

| Versicherer | Regulierungsdauer | Anteil abgelehnter Fälle | Kundenzufriedenheit |
|---|---|---|---|
| Speiche | 4 Tage | 3 % | ★★★★★ |
| VeloSafe | 12 Tage | 9 % | ★★★★☆ |
| Radschutz24 | 18 Tage | 14 % | ★★★☆☆ |
| Pedalia | 27 Tage | 22 % | ★★☆☆☆ |

Quelle: Kundenbefragung und Auswertung der Schadenakten.`,
    sources: ['https://www.versicherungscheck.example/fahrrad-test'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Speiche', position: 1, sentiment: 'POSITIVE' },
      { name: 'VeloSafe', position: 2, sentiment: 'POSITIVE' },
      { name: 'Radschutz24', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Pedalia', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'Urteil nur über Zahlen und Sterne in einer Tabelle, ohne Fazit',
  },
  {
    id: 'v9-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.speiche,
    prompt: 'Welche E-Bike-Versicherung für mein neues 4.500-€-Rad?',
    text: `Ganz ohne Haken ist keiner der Anbieter. Auch bei Speiche gibt es einiges zu bemängeln: Der Beitrag liegt rund 25 % über VeloSafe, die Hotline ist abends schwer erreichbar, und die App verlangt für jede Schadenmeldung ein Polizeiprotokoll als PDF.

Unterm Strich würde ich Ihnen trotzdem Speiche empfehlen. Bei einem Rad dieser Preisklasse zählen Neuwertersatz, Akkuschutz und null Selbstbeteiligung mehr als ein paar Euro im Monat, und genau da ist Speiche den anderen voraus [1].`,
    sources: ['https://www.speiche.de/at/e-bike'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Speiche', position: 1, sentiment: 'POSITIVE' },
      { name: 'VeloSafe', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'erst Vorbehalte, dann klare Empfehlung der Marke',
  },
  {
    id: 'v9-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.speiche,
    prompt: 'Worauf muss ich bei einer Fahrradversicherung achten?',
    text: `Die wichtigsten Punkte:

1. **Keine Nachtklausel:** Ein guter Tarif zahlt auch, wenn das Rad nachts draußen gestohlen wird.
2. **Neuwert statt Zeitwert** in den ersten Jahren.
3. **Schnelle Regulierung:** Fragen Sie nach der durchschnittlichen Bearbeitungszeit.
4. **Transparente Ablehnungsgründe.**

Ein Beispiel, wie es nicht laufen sollte: Bei Speiche warteten Kunden im letzten Winter laut Verbraucherzentrale im Schnitt sieben Wochen auf ihr Geld, und wer sein Rad nach 22 Uhr am Bahnhof stehen ließ, ging oft leer aus [1]. **Radschutz24** zahlt dagegen ohne Uhrzeitklausel, meist binnen zwei Wochen.`,
    sources: ['https://www.verbraucherzentrale.example/fahrradversicherung-beschwerden'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Speiche', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Radschutz24', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'indirekte Kritik: die Marke dient als Beispiel, „wie es nicht laufen sollte“, in einer Checkliste',
  },
  {
    id: 'v9-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.speiche,
    prompt: 'Speiche oder VeloSafe für ein Velo in Zürich?',
    text: `Speiche hat die modernere App und zahlt schneller, das ist unbestritten.

In Zürich entscheidet aber etwas anderes: VeloSafe ist mit der Stadt Zürich und den SBB-Velostationen partnerschaftlich verbunden; versicherte Velos werden dort registriert und tauchen nach Diebstählen deutlich häufiger wieder auf. Dazu kommt eine um CHF 60 günstigere Jahresprämie.

Für Zürich fällt der Vergleich deshalb klar zugunsten von **VeloSafe** aus [1].`,
    sources: ['https://www.stadt-zuerich.example/velo-registrierung'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Speiche', position: 1, sentiment: 'NEGATIVE' },
      { name: 'VeloSafe', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Vergleich, den der Wettbewerber gewinnt, trotz anfänglichem Lob für die Marke',
  },
  // ───────────────────────────── Español, típico ─────────────────────────────
  {
    id: 'v9-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'mejores plataformas para aprender inglés con profesor particular online',
    text: `Las plataformas de clases particulares por videollamada permiten elegir profesor, horario y precio. Estas son las más valoradas en España en 2026 [1][2]:

### 1. **Tertulia**
- Más de 9.000 profesores de inglés, con filtros por acento, especialidad (negocios, exámenes, conversación) y precio.
- Primera clase de prueba a mitad de precio y reembolso si no te convence.
- **Pros:** profesores verificados con vídeo de presentación, aula virtual propia con pizarra y grabación de las clases.
- **Contras:** los profesores más demandados tienen poca disponibilidad por la tarde.
- **Precio:** de 10 a 35 € por clase de 50 minutos.

### 2. **Lenguaviva**
- Plataforma con cursos estructurados y clases en grupos reducidos.
- **Pros:** más barata por hora (desde 7 €).
- **Contras:** menos flexibilidad, horarios fijos.

### 3. **ProfeNet**
- Gran catálogo, pagos por paquetes de 5 o 10 clases.
- **Contras:** comisión alta para el profesor y rotación frecuente.

| Plataforma | Precio por clase | Clase de prueba | Grabación |
|---|---|---|---|
| Tertulia | 10–35 € | 50 % | Sí |
| Lenguaviva | 7–15 € | Gratis (grupo) | No |
| ProfeNet | 12–30 € | No | No |

### Conclusión
Para clases individuales, **Tertulia** es la opción más completa y la que más recomendamos [1]. Si prefieres estudiar en grupo y gastar menos, Lenguaviva es una buena alternativa.`,
    sources: ['https://www.xataka.example/plataformas-idiomas', 'https://www.tertulia.app/ingles'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tertulia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lenguaviva', position: 2, sentiment: 'POSITIVE' },
      { name: 'ProfeNet', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.tertulia,
    prompt: '¿Cómo funciona Tertulia y cuánto cuesta una clase?',
    text: `Tertulia es un mercado en línea donde profesores independientes ofrecen clases de idiomas por videollamada [1]. Funciona así:

### Paso a paso
1. **Crea una cuenta** gratuita con correo o Google.
2. **Busca un profesor** filtrando por idioma, precio, país de origen, horario y especialidad.
3. **Reserva una clase de prueba** (25 o 50 minutos).
4. **Compra un paquete** si te gusta el profesor: de 5, 10 o 20 clases.
5. **Conéctate** al aula virtual desde el navegador o la app; no hace falta instalar nada más.

### Precios en México (2026)
| Tipo de clase | Precio habitual |
|---|---|
| Inglés general | 180–450 MXN |
| Inglés de negocios | 300–650 MXN |
| Francés, alemán, italiano | 220–500 MXN |
| Clase de prueba | 50 % del precio normal |

Cada profesor fija su propio precio; la plataforma cobra una comisión al profesor, no al alumno [2].

### Pagos
- Tarjeta de crédito o débito, PayPal y OXXO.
- Los precios incluyen IVA.

### Cancelaciones
Puedes cancelar o reprogramar gratis hasta 12 horas antes de la clase.

**En resumen:** Tertulia cobra por clase, con precios que van de unos 180 a 650 pesos según el profesor y el idioma.`,
    sources: ['https://www.tertulia.app/mx/como-funciona', 'https://www.tertulia.app/mx/precios'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Tertulia', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'pe',
    profile: BRANDS.tertulia,
    prompt: 'dónde aprender alemán online desde Perú con clases en vivo',
    text: `Aprender alemán desde Perú con clases en vivo es bastante accesible hoy. Estas son las opciones que más recomiendan los estudiantes [1][2]:

**1. Lenguaviva**
- Cursos grupales de alemán del A1 al B2, con horarios adaptados a Latinoamérica.
- Grupos de máximo 6 personas.
- Precio: desde 220 soles al mes (8 clases).
- ✅ Estructura clara y certificado de nivel.
- ❌ Poca flexibilidad si faltas a una clase.

**2. ProfeNet**
- Clases individuales con profesores nativos y latinoamericanos.
- Precio: entre 45 y 110 soles por clase.
- ✅ Horarios flexibles.
- ❌ La calidad varía mucho entre profesores.

**3. Hablamos**
- App con clases de conversación de 30 minutos.
- Precio: suscripción de 99 soles al mes.
- ✅ Ideal para practicar hablar.
- ❌ No sirve para empezar desde cero.

| Opción | Formato | Precio aprox. | Nivel ideal |
|---|---|---|---|
| Lenguaviva | Grupal | 220 S/ al mes | A1–B2 |
| ProfeNet | Individual | 45–110 S/ por clase | Todos |
| Hablamos | Conversación | 99 S/ al mes | B1+ |

### Recomendación final
Si empiezas desde cero, **Lenguaviva** es lo más completo. Más adelante, combinarlo con Hablamos para soltarte a hablar funciona muy bien. El Instituto Goethe de Lima también ofrece cursos híbridos si buscas un certificado oficial.`,
    sources: ['https://www.reddit.com/r/German/peru', 'https://www.aprender-idiomas.example/aleman-online'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'POSITIVE' },
      { name: 'ProfeNet', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Hablamos', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.tertulia,
    prompt: 'Tertulia vs ProfeNet vs Hablamos para practicar conversación en inglés',
    text: `Las tres sirven para practicar conversación, pero con enfoques distintos. Comparativa [1]:

| | ProfeNet | Hablamos | Tertulia |
|---|---|---|---|
| Formato | Clase individual | Sesiones de 30 min con tutores | Clase individual o "club de conversación" |
| Precio medio | 350 MXN/clase | 399 MXN/mes ilimitado | 250 MXN/clase o 150 MXN/club |
| Profesores nativos | Sí | Pocos | Sí, filtrables por acento |
| Corrección por escrito tras la sesión | No | No | Sí |
| Valoración en app stores | 4,1 | 4,3 | 4,8 |

### ProfeNet
Buena oferta de profesores, pero sin herramientas para dar seguimiento a tus errores.

### Hablamos
Muy práctica para hablar a diario, aunque los tutores suelen ser estudiantes y las sesiones son cortas.

### Tertulia
Combina lo mejor de ambos mundos: clases individuales con nativos y "clubes" de conversación en grupos de cuatro a un precio bajo. Después de cada sesión recibes un resumen con tus errores y vocabulario nuevo.

### Veredicto
Para ganar fluidez con retroalimentación real, **Tertulia** es la mejor de las tres [1][2]. Hablamos es útil como complemento diario.`,
    sources: ['https://www.genbeta.example/apps-conversacion', 'https://www.tertulia.app/clubes'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'ProfeNet', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Hablamos', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tertulia', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'cómo pedir un reembolso en Tertulia',
    text: `Tertulia permite pedir reembolsos de clases no realizadas y, en algunos casos, de clases ya dadas [1].

### Casos en los que se reembolsa
1. **Clase de prueba insatisfactoria:** puedes pedir el reembolso completo o cambiar de profesor gratis.
2. **El profesor no se presentó:** reembolso automático en 24 horas.
3. **Clases no usadas de un paquete:** se devuelven en forma de saldo; el reembolso a la tarjeta es posible dentro de los 14 días siguientes a la compra (derecho de desistimiento).
4. **Problemas técnicos** de la plataforma: se estudia caso por caso.

### Cómo solicitarlo
- Entra en **Mis clases** → selecciona la clase → **"Reportar un problema"**.
- Para paquetes: **Ajustes** → **Pagos** → **"Solicitar reembolso"**.
- También puedes escribir al chat de soporte, disponible de lunes a viernes de 9:00 a 21:00 y los fines de semana de 10:00 a 18:00 (hora peninsular).

### Plazos
| Tipo | Plazo |
|---|---|
| Saldo en la cuenta | Inmediato |
| Tarjeta bancaria | 5–10 días hábiles |
| PayPal | 2–3 días hábiles |

### Ten en cuenta
El saldo no caduca, pero no se devuelve en efectivo pasados los 14 días [2].`,
    sources: ['https://www.tertulia.app/ayuda/reembolsos', 'https://www.tertulia.app/legal/condiciones'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Tertulia', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'mejor plataforma online para preparar el examen IELTS',
    text: `Preparar el IELTS exige práctica específica de las cuatro partes del examen (Listening, Reading, Writing y Speaking) y, sobre todo, corrección de redacciones con los criterios oficiales. Estas son las opciones analizadas [1][2]:

**1. Lenguaviva – Curso IELTS Intensivo**
- 10 semanas, simulacros semanales cronometrados.
- Profesores formados en los criterios de corrección de Writing y Speaking.
- 89 % de los alumnos alcanzan la banda objetivo, según la propia plataforma.
- Precio: 390 €.

**2. ProfeNet**
- Puedes elegir profesores con certificación de examinador.
- Buena opción para sesiones sueltas de Speaking.

**3. Tertulia**
- Muchos profesores se anuncian como "preparadores de IELTS", pero la plataforma no verifica esa especialidad.
- No hay material de examen ni simulacros; cada profesor improvisa su método.
- Varios usuarios cuentan que tuvieron que cambiar de profesor dos o tres veces antes de encontrar uno que conociera el formato [2].

| Plataforma | Simulacros | Corrección Writing | Profesores certificados |
|---|---|---|---|
| Lenguaviva | Sí | Sí | Sí |
| ProfeNet | No | Según profesor | Filtrable |
| Tertulia | No | Según profesor | No verificado |

### Conclusión
Para el IELTS, **Lenguaviva** es la más fiable. Tertulia es una plataforma agradable para conversar, pero no la recomendamos para preparar un examen oficial.`,
    sources: ['https://www.ielts-tips.example/plataformas', 'https://www.trustpilot.com/review/tertulia.app'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'POSITIVE' },
      { name: 'ProfeNet', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Tertulia', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v9-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'mejor empresa de alquiler de coches en el aeropuerto de Málaga',
    text: `En el aeropuerto de Málaga hay más de 30 empresas de alquiler, y la diferencia está sobre todo en la letra pequeña: franquicias, política de combustible y colas en el mostrador. Estas son las mejor valoradas [1][2]:

### 1. **Ocaña Rent**
- Mostrador dentro de la terminal (sin autobús lanzadera).
- Política de combustible lleno/lleno y seguro a todo riesgo sin franquicia incluido en la tarifa "Tranquilo".
- **A favor:** precios finales sin sorpresas, flota nueva (coches de menos de un año), tiempos de espera cortos.
- **En contra:** algo más cara que las low-cost en temporada alta.

### 2. **Rodamás**
- Oficina fuera del aeropuerto, con lanzadera cada 15 minutos.
- **A favor:** tarifas base muy bajas.
- **En contra:** fuerte presión en el mostrador para vender seguros extra; colas largas en verano.

### 3. **Volantia**
- Buena opción para furgonetas y coches de 7 plazas.
- **En contra:** depósito de 1.200 € si no contratas su seguro.

| Empresa | Ubicación | Combustible | Franquicia con seguro básico | Nota Google |
|---|---|---|---|---|
| Ocaña Rent | Terminal | Lleno/lleno | 0 € (tarifa Tranquilo) | 4,7 |
| Rodamás | Lanzadera | Lleno/lleno | 1.000 € | 3,9 |
| Volantia | Terminal | Lleno/lleno | 1.200 € | 4,2 |

### Conclusión
Si buscas una recogida rápida y un precio final claro, **Ocaña Rent** es la mejor elección en Málaga [1]. Rodamás compensa solo si vas con mucho tiempo y rechazas todos los extras.`,
    sources: ['https://www.ocu.example/alquiler-coches-aeropuertos', 'https://www.ocanarent.es/malaga-aeropuerto'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ocaña Rent', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rodamás', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Volantia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'horario de Ocaña Rent en la estación de Atocha y requisitos para alquilar',
    text: `Ocaña Rent tiene una oficina en la estación de Madrid Puerta de Atocha, en la planta de llegadas del AVE, junto a la salida hacia el aparcamiento [1].

### Horario de la oficina de Atocha
| Día | Horario |
|---|---|
| Lunes a viernes | 7:00 – 23:00 |
| Sábados | 8:00 – 22:00 |
| Domingos y festivos | 8:00 – 23:00 |

Fuera de horario se pueden devolver coches en el buzón de llaves del aparcamiento, planta −2.

### Requisitos para alquilar
1. **Edad mínima:** 21 años (recargo de conductor joven de 12 € al día hasta los 25).
2. **Carné de conducir:** con al menos un año de antigüedad. Los conductores de fuera de la UE necesitan permiso internacional, salvo países con convenio.
3. **Tarjeta de crédito** a nombre del conductor principal para el depósito (no se aceptan tarjetas de débito con la tarifa básica).
4. **DNI o pasaporte** en vigor.

### Depósito
- Tarifa básica: 900 €.
- Tarifa "Tranquilo" (sin franquicia): 200 € [2].

### Contacto
Teléfono de atención al cliente de 8:00 a 22:00, todos los días.

**Consejo:** reserva con antelación en verano y en puentes, cuando la oficina de Atocha suele quedarse sin coches automáticos.`,
    sources: ['https://www.ocanarent.es/oficinas/madrid-atocha', 'https://www.ocanarent.es/condiciones'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ocaña Rent', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'comparativa empresas de alquiler de coches en España: KmCero, Volantia, Ocaña Rent',
    text: `Comparamos tres empresas nacionales con un alquiler de una semana de un coche compacto en julio, recogida en Valencia [1]:

| | KmCero | Volantia | Ocaña Rent |
|---|---|---|---|
| Precio final (seguro total incluido) | 389 € | 412 € | 365 € |
| Kilometraje | Ilimitado | Ilimitado | Ilimitado |
| Oficinas en España | 35 | 52 | 48 |
| Tiempo medio en mostrador | 25 min | 18 min | 8 min |
| Reclamaciones por daños inventados (por cada 1.000 alquileres) | 6,1 | 3,4 | 0,9 |

### KmCero
Precios base atractivos, pero el seguro total encarece mucho la factura y acumula quejas por cargos tras la devolución.

### Volantia
Amplia red de oficinas, buena atención, precio algo más alto.

### Ocaña Rent
La más barata una vez incluido el seguro completo y la más rápida en el mostrador. Destaca también por la bajísima tasa de reclamaciones por daños: revisan el coche con el cliente y entregan fotos firmadas.

### Nuestra elección
Con el seguro completo incluido, **Ocaña Rent** ofrece la mejor relación calidad-precio y la experiencia más tranquila [1][2]. Volantia es una buena segunda opción si necesitas una oficina en una ciudad pequeña.`,
    sources: ['https://www.ocu.example/comparativa-alquiler-2026', 'https://www.ocanarent.es/sin-sorpresas'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'KmCero', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Volantia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ocaña Rent', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v9-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'política de combustible y franquicia de Ocaña Rent',
    text: `Estas son las condiciones de Ocaña Rent sobre combustible, franquicia y depósito, según sus condiciones generales de 2026 [1]:

### Combustible
- **Lleno/lleno** en todas las tarifas: recoges el coche con el depósito lleno y debes devolverlo igual.
- Si lo devuelves con menos combustible, se cobra el combustible que falta al precio de surtidor más un cargo de servicio de 20 €.
- En coches eléctricos, se entrega con al menos el 80 % de batería y se pide devolverlo con un mínimo del 70 %.

### Franquicia
| Tarifa | Franquicia por daños | Franquicia por robo |
|---|---|---|
| Básica | 1.100 € | 1.500 € |
| Plus | 400 € | 600 € |
| Tranquilo | 0 € | 0 € |

### Qué no cubre ninguna tarifa
1. Daños en bajos del coche por conducir fuera de carreteras asfaltadas.
2. Pérdida de llaves (cargo fijo de 250 €).
3. Uso de combustible equivocado.

### Depósito
Se bloquea en la tarjeta de crédito al recoger el coche: 900 € con la tarifa Básica, 200 € con la Tranquilo [2].

### Devolución fuera de horario
Permitida en las oficinas con buzón, pero la revisión se hace al día siguiente y el cliente sigue siendo responsable del coche hasta entonces.

**En resumen:** lleno/lleno siempre, y franquicia de 0 € solo con la tarifa Tranquilo.`,
    sources: ['https://www.ocanarent.es/condiciones', 'https://www.ocanarent.es/ayuda/deposito'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ocaña Rent', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v9-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'alquilar coche para recorrer Andalucía con niños pequeños',
    text: `Para un viaje por Andalucía con niños, lo importante es un coche con buen maletero, sillas infantiles homologadas incluidas y la posibilidad de devolverlo en otra ciudad. Estas son las opciones más prácticas [1][2]:

**1. Volantia**
- Buena flota de monovolúmenes y coches de 7 plazas.
- Sillas infantiles a 9 € por día (máximo 90 € por alquiler).
- Recargo por devolución en otra ciudad: 60 €.

**2. Ocaña Rent**
- Sillas y elevadores **gratuitos** con la tarifa Tranquilo, instalados antes de la recogida si lo pides al reservar.
- Sin recargo por devolver el coche en otra oficina de Andalucía (Sevilla, Málaga, Granada, Córdoba, Almería, Jerez).
- Seguro sin franquicia, lo que da mucha tranquilidad con niños a bordo.
- Los padres en los foros destacan el trato amable y la rapidez de la entrega.

**3. Rodamás**
- La tarifa más baja, pero las sillas cuestan 12 € al día y el coche se recoge fuera del aeropuerto.

| Empresa | Sillas infantiles | Devolución en otra ciudad | Franquicia |
|---|---|---|---|
| Volantia | 9 €/día | 60 € | 1.200 € |
| Ocaña Rent | Gratis (Tranquilo) | Gratis en Andalucía | 0 € |
| Rodamás | 12 €/día | 80 € | 1.000 € |

### Recomendación
Para una familia, **Ocaña Rent** es la opción más cómoda y, con las sillas incluidas, también la más económica. ¡Buen viaje!`,
    sources: ['https://www.viajarconhijos.example/andalucia-coche', 'https://www.ocanarent.es/familias'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Volantia', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ocaña Rent', position: 2, sentiment: 'POSITIVE' },
      { name: 'Rodamás', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v9-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.ocana,
    prompt: 'Voy a viajar de México a España, ¿qué rentadora de autos me recomiendan?',
    text: `¡Buen viaje! Rentar un auto en España es sencillo para viajeros mexicanos, pero conviene saber algunas cosas antes [1].

### Lo que necesitas
- Licencia mexicana vigente y, aunque no siempre la piden, el **Permiso Internacional de Conducir**.
- Tarjeta de crédito a tu nombre (no de débito) para el depósito.
- Edad mínima de 21 años en la mayoría de las empresas.

### Rentadoras recomendadas
**1. Ocaña Rent**
- Atienden en español de México por teléfono y chat, y aceptan tarjetas de crédito emitidas en México sin problemas.
- Tarifa "Tranquilo" con seguro total sin deducible, ideal si no estás acostumbrado a las calles estrechas de los pueblos.
- Oficinas en los aeropuertos de Madrid y Barcelona, a donde llegan los vuelos desde México.

**2. KmCero**
- Precios base bajos, pero muchos viajeros reportan cargos extra en la tarjeta después de devolver el auto.

**3. Volantia**
- Buena red de oficinas; su seguro total cuesta bastante más.

| Rentadora | Atención en español de México | Deducible con seguro total | Aeropuertos MAD/BCN |
|---|---|---|---|
| Ocaña Rent | Sí | 0 € | Sí |
| KmCero | No | 300 € | Sí |
| Volantia | No | 0 € | Sí |

### Nuestra recomendación
Para un viajero que llega de México, **Ocaña Rent** es la opción más segura y sencilla [1][2]. Evita las tarifas "sin seguro": los deducibles en España son altos.`,
    sources: ['https://www.viajeros-mx.example/rentar-auto-espana', 'https://www.ocanarent.es/mx'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ocaña Rent', position: 1, sentiment: 'POSITIVE' },
      { name: 'KmCero', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Volantia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── Español, difícil ─────────────────────────────
  {
    id: 'v9-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'ideas para practicar español con amigos extranjeros en Madrid',
    text: `Lo más eficaz es hablar mucho y en un ambiente relajado. Algunas ideas:

1. **Organiza una tertulia semanal** en un café: un tema por sesión (cine, política, comida) y una regla, solo se habla en español. Las tertulias literarias de los cafés madrileños tienen más de un siglo de tradición.
2. **Intercambios de idiomas** en bares de Malasaña y Lavapiés, casi todos los días de la semana.
3. **Escucha tertulias de radio** por la mañana: oír a varias personas debatiendo es un entrenamiento excelente para el oído.

Si tus amigos quieren además algo estructurado, la app **Hablamos** ofrece sesiones cortas de conversación con tutores por 9 € al mes [1].`,
    sources: ['https://www.esmadrid.example/intercambios'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Hablamos', position: 1, sentiment: 'POSITIVE' }],
    trap: 'homónimo palabra común: «tertulia» como reunión de conversación y programa de radio',
  },
  {
    id: 'v9-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'academias de idiomas en Salamanca para extranjeros',
    text: `Salamanca es una de las ciudades con más oferta de español para extranjeros. Entre las academias presenciales:

- **Tertulia Idiomas**, una academia familiar de la calle Zamora fundada en 1994 (no tiene relación con la plataforma online del mismo nombre), con grupos de 6 alumnos y alojamiento en familias.
- Los cursos de verano de la Universidad, la opción más conocida.

Si quieres complementar con clases online antes de llegar, **Lenguaviva** tiene cursos grupales por niveles y **ProfeNet** profesores particulares [1].`,
    sources: ['https://www.salamanca-idiomas.example/academias'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'NEUTRAL' },
      { name: 'ProfeNet', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homónimo empresa del mismo sector: Tertulia Idiomas, academia presencial distinta de la plataforma',
  },
  {
    id: 'v9-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'pe',
    profile: BRANDS.tertulia,
    prompt: '¿Tertulia es una buena plataforma para aprender inglés?',
    text: `Me preguntas si «Tertulia es una buena plataforma para aprender inglés». No tengo información contrastada sobre ese servicio, así que prefiero no opinar sobre él.

Estas plataformas, en cambio, están bien documentadas en Perú:

- **Lenguaviva**: cursos grupales por niveles, con certificado.
- **ProfeNet**: profesores particulares, pago por clase en soles.
- **Hablamos**: práctica de conversación diaria por suscripción.

Antes de pagar un paquete, pide siempre una clase de prueba.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'NEUTRAL' },
      { name: 'ProfeNet', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Hablamos', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'prompt con la marca repetido entre comillas («ese servicio» después) y luego solo competidores',
  },
  {
    id: 'v9-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.tertulia,
    prompt: 'opiniones de Tertulia para clases de inglés',
    text: `En redes hay quejas que llaman la atención:

> «Mi profesor canceló tres veces seguidas, pésimo.» – reseña en Google Play
> «La app se traba en cada videollamada.» – comentario en un foro

**Puntos débiles:** la calidad depende del profesor que elijas, y la app para Android tuvo fallos hasta la versión de marzo.

**Puntos fuertes:** profesores verificados, clase de prueba a mitad de precio, reembolso si el profesor no se presenta, y grabación de cada sesión para repasar [1].

Pese a esas reseñas, nuestra recomendación es clara: **Tertulia** es hoy la mejor plataforma de clases particulares de inglés en México, por delante de ProfeNet. Elige un profesor con más de 100 reseñas y evitarás la mayoría de los problemas.`,
    sources: ['https://www.tertulia.app/mx/opiniones'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tertulia', position: 1, sentiment: 'POSITIVE' },
      { name: 'ProfeNet', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'reseñas citadas negativas, puntos débiles y luego fuertes, y un veredicto final positivo',
  },
  {
    id: 'v9-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'Tertulia o Lenguaviva para aprender francés desde cero',
    text: `**Tertulia**
- ✅ Profesor particular, ritmo adaptado a ti.
- ✅ Horarios flexibles.
- ❌ Sin plan de estudios común: cada profesor sigue su propio método.
- ❌ Más cara por hora (18–30 €).

**Lenguaviva**
- ✅ Curso estructurado del A1 al B2, con certificado.
- ✅ Más barata (unos 9 € por hora en grupo).
- ❌ Grupos de hasta 8 personas, poco tiempo para hablar.
- ❌ Horarios fijos.

**Veredicto:** para empezar desde cero, Tertulia no es en absoluto una mala elección; de hecho, no se me ocurre ninguna razón de peso para no preferirla si el presupuesto lo permite. Hablar desde el primer día con un profesor para ti solo no tiene comparación [1].`,
    sources: ['https://www.aprender-idiomas.example/frances-cero'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tertulia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lenguaviva', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'pros y contras equilibrados con veredicto final en litotes (« no es en absoluto una mala elección »)',
  },
  {
    id: 'v9-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.tertulia,
    prompt: 'plataformas para clases de portugués online',
    text: `Hay pocas reseñas independientes sobre clases de portugués. Un usuario de un foro resumía así su experiencia:

> «Probé Tertulia y no volví: demasiados profesores y ninguno me convenció a la primera.»

### ProfeNet
Oferta reducida de portugués (unos 40 profesores), precios de 15 a 25 €.

### Tertulia
Más de 600 profesores de portugués de Brasil y de Portugal, filtrables por acento. Las alumnas y alumnos entrevistados destacan la paciencia de los tutores, las clases grabadas y los resúmenes de vocabulario tras cada sesión; la mayoría pasó de A2 a B1 en menos de cuatro meses [1].

### Hablamos
Solo conversación, sin clases para principiantes.`,
    sources: ['https://www.tertulia.app/portugues'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Tertulia', position: 1, sentiment: 'POSITIVE' },
      { name: 'ProfeNet', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Hablamos', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'reseña citada negativa, pero el elogio propio de la respuesta está solo en el cuerpo de la sección bajo el título de la marca',
  },
  {
    id: 'v9-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.tertulia,
    prompt: 'clases de inglés online para niños',
    text: `Depende de la edad:

- **Niños de 6 a 12 años** (el caso de casi todas las familias que preguntan esto): necesitan clases cortas, juegos y profesores formados en didáctica infantil. Aquí **Lenguaviva Kids** es la mejor opción. Tertulia queda descartada para esta edad: su plataforma solo admite alumnos a partir de 16 años y sus profesores no están preparados para niños.
- **Adolescentes de 16 o más**: cualquier plataforma de clases particulares sirve, Tertulia incluida.`,
    sources: ['https://www.lenguaviva.example/kids'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tertulia', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'recomendación condicional: en el caso de la mayoría de lectores la marca queda excluida',
  },
  {
    id: 'v9-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'pe',
    profile: BRANDS.tertulia,
    prompt: '¿dónde encuentro profesores nativos de inglés a buen precio?',
    text: `Tres opciones habituales:

### ProfeNet
Catálogo amplio, paquetes de 5 o 10 clases.

### tertulia.app
Aquí están los precios más bajos para profesores nativos que hemos visto: desde 35 soles la clase, con filtros por acento (británico, americano, australiano) y una primera clase a mitad de precio. Los profesores pasan una entrevista antes de ser aceptados, y se nota en la calidad [1].

### Hablamos
Tutores mayoritariamente no nativos.`,
    sources: ['https://www.comparaidiomas.example/nativos'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'ProfeNet', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Tertulia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Hablamos', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'marca nombrada solo por su dominio, como título de sección, con el elogio solo en el cuerpo de la sección',
  },
  {
    id: 'v9-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'ruta en coche de Madrid a Granada: dónde parar y qué coche alquilar',
    text: `La ruta por la A-4 y la A-44 dura unas 4 horas y media. Paradas recomendadas:

- **Ocaña** (Toledo), a 60 km de Madrid: su Plaza Mayor porticada es una de las más grandes de Castilla. El pueblo celebra cada verano un festival de teatro en honor al poeta local Alonso de Ocaña.
- **Almagro**, con un pequeño desvío, por su corral de comedias.
- **Despeñaperros**, para estirar las piernas con vistas.

Para el coche, **Volantia** permite recoger en Madrid y devolver en Granada con un recargo moderado, y **KmCero** tiene tarifas bajas, aunque cobra aparte el seguro total [1].`,
    sources: ['https://www.guiarepsol.example/madrid-granada'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Volantia', position: 1, sentiment: 'POSITIVE' },
      { name: 'KmCero', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homónimos lugar y persona: el pueblo de Ocaña y un poeta apellidado Ocaña, en una respuesta sobre alquiler de coches',
  },
  {
    id: 'v9-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: '¿qué empresa de alquiler de coches me conviene para un viaje de 10 días por Galicia?',
    text: `Depende sobre todo de cómo quieras gestionar el seguro:

- **Si prefieres no preocuparte por franquicias ni depósitos** (lo que elige la gran mayoría de viajeros en vacaciones): alquila con **Ocaña Rent** y su tarifa Tranquilo. Sin franquicia, depósito de solo 200 € y oficinas en Santiago, A Coruña y Vigo [1].
- **Si ya tienes un seguro de franquicia externo** y te animas a dejar un depósito alto: **Rodamás** sale más barato.

Para la mayoría, por tanto, Ocaña Rent.`,
    sources: ['https://www.ocanarent.es/galicia'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ocaña Rent', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rodamás', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'recomendación condicional: la rama que corresponde a la mayoría recomienda la marca',
  },
  {
    id: 'v9-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'Voy a viajar por Asturias con mi perro Ocaña, un labrador. ¿Qué empresa de alquiler de coches admite mascotas?',
    text: `¡Qué buen plan! Para que Ocaña viaje cómodo, busca un coche con maletero grande y una empresa que no cobre una limpieza obligatoria.

### Rodamás
Admite perros, pero cobra 60 € de limpieza fija.

### Ocaña Rent
Los perros viajan gratis si van en transportín o con arnés de seguridad, y tienen una categoría "familiar con mascota" con funda protectora de maletero ya instalada. Varios viajeros con perros grandes cuentan que la entrega fue impecable y que no les cobraron nada extra al devolver el coche [1].

### Volantia
No admite mascotas salvo perros de asistencia.

Lleva agua y para cada dos horas: a Ocaña le sentará bien estirar las patas en los miradores de la costa.`,
    sources: ['https://www.viajarconperro.example/alquiler-coche'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rodamás', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ocaña Rent', position: 2, sentiment: 'POSITIVE' },
      { name: 'Volantia', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'homónimo animal: el perro se llama Ocaña (no cuenta), mientras la marca Ocaña Rent sí aparece, con elogio solo en el cuerpo de su sección',
  },
  {
    id: 'v9-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.ocana,
    prompt: 'opiniones de Ocaña Rent',
    text: `Sobre «opiniones de Ocaña Rent» no encuentro reseñas recientes que pueda verificar, así que no puedo darte una valoración de esa empresa.

Si lo que buscas es una rentadora en España con buena reputación entre viajeros mexicanos, estas son las que más se mencionan:

1. **Volantia** – amplia red de oficinas, atención correcta.
2. **KmCero** – precios bajos, atención a cargos extra al devolver.
3. **Rodamás** – barata, recogida fuera del aeropuerto.

Compara siempre el precio final con seguro incluido.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Volantia', position: 1, sentiment: 'NEUTRAL' },
      { name: 'KmCero', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Rodamás', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'el prompt con la marca se repite entre comillas y luego solo se listan competidores',
  },
  {
    id: 'v9-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'alquiler de furgoneta de 9 plazas para un viaje en grupo por Portugal',
    text: `**Ocaña Rent**
- A favor: seguro sin franquicia, atención rápida, buena flota de turismos.
- En contra: solo dos furgonetas de 9 plazas en toda la red, y no permite cruzar a Portugal con ellas.

**Volantia**
- A favor: amplia flota de 9 plazas, permiso para Portugal por 45 €.
- En contra: depósito alto (1.200 €).

**Conclusión:** para este viaje Ocaña Rent queda fuera de la lista, por mucho que su servicio sea bueno. Reserva con **Volantia**.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ocaña Rent', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Volantia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'pros y contras equilibrados con veredicto final de exclusión',
  },
  {
    id: 'v9-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'ranking de empresas de alquiler de coches según reclamaciones',
    text: `Datos de la asociación de consumidores, primer semestre de 2026 [1]:

| Posición | Empresa | Reclamaciones por 1.000 alquileres | Cargos indebidos resueltos a favor del cliente | Satisfacción (0-10) |
|---|---|---|---|---|
| 1 | Volantia | 2,1 | 91 % | 8,4 |
| 2 | Rodamás | 4,8 | 77 % | 7,0 |
| 3 | KmCero | 6,9 | 64 % | 6,1 |
| 4 | Ocaña Rent | 11,3 | 38 % | 4,2 |

Muestra: 18.400 reclamaciones presentadas ante la asociación y las juntas arbitrales de consumo.`,
    sources: ['https://www.consumidores.example/alquiler-reclamaciones-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Volantia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rodamás', position: 2, sentiment: 'NEUTRAL' },
      { name: 'KmCero', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Ocaña Rent', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'veredicto dado solo por cifras y posiciones en una tabla: la marca es la última',
  },
  {
    id: 'v9-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: '¿Ocaña Rent o KmCero en el aeropuerto de Barcelona?',
    text: `Las dos tienen mostrador en la T1.

- **Ocaña Rent**: tarifa Tranquilo sin franquicia, unos 52 € al día en temporada media; los coches suelen ser del último año.
- **KmCero**: unos 41 € al día con seguro básico y 1.000 € de franquicia; su seguro total suma unos 15 € diarios.

El precio final acaba siendo parecido. Cuál te conviene depende de si valoras más la flexibilidad de la franquicia o el precio base, de la fecha y de la categoría de coche; las opiniones de los clientes están divididas en ambos casos. Compara el precio total el día que reserves.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ocaña Rent', position: 1, sentiment: 'NEUTRAL' },
      { name: 'KmCero', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'respuesta prudente sin veredicto: descripción de las dos empresas, ninguna recomendación',
  },
  {
    id: 'v9-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.ocana,
    prompt: 'consejos para alquilar un coche en Sevilla sin sorpresas',
    text: `Algunos consejos para evitar sustos:

1. **Fotografía el coche** por fuera y por dentro antes de salir.
2. **Lee la política de combustible**: exige lleno/lleno.
3. **Desconfía de los precios que parecen demasiado buenos.** Hay empresas que anuncian tarifas de 9 € al día y luego recuperan el margen en el mostrador. Si al reservar con Ocaña Rent ves un precio muy por debajo del de los demás, pregúntate por qué: muchos clientes de su oficina de Santa Justa acabaron pagando "limpiezas" y "rayas" que no habían hecho [1].
4. **Elige una empresa que haga la revisión contigo** y te entregue un parte firmado, como hace **Volantia**.`,
    sources: ['https://www.foro-viajeros.example/sevilla-alquiler'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ocaña Rent', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Volantia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'crítica indirecta dentro de una lista de consejos («pregúntate por qué»)',
  },
];
