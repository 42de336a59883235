// What a delivery sends, by destination (docs/guide/alerts.md#destinations). The destination is
// chosen by the URL's host name, compared whole or as a parent domain, never as a substring:
//   hooks.slack.com                                  → Slack Block Kit (an incoming webhook)
//   discord.com / discordapp.com, /api/webhooks/…    → Discord embeds
//   *.logic.azure.com / *.powerplatform.com          → a Teams Adaptive Card (a Workflows URL)
//   anything else                                    → the event itself, { type, timestamp, data }
// Chat messages are short and plain: a title, a few lines (the figure, the range) and the link to
// the report. Every text in them may hold a tenant's words (project, brand and prompt names), so
// each is escaped for its format and cut to the platform's documented limits.
import { cut } from '../bounded';
import type { DigestData } from './digest';
import type { WebhookEvent } from './events';

export type Destination = 'slack' | 'discord' | 'teams' | 'generic';

/** Whether `host` is `domain` or one of its subdomains. */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function destinationOf(url: string): Destination {
  const { hostname, pathname } = new URL(url);
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'hooks.slack.com') return 'slack';
  if ((within(host, 'discord.com') || within(host, 'discordapp.com')) && pathname.startsWith('/api/webhooks/')) return 'discord';
  if (within(host, 'logic.azure.com') || within(host, 'powerplatform.com')) return 'teams';
  return 'generic';
}

/** An event as people read it: plain text, escaped by each renderer. */
export interface AlertMessage {
  title: string;
  lines: string[];
  url: string | null;
}

/** The longest escape of `text` that fits in `max` characters (cut before escaping, so no escape is cut in half). */
export function escapedWithin(text: string, escape: (s: string) => string, max: number): string {
  let raw = text;
  for (;;) {
    const escaped = escape(raw);
    if (escaped.length <= max) return escaped;
    // The ellipsis `cut` adds is one character: keep room for it.
    raw = cut(text, Math.max(0, raw.length - (escaped.length - max) - 2));
  }
}

// ---------------------------------------------------------------- Slack
// mrkdwn: &, < and > are the control characters (links, mentions); `verbatim` stops Slack from
// turning names into channel links or mentions. A section's text holds at most 3000 characters.
export const SLACK_SECTION_MAX = 3000;
export const escapeSlack = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slackMessage(message: AlertMessage) {
  const title = escapedWithin(message.title, escapeSlack, 200);
  const body = escapedWithin(message.lines.join('\n'), escapeSlack, SLACK_SECTION_MAX - title.length - 10);
  const blocks: unknown[] = [{ type: 'section', text: { type: 'mrkdwn', text: `*${title}*${body ? `\n${body}` : ''}`, verbatim: true } }];
  if (message.url) blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `<${escapeSlack(message.url)}|Open the report>`, verbatim: true } });
  return { text: title, blocks };
}

// ---------------------------------------------------------------- Discord
// Embed descriptions are Markdown: its characters are escaped with a backslash, and no mention is
// ever parsed (allowed_mentions). Titles are not Markdown. Limits: title 256, description 4096,
// 6000 for the whole message.
export const DISCORD_TITLE_MAX = 256;
export const DISCORD_DESCRIPTION_MAX = 4096;
export const escapeDiscord = (s: string) => s.replace(/[\\*_~`|>#\-[\]()<@]/g, '\\$&');

function discordMessage(message: AlertMessage) {
  return {
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: cut(message.title, DISCORD_TITLE_MAX - 1),
        description: escapedWithin(message.lines.join('\n'), escapeDiscord, DISCORD_DESCRIPTION_MAX) || undefined,
        ...(message.url ? { url: message.url } : {}),
      },
    ],
  };
}

// ---------------------------------------------------------------- Teams
// TextRuns of a RichTextBlock are plain text (no Markdown), so tenants' words need no escaping;
// they are cut so that the card stays far below the 28 KB a Teams message may weigh.
export const TEAMS_TEXT_MAX = 2000;

function teamsMessage(message: AlertMessage) {
  const run = (text: string, extra: object = {}) => ({ type: 'TextRun', text: cut(text, TEAMS_TEXT_MAX - 1), ...extra });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'RichTextBlock', inlines: [run(message.title, { weight: 'Bolder', size: 'Medium' })] },
            ...message.lines.slice(0, 10).map((line) => ({ type: 'RichTextBlock', inlines: [run(line)] })),
          ],
          ...(message.url ? { actions: [{ type: 'Action.OpenUrl', title: 'Open the report', url: message.url }] } : {}),
        },
      },
    ],
  };
}

/** The JSON body sent to `url` for `event`. */
export function renderBody(url: string, event: WebhookEvent, message: AlertMessage): unknown {
  switch (destinationOf(url)) {
    case 'slack':
      return slackMessage(message);
    case 'discord':
      return discordMessage(message);
    case 'teams':
      return teamsMessage(message);
    case 'generic':
      return event;
  }
}

// ---------------------------------------------------------------- what people read

const range = (r: unknown) => {
  const { low, high } = (r ?? {}) as { low?: number; high?: number };
  return low === undefined || high === undefined ? '' : ` (95 % range ${low}–${high})`;
};
const signed = (n: unknown) => (typeof n === 'number' && n > 0 ? `+${n}` : String(n));

/** At most this many projects and changes are listed in a chat digest (the signed JSON has them all). */
export const DIGEST_LINES_MAX = 10;

function digestLines(d: DigestData): string[] {
  const shown = <T>(items: readonly T[], line: (item: T) => string) => [
    ...items.slice(0, DIGEST_LINES_MAX).map(line),
    ...(items.length > DIGEST_LINES_MAX ? [`…and ${items.length - DIGEST_LINES_MAX} more.`] : []),
  ];
  return [
    `${d.audits.length} audit${d.audits.length === 1 ? '' : 's'} this week, ${d.changes.length} significant change${d.changes.length === 1 ? '' : 's'}.`,
    ...shown(d.changes, (c) => `${c.project.name}: ${c.citation_rate} %, ${signed(c.delta)} points${range(c.delta_range)}.`),
    ...shown(d.projects, (p) => `${p.name}: cited in ${p.citation_rate} % of answers${range(p.citation_rate_range)}.`),
  ];
}

/** The short, plain message of an event: the figure, the range, the link. */
export function describeEvent(event: WebhookEvent): AlertMessage {
  const d = event.data as Record<string, any>;
  const project = String(d.project?.name ?? '');
  const url = typeof d.report_url === 'string' ? d.report_url : null;
  switch (event.type) {
    case 'audit.completed':
      return {
        title: `${project}: audit completed`,
        lines: [`Cited in ${d.audit.citation_rate} % of answers${range(d.audit.citation_rate_range)}, ${d.audit.cited_answers} of ${d.audit.answers}.`, `Score ${d.audit.score}.`],
        url,
      };
    case 'audit.failed':
      return { title: `${project}: audit failed`, lines: [String(d.audit.error ?? 'The audit failed.')], url };
    case 'visibility.changed':
      return {
        title: `${project}: visibility ${d.direction === 'down' ? 'dropped' : d.direction === 'up' ? 'rose' : 'changed on an engine'}`,
        lines: [
          `Cited in ${d.estimate} % of answers${range(d.range)}, ${signed(d.delta)} points${range(d.delta_range)} since the previous audit.`,
          ...(d.engines as any[]).map((e) => `${e.engine}: ${e.estimate} %, ${signed(e.delta)} points${range(e.delta_range)}.`),
        ],
        url,
      };
    case 'citation.gained':
    case 'citation.lost':
      return {
        title: `${project}: citation ${event.type === 'citation.gained' ? 'gained' : 'lost'} on ${d.engine}`,
        lines: [`“${d.prompt}”`, `Cited in ${d.estimate} % of ${d.answers} answers${range(d.range)}, ${signed(d.delta)} points${range(d.delta_range)}.`],
        url,
      };
    case 'measurement.degraded':
      return {
        title: `${project}: measurement degraded`,
        lines: [`${d.share} % of ${d.rows} answers could not be used: ${d.failed} failed, ${d.unread} unread, ${d.not_shown} not shown. The figures are less reliable.`],
        url,
      };
    case 'competitor.overtook':
      return {
        title: `${project}: ${d.competitor.name} is ahead of ${d.brand.name}`,
        lines: [
          `${d.competitor.name} is named in ${d.competitor.estimate} % of ${d.answers} answers${range(d.competitor.range)}.`,
          `${d.brand.name} is named in ${d.brand.estimate} %${range(d.brand.range)}.`,
        ],
        url,
      };
    case 'digest.weekly':
      return { title: `Weekly digest ${d.week}`, lines: digestLines(d as DigestData), url };
    case 'budget.threshold':
      return { title: `Budget: ${d.threshold} % of the month's cap reached`, lines: [`$${d.spent_usd} spent of $${d.cap_usd} (${d.month}).`], url };
    case 'webhook.test':
      return { title: 'geo-audit test event', lines: ['This endpoint receives geo-audit alerts.'], url: null };
  }
}
