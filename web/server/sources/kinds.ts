// The kind of a cited domain (docs/guide/sources-and-gaps.md): `own` (the brand's sites),
// `competitor` (a competitor's sites), else the project's own classification (its
// `source_kinds`), else the rule table below, else the blog rule, else `other`. Offline and
// deterministic: no lookup leaves the process.
//
// A rule is one of:
//   "g2.com"          that registrable domain;
//   "amazon.*"        that name under any public suffix (amazon.fr, amazon.co.uk);
//   "*.substack.com"  any site on that shared host (someone.substack.com).
// The blog rule: a domain whose cited pages are all on a `blog.` host or under `/blog` is a
// vendor's blog (`blog`).
import { parse } from 'tldts';

export const OTHER_KINDS = ['review', 'marketplace', 'forum', 'news', 'encyclopedia', 'video', 'social', 'blog', 'other'] as const;
export const SOURCE_KINDS = ['own', 'competitor', ...OTHER_KINDS] as const;
export type OtherKind = (typeof OTHER_KINDS)[number];
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const KIND_RULES: Readonly<Record<Exclude<OtherKind, 'other'>, readonly string[]>> = {
  review: [
    'g2.com', 'capterra.*', 'getapp.*', 'softwareadvice.*', 'trustradius.com', 'trustpilot.*', 'gartner.com', 'appvizer.*',
    'avis-verifies.com', 'quechoisir.org', 'yelp.*', 'tripadvisor.*', 'glassdoor.*', 'sortlist.*', 'clutch.co', 'producthunt.com',
    'comparitech.com', 'pcmag.com', 'tomsguide.com', 'rtings.com', 'lesnumeriques.com', 'selectra.info', 'lesfurets.com',
    'meilleurtaux.com', 'hellosafe.*', 'nerdwallet.com', 'moneysupermarket.com', 'versus.com', 'alternativeto.net',
  ],
  marketplace: [
    'amazon.*', 'ebay.*', 'etsy.com', 'cdiscount.com', 'fnac.com', 'darty.com', 'rakuten.*', 'aliexpress.*', 'alibaba.com',
    'walmart.com', 'bestbuy.com', 'leboncoin.fr', 'zalando.*', 'booking.com', 'airbnb.*', 'shopify.com', 'appsource.microsoft.com',
  ],
  forum: [
    'reddit.com', 'quora.com', 'stackoverflow.com', 'stackexchange.com', 'ycombinator.com', 'discourse.org', 'jeuxvideo.com',
    'commentcamarche.net', 'forum-auto.com', 'doctissimo.fr', 'hardware.fr', 'tomshardware.com', 'github.com', 'gitlab.com',
  ],
  news: [
    'nytimes.com', 'washingtonpost.com', 'wsj.com', 'ft.com', 'bloomberg.com', 'reuters.com', 'apnews.com', 'bbc.*', 'cnn.com',
    'theguardian.com', 'forbes.*', 'businessinsider.*', 'techcrunch.com', 'theverge.com', 'wired.*', 'zdnet.*', 'cnet.com',
    'engadget.com', 'venturebeat.com', 'lemonde.fr', 'lefigaro.fr', 'liberation.fr', 'lesechos.fr', 'latribune.fr',
    'francetvinfo.fr', 'bfmtv.com', '20minutes.fr', 'ouest-france.fr', 'leparisien.fr', 'journaldunet.com', '01net.com',
    'clubic.com', 'frandroid.com', 'numerama.com', 'challenges.fr', 'capital.fr', 'lexpress.fr', 'huffingtonpost.*',
    'huffpost.com', 'spiegel.de', 'elpais.com', 'corriere.it',
  ],
  encyclopedia: ['wikipedia.org', 'wikimedia.org', 'wikidata.org', 'britannica.com', 'larousse.fr', 'universalis.fr', 'investopedia.com'],
  video: ['youtube.com', 'youtu.be', 'vimeo.com', 'dailymotion.com', 'twitch.tv', 'tiktok.com'],
  social: [
    'linkedin.com', 'facebook.com', 'instagram.com', 'x.com', 'twitter.com', 'threads.net', 'pinterest.*', 'bsky.app',
    'mastodon.social', 'snapchat.com',
  ],
  blog: ['medium.com', 'substack.com', '*.substack.com', '*.medium.com', '*.blogspot.com', '*.wordpress.com', 'hashnode.dev', 'dev.to'],
};

const BY_DOMAIN = new Map<string, OtherKind>();
const BY_NAME = new Map<string, OtherKind>();
const BY_HOST_SUFFIX: [string, OtherKind][] = [];
for (const [kind, rules] of Object.entries(KIND_RULES) as [OtherKind, readonly string[]][]) {
  for (const rule of rules) {
    if (rule.startsWith('*.')) BY_HOST_SUFFIX.push([rule.slice(1), kind]);
    else if (rule.endsWith('.*')) BY_NAME.set(rule.slice(0, -2), kind);
    else BY_DOMAIN.set(rule, kind);
  }
}

/** How a project classifies domains: its own and its competitors' (registrable domains), and its overrides. */
export interface KindContext {
  own: ReadonlySet<string>;
  /** competitor domain → the competitor's name */
  competitors: ReadonlyMap<string, string>;
  overrides: Readonly<Record<string, string>>;
}

const BLOG_PAGE = /^https?:\/\/(?:blog\.[^/]+|[^/]+\/blog(?:[/?#]|$))/i;

/** The rule table alone (no project settings): a registrable domain and, for the blog rule, its cited pages. */
export function ruleKind(domain: string, pages: readonly string[] = []): OtherKind {
  const exact = BY_DOMAIN.get(domain);
  if (exact) return exact;
  const name = parse(domain, { allowPrivateDomains: true }).domainWithoutSuffix;
  const byName = name ? BY_NAME.get(name) : undefined;
  if (byName) return byName;
  const shared = BY_HOST_SUFFIX.find(([suffix]) => domain.endsWith(suffix));
  if (shared) return shared[1];
  if (pages.length > 0 && pages.every((url) => BLOG_PAGE.test(url))) return 'blog';
  return 'other';
}

export function domainKind(ctx: KindContext, domain: string, pages: readonly string[] = []): SourceKind {
  if (ctx.own.has(domain)) return 'own';
  if (ctx.competitors.has(domain)) return 'competitor';
  const override = ctx.overrides[domain];
  if (override && (OTHER_KINDS as readonly string[]).includes(override)) return override as OtherKind;
  return ruleKind(domain, pages);
}
