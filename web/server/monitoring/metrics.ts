// Prometheus metrics (docs/operations/metrics.md), through prom-client. Counters are counted where
// things happen in this process (HTTP requests in main.ts, engine calls in engines/call.ts, audit
// transitions in audits/lifecycle.ts); the queue and the provider slots are fleet-wide figures
// read from the database at scrape time, in two grouped statements bounded to a second. One set
// of metrics per process, shared through globalThis with the Next.js route bundles, which load
// their own copy of this module.
import client from 'prom-client';
import { getSql } from '@db/connection';
import { answers, databaseDown } from '@db/availability';
import type { JobKind } from '../queue/queue';

const JOB_KINDS: JobKind[] = ['audit', 'snapshot', 'webhook'];
const JOB_STATES = ['queued', 'delayed', 'running', 'dead'] as const;
const SCRAPE_TIMEOUT_MS = 1_000;

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'geo_audit_http_requests_total',
      help: 'HTTP requests answered by this process, by route pattern (never the raw path), method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'geo_audit_http_request_duration_seconds',
      help: 'Time from a request to the end of its response, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    engineCalls: new client.Counter({
      name: 'geo_audit_engine_calls_total',
      help: 'Engine call attempts made by this process, by engine and outcome (answered, rate_limited, failed).',
      labelNames: ['engine', 'outcome'] as const,
      registers,
    }),
    audits: new client.Counter({
      name: 'geo_audit_audits_total',
      help: 'Audits that entered a status in this process (PENDING at launch, RUNNING, COMPLETED, FAILED).',
      labelNames: ['status'] as const,
      registers,
    }),
    database: new client.Gauge({
      name: 'geo_audit_database_up',
      help: 'Whether the database answered SELECT 1 within a second at this scrape (1) or not (0).',
      registers,
      async collect() {
        this.set((await answers(await getSql(), SCRAPE_TIMEOUT_MS)) ? 1 : 0);
      },
    }),
    jobs: new client.Gauge({
      name: 'geo_audit_jobs',
      help: 'Jobs in the queue (the whole fleet) by kind and state: queued (due), delayed (backing off), running, dead.',
      labelNames: ['kind', 'state'] as const,
      registers,
      async collect() {
        const rows = await fleetQuery<{ kind: string; state: string; n: number }>((sql) => sql`
          SELECT kind, CASE WHEN state = 'dead' THEN 'dead' WHEN locked_until >= now() THEN 'running'
                            WHEN run_at > now() THEN 'delayed' ELSE 'queued' END AS state, count(*)::int AS n
          FROM jobs GROUP BY 1, 2`);
        this.reset();
        if (!rows) return;
        for (const kind of JOB_KINDS) for (const state of JOB_STATES) this.set({ kind, state }, 0);
        for (const row of rows) this.set({ kind: row.kind, state: row.state }, row.n);
      },
    }),
    providerSlots: new client.Gauge({
      name: 'geo_audit_provider_slots_in_use',
      help: 'Engine calls in flight (leased provider slots) across the fleet, by engine.',
      labelNames: ['engine'] as const,
      registers,
      async collect() {
        const rows = await fleetQuery<{ provider: string; n: number }>((sql) => sql`
          SELECT s.provider, count(l.id)::int AS n FROM provider_state s
          LEFT JOIN provider_leases l ON l.provider = s.provider AND l.expires_at > now()
          GROUP BY 1`);
        this.reset();
        for (const row of rows ?? []) this.set({ engine: row.provider }, row.n);
      },
    }),
  };

  /** A grouped read for a gauge: null when the database does not answer it within the scrape's second. */
  async function fleetQuery<T>(query: (sql: Awaited<ReturnType<typeof getSql>>) => Promise<readonly T[]>): Promise<readonly T[] | null> {
    if (databaseDown()) return null;
    const sql = await getSql();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SCRAPE_TIMEOUT_MS)));
    try {
      return await Promise.race([query(sql).catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export type Metrics = ReturnType<typeof create>;
const KEY = Symbol.for('geo-audit.metrics');
type Holder = { [KEY]?: Metrics };

/** This process's metrics. */
export function metrics(): Metrics {
  return ((globalThis as Holder)[KEY] ??= create());
}
