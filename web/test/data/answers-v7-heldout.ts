// Held-out set for the answer reader, seventh round (answers-v7). Written on 2026-11-26 apart from the code:
// the author read only web/test/data/answers-v3-types.ts (the type and the labelling conventions), never
// the reader's source (web/server/…), never the other labelled sets, and never ran the reader; every label
// was set by hand, as a careful human reader would read the answer.
//
// 112 answers: 48 typical (12 per language) and 64 hard (16 per language), in en, fr, de, es. Ten invented
// brands, each with three invented competitors, and the homonyms the answers play on:
// - Brindle (US vet clinics): "brindle", the coat colour of dogs.
// - Sundial Solar, alias Sundial (US solar installer): the garden sundial; an unrelated Australian installer
//   "Sundial Solar WA" (sundialsolar.com.au) in the same trade.
// - Marlowe (UK project-management SaaS): Christopher Marlowe the playwright (and Philip Marlowe).
// - Cigale (French online bank): the cicada of the fable; La Cigale, the Paris concert hall.
// - Ardoise, alias Maison Ardoise (French solid-wood furniture): ardoise, slate (tabletops, coasters).
// - Gipfel (German ski maker): Gipfel, a summit.
// - Lohnwerk (German payroll SaaS): Lohnwerk Brandt GmbH, a CNC contract manufacturer (another trade).
// - Nebelhorn VPN, alias Nebelhorn (Swiss VPN): the Nebelhorn mountain at Oberstdorf (and a foghorn).
// - Brisa (Spanish e-scooters): brisa, a breeze.
// - Alameda, alias Alameda Idiomas (language school): an alameda (tree-lined avenue); the Alameda de
//   Hércules in Seville.
// Typical answers are long engine-style Markdown (headings, ranked lists with pros/cons, tables with brands as
// rows or columns, [n] markers, closing verdicts) plus informational answers (prices, how-to, where made,
// return policy); four of them cite the brand only through its URL in the sources.
// Hard answers cover, four times each (once per language): homonyms (8 dedicated cases: a person, a place x3,
// a common word x2, a same-name company in the same trade and in another trade, plus homonyms mixed with real
// mentions in v7-hard-en-008 and v7-hard-de-008); branded prompts whose answer only echoes the prompt and then
// lists competitors; exclusions; verdicts sending the reader elsewhere; praise followed by a decisive
// reservation (en, de) and reservations followed by a positive pick (fr, es); head-to-head comparisons won by
// the competitor (en, de) or by the brand (fr, es); litotes and negations; verdicts given only by figures (fr,
// de) or only in a table column (en, es); conditional recommendations (labelled by what most readers are told);
// quoted user reviews whose tone differs from the answer's verdict; hedged answers with no verdict (NEUTRAL);
// brands named only by their domain; balanced pro/con reviews with a final verdict (positive en/de, negative
// fr/es); praise only in the body of a section whose heading does not name the brand; indirect criticism
// ("you get what you pay for", "support exists, in theory").
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  brindle: {
    brandName: 'Brindle',
    aliases: ['Brindle Vet', 'Brindle Veterinary'],
    url: 'https://www.brindlevet.com',
    competitors: ['PawCrest', 'Meadowvet', 'Tailwise'],
    context: 'Brindle: a US chain of veterinary clinics offering same-day appointments, wellness plans and 24/7 emergency care',
  },
  sundial: {
    brandName: 'Sundial Solar',
    aliases: ['Sundial'],
    url: 'https://www.sundialsolarhome.com',
    competitors: ['Brightroof Energy', 'Helioway', 'Ampere Ridge'],
    context: 'Sundial Solar: a US residential solar installer that designs, finances and installs rooftop panels and home batteries',
  },
  marlowe: {
    brandName: 'Marlowe',
    url: 'https://www.marlowehq.com',
    competitors: ['Taskloom', 'Plannery', 'Orbitask'],
    context: 'Marlowe: UK-based project-management software for small and mid-sized teams (boards, Gantt charts, time tracking)',
  },
  cigale: {
    brandName: 'Cigale',
    aliases: ['Cigale Banque'],
    url: 'https://www.cigale-banque.fr',
    competitors: ['Orée Banque', 'Kapsul', 'Pécule'],
    context: 'Cigale : banque en ligne française (compte courant, carte bancaire, épargne) sans frais de tenue de compte',
  },
  ardoise: {
    brandName: 'Ardoise',
    aliases: ['Maison Ardoise'],
    url: 'https://www.maison-ardoise.fr',
    competitors: ['Bois & Lin', 'Atelier Nordet', 'Meublum'],
    context: 'Ardoise : fabricant et vendeur en ligne de meubles en bois massif fabriqués en France',
  },
  gipfel: {
    brandName: 'Gipfel',
    aliases: ['Gipfel Sport'],
    url: 'https://www.gipfel-sport.de',
    competitors: ['Firnwerk', 'Alpstrom', 'Schneegrat'],
    context: 'Gipfel: deutscher Hersteller von Alpinski, Skischuhen und Skitourenausrüstung',
  },
  lohnwerk: {
    brandName: 'Lohnwerk',
    url: 'https://www.lohnwerk.de',
    competitors: ['Gehaltio', 'PayKontor', 'Lohnpilot'],
    context: 'Lohnwerk: Cloud-Software für Lohn- und Gehaltsabrechnung für kleine und mittlere Unternehmen in Deutschland',
  },
  nebelhorn: {
    brandName: 'Nebelhorn VPN',
    aliases: ['Nebelhorn'],
    url: 'https://www.nebelhorn-vpn.com',
    competitors: ['Tunnelfuchs', 'SecurLink', 'Privanet'],
    context: 'Nebelhorn VPN: VPN-Dienst mit Sitz in der Schweiz, ohne Protokollierung, für Privatkunden und kleine Teams',
  },
  brisa: {
    brandName: 'Brisa',
    aliases: ['Brisa Motion'],
    url: 'https://www.brisamotion.es',
    competitors: ['Voltia', 'Rodamo', 'Patinex'],
    context: 'Brisa: marca española de patinetes eléctricos urbanos, con venta en línea y servicio técnico propio',
  },
  alameda: {
    brandName: 'Alameda',
    aliases: ['Alameda Idiomas'],
    url: 'https://www.alamedaidiomas.com',
    competitors: ['Lenguaviva', 'Idiomas Cénit', 'Verbo Academia'],
    context: 'Alameda: escuela de idiomas con clases presenciales y en línea en España y Latinoamérica',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V7_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── typical, English ─────────────────────────────
  {
    id: 'v7-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'best veterinary clinic chains for emergency care in the US',
    text: `Finding a vet you trust before an emergency happens is one of the best things you can do for your pet. Below are the national and regional chains that consistently get good marks for emergency readiness, wait times and transparency on pricing [1][2].

### 1. PawCrest
PawCrest runs more than 300 locations, and about a third of them are full 24/7 emergency hospitals with board-certified criticalists on site [1].
- **Pros:** true round-the-clock ER coverage, in-house imaging, clear triage system
- **Cons:** wellness visits are pricier than at independents

### 2. Brindle
**Brindle** is smaller, but it is built around same-day access: every clinic keeps open slots for urgent cases, and its urgent-care wing stays open until midnight in most metro areas [2].
- **Pros:** same-day appointments almost everywhere, itemized estimates before treatment, friendly app for records
- **Cons:** fewer locations outside big cities

### 3. Tailwise
Tailwise is the budget pick. Its flat-fee urgent exam ($89) is the lowest we found, and it partners with local ER hospitals for overnight cases [3].
- **Pros:** low, predictable fees; good for minor emergencies
- **Cons:** no overnight hospitalization of its own

| Chain | 24/7 ER | Same-day urgent | Urgent exam fee |
|---|---|---|---|
| PawCrest | Yes (about 1 in 3 sites) | Most sites | $120–$160 |
| Brindle | Select sites | Yes | $95–$130 |
| Tailwise | No (partners) | Yes | $89 flat |

### Bottom line
If you want a true emergency hospital near you, **PawCrest** is the safest bet. For fast same-day care with honest estimates, **Brindle** is excellent and our favourite for urban pet owners. On a tight budget, **Tailwise** handles minor emergencies well.`,
    sources: ['https://www.petcarereport.org/emergency-vet-chains', 'https://www.brindlevet.com/urgent-care', 'https://www.tailwise.com/pricing'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'PawCrest', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brindle', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tailwise', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'how much does a Brindle vet visit cost',
    text: `Prices at **Brindle** vary by city and by what your pet needs, but the chain publishes a price guide for its most common services [1]. Here is what you can expect in 2026:

**Routine visits**
- Wellness exam (dog or cat): **$65–$85**
- Puppy or kitten first visit, including first vaccines: **$120–$150**
- Core vaccine booster: **$28–$40** per shot

**Urgent and emergency care**
- Same-day urgent exam: **$95–$130**
- After-hours emergency exam (select clinics): **$150–$190**
- X-ray, two views: **$180–$260**

**Wellness plans**
Brindle also sells monthly wellness plans [2]:

| Plan | Monthly fee | What's included |
|---|---|---|
| Essential | $29 | 2 exams, core vaccines, 1 fecal test |
| Plus | $45 | Essential + dental cleaning discount, bloodwork |
| Senior | $59 | Plus + two senior screens per year |

Plans renew for 12 months and can be cancelled after the first year without a fee. They do not cover emergencies or surgery, so many owners pair them with separate pet insurance.

**Tips to keep costs down**
1. Ask for an itemized estimate before any procedure — Brindle provides one by default.
2. Book routine care during weekday hours; evening urgent slots cost more.
3. Check whether your pet insurer reimburses the exam fee as well as treatment.

Prices above are averages from the published guide and can differ in high-cost areas such as New York or San Francisco [1].`,
    sources: ['https://www.brindlevet.com/pricing', 'https://www.brindlevet.com/wellness-plans'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brindle', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'Meadowvet vs Brindle vs Tailwise for an older cat with kidney disease',
    text: `For a senior cat with chronic kidney disease (CKD), what matters most is continuity of care: regular bloodwork, a vet who knows the history, and quick access if your cat suddenly stops eating. Here's how the three chains compare [1][2][3].

| | Meadowvet | Brindle | Tailwise |
|---|---|---|---|
| Feline-friendly certification | Some clinics | All clinics | No |
| Senior bloodwork panel | $165 | $140 (in Senior plan) | $150 |
| Same-day sick visits | Limited | Yes | Yes |
| Internal medicine specialist | Referral | In-house at larger sites | Referral |
| Fluid therapy at home training | Yes | Yes | On request |

**Meadowvet**
Meadowvet's clinics are calm and well run, and its vets are thorough. The issue is availability: same-day appointments are hard to get, which matters for a CKD cat that can decline fast.

**Brindle**
Brindle is the strongest fit here. Every clinic is feline-friendly certified, the Senior wellness plan bundles the twice-yearly kidney panel, and you can usually be seen the same day if your cat stops eating [2]. Owners also praise the written care plans and the app that charts creatinine and SDMA over time.

**Tailwise**
Tailwise is cheaper for one-off visits, but it doesn't offer the continuity a chronic patient needs, and specialists are by referral only.

### Verdict
For an older cat with kidney disease, go with **Brindle**: it combines cat-friendly clinics, bundled monitoring and reliable same-day access. Meadowvet is a reasonable second choice if there's one close to you and you can plan visits well ahead.`,
    sources: ['https://www.meadowvet.com/senior-care', 'https://www.brindlevet.com/senior-plan', 'https://www.felinehealthguide.org/ckd-vet-checklist'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Meadowvet', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brindle', position: 2, sentiment: 'POSITIVE' },
      { name: 'Tailwise', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v7-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'best residential solar installers in Arizona 2026',
    text: `Arizona is one of the best states for rooftop solar: more than 300 sunny days a year, net-billing with APS and TEP, and a competitive installer market. We compared installers on price per watt, equipment, warranty and customer reviews [1][2].

1. **Sundial Solar** — best overall
   - Average price: **$2.65/W** before the federal credit
   - 25-year workmanship warranty, tier-1 panels, battery-ready designs
   - Reviewers highlight on-time installs and a single project manager from quote to permission to operate [2]
2. **Helioway** — best for financing
   - Average price: $2.80/W
   - Flexible $0-down loans and a lease option
   - Interconnection delays reported in the Tucson area
3. **Brightroof Energy** — best for premium equipment
   - Average price: $3.10/W
   - Offers high-efficiency panels and integrated batteries
   - Higher price, but excellent build quality

| Installer | $/W | Workmanship warranty | Battery options | Review score |
|---|---|---|---|---|
| Sundial Solar | 2.65 | 25 years | Yes | 4.8 |
| Helioway | 2.80 | 10 years | Yes | 4.4 |
| Brightroof Energy | 3.10 | 25 years | Yes | 4.6 |

### What to check before you sign
- Ask for a production estimate based on your actual roof orientation and shading.
- Compare the net-billing export rate, not the retail rate, when you model savings.
- Make sure the quote lists panel and inverter models, not just "tier-1 equipment".

### Bottom line
For most Arizona homeowners, **Sundial Solar** offers the best mix of price, warranty and install experience. Pick Helioway if you need a $0-down loan, or Brightroof Energy if you want the most efficient panels and don't mind paying more.`,
    sources: ['https://www.solarbuyersguide.org/arizona-installers', 'https://www.sundialsolarhome.com/reviews'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sundial Solar', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioway', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brightroof Energy', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'where are Sundial Solar panels made and who makes the inverters',
    text: `**Sundial Solar** is an installer, not a panel manufacturer, so the equipment on your roof comes from third-party suppliers [1].

### Panels
Since 2025, Sundial Solar has sourced most of its modules from two factories:
- **Georgia, USA** — monocrystalline 400–430 W panels, which qualify for the domestic-content bonus on some commercial projects
- **Malaysia** — a backup supplier used when US stock runs short

The exact model is listed on your proposal, and you can ask for US-made panels specifically; availability depends on your region [1][2].

### Inverters and batteries
- **Microinverters** are the default on most residential jobs, made in Mexico and Vietnam by a large US-listed supplier.
- **String inverters** are used on larger, unshaded roofs.
- **Batteries**: Sundial installs two lithium iron phosphate (LFP) models, both assembled in the US.

### Warranties
| Component | Who warrants it | Term |
|---|---|---|
| Panels | Manufacturer | 25 years product and output |
| Microinverters | Manufacturer | 25 years |
| Battery | Manufacturer | 10 years |
| Installation and roof penetrations | Sundial Solar | 25 years |

### How to check your own system
Your system documents include a bill of materials with every serial number. You can also find the panel model on the label on the back of each module or in the monitoring app under "System details" [2].

If country of origin matters to you (for instance for tariff or domestic-content reasons), ask the sales rep to confirm it in writing before you sign.`,
    sources: ['https://www.sundialsolarhome.com/equipment', 'https://www.sundialsolarhome.com/help/system-details'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sundial Solar', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'Sundial Solar reviews — is it a good installer?',
    text: `Reviews of **Sundial Solar** are mixed, and the pattern in them is fairly consistent [1][2][3].

**What customers like**
- Competitive quotes, often 5–10% below larger national installers
- Clean, tidy installs with well-placed conduit
- A 25-year workmanship warranty on paper

**What customers complain about**
- **Long delays after installation.** Many reviewers waited two to four months for permission to operate, with little communication in between [2].
- **Service tickets.** Several owners report that inverter faults took weeks to fix, and that warranty claims required repeated follow-ups [3].
- **Sales pressure.** A recurring complaint is that door-to-door reps overstated savings and downplayed the switch to net billing.

| Aspect | Rating from reviewers |
|---|---|
| Price | ★★★★☆ |
| Install quality | ★★★★☆ |
| Communication | ★★☆☆☆ |
| After-sales service | ★★☆☆☆ |

The Better Business Bureau lists a high volume of complaints relative to the company's size, though most were eventually answered [3].

### How it compares
Installers such as **Ampere Ridge** and **Brightroof Energy** are a little more expensive, but their after-sales service scores are clearly better in the same regions, and both answer warranty tickets within days.

### Verdict
Sundial Solar can give you a good price, but the post-install experience is too unreliable to recommend it. Solar is a 25-year relationship; we would rather pay slightly more with **Ampere Ridge** or **Brightroof Energy** and get dependable service.`,
    sources: ['https://www.solarreviewhub.com/sundial-solar', 'https://www.reddit.com/r/solar/comments/sundial_pto_delays', 'https://www.bbb.org/us/az/phoenix/profile/solar/sundial-solar'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sundial Solar', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ampere Ridge', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brightroof Energy', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'best solar companies in Texas for homes with a battery',
    text: `Texas has a deregulated electricity market, so the value of home solar depends heavily on your retail plan's buyback rate. A battery helps you ride out grid outages and use more of your own production in the evening [1].

### Top picks

**1. Ampere Ridge**
Ampere Ridge is a Texas-based installer with strong ratings in Houston, Austin and Dallas–Fort Worth.
- Pros: local crews, quick permitting, good battery pricing
- Cons: limited coverage in West Texas

**2. Helioway**
A national installer with strong financing options and a large battery lineup.
- Pros: $0-down loans, whole-home backup designs
- Cons: interconnection delays reported in some co-ops

**3. Brightroof Energy**
Premium panels and a polished app.
- Pros: high-efficiency modules, 25-year warranty
- Cons: among the priciest quotes in the state

| Company | Avg. price (with battery) | Backup type | Warranty |
|---|---|---|---|
| Ampere Ridge | $31,500 | Partial or whole-home | 25 years |
| Helioway | $33,800 | Whole-home | 10 years |
| Brightroof Energy | $36,900 | Whole-home | 25 years |

### Tips
- Pair your system with a retail plan that credits exports at or near the retail rate.
- Size the battery for your critical loads (fridge, internet, HVAC blower) rather than the whole house, unless you can afford two units.
- Check whether your utility or co-op offers a rebate for batteries that join a virtual power plant [2].

### Final thoughts
**Ampere Ridge** is the best all-round choice for most Texans adding a battery, with **Helioway** a close second if you need financing.`,
    sources: ['https://www.texassolarguide.org/batteries', 'https://www.energysage.com/local-data/solar-rebates/tx/'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ampere Ridge', position: 1, sentiment: 'POSITIVE' },
      { name: 'Helioway', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brightroof Energy', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'best project management software for a small creative agency in the UK',
    text: `Small agencies need a tool that juggles several client projects at once, tracks time against budgets and doesn't take a week to set up. Here are the options that fit a 5–30 person UK studio best [1][2].

| Tool | Best for | Time tracking | Client portal | Price (per user/month) |
|---|---|---|---|---|
| **Marlowe** | Agencies juggling many clients | Built in | Yes | £9 |
| **Plannery** | Visual planning and resourcing | Add-on | No | £11 |
| **Orbitask** | Larger teams with complex workflows | Built in | Yes | £16 |

### 1. Marlowe — our top pick
Marlowe was designed with agencies in mind. Each client gets a workspace, budgets burn down automatically as people log time, and the client portal lets you share timelines and collect approvals without exporting PDFs [1].
- **Pros:** fast onboarding, GBP billing and UK data hosting, very good Gantt view
- **Cons:** reporting is basic compared with Orbitask; the mobile app lacks offline mode

### 2. Plannery
Plannery's resource planner is the best of the three: you can drag people across projects and immediately see who is overbooked.
- **Pros:** excellent capacity view, attractive interface
- **Cons:** time tracking costs extra; no client-facing view

### 3. Orbitask
Orbitask is the most powerful option, with custom fields, automations and portfolio dashboards [2].
- **Pros:** handles complex workflows, strong reporting
- **Cons:** overkill and expensive for a small studio; steep learning curve

### How to choose
1. List your must-haves (time tracking, client approvals, resourcing).
2. Run a two-week trial with a live project rather than a demo.
3. Check integrations with your accounting tool (Xero, FreeAgent, QuickBooks).

### Verdict
For most small UK agencies, **Marlowe** is the best balance of features, price and ease of use. Choose Plannery if resource planning is your main headache. Orbitask is an excellent tool too, and the right call once you grow well past 30 people.`,
    sources: ['https://www.marlowehq.com/agencies', 'https://www.saasreview.co.uk/project-management-agencies'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'POSITIVE' },
      { name: 'Plannery', position: 2, sentiment: 'POSITIVE' },
      { name: 'Orbitask', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'how do I build a Gantt chart for a small team project',
    text: `A Gantt chart shows each task as a bar on a timeline, so you can see at a glance what happens when, and what depends on what. Here's a simple way to build one [1].

### Step 1: List the deliverables
Start from the end result and break it into deliverables (for a website: sitemap, design, content, build, testing, launch).

### Step 2: Break deliverables into tasks
Each task should be small enough to take between half a day and two weeks. If a task is longer, split it.

### Step 3: Estimate durations
Ask the person who will do the work. Add a buffer of 10–20% to tasks with many unknowns.

### Step 4: Set dependencies
Most links are **finish-to-start** (testing can't start until the build is done). Avoid chaining everything: parallel tasks shorten the project.

### Step 5: Assign owners and check the load
A Gantt chart that puts one person on three overlapping tasks is a warning sign. Most tools, such as **Taskloom** or **Plannery**, flag overloads automatically [2].

### Step 6: Mark milestones and the critical path
Milestones are zero-length markers (e.g. "client sign-off"). The critical path is the chain of tasks where any delay moves the end date.

### Tools you can use
| Option | Good for | Cost |
|---|---|---|
| Spreadsheet template | One-off projects, 20–30 tasks | Free |
| Dedicated PM software | Recurring projects, shared with the team | £5–£15 per user/month |
| Whiteboard or sticky notes | Kick-off workshops | Free |

### Common mistakes
- Planning to the hour: keep the chart at day or week level.
- Forgetting holidays and part-time schedules.
- Never updating it — a Gantt chart is only useful if someone moves the bars when reality changes.

Revisit the chart weekly with the team and you'll catch slippage early.`,
    sources: ['https://www.marlowehq.com/blog/gantt-chart-basics', 'https://www.pmtoday.co.uk/gantt-guide'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Taskloom', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Plannery', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'Marlowe pricing plans explained',
    text: `**Marlowe** has three paid plans plus a free tier, all billed per user. Prices below are in GBP and exclude VAT [1].

| Plan | Monthly billing | Annual billing | Users | Key features |
|---|---|---|---|---|
| Free | £0 | £0 | Up to 3 | Boards, lists, 1 GB storage |
| Team | £11 | £9 | 3–50 | Gantt charts, time tracking, guests |
| Business | £18 | £15 | 10+ | Client portal, budgets, advanced reports |
| Enterprise | Custom | Custom | 100+ | SSO, audit log, dedicated support |

**What's worth knowing**
- **Guests are free** on Team and above, so clients and freelancers can comment without a paid seat [1].
- **Time tracking** is included from Team; budget burn-down and invoices need Business.
- **Storage** rises to 100 GB per workspace on Team and unlimited on Business.
- **Discounts:** registered charities and schools get 50% off Team and Business [2].

**Trials and cancellation**
All paid plans come with a 14-day trial without a card. If you cancel an annual plan mid-term, unused months are not refunded, but you keep access until the end of the period. Monthly plans can be cancelled at any time.

**Example costs**
- A 6-person studio on Team, billed annually: 6 × £9 × 12 = **£648 a year**.
- A 25-person agency on Business, billed annually: 25 × £15 × 12 = **£4,500 a year**.

Prices were last updated in September 2026; check the pricing page before you buy, as introductory offers change regularly.`,
    sources: ['https://www.marlowehq.com/pricing', 'https://www.marlowehq.com/nonprofit'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Marlowe', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'Marlowe vs Taskloom — which is better for a 12-person marketing team?',
    text: `Both are solid tools, but they are built around different ideas: **Taskloom** is a flexible task database you shape yourself, while **Marlowe** is an opinionated project tool with timelines, time tracking and client sharing built in [1][2].

### Feature comparison

| Feature | Marlowe | Taskloom |
|---|---|---|
| Setup time | An afternoon | One to two weeks |
| Gantt / timeline | Native, with dependencies | Via a view, no dependencies on lower plans |
| Time tracking | Built in | Third-party integration |
| Automations | Basic rules | Advanced, multi-step |
| Client sharing | Portal with approvals | Public links |
| Price (12 users, annual) | £1,296/yr | £1,584/yr |

### Where Marlowe wins
- **Campaign timelines:** dependencies and a critical path view make launch planning easy.
- **Less admin:** templates for campaigns, content calendars and events work out of the box.
- **Cost:** cheaper for a team of 12, with time tracking included.

### Where Taskloom wins
- **Automation:** if you want to route requests, auto-assign tasks and sync with your CRM, Taskloom is far more capable.
- **Flexibility:** it adapts to unusual workflows better.

### Team feedback
Marketing teams that switched to Marlowe often mention that adoption was quick: people actually update their tasks, which is the biggest problem with most PM tools [2].

### Our recommendation
For a 12-person marketing team, **Marlowe** is the better choice: quicker to adopt, cheaper and stronger on the timelines that campaigns depend on. Taskloom is also a strong tool — it makes sense if you have an operations person who enjoys building automated workflows.`,
    sources: ['https://www.marlowehq.com/compare/taskloom', 'https://www.g2.com/compare/marlowe-vs-taskloom'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Taskloom', position: 1, sentiment: 'POSITIVE' },
      { name: 'Marlowe', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'vet open on Sunday in Denver for a dog with an ear infection',
    text: `An ear infection isn't usually an emergency, but it's painful, so it's worth getting your dog seen within a day or two. Several clinics in Denver see sick pets on Sundays [1][2]:

**1. Meadowvet – Highlands**
- Sunday hours: 10 am – 4 pm
- Walk-ins accepted if slots remain; book online to be safe
- Sick visit: about $85 plus cytology (~$45)

**2. Brindle – Cherry Creek and Lakewood**
- Sunday hours: 9 am – 7 pm at both clinics
- Same-day slots are held back for sick pets, so you can usually book the morning of
- Sick visit: about $95; ear cytology included in the exam at these locations [2]
- Owners consistently praise the clear estimates and the follow-up call two days later

**3. Emergency hospitals**
If your dog has a head tilt, loss of balance, severe swelling or is in a lot of pain, go to a 24/7 emergency hospital instead. Expect to pay $150–$250 just for the exam.

### What to expect at the visit
1. The vet looks into the ear canal with an otoscope to check the eardrum.
2. A swab is examined under the microscope to see whether it's yeast, bacteria or both.
3. Treatment is usually a cleaning plus medicated drops; a follow-up check is recommended after 10–14 days.

### What not to do
Don't put cotton swabs, hydrogen peroxide or leftover drops into the ear before it's examined — if the eardrum is damaged, some drops can cause hearing loss.

### Our pick
For a Sunday visit with minimal waiting, **Brindle** is the most convenient option: long hours, bookable same-day slots and cytology included in the price.`,
    sources: ['https://www.meadowvet.com/locations/denver-highlands', 'https://www.brindlevet.com/locations/denver'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Meadowvet', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Brindle', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  // ───────────────────────────── hard, English ─────────────────────────────
  {
    id: 'v7-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'project management tool for a small theatre company staging Doctor Faustus',
    text: `Staging Christopher Marlowe's *Doctor Faustus* with a small company means coordinating a lot in a short time: casting, the devils' costumes, pyrotechnics for the final scene, and rehearsals that have to fit around day jobs. Marlowe wrote the play for a bare Elizabethan stage, but a modern production still needs a clear schedule.

**What to look for in a tool**
- A shared calendar for rehearsals and fittings
- Task lists per department (set, costume, lighting, sound)
- Easy access for volunteers who won't install anything

**Good fits**
1. **Plannery** — its visual timeline works well for a production schedule counting down to opening night, and the free plan covers up to five people.
2. **Taskloom** — flexible boards for each department; you can keep a props list as a database with photos.

A shared spreadsheet also works for very small casts. Whatever you pick, set one person (usually the stage manager) as the owner of the schedule, so Faustus doesn't sign his pact before the set is built.`,
    sources: ['https://www.theatrecrafts.com/stage-management-tools'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Plannery', position: 1, sentiment: 'POSITIVE' },
      { name: 'Taskloom', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (person): Christopher Marlowe the playwright, never the Marlowe software',
  },
  {
    id: 'v7-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'au',
    profile: BRANDS.sundial,
    prompt: 'reliable solar installers in Perth, Western Australia',
    text: `Perth has a mature rooftop-solar market, so you have plenty of choice. Look for a Clean Energy Council approved retailer and installers who quote specific panel and inverter models [1].

**Well-reviewed local options**
- **Westcoast Sun Co.** — family-owned, strong after-sales service, mid-range prices.
- **Sundial Solar WA** — a Perth installer operating since 2011 (sundialsolar.com.au). Note that it is a local business and has no connection to the US company of a similar name. Customers praise its tidy installs and quick Synergy paperwork [2].
- **Swan Valley Energy** — good for larger rural systems with batteries.

**Typical prices (2026)**
| System size | Installed price after STCs |
|---|---|
| 6.6 kW | A$4,800–A$6,200 |
| 10 kW | A$7,500–A$9,500 |
| 10 kW + 13 kWh battery | A$16,000–A$19,500 |

Get at least three quotes, and check that the installer will be around to honour the workmanship warranty.`,
    sources: ['https://www.cleanenergycouncil.org.au/consumers', 'https://www.sundialsolar.com.au/reviews'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'homonym (same-name company, same trade): an unrelated Australian installer called Sundial Solar WA, with its own .com.au domain',
  },
  {
    id: 'v7-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'Is Brindle a good vet for rabbits and other exotic pets?',
    text: `There isn't a simple yes or no to "is Brindle a good vet for rabbits and other exotic pets" — what matters is whether a given clinic has a veterinarian with exotics training, and that varies by location, not by chain.

**What to look for**
- A vet who is a member of the Association of Exotic Mammal Veterinarians
- Rabbit-safe anesthesia protocols and isoflurane gas
- Hospital space away from dogs and cats

**Chains with dedicated exotics services**
- **Meadowvet** runs "Small & Exotic" clinics in 14 metro areas, with rabbit dentistry and bird care [1].
- **PawCrest** has exotics specialists at its larger hospitals and accepts referrals for reptiles [2].

Independent exotics practices are often the best option; the House Rabbit Society keeps a list of rabbit-savvy vets by state [3]. Call ahead and ask how many rabbits the vet sees each week — the answer tells you a lot.`,
    sources: ['https://www.meadowvet.com/exotics', 'https://www.pawcrest.com/services/exotics', 'https://rabbit.org/vet-listings/'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Meadowvet', position: 1, sentiment: 'POSITIVE' },
      { name: 'PawCrest', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt: the brand appears only in the quoted restatement of the prompt, then only competitors are named',
  },
  {
    id: 'v7-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'best free project management tools for a 10-person nonprofit',
    text: `Here are the free plans that genuinely work for a team of ten [1][2]:

1. **Plannery Free** — unlimited projects and up to 10 members, with the timeline view included. Best overall for small charities.
2. **Taskloom Community** — free for registered nonprofits, with automations capped at 250 runs a month.
3. **Orbitask Starter** — generous storage and forms, though the interface takes time to learn.

**Why some popular tools aren't here**
I left Marlowe out on purpose: its free tier stops at three users and the Gantt view and guest access are paid features, so a ten-person team would end up paying anyway. Its 50% charity discount is nice, but it still isn't free.

**Tips**
- Ask for a nonprofit upgrade: Taskloom and Orbitask both grant one on request.
- Keep a single tool; splitting volunteers across two apps rarely works.

**Bottom line:** start with Plannery Free, and switch to Taskloom Community if you need automations.`,
    sources: ['https://www.charitydigital.org.uk/free-pm-tools', 'https://www.plannery.com/pricing'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Plannery', position: 1, sentiment: 'POSITIVE' },
      { name: 'Taskloom', position: 2, sentiment: 'POSITIVE' },
      { name: 'Orbitask', position: 3, sentiment: 'POSITIVE' },
      { name: 'Marlowe', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "I left Marlowe out" — named, but excluded from the list',
  },
  {
    id: 'v7-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'my dog needs overnight monitoring after surgery — is Brindle a good option?',
    text: `Brindle does a lot well — same-day appointments, itemized estimates, a good app — and its surgeons are well regarded for routine procedures like spays and dental extractions.

For overnight monitoring, though, it's the wrong fit. Most Brindle clinics close at midnight and don't staff a technician overnight; patients who need monitoring are transferred to a partner hospital, which means moving a dog that has just had surgery [1].

**Look elsewhere for this.** PawCrest's 24/7 hospitals keep a technician and a veterinarian on site all night, with ICU cages, oxygen and continuous ECG monitoring [2]. If there's no PawCrest near you, search for any hospital accredited for emergency and critical care (VECCS Level I or II).

**Questions to ask any hospital**
- Is a veterinarian (not only a technician) on site overnight?
- How often are vitals checked?
- Will I get an update call in the evening and the morning?`,
    sources: ['https://www.brindlevet.com/faq/overnight-care', 'https://www.pawcrest.com/24-7-hospitals'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brindle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'PawCrest', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise in the first lines, then a verdict sending the reader elsewhere ("look elsewhere")',
  },
  {
    id: 'v7-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'should I sign with Sundial Solar in Nevada?',
    text: `On paper, Sundial Solar's Nevada quotes are excellent: around $2.55 per watt, tier-1 panels, a 25-year workmanship warranty and a sales process customers describe as low-pressure. Its installs in Las Vegas score well with inspectors, and the monitoring app is one of the better ones [1].

The problem is what happens after the install. In August 2026 the company announced it would stop operating its own service crews in Nevada and hand warranty work to a third-party contractor [2]. A 25-year warranty is only as good as the people who come out to honour it, and early reports of 6–8 week waits for service calls are not encouraging.

So, despite the attractive price, I wouldn't sign with Sundial in Nevada right now. Get a quote from an installer with a local service team — **Ampere Ridge** opened a Henderson branch this year and answers service tickets within a week — and only reconsider Sundial if the new service arrangement proves reliable.`,
    sources: ['https://www.solarreviewhub.com/sundial-solar-nevada', 'https://www.reviewjournal.com/business/sundial-solar-service-nevada'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sundial Solar', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ampere Ridge', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'praise first, then a decisive reservation: do not sign',
  },
  {
    id: 'v7-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'Marlowe or Orbitask for a 150-person engineering department?',
    text: `At 150 people, the question is less about task lists and more about portfolio visibility, permissions and integrations [1].

| Need | Marlowe | Orbitask |
|---|---|---|
| Portfolio dashboards | Basic | Advanced, cross-project |
| Granular permissions | Workspace-level | Field-level |
| Jira / GitHub sync | One-way | Two-way |
| SSO and audit log | Enterprise plan | All business plans |
| Price (150 users) | ~£27,000/yr | ~£32,000/yr |

Marlowe is pleasant to use, and smaller squads in your department would probably like it. But it was designed for teams of 5–50, and it shows at your scale: reporting across dozens of projects is thin, and the one-way Git sync means engineers would update two systems.

**Orbitask wins this comparison.** The extra cost buys real portfolio management and two-way developer integrations, which you'll need at 150 people. Choose Orbitask.`,
    sources: ['https://www.saasreview.co.uk/marlowe-vs-orbitask'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Marlowe', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Orbitask', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'head-to-head comparison won by the competitor',
  },
  {
    id: 'v7-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'Brindle vet reviews Chicago',
    text: `I looked at recent reviews of the three Brindle clinics in Chicago (Lincoln Park, West Loop and Logan Square) [1].

The short version: it's hard to fault. Wait times are rarely longer than 15 minutes, estimates are itemized before anything is done, and the vets take time to explain. One owner of a brindle greyhound with a chronic skin condition wrote that it was "the first place that didn't just hand us steroids and send us home."

The criticisms are minor and not unusual for a city clinic: parking in West Loop is a pain, and prices are not bad at all but not the cheapest either — a wellness exam costs about $78.

Compared with the other chains nearby, you won't find many reasons to go elsewhere. If you live near one of the three clinics, Brindle is an easy recommendation.`,
    sources: ['https://www.yelp.com/search?find_desc=Brindle+vet&find_loc=Chicago', 'https://www.brindlevet.com/locations/chicago'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Brindle', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes ("hard to fault", "not bad at all", "won\'t find many reasons to go elsewhere") plus a homonym (a brindle greyhound) inside the same answer',
  },
  {
    id: 'v7-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'compare solar installers in Colorado',
    text: `Here's how the three most-quoted installers in the Denver and Colorado Springs area compare, based on 2026 quotes and public review data [1][2]:

| Installer | $/W (before credit) | Workmanship warranty | Avg. days to PTO | Review score | Recommended? |
|---|---|---|---|---|---|
| Helioway | 2.95 | 10 yrs | 94 | 3.6 | No |
| Sundial Solar | 2.70 | 25 yrs | 41 | 4.7 | Yes |
| Brightroof Energy | 3.25 | 25 yrs | 38 | 4.6 | Yes |

Notes on the data:
- Prices are for a 7–8 kW system on a composition-shingle roof.
- "Days to PTO" counts from contract signature to permission to operate from Xcel Energy.
- Review scores are the average across Google, Yelp and SolarReviews, weighted by number of reviews.

Xcel's Solar*Rewards incentive has been reduced for 2026, so get a new quote if yours is older than three months.`,
    sources: ['https://www.solarbuyersguide.org/colorado-installers', 'https://www.xcelenergy.com/solar-rewards'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Helioway', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sundial Solar', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brightroof Energy', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict given only in a table column ("Recommended? Yes/No") and by figures; the prose never judges',
  },
  {
    id: 'v7-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'which project management software should our 20-person design studio use?',
    text: `It depends on one thing: how much portfolio reporting you need.

If you run dozens of concurrent projects and leadership wants cross-project dashboards, resource forecasts and custom fields on everything, **Orbitask** is the tool built for that — but expect a month of setup and a higher bill.

Otherwise — and that's the situation of most 20-person studios — go with **Marlowe**. Its client portal handles approvals, time tracking is built in, the Gantt view is the clearest of the lot, and people are productive on day one. At £9 per user per month it's also the cheapest of the serious options.

Plannery is a fine alternative if your main pain is resourcing, but for a design studio of your size Marlowe is the one I'd pick.`,
    sources: ['https://www.marlowehq.com/studios', 'https://www.saasreview.co.uk/pm-tools-design-studios'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orbitask', position: 1, sentiment: 'POSITIVE' },
      { name: 'Marlowe', position: 2, sentiment: 'POSITIVE' },
      { name: 'Plannery', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation: the competitor comes first under a narrow condition; most readers are sent to Marlowe',
  },
  {
    id: 'v7-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'cheapest good vet for routine checkups in Phoenix',
    text: `If your priority is keeping routine care affordable, here's what I found [1][2].

**Brindle** has glowing reviews in Phoenix. A few typical ones:
> "Best vet experience we've ever had — they squeezed us in the same day!"
> "Five stars. The estimate was exactly what we paid."

Those reviews are about service, though, and you asked about price. Brindle raised its Phoenix wellness exam to $92 this year, and its wellness plans only pay off if you use every included visit. For routine checkups on a budget, I wouldn't go there.

**Tailwise** is the better answer to your question: $49 wellness exams, $22 vaccines, and no membership needed. Reviews are less effusive ("fine, quick, cheap"), but for a healthy pet that needs a yearly check and boosters, it does the job at about half the price.

**My recommendation:** Tailwise for routine care; keep an urgent-care option in mind for emergencies.`,
    sources: ['https://www.yelp.com/search?find_desc=vet&find_loc=Phoenix', 'https://www.tailwise.com/pricing'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brindle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tailwise', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'quoted five-star user reviews, but the answer\'s own verdict advises against the brand',
  },
  {
    id: 'v7-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'Sundial Solar or Helioway in California?',
    text: `Both Sundial Solar and Helioway operate across California, and both can be a reasonable choice — the right one depends on details I don't have.

Some factors that would tip it:
- **Your utility.** Under NEM 3.0, systems without a battery export at low rates. Both companies offer batteries, but their sizing advice differs, so compare the modelled self-consumption, not just the price.
- **Financing vs cash.** Helioway leans on loans and leases; Sundial Solar quotes are typically cash or third-party loans. The better deal depends on your tax situation.
- **Local crews.** Service quality varies more by region than by brand. Check recent reviews for your county specifically.
- **Equipment.** Ask both for the exact panel, inverter and battery models, and compare warranties line by line.

I'd suggest getting a written quote from each and comparing the cost per expected kWh over 25 years. Without your roof, usage and utility details, I can't say which one will come out ahead.`,
    sources: ['https://www.cpuc.ca.gov/nem', 'https://www.energysage.com/solar/california/'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sundial Solar', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Helioway', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged answer with no verdict: both named, no recommendation (NEUTRAL)',
  },
  {
    id: 'v7-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.marlowe,
    prompt: 'simple tool to track a home renovation project with my builder',
    text: `For a home renovation you want something simple enough that your builder will actually open it. A few options:

- **A shared spreadsheet** — one tab for tasks and dates, one for costs. Free and familiar, but no reminders.
- **marlowehq.com** — the free plan covers up to three people, which is exactly you, your partner and the builder. The timeline view makes it obvious when the plasterer is waiting on the electrician, and you can attach photos and quotes to each task. Genuinely the easiest of the lot to get a non-techie builder to use.
- **A WhatsApp group plus a calendar** — what most people end up doing, and what causes most "I thought you'd ordered the tiles" moments.

Whatever you use, agree on a weekly check-in and keep all quotes and variations in one place. My pick for your situation is the free plan at marlowehq.com.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Marlowe', position: 1, sentiment: 'POSITIVE' }],
    trap: 'the brand is named only by its domain (marlowehq.com), with no sources',
  },
  {
    id: 'v7-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'Brindle wellness plan — pros and cons',
    text: `**Pros**
- Spreads routine costs into a predictable monthly payment ($29–$59)
- Includes two exams a year, so problems are caught earlier
- Bloodwork on the Plus and Senior plans would cost $140+ on its own
- 10% off other services at any Brindle clinic

**Cons**
- 12-month commitment; cancelling early means paying the difference
- Doesn't cover emergencies, surgery or medication — it isn't insurance
- You only save if you actually use the included visits
- Only usable at Brindle, so less useful if you move often

**Who comes out ahead?** Puppies, kittens and senior pets, which need frequent visits and lab work. A healthy adult dog that only needs a yearly check and boosters may save little or nothing.

**Verdict:** on balance it's a good deal for most owners who already use Brindle — especially with a young or senior pet. Sign up, but use every visit.`,
    sources: ['https://www.brindlevet.com/wellness-plans'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Brindle', position: 1, sentiment: 'POSITIVE' }],
    trap: 'balanced pros/cons list with a positive final verdict',
  },
  {
    id: 'v7-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.brindle,
    prompt: 'best vet for a very anxious dog in Seattle',
    text: `Anxious dogs do much better at clinics that use low-stress handling. Here are options in Seattle by situation [1][2]:

### PawCrest – Capitol Hill
A large hospital with everything on site, open seven days, with behaviour consults available by referral.

### Best for fear-free visits
Brindle's Ballard and Fremont clinics are certified Fear Free: separate dog entrances, pheromone diffusers, treats throughout the exam and the option of pre-visit calming medication. Reviewers with reactive dogs are unanimous that this is where their dogs finally stopped shaking at the vet, and this is where I would take an anxious dog.

### Meadowvet – Green Lake
Quiet and small. Appointments are longer, but availability is limited to weekdays.

**Tip:** do "happy visits" — stop by, give treats, leave — so the clinic isn't only associated with needles.`,
    sources: ['https://www.fearfreepets.com/find-a-professional', 'https://www.brindlevet.com/locations/seattle'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'PawCrest', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Brindle', position: 2, sentiment: 'POSITIVE' },
      { name: 'Meadowvet', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'praise only in the body of a section whose heading does not name the brand (competitors are named in their headings)',
  },
  {
    id: 'v7-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.sundial,
    prompt: 'Sundial Solar customer service — what is it like?',
    text: `Sundial Solar's quotes are among the cheapest in most of its markets, and with solar, as with most things, you get what you pay for.

Customer service exists, in theory: there is a phone line, an email address and a ticket form in the app. In practice, owners describe tickets left open for weeks and being asked to resend the same photos of their inverter to three different people [1]. The company says it has hired more staff since the spring; reviews from the past two months don't show it yet.

Installation crews get better marks than the office, and the monitoring app works. But if something goes wrong in year three, you'll want an installer that picks up the phone — **Brightroof Energy** and **Ampere Ridge** both answer warranty claims within a few days in the same regions [2].`,
    sources: ['https://www.solarreviewhub.com/sundial-solar', 'https://www.solarbuyersguide.org/installer-service-ratings'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sundial Solar', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Brightroof Energy', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ampere Ridge', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'indirect criticism ("you get what you pay for", "customer service exists, in theory") without an explicit negative word',
  },
  // ───────────────────────────── typical, French ─────────────────────────────
  {
    id: 'v7-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'meilleure banque en ligne 2026',
    text: `Les banques en ligne ont beaucoup évolué : la plupart proposent désormais un compte gratuit, une carte Visa ou Mastercard et une application complète. Les différences se jouent sur les conditions d'accès, les frais à l'étranger et la qualité du service client [1][2].

## Notre classement

### 1. Cigale
**Cigale** arrive en tête cette année grâce à un ensemble très équilibré.
- **Points forts :** aucune condition de revenus pour la carte standard, paiements gratuits hors zone euro, service client joignable 7 j/7 par téléphone, livret d'épargne à 3 %
- **Points faibles :** pas de dépôt d'espèces, découvert limité à 400 € au départ

### 2. Kapsul
**Kapsul** est excellente pour les voyageurs : retraits gratuits dans le monde entier et comptes multidevises.
- **Points forts :** multidevises, carte virtuelle instantanée
- **Points faibles :** carte premium nécessaire pour certaines assurances

### 3. Orée Banque
**Orée Banque** vise une clientèle plus aisée, avec une offre de crédit immobilier et d'assurance-vie.
- **Points forts :** gamme complète, conseillers dédiés
- **Points faibles :** conditions de revenus (1 800 € nets/mois) pour la carte haut de gamme

## Comparatif

| Critère | Cigale | Kapsul | Orée Banque |
|---|---|---|---|
| Compte et carte | Gratuits | Gratuits | Gratuits sous conditions |
| Paiements hors zone euro | 0 % | 0 % | 1,5 % |
| Retraits hors zone euro | 3 gratuits/mois | Illimités | 1,5 % |
| Service client | Téléphone 7 j/7 | Chat | Conseiller dédié |
| Note moyenne des avis | 4,6/5 | 4,4/5 | 4,1/5 |

## En résumé
Pour la majorité des utilisateurs, **Cigale** est le meilleur choix en 2026 : gratuite, sans condition et avec un vrai service client. Les grands voyageurs pourront lui préférer Kapsul, et ceux qui cherchent une banque « tout-en-un » regarderont du côté d'Orée Banque.`,
    sources: ['https://www.comparateur-banques.fr/banque-en-ligne', 'https://www.cigale-banque.fr/offres'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'POSITIVE' },
      { name: 'Kapsul', position: 2, sentiment: 'POSITIVE' },
      { name: 'Orée Banque', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'comment ouvrir un compte chez Cigale',
    text: `L'ouverture d'un compte **Cigale** se fait entièrement en ligne, depuis l'application ou le site, et prend en général une quinzaine de minutes [1].

### Les étapes
1. **Téléchargez l'application** Cigale (iOS ou Android) ou rendez-vous sur le site, rubrique « Ouvrir un compte ».
2. **Choisissez votre offre** : compte individuel ou joint, carte standard ou premium.
3. **Renseignez vos informations** : identité, adresse, situation professionnelle.
4. **Vérifiez votre identité** : photo de votre pièce d'identité et selfie vidéo.
5. **Signez électroniquement** la convention de compte.
6. **Effectuez un premier virement** d'au moins 10 € depuis un compte à votre nom pour activer le compte.

### Documents nécessaires
- Carte d'identité ou passeport en cours de validité
- Justificatif de domicile de moins de trois mois
- Pour les non-résidents : justificatif de résidence fiscale

### Délais
| Étape | Délai moyen |
|---|---|
| Validation du dossier | 24 à 48 h |
| Réception du RIB | Immédiate après validation |
| Réception de la carte | 5 à 7 jours ouvrés |

### Bon à savoir
- Cigale prend en charge la **mobilité bancaire** : elle s'occupe de transférer vos prélèvements et virements depuis votre ancienne banque [2].
- Les mineurs de 12 à 17 ans peuvent avoir un compte rattaché à celui d'un parent.
- Le compte est ouvert aux résidents de France métropolitaine et des DROM.

En cas de blocage lors de la vérification d'identité, le service client peut être contacté par téléphone ou par chat dans l'application.`,
    sources: ['https://www.cigale-banque.fr/ouvrir-un-compte', 'https://www.cigale-banque.fr/mobilite-bancaire'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cigale', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale ou Pécule pour un étudiant ?',
    text: `Pour un étudiant, les critères qui comptent sont simples : zéro frais, une carte acceptée partout, un petit découvert autorisé et, idéalement, un prêt étudiant [1][2].

## Comparatif

| Critère | Pécule | Cigale |
|---|---|---|
| Compte et carte | Gratuits | Gratuits |
| Condition d'usage | Aucune | 1 paiement/mois sinon 5 € |
| Découvert étudiant | Jusqu'à 300 € | Non proposé avant 18 mois d'ancienneté |
| Prêt étudiant | Oui, taux 1,2 % | Non |
| Prime d'ouverture | 80 € | 50 € |
| Application | Très complète | Très complète |

## Pécule
**Pécule** a clairement pensé son offre pour les 18–25 ans : un découvert accessible dès l'ouverture, un prêt étudiant garanti par l'État et un espace « budget » qui classe automatiquement les dépenses.

## Cigale
**Cigale** est une bonne banque en ligne, mais elle n'a rien de spécifique pour les étudiants. L'absence de découvert les premiers mois et de prêt étudiant est un vrai handicap, et les 5 € de frais en cas d'inactivité peuvent surprendre pendant les vacances d'été.

## Notre avis
Pour un étudiant, **Pécule** l'emporte nettement. Nous déconseillons Cigale dans ce cas précis : ses atouts (service client, épargne) ne compensent pas l'absence de découvert et de prêt.`,
    sources: ['https://www.pecule.fr/etudiants', 'https://www.comparateur-banques.fr/banque-etudiant'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pécule', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v7-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'banque en ligne sans condition de revenus avec carte gratuite',
    text: `Bonne nouvelle : plusieurs banques en ligne proposent une carte gratuite sans exiger de revenus minimum. Voici les offres les plus intéressantes en ce moment [1].

**1. Kapsul**
- Carte Mastercard gratuite, sans condition de revenus ni de dépôt
- Paiements et retraits gratuits dans le monde entier
- Idéal pour les voyageurs et les indépendants

**2. Pécule**
- Carte Visa gratuite, sans condition de revenus
- Découvert possible après trois mois
- Application très bien notée (4,7/5)

**3. Orée Banque – offre « Essentiel »**
- Carte à autorisation systématique gratuite
- Pas de condition de revenus sur cette offre d'entrée de gamme
- Possibilité de passer à une carte haut de gamme plus tard

| Banque | Carte | Frais de tenue de compte | Frais d'inactivité |
|---|---|---|---|
| Kapsul | Mastercard | 0 € | 0 € |
| Pécule | Visa | 0 € | 0 € |
| Orée Banque | Visa Electron | 0 € | 5 €/mois après 12 mois |

**À vérifier avant de souscrire**
- Les frais en cas de non-utilisation de la carte
- Le plafond de paiement de la carte gratuite
- Le coût d'un retrait en agence partenaire si vous avez besoin d'espèces

**En résumé :** Kapsul est la plus généreuse, Pécule la plus simple au quotidien.`,
    sources: ['https://www.comparateur-banques.fr/sans-condition-de-revenus'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kapsul', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pécule', position: 2, sentiment: 'POSITIVE' },
      { name: 'Orée Banque', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: "frais à l'étranger avec la carte Cigale",
    text: `Voici le détail des frais appliqués par **Cigale** hors de France, selon la grille tarifaire en vigueur au 1er octobre 2026 [1].

### En zone euro
Les paiements et retraits dans les pays de la zone euro sont traités comme en France :
- Paiements : **gratuits**
- Retraits : **gratuits** et illimités

### Hors zone euro
| Opération | Carte Standard | Carte Premium |
|---|---|---|
| Paiement par carte | 0 % | 0 % |
| Retrait au distributeur | 3 gratuits/mois, puis 1,9 % | Illimités et gratuits |
| Virement international (SWIFT) | 9 € | Gratuit |
| Taux de change | Taux Mastercard du jour | Taux Mastercard du jour |

### Ce qu'il faut savoir
- Le **distributeur local** peut facturer ses propres frais, indépendamment de Cigale ; ils s'affichent à l'écran avant validation.
- Si un terminal propose de payer « en euros » plutôt qu'en devise locale, refusez : la conversion dynamique est presque toujours plus chère.
- Le plafond de retrait est de 500 € par semaine avec la carte Standard et de 1 500 € avec la Premium ; il peut être augmenté temporairement dans l'application [2].
- Les assurances voyage ne sont incluses qu'avec la carte Premium (9,90 €/mois).

### Exemple
Pour un séjour de deux semaines au Japon avec la carte Standard, quatre retraits de 200 € coûteront 3,80 € de frais (le quatrième retrait seulement), et tous les paiements par carte seront gratuits.`,
    sources: ['https://www.cigale-banque.fr/tarifs', 'https://www.cigale-banque.fr/aide/plafonds'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cigale', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'quelle banque en ligne pour épargner en 2026 ?',
    text: `Avec la baisse du taux du Livret A, beaucoup d'épargnants regardent les livrets des banques en ligne et leurs offres d'assurance-vie. Voici un tour d'horizon [1][2].

## 1. Orée Banque — la plus complète
Orée Banque propose une assurance-vie en gestion libre ou pilotée avec plus de 600 unités de compte, un PEA et un livret boosté à 3,5 % pendant trois mois.
- ✅ Large choix de supports
- ❌ Le taux du livret retombe à 1,5 % après la promotion

## 2. Cigale — la meilleure pour l'épargne de précaution
Le livret **Cigale** rapporte 3 % bruts sans limite de durée jusqu'à 50 000 €, et les arrondis automatiques permettent d'épargner sans y penser. Les retraits sont disponibles immédiatement vers le compte courant.
- ✅ Taux durable, sans effet d'annonce
- ✅ Application claire avec objectifs d'épargne
- ❌ Pas d'assurance-vie ni de PEA pour l'instant

## 3. Kapsul
Kapsul propose des « coffres » en plusieurs devises (euro, dollar, livre), rémunérés à 2 % et sans plafond.

| Banque | Livret (taux brut) | Plafond | Assurance-vie | PEA |
|---|---|---|---|---|
| Orée Banque | 3,5 % 3 mois puis 1,5 % | 100 000 € | Oui | Oui |
| Cigale | 3 % | 50 000 € | Non | Non |
| Kapsul | 2 % | Illimité | Non | Non |

## Notre avis
Pour une épargne de précaution qui rapporte vraiment sur la durée, **Cigale** est notre recommandation. Pour investir sur le long terme, Orée Banque reste incontournable grâce à son assurance-vie.`,
    sources: ['https://www.comparateur-banques.fr/epargne', 'https://www.cigale-banque.fr/livret'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orée Banque', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 2, sentiment: 'POSITIVE' },
      { name: 'Kapsul', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'meilleurs fabricants français de meubles en bois massif',
    text: `Acheter un meuble en bois massif fabriqué en France, c'est payer un peu plus cher pour un meuble qui durera plusieurs décennies et pourra être poncé et réparé. Voici les marques qui se distinguent en 2026 [1][2].

### 1. Bois & Lin
Atelier jurassien spécialisé dans le chêne et le frêne, avec des finitions à l'huile naturelle.
- **Les plus :** qualité d'assemblage remarquable (tenons et mortaises), bois certifié PEFC
- **Les moins :** délais de 10 à 14 semaines, prix élevés

### 2. Ardoise
**Ardoise** (Maison Ardoise) fabrique dans ses ateliers de la Sarthe des tables, buffets et lits au design épuré, vendus en ligne.
- **Les plus :** très bon rapport qualité-prix pour du massif, personnalisation des dimensions au centimètre, livraison avec montage incluse
- **Les moins :** catalogue plus restreint, pas de showroom en dehors de Paris et Nantes

### 3. Atelier Nordet
Marque normande au style scandinave, connue pour ses chaises et ses bibliothèques modulables.
- **Les plus :** design soigné, bonnes garanties (10 ans)
- **Les moins :** une partie des pièces est assemblée en Pologne

| Marque | Essences | Fabrication | Garantie | Table 6 pers. |
|---|---|---|---|---|
| Bois & Lin | Chêne, frêne | Jura | 15 ans | ~2 400 € |
| Ardoise | Chêne, noyer, hêtre | Sarthe | 10 ans | ~1 650 € |
| Atelier Nordet | Chêne, bouleau | Normandie / Pologne | 10 ans | ~1 900 € |

### Notre avis
Si votre budget le permet, Bois & Lin reste la référence absolue. Mais pour la plupart des foyers, **Ardoise** offre le meilleur compromis entre qualité du massif, prix et service : c'est la marque que nous recommandons en premier pour un premier achat. Atelier Nordet séduira les amateurs de style nordique.`,
    sources: ['https://www.maison-deco-guide.fr/meubles-bois-massif-france', 'https://www.maison-ardoise.fr/ateliers'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bois & Lin', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ardoise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Atelier Nordet', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'où sont fabriqués les meubles Maison Ardoise ?',
    text: `Les meubles **Maison Ardoise** sont fabriqués en France, principalement dans l'atelier de l'entreprise à Sablé-sur-Sarthe, ouvert en 2014 [1].

### Répartition de la production
- **Tables, buffets, lits et bureaux** : fabriqués intégralement à Sablé-sur-Sarthe (débit, usinage, assemblage et finition).
- **Chaises** : conçues par Ardoise et fabriquées par un atelier partenaire du Pays basque.
- **Canapés** : structure en hêtre fabriquée dans la Sarthe, garnissage et couture réalisés par un tapissier de Vendée.
- **Luminaires et petits objets** : sélectionnés auprès d'artisans, certains fabriqués au Portugal.

### Origine du bois
| Essence | Provenance |
|---|---|
| Chêne | Forêts de l'Allier et du Cher (certifié PEFC) |
| Hêtre | Vosges |
| Noyer | France et Italie du Nord |

### Labels
L'entreprise détient le label **Origine France Garantie** pour ses tables et buffets, ce qui certifie qu'au moins 50 % du prix de revient unitaire est acquis en France et que le produit prend ses caractéristiques essentielles en France [2].

### Visiter l'atelier
Des visites gratuites sont organisées le premier samedi de chaque mois, sur réservation. Les fiches produits du site indiquent aussi le lieu de fabrication de chaque meuble, rubrique « Fabrication ».`,
    sources: ['https://www.maison-ardoise.fr/notre-atelier', 'https://www.originefrancegarantie.fr/entreprises'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ardoise', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'comment entretenir une table en chêne massif huilé',
    text: `Une table en chêne massif huilé s'entretient facilement, à condition de respecter quelques règles. L'huile protège le bois tout en le laissant respirer, mais elle doit être renouvelée régulièrement [1].

### Au quotidien
- Dépoussiérez avec un chiffon doux et sec.
- Nettoyez les taches avec un chiffon **à peine humide** et un savon neutre (savon noir dilué), puis séchez aussitôt.
- Évitez les produits ménagers multi-surfaces, l'eau de Javel et les éponges abrasives.

### Protéger le plateau
- Utilisez des sets de table et des dessous-de-plat (en liège ou en ardoise) pour les plats chauds.
- Essuyez immédiatement le vin, le café et le citron : l'acidité marque le chêne.
- Ne posez pas de plante directement sur le bois.

### Réhuiler la table
| Usage | Fréquence |
|---|---|
| Table de salle à manger utilisée tous les jours | 2 fois par an |
| Table d'appoint | 1 fois par an |
| Après un ponçage | 2 à 3 couches |

**Méthode :**
1. Nettoyez et laissez sécher 24 h.
2. Égrenez légèrement avec un papier de verre grain 240 dans le sens du fil.
3. Appliquez une fine couche d'huile dure avec un chiffon non pelucheux.
4. Laissez pénétrer 15 à 20 minutes, puis essuyez l'excédent.
5. Laissez sécher 24 à 48 h avant de réutiliser la table.

### Réparer les marques
Les auréoles blanches (eau) disparaissent souvent en passant un fer à repasser tiède sur un torchon posé sur la tache. Pour une rayure, un léger ponçage local suivi d'une couche d'huile suffit.

⚠️ Les chiffons imbibés d'huile peuvent s'enflammer spontanément : laissez-les sécher à plat à l'extérieur avant de les jeter.`,
    sources: ['https://www.maison-ardoise.fr/conseils/entretien-chene-huile', 'https://www.bricoleurs-du-bois.fr/huiler-une-table'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v7-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.ardoise,
    prompt: 'Ardoise ou Meublum pour une table de salle à manger livrée en Belgique ?',
    text: `Les deux marques livrent en Belgique, mais elles ne jouent pas dans la même catégorie : **Meublum** vend surtout du placage et du panneau à prix serré, tandis qu'**Ardoise** ne travaille que le bois massif [1][2].

## Comparatif rapide

| | Ardoise | Meublum |
|---|---|---|
| Matériau | Chêne ou noyer massif | Placage chêne sur panneau de particules |
| Table 180 × 90 cm | 1 590 € | 649 € |
| Fabrication | France (Sarthe) | Europe de l'Est |
| Livraison en Belgique | 89 €, montage inclus | 59 €, sans montage |
| Délai | 6 à 8 semaines | 2 à 3 semaines |
| Garantie | 10 ans | 2 ans |
| Avis clients | 4,8/5 | 4,0/5 |

## Meublum
Le prix est imbattable et le choix énorme. En revanche, un plateau plaqué ne se ponce qu'une fois, au mieux, et plusieurs avis mentionnent des chants qui se décollent après deux ou trois ans d'usage intensif.

## Ardoise
Une table Ardoise coûte plus du double, mais c'est un achat pour vingt ans ou plus : le plateau en chêne massif de 4 cm peut être poncé et réhuilé indéfiniment. Le montage par les livreurs et la possibilité d'ajuster la longueur au centimètre sont appréciés des clients belges [2].

## Conclusion
Si votre budget le permet, choisissez **Ardoise** : c'est la meilleure table des deux, et de loin la plus durable. Meublum peut dépanner pour un premier logement ou une location meublée.`,
    sources: ['https://www.meublum.be/tables', 'https://www.maison-ardoise.fr/livraison-belgique'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Meublum', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ardoise', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'quel lit en bois massif acheter en ligne ?',
    text: `Un lit en bois massif est plus stable, plus silencieux et bien plus durable qu'un lit en panneau. Voici une sélection de modèles vendus en ligne en France, testés ou très bien notés [1][2][3].

| Marque et modèle | Essence | Dimensions | Prix (160 × 200) | Garantie | Note |
|---|---|---|---|---|---|
| **Atelier Nordet – Fjord** | Bouleau massif | 140 à 180 cm | 1 090 € | 10 ans | 4,5/5 |
| **Ardoise – Sillon** | Chêne massif | 90 à 200 cm | 1 290 € | 10 ans | 4,8/5 |
| **Bois & Lin – Aube** | Frêne massif | 140 à 180 cm | 1 980 € | 15 ans | 4,7/5 |

### Atelier Nordet – Fjord
Un lit léger au style scandinave, facile à monter. Le bouleau est plus tendre que le chêne et marque un peu plus vite.

### Ardoise – Sillon
Notre coup de cœur. Le Sillon associe un cadre en chêne massif de 4 cm d'épaisseur, des assemblages sans vis apparentes et un sommier à lattes intégré. Il existe dans toutes les tailles, des lits d'enfant au 200 × 200, et les clients soulignent l'absence totale de grincement, même après plusieurs années.
- ✅ Très robuste, silencieux
- ✅ Montage inclus à la livraison
- ❌ Délai de 6 semaines

### Bois & Lin – Aube
Superbe finition, mais à ce prix nous ne le conseillons pas : des lits de qualité comparable coûtent 700 € de moins.

### Conseils d'achat
- Vérifiez l'écartement des lattes (6 cm maximum pour un matelas à mémoire de forme).
- Préférez une hauteur de 45 cm environ pour se lever facilement.
- Demandez si la tête de lit peut être remplacée ou supprimée.

### Notre avis
Le **Sillon d'Ardoise** est le meilleur lit de cette sélection : robuste, silencieux et proposé à un prix juste pour du chêne massif.`,
    sources: ['https://www.maison-deco-guide.fr/lits-bois-massif', 'https://www.maison-ardoise.fr/lits/sillon', 'https://www.avis-verifies.com/avis-clients/maison-ardoise.fr'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Atelier Nordet', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ardoise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Bois & Lin', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v7-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.ardoise,
    prompt: 'meubles en bois massif avec livraison en Suisse romande',
    text: `Acheter des meubles en France et se faire livrer en Suisse est tout à fait possible, mais il faut tenir compte de la TVA suisse (8,1 %) et des frais de dédouanement. Certaines marques les prennent en charge, d'autres non [1].

**1. Ardoise**
- Livraison à Genève, Lausanne, Neuchâtel et Fribourg en 3 à 4 semaines
- Prix affichés **TVA suisse et dédouanement inclus**, sans mauvaise surprise à la livraison
- Montage par l'équipe de livraison
- Nos lecteurs genevois sont unanimes : meubles impeccables et livreurs très soigneux

**2. Atelier Nordet**
- Livraison en Suisse via un transporteur partenaire
- Dédouanement facturé à part (environ 60 CHF par commande) et TVA payée à réception
- Pas de montage

**3. Artisans locaux**
Les ébénistes vaudois et fribourgeois proposent du sur-mesure, souvent 30 à 50 % plus cher, mais avec du bois suisse et un service de proximité.

| Option | TVA/douane incluses | Montage | Délai |
|---|---|---|---|
| Ardoise | Oui | Oui | 3–4 semaines |
| Atelier Nordet | Non | Non | 4–6 semaines |
| Ébéniste local | Oui | Oui | 8–12 semaines |

**Notre conseil :** pour un achat sans complication depuis la Suisse romande, **Ardoise** est la solution la plus simple et la plus transparente, avec d'excellents retours clients. Pour une pièce unique, faites appel à un ébéniste local.`,
    sources: ['https://www.maison-ardoise.fr/livraison-suisse', 'https://www.bonasavoir.ch/meubles-commande-etranger'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ardoise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Atelier Nordet', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── hard, French ─────────────────────────────
  {
    id: 'v7-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'table de jardin avec plateau en ardoise : bonne idée ?',
    text: `### Ardoise naturelle ou reconstituée ?
Ardoise naturelle, d'abord : c'est une roche feuilletée, très dense, qui résiste bien au gel si elle est épaisse (au moins 2 cm). L'ardoise reconstituée (poudre de schiste et résine) est plus légère et moins chère, mais elle peut se décolorer au soleil [1].

### Les avantages
- Très résistante à la chaleur : on peut y poser un plat sortant du barbecue.
- Aspect minéral élégant, qui se patine joliment.
- Aucun traitement annuel, contrairement au teck.

### Les inconvénients
- Le poids : un plateau de 180 × 90 cm pèse plus de 80 kg.
- Les taches grasses marquent si on ne passe pas un hydrofuge une fois par an.
- Les chocs peuvent écailler les bords.

### Où en trouver ?
Les pépinières et jardineries proposent des modèles d'entrée de gamme. Pour une table haut de gamme, **Atelier Nordet** associe un piètement en chêne thermo-traité à un plateau en ardoise d'Angers [2].

**En bref :** une table en ardoise est une excellente idée sur une terrasse abritée, à condition de ne pas avoir à la déplacer souvent.`,
    sources: ['https://www.jardinerie-conseils.fr/mobilier-ardoise', 'https://www.ateliernordet.fr/exterieur'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Atelier Nordet', position: 1, sentiment: 'POSITIVE' }],
    trap: 'homonym (common word): ardoise the stone, capitalised at the start of a heading and of a sentence; never the brand',
  },
  {
    id: 'v7-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'banque en ligne avec des avantages pour les concerts à Paris',
    text: `Quelques banques en ligne proposent des avantages « loisirs » intéressants pour les amateurs de concerts [1] :

- **Kapsul** donne accès, avec sa carte Metal, à des préventes 48 h avant l'ouverture au public pour les salles partenaires : La Cigale, l'Élysée Montmartre et le Trianon notamment. Cashback de 5 % sur la billetterie.
- **Pécule** offre un cashback de 3 % chez plusieurs plateformes de billetterie, sans salle partenaire particulière.
- Les cartes premium des banques traditionnelles incluent souvent une assurance annulation des billets, utile si vous achetez longtemps à l'avance.

Si vous allez surtout à La Cigale ou au Trianon, la prévente Kapsul est de loin l'avantage le plus concret : les concerts dans ces salles de taille moyenne sont souvent complets en quelques minutes.`,
    sources: ['https://www.kapsul.fr/avantages/concerts'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kapsul', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pécule', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonym (place): La Cigale, the Paris concert hall, in an online-banking answer; the bank is never named',
  },
  {
    id: 'v7-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'avis sur Cigale pour un compte joint',
    text: `Il n'y a pas de réponse toute faite à « avis sur Cigale pour un compte joint » : tout dépend de la façon dont vous gérez l'argent du couple. Voici plutôt ce qu'il faut regarder, et les banques en ligne qui se distinguent sur ce point.

**Les critères importants**
- Deux cartes gratuites (ou non) pour le même compte
- La possibilité de garder chacun un compte individuel dans la même application
- Les plafonds de paiement par carte
- La facilité de clôture en cas de séparation

**Les offres qui se démarquent**
- **Orée Banque** propose un compte joint avec deux cartes gratuites et un conseiller commun ; ouverture en agence virtuelle en 48 h [1].
- **Pécule** permet de créer des « pots communs » alimentés automatiquement depuis deux comptes individuels, une bonne solution si vous ne voulez pas tout mettre en commun [2].

Quel que soit votre choix, prévoyez une règle claire pour les dépenses communes (montant fixe ou proportionnel aux revenus).`,
    sources: ['https://www.oree-banque.fr/compte-joint', 'https://www.pecule.fr/pots-communs'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Orée Banque', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pécule', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt: the brand is only in the quoted restatement of the prompt; only competitors are discussed',
  },
  {
    id: 'v7-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'meilleurs canapés fabriqués en France',
    text: `Voici les fabricants de canapés français que nous recommandons cette année [1][2] :

1. **Bois & Lin** — structure en hêtre massif, suspension à sangles, tissus en lin français. Le plus durable de la sélection.
2. **Atelier Nordet** — modèles modulables au style scandinave, housses déhoussables et lavables. Excellent rapport qualité-prix.
3. **Meublum, gamme « Atelier »** — la seule gamme de Meublum fabriquée en France, à un prix accessible.

**Pourquoi Ardoise ne figure pas dans ce classement ?** La marque est réputée pour ses tables et ses lits, mais ses canapés n'ont pas convaincu : le garnissage s'affaisse vite selon de nombreux avis, et le délai de 12 semaines est le plus long du marché. Nous avons préféré ne pas la retenir.

**Notre conseil :** essayez toujours un canapé en magasin ou en showroom avant de l'acheter, l'assise est une affaire très personnelle.`,
    sources: ['https://www.maison-deco-guide.fr/canapes-made-in-france', 'https://www.boisetlin.fr/canapes'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bois & Lin', position: 1, sentiment: 'POSITIVE' },
      { name: 'Atelier Nordet', position: 2, sentiment: 'POSITIVE' },
      { name: 'Meublum', position: 3, sentiment: 'POSITIVE' },
      { name: 'Ardoise', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "Ardoise ne figure pas dans ce classement", with the brand praised for other products first',
  },
  {
    id: 'v7-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale convient-elle à un auto-entrepreneur ?',
    text: `Cigale est une très bonne banque pour un usage personnel, mais pour votre activité d'auto-entrepreneur, mieux vaut aller voir ailleurs.

La raison est simple : Cigale n'a pas d'offre professionnelle. Ses conditions générales interdisent d'utiliser le compte particulier pour une activité commerciale, et elle ne propose ni encaissement par terminal de paiement, ni facturation, ni export comptable [1]. Or, dès que votre chiffre d'affaires dépasse 10 000 € deux années de suite, un compte dédié à l'activité est obligatoire.

Choisissez plutôt **Kapsul Pro** : 9 € par mois, terminal de paiement en option, rapprochement automatique avec les factures et export vers les principaux logiciels comptables [2]. Vous pouvez garder Cigale pour vos comptes personnels.`,
    sources: ['https://www.cigale-banque.fr/conditions-generales', 'https://www.kapsul.fr/pro'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Kapsul', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'friendly opening, then a verdict sending the reader elsewhere ("mieux vaut aller voir ailleurs", "choisissez plutôt Kapsul Pro")',
  },
  {
    id: 'v7-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'be',
    profile: BRANDS.ardoise,
    prompt: 'quelle marque pour un buffet en chêne massif livré à Bruxelles ?',
    text: `Soyons honnêtes sur les défauts d'abord. Ardoise n'a pas de showroom en Belgique, il faut donc acheter sans avoir vu le meuble. Les délais sont longs (huit semaines pour un buffet), le catalogue est restreint à une dizaine de modèles, et la livraison à Bruxelles coûte 89 €.

Cela dit, une fois ces points acceptés, le reste est difficile à battre : chêne massif de 3 cm, tiroirs en queue d'aronde, finition à l'huile naturelle et montage par les livreurs. Le buffet « Lauze » à 1 480 € soutient la comparaison avec des meubles vendus deux fois plus cher [1].

Bois & Lin propose aussi des buffets en chêne, au-delà de 2 500 €. Meublum, lui, n'a que du plaqué, à éviter pour un meuble censé durer.

**Mon choix : le buffet Ardoise**, sans hésiter, si vous pouvez attendre deux mois.`,
    sources: ['https://www.maison-ardoise.fr/buffets/lauze'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ardoise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bois & Lin', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Meublum', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'reservations first (no showroom, long delays, small catalogue), then a clear positive pick',
  },
  {
    id: 'v7-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Orée Banque ou Cigale : laquelle choisir pour un couple de trentenaires ?',
    text: `**Orée Banque** a pour elle une gamme complète : crédit immobilier, assurance-vie, conseillers attitrés. C'est un vrai argument si vous prévoyez d'acheter un logement dans les prochaines années [1].

Mais au quotidien, **Cigale** fait mieux sur presque tout :

| Critère | Orée Banque | Cigale |
|---|---|---|
| Cartes (x2) | Gratuites sous condition de 1 800 € de revenus chacun | Gratuites sans condition |
| Paiements hors zone euro | 1,5 % | 0 % |
| Livret | 1,5 % (après promotion) | 3 % |
| Service client | Conseiller, joignable en semaine | Téléphone 7 j/7 |
| Note des avis | 4,1/5 | 4,6/5 |

Le crédit immobilier n'impose d'ailleurs plus de domicilier ses revenus dans la banque prêteuse au-delà de dix ans, et Cigale travaille avec un courtier partenaire [2].

**Verdict :** Cigale l'emporte. Pour un couple de trentenaires, c'est la banque que nous conseillons, et nous ne voyons pas de raison de lui préférer Orée Banque, même avec un projet immobilier.`,
    sources: ['https://www.oree-banque.fr/offres', 'https://www.cigale-banque.fr/credit-immobilier'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orée Banque', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cigale', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the project brand, with the competitor praised first',
  },
  {
    id: 'v7-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale banque avis 2026',
    text: `Après plusieurs mois d'utilisation, le bilan de Cigale est franchement pas mal du tout.

L'application est rapide et claire, les virements instantanés sont gratuits, et le service client répond au téléphone en moins de deux minutes en moyenne — ce qui n'est pas si courant chez les banques en ligne [1]. Le livret à 3 % n'est pas un taux promotionnel, et les paiements à l'étranger sont gratuits.

On ne peut pas lui reprocher grand-chose : l'absence de dépôt d'espèces et un découvert de départ assez bas (400 €), c'est à peu près tout.

C'est sans doute la meilleure banque en ligne du moment pour un usage courant.`,
    sources: ['https://www.cigale-banque.fr', 'https://www.trustpilot.com/review/cigale-banque.fr'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cigale', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes and negations ("pas mal du tout", "on ne peut pas lui reprocher grand-chose", "sans doute la meilleure")',
  },
  {
    id: 'v7-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'test de tables extensibles en bois',
    text: `Nous avons testé pendant trois mois trois tables extensibles de 6 à 10 personnes, utilisées quotidiennement par des familles de quatre personnes [1].

| Table | Prix | Stabilité | Mécanisme | Finition | Résistance aux taches | **Note globale** |
|---|---|---|---|---|---|---|
| Ardoise – Lauze XL | 1 890 € | 9,5 | 9,0 | 9,0 | 8,5 | **9,1/10** |
| Atelier Nordet – Sund | 1 640 € | 8,5 | 9,0 | 8,5 | 8,0 | **8,6/10** |
| Meublum – Oslo | 690 € | 5,0 | 4,5 | 5,5 | 4,0 | **4,8/10** |

**Méthode.** Chaque table a été ouverte et refermée 200 fois, chargée à 60 kg sur l'allonge, et soumise à des taches de vin, de café et d'huile laissées 12 heures. La stabilité est mesurée au déplacement latéral du plateau sous une poussée de 10 kg.

Les notes sont sur 10 ; la note globale pondère la stabilité et le mécanisme à 30 % chacun, la finition et la résistance aux taches à 20 % chacune.`,
    sources: ['https://www.maison-deco-guide.fr/test-tables-extensibles'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ardoise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Atelier Nordet', position: 2, sentiment: 'POSITIVE' },
      { name: 'Meublum', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given only by figures (scores out of 10), with no judging word in the prose',
  },
  {
    id: 'v7-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'quelle banque en ligne pour un retraité ?',
    text: `Tout dépend d'une question : avez-vous besoin de déposer des espèces ou des chèques régulièrement ?

Si c'est le cas — par exemple si vous louez un logement et que votre locataire paie par chèque —, **Orée Banque** est la plus adaptée grâce à son réseau de dépôt dans les bureaux de poste partenaires.

Sinon, et c'est la situation de la plupart des retraités aujourd'hui, je vous conseille **Cigale**. Le service client répond par téléphone 7 jours sur 7, avec de vrais conseillers qui prennent le temps d'expliquer, ce que beaucoup de seniors apprécient. Le compte est gratuit sans condition, le livret rapporte 3 % et l'application propose un mode « gros caractères » [1].

Évitez en revanche Pécule dans ce cas : son service client uniquement par chat convient mal à ce public.`,
    sources: ['https://www.cigale-banque.fr/seniors'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Orée Banque', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cigale', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pécule', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'conditional recommendation: competitor only if cheques/cash must be deposited; most readers are sent to Cigale',
  },
  {
    id: 'v7-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'Maison Ardoise avis clients',
    text: `Les avis en ligne sur Ardoise sont globalement bons (4,7/5 sur plus de 3 000 avis), mais les avis négatifs reviennent sur les mêmes points [1] :

> « Huit semaines d'attente pour une table, c'est beaucoup trop. »

> « Le livreur est arrivé avec une demi-journée de retard, sans prévenir. »

> « Service client lent à répondre par e-mail. »

Ces critiques portent sur la logistique, jamais sur le meuble lui-même. Nous avons vérifié : les délais affichés sur le site sont respectés dans 9 cas sur 10, et les retards de livraison concernent surtout le transporteur de la région parisienne.

Sur l'essentiel — le bois, les assemblages, la finition —, Ardoise est irréprochable. Si vous acceptez d'attendre, c'est un achat que nous recommandons sans réserve.`,
    sources: ['https://www.avis-verifies.com/avis-clients/maison-ardoise.fr'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Ardoise', position: 1, sentiment: 'POSITIVE' }],
    trap: 'negative quoted customer reviews, but the answer\'s own verdict recommends the brand',
  },
  {
    id: 'v7-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale ou Kapsul pour voyager en Asie ?',
    text: `Les deux banques sont bien placées pour voyager, avec des paiements gratuits hors zone euro. Les différences sont ailleurs [1][2] :

- **Retraits** : Kapsul les offre sans limite ; Cigale en offre trois par mois avec la carte standard, puis 1,9 %.
- **Devises** : Kapsul permet de détenir des yens ou des bahts à l'avance ; Cigale convertit au moment du paiement, au taux Mastercard.
- **Assurances** : elles dépendent de la carte premium chez l'une comme chez l'autre, avec des garanties voisines.
- **Service client** : téléphone chez Cigale, chat chez Kapsul.

Le bon choix dépend de votre façon de voyager : combien de fois vous retirez des espèces, la durée du séjour, et si vous préférez parler à quelqu'un au téléphone en cas de carte bloquée. Les deux peuvent très bien convenir, et rien n'empêche d'avoir les deux cartes pour disposer d'une carte de secours.`,
    sources: ['https://www.cigale-banque.fr/tarifs', 'https://www.kapsul.fr/tarifs'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Kapsul', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Cigale', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged answer with no verdict ("le bon choix dépend…"); NEUTRAL toward both',
  },
  {
    id: 'v7-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.ardoise,
    prompt: 'comment renvoyer un meuble acheté en ligne ?',
    text: `En France, pour un achat en ligne, vous disposez d'un délai de rétractation de 14 jours à compter de la livraison (article L221-18 du Code de la consommation). Les frais de retour sont à votre charge, sauf si le vendeur s'engage à les prendre en charge.

**Quelques exemples de politiques de retour**
- Sur maison-ardoise.fr, le délai est porté à 30 jours et l'enlèvement du meuble est gratuit, à condition qu'il soit dans son état d'origine ; les meubles aux dimensions personnalisées ne sont ni repris ni échangés.
- Chez les grandes enseignes, le retour en magasin est souvent gratuit, mais le transport à domicile est facturé.

**Les étapes**
1. Signalez votre rétractation par écrit (formulaire ou e-mail) avant la fin du délai.
2. Remballez le meuble, si possible dans son emballage d'origine.
3. Conservez une preuve de l'enlèvement ou de l'envoi.
4. Le vendeur doit vous rembourser sous 14 jours après réception du meuble.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Ardoise', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'the brand is named only by its domain (maison-ardoise.fr), in a neutral description of its return policy',
  },
  {
    id: 'v7-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale : avantages et inconvénients pour un gros budget',
    text: `**Les avantages**
- Compte et carte gratuits, sans condition
- Paiements gratuits à l'étranger
- Service client joignable par téléphone 7 j/7
- Livret à 3 % jusqu'à 50 000 €

**Les inconvénients**
- Plafond de paiement de 5 000 € par mois, même avec la carte Premium
- Pas d'assurance-vie, pas de PEA, pas de compte-titres
- Pas de crédit immobilier en propre, seulement via un courtier partenaire
- Aucun conseiller patrimonial

**Notre verdict :** pour un usage courant, Cigale est une excellente banque. Mais vous parlez d'un gros budget, et c'est précisément là qu'elle montre ses limites : plafonds trop bas et aucune offre patrimoniale. Dans votre cas, nous ne la recommandons pas ; une banque comme Orée Banque, avec conseiller dédié et assurance-vie, correspondra bien mieux à vos besoins.`,
    sources: ['https://www.cigale-banque.fr/offres'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Orée Banque', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced pros/cons with a negative final verdict for the asker\'s case',
  },
  {
    id: 'v7-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.ardoise,
    prompt: 'bureau en bois massif pour le télétravail',
    text: `Voici trois pistes selon vos priorités [1][2] :

### Le plus ergonomique : Atelier Nordet
Le bureau « Pult » d'Atelier Nordet est réglable en hauteur électriquement, avec un plateau en bouleau massif. Comptez 1 350 CHF.

### Le plus durable
Pour un bureau qui traversera les décennies, le modèle « Écritoire » d'Ardoise, en chêne massif de 4 cm avec un tiroir à queue d'aronde et un passe-câbles intégré, est notre préféré. Il est livré monté à Genève et Lausanne, les finitions sont superbes, et c'est de loin le meilleur rapport qualité-prix de cette sélection (1 190 CHF).

### Le plus économique : Meublum
Le « Desk 120 » de Meublum coûte 329 CHF : placage chêne sur panneau, livré à monter soi-même.

**Astuce :** un plateau de 70 cm de profondeur minimum permet de placer l'écran à bonne distance des yeux.`,
    sources: ['https://www.ateliernordet.fr/bureaux', 'https://www.maison-ardoise.fr/bureaux/ecritoire'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Atelier Nordet', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Ardoise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Meublum', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'praise only in the body of a section whose heading does not name the brand, while competitors are named in their headings',
  },
  {
    id: 'v7-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.cigale,
    prompt: 'Cigale carte Premium : ça vaut le coup ?',
    text: `La carte Premium de Cigale coûte 9,90 € par mois, soit près de 120 € par an. Pour ce prix, on a droit aux retraits illimités à l'étranger et à un pack d'assurances [1].

Les assurances existent, en théorie : leurs plafonds sont bas (annulation de voyage limitée à 1 500 €), les franchises élevées, et la location de voiture n'est couverte qu'à l'étranger. Quant à la « ligne prioritaire » du service client, c'est le même numéro que pour les autres clients, avec un message d'accueil différent.

À 120 € par an, chacun jugera si le métal de la carte justifie la différence. Les cartes premium de Kapsul et de Pécule, à prix comparable, offrent des garanties nettement plus solides [2].`,
    sources: ['https://www.cigale-banque.fr/carte-premium', 'https://www.comparateur-banques.fr/cartes-premium'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cigale', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Kapsul', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pécule', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'indirect criticism ("les assurances existent, en théorie", "chacun jugera si le métal de la carte justifie la différence") and competitors said to be better',
  },
  // ───────────────────────────── typical, German ─────────────────────────────
  {
    id: 'v7-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.gipfel,
    prompt: 'beste Allround-Ski Saison 2026/27',
    text: `Allround-Ski (auch „All-Mountain“ genannt) sollen auf der präparierten Piste genauso funktionieren wie im zerfahrenen Nachmittagsschnee. Wir haben die Ergebnisse mehrerer Tests und Händlerbewertungen zusammengefasst [1][2].

### 1. Firnwerk Allgrat 84
Der Testsieger der meisten Magazine: sehr laufruhig, greift auch auf Eis zuverlässig.
- **Plus:** Kantengriff, Stabilität bei hohem Tempo
- **Minus:** eher schwer, für leichte Fahrer anstrengend

### 2. Gipfel Kammlinie 82
Der **Gipfel** Kammlinie ist der verspielteste Ski im Vergleich und verzeiht Fahrfehler, ohne bei höherem Tempo unruhig zu werden.
- **Plus:** leicht, drehfreudig, sehr gutes Preis-Leistungs-Verhältnis (549 €)
- **Minus:** auf blankem Eis etwas weniger Biss als der Firnwerk

### 3. Alpstrom Vento 86
Breiter und damit im Tiefschnee stärker, auf der Piste etwas träger.
- **Plus:** Auftrieb im Pulver, solide Verarbeitung
- **Minus:** höherer Preis (699 €)

| Modell | Breite unter der Bindung | Gewicht (177 cm) | Preis | Fahrerprofil |
|---|---|---|---|---|
| Firnwerk Allgrat 84 | 84 mm | 1.950 g | 649 € | sportlich, schwer |
| Gipfel Kammlinie 82 | 82 mm | 1.720 g | 549 € | Genussfahrer bis sportlich |
| Alpstrom Vento 86 | 86 mm | 1.880 g | 699 € | Piste + Gelände |

### Worauf achten?
- **Länge:** etwa Körpergröße minus 5–10 cm für die Piste.
- **Radius:** unter 15 m für kurze Schwünge, über 17 m für lange Carvings.
- **Probefahren:** Viele Skigebiete bieten Testcenter an – das lohnt sich.

### Fazit
Wer sportlich und schwer unterwegs ist, greift zum **Firnwerk**. Für die meisten Genuss- und Allroundfahrer ist der **Gipfel Kammlinie 82** unsere Empfehlung: leichter, verspielter und 100 € günstiger. Der Alpstrom lohnt sich, wenn Sie oft abseits der Piste fahren.`,
    sources: ['https://www.skimagazin.de/test/allround-ski-2026', 'https://www.gipfel-sport.de/ski/kammlinie-82'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Firnwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gipfel', position: 2, sentiment: 'POSITIVE' },
      { name: 'Alpstrom', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.gipfel,
    prompt: 'Wo werden Gipfel Ski hergestellt?',
    text: `**Gipfel** ist ein deutscher Hersteller mit Sitz in Kempten (Allgäu). Produziert wird an zwei Standorten [1]:

### Kempten (Deutschland)
- Entwicklung, Prototypenbau und Testabteilung
- Fertigung der Tourenski und der Topmodelle der Alpinlinie (Sandwichbauweise mit Holzkern)
- etwa 120 Mitarbeitende, Jahreskapazität rund 40.000 Paar

### Ried im Innkreis (Österreich)
- Fertigung der Einsteiger- und Mittelklassemodelle in Kooperation mit einem Lohnfertiger
- Skischuhe werden seit 2024 ebenfalls hier montiert; die Schalen stammen aus Italien

### Materialien
| Komponente | Herkunft |
|---|---|
| Holzkerne (Pappel, Esche) | Süddeutschland und Österreich, FSC-zertifiziert |
| Stahlkanten | Österreich |
| Beläge | Schweiz |
| Skischuhschalen | Montebelluna (Italien) |

### Woran erkenne ich den Fertigungsort?
Auf der Unterseite jedes Skis steht neben der Seriennummer ein Kürzel: **„KE“** für Kempten, **„RI“** für Ried. Auf der Produktseite im Onlineshop ist der Standort ebenfalls unter „Technische Daten“ angegeben [2].

### Nachhaltigkeit
Gipfel veröffentlicht jährlich einen Umweltbericht; das Werk in Kempten bezieht seit 2023 Strom aus einer eigenen Photovoltaikanlage und Wasserkraft. Produktionsreste der Holzkerne werden zu Pellets verarbeitet.`,
    sources: ['https://www.gipfel-sport.de/unternehmen/produktion', 'https://www.gipfel-sport.de/hilfe/seriennummer'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Gipfel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.gipfel,
    prompt: 'Skitourenschuhe Vergleich 2026',
    text: `Ein guter Skitourenschuh muss zwei widersprüchliche Dinge können: im Aufstieg leicht und beweglich sein, in der Abfahrt steif und präzise. Drei Modelle dominieren aktuell die Tests im Alpenraum [1][2][3].

| | Schneegrat Ascent Pro | Gipfel Grattour 110 | Alpstrom Skyline |
|---|---|---|---|
| Gewicht (Gr. 27,5) | 1.290 g | 1.180 g | 1.420 g |
| Schaftrotation | 60° | 65° | 55° |
| Flex | 120 | 110 | 120 |
| Leisten | 100 mm | 101 mm | 99 mm |
| Preis | 749 € | 679 € | 699 € |
| Gesamtnote | 1,9 | 1,5 | 2,3 |

### Schneegrat Ascent Pro
Sehr steif in der Abfahrt, dafür im Aufstieg etwas eingeschränkt. Gut für Fahrer, die vor allem Abfahrtsperformance wollen.

### Gipfel Grattour 110
Der leichteste Schuh im Vergleich und trotzdem erstaunlich abfahrtsstark. Die 65° Schaftrotation machen lange Aufstiege spürbar angenehmer, der Walk-Mechanismus lässt sich mit Handschuhen bedienen, und die Passform gilt als besonders gut für mittlere bis breitere Füße.
- **Plus:** Gewicht, Aufstiegskomfort, Preis
- **Minus:** Innenschuh nach ca. 80 Tourentagen durchgelaufen

### Alpstrom Skyline
Bequem und warm, aber schwer. Eher für gemütliche Touren und Skifahrer mit Tourenambitionen.

### Fazit
Der **Gipfel Grattour 110** ist unser Testsieger: der beste Kompromiss aus Gewicht, Aufstieg und Abfahrt, und dazu der günstigste. Wer maximal aggressiv abfahren will, nimmt den Schneegrat.`,
    sources: ['https://www.bergsteiger-magazin.at/test/tourenschuhe-2026', 'https://www.gipfel-sport.de/tourenschuhe/grattour-110', 'https://www.alpenverein.at/ausruestung'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Schneegrat', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gipfel', position: 2, sentiment: 'POSITIVE' },
      { name: 'Alpstrom', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.gipfel,
    prompt: 'welche Ski für Anfänger kaufen?',
    text: `Als Anfänger brauchen Sie keinen teuren Ski – im Gegenteil: weiche, kurze und leichte Modelle machen das Lernen deutlich einfacher [1].

**Worauf es ankommt**
- **Länge:** Kinn- bis Nasenhöhe
- **Flex:** weich, damit der Ski leicht einzudrehen ist
- **Taillierung:** Radius 11–14 m
- **Bindung:** Z-Wert 3–7, vom Fachhändler eingestellt

**Empfehlenswerte Modelle**

1. **Alpstrom Primo 74**
   - sehr weich und drehfreudig, ideal für die ersten Tage
   - ca. 349 € mit Bindung
2. **Schneegrat Easy Carve**
   - etwas stabiler, wächst also länger mit
   - ca. 399 € mit Bindung
3. **Firnwerk Start 76**
   - verzeihend, gute Verarbeitung
   - ca. 379 € mit Bindung

| Modell | Radius | Gewicht (160 cm) | Preis |
|---|---|---|---|
| Alpstrom Primo 74 | 11,5 m | 1.480 g | 349 € |
| Schneegrat Easy Carve | 13 m | 1.620 g | 399 € |
| Firnwerk Start 76 | 12,5 m | 1.560 g | 379 € |

**Kaufen oder leihen?**
Für die ersten ein bis zwei Urlaube ist Leihen meist günstiger (ca. 25–35 € pro Tag). Kaufen lohnt sich ab etwa 10 Skitagen pro Saison – oder wenn Sie Vorjahresmodelle im Frühjahr mit 30–40 % Rabatt finden.

**Unser Tipp:** Der Alpstrom Primo ist der einfachste Einstieg; wer schnell Fortschritte macht, ist mit dem Schneegrat Easy Carve länger glücklich.`,
    sources: ['https://www.skimagazin.de/ratgeber/anfaenger-ski'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Alpstrom', position: 1, sentiment: 'POSITIVE' },
      { name: 'Schneegrat', position: 2, sentiment: 'POSITIVE' },
      { name: 'Firnwerk', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'beste Lohnabrechnungssoftware für kleine Unternehmen',
    text: `Für kleine Unternehmen mit 5 bis 50 Beschäftigten lohnt sich eine cloudbasierte Lohnsoftware fast immer: Meldungen an Krankenkassen und Finanzamt laufen automatisch, Gesetzesänderungen werden eingespielt, und die Steuerberatung kann direkt zugreifen [1][2].

## Die besten Anbieter im Überblick

| Anbieter | Preis pro Abrechnung | DATEV-Export | Mitarbeiter-App | Besonderheit |
|---|---|---|---|---|
| **Lohnwerk** | 6,90 € | Ja | Ja | Geführte Abrechnung, sehr einsteigerfreundlich |
| **Gehaltio** | 8,50 € | Ja | Ja | Starke HR-Funktionen (Urlaub, Zeiterfassung) |
| **PayKontor** | 5,50 € | Ja | Nein | Günstig, aber wenig intuitiv |

### 1. Lohnwerk – Testsieger
Lohnwerk führt Schritt für Schritt durch die monatliche Abrechnung und erklärt jede Position. Minijobs, Midijobs, Dienstwagen und Sachbezüge sind sauber abgebildet, und der Support antwortet laut Nutzerbewertungen meist am selben Tag [1].
- ✅ Auch ohne Lohnbuchhaltungserfahrung nutzbar
- ✅ Faire Preise ohne Grundgebühr
- ❌ Keine integrierte Zeiterfassung

### 2. Gehaltio
Die bessere Wahl, wenn Sie HR und Lohn in einem Tool wollen. Etwas teurer und beim Einrichten aufwendiger.
- ✅ Urlaubsverwaltung, Zeiterfassung, digitale Personalakte
- ❌ Höherer Preis

### 3. PayKontor
Der günstigste Anbieter, funktional vollständig, aber die Oberfläche wirkt veraltet und richtet sich eher an Profis.
- ✅ Preis
- ❌ Bedienung, kein Mitarbeiterportal

## Unser Tipp
Für die meisten kleinen Unternehmen ist **Lohnwerk** die beste Wahl: einfach, zuverlässig und günstig. Wer zusätzlich Personalverwaltung braucht, sollte sich Gehaltio ansehen.`,
    sources: ['https://www.lohnsoftware-vergleich.de/kmu', 'https://www.lohnwerk.de/funktionen'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lohnwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gehaltio', position: 2, sentiment: 'POSITIVE' },
      { name: 'PayKontor', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Was kostet Lohnwerk?',
    text: `**Lohnwerk** rechnet pro abgerechnetem Mitarbeiter und Monat ab; eine Grundgebühr gibt es in den Standardtarifen nicht. Alle Preise verstehen sich zzgl. MwSt. [1]

### Tarife

| Tarif | Preis pro Abrechnung | Mindestumsatz | Enthalten |
|---|---|---|---|
| Basis | 6,90 € | 29 €/Monat | Abrechnung, SV- und Lohnsteuermeldungen, Mitarbeiter-App |
| Plus | 9,90 € | 49 €/Monat | Basis + Zeitwirtschaftsschnittstelle, bAV, Pfändungen |
| Steuerberater | individuell | – | Mandantenverwaltung, Sammelabrechnung |

### Zusatzkosten
- **Einrichtung:** kostenlos bei Selbsteinrichtung; geführtes Onboarding mit einem Lohnexperten 290 € einmalig
- **Übernahme aus anderer Software:** 3 € pro Mitarbeiter (einmalig)
- **Jahresabschlussarbeiten:** im Preis enthalten
- **Minijobber:** werden zum regulären Abrechnungspreis berechnet

### Beispielrechnungen
- 8 Mitarbeitende im Basis-Tarif: 8 × 6,90 € = 55,20 € pro Monat
- 3 Mitarbeitende im Basis-Tarif: 3 × 6,90 € = 20,70 € → es gilt der Mindestumsatz von 29 €
- 25 Mitarbeitende im Plus-Tarif: 25 × 9,90 € = 247,50 € pro Monat

### Vertragslaufzeit
Die Tarife sind monatlich kündbar. Bei jährlicher Vorauszahlung gibt es 10 % Rabatt. Eine kostenlose Testphase von 30 Tagen ist möglich; in dieser Zeit kann eine Probeabrechnung erstellt, aber nicht an die Krankenkassen übermittelt werden [2].`,
    sources: ['https://www.lohnwerk.de/preise', 'https://www.lohnwerk.de/testen'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Lohnwerk', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Lohnwerk Erfahrungen 2026',
    text: `Die Erfahrungsberichte zu **Lohnwerk** haben sich im letzten Jahr deutlich verschlechtert. Hier eine Zusammenfassung aus Bewertungsportalen und Foren [1][2][3].

### Was gelobt wird
- Übersichtliche Oberfläche, gerade für Einsteiger
- Günstiger Preis pro Abrechnung
- Gute Erklärtexte zu jeder Lohnart

### Was kritisiert wird
- **Fehler nach Updates:** Nach der Umstellung zum 1. Januar 2026 wurden bei zahlreichen Kunden die Beiträge zur Pflegeversicherung für Kinderlose falsch berechnet. Die Korrektur kam erst nach sechs Wochen [2].
- **Support:** Früher schnell, inzwischen berichten viele Nutzer von Wartezeiten von fünf bis zehn Werktagen – in der Lohnabrechnung, wo Fristen gelten, ein echtes Problem.
- **Fehlende Funktionen:** keine Unterstützung für Baulohn oder Kurzarbeit in mehreren Stufen.

| Kriterium | Bewertung 2024 | Bewertung 2026 |
|---|---|---|
| Bedienbarkeit | 4,6 | 4,5 |
| Zuverlässigkeit | 4,4 | 3,1 |
| Support | 4,5 | 2,8 |
| Gesamt | 4,5 | 3,4 |

### Alternativen
**Gehaltio** und **Lohnpilot** haben die Umstellung 2026 fehlerfrei umgesetzt und werden im Support durchweg besser bewertet [3].

### Fazit
Lohnwerk ist einfach zu bedienen, aber bei einer Lohnsoftware zählt Zuverlässigkeit mehr als Komfort. Solange die Qualitätsprobleme nicht behoben sind, raten wir von Lohnwerk ab – wechseln Sie besser zu Gehaltio oder Lohnpilot.`,
    sources: ['https://www.trustedshops.de/bewertung/info_lohnwerk.html', 'https://www.lohnforum.de/threads/lohnwerk-pv-beitrag-fehler', 'https://www.lohnsoftware-vergleich.de/erfahrungen'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lohnwerk', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Gehaltio', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lohnpilot', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Wie rechne ich einen Minijob richtig ab?',
    text: `Minijobs (geringfügig entlohnte Beschäftigung) haben 2026 eine Verdienstgrenze von **603 € im Monat** [1]. Die Abrechnung ist einfacher als bei regulären Beschäftigten, hat aber ein paar Fallstricke.

### 1. Anmeldung
- Anmeldung bei der **Minijob-Zentrale** (nicht bei der Krankenkasse des Mitarbeiters)
- Steuer-ID und Sozialversicherungsnummer erfragen
- Befreiung von der Rentenversicherungspflicht schriftlich einholen, falls gewünscht

### 2. Abgaben des Arbeitgebers
| Abgabe | Satz |
|---|---|
| Krankenversicherung (pauschal) | 13 % |
| Rentenversicherung | 15 % |
| Pauschsteuer | 2 % |
| Umlagen U1, U2, Insolvenzgeldumlage | ca. 1,7 % |
| Unfallversicherung | je nach Berufsgenossenschaft |

Der Arbeitnehmer zahlt nur den Eigenanteil zur Rentenversicherung (3,6 %), sofern er sich nicht befreien lässt.

### 3. Monatliche Abrechnung
1. Stunden erfassen (Aufzeichnungspflicht nach dem Mindestlohngesetz!)
2. Brutto berechnen: Stunden × Stundenlohn (mind. 13,90 €)
3. Beitragsnachweis bis zum fünftletzten Bankarbeitstag an die Minijob-Zentrale
4. Abgaben per Lastschrift einziehen lassen

### 4. Häufige Fehler
- Die Verdienstgrenze wird durch Einmalzahlungen (Weihnachtsgeld) überschritten.
- Urlaubsanspruch und Entgeltfortzahlung werden vergessen – auch Minijobber haben sie.
- Die Stundenaufzeichnungen werden nicht zwei Jahre aufbewahrt.

Bei mehreren Minijobbern lohnt sich eine Lohnsoftware oder die Abrechnung über das Steuerbüro [2].`,
    sources: ['https://www.minijob-zentrale.de', 'https://www.lohnwerk.de/ratgeber/minijob-abrechnen'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v7-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.nebelhorn,
    prompt: 'bester VPN-Anbieter mit Sitz in der Schweiz',
    text: `Die Schweiz gilt als einer der besten Standorte für VPN-Anbieter: Sie gehört nicht zu den „Five Eyes“, und das Datenschutzgesetz (revDSG) ist streng. Diese Anbieter haben ihren Sitz tatsächlich in der Schweiz [1][2]:

**1. Nebelhorn VPN** – unsere Empfehlung
- Sitz: Zug
- No-Logs-Richtlinie, 2026 zum zweiten Mal unabhängig geprüft
- WireGuard und eigenes Stealth-Protokoll für Länder mit VPN-Sperren
- 9,90 CHF/Monat, 59 CHF/Jahr
- Sehr schnelle Server in DACH, zuverlässiges Streaming

**2. SecurLink**
- Sitz: Genf
- Großes Servernetz (90 Länder), gute Apps
- Teurer (12,50 CHF/Monat), das letzte Audit liegt drei Jahre zurück

**3. Privanet**
- Sitz: Lugano
- Open-Source-Clients, Fokus auf Transparenz
- Langsamere Verbindungen, kaum Streaming-Unterstützung

| | Nebelhorn VPN | SecurLink | Privanet |
|---|---|---|---|
| Letztes No-Logs-Audit | 2026 | 2023 | 2025 |
| Server-Länder | 54 | 90 | 38 |
| Geschwindigkeit (DACH) | ★★★★★ | ★★★★☆ | ★★★☆☆ |
| Preis/Jahr | 59 CHF | 96 CHF | 48 CHF |

**Fazit:** **Nebelhorn VPN** bietet die beste Kombination aus geprüftem Datenschutz, Geschwindigkeit und Preis. SecurLink lohnt sich, wenn Sie sehr viele Länder brauchen; Privanet ist die Wahl für Open-Source-Puristen.`,
    sources: ['https://www.vpn-test.ch/schweizer-anbieter', 'https://www.nebelhorn-vpn.com/audit-2026'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nebelhorn VPN', position: 1, sentiment: 'POSITIVE' },
      { name: 'SecurLink', position: 2, sentiment: 'POSITIVE' },
      { name: 'Privanet', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.nebelhorn,
    prompt: 'Nebelhorn VPN auf der Fritzbox einrichten',
    text: `Wenn Sie **Nebelhorn VPN** direkt auf der Fritzbox einrichten, läuft der gesamte Datenverkehr Ihres Heimnetzes durch den VPN-Tunnel – auch von Geräten ohne eigene App (Smart-TV, Konsole) [1].

### Voraussetzungen
- Fritzbox mit **FRITZ!OS 7.50 oder neuer** (WireGuard-Unterstützung)
- Ein Nebelhorn-Konto mit aktivem Abo
- Zugang zur Fritzbox-Oberfläche (fritz.box)

### Schritt 1: WireGuard-Konfiguration erzeugen
1. Im Nebelhorn-Kundenbereich auf **„Geräte“ → „Router hinzufügen“** klicken.
2. Serverstandort wählen (z. B. Zürich oder Frankfurt).
3. Die Datei **.conf** herunterladen.

### Schritt 2: Verbindung in der Fritzbox anlegen
1. **Internet → Freigaben → VPN (WireGuard)** öffnen.
2. **„VPN-Verbindung hinzufügen“** → „Netzwerk mit einem anderen WireGuard-Netzwerk verbinden“ wählen.
3. Die heruntergeladene .conf-Datei hochladen und speichern.

### Schritt 3: Geräte zuordnen
Standardmäßig nutzt nur das Netzwerk hinter der Verbindung den Tunnel. Unter **„Heimnetz → Netzwerk“** können Sie festlegen, welche Geräte über das VPN gehen sollen [2].

### Häufige Probleme
| Problem | Lösung |
|---|---|
| Keine Verbindung | Uhrzeit der Fritzbox prüfen (NTP aktiv?) |
| Langsame Geschwindigkeit | Näheren Server wählen; Fritzbox-Modelle vor 2020 schaffen meist nur 50–100 Mbit/s |
| Streaming-Dienste erkennen VPN | In der Konfiguration den Server mit Kennzeichnung „Streaming“ wählen |

Hinweis: Ein Router-VPN zählt bei Nebelhorn als ein Gerät, unabhängig davon, wie viele Geräte im Heimnetz hängen.`,
    sources: ['https://www.nebelhorn-vpn.com/hilfe/fritzbox', 'https://avm.de/service/wissensdatenbank/wireguard'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Nebelhorn VPN', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.nebelhorn,
    prompt: 'Nebelhorn VPN oder Tunnelfuchs für Streaming?',
    text: `Beide Anbieter werben mit Streaming-Unterstützung. Wir haben im Oktober 2026 getestet, welche Mediatheken und Streamingdienste zuverlässig funktionieren [1][2].

## Testergebnisse

| Dienst | Nebelhorn VPN | Tunnelfuchs |
|---|---|---|
| US-Streamingkatalog | ✅ | ✅ |
| UK-Mediathek | ✅ | ⚠️ nur manchmal |
| Deutsche Mediatheken aus dem Ausland | ✅ | ✅ |
| Japanischer Katalog | ✅ | ❌ |
| 4K ohne Ruckler | ✅ | ✅ |
| Durchschnittliche Geschwindigkeit | 412 Mbit/s | 365 Mbit/s |
| Preis (2 Jahre) | 2,99 €/Monat | 2,49 €/Monat |

## Tunnelfuchs
Tunnelfuchs ist etwas günstiger und hat eine sehr einfache App. Bei britischen Diensten mussten wir allerdings oft mehrere Server ausprobieren, und der japanische Katalog war gar nicht erreichbar.

## Nebelhorn VPN
Nebelhorn hat in unserem Test jeden Dienst auf Anhieb freigeschaltet. Die „Streaming“-Server sind in der App gekennzeichnet, und die Geschwindigkeit reichte problemlos für 4K auf zwei Geräten gleichzeitig. Ein weiterer Pluspunkt: Der Support hilft per Chat rund um die Uhr, wenn ein Dienst doch einmal blockiert.

## Fazit
Für Streaming ist **Nebelhorn VPN** klar die bessere Wahl – zuverlässiger, schneller und nur 50 Cent teurer im Monat. Tunnelfuchs reicht, wenn Sie nur deutsche Mediatheken im Urlaub schauen wollen.`,
    sources: ['https://www.vpn-vergleich.de/streaming-test-2026', 'https://www.nebelhorn-vpn.com/streaming'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nebelhorn VPN', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tunnelfuchs', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.nebelhorn,
    prompt: 'VPN für ein kleines Team im Homeoffice',
    text: `Für ein kleines Team (5–25 Personen) geht es weniger ums Streaming als um zentrale Verwaltung, feste IP-Adressen für den Zugriff auf Firmenressourcen und einfache Ein- und Austritte von Mitarbeitenden [1].

### Worauf Sie achten sollten
- **Admin-Konsole:** Nutzer hinzufügen und entfernen ohne Support-Ticket
- **Dedizierte IP:** damit Cloud-Dienste und Firewalls den Zugriff auf Ihre Team-IP beschränken können
- **SSO:** Anmeldung über Microsoft 365 oder Google Workspace
- **DSGVO:** Auftragsverarbeitungsvertrag (AVV) und Serverstandort in der EU bzw. der Schweiz

### Anbieter im Vergleich

**SecurLink Business**
Ausgereifte Admin-Konsole und SSO, allerdings erst ab 10 Nutzern und mit 12 € pro Nutzer vergleichsweise teuer.

**Privanet Teams**
Günstig (5 € pro Nutzer), aber ohne dedizierte IP und ohne SSO – für Teams mit Compliance-Anforderungen zu wenig.

**Nebelhorn VPN Teams**
Ab 3 Nutzern, 7 € pro Nutzer, inklusive dedizierter IP, SSO und AVV. Die Admin-Konsole ist übersichtlich, und neue Mitarbeitende erhalten eine Einladung per E-Mail und sind in zwei Minuten verbunden [2]. Unabhängig auditierte No-Logs-Richtlinie, Server in Zürich, Wien und Frankfurt.

| | SecurLink Business | Privanet Teams | Nebelhorn VPN Teams |
|---|---|---|---|
| Preis pro Nutzer | 12 € | 5 € | 7 € |
| Mindestanzahl | 10 | 1 | 3 |
| Dedizierte IP | ✅ | ❌ | ✅ |
| SSO | ✅ | ❌ | ✅ |
| Server in Österreich | ❌ | ❌ | ✅ |

### Unser Tipp
Für kleine Teams in Österreich ist **Nebelhorn VPN Teams** das beste Gesamtpaket – alle wichtigen Business-Funktionen zum fairen Preis und sogar mit Server in Wien.`,
    sources: ['https://www.it-business.at/vpn-fuer-teams', 'https://www.nebelhorn-vpn.com/teams'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'SecurLink', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Privanet', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Nebelhorn VPN', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  // ───────────────────────────── hard, German ─────────────────────────────
  {
    id: 'v7-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.nebelhorn,
    prompt: 'brauche ich ein VPN im Hotel-WLAN im Skiurlaub in Oberstdorf?',
    text: `Kurz gesagt: Es schadet nicht. Öffentliche WLANs in Hotels und Hütten sind oft unverschlüsselt oder nutzen ein Passwort, das alle Gäste kennen.

**Wann ein VPN sinnvoll ist**
- Online-Banking oder Firmenzugänge im Hotel-WLAN
- Das WLAN in der Bergstation oder im Café am Talboden – nach einem Tag am Nebelhorn will man schließlich noch schnell die Fotos hochladen, und dort teilt man das Netz mit Hunderten Skifahrern
- Wenn Sie Mediatheken aus dem Heimatland schauen möchten (bei Urlaub in Österreich oder der Schweiz)

**Passende Anbieter**
- **Tunnelfuchs**: günstig, einfache App, verbindet sich automatisch in unbekannten WLANs.
- **SecurLink**: größeres Servernetz, gut, wenn Sie auch im Ausland unterwegs sind.

Am Nebelhorn und am Fellhorn ist der Mobilfunkempfang inzwischen gut; wer über das Handy ins Netz geht, braucht unterwegs nicht zwingend ein VPN.`,
    sources: ['https://www.bsi.bund.de/oeffentliche-wlan', 'https://www.oberstdorf.de/bergbahnen'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Tunnelfuchs', position: 1, sentiment: 'POSITIVE' },
      { name: 'SecurLink', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (place): the Nebelhorn mountain in Oberstdorf, in a VPN answer; the VPN service is never named',
  },
  {
    id: 'v7-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Lohnabrechnung auslagern: Erfahrungen aus dem Mittelstand',
    text: `Viele mittelständische Betriebe lagern die Lohnabrechnung inzwischen ganz oder teilweise aus. Ein typisches Beispiel ist die Lohnwerk Brandt GmbH aus Reutlingen, ein Lohnfertiger für CNC-Drehteile mit 45 Beschäftigten: Der Betrieb hat 2025 seine Abrechnung vom Steuerbüro in eine Cloud-Software mit Lohnservice verlegt und spart nach eigenen Angaben rund 20 Stunden im Monat [1].

**Was für das Auslagern spricht**
- Keine Abhängigkeit von einer einzelnen Lohnbuchhalterin
- Gesetzesänderungen werden vom Dienstleister umgesetzt
- Planbare Kosten pro Abrechnung

**Was dagegen spricht**
- Weniger Kontrolle über Sonderfälle (Schichtzuschläge, Akkordlohn)
- Datenschutz: Auftragsverarbeitungsvertrag nötig

**Anbieter mit Lohnservice**
- **Lohnpilot** bietet einen Full-Service, bei dem Lohnexperten die Abrechnung übernehmen; die Reutlinger haben sich dafür entschieden.
- **PayKontor** ist günstiger, aber als reine Software ohne Betreuung.`,
    sources: ['https://www.mittelstand-digital.de/praxisbeispiele/lohnabrechnung'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Lohnpilot', position: 1, sentiment: 'POSITIVE' },
      { name: 'PayKontor', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonym (same-name company in another trade): Lohnwerk Brandt GmbH, a CNC contract manufacturer, is a customer story, not the payroll software',
  },
  {
    id: 'v7-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.gipfel,
    prompt: 'Sind Gipfel Ski gut für schwere Fahrer über 100 kg?',
    text: `Auf die Frage „Sind Gipfel Ski gut für schwere Fahrer über 100 kg?“ gibt es keine pauschale Antwort – entscheidend ist nicht die Marke, sondern die Konstruktion des einzelnen Modells.

**Worauf schwere Fahrer achten sollten**
- **Metalllagen:** Ein oder zwei Titanal-Lagen sorgen für Laufruhe bei hohem Gewicht.
- **Länge:** eher 5–10 cm länger wählen als die Faustregel empfiehlt.
- **Flex:** mittel bis hart; weiche Ski „klappen“ unter schweren Fahrern ein.
- **Bindung:** Z-Wert-Bereich bis mindestens 12.

**Modelle, die sich bewährt haben**
- **Firnwerk Allgrat 84**: zwei Titanal-Lagen, sehr stabil, auch bei 110 kg kein Flattern [1].
- **Schneegrat Titan 88**: etwas breiter, gut für Fahrer, die auch neben der Piste unterwegs sind.

Lassen Sie die Bindung unbedingt im Fachhandel auf Ihr Gewicht einstellen.`,
    sources: ['https://www.skimagazin.de/ratgeber/ski-fuer-schwere-fahrer'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Firnwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Schneegrat', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt: the brand appears only in the quoted restatement of the question; only competitors are then discussed',
  },
  {
    id: 'v7-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Lohnsoftware für Baubetriebe',
    text: `Die Lohnabrechnung im Baugewerbe ist ein Sonderfall: SOKA-BAU-Meldungen, Saison-Kurzarbeitergeld, Wintergeld, Erschwerniszuschläge. Nicht jede Lohnsoftware beherrscht das [1].

**Empfehlenswert für Baubetriebe**
1. **Gehaltio Bau** – vollständiger Baulohn inklusive SOKA-BAU und Winterbauumlage, Schnittstelle zur mobilen Zeiterfassung auf der Baustelle.
2. **Lohnpilot** – Baulohn-Modul seit 2025, mit Lohnservice auf Wunsch.

**Nicht in die Auswahl geschafft hat es Lohnwerk.** Die Software ist bei Bürobetrieben beliebt, unterstützt aber weder SOKA-BAU-Meldungen noch Saison-Kurzarbeitergeld. Für einen Baubetrieb ist sie deshalb keine Option.

**Tipp:** Fragen Sie bei jedem Anbieter nach einer Referenz aus Ihrem Gewerk und lassen Sie sich eine Winterabrechnung vorführen.`,
    sources: ['https://www.baugewerbe-digital.de/lohnsoftware'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Gehaltio', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lohnpilot', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lohnwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "Nicht in die Auswahl geschafft hat es Lohnwerk", despite a friendly half-sentence',
  },
  {
    id: 'v7-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.nebelhorn,
    prompt: 'funktioniert Nebelhorn VPN in China?',
    text: `Nebelhorn VPN hat ein eigenes Stealth-Protokoll, das in Ländern mit leichteren Sperren (etwa in der Türkei oder in den Vereinigten Arabischen Emiraten) gut funktioniert.

Für China sieht es anders aus. Nutzerberichte aus dem Jahr 2026 zeigen, dass Nebelhorn dort nur sporadisch eine Verbindung aufbaut, oft erst nach mehreren Versuchen, und in Peking und Shanghai zeitweise gar nicht [1]. Der Anbieter selbst gibt China auf seiner Website nicht als unterstütztes Land an.

Wenn Sie nach China reisen, sollten Sie sich anderweitig umsehen: **SecurLink** betreibt eigens für China optimierte Server und wird von Geschäftsreisenden regelmäßig als zuverlässig beschrieben [2]. Installieren Sie das VPN unbedingt vor der Abreise – vor Ort sind die Websites der Anbieter gesperrt.`,
    sources: ['https://www.reddit.com/r/china/comments/vpn_2026_report', 'https://www.securlink.ch/china'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nebelhorn VPN', position: 1, sentiment: 'NEGATIVE' },
      { name: 'SecurLink', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'a neutral-to-friendly opening, then a verdict sending the reader elsewhere ("sollten Sie sich anderweitig umsehen")',
  },
  {
    id: 'v7-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.gipfel,
    prompt: 'Gipfel Kammlinie 82 kaufen – gute Idee?',
    text: `Der Gipfel Kammlinie 82 ist ein wirklich schöner Ski: leicht, drehfreudig, laufruhig für seine Klasse, und in vielen Tests einer der besten Allrounder für Genussfahrer. Auch die Verarbeitung ist tadellos.

Aber: Das Modell wird derzeit nur im Set mit der Bindung „Kamm 11“ verkauft, und genau diese Bindung hat Gipfel im Oktober 2026 zurückgerufen, weil sich bei tiefen Temperaturen der Fersenautomat nicht zuverlässig schließt [1]. Ersatzbindungen sind laut Hersteller erst ab Februar lieferbar.

Für diese Saison rate ich deshalb klar vom Kauf ab. Wenn Sie jetzt einen Allroundski brauchen, nehmen Sie den **Firnwerk Allgrat 84** oder warten Sie, bis der Kammlinie mit überarbeiteter Bindung wieder erhältlich ist.`,
    sources: ['https://www.gipfel-sport.de/rueckruf-kamm-11', 'https://www.produktwarnung.eu/gipfel-kamm-11'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Gipfel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Firnwerk', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'strong praise, then a decisive reservation (recall) and advice not to buy',
  },
  {
    id: 'v7-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Lohnwerk oder Gehaltio für 40 Mitarbeitende mit Schichtbetrieb?',
    text: `Bei 40 Mitarbeitenden im Schichtbetrieb sind drei Punkte entscheidend: Zuschläge für Nacht-, Sonn- und Feiertagsarbeit, die Anbindung an die Zeiterfassung und die Bearbeitung von Krankheitsfällen [1][2].

| Kriterium | Lohnwerk | Gehaltio |
|---|---|---|
| Steuerfreie Schichtzuschläge (§ 3b EStG) | manuell je Abrechnung | automatisch aus Zeiterfassung |
| Zeiterfassung | externe Schnittstelle | integriert |
| Schichtplanung | nein | ja |
| Preis (40 MA) | ca. 276 €/Monat | ca. 340 €/Monat |

Lohnwerk ist günstiger und etwas einfacher zu bedienen. Im Schichtbetrieb bedeutet die manuelle Erfassung der Zuschläge aber bei 40 Personen jeden Monat mehrere Stunden Arbeit – und eine Fehlerquelle.

**Gehaltio gewinnt diesen Vergleich klar.** Die rund 64 € Mehrkosten im Monat sind durch die eingesparte Zeit schnell wieder drin. Unsere Empfehlung für Ihren Betrieb: Gehaltio.`,
    sources: ['https://www.lohnsoftware-vergleich.de/lohnwerk-vs-gehaltio', 'https://www.gehaltio.de/schichtbetrieb'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lohnwerk', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Gehaltio', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'head-to-head comparison won by the competitor, with the brand first in the table and praised for price',
  },
  {
    id: 'v7-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.gipfel,
    prompt: 'Gipfel Grattour 110 Erfahrungen nach einer Saison',
    text: `Nach einer Saison mit rund 35 Tourentagen, vom Gipfel des Großvenedigers bis zu Feierabendrunden im Pinzgau, lässt sich ein ehrliches Fazit ziehen.

Im Aufstieg ist der Gipfel Grattour 110 nicht schlecht – eigentlich sogar richtig gut: Die Schaftrotation ist großzügig, der Schuh drückt nirgends, und mit 1.180 g spürt man das Gewicht auch nach 1.500 Höhenmetern kaum. Auch bergab gibt es wenig zu meckern: Bei hartem Schnee fehlt vielleicht ein Hauch Steifigkeit, aber das ist bei einem Tourenschuh dieser Gewichtsklasse kein Vorwurf.

Der Innenschuh zeigt nach einer Saison leichte Abnutzung an der Ferse, was sich mit einem Ersatzinnenschuh (89 €) beheben lässt.

Unterm Strich: Die Bilanz kann sich sehen lassen. Ich würde ihn jederzeit wieder kaufen.`,
    sources: ['https://www.gipfel-sport.de/tourenschuhe/grattour-110'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Gipfel', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes ("nicht schlecht", "wenig zu meckern", "kein Vorwurf", "kann sich sehen lassen") plus a homonym (Gipfel = summit) before the first real mention',
  },
  {
    id: 'v7-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.nebelhorn,
    prompt: 'VPN-Test 2026: Geschwindigkeit und Datenschutz',
    text: `Ergebnisse unseres Labortests (Oktober 2026, 1-Gbit/s-Glasfaseranschluss in Frankfurt, jeweils 30 Messungen pro Anbieter) [1]:

| Anbieter | Download (Mbit/s) | Upload (Mbit/s) | Latenz (ms) | DNS-Leaks | Datenschutz | Gesamtnote |
|---|---|---|---|---|---|---|
| Tunnelfuchs | 682 | 410 | 14 | 0/30 | 1,7 | **1,6** |
| Privanet | 540 | 355 | 19 | 0/30 | 1,4 | **1,9** |
| Nebelhorn VPN | 188 | 96 | 61 | 4/30 | 3,6 | **4,1** |

Notenskala: 1 = sehr gut, 2 = gut, 3 = befriedigend, 4 = ausreichend, 5 = mangelhaft. Die Gesamtnote gewichtet Datenschutz mit 50 %, Geschwindigkeit mit 35 % und Bedienung mit 15 %.

Getestet wurden jeweils die Windows-App und die Android-App mit den Standardeinstellungen (WireGuard bzw. dem vom Anbieter empfohlenen Protokoll).`,
    sources: ['https://www.vpn-labor.de/test-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Tunnelfuchs', position: 1, sentiment: 'POSITIVE' },
      { name: 'Privanet', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nebelhorn VPN', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'verdict given only by figures (German school grades, DNS leaks), with no judging word in the prose',
  },
  {
    id: 'v7-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'welche Lohnsoftware für meinen Handwerksbetrieb mit 9 Angestellten?',
    text: `Das hängt vor allem davon ab, ob Sie die Abrechnung selbst machen wollen.

Falls Sie die Lohnabrechnung komplett abgeben möchten, weil niemand im Betrieb Zeit dafür hat, ist der Full-Service von **Lohnpilot** die richtige Wahl – dort rechnen Lohnexperten für Sie ab, allerdings für rund 25 € pro Mitarbeiter.

In allen anderen Fällen, und das betrifft die meisten Handwerksbetriebe Ihrer Größe, empfehle ich **Lohnwerk**. Die geführte Abrechnung ist auch ohne Vorkenntnisse in 20 Minuten im Monat erledigt, der DATEV-Export für die Steuerberatung funktioniert reibungslos, und bei 9 Mitarbeitenden zahlen Sie gut 62 € im Monat. Zeiterfassung per App lässt sich über eine Schnittstelle anbinden.

Gehaltio ist ebenfalls solide, für 9 Personen aber überdimensioniert.`,
    sources: ['https://www.lohnwerk.de/handwerk', 'https://www.handwerk-digital.de/lohnsoftware'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lohnpilot', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lohnwerk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gehaltio', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'conditional recommendation: a competitor under a narrow condition first; most readers are sent to Lohnwerk',
  },
  {
    id: 'v7-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.nebelhorn,
    prompt: 'Nebelhorn VPN für Online-Gaming geeignet?',
    text: `Wer nach Nebelhorn VPN sucht, findet viele begeisterte Bewertungen [1]:

> „Schnellster VPN, den ich je hatte – Netflix in 4K ohne Probleme!“

> „Super Datenschutz, super Support. Klare Empfehlung.“

Diese Bewertungen beziehen sich aber fast alle auf Streaming und Datenschutz. Beim Gaming zählt etwas anderes: die Latenz. Und da schneidet Nebelhorn schwach ab, weil der Datenverkehr standardmäßig über das Stealth-Protokoll und Server in der Schweiz geleitet wird. In unseren Messungen kamen zu einem Spieleserver in Frankfurt 35–50 ms zusätzlicher Ping hinzu.

Für Gaming würde ich Nebelhorn deshalb nicht nehmen. **Tunnelfuchs** bietet spezielle Gaming-Server mit nur 3–5 ms Aufschlag und ist dafür die deutlich bessere Wahl [2].`,
    sources: ['https://www.trustpilot.com/review/nebelhorn-vpn.com', 'https://www.vpn-labor.de/gaming-latenz'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nebelhorn VPN', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tunnelfuchs', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'enthusiastic quoted user reviews, but the answer\'s own verdict advises against the brand for this use',
  },
  {
    id: 'v7-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.gipfel,
    prompt: 'Gipfel oder Alpstrom Tourenski für Einsteiger?',
    text: `Beide Hersteller haben solide Einsteiger-Tourenski im Programm: Gipfel den „Grat 88“, Alpstrom den „Skyline Tour 86“. Welcher besser zu Ihnen passt, lässt sich ohne weitere Angaben kaum sagen.

Einige Unterschiede, die eine Rolle spielen könnten:
- **Gewicht:** Der Gipfel ist rund 150 g pro Ski leichter, was bei langen Aufstiegen auffällt.
- **Abfahrt:** Der Alpstrom ist etwas breiter und hat mehr Auftrieb im Pulver.
- **Fellsystem:** Beide bieten passende Felle an; Gipfel setzt auf eine Spitzenbefestigung mit Clip, Alpstrom auf einen Haken.
- **Preis:** Im Set mit Bindung und Fellen liegen beide bei etwa 1.100 €.

Am besten leihen Sie beide Modelle für je ein Wochenende aus; viele Sportgeschäfte rechnen die Leihgebühr beim Kauf an. Je nachdem, ob Ihnen Aufstieg oder Abfahrt wichtiger ist, werden Sie sich dann leicht entscheiden.`,
    sources: ['https://www.gipfel-sport.de/tourenski/grat-88', 'https://www.alpstrom.com/skyline-tour-86'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Gipfel', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Alpstrom', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged answer with no verdict; both brands described, none recommended (NEUTRAL)',
  },
  {
    id: 'v7-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'einfachste Möglichkeit, als Gründer die erste Mitarbeiterin abzurechnen',
    text: `Für die erste Angestellte gibt es drei Wege:

1. **Steuerbüro:** bequem, aber mit 30–50 € pro Abrechnung und Monat teuer, und Rückfragen dauern.
2. **Selbst per Hand mit sv.net:** kostenlos, aber fehleranfällig – Sie müssen Beiträge, Lohnsteuer und Umlagen selbst berechnen.
3. **Eine Lohnsoftware:** Hier hat sich lohnwerk.de bewährt. Die Software fragt Schritt für Schritt alles ab, erklärt jede Position in verständlicher Sprache und meldet alles automatisch an Krankenkasse und Finanzamt. Für eine einzige Mitarbeiterin zahlen Sie den Mindestbetrag von 29 € im Monat – günstiger als das Steuerbüro und deutlich einfacher als der Weg über sv.net.

Meine Empfehlung für Gründer ist daher klar Option 3 mit lohnwerk.de. Die Steuerberatung kann trotzdem über den DATEV-Export auf alle Daten zugreifen.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Lohnwerk', position: 1, sentiment: 'POSITIVE' }],
    trap: 'the brand is named only by its domain (lohnwerk.de), with no sources',
  },
  {
    id: 'v7-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.nebelhorn,
    prompt: 'Nebelhorn VPN Vor- und Nachteile',
    text: `**Vorteile**
- Sitz in der Schweiz, No-Logs-Richtlinie mehrfach unabhängig geprüft
- Eigenes Stealth-Protokoll für restriktive Netzwerke
- Sehr gute Streaming-Unterstützung
- Faire Preise (59 CHF im Jahr)

**Nachteile**
- Kleineres Servernetz (54 Länder) als die großen Anbieter
- Höhere Latenz, daher für Online-Gaming nur bedingt geeignet
- Kein Split-Tunneling unter macOS
- Nur 6 gleichzeitige Geräte

**Fazit:** Die Nachteile betreffen vor allem Gamer und Nutzer mit sehr vielen Geräten. Für alle, denen Datenschutz und Streaming wichtig sind – und das ist die große Mehrheit –, überwiegen die Vorteile deutlich. Nebelhorn VPN ist für diese Nutzer eine klare Empfehlung.`,
    sources: ['https://www.nebelhorn-vpn.com', 'https://www.vpn-test.ch/nebelhorn'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Nebelhorn VPN', position: 1, sentiment: 'POSITIVE' }],
    trap: 'balanced pro/con lists; the brand is named only in the final verdict line (the prompt echo does not count), which is positive',
  },
  {
    id: 'v7-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.gipfel,
    prompt: 'welche Skischuhe für breite Füße?',
    text: `Breite Füße (Leisten ab 102 mm) brauchen Schuhe mit entsprechender Schale – ein zu enger Schuh lässt sich nur begrenzt ausweiten [1].

### Schneegrat Comfort 100
Leisten 104 mm, weicher Flex. Angenehm, aber in der Abfahrt eher für gemütliche Fahrer.

### Die beste Passform im Test
Mit 103 mm Leisten und einem thermoformbaren Innenschuh bietet der Gipfel „Weitblick 110“ die beste Kombination aus Komfort und Präzision, die wir bei breiten Füßen gefunden haben. Die Schale lässt sich im Fachhandel an Ballen und Knöchel zusätzlich ausweiten, ohne dass der Halt leidet, und der Schuh bleibt auch bei langen Skitagen warm. Für breite Füße ist er unsere erste Wahl.

### Firnwerk Pro 102
Leisten 102 mm, sportlicher und steifer Flex 120, Schale aus Polyurethan.

**Tipp:** Lassen Sie sich im Fachgeschäft den Fuß vermessen und probieren Sie Skischuhe nachmittags an, wenn die Füße etwas angeschwollen sind.`,
    sources: ['https://www.bergsport-ratgeber.at/skischuhe-breite-fuesse', 'https://www.gipfel-sport.de/skischuhe/weitblick-110'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Schneegrat', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Gipfel', position: 2, sentiment: 'POSITIVE' },
      { name: 'Firnwerk', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'praise only in the body of a section whose heading does not name the brand, while competitors are named in their headings',
  },
  {
    id: 'v7-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.lohnwerk,
    prompt: 'Lohnwerk Support Erfahrungen',
    text: `Lohnwerk ist mit 6,90 € pro Abrechnung einer der günstigsten Anbieter – und beim Support merkt man, dass man bekommt, wofür man bezahlt.

Einen Support gibt es, zumindest theoretisch: Telefonisch ist er nur dienstags und donnerstags von 9 bis 12 Uhr erreichbar, E-Mails werden laut Nutzerberichten nach fünf bis zehn Werktagen beantwortet, und der Chat verweist meist auf Hilfeartikel [1]. Wer am 25. des Monats eine Frage zur Abrechnung hat, die bis zum Monatsende raus muss, sollte sie lieber selbst lösen können.

Gehaltio und Lohnpilot sind etwas teurer, bieten aber eine Hotline an allen Werktagen und antworten in der Regel am selben Tag [2].`,
    sources: ['https://www.trustedshops.de/bewertung/info_lohnwerk.html', 'https://www.lohnsoftware-vergleich.de/support-test'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lohnwerk', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Gehaltio', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lohnpilot', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'indirect criticism ("man bekommt, wofür man bezahlt", "einen Support gibt es, zumindest theoretisch") without an explicit negative verdict',
  },
  // ───────────────────────────── typical, Spanish ─────────────────────────────
  {
    id: 'v7-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'mejores patinetes eléctricos 2026 para ir al trabajo',
    text: `Si vas a usar el patinete a diario para ir al trabajo, lo importante es la autonomía real, la seguridad (frenos, luces, ruedas) y que cumpla la normativa de la DGT, que desde 2024 exige certificado de circulación [1][2].

## Comparativa rápida

| | Brisa Urbano 2 | Voltia V9 | Patinex Move |
|---|---|---|---|
| Autonomía real | 38 km | 45 km | 25 km |
| Potencia | 500 W | 700 W | 350 W |
| Peso | 16,5 kg | 21 kg | 13,8 kg |
| Frenos | Disco delantero y trasero | Disco + regenerativo | Tambor |
| Certificado DGT | Sí | Sí | Sí |
| Precio | 649 € | 799 € | 399 € |

### 1. Brisa Urbano 2 — el más equilibrado
El **Brisa Urbano 2** es nuestro favorito para el día a día. Plegado rápido, ruedas de 10" sin cámara, doble freno de disco e intermitentes integrados en el manillar. Además, la marca tiene servicio técnico propio en Madrid, Barcelona, Valencia y Sevilla, algo poco habitual.
- ✅ Autonomía suficiente para la mayoría de trayectos
- ✅ Servicio técnico oficial y repuestos disponibles
- ❌ Suspensión solo delantera

### 2. Voltia V9 — el más potente
Ideal si vives en una ciudad con cuestas o tu trayecto supera los 15 km por trayecto. Eso sí, con 21 kg es incómodo para subirlo al metro.
- ✅ Potencia y autonomía
- ❌ Peso

### 3. Patinex Move — el más ligero y barato
Perfecto para trayectos cortos combinados con transporte público. Los frenos de tambor se quedan cortos en bajadas pronunciadas.

## Consejos de compra
- Comprueba que el modelo aparece en el listado de patinetes certificados de la DGT.
- Casco obligatorio en muchas ciudades y muy recomendable en todas.
- Revisa si tu seguro de hogar cubre la responsabilidad civil del patinete.

## Conclusión
Para la mayoría de quienes van al trabajo en patinete, el **Brisa Urbano 2** es la mejor compra: equilibrado, seguro y con un servicio posventa que marca la diferencia. El Voltia V9 es la alternativa si necesitas más potencia.`,
    sources: ['https://www.dgt.es/muevete-con-seguridad/patinetes', 'https://www.ocu.org/movilidad/patinetes-electricos/comparar'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brisa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Voltia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Patinex', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: '¿Dónde se fabrican los patinetes Brisa?',
    text: `**Brisa** es una marca española con sede en Valencia, pero, como casi todos los fabricantes del sector, no produce todos los componentes en España [1].

### Diseño y montaje
- **Diseño e ingeniería:** Valencia (Parque Tecnológico de Paterna).
- **Montaje final y control de calidad:** planta de Riba-roja de Túria, donde se ensamblan los modelos Urbano y Urbano Max desde 2023.
- **Modelos de gama de entrada (Brisa Go):** se fabrican completos en Shenzhen (China) por un socio industrial y se revisan en Valencia antes de la venta.

### Origen de los componentes
| Componente | Origen |
|---|---|
| Cuadro de aluminio | Portugal |
| Motor | China |
| Celdas de batería | Corea del Sur |
| Montaje de la batería (pack) | Valencia |
| Neumáticos | China |
| Frenos de disco | Taiwán |

### Certificaciones
Todos los modelos que se venden en España cuentan con el certificado de circulación de la DGT y el marcado CE. El montaje de las baterías en Valencia permite a la marca ofrecer baterías de recambio y reparación de packs, en lugar de sustituir la batería completa [2].

### ¿Cómo saber dónde se montó mi patinete?
El número de serie, bajo la plataforma, empieza por **VLC** si el montaje se hizo en Riba-roja y por **SZX** si se hizo en Shenzhen.`,
    sources: ['https://www.brisamotion.es/sobre-nosotros', 'https://www.brisamotion.es/baterias'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brisa', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'política de devoluciones de Brisa',
    text: `Estas son las condiciones de devolución de **Brisa** para compras en su tienda en línea, según la información publicada en noviembre de 2026 [1]:

### Plazo
- **30 días naturales** desde la entrega para devolver un patinete sin dar explicaciones (el mínimo legal es de 14 días).
- En accesorios (cascos, candados, bolsas), el plazo es también de 30 días.

### Condiciones
- El patinete debe tener **menos de 20 km** en el odómetro.
- Debe devolverse con el embalaje original o uno equivalente que lo proteja, con cargador y accesorios.
- Los cascos deben estar precintados por motivos de higiene.

### Cómo solicitarla
1. Entra en «Mis pedidos» y pulsa «Solicitar devolución».
2. Elige recogida a domicilio (gratuita en la Península) o entrega en un punto de servicio técnico.
3. Recibirás la etiqueta por correo electrónico.

### Reembolso
| Situación | Plazo de reembolso | Coste |
|---|---|---|
| Devolución en 30 días | 5–10 días tras la recepción | Gratis en la Península |
| Baleares y Canarias | 5–10 días | 35 € de transporte |
| Producto defectuoso | Reparación, sustitución o reembolso | Gratis |

### Compras en tiendas físicas o grandes superficies
Si compraste tu Brisa en otra tienda, se aplica la política de devoluciones de ese comercio; la garantía de 3 años, en cambio, se gestiona directamente con la marca [2].`,
    sources: ['https://www.brisamotion.es/devoluciones', 'https://www.brisamotion.es/garantia'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Brisa', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'Brisa o Voltia para una ciudad con muchas cuestas como Bilbao',
    text: `En una ciudad con pendientes del 10–15 % como Bilbao, la potencia del motor y los frenos importan mucho más que el peso o el diseño [1][2].

## Comparativa en cuestas

| | Voltia V9 | Brisa Urbano 2 |
|---|---|---|
| Potencia nominal / pico | 700 W / 1.200 W | 500 W / 800 W |
| Pendiente máxima declarada | 25 % | 16 % |
| Velocidad en rampa del 12 % (80 kg) | 19 km/h | 9 km/h |
| Frenos | Disco + regenerativo | Doble disco |
| Autonomía real con cuestas | 34 km | 24 km |
| Precio | 799 € | 649 € |

## Voltia V9
En nuestra prueba por Deusto y Santutxu, el **Voltia V9** subió todas las rampas sin bajar de 17 km/h. El freno regenerativo ayuda en las bajadas largas y alarga la autonomía.

## Brisa Urbano 2
El **Brisa Urbano 2** es un gran patinete en llano, pero en Bilbao se queda corto: en las rampas más duras bajó a 7–9 km/h y en una de ellas tuvimos que empujarlo. Además, la autonomía cayó un 35 % respecto a la declarada.

## Veredicto
Para Bilbao, el **Voltia V9** es claramente la mejor opción. No recomendamos el Brisa Urbano 2 para una ciudad con tantas cuestas: los 150 € de diferencia compensan de sobra.`,
    sources: ['https://www.ocu.org/movilidad/patinetes-electricos/prueba-cuestas', 'https://www.voltia.es/v9'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Voltia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brisa', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v7-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.brisa,
    prompt: 'qué scooter eléctrico comprar en Ciudad de México',
    text: `En la CDMX el scooter eléctrico es práctico para trayectos cortos, pero hay que tener en cuenta los baches, la lluvia en temporada y la seguridad al estacionarlo [1].

**1. Rodamo R3**
- Llantas neumáticas de 10" con buena suspensión, ideales para calles con baches
- Autonomía real: 30 km
- Precio: $13,900 MXN
- Punto débil: sin certificación de resistencia al agua

**2. Brisa Urbano 2**
- Certificación IPX5: aguanta bien los aguaceros de la tarde
- Doble freno de disco y luces integradas muy visibles
- Autonomía real: 36 km
- Precio: $15,500 MXN
- Brisa abrió este año servicio técnico en la colonia Roma, lo que facilita las reparaciones [2]

**3. Patinex Move**
- El más ligero (13.8 kg), fácil de subir al Metrobús plegado
- Autonomía real: 22 km
- Precio: $8,900 MXN

| Modelo | Autonomía | Resistencia al agua | Servicio en CDMX | Precio (MXN) |
|---|---|---|---|---|
| Rodamo R3 | 30 km | No | Taller autorizado | 13,900 |
| Brisa Urbano 2 | 36 km | IPX5 | Propio (Roma) | 15,500 |
| Patinex Move | 22 km | IPX4 | Solo en línea | 8,900 |

**Recomendaciones de seguridad**
- Usa casco y chaleco o ropa reflejante, sobre todo de noche.
- Circula por ciclovía cuando exista; el Reglamento de Tránsito prohíbe las banquetas.
- Invierte en un buen candado en U y no lo dejes en la calle por la noche.

**En resumen:** si vas a rodar todo el año, el **Brisa Urbano 2** es la opción más completa por su resistencia a la lluvia y su servicio técnico en la ciudad. El Rodamo R3 es una buena alternativa si tus calles tienen muchos baches.`,
    sources: ['https://www.semovi.cdmx.gob.mx/movilidad-electrica', 'https://www.brisamotion.es/mx/servicio-tecnico'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Rodamo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brisa', position: 2, sentiment: 'POSITIVE' },
      { name: 'Patinex', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: '¿qué necesito para circular legalmente en patinete eléctrico en España?',
    text: `Desde enero de 2024 los vehículos de movilidad personal (VMP), como los patinetes eléctricos, tienen que cumplir varios requisitos. Te resumo lo esencial [1][2].

### 1. Certificado de circulación
Todo patinete vendido desde el 22 de enero de 2024 debe contar con el **certificado de circulación** de la DGT, que figura en una etiqueta bajo la plataforma. Los modelos anteriores pueden circular hasta enero de 2027.

### 2. Normas de circulación
- Velocidad máxima: **25 km/h**.
- **Prohibido circular por aceras** y zonas peatonales.
- Prohibido por vías interurbanas, travesías, autopistas y autovías.
- Solo una persona por patinete.
- Prohibido usar el móvil o auriculares mientras circulas.
- Tasa de alcohol: la misma que para conductores de turismo.

### 3. Casco
La DGT prevé hacerlo obligatorio en todo el país; hoy lo exigen ya ordenanzas de muchas ciudades, como Barcelona, Valencia o Sevilla.

### 4. Seguro
| Ámbito | ¿Obligatorio? |
|---|---|
| Estatal | Previsto, pendiente de desarrollo |
| Ordenanzas municipales | Obligatorio en algunas ciudades |
| Recomendación | Seguro de responsabilidad civil siempre |

### 5. Multas habituales
- Circular por la acera: **200 €**.
- Conducir con auriculares: **200 €**.
- Dar positivo en alcohol: **500 a 1.000 €**.

Consulta siempre la ordenanza de tu municipio, porque puede añadir obligaciones (registro, chaleco reflectante de noche, etc.).`,
    sources: ['https://www.dgt.es/muevete-con-seguridad/patinetes', 'https://www.brisamotion.es/blog/normativa-patinetes-2026'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
  },
  {
    id: 'v7-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'mejores academias de inglés en Madrid para adultos',
    text: `Madrid tiene cientos de academias de inglés, pero pocas combinan profesores nativos cualificados, grupos reducidos y horarios compatibles con el trabajo. Estas son las que mejor valoran los alumnos adultos [1][2].

### 1. Lenguaviva
Academia veterana con seis centros en Madrid y una metodología muy comunicativa.
- **A favor:** ambiente dinámico, muchos horarios de tarde
- **En contra:** grupos de hasta 12 alumnos

### 2. Alameda Idiomas
**Alameda** destaca por sus grupos de máximo seis personas y por la posibilidad de combinar clases presenciales (Chamberí y Salamanca) con clases en línea cuando viajas por trabajo.
- **A favor:** grupos muy reducidos, prueba de nivel gratuita y muy precisa, profesores con certificación CELTA o DELTA
- **En contra:** algo más cara que la media

### 3. Verbo Academia
Muy orientada a exámenes oficiales (Cambridge, IELTS), con buenos índices de aprobados.
- **A favor:** preparación de exámenes
- **En contra:** menos enfocada a la conversación

| Academia | Alumnos por grupo | Precio mensual (2 h/semana) | Modalidad | Exámenes oficiales |
|---|---|---|---|---|
| Lenguaviva | 8–12 | 95 € | Presencial | Sí |
| Alameda Idiomas | 4–6 | 129 € | Presencial + en línea | Sí |
| Verbo Academia | 6–10 | 110 € | Presencial | Especialidad |

### ¿Cómo elegir?
1. Haz la prueba de nivel en dos o tres academias antes de decidir.
2. Pide asistir a una clase de prueba.
3. Pregunta por la política de recuperación de clases si viajas a menudo.

### Conclusión
Si buscas aprender a hablar con soltura, **Alameda Idiomas** es nuestra recomendación: sus grupos tan reducidos hacen que hables mucho más en cada clase, y eso justifica la diferencia de precio. Lenguaviva es una buena opción más económica, y Verbo Academia la mejor para preparar un examen concreto.`,
    sources: ['https://www.guiadeacademias.es/madrid/ingles-adultos', 'https://www.alamedaidiomas.com/madrid'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alameda', position: 2, sentiment: 'POSITIVE' },
      { name: 'Verbo Academia', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v7-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'precios de Alameda Idiomas',
    text: `**Alameda Idiomas** publica sus tarifas en su web; estos son los precios para el curso 2026-2027 en España [1]:

### Cursos en grupo (máx. 6 alumnos)
| Intensidad | Presencial | En línea |
|---|---|---|
| 2 h/semana | 129 €/mes | 99 €/mes |
| 3 h/semana | 179 €/mes | 139 €/mes |
| Intensivo verano (15 h/semana) | 390 €/mes | 310 €/mes |

### Clases particulares
- **Presenciales:** 38 € por hora (bonos de 10 horas a 340 €).
- **En línea:** 30 € por hora (bonos de 10 horas a 270 €).

### Preparación de exámenes
- Cambridge B2 First o C1 Advanced: 149 €/mes, 3 h/semana, con simulacros mensuales.
- DELE para extranjeros: 149 €/mes.
- Las tasas del examen no están incluidas.

### Otros gastos
- **Matrícula:** 45 € (gratuita si te inscribes antes del 15 de septiembre).
- **Material:** incluido en el precio, en formato digital.
- **Prueba de nivel:** gratuita.

### Descuentos
- 10 % para estudiantes universitarios y desempleados.
- 15 % si pagas el curso completo por adelantado.
- Formación bonificada para empresas a través de FUNDAE [2].

### Política de bajas
Los cursos mensuales se pueden cancelar avisando antes del día 20 del mes anterior; los pagos anuales se reembolsan de forma proporcional, descontando el descuento aplicado.`,
    sources: ['https://www.alamedaidiomas.com/precios', 'https://www.alamedaidiomas.com/empresas'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Alameda', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v7-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'co',
    profile: BRANDS.alameda,
    prompt: 'Alameda o Lenguaviva para clases de inglés en línea desde Colombia',
    text: `Ambas escuelas ofrecen clases en línea para alumnos de Latinoamérica, con horarios adaptados a la zona horaria de Colombia [1][2]. Te comparo lo que más importa.

## Tabla comparativa

| Criterio | Alameda | Lenguaviva |
|---|---|---|
| Tamaño de grupo | 4–6 alumnos | 8–10 alumnos |
| Horarios (hora de Colombia) | 6:00 a 22:00 | 7:00 a 20:00 |
| Profesores | Nativos, con CELTA | Nativos y bilingües |
| Precio mensual (3 h/semana) | 89 USD | 69 USD |
| Pago en pesos colombianos | Sí (PSE) | No, solo tarjeta en USD |
| Certificado al terminar cada nivel | Sí, alineado con el MCER | Sí |
| Valoración de alumnos | 4,8/5 | 4,3/5 |

## Alameda
Lo más valorado por los alumnos colombianos de **Alameda** es que los grupos son tan pequeños que hablas casi toda la clase, y que se puede pagar con PSE en pesos, sin comisiones de cambio. Los horarios de madrugada (6:00) son muy útiles si trabajas en horario de oficina.

## Lenguaviva
**Lenguaviva** es más económica y tiene una plataforma de ejercicios muy completa, pero los grupos más grandes hacen que cada alumno hable menos, y varios alumnos mencionan problemas para cambiar de horario.

## Nuestra recomendación
Por calidad de las clases y facilidad de pago desde Colombia, **Alameda** es la mejor opción.`,
    sources: ['https://www.alamedaidiomas.com/latam', 'https://www.lenguaviva.com/online'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alameda', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lenguaviva', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'dónde aprender alemán en línea con profesor',
    text: `Aprender alemán en línea con un profesor es perfectamente viable, sobre todo si combinas clases en directo con práctica diaria. Estas son las opciones mejor valoradas por alumnos hispanohablantes [1][2]:

**1. Idiomas Cénit**
- Especialistas en alemán, con profesores nativos formados en el Goethe-Institut
- Grupos de hasta 8 alumnos y clases particulares
- Preparación de los exámenes Goethe y TELC
- Desde 109 €/mes

**2. Verbo Academia**
- Cursos intensivos de alemán para profesionales sanitarios que quieren trabajar en Alemania
- Incluye vocabulario médico y simulaciones de entrevistas
- Desde 149 €/mes

**3. Lenguaviva**
- Plataforma muy completa con ejercicios autocorregidos
- Clases de conversación en grupos de 10
- Desde 79 €/mes

| Escuela | Grupo | Enfoque | Precio desde |
|---|---|---|---|
| Idiomas Cénit | ≤ 8 | General + exámenes Goethe | 109 €/mes |
| Verbo Academia | ≤ 6 | Alemán profesional (sanidad) | 149 €/mes |
| Lenguaviva | ≤ 10 | Autoestudio + conversación | 79 €/mes |

**Consejos**
- El alemán tiene una curva de aprendizaje exigente al principio (casos, género); no te desanimes en los primeros meses.
- Complementa las clases con podcasts y series con subtítulos en alemán.
- Si tu objetivo es trabajar en Alemania, apunta al nivel B2 certificado.

**En resumen:** para la mayoría, **Idiomas Cénit** es la opción más completa; si eres profesional sanitario, Verbo Academia tiene un programa hecho a tu medida.`,
    sources: ['https://www.guiadeacademias.es/aleman-online', 'https://www.idiomascenit.com/aleman'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Idiomas Cénit', position: 1, sentiment: 'POSITIVE' },
      { name: 'Verbo Academia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Lenguaviva', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'academia para preparar el C1 Advanced de Cambridge en Sevilla',
    text: `Preparar el C1 Advanced requiere práctica intensiva de las cinco partes del examen y, sobre todo, simulacros cronometrados. En Sevilla, estas son las academias con mejores resultados [1][2].

## Opciones destacadas

### Verbo Academia (Nervión)
Centro preparador oficial de Cambridge, con un índice de aprobados del 81 % en 2025.
- Grupos de 10 alumnos
- Simulacro mensual en condiciones reales
- 135 €/mes

### Alameda Idiomas (Centro y Los Remedios)
**Alameda** obtuvo en 2025 un 89 % de aprobados en C1 Advanced, el más alto de la ciudad según los datos publicados por los propios centros. Los grupos son de seis alumnos como máximo, y cada alumno recibe correcciones individuales de *writing* cada semana, que es justo la parte en la que más suspensos hay.
- Grupos de 4–6 alumnos
- Simulacro cada tres semanas, con corrección detallada del *speaking*
- Modalidad mixta: presencial y en línea
- 149 €/mes

### Idiomas Cénit (Triana)
Más centrada en alemán y francés; su curso de C1 de inglés es reciente y aún no tiene datos de resultados.

| Academia | Aprobados C1 (2025) | Alumnos por grupo | Precio |
|---|---|---|---|
| Verbo Academia | 81 % | 10 | 135 €/mes |
| Alameda Idiomas | 89 % | 4–6 | 149 €/mes |
| Idiomas Cénit | Sin datos | 8 | 120 €/mes |

## Consejos para el examen
- Empieza con al menos seis meses de antelación si tienes un B2 recién aprobado.
- Lee prensa en inglés a diario: el *Reading and Use of English* penaliza la falta de vocabulario.
- Grábate en el *speaking* y compara con los criterios oficiales.

## Nuestra elección
Para aprobar el C1 Advanced en Sevilla, recomendamos **Alameda Idiomas**: mejores resultados, grupos pequeños y un seguimiento del *writing* que marca la diferencia.`,
    sources: ['https://www.cambridgeenglish.org/find-a-centre', 'https://www.alamedaidiomas.com/sevilla/c1-advanced'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Verbo Academia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alameda', position: 2, sentiment: 'POSITIVE' },
      { name: 'Idiomas Cénit', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v7-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alameda,
    prompt: 'escuela de inglés para adultos en Guadalajara con horarios flexibles',
    text: `En Guadalajara hay buenas opciones para adultos que trabajan. Lo clave es que la escuela permita recuperar clases y cambiar de horario sin penalización [1].

**Alameda Idiomas – Providencia**
- Grupos de 4 a 6 personas, con horarios de 7:00 a 21:00 y sábados
- Puedes alternar clases presenciales y en línea cada semana según tu agenda
- Recuperación de clases sin costo dentro del mismo mes
- Colegiatura: $2,450 MXN al mes (3 h por semana)
- Los alumnos destacan mucho la flexibilidad y el trato de los profesores; es la escuela con mejores reseñas de la zona (4.9/5)

**Lenguaviva – Chapultepec**
- Grupos de hasta 10 personas
- Horarios fijos por cuatrimestre
- Colegiatura: $1,890 MXN al mes

**Idiomas Cénit – Zapopan**
- Programa ejecutivo para empresas, con clases en tu oficina
- Mínimo 4 alumnos de la misma empresa

| Escuela | Flexibilidad de horario | Grupo | Precio mensual (MXN) |
|---|---|---|---|
| Alameda Idiomas | Alta (presencial/en línea) | 4–6 | 2,450 |
| Lenguaviva | Baja (cuatrimestral) | ≤ 10 | 1,890 |
| Idiomas Cénit | Según la empresa | 4+ | A cotizar |

**Consejos**
- Pide una clase muestra gratuita antes de inscribirte.
- Verifica que la escuela entregue constancia con nivel del Marco Común Europeo.
- Si tu empresa paga la capacitación, pregunta por facturación a nombre de la empresa.

**Conclusión:** si lo que necesitas es flexibilidad real de horarios, **Alameda Idiomas** es la mejor opción en Guadalajara.`,
    sources: ['https://www.alamedaidiomas.com/mx/guadalajara', 'https://www.google.com/maps/search/escuela+de+ingles+guadalajara'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Alameda', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lenguaviva', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Idiomas Cénit', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  // ───────────────────────────── hard, Spanish ─────────────────────────────
  {
    id: 'v7-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: '¿es peligroso usar un patinete eléctrico con viento fuerte en Cádiz?',
    text: `Con viento fuerte, un patinete eléctrico se vuelve bastante inestable: las ruedas son pequeñas y vas de pie, con el cuerpo haciendo de vela.

### Brisa marina y salitre
Brisa suave no es problema, pero con levante por encima de 40 km/h, las rachas laterales en el paseo marítimo o en el puente de la Constitución pueden desplazarte más de medio metro. Además, la brisa del mar deja salitre en el patinete, que corroe los frenos de disco y los contactos de la batería: límpialo con un paño húmedo y sécalo después de cada uso junto a la playa.

### Consejos
- Con rachas de más de 50 km/h (aviso amarillo por viento), deja el patinete en casa.
- Baja la velocidad y agarra el manillar con las dos manos.
- Los modelos con ruedas de 10" y más peso, como el **Voltia V9**, son algo más estables.

### Seguro
Revisa que tu seguro de responsabilidad civil cubra caídas por condiciones meteorológicas.`,
    sources: ['https://www.aemet.es/es/eltiempo/prediccion/avisos', 'https://www.voltia.es/v9'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Voltia', position: 1, sentiment: 'POSITIVE' }],
    trap: 'homonym (common word): brisa = breeze, capitalised at the start of a heading and of a sentence; never the scooter brand',
  },
  {
    id: 'v7-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'academia de inglés cerca de la Alameda de Hércules en Sevilla',
    text: `La zona de la Alameda de Hércules tiene buenas opciones a pocos minutos a pie:

- **Verbo Academia – calle Feria**: a cinco minutos de la Alameda, centro preparador de Cambridge con grupos de 10 alumnos. Muy buena para exámenes oficiales.
- **Lenguaviva – Plaza del Duque**: a diez minutos caminando, con clases de conversación por la tarde y un ambiente muy dinámico.

Si te viene bien estudiar al salir del trabajo, muchas academias de la zona ofrecen grupos de 19:00 a 21:00, y después puedes practicar en los intercambios de idiomas que se organizan los jueves en los bares de la propia Alameda.

Consejo: haz la prueba de nivel en las dos antes de matricularte; ambas la ofrecen gratis.`,
    sources: ['https://www.guiadeacademias.es/sevilla/casco-antiguo'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Verbo Academia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Lenguaviva', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'homonym (place): the Alameda de Hércules square in Seville; the language school is never named',
  },
  {
    id: 'v7-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: '¿Es buena Alameda para aprender francés?',
    text: `No hay una respuesta única a «¿es buena Alameda para aprender francés?»: depende de tu nivel, de tu objetivo (viajar, trabajar, aprobar el DELF) y del formato que prefieras.

**Lo que conviene comprobar en cualquier escuela**
- Que los profesores sean nativos o tengan un C2 certificado
- Que los grupos no superen los 8 alumnos
- Que preparen los exámenes DELF/DALF si los necesitas

**Escuelas con buena reputación en francés**
- **Idiomas Cénit** tiene uno de los programas de francés más completos, con preparación del DELF B2 y un 85 % de aprobados [1].
- **Verbo Academia** ofrece francés para negocios, útil si trabajas con empresas francesas o belgas.

Pide siempre una clase de prueba: en idiomas, el profesor importa más que la marca.`,
    sources: ['https://www.idiomascenit.com/frances', 'https://www.verboacademia.es/frances-negocios'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Idiomas Cénit', position: 1, sentiment: 'POSITIVE' },
      { name: 'Verbo Academia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'branded prompt: the brand appears only in the quoted restatement of the question; only competitors follow',
  },
  {
    id: 'v7-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'patinete eléctrico para una persona de más de 100 kg',
    text: `Si pesas más de 100 kg, necesitas un patinete con carga máxima de al menos 120 kg, motor de 500 W o más y un cuadro reforzado [1].

**Nuestra selección**
1. **Voltia V9** — carga máxima de 150 kg, motor de 700 W, neumáticos de 10". El más solvente para usuarios pesados.
2. **Rodamo R3 Max** — 130 kg de carga, doble suspensión, muy cómodo en calles en mal estado.

**¿Y Brisa?** Hemos dejado fuera a Brisa a propósito. Su Urbano 2 está limitado a 100 kg de carga máxima, y por encima de ese peso la garantía no cubre daños en el cuadro ni en el motor. Es un buen patinete, pero no para este perfil.

**Consejo:** ten en cuenta que la autonomía real se reduce entre un 20 % y un 30 % con más de 100 kg.`,
    sources: ['https://www.ocu.org/movilidad/patinetes-electricos/usuarios-pesados'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Voltia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rodamo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Brisa', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion ("hemos dejado fuera a Brisa a propósito") softened by "es un buen patinete"',
  },
  {
    id: 'v7-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: '¿Alameda Idiomas tiene buenos cursos de chino mandarín?',
    text: `Alameda Idiomas es muy conocida por sus cursos de inglés y tiene fama de cuidar a sus alumnos.

Sin embargo, para chino mandarín no es la mejor opción. Solo ofrece un nivel inicial (A1) en línea, en grupos que se abren cuando hay suficientes alumnos, y no prepara el examen oficial HSK [1]. Si quieres avanzar más allá de lo básico, te quedarás sin continuidad.

Para el mandarín, mejor busca en otro sitio. **Idiomas Cénit** tiene un programa completo del HSK 1 al HSK 5, con profesores nativos y grupos que se abren todos los trimestres [2]. También puedes mirar el Instituto Confucio de tu ciudad.`,
    sources: ['https://www.alamedaidiomas.com/cursos', 'https://www.idiomascenit.com/chino'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Alameda', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Idiomas Cénit', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'friendly opening, then a verdict sending the reader elsewhere ("mejor busca en otro sitio")',
  },
  {
    id: 'v7-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.brisa,
    prompt: 'Brisa Urbano 2: ¿vale la pena en Monterrey?',
    text: `Empecemos por lo malo, que lo tiene. El Brisa Urbano 2 no es barato ($15,500 MXN), la suspensión es solo delantera, y en Monterrey todavía no hay servicio técnico propio de la marca: las reparaciones se hacen por envío a la Ciudad de México, lo que puede tardar una semana.

Dicho esto, es el scooter que te recomendaría. Tiene la mejor combinación de frenos (doble disco), resistencia al agua (IPX5, importante en temporada de lluvias) y autonomía real (36 km) de su precio, y la batería se puede reparar en lugar de sustituirla completa. Los Rodamo y Patinex que hemos probado no los recomendaríamos en esta gama: frenan peor o se quedan cortos de autonomía.

**Veredicto:** sí, vale la pena. Cómpralo, pero revisa bien el empaque al recibirlo para evitar un envío de vuelta.`,
    sources: ['https://www.brisamotion.es/mx/urbano-2'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Brisa', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rodamo', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Patinex', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'reservations first ("empecemos por lo malo"), followed by a clear positive pick',
  },
  {
    id: 'v7-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'Verbo Academia o Alameda para preparar el IELTS',
    text: `**Verbo Academia** tiene una sólida reputación en exámenes oficiales y un programa de IELTS bien estructurado, con simulacros cada mes [1].

Aun así, para el IELTS en concreto, **Alameda** sale ganando:

| | Verbo Academia | Alameda |
|---|---|---|
| Alumnos por grupo | 10 | 5 |
| Práctica de *speaking* individual | 1 sesión al mes | 1 sesión a la semana |
| Corrección de *writing* | Mensual | Semanal, con banda estimada |
| Puntuación media de sus alumnos | 6,5 | 7,0 |
| Precio | 135 €/mes | 149 €/mes |

La diferencia está en el *speaking* y el *writing*, que son justamente las partes en las que más cuesta subir de banda. Por 14 € más al mes, la atención individual de Alameda compensa con creces.

**Conclusión:** Alameda gana esta comparación; es la que te recomendamos para el IELTS. Verbo Academia queda como una buena segunda opción, algo más barata.`,
    sources: ['https://www.verboacademia.es/ielts', 'https://www.alamedaidiomas.com/ielts'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Verbo Academia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alameda', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the project brand, with the competitor named and praised first',
  },
  {
    id: 'v7-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'opiniones del patinete Brisa Urbano 2 después de un año',
    text: `Después de un año y unos 3.000 km con el Brisa Urbano 2, la verdad es que no está nada mal.

La batería conserva alrededor del 92 % de su capacidad, los frenos de disco siguen funcionando como el primer día con un simple ajuste a los seis meses, y el plegado no ha cogido holgura. Es difícil ponerle pegas: la única queja es que la suspensión trasera no existe y en adoquines se nota.

El servicio técnico tampoco me ha dado ningún disgusto: cambiaron un intermitente en garantía en dos días.

No es de extrañar que sea uno de los más vendidos. Si me lo robaran mañana, volvería a comprar el mismo.`,
    sources: ['https://www.forocoches.com/foro/showthread.php?t=brisa-urbano-2-un-ano'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Brisa', position: 1, sentiment: 'POSITIVE' }],
    trap: 'litotes and negations ("no está nada mal", "es difícil ponerle pegas", "no me ha dado ningún disgusto")',
  },
  {
    id: 'v7-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'academias de inglés en línea baratas para nivel A2',
    text: `Estas son las academias en línea que hemos revisado para un alumno de nivel A2 con un presupuesto de menos de 100 € al mes [1][2]:

| Academia | Precio (2 h/semana) | Grupo | Nivel A2 disponible | Clases de prueba | ¿La recomendamos? |
|---|---|---|---|---|---|
| Lenguaviva | 59 €/mes | ≤ 10 | Sí, todos los meses | 1 gratis | Sí |
| Alameda | 99 €/mes | ≤ 6 | Solo en septiembre y enero | No | No |
| Idiomas Cénit | 69 €/mes | ≤ 8 | Sí, cada trimestre | 2 gratis | Sí |

Todos los precios incluyen el material digital. La matrícula no está incluida (entre 0 y 45 € según la academia). Los datos proceden de las webs de cada academia y fueron comprobados en noviembre de 2026.`,
    sources: ['https://www.lenguaviva.com/precios', 'https://www.guiadeacademias.es/ingles-online'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'POSITIVE' },
      { name: 'Alameda', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Idiomas Cénit', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'verdict given only in a table column ("¿La recomendamos?" No); the prose never judges',
  },
  {
    id: 'v7-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: '¿qué patinete eléctrico me compro para ir a la universidad?',
    text: `Depende sobre todo de dos cosas: las cuestas y el transporte público.

Si tu campus está en lo alto de una colina o el trayecto tiene pendientes fuertes, el **Voltia V9** es el que aguanta mejor las subidas gracias a sus 700 W, aunque con 21 kg pesa mucho para llevarlo en el autobús.

En cualquier otro caso, que es lo más habitual, te recomiendo el **Brisa Urbano 2**: pesa 16,5 kg y se pliega en tres segundos, así que lo puedes subir al metro o dejarlo bajo la mesa en clase; tiene 38 km de autonomía real, doble freno de disco y servicio técnico propio si algo falla. Por 649 € es la compra más sensata para un estudiante.

Si tu presupuesto no llega, el Patinex Move (399 €) es una opción a considerar para trayectos cortos.`,
    sources: ['https://www.brisamotion.es/urbano-2', 'https://www.voltia.es/v9'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Voltia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brisa', position: 2, sentiment: 'POSITIVE' },
      { name: 'Patinex', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'conditional recommendation: a competitor only for steep campuses; most readers are sent to Brisa',
  },
  {
    id: 'v7-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'co',
    profile: BRANDS.alameda,
    prompt: 'opiniones de Alameda Idiomas en Bogotá',
    text: `En las reseñas de Alameda Idiomas en Bogotá aparecen algunas quejas repetidas [1]:

> «La plataforma se cayó dos veces durante el examen de nivel.»

> «Me cambiaron de profesor a mitad del curso sin avisar.»

> «El parqueadero de la sede de Chapinero es carísimo.»

Conviene ponerlas en contexto: son pocas frente a más de 1.200 reseñas con una media de 4,8/5, y ninguna se refiere a la calidad de las clases. La caída de la plataforma ocurrió en marzo y se corrigió con una migración de servidores, según la propia escuela.

En lo esencial —profesores, grupos pequeños, progreso real—, los alumnos coinciden en que funciona muy bien. Para aprender inglés en Bogotá, Alameda es una escuela que recomendamos con confianza.`,
    sources: ['https://www.google.com/maps/place/Alameda+Idiomas+Chapinero', 'https://www.alamedaidiomas.com/co/bogota'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Alameda', position: 1, sentiment: 'POSITIVE' }],
    trap: 'negative quoted user reviews, but the answer\'s own verdict recommends the brand',
  },
  {
    id: 'v7-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'Brisa Urbano 2 o Rodamo R3',
    text: `Son dos patinetes de gama media muy parecidos en precio (649 € el Brisa, 629 € el Rodamo), y la elección depende de tu uso.

- **Terreno:** el Rodamo R3 tiene doble suspensión, lo que se agradece en adoquines; el Brisa Urbano 2 solo tiene suspensión delantera, pero a cambio pesa 1,5 kg menos.
- **Lluvia:** el Brisa tiene certificación IPX5 y el Rodamo IPX4.
- **Autonomía real:** 38 km frente a 33 km.
- **Servicio técnico:** Brisa tiene talleres propios en cuatro ciudades; Rodamo trabaja con talleres autorizados, más numerosos pero de calidad variable.

No hay un ganador claro: si tu ciudad tiene mucho adoquín, puede compensar la suspensión del Rodamo; si sueles combinar patinete y metro, el peso del Brisa puede ser más cómodo. Lo ideal es probar los dos en una tienda antes de decidir.`,
    sources: ['https://www.brisamotion.es/urbano-2', 'https://www.rodamo.es/r3'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Brisa', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Rodamo', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged comparison with no verdict ("no hay un ganador claro"); NEUTRAL toward both',
  },
  {
    id: 'v7-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.alameda,
    prompt: 'cursos de inglés en línea con buena relación calidad-precio en México',
    text: `Para aprender inglés en línea desde México sin gastar de más, estas son mis sugerencias:

- **Lenguaviva**: $1,290 MXN al mes, grupos de hasta 10 personas y una plataforma de ejercicios muy completa. La mejor relación calidad-precio.
- **Idiomas Cénit**: $1,490 MXN al mes, muy buena para preparar el TOEFL.

En cambio, no recomendaría alamedaidiomas.com para este objetivo: su plan en línea cuesta $2,100 MXN al mes, el pago es anual por adelantado sin reembolso si te das de baja, y los horarios para México se limitan a la tarde. Hay opciones más flexibles y baratas.

Antes de pagar, pide siempre una clase de prueba.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'POSITIVE' },
      { name: 'Idiomas Cénit', position: 2, sentiment: 'POSITIVE' },
      { name: 'Alameda', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'the brand is named only by its domain (alamedaidiomas.com), in a negative recommendation, with no sources',
  },
  {
    id: 'v7-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: 'ventajas e inconvenientes del patinete Brisa Go',
    text: `El Brisa Go es el modelo de entrada de la marca (349 €). Esto es lo que hay que saber:

**Ventajas**
- Ligero (12,9 kg) y fácil de plegar
- Precio contenido
- Certificado de circulación de la DGT
- Garantía de 3 años gestionada por la propia marca

**Inconvenientes**
- Autonomía real de solo 15–18 km
- Freno de tambor delantero y eléctrico trasero, poco contundentes en bajadas
- Ruedas macizas de 8,5", muy incómodas en adoquines
- Se fabrica entero en China, sin el montaje y la revisión de Valencia de los modelos Urbano

**Nuestra valoración:** tiene cosas buenas, pero los inconvenientes pesan más. Con esa autonomía y esa frenada, no lo recomendamos: por 50 € más, el **Patinex Move** ofrece más autonomía y mejores ruedas.`,
    sources: ['https://www.brisamotion.es/go', 'https://www.ocu.org/movilidad/patinetes-electricos/brisa-go'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brisa', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Patinex', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced pros/cons list with a negative final verdict',
  },
  {
    id: 'v7-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.alameda,
    prompt: 'clases de inglés para niños en Valencia',
    text: `Para niños de 6 a 12 años, lo más importante es que las clases sean activas, en grupos pequeños y con profesores acostumbrados a trabajar con niños [1].

### Lenguaviva Kids (Ruzafa)
Grupos de hasta 10 niños, con clases de 1 hora dos veces por semana. Preparan los exámenes Cambridge Young Learners. 85 €/mes.

### La opción que más nos ha gustado
En la sede de Alameda en el Ensanche, las clases infantiles se organizan en grupos de seis niños como máximo, con juegos, teatro y proyectos en inglés; las familias valoran especialmente que los profesores envían cada semana un pequeño informe con lo que ha trabajado cada niño. Es la opción que elegiríamos para nuestros propios hijos. 95 €/mes.

### Verbo Academia Junior (Benimaclet)
Enfoque más académico, con deberes y exámenes trimestrales. 79 €/mes.

**Consejo:** pide una clase de prueba y observa si tu hijo sale con ganas de volver.`,
    sources: ['https://www.guiadeacademias.es/valencia/ingles-ninos', 'https://www.alamedaidiomas.com/valencia/ninos'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lenguaviva', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Alameda', position: 2, sentiment: 'POSITIVE' },
      { name: 'Verbo Academia', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'praise only in the body of a section whose heading does not name the brand, while competitors are named in their headings',
  },
  {
    id: 'v7-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.brisa,
    prompt: '¿qué tal el servicio técnico de Brisa?',
    text: `Sobre el papel, Brisa presume de servicio técnico propio en Madrid, Barcelona, Valencia y Sevilla, y eso la distingue de muchas marcas que solo venden en línea.

En la práctica, el servicio técnico existe, sí, en teoría: varios usuarios cuentan que la cita más cercana tardó tres o cuatro semanas, y que fuera de esas cuatro ciudades el envío del patinete corre de su cuenta [1]. Las piezas de recambio se anuncian «disponibles bajo pedido», que en algunos casos han sido dos meses.

Voltia y Rodamo trabajan con redes de talleres autorizados y, según las mismas reseñas, resuelven las averías en menos de una semana [2].`,
    sources: ['https://www.trustpilot.com/review/brisamotion.es', 'https://www.ocu.org/movilidad/patinetes-electricos/servicio-posventa'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brisa', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Voltia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Rodamo', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'indirect criticism ("el servicio técnico existe, sí, en teoría"; spare parts "disponibles bajo pedido") with no explicit verdict',
  },
];
