import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from './events';
import {
  DISCORD_DESCRIPTION_MAX,
  DIGEST_LINES_MAX,
  DISCORD_TITLE_MAX,
  SLACK_SECTION_MAX,
  TEAMS_TEXT_MAX,
  describeEvent,
  destinationOf,
  escapeDiscord,
  escapeSlack,
  escapedWithin,
  renderBody,
} from './formats';
import { generateSecret, signatureHeaders } from './signing';

const HOSTILE = '<!channel> @everyone [click](https://evil.example) *bold* `code` <https://evil.example|x> & <@U123>';

function completed(projectName: string): WebhookEvent {
  return {
    type: 'audit.completed',
    timestamp: '2026-11-26T00:00:00.000Z',
    data: {
      project: { id: 'p', name: projectName },
      audit: { id: 'a', status: 'COMPLETED', score: 40, citation_rate: 35, citation_rate_range: { low: 20, high: 52 }, answers: 30, cited_answers: 11 },
      report_url: 'https://geo.example/projects/p/audits/a',
    },
  };
}

describe('destinations', () => {
  it('are chosen by the whole host name, never a substring', () => {
    expect(destinationOf('https://hooks.slack.com/services/T/B/x')).toBe('slack');
    expect(destinationOf('https://discord.com/api/webhooks/1/abc')).toBe('discord');
    expect(destinationOf('https://canary.discordapp.com/api/webhooks/1/abc')).toBe('discord');
    expect(destinationOf('https://prod-12.westeurope.logic.azure.com/workflows/x/triggers/manual/paths/invoke')).toBe('teams');
    expect(destinationOf('https://default123.environment.api.powerplatform.com/powerautomate/x')).toBe('teams');
    // Look-alikes are generic JSON.
    expect(destinationOf('https://hooks.slack.com.evil.example/services/x')).toBe('generic');
    expect(destinationOf('https://evil.example/hooks.slack.com')).toBe('generic');
    expect(destinationOf('https://notdiscord.com/api/webhooks/1/abc')).toBe('generic');
    expect(destinationOf('https://discord.com/not-a-webhook')).toBe('generic');
    expect(destinationOf('https://logic.azure.com.evil.example/x')).toBe('generic');
  });
});

describe('escaping', () => {
  it('leaves no Slack control character in tenant text', () => {
    const body = renderBody('https://hooks.slack.com/services/T/B/x', completed(HOSTILE), describeEvent(completed(HOSTILE))) as any;
    const section = body.blocks[0].text;
    expect(section.verbatim).toBe(true);
    expect(section.text).not.toMatch(/<!channel>|<@U123>|<https:\/\/evil/);
    expect(section.text).toContain('&lt;!channel&gt;');
    expect(section.text).toContain('&amp;');
    expect(escapeSlack('a & <b>')).toBe('a &amp; &lt;b&gt;');
  });

  it('escapes Discord Markdown and parses no mention', () => {
    const event: WebhookEvent = { ...completed('p'), type: 'audit.failed', data: { project: { name: 'p' }, audit: { error: HOSTILE } } };
    const body = renderBody('https://discord.com/api/webhooks/1/abc', event, describeEvent(event)) as any;
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const description: string = body.embeds[0].description;
    expect(description).not.toContain('[click](');
    expect(description).toContain('\\[click\\]\\(https://evil.example\\)');
    expect(description).toContain('\\*bold\\*');
    expect(escapeDiscord('a_b')).toBe('a\\_b');
  });

  it('puts tenant text in Teams TextRuns, which are never Markdown', () => {
    const body = renderBody('https://x.logic.azure.com/workflows/1', completed(HOSTILE), describeEvent(completed(HOSTILE))) as any;
    const card = body.attachments[0].content;
    expect(body.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.body.every((block: any) => block.type === 'RichTextBlock' && block.inlines.every((i: any) => i.type === 'TextRun'))).toBe(true);
    expect(card.body[0].inlines[0].text).toContain(HOSTILE);
    expect(card.actions[0]).toMatchObject({ type: 'Action.OpenUrl', url: 'https://geo.example/projects/p/audits/a' });
  });

  it('sends the event itself to any other host', () => {
    const event = completed(HOSTILE);
    expect(renderBody('https://receiver.example/hook', event, describeEvent(event))).toBe(event);
  });
});

describe('limits', () => {
  const huge = '*<&'.repeat(20_000);
  const hugeEvent: WebhookEvent = { ...completed(huge), type: 'audit.failed', data: { project: { name: huge }, audit: { error: huge }, report_url: 'https://geo.example/r' } };

  it("keep each platform's fields within their documented sizes", () => {
    const slack = renderBody('https://hooks.slack.com/services/T/B/x', hugeEvent, describeEvent(hugeEvent)) as any;
    for (const block of slack.blocks) expect(block.text.text.length).toBeLessThanOrEqual(SLACK_SECTION_MAX);
    const discord = renderBody('https://discord.com/api/webhooks/1/abc', hugeEvent, describeEvent(hugeEvent)) as any;
    expect(discord.embeds[0].title.length).toBeLessThanOrEqual(DISCORD_TITLE_MAX);
    expect(discord.embeds[0].description.length).toBeLessThanOrEqual(DISCORD_DESCRIPTION_MAX);
    expect(discord.embeds[0].title.length + discord.embeds[0].description.length).toBeLessThanOrEqual(6000);
    const teams = renderBody('https://x.logic.azure.com/workflows/1', hugeEvent, describeEvent(hugeEvent)) as any;
    expect(Buffer.byteLength(JSON.stringify(teams))).toBeLessThan(28 * 1024);
    for (const block of teams.attachments[0].content.body) expect(block.inlines[0].text.length).toBeLessThanOrEqual(TEAMS_TEXT_MAX);
  });

  it('never cut an escape in half', () => {
    const escaped = escapedWithin('a&b&c&d&e', escapeSlack, 12);
    expect(escaped.length).toBeLessThanOrEqual(12);
    expect(escaped).toMatch(/^(?:[a-e]|&amp;)*…$/);
    const discord = escapedWithin('*'.repeat(100), escapeDiscord, 11);
    expect(discord).toMatch(/^(?:\\\*)*…$/);
  });
});

/** A digest of `count` projects, each with a change, every name `name`. */
function digest(name: string, count: number): WebhookEvent {
  const ids = Array.from({ length: count }, (_, i) => `p${i}`);
  return {
    type: 'digest.weekly',
    timestamp: '2026-11-26T00:00:00.000Z',
    data: {
      week: '2026-W48',
      since: '2026-11-19T00:00:00.000Z',
      audits_total: count,
      audits: ids.map((id) => ({ id: `a-${id}`, project: { id, name }, status: 'COMPLETED', completed_at: '2026-11-25T00:00:00.000Z', citation_rate: 40, report_url: 'https://geo.example/r' })),
      changes: ids.map((id) => ({ project: { id, name }, audit_id: `a-${id}`, citation_rate: 40, delta: -30, delta_range: { low: -50, high: -9 }, engines: [] })),
      projects: ids.map((id) => ({ id, name, audit_id: `a-${id}`, citation_rate: 40, citation_rate_range: { low: 25, high: 57 }, report_url: 'https://geo.example/r' })),
      report_url: 'https://geo.example/projects',
    },
  };
}

describe('competitor.overtook and digest.weekly', () => {
  it('say who is ahead, with both ranges, escaped like every event', () => {
    const event: WebhookEvent = {
      type: 'competitor.overtook',
      timestamp: '2026-11-26T00:00:00.000Z',
      data: {
        project: { id: 'p', name: 'Acme' },
        competitor: { name: HOSTILE, estimate: 80, range: { low: 61, high: 92 }, mentions: 24 },
        brand: { name: 'Acme', estimate: 10, range: { low: 3, high: 28 }, mentions: 3 },
        answers: 30,
        report_url: 'https://geo.example/projects/p/audits/a',
      },
    };
    const message = describeEvent(event);
    expect(message.lines).toEqual([`${HOSTILE} is named in 80 % of 30 answers (95 % range 61–92).`, 'Acme is named in 10 % (95 % range 3–28).']);
    const slack = (renderBody('https://hooks.slack.com/services/T/B/x', event, message) as any).blocks[0].text.text;
    expect(slack).not.toMatch(/<!channel>|<@U123>/);
    const discord = (renderBody('https://discord.com/api/webhooks/1/abc', event, message) as any).embeds[0].description;
    expect(discord).toContain('\\[click\\]');
  });

  it('list the changes and the current rates of a digest, at most DIGEST_LINES_MAX of each', () => {
    const small = describeEvent(digest('Acme', 2));
    expect(small.title).toBe('Weekly digest 2026-W48');
    expect(small.lines).toEqual([
      '2 audits this week, 2 significant changes.',
      'Acme: 40 %, -30 points (95 % range -50–-9).',
      'Acme: 40 %, -30 points (95 % range -50–-9).',
      'Acme: cited in 40 % of answers (95 % range 25–57).',
      'Acme: cited in 40 % of answers (95 % range 25–57).',
    ]);
    expect(small.url).toBe('https://geo.example/projects');
    const large = describeEvent(digest(HOSTILE, 500));
    expect(large.lines).toHaveLength(1 + 2 * (DIGEST_LINES_MAX + 1));
    expect(large.lines).toContain(`…and ${500 - DIGEST_LINES_MAX} more.`);
  });

  it('keep a huge digest within each platform\'s limits, escaped', () => {
    const event = digest('*<&'.repeat(5000), 500);
    const slack = renderBody('https://hooks.slack.com/services/T/B/x', event, describeEvent(event)) as any;
    for (const block of slack.blocks) expect(block.text.text.length).toBeLessThanOrEqual(SLACK_SECTION_MAX);
    expect(slack.blocks[0].text.text).not.toMatch(/<&/);
    const discord = renderBody('https://discord.com/api/webhooks/1/abc', event, describeEvent(event)) as any;
    expect(discord.embeds[0].description.length).toBeLessThanOrEqual(DISCORD_DESCRIPTION_MAX);
    const teams = renderBody('https://x.logic.azure.com/workflows/1', event, describeEvent(event)) as any;
    expect(Buffer.byteLength(JSON.stringify(teams))).toBeLessThan(28 * 1024);
  });
});

describe('signatures', () => {
  it('verify with the standardwebhooks package, and fail once the body changes', () => {
    const secret = generateSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const body = JSON.stringify(completed('Acme'));
    const headers = signatureHeaders(secret, 'msg_1', body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('Acme', 'Acmf'), headers)).toThrow();
    expect(() => new Webhook(generateSecret()).verify(body, headers)).toThrow();
  });
});
