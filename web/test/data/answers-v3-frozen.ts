// Written after the rules of analysis/ were frozen (READER_VERSION rules@3), in the shape and
// under the labelling conventions of answers-v3-types.ts, and never used to change the rules:
// its figures estimate how the reader does on text it has not seen. Five new brands (a notes
// app, a UK broadband provider, a French meal kit, a German backup service, a Spanish travel
// agency), each labelled by reading the answer, not by running the code.
import type { BrandProfileInput } from '@/server/analysis/profile';
import type { LabelledAnswerV3 } from './answers-v3-types';

const BRANDS = {
  /** Notes app; "quill" is a pen, Quillon a sword's cross-guard. */
  quillon: {
    brandName: 'Quillon',
    url: 'https://www.quillon.app',
    competitors: ['Notara', 'Scribbly', 'Pagewise'],
    context: 'Quillon: notes, docs and a shared knowledge base for small teams',
  },
  /** UK broadband; a ferry operator is also called Harbourline. */
  harbourline: {
    brandName: 'Harbourline',
    aliases: ['Harbourline Broadband'],
    url: 'https://www.harbourline.co.uk',
    competitors: ['Fibrenest', 'Skylink UK', 'Wavecom'],
    context: 'Harbourline Broadband: full-fibre broadband and phone for UK homes',
  },
  /** French vegetarian meal kits; "verdure" is greenery. */
  verdure: {
    brandName: 'Verdure',
    url: 'https://www.verdure-paniers.fr',
    competitors: ['Potager Express', 'Gustino', 'Frigo Malin'],
    context: 'Verdure : paniers repas végétariens livrés chaque semaine',
  },
  /** German cloud backup; "Wolke" is a cloud. */
  wolkenwerk: {
    brandName: 'Wolkenwerk',
    url: 'https://www.wolkenwerk.de',
    competitors: ['Datenfels', 'Sicherbox', 'Speicherhafen'],
    context: 'Wolkenwerk: Online-Backup und Cloud-Speicher für Privatleute und kleine Firmen',
  },
  /** Spanish travel agency; "brújula" is a compass. */
  brujula: {
    brandName: 'Brújula Viajes',
    aliases: ['Brújula'],
    url: 'https://www.brujulaviajes.es',
    competitors: ['Rumbo Fácil', 'Viajalia', 'Destinox'],
    context: 'Brújula Viajes: agencia de viajes online, vuelos, hoteles y paquetes',
  },
} satisfies Record<string, BrandProfileInput>;

export const ANSWERS_V3_FROZEN: LabelledAnswerV3[] = [
  {
    id: 'v3-frz-en-001',
    batch: 'typical',
    language: 'en',
    region: 'us',
    profile: BRANDS.quillon,
    prompt: 'best note-taking app for a small team',
    text: `For a small team, the best note-taking app is the one people actually open every day. Here are the strongest options in 2025:

### 1. Notara
Notara is the most flexible of the group: databases, wikis and notes in one place. The trade-off is a learning curve, and new members often need a tour before they feel at home.

### 2. Quillon
Quillon keeps things simple. Pages load instantly, search is excellent and the shared spaces make it easy to see what colleagues changed. Teams that found Notara overwhelming usually settle in within a day.

### 3. Scribbly
Scribbly is fine for personal notes, but sharing is clumsy and there is no proper permissions model, so it struggles as a team tool.

**Bottom line:** pick Quillon if you want something everyone will use, or Notara if you need databases and are ready to invest time in setup.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Notara', position: 1, sentiment: 'POSITIVE' },
      { name: 'Quillon', position: 2, sentiment: 'POSITIVE' },
      { name: 'Scribbly', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'ranked sections, the brand second, praise in the paragraph, a split "Bottom line"',
  },
  {
    id: 'v3-frz-en-002',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harbourline,
    prompt: 'cheapest full fibre broadband in Bristol',
    text: `Prices change often, but these are the full-fibre deals available in most Bristol postcodes right now:

| Provider | Speed | Monthly price | Contract | Notes |
|---|---|---|---|---|
| Wavecom | 150 Mb/s | £22 | 18 months | Cheapest, but prices rise every April |
| Harbourline | 500 Mb/s | £27 | 12 months | Best value per Mb/s |
| Fibrenest | 900 Mb/s | £35 | 24 months | Fastest, long contract |

If you just need reliable browsing and streaming, Wavecom's entry plan is the cheapest option. For a household that works from home, Harbourline's 500 Mb/s plan is the better deal: more than three times the speed for £5 more, and a shorter contract.`,
    sources: ['https://www.harbourline.co.uk/fibre', 'https://www.ispreview.co.uk/bristol'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wavecom', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Harbourline', position: 2, sentiment: 'POSITIVE' },
      { name: 'Fibrenest', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'comparison table with a notes column, verdict paragraph',
  },
  {
    id: 'v3-frz-en-003',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harbourline,
    prompt: 'ferry from Portsmouth to the Isle of Wight with a car',
    text: `Three operators run car ferries to the Isle of Wight:

- **Wightlink** sails from Portsmouth to Fishbourne in about 45 minutes, roughly every hour.
- **Red Funnel** runs from Southampton to East Cowes.
- **Harbourline Ferries** operates a smaller seasonal route from Lymington to Yarmouth; it is cheaper in spring but books up quickly in August.

Book early for summer weekends, and check whether your ticket is flexible in case of delays.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'same-name company in another field: Harbourline Ferries',
  },
  {
    id: 'v3-frz-en-004',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.quillon,
    prompt: 'Quillon review',
    text: `There is no single verdict on "Quillon review" searches, since opinions depend on team size and what you need. If you are comparing note-taking tools, these are widely recommended:

1. **Notara** – powerful and endlessly customisable.
2. **Pagewise** – great for wikis and internal documentation.
3. **Scribbly** – simple and free for individuals.

Try two of them with your team for a week before committing.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [
      { name: 'Notara', position: 1, sentiment: 'POSITIVE' },
      { name: 'Pagewise', position: 2, sentiment: 'POSITIVE' },
      { name: 'Scribbly', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'echo of a branded prompt, then competitors only',
  },
  {
    id: 'v3-frz-en-005',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.quillon,
    prompt: 'note app with offline mode for field engineers',
    text: `Field engineers need notes that work with no signal and sync cleanly afterwards.

Pagewise is the one I'd pick: its offline mode covers every page you have opened in the last 30 days, and conflicts are merged line by line.

I left Quillon off the list on purpose. It is pleasant to use at a desk, but offline it only keeps the pages you pinned, and edits made offline on two devices overwrite each other. For this job, that rules it out.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Pagewise', position: 1, sentiment: 'POSITIVE' },
      { name: 'Quillon', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'exclusion: "left off the list… rules it out" after a friendly clause',
  },
  {
    id: 'v3-frz-en-006',
    batch: 'typical',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harbourline,
    prompt: 'Harbourline broadband customer service',
    text: `Harbourline's customer service gets mixed reviews [1][2].

**What customers like**
- UK-based phone support that answers within a few minutes most weekdays.
- Engineers who usually turn up on the booked day.

**What customers complain about**
- Evening and weekend support is chat only.
- Compensation for outages has to be claimed manually.

Overall, Harbourline is one of the better providers for support, ahead of Skylink UK, whose call waiting times are notoriously long [3].`,
    sources: ['https://www.trustpilot.com/review/harbourline.co.uk', 'https://www.ofcom.org.uk/complaints', 'https://www.which.co.uk/broadband'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Harbourline', position: 1, sentiment: 'POSITIVE' },
      { name: 'Skylink UK', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'bold pseudo-headings of pros and cons, a closing "Overall" verdict',
  },
  {
    id: 'v3-frz-fr-001',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.verdure,
    prompt: 'meilleur panier repas végétarien',
    text: `Voici les paniers repas végétariens les plus appréciés en France :

1. **Verdure**
   - Des recettes de saison, variées et vraiment savoureuses.
   - Les portions sont généreuses et les légumes arrivent très frais.
2. **Gustino**
   - Un catalogue plus large, avec des options véganes.
   - Les emballages sont encore trop nombreux.
3. **Potager Express**
   - Le moins cher des trois.
   - Recettes répétitives au bout d'un mois.

**En résumé :** Verdure est le meilleur choix si la qualité des produits compte avant tout ; Potager Express convient aux petits budgets.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Verdure', position: 1, sentiment: 'POSITIVE' },
      { name: 'Gustino', position: 2, sentiment: 'NEUTRAL' },
      { name: 'Potager Express', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'liste numérotée avec éloges dans les lignes imbriquées, « En résumé »',
  },
  {
    id: 'v3-frz-fr-002',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.verdure,
    prompt: 'comment aménager un balcon plein sud',
    text: `Un balcon plein sud reçoit beaucoup de soleil : choisissez des plantes qui supportent la chaleur.

Verdure et fraîcheur : misez sur des graminées, de la lavande et un olivier en pot. Arrosez le soir plutôt que le matin, et paillez les pots pour limiter l'évaporation.

Un voile d'ombrage ou un store aide à garder de la verdure même en plein mois d'août.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'nom commun : « verdure », avec majuscule en début de phrase',
  },
  {
    id: 'v3-frz-fr-003',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.verdure,
    prompt: 'Verdure ou Gustino pour une famille de quatre ?',
    text: `Pour une famille de quatre, Verdure a bonne presse et ses recettes plaisent souvent aux adultes. Mais les enfants accrochent moins, les portions « famille » coûtent près de 90 € par semaine et la livraison n'est possible que le mardi.

Gustino propose des menus pensés pour les enfants, des livraisons six jours sur sept et un tarif dégressif à partir de quatre personnes.

Pour une famille, je choisirais Gustino sans hésiter.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Verdure', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Gustino', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'début aimable, puis réserves et verdict pour le concurrent',
  },
  {
    id: 'v3-frz-fr-004',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.verdure,
    prompt: 'panier repas livré à Lyon',
    text: `À Lyon, plusieurs services livrent des paniers repas à domicile [1] :

| Service | Prix par repas | Livraison | Notre avis |
|---|---|---|---|
| Frigo Malin | 5,90 € | Lundi et jeudi | Pratique, mais peu de choix |
| Verdure | 7,50 € | Mardi | Excellente qualité, 100 % végétarien |
| Gustino | 6,80 € | Tous les jours | Très complet |

Si vous mangez de la viande, Gustino est le plus polyvalent ; pour une cuisine végétarienne de qualité, Verdure est la référence [2].`,
    sources: ['https://www.lyon-pratique.fr/paniers-repas', 'https://www.verdure-paniers.fr/lyon'],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Frigo Malin', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Verdure', position: 2, sentiment: 'POSITIVE' },
      { name: 'Gustino', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'tableau avec colonne « Notre avis » puis conclusion',
  },
  {
    id: 'v3-frz-fr-005',
    batch: 'hard',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.verdure,
    prompt: 'panier repas sans engagement',
    text: `La plupart des paniers repas sont désormais sans engagement : vous pouvez suspendre une semaine ou arrêter à tout moment.

Aucun service ne fait mieux que Verdure sur ce point : sans frais, sans préavis et sans justificatif, la pause se fait en deux clics depuis l'application.

Chez Frigo Malin, en revanche, il faut prévenir sept jours à l'avance, ce qui est vite contraignant.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Verdure', position: 1, sentiment: 'POSITIVE' },
      { name: 'Frigo Malin', position: 2, sentiment: 'NEGATIVE' },
    ],
    trap: 'comparaison « aucun ne fait mieux que » et « sans » répété dans un éloge',
  },
  {
    id: 'v3-frz-fr-006',
    batch: 'typical',
    language: 'fr',
    region: 'fr',
    profile: BRANDS.quillon,
    prompt: 'application de prise de notes pour étudiants',
    text: `## Les meilleures applications de prise de notes pour étudiants

### Scribbly
Gratuite et très simple, Scribbly suffit pour prendre des notes en cours. Elle manque toutefois d'outils pour organiser un semestre entier.

### Quillon
Quillon est plus structurée : carnets par matière, recherche dans les PDF et partage facile pour les travaux de groupe. L'offre étudiante est gratuite la première année.

### Notara
Notara est puissante mais demande du temps de prise en main.

**Mon conseil :** commencez par Quillon, c'est l'outil le plus équilibré pour un étudiant.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Scribbly', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Quillon', position: 2, sentiment: 'POSITIVE' },
      { name: 'Notara', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'sections ### sans numéro, « Mon conseil » en conclusion',
  },
  {
    id: 'v3-frz-de-001',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.wolkenwerk,
    prompt: 'bester Online-Backup-Dienst für Privatleute',
    text: `Für private Backups zählen vor allem Zuverlässigkeit, Verschlüsselung und ein fairer Preis. Diese Anbieter schneiden in Tests gut ab:

### 1. Wolkenwerk
Wolkenwerk verschlüsselt alle Daten schon auf dem eigenen Rechner und speichert sie in deutschen Rechenzentren. Die App ist übersichtlich, die Wiederherstellung schnell. Sehr empfehlenswert.

### 2. Datenfels
Datenfels bietet viel Speicher für wenig Geld, allerdings ist die Software umständlich und der Support nur per E-Mail erreichbar.

### 3. Sicherbox
Solide, aber teurer als die beiden anderen.

**Fazit:** Wolkenwerk ist für die meisten Haushalte die beste Wahl.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wolkenwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Datenfels', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Sicherbox', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'Abschnitte ###, „Sehr empfehlenswert“, „Fazit“',
  },
  {
    id: 'v3-frz-de-002',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.wolkenwerk,
    prompt: 'Wolkenwerk oder Speicherhafen für eine kleine Firma?',
    text: `Wolkenwerk ist ein angenehmer Dienst für Privatleute, für eine Firma mit mehreren Arbeitsplätzen aber weniger geeignet: Es gibt keine zentrale Verwaltung der Geräte, keine Versionierung über 30 Tage hinaus und keinen Vertrag zur Auftragsverarbeitung.

Speicherhafen bietet all das, dazu Aufbewahrungsregeln und einen Ansprechpartner für Geschäftskunden.

**Unser Urteil:** Für eine kleine Firma ist Speicherhafen die bessere Wahl. Wolkenwerk können wir hier nicht empfehlen.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Wolkenwerk', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Speicherhafen', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'freundlicher Einstieg, negatives Urteil „können wir nicht empfehlen“',
  },
  {
    id: 'v3-frz-de-003',
    batch: 'multilingual',
    language: 'de',
    region: 'de',
    profile: BRANDS.wolkenwerk,
    prompt: 'Cloud-Speicher mit Ende-zu-Ende-Verschlüsselung',
    text: `| Anbieter | Verschlüsselung | Serverstandort | Preis (1 TB) | Bewertung |
|---|---|---|---|---|
| Wolkenwerk | Ende-zu-Ende | Deutschland | 5,99 € | 4,6/5 |
| Sicherbox | Ende-zu-Ende | Schweiz | 7,99 € | 4,2/5 |
| Datenfels | nur Transport | USA | 3,99 € | 2,9/5 |

Wer Wert auf Datenschutz legt, sollte Datenfels meiden: Die Daten liegen unverschlüsselt auf Servern in den USA. Wolkenwerk und Sicherbox sind beide eine gute Wahl.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Wolkenwerk', position: 1, sentiment: 'POSITIVE' },
      { name: 'Sicherbox', position: 2, sentiment: 'POSITIVE' },
      { name: 'Datenfels', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'Tabelle mit Bewertungsspalte, Warnung vor einem Wettbewerber',
  },
  {
    id: 'v3-frz-de-004',
    batch: 'hard',
    language: 'de',
    region: 'de',
    profile: BRANDS.wolkenwerk,
    prompt: 'Was bedeutet Wolkenwerk in der Malerei?',
    text: `Als „Wolkenwerk“ bezeichnet man in der Kunstgeschichte gemalte oder geschnitzte Wolkenformationen, vor allem in barocken Deckengemälden und Altären. Engel und Heilige scheinen darin zu schweben.

Berühmte Beispiele finden sich in den Kirchen von Ottobeuren und Zwiefalten, wo das Wolkenwerk aus Stuck gearbeitet und vergoldet ist.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'Homonym: „Wolkenwerk“ als Begriff der Kunstgeschichte',
  },
  {
    id: 'v3-frz-de-005',
    batch: 'multilingual',
    language: 'de',
    region: 'at',
    profile: BRANDS.wolkenwerk,
    prompt: 'Backup für Fotos, günstig und sicher',
    text: `Für eine große Fotosammlung lohnt sich ein Dienst mit unbegrenztem oder sehr günstigem Speicher:

- **Datenfels**: der günstigste Anbieter, 2 TB für 6 € im Monat. Für Fotos reicht das, solange man keine Verschlüsselung braucht.
- **Wolkenwerk**: etwas teurer, dafür verschlüsselt und mit automatischem Upload vom Handy. Nichts schlägt Wolkenwerk, wenn es um die Sicherheit privater Fotos geht.
- **Sicherbox**: zuverlässig, aber der Upload großer RAW-Dateien ist langsam.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Datenfels', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Wolkenwerk', position: 2, sentiment: 'POSITIVE' },
      { name: 'Sicherbox', position: 3, sentiment: 'NEUTRAL' },
    ],
    trap: 'Vergleich „Nichts schlägt Wolkenwerk“ in einer Liste',
  },
  {
    id: 'v3-frz-es-001',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'mejor agencia de viajes online en España',
    text: `Estas son las agencias de viajes online mejor valoradas este año:

### 1. Viajalia
Viajalia tiene el catálogo más amplio de paquetes y una atención al cliente rápida. Es la opción más completa.

### 2. Brújula Viajes
Brújula Viajes destaca por sus precios en escapadas de fin de semana y por una web muy fácil de usar. Muy recomendable para viajes cortos.

### 3. Destinox
Destinox es barata, pero las quejas por cancelaciones y reembolsos lentos son frecuentes.

**En resumen:** Viajalia para viajes largos y Brújula Viajes para escapadas.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Viajalia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Brújula Viajes', position: 2, sentiment: 'POSITIVE' },
      { name: 'Destinox', position: 3, sentiment: 'NEGATIVE' },
    ],
    trap: 'secciones ### con elogio en el párrafo; «En resumen»',
  },
  {
    id: 'v3-frz-es-002',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'opiniones Brújula Viajes cancelaciones',
    text: `Las opiniones sobre cómo gestiona Brújula las cancelaciones no son buenas [1]. Muchos clientes cuentan que:

- el reembolso tarda más de dos meses;
- el servicio de atención no responde a los correos;
- los cambios de fecha tienen cargos ocultos.

Sus precios son competitivos, pero si necesitas flexibilidad, no la recomendaría. Rumbo Fácil gestiona las cancelaciones mucho mejor [2].`,
    sources: ['https://www.trustpilot.com/review/brujulaviajes.es', 'https://www.ocu.org/viajes'],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Brújula Viajes', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Rumbo Fácil', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'lista de quejas tras un párrafo que termina en «:», veredicto «no la recomendaría»',
  },
  {
    id: 'v3-frz-es-003',
    batch: 'hard',
    language: 'es',
    region: 'mx',
    profile: BRANDS.brujula,
    prompt: 'cómo orientarse en la montaña sin GPS',
    text: `Sin GPS, lo básico es un mapa topográfico y una brújula.

1. Orienta el mapa con la brújula, alineando el norte del mapa con la aguja.
2. Identifica dos o tres puntos visibles del terreno, como cumbres o ríos.
3. Brújula en mano, toma el rumbo hacia tu destino y cuenta los pasos.

Practica en rutas conocidas antes de salir a zonas nuevas.`,
    sources: [],
    cited: false,
    sentiment: 'NEUTRAL',
    brands: [],
    trap: 'homónimo: «brújula» el instrumento, con mayúscula a comienzo de frase',
  },
  {
    id: 'v3-frz-es-004',
    batch: 'multilingual',
    language: 'es',
    region: 'es',
    profile: BRANDS.brujula,
    prompt: 'agencia online para luna de miel en Tailandia',
    text: `Para una luna de miel en Tailandia conviene una agencia con buena asistencia durante el viaje.

| Agencia | Precio (12 días) | Asistencia 24 h | Nuestra valoración |
|---|---|---|---|
| Viajalia | 3.450 € | Sí | 4,7/5 |
| Destinox | 2.890 € | No | 3,1/5 |
| Brújula Viajes | 3.200 € | Sí | 4,4/5 |

Viajalia y Brújula Viajes ofrecen asistencia en español las 24 horas; Destinox es más barata, pero sin asistencia no la recomendaría para un viaje así.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Viajalia', position: 1, sentiment: 'POSITIVE' },
      { name: 'Destinox', position: 2, sentiment: 'NEGATIVE' },
      { name: 'Brújula Viajes', position: 3, sentiment: 'POSITIVE' },
    ],
    trap: 'tabla con columna de valoración, competidor desaconsejado',
  },
  {
    id: 'v3-frz-en-007',
    batch: 'hard',
    language: 'en',
    region: 'us',
    profile: BRANDS.quillon,
    prompt: 'note taking app that integrates with Slack',
    text: `Both Notara and Quillon integrate with Slack, but they do it differently.

Notara posts page updates to a channel and lets you create pages from a message. Quillon goes further: you can search your whole knowledge base from Slack and get answers with links, which saves a lot of context switching. No other note app beats Quillon here.

If Slack is where your team lives, Quillon is the smoothest choice.`,
    sources: [],
    cited: true,
    sentiment: 'POSITIVE',
    brands: [
      { name: 'Notara', position: 1, sentiment: 'NEUTRAL' },
      { name: 'Quillon', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'comparisons: "no other app beats X", "the smoothest choice"',
  },
  {
    id: 'v3-frz-en-008',
    batch: 'hard',
    language: 'en',
    region: 'gb',
    profile: BRANDS.harbourline,
    prompt: 'is Harbourline broadband good for gaming?',
    text: `Harbourline is a solid all-round provider with fair prices and decent support. For gaming, though, it is not the one to pick: it uses CGNAT by default, so port forwarding needs a paid static IP, and evening latency in busy areas is often above 30 ms.

Gamers will be happier with Fibrenest, which gives every customer a public IP and has consistently low ping.`,
    sources: [],
    cited: true,
    sentiment: 'NEGATIVE',
    brands: [
      { name: 'Harbourline', position: 1, sentiment: 'NEGATIVE' },
      { name: 'Fibrenest', position: 2, sentiment: 'POSITIVE' },
    ],
    trap: 'balanced opening, "not the one to pick" for the need asked',
  },
];
