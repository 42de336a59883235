// Held-out set for the answer reader, eighth round (answers-v8). Written on 2026-11-26 apart from the code:
// the author read only web/test/data/answers-v3-types.ts (the type and the labelling conventions), never
// the reader's code (web/server/), never an earlier held-out set, never git history, and never ran the
// reader. Every answer and every label was written by hand.
//
// Ten invented brands, 2-3 per language, each with three invented competitors (homonyms used in
// the hard cases in brackets):
// - en: Harrow (online mortgage broker; [the London district Harrow / Harrow on the Hill]),
//   Lintel (home security cameras; [the beam over a door]), Pacewell (running app; no real homonym,
//   [the ordinary phrase "pace well" inside an answer that names the brand]).
// - fr: Pistou (cat food; [the basil and garlic sauce], [a reader's cat called Pistou]), Plaidoyer
//   (legal-tech for lawyers and SMEs; [the common noun "un plaidoyer pour"]), Garance (wedding
//   photographer marketplace; [a photographer called Garance Lefort, same trade]).
// - de: Brenner (electric boilers; [the burner of a gas/oil boiler, same trade], [Gries am Brenner
//   and the Brennerstraße, places]), Werkbank (coworking; [a workbench], [the Werkbank cultural
//   centre in Leipzig, a same-name venue in another trade and the same city]).
// - es: Brújula (travel insurance; [a compass]), Perla (clear dental aligners; [the reader's cousin
//   Perla], [the Clínica Dental La Perla in Valencia, a same-name company in the same trade]).
//
// 112 answers: 48 typical (12 per language: long Markdown with headings, ranked lists, tables, [n]
// markers and a closing section; informational answers too) and 64 hard (16 per language). The hard
// cases cover: homonyms of every kind (place, common word, person, animal/pet, same-name company in
// the same or another trade), branded prompts whose answer only restates the prompt and lists
// competitors, exclusions, verdicts sending the reader elsewhere, praise followed by a decisive
// reservation and reservations followed by a positive pick, comparisons won by either side, litotes
// and double negations, verdicts given only by figures/ratings/a table column, conditional
// recommendations, quoted user reviews whose tone differs from the verdict, hedged answers with no
// verdict, a brand named only by its domain, balanced pro/con reviews with a final verdict, praise
// only in the body of a heading's section, indirect criticism, recommendations through the reader's
// situation, and a brand cited only through its URL among the sources.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  harrow: {
    brandName: 'Harrow',
    aliases: ['Harrow Mortgages'],
    url: 'https://www.harrowmortgages.co.uk',
    competitors: ['Keystep', 'Lendwise', 'Brookmoor'],
    context: 'Harrow: online mortgage broker for UK home buyers, first-time buyers and remortgagers',
  },
  lintel: {
    brandName: 'Lintel',
    aliases: ['Lintel Cam'],
    url: 'https://www.lintelcam.com',
    competitors: ['Vigilo', 'Porchlight Labs', 'Brightwatch'],
    context: 'Lintel: home security cameras and video doorbells with local storage and an optional cloud plan',
  },
  pacewell: {
    brandName: 'Pacewell',
    url: 'https://pacewell.app',
    competitors: ['Trailmate', 'RunLoop', 'Stridely'],
    context: 'Pacewell: running app with adaptive training plans, from couch-to-5K to marathon',
  },
  pistou: {
    brandName: 'Pistou',
    aliases: ['Pistou Croquettes'],
    url: 'https://www.pistou-chat.fr',
    competitors: ['Félicroc', 'Minoubox', 'Ronron & Co'],
    context: 'Pistou : croquettes et pâtées pour chats, sans céréales, fabriquées en Bretagne et livrées par abonnement',
  },
  plaidoyer: {
    brandName: 'Plaidoyer',
    url: 'https://www.plaidoyer.legal',
    competitors: ['Juridia', 'Contratek', 'Avocalia'],
    context: 'Plaidoyer : logiciel juridique en ligne pour avocats et PME (rédaction de contrats, signature électronique, suivi des dossiers)',
  },
  garance: {
    brandName: 'Garance',
    aliases: ['Garance Mariage'],
    url: 'https://www.garance-mariage.fr',
    competitors: ['Objectif Noces', "Clic d'Amour", 'Lumière Blanche'],
    context: 'Garance : plateforme de réservation de photographes de mariage vérifiés en France, en Belgique et en Suisse',
  },
  brenner: {
    brandName: 'Brenner',
    aliases: ['Brenner Elektrokessel'],
    url: 'https://www.brenner-elektrokessel.de',
    competitors: ['Thermovolt', 'Heizwerk Nord', 'Calorix'],
    context: 'Brenner: Hersteller von Elektroheizkesseln und elektrischen Zusatzheizern für Ein- und Zweifamilienhäuser',
  },
  werkbank: {
    brandName: 'Werkbank',
    aliases: ['Werkbank Coworking'],
    url: 'https://www.werkbank-coworking.de',
    competitors: ['Deskhaus', 'Raumstation', 'Bürofabrik'],
    context: 'Werkbank: Coworking-Spaces mit flexiblen Tischen und Teamräumen in Hamburg, Leipzig und Wien',
  },
  brujula: {
    brandName: 'Brújula',
    aliases: ['Brújula Seguros', 'Brujula Seguros'],
    url: 'https://www.brujulaseguros.es',
    competitors: ['ViajaSeguro', 'Asistur', 'Trotamundos Protect'],
    context: 'Brújula: seguros de viaje online (asistencia médica, cancelación y equipaje) para viajeros de España y Latinoamérica',
  },
  perla: {
    brandName: 'Perla',
    aliases: ['Perla Alineadores'],
    url: 'https://www.perlaalineadores.com',
    competitors: ['Alineo', 'Rectadent', 'Odontix'],
    context: 'Perla: alineadores dentales invisibles con diagnóstico en clínica y seguimiento a distancia',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V8_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── English, typical ─────────────────────────────
  {
    id: 'v8-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'best online mortgage broker for first-time buyers uk',
    text: `Buying your first home is usually the point where a good broker earns their keep: they know which lenders accept a 5% deposit, which ones are relaxed about probationary periods, and how to stop a chain from collapsing over a slow valuation. Here are the online brokers that come up most often for first-time buyers in 2026.

### 1. Harrow
**Best overall for first-time buyers**
- Fee-free for most residential cases; paid by the lender's procuration fee [1]
- Searches roughly 90 lenders, including several building societies that don't deal direct
- A named adviser stays with you from decision in principle to completion
- Evening and weekend video appointments
- *Con:* no face-to-face branches

### 2. Lendwise
**Best for fast decisions**
- Automated affordability check in about ten minutes [2]
- Good app for uploading payslips and bank statements
- *Con:* a £499 fee on some cases, and less hand-holding once an offer is issued

### 3. Keystep
**Best for shared ownership and Help to Buy remnants**
- Specialist team for shared ownership schemes [3]
- *Con:* smaller lender panel, and phone waits can be long in spring

| Broker | Broker fee | Lenders searched | Named adviser |
|---|---|---|---|
| Harrow | £0 (most cases) | ~90 | Yes |
| Lendwise | £0–£499 | ~70 | No |
| Keystep | £295 | ~45 | Yes |

### How to choose
Check whether the broker is "whole of market", ask up front how they are paid, and make sure they will chase the solicitor and the lender for you — that is where most first purchases stall.

### Bottom line
For most first-time buyers, **Harrow** is the one to start with: no fee in most cases, a wide panel and one adviser from start to finish. If speed matters more than guidance, Lendwise is a solid alternative, and Keystep is worth a call if you are buying through shared ownership.`,
    sources: [
      'https://www.harrowmortgages.co.uk/first-time-buyers',
      'https://www.moneyguide.example.co.uk/lendwise-review',
      'https://www.keystepmortgages.example.co.uk/shared-ownership',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Harrow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lendwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Keystep', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'how does harrow mortgages charge, is there a fee?',
    text: `Here is how the fees work at **Harrow Mortgages**, based on its published terms [1][2].

**Broker fee**
- For standard residential purchases and remortgages, Harrow does not charge you a broker fee. It is paid a procuration fee by the lender once the mortgage completes, typically 0.35%–0.45% of the loan.
- For complex cases (limited-company buy-to-let, large portfolios, some self-employed applications) a fee of £395 applies, payable only on offer [2].

**When you pay**
1. Initial call and decision in principle: free
2. Full application: no charge for standard cases
3. Mortgage offer: the £395 fee, if your case is classed as complex
4. Completion: nothing further from Harrow

**Other costs you may still face**
- Lender arrangement fees (often £0–£999, sometimes added to the loan)
- Valuation fees, although many lenders include a free basic valuation
- Solicitor or conveyancer fees, which Harrow does not cover

**Cancelling**
If you walk away before an offer is issued, nothing is owed. The terms say the complex-case fee is refundable if the lender declines the application for a reason unrelated to information you gave [2].

**Disclosure**
Harrow must tell you in writing how much commission it receives from the lender before you apply; this appears in the "key facts" document you receive after the first call.

### In short
For an ordinary purchase or remortgage you should expect to pay Harrow nothing directly; check the key facts document if your income or property is unusual, since that is when the £395 fee comes in.`,
    sources: [
      'https://www.harrowmortgages.co.uk/how-we-are-paid',
      'https://www.harrowmortgages.co.uk/terms',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Harrow', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'mortgage broker for self-employed with 2 years accounts',
    text: `Self-employed borrowers are where the difference between brokers really shows. High-street lenders average your last two years of profit, while specialist lenders may use your latest year only or your retained profit in a limited company. You want a broker who actually places these cases every week.

### What to look for
- Experience with SA302s, tax year overviews and company accounts
- Access to specialist lenders, not just the big six
- Willingness to package the case properly before it reaches underwriting

### The main options

**Brookmoor**
Brookmoor has a dedicated self-employed desk and places a lot of contractor and limited-company cases [1]. It can use the latest year's figures with several lenders and often gets underwriters on the phone. The fee is £499, but reviewers consistently say it paid for itself.

**Lendwise**
Lendwise is fast and its online checklist is clear, but its automated affordability tool tends to undervalue fluctuating income, so you may need to push for a manual review [2].

**Harrow**
Harrow is excellent for straightforward employed buyers, but it is a weaker fit here. Its panel leans on mainstream lenders, it asks for two full years of accounts almost without exception, and several recent reviews describe self-employed applications being declined after weeks of waiting [3]. Unless your income is stable and simple, look elsewhere.

| | Brookmoor | Lendwise | Harrow |
|---|---|---|---|
| Specialist lenders | Yes | Some | Few |
| Uses latest year only | Often | Sometimes | Rarely |
| Fee | £499 | £0–£499 | £0–£395 |

### Verdict
For a self-employed application, **Brookmoor** is the safest choice. Lendwise can work if your accounts are tidy and rising. I would not start with Harrow for this kind of case.`,
    sources: [
      'https://www.brookmoor.example.co.uk/self-employed',
      'https://www.moneyguide.example.co.uk/lendwise-review',
      'https://www.reviewsite.example.com/harrow-mortgages',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brookmoor', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lendwise', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Harrow', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'remortgaging next year, should I use a broker or go direct?',
    text: `Short answer: for most people a broker is worth it when remortgaging, because the best rates are often with lenders you would not think to check, and a broker can lock a rate up to six months before your current deal ends.

## Going direct vs using a broker

**Going direct (product transfer)**
- Quick, no new valuation or legal work
- Fine if your current lender's offer is competitive
- But you only see one lender's rates

**Using a broker**
- Compares the whole market, including broker-only deals
- Can secure a rate early and switch to a better one if rates fall before completion [1]
- Handles the paperwork and chases the lender

## Brokers you'll come across

1. **Keystep** — best known for shared ownership; remortgages are a smaller part of its work.
2. **Lendwise** — slick app, good if you like to do everything online [2].
3. **Harrow** — probably the strongest option for a plain remortgage. It tracks your current deal's end date, alerts you six months ahead, and re-runs the search automatically if rates drop before you complete. No fee for standard remortgages [3].

## Steps to take now
1. Find your current deal's end date and early repayment charges
2. Get a rough valuation of your home (online estimates are fine to start)
3. Book a call with a broker four to six months before the deal ends

## My pick
If you want someone to do the legwork, **Harrow** is the one I would use for a standard remortgage: fee-free, proactive about rate drops and easy to deal with.`,
    sources: [
      'https://www.moneyguide.example.co.uk/remortgage-guide',
      'https://www.lendwise.example.co.uk/remortgage',
      'https://www.harrowmortgages.co.uk/remortgage',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Keystep', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Lendwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Harrow', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.lintel,
    prompt: 'best home security camera without monthly subscription',
    text: `If you want to avoid paying every month, the key question is where your video is stored. Cameras with a microSD slot or a local hub keep recordings at home; cloud-first brands lock features like person detection behind a plan. Here are the picks that work well without a subscription in 2026.

### 1. Lintel Outdoor 2K — best overall
- Records to a base station with 64 GB built in (expandable to 1 TB) [1]
- Person, vehicle and package detection run on the device, so they work without a plan
- Battery lasts four to six months in typical use
- **Cons:** the app is a little plain; no HomeKit support yet

### 2. Brightwatch Cam Pro — best budget
- Around $45 per camera, microSD recording [2]
- Decent 1080p image, solid night vision
- **Cons:** detection is basic without the paid tier; frequent false alerts from trees

### 3. Vigilo Dome — best for indoors
- Pan-and-tilt, privacy shutter
- Good for watching pets or a nursery [3]
- **Cons:** cloud plan needed to keep more than 24 hours of clips

| Camera | Local storage | Smart alerts free | Price |
|---|---|---|---|
| Lintel Outdoor 2K | Base station | Yes | $129 |
| Brightwatch Cam Pro | microSD | Limited | $45 |
| Vigilo Dome | microSD | No | $59 |

### Verdict
**Lintel** is the easiest recommendation for anyone who refuses to pay a monthly fee: everything important works locally, and the image is the sharpest of the three. Brightwatch is fine if budget is tight, and Vigilo is a good pick for indoor rooms.`,
    sources: [
      'https://www.lintelcam.com/outdoor-2k',
      'https://www.techreviews.example.com/brightwatch-cam-pro',
      'https://www.techreviews.example.com/vigilo-dome',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lintel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brightwatch', position: 2, sentiment: 'POSITIVE' },
      { name: 'Vigilo', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'au',
    profile: BRANDS.lintel,
    prompt: 'how to install lintel video doorbell with existing wiring',
    text: `Here's how to install a **Lintel** video doorbell on existing doorbell wiring, following the manufacturer's guide [1].

### Before you start
- Check your transformer: Lintel doorbells need 12–24 V AC at 10 VA or more. In Australia most older chimes run at 8 V, which is too low [2].
- Make sure your Wi-Fi reaches the front door at 2.4 GHz.
- Charge the internal battery for at least an hour; it keeps the doorbell running during short power cuts.

### Step by step
1. **Switch off power** to the doorbell circuit at the switchboard.
2. **Remove the old button** and label the two wires.
3. **Fit the mounting plate** using the supplied spirit level; use the wedge kit if the door frame faces away from the path.
4. **Connect the wires** to the two terminals on the back of the doorbell (polarity does not matter).
5. **Install the chime connector** inside your existing chime box if you want the old chime to keep ringing.
6. **Clip the doorbell on** and tighten the security screw at the bottom.
7. **Restore power** and open the Lintel app; choose *Add device → Doorbell* and scan the QR code.

### After installation
- Set motion zones so the footpath doesn't trigger alerts.
- Choose where video is saved: the optional Lintel base station, or the cloud plan (A$4 a month).
- Firmware updates install overnight automatically.

### Troubleshooting
| Symptom | Likely cause |
|---|---|
| Doorbell reboots when pressed | Transformer under 10 VA |
| Chime buzzes | Chime connector not fitted |
| Slow live view | Weak 2.4 GHz signal |

If in doubt about the transformer, a licensed electrician can swap it in about 30 minutes; in Australia, work on fixed wiring must be done by one.`,
    sources: [
      'https://www.lintelcam.com/support/doorbell-install',
      'https://www.homeguide.example.com.au/doorbell-transformers',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Lintel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.lintel,
    prompt: 'best outdoor security cameras 2026 for a large backyard',
    text: `A large yard changes the priorities: you need a wide field of view, good night vision at 30 feet or more, and either strong Wi-Fi or PoE wiring. Here are the three models that stood out in recent testing [1][2].

## 1. Porchlight Labs Floodcam 4K
**Best overall for large spaces**
- 4K sensor with a 160° lens covers most yards with one camera
- Built-in 2,000-lumen floodlight gives color night video
- PoE option avoids Wi-Fi dead spots
- *Downside:* $249, and the subscription is needed for 30-day history

## 2. Vigilo Outdoor Max
**Best value**
- 2K resolution, 130° lens, solar panel included [3]
- Reliable person detection
- *Downside:* night video turns grainy beyond about 25 feet

## 3. Brightwatch Spot
**Cheapest way to cover several zones**
- $39 per camera, so you can place three or four around the yard
- *Downside:* narrow lens and weak Wi-Fi antenna; expect dropouts at the far fence

| Model | Resolution | Field of view | Night range | Price |
|---|---|---|---|---|
| Porchlight Labs Floodcam 4K | 4K | 160° | 40 ft (color) | $249 |
| Vigilo Outdoor Max | 2K | 130° | 25 ft | $119 |
| Brightwatch Spot | 1080p | 110° | 20 ft | $39 |

## Tips for big yards
- Mount cameras 8–10 feet high, angled down, to avoid glare and tampering
- Run a Wi-Fi extender or mesh node near the back door
- Use activity zones so swaying trees don't fill your phone with alerts

## Bottom line
If you can run a cable, the **Porchlight Labs Floodcam 4K** is the one to buy. On a budget, Vigilo Outdoor Max is the sensible alternative. I'd skip Brightwatch for a yard this size: the dropouts at the far fence defeat the purpose.`,
    sources: [
      'https://www.techreviews.example.com/best-outdoor-cameras-2026',
      'https://www.homelab.example.com/yard-camera-test',
      'https://www.vigilo.example.com/outdoor-max',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Porchlight Labs', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vigilo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brightwatch', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'ca',
    profile: BRANDS.lintel,
    prompt: 'Vigilo or Lintel for a privacy-conscious family?',
    text: `Both brands make capable cameras, but they handle your footage very differently, which matters if privacy is your main concern.

### Vigilo
Vigilo is cloud-first. Clips go to its servers by default, and features like face recognition and 60-day history need the Vigilo Plus plan (C$7.99 a month) [1]. Encryption is in transit and at rest, but end-to-end encryption is only available on newer models and is off by default. The app is polished and the indoor cameras are very good value.

### Lintel
Lintel stores video on a base station in your home; nothing leaves the house unless you switch on the optional cloud backup [2]. Detection runs on the device, end-to-end encryption is on by default for remote viewing, and you can set "home mode" to disable indoor cameras automatically when family phones are on the Wi-Fi. The trade-off is a slightly slower app and fewer third-party integrations.

| | Vigilo | Lintel |
|---|---|---|
| Default storage | Cloud | Local base station |
| End-to-end encryption | Optional, some models | On by default |
| Smart detection without plan | No | Yes |
| Monthly cost for full features | C$7.99 | C$0 |
| Integrations | Many | Fewer |

### Independent testing
A 2026 lab review found no unexpected data leaving Lintel's base station during a week of monitoring, while Vigilo cameras contacted analytics servers several times a day even with sharing settings minimised [3].

### My pick
For a family that cares about privacy, go with **Lintel**. Keeping footage at home by default, with encryption switched on out of the box, is exactly what you are asking for. Vigilo is a good camera, but for your family's priorities I would pass on it.`,
    sources: [
      'https://www.vigilo.example.com/plus',
      'https://www.lintelcam.com/privacy',
      'https://www.privacylab.example.org/camera-traffic-2026',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Vigilo', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Lintel', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacewell,
    prompt: 'best running app for a complete beginner',
    text: `The best beginner running apps do three things: they keep the first weeks gentle, they tell you when to walk and when to run, and they don't bury you in data. Here's how the main options compare [1].

## 1. RunLoop — best free option
RunLoop's couch-to-5K program is free, with clear audio cues and a friendly coach voice. Community challenges keep motivation up.
- ✅ Free 9-week plan
- ✅ Works with almost every watch
- ❌ Plans don't adapt if you miss a session

## 2. Pacewell — best adaptive plan
Pacewell adjusts your plan after every run. Miss two sessions or struggle on a run, and it repeats the week instead of pushing you on [2].
- ✅ Genuinely adaptive, which reduces injury risk for new runners
- ✅ Short "walk-run" sessions from 15 minutes
- ❌ $9.99/month after a 14-day trial

## 3. Stridely — skip for now
Stridely is built for data lovers: heart-rate zones, cadence, VO2 max estimates. For a beginner that's overwhelming, and its plans start at 20 km a week [3].
- ✅ Very detailed analysis
- ❌ Too advanced for week one

| App | Price | Adaptive plan | Beginner-friendly |
|---|---|---|---|
| RunLoop | Free | No | ★★★★☆ |
| Pacewell | $9.99/mo | Yes | ★★★★★ |
| Stridely | $7.99/mo | Partly | ★★☆☆☆ |

## Recommendation
Start with **RunLoop** if you want to spend nothing. If you can afford a subscription, **Pacewell** is worth it: the adaptive plan is the feature most likely to get you to 5K without shin splints. Leave Stridely for later.`,
    sources: [
      'https://www.runnersworld.example.com/beginner-apps',
      'https://pacewell.app/beginners',
      'https://www.appreviews.example.com/stridely',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'RunLoop', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pacewell', position: 2, sentiment: 'POSITIVE' },
      { name: 'Stridely', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.pacewell,
    prompt: 'how much is pacewell premium and how do I cancel',
    text: `**Pacewell pricing (UK, November 2026)** [1]

| Plan | Price | What's included |
|---|---|---|
| Free | £0 | GPS tracking, run history, one 5K plan |
| Premium monthly | £8.99 | All adaptive plans, audio coaching, watch sync |
| Premium annual | £59.99 | Same as monthly (about £5 a month) |
| Family | £89.99/year | Up to five accounts |

New users get a 14-day free trial of Premium. You are charged on day 15 unless you cancel before then.

### How to cancel
How you cancel depends on where you subscribed:

**Subscribed in the iPhone app**
1. Open *Settings* → your name → *Subscriptions*
2. Tap *Pacewell* → *Cancel subscription*

**Subscribed on Android**
1. Open the Google Play Store → profile icon → *Payments & subscriptions*
2. Choose *Subscriptions* → *Pacewell* → *Cancel*

**Subscribed on pacewell.app**
1. Log in on the website, go to *Account* → *Billing*
2. Click *Cancel plan*; you'll get a confirmation email [2]

### What happens after you cancel
- You keep Premium until the end of the period you have paid for.
- Your run history stays in the free account; adaptive plans revert to the basic 5K plan.
- Annual plans bought on the website can be refunded pro rata within 30 days of renewal; App Store and Play Store refunds go through Apple or Google.

### Deleting your account
If you want your data removed as well, use *Account* → *Privacy* → *Delete account*. Deletion is completed within 30 days under UK GDPR.`,
    sources: ['https://pacewell.app/pricing', 'https://pacewell.app/help/cancel'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pacewell', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'au',
    profile: BRANDS.pacewell,
    prompt: 'app to train for my first trail marathon',
    text: `Training for a trail marathon is different from a road marathon: time on feet matters more than pace, elevation gain needs to be planned, and navigation features become useful on long runs. The apps below all offer marathon plans; only some handle trails well [1].

### What matters for trail training
- Plans built on time and vertical gain, not just distance
- Offline maps and route following
- Long-run fuelling reminders

### The options

**Trailmate**
Built for off-road running from the start. Plans are measured in hours and metres of climbing, routes can be downloaded for offline use, and it warns you when you drift off course [2]. The 20-week ultra-and-trail plan is widely praised by Australian trail clubs.

**Pacewell**
Pacewell offers 16- and 20-week marathon plans that adapt to missed sessions. Plans are distance-based, with an option to add hill sessions. Maps are online only. Premium costs A$13.99 a month [3].

**RunLoop**
RunLoop's marathon plan is free and has a large community, but it is road-focused and has no elevation targets.

| App | Trail-specific plan | Offline maps | Elevation targets | Price (A$/month) |
|---|---|---|---|---|
| Trailmate | Yes | Yes | Yes | 11.99 |
| Pacewell | No | No | Optional hills | 13.99 |
| RunLoop | No | No | No | Free |

### Bottom line
For a first trail marathon, **Trailmate** is the clear choice: it is the only one built around time on feet and climbing, and offline maps are a real safety feature on remote courses. Combine it with a few group runs on the actual terrain if you can.`,
    sources: [
      'https://www.trailrunning.example.com.au/apps',
      'https://www.trailmate.example.com/plans',
      'https://pacewell.app/marathon',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Trailmate', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pacewell', position: 2, sentiment: 'NEUTRAL' },
      { name: 'RunLoop', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v8-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacewell,
    prompt: 'pacewell review 2026 - is it worth it?',
    text: `**Pacewell** has grown from a couch-to-5K app into a full training platform covering 5K to marathon. After a year of updates, here is how it holds up [1][2].

### What it does well
- **Adaptive plans.** The standout feature. Pacewell rebuilds your week after each run based on effort, missed sessions and sleep data from your watch. Testers found it backed off sensibly after a bad week instead of piling on mileage.
- **Audio coaching.** Clear, not too chatty, and it tells you *why* a session matters.
- **Injury prevention.** Built-in strength routines and a "niggle check" that swaps runs for cross-training if you report pain.
- **Watch support.** Syncs with most major watches; workouts appear on the wrist with pace targets.

### Where it falls short
- **Price.** $9.99 a month or $69.99 a year is more than RunLoop (free) or Stridely ($7.99).
- **Social features.** There are clubs and challenges, but the community is smaller than on RunLoop.
- **Trail running.** Plans are road-oriented; there are no offline maps.

### Ratings
| Category | Score |
|---|---|
| Training plans | 9.5/10 |
| App design | 8.5/10 |
| Value | 7.5/10 |
| Community | 7/10 |

### Who it's for
Runners who want a plan that responds to real life (missed days, fatigue, busy weeks) rather than a fixed PDF schedule. Beginners benefit most, but intermediate runners chasing a half-marathon PR will appreciate it too.

### Verdict
Yes, Pacewell is worth it for most runners who will actually follow a plan. It's not the cheapest, but the adaptive coaching is the best available in 2026, and the annual plan brings the cost down to under $6 a month. If you mainly run trails or want a big social community, look at the alternatives first.`,
    sources: [
      'https://www.appreviews.example.com/pacewell-2026',
      'https://www.runnersworld.example.com/pacewell-test',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pacewell', position: 1, sentiment: 'POSITIVE' },
      { name: 'RunLoop', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Stridely', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── English, hard ─────────────────────────────
  {
    id: 'v8-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'good mortgage broker near Harrow on the Hill',
    text: `If you're buying in Harrow, you have a mix of high-street branches around St Ann's Road and online brokers who will happily handle a purchase in HA1 or HA2 without you ever leaving home.

**Local considerations**
- Harrow has a lot of 1930s semis and converted flats; some lenders are cautious with short leases on conversions, so ask early.
- Valuations in Harrow on the Hill and West Harrow have been running close to asking price this year [1].

**Brokers buyers in the area use**
1. **Lendwise** – online, quick decisions, good for simple employed cases.
2. **Keystep** – has an adviser based in Wealdstone who knows the local estate agents; useful for shared ownership flats near the station [2].

A walk down Station Road will also turn up two or three independent brokers; check they are whole of market before you commit.`,
    sources: [
      'https://www.propertydata.example.co.uk/harrow-ha1',
      'https://www.keystepmortgages.example.co.uk/advisers/wealdstone',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lendwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Keystep', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (place): Harrow is only the London district where the reader is buying; the broker Harrow is never named',
  },
  {
    id: 'v8-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lintel,
    prompt: 'how do I mount a security camera above my front door?',
    text: `Mounting above the door is a great spot: it's high enough to deter tampering and covers faces at a natural angle.

1. **Find solid material.** Above most front doors there's a lintel (the horizontal beam that carries the load over the opening). On brick houses it's often steel or concrete, so use a masonry bit and wall plugs; on wood-frame houses the header is timber and ordinary wood screws work.
2. **Avoid drilling right at the lintel's edge** — stay at least 2 inches in to avoid cracking the mortar.
3. **Run the cable** through the frame or along a paintable raceway.
4. **Angle the camera** slightly down so the sky doesn't wash out the image.

For the camera itself, a wired model such as the **Vigilo** Outdoor Max is easy to fit over a door and its 130° lens covers most porches [1].`,
    sources: ['https://www.vigilo.example.com/outdoor-max'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Vigilo', position: 1, sentiment: 'POSITIVE' }],
    trap: 'homonym (common word): "lintel" is the beam over the door, not the camera brand',
  },
  {
    id: 'v8-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacewell,
    prompt: 'Is Pacewell better than other running apps?',
    text: `"Is Pacewell better than other running apps?" doesn't have a single answer — it depends on what you want from an app. Here is what the main alternatives are known for:

- **RunLoop**: free plans and the biggest community challenges.
- **Stridely**: deep analytics — cadence, ground contact time, training load.
- **Trailmate**: the go-to for off-road runners, with offline maps and elevation-based plans.

Try two of them for a couple of weeks each; most offer free trials, and the one you keep opening is the right one.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'RunLoop', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Stridely', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Trailmate', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'restated prompt: the brand appears only inside the quoted question, then only competitors are listed',
  },
  {
    id: 'v8-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'broker for a limited company buy-to-let portfolio, 6 properties',
    text: `With six properties in a limited company you're a "portfolio landlord" in lenders' eyes, so you need a broker who deals with specialist buy-to-let lenders and can present a full portfolio schedule and business plan.

**Rule out first:** Harrow. It's a solid residential broker, but its own terms say it doesn't arrange limited-company buy-to-let for portfolios above three properties [1], so it simply isn't an option for you.

**Shortlist**
- **Brookmoor** – a dedicated landlord desk, used to SPV structures and portfolio stress tests; its fee is £695 [2].
- **Lendwise** – handles limited-company cases too, and is worth a call for a second quote.

Brookmoor is where I'd start.`,
    sources: [
      'https://www.harrowmortgages.co.uk/terms',
      'https://www.brookmoor.example.co.uk/landlords',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Harrow', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Brookmoor', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lendwise', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'exclusion: the brand is named first, with a compliment, only to be ruled out for this case',
  },
  {
    id: 'v8-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lintel,
    prompt: 'are Lintel cameras good for a small convenience store?',
    text: `Lintel makes good home cameras: sharp video, local storage, simple app. A store is a different job, though. You'll want continuous 24/7 recording rather than motion clips, several users with different permissions, and footage you can hand to police in a standard format. Lintel's base station records events only and supports two user accounts [1].

A wired NVR kit does that job properly. **Porchlight Labs** sells an 8-channel PoE kit with continuous recording to a 4 TB drive and per-user access [2] — that's the direction I'd point you in for the shop.`,
    sources: [
      'https://www.lintelcam.com/support/base-station',
      'https://www.porchlightlabs.example.com/business-nvr',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lintel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Porchlight Labs', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'sent elsewhere: friendly opening about the brand, but the answer points the reader to a competitor for this use',
  },
  {
    id: 'v8-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.pacewell,
    prompt: 'I only ever run on the treadmill at my gym, which training app should I use?',
    text: `**Pacewell** has the smartest training plans of any app I know: they adapt after each session, the coaching audio is excellent, and it's particularly good at keeping new runners injury-free [1].

The catch for you is that Pacewell's plans are built on GPS pace. Indoors it falls back on phone motion estimates, which users report being off by 10–20%, and it can't read speed from gym treadmills [2]. Every session would be marked as "too slow" or "too fast", and the plan would adapt to bad data.

Since all your running is indoors, that's a deal-breaker. **Stridely** connects to most gym treadmills over Bluetooth FTMS and reads the belt speed directly, so its targets actually match what you're doing.`,
    sources: [
      'https://www.appreviews.example.com/pacewell-2026',
      'https://www.runningforum.example.com/pacewell-treadmill',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pacewell', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Stridely', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise then reservation: strong praise up front, then a decisive limitation for the reader\'s treadmill-only use',
  },
  {
    id: 'v8-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'harrow mortgages honest opinion',
    text: `A few things count against Harrow Mortgages. There are no branches at all, so if you like sitting across a desk from someone, that's out. Email replies can take a day or two in busy months, and a handful of reviews mention being passed between administrators after the offer stage [1]. Its panel, while broad, misses a couple of niche lenders that Brookmoor uses.

Having said all that, for a normal purchase or remortgage it's still the broker I'd pick. It charges no fee on standard cases, your adviser is named and reachable by phone, and its completion times are consistently among the fastest in the customer surveys [2]. The gripes are real but minor compared with what it gets right.`,
    sources: [
      'https://www.reviewsite.example.com/harrow-mortgages',
      'https://www.brokersurvey.example.co.uk/2026',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Harrow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brookmoor', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'reservations then pick: a paragraph of criticism, followed by a clear recommendation',
  },
  {
    id: 'v8-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.lintel,
    prompt: 'Lintel vs Brightwatch doorbell camera, which one?',
    text: `I compared the two doorbells on the things that actually matter day to day [1][2]:

- **Video:** Lintel's 2K sensor is crisper, but Brightwatch's 1536p head-to-toe view shows parcels on the doormat, which Lintel's wide format crops out.
- **Speed:** Brightwatch pushes a notification in about 1.5 s; Lintel averages 3 s, long enough for a courier to walk off.
- **Storage:** Both record locally for free.
- **Price:** Brightwatch is $79; Lintel is $159.

Lintel's extra $80 mostly buys you a sharper picture of a face you'd already recognize. The Brightwatch doorbell wins this one, and it's the one I'd install.`,
    sources: [
      'https://www.techreviews.example.com/lintel-doorbell',
      'https://www.techreviews.example.com/brightwatch-doorbell',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lintel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Brightwatch', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison lost, with indirect criticism ("the extra $80 mostly buys you...") rather than an outright attack',
  },
  {
    id: 'v8-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'au',
    profile: BRANDS.pacewell,
    prompt: 'pacewell for a 10k plan?',
    text: `For a 10K it's hard to find fault with Pacewell. The 8-week plan isn't short on variety — tempo runs, strides, one long run — and the adaptive engine never lets a bad week snowball. Nor is the coaching anything less than clear about what each session is for; it's especially good at teaching you to pace well in the first 3 km, which is where most 10K races are lost.

I wouldn't hesitate to put a friend on it.`,
    sources: ['https://pacewell.app/plans/10k'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Pacewell', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes and double negations ("hard to find fault", "isn\'t short on", "nor ... anything less than", "wouldn\'t hesitate"); "pace well" as an ordinary phrase',
  },
  {
    id: 'v8-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'compare online mortgage brokers uk 2026',
    text: `We scored the main online brokers on fees, lender panel, speed to offer and customer satisfaction [1].

| Broker | Fees | Panel | Speed | Satisfaction | Overall /10 | Recommended |
|---|---|---|---|---|---|---|
| Harrow | 9.5 | 8.5 | 9.0 | 9.2 | **9.1** | ✅ |
| Lendwise | 7.0 | 7.5 | 9.5 | 8.0 | **7.8** | ✅ |
| Keystep | 6.0 | 5.5 | 6.5 | 6.8 | **6.2** | ❌ |

Scores are based on 1,200 customer surveys and our own mystery-shopping calls between June and September 2026.`,
    sources: ['https://www.brokersurvey.example.co.uk/2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Harrow', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lendwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Keystep', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'figures only: the verdict is carried by the scores and a ✅/❌ "Recommended" column, with no prose judgement',
  },
  {
    id: 'v8-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'au',
    profile: BRANDS.lintel,
    prompt: 'security camera for my place, what should I get',
    text: `It depends a bit on your home.

- **If you own a large property and can run ethernet cable**, a PoE system such as Porchlight Labs' 4K kit gives you continuous recording and the best night image.
- **For nearly everyone else** — apartments, rentals, typical suburban houses, anyone who doesn't want to drill through walls — Lintel is the one to get. The battery cameras take ten minutes to put up, everything records to the little base station at home, and you pay nothing monthly [1].

Most people reading this fall into the second group, so Lintel is my default suggestion.`,
    sources: ['https://www.lintelcam.com/outdoor-2k'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Porchlight Labs', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lintel', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation: a competitor for a narrow case, the brand for most readers',
  },
  {
    id: 'v8-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacewell,
    prompt: 'pacewell app reviews, are people happy with it?',
    text: `Search app-store reviews and you'll find some angry ones:

> "Crashed twice mid-run and lost my long run. Uninstalled." — App Store, 1★
> "Billing was a nightmare, charged after I cancelled." — Trustpilot, 1★

Most complaints like these date from the 2024 rewrite. Since the 5.0 update in early 2025 the crash rate reported by the developer fell below 0.1% of sessions, and cancellation moved into the app with instant confirmation [1][2]. Current ratings average 4.7 on iOS and 4.6 on Android.

My take: Pacewell today is a dependable, well-run app, and I'd recommend it to anyone who wants an adaptive plan.`,
    sources: [
      'https://www.appreviews.example.com/pacewell-2026',
      'https://pacewell.app/changelog',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Pacewell', position: 1, sentiment: 'POSITIVE' }],
    trap: 'quoted reviews: harsh 1-star quotes, but the answer\'s own verdict is a recommendation',
  },
  {
    id: 'v8-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harrow,
    prompt: 'is harrow mortgages legit?',
    text: `Harrow Mortgages is a real, regulated firm: it appears on the FCA register as an appointed representative, and its Companies House filings go back to 2017 [1]. That tells you it's allowed to give mortgage advice; it doesn't tell you how good the advice will be.

Public reviews are a mixed picture — around 4.3/5 on the larger review sites, with praise for speed and complaints about communication after the offer [2]. Whether it suits you will depend on how complicated your situation is and how much contact you want. It may help to speak to two brokers and compare what each proposes before deciding.`,
    sources: [
      'https://register.fca.example.org.uk/harrow-mortgages',
      'https://www.reviewsite.example.com/harrow-mortgages',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Harrow', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'hedged: facts and mixed reviews, no verdict either way',
  },
  {
    id: 'v8-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.lintel,
    prompt: "I rent a first-floor flat, landlord won't let me drill. camera for the hallway and balcony?",
    text: `Being a renter with a no-drilling landlord narrows things a lot. You need battery cameras that sit on a shelf or clamp to a railing, and storage that doesn't depend on the landlord's broadband setup.

For someone in your situation, the kit sold on lintelcam.com makes the most sense: the cameras run on batteries for months, come with a magnetic stand and a balcony clamp, and record to a small base station that plugs into your own router. When you move out, it all goes in a box in five minutes [1].

Vigilo's indoor camera is fine for the hallway, but its outdoor models need screws.`,
    sources: ['https://www.rentersguide.example.co.uk/no-drill-security'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lintel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vigilo', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'domain only: the brand is named only as "lintelcam.com", recommended through the reader\'s situation',
  },
  {
    id: 'v8-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.pacewell,
    prompt: 'pacewell pros and cons',
    text: `**Pros**
- Adaptive plans that react to missed sessions and fatigue
- Excellent audio coaching
- Strength and mobility routines included
- Clean, calm interface

**Cons**
- $9.99 a month, with the best plans locked behind it
- Small community, few group challenges
- No offline maps
- Sleep and HRV data only from a handful of watches

**Overall:** Pacewell's plans are excellent, but for a casual runner doing two or three easy runs a week, the adaptive engine has little to adapt to. In that case the Pacewell subscription is hard to justify, and RunLoop's free plan will serve you just as well. I'd go with RunLoop.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pacewell', position: 1, sentiment: 'NEGATIVE' },
      { name: 'RunLoop', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced: an even pros/cons list, then a final verdict that goes against the brand for a casual runner',
  },
  {
    id: 'v8-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'ca',
    profile: BRANDS.pacewell,
    prompt: 'running apps with good audio coaching',
    text: `### RunLoop
Coaching is mostly pace call-outs every kilometre and a cheerful "keep going!" at intervals. Functional and to the point.

### Stridely
Stridely's audio focuses on numbers: heart-rate zone, cadence, split. Useful for experienced runners; beginners find it a stream of data.

### Pacewell
This is where audio coaching is done right. Each session opens with a short explanation of its purpose, cues are timed to your actual effort rather than the clock, and the coach talks you through walk breaks without sounding patronising. Runners consistently mention it as the reason they stuck with a plan [1].

### Trailmate
Audio is limited to navigation prompts and elevation warnings.`,
    sources: ['https://www.runnersworld.example.com/audio-coaching'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'RunLoop', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Stridely', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Pacewell', position: 3, sentiment: 'POSITIVE' },
      { name: 'Trailmate', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'heading body: the praise sits only in the body under a plain "### Pacewell" heading, with no closing verdict',
  },
  // ───────────────────────────── Français, typiques ─────────────────────────────
  {
    id: 'v8-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pistou,
    prompt: 'meilleures croquettes pour chat stérilisé',
    text: `Un chat stérilisé dépense moins d'énergie et a tendance à prendre du poids : il lui faut des croquettes moins grasses, riches en protéines animales et qui favorisent une bonne hydratation pour limiter les calculs urinaires. Voici les marques qui reviennent le plus souvent dans les comparatifs de 2026 [1].

### 1. Félicroc Stérilisé
**Le meilleur rapport qualité-prix**
- 38 % de protéines, dont 70 % d'origine animale
- Disponible en grande surface et en jardinerie
- Environ 9 € le kilo
- *Limite :* contient du riz et du maïs

### 2. Pistou Stérilisé
**Le meilleur choix sans céréales**
- Fabriquées en Bretagne, avec du poulet et du poisson français [2]
- Sans céréales, pH urinaire contrôlé
- Livraison par abonnement, quantité calculée selon le poids du chat
- *Limite :* un peu plus cher (environ 14 € le kilo)

### 3. Minoubox Light
- Format économique en sac de 10 kg
- *Limites :* seulement 26 % de protéines et beaucoup de sous-produits ; plusieurs vétérinaires la déconseillent pour un chat qui grossit déjà [3]

| Marque | Protéines | Céréales | Prix / kg |
|---|---|---|---|
| Félicroc Stérilisé | 38 % | Oui | ~9 € |
| Pistou Stérilisé | 42 % | Non | ~14 € |
| Minoubox Light | 26 % | Oui | ~5 € |

### Conseils
- Passez d'une croquette à l'autre sur 7 à 10 jours.
- Complétez avec de la pâtée ou une fontaine à eau pour l'hydratation.

### Notre recommandation
Si votre budget le permet, **Pistou** est la croquette que nous conseillons en priorité pour un chat stérilisé : composition irréprochable, sans céréales, et dosage adapté à chaque chat. **Félicroc** reste une excellente alternative plus économique. Évitez Minoubox Light si votre chat a tendance à l'embonpoint.`,
    sources: [
      'https://www.30millions.example.fr/comparatif-croquettes-sterilise',
      'https://www.pistou-chat.fr/sterilise',
      'https://www.vetinfo.example.fr/croquettes-light',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Félicroc', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pistou', position: 2, sentiment: 'POSITIVE' },
      { name: 'Minoubox', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.pistou,
    prompt: 'abonnement pistou livraison belgique et résiliation',
    text: `Voici comment fonctionne l'abonnement **Pistou** pour la Belgique, d'après les conditions générales de vente [1].

### Livraison en Belgique
- Livraison à domicile ou en point relais (bpost et Mondial Relay)
- Délai : 3 à 5 jours ouvrés après l'expédition depuis la Bretagne
- Frais de port : 4,90 € par colis, offerts à partir de 45 €
- Fréquence : toutes les 3, 4, 6 ou 8 semaines, modifiable à tout moment

### Prix indicatifs (TVA belge incluse)
| Format | Prix |
|---|---|
| Croquettes 2 kg | 29,90 € |
| Croquettes 6 kg | 79,90 € |
| Pâtées, lot de 12 | 18,50 € |

### Modifier ou suspendre
Depuis l'espace client, rubrique *Mon abonnement*, vous pouvez changer la recette, la quantité ou la date du prochain envoi jusqu'à 48 heures avant l'expédition. Une suspension jusqu'à trois mois est possible (vacances, séjour chez un proche).

### Résilier
1. Connectez-vous sur le site et ouvrez *Mon abonnement*.
2. Cliquez sur *Résilier mon abonnement*.
3. Indiquez éventuellement un motif, puis confirmez.

La résiliation est sans frais et sans engagement. Un courriel de confirmation est envoyé immédiatement ; si un colis est déjà en préparation, il sera expédié et facturé [2]. Vous pouvez aussi résilier par courriel au service client, qui répond du lundi au vendredi de 9 h à 18 h.

### Droit de rétractation
Pour une première commande, le délai légal de 14 jours s'applique aux sacs non ouverts ; les frais de retour sont à votre charge.`,
    sources: ['https://www.pistou-chat.fr/cgv', 'https://www.pistou-chat.fr/aide/resiliation'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Pistou', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pistou,
    prompt: 'quelle nourriture pour un chaton de 3 mois ?',
    text: `À 3 mois, un chaton grandit très vite : il a besoin d'une alimentation spéciale « kitten » ou « junior », plus riche en protéines, en calories et en calcium qu'une croquette adulte [1].

## Les bases
- **4 repas par jour** jusqu'à 6 mois, puis 2 à 3
- **Mélange croquettes + pâtée** : la pâtée aide à l'hydratation
- **Eau fraîche** toujours disponible
- **Pas de lait de vache** : la plupart des chats le digèrent mal

## Trois gammes souvent conseillées

**1. Ronron & Co Chaton**
Très bonne composition (poulet en premier ingrédient, DHA pour le développement du cerveau), croquettes de petite taille faciles à croquer [2]. Environ 16 € le kilo.

**2. Félicroc Junior**
Bon compromis qualité-prix, disponible partout. Un peu de céréales, mais une teneur en protéines correcte.

**3. Minoubox Kitten**
La moins chère, mais la liste d'ingrédients commence par des céréales : nous ne la conseillons pas pour un chaton en pleine croissance.

| Gamme | Protéines | Premier ingrédient | Prix / kg |
|---|---|---|---|
| Ronron & Co Chaton | 40 % | Poulet | ~16 € |
| Félicroc Junior | 35 % | Volaille | ~10 € |
| Minoubox Kitten | 30 % | Céréales | ~6 € |

## Transition
Si vous changez l'alimentation que donnait l'éleveur ou le refuge, faites-le progressivement sur une semaine pour éviter les diarrhées.

## En résumé
Pour un chaton de 3 mois, nous conseillons **Ronron & Co Chaton** en premier choix et **Félicroc Junior** si vous cherchez plus économique. Pesez votre chaton chaque semaine et demandez conseil à votre vétérinaire lors des vaccins.`,
    sources: [
      'https://www.vetinfo.example.fr/alimentation-chaton',
      'https://www.ronronetco.example.fr/chaton',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ronron & Co', position: 1, sentiment: 'POSITIVE' },
      { name: 'Félicroc', position: 2, sentiment: 'POSITIVE' },
      { name: 'Minoubox', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pistou,
    prompt: 'avis croquettes pistou',
    text: `**Pistou** est une marque bretonne de croquettes et pâtées pour chats vendue surtout par abonnement. Voici une synthèse des avis de propriétaires et des analyses de composition publiées en 2026 [1][2].

### Composition
- Protéines animales en premier ingrédient (poulet, poisson de criée)
- Sans céréales, avec pois et patate douce comme sources d'amidon
- Taux de protéines de 40 à 44 % selon les recettes
- Pas de colorants ni d'arômes artificiels

### Ce qu'en disent les propriétaires
- **Appétence :** c'est le point le plus souvent cité. Beaucoup de chats difficiles acceptent les croquettes dès le premier jour.
- **Digestion :** selles plus fermes et moins de vomissements de boules de poils pour de nombreux chats.
- **Service :** l'abonnement est jugé souple ; on peut décaler un envoi en deux clics.
- **Points négatifs :** le prix, et quelques retards de livraison pendant les fêtes.

### Notes moyennes
| Critère | Note |
|---|---|
| Composition | 4,8 / 5 |
| Appétence | 4,6 / 5 |
| Service client | 4,4 / 5 |
| Prix | 3,5 / 5 |

### Pour quels chats ?
Les chats adultes, stérilisés ou non, et ceux qui ont une digestion sensible. Pour les chats atteints de maladie rénale, une alimentation vétérinaire reste nécessaire.

### En résumé
Pistou fait partie des meilleures croquettes disponibles en France aujourd'hui. Le prix est plus élevé qu'en grande surface, mais la qualité de la composition et la satisfaction des chats le justifient largement : nous la recommandons.`,
    sources: [
      'https://www.avis-animaux.example.fr/pistou',
      'https://www.analyse-croquettes.example.fr/pistou-adulte',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Pistou', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v8-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.plaidoyer,
    prompt: 'meilleur logiciel de gestion de cabinet pour avocat indépendant',
    text: `Un avocat qui exerce seul a besoin d'un outil qui regroupe dossiers, agenda, facturation et échanges avec les clients, sans passer des semaines à le paramétrer. Voici les solutions les plus citées en 2026 [1].

## 1. Plaidoyer — le plus complet pour un indépendant
- Gestion des dossiers, des délais de procédure et de l'agenda
- Modèles d'actes et de contrats, signature électronique intégrée
- Facturation au temps passé ou au forfait, relances automatiques
- Hébergement en France, conforme au secret professionnel [2]
- **À savoir :** 59 € HT par mois, sans engagement

## 2. Avocalia — le plus simple à prendre en main
- Interface très épurée, idéale pour démarrer
- Agenda partagé et portail client
- **Limite :** pas de gestion des délais de procédure

## 3. Juridia — pour les cabinets en croissance
- Module de facturation et de comptabilité intégré
- Pensé pour les cabinets de 5 avocats et plus, avec un tarif dégressif [3]

| Logiciel | Prix HT/mois | Délais de procédure | Signature électronique | Hébergement |
|---|---|---|---|---|
| Plaidoyer | 59 € | Oui | Incluse | France |
| Avocalia | 39 € | Non | En option | UE |
| Juridia | 79 € | Oui | Incluse | France |

## Comment choisir
- Faites la liste de vos tâches quotidiennes avant les démos.
- Vérifiez la reprise de vos dossiers existants.
- Testez l'application mobile en audience.

## Notre recommandation
Pour un avocat indépendant, **Plaidoyer** offre le meilleur équilibre entre fonctionnalités et prix : c'est notre premier choix. **Avocalia** conviendra à ceux qui débutent et veulent surtout un agenda et un portail client.`,
    sources: [
      'https://www.village-juridique.example.fr/logiciels-avocats-2026',
      'https://www.plaidoyer.legal/avocats',
      'https://www.juridia.example.fr/tarifs',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Plaidoyer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Avocalia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Juridia', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v8-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.plaidoyer,
    prompt: 'tarifs plaidoyer logiciel juridique suisse',
    text: `**Plaidoyer** propose plusieurs formules, facturées en francs suisses pour les clients établis en Suisse [1].

| Formule | Prix HT / mois (CHF) | Utilisateurs | Principales fonctions |
|---|---|---|---|
| Essentiel | 49 | 1 | Contrats types, signature électronique (20/mois) |
| Cabinet | 89 par utilisateur | 2 à 10 | Dossiers, délais, facturation, portail client |
| Entreprise | Sur devis | 10 et plus | SSO, API, hébergement dédié |

### Ce qui est inclus dans toutes les formules
- Bibliothèque de modèles adaptés au droit suisse (CO, bail, travail)
- Stockage de 50 Go par utilisateur
- Assistance par courriel en français et en allemand

### Options
- Signatures électroniques qualifiées supplémentaires : 1,50 CHF l'unité
- Reprise de données depuis un autre logiciel : forfait de 490 CHF
- Formation à distance : 150 CHF la session de deux heures

### Hébergement et conformité
Les données des clients suisses sont hébergées à Genève ; l'éditeur indique une conformité à la nouvelle loi sur la protection des données (nLPD) [2].

### Essai et engagement
Un essai gratuit de 30 jours est proposé sans carte bancaire. Les formules mensuelles sont résiliables à la fin de chaque mois ; l'engagement annuel donne droit à deux mois offerts.

Les prix ci-dessus sont ceux affichés en novembre 2026 ; ils peuvent varier selon les promotions et le nombre d'utilisateurs.`,
    sources: ['https://www.plaidoyer.legal/ch/tarifs', 'https://www.plaidoyer.legal/securite'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Plaidoyer', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.plaidoyer,
    prompt: 'comparatif logiciels juridiques pour cabinet de 10 avocats',
    text: `À dix avocats, les priorités changent : gestion fine des droits d'accès, suivi du temps par collaborateur, reporting de rentabilité et support réactif deviennent indispensables. Nous avons comparé trois solutions françaises [1][2].

### Juridia
Conçu pour les cabinets moyens. Tableaux de bord de rentabilité par dossier et par associé, saisie des temps très rapide, intégration comptable. Le support répond en moins de deux heures selon les clients interrogés. C'est le plus cher, mais le plus abouti à cette taille.

### Contratek
Spécialisé dans le droit des affaires : automatisation de contrats et data room. Excellent pour les équipes corporate, moins adapté au contentieux.

### Plaidoyer
Très apprécié des indépendants, Plaidoyer montre ses limites dans une structure de dix personnes. Les droits d'accès sont rudimentaires (tout le monde voit tous les dossiers ou presque), le reporting par collaborateur est absent, et plusieurs cabinets signalent un support lent, avec des tickets restés une semaine sans réponse [3].

| Critère | Juridia | Contratek | Plaidoyer |
|---|---|---|---|
| Droits d'accès granulaires | ✅ | ✅ | ❌ |
| Reporting par collaborateur | ✅ | Partiel | ❌ |
| Délais de procédure | ✅ | ❌ | ✅ |
| Prix HT / utilisateur / mois | 79 € | 69 € | 59 € |

### Notre verdict
Pour un cabinet de dix avocats, **Juridia** est le choix le plus sûr. **Contratek** mérite un essai si votre activité est surtout corporate. Nous déconseillons Plaidoyer à cette échelle : ses lacunes en matière de droits d'accès et de support deviendront vite un problème.`,
    sources: [
      'https://www.village-juridique.example.fr/comparatif-cabinets',
      'https://www.juridia.example.fr/cabinets',
      'https://www.avis-logiciels.example.fr/plaidoyer',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Juridia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Contratek', position: 2, sentiment: 'POSITIVE' },
      { name: 'Plaidoyer', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.plaidoyer,
    prompt: 'outil pour rédiger et signer des contrats dans une PME sans juriste',
    text: `Sans juriste en interne, l'essentiel est de partir de modèles fiables, d'être guidé pendant la rédaction et de pouvoir faire signer à distance. Trois outils se démarquent pour les PME belges et françaises [1].

**1. Plaidoyer**
- Plus de 300 modèles (CGV, contrats de travail, NDA, baux commerciaux), mis à jour par des avocats
- Questionnaire guidé : vous répondez à des questions simples, le contrat se rédige
- Signature électronique et archivage inclus
- Alerte avant les échéances (renouvellement, préavis)
- 39 € HT par mois pour une PME jusqu'à 20 salariés [2]

**2. Contratek**
- Très puissant pour négocier des contrats complexes, avec suivi des versions
- Plutôt pensé pour les directions juridiques : la prise en main demande du temps

**3. Avocalia**
- Met en relation avec un avocat pour relire un contrat (à partir de 90 € la relecture)
- Bibliothèque de modèles plus réduite

### Points à vérifier
- Modèles adaptés au droit belge si vous êtes en Belgique
- Valeur juridique de la signature (eIDAS)
- Export de vos contrats si vous changez d'outil

### Notre recommandation
Pour une PME sans juriste, **Plaidoyer** est l'outil le plus adapté : les questionnaires guidés évitent les erreurs courantes et les alertes d'échéance sont précieuses. Gardez **Avocalia** en tête pour faire relire les contrats à fort enjeu par un professionnel.`,
    sources: [
      'https://www.pme-pratique.example.be/contrats-en-ligne',
      'https://www.plaidoyer.legal/pme',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Plaidoyer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Contratek', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Avocalia', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.garance,
    prompt: 'comment trouver un bon photographe de mariage',
    text: `Le photographe est l'un des prestataires les plus importants : les photos sont ce qui restera. Voici une méthode en cinq étapes, et les plateformes qui facilitent la recherche [1].

## 1. Définir votre style
Reportage, posé, fine art, argentique… Rassemblez 20 photos que vous aimez pour les montrer aux photographes.

## 2. Fixer un budget
En France, comptez entre 1 500 € et 3 500 € pour une journée complète avec galerie en ligne [2].

## 3. Chercher et comparer
- **Garance** : plateforme spécialisée qui ne référence que des photographes vérifiés (assurance, portfolio complet, mariages réels). On filtre par style, région et budget, et on voit les disponibilités à la date du mariage. Les avis sont rédigés uniquement par des couples ayant réservé [3].
- **Objectif Noces** : annuaire très large, utile pour repérer des noms, mais les fiches sont inégales et les avis non vérifiés.
- **Clic d'Amour** : propose des forfaits à prix fixe, avec un photographe attribué selon la date.

## 4. Rencontrer deux ou trois photographes
Demandez à voir **une galerie complète** d'un mariage, pas seulement les meilleures photos.

## 5. Lire le contrat
Délai de livraison, nombre de photos, droits d'utilisation, acompte et conditions d'annulation.

| Plateforme | Photographes vérifiés | Avis vérifiés | Disponibilités en ligne |
|---|---|---|---|
| Garance | Oui | Oui | Oui |
| Objectif Noces | Non | Non | Non |
| Clic d'Amour | Oui | Partiel | Non |

## Notre conseil
Commencez votre recherche sur **Garance** : la vérification des photographes et des avis vous fait gagner un temps précieux et limite les mauvaises surprises. Réservez 12 à 18 mois à l'avance pour un mariage entre mai et septembre.`,
    sources: [
      'https://www.mariage-magazine.example.fr/photographe',
      'https://www.mariage-magazine.example.fr/budget-photo',
      'https://www.garance-mariage.fr/comment-ca-marche',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Garance', position: 1, sentiment: 'POSITIVE' },
      { name: 'Objectif Noces', position: 2, sentiment: 'NEUTRAL' },
      { name: "Clic d'Amour", position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v8-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.garance,
    prompt: 'garance mariage frais de réservation et annulation',
    text: `Voici les conditions de réservation et d'annulation appliquées par **Garance** pour les photographes réservés en Suisse romande [1].

### Frais de réservation
- La recherche et la prise de contact avec les photographes sont gratuites.
- À la réservation, vous versez un **acompte de 30 %** du forfait du photographe, encaissé par la plateforme.
- Des **frais de service de 4 %** (plafonnés à 120 CHF) s'ajoutent une seule fois.
- Le solde est réglé directement au photographe, au plus tard 15 jours avant le mariage.

### Annulation par les mariés
| Délai avant la date | Remboursement de l'acompte |
|---|---|
| Plus de 12 mois | 100 % (hors frais de service) |
| De 6 à 12 mois | 50 % |
| Moins de 6 mois | Aucun, sauf si la date est reprise par un autre couple |

Un **report de date** est possible une fois sans frais, sous réserve de disponibilité du photographe [2].

### Annulation par le photographe
Si le photographe annule, l'acompte et les frais de service sont intégralement remboursés, et la plateforme propose des remplaçants disponibles au même tarif ou moins cher.

### Cas de force majeure
Les conditions prévoient un remboursement de 80 % de l'acompte en cas d'interdiction de rassemblement ou de catastrophe naturelle empêchant la tenue du mariage.

### Contact
Le service client répond par messagerie dans l'espace personnel, du lundi au samedi de 9 h à 19 h.`,
    sources: [
      'https://www.garance-mariage.fr/ch/conditions',
      'https://www.garance-mariage.fr/aide/report',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Garance', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.garance,
    prompt: 'plateformes pour réserver un photographe de mariage en belgique',
    text: `Plusieurs plateformes permettent de comparer et de réserver un photographe de mariage en Belgique. Voici leurs principales caractéristiques [1].

### Lumière Blanche
Plateforme née à Liège, très implantée en Wallonie et à Bruxelles. Environ 400 photographes belges, avec paiement sécurisé et avis vérifiés. Le service client, joignable par téléphone, est souvent salué par les couples [2].

### Garance
Plateforme française qui couvre aussi la Belgique, avec environ 120 photographes belges référencés. Acompte de 30 % via la plateforme, frais de service de 4 %.

### Objectif Noces
Annuaire généraliste des prestataires de mariage, avec une rubrique photographes. Gratuit pour les couples ; la réservation se fait directement avec le photographe.

| Plateforme | Photographes en Belgique | Paiement sécurisé | Avis vérifiés | Frais pour les mariés |
|---|---|---|---|---|
| Lumière Blanche | ~400 | Oui | Oui | 3 % |
| Garance | ~120 | Oui | Oui | 4 % |
| Objectif Noces | ~600 | Non | Non | 0 % |

### Conseils
- Vérifiez que le photographe connaît vos lieux de cérémonie et de réception.
- Demandez si les déplacements sont inclus (fréquents entre provinces).
- En Flandre, assurez-vous que le photographe peut échanger dans votre langue avec vos invités.

### En résumé
Pour un mariage en Belgique, **Lumière Blanche** offre le plus large choix de photographes vérifiés et un service local : c'est la plateforme que nous conseillons en premier. Objectif Noces peut servir à repérer des noms supplémentaires.`,
    sources: [
      'https://www.mariage.example.be/plateformes-photographes',
      'https://www.lumiereblanche.example.be/avis',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lumière Blanche', position: 1, sentiment: 'POSITIVE' },
      { name: 'Garance', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Objectif Noces', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v8-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.garance,
    prompt: "Garance ou Clic d'Amour pour un mariage en Provence ?",
    text: `Les deux plateformes couvrent la Provence, mais elles ne fonctionnent pas de la même façon.

### Clic d'Amour
- **Forfaits à prix fixe** : 1 290 €, 1 890 € ou 2 490 € selon la durée
- Le photographe vous est **attribué** selon votre date et votre lieu ; vous ne le choisissez pas vraiment [1]
- Style uniforme, plutôt classique
- Livraison des photos en 6 semaines

### Garance
- Vous **choisissez votre photographe** parmi environ 90 professionnels vérifiés en Provence-Alpes-Côte d'Azur
- Tarifs fixés par chaque photographe, de 1 400 € à 4 000 €
- Filtres par style (reportage, fine art, argentique) et par lieu (mas, bastides, domaines viticoles)
- Avis vérifiés de couples mariés dans la région [2]

| | Clic d'Amour | Garance |
|---|---|---|
| Choix du photographe | Non | Oui |
| Prix | Forfait fixe | Variable |
| Styles disponibles | Classique | Tous |
| Photographes en PACA | ~30 | ~90 |

### Notre avis
Pour un mariage en Provence, où la lumière et les lieux se prêtent à des styles très différents, pouvoir choisir son photographe fait toute la différence. Nous recommandons **Garance**. Clic d'Amour, avec son photographe imposé, nous convainc moins pour ce type de mariage.`,
    sources: [
      'https://www.clicdamour.example.fr/forfaits',
      'https://www.garance-mariage.fr/provence',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: "Clic d'Amour", position: 1, sentiment: 'NEGATIVE' },
      { name: 'Garance', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ───────────────────────────── Français, difficiles ─────────────────────────────
  {
    id: 'v8-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pistou,
    prompt: 'mon chat a léché un reste de pistou dans mon assiette, est-ce grave ?',
    text: `Le pistou contient de l'ail cru (et souvent du parmesan et de l'huile d'olive). L'ail fait partie des aliments toxiques pour les chats : il abîme les globules rouges et peut provoquer une anémie, même si les troubles apparaissent surtout après des quantités répétées ou importantes [1].

**Ce qu'il faut faire**
- Si votre chat n'a léché qu'une petite trace de pistou, le risque est faible ; surveillez-le pendant 3 à 5 jours.
- Signes qui doivent vous amener chez le vétérinaire : fatigue, gencives pâles, urines foncées, vomissements.
- S'il a mangé une cuillère ou plus, appelez votre vétérinaire ou un centre antipoison vétérinaire sans attendre.

À l'avenir, gardez hors de sa portée tout ce qui contient de l'ail, de l'oignon, du poireau ou de la ciboulette.`,
    sources: ['https://www.cnitv.example.fr/ail-oignon-chat'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'homonyme (mot courant) : le pistou est la sauce au basilic et à l\'ail, pas la marque de croquettes',
  },
  {
    id: 'v8-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.pistou,
    prompt: 'Mon chat Pistou boude ses croquettes Félicroc depuis une semaine, que faire ?',
    text: `Un chat qui boude sa gamelle depuis une semaine, c'est à prendre au sérieux, surtout s'il mange nettement moins.

1. **Vérifiez qu'il mange quand même un peu.** Un chat qui ne mange presque rien pendant plus de 48 heures risque une lipidose hépatique : si c'est le cas de Pistou, consultez rapidement.
2. **Regardez le sac.** Les croquettes Félicroc ont-elles changé de recette ou de lot ? Un sac ouvert depuis plus d'un mois perd de son odeur et peut rancir.
3. **Examinez sa bouche.** Une dent douloureuse ou une gencive enflammée suffit à dégoûter un chat des croquettes dures.
4. **Proposez une alternative.** Pour vérifier que le problème vient de l'aliment, essayez quelques jours une pâtée ou une autre croquette, par exemple Ronron & Co, en faisant la transition progressivement.

Si Pistou reste en forme, joue et boit normalement, un simple changement d'aliment réglera sans doute la question. Sinon, direction le vétérinaire.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Félicroc', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ronron & Co', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonyme (animal de compagnie) : Pistou est le nom du chat du lecteur, jamais la marque',
  },
  {
    id: 'v8-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.plaidoyer,
    prompt: 'la legal tech va-t-elle remplacer les avocats ?',
    text: `Non, du moins pas à moyen terme. Les outils de legal tech automatisent surtout la partie répétitive du métier : modèles de contrats, recherche de jurisprudence, tri de pièces.

Le rapport publié cette année par le Conseil national des barreaux est d'ailleurs un véritable plaidoyer pour une profession « augmentée » plutôt que remplacée : il montre que les cabinets équipés d'outils comme Juridia ou Contratek consacrent davantage de temps au conseil et à l'audience, sans réduire leurs effectifs [1].

Ce qui change, c'est la valeur ajoutée attendue : un avocat qui se contente de rédiger des actes standards sera concurrencé ; celui qui conseille, négocie et plaide restera indispensable.`,
    sources: ['https://www.cnb.example.fr/rapport-legaltech-2026'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Juridia', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Contratek', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonyme (mot courant) : « un véritable plaidoyer pour » est le nom commun, pas le logiciel',
  },
  {
    id: 'v8-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.garance,
    prompt: 'avis sur la photographe de mariage Garance Lefort à Lyon',
    text: `Garance Lefort est une photographe installée à Villeurbanne depuis 2015, connue pour un style reportage très naturel, avec beaucoup de lumière du jour et peu de poses [1].

**Ce que disent les couples**
- Discrète pendant la cérémonie, très à l'aise avec les enfants
- Galerie livrée en 5 à 6 semaines, environ 600 photos pour une journée
- Quelques couples auraient aimé plus de photos de groupe

**Tarifs** : à partir de 2 200 € la journée, déplacements compris dans le Rhône.

Son profil est aussi visible sur Objectif Noces, où elle a une note moyenne de 4,9/5 sur 38 avis [2]. Si son style vous plaît, contactez-la tôt : elle ne couvre qu'une trentaine de mariages par an.`,
    sources: [
      'https://www.garancelefort-photo.example.fr',
      'https://www.objectifnoces.example.fr/garance-lefort',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Objectif Noces', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'homonyme (personne) : Garance Lefort est une photographe, pas la plateforme Garance',
  },
  {
    id: 'v8-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.garance,
    prompt: 'Garance est-elle la meilleure plateforme pour trouver un photographe de mariage ?',
    text: `Difficile de désigner « la meilleure plateforme pour trouver un photographe de mariage » : tout dépend de votre région, de votre budget et du style recherché. Voici les autres acteurs à regarder en Suisse romande :

- **Lumière Blanche** : photographes vérifiés, paiement sécurisé, bonne présence à Genève et Lausanne.
- **Objectif Noces** : annuaire très fourni, gratuit, mais avis non vérifiés.
- **Clic d'Amour** : forfaits à prix fixe, photographe attribué selon la date.

Le plus efficace reste de comparer trois ou quatre portfolios complets, quelle que soit la plateforme.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lumière Blanche', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Objectif Noces', position: 2, sentiment: 'NEUTRAL' },
      { name: "Clic d'Amour", position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'question reprise : la marque n\'apparaît que dans la reformulation de la question, puis seuls des concurrents sont cités',
  },
  {
    id: 'v8-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.garance,
    prompt: 'plateforme pour réserver un photographe pour notre mariage à Marrakech',
    text: `Pour un mariage au Maroc, il faut un photographe qui connaisse les lieux (riads, palmeraie), les contraintes de lumière et, idéalement, les démarches pour faire entrer du matériel.

On peut d'emblée écarter Garance : la plateforme ne référence que des photographes basés en France, en Belgique et en Suisse, et ses conditions excluent les prestations hors d'Europe [1].

**Pistes plus adaptées**
- **Lumière Blanche** propose une rubrique « mariages à destination » avec une quinzaine de photographes qui travaillent régulièrement à Marrakech.
- Les annuaires locaux marocains, où l'on trouve des photographes francophones à des tarifs souvent inférieurs.

Demandez dans tous les cas si les frais de voyage et d'hébergement du photographe sont inclus.`,
    sources: ['https://www.garance-mariage.fr/conditions'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Garance', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Lumière Blanche', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'exclusion : la marque est écartée d\'emblée car hors zone, avant les recommandations',
  },
  {
    id: 'v8-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pistou,
    prompt: 'mon chat a une insuffisance rénale, les croquettes pistou conviennent ?',
    text: `Les croquettes Pistou sont de bonne qualité pour un chat en bonne santé, mais elles ne sont pas formulées pour l'insuffisance rénale : leur taux de protéines (environ 42 %) et de phosphore est trop élevé pour des reins fragiles [1].

Pour votre chat, la bonne direction est un aliment « rénal » vétérinaire, à faible teneur en phosphore et en protéines de haute qualité, prescrit et suivi par votre vétérinaire. Celui-ci pourra ajuster selon les analyses sanguines (créatinine, SDMA) tous les 3 à 6 mois.

Gardez Pistou pour vos autres chats éventuels, mais pas pour celui-ci.`,
    sources: ['https://www.vetinfo.example.fr/insuffisance-renale-chat'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Pistou', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'renvoi ailleurs : éloge de la qualité, puis le lecteur est envoyé vers un aliment vétérinaire',
  },
  {
    id: 'v8-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.plaidoyer,
    prompt: 'Plaidoyer pour une étude de 4 avocats fiscalistes à Genève, bon choix ?',
    text: `Sur le papier, Plaidoyer a tout pour plaire : interface agréable, modèles de contrats bien faits, signature électronique intégrée, et le prix le plus bas du marché romand.

Mais ce prix a une contrepartie. Il n'y a ni module de calcul des délais fiscaux cantonaux, ni saisie des temps détaillée par mandat, ni export comptable vers les logiciels fiduciaires suisses ; tout cela se fait à côté, dans des tableurs [1]. Pour une étude fiscale, ce sont justement les fonctions du quotidien.

Autrement dit, vous paierez moins, et vous aurez moins. Pour votre étude, je regarderais plutôt du côté de Juridia.`,
    sources: ['https://www.avis-logiciels.example.fr/plaidoyer'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Plaidoyer', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Juridia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'éloge puis réserve décisive, avec critique indirecte (« vous paierez moins, et vous aurez moins »)',
  },
  {
    id: 'v8-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.garance,
    prompt: 'on se marie en Toscane mais on vit à Bruxelles, on veut un photographe belge qui se déplace',
    text: `Quelques bémols d'abord. Garance facture 4 % de frais de service en plus de l'acompte, ce que Lumière Blanche ne fait pas au-delà de 3 %. Son catalogue belge est plus petit (environ 120 photographes), et les frais de déplacement ne sont pas affichés d'office : il faut les demander à chaque photographe [1].

Cela dit, dans votre situation — des mariés belges qui emmènent un photographe à l'étranger — c'est Garance qui tient le mieux la route. C'est la seule plateforme dont le contrat couvre explicitement les mariages à l'étranger dans l'Union européenne, avec remboursement si le photographe ne peut pas voyager, et un filtre « accepte les déplacements » qui vous évite de démarcher pour rien [2]. C'est là que je commencerais.`,
    sources: [
      'https://www.garance-mariage.fr/be/tarifs',
      'https://www.garance-mariage.fr/mariage-etranger',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Garance', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lumière Blanche', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'réserves puis choix positif, recommandé à travers la situation du lecteur',
  },
  {
    id: 'v8-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.pistou,
    prompt: 'Pistou ou Félicroc pour un maine coon de 7 kg ?',
    text: `J'ai mis les deux gammes face à face sur ce qui compte pour un grand chat [1][2] :

- **Taille des croquettes** : Félicroc ne propose qu'un calibre standard ; Pistou a une croquette « grand gabarit » qui oblige le maine coon à mâcher.
- **Protéines** : 35 % chez Félicroc, 44 % chez Pistou, avec de la glucosamine pour les articulations.
- **Prix mensuel pour 7 kg** : environ 22 € chez Félicroc, 34 € chez Pistou.

L'écart de prix est réel, mais pour un chat de cette taille les articulations et la mastication comptent davantage. Avantage net à Pistou ; Félicroc ne fait pas le poids ici.`,
    sources: [
      'https://www.pistou-chat.fr/grand-gabarit',
      'https://www.felicroc.example.fr/adulte',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Félicroc', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pistou', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparaison gagnée par la marque, alors que le concurrent est nommé en premier',
  },
  {
    id: 'v8-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.plaidoyer,
    prompt: 'retour d\'expérience plaidoyer pour la facturation d\'un cabinet',
    text: `On ne peut pas dire que Plaidoyer soit mal conçu : la rédaction et la signature fonctionnent bien. Mais côté facturation, ce n'est pas franchement ce qui se fait de mieux. Les factures au temps passé demandent des ressaisies, les relances ne sont pas personnalisables, et le support n'est pas d'une rapidité folle quand une facture part avec une erreur [1].

Pour un cabinet dont la trésorerie dépend d'une facturation sans accroc, ce n'est pas l'outil que je retiendrais.`,
    sources: ['https://www.avis-logiciels.example.fr/plaidoyer'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Plaidoyer', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'litotes négatives (« pas franchement ce qui se fait de mieux », « pas d\'une rapidité folle ») après une double négation polie',
  },
  {
    id: 'v8-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.garance,
    prompt: 'classement des sites pour trouver un photographe de mariage',
    text: `Classement établi à partir de 2 000 réponses de couples mariés en 2025 et 2026 [1] :

| Rang | Plateforme | Choix des photographes | Avis | Service client | Note globale | Verdict |
|---|---|---|---|---|---|---|
| 1 | Garance | 4,7 | 4,8 | 4,6 | 4,7 / 5 | Choix n° 1 |
| 2 | Lumière Blanche | 4,3 | 4,5 | 4,7 | 4,5 / 5 | — |
| 3 | Objectif Noces | 4,6 | 2,9 | 3,1 | 3,5 / 5 | — |
| 4 | Clic d'Amour | 2,4 | 3,6 | 2,8 | 2,9 / 5 | À éviter |

Notes sur 5, moyenne des réponses.`,
    sources: ['https://www.enquete-mariage.example.fr/plateformes-2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Garance', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lumière Blanche', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Objectif Noces', position: 3, sentiment: 'NEUTRAL' },
      { name: "Clic d'Amour", position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'chiffres seuls : le verdict tient dans le rang, les notes et la colonne « Verdict », sans phrase de jugement',
  },
  {
    id: 'v8-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.pistou,
    prompt: 'les croquettes pistou valent-elles leur prix ?',
    text: `Ça dépend surtout de votre chat.

- Si votre chat est allergique aux céréales ou a un diagnostic d'intolérance confirmé par le vétérinaire — ce qui reste rare —, Pistou est l'une des rares gammes sans céréales bien formulées, et le surcoût se justifie.
- Pour tous les autres chats, c'est-à-dire l'immense majorité, Félicroc Adulte apporte des protéines de qualité comparable pour à peu près la moitié du prix [1]. Payer davantage pour Pistou n'apporte alors rien de mesurable.

Autrement dit : sauf cas particulier, gardez votre argent et prenez Félicroc.`,
    sources: ['https://www.analyse-croquettes.example.fr/comparatif-prix'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pistou', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Félicroc', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'recommandation conditionnelle : la marque n\'est conseillée que dans un cas rare, la majorité des lecteurs est orientée vers un concurrent',
  },
  {
    id: 'v8-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.garance,
    prompt: 'Garance pour un petit mariage à 900 € de budget photo ?',
    text: `Les avis des couples sur Garance sont dithyrambiques :

> « Notre photographe était incroyable, la plateforme nous a tout simplifié ! » — Camille, 5/5
> « Réservation en dix minutes, photos sublimes, je recommande à 100 %. » — Yanis, 5/5

Mais ces couples avaient des budgets de 2 000 € et plus. Avec 900 €, vous ne trouverez pratiquement personne sur Garance : le tarif le plus bas affiché est de 1 400 € pour quatre heures, et il faut ajouter les 4 % de frais [1]. Pour votre budget, Garance n'est tout simplement pas adaptée ; mieux vaut chercher un photographe en début de carrière sur un annuaire local ou demander une demi-journée à un indépendant.`,
    sources: ['https://www.garance-mariage.fr/tarifs'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Garance', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'avis cités : des citations de couples enthousiastes, mais le verdict de la réponse est défavorable pour ce budget',
  },
  {
    id: 'v8-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.plaidoyer,
    prompt: 'Plaidoyer respecte-t-il le secret professionnel de l\'avocat ?',
    text: `Plaidoyer indique héberger les données de ses clients suisses à Genève et de ses clients français à Paris, avec un chiffrement au repos et en transit, et affirme ne pas accéder au contenu des dossiers sans autorisation écrite [1].

Reste que ces déclarations n'ont pas, à ma connaissance, fait l'objet d'un audit indépendant publié, et que les ordres des avocats n'ont pas de procédure de certification des logiciels. La conformité dépend aussi de la façon dont le cabinet paramètre les accès.

Il serait prudent de demander à l'éditeur son contrat de sous-traitance et, le cas échéant, l'avis du responsable de la sécurité de votre ordre avant de trancher.`,
    sources: ['https://www.plaidoyer.legal/securite'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Plaidoyer', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'réponse prudente sans verdict : faits déclarés et limites, aucune recommandation',
  },
  {
    id: 'v8-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.plaidoyer,
    prompt: 'je m\'installe comme avocate en droit de la famille, quel outil en ligne ?',
    text: `J'ai testé plaidoyer.legal pendant un mois dans une configuration proche de la vôtre.

**Les plus**
- Modèles de conventions de divorce et de requêtes JAF à jour
- Agenda avec calcul automatique des délais
- Portail client sécurisé pour recevoir les pièces
- 59 € HT par mois, sans engagement

**Les moins**
- Facturation rigide (peu de personnalisation des honoraires)
- Application mobile encore limitée
- Support uniquement par courriel

**Mon avis** : les défauts sont réels, mais pour une avocate qui s'installe seule en droit de la famille, les modèles et le portail client font gagner un temps considérable. Je le conseille.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Plaidoyer', position: 1, sentiment: 'POSITIVE' }],
    trap: 'nom de domaine seul : la marque n\'est nommée que par « plaidoyer.legal », dans un bilan équilibré avec verdict final favorable',
  },
  // ───────────────────────────── Deutsch, typisch ─────────────────────────────
  {
    id: 'v8-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'bester Elektroheizkessel für ein Einfamilienhaus',
    text: `Ein Elektroheizkessel lohnt sich vor allem in gut gedämmten Häusern, als Ergänzung zu einer Photovoltaikanlage oder als Übergangslösung bis zur Wärmepumpe. Entscheidend sind Leistungsstufen, Regelung und die Möglichkeit, PV-Überschuss zu nutzen. Hier die Modelle, die in aktuellen Tests am besten abschneiden [1].

## 1. Brenner EK 12 – Testsieger
- Leistung in sechs Stufen von 2 bis 12 kW
- PV-Überschussregelung serienmäßig, SG-Ready-Schnittstelle
- Sehr leise (unter 30 dB) und kompakt für die Wandmontage
- 5 Jahre Herstellergarantie [2]
- **Minus:** Preis etwa 2.900 € ohne Montage

## 2. Calorix Volta 9
- Gutes Preis-Leistungs-Verhältnis, rund 1.900 €
- Drei Leistungsstufen bis 9 kW
- **Minus:** PV-Steuerung nur mit Zusatzmodul

## 3. Thermovolt TV-15
- Hohe Leistung für größere Häuser
- **Minus:** laut im Betrieb, App-Anbindung umständlich [3]

| Modell | Leistung | PV-Regelung | Garantie | Preis ca. |
|---|---|---|---|---|
| Brenner EK 12 | 2–12 kW | Serie | 5 Jahre | 2.900 € |
| Calorix Volta 9 | 3–9 kW | Zusatzmodul | 2 Jahre | 1.900 € |
| Thermovolt TV-15 | 5–15 kW | Serie | 3 Jahre | 2.600 € |

## Worauf achten?
- Hausanschluss prüfen lassen: Ab 12 kW ist oft eine Anmeldung beim Netzbetreiber nötig.
- Mit einem Pufferspeicher laufen Elektroheizkessel deutlich effizienter.
- Förderung gibt es für reine Elektroheizkessel in der Regel nicht.

## Fazit
Wer einen Elektroheizkessel sucht, ist mit dem **Brenner EK 12** am besten beraten: fein regelbar, PV-fähig und leise. Calorix ist die günstigere Alternative, wenn kein PV-Überschuss genutzt werden soll.`,
    sources: [
      'https://www.heiztechnik-test.example.de/elektroheizkessel-2026',
      'https://www.brenner-elektrokessel.de/ek-12',
      'https://www.haustechnik-forum.example.de/thermovolt-tv15',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brenner', position: 1, sentiment: 'POSITIVE' },
      { name: 'Calorix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Thermovolt', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v8-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.brenner,
    prompt: 'was kostet ein brenner elektrokessel inklusive einbau in österreich',
    text: `Hier ein Überblick über die Kosten für einen **Brenner**-Elektroheizkessel in Österreich, Stand November 2026 [1][2].

### Gerätepreise (Listenpreise inkl. 20 % USt.)
| Modell | Leistung | Preis |
|---|---|---|
| Brenner EK 6 | 2–6 kW | 2.190 € |
| Brenner EK 12 | 2–12 kW | 3.050 € |
| Brenner EK 18 | 3–18 kW | 3.890 € |

### Montage und Zubehör
- **Installation durch einen Fachbetrieb:** 800–1.500 €, je nach Aufwand
- **Elektroanschluss:** eigener Stromkreis mit FI-Schalter, ca. 300–700 €
- **Pufferspeicher (optional):** 900–1.800 €
- **Anmeldung beim Netzbetreiber:** ab 11 kW Pflicht, in der Regel kostenlos

### Typische Gesamtkosten
- Kleines Haus oder Wohnung mit EK 6: etwa 3.300–4.200 €
- Einfamilienhaus mit EK 12 und Pufferspeicher: etwa 5.000–7.000 €

### Betriebskosten
Bei einem Strompreis von 25 Cent/kWh und einem Wärmebedarf von 10.000 kWh pro Jahr liegen die Heizkosten bei rund 2.500 € jährlich. Mit PV-Überschuss oder einem Heizstromtarif sinkt dieser Betrag spürbar.

### Garantie und Service
Brenner gewährt 5 Jahre Garantie, wenn das Gerät durch einen Partnerbetrieb eingebaut und registriert wird. Das österreichische Servicenetz umfasst derzeit 46 Partnerbetriebe; die Liste steht auf der Website des Herstellers [2].

### Förderung
Reine Elektroheizkessel werden in Österreich über „Raus aus Öl und Gas“ nicht gefördert; einige Bundesländer fördern jedoch Pufferspeicher in Verbindung mit PV.`,
    sources: [
      'https://www.brenner-elektrokessel.de/at/preise',
      'https://www.brenner-elektrokessel.de/at/partner',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brenner', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Elektroheizung als Zusatzheizung zur Wärmepumpe – welche Geräte?',
    text: `Viele Wärmepumpen haben bereits einen eingebauten Heizstab. Eine separate elektrische Zusatzheizung kann trotzdem sinnvoll sein, etwa bei sehr kalten Wintern, für schnelle Warmwasserbereitung oder wenn die Wärmepumpe knapp ausgelegt ist [1].

### Wann eine Zusatzheizung sinnvoll ist
- Bivalenzpunkt unter −7 °C in Ihrer Region
- Altbau mit hohen Vorlauftemperaturen
- Großer Warmwasserbedarf (z. B. fünf Personen und mehr)

### Geräte im Überblick

**Thermovolt ZH-6**
Kompakter Durchlauf-Zusatzheizer, der direkt in den Heizkreis eingebunden wird. Sehr gute Integration mit gängigen Wärmepumpenreglern, Steuerung über SG-Ready. Etwa 890 € [2].

**Calorix Flex 4**
Einschraubheizkörper für den Pufferspeicher, stufenlos bis 4 kW, PV-geführt. Etwa 540 €. Gut geeignet, wenn bereits ein Pufferspeicher vorhanden ist.

**Heizwerk Nord HN-Boost**
Robustes Gerät mit 9 kW, eher für Zweifamilienhäuser. Die Steuerung ist veraltet, und Nutzer berichten von lauten Schützen beim Schalten [3].

| Gerät | Leistung | Einbau | Regelung | Preis ca. |
|---|---|---|---|---|
| Thermovolt ZH-6 | 2–6 kW | Heizkreis | SG-Ready | 890 € |
| Calorix Flex 4 | 0–4 kW | Pufferspeicher | PV-geführt | 540 € |
| Heizwerk Nord HN-Boost | 3–9 kW | Heizkreis | Thermostat | 1.100 € |

### Empfehlung
Für die meisten Einfamilienhäuser mit Wärmepumpe ist der **Thermovolt ZH-6** die beste Wahl. Wer einen Pufferspeicher und eine PV-Anlage hat, fährt mit dem **Calorix Flex 4** günstiger. Vom Heizwerk Nord HN-Boost raten wir wegen der veralteten Regelung ab.`,
    sources: [
      'https://www.waermepumpen-ratgeber.example.de/zusatzheizung',
      'https://www.thermovolt.example.de/zh-6',
      'https://www.haustechnik-forum.example.de/heizwerk-nord-boost',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Thermovolt', position: 1, sentiment: 'POSITIVE' },
      { name: 'Calorix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Heizwerk Nord', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Elektroheizkessel Vergleich Stromverbrauch Calorix Brenner Thermovolt',
    text: `Beim Elektroheizkessel entscheidet nicht der Wirkungsgrad (der liegt bei allen Geräten nahe 99 %), sondern wie gut das Gerät Leistung an den Bedarf anpasst und Stromspitzen vermeidet. Genau hier zeigen sich im Vergleich deutliche Unterschiede [1].

## Die Geräte im Test

### Calorix Volta 9
Die stufenlose Regelung hält die Leistungsaufnahme sehr gleichmäßig. Im Messzeitraum verbrauchte der Volta 9 am wenigsten Strom und löste keine einzige Lastspitze aus. Die Bedienung ist einfach, die App zuverlässig.

### Thermovolt TV-15
Solide Ergebnisse, etwas höherer Verbrauch durch grobere Stufen. Gut für größere Häuser mit hohem Wärmebedarf.

### Brenner EK 12
Enttäuschend in dieser Disziplin. Die Stufenschaltung reagiert träge, sodass das Gerät häufig zu lange auf hoher Leistung läuft. Im Test lag der Verbrauch rund 9 % über dem Calorix, und der Regler erzeugte mehrfach Spitzen über 10 kW, was bei leistungsabhängigen Netzentgelten teuer werden kann [2]. Ein Firmware-Update ist angekündigt, aber noch nicht verfügbar.

| Modell | Verbrauch (kWh, 30 Tage) | Lastspitzen > 10 kW | Bewertung |
|---|---|---|---|
| Calorix Volta 9 | 1.412 | 0 | sehr gut |
| Thermovolt TV-15 | 1.468 | 2 | gut |
| Brenner EK 12 | 1.539 | 7 | ausreichend |

## Fazit
Wer auf niedrige Stromkosten achtet, sollte zum **Calorix Volta 9** greifen. Der Thermovolt ist eine ordentliche Alternative. Den Brenner EK 12 können wir beim aktuellen Stand der Regelung nicht empfehlen.`,
    sources: [
      'https://www.heiztechnik-test.example.de/verbrauchsvergleich',
      'https://www.haustechnik-forum.example.de/brenner-ek12-lastspitzen',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Calorix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Thermovolt', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brenner', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.brenner,
    prompt: 'Erfahrungen mit Brenner EK 6 in einer Ferienwohnung',
    text: `Der **Brenner EK 6** ist das kleinste Modell des Herstellers und wird häufig in Ferienwohnungen, Einliegerwohnungen und kleinen Neubauten eingesetzt. Hier eine Zusammenfassung der Erfahrungen von Besitzern und Installateuren in der Schweiz [1][2].

### Was gelobt wird
- **Fernsteuerung:** Über die App lässt sich die Wohnung vor der Anreise aufheizen und danach in den Frostschutz schalten. Für Ferienwohnungen ist das der wichtigste Vorteil.
- **Zuverlässigkeit:** Kaum Störungen, auch nach mehreren Wintern im Bergklima.
- **Platzbedarf:** Mit 45 × 30 cm passt das Gerät in jeden Technikschrank.
- **Leise:** Im Schlafzimmer nebenan nicht zu hören.

### Was kritisiert wird
- Die App ist nur auf Deutsch und Englisch verfügbar.
- Der Einbau muss durch einen Partnerbetrieb erfolgen, sonst verkürzt sich die Garantie auf 2 Jahre.

### Kosten
- Gerät: rund 2.300 CHF
- Einbau: 900 bis 1.400 CHF
- Stromkosten bei 3.500 kWh Wärmebedarf: etwa 1.000 CHF pro Jahr (bei 28 Rp./kWh)

### Bewertungen
| Kriterium | Note (1–5) |
|---|---|
| Bedienung | 4,6 |
| Zuverlässigkeit | 4,8 |
| Preis-Leistung | 4,1 |

### Fazit
Für eine Ferienwohnung ist der Brenner EK 6 eine sehr gute Wahl: zuverlässig, kompakt und aus der Ferne steuerbar. Wer die Wohnung oft leer stehen lässt, spart durch den Frostschutzmodus zudem spürbar Strom. Klare Empfehlung.`,
    sources: [
      'https://www.ferienwohnung-forum.example.ch/elektroheizung',
      'https://www.brenner-elektrokessel.de/ek-6',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Brenner', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v8-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'wo werden brenner elektrokessel hergestellt und wie lange garantie',
    text: `**Herstellung**
Die Elektroheizkessel von Brenner werden nach Angaben des Unternehmens im eigenen Werk in Schweinfurt (Unterfranken) montiert [1]. Gehäuse und Wärmetauscher stammen von Zulieferern aus Bayern und Tschechien, die Heizelemente aus Italien, die Steuerplatinen werden in Deutschland bestückt. Das Unternehmen beschäftigt rund 140 Mitarbeitende und wurde 1998 als Familienbetrieb gegründet.

**Garantie**
| Bedingung | Garantiedauer |
|---|---|
| Standard | 2 Jahre (gesetzliche Gewährleistung) |
| Einbau durch Partnerbetrieb und Online-Registrierung | 5 Jahre |
| Zusätzlich mit Wartungsvertrag | 7 Jahre auf den Wärmetauscher |

Die Registrierung muss innerhalb von 8 Wochen nach Inbetriebnahme erfolgen. Verschleißteile wie Schütze und Sicherungen sind von der erweiterten Garantie ausgenommen [2].

**Ersatzteile**
Brenner gibt an, Ersatzteile mindestens 12 Jahre nach Produktionsende vorzuhalten. Bestellt werden sie über den Installationsbetrieb oder direkt beim Kundendienst.

**Kundendienst**
- Telefon: Montag bis Freitag, 7:30–17:00 Uhr
- Notdienst im Winter (November bis März) auch samstags
- Online-Formular für Garantiefälle mit Upload von Rechnung und Typenschild

**Zertifizierungen**
Die Geräte tragen das CE-Zeichen und sind nach VDE geprüft.`,
    sources: [
      'https://www.brenner-elektrokessel.de/unternehmen',
      'https://www.brenner-elektrokessel.de/garantie',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brenner', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'bester Coworking Space in Hamburg für Freelancer',
    text: `Hamburg hat eine große Coworking-Szene, von kleinen Kiez-Spaces bis zu großen Ketten. Für Freelancer zählen vor allem flexible Tarife, gutes WLAN, ruhige Zonen und eine Community, die mehr ist als ein Kaffeeautomat [1].

## Unsere Top 3

### 1. Werkbank (Sternschanze und HafenCity)
- Flex-Desk ab 189 € im Monat, Tagespass 25 €
- Eigene Telefonkabinen und eine echte Ruhezone ohne Gespräche
- Regelmäßige Freelancer-Frühstücke und Workshops [2]
- 24/7-Zugang ab dem Fix-Desk-Tarif
- **Minus:** In der Schanze am Vormittag oft voll

### 2. Deskhaus (Altona)
- Große Fläche, viele Meetingräume
- Tagespass 29 €, Flex-Desk 229 €
- **Minus:** Community eher unpersönlich, viele Firmenteams

### 3. Raumstation (Winterhude)
- Kleiner, familiärer Space mit Kinderbetreuung am Vormittag
- Flex-Desk 175 €
- **Minus:** Nur ein Meetingraum, begrenzte Öffnungszeiten

| Space | Flex-Desk/Monat | Tagespass | Ruhezone | 24/7 |
|---|---|---|---|---|
| Werkbank | 189 € | 25 € | Ja | ab Fix-Desk |
| Deskhaus | 229 € | 29 € | Nein | Ja |
| Raumstation | 175 € | 20 € | Ja | Nein |

## Tipps
- Fast alle Spaces bieten einen kostenlosen Probetag an.
- Fragen Sie nach der Internetgeschwindigkeit im Upload, wenn Sie viel mit Video arbeiten.

## Fazit
Für Freelancer ist **Werkbank** unsere Empfehlung: faire Preise, echte Ruhezonen und eine Community, in der man schnell Anschluss findet. Eltern sollten sich die Raumstation mit ihrer Kinderbetreuung ansehen.`,
    sources: [
      'https://www.hamburg-coworking.example.de/vergleich',
      'https://www.werkbank-coworking.de/hamburg',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskhaus', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Raumstation', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'werkbank coworking leipzig öffnungszeiten und tagespass',
    text: `Hier die aktuellen Informationen zum **Werkbank**-Standort in Leipzig (Plagwitz, Karl-Heine-Straße) [1]:

### Öffnungszeiten
| Tag | Mit Tagespass / Flex-Desk | Mit Fix-Desk / Team-Büro |
|---|---|---|
| Montag–Freitag | 8:00–20:00 Uhr | 24/7 |
| Samstag | 10:00–16:00 Uhr | 24/7 |
| Sonntag und Feiertage | geschlossen | 24/7 |

Der Empfang ist werktags von 9:00 bis 17:00 Uhr besetzt.

### Tagespass
- **Preis:** 19 € (inkl. MwSt.), 10er-Karte 160 €
- **Enthalten:** freier Arbeitsplatz im Open Space, WLAN, Kaffee und Tee, Nutzung der Telefonkabinen
- **Nicht enthalten:** Meetingräume (ab 15 € pro Stunde), Drucken (10 Cent pro Seite)
- **Buchung:** online oder direkt am Empfang; online gebuchte Pässe garantieren einen Platz [2]

### Anreise
- S-Bahn: Haltestelle Plagwitz, 6 Minuten zu Fuß
- Straßenbahn: Linie 14, Haltestelle Felsenkellerstraße
- Fahrradstellplätze im Hof; Autoparkplätze gibt es nur in der Umgebung

### Probetag
Neue Besucherinnen und Besucher können einmalig einen kostenlosen Probetag buchen. Dafür ist eine Anmeldung mit Ausweis am Empfang nötig.

### Hunde
Hunde sind nach Absprache im Erdgeschoss erlaubt, nicht aber in den Ruhebereichen.`,
    sources: [
      'https://www.werkbank-coworking.de/leipzig',
      'https://www.werkbank-coworking.de/tagespass',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Werkbank', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.werkbank,
    prompt: 'Coworking in Wien für ein Team von 5 Leuten, Empfehlungen?',
    text: `Für ein Team von fünf Personen ist ein eigenes Team-Büro innerhalb eines Coworking-Spaces oft günstiger und flexibler als ein klassisches Büro mit langem Mietvertrag. Die folgenden Anbieter haben in Wien passende Räume [1].

**1. Bürofabrik (Neubau)**
- Team-Räume für 4–8 Personen ab 1.650 € pro Monat
- Sehr zentrale Lage, viele Cafés und Lokale in der Nähe
- Kündigungsfrist: 3 Monate
- *Nachteil:* Räume teils ohne Tageslicht

**2. Werkbank (Leopoldstadt, beim Prater)**
- Helle Team-Büros für 5 Personen ab 1.490 € pro Monat, möbliert [2]
- Zugang zu Meetingräumen, Podcast-Studio und Dachterrasse inklusive
- Monatlich kündbar
- Gemeinsame Events mit den Standorten in Hamburg und Leipzig
- *Nachteil:* Parkplätze nur in der Garage gegenüber (ca. 140 € pro Monat)

**3. Deskhaus (Landstraße)**
- Große Team-Flächen, auch für Wachstum auf 15 Personen
- Ab 1.900 € pro Monat
- *Nachteil:* Mindestlaufzeit 12 Monate

| Anbieter | Preis für 5 Personen | Kündigung | Tageslicht | Extras |
|---|---|---|---|---|
| Bürofabrik | ab 1.650 € | 3 Monate | teilweise | zentrale Lage |
| Werkbank | ab 1.490 € | monatlich | ja | Studio, Terrasse |
| Deskhaus | ab 1.900 € | 12 Monate | ja | Wachstumsflächen |

**Unsere Empfehlung**
Für ein fünfköpfiges Team bietet **Werkbank** das beste Gesamtpaket: günstigster Preis, monatliche Kündbarkeit und helle Räume. Wenn Sie schnell wachsen wollen, lohnt sich ein Blick auf Deskhaus.`,
    sources: [
      'https://www.wien-coworking.example.at/teambueros',
      'https://www.werkbank-coworking.de/wien',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bürofabrik', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Werkbank', position: 2, sentiment: 'POSITIVE' },
      { name: 'Deskhaus', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Werkbank Mitgliedschaft kündigen Frist',
    text: `So kündigen Sie eine Mitgliedschaft bei **Werkbank** – die Fristen hängen vom Tarif ab [1].

## Kündigungsfristen
| Tarif | Frist | Zum |
|---|---|---|
| Tagespass / 10er-Karte | keine | – (10er-Karte 12 Monate gültig) |
| Flex-Desk | 14 Tage | Monatsende |
| Fix-Desk | 1 Monat | Monatsende |
| Team-Büro | 1 Monat (bis 6 Personen), 3 Monate (ab 7 Personen) | Monatsende |

## So geht's
1. Im Mitgliederportal anmelden
2. Unter **Vertrag → Mitgliedschaft beenden** das gewünschte Enddatum wählen
3. Bestätigungs-E-Mail abwarten (kommt sofort)

Alternativ ist eine Kündigung in Textform per E-Mail an den jeweiligen Standort möglich. Eine schriftliche Kündigung per Brief ist nicht erforderlich [2].

## Was Sie beachten sollten
- **Schlüsselkarte und Spind:** bis zum letzten Tag zurückgeben, sonst werden 30 € Pfand einbehalten.
- **Geschäftsadresse:** Wenn Sie die Adresse des Spaces für Ihr Gewerbe oder Impressum nutzen, endet dieser Service mit der Mitgliedschaft. Denken Sie an die Ummeldung.
- **Pausieren statt kündigen:** Flex-Desk-Mitglieder können ihre Mitgliedschaft bis zu zwei Monate im Jahr pausieren, etwa für Elternzeit oder längere Reisen.

## Sonderkündigungsrecht
Bei einem Umzug in eine Stadt ohne Werkbank-Standort gilt laut AGB eine verkürzte Frist von 14 Tagen, auch für Fix-Desks.`,
    sources: [
      'https://www.werkbank-coworking.de/agb',
      'https://www.werkbank-coworking.de/hilfe/kuendigung',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Werkbank', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Werkbank Coworking Erfahrungen',
    text: `**Werkbank** betreibt Coworking-Spaces in Hamburg, Leipzig und Wien. Wir haben Bewertungen auf Google und in Freelancer-Foren sowie eigene Testtage ausgewertet [1][2].

### Arbeitsumgebung
Die Spaces sind hell, gut belüftet und mit höhenverstellbaren Tischen ausgestattet. Besonders positiv fällt die strikte Trennung zwischen Open Space, Ruhezone und Telefonkabinen auf – ein Punkt, an dem viele Coworkings scheitern.

### Internet und Technik
Glasfaser mit 1 Gbit/s, stabiles WLAN auch zu Stoßzeiten. Monitore können an Fix-Desks kostenlos genutzt werden.

### Community
Das wird in den Bewertungen am häufigsten gelobt: regelmäßige Frühstücke, Skill-Sharing-Abende und ein Slack-Kanal, über den Mitglieder sich Aufträge vermitteln. Mehrere Freelancer berichten, dass sie über die Community Kunden gewonnen haben.

### Kritikpunkte
- In Hamburg-Sternschanze sind die Flex-Plätze vormittags manchmal knapp.
- Die Küchen sind zur Mittagszeit überfüllt.
- Meetingräume müssen früh gebucht werden.

### Bewertungen im Überblick
| Quelle | Durchschnitt |
|---|---|
| Google (3 Standorte) | 4,7 / 5 |
| Freelancer-Forum | 4,5 / 5 |
| Eigener Test | 9 / 10 |

### Fazit
Werkbank gehört zu den besten Coworking-Anbietern im deutschsprachigen Raum. Die kleinen Engpässe zu Stoßzeiten sind verschmerzbar angesichts der Arbeitsatmosphäre und der lebendigen Community. Wir können Werkbank uneingeschränkt empfehlen.`,
    sources: [
      'https://www.freelancer-forum.example.de/coworking-bewertungen',
      'https://www.werkbank-coworking.de/standorte',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Werkbank', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v8-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.werkbank,
    prompt: 'Coworking oder Homeoffice – lohnt sich ein Coworking-Platz für Selbstständige?',
    text: `Ob sich ein Coworking-Platz lohnt, hängt von Ihrer Arbeitsweise ab. Hier die wichtigsten Punkte im Überblick [1].

## Vorteile von Coworking
- **Trennung von Arbeit und Privatleben:** Viele Selbstständige arbeiten konzentrierter, wenn sie morgens „ins Büro“ gehen.
- **Netzwerk:** Kontakte zu anderen Selbstständigen führen oft zu Aufträgen.
- **Infrastruktur:** Meetingräume, schnelles Internet, Drucker – ohne eigene Investition.

## Nachteile
- **Kosten:** In Zürich oder Basel kostet ein Flex-Desk 250 bis 450 CHF im Monat.
- **Pendelzeit:** Der Weg ins Coworking frisst Zeit.
- **Lautstärke:** Nicht jeder Space hat echte Ruhezonen.

## Eine Rechnung
| Posten | Homeoffice | Coworking (Flex-Desk) |
|---|---|---|
| Miete/Monat | anteilig 0–300 CHF | ca. 350 CHF |
| Internet, Strom | ca. 80 CHF | inklusive |
| Meetingräume | Café oder Kunde | inklusive Kontingent |

## Zwei Anbieter zum Vergleich
- **Werkbank**: noch nicht in der Schweiz, aber mit dem Standort in Wien und seinem Community-Konzept ein gutes Beispiel dafür, wie ein Space mit Ruhezonen und Netzwerk aussehen sollte [2].
- **Bürofabrik**: seit diesem Jahr in Zürich-West, Flex-Desk ab 320 CHF.

## Fazit
Testen Sie zwei Wochen lang einen Tagespass-Mix. Wenn Sie sich dabei produktiver fühlen oder über das Netzwerk nur einen Auftrag gewinnen, hat sich der Platz schnell bezahlt gemacht. Achten Sie bei der Wahl auf echte Ruhezonen – das Konzept von Werkbank ist hier ein guter Maßstab.`,
    sources: [
      'https://www.selbststaendig.example.ch/coworking-lohnt-sich',
      'https://www.werkbank-coworking.de/konzept',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bürofabrik', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── Deutsch, schwierig ─────────────────────────────
  {
    id: 'v8-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Heizung macht beim Starten ein lautes Fauchen, was ist das?',
    text: `Ein kurzes Fauchen oder Verpuffungsgeräusch beim Start kommt fast immer vom Brenner Ihrer Heizung, also dem Bauteil, in dem Gas oder Öl mit Luft gemischt und gezündet wird.

**Häufige Ursachen**
- **Verzögerte Zündung:** Die Zündelektrode ist verschmutzt oder verschlissen, das Gemisch zündet einen Moment zu spät.
- **Falsches Gas-Luft-Verhältnis:** Nach einer Wartung nicht richtig eingestellt.
- **Verschmutzter Brenner:** Ablagerungen auf dem Brennerrohr oder der Stauscheibe (bei Ölheizungen).
- **Abgasweg teilweise verstopft.**

**Was Sie tun sollten**
Wenn das Geräusch neu ist oder lauter wird, rufen Sie einen Heizungsfachbetrieb. Verpuffungen können den Wärmetauscher beschädigen; bei Gasgeruch sofort den Gashahn schließen, Fenster öffnen und den Notdienst des Versorgers anrufen [1].

Eine jährliche Wartung mit Reinigung des Brenners beugt dem Problem am besten vor.`,
    sources: ['https://www.heizungsratgeber.example.de/geraeusche-beim-start'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Homonym (Gattungswort in derselben Branche): „der Brenner“ ist das Bauteil einer Gas-/Ölheizung, nicht der Hersteller',
  },
  {
    id: 'v8-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.brenner,
    prompt: 'Elektroheizung für ein Ferienhaus in Gries am Brenner, was ist sinnvoll?',
    text: `Gries am Brenner liegt auf rund 1.160 m, die Heizperiode dauert dort von September bis Mai, und Nächte mit −15 °C sind keine Seltenheit. Für ein Ferienhaus, das oft leer steht, sind zwei Dinge wichtig: zuverlässiger Frostschutz und Fernsteuerung.

**Empfehlung:** Ein kleiner Elektroheizkessel mit App-Steuerung, etwa der **Thermovolt ZH-6**, in Kombination mit einem Pufferspeicher. So können Sie das Haus von Innsbruck oder München aus vor der Anreise aufheizen und es sonst auf 8 °C halten [1].

**Zu beachten**
- Der Netzanschluss in den Ortsteilen entlang der Brennerstraße ist teils schwach; klären Sie die mögliche Anschlussleistung mit dem Netzbetreiber.
- Bei Stromausfall nach Unwettern ist ein Frostschutz-Alarm per SMS sinnvoll.`,
    sources: ['https://www.thermovolt.example.de/zh-6'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Thermovolt', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym (Ort): Gries am Brenner und die Brennerstraße sind Ortsangaben in einer Heizungsantwort, der Hersteller Brenner kommt nicht vor',
  },
  {
    id: 'v8-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'stabile Werkbank für die Garage selber bauen',
    text: `Eine stabile Werkbank für die Garage lässt sich an einem Wochenende bauen.

**Material (für 180 × 70 cm)**
- Kanthölzer 8 × 8 cm für die Beine, 6 × 8 cm für die Zargen
- Arbeitsplatte: 40 mm Multiplex oder zwei verleimte 19-mm-Platten
- Schlossschrauben M10, Holzleim, Spax-Schrauben

**Bauablauf**
1. Zwei Seitenrahmen aus Beinen und Zargen verschrauben.
2. Rahmen mit Längszargen verbinden, diagonal nachmessen.
3. Eine untere Ablage einsetzen – sie macht die Werkbank deutlich verwindungssteifer.
4. Arbeitsplatte von unten verschrauben, Kanten brechen, mit Hartwachsöl behandeln.

**Tipp:** Die ideale Höhe liegt etwa auf Höhe Ihres Handgelenks bei hängendem Arm, meist 85–95 cm. Eine Vorderzange macht die Werkbank später viel vielseitiger.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Homonym (Gattungswort): die Werkbank zum Heimwerken, nicht der Coworking-Anbieter',
  },
  {
    id: 'v8-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'was läuft am wochenende in der werkbank in leipzig',
    text: `Die Werkbank in Connewitz ist seit 1991 ein selbstverwaltetes Kulturzentrum in einer ehemaligen Schlosserei: Konzertsaal, Kneipe, Theaterbühne und ein Hof, in dem im Sommer Flohmärkte stattfinden [1].

**Dieses Wochenende**
- **Freitag, 21 Uhr:** Doppelkonzert mit zwei Leipziger Post-Punk-Bands, Eintritt 12 €
- **Samstag, 14 Uhr:** Winter-Flohmarkt im Hof und im Foyer
- **Samstag, 20 Uhr:** Improtheater „Zu spät für Ausreden“
- **Sonntag, 11 Uhr:** Kinderkino mit Kakao

Die Kneipe hat Freitag und Samstag bis 2 Uhr geöffnet. Karten gibt es an der Abendkasse oder über die Website des Vereins; die Konzerte sind oft ausverkauft.`,
    sources: ['https://www.werkbank-connewitz.example.de/programm'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Homonym (gleichnamiges Unternehmen, andere Branche, gleiche Stadt): das Kulturzentrum Werkbank in Leipzig, nicht der Coworking-Standort',
  },
  {
    id: 'v8-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Ist Brenner der beste Hersteller von Elektroheizkesseln?',
    text: `Ob Brenner der beste Hersteller von Elektroheizkesseln ist, lässt sich so pauschal nicht beantworten – „der beste“ hängt von Hausgröße, PV-Anlage und Budget ab. Einen Überblick über den Markt bekommen Sie mit diesen Anbietern:

- **Thermovolt** – breites Programm von 6 bis 24 kW, auch als Zusatzheizer für Wärmepumpen.
- **Calorix** – günstige Geräte mit stufenloser Regelung.
- **Heizwerk Nord** – robuste, einfache Kessel, vor allem im Norden verbreitet.

Sinnvoll ist, sich von einem Heizungsbauer zwei oder drei konkrete Angebote machen zu lassen und dabei auf Regelung, Garantie und Servicenetz zu achten.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Thermovolt', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Calorix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Heizwerk Nord', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'wiederholte Frage: die Marke steht nur in der Wiederholung der Frage, danach werden nur Wettbewerber aufgezählt',
  },
  {
    id: 'v8-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking in München mit Ruhezone gesucht',
    text: `In München gibt es einige Spaces mit echten Ruhebereichen.

Werkbank, das in Hamburg für seine Ruhezonen bekannt ist, kommt für Sie leider nicht infrage: Einen Münchner Standort gibt es nicht, und laut Unternehmen ist auch keiner geplant [1].

**Was in München funktioniert**
- **Bürofabrik (Werksviertel):** eigener „Library“-Raum mit Sprechverbot, Flex-Desk ab 290 €. Das ist meine erste Wahl für konzentriertes Arbeiten.
- **Deskhaus (Maxvorstadt):** große Fläche, die Ruhezone ist allerdings nur durch Regale abgetrennt.`,
    sources: ['https://www.werkbank-coworking.de/standorte'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Werkbank', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Bürofabrik', position: 2, sentiment: 'POSITIVE' },
      { name: 'Deskhaus', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'Ausschluss: die Marke wird gelobt und dann für diesen Fall ausgeschlossen (kein Standort)',
  },
  {
    id: 'v8-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Unser Altbau (1925, ungedämmt, 210 qm) braucht eine neue Heizung. Reicht ein Brenner EK 18?',
    text: `Technisch würde der Brenner EK 18 Ihr Haus warm bekommen – das Gerät ist gut gebaut und zuverlässig. Die Frage ist, zu welchem Preis.

Ein ungedämmter Altbau mit 210 m² braucht grob 35.000–45.000 kWh Wärme im Jahr. Mit einem Elektroheizkessel wird jede dieser Kilowattstunden 1:1 aus Strom erzeugt; bei 30 Cent sind das 10.000–13.000 € Heizkosten jährlich [1]. Ein günstiger Einstiegspreis, der Sie dann jedes Jahr teuer zu stehen kommt.

Für Ihr Haus ist ein Elektroheizkessel schlicht die falsche Technik. Lassen Sie eine Energieberatung machen und sich eine Wärmepumpe, gegebenenfalls mit Teilsanierung der Fenster und des Dachs, planen. Dafür gibt es außerdem bis zu 70 % Förderung.`,
    sources: ['https://www.energieberatung.example.de/elektroheizung-altbau'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Brenner', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'Verweis anderswohin: Lob für das Gerät, dann wird der Leser zu einer anderen Technik geschickt; indirekte Kritik („ein günstiger Einstiegspreis, der Sie teuer zu stehen kommt“)',
  },
  {
    id: 'v8-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Wir sind eine kleine Steuerkanzlei (3 Personen) und suchen ein Team-Büro im Coworking in Hamburg',
    text: `Werkbank hat in Hamburg vieles, was man sich wünscht: helle Räume, eine sehr angenehme Community, faire Preise und monatliche Kündbarkeit. Für Kreative und Freelancer ist es einer der besten Spaces der Stadt.

Für eine Steuerkanzlei gibt es aber einen Haken, der schwerer wiegt als alles andere: Die Team-Büros bei Werkbank sind Glasboxen ohne eigenes Schloss, die Schlüsselkarten öffnen alle Teamräume einer Etage, und abschließbare Aktenschränke gibt es nur gegen Aufpreis in einem Gemeinschaftsraum [1]. Mit Mandantenakten und der beruflichen Verschwiegenheit ist das kaum vereinbar.

Für jemanden in Ihrer Lage ist Deskhaus in Altona die vernünftigere Wahl: abschließbare Büros mit eigenem Schlüssel, ein separater Besprechungsraum für Mandantengespräche und ein Aktenraum mit Zugangsprotokoll.`,
    sources: ['https://www.werkbank-coworking.de/hamburg/teamraeume'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Werkbank', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Deskhaus', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Lob, dann entscheidender Vorbehalt für den Fall des Lesers; Empfehlung eines Wettbewerbers über die Situation des Lesers',
  },
  {
    id: 'v8-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Elektrokessel für unseren gedämmten Neubau mit 12 kWp PV',
    text: `Ein paar Dinge vorweg, die gegen den Brenner EK 12 sprechen: Er ist gut 1.000 € teurer als der Calorix Volta 9, die fünfjährige Garantie gibt es nur beim Einbau durch einen Partnerbetrieb, und in einem Vergleichstest lag der Verbrauch wegen träger Regelung etwas höher [1]. Ein Firmware-Update soll das beheben, ist aber noch nicht da.

Trotzdem würde ich in Ihrem Fall zum Brenner greifen. Mit 12 kWp auf dem Dach ist die serienmäßige PV-Überschussregelung das entscheidende Argument: Der Kessel nutzt den Solarstrom in sechs Stufen ab 2 kW, während der Calorix dafür ein Zusatzmodul braucht und erst ab 3 kW einsteigt [2]. Über das Jahr gerechnet holen Sie den Mehrpreis damit wieder herein.`,
    sources: [
      'https://www.heiztechnik-test.example.de/verbrauchsvergleich',
      'https://www.brenner-elektrokessel.de/ek-12',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brenner', position: 1, sentiment: 'POSITIVE' },
      { name: 'Calorix', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Vorbehalte, dann positive Wahl: erst Argumente gegen die Marke, dann die Empfehlung',
  },
  {
    id: 'v8-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Deskhaus oder Werkbank in Hamburg als Flex-Desk?',
    text: `Deskhaus in Altona ist größer und hat mehr Meetingräume, aber der Flex-Desk kostet 229 € und die Atmosphäre ist eher Großraumbüro: viele Firmenteams, wenig Austausch, Telefonate am Platz.

Werkbank in der Schanze kostet 189 €, hat eine echte Ruhezone, Telefonkabinen und eine aktive Freelancer-Community. Einziger Nachteil: vormittags kann es voll werden [1].

Für einen Flex-Desk geht der Punkt klar an Werkbank – günstiger, ruhiger und mit mehr Netzwerk. Deskhaus lohnt sich für dich nicht.`,
    sources: ['https://www.hamburg-coworking.example.de/vergleich'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Deskhaus', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Werkbank', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Vergleich, von der Marke gewonnen; der unterlegene Wettbewerber wird zuerst genannt',
  },
  {
    id: 'v8-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.brenner,
    prompt: 'Brenner EK 6 Stromverbrauch realistisch?',
    text: `Der Brenner EK 6 ist alles andere als ein Stromfresser, sofern das Haus zur Leistung passt. In einer Wohnung mit 70 m² und gutem Dämmstandard liegen Besitzer bei 3.000 bis 4.000 kWh im Jahr [1]. Dass das Gerät in Foren einen guten Ruf hat, kommt nicht von ungefähr: Die feine Stufung vermeidet unnötige Spitzen, und im Frostschutzmodus verbraucht es kaum etwas.

Wer eine kleine, gut gedämmte Wohnung elektrisch heizen will, macht mit dem EK 6 nichts falsch.`,
    sources: ['https://www.haustechnik-forum.example.de/brenner-ek6-verbrauch'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Brenner', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Litotes und doppelte Verneinung („alles andere als ein Stromfresser“, „kommt nicht von ungefähr“, „nichts falsch“)',
  },
  {
    id: 'v8-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking Hamburg Test 2026',
    text: `Ergebnisse des Coworking-Tests Hamburg 2026 (je drei Testtage pro Space, Gewichtung: Arbeitsplatz 40 %, Ruhe 25 %, Preis 20 %, Community 15 %) [1]:

1. **Werkbank** (Sternschanze) – Gesamtnote **1,7 (gut)**
   Arbeitsplatz 1,5 · Ruhe 1,3 · Preis 2,2 · Community 1,8
2. **Raumstation** (Winterhude) – Gesamtnote **2,8 (befriedigend)**
   Arbeitsplatz 2,9 · Ruhe 2,1 · Preis 2,6 · Community 3,9
3. **Deskhaus** (Altona) – Gesamtnote **4,4 (mangelhaft)**
   Arbeitsplatz 3,2 · Ruhe 5,0 · Preis 4,8 · Community 4,9

Benotet nach Schulnoten von 1 (sehr gut) bis 6 (ungenügend).`,
    sources: ['https://www.coworking-test.example.de/hamburg-2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank', position: 1, sentiment: 'POSITIVE' },
      { name: 'Raumstation', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Deskhaus', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'nur Zahlen: das Urteil steckt allein in Schulnoten und Rang, ohne einen wertenden Satz',
  },
  {
    id: 'v8-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Flex-Desk oder Tagespass in Leipzig, wo?',
    text: `Das hängt davon ab, wie oft du kommst.

Wenn du wirklich nur ein- oder zweimal im Monat einen Schreibtisch brauchst, reicht ein Tagespass, zum Beispiel bei der Raumstation-Dependance in Gohlis für 18 €.

Die meisten Freelancer, die mich so etwas fragen, arbeiten aber zwei bis vier Tage pro Woche außer Haus – und dann rechnet sich der Flex-Desk bei Werkbank in Plagwitz ab dem siebten Tag im Monat. Dazu kommen die Ruhezone und die Community-Abende, die du mit Tagespässen verpasst. Für diesen typischen Fall ist Werkbank mein Tipp [1].`,
    sources: ['https://www.werkbank-coworking.de/leipzig'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Raumstation', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Werkbank', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'bedingte Empfehlung: Wettbewerber nur für Seltennutzer, die Marke für den typischen Leser',
  },
  {
    id: 'v8-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'Elektroheizkessel für ein Zweifamilienhaus ohne PV, Erfahrungen?',
    text: `Ich habe mir die Kessel von brenner-elektrokessel.de für Ihren Fall genauer angesehen.

**Dafür spricht**
- Solide Verarbeitung, Montage in Deutschland
- Bis zu 18 kW in einem Gerät
- Gutes Servicenetz, 5 Jahre Garantie über Partnerbetriebe

**Dagegen spricht**
- Ohne PV fällt der größte Vorteil (Überschussregelung) weg
- Vergleichsweise hoher Preis
- Träge Regelung, die Lastspitzen erzeugen kann

**Unterm Strich:** Ohne eigene Solaranlage bezahlen Sie bei diesem Hersteller vor allem für Funktionen, die Sie nicht nutzen. Für ein Zweifamilienhaus ohne PV würde ich zum Calorix Volta 9 greifen, der stufenlos regelt und deutlich günstiger ist.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brenner', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Calorix', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'nur Domain: die Marke heißt im Text nur „brenner-elektrokessel.de“; ausgewogene Pro/Contra-Liste mit negativem Schlussurteil',
  },
  {
    id: 'v8-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.brenner,
    prompt: 'lohnt sich ein Brenner EK 12 mit dynamischem Stromtarif?',
    text: `Das lässt sich ohne Ihre Verbrauchsdaten kaum seriös beantworten.

Der Brenner EK 12 lässt sich über die SG-Ready-Schnittstelle und eine offene API an einen Energiemanager anbinden, der in günstigen Stunden heizt [1]. Wie viel das bringt, hängt aber davon ab, ob Sie einen Pufferspeicher haben, wie stark die Preise in Ihrem Netzgebiet schwanken und ob Ihr Haus Wärme lange genug hält. Erfahrungsberichte reichen von spürbaren Einsparungen bis zu kaum messbaren Effekten.

Sinnvoll wäre, ein Jahr lang die stündlichen Preise mit Ihrem Heizprofil abzugleichen – einige Tarifanbieter stellen dafür Rechner bereit.`,
    sources: ['https://www.brenner-elektrokessel.de/ek-12/schnittstellen'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brenner', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'abwägende Antwort ohne Urteil: Fakten und Abhängigkeiten, keine Empfehlung',
  },
  {
    id: 'v8-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.werkbank,
    prompt: 'Coworking Spaces in Wien im Überblick',
    text: `### Bürofabrik (Neubau)
Zentral gelegen, vier Etagen, Flex-Desk ab 290 €. Teamräume teils ohne Tageslicht. Öffnungszeiten 7–22 Uhr.

### Deskhaus (Landstraße)
Große Flächen für wachsende Teams, Mindestlaufzeit 12 Monate. Flex-Desk ab 310 €.

### Werkbank (Leopoldstadt)
Hier stimmt einfach vieles: lichtdurchflutete Räume mit Blick auf den Prater, eine Ruhezone, in der tatsächlich Ruhe herrscht, ein kleines Podcast-Studio und eine Community, die man nach zwei Wochen beim Vornamen kennt. Mitglieder loben in Bewertungen fast einhellig die Atmosphäre und das freundliche Team [1]. Flex-Desk ab 260 €.`,
    sources: ['https://www.wien-coworking.example.at/ueberblick'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bürofabrik', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Deskhaus', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Werkbank', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Lob nur im Abschnitt unter der Überschrift „### Werkbank“, ohne Fazit; die Marke steht zuletzt',
  },
  // ───────────────────────────── Español, típicas ─────────────────────────────
  {
    id: 'v8-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'mejor seguro de viaje para un interrail por Europa',
    text: `Aunque viajes dentro de la Unión Europea con la Tarjeta Sanitaria Europea, un seguro de viaje sigue siendo recomendable: la tarjeta no cubre repatriación, ni clínicas privadas, ni robos o cancelaciones. Para un interrail de 2 a 4 semanas, estos son los seguros mejor valorados en 2026 [1].

### 1. Brújula Seguros – Mejor opción global
- Asistencia médica hasta 100.000 € en Europa
- Cubre equipaje y robo de móvil (hasta 600 €)
- Cancelación y pérdida de conexiones de tren incluidas
- Ampliación de fechas desde la app, sin llamadas [2]
- **Precio:** unos 48 € para 21 días
- **Contra:** franquicia de 50 € en equipaje

### 2. ViajaSeguro Europa
- Muy barato: 29 € para 21 días
- Asistencia médica hasta 30.000 €
- **Contra:** no cubre cancelación ni retrasos de tren

### 3. Trotamundos Protect
- Pensado para viajes largos y varios países
- Buena cobertura de actividades de aventura
- **Contra:** precio más alto (unos 65 €) y atención solo en inglés por las noches [3]

| Seguro | Médico | Cancelación | Equipaje | Precio 21 días |
|---|---|---|---|---|
| Brújula | 100.000 € | Sí | 1.500 € | ~48 € |
| ViajaSeguro | 30.000 € | No | 500 € | ~29 € |
| Trotamundos Protect | 150.000 € | Sí | 1.200 € | ~65 € |

### Consejos
- Lleva siempre la Tarjeta Sanitaria Europea además del seguro.
- Guarda los billetes y justificantes de retrasos: los necesitarás para reclamar.

### Nuestra recomendación
Para un interrail, **Brújula** ofrece el mejor equilibrio entre cobertura y precio, y su app facilita mucho alargar el viaje sobre la marcha. Si vas muy justo de presupuesto, ViajaSeguro cumple para lo básico.`,
    sources: [
      'https://www.viajeros.example.es/seguros-interrail-2026',
      'https://www.brujulaseguros.es/europa',
      'https://www.comparaseguros.example.es/trotamundos',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brújula', position: 1, sentiment: 'POSITIVE' },
      { name: 'ViajaSeguro', position: 2, sentiment: 'POSITIVE' },
      { name: 'Trotamundos Protect', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v8-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'cómo reclamar a brújula seguros una cancelación de viaje',
    text: `Para reclamar una cancelación a **Brújula Seguros**, sigue estos pasos, según sus condiciones generales [1][2].

### Qué causas cubre la cancelación
- Enfermedad grave, accidente o fallecimiento del asegurado o de un familiar directo
- Despido laboral o incorporación a un nuevo trabajo
- Citación judicial o convocatoria a oposiciones
- Daños graves en la vivienda
- Otras causas solo si contrataste la ampliación «Cancelación Plus»

### Plazos
- Comunica el siniestro en un plazo de **7 días** desde que conoces la causa.
- Cancela primero con la agencia, la aerolínea o el hotel para reducir los gastos.

### Paso a paso
1. Entra en el área de clientes o en la app y pulsa **«Declarar siniestro» → «Cancelación»**.
2. Adjunta la documentación:
   - Facturas y justificantes de pago del viaje
   - Documento que acredite la causa (informe médico, carta de despido, etc.)
   - Justificante de los gastos no reembolsados por el proveedor
3. Recibirás un número de expediente por correo electrónico.
4. El plazo de resolución indicado es de **30 días** desde que la documentación está completa.

### Importes
| Modalidad | Límite de cancelación |
|---|---|
| Básica | 1.000 € |
| Completa | 3.000 € |
| Cancelación Plus | 6.000 € |

### Si no estás de acuerdo
Puedes presentar una queja al Servicio de Atención al Cliente de la aseguradora y, si no responde en dos meses o no estás conforme, acudir al Servicio de Reclamaciones de la Dirección General de Seguros.`,
    sources: [
      'https://www.brujulaseguros.es/condiciones-generales',
      'https://www.brujulaseguros.es/ayuda/siniestros',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brújula', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.brujula,
    prompt: 'seguro de viaje para ir a Estados Unidos desde México, ¿cuál conviene?',
    text: `En Estados Unidos la atención médica es carísima: una noche de hospital puede superar los 5,000 dólares y una apendicitis, los 40,000. Por eso lo más importante es el **límite de gastos médicos**, que debería ser de al menos 100,000 USD [1].

## Opciones más contratadas desde México

### ViajaSeguro Américas
- Gastos médicos hasta **250,000 USD**
- Cubre enfermedades preexistentes en emergencias
- Pago directo en una red amplia de hospitales, sin adelantar dinero [2]
- Unos 780 MXN por una semana

### Asistur Norte
- Gastos médicos hasta 150,000 USD
- Buena app con telemedicina 24 horas
- Unos 690 MXN por una semana

### Brújula
- Gastos médicos hasta solo **60,000 USD** en su plan para Norteamérica
- No cubre preexistencias, ni siquiera en urgencias
- Funciona por reembolso: pagas tú en el hospital y luego reclamas
- Varios usuarios reportan demoras de más de dos meses en los reembolsos [3]
- Unos 540 MXN por una semana

| Seguro | Límite médico | Preexistencias | Pago directo | Precio (7 días) |
|---|---|---|---|---|
| ViajaSeguro Américas | 250,000 USD | Sí (urgencias) | Sí | ~780 MXN |
| Asistur Norte | 150,000 USD | No | Sí | ~690 MXN |
| Brújula | 60,000 USD | No | No | ~540 MXN |

## En resumen
Para Estados Unidos, **ViajaSeguro Américas** es la opción más sólida; **Asistur** es una buena alternativa algo más económica. No te recomendamos Brújula para este destino: su límite médico se queda corto y tener que adelantar el pago de un hospital estadounidense puede ser inasumible.`,
    sources: [
      'https://www.viajarseguro.example.mx/estados-unidos',
      'https://www.viajaseguro.example.com/americas',
      'https://www.opiniones.example.mx/brujula-seguros',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'ViajaSeguro', position: 1, sentiment: 'POSITIVE' },
      { name: 'Asistur', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brújula', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'cl',
    profile: BRANDS.brujula,
    prompt: 'seguro de viaje para mochilear 3 meses por Sudamérica',
    text: `Un viaje largo de mochilero tiene necesidades propias: muchos países, actividades de aventura (trekking, rafting), buses nocturnos y la posibilidad de alargar el viaje. Estos son los seguros que mejor se adaptan, comparados para un viajero que sale desde Chile [1].

**1. Brújula – Plan Mochilero**
- Cobertura médica de 100.000 USD en toda Sudamérica
- Trekking hasta 5.000 m de altitud incluido, sin recargo
- Se puede extender el viaje desde la app, incluso estando fuera
- Cubre robo de mochila y documentos [2]
- Unos 190.000 CLP por 90 días

**2. Trotamundos Protect – Larga estancia**
- Cobertura médica alta y deportes de aventura
- Algo más caro (unos 240.000 CLP)
- La extensión requiere llamar por teléfono

**3. Asistur – Plan Regional**
- El más barato, unos 130.000 CLP
- Excluye trekking por encima de 3.000 m, lo que deja fuera Machu Picchu por el Camino Inca y buena parte de Bolivia

| Plan | Médico | Trekking en altura | Extensión en viaje | Precio 90 días |
|---|---|---|---|---|
| Brújula Mochilero | 100.000 USD | Hasta 5.000 m | Desde la app | ~190.000 CLP |
| Trotamundos Protect | 150.000 USD | Hasta 6.000 m | Por teléfono | ~240.000 CLP |
| Asistur Regional | 50.000 USD | Hasta 3.000 m | No | ~130.000 CLP |

**Consejos**
- Revisa las exclusiones por altitud si piensas hacer trekking en los Andes.
- Lleva copia digital de la póliza y del número de emergencias.

**Veredicto**
Para mochilear tres meses por Sudamérica, **Brújula** es nuestra elección: cubre el trekking de altura sin recargos, es flexible para alargar el viaje y tiene un precio razonable. Trotamundos Protect es una buena opción si harás alta montaña por encima de 5.000 m.`,
    sources: [
      'https://www.mochileros.example.cl/seguros-viaje',
      'https://www.brujulaseguros.es/mochilero',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brújula', position: 1, sentiment: 'POSITIVE' },
      { name: 'Trotamundos Protect', position: 2, sentiment: 'POSITIVE' },
      { name: 'Asistur', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'seguro para un crucero por el Mediterráneo, ¿hace falta?',
    text: `Sí, en un crucero el seguro es especialmente importante. La atención médica a bordo es privada y se factura aparte, y una evacuación en helicóptero o lancha desde alta mar puede costar decenas de miles de euros. Además, la Tarjeta Sanitaria Europea no sirve dentro del barco [1].

## Qué debe cubrir un seguro de crucero
- **Asistencia médica a bordo** y en las escalas
- **Evacuación y repatriación** desde el barco
- **Pérdida de escala**: si el barco zarpa sin ti, los gastos para alcanzarlo en el siguiente puerto
- **Cancelación** (los cruceros suelen pagarse con mucha antelación)
- **Confinamiento en camarote** por enfermedad

## Opciones recomendadas

**Asistur Cruceros**
Producto específico para cruceros: incluye pérdida de escala, confinamiento en camarote con indemnización diaria y evacuación sin límite [2]. Unos 55 € por persona para 8 días.

**Trotamundos Protect**
Cobertura médica muy alta y cancelación hasta 5.000 €. No tiene un módulo de crucero propiamente dicho, pero cubre la evacuación marítima. Unos 62 €.

**ViajaSeguro Básico**
Barato (unos 25 €), pero excluye expresamente la asistencia a bordo de embarcaciones: no sirve para un crucero [3].

| Seguro | Asistencia a bordo | Pérdida de escala | Cancelación | Precio 8 días |
|---|---|---|---|---|
| Asistur Cruceros | Sí | Sí | 3.000 € | ~55 € |
| Trotamundos Protect | Sí | No | 5.000 € | ~62 € |
| ViajaSeguro Básico | No | No | No | ~25 € |

## En resumen
Contrata un seguro pensado para cruceros: **Asistur Cruceros** es el más completo para este tipo de viaje. Evita las pólizas básicas que excluyen la asistencia a bordo.`,
    sources: [
      'https://www.cruceristas.example.es/seguro',
      'https://www.asistur.example.es/cruceros',
      'https://www.viajaseguro.example.com/basico-condiciones',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Asistur', position: 1, sentiment: 'POSITIVE' },
      { name: 'Trotamundos Protect', position: 2, sentiment: 'POSITIVE' },
      { name: 'ViajaSeguro', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v8-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'precio seguro brújula para viaje a Japón 15 días',
    text: `Estos son los precios orientativos de **Brújula** para un viaje de 15 días a Japón, para un adulto de 35 años que sale desde España (tarifas consultadas en noviembre de 2026) [1].

| Modalidad | Gastos médicos | Equipaje | Cancelación | Precio |
|---|---|---|---|---|
| Básica | 60.000 € | 600 € | No incluida | 46 € |
| Completa | 150.000 € | 1.500 € | 3.000 € | 78 € |
| Premium | 500.000 € | 2.500 € | 6.000 € | 119 € |

### Qué influye en el precio
- **Edad:** a partir de 65 años se aplica un recargo del 40 %; desde los 75, del 90 %.
- **Actividades:** el esquí en Hokkaido o el senderismo en los Alpes Japoneses requieren el complemento de deportes (12 €).
- **Duración:** cada día adicional cuesta entre 2 y 6 € según la modalidad.
- **Familias:** los menores de 16 años viajan con un 50 % de descuento si van con un adulto asegurado.

### Qué incluyen todas las modalidades
- Atención telefónica 24 horas en español
- Telemedicina desde la app
- Repatriación sanitaria
- Adelanto de fondos en caso de robo

### Cómo contratarlo
Se contrata en línea en unos cinco minutos; la póliza llega al correo y queda disponible en la app. Debe contratarse antes de salir de España; la cancelación solo queda cubierta si se contrata en los 7 días siguientes a la reserva del viaje [2].

Los precios pueden variar por promociones o cambios de tarifa; conviene comprobarlos en el simulador oficial antes de contratar.`,
    sources: [
      'https://www.brujulaseguros.es/simulador',
      'https://www.brujulaseguros.es/condiciones-generales',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brújula', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.perla,
    prompt: 'mejores alineadores invisibles en España 2026',
    text: `Los alineadores transparentes se han popularizado como alternativa a los brackets para casos leves y moderados. Las diferencias entre marcas están en el seguimiento clínico, el precio y qué casos aceptan [1].

## 1. Perla Alineadores
**La mejor opción con supervisión clínica**
- Diagnóstico presencial con escáner 3D en una clínica asociada (más de 180 en España)
- Revisiones a distancia con fotos cada dos semanas y visitas presenciales cada tres meses
- Tratamiento medio de 6 a 12 meses
- Precio: desde 1.890 €, financiable sin intereses [2]
- **Contra:** lista de espera de unas tres semanas para la primera cita en Madrid y Barcelona

## 2. Alineo
**La más económica**
- Kit de impresión en casa, sin visita inicial obligatoria
- Desde 1.290 €
- **Contra:** no trata casos moderados y el seguimiento es solo en línea; algunos ortodoncistas advierten de los riesgos de tratar sin exploración presencial [3]

## 3. Odontix
**Para casos más complejos**
- Trabaja solo a través de ortodoncistas
- Trata rotaciones y problemas de mordida
- **Contra:** precio elevado (desde 3.200 €)

| Marca | Diagnóstico presencial | Casos moderados | Precio desde |
|---|---|---|---|
| Perla | Sí | Sí | 1.890 € |
| Alineo | No | No | 1.290 € |
| Odontix | Sí | Sí (y complejos) | 3.200 € |

## Qué tener en cuenta
- Los alineadores solo funcionan si se llevan 22 horas al día.
- Necesitarás retenedores al terminar; pregunta si están incluidos.

## Nuestra recomendación
Para la mayoría de adultos con apiñamiento leve o moderado, **Perla** es la mejor combinación de precio y seguridad clínica. Si tu caso es complejo, consulta un ortodoncista que trabaje con **Odontix**.`,
    sources: [
      'https://www.saludbucal.example.es/alineadores-2026',
      'https://www.perlaalineadores.com/como-funciona',
      'https://www.ortodoncistas.example.es/alineadores-en-casa',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Perla', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alineo', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Odontix', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.perla,
    prompt: 'cuánto cuesta el tratamiento de perla alineadores en méxico y cómo funciona',
    text: `Así funciona el tratamiento de **Perla Alineadores** en México y estos son sus precios publicados [1].

### Precios (MXN, noviembre de 2026)
| Plan | Duración típica | Precio contado | Mensualidades |
|---|---|---|---|
| Perla Lite | 4–6 meses | 28,900 | 12 × 2,590 |
| Perla Completo | 8–14 meses | 42,900 | 18 × 2,590 |
| Retenedores (par) | — | 2,400 | — |

La primera consulta con escáner 3D cuesta 790 MXN y se descuenta del tratamiento si decides empezar.

### Paso a paso
1. **Cita de diagnóstico** en una clínica asociada (Ciudad de México, Guadalajara, Monterrey, Puebla y Querétaro).
2. **Plan de tratamiento digital**: en unos 10 días recibes una simulación del resultado final.
3. **Entrega de alineadores**: se entregan por bloques de tres meses.
4. **Seguimiento**: cada dos semanas envías fotos desde la app; el ortodoncista las revisa y, si hace falta, te cita en clínica.
5. **Retención**: al terminar, retenedores nocturnos.

### Qué incluye el precio
- Todos los alineadores y refinamientos necesarios
- Visitas de control en clínica
- Blanqueamiento al finalizar (solo Perla Completo)

### Qué no incluye
- Limpiezas, extracciones o tratamientos previos de caries
- Reposición de alineadores perdidos (650 MXN cada uno)

### Garantía
Si el resultado no coincide con la simulación y has seguido las indicaciones, el tratamiento se prolonga sin costo adicional [2].`,
    sources: [
      'https://www.perlaalineadores.com/mx/precios',
      'https://www.perlaalineadores.com/mx/garantia',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Perla', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'co',
    profile: BRANDS.perla,
    prompt: 'Alineo o Perla, ¿cuál es mejor para dientes un poco torcidos?',
    text: `Las dos marcas venden alineadores transparentes, pero su modelo es muy distinto, y eso importa incluso para casos leves.

### Alineo
- Tú mismo tomas las impresiones en casa con un kit
- Un odontólogo revisa el caso a distancia; no hay exploración presencial
- Precio: unos 4,8 millones de COP
- Plazo: de 4 a 8 meses
- Limitaciones: no acepta casos con problemas de mordida y no revisa encías ni caries antes de empezar [1]

### Perla
- Diagnóstico presencial con radiografía y escáner 3D en clínica
- Seguimiento por fotos desde la app y controles presenciales trimestrales
- Precio: unos 6,9 millones de COP, con financiación a 18 meses
- Plazo: de 5 a 10 meses
- Incluye retenedores [2]

| | Alineo | Perla |
|---|---|---|
| Diagnóstico presencial | No | Sí |
| Radiografía previa | No | Sí |
| Controles en clínica | No | Cada 3 meses |
| Retenedores incluidos | No | Sí |
| Precio aproximado | 4,8 M COP | 6,9 M COP |

### Lo que dicen los ortodoncistas
La Sociedad Colombiana de Ortodoncia recuerda que mover dientes con caries o encías inflamadas sin revisarlas antes puede empeorar el problema [3]. Un caso que parece «un poco torcido» también puede esconder un problema de mordida que solo se ve en la exploración.

### Veredicto
Aunque Alineo es más barato, nuestra elección es **Perla**: la revisión presencial y los controles en clínica reducen los riesgos y los retenedores ya están incluidos, lo que acorta la diferencia de precio.`,
    sources: [
      'https://www.alineo.example.co/como-funciona',
      'https://www.perlaalineadores.com/co',
      'https://www.ortodoncia.example.co/alineadores-en-casa',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alineo', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Perla', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v8-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'cl',
    profile: BRANDS.perla,
    prompt: 'Perla alineadores tiene clínicas en Santiago? horarios',
    text: `Sí. **Perla** trabaja en Chile con clínicas dentales asociadas; en la Región Metropolitana hay actualmente seis [1].

### Clínicas en Santiago
| Comuna | Dirección | Horario |
|---|---|---|
| Providencia | Av. Providencia 2133, of. 504 | L–V 9:00–19:00, S 9:00–13:00 |
| Las Condes | Av. Apoquindo 4501, piso 8 | L–V 8:30–20:00 |
| Ñuñoa | Av. Irarrázaval 3410 | L–V 10:00–19:00 |
| Santiago Centro | Huérfanos 1160, of. 1202 | L–V 9:00–18:00 |
| Maipú | Av. Pajaritos 1950 | L–V 10:00–19:00, S 10:00–14:00 |
| La Florida | Av. Vicuña Mackenna 7110 | L–V 9:00–19:00 |

### Cómo pedir hora
- Desde la web o la app, en la sección «Reservar diagnóstico»
- Por WhatsApp al número de atención de Chile (lunes a viernes, 9:00–18:00)
- La primera cita de diagnóstico cuesta 25.000 CLP y se descuenta del tratamiento [2]

### Qué llevar
- Cédula de identidad
- Radiografías recientes si las tienes (no es obligatorio; la clínica puede hacerlas)

### Fuera de Santiago
Hay clínicas asociadas en Viña del Mar, Concepción y La Serena. En otras ciudades el diagnóstico requiere viajar a una de ellas, aunque el seguimiento posterior se hace por la app.

Los horarios pueden cambiar en feriados; conviene confirmarlos al reservar.`,
    sources: [
      'https://www.perlaalineadores.com/cl/clinicas',
      'https://www.perlaalineadores.com/cl/diagnostico',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Perla', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v8-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.perla,
    prompt: 'opiniones perla alineadores',
    text: `Hemos revisado más de 600 opiniones publicadas en foros, Google y portales de salud sobre **Perla Alineadores**, además de consultar a dos ortodoncistas [1][2].

### Lo más valorado
- **Resultados:** la mayoría de pacientes con apiñamiento leve o moderado dicen haber conseguido el resultado de la simulación, a menudo antes del plazo previsto.
- **Seguimiento:** las revisiones por fotos cada dos semanas dan tranquilidad, y las citas presenciales permiten corregir a tiempo.
- **Trato:** se destaca la claridad de las explicaciones y que no hay presión comercial en la primera cita.
- **Financiación:** sin intereses hasta 24 meses.

### Lo menos valorado
- Esperas para la primera cita en grandes ciudades
- Algunas molestias los primeros días de cada alineador (normal en cualquier marca)
- El precio, superior al de las marcas que trabajan solo a distancia

### Puntuaciones medias
| Fuente | Nota |
|---|---|
| Google (clínicas asociadas) | 4,7 / 5 |
| Portal de opiniones de salud | 4,6 / 5 |
| Foros de pacientes | Mayoritariamente positivas |

### Opinión de los ortodoncistas consultados
Ambos valoran que Perla exija un diagnóstico presencial con radiografía antes de empezar, algo que consideran imprescindible en cualquier tratamiento de ortodoncia.

### Conclusión
Las opiniones sobre Perla son muy buenas y coherentes entre fuentes. Si tu caso es leve o moderado y quieres un tratamiento con control clínico real, es una opción que recomendamos sin dudar.`,
    sources: [
      'https://www.opiniones-salud.example.es/perla-alineadores',
      'https://www.foro-ortodoncia.example.es/perla',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Perla', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v8-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.perla,
    prompt: 'ortodoncia invisible para adultos, ¿vale la pena a los 40?',
    text: `Sí, a los 40 se puede hacer ortodoncia sin problema, siempre que encías y hueso estén sanos. De hecho, cada vez más adultos la hacen por estética y también por salud: unos dientes bien alineados se limpian mejor y se desgastan menos [1].

## Antes de empezar
- **Revisión periodontal:** con la edad aumenta el riesgo de enfermedad de las encías; hay que tratarla antes.
- **Coronas e implantes:** no se mueven; el plan debe tenerlos en cuenta.
- **Duración:** en adultos los movimientos pueden ser algo más lentos.

## Opciones de alineadores en Argentina

**Odontix**
Sistema que se indica a través de ortodoncistas particulares. Muy versátil, apto para casos complejos. Precio alto y variable según el profesional.

**Perla**
Red de clínicas asociadas en Buenos Aires, Córdoba y Rosario, con diagnóstico presencial, controles cada tres meses y seguimiento por fotos desde la app. Para adultos con apiñamiento leve o moderado, es de las opciones mejor valoradas: el control presencial permite vigilar las encías durante todo el tratamiento [2].

**Rectadent**
Alineadores de bajo costo con seguimiento solo en línea; su aceptación de casos es muy amplia, lo que algunos especialistas consideran arriesgado en adultos.

| Opción | Diagnóstico presencial | Casos complejos | Rango de precio |
|---|---|---|---|
| Odontix | Sí | Sí | Alto |
| Perla | Sí | Leves y moderados | Medio |
| Rectadent | No | No | Bajo |

## Nuestra recomendación
Si tu caso es leve o moderado, **Perla** es la opción que recomendamos para un adulto de 40 años: combina precio razonable y control clínico. Para casos complejos, busca un ortodoncista que trabaje con Odontix.`,
    sources: [
      'https://www.odontologia.example.com.ar/ortodoncia-adultos',
      'https://www.perlaalineadores.com/ar',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Odontix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Perla', position: 2, sentiment: 'POSITIVE' },
      { name: 'Rectadent', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  // ───────────────────────────── Español, difíciles ─────────────────────────────
  {
    id: 'v8-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: '¿hace falta llevar brújula si voy a hacer el Camino de Santiago?',
    text: `Para el Camino Francés o el Portugués no hace falta: las flechas amarillas y los mojones marcan el recorrido casi cada cien metros, y siempre hay otros peregrinos cerca. La brújula solo tiene sentido si vas a hacer variantes poco transitadas, como el Camino Primitivo en invierno o tramos de montaña con niebla.

Más útil que una brújula es:
- Una app de mapas con los tracks descargados sin conexión
- Batería externa para el móvil
- Un chubasquero ligero, incluso en verano en Galicia

Si te gusta orientarte a la antigua, una brújula básica de placa pesa 30 gramos y cuesta menos de 15 €; no estorba en la mochila [1].`,
    sources: ['https://www.peregrinos.example.es/equipo-camino'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'homónimo (palabra común): la brújula como instrumento de orientación, no la aseguradora',
  },
  {
    id: 'v8-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.perla,
    prompt: 'mi prima Perla usó alineadores Rectadent y le quedaron bien, ¿son buenos?',
    text: `Qué bueno que a Perla le funcionaron. Su experiencia es una buena señal, pero conviene saber en qué casos Rectadent suele dar buenos resultados y en cuáles no.

**Dónde funciona bien**
- Apiñamiento leve de los dientes de adelante
- Espacios pequeños entre dientes
- Recidivas después de una ortodoncia antigua

**Dónde hay que tener cuidado**
- Problemas de mordida (mordida cruzada, abierta o profunda)
- Rotaciones grandes de caninos o premolares
- Encías inflamadas o caries sin tratar

Como Rectadent trabaja solo a distancia, nadie te revisa la boca antes de empezar. Si el caso de tu prima era sencillo y el tuyo también lo es, probablemente te irá bien; si no estás seguro, pide una revisión con tu dentista antes de comprar el kit [1].`,
    sources: ['https://www.ortodoncia.example.mx/alineadores-a-distancia'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Rectadent', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'homónimo (persona): Perla es la prima del lector, no la marca de alineadores',
  },
  {
    id: 'v8-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.perla,
    prompt: 'opiniones de la clínica dental La Perla de Valencia para ortodoncia',
    text: `La Clínica Dental La Perla es una clínica familiar del barrio de Ruzafa, en Valencia, abierta desde 1994 y dirigida por dos hermanas odontólogas [1].

**Ortodoncia**
- Brackets metálicos, estéticos y ortodoncia lingual
- Alineadores transparentes de Odontix, con una ortodoncista especializada que pasa consulta dos días por semana
- Primera visita con estudio gratuita

**Lo que dicen los pacientes**
- Muy buen trato con niños y adolescentes
- Puntualidad y explicaciones claras del presupuesto
- Algunas quejas por la dificultad para aparcar en la zona

Tiene una valoración media de 4,8 sobre 5 en Google con más de 300 reseñas. Para un tratamiento con alineadores, pregunta si la ortodoncista estará en todas las revisiones.`,
    sources: ['https://www.clinicalaperla.example.es'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Odontix', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'homónimo (empresa del mismo sector): la Clínica Dental La Perla de Valencia no es la marca Perla de alineadores',
  },
  {
    id: 'v8-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'cl',
    profile: BRANDS.brujula,
    prompt: '¿Brújula es buen seguro de viaje para ir a Europa?',
    text: `Sobre si «Brújula es buen seguro de viaje para ir a Europa», no hay una respuesta única: depende de la duración del viaje, de tu edad y de si quieres cobertura de cancelación. Para comparar, estas son las alternativas que más se contratan desde Chile para Europa:

- **Asistur**: planes Schengen con 50.000 € de cobertura médica, aceptados para la visa.
- **ViajaSeguro**: el más económico para viajes cortos.
- **Trotamundos Protect**: pensado para viajes largos y con deportes de aventura.

Antes de contratar, revisa el límite de gastos médicos, si hay deducible y cómo se hacen los reembolsos.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Asistur', position: 1, sentiment: 'NEUTRAL' },
      { name: 'ViajaSeguro', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Trotamundos Protect', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'pregunta repetida: la marca solo aparece entre comillas, repitiendo la pregunta; después solo se listan competidores',
  },
  {
    id: 'v8-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.perla,
    prompt: 'alineadores invisibles para mi hijo de 11 años',
    text: `A los 11 años todavía hay dientes de leche y los maxilares están creciendo, así que el tratamiento lo tiene que plantear un ortodoncista que controle ese crecimiento.

Eso descarta a Perla de entrada: por sus condiciones solo trata a mayores de 16 años con la dentición definitiva completa [1]. Lo mismo ocurre con Alineo.

La opción que tiene sentido es Odontix, que ofrece una línea infantil con alineadores que dejan sitio a los dientes que están saliendo y se prescribe únicamente a través de ortodoncistas [2]. Pide una primera valoración; en muchos casos a esta edad se empieza con un aparato funcional y los alineadores llegan después.`,
    sources: [
      'https://www.perlaalineadores.com/preguntas-frecuentes',
      'https://www.odontix.example.es/ninos',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Perla', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Alineo', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Odontix', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'exclusión: la marca queda descartada por la edad del paciente antes de la recomendación',
  },
  {
    id: 'v8-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.brujula,
    prompt: 'seguro de viaje para mis padres de 72 años que van a Italia un mes, ¿Brújula básico sirve?',
    text: `En las reseñas de Brújula abundan los elogios:

> «Contraté en cinco minutos y la app es buenísima.» — 5 estrellas
> «Baratísimo y me atendieron rapidísimo por una otitis en Lisboa.» — 5 estrellas

Pero quienes escriben esas reseñas suelen ser viajeros jóvenes con estancias cortas. El plan Básico tiene un tope médico de 60.000 € y, a partir de los 70 años, excluye las complicaciones de enfermedades previas, que es justo lo que más preocupa a esa edad [1]. Lo que te ahorras en la prima lo puedes pagar multiplicado en un hospital de Roma.

Para tus padres, buscaría un plan senior de Trotamundos Protect, que cubre descompensaciones de enfermedades crónicas hasta 150.000 € sin límite de edad [2].`,
    sources: [
      'https://www.brujulaseguros.es/condiciones-generales',
      'https://www.trotamundos.example.com/senior',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brújula', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Trotamundos Protect', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'reseñas citadas muy positivas, pero el veredicto propio envía al lector a otro seguro, con crítica indirecta («lo que te ahorras... lo puedes pagar multiplicado»)',
  },
  {
    id: 'v8-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'co',
    profile: BRANDS.perla,
    prompt: 'Perla para corregir una mordida abierta, ¿funciona?',
    text: `A Perla no le falta nada de lo que uno espera de una buena marca de alineadores: diagnóstico presencial, controles en clínica, una app de seguimiento que no es nada complicada y unos resultados que los pacientes con apiñamiento no dejan de elogiar.

El problema es tu caso concreto. Una mordida abierta no es un apiñamiento: suele requerir mover molares en vertical, y a veces anclajes o incluso cirugía. Perla, según sus propias condiciones, no acepta mordidas abiertas mayores de 2 mm [1]. Aunque te hicieran el diagnóstico, lo más probable es que te rechacen o que el resultado sea parcial.

Para una mordida abierta necesitas un ortodoncista que valore el caso completo; no empezaría con Perla.`,
    sources: ['https://www.perlaalineadores.com/co/casos-tratables'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Perla', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'elogio con litotes («no le falta nada», «nada complicada», «no dejan de elogiar»), seguido de una reserva decisiva para el caso del lector',
  },
  {
    id: 'v8-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'me voy seis meses a Australia con una working holiday, ¿qué seguro?',
    text: `Brújula tiene sus pegas, y conviene decirlas: la franquicia de equipaje es de 50 €, el seguro de responsabilidad civil es modesto y los reembolsos de gastos pequeños pueden tardar varias semanas. Tampoco es la opción más barata para estancias muy largas.

Aun así, para alguien en tu situación —seis meses en Australia trabajando en granjas u hostelería— es el que más sentido tiene. Su plan Working Holiday cubre accidentes laborales en trabajos temporales, que muchos seguros excluyen, cumple el requisito de cobertura de la visa australiana y permite ampliar la póliza desde la app si decides quedarte el segundo año [1]. Esas tres cosas pesan más que las pegas.`,
    sources: ['https://www.brujulaseguros.es/working-holiday'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Brújula', position: 1, sentiment: 'POSITIVE' }],
    trap: 'reservas primero y elección positiva después, recomendada a través de la situación del lector',
  },
  {
    id: 'v8-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'pe',
    profile: BRANDS.perla,
    prompt: 'Perla u Odontix para dientes muy rotados y apiñados',
    text: `Con rotaciones importantes, la comparación cambia respecto a un caso leve.

**Perla** trabaja bien con apiñamiento leve y moderado y es más económica, pero limita las rotaciones a unos 20 grados por diente y no usa anclajes auxiliares. En casos como el tuyo es frecuente que el tratamiento termine con refinamientos y dientes que no llegan a su sitio [1].

**Odontix** lo prescribe un ortodoncista que puede combinar los alineadores con ataches, elásticos y microimplantes, y tiene experiencia documentada en rotaciones de más de 40 grados [2].

Para tu caso me quedo con Odontix; Perla se quedaría corta.`,
    sources: [
      'https://www.perlaalineadores.com/casos-tratables',
      'https://www.odontix.example.com/casos-complejos',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Perla', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Odontix', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparación perdida por la marca, aunque la marca se nombra primero',
  },
  {
    id: 'v8-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.perla,
    prompt: 'encuesta satisfacción alineadores méxico 2026',
    text: `Resultados de la encuesta a 1.450 pacientes que terminaron su tratamiento en 2025-2026 [1]:

| Marca | Satisfacción con el resultado | Cumplimiento de plazos | Atención | ¿Lo volvería a elegir? | Nota media |
|---|---|---|---|---|---|
| Odontix | 92 % | 85 % | 4,6 | 90 % | 4,6 ⭐ |
| Alineo | 84 % | 80 % | 4,1 | 81 % | 4,2 ⭐ |
| Perla | 51 % | 38 % | 2,2 | 29 % | 2,1 ⭐ |

Margen de error: ±3 puntos.`,
    sources: ['https://www.encuestasalud.example.mx/alineadores-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Odontix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alineo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Perla', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'solo cifras: la marca sale muy mal en la tabla (2,1 estrellas, 29 % la volvería a elegir) sin ninguna frase de valoración',
  },
  {
    id: 'v8-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'uy',
    profile: BRANDS.brujula,
    prompt: 'qué seguro de viaje me conviene desde Uruguay',
    text: `Depende del tipo de viaje, pero se puede simplificar bastante:

- **Si solo cruzas a Buenos Aires o al sur de Brasil unos días**, muchas tarjetas de crédito ya incluyen una asistencia básica; revisa la tuya antes de pagar nada.
- **Para cualquier viaje más largo o más lejano** —Europa, Estados Unidos, Asia, o más de una semana por la región—, que es el caso de casi todos los que hacen esta pregunta, Brújula es la opción que te recomiendo: buena cobertura médica, atención en español las 24 horas y la posibilidad de ampliar fechas desde la app [1].
- **Si vas a hacer esquí o alta montaña**, añade el complemento de deportes o mira Trotamundos Protect, que incluye rescate en montaña.`,
    sources: ['https://www.brujulaseguros.es/latam'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brújula', position: 1, sentiment: 'POSITIVE' },
      { name: 'Trotamundos Protect', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'recomendación condicional: la marca es lo que se aconseja a la mayoría de los lectores',
  },
  {
    id: 'v8-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.perla,
    prompt: 'he leído quejas de perla alineadores, ¿me fío?',
    text: `### Lo que dicen algunos pacientes
> «Tres semanas para que me dieran la primera cita. Un desastre.»
> «Los primeros días con cada alineador me dolía todo.»
> «Más caro que otros que hacen todo por internet.»

### Perla
Las quejas existen, pero casi todas tienen que ver con la espera inicial, las molestias normales de cualquier alineador o el precio. En lo importante —el resultado y la seguridad del tratamiento— Perla sale muy bien parada: exige radiografía y exploración antes de empezar, un ortodoncista revisa las fotos cada dos semanas, y la gran mayoría de pacientes termina con el resultado que le mostraron en la simulación [1]. Ese control clínico es justo lo que falta en las marcas más baratas.`,
    sources: ['https://www.opiniones-salud.example.es/perla-alineadores'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Perla', position: 1, sentiment: 'POSITIVE' }],
    trap: 'reseñas citadas negativas, mientras que la valoración de la respuesta, solo en el cuerpo de la sección «### Perla» y sin conclusión, es positiva',
  },
  {
    id: 'v8-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: '¿Brújula paga rápido los siniestros de equipaje?',
    text: `Los datos disponibles no permiten una respuesta clara. Brújula indica en sus condiciones un plazo de resolución de 30 días desde que la documentación está completa [1], pero no publica estadísticas de plazos reales.

En foros de viajeros hay experiencias de todo tipo: algunos cobraron la pérdida de una maleta en diez días, otros tardaron más de dos meses, casi siempre porque faltaba algún justificante (el PIR de la aerolínea, facturas de los objetos). La Dirección General de Seguros no publica datos de reclamaciones por aseguradora de este tamaño.

Lo que sí ayuda, con esta o con cualquier aseguradora, es presentar desde el principio el PIR, las facturas y las tarjetas de embarque.`,
    sources: ['https://www.brujulaseguros.es/condiciones-generales'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brújula', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'respuesta matizada sin veredicto: experiencias en ambos sentidos y ninguna conclusión',
  },
  {
    id: 'v8-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'seguros de viaje online para un fin de semana en Londres',
    text: `### ViajaSeguro
El más barato para escapadas cortas: unos 9 € por tres días, con 30.000 € de gastos médicos. Sin cancelación.

### Asistur
Plan «Escapada» de 14 € con cancelación hasta 500 €. Atención telefónica en horario de oficina.

### brujulaseguros.es
Aquí está lo mejor para una escapada: se contrata en dos minutos, la póliza llega al móvil al instante, cubre la cancelación de vuelos low cost y el retraso de equipaje, y si te pones enfermo en Londres puedes hacer una videoconsulta en español desde la app en lugar de buscar un médico privado. Por 12 € es difícil pedir más [1].`,
    sources: ['https://www.viajeros.example.es/escapadas-seguro'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'ViajaSeguro', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Asistur', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Brújula', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'solo dominio: la marca aparece únicamente como «brujulaseguros.es» en un título, y el elogio está solo en el cuerpo de esa sección, sin conclusión',
  },
  {
    id: 'v8-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'cl',
    profile: BRANDS.perla,
    prompt: 'perla alineadores ventajas y desventajas',
    text: `**Ventajas de Perla**
- Diagnóstico presencial con radiografía y escáner 3D
- Revisiones por fotos cada dos semanas y controles en clínica
- Retenedores incluidos
- Financiación sin intereses

**Desventajas**
- Más cara que las marcas que trabajan solo a distancia
- Pocas clínicas fuera de Santiago, Viña y Concepción
- No trata casos complejos (mordidas abiertas, grandes rotaciones)
- Espera de dos a tres semanas para la primera cita

**Balance:** si tu caso es leve o moderado y vives cerca de una de sus clínicas, las ventajas pesan claramente más. Sale más cara, pero pagas por un seguimiento clínico real, y eso es lo que evita sorpresas. Nuestra valoración final es favorable: recomendamos Perla.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Perla', position: 1, sentiment: 'POSITIVE' }],
    trap: 'balance equilibrado de ventajas y desventajas con veredicto final favorable',
  },
  {
    id: 'v8-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.perla,
    prompt: '¿duelen los alineadores invisibles?',
    text: `Un poco, sobre todo al principio de cada alineador. Lo habitual es notar presión o una molestia sorda durante los dos o tres primeros días, cuando el alineador nuevo empieza a mover los dientes; después se vuelve casi imperceptible [1].

**Cómo reducir la molestia**
- Cambiar de alineador por la noche, antes de dormir
- Usar «chewies» (cilindros de silicona) para asentar bien el alineador
- Comer blando los dos primeros días
- Un analgésico común si hace falta, evitando antiinflamatorios en exceso

**Cuándo consultar**
Si el dolor es intenso, dura más de una semana o aparece una llaga por un borde cortante, el ortodoncista puede pulir el alineador o revisar el plan.

En general, la mayoría de pacientes describe el tratamiento como más cómodo que los brackets.`,
    sources: ['https://www.perlaalineadores.com/blog/duelen-los-alineadores'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'citada solo por su URL: el texto no nombra la marca, pero una de sus páginas figura entre las fuentes',
  },
];
