// Sources and citation gaps end to end (docs/guide/sources-and-gaps.md): audits against
// provider fakes whose answers cite known pages give the expected domain counts, kinds, gaps,
// share of voice and suggestions, through the REST API (checked against the OpenAPI document)
// and the MCP tools, within the caller's organisation only.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrg, seedProject, startProduct, type Product } from './harness';
import { auditDetail, call, followAudit, launch, startFakes, type Fakes, type RealEngine } from './worker-helpers';

const AGENCIES = 'best CRM for agencies';
const PRICING = 'Acme pricing';
const STARTUPS = 'CRM for startups';

/** Known answers: the same for every sample, so that every count below is exact. */
function answers(engine: RealEngine) {
  return (prompt: string) => {
    if (prompt === AGENCIES) {
      return {
        text: 'Agencies usually pick Globex for its client portals.\n\nIt integrates with most billing tools.',
        sources: [`https://capterra.fr/crm/agencies?utm_source=${engine}`, 'https://globex.example/crm', 'https://reddit.com/r/crm/1'],
      };
    }
    if (prompt === PRICING) {
      return { text: 'Acme starts at 10 euros a month.\n\nGlobex costs more.', sources: ['https://acme.example/pricing', 'https://en.wikipedia.org/wiki/CRM'] };
    }
    return engine === 'openai'
      ? { text: 'Startups like Initech for its free tier.', sources: ['https://tools-compare.example/startups', 'https://blog.somevendor.example/crm-tips'] }
      : { text: 'Startups like Acme for its free tier.', sources: ['https://news.example/crm'] };
  };
}

let fakes: Fakes;
let product: Product;
let expert: Awaited<ReturnType<typeof seedOrg>>;
let other: Awaited<ReturnType<typeof seedOrg>>;
let project: { id: string };
let audits: any[] = [];

beforeAll(async () => {
  fakes = await startFakes({ openai: { answer: answers('openai') }, perplexity: { answer: answers('perplexity') } });
  product = await startProduct(fakes.env);
  expert = await seedOrg(product, 'expert');
  other = await seedOrg(product, 'expert');
  project = await product.admin(
    'project', 'create', '--org', expert.org.id, '--name', 'Acme', '--url', 'https://acme.example', '--brand', 'Acme',
    '--competitors', 'Globex,Initech', '--competitor-domains', 'www.globex.example', '--source-kinds', 'tools-compare.example=review', '--samples', '2',
  );
  await product.admin('prompt', 'create', '--project', project.id, AGENCIES, PRICING, STARTUPS);
  for (let i = 0; i < 2; i++) {
    const { auditId } = await launch(product, expert.key, project.id);
    const { detail } = await followAudit(product, expert.key, project.id, auditId);
    expect(detail.status).toBe('COMPLETED');
    audits.push(detail);
  }
});
afterAll(async () => {
  await product?.dispose();
  await fakes?.close();
});

const get = (path: string, key = expert.key) => call(product, `/api/v1/projects/${project.id}${path}`, { key });

/** Domain → [kind, answers] over one audit of 3 prompts × 2 engines × 2 samples. */
const ONE_AUDIT: [string, string, number][] = [
  ['acme.example', 'own', 4],
  ['capterra.fr', 'review', 4],
  ['globex.example', 'competitor', 4],
  ['reddit.com', 'forum', 4],
  ['wikipedia.org', 'encyclopedia', 4],
  ['news.example', 'other', 2],
  ['somevendor.example', 'blog', 2],
  ['tools-compare.example', 'review', 2],
];
/** Pages cited, each counted once per answer: 3 × 4 + 2 × 4 + 2 × 2 + 1 × 2. */
const CITATIONS = 26;

describe('sources', () => {
  it('stores the competitor domains and source kinds given to the CLI', async () => {
    const res = await get('');
    expect(res.body.data.competitor_domains).toEqual(['globex.example']);
    expect(res.body.data.source_kinds).toEqual({ 'tools-compare.example': 'review' });
  });

  it("counts the latest COMPLETED audit's answers per registrable domain, with kinds, shares, engines and names", async () => {
    const res = await get('/sources');
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data.map((s: any) => [s.domain, s.kind, s.answers])).toEqual(ONE_AUDIT);
    const capterra = data.find((s: any) => s.domain === 'capterra.fr');
    expect(capterra).toMatchObject({
      citations: 4,
      share: Math.round((4 / CITATIONS) * 10_000) / 10_000,
      brand_named: 0,
      competitors: [{ name: 'Globex', answers: 4 }],
      engines: [{ engine: 'openai', answers: 2 }, { engine: 'perplexity', answers: 2 }],
      // the engines' tracking parameters are dropped: one page
      pages: [{ url: 'https://capterra.fr/crm/agencies', answers: 4, brand_named: 0, competitors: [{ name: 'Globex', answers: 4 }] }],
      page_count: 1,
    });
    expect(data.find((s: any) => s.domain === 'acme.example')).toMatchObject({
      brand_named: 4,
      competitors: [{ name: 'Globex', answers: 4 }],
      pages: [{ url: 'https://acme.example/pricing', answers: 4, brand_named: 4, competitors: [{ name: 'Globex', answers: 4 }] }],
    });
    expect(data.reduce((n: number, s: any) => n + s.citations, 0)).toBe(CITATIONS);
  });

  it('filters by audit, engine and kind, and adds up audits since a date', async () => {
    const first = await get(`/sources?audit_id=${audits[0].id}`);
    expect(first.body.data.map((s: any) => [s.domain, s.kind, s.answers])).toEqual(ONE_AUDIT);

    const perplexity = await get('/sources?engine=perplexity');
    expect(perplexity.body.data.map((s: any) => s.domain)).not.toContain('tools-compare.example');
    expect(perplexity.body.data.find((s: any) => s.domain === 'news.example')).toMatchObject({ answers: 2, share: Math.round((2 / 12) * 10_000) / 10_000 });

    const reviews = await get('/sources?kind=review');
    expect(reviews.body.data.map((s: any) => s.domain)).toEqual(['capterra.fr', 'tools-compare.example']);

    const both = await get('/sources?since=2000-01-01');
    expect(both.body.data.map((s: any) => [s.domain, s.answers])).toEqual(ONE_AUDIT.map(([d, , n]) => [d, 2 * n]));
  });

  it('pages with limit and starting_after', async () => {
    const page1 = await get('/sources?limit=3');
    expect(page1.body.data.map((s: any) => s.domain)).toEqual(['acme.example', 'capterra.fr', 'globex.example']);
    expect(page1.body.has_more).toBe(true);
    const page2 = await get('/sources?limit=10&starting_after=globex.example');
    expect(page2.body.data.map((s: any) => s.domain)).toEqual(ONE_AUDIT.slice(3).map(([d]) => d));
    expect(page2.body.has_more).toBe(false);
  });

  it('puts the ten first domains in the audit detail', async () => {
    const detail = await auditDetail(product, expert.key, project.id, audits[1].id);
    expect(detail.analytics.topSources.map((s: any) => [s.domain, s.kind, s.answers])).toEqual(ONE_AUDIT);
    expect(detail.analytics.topSources[0]).toMatchObject({ brandNamed: 4, share: Math.round((4 / CITATIONS) * 10_000) / 10_000 });
  });
});

describe('citation gaps', () => {
  it('ranks prompt × engine gaps with the third-party pages behind them and the answers as evidence', async () => {
    const res = await get('/citation-gaps');
    expect(res.status, res.text).toBe(200);
    const gaps = res.body.data;
    expect(gaps.map((g: any) => [g.prompt, g.engine, g.gap_answers, g.answers])).toEqual([
      [AGENCIES, 'openai', 2, 2],
      [AGENCIES, 'perplexity', 2, 2],
      [STARTUPS, 'openai', 2, 2],
    ]);
    expect(gaps[0].competitors).toEqual([{ name: 'Globex', named: 2, cited: 2 }]);
    expect(gaps[0].pages).toEqual([
      { url: 'https://capterra.fr/crm/agencies', domain: 'capterra.fr', kind: 'review', answers: 2 },
      { url: 'https://reddit.com/r/crm/1', domain: 'reddit.com', kind: 'forum', answers: 2 },
    ]);
    expect(gaps[2].competitors).toEqual([{ name: 'Initech', named: 2, cited: 0 }]);
    expect(gaps[2].pages.map((p: any) => [p.domain, p.kind])).toEqual([['somevendor.example', 'blog'], ['tools-compare.example', 'review']]);
    // the evidence is the audit's own answers to that prompt on that engine
    const latest = audits[1];
    const rows = latest.queries.filter((q: any) => q.prompt === AGENCIES && q.provider === 'openai').map((q: any) => q.id).sort();
    expect(gaps[0].evidence.map((e: any) => e.query_id).sort()).toEqual(rows);
    expect(new Set(gaps[0].evidence.map((e: any) => e.audit_id))).toEqual(new Set([latest.id]));
  });

  it('filters by engine and page kind, and pages by id', async () => {
    const perplexity = await get('/citation-gaps?engine=perplexity');
    expect(perplexity.body.data.map((g: any) => [g.prompt, g.engine])).toEqual([[AGENCIES, 'perplexity']]);
    const forums = await get('/citation-gaps?kind=forum');
    expect(forums.body.data[0].pages.map((p: any) => p.domain)).toEqual(['reddit.com']);
    const page1 = await get('/citation-gaps?limit=1');
    expect(page1.body.has_more).toBe(true);
    const page2 = await get(`/citation-gaps?limit=5&starting_after=${page1.body.data[0].id}`);
    expect(page2.body.data.map((g: any) => g.engine)).toEqual(['perplexity', 'openai']);
    const both = await get('/citation-gaps?since=2000-01-01');
    expect(both.body.data[0]).toMatchObject({ gap_answers: 4, answers: 4 });
  });

  it('feeds evidence-backed suggestions naming the page to get listed on', async () => {
    const res = await get('/suggestions');
    const gap = res.body.data.find((s: any) => s.type === 'competitor_gap' && s.evidence[0].prompt === AGENCIES);
    expect(gap.title).toBe(`Get Acme listed on capterra.fr/crm/agencies for “${AGENCIES}”`);
    expect(gap.detail).toContain('name Globex there');
    expect(gap.evidence[0].pages[0]).toEqual({ url: 'https://capterra.fr/crm/agencies', answers: 4 });
    expect(gap.evidence[0].answers).toHaveLength(4);
    const ids = new Set(audits[1].queries.map((q: any) => q.id));
    for (const a of gap.evidence[0].answers) expect(ids.has(a.query_id)).toBe(true);
    // competitors' own sites are never "get mentioned there" advice
    expect(res.body.data.filter((s: any) => s.type === 'source_gap').map((s: any) => s.evidence[0].domain)).not.toContain('globex.example');
  });
});

describe('share of voice', () => {
  it('gives per audit and engine the naming-count share and the share of own pages', async () => {
    const res = await get('/share-of-voice');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((v: any) => [v.audit_id, v.engine])).toEqual(
      audits.flatMap((a) => [[a.id, 'all'], [a.id, 'openai'], [a.id, 'perplexity']]),
    );
    // By default over the prompts that do not name Acme ("Acme pricing" does): agencies and
    // startups, 8 answers. Acme: startups on perplexity (2); Globex: agencies (4); Initech:
    // startups on openai (2). Cited pages and own pages still count every answer.
    const unbranded = res.body.data[3];
    expect(unbranded).toMatchObject({ prompts: 'unbranded', answers: 8, citations: CITATIONS, own_citations: 4, own_share: Math.round((4 / CITATIONS) * 10_000) / 10_000 });
    expect(unbranded.voice).toEqual([
      { name: 'Acme', brand: true, answers: 2, share: 0.25 },
      { name: 'Globex', brand: false, answers: 4, share: 0.5 },
      { name: 'Initech', brand: false, answers: 2, share: 0.25 },
    ]);
    // Every prompt: Acme: pricing (4) + startups on perplexity (2); Globex: agencies (4) + pricing (4); Initech: startups on openai (2)
    const all = (await get('/share-of-voice?prompts=all')).body.data[3];
    expect(all).toMatchObject({ prompts: 'all', answers: 12, citations: CITATIONS, own_citations: 4 });
    expect(all.voice).toEqual([
      { name: 'Acme', brand: true, answers: 6, share: 0.375 },
      { name: 'Globex', brand: false, answers: 8, share: 0.5 },
      { name: 'Initech', brand: false, answers: 2, share: 0.125 },
    ]);
    const openai = await get('/share-of-voice?engine=openai');
    expect(openai.body.data.map((v: any) => v.engine)).toEqual(['openai', 'openai']);
  });
});

describe('settings', () => {
  it('refuses competitor domains and source kinds that are not domains or kinds, naming the field', async () => {
    const update = (...flags: string[]) => product.admin('project', 'update', '--id', project.id, ...flags);
    await expect(update('--competitor-domains', 'not a domain')).rejects.toThrow(/competitor_domains\.0.*must be a domain/);
    await expect(update('--source-kinds', 'tools-compare.example=gossip')).rejects.toThrow(/source_kinds/);
    await expect(update('--source-kinds', 'nowhere=review')).rejects.toThrow(/must be a domain/);
    const changed = await update('--source-kinds', 'https://www.Reddit.com/r/crm=news');
    expect(changed.source_kinds).toEqual({ 'reddit.com': 'news' });
    // a settings change reclassifies past audits at once
    const res = await get('/sources?kind=news');
    expect(res.body.data.map((s: any) => s.domain)).toEqual(['reddit.com']);
    await update('--source-kinds', 'tools-compare.example=review');
  });
});

describe('errors and isolation', () => {
  it('answers 400 in the documented shape for bad filters', async () => {
    const cases: [string, string, string][] = [
      ['/sources?engine=altavista', 'invalid_request', 'engine'],
      ['/sources?kind=gossip', 'invalid_request', 'kind'],
      ['/sources?since=yesterday', 'invalid_request', 'since'],
      ['/sources?limit=0', 'invalid_request', 'limit'],
      [`/sources?audit_id=${audits[0].id}&since=2000-01-01`, 'invalid_request', 'since'],
      ['/sources?starting_after=nowhere.example', 'invalid_request', 'starting_after'],
      ['/citation-gaps?starting_after=0000', 'invalid_request', 'starting_after'],
      ['/citation-gaps?colour=red', 'unknown_parameter', 'colour'],
      ['/share-of-voice?engine=altavista', 'invalid_request', 'engine'],
      ['/share-of-voice?prompts=some', 'invalid_request', 'prompts'],
    ];
    for (const [path, code, param] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error, path).toMatchObject({ code, param });
    }
  });

  it('is a 404 across organisations and for an audit of another project', async () => {
    for (const path of ['/sources', '/citation-gaps', '/share-of-voice']) {
      const res = await get(path, other.key);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const elsewhere = await seedProject(product, expert.org.id, []);
    const res = await call(product, `/api/v1/projects/${elsewhere.id}/sources?audit_id=${audits[0].id}`, { key: expert.key });
    expect(res.status).toBe(404);
    const empty = await call(product, `/api/v1/projects/${elsewhere.id}/citation-gaps`, { key: expert.key });
    expect(empty.body).toEqual({ data: [] });
  });
});

describe('MCP read tools', () => {
  it('get_sources and get_citation_gaps answer what the API does, with a read-only key too', async () => {
    const pro = await seedOrg(product, 'pro');
    const proProject = await seedProject(product, pro.org.id, []);
    const client = new Client({ name: 'geo-audit-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${product.baseUrl}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${expert.key}` } } }));
    const json = (result: any) => JSON.parse(result.content[0].text.slice(result.content[0].text.indexOf('\n') + 1));
    const sources = await client.callTool({ name: 'get_sources', arguments: { project_id: project.id, kind: 'review' } });
    expect(json(sources).data.map((s: any) => s.domain)).toEqual(['capterra.fr', 'tools-compare.example']);
    const gaps = await client.callTool({ name: 'get_citation_gaps', arguments: { project_id: project.id, limit: 1 } });
    expect(json(gaps)).toMatchObject({ data: [{ prompt: AGENCIES, engine: 'openai' }], has_more: true });
    const refused = await client.callTool({ name: 'get_sources', arguments: { project_id: proProject.id, since: 'yesterday' } });
    expect(refused.isError).toBe(true);
    await client.close();

    const readOnly = new Client({ name: 'geo-audit-test', version: '1.0.0' });
    await readOnly.connect(new StreamableHTTPClientTransport(new URL(`${product.baseUrl}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${pro.key}` } } }));
    const own = await readOnly.callTool({ name: 'get_sources', arguments: { project_id: proProject.id } });
    expect(own.isError).toBeFalsy();
    expect(json(own).data).toEqual([]);
    const foreign = await readOnly.callTool({ name: 'get_citation_gaps', arguments: { project_id: project.id } });
    expect(foreign.isError).toBe(true);
    expect((foreign.content as any)[0].text).toContain('not_found');
    await readOnly.close();
  });
});
