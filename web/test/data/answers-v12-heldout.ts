// Twelfth held-out round of labelled engine answers (answers-v12-heldout.ts).
//
// Written on 2026-11-26, apart from the code. The author read only answers-v3-types.ts (the type
// LabelledAnswerV3 and the labelling conventions in its header comment); the author never opened
// or ran the reader, and read no other data set nor any history of the repository. Every label
// was set by hand, as a careful human reader would read the answer.
//
// 112 answers: for each language (en, fr, de, es) 12 'typical' and 16 'hard'.
//
// Brands (all invented) and the homonyms used in the hard answers:
// - Bramble (password manager, en): the thorny bush (bramble hedges).
// - Fennel (meal-kit delivery, en): the vegetable as a recipe ingredient; a dietitian surnamed Fennel.
// - Quarry (applicant tracking system, en): a stone quarry and quarry workers.
// - Hirondelle (mover, fr): the proverb "une hirondelle ne fait pas le printemps"; an unrelated
//   family mover "L'Hirondelle Bretonne" in the same trade.
// - Girolle (restaurant POS, fr): the mushroom on a seasonal menu.
// - Luciole (green electricity supplier, fr): the Luciole typeface for low-vision readers.
// - Amsel (nursery/Kita app, de): Kita groups named "Amseln" (blackbirds); a nursery head surnamed Amsel.
// - Wiesel (bicycle courier, de): the idiom "flink wie ein Wiesel"; a competitor's founder surnamed Wiesel.
// - Cigarra (audiobook platform, es): the fable "La cigarra y la hormiga"; the song "Como la cigarra";
//   cicadas in sleep soundscapes.
// - Lucero (Mexican digital bank, es): the singer Lucero; "lucero" as a common noun (bright star)
//   used as a metaphor; an unrelated savings co-op "Caja Popular Lucero".
//
// Kinds of hard cases: homonyms (common word, plant, ingredient, animal/group name, person, idiom,
// proverb, typeface, song, fable, singer, metaphor, same-name company in the same trade); branded
// prompt restated in the answer then only competitors named; exclusions; verdicts that send the
// reader elsewhere; praise then a decisive reservation; reservations then a positive pick;
// comparisons won by either side; litotes and double negations; verdicts given only by figures or
// a table column; conditional recommendations; quoted user reviews whose tone differs from the
// verdict; hedged answers with no verdict; brand named only by its domain; brand cited only through
// sources; balanced pro/con reviews closed by a verdict; praise only in the body of a heading's
// section; indirect criticism; recommendations through the reader's situation; plus new kinds:
// rhetorical question, retracted earlier recommendation ("Update:"), stance carried only by a
// section heading, sarcasm, and a brand-name homonym used as the founder's surname of a competitor.

import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  bramble: {
    brandName: 'Bramble',
    aliases: ['Bramble Pass'],
    url: 'https://bramblepass.com',
    competitors: ['Keyvale', 'Vaultmoth', 'Passhound'],
    context: 'Password manager for families and small teams',
  },
  fennel: {
    brandName: 'Fennel',
    aliases: ['Fennel Kitchen'],
    url: 'https://fennelkitchen.com',
    competitors: ['Plateful', 'Sprigly', 'Supperbox'],
    context: 'US meal-kit delivery service with vegetarian-first weekly boxes',
  },
  quarry: {
    brandName: 'Quarry',
    aliases: ['Quarry ATS'],
    url: 'https://quarryhire.co.uk',
    competitors: ['Talentrail', 'Shortlistly', 'Pipehire'],
    context: 'Applicant tracking system for UK small and mid-size employers',
  },
  hirondelle: {
    brandName: 'Hirondelle',
    aliases: ['Hirondelle Déménagement'],
    url: 'https://hirondelle-demenagement.fr',
    competitors: ['Cartonnier', 'Movéo', 'Transbahut'],
    context: 'Déménageur national avec devis en ligne et formules clés en main',
  },
  girolle: {
    brandName: 'Girolle',
    aliases: ['Girolle Caisse'],
    url: 'https://girolle-caisse.fr',
    competitors: ['Caissia', 'Zinc POS', 'Bistrotel'],
    context: 'Logiciel de caisse sur tablette pour restaurants et bars',
  },
  luciole: {
    brandName: 'Luciole',
    aliases: ['Luciole Énergie'],
    url: 'https://luciole-energie.fr',
    competitors: ['Volterre', 'Ampérine', 'Clairefont Énergie'],
    context: "Fournisseur d'électricité verte et locale pour les particuliers",
  },
  amsel: {
    brandName: 'Amsel',
    aliases: ['Amsel Kita-App'],
    url: 'https://amsel-app.de',
    competitors: ['KitaFunk', 'Elternpost', 'Krümelbuch'],
    context: 'App für die Kommunikation zwischen Kitas und Eltern',
  },
  wiesel: {
    brandName: 'Wiesel',
    aliases: ['Wiesel Kurier'],
    url: 'https://wiesel-kurier.de',
    competitors: ['Flitzer', 'Pedalpost', 'Stadtbote'],
    context: 'Fahrradkurier und Same-Day-Lieferdienst in deutschen Großstädten',
  },
  cigarra: {
    brandName: 'Cigarra',
    aliases: ['Cigarra Audiolibros'],
    url: 'https://cigarra.es',
    competitors: ['Oyente', 'Relata', 'Voztro'],
    context: 'Plataforma de audiolibros y pódcasts en español por suscripción',
  },
  lucero: {
    brandName: 'Lucero',
    aliases: ['Banco Lucero'],
    url: 'https://lucero.mx',
    competitors: ['Monedo', 'Finaz', 'Tandaplus'],
    context: 'Banco digital mexicano con cuenta y tarjeta sin comisiones',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V12_HELDOUT: LabelledAnswerV3[] = [
  // ───────────────────────────── English — typical ─────────────────────────────
  {
    id: 'v12-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.bramble,
    prompt: `What is the best password manager for a family in 2026?`,
    text: `## Best Password Managers for Families (2026)

Families need three things from a password manager: easy sharing, simple recovery when someone forgets the master password, and apps that children and grandparents can actually use. Here are the strongest options right now.

### 1. **Bramble** — Best overall for families
- **Family plan:** up to 6 members, $4.99/month
- **Standout feature:** "household vaults" that let parents share streaming and utility logins without sharing everything
- **Recovery:** a trusted-contact recovery flow that is the easiest we have tested [1]
- **Why it wins:** the setup wizard gets a whole family onboard in under ten minutes

### 2. **Keyvale** — Best for mixed Apple/Android homes
- Excellent autofill on both iOS and Android
- Slightly more expensive family tier ($5.99/month)
- Strong independent security audits [2]

### 3. **Passhound** — Best budget pick
- Free tier covers two people
- Fewer sharing controls, but very light and fast
- A good choice if you only need to share a handful of logins

| Manager | Family price | Members | Emergency access |
|---|---|---|---|
| Bramble | $4.99/mo | 6 | Yes |
| Keyvale | $5.99/mo | 5 | Yes |
| Passhound | Free / $3/mo | 2 / 4 | No |

### Bottom line
For most families, **Bramble** is the one to get: it balances price, sharing and recovery better than anything else. Keyvale is a great alternative if your household is split between Apple and Android devices, and Passhound is perfectly fine if budget is the priority [3].`,
    sources: [
      'https://www.techradar.com/best/family-password-managers',
      'https://www.securityweek.com/password-manager-audits-2026',
      'https://www.wirecutter.com/reviews/best-password-managers',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bramble', position: 1, sentiment: 'POSITIVE' },
      { name: 'Keyvale', position: 2, sentiment: 'POSITIVE' },
      { name: 'Passhound', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.bramble,
    prompt: `How much does Bramble password manager cost?`,
    text: `## Bramble Pricing (2026)

Bramble offers three plans, billed monthly or annually. Prices below are the UK list prices including VAT [1].

| Plan | Monthly | Annual | Users | Key inclusions |
|---|---|---|---|---|
| **Personal** | £2.99 | £29 | 1 | Unlimited passwords, passkeys, 1 GB secure notes |
| **Family** | £4.49 | £45 | Up to 6 | Shared household vaults, emergency access |
| **Team** | £3.50 per user | £35 per user | 3–50 | Admin console, shared folders, activity log |

### Things to know
- **Free trial:** 30 days on every plan, no card required for Personal and Family [1].
- **Student discount:** 50% off Personal with a valid university email.
- **Switching plans:** you can move from Personal to Family mid-cycle; Bramble credits the unused days.
- **Payment methods:** card, PayPal and Apple/Google in-app purchase (in-app prices are slightly higher because of store fees) [2].
- **Cancellation:** vault data stays readable (export only) for 90 days after a subscription ends.

### How it compares on price
For context, Keyvale's family tier is £5.49 per month and Passhound's paid plan is £2.50 per month for up to four people [3], so Bramble sits in the middle of the market.

If you want to test the Family plan, start the trial from the web app rather than the mobile store so you are billed at the lower web price.`,
    sources: [
      'https://bramblepass.com/pricing',
      'https://bramblepass.com/help/billing',
      'https://www.pcmag.com/comparisons/password-manager-prices',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bramble', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Keyvale', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Passhound', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.bramble,
    prompt: `Which password manager supports SSO and SCIM for a 40-person startup?`,
    text: `For a 40-person company, single sign-on (SSO) and SCIM provisioning usually matter more than consumer features. Here are the tools that handle both well.

## Top options

1. **Keyvale Business**
   - SAML SSO with Okta, Entra ID and Google Workspace
   - SCIM provisioning included in the Business tier ($7/user/month) [1]
   - Clean admin console with policy templates for SOC 2

2. **Vaultmoth Teams**
   - SSO and SCIM on every paid plan
   - Self-hosting option, which some security teams prefer [2]
   - The UI is dated, and onboarding non-technical staff takes longer

3. **Passhound Pro**
   - SSO available, SCIM in beta
   - Cheapest of the three at $4/user/month
   - Best for teams that mostly need shared vaults and not strict compliance

## Quick comparison

| Tool | SSO | SCIM | Price/user | Self-host |
|---|---|---|---|---|
| Keyvale | Yes | Yes | $7 | No |
| Vaultmoth | Yes | Yes | $6 | Yes |
| Passhound | Yes | Beta | $4 | No |

## Recommendation
If compliance audits are on your roadmap, **Keyvale** is the safest choice. Choose **Vaultmoth** if you need to self-host. **Passhound** works if budget is tight and you can live without production-grade SCIM for now [3].`,
    sources: [
      'https://keyvale.com/business',
      'https://www.vaultmoth.io/docs/scim',
      'https://www.g2.com/categories/password-manager',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Keyvale', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultmoth', position: 2, sentiment: 'POSITIVE' },
      { name: 'Passhound', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Best applicant tracking system for a UK small business`,
    text: `# Best Applicant Tracking Systems for UK Small Businesses

Small employers need an ATS that handles right-to-work checks, posts to UK job boards and does not cost more than the roles you are filling. These are the strongest choices in 2026.

## 1. **Talentrail** — Best overall
- Posts to Indeed, Reed, CV-Library and LinkedIn in one click [1]
- Built-in right-to-work and DBS check integrations
- From £89/month for up to 5 open roles
- **Why it's #1:** the most polished candidate experience and excellent reporting

## 2. **Quarry** — Best value for growing teams
- Unlimited users on every plan, so hiring managers never need extra seats
- Strong GDPR tooling: automatic candidate-data deletion after your retention period [2]
- From £59/month
- **Why we like it:** the interview scheduler and scorecards are genuinely easy for line managers

## 3. **Shortlistly** — Simplest setup
- Free plan for one active job
- Very basic pipeline view
- No native right-to-work checks yet

| ATS | Starting price | Users | Right-to-work checks |
|---|---|---|---|
| Talentrail | £89/mo | 3 | Yes |
| Quarry | £59/mo | Unlimited | Yes |
| Shortlistly | Free / £39/mo | 2 | No |

## Bottom line
**Talentrail** is the best all-rounder if budget allows. **Quarry** is an excellent, cheaper pick, especially if many managers are involved in hiring. Shortlistly is a sensible option for very occasional hiring [3].`,
    sources: [
      'https://www.talentrail.co.uk/integrations',
      'https://quarryhire.co.uk/gdpr',
      'https://www.hrzone.co.uk/best-ats-small-business',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Talentrail', position: 1, sentiment: 'POSITIVE' },
      { name: 'Quarry', position: 2, sentiment: 'POSITIVE' },
      { name: 'Shortlistly', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Is Quarry ATS worth it?`,
    text: `## Quarry ATS: Is It Worth It?

Quarry is a UK-built applicant tracking system aimed at employers with 10–250 staff. It launched in 2021 and has grown quickly on the back of aggressive pricing.

### What works
- **Price:** plans start at £59/month with unlimited users.
- **GDPR tools:** retention rules and candidate-data deletion are built in [1].
- **Simple scorecards** that hiring managers can fill in from their phones.

### What doesn't
- **Job-board posting is unreliable.** Several reviewers report Reed and CV-Library posts silently failing, so roles never go live [2].
- **Support is slow.** Email-only support on the two cheaper tiers, with 3–5 day response times.
- **Reporting is thin.** No time-to-hire or source-of-hire reports without exporting to a spreadsheet.
- **Integrations:** no HRIS sync with the common UK payroll tools.

### User feedback
Review scores average 3.4/5 on G2, with the same complaints repeating: failed postings, missing candidates after imports and slow fixes [3].

### Verdict
Quarry is cheap, but the savings disappear the first time a job advert fails to publish. For most small businesses it is **not worth it** right now. **Pipehire** costs a little more (£69/month) but posts reliably, has live chat support and proper reporting, and is the better buy.`,
    sources: [
      'https://quarryhire.co.uk/features',
      'https://www.trustpilot.com/review/quarryhire.co.uk',
      'https://www.g2.com/products/quarry-ats/reviews',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Quarry', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Pipehire', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'ie',
    profile: BRANDS.quarry,
    prompt: `How do I set up self-scheduling for interviews in Quarry?`,
    text: `Quarry lets candidates pick their own interview slot from your calendar. Setup takes about ten minutes [1].

## Step-by-step

1. **Connect your calendar**
   - Go to **Settings → Integrations → Calendars**.
   - Choose Google Workspace or Microsoft 365 and sign in with the interviewer's account.
   - Repeat for every interviewer who should appear in the scheduler.

2. **Create an interview type**
   - Open **Settings → Interview types → New**.
   - Set the duration (e.g. 45 minutes), the buffer between interviews and the video link (Teams, Meet or Zoom).
   - Under **Availability**, pick the interviewers and the working hours to offer.

3. **Add the step to a job pipeline**
   - Open the job, go to **Pipeline**, and drag **Self-schedule** into the stage where you want it (usually after screening).
   - Choose the interview type you just created.

4. **Customise the candidate email**
   - Quarry sends an email with a booking link. Edit the template under **Templates → Scheduling** to add directions or what to prepare [2].

5. **Test it**
   - Move a test candidate into the stage and book a slot yourself to check that the calendar invite arrives.

## Tips
- Slots are shown in the candidate's time zone automatically.
- If no slots appear, check that the interviewer's calendar is not set to "busy" all day.
- Reminders are sent 24 hours and 1 hour before the interview by default.`,
    sources: [
      'https://quarryhire.co.uk/help/self-scheduling',
      'https://quarryhire.co.uk/help/email-templates',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Quarry', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `Best vegetarian meal kit delivery service`,
    text: `## The Best Vegetarian Meal Kits in 2026

Most meal kits treat vegetarian recipes as an afterthought. These services build their menus around them.

### 1. **Fennel** — Best overall vegetarian kit
- 30+ vegetarian recipes every week, with vegan swaps on most of them
- Seasonal produce sourced from regional farms [1]
- From $9.49 per serving
- **Highlights:** the most creative menu of the bunch, and recipes rarely take more than 35 minutes

### 2. **Sprigly** — Best for plant-based protein
- Entirely plant-based menu with tofu, tempeh and seitan in rotation
- Compostable packaging [2]
- From $10.99 per serving
- Great if you're vegan, slightly pricier

### 3. **Plateful** — Best for mixed households
- Large menu with around 12 vegetarian options per week
- Lets you mix meat and vegetarian recipes in one box
- From $8.99 per serving

| Service | Veg recipes/week | Price/serving | Vegan options |
|---|---|---|---|
| Fennel | 30+ | $9.49 | Most recipes |
| Sprigly | 25 (all vegan) | $10.99 | All |
| Plateful | ~12 | $8.99 | A few |

### Bottom line
If you eat vegetarian, **Fennel** gives you the widest and most inventive choice for the price. Vegans will love Sprigly, and Plateful is a sensible pick if only some people at your table skip meat [3].`,
    sources: [
      'https://fennelkitchen.com/our-farms',
      'https://sprigly.com/sustainability',
      'https://www.seriouseats.com/best-vegetarian-meal-kits',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Fennel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sprigly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Plateful', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `Fennel vs Plateful: which meal kit is better?`,
    text: `## Fennel vs Plateful

Both services deliver weekly boxes across most of the continental US, but they're built for different eaters.

### Menu
- **Fennel** focuses on vegetarian cooking, with a few fish dishes. Recipes are inventive but often call for more prep [1].
- **Plateful** offers a broader menu (around 40 recipes a week), including meat, fish, vegetarian and kid-friendly options.

### Price
| | Fennel | Plateful |
|---|---|---|
| Price per serving | $9.49 | $8.99 |
| Shipping | $10.99 | Free over $60 |
| Minimum order | 3 recipes × 2 | 2 recipes × 2 |

### Delivery and reliability
This is where the gap opens. Fennel moved to a new fulfilment partner in 2026, and customer complaints about late boxes and missing ingredients have climbed sharply since [2]. Plateful's delivery record has stayed consistent, and its app makes skipping weeks easy.

### Customer service
Plateful offers live chat seven days a week. Fennel's support is email-only, and refunds for missing items are issued as credits rather than cash [3].

### Verdict
Fennel still writes some of the most interesting vegetarian recipes out there, but a meal kit is only useful if it arrives complete and on time. **For most households, Plateful is the better choice**: cheaper, more flexible and more reliable.`,
    sources: [
      'https://fennelkitchen.com/menu',
      'https://www.consumeraffairs.com/food/fennel-kitchen.html',
      'https://www.plateful.com/help',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Fennel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Plateful', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'ca',
    profile: BRANDS.fennel,
    prompt: `What is the cheapest meal kit delivery right now?`,
    text: `Meal-kit prices vary a lot once shipping and minimum orders are included. Here is what the cheapest options actually cost per serving this month [1].

## Cheapest meal kits

1. **Supperbox** — about $6.99 per serving
   - The lowest base price on the market
   - Simple, family-style recipes (tacos, pasta bakes, stir-fries)
   - Shipping is $9.99 unless you order 5 recipes or more

2. **Plateful** — about $8.99 per serving
   - Free shipping on orders over $60, which often makes it cheaper than its sticker price suggests
   - Frequent first-box discounts of 50–60% [2]

3. **Sprigly** — about $10.99 per serving
   - Not a budget service, but its "Essentials" line drops to $8.49 per serving

## True cost per week (2 people, 3 recipes)

| Service | Food | Shipping | Total |
|---|---|---|---|
| Supperbox | $41.94 | $9.99 | $51.93 |
| Plateful | $53.94 | $0 | $53.94 |
| Sprigly Essentials | $50.94 | $8.99 | $59.93 |

## Ways to pay less
- Stack the first-box promotions, then pause and restart later; most services re-offer discounts.
- Choose larger boxes: the per-serving price drops with 4 recipes or more.
- Skip weeks you won't cook instead of letting boxes spoil.

**Bottom line:** Supperbox is the cheapest on paper, and Plateful is close once free shipping kicks in [3].`,
    sources: [
      'https://www.budgetbytes.com/meal-kit-price-comparison',
      'https://www.plateful.com/offers',
      'https://www.cnet.com/home/kitchen-and-household/cheapest-meal-kits',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Supperbox', position: 1, sentiment: 'POSITIVE' },
      { name: 'Plateful', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sprigly', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Which applicant tracking systems have a genuinely useful free plan?`,
    text: `## ATS free plans compared

Plenty of applicant tracking systems advertise a free plan; only a few are usable for real hiring.

### Shortlistly — the best free plan
- One active job, unlimited candidates, two users
- Careers page and basic pipeline included [1]
- Good enough for a small business that hires a few times a year

### Talentrail — a generous trial rather than a free plan
- 21-day full trial, then paid
- Worth using the trial if you're hiring for several roles at once [2]

### Quarry — free tier, but too limited
- The free tier caps you at 15 candidates per job and hides the careers page behind the paywall
- Emails to candidates carry Quarry branding and cannot be edited
- Candidate data is deleted after 30 days on free accounts [3]

| ATS | Free plan | Active jobs | Candidate limit | Careers page |
|---|---|---|---|---|
| Shortlistly | Yes | 1 | Unlimited | Yes |
| Talentrail | Trial only | Unlimited (21 days) | Unlimited | Yes |
| Quarry | Yes | 1 | 15 per job | No |

### Bottom line
**Shortlistly** is the only free plan we'd actually recommend. Quarry's free tier is too restrictive to run a real hiring process, so we'd skip it; if you outgrow Shortlistly, move to a paid Talentrail plan.`,
    sources: [
      'https://www.shortlistly.com/pricing',
      'https://www.talentrail.co.uk/trial',
      'https://quarryhire.co.uk/pricing',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Shortlistly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Talentrail', position: 2, sentiment: 'POSITIVE' },
      { name: 'Quarry', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v12-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'au',
    profile: BRANDS.bramble,
    prompt: `Bramble password manager review`,
    text: `# Bramble Review (2026)

**Rating: 4.5/5**

Bramble started as a family password manager and has grown into a solid tool for small teams as well. We used it for six weeks across Windows, macOS, iOS and Android.

## Pros
- **Easy onboarding:** the family setup wizard walks each member through installing the app and creating a master password.
- **Household vaults:** share the Wi-Fi, streaming and utility logins without exposing private vaults.
- **Passkeys:** full passkey support on all platforms since version 5 [1].
- **Security:** zero-knowledge architecture, audited twice by independent firms, most recently in May 2026 [2].

## Cons
- Autofill on Android occasionally misses multi-step login forms.
- No self-hosting option.
- The desktop app uses more memory than rivals.

## How it compares
Keyvale has slightly better Android autofill, and Vaultmoth offers self-hosting [3].

| Feature | Bramble | Keyvale | Vaultmoth |
|---|---|---|---|
| Family members | 6 | 5 | 3 |
| Passkeys | Yes | Yes | Partial |
| Self-host | No | No | Yes |

## Verdict
Bramble is one of the easiest password managers to roll out to a whole household, and its security record is strong. A few autofill hiccups aside, it is **easy to recommend** for families and small teams.`,
    sources: [
      'https://bramblepass.com/changelog',
      'https://bramblepass.com/security/audits',
      'https://www.choice.com.au/electronics-and-technology/password-managers',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bramble', position: 1, sentiment: 'POSITIVE' },
      { name: 'Keyvale', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Vaultmoth', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `How do I pause my Fennel subscription?`,
    text: `You can pause a Fennel Kitchen subscription for up to 8 weeks at a time without cancelling [1].

## Pausing on the website
1. Sign in at fennelkitchen.com and open **Account → Subscription**.
2. Click **Pause deliveries**.
3. Choose how many weeks to pause (1 to 8) or pick a specific restart date.
4. Confirm. You'll get an email with the date your next box will ship.

## Pausing in the app
1. Open the app and tap the **profile icon**.
2. Go to **Plan settings → Pause**.
3. Select the weeks and confirm.

## Important deadlines
- Changes must be made **before 11:59 p.m. ET on the Wednesday** before your delivery week; after that, the box is already being packed [2].
- Pausing does not affect credits or referral discounts, which stay on your account.

## Skipping single weeks instead
If you only want to miss one or two deliveries, use **Skip week** on the weekly menu page instead of pausing. Skipped weeks do not count towards the 8-week limit.

## If you want to cancel
Cancellation is under **Subscription → Cancel plan**. Fennel asks a short survey question, then confirms by email. Any box already in preparation will still be delivered and charged.

| Option | Max length | Where |
|---|---|---|
| Skip | Any single week | Weekly menu |
| Pause | 1–8 weeks | Subscription settings |
| Cancel | — | Subscription settings |`,
    sources: ['https://fennelkitchen.com/help/pause', 'https://fennelkitchen.com/help/deadlines'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Fennel', position: 1, sentiment: 'NEUTRAL' }],
  },
  // ───────────────────────────── English — hard ─────────────────────────────
  {
    id: 'v12-hard-en-001',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.bramble,
    prompt: `How can I make my home more secure, both physically and online?`,
    text: `## Physical security
- **Plant defensively.** Thorny hedging under ground-floor windows is an old but effective deterrent: bramble, pyracantha and holly all make a window far less inviting. Keep bramble trimmed so it doesn't block escape routes [1].
- **Light the approach.** Motion-activated lights at the front and back doors.
- **Upgrade locks.** British Standard BS 3621 locks on external doors are often required by insurers.

## Online security
- **Use a password manager.** Keyvale is a good, easy choice for households; it generates unique passwords and warns you about reused ones [2].
- **Turn on two-factor authentication** for email, banking and your router's admin page.
- **Update your router firmware** and change the default admin password.

## Bottom line
A few thorny shrubs and a password manager like Keyvale will do more for your home's security than most gadgets.`,
    sources: [
      'https://www.rhs.org.uk/plants/types/hedges/security-hedging',
      'https://www.ncsc.gov.uk/collection/top-tips-for-staying-secure-online',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Keyvale', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: "bramble" the thorny plant in a home-security answer; only a competitor is named.',
  },
  {
    id: 'v12-hard-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.bramble,
    prompt: `Is Bramble better than Keyvale for families?`,
    text: `There's no single answer to "Is Bramble better than Keyvale for families?" — it depends on what your household needs. What independent testers agree on is narrower:

- **Passhound** has the simplest interface for older relatives, and its free tier covers two people [1].
- **Keyvale** has the most reliable autofill on Android and iPhone, and a well-documented emergency-access feature [2].

If your family is mostly on phones, Keyvale is the safer bet; if you're sharing only a handful of logins, Passhound is enough.`,
    sources: [
      'https://www.tomsguide.com/best-picks/best-password-managers',
      'https://keyvale.com/family',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Passhound', position: 1, sentiment: 'POSITIVE' },
      { name: 'Keyvale', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Branded prompt restated in the answer, then only competitors named (Keyvale first named after the restatement, in second place).',
  },
  {
    id: 'v12-hard-en-003',
    batch: 'hard',
    language: 'en',
    region: 'de',
    profile: BRANDS.bramble,
    prompt: `Which password manager should I use for my small consultancy in Berlin?`,
    text: `For a consultancy of a few people in Germany, you want EU data hosting, shared client vaults and a simple admin view.

**My pick: bramblepass.com.** Its Team plan stores vaults in Frankfurt, lets you create one shared vault per client and remove a freelancer's access in a single click. Setup took under an hour in my test, and the price (€3.50 per user) is fair [1].

If a client contract ever requires self-hosting, Vaultmoth can run on your own server [2].`,
    sources: ['https://www.heise.de/tests/passwortmanager-teams', 'https://www.vaultmoth.io/self-hosting'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bramble', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultmoth', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Brand named only by its domain (bramblepass.com) as the recommended pick; English answer for a German region.',
  },
  {
    id: 'v12-hard-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.bramble,
    prompt: `How do I share passwords safely with my elderly parents?`,
    text: `Sharing passwords with parents is safer than having them reuse one weak password everywhere. A few principles:

1. **Use a shared vault, not a text message.** Any modern password manager lets you create a vault that both of you can see, so you never send passwords over SMS or email [1].
2. **Set up emergency access.** Choose a trusted contact who can request access if a parent can't log in; the request is granted automatically after a waiting period you choose [2].
3. **Keep it small.** Share only what they need (email, bank, pharmacy portal), not your whole vault.
4. **Write down the master password once,** seal it and store it with other important documents.
5. **Turn on passkeys where sites offer them,** so there's nothing to type.

Doing a 20-minute setup session in person is worth more than any feature list.`,
    sources: [
      'https://www.aarp.org/home-family/personal-technology/info-2025/password-sharing.html',
      'https://bramblepass.com/blog/emergency-access-for-families',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Brand cited only through a source URL; never named in the text (cited true, absent from brands, NEUTRAL).',
  },
  {
    id: 'v12-hard-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.bramble,
    prompt: `Should I move my family to Bramble?`,
    text: `Bramble does a lot right. Its family setup is the friendliest I've seen, the household vaults are clever, and the price is hard to beat.

But there's one thing I can't get past. In August 2026 Bramble disclosed that encrypted vault backups had been copied from a cloud storage bucket, and three months later it still hasn't published the independent investigation it promised [1]. For a product whose only job is keeping secrets, that silence is disqualifying until it changes.

So my advice is: **don't move your family to Bramble right now.** Vaultmoth is less polished, but it has a clean security record and publishes its audits in full [2].`,
    sources: [
      'https://www.bleepingcomputer.com/news/security/bramble-vault-backups-incident',
      'https://www.vaultmoth.io/security',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bramble', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vaultmoth', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Warm praise first, then a decisive reservation and advice against.',
  },
  {
    id: 'v12-hard-en-006',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `Which meal kit has the best Mediterranean recipes?`,
    text: `## Best meal kits for Mediterranean cooking

**1. Sprigly** — its "Mediterranean Table" line is the standout: shaved fennel and orange salad, lemony chickpea stew, roasted fennel with white beans and olives. Produce is notably fresh [1].

**2. Plateful** — a broader menu, with about four Mediterranean dishes a week (Greek lemon chicken, fennel-crusted salmon, shakshuka). Good value at $8.99 a serving [2].

**Tip:** if a recipe calls for fennel and you don't like aniseed flavours, celery with a pinch of dill gives a similar crunch.

**Verdict:** Sprigly for the most authentic recipes, Plateful if you want more variety.`,
    sources: ['https://sprigly.com/menus/mediterranean', 'https://www.plateful.com/menu'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Sprigly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Plateful', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonym: fennel the vegetable, named repeatedly as an ingredient in a meal-kit answer; the meal-kit brand is never named.',
  },
  {
    id: 'v12-hard-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `Is Fennel any good for vegetarians?`,
    text: `Fennel is not without its flaws: the recipes can run long on weeknights, and the boxes use more plastic than they should.

Still, it would be unfair to call it anything less than the strongest vegetarian menu in the category. There isn't a week where you won't find something new, and the produce is rarely less than excellent [1]. Supperbox, by comparison, offers only a handful of vegetarian recipes, most of them pasta [2].

If you don't eat meat, you won't go far wrong with Fennel; it's the one I'd sign up for.`,
    sources: ['https://www.eater.com/meal-kits/vegetarian-review', 'https://www.supperbox.com/menu'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Fennel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Supperbox', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Litotes and negated phrasing ("not without its flaws", "unfair to call it anything less", "won\'t go far wrong") carrying a positive verdict.',
  },
  {
    id: 'v12-hard-en-008',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `What do customers say about Fennel meal kits?`,
    text: `Customer reviews of Fennel are mixed, and some are blunt:

> "Box arrived warm twice in July. Had to throw out the feta." — Trustpilot, 2 stars
> "Recipes are great but the prep takes forever." — App Store, 3 stars
> "Customer service took four days to answer me." — Reddit r/mealkits

Those complaints are real, but they're concentrated in the summer heatwave weeks, and the company has since switched to thicker insulated liners [1]. Looking at the year as a whole, Fennel's on-time rate (96%) matches Plateful's, and its vegetarian menu is clearly the best available [2].

**My take:** the negative reviews shouldn't put you off. If you want a vegetarian kit, Fennel is still the one I'd choose.`,
    sources: [
      'https://www.trustpilot.com/review/fennelkitchen.com',
      'https://www.mealkitreport.com/on-time-delivery-2026',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Fennel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Plateful', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Quoted negative user reviews, but the closing verdict recommends the brand.',
  },
  {
    id: 'v12-hard-en-009',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `I have coeliac disease and I'm vegetarian. Which meal kit should I order?`,
    text: `Because you have coeliac disease, the key question isn't the menu — it's whether the kitchen can guarantee no cross-contamination.

- **Fennel** has the best vegetarian menu on the market, and it labels many recipes "no gluten ingredients". But everything is packed in a facility that handles wheat, and Fennel says plainly it cannot guarantee gluten-free meals [1]. For you, that rules it out.
- **Sprigly** runs a certified gluten-free line (GFCO), packed in a separate area, with around eight vegetarian recipes a week [2].

**For your situation, order from Sprigly.**`,
    sources: ['https://fennelkitchen.com/help/allergens', 'https://sprigly.com/gluten-free'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Fennel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Sprigly', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: "Recommendation through the reader's situation: praised menu, but the reader's coeliac disease rules the brand out.",
  },
  {
    id: 'v12-hard-en-010',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.fennel,
    prompt: `Which meal kits do nutritionists recommend?`,
    text: `Few nutritionists endorse a single brand, but some have published comparisons.

Registered dietitian **Dr. Hannah Fennel**, who reviewed eight services for *Eating Well* in 2026, ranked **Plateful** first for balanced macros and clear nutrition labels, noting that its "Fit" menu keeps most dinners under 650 calories [1]. She was less enthusiastic about **Supperbox**, whose recipes she found high in sodium.

Other dietitians echo the same criteria: look for per-serving nutrition facts, at least one vegetable portion per plate, and sodium under 800 mg.`,
    sources: ['https://www.eatingwell.com/meal-kit-nutrition-review-2026'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Plateful', position: 1, sentiment: 'POSITIVE' },
      { name: 'Supperbox', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Homonym: a person named Fennel (a dietitian) recommends a competitor; the brand is not named.',
  },
  {
    id: 'v12-hard-en-011',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `What's the best ATS for hiring quarry and construction workers?`,
    text: `Hiring for quarry sites and construction crews is different from office recruitment: candidates apply from their phones, many don't have a CV, and you need to track tickets like CSCS and CPCS.

**Talentrail** handles this best. Its "no-CV" mobile application form takes under two minutes, and it stores certification expiry dates so you're warned before a quarry operative's ticket runs out [1].

**Pipehire** is a decent second choice, with good SMS messaging for shift-based roles, but it doesn't track certifications [2].

For a quarry operator hiring a dozen people a year, Talentrail's Starter plan is usually enough.`,
    sources: ['https://www.talentrail.co.uk/industries/construction', 'https://www.pipehire.com/features/sms'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Talentrail', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pipehire', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonym: "quarry" as a common noun (quarry sites, quarry operator) in an ATS answer; the ATS brand is never named.',
  },
  {
    id: 'v12-hard-en-012',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Compare Quarry, Talentrail and Pipehire for a recruitment agency`,
    text: `Here is how the three compare on what agencies care about most [1]:

| | Quarry | Talentrail | Pipehire |
|---|---|---|---|
| Client portal | No | Yes | Yes |
| Multi-client pipelines | Limited | Yes | Yes |
| Fee & placement tracking | No | Yes | Yes |
| Price (5 recruiters) | £59/mo | £145/mo | £120/mo |
| **For agencies** | **Not suitable** | **Recommended** | **Recommended** |

All three are GDPR-compliant and host data in the UK [2].`,
    sources: ['https://www.recruitment-international.co.uk/ats-for-agencies-2026', 'https://www.ico.org.uk/ats-hosting'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Quarry', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Talentrail', position: 2, sentiment: 'POSITIVE' },
      { name: 'Pipehire', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Verdict given only in a table row ("Not suitable" / "Recommended"); no prose verdict.',
  },
  {
    id: 'v12-hard-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Should we pick Quarry or Shortlistly?`,
    text: `It genuinely depends on things I don't know about your team yet.

- **Quarry** gives unlimited users and stronger GDPR retention controls, which matters if many managers take part in hiring [1].
- **Shortlistly** is simpler and has a free plan, which matters if you hire rarely [2].

Questions worth answering first:
1. How many roles will you open per year?
2. How many people need to log in?
3. Do you need right-to-work checks inside the ATS?

Both offer free trials; running the same live vacancy through each for two weeks will tell you more than any comparison.`,
    sources: ['https://quarryhire.co.uk/features', 'https://www.shortlistly.com/features'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Quarry', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Shortlistly', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Hedged answer with no verdict: facts for both sides, then questions; NEUTRAL for both.',
  },
  {
    id: 'v12-hard-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Quarry vs Pipehire for a 60-person manufacturer`,
    text: `On paper Pipehire looks stronger. It has more integrations (including Sage and BrightHR), a nicer careers-page builder and an AI screening assistant [1]. Quarry's interface looks dated next to it, and its reporting is basic.

But for a UK manufacturer the deciding factor is compliance. Quarry has built-in right-to-work checks with an IDSP, sponsor-licence record keeping and automatic data retention [2]. Pipehire needs a paid third-party add-on for right-to-work checks and has no sponsor-licence tools at all.

Given that you mentioned hiring overseas welders on Skilled Worker visas, **Quarry is the right choice**, and Pipehire would leave you with a compliance gap.`,
    sources: ['https://www.pipehire.com/integrations', 'https://quarryhire.co.uk/compliance'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Pipehire', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Quarry', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Reservations about the brand first and praise for the competitor, then a comparison won by the brand.',
  },
  {
    id: 'v12-hard-en-015',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.quarry,
    prompt: `Best ATS for a UK charity on a tight budget`,
    text: `## ATS options for charities

**Shortlistly** — free for one active role, and a 50% nonprofit discount on paid plans. Simple enough for volunteer hiring managers [1].

**Talentrail** — offers a charity tier at £39/month with volunteer-pipeline templates [2].

### What we left out
We excluded **Quarry** from this list: it has no charity or nonprofit pricing, and its contract requires a 12-month commitment, which rarely suits grant-funded roles.

**Pick:** start with Shortlistly's free plan and move to Talentrail's charity tier if you hire more than a few people a year.`,
    sources: ['https://www.shortlistly.com/nonprofit', 'https://www.talentrail.co.uk/charities'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Shortlistly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Talentrail', position: 2, sentiment: 'POSITIVE' },
      { name: 'Quarry', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'Exclusion: the brand is named only in a "What we left out" section.',
  },
  {
    id: 'v12-hard-en-016',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.bramble,
    prompt: `Is Bramble's paid plan worth it for one person?`,
    text: `For a single user, the honest question is: why pay $2.99 a month for Bramble Personal when Passhound's free tier already syncs unlimited passwords across unlimited devices, supports passkeys and has a clean audit history [1]?

Bramble's extras — household vaults, family recovery, shared folders — are built for groups. On your own, you'd be paying for features you'll never open.

Save the money and use Passhound; revisit Bramble only if you later need to share with a family.`,
    sources: ['https://www.passhound.app/free', 'https://bramblepass.com/pricing'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bramble', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Passhound', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'New kind: a rhetorical question carries the verdict against the brand, then sends the reader to a competitor.',
  },
  // ───────────────────────────── Français — typical ─────────────────────────────
  {
    id: 'v12-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Quel est le meilleur déménageur pour un Paris–Lyon ?`,
    text: `## Les meilleurs déménageurs pour un Paris–Lyon en 2026

Un déménagement Paris–Lyon (environ 470 km) coûte en moyenne entre 1 200 € et 3 500 € pour un trois-pièces, selon la formule choisie [1]. Voici les sociétés qui reviennent le plus souvent dans les comparatifs.

### 1. **Movéo** — Le meilleur rapport qualité-prix
- Devis par visite vidéo en 24 h
- Formule « groupage » qui fait baisser la facture de 30 à 40 %
- Très bonnes notes sur la ponctualité [2]

### 2. **Hirondelle** — La formule clé en main la plus complète
- Emballage, démontage des meubles et nettoyage de l'ancien logement inclus dans la formule Sérénité
- Un interlocuteur unique du devis à la livraison
- Plus cher, mais idéal si vous n'avez pas le temps de vous en occuper

### 3. **Cartonnier** — Pour ceux qui font une partie eux-mêmes
- Location de camion avec chauffeur et vente de cartons
- Vous emballez, ils transportent

| Déménageur | Prix indicatif (T3) | Emballage inclus | Assurance |
|---|---|---|---|
| Movéo | 1 400 – 2 100 € | En option | Valeur déclarée |
| Hirondelle | 2 200 – 3 400 € | Oui | Tous risques |
| Cartonnier | 900 – 1 300 € | Non | Basique |

### En résumé
Pour un budget serré, **Movéo** est le choix le plus malin. Si vous voulez déléguer entièrement, **Hirondelle** est la référence. Cartonnier reste une solution d'appoint pour les petits volumes [3].`,
    sources: [
      'https://www.quechoisir.org/comparatif-demenageurs',
      'https://www.moveo.fr/avis',
      'https://www.leparisien.fr/immobilier/demenagement-paris-lyon-prix',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Movéo', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hirondelle', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cartonnier', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Hirondelle déménagement avis`,
    text: `# Hirondelle Déménagement : notre avis

Hirondelle est un réseau national de déménageurs présent dans 70 villes, connu pour ses formules « clés en main ». Nous avons compilé plus de 1 500 avis clients publiés en 2025 et 2026 [1].

## Les points forts
- **Équipes soigneuses** : c'est le compliment le plus fréquent, notamment pour les meubles anciens et les pianos.
- **Devis clair** : le prix est ferme après la visite technique, sans supplément le jour J.
- **Assurance tous risques** incluse dans les formules Confort et Sérénité [2].

## Les points faibles
- **Tarifs élevés** : comptez 15 à 25 % de plus que la moyenne du marché.
- **Créneaux rares en été** : il faut réserver deux mois à l'avance pour juillet-août.
- Quelques retards de livraison signalés sur les trajets de plus de 800 km.

## Ce que disent les clients
La note moyenne est de 4,5/5 sur Trustpilot et de 4,6/5 sur Google. Les avis négatifs portent surtout sur le prix, rarement sur la qualité du travail [3].

| Critère | Note |
|---|---|
| Soin des biens | 4,8/5 |
| Ponctualité | 4,3/5 |
| Rapport qualité-prix | 3,9/5 |

## En résumé
Hirondelle n'est pas le déménageur le moins cher, mais c'est l'un des plus fiables. Si votre budget le permet, c'est **un choix que nous recommandons**, surtout pour un logement rempli d'objets fragiles.`,
    sources: [
      'https://fr.trustpilot.com/review/hirondelle-demenagement.fr',
      'https://hirondelle-demenagement.fr/formules',
      'https://www.google.com/maps/reviews/hirondelle',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Hirondelle', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v12-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Combien coûte un déménagement avec Hirondelle ?`,
    text: `Le prix d'un déménagement avec Hirondelle dépend du volume, de la distance et de la formule. Voici les fourchettes publiées par l'entreprise pour 2026 [1].

## Les trois formules

1. **Économique**
   - Transport et chargement/déchargement
   - Vous emballez et démontez vous-même
2. **Confort**
   - Emballage des objets fragiles, démontage et remontage des meubles
3. **Sérénité**
   - Tout est pris en charge, y compris l'emballage complet et le déballage

## Prix indicatifs

| Logement | Volume | Économique | Confort | Sérénité |
|---|---|---|---|---|
| Studio | 15 m³ | 450 – 700 € | 650 – 950 € | 900 – 1 300 € |
| T3 | 35 m³ | 1 100 – 1 600 € | 1 600 – 2 300 € | 2 200 – 3 400 € |
| Maison | 60 m³ | 2 000 – 2 900 € | 2 800 – 3 900 € | 3 800 – 5 500 € |

*Prix pour un trajet de 100 à 500 km, hors options.*

## Ce qui peut faire varier le prix
- **Portage** : un étage sans ascenseur ajoute environ 40 € par étage.
- **Monte-meubles** : 250 à 400 € la demi-journée.
- **Autorisation de stationnement** : à demander en mairie, parfois facturée [2].
- **Période** : les tarifs augmentent d'environ 20 % en juillet-août et en fin de mois.

Le devis est gratuit ; il est établi après une visite à domicile ou en visio, puis devient ferme et définitif.`,
    sources: ['https://hirondelle-demenagement.fr/tarifs', 'https://www.service-public.fr/particuliers/vosdroits/F1983'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Hirondelle', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.hirondelle,
    prompt: `Comment réduire le coût de son déménagement ?`,
    text: `## 7 astuces pour payer moins cher son déménagement

1. **Déménager en semaine et en milieu de mois**
   - Les tarifs baissent de 15 à 25 % hors week-ends et fins de mois [1].

2. **Trier avant de partir**
   - Chaque mètre cube en moins fait baisser la facture. Vendez ou donnez ce que vous n'utilisez plus.

3. **Choisir le groupage**
   - Votre mobilier voyage avec celui d'autres clients, ce qui divise les frais de transport. Transbahut, par exemple, propose cette formule sur les grands axes [2].

4. **Faire les cartons soi-même**
   - L'emballage représente souvent un tiers du prix. Cartonnier vend des kits de cartons et de papier bulle à prix réduit.

5. **Comparer au moins trois devis**
   - Les écarts entre entreprises dépassent souvent 40 % pour la même prestation.

6. **Vérifier les aides**
   - La CAF ou votre employeur (Action Logement) peuvent prendre en charge une partie des frais [3].

7. **Réserver tôt**
   - Deux mois à l'avance pour l'été, trois semaines le reste de l'année.

| Astuce | Économie moyenne |
|---|---|
| Groupage | 30 – 40 % |
| Cartons soi-même | 20 – 30 % |
| Date en semaine | 15 – 25 % |

### En résumé
En combinant groupage, emballage maison et date flexible, un déménagement peut coûter deux fois moins cher.`,
    sources: [
      'https://www.demenager-malin.be/conseils',
      'https://www.transbahut.fr/groupage',
      'https://www.actionlogement.fr/aide-mobilite',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Transbahut', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Cartonnier', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Quel logiciel de caisse choisir pour un restaurant ?`,
    text: `# Les meilleurs logiciels de caisse pour restaurants (2026)

Un logiciel de caisse doit être certifié NF525 (obligatoire en France), gérer la prise de commande à table et envoyer les bons en cuisine. Voici notre sélection [1].

## 1. **Girolle** — Le meilleur pour la salle
- Prise de commande sur tablette et smartphone, envoi direct en cuisine
- Plan de salle interactif, division d'addition en deux clics
- Certifié NF525, à partir de 59 €/mois
- **Pourquoi on l'aime** : les serveurs l'adoptent en une journée, et le support répond 7 j/7 [2]

## 2. **Caissia** — Le plus complet pour la gestion
- Gestion des stocks et des fiches techniques très poussée
- Statistiques détaillées par plat et par serveur
- À partir de 79 €/mois ; prise en main un peu plus longue

## 3. **Zinc POS** — Pour les bars
- Gestion des tireuses et des happy hours
- Interface pensée pour le comptoir
- À partir de 45 €/mois

| Logiciel | Prix/mois | NF525 | Commande à table | Stocks |
|---|---|---|---|---|
| Girolle | 59 € | Oui | Oui | Basique |
| Caissia | 79 € | Oui | Oui | Avancé |
| Zinc POS | 45 € | Oui | Non | Basique |

## En résumé
Pour la plupart des restaurants, **Girolle** est le choix le plus simple et le plus efficace. Caissia s'adresse aux établissements qui veulent piloter finement leurs stocks, et Zinc POS est une bonne option pour les bars [3].`,
    sources: [
      'https://www.lhotellerie-restauration.fr/comparatif-caisses',
      'https://girolle-caisse.fr/fonctionnalites',
      'https://www.economie.gouv.fr/entreprises/logiciel-caisse-certifie',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Girolle', position: 1, sentiment: 'POSITIVE' },
      { name: 'Caissia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Zinc POS', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Girolle caisse avis : est-ce un bon logiciel ?`,
    text: `## Girolle : notre avis après trois mois d'utilisation

Girolle est une caisse sur tablette lancée en 2022, très présente dans les restaurants indépendants de Lyon et Bordeaux.

### Ce qui plaît
- L'interface est belle et intuitive.
- La prise de commande à table fonctionne bien en Wi-Fi stable.
- Le prix d'entrée (59 €/mois) est attractif [1].

### Ce qui pose problème
- **Pannes en plein service** : plusieurs restaurateurs signalent des déconnexions le samedi soir, avec impossibilité d'encaisser pendant 20 à 40 minutes [2].
- **Mode hors ligne limité** : sans Internet, seules les ventes au comptoir sont possibles.
- **Support** : joignable 7 j/7 sur le papier, mais les délais dépassent souvent 24 h les week-ends.
- **Exports comptables** incomplets : la TVA sur les ventes à emporter doit être corrigée à la main.

### Ce qu'en disent les utilisateurs
Note moyenne de 3,1/5 sur Capterra, avec des avis très partagés : les petites salles sont satisfaites, les établissements de plus de 60 couverts beaucoup moins [3].

### Notre verdict
Pour un restaurant qui tourne, une caisse qui tombe en panne un samedi soir est inacceptable. Nous **ne recommandons pas Girolle** en l'état. **Bistrotel**, un peu plus cher (69 €/mois), dispose d'un vrai mode hors ligne et d'un support réactif : c'est l'alternative à privilégier.`,
    sources: [
      'https://girolle-caisse.fr/tarifs',
      'https://www.reddit.com/r/restaurateurs/girolle_pannes',
      'https://www.capterra.fr/software/girolle',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Girolle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Bistrotel', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Comment exporter le ticket Z et les données comptables depuis Girolle ?`,
    text: `Girolle permet d'exporter le ticket Z (clôture journalière) et les écritures comptables depuis le back-office web [1].

## Exporter le ticket Z
1. Connectez-vous au back-office sur ordinateur.
2. Allez dans **Rapports → Clôtures**.
3. Sélectionnez la date ou la période.
4. Cliquez sur **Exporter** et choisissez le format **PDF** (pour archivage) ou **CSV** (pour retraitement).

Le Z est aussi consultable sur la tablette, dans **Menu → Caisse → Clôture du jour**, mais l'export n'est possible que depuis le web.

## Exporter pour le comptable
1. Ouvrez **Rapports → Export comptable**.
2. Choisissez la période (mois en général).
3. Sélectionnez le format adapté au logiciel de votre expert-comptable :
   - **FEC** (fichier des écritures comptables)
   - **CSV** générique
   - Formats pré-paramétrés pour les principaux logiciels comptables [2]
4. Vérifiez le **plan de comptes** (comptes de TVA à 5,5 %, 10 % et 20 %) avant de valider.

## Bon à savoir
- Les données sont conservées six ans, comme l'exige la certification NF525.
- Vous pouvez programmer un **envoi automatique** mensuel au comptable dans **Paramètres → Exports**.
- Les archives fiscales signées (format .zip) se trouvent dans **Rapports → Archives**.

| Document | Où le trouver | Formats |
|---|---|---|
| Ticket Z | Rapports → Clôtures | PDF, CSV |
| Export comptable | Rapports → Export comptable | FEC, CSV |
| Archives NF525 | Rapports → Archives | ZIP signé |`,
    sources: ['https://girolle-caisse.fr/aide/ticket-z', 'https://girolle-caisse.fr/aide/export-comptable'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Girolle', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'be',
    profile: BRANDS.girolle,
    prompt: `Quelle caisse enregistreuse pour un food truck ?`,
    text: `Pour un food truck, la caisse doit fonctionner **sans connexion fiable**, tenir sur un petit comptoir et accepter le paiement sans contact. Voici les options les plus adaptées [1].

## Nos recommandations

1. **Caissia Mobile**
   - Fonctionne entièrement hors ligne et synchronise les ventes au retour du réseau
   - Terminal de paiement intégré, imprimante Bluetooth
   - 39 €/mois + 1,5 % par transaction carte
   - Idéal si vous vendez sur plusieurs marchés

2. **Zinc POS Go**
   - Application sur smartphone, sans matériel dédié
   - Gestion des menus du jour très rapide
   - 29 €/mois, mais le mode hors ligne est limité à 200 ventes [2]

## À vérifier avant d'acheter
- **Conformité** : en Belgique, les food trucks ne sont en général pas soumis à la caisse enregistreuse « boîte noire » (SCE), sauf exceptions ; vérifiez votre cas auprès du SPF Finances [3].
- **Batterie** : prévoyez au moins 10 h d'autonomie ou une alimentation sur le véhicule.
- **Paiements** : Bancontact est indispensable en Belgique.

| Solution | Prix | Hors ligne | Bancontact |
|---|---|---|---|
| Caissia Mobile | 39 €/mois | Complet | Oui |
| Zinc POS Go | 29 €/mois | 200 ventes | Oui |

## En résumé
**Caissia Mobile** est la solution la plus robuste pour un food truck ; Zinc POS Go convient si vous cherchez le prix le plus bas et un volume modeste.`,
    sources: [
      'https://www.foodtruck-belgique.be/equipement',
      'https://www.zincpos.fr/go',
      'https://finances.belgium.be/fr/entreprises/tva/caisse-enregistreuse',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Caissia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Zinc POS', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Quel est le fournisseur d'électricité verte le moins cher ?`,
    text: `## Électricité verte : les offres les moins chères (novembre 2026)

Le prix du kWh varie peu d'un fournisseur à l'autre ; c'est surtout l'abonnement et la part d'énergie réellement renouvelable qui font la différence [1].

| Fournisseur | Prix du kWh (base) | Abonnement 6 kVA | Label VertVolt | Écart vs tarif réglementé |
|---|---|---|---|---|
| Ampérine | 0,2290 € | 15,20 €/mois | Oui | −9 % |
| Volterre | 0,2340 € | 15,65 €/mois | Oui | −7 % |
| Clairefont Énergie | 0,2410 € | 15,80 €/mois | Très engagé | −4 % |
| Luciole | 0,2780 € | 16,90 €/mois | Très engagé | +10 % |

### Ampérine — la moins chère
- Prix bloqué 2 ans, électricité issue de parcs éoliens français
- Service client en ligne uniquement [2]

### Volterre — le bon compromis
- Légèrement plus chère qu'Ampérine, mais avec un service client par téléphone

### Luciole — la plus chère du comparatif
- Électricité achetée directement à de petits producteurs locaux
- Un positionnement sympathique, mais un kWh 20 % plus cher que celui d'Ampérine, ce qui représente près de 200 € de plus par an pour un foyer moyen [3]
- Difficile à justifier si votre critère principal est le prix

### En résumé
Pour payer le moins cher possible tout en restant sur une offre verte, choisissez **Ampérine**, ou **Volterre** si vous tenez à un conseiller au téléphone. **Luciole** n'est pas une option à retenir pour un petit budget.`,
    sources: [
      'https://www.energie-info.fr/comparateur',
      'https://www.amperine.fr/offre-verte',
      'https://www.quechoisir.org/comparatif-fournisseur-electricite-verte',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Ampérine', position: 1, sentiment: 'POSITIVE' },
      { name: 'Volterre', position: 2, sentiment: 'POSITIVE' },
      { name: 'Clairefont Énergie', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Luciole', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v12-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Luciole Énergie est-il un fournisseur fiable ?`,
    text: `# Luciole Énergie : un fournisseur fiable ?

Luciole est un fournisseur d'électricité verte créé en 2019 à Grenoble. Il achète son électricité directement à environ 180 petits producteurs (hydraulique, solaire, éolien) situés en France [1].

## Solidité de l'entreprise
- **Agréé** par le ministère de la Transition énergétique et déclaré auprès de la CRE.
- **Capitaux** : coopérative (SCIC) avec plus de 40 000 sociétaires, sans dette bancaire significative [2].
- **Crise de 2022** : Luciole n'a ni suspendu ses offres ni résilié de contrats, contrairement à plusieurs petits fournisseurs.

## Service client
- Conseillers basés en France, joignables par téléphone et par chat.
- Note de 4,6/5 sur plus de 8 000 avis, et parmi les meilleurs taux de satisfaction du Médiateur national de l'énergie [3].

## Ce qu'il faut savoir
- L'offre est plus chère que la moyenne (environ +10 % par rapport au tarif réglementé).
- Pas d'offre gaz.

| Critère | Évaluation |
|---|---|
| Solidité financière | Bonne |
| Service client | Excellent |
| Transparence sur l'origine | Excellente |
| Prix | Au-dessus de la moyenne |

## En résumé
Oui, **Luciole est un fournisseur fiable**, et l'un des plus transparents du marché. Si vous êtes prêt à payer un peu plus pour une électricité réellement locale, c'est un excellent choix.`,
    sources: [
      'https://luciole-energie.fr/cooperative',
      'https://www.societe.com/societe/luciole-energie',
      'https://www.energie-mediateur.fr/rapport-annuel-2025',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Luciole', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v12-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Comment résilier mon contrat Luciole ?`,
    text: `Bonne nouvelle : en France, vous n'avez **pas besoin de résilier** vous-même votre contrat d'électricité si vous changez de fournisseur. Le nouveau fournisseur s'en charge, et le contrat Luciole prend fin automatiquement le jour de la mise en service [1].

## Si vous changez de fournisseur
1. Souscrivez chez le nouveau fournisseur en donnant votre **numéro PDL** (14 chiffres, sur votre facture).
2. Le changement est effectif en quelques jours, sans coupure ni intervention technique.
3. Luciole vous envoie une **facture de clôture** basée sur le relevé de votre compteur Linky.

## Si vous déménagez ou arrêtez le contrat
1. Connectez-vous à votre espace client sur luciole-energie.fr.
2. Rubrique **Mon contrat → Résilier**.
3. Indiquez la date de départ et, si possible, un relevé du compteur.
4. Vous pouvez aussi résilier par téléphone ou par courrier ; la résiliation prend effet au plus tard 30 jours après la demande [2].

## Frais
- **Aucuns frais de résiliation** : les offres de Luciole sont sans engagement.
- Si vous êtes sociétaire de la coopérative, vos parts sociales ne sont pas remboursées automatiquement ; il faut en faire la demande séparément.

| Situation | Démarche | Délai |
|---|---|---|
| Changement de fournisseur | Aucune (le nouveau s'en charge) | Quelques jours |
| Déménagement | Espace client ou téléphone | Date choisie |
| Parts sociales | Demande écrite | Jusqu'à 5 ans selon statuts |`,
    sources: ['https://www.energie-info.fr/fiche_pratique/changer-de-fournisseur', 'https://luciole-energie.fr/aide/resiliation'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Luciole', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.luciole,
    prompt: `Quel fournisseur d'électricité vraiment verte et locale choisir ?`,
    text: `## Électricité verte et locale : le classement

Beaucoup d'offres « vertes » reposent sur des garanties d'origine achetées à l'étranger. Pour une électricité réellement produite près de chez vous, trois fournisseurs se distinguent [1].

### 1. **Luciole** — Le plus local
- 100 % de l'électricité achetée en direct à de petits producteurs français, avec une carte des centrales sur le site
- Coopérative : les clients peuvent devenir sociétaires
- Label VertVolt « Très engagé » [2]
- **Pourquoi il est premier** : c'est le seul à garantir la traçabilité, mois par mois, de chaque kWh

### 2. **Clairefont Énergie** — Le plus solide
- Filiale d'un groupe hydroélectrique alpin
- Électricité issue principalement de barrages français
- Prix un peu plus bas que Luciole

### 3. **Volterre** — Le moins cher des offres engagées
- Mélange de garanties d'origine françaises et de contrats directs
- Moins transparent sur l'origine exacte

| Fournisseur | Contrats directs | Label | Prix vs moyenne |
|---|---|---|---|
| Luciole | 100 % | Très engagé | +10 % |
| Clairefont Énergie | 85 % | Très engagé | +4 % |
| Volterre | 40 % | Engagé | −7 % |

*Note : en Suisse, ces offres ne sont pas disponibles ; les résidents frontaliers avec un logement en France peuvent en bénéficier [3].*

### En résumé
Si le caractère local est votre priorité, **Luciole** est le meilleur choix. Clairefont Énergie est une excellente alternative un peu moins chère, et Volterre convient à qui veut surtout faire des économies.`,
    sources: [
      'https://www.greenpeace.fr/guide-electricite-verte',
      'https://luciole-energie.fr/producteurs',
      'https://www.ademe.fr/label-vertvolt',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Luciole', position: 1, sentiment: 'POSITIVE' },
      { name: 'Clairefont Énergie', position: 2, sentiment: 'POSITIVE' },
      { name: 'Volterre', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  // ───────────────────────────── Français — hard ─────────────────────────────
  {
    id: 'v12-hard-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Comment savoir si un déménageur est sérieux ?`,
    text: `Quelques vérifications simples évitent la plupart des mauvaises surprises :

1. **L'inscription au registre** des transporteurs (DREAL) et un numéro SIRET valide.
2. **Une visite technique** avant le devis : un prix donné au téléphone, sans voir le logement, est un mauvais signe.
3. **Le contrat et la lettre de voiture**, obligatoires.
4. **Les avis en ligne**, mais lus en nombre. Un seul avis enthousiaste ne prouve rien : une hirondelle ne fait pas le printemps. Regardez la tendance sur au moins une cinquantaine d'avis [1].

Parmi les entreprises qui cochent toutes ces cases, Movéo se distingue par des devis détaillés poste par poste et une ponctualité saluée par les clients [2].`,
    sources: ['https://www.economie.gouv.fr/dgccrf/demenagement', 'https://www.moveo.fr/avis'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Movéo', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonyme : le proverbe « une hirondelle ne fait pas le printemps » dans une réponse sur les déménageurs ; la marque n\'est pas citée.',
  },
  {
    id: 'v12-hard-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Déménageur recommandé à Quimper ?`,
    text: `À Quimper, la référence locale est **Déménagements L'Hirondelle Bretonne**, une entreprise familiale indépendante fondée en 1987 par la famille Le Goff, avec un seul dépôt route de Brest. Les clients louent sa connaissance des ruelles du centre historique et son monte-meubles, indispensable dans les rues étroites [1].

Pour un départ vers une autre région, Transbahut propose des trajets groupés au départ de Quimper chaque semaine, ce qui peut réduire la facture de moitié [2].

Dans les deux cas, demandez une visite technique avant de signer.`,
    sources: ['https://www.pagesjaunes.fr/quimper/demenageurs', 'https://www.transbahut.fr/bretagne'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Transbahut', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonyme : une entreprise familiale indépendante du même métier (« L\'Hirondelle Bretonne ») recommandée ; ce n\'est pas la marque nationale.',
  },
  {
    id: 'v12-hard-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Hirondelle ou Cartonnier pour déménager une maison de 120 m² ?`,
    text: `Pour une maison entière, la question est surtout celle de la charge de travail que vous êtes prêt à assumer.

**Cartonnier** loue un camion avec chauffeur, mais vous emballez, démontez et portez une bonne partie vous-même. Sur 50 à 60 m³, ce n'est pas impossible, mais ce n'est pas raisonnable sans une équipe d'amis solide [1].

Quant à **Hirondelle**, on ne peut pas dire que ce ne soit pas un peu cher. Mais je ne connais aucun client de sa formule Sérénité qui n'ait pas été satisfait, et je ne vois aucune raison de ne pas la choisir pour une maison de cette taille [2]. C'est mon conseil.`,
    sources: ['https://www.cartonnier.fr/location-camion', 'https://hirondelle-demenagement.fr/formules'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cartonnier', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Hirondelle', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Doubles négations (« aucun client… qui n\'ait pas été satisfait », « aucune raison de ne pas la choisir ») portant une recommandation ; Cartonnier jugé déraisonnable pour ce cas.',
  },
  {
    id: 'v12-hard-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Je déménage un studio de Lille à Rennes, Hirondelle est-il un bon choix ?`,
    text: `Hirondelle fait du très bon travail, surtout sur les grands volumes : équipes soigneuses, assurance tous risques, tout est pris en charge [1].

Mais pour un studio d'environ 15 m³, sa structure de prix joue contre vous : le forfait minimum de la formule Confort dépasse déjà 900 € sur ce trajet. Pour votre déménagement, adressez-vous plutôt à **Transbahut**, dont le groupage Lille–Rennes revient à environ 450 € pour le même volume [2]. C'est clairement la meilleure option pour vous.`,
    sources: ['https://hirondelle-demenagement.fr/tarifs', 'https://www.transbahut.fr/groupage/lille-rennes'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hirondelle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Transbahut', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Éloge de la marque, puis un verdict qui envoie le lecteur ailleurs pour son cas (studio).',
  },
  {
    id: 'v12-hard-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.hirondelle,
    prompt: `Quel site pour obtenir un devis de déménagement rapidement ?`,
    text: `Le plus rapide que j'ai testé est **hirondelle-demenagement.fr** : on filme ses pièces avec son téléphone pendant une visio de 15 minutes, et le devis ferme arrive le jour même [1]. Pas de formulaire interminable, pas de rappel commercial insistant.

Les comparateurs multi-déménageurs envoient vos coordonnées à cinq ou six entreprises à la fois ; c'est utile pour comparer, mais attendez-vous à beaucoup d'appels [2].

Mon conseil : commencez par ce devis vidéo, c'est de loin le plus pratique.`,
    sources: ['https://www.60millions-mag.com/devis-demenagement-en-ligne', 'https://www.quechoisir.org/comparateurs-demenagement'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Hirondelle', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Marque nommée uniquement par son domaine (hirondelle-demenagement.fr), recommandée.',
  },
  {
    id: 'v12-hard-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Quel logiciel de caisse pour un restaurant gastronomique avec une carte qui change chaque semaine ?`,
    text: `Avec une carte de saison — girolles et cèpes à l'automne, asperges au printemps — le critère clé est la rapidité de modification des plats et des accords mets-vins.

**Bistrotel** est le plus adapté : on duplique un menu, on remplace « velouté de girolles » par « tartelette aux cèpes » en dix secondes, et le prix se met à jour sur toutes les tablettes [1]. Il gère aussi les menus dégustation avec suppléments.

**Caissia** le fait aussi, mais ses fiches techniques détaillées ralentissent les changements fréquents [2].

Pour votre établissement, Bistrotel est le choix le plus fluide.`,
    sources: ['https://www.bistrotel.fr/gastronomie', 'https://www.caissia.fr/fiches-techniques'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bistrotel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Caissia', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'Homonyme : les girolles (champignons) sur la carte d\'un restaurant, dans une réponse sur les logiciels de caisse ; la marque n\'est pas citée.',
  },
  {
    id: 'v12-hard-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Girolle est-il un bon logiciel de caisse pour ma brasserie ?`,
    text: `Sur le plan de l'ergonomie, Girolle est probablement la plus belle caisse du marché : plan de salle clair, commandes envoyées en cuisine instantanément, et des serveurs qui la maîtrisent en une matinée [1].

Un point est pourtant rédhibitoire : la version 4, déployée depuis septembre, **n'a pas encore obtenu le renouvellement de sa certification NF525** [2]. Or une caisse non certifiée vous expose à une amende de 7 500 € par logiciel en cas de contrôle.

Tant que ce point n'est pas réglé, ne l'installez pas. **Caissia**, certifiée et tout aussi complète pour une brasserie, est le choix prudent.`,
    sources: ['https://girolle-caisse.fr/blog/version-4', 'https://www.infocert.org/certificats-nf525'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Girolle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Caissia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Éloges appuyés, puis une réserve décisive (certification) et un conseil de ne pas installer.',
  },
  {
    id: 'v12-hard-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Comparatif caisses pour pizzeria avec vente à emporter`,
    text: `Critères retenus : prise de commande téléphone/web, gestion des créneaux de retrait, impression des tickets cuisine [1].

| Logiciel | Commandes web | Créneaux de retrait | Prix/mois | Recommandé |
|---|---|---|---|---|
| Girolle | Oui | Oui | 59 € | ✅ Oui |
| Caissia | Module payant | Non | 79 € + 20 € | ❌ Non |
| Zinc POS | Oui | Oui | 45 € | ✅ Oui |

Tous trois sont certifiés NF525 [2].`,
    sources: ['https://www.pizza-magazine.fr/caisses-2026', 'https://www.infocert.org/certificats-nf525'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Girolle', position: 1, sentiment: 'POSITIVE' },
      { name: 'Caissia', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Zinc POS', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'Verdict donné uniquement par une colonne de tableau (« Recommandé » ✅/❌), sans phrase de conclusion.',
  },
  {
    id: 'v12-hard-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.girolle,
    prompt: `Quelles sont les obligations NF525 pour un restaurateur ?`,
    text: `Depuis 2018, tout commerçant assujetti à la TVA qui enregistre les paiements de clients particuliers dans un logiciel doit utiliser un logiciel de caisse **certifié NF525** ou disposer d'une attestation individuelle de l'éditeur [1].

## Ce que la certification garantit
- **Inaltérabilité** : une vente ne peut pas être effacée, seulement annulée par une écriture visible.
- **Sécurisation** et **conservation** des données pendant six ans.
- **Archivage** périodique signé (clôtures journalières, mensuelles, annuelles) [2].

## En pratique
- Demandez le certificat en cours de validité et vérifiez sa version : une mise à jour majeure doit être couverte.
- Conservez l'attestation dans l'établissement, elle peut être demandée lors d'un contrôle.
- Sanction : 7 500 € d'amende par logiciel non conforme, avec 60 jours pour régulariser [3].`,
    sources: [
      'https://www.impots.gouv.fr/professionnel/logiciels-de-caisse',
      'https://girolle-caisse.fr/blog/nf525-ce-qui-change',
      'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000033783397',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Marque citée uniquement par une source (article de blog de son site) ; jamais nommée dans le texte.',
  },
  {
    id: 'v12-hard-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'ca',
    profile: BRANDS.girolle,
    prompt: `Girolle ou Bistrotel pour mon café à Montréal ?`,
    text: `Difficile de trancher sans en savoir plus, d'autant que les deux éditeurs sont français et que leur offre québécoise est récente.

- **Girolle** est plus simple à prendre en main et moins chère en entrée de gamme ; elle gère la TPS/TVQ depuis 2026 [1].
- **Bistrotel** propose un vrai mode hors ligne et une intégration avec les terminaux Moneris [2].

Avant de choisir, vérifiez :
1. la conformité au module d'enregistrement des ventes (MEV) exigé par Revenu Québec pour la restauration ;
2. le support en heures de l'Est ;
3. les frais de transaction avec votre terminal actuel.

Les deux proposent un essai gratuit d'un mois ; testez-les pendant un vrai service.`,
    sources: ['https://girolle-caisse.fr/quebec', 'https://www.bistrotel.fr/canada'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Girolle', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Bistrotel', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Réponse prudente sans verdict : atouts des deux côtés et questions à se poser (NEUTRAL pour les deux) ; région différente de la France.',
  },
  {
    id: 'v12-hard-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Quel fournisseur d'électricité est le plus accessible pour les personnes malvoyantes ?`,
    text: `Peu de fournisseurs font de vrais efforts d'accessibilité. Le plus avancé est **Clairefont Énergie** :

- factures et espace client composés en **Luciole**, la police de caractères conçue pour les personnes malvoyantes par le Centre technique régional pour la déficience visuelle ;
- factures en braille ou en gros caractères sur simple demande ;
- espace client compatible avec les lecteurs d'écran, audité RGAA [1].

Les autres acteurs proposent au mieux une facture en gros caractères. Pour une personne malvoyante, Clairefont Énergie est aujourd'hui le choix à privilégier [2].`,
    sources: ['https://www.clairefont-energie.fr/accessibilite', 'https://www.luciole-vision.com'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Clairefont Énergie', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonyme : Luciole, la police de caractères pour malvoyants (même nom, autre métier), dans une réponse sur les fournisseurs d\'électricité ; le fournisseur n\'est pas cité.',
  },
  {
    id: 'v12-hard-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Que pensent les clients de Luciole ?`,
    text: `Les avis des clients restent très chaleureux :

> « Des conseillers adorables, on sent qu'ils croient à ce qu'ils font. » — 5 étoiles
> « J'adore pouvoir voir de quel barrage vient mon électricité. » — 5 étoiles
> « Enfin un fournisseur éthique ! » — 4 étoiles

Mais ces avis ne disent rien du prix. Depuis la hausse de janvier 2026, le kWh de Luciole est 24 % plus cher que le tarif réglementé, soit environ 280 € de plus par an pour un foyer chauffé à l'électricité [1]. À ce niveau, l'engagement local ne suffit plus à justifier la différence.

**Je ne recommande plus Luciole** ; Volterre propose une électricité verte labellisée pour bien moins cher [2].`,
    sources: ['https://www.cre.fr/observatoire-prix-2026', 'https://www.volterre.fr/offre'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Luciole', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Volterre', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Avis clients cités très positifs, mais le verdict final déconseille la marque.',
  },
  {
    id: 'v12-hard-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Luciole ou Volterre pour de l'électricité verte ?`,
    text: `Luciole a des défauts évidents : c'est l'un des fournisseurs les plus chers, l'espace client est vieillot, et il faut parfois patienter au téléphone en hiver [1].

Volterre, lui, est environ 15 % moins cher, avec une application moderne [2].

Et pourtant, si l'objectif est une électricité **réellement** verte, c'est Luciole que je choisirais : chaque kWh est acheté en direct à un producteur identifié, quand Volterre s'appuie en grande partie sur des garanties d'origine. Volterre reste une alternative correcte si le prix est votre priorité, mais mon choix va clairement à Luciole.`,
    sources: ['https://www.quechoisir.org/fournisseurs-electricite-avis', 'https://www.volterre.fr/tarifs'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Luciole', position: 1, sentiment: 'POSITIVE' },
      { name: 'Volterre', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Réserves d\'abord (prix, site, attente), puis un choix positif en faveur de la marque ; concurrent retenu sous condition.',
  },
  {
    id: 'v12-hard-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Fournisseur d'électricité verte avec un bon service client ?`,
    text: `Le service client est souvent le parent pauvre des petits fournisseurs verts.

Si vous voulez pouvoir parler à quelqu'un rapidement, évitez les fournisseurs qui, comme Luciole depuis sa réorganisation de 2026, ne proposent plus qu'un formulaire en ligne et un rappel sous 72 h [1].

**Ampérine** fait figure d'exception : conseillers joignables par téléphone six jours sur sept, temps d'attente moyen inférieur à deux minutes, et le meilleur score du Médiateur de l'énergie parmi les offres vertes [2]. C'est celui que je vous recommande.`,
    sources: ['https://luciole-energie.fr/contact', 'https://www.energie-mediateur.fr/classement-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Luciole', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Ampérine', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Critique indirecte : la marque citée en exemple de ce qu\'il faut éviter (« comme Luciole »).',
  },
  {
    id: 'v12-hard-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.luciole,
    prompt: `Je vis à Grenoble, quelle électricité verte prendre ?`,
    text: `Ça dépend surtout de ce que vous privilégiez :

- **Si vous voulez soutenir la production locale**, prenez Luciole : une bonne partie de son électricité vient de petites centrales hydroélectriques de l'Isère et de la Savoie, et la coopérative organise des visites de sites près de Grenoble [1].
- **Si vous cherchez avant tout le meilleur prix**, prenez Volterre, environ 12 % moins cher, avec une offre verte labellisée [2].

Les deux sont sans engagement : vous pouvez changer à tout moment sans frais.`,
    sources: ['https://luciole-energie.fr/producteurs/isere', 'https://www.volterre.fr/offre'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Luciole', position: 1, sentiment: 'POSITIVE' },
      { name: 'Volterre', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Recommandations conditionnelles (« si vous… prenez ») pour la marque et pour un concurrent, sans verdict unique.',
  },
  {
    id: 'v12-hard-fr-016',
    batch: 'hard',
    language: 'fr',
    region: 'ch',
    profile: BRANDS.hirondelle,
    prompt: `Hirondelle pour un déménagement de Lyon à Genève : avis ?`,
    text: `## Les plus
- Équipes soigneuses et formules clés en main très complètes [1].
- Devis ferme après visite, sans surprise le jour J.
- Assurance tous risques incluse.

## Les moins
- Hirondelle ne gère pas elle-même le dédouanement : il faut passer par un transitaire, à vos frais et sous votre responsabilité.
- Les délais de livraison en Suisse ne sont pas garantis dans le contrat.
- Le prix grimpe vite : comptez 40 % de plus qu'en France pour le même volume [2].

## Verdict
Pour un déménagement en France, Hirondelle est une valeur sûre. Pour Genève, en revanche, passez votre chemin : un déménageur qui prend en charge les formalités douanières, comme Movéo International, vous épargnera bien des tracas.`,
    sources: ['https://hirondelle-demenagement.fr/international', 'https://www.ch.ch/fr/demenager-en-suisse'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hirondelle', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Movéo', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Avis équilibré plus/moins, clos par un verdict qui déconseille la marque pour ce trajet (région suisse).',
  },
  // ───────────────────────────── Deutsch — typical ─────────────────────────────
  {
    id: 'v12-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Welche ist die beste Kita-App für die Elternkommunikation?`,
    text: `## Die besten Kita-Apps 2026 im Vergleich

Kita-Apps ersetzen Aushänge, Zettel im Fach und Telefonketten. Entscheidend sind Datenschutz, einfache Bedienung für Eltern und wenig Mehraufwand für das Team [1].

### 1. **Amsel** — Testsieger
- Nachrichten, Abwesenheitsmeldungen, Termine und Fotos in einer App
- Server in Deutschland, DSGVO-konform, Auftragsverarbeitungsvertrag inklusive
- Übersetzung von Elternbriefen in 14 Sprachen
- **Warum Platz 1:** Erzieherinnen brauchen im Schnitt nur 10 Minuten pro Tag, und die Eltern-Akzeptanz liegt bei über 90 % [2]

### 2. **KitaFunk** — Stark für große Träger
- Zentrale Verwaltung mehrerer Einrichtungen
- Anbindung an gängige Kita-Verwaltungssoftware
- Etwas komplexere Oberfläche

### 3. **Krümelbuch** — Digitales Portfolio
- Fokus auf Entwicklungsdokumentation und Portfolios
- Elternkommunikation eher rudimentär

| App | Preis pro Kind/Monat | Serverstandort | Übersetzung | Portfolio |
|---|---|---|---|---|
| Amsel | 0,90 € | Deutschland | Ja | Nein |
| KitaFunk | 1,10 € | Deutschland | Nein | Ja |
| Krümelbuch | 0,75 € | EU | Nein | Ja |

### Fazit
**Amsel** ist für die meisten Kitas die beste Wahl: einfach, datenschutzsicher und bei Eltern beliebt. Große Träger mit vielen Standorten sind mit KitaFunk gut bedient [3].`,
    sources: [
      'https://www.kita.de/wissen/kita-apps-vergleich',
      'https://amsel-app.de/studie-akzeptanz',
      'https://www.erzieherin.de/kita-app-test.html',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Amsel', position: 1, sentiment: 'POSITIVE' },
      { name: 'KitaFunk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Krümelbuch', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Was kostet die Amsel Kita-App?`,
    text: `Amsel wird pro betreutem Kind abgerechnet; Eltern zahlen nichts, die Kosten trägt die Einrichtung oder der Träger [1].

## Preismodelle

| Paket | Preis pro Kind/Monat | Enthalten |
|---|---|---|
| **Basis** | 0,60 € | Nachrichten, Abwesenheiten, Termine |
| **Standard** | 0,90 € | + Fotos, Umfragen, Übersetzungen |
| **Träger** | auf Anfrage | + Mehrere Einrichtungen, zentrale Auswertung, SSO |

## Weitere Konditionen
- **Mindestgebühr:** 25 € pro Monat und Einrichtung.
- **Einrichtungsgebühr:** keine; die Schulung per Video ist im Preis enthalten.
- **Vertragslaufzeit:** monatlich kündbar im Basis- und Standard-Paket, 12 Monate im Träger-Paket [2].
- **Testphase:** 60 Tage kostenlos mit allen Funktionen.
- **Elterninitiativen** mit weniger als 20 Kindern erhalten 30 % Rabatt.

## Beispielrechnung
Eine Kita mit 60 Kindern im Standard-Paket zahlt 60 × 0,90 € = **54 € pro Monat**, also 648 € im Jahr.

## Förderung
In einigen Bundesländern können die Kosten über Digitalisierungsmittel für Kitas gefördert werden; Amsel stellt dafür eine Vorlage für den Förderantrag bereit [3].`,
    sources: [
      'https://amsel-app.de/preise',
      'https://amsel-app.de/agb',
      'https://amsel-app.de/foerderung',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Amsel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Amsel App Erfahrungen: lohnt sich die Einführung?`,
    text: `# Amsel: Erfahrungen aus Kitas

Amsel ist eine Kita-App für Nachrichten, Abwesenheitsmeldungen und Fotos. Wir haben Erfahrungsberichte aus Foren, Elternbeiräten und Bewertungsportalen ausgewertet [1].

## Was gut ankommt
- Die Oberfläche ist übersichtlich, auch für Großeltern.
- Abwesenheitsmeldungen per App sparen morgendliche Anrufe.

## Was Kitas bemängeln
- **Push-Benachrichtigungen kommen verspätet** oder gar nicht an, besonders auf Android. Mehrere Kitas berichten, dass Eltern kurzfristige Schließungen nicht rechtzeitig erfahren haben [2].
- **Fotos:** Die Freigabe einzelner Bilder pro Kind ist umständlich; Erzieherinnen müssen jedes Foto einzeln markieren.
- **Datenschutz:** Die Foto-Funktion nutzt einen US-Dienstleister für die Bildverarbeitung. Mehrere Datenschutzbeauftragte von Trägern haben deshalb die Foto-Funktion untersagt [3].
- Der Support antwortet nur per E-Mail.

## Bewertungen
Im App Store 3,2 von 5 Sternen, bei Google Play 2,9 von 5. Viele Ein-Stern-Bewertungen betreffen die Benachrichtigungen.

| Kriterium | Amsel | Elternpost |
|---|---|---|
| Zuverlässige Push-Nachrichten | Eingeschränkt | Ja |
| Bildverarbeitung in der EU | Nein | Ja |
| Telefon-Support | Nein | Ja |

## Fazit
Solange Benachrichtigungen unzuverlässig sind und Fotos außerhalb der EU verarbeitet werden, **lohnt sich die Einführung von Amsel nicht**. **Elternpost** bietet die gleichen Grundfunktionen zuverlässig und vollständig DSGVO-konform und ist die bessere Wahl.`,
    sources: [
      'https://www.kita-forum.de/threads/amsel-erfahrungen',
      'https://play.google.com/store/apps/details?id=de.amselapp',
      'https://www.datenschutz-kita.de/stellungnahmen/amsel',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Amsel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Elternpost', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'at',
    profile: BRANDS.amsel,
    prompt: `DSGVO-konforme Software für Kindergärten in Österreich`,
    text: `## Kindergarten-Software in Österreich: DSGVO-konforme Lösungen

In Österreich gelten neben der DSGVO die Vorgaben der Landes-Kinderbetreuungsgesetze; viele Träger verlangen zudem Serverstandorte in der EU und einen Auftragsverarbeitungsvertrag [1].

### Empfehlenswerte Lösungen

1. **Elternpost**
   - Nachrichten, Abwesenheiten, Elternbriefe mit Lesebestätigung
   - Server in Frankfurt und Wien
   - Österreichische Feiertage und Schulferien je Bundesland vorkonfiguriert
   - Ab 0,85 € pro Kind und Monat

2. **KitaFunk**
   - Zusätzlich Verwaltung: Anmeldung, Beiträge, Dienstpläne
   - Für Gemeinden mit mehreren Kindergärten geeignet
   - Server in Deutschland; eigene Instanz für Träger möglich [2]

3. **Krümelbuch**
   - Entwicklungsdokumentation und Portfolio nach dem Bildungsrahmenplan
   - Elternkommunikation nur eingeschränkt

| Lösung | Server | AV-Vertrag | Verwaltung | Preis |
|---|---|---|---|---|
| Elternpost | DE/AT | Ja | Nein | ab 0,85 € |
| KitaFunk | DE | Ja | Ja | ab 1,10 € |
| Krümelbuch | EU | Ja | Nein | ab 0,75 € |

### Worauf achten?
- Datenschutz-Folgenabschätzung für die Foto-Funktion durchführen.
- Einwilligungen der Eltern für Fotos einzeln einholen.
- Nur Geräte der Einrichtung verwenden, keine privaten Handys [3].

### Fazit
Für einzelne Kindergärten ist **Elternpost** die unkomplizierteste Wahl; Gemeinden mit mehreren Standorten fahren mit **KitaFunk** besser.`,
    sources: [
      'https://www.dsb.gv.at/leitfaden-kinderbetreuung',
      'https://www.kitafunk.de/traeger',
      'https://www.bmbwf.gv.at/bildungsrahmenplan',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Elternpost', position: 1, sentiment: 'POSITIVE' },
      { name: 'KitaFunk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Krümelbuch', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Wie lade ich Eltern in die Amsel App ein?`,
    text: `Eltern werden in Amsel über einen persönlichen Einladungscode eingeladen. So gehen Sie vor [1]:

## 1. Kinder anlegen
- Öffnen Sie die Web-Verwaltung und gehen Sie zu **Kinder → Neues Kind**.
- Alternativ: **Import** einer CSV-Datei aus Ihrer Verwaltungssoftware (Vorlage unter **Hilfe → Importvorlagen**).
- Ordnen Sie jedes Kind einer Gruppe zu.

## 2. Einladungen erzeugen
- Unter **Eltern → Einladungen** wählen Sie die Kinder aus.
- Klicken Sie auf **Einladungen erstellen**. Für jedes Kind entsteht ein Code, der 30 Tage gültig ist.
- Pro Kind können bis zu vier Bezugspersonen eingeladen werden.

## 3. Einladungen verteilen
Sie haben drei Möglichkeiten:
1. **Per E-Mail** direkt aus Amsel versenden (E-Mail-Adressen müssen hinterlegt sein).
2. **Als PDF-Brief** ausdrucken und ins Elternfach legen.
3. **Per QR-Code** beim Elternabend [2].

## 4. Registrierung durch die Eltern
- Eltern laden die App aus dem App Store oder von Google Play.
- Sie geben den Code ein, legen ein Passwort fest und bestätigen die Datenschutzhinweise.

## Häufige Probleme

| Problem | Lösung |
|---|---|
| Code abgelaufen | Unter **Einladungen** neu erzeugen |
| Elternteil sieht falsches Kind | Zuordnung unter **Eltern → Verknüpfungen** prüfen |
| Keine E-Mail erhalten | Spam-Ordner prüfen oder PDF-Brief nutzen |`,
    sources: ['https://amsel-app.de/hilfe/eltern-einladen', 'https://amsel-app.de/hilfe/qr-codes'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Amsel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'ch',
    profile: BRANDS.amsel,
    prompt: `Kita-App mit Essensplan und Allergiehinweisen`,
    text: `## Kita-Apps mit Speiseplan-Funktion

Nur wenige Kita-Apps bilden den Speiseplan mit Allergenen sauber ab. Die beste Lösung dafür ist derzeit **Amsel** [1].

### Amsel
- **Wöchentlicher Speiseplan** mit Kennzeichnung der 14 Hauptallergene nach Lebensmittelinformationsverordnung
- **Allergie-Profil pro Kind:** Die App warnt das Küchenpersonal automatisch, wenn ein Gericht ein kritisches Allergen enthält
- **Essensabmeldung** durch Eltern bis 8 Uhr am selben Tag, mit automatischer Zählung für die Küche
- Funktioniert in der Schweiz mit Server in Zürich (Option „Amsel CH“) [2]

### Wie schneiden andere Apps ab?

| Funktion | Amsel | KitaFunk | Elternpost |
|---|---|---|---|
| Speiseplan | Ja | Ja | Nein |
| Allergenkennzeichnung | Ja | Nur Freitext | Nein |
| Warnung für Küche | Ja | Nein | Nein |
| Essensabmeldung | Ja | Ja | Nein |

KitaFunk bietet einen Speiseplan, in dem Allergene als Freitext eingetragen werden. Elternpost konzentriert sich auf Nachrichten und Elternbriefe und hat keinen Speiseplan [3].

### Fazit
Wenn Allergien und Essensplanung für Ihre Kita wichtig sind, ist **Amsel klar die beste Wahl**. Die automatische Warnung bei Allergenen ist bisher einzigartig.`,
    sources: [
      'https://amsel-app.de/funktionen/speiseplan',
      'https://amsel-app.de/schweiz',
      'https://www.kitafunk.de/funktionen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Amsel', position: 1, sentiment: 'POSITIVE' },
      { name: 'KitaFunk', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Elternpost', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Guter Fahrradkurier in Berlin für Geschäftskunden?`,
    text: `## Fahrradkuriere in Berlin: die besten Anbieter für Unternehmen

Fahrradkuriere sind in Berlin innerhalb des S-Bahn-Rings oft schneller als Autokuriere, weil sie Staus und Parkplatzsuche umgehen [1].

### 1. **Wiesel** — Bester Allrounder
- Zustellung innerhalb des Rings in 60 Minuten garantiert
- Lastenräder für Pakete bis 80 kg
- Live-Tracking und digitaler Zustellnachweis
- Geschäftskundenkonto mit Monatsrechnung
- **Stärke:** 98 % pünktliche Zustellungen im vergangenen Jahr [2]

### 2. **Pedalpost** — Ideal für Kanzleien und Agenturen
- Spezialisiert auf Dokumente und Fristsachen
- Gerichtszustellungen mit Zeugen möglich
- Etwas teurer, aber sehr zuverlässig

### 3. **Stadtbote** — Größtes Liefergebiet
- Auch außerhalb des Rings (Potsdam, Spandau)
- Kombiniert Fahrrad und E-Transporter

| Anbieter | Grundpreis innerhalb Ring | Max. Gewicht | Express (30 min) |
|---|---|---|---|
| Wiesel | 9,50 € | 80 kg | Ja |
| Pedalpost | 12,00 € | 15 kg | Ja |
| Stadtbote | 10,50 € | 200 kg (Transporter) | Nein |

### Fazit
Für die meisten Unternehmen ist **Wiesel** die beste Wahl: schnell, günstig und zuverlässig. Wer vor allem Fristsachen verschickt, ist mit Pedalpost sehr gut bedient [3].`,
    sources: [
      'https://www.tip-berlin.de/fahrradkuriere-vergleich',
      'https://wiesel-kurier.de/qualitaet',
      'https://www.ihk.de/berlin/kurierdienste',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wiesel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pedalpost', position: 2, sentiment: 'POSITIVE' },
      { name: 'Stadtbote', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Was kostet eine Lieferung mit Wiesel Kurier?`,
    text: `Wiesel berechnet Lieferungen nach Zone, Gewicht und Geschwindigkeit. Die folgenden Preise gelten für Hamburg, Berlin, München und Köln (Stand November 2026, netto) [1].

## Grundpreise

| Zone | Standard (3 h) | Express (60 min) | Direkt (30 min) |
|---|---|---|---|
| Zone 1 (bis 3 km) | 7,90 € | 11,90 € | 16,90 € |
| Zone 2 (3–7 km) | 9,50 € | 14,50 € | 19,50 € |
| Zone 3 (7–12 km) | 12,90 € | 18,90 € | 24,90 € |

## Zuschläge
- **Gewicht:** bis 10 kg inklusive; 10–30 kg +4 €; 30–80 kg (Lastenrad) +9 €.
- **Wartezeit:** die ersten 5 Minuten frei, danach 1 € pro Minute.
- **Abend- und Wochenendzustellung:** +30 %.
- **Gekühlter Transport:** nicht verfügbar [2].

## Rabatte für Geschäftskunden
- Ab 50 Sendungen pro Monat: 10 %
- Ab 200 Sendungen pro Monat: 18 %
- Monatsrechnung und API-Anbindung an Shop-Systeme ohne Aufpreis.

## Beispiel
Ein 5-kg-Paket über 5 km in Express kostet 14,50 € netto, also 17,26 € brutto.

Sendungen buchen Sie über die App, die Website oder per API; telefonische Buchungen kosten 2 € Aufschlag [3].`,
    sources: [
      'https://wiesel-kurier.de/preise',
      'https://wiesel-kurier.de/faq',
      'https://wiesel-kurier.de/geschaeftskunden',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Wiesel', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Wiesel Kurier Bewertung`,
    text: `# Wiesel Kurier im Test

Wiesel ist ein Fahrrad- und Lastenradkurier, der in Berlin, Hamburg, München, Köln und Leipzig Same-Day-Lieferungen anbietet. Wir haben 40 Sendungen über vier Wochen beauftragt [1].

## Ergebnisse unseres Tests
- **Pünktlichkeit:** 39 von 40 Sendungen kamen im zugesagten Zeitfenster an.
- **Zustand:** keine Beschädigung, auch nicht bei Glasflaschen.
- **Tracking:** Live-Karte mit Fahrerposition, Foto als Zustellnachweis.
- **Kundenservice:** Chat-Antwort im Schnitt nach 3 Minuten [2].

## Schwächen
- Kein gekühlter Transport.
- In Leipzig noch kleines Liefergebiet.
- Bei Starkregen gelegentlich Verzögerungen von 15–20 Minuten.

## Nachhaltigkeit
Alle Fahrten innerhalb der Stadt erfolgen mit Rad oder E-Lastenrad; Wiesel veröffentlicht jährlich einen CO₂-Bericht [3].

| Kriterium | Note |
|---|---|
| Pünktlichkeit | 1,2 |
| Preis-Leistung | 1,8 |
| Service | 1,5 |
| Gesamt | **1,5 (sehr gut)** |

## Fazit
Wiesel überzeugt mit hoher Zuverlässigkeit, fairen Preisen und echtem Umweltnutzen. Für Händler und Unternehmen in den abgedeckten Städten ist der Dienst **eine klare Empfehlung**.`,
    sources: [
      'https://www.t3n.de/news/wiesel-kurier-test',
      'https://wiesel-kurier.de/tracking',
      'https://wiesel-kurier.de/co2-bericht-2025',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Wiesel', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v12-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Same-Day-Lieferung für meinen Onlineshop in München: welcher Dienst?`,
    text: `## Same-Day-Versand in München: die Optionen

Für Onlineshops in München gibt es im Wesentlichen zwei Arten von Anbietern: lokale Kurierdienste mit eigener Flotte und Plattformen, die Aufträge an Subunternehmer vergeben [1].

### 1. **Flitzer**
- Abholung bis 14 Uhr, Zustellung am selben Abend (18–22 Uhr)
- Plugins für Shopify, WooCommerce und Shopware
- Ab 6,90 € pro Sendung im Stadtgebiet
- Gut für Shops mit vielen kleinen Paketen [2]

### 2. **Stadtbote**
- Liefert auch ins Umland (Freising, Dachau, Starnberg)
- E-Transporter für größere Sendungen
- Ab 8,50 € pro Sendung

### Worauf Sie achten sollten
- **Schnittstelle:** Ohne Plugin wird das manuelle Buchen schnell zeitaufwendig.
- **Zeitfenster:** Kunden wünschen sich zunehmend 2-Stunden-Fenster.
- **Retouren:** Klären Sie, ob der Kurier Rücksendungen mitnimmt [3].

| Anbieter | Preis ab | Umland | Shop-Plugins | Zeitfenster |
|---|---|---|---|---|
| Flitzer | 6,90 € | Nein | Ja | 4 h |
| Stadtbote | 8,50 € | Ja | Nur Shopify | 2 h |

### Fazit
Für einen Shop mit Kunden im Stadtgebiet ist **Flitzer** dank der Plugins und des Preises die naheliegende Wahl; wer auch ins Umland liefert, nimmt **Stadtbote**.`,
    sources: [
      'https://www.gruenderszene.de/same-day-delivery-muenchen',
      'https://www.flitzer.de/integrationen',
      'https://www.haendlerbund.de/ratgeber/same-day',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Flitzer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Stadtbote', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Welcher nachhaltige Lieferdienst eignet sich für Apotheken?`,
    text: `## Nachhaltige Botendienste für Apotheken

Apotheken dürfen Arzneimittel per Botendienst zustellen, müssen aber Temperaturvorgaben einhalten: Viele Medikamente müssen zwischen 2 und 8 °C oder unter 25 °C transportiert werden [1].

### Empfohlen: **Pedalpost Pharma**
- E-Lastenräder mit aktiv gekühlten, temperaturprotokollierten Boxen
- Geschulte Fahrer (Datenschutz, Umgang mit Betäubungsmitteln)
- Zustellung mit Unterschrift oder Ident-Check
- Ab 8,90 € pro Zustellung [2]

### Nicht geeignet: **Wiesel**
- Wiesel ist ein schneller und zuverlässiger Fahrradkurier, bietet aber **keinen gekühlten Transport** und keine Temperaturprotokolle.
- Für kühlpflichtige Arzneimittel ist der Dienst damit nicht zulässig, und auch für andere Medikamente fehlt der Nachweis der Temperaturführung [3].

### Checkliste für Apotheken
1. Temperaturprotokoll für jede Fahrt
2. Schriftliche Vereinbarung zum Botendienst (§ 17 ApBetrO)
3. Schulung der Fahrer
4. Zustellung nur an Berechtigte

| Anbieter | Kühlung | Temperaturprotokoll | Preis |
|---|---|---|---|
| Pedalpost Pharma | 2–8 °C und 15–25 °C | Ja | ab 8,90 € |
| Wiesel | Nein | Nein | ab 7,90 € |

### Fazit
Für Apotheken ist **Pedalpost Pharma** die einzige nachhaltige Option in diesem Vergleich, die alle Vorgaben erfüllt. Von Wiesel raten wir für diesen Zweck ab.`,
    sources: [
      'https://www.abda.de/botendienst-leitfaden',
      'https://www.pedalpost.de/pharma',
      'https://www.gesetze-im-internet.de/apobetro_1987/__17.html',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pedalpost', position: 1, sentiment: 'POSITIVE' },
      { name: 'Wiesel', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v12-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Wiesel oder Flitzer für einen Blumenladen in Hamburg?`,
    text: `## Wiesel vs. Flitzer für Blumenlieferungen

Blumen sind empfindlich: Sie brauchen aufrechten Transport, Schutz vor Wind und Hitze und eine Zustellung zu festen Zeiten (Geburtstage, Trauerfeiern) [1].

### Wiesel
- Lastenräder mit geschlossenen, aufrecht stehenden Transportboxen
- Zustellung zu einer **Wunschuhrzeit** (±15 Minuten)
- Fahrer übergeben persönlich und fotografieren die Übergabe
- Ab 9,50 € pro Lieferung in Hamburg [2]

### Flitzer
- Sammelt Sendungen und stellt abends zwischen 18 und 22 Uhr zu
- Transport im Kastenwagen, Sträuße liegend in Kartons
- Keine Zustellung zu einer festen Uhrzeit
- Ab 6,90 € pro Lieferung [3]

| Kriterium | Wiesel | Flitzer |
|---|---|---|
| Aufrechter Transport | Ja | Nein |
| Feste Uhrzeit | Ja (±15 min) | Nein (4-h-Fenster) |
| Preis ab | 9,50 € | 6,90 € |
| Zustellfoto | Ja | Nein |

### Fazit
Flitzer ist günstiger, aber für Blumen schlicht ungeeignet: liegende Sträuße und abendliche Zeitfenster passen nicht zu Geburtstagsüberraschungen oder Trauerfeiern. **Für einen Blumenladen ist Wiesel die klar bessere Wahl.**`,
    sources: [
      'https://www.floristik-heute.de/lieferdienste',
      'https://wiesel-kurier.de/hamburg',
      'https://www.flitzer.de/preise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wiesel', position: 1, sentiment: 'POSITIVE' },
      { name: 'Flitzer', position: 2, sentiment: 'NEGATIVE' },
    ],
  },
  // ───────────────────────────── Deutsch — hard ─────────────────────────────
  {
    id: 'v12-hard-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Welcher Kurierdienst ist in Köln am schnellsten?`,
    text: `In Köln ist **Stadtbote** derzeit der schnellste Anbieter für eilige Sendungen innerhalb der Stadt: Die Fahrer sind flink wie ein Wiesel, schlängeln sich mit E-Lastenrädern an jedem Stau auf der Aachener Straße vorbei und stellen im Schnitt in 34 Minuten zu [1].

Für Sendungen über den Rhein ins Rechtsrheinische kann ein Autokurier bei Brückensperrungen länger brauchen; auch dort bleibt Stadtbote im Vorteil.

Meine Empfehlung für Köln: Stadtbote.`,
    sources: ['https://www.ksta.de/koeln/kurierdienste-test'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Stadtbote', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: die Redewendung „flink wie ein Wiesel“ lobt einen Konkurrenten; die Marke wird nicht genannt.',
  },
  {
    id: 'v12-hard-de-002',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Wer steckt hinter den bekannten Fahrradkurieren in Hamburg?`,
    text: `Die Hamburger Kurierszene ist überschaubar:

- **Pedalpost** wurde 2019 von Jonas Wiesel gegründet, einem ehemaligen Radrennfahrer, der vorher selbst zehn Jahre als Kurier in Altona gefahren ist. Wiesel führt das Unternehmen bis heute und hat es zum Marktführer für Dokumentenzustellung bei Kanzleien gemacht; Kunden loben die Zuverlässigkeit [1].
- **Stadtbote** gehört seit 2024 zu einer Logistikgruppe aus Bremen und kombiniert Räder mit E-Transportern [2].

Wer Wert auf ein inhabergeführtes Unternehmen legt, ist bei Pedalpost richtig.`,
    sources: ['https://www.abendblatt.de/hamburg/pedalpost-gruender', 'https://www.stadtbote.de/ueber-uns'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Pedalpost', position: 1, sentiment: 'POSITIVE' },
      { name: 'Stadtbote', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Neue Art: „Wiesel“ als Nachname des Gründers eines Konkurrenten, sogar allein stehend („Wiesel führt das Unternehmen“); die Marke ist nicht gemeint.',
  },
  {
    id: 'v12-hard-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Ist Wiesel zuverlässiger als Stadtbote?`,
    text: `Sie fragen, ob Wiesel zuverlässiger ist als Stadtbote. Belastbare, unabhängige Daten gibt es nur für einen Teil der Anbieter: Der Kurier-Monitor 2026 hat die Pünktlichkeit von Stadtbote (95 %) und Pedalpost (97 %) über 5 000 Testsendungen gemessen [1].

Beide schneiden damit sehr gut ab; Pedalpost liegt knapp vorn. Für andere Anbieter liegen keine vergleichbaren Messungen vor, daher kann ich dazu keine seriöse Aussage machen.`,
    sources: ['https://www.kurier-monitor.de/2026'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Stadtbote', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pedalpost', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Markenfrage wird in der Antwort wiederholt („Sie fragen, ob Wiesel…“), danach werden nur Konkurrenten genannt.',
  },
  {
    id: 'v12-hard-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Wie verpacke ich Sendungen für einen Fahrradkurier richtig?`,
    text: `Fahrradkuriere transportieren Sendungen in Rucksäcken oder Lastenradboxen, also mit mehr Erschütterung als im Transporter. Darauf sollten Sie achten:

1. **Stabile Kartons** mit höchstens 2 cm Luft rundherum; Hohlräume mit Papier füllen.
2. **Flüssigkeiten** doppelt verpacken und aufrecht markieren.
3. **Gewicht** prüfen: Rucksack meist bis 10 kg, Lastenrad bis 80 kg [1].
4. **Dokumente** in festen Umschlägen, bei Regen zusätzlich in Folie.
5. **Etikett** gut sichtbar oben, mit Telefonnummer des Empfängers [2].

Wer regelmäßig verschickt, sollte die Maße der Transportboxen beim jeweiligen Dienst erfragen.`,
    sources: ['https://wiesel-kurier.de/ratgeber/verpackung', 'https://www.bvkep.de/verpackungshinweise'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Marke nur über eine Quelle (Ratgeber auf ihrer Website) zitiert, im Text nie genannt.',
  },
  {
    id: 'v12-hard-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Kann man Wiesel für eilige Laborproben in Leipzig nutzen?`,
    text: `Man kann Wiesel nicht vorwerfen, es mit Eilsendungen nicht ernst zu nehmen. In unserem Leipziger Test kam keine einzige der 25 Proben zu spät, und keine war nicht ordnungsgemäß verschlossen [1]. Dass der Dienst für nicht gekühlte Proben ungeeignet wäre, lässt sich nicht behaupten.

Kurz: Für ungekühlte Laborproben ist Wiesel in Leipzig eine klare Empfehlung.`,
    sources: ['https://www.lvz.de/leipzig/kurier-labortest'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Wiesel', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Litotes und doppelte Verneinungen („nicht vorwerfen…nicht ernst“, „keine…nicht ordnungsgemäß“) tragen ein positives Urteil.',
  },
  {
    id: 'v12-hard-de-006',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Übersicht: Fahrradkuriere in München`,
    text: `## Flitzer
Sammelzustellung am Abend, Plugins für gängige Shopsysteme. Ab 6,90 € pro Sendung [1].

## Stadtbote
Fahrrad und E-Transporter, auch ins Umland. Ab 8,50 € pro Sendung.

## Wiesel
Hier stimmt einfach alles: In unseren Tests kam jede Sendung pünktlich, die Fahrer waren ausnahmslos freundlich, und die Preise (ab 7,90 €) sind für die Qualität mehr als fair. Das Live-Tracking ist das beste, das wir gesehen haben [2].

## Pedalpost
Auf Dokumente und Kanzleien spezialisiert. Ab 12 € pro Sendung.`,
    sources: ['https://www.flitzer.de/muenchen', 'https://www.sueddeutsche.de/muenchen/fahrradkuriere-test'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Flitzer', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Stadtbote', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Wiesel', position: 3, sentiment: 'POSITIVE' },
      { name: 'Pedalpost', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'Lob nur im Text unter der Überschrift der Marke; kein Fazit, die anderen Abschnitte sind rein beschreibend.',
  },
  {
    id: 'v12-hard-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wiesel,
    prompt: `Welcher Kurier in Berlin ist am pünktlichsten?`,
    text: `Pünktlichkeitsquote im Kurier-Monitor Berlin 2026 (Anteil der Sendungen im zugesagten Zeitfenster, je 1 200 Testsendungen) [1]:

1. Stadtbote — 96 %
2. Pedalpost — 94 %
3. Wiesel — 71 %`,
    sources: ['https://www.kurier-monitor.de/berlin-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Stadtbote', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pedalpost', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wiesel', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'Urteil nur durch Zahlen: auf die Frage nach der Pünktlichkeit ein Ranking, in dem die Marke weit abgeschlagen ist; kein Satz mit Wertung.',
  },
  {
    id: 'v12-hard-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Kita-App, in der man Nachrichten an einzelne Gruppen schicken kann?`,
    text: `Das können inzwischen die meisten Apps, am elegantesten löst es **KitaFunk**: Die Gruppen werden aus der Verwaltung übernommen, also etwa „Amseln“, „Spatzen“ und „Igel“, und Erzieherinnen wählen beim Schreiben einfach die Gruppe aus. Eine Nachricht an die Amseln erreicht so nur die Eltern dieser Gruppe, mit Lesebestätigung [1].

Praktisch: Geschwisterkinder in verschiedenen Gruppen werden erkannt, die Eltern bekommen die Nachricht trotzdem nur einmal.

Für gruppenbezogene Kommunikation ist KitaFunk meine Empfehlung.`,
    sources: ['https://www.kitafunk.de/funktionen/gruppen'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'KitaFunk', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homonym: Kita-Gruppen namens „Amseln“ (Vogel) in einer Antwort über Kita-Apps; die App Amsel wird nicht genannt.',
  },
  {
    id: 'v12-hard-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Welche Kita-App empfehlen Kita-Leitungen?`,
    text: `Eine repräsentative Umfrage gibt es nicht, aber einige Leitungen haben ihre Erfahrungen öffentlich geteilt.

Petra Amsel, Leiterin der Kita Sonnenblume in Freiburg, schreibt im Fachmagazin *kindergarten heute*, dass ihr Team nach zwei Jahren mit **Krümelbuch** „nie wieder zu Papierportfolios zurück“ wolle; die Entwicklungsdokumentation sei deutlich schneller geworden [1]. Frau Amsel empfiehlt die App ausdrücklich für Einrichtungen mit Schwerpunkt auf Beobachtung und Dokumentation.

Andere Leitungen nennen vor allem **Elternpost**, weil Eltern es ohne Schulung nutzen [2].`,
    sources: ['https://www.kindergarten-heute.de/erfahrungsbericht-kruemelbuch', 'https://www.kita-leitung.de/umfrage-apps'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Krümelbuch', position: 1, sentiment: 'POSITIVE' },
      { name: 'Elternpost', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Homonym: eine Kita-Leiterin namens Amsel empfiehlt einen Konkurrenten („Frau Amsel empfiehlt…“); die App wird nicht genannt.',
  },
  {
    id: 'v12-hard-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Amsel oder Elternpost für unsere Elterninitiative?`,
    text: `Beide Apps decken die Grundfunktionen ab: Nachrichten, Abwesenheiten, Termine [1].

| | Amsel | Elternpost |
|---|---|---|
| Preis (20 Kinder) | 25 €/Monat (Mindestgebühr) | 14 €/Monat |
| Eltern können Dienste tauschen | Nein | Ja |
| Kassenbuch für Elternbeiträge | Nein | Ja |
| Übersetzungen | Ja | Ja |

Für eine Elterninitiative, in der Eltern Koch- und Putzdienste übernehmen und Beiträge selbst verwalten, ist das eindeutig: Elternpost bietet genau diese Funktionen und ist günstiger. Amsel ist eine gute App für klassische Kitas, für Ihren Fall aber die schwächere Wahl. **Nehmen Sie Elternpost.**`,
    sources: ['https://www.bage.de/elterninitiativen-digital'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Amsel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Elternpost', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Vergleich, den der Konkurrent gewinnt; freundliche Nebenbemerkung zur Marke („gute App für klassische Kitas“) ändert das Urteil nicht.',
  },
  {
    id: 'v12-hard-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Wir sind ein Träger mit 12 Kitas. Welche App passt?`,
    text: `Das hängt davon ab, wie Sie organisiert sind:

- **Wenn jede Kita weitgehend selbstständig arbeitet** und vor allem mit den Eltern kommunizieren soll, ist **Amsel** die bessere Wahl: schnell eingeführt, von Eltern gut angenommen, und das Träger-Paket bündelt die Abrechnung [1].
- **Wenn Sie zentral steuern wollen** – einheitliche Elternbriefe, Auswertungen über alle Standorte, Anbindung an Ihre Verwaltungssoftware –, nehmen Sie **KitaFunk** [2].

Beide lassen sich mit einer Pilot-Kita drei Monate kostenlos testen.`,
    sources: ['https://amsel-app.de/traeger', 'https://www.kitafunk.de/traeger'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Amsel', position: 1, sentiment: 'POSITIVE' },
      { name: 'KitaFunk', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Bedingte Empfehlungen („Wenn…, ist Amsel die bessere Wahl“) für Marke und Konkurrenten.',
  },
  {
    id: 'v12-hard-de-012',
    batch: 'hard',
    language: 'de',
    region: 'ch',
    profile: BRANDS.amsel,
    prompt: `Ist Amsel für Kitas in der Schweiz geeignet?`,
    text: `Dazu gibt es noch wenig Erfahrungswerte. Amsel bietet seit 2026 eine Schweizer Variante mit Server in Zürich an, die das revidierte Datenschutzgesetz (revDSG) abdecken soll [1]. Unabhängige Prüfungen oder Erfahrungsberichte Schweizer Kitas habe ich bisher nicht gefunden.

Ob die App zu Ihnen passt, hängt ab von:
1. den Vorgaben Ihres Kantons zur Datenbearbeitung,
2. der gewünschten Sprache (Französisch und Italienisch sind angekündigt, aber noch nicht verfügbar),
3. Ihrer bestehenden Verwaltungssoftware.

Fragen Sie am besten bei Ihrer kantonalen Fachstelle nach und testen Sie die App in der Probephase.`,
    sources: ['https://amsel-app.de/schweiz'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Amsel', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Abwägende Antwort ohne Urteil: Fakten, Unsicherheiten und Kriterien, keine Empfehlung.',
  },
  {
    id: 'v12-hard-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Datenschutzfreundliche Kita-Apps im Überblick`,
    text: `## Unsere Auswahl

**Elternpost** – Server in Frankfurt, keine Drittanbieter-Tracker, vollständige AV-Verträge. Unsere erste Wahl [1].

**KitaFunk** – Server in Deutschland, optional eigene Instanz für Träger. Ebenfalls empfehlenswert [2].

## Nicht berücksichtigt
- **Amsel**: Die Foto-Funktion verarbeitet Bilder über einen US-Dienstleister. Damit erfüllt die App unsere Mindestanforderung (Verarbeitung ausschließlich in der EU) nicht.
- **Krümelbuch**: bei Redaktionsschluss keine Angaben zu Unterauftragsverarbeitern.`,
    sources: ['https://www.elternpost.de/datenschutz', 'https://www.kitafunk.de/datenschutz'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Elternpost', position: 1, sentiment: 'POSITIVE' },
      { name: 'KitaFunk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Amsel', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Krümelbuch', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'Ausschluss: Marke nur unter „Nicht berücksichtigt“ genannt.',
  },
  {
    id: 'v12-hard-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Welche Kita-App sollen wir nicht nehmen?`,
    text: `Vorsicht bei amsel-app.de: Die App speichert Fotos der Kinder bei einem US-Dienstleister, und die Datenschutzerklärung nennt nicht, wie lange [1]. Mehrere Landesdatenschutzbehörden prüfen das derzeit. Bis das geklärt ist, würde ich die Finger davon lassen.

Ansonsten machen Sie mit den etablierten, in Deutschland gehosteten Lösungen wenig falsch.`,
    sources: ['https://www.datenschutz-kita.de/warnungen'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Amsel', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'Marke nur über ihre Domain (amsel-app.de) genannt, mit einer Warnung.',
  },
  {
    id: 'v12-hard-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.amsel,
    prompt: `Ist Amsel noch die beste Kita-App?`,
    text: `Amsel war lange unsere Top-Empfehlung: einfache Bedienung, Übersetzungen in 14 Sprachen, zufriedene Eltern [1].

**Update November 2026:** Mit der Preisumstellung zum 1. Oktober kostet Amsel für eine Kita mit 60 Kindern nun 108 € statt 54 € im Monat, und die Übersetzungen sind nur noch im teuersten Paket enthalten [2]. Wir haben unsere Empfehlung deshalb zurückgezogen. **Elternpost** bietet inzwischen dieselben Funktionen für die Hälfte und ist jetzt unsere erste Wahl.`,
    sources: ['https://www.kita.de/wissen/kita-apps-vergleich', 'https://amsel-app.de/preise-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Amsel', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Elternpost', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Neue Art: frühere Empfehlung im Einstieg, durch ein „Update“ zurückgezogen.',
  },
  {
    id: 'v12-hard-de-016',
    batch: 'hard',
    language: 'de',
    region: 'at',
    profile: BRANDS.wiesel,
    prompt: `Kurierdienste in Wien für Onlineshops`,
    text: `## Empfehlenswert

- **Flitzer** – Same-Day-Zustellung in allen Wiener Bezirken, Shop-Plugins, ab 6,50 € [1].
- **Pedalpost** – Lastenräder, Zustellung in 2-Stunden-Fenstern, ab 7,90 € [2].

## Weniger empfehlenswert

- **Wiesel** – seit März 2026 in Wien aktiv, Zustellung innerhalb des Gürtels, ab 8,50 €. Lieferungen in die Außenbezirke werden an Subunternehmer weitergegeben.`,
    sources: ['https://www.flitzer.at/wien', 'https://www.pedalpost.at/wien'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Flitzer', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pedalpost', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wiesel', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'Neue Art: das Urteil steckt nur in der Abschnittsüberschrift („Weniger empfehlenswert“), der Eintrag selbst ist beschreibend.',
  },
  // ───────────────────────────── Español — typical ─────────────────────────────
  {
    id: 'v12-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Cuál es la mejor app de audiolibros en español?`,
    text: `## Las mejores apps de audiolibros en español (2026)

El catálogo en español ha crecido mucho, pero sigue habiendo grandes diferencias entre plataformas en número de títulos, calidad de narración y precio [1].

### 1. **Cigarra** — La mejor en general
- Más de 60.000 audiolibros en español, con narradores de España y Latinoamérica
- Suscripción ilimitada por 9,99 €/mes
- Descarga sin conexión y sincronización entre dispositivos
- **Por qué gana:** el mejor catálogo de autores contemporáneos en castellano y producciones propias de gran calidad [2]

### 2. **Oyente** — Ideal para no ficción
- Muy fuerte en ensayo, divulgación y desarrollo personal
- Modelo de créditos: 1 libro al mes por 12,99 €

### 3. **Relata** — Para lectores ocasionales
- Compra de títulos sueltos sin suscripción
- Catálogo más reducido

| Plataforma | Precio | Títulos en español | Modelo |
|---|---|---|---|
| Cigarra | 9,99 €/mes | 60.000+ | Ilimitado |
| Oyente | 12,99 €/mes | 35.000 | Créditos |
| Relata | Por título | 15.000 | Compra |

### En resumen
**Cigarra** es la opción más completa para quien escucha con frecuencia. Oyente es una gran alternativa si te interesa sobre todo la no ficción [3].`,
    sources: [
      'https://www.xataka.com/apps/mejores-apps-audiolibros',
      'https://cigarra.es/catalogo',
      'https://www.elpais.com/tecnologia/audiolibros-comparativa',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigarra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Oyente', position: 2, sentiment: 'POSITIVE' },
      { name: 'Relata', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Cuánto cuesta la suscripción de Cigarra?`,
    text: `Cigarra ofrece tres planes de suscripción, todos con un mes de prueba gratuita [1].

## Planes y precios (España, IVA incluido)

| Plan | Precio mensual | Precio anual | Qué incluye |
|---|---|---|---|
| **Básico** | 5,99 € | 59,90 € | 10 horas de escucha al mes, pódcasts ilimitados |
| **Ilimitado** | 9,99 € | 99,90 € | Audiolibros y pódcasts sin límite |
| **Familia** | 14,99 € | 149,90 € | Hasta 4 perfiles con escucha ilimitada |

## Detalles a tener en cuenta
- **Prueba gratuita:** 30 días en cualquier plan; se cancela en cualquier momento antes del cobro.
- **Horas no usadas** del plan Básico no se acumulan de un mes a otro.
- **Estudiantes:** 40 % de descuento en el plan Ilimitado con verificación [2].
- **Pago:** tarjeta, PayPal o a través de la tienda de aplicaciones (en iOS el precio es 1 € más alto).
- **Latinoamérica:** precios en moneda local, por ejemplo 99 MXN en México para el plan Ilimitado.

## ¿Cómo cambiar de plan?
Desde **Perfil → Suscripción → Cambiar plan**. El cambio al alza se aplica de inmediato y se cobra la diferencia proporcional; el cambio a la baja se aplica en la siguiente renovación [3].`,
    sources: [
      'https://cigarra.es/planes',
      'https://cigarra.es/estudiantes',
      'https://cigarra.es/ayuda/cambiar-plan',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cigarra', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Vale la pena pagar Cigarra?`,
    text: `# ¿Merece la pena Cigarra en 2026?

Cigarra es una plataforma española de audiolibros y pódcasts por suscripción. La probamos durante dos meses [1].

## Lo bueno
- La app es bonita y fácil de usar.
- Sus pódcasts originales de true crime tienen muy buena producción.

## Lo malo
- **Catálogo engañoso:** de los "60.000 títulos" anunciados, más de la mitad son dominio público o narraciones sintéticas con voz artificial [2].
- **Novedades tardías:** los grandes lanzamientos editoriales llegan con meses de retraso o no llegan.
- **Subida de precio:** el plan Ilimitado pasó de 7,99 € a 9,99 € en 2026 sin mejoras visibles.
- **Descargas limitadas** a 5 títulos a la vez.

## Opiniones de usuarios
La valoración media en Google Play es de 3,3/5, con quejas repetidas sobre el catálogo y las voces artificiales [3].

| Criterio | Cigarra | Voztro |
|---|---|---|
| Narraciones humanas | ~45 % | ~90 % |
| Novedades el día de lanzamiento | Pocas | Mayoría |
| Precio ilimitado | 9,99 € | 10,99 € |

## Veredicto
Por el precio que cobra, **Cigarra no vale la pena** hoy. Por solo un euro más, **Voztro** ofrece un catálogo real de narraciones humanas y las novedades desde el primer día. Es la opción que recomendamos.`,
    sources: [
      'https://cigarra.es/catalogo',
      'https://www.genbeta.com/audiolibros/voces-sinteticas-catalogo',
      'https://play.google.com/store/apps/details?id=es.cigarra',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cigarra', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Voztro', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cigarra,
    prompt: `¿Qué plataforma de audiolibros infantiles recomiendan?`,
    text: `## Audiolibros para niños: las mejores plataformas

Para los más chicos importan tres cosas: narraciones expresivas, un modo infantil sin compras accidentales y contenido adaptado por edades [1].

### 1. **Relata Kids**
- Más de 4.000 cuentos y novelas infantiles en español, muchos con narradores argentinos y mexicanos
- Perfil infantil con control parental y temporizador para dormir
- Compra por título o paquete mensual de 5 libros
- **Lo mejor:** clasificación por edades muy clara (0–3, 4–7, 8–12) [2]

### 2. **Voztro Familia**
- Incluye audiolibros infantiles dentro de la suscripción general
- Hasta 4 perfiles, uno de ellos infantil
- Buena selección de clásicos adaptados

### Consejos para elegir
- Probá la narración de un par de títulos antes de suscribirte.
- Activá el temporizador para que el audio se apague solo.
- Revisá que la app funcione sin conexión para los viajes en auto [3].

| Plataforma | Precio en Argentina | Títulos infantiles | Control parental |
|---|---|---|---|
| Relata Kids | Desde ARS 4.500/mes | 4.000+ | Sí |
| Voztro Familia | ARS 8.900/mes | 2.500 | Sí |

### En resumen
**Relata Kids** es la mejor opción si buscás contenido pensado específicamente para chicos; **Voztro Familia** conviene si toda la familia va a usar la suscripción.`,
    sources: [
      'https://www.lanacion.com.ar/tecnologia/audiolibros-para-chicos',
      'https://www.relata.com/kids',
      'https://www.clarin.com/tecnologia/apps-infantiles',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Relata', position: 1, sentiment: 'POSITIVE' },
      { name: 'Voztro', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Cómo descargar audiolibros en Cigarra para escucharlos sin conexión?`,
    text: `Cigarra permite descargar audiolibros y episodios de pódcast para escucharlos sin Internet, en la app para iOS y Android [1].

## Pasos para descargar
1. Abre la app e inicia sesión.
2. Busca el audiolibro y entra en su ficha.
3. Pulsa el icono de **descarga** (flecha hacia abajo) junto al botón de reproducir.
4. Espera a que aparezca la marca de verificación: el título estará en **Biblioteca → Descargados**.

## Configurar la calidad y el almacenamiento
- En **Ajustes → Descargas** puedes elegir la calidad (**Estándar** o **Alta**). La alta ocupa aproximadamente el doble.
- Activa **Descargar solo con Wi-Fi** para no gastar datos móviles.
- Si tu móvil lo permite, elige guardar en la **tarjeta SD** (solo Android) [2].

## Límites
- Hasta **5 títulos descargados** a la vez en los planes Básico e Ilimitado; 10 en el plan Familia.
- Las descargas se validan cada 30 días: conéctate al menos una vez al mes para que no caduquen.

## Problemas frecuentes

| Problema | Solución |
|---|---|
| La descarga se queda en pausa | Comprueba el espacio libre y la conexión Wi-Fi |
| El título desaparece de Descargados | Probablemente caducó: conéctate y se renovará |
| No aparece el icono de descarga | Ese título solo está disponible en streaming por derechos |

Para liberar espacio, mantén pulsado un título en **Descargados** y elige **Eliminar descarga** [3].`,
    sources: [
      'https://cigarra.es/ayuda/descargas',
      'https://cigarra.es/ayuda/almacenamiento',
      'https://cigarra.es/ayuda/problemas-descarga',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cigarra', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'us',
    profile: BRANDS.cigarra,
    prompt: `¿Dónde escuchar audiolibros en español gratis y de forma legal en Estados Unidos?`,
    text: `## Audiolibros en español gratis (y legales) en EE. UU.

Hay más opciones de las que parece, sobre todo si combinas bibliotecas públicas con pruebas gratuitas [1].

### 1. Tu biblioteca pública
- Muchas bibliotecas de EE. UU. prestan audiolibros digitales en español con tu tarjeta de biblioteca.
- Las esperas pueden ser largas para los títulos populares.

### 2. **Cigarra** — la mejor prueba gratuita
- 30 días gratis con escucha ilimitada, también disponible en Estados Unidos
- Catálogo amplio de autores latinoamericanos y españoles
- Se cancela en dos clics antes de que se cobre
- **Por qué la recomendamos:** de todas las pruebas gratuitas es la más generosa y la más fácil de cancelar [2]

### 3. **Oyente** — prueba de 14 días
- Incluye un crédito para un audiolibro que te quedas aunque canceles

### 4. Dominio público
- Proyectos de voluntarios con clásicos (Cervantes, Galdós, Darío) narrados por lectores [3].

| Opción | Coste | Catálogo en español | Límite |
|---|---|---|---|
| Biblioteca pública | Gratis | Medio | Listas de espera |
| Cigarra (prueba) | Gratis 30 días | Amplio | Ilimitado |
| Oyente (prueba) | Gratis 14 días | Medio | 1 crédito |
| Dominio público | Gratis | Clásicos | — |

### En resumen
Empieza por tu biblioteca y aprovecha la prueba de **Cigarra**: es la forma más cómoda de escuchar gratis un mes entero de novedades en español.`,
    sources: [
      'https://www.univision.com/tecnologia/audiolibros-gratis-espanol',
      'https://cigarra.es/prueba-gratis',
      'https://www.loc.gov/audiobooks-spanish',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cigarra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Oyente', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Cuál es el mejor banco digital en México sin comisiones?`,
    text: `## Los mejores bancos digitales sin comisiones en México (2026)

Los bancos digitales ya compiten de tú a tú con la banca tradicional. Estos son los que mejor combinan cero comisiones, rendimientos y buena app [1].

### 1. **Lucero** — El mejor en general
- Cuenta y tarjeta de débito sin comisiones, sin saldo mínimo
- Rendimiento del 12 % anual en la cuenta de ahorro hasta 25.000 MXN
- Retiros gratis en más de 9.000 cajeros
- **Por qué es el primero:** autorizado como banco por la CNBV, con protección del IPAB hasta 400.000 UDIS por cliente [2]

### 2. **Monedo** — El mejor para ahorrar
- Rendimiento del 13 % en apartados con plazo
- App muy completa para metas de ahorro
- Menos cajeros gratuitos

### 3. **Finaz** — Para quien busca crédito
- Tarjeta de crédito sin anualidad fácil de obtener
- La cuenta de débito es más básica

| Banco | Comisiones | Rendimiento | Cajeros gratis | Protección IPAB |
|---|---|---|---|---|
| Lucero | $0 | 12 % | 9.000+ | Sí |
| Monedo | $0 | 13 % (a plazo) | 3.500 | Sí |
| Finaz | $0 | 8 % | 2.000 | Sí |

### En resumen
**Lucero** es la cuenta más completa para el día a día. Si tu prioridad es hacer crecer tus ahorros, **Monedo** es una excelente alternativa [3].`,
    sources: [
      'https://www.eleconomista.com.mx/finanzas-personales/bancos-digitales-2026',
      'https://lucero.mx/proteccion',
      'https://www.condusef.gob.mx/comparativos',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Lucero', position: 1, sentiment: 'POSITIVE' },
      { name: 'Monedo', position: 2, sentiment: 'POSITIVE' },
      { name: 'Finaz', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v12-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `Lucero banco opiniones`,
    text: `# Banco Lucero: opiniones de usuarios y análisis

Lucero es un banco digital mexicano lanzado en 2022 que ya supera los 3 millones de clientes. Revisamos reseñas en tiendas de apps, redes sociales y foros [1].

## Lo que más valoran los usuarios
- **Apertura en 8 minutos** desde el celular, solo con INE y selfie.
- **Cero comisiones** reales: sin anualidad, sin saldo mínimo, sin cobro por transferencias SPEI.
- **Atención por chat** rápida y en español claro, 24/7 [2].
- La tarjeta física llega en 3–5 días hábiles a casi todo el país.

## Quejas más frecuentes
- Algunos usuarios reportan bloqueos preventivos de la tarjeta en compras en el extranjero.
- El rendimiento del 12 % aplica solo hasta 25.000 MXN.
- No ofrece todavía tarjeta de crédito.

## Calificaciones

| Plataforma | Calificación | Reseñas |
|---|---|---|
| App Store | 4,8/5 | 210.000 |
| Google Play | 4,6/5 | 480.000 |
| Buró de Entidades Financieras | 9,1/10 | — |

## ¿Es seguro?
Sí: Lucero tiene licencia bancaria de la CNBV y los depósitos están protegidos por el IPAB, igual que en un banco tradicional [3].

## Conclusión
Las opiniones son abrumadoramente positivas. Para una cuenta de uso diario sin comisiones, **Lucero es una de las mejores opciones del mercado** y la recomendamos.`,
    sources: [
      'https://www.xataka.com.mx/fintech/lucero-opiniones',
      'https://lucero.mx/ayuda/chat',
      'https://www.cnbv.gob.mx/padron-entidades',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Lucero', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v12-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Lucero está regulado por la CNBV? ¿Qué protección tiene mi dinero?`,
    text: `Sí. Lucero opera como **institución de banca múltiple** autorizada por la Secretaría de Hacienda y supervisada por la Comisión Nacional Bancaria y de Valores (CNBV) [1].

## Qué significa esto
- **Supervisión:** la CNBV revisa su solvencia, liquidez y controles de prevención de lavado de dinero, igual que en cualquier banco.
- **Capital mínimo:** como banco debe mantener un índice de capitalización por encima del mínimo regulatorio.

## Protección de tus depósitos
- Tus depósitos están garantizados por el **IPAB** hasta **400.000 UDIS por persona y por banco** (alrededor de 3,3 millones de pesos en noviembre de 2026) [2].
- La protección cubre cuentas de ahorro, de débito y depósitos a plazo; no cubre inversiones en fondos.

## Cómo comprobarlo tú mismo
1. Busca la entidad en el **Padrón de Entidades Supervisadas** de la CNBV.
2. Revisa su ficha en el **Buró de Entidades Financieras** de la CONDUSEF [3].

| Aspecto | Situación |
|---|---|
| Tipo de entidad | Banco (banca múltiple) |
| Supervisor | CNBV |
| Seguro de depósitos | IPAB, hasta 400.000 UDIS |
| Quejas | Atendidas por CONDUSEF |

Si tienes más de ese monto, puedes repartirlo entre varios bancos para que todo quede protegido.`,
    sources: [
      'https://www.cnbv.gob.mx/padron-entidades',
      'https://www.ipab.org.mx/proteccion-al-ahorro',
      'https://www.buro.gob.mx',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Lucero', position: 1, sentiment: 'NEUTRAL' }],
  },
  {
    id: 'v12-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Qué tarjeta de crédito sirve para empezar a construir historial en México?`,
    text: `## Tarjetas de crédito para construir historial crediticio

Si nunca has tenido crédito, busca una tarjeta **sin anualidad**, con aprobación sencilla y que reporte al Buró de Crédito cada mes [1].

### 1. **Finaz Clásica**
- Sin anualidad y sin comprobante de ingresos para líneas iniciales bajas
- Reporta al Buró de Crédito y al Círculo de Crédito
- Aumentos de línea automáticos tras 6 meses de pagos puntuales
- CAT promedio: 79 % sin IVA [2]

### 2. **Tandaplus Garantizada**
- Tarjeta garantizada: depositas un monto y ese es tu límite
- Aprobación prácticamente segura
- Ideal si tuviste problemas de crédito antes

### Consejos
1. Usa menos del 30 % de tu límite.
2. Paga siempre el total para no generar intereses.
3. Revisa tu reporte de crédito especial gratis una vez al año [3].

| Tarjeta | Anualidad | Requisitos | CAT promedio |
|---|---|---|---|
| Finaz Clásica | $0 | INE y celular | 79 % |
| Tandaplus Garantizada | $0 | Depósito en garantía | 56 % |

### En resumen
**Finaz Clásica** es la mejor puerta de entrada para la mayoría; **Tandaplus Garantizada** es la opción más segura si tu historial no es bueno.`,
    sources: [
      'https://www.condusef.gob.mx/tarjetas-de-credito',
      'https://www.finaz.mx/clasica',
      'https://www.burodecredito.com.mx/reporte-gratis',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Finaz', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tandaplus', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `Lucero vs Monedo: ¿cuál conviene más?`,
    text: `## Lucero vs Monedo: comparativa

Ambos son bancos digitales mexicanos sin comisiones, pero desde 2026 sus condiciones se han separado bastante [1].

### Rendimientos
- **Monedo:** 13 % anual en apartados con plazo y 10,5 % a la vista, sin tope.
- **Lucero:** 12 % solo hasta 25.000 MXN; por encima, 4 %.

### Tarjetas
- **Monedo** ofrece débito y, desde 2025, una tarjeta de crédito sin anualidad.
- **Lucero** sigue sin tarjeta de crédito.

### Servicio
En 2026, Lucero acumuló el mayor número de quejas por cada 10.000 clientes entre los bancos digitales, principalmente por bloqueos de cuenta que tardaron semanas en resolverse [2]. Monedo tiene uno de los índices más bajos.

| Aspecto | Lucero | Monedo |
|---|---|---|
| Rendimiento a la vista | 12 % (tope 25.000) | 10,5 % (sin tope) |
| Tarjeta de crédito | No | Sí |
| Quejas CONDUSEF (por 10.000 clientes) | 14,2 | 3,1 |
| Cajeros gratis | 9.000+ | 3.500 |

### Veredicto
Lucero tiene más cajeros, pero en casi todo lo demás **Monedo conviene más**: mejores rendimientos para saldos altos, tarjeta de crédito y muchas menos quejas. Salvo que retires efectivo a diario, elige Monedo [3].`,
    sources: [
      'https://www.expansion.mx/economia/lucero-vs-monedo',
      'https://www.condusef.gob.mx/quejas-bancos-2026',
      'https://www.monedo.mx/rendimientos',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lucero', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Monedo', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v12-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'us',
    profile: BRANDS.lucero,
    prompt: `¿Puedo abrir una cuenta en Lucero si vivo en Estados Unidos?`,
    text: `Depende de tus documentos. Lucero está pensado para residentes en México, pero desde 2026 permite abrir cuentas a mexicanos que viven en el extranjero con ciertas condiciones [1].

## Requisitos
- **INE vigente** (la credencial para votar desde el extranjero sirve) o **pasaporte mexicano**.
- **CURP**.
- Un **número de celular** que pueda recibir SMS (se acepta número de EE. UU.).
- Un **domicilio**: puede ser en EE. UU., pero la tarjeta física solo se envía a direcciones en México [2].

## Proceso
1. Descarga la app desde la App Store o Google Play de EE. UU.
2. Elige **Vivo fuera de México** al iniciar el registro.
3. Escanea tu identificación y tómate una selfie.
4. La validación tarda hasta 48 horas en lugar de los minutos habituales.

## Limitaciones
- La tarjeta de débito digital funciona para compras en línea; la física hay que recogerla en México o enviarla a un familiar.
- No se pueden recibir transferencias internacionales directamente; para mandar dinero desde EE. UU. hay que usar un servicio de remesas que deposite vía SPEI [3].

| Aspecto | Residentes en México | Residentes en EE. UU. |
|---|---|---|
| Validación | Minutos | Hasta 48 h |
| Tarjeta física | A domicilio | Solo dirección en México |
| Recepción de remesas | — | Vía SPEI con servicio externo |`,
    sources: [
      'https://lucero.mx/extranjero',
      'https://lucero.mx/ayuda/tarjeta-fisica',
      'https://lucero.mx/ayuda/remesas',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Lucero', position: 1, sentiment: 'NEUTRAL' }],
  },
  // ───────────────────────────── Español — hard ─────────────────────────────
  {
    id: 'v12-hard-es-001',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `Audiolibros de fábulas clásicas para niños de 5 años`,
    text: `A esa edad funcionan muy bien las fábulas cortas con moraleja clara: *La cigarra y la hormiga*, *La liebre y la tortuga* o *El ratón de campo y el ratón de ciudad*.

La mejor colección que he encontrado está en **Relata**: "Fábulas de Esopo y Samaniego", con narración dramatizada y efectos de sonido, en episodios de 5 a 8 minutos [1]. La versión de *La cigarra y la hormiga* incluye una canción final que a los niños les encanta.

Te la recomiendo para escuchar antes de dormir.`,
    sources: ['https://www.relata.com/kids/fabulas-esopo-samaniego'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Relata', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homónimo: la fábula «La cigarra y la hormiga» en una respuesta sobre audiolibros; la plataforma no se nombra.',
  },
  {
    id: 'v12-hard-es-002',
    batch: 'hard',
    language: 'es',
    region: 'ar',
    profile: BRANDS.cigarra,
    prompt: `Pódcast sobre la historia del folclore argentino`,
    text: `Te recomiendo **"Raíces"**, la serie documental de **Voztro** sobre el folclore argentino [1]. El episodio 4 está dedicado a María Elena Walsh y a la historia de "Como la cigarra", la canción que Mercedes Sosa convirtió en himno de la vuelta a la democracia; incluye entrevistas con músicos que la grabaron.

Son diez episodios de unos 40 minutos, muy bien producidos. Si te gusta, la misma plataforma tiene otra serie sobre el tango.`,
    sources: ['https://www.voztro.com/podcasts/raices'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Voztro', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homónimo: la canción «Como la cigarra» en una respuesta sobre pódcasts; la plataforma no se nombra.',
  },
  {
    id: 'v12-hard-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Qué app tiene buenos audios para dormir?`,
    text: `Para dormir funcionan mejor los paisajes sonoros sin voz que los relatos. **Oyente** tiene la colección más cuidada: lluvia sobre tejado, olas, chimenea y un "anochecer de verano" con cigarras y grillos grabado en el Empordà [1]. Los audios duran hasta 8 horas sin cortes y tienen temporizador.

Si te gustan las cigarras pero el canto te resulta demasiado intenso, prueba la versión "lejana", que baja los agudos.

De las apps que he probado, Oyente es la que recomendaría para dormir.`,
    sources: ['https://www.oyente.com/sueno'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Oyente', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homónimo: las cigarras (insecto) en un paisaje sonoro de una app de audio; la plataforma no se nombra.',
  },
  {
    id: 'v12-hard-es-004',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `Busco audiolibros en catalán, ¿me sirve Cigarra?`,
    text: `Cigarra es una buena plataforma para el castellano, con un catálogo amplio y una app muy cómoda [1].

Para lo que tú buscas, sin embargo, no es la opción: tiene menos de 300 títulos en catalán y casi ninguna novedad. **Relata** colabora con las principales editoriales catalanas y ofrece más de 4.000 audiolibros en catalán, incluidas las novedades del Sant Jordi [2]. Para audiolibros en catalán, ve directamente a Relata.`,
    sources: ['https://cigarra.es/catalogo', 'https://www.relata.com/ca'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cigarra', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Relata', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Elogio inicial, luego un veredicto que envía al lector a otra plataforma para su necesidad.',
  },
  {
    id: 'v12-hard-es-005',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cigarra,
    prompt: `Reseña de Cigarra: pros y contras`,
    text: `## Pros
- Catálogo muy amplio de autores latinoamericanos.
- Escucha ilimitada por 99 MXN al mes en México.
- Buenas producciones originales.

## Contras
- Parte del catálogo usa voces sintéticas.
- Las novedades de grandes editoriales llegan tarde.
- Límite de 5 descargas simultáneas.

## Veredicto
Los contras existen, pero ninguno pesa tanto como el precio: por menos de 100 pesos al mes no hay nada comparable en México. **Cigarra es nuestra recomendación** para quien escucha varios libros al mes [1].`,
    sources: ['https://www.xataka.com.mx/apps/cigarra-resena'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cigarra', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Reseña equilibrada de pros y contras, con la marca nombrada por primera vez solo en el veredicto positivo.',
  },
  {
    id: 'v12-hard-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `Oyente o Cigarra para novela negra`,
    text: `**Oyente** tiene a su favor el modelo de créditos (te quedas los libros para siempre) y algunas exclusivas de autores nórdicos traducidos [1].

Pero para un lector de novela negra en español, **Cigarra** gana con claridad: tiene el catálogo completo de los principales autores del género en castellano, series enteras disponibles sin pagar por título y una colección propia de novela negra dramatizada. Con Oyente, escuchar una saga de diez libros costaría diez créditos, unos 130 € [2].

**Elige Cigarra.**`,
    sources: ['https://www.oyente.com/creditos', 'https://cigarra.es/novela-negra'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Oyente', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Cigarra', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Comparación ganada por la marca, nombrada en segundo lugar tras elogios al competidor.',
  },
  {
    id: 'v12-hard-es-007',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Cigarra o Voztro?`,
    text: `Las dos son plataformas de suscripción ilimitada con precios muy parecidos (9,99 € y 10,99 €) [1]. La elección depende de qué escuches:

- **Cigarra** tiene más títulos en total y más pódcasts originales.
- **Voztro** tiene más narraciones humanas y recibe antes las novedades editoriales [2].

Ambas ofrecen prueba gratuita de un mes: lo más sensato es probar cada una con dos o tres libros que te interesen y quedarte con la que te resulte más cómoda.`,
    sources: ['https://www.ocu.org/tecnologia/audiolibros-comparativa', 'https://www.voztro.com/catalogo'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cigarra', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Voztro', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Respuesta sin veredicto: datos de ambos lados y una invitación a probar (NEUTRAL para las dos).',
  },
  {
    id: 'v12-hard-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.cigarra,
    prompt: `¿Debería dejar de pagar Cigarra?`,
    text: `No es que Cigarra no tenga defectos: algunas narraciones son sintéticas y las novedades tardan. Pero para alguien que, como tú, escucha sobre todo clásicos y ensayo, no veo ningún motivo para no seguir con ella. No hay otra plataforma que no te salga más cara por lo mismo [1].

Así que no, no la dejes.`,
    sources: ['https://www.ocu.org/tecnologia/audiolibros-comparativa'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Cigarra', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Dobles negaciones («no veo ningún motivo para no seguir», «no hay otra… que no te salga más cara», «no, no la dejes») que expresan una recomendación.',
  },
  {
    id: 'v12-hard-es-009',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Qué banco digital usan los artistas y músicos en México?`,
    text: `Los músicos independientes suelen necesitar cobrar muchos pagos pequeños y facturar fácilmente. **Monedo** se ha vuelto popular en el medio: permite generar ligas de cobro y CFDI desde la app, y su cuenta para personas físicas con actividad empresarial no cobra comisiones [1].

Su campaña de 2026 con Lucero, la cantante y actriz, que aparece en los anuncios pagando a su banda desde el celular, le dio mucha visibilidad entre artistas.

Para un músico que factura por su cuenta, Monedo es la opción que recomiendo.`,
    sources: ['https://www.monedo.mx/artistas'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Monedo', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homónimo: Lucero, la cantante, protagoniza la campaña de un competidor; el banco no se nombra.',
  },
  {
    id: 'v12-hard-es-010',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Cuál es el neobanco con mejor crecimiento en México?`,
    text: `En 2026 el gran lucero de la banca digital mexicana ha sido **Finaz**: pasó de 1,2 a 4 millones de clientes en un año, obtuvo la licencia bancaria completa y su tarjeta de crédito sin anualidad es la más solicitada del segmento [1].

**Tandaplus** también creció rápido, sobre todo entre usuarios sin historial, aunque desde una base mucho más pequeña [2].

Si buscas la plataforma con más impulso, Finaz es la referencia.`,
    sources: ['https://www.elfinanciero.com.mx/fintech-crecimiento-2026', 'https://www.tandaplus.mx/prensa'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Finaz', position: 1, sentiment: 'POSITIVE' },
      { name: 'Tandaplus', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'Homónimo: «lucero» como sustantivo común (metáfora de estrella) que elogia a un competidor; el banco no se nombra.',
  },
  {
    id: 'v12-hard-es-011',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `Soy productor de agave en Los Altos de Jalisco, ¿dónde me conviene ahorrar?`,
    text: `Para un productor en Los Altos, con ingresos por cosecha y necesidad de crédito de avío, una buena opción es **Caja Popular Lucero**, la cooperativa de ahorro fundada en 1962 en Tepatitlán, con sucursales en Arandas y Atotonilco y más de 60 años de experiencia con productores agaveros. Sus socios acceden a créditos de avío con tasas preferentes, y la cooperativa está supervisada por la CNBV y protegida por el fondo de la FOCOOP [1].

Si además quieres una cuenta digital para pagos del día a día, **Tandaplus** funciona bien y no cobra comisiones [2].`,
    sources: ['https://www.cajapopularlucero.coop', 'https://www.tandaplus.mx'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Tandaplus', position: 1, sentiment: 'POSITIVE' }],
    trap: 'Homónimo: una cooperativa de ahorro del mismo sector y del mismo nombre (Caja Popular Lucero), sin relación con el banco digital.',
  },
  {
    id: 'v12-hard-es-012',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Cómo funcionan las transferencias SPEI?`,
    text: `El SPEI (Sistema de Pagos Electrónicos Interbancarios) es operado por el Banco de México y permite enviar dinero entre bancos en segundos, las 24 horas, todos los días [1].

## Lo básico
- Necesitas la **CLABE** de 18 dígitos del destinatario (o su número de tarjeta de débito, o su celular si ambos bancos lo permiten).
- La transferencia suele llegar en menos de un minuto.
- Cada operación tiene una **clave de rastreo** con la que puedes verificar su estado en el portal CEP de Banxico [2].

## Comisiones
- Muchos bancos digitales no cobran por SPEI; algunos bancos tradicionales cobran entre 3 y 8 pesos más IVA.

## Si no llega
1. Revisa la clave de rastreo en el portal CEP.
2. Verifica que la CLABE sea correcta.
3. Contacta a tu banco; los rechazos se devuelven automáticamente en horas.`,
    sources: [
      'https://www.banxico.org.mx/servicios/spei.html',
      'https://lucero.mx/blog/como-funciona-spei',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Marca citada solo a través de una fuente (su blog); el texto nunca la nombra.',
  },
  {
    id: 'v12-hard-es-013',
    batch: 'hard',
    language: 'es',
    region: 'us',
    profile: BRANDS.lucero,
    prompt: `Trabajo en Texas y cobro en dólares. ¿Me conviene Lucero para mandar dinero a mi familia en Puebla?`,
    text: `Lucero es un buen banco para quien vive en México, pero para tu caso concreto no te sirve: no recibe transferencias internacionales, así que tendrías que pagar además un servicio de remesas, con su comisión y su tipo de cambio [1].

Lo que te conviene es **Tandaplus**: abres la cuenta desde Texas, cargas dólares con tu tarjeta de EE. UU. y tu familia recibe pesos en su cuenta de Puebla al instante, con un tipo de cambio cercano al interbancario y sin comisión en envíos de más de 200 dólares [2].`,
    sources: ['https://lucero.mx/ayuda/remesas', 'https://www.tandaplus.mx/envios-desde-eeuu'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lucero', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Tandaplus', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Recomendación según la situación del lector (cobra en dólares en EE. UU.): la marca, elogiada en general, queda descartada.',
  },
  {
    id: 'v12-hard-es-014',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Qué necesito para abrir una cuenta en un banco digital?`,
    text: `En casi todos los bancos digitales mexicanos los requisitos son los mismos [1]:

1. Ser mayor de edad.
2. **INE** vigente o pasaporte.
3. **CURP**.
4. Un celular con cámara para la selfie de verificación.
5. Un correo electrónico.

Por ejemplo, en lucero.mx el proceso completo tarda unos 8 minutos: subes la foto de tu INE, te tomas una selfie, confirmas tu número por SMS y la cuenta queda activa [2]. La tarjeta física llega por paquetería en pocos días.

Si tu INE está vencida, algunos bancos aceptan el pasaporte y un comprobante de domicilio.`,
    sources: ['https://www.condusef.gob.mx/cuentas-digitales', 'https://lucero.mx/abrir-cuenta'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Lucero', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'Marca nombrada solo por su dominio (lucero.mx), como ejemplo descriptivo sin juicio.',
  },
  {
    id: 'v12-hard-es-015',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Meto mi nómina en Lucero?`,
    text: `La app de Lucero es de lo mejor que hay: rápida, clara, con notificaciones al instante y sin una sola comisión. El rendimiento del 12 % es muy atractivo y la atención por chat suele ser amable [1].

Pero hay un problema serio: desde agosto, cientos de usuarios han denunciado ante la CONDUSEF bloqueos de cuenta de hasta seis semanas por "revisiones de seguridad", sin acceso a su dinero [2]. Para la cuenta donde recibes tu sueldo, eso es inaceptable.

Mientras Lucero no resuelva esos bloqueos, yo no pondría ahí la nómina.`,
    sources: ['https://lucero.mx/app', 'https://www.condusef.gob.mx/quejas-bancos-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [{ name: 'Lucero', position: 1, sentiment: 'NEGATIVE' }],
    trap: 'Muchos elogios primero, luego una reserva decisiva y un consejo en contra.',
  },
  {
    id: 'v12-hard-es-016',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.lucero,
    prompt: `¿Qué tal es la atención al cliente de Lucero?`,
    text: `Ah, la atención al cliente de Lucero… Claro, si te encanta esperar tres días a que alguien conteste el chat y luego recibir un mensaje copiado y pegado que no tiene nada que ver con tu problema, Lucero es perfecto. Un lujo [1].

Si lo que quieres es que te resuelvan algo, **Monedo** contesta por teléfono en minutos y tiene el índice de quejas más bajo del sector [2]. Ahí sí vale la pena.`,
    sources: ['https://www.reddit.com/r/MexicoFinanciero/lucero_atencion', 'https://www.condusef.gob.mx/quejas-bancos-2026'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Lucero', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Monedo', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'Nueva clase: sarcasmo («Lucero es perfecto. Un lujo») que expresa una crítica; se recomienda un competidor.',
  },
];
