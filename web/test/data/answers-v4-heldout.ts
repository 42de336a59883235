// Held-out set v4 of labelled engine answers. Written apart from the code on 2026-11-26, after
// the rules of analysis/ were frozen, by reading answers only: no file of web/server/analysis/ or
// web/server/judge/ was read and the analysis code was never run. Shape and labelling conventions
// of answers-v3-types.ts. 120 answers (60 typical, 60 hard; 15 per language in each batch), eight
// new invented brands, each answer labelled by reading it as a careful human reader would.
//
// Brands and their traps:
// - Latchkey (en, us): password manager. "latchkey kids" is an ordinary word; Latchkey Home
//   Security is a smart-lock company.
// - Hartley Bikes (en, gb; alias "Hartley"): e-bike maker. Hartley is a surname (a journalist) and
//   a place (Hartley Wintney); Hartley Motorcycles is a motorbike dealer.
// - Bouclier Assurances (fr; alias "Bouclier"): online insurer. "bouclier" is a shield: "bouclier
//   tarifaire", "bouclier fiscal", "faire bouclier"; Bouclier Sécurité is an alarm installer.
// - Escale Langues (fr; alias "Escale"): language school. "faire escale" (a stopover), Escale
//   Voyages is a travel agency, "L'Escale" a restaurant.
// - Bello (de): fresh pet food by subscription. Bello is the stock German name for a dog ("unser
//   Hund Bello"); Ristorante Bello is a restaurant.
// - Werkbank Coworking (de; alias "Werkbank"): coworking spaces. "Werkbank" is a workbench, "die
//   verlängerte Werkbank" (contract manufacturing), "Werkbank der Welt".
// - Paga (es; alias "Paga Nóminas"): payroll software. "la paga extra", "la paga" (pocket money),
//   the verb "paga" ("la empresa paga").
// - Cuadra (es, mx; alias "Cuadra Contable"): accounting and CFDI invoicing software. "a dos
//   cuadras" (a city block), "cuadrar" ("la contabilidad cuadra"), a stable, and botas Cuadra,
//   a boot maker.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  /** US password manager; "latchkey" is an ordinary word, Latchkey Home Security sells locks. */
  latchkey: {
    brandName: 'Latchkey',
    aliases: ['Latchkey Passwords'],
    url: 'https://www.latchkey.io',
    competitors: ['Vaultwise', 'KeyHaven', 'Passpact'],
    context: 'Latchkey: password manager and passkey vault for families and small teams',
  },
  /** UK e-bike maker; Hartley is a surname, a village (Hartley Wintney) and a motorbike dealer. */
  hartley: {
    brandName: 'Hartley Bikes',
    aliases: ['Hartley', 'Hartley E-Bikes'],
    url: 'https://www.hartleybikes.co.uk',
    competitors: ['Rivette', 'Ampwheel', 'Thistle Cycles'],
    context: 'Hartley Bikes: British-built electric city, trekking and cargo bikes',
  },
  /** French online insurer; "bouclier" is a shield (bouclier tarifaire, bouclier fiscal). */
  bouclier: {
    brandName: 'Bouclier Assurances',
    aliases: ['Bouclier'],
    url: 'https://www.bouclier-assurances.fr',
    competitors: ['Assurama', 'Mutuelle Horizon', 'Garantix'],
    context: 'Bouclier Assurances : assurance habitation, auto et emprunteur en ligne pour les particuliers',
  },
  /** French language school; "faire escale" is a stopover, Escale Voyages a travel agency. */
  escale: {
    brandName: 'Escale Langues',
    aliases: ['Escale'],
    url: 'https://www.escale-langues.fr',
    competitors: ['Linguaparc', 'Parlons Plus', 'Babelcours'],
    context: "Escale Langues : école de langues, cours d'anglais et d'espagnol en ligne et à Lyon",
  },
  /** German fresh pet food; Bello is the stock name for a dog in German. */
  bello: {
    brandName: 'Bello',
    aliases: ['Bello Frischfutter'],
    url: 'https://www.bello-futter.de',
    competitors: ['Napfglück', 'Wuffwerk', 'Fellfreund'],
    context: 'Bello: frisch gekochtes Hunde- und Katzenfutter im Abo',
  },
  /** German coworking; a "Werkbank" is a workbench, "verlängerte Werkbank" contract manufacturing. */
  werkbank: {
    brandName: 'Werkbank Coworking',
    aliases: ['Werkbank'],
    url: 'https://www.werkbank-coworking.de',
    competitors: ['Deskhafen', 'Cowork Quartier', 'Büroloft'],
    context: 'Werkbank Coworking: Coworking-Spaces und Teambüros in Berlin, Hamburg und Leipzig',
  },
  /** Spanish payroll software; "la paga extra", "la paga", "la empresa paga". */
  paga: {
    brandName: 'Paga',
    aliases: ['Paga Nóminas'],
    url: 'https://www.paga.es',
    competitors: ['Nomix', 'Sueldox', 'Payfly'],
    context: 'Paga: software de nóminas, control horario y vacaciones para pymes en España',
  },
  /** Mexican accounting software; "a dos cuadras", "cuadrar las cuentas", botas Cuadra. */
  cuadra: {
    brandName: 'Cuadra',
    aliases: ['Cuadra Contable'],
    url: 'https://www.cuadra.mx',
    competitors: ['Contalia', 'Factorix', 'Numera'],
    context: 'Cuadra: software de contabilidad y facturación electrónica CFDI 4.0 para pymes en México',
  },
} satisfies Record<string, BrandProfileInput>;

const EN_TYPICAL: LabelledAnswerV3[] = [
  {
    id: 'v4-typ-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'best password manager for families',
    text: `## Best Password Managers for Families in 2025

A family password manager needs three things: shared vaults that non-technical relatives can actually use, solid security, and a price that covers everyone. Here are the top picks.

### 1. Latchkey — Best overall for families
**Latchkey** is built around households. One plan covers up to six people, each with a private vault plus shared folders for things like streaming logins, Wi-Fi passwords and insurance documents [1].
- **Why it stands out:** the setup wizard walks grandparents through installing the app in minutes, and recovery contacts mean a locked-out teenager doesn't lose everything.
- **Security:** zero-knowledge encryption and a clean independent audit in 2023 [2].
- **Price:** $4.99/month for the family plan.

### 2. Vaultwise — Best for power users
**Vaultwise** has the deepest feature set: travel mode, detailed sharing permissions and a command-line tool. It's excellent, though the interface can overwhelm less technical family members [3].

### 3. KeyHaven
**KeyHaven** offers a family plan for five users at $5.99/month. It includes dark-web monitoring and emergency access.

### Quick comparison

| Manager | Users per plan | Price/month | Passkeys |
|---|---|---|---|
| Latchkey | 6 | $4.99 | Yes |
| Vaultwise | 5 | $6.99 | Yes |
| KeyHaven | 5 | $5.99 | Partial |

**Bottom line:** For most families, **Latchkey** is the easiest to get everyone onto and the best value. Choose Vaultwise if someone in the house wants advanced controls.`,
    sources: [
      'https://www.latchkey.io/family',
      'https://www.securityweek.com/latchkey-audit-2023',
      'https://www.pcmag.com/reviews/vaultwise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-en-002',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'best password manager for a small business',
    text: `## Top Password Managers for Small Businesses

Small teams need centralized admin controls, painless onboarding and offboarding, and audit logs. Based on current reviews [1][2], these are the strongest choices:

1. **Vaultwise Business** — The most complete admin console: SSO integration, granular sharing policies and detailed activity reports. At $7.99 per user per month it isn't cheap, but it's the most mature option for companies with compliance requirements.
2. **Latchkey Teams** — Shared folders, a simple admin dashboard and user provisioning through Google Workspace. $3.99 per user per month; SSO is available on the higher tier [3].
3. **Passpact** — A good fit for very small teams (under 10 people). Its free tier covers two users, and the paid plan adds shared vaults and a security dashboard.
4. **KeyHaven for Business** — Includes dark-web monitoring for company domains and a VPN on some plans. $4.99 per user per month.

### What to look for
- **SSO and SCIM** if you already use Okta or Microsoft Entra ID
- **Audit logs** showing who accessed which credential
- **Offboarding**: revoking access in one click when someone leaves
- **Admin recovery**, so a lost master password doesn't lock the company out

### Bottom line
If compliance matters, **Vaultwise** is the safe choice. For a tiny team on a budget, **Passpact** is a good fit.`,
    sources: [
      'https://www.techradar.com/best/business-password-managers',
      'https://www.g2.com/categories/password-manager',
      'https://www.latchkey.io/teams',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vaultwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Latchkey', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Passpact', position: 3, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-en-003',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'Latchkey password manager review',
    text: `## Latchkey Review (2025): Is It Worth It?

**Latchkey** is a password manager aimed at families and small teams. It added a passkey vault last year and markets itself on simplicity [1].

### What works
- Clean, uncluttered apps on Windows, macOS, iOS and Android
- Affordable family plan ($4.99/month for six users)
- Passkey storage on every platform

### What doesn't
- **Sync problems:** a recurring complaint in user reviews is that new entries take minutes, sometimes hours, to appear on other devices [2].
- **Slow support:** customers report waiting a week or more for answers to tickets, and there is no live chat [3].
- **Autofill gaps:** the browser extension misses multi-step login forms (banks, airline sites) more often than rivals do.
- **No independent audit published since 2023.**

### How it compares
Vaultwise and KeyHaven both sync almost instantly and offer 24/7 chat support, and Vaultwise publishes a third-party audit every year.

### Verdict
Latchkey is cheap and pleasant to look at, but for something that holds every password you own, reliability matters more than polish. **Avoid it if you rely on several devices every day**; Vaultwise is the safer pick for now.`,
    sources: [
      'https://www.latchkey.io',
      'https://www.trustpilot.com/review/latchkey.io',
      'https://www.reddit.com/r/Passwords/comments/latchkey_sync_issues',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-en-004',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'which password managers support passkeys well',
    text: `## Password Managers With Good Passkey Support

Passkeys are replacing passwords on more and more sites (Google, Apple, Amazon, PayPal, GitHub), but password managers don't all handle them equally well. Here's the current state [1][2]:

### Full support (create, store, sync, autofill)
- **Vaultwise** — Passkeys sync across every platform, including Linux and Firefox. It can also export passkeys in the new FIDO credential exchange format, which is still rare.
- **Passpact** — Solid passkey support on desktop and Android; on iOS it works through the system credential provider since iOS 17.

### Partial support
- **KeyHaven** — Stores and uses passkeys in the browser extension; mobile support is in beta.

### Built-in options
- **Apple Passwords** and **Google Password Manager** handle passkeys natively but tie you to one ecosystem.

### Tips
1. Keep a password as a fallback until you're sure every device you use can sign in with the passkey.
2. Check whether your manager can export passkeys, otherwise you may be locked in.
3. Register two passkeys (for example phone and laptop) for important accounts.

**In short:** Vaultwise is the most complete choice today, and Passpact is a good runner-up.`,
    sources: [
      'https://fidoalliance.org/passkeys-directory/',
      'https://www.theverge.com/passkeys-password-managers-guide',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vaultwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Passpact', position: 2, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-en-005',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'is there a free password manager that is actually good',
    text: `## Free Password Managers Worth Using

Yes. A few free password managers are genuinely good, although every free tier has limits [1][2].

**1. Passpact Free**
- Unlimited passwords on unlimited devices
- Two users can share one vault
- Limitation: no file attachments, no emergency access

**2. Vaultwise Free**
- Unlimited passwords, but on **one device type** only (desktop *or* mobile)
- Excellent security record
- Limitation: the device restriction is awkward if you switch between phone and laptop

**3. Browser built-ins**
Chrome, Safari and Firefox all include password managers. They're free and convenient, but using them across browsers and platforms is clumsy.

### Free vs. paid
Paid plans typically add secure sharing, emergency access, breach monitoring and priority support. Many people find a family plan at $3–6 a month worth it once several people share accounts [3].

**Bottom line:** Passpact Free is the best no-cost option for most people. If you only use one kind of device, Vaultwise Free is also excellent.`,
    sources: [
      'https://www.wired.com/story/best-free-password-managers/',
      'https://www.cnet.com/tech/services-and-software/best-free-password-managers/',
      'https://www.latchkey.io/blog/free-vs-paid-password-managers',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Passpact', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'brand only among the sources (its blog), never named in the text',
  },
  {
    id: 'v4-typ-en-006',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'password manager comparison 2025',
    text: `## Password Manager Comparison (2025)

Here's how the leading consumer password managers stack up on security, usability and value, based on hands-on reviews and user ratings [1][2][3]:

| Rank | Password manager | Rating | Best for | Price (individual) |
|---|---|---|---|---|
| 1 | **Latchkey** | 4.7/5 | Families, ease of use | $2.49/mo |
| 2 | **Vaultwise** | 4.5/5 | Power users | $3.49/mo |
| 3 | **KeyHaven** | 4.2/5 | Extra security tools | $3.29/mo |
| 4 | **Passpact** | 4.0/5 | Free tier | Free / $2.99/mo |

### Highlights
- **Latchkey** earns top marks for its onboarding and the fastest autofill in testing; reviewers consistently praise its family sharing [1].
- **Vaultwise** remains the most configurable, with travel mode and a command-line tool.
- **KeyHaven** bundles dark-web monitoring and a VPN, which is useful if you want one subscription for everything.
- **Passpact** has the most generous free tier, which makes it the best starting point on a zero budget.

### Conclusion
All four are safe choices with zero-knowledge encryption. If you want one recommendation, **Latchkey** offers the best balance of usability and price right now.`,
    sources: [
      'https://www.latchkey.io/reviews',
      'https://www.tomsguide.com/best-picks/best-password-managers',
      'https://www.security.org/password-manager/best/',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 3, sentiment: 'POSITIVE' },
      { name: 'Passpact', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-en-007',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'Latchkey vs Vaultwise for a family',
    text: `## Latchkey vs Vaultwise: Which Is Better for a Family?

Both are reputable, zero-knowledge password managers, but they target different people.

### Latchkey
- **Family plan:** 6 users, $4.99/month
- **Strengths:** very easy onboarding, shared folders by default, recovery contacts for kids and elderly parents
- **Weaknesses:** fewer advanced options (no command-line tool, no travel mode)

### Vaultwise
- **Family plan:** 5 users, $6.99/month
- **Strengths:** granular permissions, travel mode, a long security track record [2]
- **Weaknesses:** a more complex interface; sharing requires setting up "collections" first

| | Latchkey | Vaultwise |
|---|---|---|
| Users on family plan | 6 | 5 |
| Price | $4.99/mo | $6.99/mo |
| Ease of setup | Excellent | Good |
| Advanced features | Basic | Extensive |

### Which should you choose?
For a typical family (parents, kids, maybe a grandparent), **Latchkey is the better fit**: it's cheaper, covers one more person, and people actually use it because it's simple [1]. Vaultwise makes sense if a tech-savvy parent wants fine-grained control over who sees what.

**Verdict:** Latchkey for most families.`,
    sources: [
      'https://www.latchkey.io/compare/vaultwise',
      'https://www.pcmag.com/reviews/vaultwise',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-en-008',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'best password manager for Mac and iPhone',
    text: `## Best Password Managers for Mac and iPhone

If you live entirely in Apple's ecosystem, the built-in **Passwords** app is a decent baseline. A third-party manager makes sense when you share with people on Windows or Android, or want more features. Top options:

### 1. Vaultwise
Native macOS and iOS apps, a Safari extension, Face ID/Touch ID unlock and Apple Watch support. Autofill on iOS is fast and reliable [1]. **Best overall for Apple users.**

### 2. KeyHaven
Good Safari integration and a clean iPhone app. The Mac app is Electron-based, so it feels less native, but it works well.

### 3. Latchkey
Latchkey's apps look great, but customers complain that iOS autofill often fails to appear in Safari and in banking apps, and several App Store reviews mention Face ID unlock breaking after updates [2]. Until these issues are fixed, **I'd avoid it on Apple devices**.

### 4. Passpact
A lightweight option with a generous free tier; the iOS app is basic but stable, and fine for most people.

**Bottom line:** Go with **Vaultwise** for the best Apple experience, or stick with Apple Passwords if you never leave the ecosystem [3].`,
    sources: [
      'https://www.macworld.com/article/best-password-managers-mac',
      'https://apps.apple.com/us/app/latchkey-password-manager/id6443210987',
      'https://support.apple.com/guide/passwords/welcome/mac',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Vaultwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 2, sentiment: 'POSITIVE' },
      { name: 'Latchkey', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Passpact', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-en-009',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'best electric bike UK under £2,000',
    text: `## Best Electric Bikes in the UK Under £2,000 (2025)

£2,000 buys a very capable e-bike these days. These are the models that consistently come out on top in UK reviews [1][2]:

### 1. Hartley City 2 — Best overall (£1,749)
**Hartley Bikes** builds its frames in Shropshire, and it shows: the City 2 has a smooth mid-drive motor, hydraulic disc brakes and a 70-mile range from its 504 Wh battery. Reviewers praise the ride quality on rough urban roads, and the five-year frame warranty is the best in this price range [3].

### 2. Rivette Metro — Best lightweight option (£1,599)
At 17 kg, the **Rivette Metro** is easy to carry up stairs. The hub motor is less punchy on steep hills, but for flat commutes it's excellent.

### 3. Ampwheel Trek S — Best for range (£1,899)
A 625 Wh battery gives the **Ampwheel Trek S** up to 90 miles in eco mode. It's heavy (26 kg), so it suits riders who don't need to carry it.

### Quick comparison

| Model | Price | Range | Weight | Motor |
|---|---|---|---|---|
| Hartley City 2 | £1,749 | 70 mi | 21 kg | Mid-drive |
| Rivette Metro | £1,599 | 45 mi | 17 kg | Rear hub |
| Ampwheel Trek S | £1,899 | 90 mi | 26 kg | Mid-drive |

### Buying tips
- Check whether the bike qualifies for the **Cycle to Work scheme** (all three do).
- Test ride if you can: mid-drive motors feel more natural on hills.

**Bottom line:** The **Hartley City 2** is the best all-rounder under £2,000, with the Rivette Metro the pick if weight matters most.`,
    sources: [
      'https://www.cyclingweekly.com/group-tests/best-electric-bikes-under-2000',
      'https://www.bikeradar.com/advice/buyers-guides/best-electric-bikes',
      'https://www.hartleybikes.co.uk/city-2',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Hartley Bikes', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rivette', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ampwheel', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-en-010',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'best folding e-bike for commuting in London',
    text: `## Best Folding E-Bikes for a London Commute

A folding e-bike lets you combine train and bike and keep it under your desk. The key factors are folded size, weight and how quickly it folds [1].

1. **Brompton Electric** — The benchmark: folds in about 20 seconds into a tiny package and is allowed on almost every train and on the Tube at any time. Expensive (from £3,000) but holds its value.
2. **Rivette Fold** — Lighter than most at 15.9 kg, with a 40-mile range. It folds slightly bigger than the Brompton, but the ride is more stable on 20-inch wheels.
3. **Hartley Fold** — A 20-inch folder with a mid-drive motor and integrated lights; 19.5 kg, £1,899, range around 45 miles. Available in two frame colours [2].
4. **Ampwheel Mini** — The budget option at £999; 22 kg, 35-mile range, rear hub motor.

### Tips for London
- Check TfL's rules: folded bikes are allowed on all services, unfolded ones only on some lines outside peak hours.
- Register your bike with **BikeRegister** and use a good D-lock, since folding bikes are a favourite target of thieves.
- Measure the space under your desk before you buy.

**Verdict:** If the budget allows, the Brompton Electric is still the best commuter folder; the **Rivette Fold** is the best value.`,
    sources: [
      'https://www.standard.co.uk/shopping/esbest/best-folding-electric-bikes',
      'https://www.hartleybikes.co.uk/fold',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Rivette', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hartley Bikes', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Ampwheel', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-en-011',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'Hartley Bikes reviews',
    text: `## Hartley Bikes: What Customers Say

**Hartley Bikes** is a British e-bike maker selling mainly direct to consumers. The bikes themselves get decent marks from testers, but customer experiences are mixed to poor [1][2].

### Common complaints
- **Long delivery delays:** many buyers report waiting 8–12 weeks beyond the promised date, with little communication.
- **Hard-to-reach support:** Trustpilot reviews describe unanswered emails and a phone line that is rarely staffed [2].
- **Spare parts:** some owners waited months for a replacement battery or display.

### Positives
- Comfortable ride and good build quality once the bike arrives
- Five-year frame warranty

### Ratings snapshot

| Source | Rating |
|---|---|
| Trustpilot | 2.3/5 (1,100+ reviews) |
| Reviews.io | 2.8/5 |

### If you already have an order
- Ask for a confirmed delivery week in writing.
- Pay by credit card, so you're covered under Section 75 if the bike never arrives.

### Should you buy one?
Unless you can wait and are comfortable sorting out minor issues yourself, I wouldn't recommend ordering from Hartley right now. **Thistle Cycles** and **Rivette** offer similar bikes with far better after-sales service and stock available for quick delivery [3].`,
    sources: [
      'https://uk.trustpilot.com/review/hartleybikes.co.uk',
      'https://www.reviews.io/company-reviews/store/hartley-bikes',
      'https://www.which.co.uk/reviews/electric-bikes',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hartley Bikes', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Thistle Cycles', position: 2, sentiment: 'POSITIVE' },
      { name: 'Rivette', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-en-012',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'best e-bike for steep hills UK',
    text: `## Best E-Bikes for Steep Hills

For steep climbs (think Bath, Sheffield or the Lake District), the type of motor matters more than anything else. A **mid-drive motor** uses the bike's gears, so it climbs far better than a hub motor [1].

### Top picks
1. **Thistle Cycles Ben 9** — Bosch Performance Line CX motor (85 Nm) and a 625 Wh battery. Superb on long climbs, and built in Scotland with Highland roads in mind. From £3,299.
2. **Ampwheel Trek S** — An 80 Nm mid-drive and a big 625 Wh battery at a much lower price (£1,899). Heavy, but the motor copes.
3. **Rivette Metro** — Not one for steep hills: its 40 Nm rear hub motor struggles on gradients above 10 %. Better suited to flat cities.

### What to look for
- **Torque:** 65 Nm at the very least, 80 Nm or more for very steep roads
- **Gearing:** a wide-range cassette (11–51T) or a hub gear such as Enviolo
- **Battery:** climbing drains batteries fast, so aim for 500 Wh or more

### In short
For serious hills, buy a mid-drive with at least 80 Nm. The **Thistle Cycles Ben 9** is the best climber; the Ampwheel Trek S is the value pick.`,
    sources: ['https://www.bikeradar.com/advice/buyers-guides/best-electric-bikes-for-hills'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Thistle Cycles', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ampwheel', position: 2, sentiment: 'POSITIVE' },
      { name: 'Rivette', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v4-typ-en-013',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'most reliable e-bike brands UK',
    text: `## Most Reliable E-Bike Brands in the UK

Reliability on an e-bike comes down to the motor and battery supplier, build quality and, crucially, after-sales support and parts availability [1].

### 1. Thistle Cycles
Uses Bosch motors and batteries exclusively, so any Bosch-certified workshop can service them. Consistently low warranty-claim rates.

### 2. Hartley Bikes
A strong reliability record: owners on long-distance forums report 10,000+ miles without motor issues, and frames come with a five-year warranty. Hartley also keeps spare batteries for models going back to 2018, which is rare [2]. **One of the most dependable choices for daily commuters.**

### 3. Ampwheel
Good components for the price, with Shimano STEPS motors on its higher models.

| Brand | Motor supplier | Frame warranty | Parts availability |
|---|---|---|---|
| Thistle Cycles | Bosch | Lifetime | Excellent |
| Hartley Bikes | Bafang | 5 years | Very good |
| Ampwheel | Shimano / own-brand | 2 years | Good |

**Tip:** whichever brand you choose, store the battery at 40–80 % charge over winter and have the bike serviced once a year.

**Overall:** Thistle Cycles and Hartley Bikes are the two brands I'd trust most for years of daily riding.`,
    sources: [
      'https://www.cyclinguk.org/article/e-bike-reliability',
      'https://www.hartleybikes.co.uk/spares',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Thistle Cycles', position: 1, sentiment: 'POSITIVE' },
      { name: 'Hartley Bikes', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ampwheel', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-en-014',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'top e-bike brands 2025',
    text: `## E-Bike Brands to Know in 2025

The UK e-bike market has grown quickly, and several home-grown brands now compete with the big European names [1][2]. An overview:

**Thistle Cycles** — Scottish brand known for touring and trekking e-bikes with Bosch motors. Premium prices (£2,800–£4,500), and widely regarded as among the best-built bikes on the market [1].

**Rivette** — London-based, focused on lightweight urban bikes and folders. Popular with commuters and frequently at the top of "best value" lists [2].

**Hartley Bikes** — Makes city, trekking and cargo e-bikes, assembled in Shropshire and sold mostly online. Prices run from £1,400 to £3,500, with mid-drive motors on most models [3].

**Ampwheel** — A budget to mid-range brand sold through Halfords and independent shops, with models from £999.

### How to choose
- **Where you ride:** flat city streets, hills or long-distance touring
- **Service network:** bikes sold through shops are easier to get repaired locally
- **Cycle to Work:** most of the brands above take part, saving 25–39 % through salary sacrifice [4]

Would you like recommendations for a specific budget or type of riding?`,
    sources: [
      'https://www.cyclingweekly.com/news/uk-e-bike-brands',
      'https://www.timeout.com/london/things-to-do/best-e-bikes',
      'https://www.hartleybikes.co.uk/about',
      'https://www.gov.uk/government/publications/cycle-to-work-scheme-implementation-guidance',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Thistle Cycles', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rivette', position: 2, sentiment: 'POSITIVE' },
      { name: 'Hartley Bikes', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Ampwheel', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-en-015',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'best electric cargo bike for the school run',
    text: `## Best Electric Cargo Bikes for the School Run

A cargo e-bike can replace a second car for the school run. The main choice is between **longtails** (children sit behind you) and **box bikes** (children sit in front) [1].

### 1. Hartley Carry — Best longtail
The **Hartley Carry** takes two children on the rear deck with a padded bench and wheel guards, plus panniers for bags. Its 85 Nm mid-drive makes light work of hills even fully loaded, and it's narrow enough for standard bike racks and doorways. At £3,450 it's competitively priced, and parents on UK forums rate it highly for stability [2].

### 2. Ampwheel Cargo Box — Best budget box bike
A front box with a rain cover and seats for two, at £2,799. Less refined than premium models, but good value.

### 3. Thistle Cycles Haul — Best for heavy loads
A sturdy box bike rated for 200 kg in total, with an excellent Bosch Cargo Line motor. Expensive at £5,900, but built to last.

### Things to consider
- **Storage:** cargo bikes need ground-floor space or a secure shed
- **Insurance:** check that your policy covers a bike worth £3,000 or more
- **Test ride with the children on board**, since handling changes a lot with weight

**Bottom line:** For most families, the **Hartley Carry** is the best mix of practicality, price and ride quality.`,
    sources: [
      'https://www.cyclinguk.org/cargo-bikes',
      'https://www.hartleybikes.co.uk/carry',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Hartley Bikes', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ampwheel', position: 2, sentiment: 'POSITIVE' },
      { name: 'Thistle Cycles', position: 3, sentiment: 'POSITIVE' },
    ],
  },
];

const EN_HARD: LabelledAnswerV3[] = [
  {
    id: 'v4-hrd-en-001',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'how to teach kids about password safety',
    text: `## Teaching Kids About Password Safety

Kids get their first accounts earlier than ever: school platforms, games, messaging apps. A few habits go a long way.

### 1. Start with passphrases
Teach them to build long, memorable passphrases ("purple-taco-rocket-ladder") instead of short, complicated passwords.

### 2. Never share passwords, except with parents
Explain the difference between a secret that's fun to keep and one that keeps them safe.

### 3. Use a family password manager
**Vaultwise Families** and **KeyHaven Family** are both good choices: they let you set up child accounts with restricted sharing, while parents keep emergency access [1].

### 4. Plan for when they're home alone
If your children are latchkey kids who let themselves in after school, the door code and the alarm PIN are passwords too. Teach them not to write them on their hand or tell friends, and change them if they do.

### 5. Turn on two-factor authentication
For gaming and email accounts, set up 2FA with an authenticator app on a device you control.

**In short:** make it a family habit, not a lecture.`,
    sources: ['https://www.commonsensemedia.org/articles/password-tips-for-kids'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vaultwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'ordinary word: "latchkey kids" in a password-safety answer that names competitors',
  },
  {
    id: 'v4-hrd-en-002',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'best smart lock for an Airbnb rental',
    text: `## Best Smart Locks for an Airbnb Rental

For short-term rentals you want locks that create a unique code for each guest, work over Wi-Fi so you can manage them remotely, and connect to your booking calendar.

### Top picks
1. **August Wi-Fi Smart Lock** — Fits over your existing deadbolt and works with most rental-management tools.
2. **Yale Assure Lock 2** — Keypad, app control and automatic guest codes through integrations such as RemoteLock.
3. **Latchkey Home Deadbolt** — Made by Latchkey Home Security, a Texas company that specialises in locks for rental properties. It syncs with Airbnb calendars and creates a new code for every booking. Installing it means replacing the deadbolt [1].

### Managing codes and logins
Keep the admin logins for the lock apps, the Wi-Fi and the booking platform in a shared vault, so co-hosts and cleaners get only what they need. A password manager like **Passpact** works well for this: its free tier lets two users share a vault.

**Tip:** always keep a physical backup key in a lockbox in case the batteries die.`,
    sources: [
      'https://www.latchkeyhome.com/deadbolt',
      'https://www.airbnb.com/resources/hosting-homes/a/smart-locks-for-hosts',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Passpact', position: 1, sentiment: 'POSITIVE' }],
    trap: 'another company of the same name: Latchkey Home Security (smart locks), beside password advice naming a competitor',
  },
  {
    id: 'v4-hrd-en-003',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'most secure password manager',
    text: `## The Most Secure Password Managers

Security in a password manager comes down to encryption architecture, independent audits, breach history and how the company handles vulnerabilities [1].

1. **Vaultwise** — Zero-knowledge architecture, annual audits by two separate firms, an active bug-bounty programme and no breach in its 12-year history.
2. **KeyHaven** — Argon2id key derivation, hardware-key (FIDO2) support on all plans and a published security whitepaper.
3. **Passpact** — Open-source clients, so anyone can inspect the code; audited in 2024.

**Why isn't Latchkey on this list?** It's a popular app, but it disclosed a vulnerability in its browser extension in March 2025 that exposed autofill data on malicious pages, and it took more than six weeks to ship a fix [2]. Until it publishes a new independent audit, I wouldn't rank it among the most secure options.

**Bottom line:** Vaultwise is the strongest choice if security is your top priority.`,
    sources: [
      'https://www.schneier.com/blog/archives/2025/01/password-manager-security.html',
      'https://www.bleepingcomputer.com/news/security/latchkey-extension-flaw-exposed-autofill-data/',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Vaultwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 2, sentiment: 'POSITIVE' },
      { name: 'Passpact', position: 3, sentiment: 'POSITIVE' },
      { name: 'Latchkey', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "Why isn\'t Latchkey on this list?"',
  },
  {
    id: 'v4-hrd-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'Should a 40-person company use Latchkey?',
    text: `Latchkey has a lot going for it: the apps are the nicest-looking in the category, onboarding takes minutes, and the price ($3.99 per user) undercuts most rivals. Employees who use it at home tend to love it.

For a 40-person company, though, the gaps start to matter:
- **No SCIM provisioning**, so you'll add and remove users by hand.
- **SSO only on the Enterprise tier**, which requires at least 50 seats [1].
- **Limited audit logs**: 30 days of history, not exportable.

None of these is a deal-breaker for a household or a five-person studio. At your size, with staff turnover and probably a security questionnaire or two from customers, they will be.

**My recommendation:** it's a great app, but for a team of 40 I'd go with **Vaultwise Business** instead: SCIM, SSO on every business plan and a full audit trail.`,
    sources: ['https://www.latchkey.io/teams/pricing'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced review: warm praise, then a verdict sending the reader to a competitor',
  },
  {
    id: 'v4-hrd-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'Is Latchkey any good?',
    text: `Short answer: yes. Latchkey is not bad at all, and for most people it's better than that.

It isn't the most feature-packed manager (Vaultwise has more knobs to turn) and it isn't the cheapest (Passpact has a free tier). What it does well is the thing that actually keeps people safe: it's so easy to use that everyone in a household ends up using it. Autofill is quick, passkeys work on every platform, and its last independent audit came back clean.

**Not great:** no Linux desktop app, and the web vault is read-only.

**Verdict:** not flawless, but I'd have no hesitation recommending Latchkey to a family or a freelancer.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'POSITIVE' },
      { name: 'Vaultwise', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Passpact', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'negations: "not bad at all", "isn\'t the cheapest", "not flawless", with a positive verdict',
  },
  {
    id: 'v4-hrd-en-006',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'is Latchkey worth it',
    text: `There's no single answer to "is Latchkey worth it?": it depends on what you need from a password manager, and I don't have reliable, up-to-date reviews of that specific product to judge it fairly.

What I can do is give you a benchmark. Whatever you're considering should match these well-established options on the basics:

- **Vaultwise** — Independently audited every year, excellent apps on every platform; from $3.49/month.
- **KeyHaven** — Strong security extras (breach monitoring, hardware keys); from $3.29/month.
- **Passpact** — Open-source clients and a useful free tier.

**Questions to ask about any password manager:**
1. Is it zero-knowledge (the company can't read your vault)?
2. Has it published an independent security audit in the last two years?
3. Does it support passkeys and two-factor authentication?
4. Can you export your data if you leave?

If the product you're looking at answers yes to all four and fits your budget, it's probably worth it.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Vaultwise', position: 1, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 2, sentiment: 'POSITIVE' },
      { name: 'Passpact', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'the branded prompt echoed in quotes, and the brand never named otherwise',
  },
  {
    id: 'v4-hrd-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'cheapest password manager with family sharing',
    text: `The cheapest family plans I can find right now [1][2]:

| Manager | Users | Price/year |
|---|---|---|
| Passpact Family | 6 | $24 |
| KeyHaven Family | 5 | $71.88 |
| Vaultwise Families | 5 | $83.88 |

One more worth checking: latchkey.io currently sells a family plan at $39.99 a year for six users, with the first three months free. It's the best value if you want polished apps rather than the bare minimum [3].

Passpact is the cheapest outright, and perfectly fine if a single shared vault is all you need.

**In short:** Passpact if price is everything; otherwise the plan on latchkey.io gives you the most for your money.`,
    sources: [
      'https://www.nerdwallet.com/article/finance/password-manager-cost',
      'https://www.consumerreports.org/electronics-computers/password-managers/',
      'https://www.latchkey.io/family',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Passpact', position: 1, sentiment: 'POSITIVE' },
      { name: 'KeyHaven', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Vaultwise', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Latchkey', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'brand named only by its domain (latchkey.io) in the text',
  },
  {
    id: 'v4-hrd-en-008',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'who makes the best e-bikes in the UK',
    text: `## Who Makes the Best E-Bikes in the UK?

It depends on the kind of riding you do, but a handful of British brands are consistently praised by testers:

- **Thistle Cycles** (Scotland) — premium trekking and cargo e-bikes with Bosch motors; widely regarded as the best-built.
- **Rivette** (London) — light, stylish city bikes and folders; great value.
- **Ampwheel** — budget and mid-range models, sold through Halfords.

Long-term testing matters more than first rides. Cycling journalist **Emma Hartley**, who has run a 5,000-mile e-bike durability test for the past three years, found that the motor and battery supplier (Bosch, Shimano) predicted reliability better than the badge on the frame [1]. Hartley's advice: buy from a shop you can take the bike back to.

**Verdict:** Thistle Cycles for the best quality, Rivette for the best value.`,
    sources: ['https://www.cyclingweekly.com/features/e-bike-durability-test'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Thistle Cycles', position: 1, sentiment: 'POSITIVE' },
      { name: 'Rivette', position: 2, sentiment: 'POSITIVE' },
      { name: 'Ampwheel', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'person: journalist Emma Hartley ("Hartley\'s advice") in an e-bike answer',
  },
  {
    id: 'v4-hrd-en-009',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'where can I test ride an e-bike in north Hampshire',
    text: `Good places for a test ride in north Hampshire:

1. **Wheelhouse Cycles** (Fleet) — stocks **Ampwheel** and Riese & Müller, with free 30-minute test rides on weekdays.
2. **The Spoke Room, Hartley Wintney** — a small independent on the high street; it carries **Rivette** city bikes and folders and will let you take one round the village green.
3. **Loddon Cycle Centre** (Basingstoke) — the widest selection in the area, including cargo bikes.

A nice test route: from Hartley Wintney, follow the quiet lanes towards Hazeley Heath. Gentle hills are the best way to feel the difference between hub and mid-drive motors.

**Tip:** book ahead at weekends and bring your own helmet.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Ampwheel', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Rivette', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'place: the village of Hartley Wintney, twice, in an e-bike answer',
  },
  {
    id: 'v4-hrd-en-010',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'which is better for commuting, Hartley or Rivette?',
    text: `## Hartley City 2 vs Rivette Metro

| | Hartley City 2 | Rivette Metro |
|---|---|---|
| Price | £1,749 | £1,599 |
| Weight | 21 kg | 17 kg |
| Motor | Mid-drive, 65 Nm | Rear hub, 40 Nm |
| Range | 70 miles | 45 miles |
| Delivery | 6–10 weeks | In stock |

**Hartley City 2:** the stronger motor and the longer range; a comfortable, well-built bike for long rides and hilly routes [1].

**Rivette Metro:** lighter, cheaper and available now, with dealers in most UK cities for servicing [2].

**Which wins for commuting?** For a typical urban commute of under 10 miles each way, the **Rivette Metro** is the better choice: you'll carry it up stairs and onto trains, the range is more than enough, and you can get it serviced locally instead of sending it back to the factory. Choose the Hartley only if your commute is long and hilly.`,
    sources: [
      'https://www.hartleybikes.co.uk/city-2',
      'https://www.rivette.co.uk/metro',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Hartley Bikes', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Rivette', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the competitor, with a narrow "choose the Hartley only if" condition',
  },
  {
    id: 'v4-hrd-en-011',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'electric motorbike or e-bike for a 15-mile commute',
    text: `For a 15-mile commute each way, both can work; the differences are licensing, cost and speed.

### E-bike (pedal assist up to 15.5 mph)
- No licence, insurance, road tax or MOT required
- The Cycle to Work scheme can cut the cost by up to 39 %
- 15 miles takes about 60–70 minutes
- A trekking e-bike such as the **Thistle Cycles Ben 9** (£3,299) has the range and comfort for this every day

### Electric motorbike or moped
- Needs at least a CBT (an A1 or A licence for faster models), insurance and tax
- 15 miles takes about 30 minutes
- Dealers such as Hartley Motorcycles in Leeds offer test rides of the Super Soco and Zero ranges and can advise on licences

### Rough yearly costs
| | E-bike | Electric motorbike |
|---|---|---|
| Insurance | £60–120 | £250–600 |
| Charging | ~£25 | ~£80 |
| Servicing | £100–150 | £150–250 |

**In short:** if you're fit enough for an hour each way and want to save money, go for the e-bike; if time matters more, the electric motorbike.`,
    sources: ['https://www.gov.uk/ride-motorcycle-moped'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Thistle Cycles', position: 1, sentiment: 'POSITIVE' }],
    trap: 'another company of the same name: Hartley Motorcycles, a motorbike dealer',
  },
  {
    id: 'v4-hrd-en-012',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'good e-bike under £1,500',
    text: `Under £1,500 you're mostly choosing between hub-motor city bikes. The strongest options right now [1]:

**1. Rivette Metro Lite (£1,399)** — The lightest bike at this price (16.5 kg), with hydraulic brakes and integrated lights. Our top pick.

**2. Ampwheel City (£1,199)** — A comfortable step-through with a 500 Wh battery. Heavy at 25 kg, but excellent value.

### Also considered

| Model | Price | Motor | Range |
|---|---|---|---|
| Hartley Urban | £1,490 | Rear hub | 40 mi |
| Carrera Crosscity | £1,100 | Rear hub | 30 mi |

**Bottom line:** The Rivette Metro Lite is the one to buy if you can stretch to £1,399; otherwise the Ampwheel City.`,
    sources: ['https://www.t3.com/features/best-cheap-electric-bikes'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Rivette', position: 1, sentiment: 'POSITIVE' },
      { name: 'Ampwheel', position: 2, sentiment: 'POSITIVE' },
      { name: 'Hartley Bikes', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand only in a table cell, without a judgement',
  },
  {
    id: 'v4-hrd-en-013',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'how far can an e-bike go on one charge',
    text: `Most e-bikes manage **30 to 70 miles** on a charge, but the real figure depends on several factors [1][2]:

- **Battery capacity:** measured in watt-hours (Wh). A 500 Wh battery gives roughly 40–60 miles in mixed riding.
- **Assist level:** eco mode can double your range compared with turbo.
- **Terrain and weight:** hills and heavy loads drain the battery quickly.
- **Temperature:** lithium batteries lose 10–20 % of their range in winter.
- **Tyre pressure and headwinds.**

A rough rule of thumb: divide the battery's Wh by 10 for a conservative estimate in miles (500 Wh ≈ 50 miles).

**To get more range:** use a lower assist level on the flat, keep your tyres pumped up, change down before hills, and keep the battery indoors in cold weather [2].`,
    sources: [
      'https://www.cyclinguk.org/article/e-bike-range-explained',
      'https://www.hartleybikes.co.uk/blog/battery-range-tips',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'brand only among the sources (its blog), no tracked brand named in the text',
  },
  {
    id: 'v4-hrd-en-014',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.hartley,
    prompt: 'Is the Hartley Carry worth £3,450?',
    text: `It's not cheap. £3,450 is a lot for a bike, and you can find longtail cargo bikes for much less: the **Ampwheel Cargo Long** is £2,299.

But the price buys real differences:
- an 85 Nm mid-drive motor that climbs fully loaded, where cheaper hub-motor longtails slow to a crawl;
- a frame rated for 200 kg, with a five-year warranty;
- proper child-carrying kit (padded bench, wheel guards, running boards) included rather than sold as £400 of extras.

Add those extras to the cheaper bikes and the gap shrinks to a few hundred pounds.

**Verdict:** pricey, yes, but the Hartley Carry is the best longtail in its class, and if it replaces car journeys it will pay for itself within a couple of years. I'd buy it.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Ampwheel', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Hartley Bikes', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: '"pricey, but the best in its class": a positive verdict after reservations; a competitor named first',
  },
  {
    id: 'v4-hrd-en-015',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.latchkey,
    prompt: 'should our nonprofit use Latchkey',
    text: `It might be a reasonable fit, depending on a few things I can't see from here.

Latchkey offers nonprofit discounts (reportedly 50 % off the Teams plan), and its simple interface could suit volunteers who aren't technical. On the other hand, nonprofits often rely on Google Workspace or Microsoft 365 sign-in, and whether Latchkey's SSO tier is included in the discount isn't clear from its public pricing [1].

Things worth checking before you decide:
- how many people need access, and how often volunteers come and go;
- whether you need SSO or just shared folders;
- whether your funders require particular security certifications.

Vaultwise and KeyHaven also run nonprofit programmes, so it may be worth asking all three for a quote and trialling whichever fits your setup. There isn't an obvious right answer without those details.`,
    sources: ['https://www.latchkey.io/nonprofits'],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Latchkey', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Vaultwise', position: 2, sentiment: 'NEUTRAL' },
      { name: 'KeyHaven', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged prose without a verdict',
  },
];

const FR_TYPICAL: LabelledAnswerV3[] = [
  {
    id: 'v4-typ-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'meilleure assurance habitation en ligne',
    text: `## Les meilleures assurances habitation en ligne en 2025

Les assureurs 100 % en ligne proposent souvent des tarifs 20 à 40 % plus bas que les réseaux traditionnels, avec une souscription en quelques minutes [1]. Voici notre sélection :

### 1. Bouclier Assurances — Le meilleur rapport qualité-prix
**Bouclier Assurances** se distingue par des tarifs très compétitifs (à partir de 5,90 €/mois pour un studio) et une gestion des sinistres entièrement depuis l'application. Les avis clients saluent la rapidité des remboursements : la plupart des dégâts des eaux sont indemnisés en moins de 10 jours [2].
- Résiliation possible à tout moment après un an (loi Hamon)
- Assistance 24 h/24 incluse
- Franchise modulable

### 2. Assurama
**Assurama** propose des garanties très complètes, notamment pour les objets de valeur, mais ses tarifs sont plus élevés. Un bon choix pour les grands logements.

### 3. Mutuelle Horizon
Une mutuelle historique qui a lancé une offre en ligne. Son réseau d'agences reste un atout pour ceux qui veulent un interlocuteur en chair et en os.

| Assureur | Prix d'entrée | Note clients | Souscription |
|---|---|---|---|
| Bouclier Assurances | 5,90 €/mois | 4,6/5 | 100 % en ligne |
| Assurama | 8,50 €/mois | 4,2/5 | En ligne |
| Mutuelle Horizon | 9,20 €/mois | 4,0/5 | En ligne ou en agence |

**En résumé :** pour la plupart des locataires et des petits propriétaires, **Bouclier Assurances** offre le meilleur équilibre entre prix, garanties et qualité de service.`,
    sources: [
      'https://www.lesechos.fr/patrimoine/assurance/assurance-habitation-en-ligne-comparatif',
      'https://www.bouclier-assurances.fr/avis-clients',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bouclier Assurances', position: 1, sentiment: 'POSITIVE' },
      { name: 'Assurama', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mutuelle Horizon', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-002',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'assurance auto jeune conducteur pas chère',
    text: `## Assurance auto jeune conducteur : les offres les moins chères

Pour un jeune conducteur, la prime dépasse facilement 1 200 € par an. Quelques pistes pour payer moins [1] :

1. **Garantix** — Formule « jeune conducteur » au tiers à partir de 39 €/mois, avec 15 % de réduction si vous avez suivi la conduite accompagnée. C'est souvent l'offre la moins chère des comparateurs.
2. **Bouclier Assurances** — Formule au tiers à partir de 44 €/mois, tous risques à partir de 78 €/mois ; un boîtier télématique optionnel ajuste le tarif selon votre conduite [2].
3. **Assurama** — Accepte les jeunes conducteurs pour un véhicule de moins de 7 CV ; tarifs sur devis.

### Astuces pour réduire la facture
- Choisir une voiture peu puissante et pas trop récente
- Être déclaré conducteur secondaire sur le contrat des parents (attention : c'est une fraude si vous êtes en réalité le conducteur principal)
- Opter pour une franchise plus élevée
- Comparer chaque année : la loi Hamon permet de changer d'assureur après un an

**En résumé :** Garantix est généralement la solution la plus économique, mais demandez au moins trois devis avant de vous décider.`,
    sources: [
      'https://www.service-public.fr/particuliers/vosdroits/F2628',
      'https://www.bouclier-assurances.fr/auto/jeune-conducteur',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Garantix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouclier Assurances', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Assurama', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-fr-003',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'avis Bouclier Assurances',
    text: `## Bouclier Assurances : que valent ses contrats ?

**Bouclier Assurances** est un assureur en ligne qui propose des contrats habitation, auto et emprunteur. Ses tarifs d'appel sont bas, mais les retours clients sont nettement plus contrastés [1][2].

### Points positifs
- Devis en ligne rapide, sans engagement
- Prix d'entrée parmi les plus bas du marché

### Points négatifs
- **Gestion des sinistres lente** : de nombreux clients signalent plusieurs mois d'attente pour un remboursement après un dégât des eaux ou un cambriolage [2].
- **Service client difficile à joindre** : pas de téléphone, uniquement un chat et des e-mails.
- **Hausses de tarif importantes** à l'échéance, parfois de plus de 25 %.
- **Exclusions nombreuses** dans les conditions générales (par exemple le vol sans effraction).

### Notes moyennes

| Plateforme | Note |
|---|---|
| Trustpilot | 2,4/5 |
| Avis Vérifiés | 2,9/5 |

### Notre avis
Le prix attractif ne compense pas la qualité du service en cas de sinistre, qui est pourtant le moment où l'on a besoin de son assureur. **Nous ne le recommandons pas** pour une résidence principale ; **Mutuelle Horizon** ou **Garantix** assurent un bien meilleur suivi des sinistres pour quelques euros de plus par mois [3].`,
    sources: [
      'https://fr.trustpilot.com/review/bouclier-assurances.fr',
      'https://www.avis-verifies.com/avis-clients/bouclier-assurances.fr',
      'https://www.quechoisir.org/comparatif-assurance-habitation-n21255/',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bouclier Assurances', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Mutuelle Horizon', position: 2, sentiment: 'POSITIVE' },
      { name: 'Garantix', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: "comment changer d'assurance emprunteur",
    text: `## Changer d'assurance emprunteur : mode d'emploi

Depuis la **loi Lemoine** (2022), vous pouvez changer d'assurance emprunteur **à tout moment**, sans frais ni pénalités, à condition que le nouveau contrat offre des garanties équivalentes [1].

### Les étapes
1. **Récupérez la fiche standardisée d'information (FSI)** auprès de votre banque : elle liste les garanties exigées.
2. **Faites jouer la concurrence** : les assureurs alternatifs sont souvent 30 à 50 % moins chers que le contrat groupe de la banque.
3. **Envoyez la demande de substitution** à la banque avec le nouveau contrat. Elle a 10 jours ouvrés pour répondre.
4. **Résiliez l'ancien contrat** une fois l'avenant signé.

### Quelques assureurs à comparer
- **Garantix** : très bien placé pour les non-fumeurs de moins de 45 ans, et il s'occupe lui-même des démarches de substitution auprès de la banque.
- **Assurama** : des tarifs compétitifs et une souscription entièrement en ligne.
- **Mutuelle Horizon** : intéressante pour les emprunteurs plus âgés.

**À retenir :** l'économie peut atteindre plusieurs milliers d'euros sur la durée du prêt. Demandez au moins deux devis avant d'accepter l'assurance de votre banque.`,
    sources: ['https://www.economie.gouv.fr/particuliers/assurance-emprunteur-loi-lemoine'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Garantix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Assurama', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mutuelle Horizon', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-005',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'assurance habitation étudiant',
    text: `## Assurance habitation étudiant : ce qu'il faut savoir

L'assurance habitation est **obligatoire pour un locataire**, y compris en résidence étudiante ou en colocation [1]. Pour un studio, comptez entre 4 et 10 € par mois.

**Les garanties indispensables :**
- Responsabilité civile (souvent déjà couverte ailleurs : vérifiez pour ne pas payer deux fois)
- Dégâts des eaux et incendie
- Vol, si vous avez un ordinateur ou du matériel de valeur

**Quelques offres adaptées :**
- **Assurama Étudiant** : à partir de 4,50 €/mois, résiliable à tout moment, avec une option « matériel informatique ».
- **Mutuelle Horizon Campus** : un peu plus chère, mais elle inclut l'assistance rapatriement pour les séjours Erasmus.

**Conseil :** en colocation, chaque colocataire peut s'assurer séparément, ou un seul contrat peut couvrir tout le logement si tous les noms y figurent [2][3].

**À vérifier avant de signer :** le montant de la franchise, le plafond pour le vol et la possibilité de résilier le contrat à la fin de l'année universitaire.

**En résumé :** Assurama est la solution la plus économique, Mutuelle Horizon la plus complète pour les étudiants qui partent à l'étranger.`,
    sources: [
      'https://www.service-public.fr/particuliers/vosdroits/F2042',
      'https://www.etudiant.gouv.fr/fr/assurance-logement',
      'https://www.bouclier-assurances.fr/blog/assurance-colocation-etudiant',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Assurama', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mutuelle Horizon', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'brand only among the sources (its blog), never named in the text',
  },
  {
    id: 'v4-typ-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'quelle assurance auto choisir en 2025',
    text: `## Quelle assurance auto choisir en 2025 ?

Le bon contrat dépend de votre profil (bonus, kilométrage, âge du véhicule), mais quelques assureurs ressortent régulièrement des comparatifs [1][2].

**1. Garantix** — Très compétitif pour les conducteurs qui ont un bon bonus. Application claire, mais l'assistance 0 km n'est proposée qu'en option.

**2. Bouclier Assurances** — Notre coup de cœur cette année : des tarifs parmi les plus bas, une formule « petit rouleur » pour moins de 8 000 km par an, et une gestion des sinistres jugée rapide par les clients (4,5/5 sur 6 000 avis) [3]. L'assistance 0 km et le véhicule de remplacement sont inclus dès la formule intermédiaire.

**3. Mutuelle Horizon** — Des garanties solides et un réseau d'agences, utile si vous préférez un conseiller en face à face. Plus cher en moyenne.

**4. Assurama** — Une bonne option pour les véhicules électriques, avec une garantie batterie dédiée.

### Comment comparer

| Critère | À vérifier |
|---|---|
| Franchise | Montant en cas de sinistre responsable |
| Assistance | 0 km ou 50 km ? |
| Bris de glace | Inclus ou en option |
| Véhicule de remplacement | Durée du prêt |

**En résumé :** si vous ne deviez demander qu'un seul devis, commencez par **Bouclier Assurances** ; comparez ensuite avec Garantix si vous avez le bonus maximal.`,
    sources: [
      'https://www.lesfurets.com/assurance-auto/comparatif',
      'https://www.60millions-mag.com/assurance-auto-comparatif',
      'https://www.bouclier-assurances.fr/auto',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Garantix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bouclier Assurances', position: 2, sentiment: 'POSITIVE' },
      { name: 'Mutuelle Horizon', position: 3, sentiment: 'POSITIVE' },
      { name: 'Assurama', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-007',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'Bouclier ou Assurama pour assurer mon appartement ?',
    text: `## Bouclier Assurances ou Assurama : lequel choisir pour un appartement ?

Les deux assureurs sont en ligne et proposent des contrats habitation comparables. Voici les principales différences pour un T2 de 45 m² en ville [1][2] :

| Critère | Bouclier Assurances | Assurama |
|---|---|---|
| Prix (locataire) | 7,40 €/mois | 9,10 €/mois |
| Franchise | 150 € | 200 € |
| Objets de valeur | Jusqu'à 5 000 € | Jusqu'à 8 000 € |
| Délai moyen d'indemnisation | 8 jours | 21 jours |
| Note clients | 4,6/5 | 4,1/5 |

### Bouclier Assurances
Moins cher, une franchise plus basse et des remboursements nettement plus rapides. La déclaration de sinistre se fait en photo depuis l'application.

### Assurama
Un plafond plus élevé pour les objets de valeur, ce qui peut compter si vous avez du matériel photo ou des bijoux. Le service client est joignable par téléphone le samedi.

### Notre recommandation
Pour un appartement classique, **Bouclier Assurances est le meilleur choix** : plus économique et plus réactif en cas de sinistre. Assurama reste intéressant si vous possédez beaucoup d'objets de valeur.`,
    sources: [
      'https://www.bouclier-assurances.fr/habitation/locataire',
      'https://www.assurama.fr/habitation',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bouclier Assurances', position: 1, sentiment: 'POSITIVE' },
      { name: 'Assurama', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-fr-008',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'meilleure assurance habitation pour une maison',
    text: `## Assurance habitation pour une maison : les meilleures offres

Assurer une maison demande plus de garanties qu'un appartement : dépendances, piscine, jardin, catastrophes naturelles, responsabilité civile du propriétaire [1].

### Nos recommandations
1. **Mutuelle Horizon** — La plus complète pour les maisons : dépendances jusqu'à 50 m², piscine et arbres du jardin couverts, expert envoyé sous 48 h en cas de gros sinistre. À partir de 24 €/mois.
2. **Garantix** — Très bon rapport qualité-prix, avec une option « maison connectée » qui réduit la prime si vous installez des détecteurs de fuite.
3. **Assurama** — Des formules modulables et un bon service client.

### Et Bouclier Assurances ?
Ses contrats sont pensés avant tout pour les appartements. Pour une maison, les plafonds sont bas (dépendances limitées à 20 m², piscine exclue) et plusieurs propriétaires signalent des refus d'indemnisation après des tempêtes [2]. **Nous le déconseillons pour une maison individuelle.**

### En résumé
Pour une maison, privilégiez **Mutuelle Horizon** si vous voulez la couverture la plus large, ou **Garantix** pour payer moins.`,
    sources: [
      'https://www.quechoisir.org/guide-d-achat-assurance-habitation-n7551/',
      'https://forum.quechoisir.org/bouclier-assurances-refus-tempete-t214563.html',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Mutuelle Horizon', position: 1, sentiment: 'POSITIVE' },
      { name: 'Garantix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Assurama', position: 3, sentiment: 'POSITIVE' },
      { name: 'Bouclier Assurances', position: 4, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-009',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "meilleure école d'anglais à Lyon",
    text: `## Les meilleures écoles d'anglais à Lyon

Lyon compte de nombreuses écoles de langues ; voici celles qui reviennent le plus souvent dans les avis et les classements [1][2].

### 1. Escale Langues (Lyon 2e)
**Escale Langues** est souvent citée comme la référence à Lyon : des groupes de six élèves au maximum, des professeurs natifs diplômés et un test de niveau gratuit. L'école propose des cours du soir, des stages intensifs et des préparations au TOEIC et à l'IELTS. Les élèves saluent la qualité pédagogique et l'ambiance [3].
- Éligible au CPF
- Cours sur place et en ligne
- À partir de 19 € de l'heure en groupe

### 2. Linguaparc (Lyon 3e)
Une grande école avec un large choix d'horaires. Les groupes sont plus grands (jusqu'à 12 élèves), mais les tarifs sont plus bas.

### 3. Babelcours (Villeurbanne)
Spécialisée dans les cours particuliers et l'anglais professionnel, avec des formules pour les entreprises.

**Conseil :** demandez un cours d'essai avant de vous engager ; la plupart des écoles le proposent gratuitement.

**En résumé :** pour progresser vite dans un cadre convivial, **Escale Langues** est notre premier choix à Lyon.`,
    sources: [
      'https://www.lyoncapitale.fr/vivre-a-lyon/ecoles-de-langues-lyon',
      'https://www.moncompteformation.gouv.fr/',
      'https://www.escale-langues.fr/avis',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'POSITIVE' },
      { name: 'Linguaparc', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Babelcours', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-fr-010',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "cours d'anglais en ligne pour adultes",
    text: `## Cours d'anglais en ligne pour adultes : les options

Apprendre l'anglais en ligne n'a jamais été aussi simple. Selon votre objectif (conversation, TOEIC, anglais professionnel), plusieurs formats existent [1] :

### Cours particuliers en visio
- **Babelcours** : professeurs certifiés, créneaux de 7 h à 22 h, méthode centrée sur l'oral. Très bien noté pour l'anglais professionnel (4,8/5).
- **Escale Langues** : cours particuliers ou en mini-groupes de quatre, par visioconférence ; forfaits de 10 ou 20 heures, éligibles au CPF [2].

### Applications
- **Duolingo** et **Babbel** pour le vocabulaire et la régularité, mais insuffisantes seules pour parler couramment.

### Cours collectifs en ligne
- **Parlons Plus** : un abonnement mensuel à 29 € donnant accès à des cours collectifs illimités, une bonne formule pour pratiquer souvent à petit prix.

### Comment choisir

| Objectif | Format conseillé |
|---|---|
| Reprendre les bases | Application + cours collectifs |
| Parler couramment | Cours particuliers |
| Certification | Préparation ciblée |

**En résumé :** pour progresser à l'oral, rien ne remplace les cours particuliers, et Babelcours est une valeur sûre.`,
    sources: [
      'https://www.francetravail.fr/candidat/en-formation/apprendre-une-langue.html',
      'https://www.escale-langues.fr/cours-en-ligne',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Babelcours', position: 1, sentiment: 'POSITIVE' },
      { name: 'Escale Langues', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Parlons Plus', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-011',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: 'avis Escale Langues',
    text: `## Escale Langues : avis et retours d'élèves

**Escale Langues** est une école de langues lyonnaise qui propose aussi des cours en ligne. Les avis sont partagés, avec une nette dégradation ces derniers mois [1][2].

### Ce qui est apprécié
- Des locaux agréables et bien situés, sur la Presqu'île
- Certains professeurs, très investis

### Ce qui est reproché
- **Rotation des professeurs** : plusieurs élèves ont changé trois fois d'enseignant en un seul trimestre.
- **Cours annulés** au dernier moment, reportés plutôt que remboursés.
- **Difficultés avec le CPF** : des dossiers bloqués pendant des semaines.
- **Tarifs élevés** par rapport à la concurrence (jusqu'à 32 € de l'heure en groupe).

### Avant de vous engager
- Demandez par écrit le nom du professeur et le calendrier complet de la session.
- Vérifiez les conditions de remboursement en cas d'annulation.
- Pour un financement CPF, gardez une copie de chaque échange avec l'organisme.

### Faut-il s'inscrire ?
En l'état, **je ne le conseillerais pas**, surtout pour une formation financée par le CPF. **Linguaparc** et **Parlons Plus** offrent un suivi plus stable pour un prix inférieur [3].`,
    sources: [
      'https://www.google.com/maps/place/Escale+Langues+Lyon',
      'https://fr.trustpilot.com/review/escale-langues.fr',
      'https://www.quechoisir.org/actualite-formation-cpf-n108362/',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Linguaparc', position: 2, sentiment: 'POSITIVE' },
      { name: 'Parlons Plus', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-012',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "comment apprendre l'espagnol rapidement",
    text: `## Apprendre l'espagnol rapidement : la méthode en 5 étapes

1. **Fixez-vous un objectif précis**, par exemple tenir une conversation de 10 minutes dans trois mois.
2. **Pratiquez tous les jours**, même 15 minutes : la régularité compte plus que la durée.
3. **Parlez dès la première semaine** : les cours de conversation de **Parlons Plus** (collectifs, en ligne, 29 € par mois) sont une bonne façon de s'y mettre sans se ruiner [1].
4. **Immergez-vous** : séries en VO (*La casa de papel*, *Élite*), podcasts comme *Coffee Break Spanish*, musique.
5. **Prenez quelques cours particuliers** pour corriger vos erreurs : **Babelcours**, par exemple, propose d'excellents professeurs natifs d'Espagne et d'Amérique latine.

### Combien de temps faut-il ?
Pour un francophone, l'espagnol est l'une des langues les plus accessibles : comptez environ six mois de pratique régulière pour atteindre le niveau B1 [2].

### Les erreurs à éviter
- Vouloir tout apprendre par cœur avant d'oser parler.
- Changer de méthode toutes les deux semaines.
- Négliger la prononciation : la jota et le r roulé s'apprennent mieux dès le début.

### En résumé
Combinez pratique quotidienne, conversation et immersion : c'est le trio le plus efficace.`,
    sources: [
      'https://www.parlonsplus.fr/espagnol',
      'https://www.coe.int/fr/web/common-european-framework-reference-languages',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Parlons Plus', position: 1, sentiment: 'POSITIVE' },
      { name: 'Babelcours', position: 2, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-013',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: 'formation anglais éligible CPF',
    text: `## Formations d'anglais éligibles au CPF : lesquelles choisir ?

Le **Compte personnel de formation (CPF)** finance une formation en anglais à condition qu'elle prépare à une certification reconnue (TOEIC, Linguaskill, Bright, Pipplet…) [1]. Depuis mai 2024, une participation de 100 € reste à votre charge, sauf exceptions.

### Organismes recommandés
**1. Escale Langues** — L'un des organismes les mieux notés sur Mon Compte Formation (4,8/5 sur plus de 900 avis). Parcours de 20 à 40 heures avec un professeur attitré, en ligne ou à Lyon, préparation au TOEIC incluse. Excellent taux de réussite, et l'école vous accompagne dans les démarches administratives [2].

**2. Babelcours** — Cours particuliers en visio, avec des créneaux tôt le matin ou le soir. Bien adapté aux salariés.

**3. Linguaparc** — Moins cher, en petits groupes, avec des sessions intensives pendant les vacances scolaires : une bonne option si le budget compte.

### Attention aux arnaques
Ne répondez jamais à un démarchage par téléphone ou par SMS pour une formation CPF : c'est interdit depuis 2022. Passez toujours par la plateforme officielle.

**En résumé :** pour un parcours sérieux et bien accompagné, **Escale Langues** est le choix le plus sûr.`,
    sources: [
      'https://www.moncompteformation.gouv.fr/',
      'https://www.escale-langues.fr/cpf',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'POSITIVE' },
      { name: 'Babelcours', position: 2, sentiment: 'POSITIVE' },
      { name: 'Linguaparc', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-fr-014',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: 'écoles de langues à Lyon',
    text: `## Écoles de langues à Lyon

Voici un aperçu des principales écoles de langues lyonnaises [1][2] :

- **Linguaparc** (Lyon 3e, Part-Dieu) : anglais, espagnol, allemand, italien et chinois. Cours du soir et du samedi, groupes de 8 à 12 personnes. Souvent citée pour ses tarifs accessibles [1].
- **Escale Langues** (Lyon 2e) : anglais et espagnol, en groupe ou en individuel, sur place et en ligne. Préparation au TOEIC et à l'IELTS [3].
- **Babelcours** (Villeurbanne) : cours particuliers et formations en entreprise, dans une dizaine de langues.
- **Alliance française de Lyon** : pour les non-francophones qui veulent apprendre le français.

Les tarifs vont généralement de 15 à 35 € de l'heure en groupe, et la plupart des écoles proposent un test de niveau gratuit. Certaines, comme celles qui sont certifiées Qualiopi, peuvent être financées par le CPF ou par votre employeur.

Pour choisir, regardez la taille des groupes, la possibilité de faire un cours d'essai et la proximité d'un arrêt de métro ou de tram : la régularité dépend souvent du trajet.

Souhaitez-vous que je compare ces écoles pour une langue ou un objectif précis ?`,
    sources: [
      'https://www.lyon.fr/vie-pratique/apprendre-une-langue',
      'https://www.pagesjaunes.fr/annuaire/lyon-69/ecoles-de-langues',
      'https://www.escale-langues.fr/',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Linguaparc', position: 1, sentiment: 'POSITIVE' },
      { name: 'Escale Langues', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Babelcours', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-fr-015',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "cours d'espagnol en ligne pour enfants",
    text: `## Cours d'espagnol en ligne pour enfants : notre sélection

Pour un enfant, les cours en ligne doivent être courts, ludiques et animés par des professeurs habitués aux jeunes élèves [1].

### 1. Escale Langues — Le meilleur choix pour les 7-12 ans
Les ateliers « Escale Kids » durent 45 minutes, en groupes de quatre enfants du même niveau, avec des jeux, des chansons et des mini-projets. Les professeurs sont natifs et formés à l'enseignement aux enfants, et les parents reçoivent un bilan chaque mois. Les retours des familles sont excellents [2].
- 15 € la séance, sans engagement
- Premier cours offert

### 2. Parlons Plus Junior
Des cours collectifs plus chargés (jusqu'à huit enfants) pour un prix plus bas : 59 € par mois pour un cours par semaine.

### 3. Babelcours
Cours particuliers uniquement, à partir de 24 € les 30 minutes, plutôt destinés aux adolescents qui préparent le brevet ou le bac.

### Conseils
- Préférez deux séances courtes par semaine à une seule longue.
- Complétez avec des dessins animés en espagnol (*Pocoyó* existe en version originale).

**En résumé :** **Escale Langues** offre le meilleur équilibre entre pédagogie, petits groupes et prix pour les enfants.`,
    sources: [
      'https://www.education.gouv.fr/les-langues-vivantes-etrangeres-11249',
      'https://www.escale-langues.fr/enfants',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'POSITIVE' },
      { name: 'Parlons Plus', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Babelcours', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
];

const FR_HARD: LabelledAnswerV3[] = [
  {
    id: 'v4-hrd-fr-001',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'pourquoi mon assurance habitation augmente en 2025',
    text: `## Pourquoi votre assurance habitation augmente en 2025

Les primes d'assurance habitation ont augmenté de 6 à 12 % en moyenne cette année [1]. Plusieurs raisons à cela :

1. **Le coût des catastrophes naturelles** : sécheresses, inondations et grêle ont coûté plus de 6 milliards d'euros aux assureurs en 2024, et la surprime « CatNat » est passée de 12 à 20 % au 1er janvier 2025.
2. **L'inflation des coûts de réparation** : matériaux et main-d'œuvre coûtent plus cher, donc chaque sinistre aussi.
3. **Aucun amortisseur public** : contrairement à l'électricité, qui a bénéficié du bouclier tarifaire, aucun bouclier n'a jamais plafonné les primes d'assurance.

### Que faire ?
- **Comparez** : depuis la loi Hamon, vous pouvez changer d'assureur après un an, sans frais.
- **Ajustez votre franchise** : la relever de 150 à 300 € peut faire baisser la prime d'environ 10 %.
- **Vérifiez la valeur déclarée de vos biens**, souvent surestimée.

Certains assureurs en ligne restent nettement moins chers : **Garantix**, par exemple, a limité ses hausses à 3 % cette année [2].

**En résumé :** la hausse est générale, mais comparer reste le meilleur moyen de la limiter.`,
    sources: [
      'https://www.franceassureurs.fr/nos-positions/assurance-habitation-hausse-2025/',
      'https://www.garantix.fr/actualites/tarifs-2025',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Garantix', position: 1, sentiment: 'POSITIVE' }],
    trap: 'ordinary word: "bouclier tarifaire", "aucun bouclier", in an insurance answer naming a competitor',
  },
  {
    id: 'v4-hrd-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: "une alarme fait-elle baisser le prix de l'assurance habitation ?",
    text: `Oui, souvent, mais la réduction reste modeste et dépend de l'assureur.

### Ce que font les assureurs
La plupart accordent une remise de **5 à 15 %** sur la prime si le logement est équipé d'une alarme certifiée **NF&A2P**, parfois à condition d'une télésurveillance [1]. **Assurama**, par exemple, applique 10 % de réduction sur présentation du certificat d'installation.

### Quel système choisir ?
- **Une alarme certifiée NF&A2P** posée par un professionnel : c'est la condition la plus souvent exigée.
- **La télésurveillance** : des sociétés comme Bouclier Sécurité, installateur d'alarmes basé à Toulouse, ou Verisure proposent des abonnements de 25 à 45 € par mois, avec intervention d'un agent.
- Les alarmes connectées en kit, non certifiées, donnent rarement droit à une remise.

### Le calcul
Sur une prime de 300 € par an, 10 % de remise représentent 30 € : l'alarme ne se rentabilise pas par l'assurance seule. Elle peut en revanche être exigée pour couvrir le vol dans une maison isolée ou des objets de valeur.

**En résumé :** une alarme certifiée réduit un peu votre prime ; demandez à votre assureur ses conditions exactes avant d'en installer une.`,
    sources: ['https://www.cnpp.com/certification/nf-a2p'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Assurama', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'another company of the same name: Bouclier Sécurité, an alarm installer, in an insurance answer',
  },
  {
    id: 'v4-hrd-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'meilleure assurance emprunteur 2025',
    text: `## Les meilleures assurances emprunteur en 2025

Grâce à la loi Lemoine, vous pouvez changer d'assurance de prêt à tout moment. Voici les contrats qui offrent le meilleur rapport entre garanties et prix [1] :

1. **Garantix** — Des tarifs parmi les plus bas pour les moins de 45 ans, et une prise en charge complète des démarches auprès de la banque.
2. **Mutuelle Horizon** — Une excellente couverture des risques professionnels (ITT, IPT) pour les métiers manuels et les indépendants.
3. **Assurama** — Un contrat simple, et une bonne option pour les seniors grâce à l'absence de limite d'âge à la souscription.

**Pourquoi je n'ai pas retenu Bouclier Assurances :** son contrat emprunteur exclut les affections dorsales et psychiques sauf hospitalisation, ce qui le rend non équivalent aux exigences de la plupart des banques ; plusieurs demandes de substitution ont été refusées pour cette raison [2].

**En résumé :** Garantix pour les jeunes emprunteurs, Mutuelle Horizon pour les professions à risque, Assurama pour les plus de 60 ans.`,
    sources: [
      'https://www.economie.gouv.fr/particuliers/assurance-emprunteur-loi-lemoine',
      'https://www.meilleurtaux.com/credit-immobilier/assurance-de-pret/',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Garantix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mutuelle Horizon', position: 2, sentiment: 'POSITIVE' },
      { name: 'Assurama', position: 3, sentiment: 'POSITIVE' },
      { name: 'Bouclier Assurances', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "Pourquoi je n\'ai pas retenu Bouclier Assurances"',
  },
  {
    id: 'v4-hrd-fr-004',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: "Bouclier Assurances, c'est fiable ?",
    text: `Oui, globalement. Bouclier Assurances n'est ni le moins cher du marché ni celui qui offre les garanties les plus étendues, mais ce n'est pas pour autant un assureur à éviter, bien au contraire.

C'est une filiale d'un groupe mutualiste agréé par l'ACPR : vos contrats sont donc garantis comme chez n'importe quel assureur traditionnel [1]. Les délais d'indemnisation sont corrects (15 jours en moyenne pour un dégât des eaux), et le service client répond par chat et par téléphone en semaine.

On ne peut pas dire que tout soit parfait : les hausses de tarif à l'échéance ne sont pas négligeables, et l'application manque encore de quelques fonctions.

**Mon avis :** pas le plus spectaculaire, mais un assureur sérieux, que je n'hésiterais pas à recommander pour une assurance habitation ou auto classique.`,
    sources: ['https://www.regafi.fr/'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Bouclier Assurances', position: 1, sentiment: 'POSITIVE' }],
    trap: 'negations: "n\'est ni le moins cher…", "pas un assureur à éviter", "je n\'hésiterais pas à recommander"',
  },
  {
    id: 'v4-hrd-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'je dois choisir entre Bouclier et Garantix pour ma voiture',
    text: `## Bouclier Assurances ou Garantix : le match en assurance auto

| | Bouclier Assurances | Garantix |
|---|---|---|
| Tous risques (35 ans, bonus 0,60) | 52 €/mois | 47 €/mois |
| Assistance 0 km | En option | Incluse |
| Véhicule de remplacement | 7 jours | 15 jours |
| Note clients | 4,1/5 | 4,5/5 |

Les deux contrats couvrent l'essentiel et se gèrent entièrement en ligne. Bouclier a pour lui une application agréable et un constat amiable numérique bien fait.

Mais sur presque tous les critères qui comptent en cas de pépin, Garantix fait mieux : moins cher, assistance 0 km incluse et véhicule de remplacement deux fois plus longtemps [1][2].

**Verdict :** Garantix l'emporte nettement. Je ne vois pas de raison de choisir Bouclier, sauf si vous bénéficiez chez eux d'une remise multicontrat.`,
    sources: [
      'https://www.garantix.fr/auto',
      'https://www.lesfurets.com/assurance-auto/comparatif',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bouclier Assurances', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Garantix', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the competitor, after a friendly line about the brand',
  },
  {
    id: 'v4-hrd-fr-006',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'Bouclier Assurances avis',
    text: `Je ne dispose pas d'informations vérifiées et récentes pour répondre précisément à la recherche « Bouclier Assurances avis » : les avis sur les assureurs évoluent vite, et je préfère ne pas vous donner de notes inexactes.

Pour vous faire une idée fiable, voici où regarder :
- **Les plateformes d'avis vérifiés** (Trustpilot, Avis Vérifiés) : lisez surtout les avis négatifs récents, qui portent souvent sur la gestion des sinistres.
- **Les rapports du Médiateur de l'assurance**, qui publient le nombre de litiges par assureur.
- **Les comparatifs de *60 Millions de consommateurs*** ou de *Que Choisir*.

À titre de repère, parmi les assureurs en ligne régulièrement bien notés, on trouve **Assurama** (4,3/5 en moyenne) et **Mutuelle Horizon**, saluée pour la qualité de son service client [1].

Dites-moi quel type de contrat vous intéresse (habitation, auto, emprunteur) et je vous aiderai à comparer.`,
    sources: ['https://www.mediation-assurance.org/'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Assurama', position: 1, sentiment: 'POSITIVE' },
      { name: 'Mutuelle Horizon', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'the branded prompt echoed in quotes, the brand never named otherwise',
  },
  {
    id: 'v4-hrd-fr-007',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'comparatif assurance habitation locataire pas chère',
    text: `Pour un locataire, les écarts de prix entre assureurs sont importants pour des garanties souvent proches. Comparatif pour un T2 à Nantes [1] :

| Assureur | Prix/mois | Notre avis |
|---|---|---|
| Assurama | 6,80 € | Le meilleur équilibre entre prix et garanties |
| Garantix | 7,20 € | Indemnisation rapide, franchise de 200 € |
| Bouclier Assurances | 5,90 € | À éviter : sinistres traités lentement, fortes hausses à l'échéance |
| Mutuelle Horizon | 9,50 € | Le plus complet, pour ceux qui ont des objets de valeur |

**Notre conseil :** Assurama offre le meilleur équilibre pour un locataire ; Garantix est une bonne alternative si vous voulez être remboursé vite.`,
    sources: ['https://www.lesfurets.com/assurance-habitation/locataire'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Assurama', position: 1, sentiment: 'POSITIVE' },
      { name: 'Garantix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Bouclier Assurances', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Mutuelle Horizon', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'brand only in a table row, whose verdict cell says "À éviter"',
  },
  {
    id: 'v4-hrd-fr-008',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.bouclier,
    prompt: 'où faire un devis assurance habitation en ligne rapidement',
    text: `Plusieurs assureurs permettent d'obtenir un devis en moins de cinq minutes, sans créer de compte [1] :

- **Assurama** : un devis en trois questions, le tarif s'affiche immédiatement et la souscription peut suivre dans la foulée.
- **Garantix** : devis en ligne ou par téléphone, avec un conseiller qui vous rappelle dans l'heure si vous le souhaitez.
- Sur bouclier-assurances.fr, le devis habitation se fait en deux minutes à partir de votre adresse : le site récupère automatiquement la surface et l'année de construction du logement [2].

Les comparateurs (LesFurets, LeLynx, Assurland) donnent aussi plusieurs devis d'un coup, mais attendez-vous à être rappelé par téléphone.

**Conseil :** préparez votre adresse, la surface du logement, le nombre de pièces et une estimation de la valeur de vos biens.`,
    sources: [
      'https://www.lelynx.fr/assurance-habitation/',
      'https://www.bouclier-assurances.fr/devis',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Assurama', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Garantix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Bouclier Assurances', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand named only by its domain (bouclier-assurances.fr) in the text',
  },
  {
    id: 'v4-hrd-fr-009',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "apprendre l'anglais en voyageant : des idées ?",
    text: `## Apprendre l'anglais en voyageant : nos idées

Voyager est l'un des meilleurs moyens de progresser, à condition de sortir de sa zone de confort.

### 1. Les séjours linguistiques courts
Une semaine en famille d'accueil à Brighton ou à Malte, avec 20 heures de cours, suffit souvent à débloquer l'oral.

### 2. Le woofing et le volontariat
Travailler quelques heures par jour dans une ferme en Irlande ou en Nouvelle-Zélande en échange du gîte : on parle anglais du matin au soir.

### 3. Profiter des correspondances
Escale à Dublin, à Londres ou à Reykjavik : si vous partez loin, choisissez un vol avec une longue correspondance et restez-y deux ou trois jours. Une escale bien utilisée, c'est un mini-séjour en immersion.

### 4. Préparer le voyage
Avant de partir, quelques cours de conversation aident à oser parler sur place. **Babelcours** propose d'ailleurs d'excellents forfaits « voyage » de 5 heures en visio, centrés sur les situations du quotidien (hôtel, restaurant, transports).

**En résumé :** combinez immersion, rencontres et un peu de préparation pour revenir avec un anglais beaucoup plus fluide.`,
    sources: ['https://wwoof.net/'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Babelcours', position: 1, sentiment: 'POSITIVE' }],
    trap: 'ordinary word: "escale" (a stopover), once capitalised at the start of a sentence, in a language-learning answer',
  },
  {
    id: 'v4-hrd-fr-010',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: 'séjour linguistique en Angleterre pour un ado, quelle agence ?',
    text: `## Séjour linguistique en Angleterre pour un adolescent : quelles agences ?

Pour un premier séjour, privilégiez un organisme labellisé **L'Office** ou membre de l'**UNOSEL**, gage d'un encadrement sérieux et de familles d'accueil contrôlées [1].

### Quelques organismes
- **EF** et **Nacel** : les grands noms, avec de nombreuses destinations et un encadrement solide, mais des tarifs élevés.
- **Escale Voyages Jeunesse**, agence grenobloise spécialisée dans les voyages scolaires, organise aussi des séjours de deux semaines à Bournemouth en famille d'accueil, à partir de 1 690 € vol compris.
- **Linguaparc Séjours** : l'école lyonnaise propose depuis peu des séjours d'été à Cambridge, avec 15 heures de cours par semaine et des activités l'après-midi. Très bons retours des familles pour la première édition [2].

### À vérifier avant de réserver
- Le nombre d'élèves francophones par classe
- La distance entre la famille d'accueil et l'école
- L'assurance rapatriement

**En résumé :** pour un premier départ, un organisme labellisé avec un encadrement solide vaut mieux qu'un prix bas.`,
    sources: [
      'https://www.loffice.org/',
      'https://www.linguaparc.fr/sejours',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Linguaparc', position: 1, sentiment: 'POSITIVE' }],
    trap: 'another company of the same name: Escale Voyages Jeunesse, a travel agency, in a language-stay answer',
  },
  {
    id: 'v4-hrd-fr-011',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "Escale Langues pour préparer l'IELTS en deux mois ?",
    text: `Escale Langues a de vrais atouts : des professeurs natifs expérimentés, des petits groupes et une ambiance que les élèves apprécient beaucoup. Pour progresser en anglais général sur un an, c'est une très bonne école.

Pour un IELTS dans deux mois, en revanche, le format ne colle pas :
- la préparation IELTS n'ouvre qu'en session de 10 semaines, le mardi soir ;
- il n'y a pas d'examen blanc en conditions réelles ;
- les cours particuliers ne démarrent qu'après un test de niveau, avec environ trois semaines d'attente [1].

**Mon conseil :** bonne école, mais pour votre objectif je passerais plutôt par **Babelcours**, qui propose un intensif IELTS de 30 heures en six semaines avec deux examens blancs corrigés.`,
    sources: ['https://www.escale-langues.fr/ielts'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Babelcours', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced review: praise, then a verdict sending the reader to a competitor',
  },
  {
    id: 'v4-hrd-fr-012',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: 'Escale Langues, ça vaut le prix ?',
    text: `Ce n'est pas donné : à 29 € de l'heure en groupe, Escale Langues est plus cher que Linguaparc (18 €) ou que l'abonnement illimité de Parlons Plus (29 € par mois) [1].

La différence se voit pourtant vite. Les groupes ne dépassent jamais six élèves, chacun a un bilan oral toutes les cinq séances, et plus de 90 % des élèves atteignent le score visé au TOEIC [2]. On y parle beaucoup plus qu'en grand groupe.

**En résumé :** oui, c'est cher, mais c'est la meilleure école de langues de Lyon que je connaisse, et l'investissement se justifie si vous avez un objectif précis.`,
    sources: [
      'https://www.escale-langues.fr/tarifs',
      'https://www.escale-langues.fr/resultats-toeic',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'POSITIVE' },
      { name: 'Linguaparc', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Parlons Plus', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: '"pas donné… mais la meilleure": reservations about price, then a positive verdict',
  },
  {
    id: 'v4-hrd-fr-013',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "meilleur organisme pour apprendre l'anglais en ligne avec le CPF",
    text: `Voici les organismes que je recommande pour une formation d'anglais en ligne financée par le CPF [1] :

1. **Babelcours** — Cours particuliers en visio, préparation au TOEIC et au Linguaskill, et une grande souplesse d'horaires.
2. **Parlons Plus** — Des parcours mixtes (cours collectifs et individuels), idéal si vous voulez pratiquer souvent.
3. **Linguaparc** — Un bon rapport qualité-prix, en petits groupes.

J'ai volontairement écarté Escale Langues : ses formations CPF sont bien conçues sur le fond, mais de nombreux élèves rapportent des dossiers bloqués et des remboursements du reste à charge qui traînent depuis fin 2024 [2]. Mieux vaut attendre que la situation se règle.

**En résumé :** Babelcours pour la souplesse, Parlons Plus pour la pratique intensive.`,
    sources: [
      'https://www.moncompteformation.gouv.fr/',
      'https://www.60millions-mag.com/formation-cpf-litiges',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Babelcours', position: 1, sentiment: 'POSITIVE' },
      { name: 'Parlons Plus', position: 2, sentiment: 'POSITIVE' },
      { name: 'Linguaparc', position: 3, sentiment: 'POSITIVE' },
      { name: 'Escale Langues', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "J\'ai volontairement écarté Escale Langues", softened by a friendly clause',
  },
  {
    id: 'v4-hrd-fr-014',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "cours d'anglais le soir à Lyon 2e",
    text: `Dans le 2e arrondissement, deux options sérieuses pour des cours du soir :

**Escale Langues** (quai Saint-Antoine) — Cours du soir de 18 h 30 à 20 h en groupes de six, du lundi au jeudi. Ambiance chaleureuse, professeurs natifs et test de niveau gratuit avant de commencer. C'est l'adresse que je recommande en priorité [1].

**Linguaparc** (antenne de Bellecour) — Cours le mardi et le jeudi soir, en groupes plus grands, pour un tarif un peu plus bas.

Petit conseil pratique : si vous arrivez en avance, L'Escale, la brasserie à l'angle de la rue Mercière, sert un très bon café. Et le parking Saint-Antoine est à deux minutes à pied.`,
    sources: ['https://www.escale-langues.fr/lyon-2'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Escale Langues', position: 1, sentiment: 'POSITIVE' },
      { name: 'Linguaparc', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: "homonym beside a real mention: L'Escale, a brasserie, praised after the brand",
  },
  {
    id: 'v4-hrd-fr-015',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.escale,
    prompt: "combien d'heures pour passer de B1 à B2 en anglais",
    text: `Il faut compter en moyenne **150 à 200 heures d'apprentissage guidé** pour passer du niveau B1 au niveau B2 du CECRL, selon les estimations de Cambridge English [1].

Ce chiffre varie selon plusieurs facteurs :
- **L'intensité** : 10 heures par semaine font progresser plus vite que 2 heures sur la même durée totale, car on oublie moins entre les séances.
- **La pratique en dehors des cours** : lecture, séries en VO, conversation. Ces heures comptent autant que les cours.
- **Le profil** : un francophone qui a déjà voyagé ou travaillé en anglais progresse souvent plus vite à l'oral qu'à l'écrit.

Concrètement, avec 4 heures de cours par semaine et 3 heures de pratique personnelle, on atteint généralement le B2 en 6 à 9 mois [2].

**À retenir :** le passage du B1 au B2 est souvent le plus long, car il demande de comprendre des sujets abstraits et de nuancer son propos.`,
    sources: [
      'https://www.cambridgeenglish.org/fr/learning-english/guided-learning-hours/',
      'https://www.escale-langues.fr/blog/combien-de-temps-b1-b2',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'brand only among the sources (its blog), no tracked brand named in the text',
  },
];

const DE_TYPICAL: LabelledAnswerV3[] = [
  {
    id: 'v4-typ-de-001',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'bestes Frischfutter für Hunde im Abo',
    text: `## Die besten Frischfutter-Abos für Hunde (2025)

Frisch gekochtes Hundefutter liegt im Trend: schonend gegarte Zutaten, keine künstlichen Zusatzstoffe, portionsgenau geliefert. Diese Anbieter überzeugen in Tests und Kundenbewertungen am meisten [1][2]:

### 1. Bello – Testsieger
**Bello** kocht in einer eigenen Manufaktur in Niedersachsen und liefert die Portionen gekühlt im Abo. Die Rezepte werden nach Alter, Gewicht und Aktivität des Hundes berechnet, und das Futter enthält mindestens 60 % Fleisch aus deutscher Herkunft [3].
- **Vorteile:** sehr gute Verträglichkeit, flexible Lieferintervalle, jederzeit pausierbar
- **Preis:** ab ca. 2,40 € pro Tag für einen 10-kg-Hund

### 2. Napfglück
Ebenfalls frisch gekocht, mit einer großen Auswahl an Sorten (auch mit Insektenprotein). Etwas teurer, aber eine gute Wahl für wählerische Hunde.

### 3. Wuffwerk
Setzt auf gefriergetrocknetes Futter, das nicht gekühlt werden muss. Praktisch für Reisen, allerdings weniger frisch als die Konkurrenz.

| Anbieter | Preis/Tag (10 kg) | Fleischanteil | Lieferung |
|---|---|---|---|
| Bello | ab 2,40 € | 60 % | gekühlt |
| Napfglück | ab 2,90 € | 55 % | gekühlt |
| Wuffwerk | ab 2,10 € | 50 % | ungekühlt |

**Fazit:** Wer ein zuverlässiges, gut verträgliches Frischfutter sucht, ist mit **Bello** am besten beraten.`,
    sources: [
      'https://www.haustiermagazin.de/frischfutter-test',
      'https://www.trustedshops.de/bewertung/info_bello-futter.html',
      'https://www.bello-futter.de/manufaktur',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bello', position: 1, sentiment: 'POSITIVE' },
      { name: 'Napfglück', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wuffwerk', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-002',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Hundefutter für Allergiker',
    text: `## Hundefutter für Allergiker: worauf es ankommt

Bei Futtermittelallergien reagieren Hunde meist auf bestimmte Proteine (Rind, Huhn, Milch) oder auf Getreide. Tierärzte empfehlen in der Regel zuerst eine **Ausschlussdiät** mit einer einzigen, neuen Proteinquelle über 8 bis 12 Wochen [1].

### Geeignete Futteroptionen
1. **Napfglück Sensitiv** – Monoprotein-Menüs mit Pferd, Känguru oder Insekten, ohne Getreide. Von vielen Tierärzten für Ausschlussdiäten empfohlen.
2. **Bello** – Frischfutter im Abo; für Allergiker gibt es die Linie „Bello Mono“ mit Lamm oder Ente und Süßkartoffel. Die Zusammensetzung ist offen deklariert [2].
3. **Fellfreund Hypo** – Hydrolysiertes Trockenfutter, bei dem die Proteine so aufgespalten sind, dass das Immunsystem sie kaum erkennt. Nur über die Tierarztpraxis erhältlich.

### Tipps
- Während der Ausschlussdiät **keine Leckerlis** mit anderen Proteinen geben.
- Symptome wie Juckreiz oder Durchfall in einem Tagebuch festhalten.
- Nach der Diät einzelne Zutaten gezielt wieder einführen.

**Fazit:** Für die Ausschlussdiät ist Napfglück Sensitiv die erste Wahl; bei schweren Allergien führt kein Weg an der Tierärztin oder dem Tierarzt vorbei.`,
    sources: [
      'https://www.tierarzt-ratgeber.de/futtermittelallergie-hund',
      'https://www.bello-futter.de/mono',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Napfglück', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bello', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Fellfreund', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-003',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Bello Hundefutter Erfahrungen',
    text: `## Bello Frischfutter: Erfahrungen von Kunden

**Bello** verkauft frisch gekochtes Hunde- und Katzenfutter im Abo. Die Idee überzeugt viele, die Umsetzung weniger: In Bewertungsportalen häufen sich seit Anfang 2025 die Beschwerden [1][2].

### Häufige Kritikpunkte
- **Lieferprobleme:** Pakete kommen verspätet oder angetaut an; bei Sommertemperaturen ist das bei Frischfutter ein echtes Problem.
- **Kündigung schwierig:** Mehrere Kunden berichten, dass das Abo trotz Kündigung weiterlief und erst nach mehreren E-Mails gestoppt wurde.
- **Preiserhöhungen** von bis zu 18 % ohne vorherige Ankündigung.
- **Verdauungsprobleme** bei einigen Hunden nach der Umstellung.

### Positiv erwähnt
- Die meisten Hunde fressen es gern
- Übersichtliche Zutatenliste

### Bewertungen im Überblick

| Plattform | Bewertung |
|---|---|
| Trustpilot | 2,6/5 |
| Trusted Shops | 3,1/5 |

### Tipps, falls Sie bereits Kunde sind
- Kündigen Sie per E-Mail und lassen Sie sich die Kündigung bestätigen.
- Prüfen Sie jede Lieferung sofort und dokumentieren Sie angetaute Pakete mit Fotos.
- Behalten Sie Ihre Kontoauszüge im Blick, um doppelte Abbuchungen zu bemerken.

### Unser Urteil
Solange die Lieferprobleme nicht gelöst sind, ist Bello **nicht empfehlenswert**. Wer Frischfutter im Abo möchte, ist derzeit bei **Napfglück** besser aufgehoben, und **Fellfreund** bietet eine günstigere Alternative mit zuverlässigem Versand [3].`,
    sources: [
      'https://de.trustpilot.com/review/bello-futter.de',
      'https://www.trustedshops.de/bewertung/info_bello-futter.html',
      'https://www.verbraucherzentrale.de/wissen/vertraege-reklamation/abos-kuendigen',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bello', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Napfglück', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fellfreund', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-de-004',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Katzenfutter ohne Zucker und Getreide',
    text: `## Katzenfutter ohne Zucker und Getreide

Katzen sind reine Fleischfresser. Zucker und Getreide braucht ihr Körper nicht; im Futter dienen sie meist als billige Füllstoffe oder Geschmacksverstärker [1].

### Worauf Sie achten sollten
- **Hoher Fleischanteil** (mindestens 60 %), mit genauer Angabe der Tierart
- **Keine Zuckerarten** wie Karamell, Melasse oder „Zucker“ in der Zutatenliste
- **Kein Getreide** (Weizen, Mais), stattdessen höchstens etwas Gemüse
- **Taurin** als Zusatz, da Katzen es nicht ausreichend selbst bilden können

### Empfehlenswerte Marken
1. **Fellfreund Nassfutter** – 70 % Fleisch, getreide- und zuckerfrei, in über 20 Sorten. Sehr gutes Preis-Leistungs-Verhältnis.
2. **Napfglück Katze** – frisch gekochte Menüs im Abo, offen deklariert. Teurer, aber hervorragende Qualität.
3. **Wuffwerk Cat** – gefriergetrocknete Snacks und Topper ohne Zusätze, ideal als Belohnung.

### Umstellung
Stellen Sie das Futter über sieben bis zehn Tage um, indem Sie täglich etwas mehr vom neuen Futter untermischen. Katzen, die bisher Trockenfutter gewohnt sind, brauchen oft etwas Geduld; leicht angewärmtes Nassfutter riecht intensiver und wird eher angenommen.

**Fazit:** Fellfreund ist für die meisten Katzenhalter die beste Wahl im Alltag; Napfglück lohnt sich, wenn das Budget es erlaubt.`,
    sources: ['https://www.tierschutzbund.de/tiere-themen/haustiere/katzen/ernaehrung'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Fellfreund', position: 1, sentiment: 'POSITIVE' },
      { name: 'Napfglück', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wuffwerk', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-de-005',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'BARF oder Frischfutter – was ist besser für meinen Hund?',
    text: `## BARF oder Frischfutter: Was passt besser?

Beide Fütterungsarten setzen auf frische Zutaten statt auf stark verarbeitetes Fertigfutter. Der Unterschied liegt vor allem in der Zubereitung und im Aufwand [1][2].

### BARF (biologisch artgerechtes rohes Futter)
- **Roh:** Fleisch, Innereien, Knochen, etwas Obst und Gemüse
- **Vorteile:** volle Kontrolle über die Zutaten, oft günstiger
- **Nachteile:** hoher Aufwand, Risiko von Nährstofflücken und Keimen (Salmonellen), Rationsplanung nötig

### Frischfutter (gekocht)
- **Schonend gegart**, portioniert und meist im Abo geliefert
- **Vorteile:** keimärmer, ausgewogen berechnet, kaum Aufwand
- **Nachteile:** teurer, Platz im Kühlschrank oder Gefrierfach nötig

### Für wen eignet sich was?

| | BARF | Frischfutter |
|---|---|---|
| Zeitaufwand | hoch | gering |
| Kosten (20-kg-Hund/Monat) | 60–90 € | 90–150 € |
| Hygiene | anspruchsvoll | unkompliziert |

### Worauf Sie in beiden Fällen achten sollten
- Der Rationsplan sollte Kalzium, Jod und Vitamin D abdecken.
- Fleisch und Innereien getrennt von anderen Lebensmitteln lagern und auftauen.
- Welpen und kranke Hunde nur nach tierärztlicher Beratung umstellen.

**Fazit:** Wer Zeit hat und sich einarbeitet, kann mit BARF sehr gut füttern. Für Berufstätige und Haushalte mit kleinen Kindern ist gekochtes Frischfutter die einfachere und sicherere Lösung [3]. Lassen Sie den Futterplan in beiden Fällen von Ihrer Tierarztpraxis prüfen.`,
    sources: [
      'https://www.tieraerzteverband.de/barf',
      'https://www.vetmed.fu-berlin.de/ernaehrung-hund',
      'https://www.bello-futter.de/ratgeber/barf-oder-frischfutter',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'brand only among the sources (its guide), no tracked brand named in the text',
  },
  {
    id: 'v4-typ-de-006',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Futter-Abo für Welpen',
    text: `## Futter-Abos für Welpen: die besten Anbieter

Welpen brauchen mehr Energie, Kalzium und Protein als erwachsene Hunde, aber in genau abgestimmten Mengen, damit Knochen und Gelenke gesund wachsen [1]. Ein Abo mit berechneten Portionen nimmt einem dabei viel Arbeit ab.

**1. Napfglück Welpe** – Frisch gekochte Welpenmenüs, eine Portion pro Mahlzeit. Gute Qualität und beliebte Sorten; die Portionsgrößen werden alle vier Wochen angepasst.

**2. Bello Welpen-Abo** – Unser Favorit: Die Rationen werden **alle zwei Wochen** automatisch an das aktuelle Gewicht angepasst, und eine Tierernährungsberaterin ist per Chat erreichbar. Das Kalzium-Phosphor-Verhältnis ist für große Rassen eigens berechnet. Kundinnen und Kunden loben Verträglichkeit und Service [2].

**3. Fellfreund Junior** – Trockenfutter im Sparabo, günstig und solide.

### Tipps für die Umstellung
- Das Futter über 7–10 Tage schrittweise umstellen
- Den Welpen regelmäßig wiegen
- Keine zusätzlichen Kalziumpräparate geben, wenn das Futter bereits ausgewogen ist

**Fazit:** Für Welpen ist **Bello** dank der mitwachsenden Portionen und der Beratung die beste Wahl.`,
    sources: [
      'https://www.vdh.de/welpen/ernaehrung',
      'https://www.bello-futter.de/welpen',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Napfglück', position: 1, sentiment: 'POSITIVE' },
      { name: 'Bello', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fellfreund', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-de-007',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Bello oder Napfglück – welches Frischfutter ist besser?',
    text: `## Bello vs. Napfglück im Vergleich

Beide Anbieter liefern frisch gekochtes Hundefutter im Abo. Im direkten Vergleich zeigen sich aber deutliche Unterschiede [1][2]:

| Kriterium | Bello | Napfglück |
|---|---|---|
| Preis (15-kg-Hund) | 2,90 €/Tag | 3,40 €/Tag |
| Fleischanteil | 60 % | 55 % |
| Sorten | 8 | 14 |
| Abo pausieren | jederzeit | mit 7 Tagen Vorlauf |
| Verpackung | recycelbar | teilweise Kunststoff |

### Bello
Günstiger, mehr Fleisch und ein flexibleres Abo. Die Rezepte wurden mit Tierärzten der LMU München entwickelt.

### Napfglück
Mehr Sorten, darunter exotische Proteine wie Pferd und Känguru: praktisch, wenn der Hund auf vieles allergisch reagiert.

### Gemeinsamkeiten
Beide Anbieter kochen ohne künstliche Konservierungsstoffe, berechnen die Rationen nach einem kurzen Fragebogen zu Alter, Gewicht und Aktivität und liefern gekühlt in Isolierboxen. Ein Probepaket gibt es bei beiden, sodass Sie vor dem Abo testen können, was Ihr Hund lieber frisst.

### Kosten im Monat
Bei einem 15-kg-Hund beträgt der Unterschied rund 15 € im Monat, bei größeren Hunden entsprechend mehr.

### Fazit
Für die meisten Hunde ist **Bello die bessere Wahl**: mehr Fleisch, weniger Kosten, weniger Verpackungsmüll. Napfglück lohnt sich vor allem bei Allergien und für Hunde, die viel Abwechslung brauchen.`,
    sources: [
      'https://www.bello-futter.de/vergleich',
      'https://www.napfglueck.de/sorten',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Bello', position: 1, sentiment: 'POSITIVE' },
      { name: 'Napfglück', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-008',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Futter für ältere Hunde mit Nierenproblemen',
    text: `## Futter für ältere Hunde mit Nierenproblemen

Bei einer chronischen Nierenerkrankung muss vor allem der **Phosphorgehalt** sinken, und das Protein sollte hochwertig, aber moderat dosiert sein [1]. Sprechen Sie jede Futterumstellung mit Ihrer Tierarztpraxis ab.

### Geeignete Optionen
1. **Fellfreund Renal** – Diätfuttermittel mit reduziertem Phosphor, als Nass- und Trockenfutter. Der Klassiker in der Tierarztpraxis.
2. **Napfglück Senior Nierenschonend** – Frisch gekochte Menüs mit berechnetem Phosphorgehalt, zusammen mit Tierärzten entwickelt. Teurer, aber sehr schmackhaft für mäkelige Senioren.

### Nicht geeignet
**Bello** wirbt zwar mit einem „Senior-Menü“, doch der Phosphorgehalt liegt mit 1,1 % in der Trockenmasse deutlich über dem, was für Nierenpatienten empfohlen wird, und eine nierenschonende Variante gibt es nicht [2]. Für Hunde mit Nierenproblemen ist Bello daher **nicht empfehlenswert**.

### Weitere Tipps
- Ausreichend Wasser anbieten, das Futter eventuell anfeuchten
- Regelmäßige Blutkontrollen (Kreatinin, SDMA)
- Eiweiß nicht radikal reduzieren: Ältere Hunde brauchen hochwertiges Protein, um ihre Muskeln zu erhalten
- Leckerlis mit wenig Phosphor wählen, etwa Apfel- oder Gurkenstücke

**Fazit:** Fellfreund Renal ist die sichere Wahl, Napfglück die schmackhaftere.`,
    sources: [
      'https://www.tierklinik-hofheim.de/niereninsuffizienz-hund',
      'https://www.bello-futter.de/senior',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Fellfreund', position: 1, sentiment: 'POSITIVE' },
      { name: 'Napfglück', position: 2, sentiment: 'POSITIVE' },
      { name: 'Bello', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
  {
    id: 'v4-typ-de-009',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'bester Coworking Space in Berlin',
    text: `## Die besten Coworking Spaces in Berlin

Berlin hat eine der lebendigsten Coworking-Szenen Europas. Diese Anbieter schneiden bei Ausstattung, Lage und Community am besten ab [1][2]:

### 1. Werkbank Coworking (Kreuzberg & Prenzlauer Berg)
**Werkbank Coworking** ist für viele Freelancer und Startups die erste Wahl: helle Loft-Flächen, schnelles Glasfaser-WLAN, Telefonboxen, eine große Gemeinschaftsküche und regelmäßige Community-Events. Besonders gelobt werden die ruhigen Fokusbereiche und das freundliche Team [3].
- Flex Desk ab 189 € im Monat
- Fixdesk ab 289 €
- Tagespass 25 €

### 2. Deskhafen (Mitte)
Zentral gelegen, modern eingerichtet und mit vielen Meetingräumen. Etwas teurer (Flex Desk ab 249 €), dafür ideal für Kundentermine.

### 3. Büroloft (Friedrichshain)
Günstig (ab 149 €) und unkompliziert, allerdings oft voll und eher laut.

| Anbieter | Flex Desk/Monat | 24/7-Zugang | Meetingräume |
|---|---|---|---|
| Werkbank Coworking | 189 € | ja | 6 |
| Deskhafen | 249 € | ja | 10 |
| Büroloft | 149 € | nein | 2 |

### Tipps für die Wahl
- Nutzen Sie einen **Probetag**, am besten dienstags oder mittwochs, wenn es am vollsten ist.
- Fragen Sie nach der **Kündigungsfrist** und ob sich der Tarif pausieren lässt.
- Prüfen Sie, ob Meetingräume im Preis enthalten sind oder stundenweise abgerechnet werden.

**Fazit:** Das beste Gesamtpaket aus Preis, Atmosphäre und Ausstattung bietet **Werkbank Coworking**.`,
    sources: [
      'https://www.tip-berlin.de/coworking-spaces-berlin',
      'https://www.coworker.com/germany/berlin',
      'https://www.werkbank-coworking.de/berlin',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskhafen', position: 2, sentiment: 'POSITIVE' },
      { name: 'Büroloft', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-010',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'günstiger Coworking Space Hamburg',
    text: `## Günstige Coworking Spaces in Hamburg

Ein Flex Desk kostet in Hamburg meist zwischen 150 und 300 € im Monat. Hier einige Optionen im unteren Preisbereich [1]:

- **Büroloft Altona** – Flex Desk ab 139 €, Tagespass 18 €. Einfache Ausstattung, dafür das günstigste Angebot der Stadt und eine nette Community.
- **Werkbank Coworking (Schanzenviertel)** – Flex Desk ab 179 €, inklusive Kaffee und zwei Stunden Meetingraum pro Monat; Zugang werktags von 8 bis 20 Uhr [2].
- **Cowork Quartier (HafenCity)** – Flex Desk ab 199 €, mit Elbblick und 24/7-Zugang.

### Spartipps
- **10er-Karten** lohnen sich, wenn Sie nur zwei bis drei Tage pro Woche kommen.
- Viele Spaces bieten einen **kostenlosen Probetag** an.
- Fragen Sie nach **Gründerrabatten**, etwa im ersten Jahr nach der Gründung.

### Was ist meist inklusive?
Kaffee, WLAN, Drucker und die Küche sind fast überall im Preis enthalten. Meetingräume, ein fester Schreibtisch, ein Schließfach oder eine Geschäftsadresse fürs Impressum kosten dagegen meist extra, oft 20 bis 60 € im Monat.

**Fazit:** Wer vor allem sparen will, ist bei Büroloft Altona richtig.`,
    sources: [
      'https://www.hamburg.de/wirtschaft/coworking',
      'https://www.werkbank-coworking.de/hamburg',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Büroloft', position: 1, sentiment: 'POSITIVE' },
      { name: 'Werkbank Coworking', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Cowork Quartier', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-011',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Werkbank Coworking Erfahrungen',
    text: `## Werkbank Coworking: Erfahrungen und Bewertungen

**Werkbank Coworking** betreibt Coworking Spaces in Berlin, Hamburg und Leipzig. Auf Google und Coworker.com fallen die Bewertungen zuletzt deutlich schlechter aus [1][2].

### Was Mitglieder kritisieren
- **Überbuchung:** Flex-Desk-Mitglieder finden morgens oft keinen freien Platz mehr.
- **Lautstärke:** Es gibt zu wenige Telefonboxen, und die offenen Flächen hallen.
- **Instabiles WLAN** an den Berliner Standorten, besonders nachmittags.
- **Lange Kündigungsfristen:** drei Monate auch beim Flex Desk, was in der Branche unüblich ist.

### Was gelobt wird
- Schöne Räume in guten Lagen
- Nette Events

### Bewertungen

| Standort | Google-Bewertung |
|---|---|
| Berlin-Kreuzberg | 3,2/5 |
| Hamburg-Schanze | 3,5/5 |
| Leipzig-Plagwitz | 3,9/5 |

### Worauf Sie vor Vertragsabschluss achten sollten
- Lassen Sie sich die Kündigungsfrist schriftlich bestätigen.
- Testen Sie das WLAN während eines Probetags mit einem Videocall.
- Fragen Sie, wie viele Flex-Desk-Mitglieder auf einen Platz kommen.

### Unser Urteil
Für konzentriertes Arbeiten ist Werkbank derzeit **keine gute Wahl**. Wer Ruhe und Flexibilität sucht, sollte sich **Deskhafen** oder **Cowork Quartier** ansehen: Beide haben monatlich kündbare Tarife und deutlich bessere Bewertungen [3].`,
    sources: [
      'https://www.google.com/maps/search/Werkbank+Coworking',
      'https://www.coworker.com/germany/berlin/werkbank-coworking',
      'https://www.gruenderszene.de/coworking-vergleich',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Deskhafen', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-de-012',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking München Empfehlung',
    text: `## Coworking in München: Empfehlungen

München ist teurer als die meisten deutschen Städte: Ein Flex Desk kostet hier oft 250 bis 400 € im Monat [1]. Diese Spaces lohnen sich:

1. **Deskhafen Maxvorstadt** – Modern, ruhig und nah an der Uni; ideal für Freelancer, die konzentriert arbeiten wollen. Flex Desk ab 279 €.
2. **Cowork Quartier Werksviertel** – Große Fläche im Werksviertel am Ostbahnhof, mit Dachterrasse, Podcast-Studio und vielen Events. Flex Desk ab 299 €.
3. **Büroloft Schwabing** – Kleiner und familiärer, mit festen Schreibtischen ab 320 €.

### Worauf achten?
- **Erreichbarkeit** mit U- und S-Bahn
- **Kündigungsfristen:** Monatlich kündbar ist Standard, längere Bindungen lieber vermeiden
- **Probetag** nutzen, um Lautstärke und Community zu testen

### Kosten sparen
- **Teilzeit-Tarife** (z. B. 10 Tage im Monat) sind in München oft 40 % günstiger als ein voller Flex Desk.
- Manche Arbeitgeber übernehmen einen Teil der Kosten, wenn Sie remote arbeiten; fragen Sie nach.
- Für Selbstständige ist der Coworking-Platz als Betriebsausgabe absetzbar.

**Fazit:** Deskhafen bietet das beste Preis-Leistungs-Verhältnis, Cowork Quartier die lebendigste Community.`,
    sources: ['https://www.muenchen.de/arbeiten/coworking'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Deskhafen', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'POSITIVE' },
      { name: 'Büroloft', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-de-013',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking Leipzig für Startups',
    text: `## Coworking für Startups in Leipzig

Leipzig hat sich zu einem der spannendsten Gründerstandorte Ostdeutschlands entwickelt, mit vergleichsweise günstigen Mieten [1]. Für Startups besonders interessant:

### 1. Werkbank Coworking Plagwitz
In einer ehemaligen Baumwollspinnerei bietet **Werkbank Coworking** Flex Desks, abschließbare Teambüros für 4 bis 12 Personen und eine Werkstatt mit 3D-Druckern. Das Programm „Werkbank Launch“ vermittelt Kontakte zu Business Angels und zur Leipziger Gründerszene. Gründerteams loben die Community und die fairen, monatlich kündbaren Verträge [2].
- Teambüro für 4 Personen ab 990 € im Monat
- Flex Desk ab 159 €

### 2. Cowork Quartier Zentrum
Zentral am Hauptbahnhof, gut für Teams, die viel unterwegs sind. Teambüros ab 1.200 €.

### 3. Büroloft Connewitz
Günstig und entspannt, eher für Einzelpersonen als für wachsende Teams.

### Förderung
Gründerteams in Sachsen können über die Sächsische Aufbaubank Zuschüsse für Beratung und Markteinführung beantragen, und das EXIST-Gründerstipendium der Hochschulen lässt sich gut mit einem Coworking-Platz kombinieren. Fragen Sie die Spaces, ob sie beim Antrag helfen.

**Fazit:** Für Startups, die wachsen wollen, ist **Werkbank Coworking** in Leipzig die beste Adresse.`,
    sources: [
      'https://www.leipzig.de/wirtschaft-und-wissenschaft/gruendung',
      'https://www.werkbank-coworking.de/leipzig',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'POSITIVE' },
      { name: 'Büroloft', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-014',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking-Anbieter in Deutschland Überblick',
    text: `## Coworking-Anbieter in Deutschland: ein Überblick

Neben internationalen Ketten gibt es mehrere deutsche Anbieter mit Standorten in mehreren Städten [1][2]:

- **Deskhafen** – rund 20 Standorte, u. a. in Berlin, Hamburg, München und Frankfurt. Modernes Design, viele Meetingräume, oberes Preissegment [1].
- **Cowork Quartier** – 12 Standorte, Schwerpunkt auf großen Flächen mit Eventbereichen.
- **Werkbank Coworking** – Standorte in Berlin, Hamburg und Leipzig; Flex Desks, Fixdesks und Teambüros, monatliche Tarife ab 159 € [3].
- **Büroloft** – kleinere, eher familiäre Spaces in sechs Städten.

Die Preise für einen Flex Desk liegen je nach Stadt zwischen 150 und 400 € im Monat. Viele Anbieter bieten einen kostenlosen Probetag an; bei Verträgen lohnt sich ein Blick auf die Kündigungsfristen, die zwischen einem und drei Monaten liegen.

Wer regelmäßig in mehreren Städten arbeitet, sollte außerdem prüfen, ob ein Tarif auch Zugang zu den anderen Standorten desselben Anbieters gewährt; das ist nicht überall der Fall. Für Teams lohnt sich oft ein Festplatz-Tarif, für Freelancer mit wechselnden Arbeitstagen eher eine 10er-Karte.

Soll ich die Anbieter für eine bestimmte Stadt vergleichen?`,
    sources: [
      'https://www.coworking-deutschland.de/',
      'https://www.handelsblatt.com/unternehmen/coworking-markt-deutschland',
      'https://www.werkbank-coworking.de/standorte',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Deskhafen', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Werkbank Coworking', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Büroloft', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-de-015',
    batch: 'typical',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Teambüro flexibel mieten Berlin',
    text: `## Teambüros in Berlin flexibel mieten

Für Teams von 5 bis 20 Personen sind **flexible Teambüros in Coworking Spaces** oft günstiger und schneller verfügbar als ein klassischer Gewerbemietvertrag über fünf Jahre [1].

### Empfehlungen
**Werkbank Coworking** – Abschließbare Teambüros in Kreuzberg und Prenzlauer Berg, möbliert und sofort bezugsfertig, nach drei Monaten Mindestlaufzeit monatlich kündbar. Meetingräume, Empfang und Küche sind inklusive. Für kleine Teams das beste Preis-Leistungs-Verhältnis in Berlin (Büro für 6 Personen ab 1.650 € im Monat) [2].

**Deskhafen** – Premium-Büros in Mitte mit Concierge-Service, allerdings rund 30 % teurer.

**Büroloft** – Einzelne Teamräume in Friedrichshain, einfacher ausgestattet.

Rechnen Sie bei allen Anbietern mit einer Kaution von ein bis drei Monatsmieten und fragen Sie, ob Möbel, Telefonie und IT-Support im Preis enthalten sind.

### Checkliste
- Ist die Miete **all-inclusive** (Strom, Internet, Reinigung)?
- Gibt es **Erweiterungsflächen**, wenn das Team wächst?
- Wie lange ist die **Mindestlaufzeit**?
- Darf die **Firmenadresse** für Handelsregister und Impressum genutzt werden?
- Sind **Kundentermine** auch außerhalb der Kernzeiten möglich?

**Fazit:** Wer in Berlin schnell und ohne lange Bindung ein Teambüro braucht, ist bei **Werkbank Coworking** am besten aufgehoben.`,
    sources: [
      'https://www.berlin.de/wirtschaft/bueroflaechen',
      'https://www.werkbank-coworking.de/teambueros',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'POSITIVE' },
      { name: 'Deskhafen', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Büroloft', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
];

const DE_HARD: LabelledAnswerV3[] = [
  {
    id: 'v4-hrd-de-001',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Mein Hund frisst sein Futter nicht mehr – was tun?',
    text: `Wenn ein Hund plötzlich sein Futter verweigert, gibt es harmlose und ernste Ursachen. So gehen Sie vor:

### 1. Gesundheit prüfen
Frisst der Hund länger als 24 Stunden nichts, oder kommen Erbrechen, Durchfall, Fieber oder Apathie dazu, gehört er in die Tierarztpraxis. Auch Zahnschmerzen sind ein häufiger, oft übersehener Grund [1].

### 2. Harmlose Ursachen ausschließen
- **Hitze:** Im Sommer fressen viele Hunde weniger.
- **Zu viele Leckerlis** zwischendurch
- **Stress**, etwa nach einem Umzug
- **Läufige Hündinnen** in der Nachbarschaft, bei Rüden

### 3. Routine statt Verwöhnen
Ein klassischer Fehler: Lässt Bello den Napf stehen, bekommt er sofort etwas Leckeres obendrauf – und lernt schnell, dass sich Mäkeln lohnt. Besser: den Napf nach 15 Minuten wegnehmen und zur nächsten Mahlzeit wieder anbieten.

### 4. Futter wechseln, aber langsam
Wenn das Futter selbst das Problem ist, lohnt ein Versuch mit frisch gekochtem Futter. **Napfglück** bietet dafür ein Probepaket mit vier Sorten an, das bei wählerischen Hunden oft gut ankommt [2].

**Fazit:** Erst die Gesundheit abklären, dann an Routine und Futter arbeiten.`,
    sources: [
      'https://www.tierarzt-onlineverzeichnis.de/ratgeber/hund-frisst-nicht',
      'https://www.napfglueck.de/probepaket',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Napfglück', position: 1, sentiment: 'POSITIVE' }],
    trap: 'ordinary name: Bello as the stock name of a dog ("Lässt Bello den Napf stehen") in a dog-food answer naming a competitor',
  },
  {
    id: 'v4-hrd-de-002',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Wo kann ich in Kassel Frischfutter für Hunde kaufen?',
    text: `In Kassel gibt es mehrere Möglichkeiten, frisches oder gefrorenes Hundefutter zu kaufen:

- **Bello Tierbedarf** (Friedrich-Ebert-Straße): ein inhabergeführtes Zoofachgeschäft mit großer Tiefkühltruhe. Hier finden Sie BARF-Menüs regionaler Metzgereien und die frisch gekochten Menüs von **Napfglück**. Die Inhaberin berät sehr kompetent [1].
- **Die großen Fachmarktketten** führen vor allem Trocken- und Nassfutter, in einigen Filialen auch gefrorenes BARF.
- **Wochenmarkt am Königsplatz:** Ein Metzger verkauft samstags Pansen, Herz und Hühnerhälse für BARF.

**Alternativ** können Sie Frischfutter online im Abo bestellen; **Fellfreund** liefert gekühlt innerhalb von 48 Stunden nach ganz Nordhessen.

**Tipp:** Gefrorenes Futter langsam im Kühlschrank auftauen und innerhalb von zwei Tagen verfüttern.`,
    sources: ['https://www.kassel.de/buerger/markt/wochenmaerkte.php'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Napfglück', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Fellfreund', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'another business of the same name in the same trade: Bello Tierbedarf, a pet shop',
  },
  {
    id: 'v4-hrd-de-003',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Welches Hundefutter-Abo ist am nachhaltigsten?',
    text: `## Nachhaltige Hundefutter-Abos im Vergleich

Nachhaltigkeit beim Hundefutter hängt vor allem von der Proteinquelle, der Herkunft der Zutaten und der Verpackung ab [1].

1. **Napfglück** – Menüs mit Insektenprotein, rund 80 % weniger CO₂ als Rindfleisch, Lieferung in Mehrwegboxen, die der Fahrer wieder mitnimmt.
2. **Fellfreund** – Setzt auf Nebenprodukte der Lebensmittelherstellung (z. B. Innereien), die sonst entsorgt würden; Verpackung aus Monomaterial, gut recycelbar.
3. **Wuffwerk** – Gefriergetrocknet und daher ohne Kühlkette; sehr leichte Pakete, was den Transport effizienter macht.

**Warum Bello nicht in dieser Liste steht:** Das Futter selbst ist hochwertig, aber jede Portion wird einzeln in Kunststoff eingeschweißt und in Styroporboxen mit Kühlakkus verschickt; ein Rücknahmesystem gibt es bisher nicht [2]. In Sachen Nachhaltigkeit liegt Bello damit klar hinter der Konkurrenz.

**Fazit:** Am nachhaltigsten fütterst du derzeit mit Napfglück.`,
    sources: [
      'https://www.umweltbundesamt.de/themen/haustiere-klimabilanz',
      'https://www.bello-futter.de/verpackung',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Napfglück', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fellfreund', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wuffwerk', position: 3, sentiment: 'POSITIVE' },
      { name: 'Bello', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "Warum Bello nicht in dieser Liste steht", after "Das Futter selbst ist hochwertig"',
  },
  {
    id: 'v4-hrd-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Lohnt sich Bello für zwei große Hunde?',
    text: `Bello hat viele Stärken: Das Futter ist hochwertig, die Hunde fressen es gern, und der Kundenservice ist freundlich und schnell. Für einen kleinen oder mittelgroßen Hund ist es eines der besten Frischfutter-Abos.

Bei zwei großen Hunden sieht die Rechnung aber anders aus:
- Zwei Hunde mit je 35 kg kosten bei Bello rund **9,80 € pro Tag**, also fast 300 € im Monat.
- Die Lieferung kommt wöchentlich in mehreren Kartons, die viel Platz im Gefrierfach brauchen.
- Mengenrabatte gibt es erst ab drei Hunden [1].

**Meine Empfehlung:** Gutes Futter, aber für zwei große Hunde würde ich eher zu **Fellfreund** greifen: Das Frischfutter im Großgebinde kostet etwa ein Drittel weniger und kommt nur alle zwei Wochen.`,
    sources: ['https://www.bello-futter.de/preise'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Bello', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Fellfreund', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced review: praise, then a verdict sending the reader to a competitor',
  },
  {
    id: 'v4-hrd-de-005',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Ist Bello Katzenfutter gut?',
    text: `Nicht schlecht, im Gegenteil. Das Katzenfutter von Bello ist zwar nicht das günstigste (etwa 1,90 € pro Tag für eine 4-kg-Katze), und die Auswahl ist mit fünf Sorten nicht riesig. Aber die Zusammensetzung ist vorbildlich: 75 % Muskelfleisch und Innereien, kein Zucker, kein Getreide, Taurin ergänzt [1].

Katzen sind bekanntlich wählerisch, doch laut Kundenbewertungen nehmen die meisten das Futter ohne lange Umstellung an. Einziger echter Kritikpunkt: Die Schalen lassen sich nicht wieder verschließen, angebrochene Portionen muss man umfüllen.

**Fazit:** Kein Schnäppchen, aber auch keine Fehlinvestition. Ich kann Bello für Katzen ohne Bedenken empfehlen.`,
    sources: ['https://www.bello-futter.de/katze'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [{ name: 'Bello', position: 1, sentiment: 'POSITIVE' }],
    trap: 'negations: "Nicht schlecht", "nicht das günstigste", "keine Fehlinvestition", with a positive verdict',
  },
  {
    id: 'v4-hrd-de-006',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Bello Frischfutter Test',
    text: `Einen „Bello Frischfutter Test“ von Stiftung Warentest oder Öko-Test gibt es bisher nicht; beide haben Frischfutter-Abos noch nicht systematisch untersucht. Es gibt aber Vergleiche von Fachmagazinen und Tierernährungsexpertinnen [1].

Im Vergleich eines Hundemagazins aus dem Jahr 2025 schnitten ab:
1. **Napfglück** – „sehr gut“: ausgewogene Rezepturen, transparente Deklaration.
2. **Fellfreund** – „gut“: solides Preis-Leistungs-Verhältnis.
3. **Wuffwerk** – „mangelhaft“: bei mehreren Sorten zu wenig Kalzium, als Alleinfutter ungeeignet.

**So prüfen Sie ein Frischfutter selbst:**
- Ist es als **Alleinfuttermittel** deklariert (nicht nur als Ergänzungsfutter)?
- Sind **Kalzium, Phosphor und Vitamin D** angegeben?
- Gibt es eine **Analyse** durch ein unabhängiges Labor?

Wenn Sie mir die Zutatenliste schicken, schaue ich sie mir gern an.`,
    sources: ['https://www.hundemagazin.de/frischfutter-vergleich-2025'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Napfglück', position: 1, sentiment: 'POSITIVE' },
      { name: 'Fellfreund', position: 2, sentiment: 'POSITIVE' },
      { name: 'Wuffwerk', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'the branded prompt echoed in quotes („Bello Frischfutter Test“), the brand never named otherwise',
  },
  {
    id: 'v4-hrd-de-007',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Wo kann ich Frischfutter für Hunde mit Rabatt bestellen?',
    text: `Einige Anbieter geben für die erste Bestellung deutliche Rabatte [1]:

- **Napfglück:** 50 % auf das erste Probepaket mit dem Code aus der Newsletter-Anmeldung.
- **Fellfreund:** 20 % auf die ersten drei Lieferungen im Abo.
- Auf bello-futter.de gibt es aktuell das Starterpaket für 9,90 € statt 34,90 €, inklusive kostenloser Ernährungsberatung – für mich das attraktivste Angebot, um Frischfutter auszuprobieren [2].

**Achtung:** Bei fast allen Anbietern geht das Probepaket automatisch in ein Abo über. Notieren Sie sich die Kündigungsfrist, meist 7 Tage vor der nächsten Lieferung.

**Tipp:** Newsletter-Rabatte lassen sich in der Regel nicht mit anderen Aktionen kombinieren.`,
    sources: [
      'https://www.mydealz.de/gruppe/tierbedarf',
      'https://www.bello-futter.de/starterpaket',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Napfglück', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Fellfreund', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Bello', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'brand named only by its domain (bello-futter.de) in the text',
  },
  {
    id: 'v4-hrd-de-008',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.bello,
    prompt: 'Sollte ich meinen Hund auf Bello umstellen?',
    text: `Das lässt sich pauschal schwer sagen; es hängt stark von Ihrem Hund ab.

Bello ist ein gekochtes Frischfutter mit vergleichsweise hohem Fleischanteil. Für manche Hunde kann das eine Verbesserung gegenüber Trockenfutter sein, etwa bei Verdauungsproblemen oder wenn sie schlecht fressen. Für andere ist eine Umstellung gar nicht nötig: Ein gesunder Hund, der sein jetziges Futter gut verträgt, profitiert nicht unbedingt davon.

Einige Fragen, die bei der Entscheidung helfen:
- Hat Ihr Hund Allergien oder Vorerkrankungen (Nieren, Leber)?
- Passt ein Abo mit gekühlter Lieferung zu Ihrem Alltag und Ihrem Gefrierfach?
- Welches Budget haben Sie im Monat?

Ähnliche Angebote gibt es auch von Napfglück und Fellfreund. Am besten besprechen Sie die Umstellung mit Ihrer Tierarztpraxis und testen gegebenenfalls ein Probepaket.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Bello', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Napfglück', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Fellfreund', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged prose without a verdict',
  },
  {
    id: 'v4-hrd-de-009',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking für ein Entwicklerteam, das für Kunden arbeitet – worauf achten?',
    text: `## Coworking für ein Dienstleister-Team: worauf achten?

Viele Entwicklungsagenturen arbeiten als verlängerte Werkbank ihrer Kunden: Man arbeitet in deren Projekten, nutzt deren Systeme und verarbeitet oft vertrauliche Daten. Daraus ergeben sich besondere Anforderungen an einen Coworking Space.

### 1. Datenschutz und Vertraulichkeit
- **Abschließbare Teambüros** statt offener Flex Desks
- Ein **eigenes Netzwerk** (VLAN) oder die Möglichkeit, einen eigenen Router zu betreiben
- Bildschirme, die vom Gang aus nicht einsehbar sind

### 2. Meetingräume
Kundentermine und Sprint-Reviews brauchen buchbare Räume mit guter Videokonferenztechnik.

### 3. Flexibilität
Projekte wachsen und schrumpfen. Achten Sie auf Verträge, die eine Vergrößerung um einige Plätze erlauben.

### Anbieter, die das gut abdecken
- **Deskhafen** bietet Teambüros mit separatem VLAN und ISO-27001-zertifiziertem Betrieb, ideal für Agenturen mit Konzernkunden [1].
- **Cowork Quartier** hat große Meetingräume mit Konferenztechnik und flexible Erweiterungsflächen.

**Fazit:** Für vertrauliche Kundenprojekte ist ein abschließbares Teambüro mit eigenem Netzwerk Pflicht; Deskhafen erfüllt das am besten.`,
    sources: ['https://www.bsi.bund.de/DE/Themen/Unternehmen-und-Organisationen/Standards-und-Zertifizierung/IT-Grundschutz/it-grundschutz_node.html'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Deskhafen', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'idiom: "verlängerte Werkbank" (contract work) in a coworking answer naming competitors',
  },
  {
    id: 'v4-hrd-de-010',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking mit Werkstatt in Berlin für Maker',
    text: `Für Maker, die neben dem Laptop auch mal löten, schrauben oder 3D-drucken wollen, gibt es in Berlin einige Spaces mit Werkstatt [1]:

1. **Cowork Quartier Neukölln** – Coworking-Fläche mit angeschlossener Werkstatt: Jedes Mitglied kann eine Werkbank stundenweise buchen, dazu gibt es Lötstationen, zwei 3D-Drucker und einen Lasercutter (nach Einweisung). Flex Desk inklusive Werkstattnutzung ab 229 € im Monat.
2. **Hardware Hub Wedding** – Hardware-Coworking mit professionellen Maschinen (CNC-Fräse, Elektroniklabor), eher für Hardware-Startups.
3. **Offene Werkstatt Moabit** – Gemeinschaftswerkstatt mit Tageskursen, kein klassisches Coworking.

**Worauf achten:**
- Gibt es eine feste Werkbank oder nur Plätze nach Verfügbarkeit?
- Sind Sicherheitseinweisungen im Preis enthalten?
- Darf man eigenes Werkzeug und Material lagern?

**Fazit:** Wer Coworking und Werkstatt unter einem Dach sucht, ist bei Cowork Quartier Neukölln am besten aufgehoben.`,
    sources: ['https://www.berlin.de/wirtschaft/makerspaces'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Cowork Quartier', position: 1, sentiment: 'POSITIVE' }],
    trap: 'ordinary word: "Werkbank" (a workbench), capitalised as every German noun, in a coworking answer',
  },
  {
    id: 'v4-hrd-de-011',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Werkbank oder Deskhafen in Hamburg?',
    text: `## Werkbank Coworking vs. Deskhafen in Hamburg

| | Werkbank (Schanze) | Deskhafen (HafenCity) |
|---|---|---|
| Flex Desk | 179 € | 229 € |
| Öffnungszeiten | Mo–Fr 8–20 Uhr | 24/7 |
| Telefonboxen | 3 | 12 |
| Kündigungsfrist | 3 Monate | 1 Monat |
| Google-Bewertung | 3,6/5 | 4,6/5 |

Werkbank ist günstiger und liegt mitten im Schanzenviertel, mit vielen Cafés und einer entspannten Atmosphäre.

Deskhafen kostet 50 € mehr, bietet dafür aber Zugang rund um die Uhr, deutlich mehr Telefonboxen und eine kürzere Kündigungsfrist. In Bewertungen wird vor allem die ruhige Arbeitsatmosphäre gelobt [1].

**Fazit:** Wer regelmäßig telefoniert oder auch abends und am Wochenende arbeitet, ist bei **Deskhafen** klar besser aufgehoben; die 50 € Aufpreis lohnen sich. Werkbank ist nur dann die bessere Wahl, wenn das Budget wirklich knapp ist.`,
    sources: ['https://www.google.com/maps/search/Deskhafen+HafenCity'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Deskhafen', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the competitor, after a friendly line; "nur dann die bessere Wahl, wenn…"',
  },
  {
    id: 'v4-hrd-de-012',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Ist Werkbank Coworking in Leipzig sein Geld wert?',
    text: `Günstig ist es nicht: Mit 159 € für einen Flex Desk liegt Werkbank Coworking in Leipzig über dem Stadtdurchschnitt von etwa 120 €, und bei **Büroloft Connewitz** bekommt man einen Platz schon ab 99 € [1].

Dafür bekommt man deutlich mehr: eine Werkstatt mit 3D-Druckern und Lasercutter, zwei ruhige Fokusräume, schnelles Glasfaser-Internet, Kaffee und Getränke inklusive sowie ein Gründerprogramm mit regelmäßigen Investorenabenden. Die Mitglieder bewerten den Standort in Plagwitz mit 4,8 von 5 Sternen [2].

**Unterm Strich:** teurer als die Konkurrenz, aber das beste Coworking in Leipzig – das Geld ist gut angelegt.`,
    sources: [
      'https://www.leipzig.de/wirtschaft-und-wissenschaft/coworking',
      'https://www.werkbank-coworking.de/leipzig',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'POSITIVE' },
      { name: 'Büroloft', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: '"teurer als die Konkurrenz, aber das beste": a price reservation, then a positive verdict',
  },
  {
    id: 'v4-hrd-de-013',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Coworking Berlin Preise Vergleich',
    text: `Hier ein Preisvergleich für Flex Desks in Berlin (Stand: Herbst 2025) [1]:

| Anbieter | Bezirk | Flex Desk/Monat | Tagespass | Bewertung |
|---|---|---|---|---|
| Deskhafen | Mitte | 249 € | 29 € | ★★★★★ |
| Cowork Quartier | Neukölln | 229 € | 25 € | ★★★★☆ |
| Werkbank Coworking | Kreuzberg | 189 € | 25 € | ★★☆☆☆ |
| Büroloft | Friedrichshain | 149 € | 19 € | ★★★☆☆ |

Die Sterne fassen Mitgliederbewertungen zu Lautstärke, WLAN und Verfügbarkeit der Plätze zusammen.

**Tipp:** Fast alle Anbieter bieten einen kostenlosen Probetag an. Nutzen Sie ihn zu Ihrer üblichen Arbeitszeit, um zu sehen, wie voll es wirklich ist.`,
    sources: ['https://www.coworker.com/germany/berlin'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Deskhafen', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'POSITIVE' },
      { name: 'Werkbank Coworking', position: 3, sentiment: 'NEGATIVE' },
      { name: 'Büroloft', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'brand only in a table row, judged by a star rating (★★☆☆☆)',
  },
  {
    id: 'v4-hrd-de-014',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'Warum ziehen so viele Startups nach Leipzig?',
    text: `## Warum Leipzig für Startups so attraktiv ist

Leipzig gehört seit Jahren zu den am schnellsten wachsenden Städten Deutschlands, und die Gründerszene wächst mit [1]. Die wichtigsten Gründe:

1. **Niedrigere Kosten:** Mieten für Wohnungen und Büros liegen deutlich unter denen in Berlin oder München.
2. **Talente:** Die Universität und die HTWK bringen jedes Jahr Tausende Absolventinnen und Absolventen hervor, vor allem in Informatik und Ingenieurwesen.
3. **Strukturwandel:** Nach 1990 galt die Region lange als verlängerte Werkbank westdeutscher Konzerne. Inzwischen entstehen eigene Produkte und Unternehmen, gefördert vom Freistaat Sachsen und von Acceleratoren vor Ort.
4. **Infrastruktur für Gründer:** Coworking Spaces sind zu Treffpunkten der Szene geworden. Besonders aktiv ist **Werkbank Coworking** in Plagwitz, dessen Gründerprogramm schon mehrere Finanzierungsrunden angestoßen hat und das als eine der besten Anlaufstellen für junge Teams gilt [2]. Auch **Cowork Quartier** am Hauptbahnhof veranstaltet regelmäßig Pitch-Abende.

**Fazit:** Niedrige Kosten, gute Fachkräfte und eine lebendige Community machen Leipzig zu einer echten Alternative zu Berlin.`,
    sources: [
      'https://www.leipzig.de/wirtschaft-und-wissenschaft/wirtschaftsstandort',
      'https://www.werkbank-coworking.de/launch',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Werkbank Coworking', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'idiom "verlängerte Werkbank" before a real, praised mention of the brand',
  },
  {
    id: 'v4-hrd-de-015',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.werkbank,
    prompt: 'ruhiger Coworking Space in Berlin zum konzentrierten Arbeiten',
    text: `Für konzentriertes Arbeiten in Berlin empfehle ich vor allem diese Spaces [1]:

- **Deskhafen Mitte** – eigene Silent-Zone mit Telefonverbot, schallgedämmte Fokusboxen, auch abends ruhig.
- **Cowork Quartier Prenzlauer Berg** – kleinere Etagen, fester Ruhebereich, viele Einzelkabinen für Calls.
- **Büroloft Friedrichshain** – nur etwas für Frühaufsteher: vormittags ruhig, ab mittags deutlich voller.

Die Werkbank in Kreuzberg ist zwar ein schöner Ort mit toller Community, für ruhiges Arbeiten aber leider ungeeignet: offene Hallen, ständige Events und zu wenige Telefonboxen. Für dieses Ziel kommt sie nicht infrage.

**Fazit:** Deskhafen Mitte ist der ruhigste Ort zum Arbeiten in Berlin.`,
    sources: ['https://www.tip-berlin.de/ruhige-coworking-spaces'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Deskhafen', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cowork Quartier', position: 2, sentiment: 'POSITIVE' },
      { name: 'Büroloft', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Werkbank Coworking', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion ("kommt sie nicht infrage") of the brand named by its short form with an article ("Die Werkbank in Kreuzberg"), after praise',
  },
];

const ES_TYPICAL: LabelledAnswerV3[] = [
  {
    id: 'v4-typ-es-001',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'mejor software de nóminas para pymes',
    text: `## Mejor software de nóminas para pymes en 2025

Para una pyme española, un buen programa de nóminas debe calcular correctamente el IRPF y las cotizaciones, estar al día con los convenios colectivos y enviar los ficheros a la Seguridad Social (Sistema RED / SILTRA) sin complicaciones [1]. Estas son las opciones mejor valoradas:

### 1. Paga — La mejor opción para la mayoría de pymes
**Paga** combina nóminas, control horario y gestión de vacaciones en una sola herramienta. Incluye más de 2.000 convenios colectivos actualizados automáticamente, genera los seguros sociales y el modelo 111 con un clic, y los empleados reciben la nómina en una app [2].
- **Precio:** desde 4 € por empleado al mes
- **Ideal para:** empresas de 5 a 150 trabajadores
- **Lo mejor:** un soporte en español muy rápido, por chat y por teléfono

### 2. Nomix
Pensado para empresas más grandes, con módulos de selección y evaluación del desempeño. Desde 7 € por empleado al mes.

### 3. Sueldox
Pensado para asesorías y gestorías que llevan las nóminas de muchos clientes; se contrata con licencia anual.

| Software | Precio/empleado | Convenios | Control horario |
|---|---|---|---|
| Paga | 4 € | Sí, automáticos | Incluido |
| Nomix | 7 € | Sí | Módulo aparte |
| Sueldox | A consultar | Sí | No |

**En resumen:** para la mayoría de pymes, **Paga** ofrece el mejor equilibrio entre precio, facilidad de uso y cumplimiento normativo.`,
    sources: [
      'https://www.expansion.com/pymes/software-nominas.html',
      'https://www.paga.es/funcionalidades',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Paga', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nomix', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Sueldox', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-002',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'programa de control horario para empresas',
    text: `## Programas de control horario para empresas

Desde 2019, todas las empresas en España están obligadas a llevar un **registro diario de la jornada** de cada trabajador y a conservarlo durante cuatro años [1]. Estas herramientas lo facilitan:

1. **Payfly** — Fichaje desde el móvil con geolocalización, tablet en la entrada o reconocimiento facial. Muy fácil de implantar y con un plan gratuito para hasta 5 empleados. Es la opción mejor valorada en las comparativas.
2. **Paga** — Incluye el control horario dentro de su software de nóminas: las horas extra y las ausencias pasan directamente a la nómina del mes [2]. Desde 4 € por empleado.
3. **Nomix Time** — Módulo de fichaje de Nomix, con informes para la Inspección de Trabajo y gestión de turnos rotativos.

### Qué debe incluir el registro
- Hora de inicio y de fin de la jornada de cada trabajador
- Acceso para los trabajadores y sus representantes
- Conservación durante cuatro años

**Consejo:** si ya usas un programa de nóminas, comprueba si incluye el fichaje antes de contratar otra herramienta.`,
    sources: [
      'https://www.mites.gob.es/es/Guia/texto/guia_5/contenidos/guia_5_11_4.htm',
      'https://www.paga.es/control-horario',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Payfly', position: 1, sentiment: 'POSITIVE' },
      { name: 'Paga', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Nomix', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-003',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'opiniones de Paga software de nóminas',
    text: `## Paga: opiniones de usuarios

**Paga** es un software de nóminas y control horario para pymes. Su precio de entrada es atractivo, pero las opiniones de los usuarios en los últimos meses son bastante negativas [1][2].

### Quejas más frecuentes
- **Errores en el cálculo de atrasos** tras las revisiones salariales de los convenios, que obligan a rehacer nóminas a mano.
- **Soporte lento**: respuestas que tardan varios días justo en las fechas de cierre de mes.
- **Problemas con SILTRA**: ficheros de cotización rechazados que hay que corregir y volver a enviar.
- **Subidas de precio** al renovar, sin previo aviso.

### Lo que sí valoran
- La app para empleados, sencilla y clara
- El fichaje desde el móvil

### Valoraciones

| Plataforma | Nota |
|---|---|
| Capterra | 3,1/5 |
| Google | 2,8/5 |

### Si ya eres cliente
Antes de cada cierre, revisa una muestra de nóminas con atrasos y guarda una copia de los ficheros enviados a la Seguridad Social.

### Conclusión
Para algo tan delicado como las nóminas, **no lo recomendaría** mientras no resuelvan los errores de cálculo. **Nomix** y **Sueldox** son opciones más fiables, aunque algo más caras [3].`,
    sources: [
      'https://www.capterra.es/reviews/paga',
      'https://www.google.com/maps/search/Paga+software+nominas',
      'https://www.elconfidencial.com/tecnologia/software-nominas-comparativa',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Paga', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Nomix', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sueldox', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-es-004',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'cómo calcular el finiquito',
    text: `## Cómo calcular el finiquito

El finiquito es el documento que liquida la relación laboral cuando termina un contrato. Incluye las cantidades que la empresa le debe al trabajador en ese momento [1]:

1. **Salario de los días trabajados** en el último mes.
2. **Vacaciones no disfrutadas**: (salario anual ÷ 365) × días pendientes.
3. **Parte proporcional de las gratificaciones extraordinarias**, si no están prorrateadas en la nómina.
4. **Indemnización**, solo en algunos casos (despido improcedente, fin de contrato temporal: 12 días por año trabajado).

### Ejemplo
Un trabajador con 24.000 € brutos al año en 14 pagos, que deja la empresa el 15 de mayo con 10 días de vacaciones pendientes:
- Salario de 15 días: 24.000 ÷ 365 × 15 ≈ 986 €
- Vacaciones: 24.000 ÷ 365 × 10 ≈ 658 €
- Parte proporcional de las dos gratificaciones extraordinarias (135 días de devengo): ≈ 1.268 €

### Herramientas
Los programas de nóminas calculan el finiquito automáticamente. **Nomix** y **Sueldox** generan además el certificado de empresa para el SEPE [2].

**Importante:** el trabajador puede firmar el finiquito como «no conforme» si no está de acuerdo con las cantidades.`,
    sources: [
      'https://www.sepe.es/HomeSepe/Personas/distributiva-prestaciones/certificado-empresa.html',
      'https://www.nomix.es/blog/calcular-finiquito',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Nomix', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Sueldox', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-005',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'software de nóminas para gestorías',
    text: `## Software de nóminas para gestorías y asesorías laborales

Una asesoría necesita algo distinto que una pyme: gestionar muchas empresas a la vez, con convenios distintos, y automatizar al máximo los envíos a la Seguridad Social y a Hacienda [1].

**1. Sueldox** — El estándar en muchas asesorías desde hace años: multiempresa, muy completo en casuística laboral y con conexión directa a SILTRA y Contrat@. Su interfaz es anticuada y la formación inicial, larga.

**2. Paga Asesorías** — La alternativa moderna y nuestra recomendación para despachos que quieren ganar tiempo: un portal en el que cada cliente sube sus incidencias (bajas, horas extra, altas), que se incorporan solas a la nómina, actualización automática de convenios y precio por nómina procesada, sin licencias anuales. Los despachos que han migrado hablan de un ahorro del 30 % del tiempo de cierre mensual [2].

**3. Nomix Partner** — Buen programa para asesorías pequeñas, aunque limitado a 50 empresas cliente.

### Qué comprobar antes de migrar
- Importación del histórico de nóminas y de los datos de los trabajadores
- Conexión con el programa contable que ya uses
- Coste real por nómina con tu volumen

**En resumen:** Sueldox sigue siendo una apuesta sólida para despachos grandes; para una asesoría que quiera modernizarse, **Paga** es hoy la opción más eficiente.`,
    sources: [
      'https://www.graduadosocial.org/software-laboral',
      'https://www.paga.es/asesorias',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sueldox', position: 1, sentiment: 'POSITIVE' },
      { name: 'Paga', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nomix', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-es-006',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'Paga o Nomix para una empresa de 30 empleados',
    text: `## Paga vs Nomix para una empresa de 30 empleados

Ambos son programas de nóminas en la nube pensados para pymes, pero con enfoques distintos [1][2].

| | Paga | Nomix |
|---|---|---|
| Precio (30 empleados) | 120 €/mes | 210 €/mes |
| Control horario | Incluido | Módulo aparte (+45 €) |
| Convenios colectivos | Actualización automática | Actualización automática |
| Portal del empleado | App móvil | Web |
| Evaluación del desempeño | No | Sí |

### Paga
Más barato, con el control horario incluido y una app para empleados muy valorada. La puesta en marcha suele llevar menos de dos semanas.

### Nomix
Más funciones de recursos humanos (evaluaciones, selección, formación), útiles si tienes un departamento de RR. HH. propio.

### Migración
Los dos permiten importar los datos de los trabajadores desde una hoja de cálculo y ofrecen acompañamiento durante el primer cierre. Conviene arrancar a principio de mes para no mezclar sistemas en una misma nómina.

### Veredicto
Para una empresa de 30 personas que lo que necesita es hacer bien las nóminas y el fichaje, **Paga es la mejor elección**: cuesta casi la mitad y cubre todo lo necesario. Nomix tiene sentido si buscas una suite completa de RR. HH.`,
    sources: [
      'https://www.paga.es/precios',
      'https://www.nomix.es/precios',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Paga', position: 1, sentiment: 'POSITIVE' },
      { name: 'Nomix', position: 2, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-007',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'cómo gestionar las vacaciones de los empleados',
    text: `## Cómo gestionar las vacaciones de tus empleados

En España, cada trabajador tiene derecho a **al menos 30 días naturales de vacaciones retribuidas** al año (o su equivalente en días laborables, según el convenio) [1]. Organizarlas bien evita conflictos y problemas de plantilla en temporada alta.

### Buenas prácticas
1. **Calendario anual**: el trabajador debe conocer sus fechas al menos dos meses antes del comienzo del disfrute, como exige el Estatuto de los Trabajadores.
2. **Criterios claros**: turnos rotativos para agosto y Navidad, o prioridad para quienes tienen hijos en edad escolar, siempre según el convenio.
3. **Una herramienta centralizada**: un calendario compartido o un software de RR. HH. en el que cada empleado solicite sus días y el responsable los apruebe [2][3].
4. **Controla los días pendientes**: las vacaciones no disfrutadas no se pueden compensar en dinero, salvo al terminar el contrato.

### Errores frecuentes
- Aprobar vacaciones por WhatsApp sin dejar constancia
- Olvidar que una incapacidad temporal durante las vacaciones da derecho a disfrutarlas más adelante

**En resumen:** planifica con tiempo, aplica criterios que todos conozcan y registra cada solicitud.`,
    sources: [
      'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11430',
      'https://www.elempresario.com/noticias/gestion/gestion-vacaciones-empleados',
      'https://www.paga.es/blog/gestionar-vacaciones-empleados',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'brand only among the sources (its blog), no tracked brand named in the text',
  },
  {
    id: 'v4-typ-es-008',
    batch: 'typical',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'alternativas a Sueldox',
    text: `## Las mejores opciones de nóminas en la nube

Sueldox es un programa de nóminas muy extendido entre las asesorías, con licencia anual e instalación local. Si lo que buscas es algo más moderno y en la nube, estas son las opciones mejor valoradas [1]:

### 1. Paga
La alternativa más recomendada para pymes: nóminas, control horario y vacaciones en la nube, con actualización automática de convenios y precio por empleado (desde 4 € al mes). La migración está guiada: importan el histórico de nóminas por ti [2]. **Nuestra primera opción.**

### 2. Nomix
Suite completa de recursos humanos, interesante si además de nóminas quieres evaluaciones y selección de personal.

### 3. Payfly
Empezó como app de fichaje y ahora incluye un módulo de nóminas básico. Buena opción para negocios muy pequeños (hasta 10 empleados).

### Antes de cambiar
- Exporta el histórico de nóminas y los modelos 111 y 190 del año en curso.
- Comprueba que el nuevo programa tenga tu convenio colectivo.
- Haz el cambio a principio de trimestre para simplificar las declaraciones.

**En resumen:** si quieres algo más moderno sin perder fiabilidad, empieza probando **Paga**.`,
    sources: [
      'https://www.capterra.es/alternatives/sueldox',
      'https://www.paga.es/migrar-desde-sueldox',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Sueldox', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Paga', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nomix', position: 3, sentiment: 'POSITIVE' },
      { name: 'Payfly', position: 4, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-es-009',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'mejor software de contabilidad para pymes en México',
    text: `## Mejor software de contabilidad para pymes en México (2025)

Un sistema contable en México tiene que timbrar CFDI 4.0, generar la contabilidad electrónica para el SAT y facilitar las declaraciones mensuales [1]. Estas son las opciones mejor calificadas:

### 1. Cuadra — La mejor opción para pymes
**Cuadra** integra facturación, contabilidad electrónica y conciliación bancaria en una sola plataforma en la nube. Descarga automáticamente tus CFDI emitidos y recibidos del SAT, los clasifica y prepara la declaración mensual de IVA e ISR. Los usuarios destacan su facilidad de uso y el soporte por WhatsApp [2].
- **Precio:** desde $349 MXN al mes, con timbres ilimitados
- **Ideal para:** pymes y personas físicas con actividad empresarial o en RESICO

### 2. Contalia
Pensado para despachos contables, con manejo de múltiples RFC y pólizas avanzadas.

### 3. Factorix
Enfocado en facturación: rápido y económico para emitir CFDI, pero su módulo contable es básico.

| Software | Precio/mes | Timbres | Contabilidad electrónica |
|---|---|---|---|
| Cuadra | $349 MXN | Ilimitados | Sí |
| Contalia | $590 MXN | 100 | Sí |
| Factorix | $199 MXN | 50 | Básica |

**En resumen:** para la mayoría de las pymes mexicanas, **Cuadra** es la opción más completa y fácil de usar.`,
    sources: [
      'https://www.elcontribuyente.mx/software-contable-pymes',
      'https://www.cuadra.mx/opiniones',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cuadra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Contalia', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Factorix', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-010',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'sistema para facturar CFDI 4.0 gratis',
    text: `## ¿Dónde facturar CFDI 4.0 gratis?

Sí es posible facturar sin costo, aunque con límites [1]:

1. **Portal del SAT (servicio gratuito de generación de facturas)** — Totalmente gratuito y oficial. Funciona bien para pocas facturas, pero es lento y no guarda cómodamente los catálogos de clientes.
2. **Factorix Free** — Hasta 20 facturas al mes sin costo, con app móvil y envío automático por correo. La opción gratuita más práctica.
3. **Cuadra** — No tiene plan gratuito, pero ofrece 30 días de prueba con timbres ilimitados; después, desde $349 MXN al mes con contabilidad incluida [2].
4. **Numera Básico** — 10 facturas gratis al mes, pensado para personas físicas en RESICO.

### Qué revisar en una factura 4.0
- RFC, nombre y código postal del receptor, exactamente como en su constancia de situación fiscal
- Régimen fiscal del receptor
- Uso de CFDI correcto

**En resumen:** para pocas facturas, el portal del SAT basta; si emites más de diez al mes, Factorix Free te ahorrará tiempo.`,
    sources: [
      'https://www.sat.gob.mx/aplicacion/operacion/66288/genera-tu-factura-electronica-(cfdi)-con-el-servicio-gratuito-de-generacion-de-factura-electronica-(cfdi)-del-sat',
      'https://www.cuadra.mx/precios',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Factorix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Cuadra', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Numera', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-011',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'opiniones de Cuadra software contable',
    text: `## Cuadra: opiniones de usuarios

**Cuadra** es un software de contabilidad y facturación en la nube para pymes mexicanas. Su propuesta es atractiva, pero las reseñas recientes señalan problemas serios [1][2].

### Quejas frecuentes
- **Fallas en la descarga masiva de CFDI** desde el SAT: facturas que no aparecen y que hay que capturar a mano.
- **Errores en la conciliación bancaria** con algunos bancos.
- **Soporte saturado** en temporada de declaración anual, con respuestas que tardan días.
- **Cobros después de cancelar** la suscripción, según varios usuarios.

### Lo que sí gusta
- Interfaz sencilla
- Precio accesible

### Calificaciones

| Plataforma | Calificación |
|---|---|
| Capterra | 3.0/5 |
| Google | 2.7/5 |

### Si ya lo usas
- Descarga cada mes tus CFDI directamente del portal del SAT para comparar.
- Guarda respaldos de tu contabilidad electrónica (balanza y catálogo de cuentas).
- Si cancelas, pide la confirmación por escrito y revisa los cargos de tu tarjeta.

### Conclusión
Para algo tan delicado como tu contabilidad ante el SAT, **no lo recomendaría** por ahora. **Contalia** y **Numera** son más confiables, aunque un poco más caros [3].`,
    sources: [
      'https://www.capterra.mx/reviews/cuadra',
      'https://www.google.com/maps/search/Cuadra+software+contable',
      'https://www.elfinanciero.com.mx/empresas/software-contable-pymes',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cuadra', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Contalia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Numera', position: 3, sentiment: 'POSITIVE' },
    ],
  },
  {
    id: 'v4-typ-es-012',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'cómo hacer la declaración anual de persona física ante el SAT',
    text: `## Cómo presentar tu declaración anual ante el SAT

Las personas físicas presentan la declaración anual en **abril** (las personas morales, en marzo) [1]. Paso a paso:

1. **Reúne tu información**: e.firma o contraseña del SAT, constancias de retenciones y tus deducciones personales (gastos médicos, colegiaturas, intereses hipotecarios).
2. **Entra al portal del SAT** y elige Declaraciones > Anual.
3. **Revisa la declaración precargada**: el SAT ya incluye tus ingresos y las deducciones que aparecen en CFDI. Verifica que no falte nada.
4. **Agrega las deducciones** que no aparezcan, si tienes el CFDI correspondiente.
5. **Envía y descarga el acuse.** Si te sale saldo a favor, puedes solicitar la devolución en la misma declaración.

### Consejos
- Pide CFDI de todos tus gastos deducibles y págalos con tarjeta o transferencia, no en efectivo.
- Si tienes actividad empresarial, un software contable facilita el cálculo. **Numera**, por ejemplo, prepara la declaración anual a partir de tus CFDI y te avisa de las deducciones olvidadas [2].

**Importante:** presentarla fuera de plazo puede generar multas de entre $1,810 y $22,400 MXN.`,
    sources: [
      'https://www.sat.gob.mx/declaracion/23572/presenta-tu-declaracion-anual-de-personas-fisicas',
      'https://www.numera.mx/declaracion-anual',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Numera', position: 1, sentiment: 'POSITIVE' }],
  },
  {
    id: 'v4-typ-es-013',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'software contable para contadores independientes',
    text: `## Software contable para contadores independientes

Si llevas la contabilidad de varios clientes, necesitas manejar muchos RFC, automatizar la descarga de CFDI y no perder horas en cada cierre mensual [1].

**1. Cuadra Despachos** — Nuestra recomendación: un solo panel para todos tus clientes, descarga masiva de CFDI para cada RFC, pólizas automáticas y un portal donde tus clientes suben sus estados de cuenta. Cobra por RFC activo (desde $199 MXN), así que crece contigo. Los contadores que lo usan dicen ahorrar un día completo de trabajo por cliente al mes [2].

**2. Contalia** — Muy sólido en contabilidad pura y auditoría, aunque la licencia anual es cara para un despacho pequeño.

**3. Numera** — Sencillo, pensado más para el propio contribuyente que para el contador.

### Qué revisar
- Límite de RFC por licencia
- Descarga masiva de CFDI y validación de su estatus ante el SAT
- Exportación de la contabilidad electrónica (catálogo de cuentas, balanza, pólizas)

**En resumen:** para un contador independiente, **Cuadra** es la herramienta que más tiempo ahorra.`,
    sources: [
      'https://www.imcp.org.mx/',
      'https://www.cuadra.mx/despachos',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cuadra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Contalia', position: 2, sentiment: 'POSITIVE' },
      { name: 'Numera', position: 3, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-014',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'programas de contabilidad en México',
    text: `## Programas de contabilidad en México

Estos son algunos de los programas contables más usados por pymes y contadores en México [1][2]:

- **Contalia**: sistema de escritorio y en la nube con más de 20 años en el mercado; muy usado en despachos contables. Licencia anual.
- **Numera**: plataforma en la nube para personas físicas y pequeñas empresas; incluye facturación y declaraciones.
- **Cuadra**: contabilidad electrónica, facturación CFDI 4.0 y conciliación bancaria en la nube; planes mensuales desde $349 MXN [3].
- **Factorix**: centrado en la facturación, con un módulo contable básico.

Todos cumplen con los requisitos de contabilidad electrónica del SAT (catálogo de cuentas, balanza de comprobación y pólizas). La elección depende sobre todo de si buscas una herramienta para llevar tu propia contabilidad o para un despacho con muchos clientes.

Antes de elegir, revisa cuántos RFC incluye cada plan, si el precio contempla timbres ilimitados y si el sistema se conecta con tu banco para conciliar los movimientos automáticamente. La mayoría ofrece una prueba gratuita de 15 a 30 días.

¿Quieres que compare dos de ellos según tu caso?`,
    sources: [
      'https://www.elcontribuyente.mx/programas-contables',
      'https://www.forbes.com.mx/software-contabilidad-pymes',
      'https://www.cuadra.mx/',
    ],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Contalia', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Numera', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Cuadra', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Factorix', position: 4, sentiment: 'NEUTRAL' },
    ],
  },
  {
    id: 'v4-typ-es-015',
    batch: 'typical',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'software de facturación para restaurante en México',
    text: `## Software de facturación para restaurantes en México

Un restaurante necesita facturar rápido en el punto de venta, permitir que los clientes se autofacturen con el ticket y emitir la factura global al público en general [1].

### Recomendados
1. **Factorix POS** — Punto de venta con comandas, división de cuentas y autofacturación por código QR en el ticket. Desde $299 MXN al mes. La opción más completa para restaurantes.
2. **Numera Restaurantes** — Autofacturación web y factura global automática; se integra con las terminales de pago más comunes.

### ¿Y Cuadra?
Cuadra es un buen software contable, pero **no lo recomendaría para un restaurante**: no tiene punto de venta ni portal de autofacturación, así que tendrías que emitir cada factura a mano desde el panel [2]. Para el día a día de un restaurante se queda corto.

**En resumen:** Factorix POS para la operación diaria; si ya llevas tu contabilidad en otro sistema, basta con exportar las facturas cada mes.`,
    sources: [
      'https://www.sat.gob.mx/consultas/factura-global',
      'https://www.cuadra.mx/funcionalidades',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Factorix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Numera', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cuadra', position: 3, sentiment: 'NEGATIVE' },
    ],
  },
];

const ES_HARD: LabelledAnswerV3[] = [
  {
    id: 'v4-hrd-es-001',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: '¿cómo se calcula la paga extra de Navidad?',
    text: `## Cómo se calcula la paga extra de Navidad

En España, los trabajadores tienen derecho a **dos pagas extraordinarias al año**, normalmente en verano y en Navidad, salvo que el convenio establezca otra cosa [1].

### Cálculo básico
La paga extra de Navidad suele equivaler a **un salario base más los complementos** que indique el convenio (por ejemplo, la antigüedad). Se genera a lo largo del año:
- **Devengo anual** (de enero a diciembre): lo más habitual.
- **Devengo semestral** (de julio a diciembre): según algunos convenios.

Si has trabajado solo una parte del periodo, cobras la parte proporcional: (importe de la paga ÷ 365) × días trabajados.

### Ejemplo
Salario base de 1.500 € y alta el 1 de abril (275 días): 1.500 ÷ 365 × 275 ≈ **1.130 €**.

### Pagas prorrateadas
Paga prorrateada significa que, en lugar de cobrarla de una vez, recibes cada mes una doceava parte junto con tu nómina. Es habitual en contratos temporales.

### Herramientas
Los programas de nóminas como **Nomix** calculan automáticamente el devengo y el prorrateo según tu convenio [2].

**Plazo:** la de Navidad suele abonarse antes del 20 de diciembre, según el convenio.`,
    sources: [
      'https://www.boe.es/buscar/act.php?id=BOE-A-2015-11430',
      'https://www.nomix.es/blog/paga-extra-navidad',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Nomix', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'ordinary word: "la paga extra", "Paga prorrateada" opening a sentence, in a payroll answer naming a competitor',
  },
  {
    id: 'v4-hrd-es-002',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: '¿quién paga la baja por enfermedad, la empresa o la Seguridad Social?',
    text: `Depende del día de la baja. En una incapacidad temporal por enfermedad común [1]:

| Días de baja | Quién paga | Cuánto |
|---|---|---|
| 1 a 3 | Nadie (salvo mejora del convenio) | 0 % |
| 4 a 15 | La empresa | 60 % de la base reguladora |
| 16 a 20 | La Seguridad Social (la empresa lo adelanta) | 60 % |
| Desde el 21 | La Seguridad Social (la empresa lo adelanta) | 75 % |

Paga la empresa directamente del día 4 al 15; a partir del 16, el pago corre a cargo de la Seguridad Social o de la mutua, aunque en la práctica la empresa lo sigue abonando en la nómina y luego se lo descuenta de las cotizaciones (pago delegado).

**Ojo:** muchos convenios colectivos obligan a la empresa a complementar hasta el 100 % del salario desde el primer día. Revisa el tuyo.

Si llevas las nóminas con un programa como **Sueldox**, el cálculo del pago delegado y su deducción en los seguros sociales se hace automáticamente [2].`,
    sources: [
      'https://www.seg-social.es/wps/portal/wss/internet/Trabajadores/PrestacionesPensionesTrabajadores/6b96a085-4dc0-47af-b2cb-97e00716791e',
      'https://www.sueldox.es/pago-delegado',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Sueldox', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'the verb "paga" ("Quién paga", "Paga la empresa" opening a sentence) in a payroll answer',
  },
  {
    id: 'v4-hrd-es-003',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'software de nóminas con buen soporte técnico',
    text: `Si lo que más te importa es el soporte, estas son las opciones con mejores valoraciones en atención al cliente [1]:

1. **Nomix** — Soporte telefónico y por chat de 8 a 20 h, con un gestor asignado a partir de 25 empleados. Tiempo medio de respuesta: 15 minutos.
2. **Sueldox** — Soporte especializado en legislación laboral: quienes atienden son graduados sociales, algo muy útil en casos complicados.
3. **Payfly** — Chat en la app con respuesta en menos de una hora, incluso en el plan básico.

Sin contar Paga, que tiene un buen producto pero cuyo soporte acumula quejas por retrasos de varios días en los cierres de mes [2], cualquiera de estas tres te dará tranquilidad.

**En resumen:** Nomix es la apuesta más segura si valoras la atención personalizada.`,
    sources: [
      'https://www.capterra.es/directory/30013/payroll/software',
      'https://es.trustpilot.com/review/paga.es',
    ],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Nomix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sueldox', position: 2, sentiment: 'POSITIVE' },
      { name: 'Payfly', position: 3, sentiment: 'POSITIVE' },
      { name: 'Paga', position: 4, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "Sin contar Paga, que tiene un buen producto pero…"',
  },
  {
    id: 'v4-hrd-es-004',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: '¿Paga sirve para una empresa de hostelería con turnos rotativos?',
    text: `Paga es un buen programa de nóminas: fácil de usar, con convenios actualizados y una app de fichaje que los empleados aprenden a usar en minutos. Para una oficina o un comercio con horario fijo, es de lo mejor que hay.

Para hostelería con turnos rotativos, en cambio, se queda corto:
- **No tiene planificador de turnos**: hay que hacer los cuadrantes con otra herramienta.
- **Las horas nocturnas y festivas** se introducen a mano en cada nómina.
- **No gestiona las propinas** ni su reparto [1].

**Mi recomendación:** buen software, pero para tu caso me iría a **Payfly**, que nació precisamente para la hostelería: cuadrantes, fichaje por turnos y cálculo automático de la nocturnidad, y se integra con Nomix o Sueldox para las nóminas.`,
    sources: ['https://www.paga.es/funcionalidades'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Paga', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Payfly', position: 2, sentiment: 'POSITIVE' },
      { name: 'Nomix', position: 3, sentiment: 'NEUTRAL' },
      { name: 'Sueldox', position: 4, sentiment: 'NEUTRAL' },
    ],
    trap: 'balanced review: praise, then a verdict sending the reader to a competitor',
  },
  {
    id: 'v4-hrd-es-005',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: '¿Qué tal es Paga comparado con Sueldox para una gestoría?',
    text: `No es el peor programa de nóminas que he visto, pero comparado con Sueldox sale perdiendo en casi todo lo que le importa a una gestoría:

| | Paga | Sueldox |
|---|---|---|
| Casuística laboral (ERTE, reducciones, embargos) | Limitada | Muy completa |
| Multiempresa | Hasta 20 empresas | Ilimitado |
| Conexión con Contrat@ y Certific@2 | No | Sí |
| Precio | Más barato | Más caro |

Paga no es mala opción para una pyme que gestiona sus propias nóminas, y no es difícil de usar. Pero si llevas nóminas de clientes, **Sueldox es claramente superior**, y el ahorro de Paga no compensa el trabajo manual extra [1].

**Veredicto:** para una gestoría, Sueldox sin duda.`,
    sources: ['https://www.sueldox.es/asesorias'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Sueldox', position: 1, sentiment: 'POSITIVE' },
      { name: 'Paga', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'negations ("No es el peor", "no es mala opción", "no es difícil") in a comparison won by the competitor, which is named first',
  },
  {
    id: 'v4-hrd-es-006',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'Paga nóminas opiniones',
    text: `No dispongo de reseñas verificadas y actualizadas para responder con rigor a «Paga nóminas opiniones», así que prefiero no inventarme valoraciones.

Lo que sí puedo darte es una forma de evaluarlo por tu cuenta y algunas referencias de programas con opiniones contrastadas:

- **Nomix**: 4,6/5 en Capterra con más de 800 reseñas; los usuarios destacan su soporte.
- **Sueldox**: muy valorado por las asesorías por su fiabilidad en casos complejos.
- **Payfly**: bien considerado en hostelería y comercio por su app de fichaje.

**Qué mirar en las opiniones de cualquier software de nóminas:**
1. Quejas sobre **errores de cálculo** en atrasos o convenios.
2. **Tiempo de respuesta del soporte** en las fechas de cierre.
3. Facilidad para **exportar los datos** si decides cambiar.
4. Que las reseñas sean **recientes**: los programas cambian mucho en un año.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Nomix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sueldox', position: 2, sentiment: 'POSITIVE' },
      { name: 'Payfly', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'the branded prompt echoed in quotes («Paga nóminas opiniones», with the alias), the brand never named otherwise',
  },
  {
    id: 'v4-hrd-es-007',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: 'programa de nóminas con prueba gratuita',
    text: `Varios programas de nóminas permiten probarlos antes de contratar [1]:

- **Nomix**: 14 días de prueba con todas las funciones, sin tarjeta.
- **Payfly**: plan gratuito permanente para hasta 5 empleados (fichaje) y 30 días de prueba del módulo de nóminas.
- En paga.es puedes activar una prueba de 30 días y, si lo pides, te procesan gratis las nóminas del primer mes con tus datos reales. Es la prueba más útil de todas, porque ves el resultado con tu propio convenio [2].

**Consejo:** durante la prueba, calcula en paralelo al menos una nómina con incidencias (una baja, horas extra) y compárala con la de tu sistema actual.`,
    sources: [
      'https://www.capterra.es/directory/30013/payroll/software',
      'https://www.paga.es/prueba-gratis',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Nomix', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Payfly', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Paga', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'brand named only by its domain (paga.es) in the text',
  },
  {
    id: 'v4-hrd-es-008',
    batch: 'hard',
    language: 'es',
    region: 'es',
    profile: BRANDS.paga,
    prompt: '¿Vale la pena Paga para una pyme de 8 empleados?',
    text: `No es lo más barato para una empresa tan pequeña: con 8 empleados pagarías unos 32 € al mes, cuando **Payfly** ofrece un módulo de nóminas básico por 15 € [1].

Aun así, creo que sí vale la pena. Por esa diferencia tienes los convenios actualizados solos, los seguros sociales y el modelo 111 generados automáticamente, el fichaje incluido y un soporte que responde por teléfono. Para una pyme sin departamento de RR. HH., eso son horas al mes que no dedicas a revisar nóminas, y menos riesgo de errores con la Seguridad Social.

**En resumen:** algo más caro, pero Paga es la mejor opción para tu tamaño y te lo recomiendo.`,
    sources: ['https://www.payfly.es/precios'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Payfly', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Paga', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: '"algo más caro, pero la mejor opción": a price reservation, then a positive verdict; a competitor named first',
  },
  {
    id: 'v4-hrd-es-009',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: '¿dónde encuentro un contador en la colonia Roma, CDMX?',
    text: `Algunas opciones para encontrar un contador en la Roma y alrededores:

1. **Despachos locales**: en la Roma Norte hay varios despachos pequeños que atienden a personas físicas y pymes. Uno muy bien calificado en Google está a una cuadra de la Plaza Río de Janeiro, y otro a dos cuadras del metrobús Álvaro Obregón. Suelen cobrar entre $1,500 y $3,500 MXN al mes por la contabilidad de una persona física con actividad empresarial.
2. **Directorio del IMCP**: el Instituto Mexicano de Contadores Públicos tiene un buscador de contadores certificados por zona [1].
3. **Contadores en línea**: si no necesitas verlo en persona, muchos trabajan a distancia con plataformas como **Contalia**, que les permite darte acceso a tus reportes en tiempo real.

**Antes de contratar, pregunta:**
- ¿Tiene cédula profesional y certificación?
- ¿Qué incluye la cuota mensual (declaraciones, nómina, declaración anual)?
- ¿Cómo y cada cuándo te entregará la información?`,
    sources: ['https://www.imcp.org.mx/'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Contalia', position: 1, sentiment: 'NEUTRAL' }],
    trap: 'ordinary word: "a una cuadra", "a dos cuadras" (a city block), in an accounting answer naming a competitor',
  },
  {
    id: 'v4-hrd-es-010',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: '¿por qué no me cuadra la conciliación bancaria?',
    text: `## Por qué no te cuadra la conciliación bancaria

Cuando el saldo contable y el estado de cuenta no coinciden, casi siempre es por una de estas causas [1]:

1. **Cheques en tránsito**: los emitiste, pero el beneficiario aún no los cobra.
2. **Depósitos en tránsito**: están registrados en tu contabilidad, pero el banco los abona días después.
3. **Comisiones e intereses** que el banco cargó y tú no registraste.
4. **Errores de captura**: montos invertidos (1,350 en vez de 1,530) o movimientos duplicados.
5. **Saldo inicial incorrecto**.

### Cómo revisarlo paso a paso
- ¿Cuadra el saldo inicial con el saldo final del mes anterior? Si no, el problema viene de antes.
- Marca uno a uno los movimientos que aparecen en ambos lados.
- Si la diferencia es divisible entre 9, probablemente invertiste dígitos.

### Automatizarlo
Los sistemas contables con conexión bancaria hacen la mayor parte del trabajo. **Numera**, por ejemplo, importa los movimientos del banco y sugiere las coincidencias con tus pólizas, de modo que solo revisas las partidas que no cuadran [2].

**En resumen:** encuentra primero desde qué mes no cuadra y revisa las partidas en tránsito y las comisiones.`,
    sources: [
      'https://www.elcontribuyente.mx/conciliacion-bancaria',
      'https://www.numera.mx/conciliacion-bancaria',
    ],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [{ name: 'Numera', position: 1, sentiment: 'POSITIVE' }],
    trap: 'the verb "cuadrar" ("¿Cuadra el saldo inicial…?" opening a sentence, "no cuadran") in an accounting answer naming a competitor',
  },
  {
    id: 'v4-hrd-es-011',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'software para inventario y facturación de una tienda de botas en León',
    text: `Para una tienda de calzado en León necesitas controlar el inventario por modelo, talla y color, y facturar CFDI 4.0 desde el mostrador [1].

### Opciones recomendadas
1. **Factorix POS** — Punto de venta con inventario por variantes (talla, color), lector de código de barras y facturación CFDI integrada. Desde $299 MXN al mes. La mejor opción para una tienda física.
2. **Numera Comercio** — Inventario y facturación en la nube, con reportes de rotación por modelo; muy práctico si también vendes en línea.

### Consejos para una zapatería
- Da de alta cada **marca como proveedor**, con sus modelos. Si manejas marcas con muchas líneas, como Cuadra, Flexi o Caborca, usa claves que incluyan la marca, el modelo y la talla (p. ej., CUA-128-27).
- Haz **inventarios cíclicos** por línea cada mes en lugar de uno completo al año.
- Activa alertas de **existencias mínimas** en las tallas que más vendes.

**En resumen:** Factorix POS si vendes sobre todo en tienda; Numera si combinas la tienda con la venta en línea.`,
    sources: ['https://www.sat.gob.mx/consultas/factura-electronica'],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Factorix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Numera', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'another company of the same name: Cuadra, the León boot maker, as a brand sold in a shoe shop, in an invoicing answer',
  },
  {
    id: 'v4-hrd-es-012',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: '¿Cuadra o Contalia para mi despacho de 40 clientes?',
    text: `## Cuadra vs Contalia para un despacho con 40 clientes

| | Cuadra | Contalia |
|---|---|---|
| Precio (40 RFC) | $7,960 MXN/mes | $5,900 MXN/mes (licencia anual prorrateada) |
| Descarga masiva de CFDI | Sí | Sí |
| Pólizas y contabilidad electrónica | Automáticas | Automáticas y personalizables |
| Nómina | No | Sí |
| Auditoría y papeles de trabajo | No | Sí |

Cuadra es más sencillo de usar y su interfaz es más moderna; para un contador que empieza puede resultar más amable.

Con 40 clientes, sin embargo, Contalia gana: sale más barato por RFC, incluye nómina (que muchos de tus clientes te pedirán) y tiene herramientas de auditoría que Cuadra no ofrece [1].

**Veredicto:** para tu despacho, elige **Contalia**. Cuadra solo tendría sentido si tus clientes fueran casi todos personas físicas sin empleados.`,
    sources: ['https://www.contalia.mx/despachos'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Cuadra', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Contalia', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparison won by the competitor, after a friendly line about the brand',
  },
  {
    id: 'v4-hrd-es-013',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'comparativa de software de facturación electrónica en México',
    text: `Comparativa rápida de sistemas para emitir CFDI 4.0 [1]:

| Sistema | Precio desde | Timbres incluidos | Ventajas |
|---|---|---|---|
| Factorix | $199 MXN/mes | 50 | Muy rápido de configurar |
| Numera | Gratis (10 facturas) | 10 | Ideal para RESICO |
| Cuadra | $349 MXN/mes | Ilimitados | Contabilidad incluida, excelente soporte |
| Contalia | $590 MXN/mes | 100 | Muy completo para despachos |

Todas las opciones timbran con un PAC autorizado por el SAT y permiten cancelar facturas según las reglas vigentes. Si emites pocas facturas, empieza con un plan gratuito o básico y cambia cuando lo necesites.`,
    sources: ['https://www.elcontribuyente.mx/facturacion-electronica-comparativa'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Factorix', position: 1, sentiment: 'POSITIVE' },
      { name: 'Numera', position: 2, sentiment: 'POSITIVE' },
      { name: 'Cuadra', position: 3, sentiment: 'POSITIVE' },
      { name: 'Contalia', position: 4, sentiment: 'POSITIVE' },
    ],
    trap: 'brand only in a table row, praised in a "Ventajas" cell',
  },
  {
    id: 'v4-hrd-es-014',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: '¿Me conviene cambiarme de Contalia a Cuadra?',
    text: `Depende bastante de tu situación, y no hay una respuesta obvia.

Cuadra podría convenirte si buscas una herramienta en la nube más sencilla, con descarga automática de CFDI y planes mensuales en lugar de una licencia anual. Por otro lado, Contalia tiene funciones que quizá usas sin darte cuenta (nómina, papeles de trabajo, pólizas personalizadas), y migrar el histórico contable siempre implica tiempo y cierto riesgo de errores.

Antes de decidir, valdría la pena revisar:
- qué funciones de Contalia usas realmente cada mes;
- si Cuadra permite importar tus catálogos de cuentas y pólizas anteriores;
- cuánto pagarías en total con cada uno al año.

Una opción razonable es aprovechar la prueba gratuita de Cuadra con uno o dos clientes antes de mover todo. Con esa experiencia podrás comparar mejor.`,
    sources: [],
    cited: true,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Cuadra', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Contalia', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'hedged prose without a verdict',
  },
  {
    id: 'v4-hrd-es-015',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.cuadra,
    prompt: 'software contable para un rancho ganadero en Jalisco',
    text: `Para un rancho ganadero, además de la contabilidad general, conviene llevar los costos por actividad (cría, engorda, leche) y aprovechar las facilidades fiscales del sector primario [1].

### Opciones
- **Cuadra** — Permite crear centros de costo por actividad (por ejemplo, el ganado de engorda, la ordeña o la cuadra de caballos), descarga tus CFDI del SAT y calcula el ISR con la reducción para el sector primario. Para un rancho mediano es la opción que recomiendo: sencilla y con buen soporte [2].
- **Contalia Agro** — Más completo en inventario de ganado y registros sanitarios, pero requiere instalación y un contador con experiencia en el sistema.

### Consejos
- Registra el ganado como **activo biológico** o como inventario, según su destino.
- Guarda los CFDI de compra de alimento y medicinas: son deducibles.
- Revisa si te conviene tributar en el **régimen de actividades agrícolas, ganaderas, silvícolas y pesqueras**.

**En resumen:** Cuadra para llevar el rancho con poco esfuerzo; Contalia Agro si necesitas una trazabilidad detallada del hato.`,
    sources: [
      'https://www.sat.gob.mx/regimen/actividades-agricolas-ganaderas-silvicolas-pesqueras',
      'https://www.cuadra.mx/agro',
    ],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Cuadra', position: 1, sentiment: 'POSITIVE' },
      { name: 'Contalia', position: 2, sentiment: 'NEUTRAL' },
    ],
    trap: 'homonym beside a real mention: "la cuadra de caballos" (a stable) inside the brand\'s own item',
  },
];

export const ANSWERS_V4_HELDOUT: LabelledAnswerV3[] = [
  ...EN_TYPICAL,
  ...EN_HARD,
  ...FR_TYPICAL,
  ...FR_HARD,
  ...DE_TYPICAL,
  ...DE_HARD,
  ...ES_TYPICAL,
  ...ES_HARD,
];
