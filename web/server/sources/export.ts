// The Sources table as a CSV download (the dashboard's export): one line per domain with the
// filters of the read, cells neutralised against spreadsheet formulas by the CSV module. The
// first column marks domains cited by the simulated engine's made-up answers (docs/guide/demo-mode.md).
import type { Sql } from '@db/connection';
import type { SourcesQuery } from '../contract/schemas';
import { csvFile } from '../csv/csv';
import { listSources, simulatedEngines } from './read';

const HEADER = ['data', 'domain', 'kind', 'answers', 'citations', 'share', 'brand_named', 'engines', 'competitors', 'pages'];

export async function sourcesCsv(sql: Sql, orgId: string, projectId: string, query: SourcesQuery) {
  const { data } = await listSources(sql, orgId, projectId, query);
  const simulated = await simulatedEngines(sql, orgId, projectId, query);
  const rows = data.map((s) => [
    dataKind(s.engines.map((e) => e.engine), simulated),
    s.domain,
    s.kind,
    s.answers,
    s.citations,
    s.share,
    s.brand_named,
    s.engines.map((e) => `${e.engine}: ${e.answers}`).join('\n'),
    s.competitors.map((c) => `${c.name}: ${c.answers}`).join('\n'),
    s.pages.map((p) => `${p.url} (${p.answers})`).join('\n'),
  ]);
  return { filename: `geo-audit-sources-${projectId.slice(0, 8)}.csv`, body: csvFile([HEADER, ...rows]) };
}

/** "simulated" when only simulated answers cited the domain, "partly simulated" when some did, else "measured". */
function dataKind(engines: string[], simulatedEngines: Set<string>): string {
  const simulated = engines.filter((e) => e === 'simulated' || simulatedEngines.has(e)).length;
  return simulated === 0 ? 'measured' : simulated === engines.length ? 'simulated' : 'partly simulated';
}
