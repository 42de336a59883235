// The requests of the dashboard API (/api/app), the MCP tools and the admin CLI, beside
// /api/v1's in schemas.ts: one home for every input's limits, so the same input gets the same
// limits on every face (docs/architecture.md, "One contract for every face"). Route files only name their schema;
// the services validate with the same schemas when called from elsewhere (MCP, CLI).
import { z } from 'zod';
import { hostOf, isDomainLike, registrableDomain } from '../analysis/domains';
import { isReadableName } from '../analysis/profile';
import { ENGINE_NAMES } from '../models/catalogue';
import { OTHER_KINDS } from '../sources/kinds';
import { cleanText, emailAddress, LaunchAuditRequest, MAX_SAMPLES } from './schemas';

// Projects

const siteUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://example.com')
  // Credentials in the address would be shown to every member and sent with every site check.
  .refine((s) => URL.canParse(s) && !new URL(s).username && !new URL(s).password, 'must not contain a user name or password (user:password@)');

/** A site given as `globex.example` or `https://www.globex.example/fr`, stored as its registrable domain. */
const siteDomain = z
  .string()
  .trim()
  .max(300)
  .transform((s, ctx) => {
    const host = isDomainLike(s) ? hostOf(s) : null;
    if (host) return registrableDomain(host);
    ctx.addIssue({ code: 'custom', message: 'must be a domain such as globex.example' });
    return z.NEVER;
  });

/**
 * A name the analysis looks for in answers (brand, alias, competitor, short form, excluded
 * phrase; the project's name is the brand's by default): mostly letters or digits
 * (docs/operations/security.md#brand-names-and-answer-reading).
 */
export const brandText = cleanText(200).refine(
  isReadableName,
  'must be mostly letters or digits: at least one, and no fewer than the other characters (spaces and hyphens aside)',
);

const fields = {
  name: brandText,
  url: siteUrl,
  brand_name: brandText,
  aliases: z.array(brandText).max(20),
  competitors: z.array(brandText).max(50),
  /** competitors' sites (docs/guide/sources-and-gaps.md) */
  competitor_domains: z.array(siteDomain).max(50).transform((list) => [...new Set(list)]),
  /** the project's kinds of third-party domains, over the rule table */
  source_kinds: z
    .record(z.string(), z.enum(OTHER_KINDS))
    .refine((o) => Object.keys(o).length <= 200, 'at most 200 domains')
    .transform((o, ctx) => {
      const out: Record<string, (typeof OTHER_KINDS)[number]> = {};
      for (const [key, kind] of Object.entries(o)) {
        const parsed = siteDomain.safeParse(key);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `"${key.slice(0, 100)}" must be a domain such as review.example`, path: [key] });
          return z.NEVER;
        }
        out[parsed.data] = kind;
      }
      return out;
    }),
  /** phrases that are never the brand, and short forms that always are (docs/guide/how-an-audit-measures.md) */
  excluded_phrases: z.array(brandText).max(100).transform((list) => [...new Set(list)]),
  short_forms: z.array(brandText).max(20).transform((list) => [...new Set(list)]),
  engines: z.array(z.enum(ENGINE_NAMES)).max(ENGINE_NAMES.length),
  region: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code').transform((s) => s.toLowerCase()),
  schedule: z.enum(['daily', 'weekly', 'monthly']).nullable(),
  /** answers per prompt × engine of the project's audits (the plan caps it) */
  samples: z.int().min(1).max(MAX_SAMPLES),
};

/** What a new project spends unless an owner says otherwise: no automatic audits, every configured engine, one answer each. */
export const SPENDING_DEFAULTS = { schedule: null, engines: [] as (typeof ENGINE_NAMES)[number][], samples: 1 };

export const ProjectInput = z.strictObject({
  ...fields,
  brand_name: fields.brand_name.optional(),
  aliases: fields.aliases.default([]),
  competitors: fields.competitors.default([]),
  competitor_domains: fields.competitor_domains.default([]),
  source_kinds: fields.source_kinds.default({}),
  excluded_phrases: fields.excluded_phrases.default([]),
  short_forms: fields.short_forms.default([]),
  engines: fields.engines.default(() => [...SPENDING_DEFAULTS.engines]),
  region: fields.region.default('fr'),
  schedule: fields.schedule.default(SPENDING_DEFAULTS.schedule),
  // Absent: see createProject's `samplesDefault`.
  samples: fields.samples.optional(),
});
export type ProjectInput = z.input<typeof ProjectInput>;

/** An edit: any subset of the fields, nothing defaulted. */
export const ProjectChanges = z.strictObject(fields).partial();
export type ProjectChanges = z.input<typeof ProjectChanges>;

// Audits

/** The dashboard's launch: the project's engines and keywords, so only these of /api/v1's body. */
export const DashboardLaunchInput = LaunchAuditRequest.pick({ model: true, region: true, samples: true, dry_run: true });

// Prompts

export const PromptInput = z.strictObject({
  text: cleanText(2000),
  tag: cleanText(100).nullable().optional(),
  active: z.boolean().optional(),
  /** docs/guide/answer-reading.md#echoes-and-branded-prompts: null (or absent) = automatic */
  branded: z.boolean().nullable().optional(),
});
export type PromptInput = z.input<typeof PromptInput>;

export const PromptChanges = PromptInput.partial();
export type PromptChanges = z.input<typeof PromptChanges>;

/**
 * An import's work and its report are bounded by its input, wherever it comes from (dashboard,
 * MCP): at most 1 MiB of text and 5,000 lines are read, 1,000 prompts created; the default tag
 * is a tag like any other (100 characters); the report lists the first lines (at most 500, and
 * at most 64 KiB of JSON, each field cut: text 300 characters, tag 100, message 200) with counts
 * over all of them. So no input makes a reply larger than a fraction of itself: a tag copied
 * into every line once made 1 MB into 500 MB.
 */
export const MAX_IMPORT_PROMPTS = 1000;
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_LINES = 5000;

/** One import, as the dashboard's import route and the import_prompts tool take it. */
export const PromptImport = z.strictObject({
  content: z
    .string()
    .refine((s) => Buffer.byteLength(s, 'utf8') <= MAX_IMPORT_BYTES, `must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB of text`)
    .refine((s) => s.split(/\r\n|\n|\r/, MAX_IMPORT_LINES + 1).length <= MAX_IMPORT_LINES, `must be at most ${MAX_IMPORT_LINES} lines`),
  format: z.enum(['lines', 'csv']).default('lines'),
  /** for the lines that name no tag of their own */
  tag: PromptInput.shape.tag,
  /** preview only: say what each line would become, create nothing */
  dryRun: z.boolean().default(false),
});
export type PromptImport = z.input<typeof PromptImport>;

export const BulkPromptAction = z.strictObject({
  action: z.enum(['activate', 'deactivate', 'delete']),
  ids: z.array(z.string()).min(1).max(1000),
});

export const CreatePromptsInput = z.strictObject({ prompts: z.array(PromptInput).max(MAX_IMPORT_PROMPTS) });

/** The prompts page's suggestions: for a category typed by the user, or the one read from the site. */
export const SuggestionQuery = z.strictObject({
  category: z.string().max(80).optional(),
  branded: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
});

// Reviewing answers (docs/guide/reviewing-answers.md) and suggestions

export const CorrectionInput = z
  .strictObject({
    /** false: "not about us"; true: "about us" */
    cited: z.boolean().optional(),
    sentiment: z.enum(['POSITIVE', 'NEUTRAL', 'NEGATIVE']).optional(),
    /** a project rule made from this correction, applied to later audits */
    rule: z.strictObject({ kind: z.enum(['excluded_phrase', 'short_form']), phrase: brandText }).optional(),
  })
  .refine((c) => c.cited !== undefined || c.sentiment !== undefined || c.rule !== undefined, 'give cited, sentiment or rule');

export const SUGGESTION_STATUSES = ['open', 'done', 'dismissed'] as const;
export const SuggestionStatusInput = z.strictObject({ status: z.enum(SUGGESTION_STATUSES) });

/** An audit's export tables (docs/guide/exports.md). */
export const EXPORT_TABLES = ['answers', 'prompts', 'brands'] as const;
export const ExportQuery = z.strictObject({ format: z.enum(['csv', 'json']).default('csv'), table: z.enum(EXPORT_TABLES).default('answers') });

// Accounts, members and keys

export const SignUpInput = z.strictObject({
  name: cleanText(100).optional(),
  email: emailAddress,
  password: z.string(),
  organization: cleanText(200).optional(),
  /** the token of an invitation link: join that organisation instead of creating one */
  invitation: z.string().max(100).optional(),
  /** on a fresh install, the one-time setup token that makes this first account the operator's */
  setupToken: z.string().max(200).optional(),
});
export type SignUpInput = z.output<typeof SignUpInput>;

export const SignInInput = z.strictObject({
  email: z.string().trim().max(254),
  password: z.string().max(1000),
});

export const PasswordChangeInput = z.strictObject({ currentPassword: z.string().max(1000), password: z.string().max(1000) });
export const PasswordResetInput = z.strictObject({ token: z.string().max(100), password: z.string().max(1000) });

export const InvitationInput = z.strictObject({
  email: emailAddress,
  role: z.enum(['member', 'owner']).default('member'),
});
export const InvitationAcceptInput = z.strictObject({ token: z.string().max(100) });

export const RoleChangeInput = z.strictObject({ role: z.enum(['owner', 'member']) });
export const SwitchOrgInput = z.strictObject({ orgId: z.string() });
export const CreateKeyInput = z.strictObject({ name: z.string().max(100).optional(), scopes: z.array(z.string()).max(10) });
export const ChecklistInput = z.strictObject({ dismissed: z.boolean() });
export const OwnerBudgetInput = z.strictObject({ ownerCapUsd: z.number().nullable() });

// The MCP tools' own inputs (mcp/server.ts; their other inputs are the ones above and /api/v1's)

/** A project's or an audit's id as a tool takes it: any text up to 100 characters (one that names nothing is not found). */
export const ToolId = z.string().max(100);
/** How far back list_changes looks, in days. */
export const ChangeDays = z.number().int().min(1).max(366);
/** The most items a tool's reply lists (get_audit's answers, a page of sources or gaps), so that it fits in one reply. */
export const MAX_TOOL_ITEMS = 100;
/** How many of an audit's answers get_audit includes, in report order. */
export const AnswerCount = z.int().min(0).max(MAX_TOOL_ITEMS).default(0);
/**
 * A page of get_sources or get_citation_gaps: smaller than the same read's page on /api/v1 and
 * the dashboard (SourcesQuery.limit, up to 1,000), since a tool's reply is bounded (MAX_REPLY_BYTES).
 */
export const ToolPageSize = z.int().min(1).max(MAX_TOOL_ITEMS).default(25);

/** One JSON-RPC message; the MCP SDK checks its shape (mcp/server.ts), the route only its size. */
export const McpMessage = z.unknown();
