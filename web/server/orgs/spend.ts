// What an organisation spends on providers, and the monthly cap that holds it (docs/operations/spend.md).
// Spend is added up per month and engine in `org_spend` (recordSpend, run in the statement that
// stores each answer or judge verdict), so a cap check reads a few rows, not a month of answers.
//
// The cap is the lower of the operator's (`org update --monthly-budget-usd`) and the owner's
// (dashboard; at most the operator's). A launch sets aside its estimate's high end (`audits.reserved_usd`); what is left
// is cap − spent − the reservations of audits in progress not yet replaced by their own costs.
// Launches check it under a lock on the organisation's row, so two launches racing for the last
// dollars are counted one after the other. A running audit checks before every call it makes.
import type postgres from 'postgres';
import type { z } from 'zod';
import type { Sql, TxSql } from '@db/connection';
import type { BudgetStatus as BudgetStatusSchema } from '../contract/schemas';
import { roundUsd } from '../engines/prices';
import { DomainError, invalidInput, launchFailed } from '../errors';

/** The month's cap, spend, reservations and what is left (OpenAPI `BudgetStatus`). */
export type BudgetStatus = z.output<typeof BudgetStatusSchema>;

interface CapRow {
  operator: number | null;
  owner: number | null;
}

const effectiveCap = (caps: CapRow) =>
  caps.operator === null ? caps.owner : caps.owner === null ? caps.operator : Math.min(caps.operator, caps.owner);

async function readCaps(sql: Sql | TxSql, orgId: string, lock = false): Promise<CapRow> {
  const [row] = lock
    ? await sql<CapRow[]>`SELECT monthly_budget_usd::float8 AS operator, owner_budget_usd::float8 AS owner FROM organizations WHERE id = ${orgId} FOR NO KEY UPDATE`
    : await sql<CapRow[]>`SELECT monthly_budget_usd::float8 AS operator, owner_budget_usd::float8 AS owner FROM organizations WHERE id = ${orgId}`;
  if (!row) throw new DomainError('not_found', 'Organisation not found.');
  return row;
}

async function spentThisMonth(sql: Sql | TxSql, orgId: string): Promise<number> {
  const [row] = await sql<{ spent: number }[]>`
    SELECT coalesce(sum(spent_usd), 0)::float8 AS spent FROM org_spend WHERE org_id = ${orgId} AND month = billing_month()`;
  return row.spent;
}

/**
 * The one writer of `org_spend`: a statement that adds `rows` (a query of `org_id`, `provider`,
 * `spent_usd`, `answers`) to this month's spend. A fragment, so that the caller runs it in the
 * statement that stores what was paid for (an answer, a judge's verdict): both or neither.
 */
export function recordSpend(sql: Sql | TxSql, rows: postgres.PendingQuery<postgres.Row[]>) {
  return sql`
    INSERT INTO org_spend AS o (org_id, month, provider, spent_usd, answers)
    SELECT r.org_id, billing_month(), r.provider, r.spent_usd, r.answers FROM (${rows}) r
    ON CONFLICT (org_id, month, provider) DO UPDATE SET spent_usd = o.spent_usd + excluded.spent_usd, answers = o.answers + excluded.answers`;
}

/** Reservations of the organisation's audits in progress, less what each has spent already. */
async function reservedInProgress(sql: Sql | TxSql, orgId: string, exceptAuditId?: string): Promise<number> {
  const [row] = await sql<{ reserved: number }[]>`
    SELECT coalesce(sum(greatest(0, a.reserved_usd - coalesce(
             (SELECT sum(q.cost_usd) FROM audit_queries q WHERE q.audit_id = a.id), 0))), 0)::float8 AS reserved
    FROM audits a
    WHERE a.org_id = ${orgId} AND a.status IN ('PENDING', 'RUNNING') AND a.reserved_usd > 0
      AND a.id IS DISTINCT FROM ${exceptAuditId ?? null}::uuid`;
  return row.reserved;
}

function status(caps: CapRow, spent: number, reserved: number): BudgetStatus {
  const cap = effectiveCap(caps);
  return {
    month: new Date().toISOString().slice(0, 7),
    currency: 'USD',
    capUsd: cap,
    operatorCapUsd: caps.operator,
    ownerCapUsd: caps.owner,
    spentUsd: roundUsd(spent),
    reservedUsd: roundUsd(reserved),
    leftUsd: cap === null ? null : roundUsd(Math.max(0, cap - spent - reserved)),
  };
}

export async function budgetStatus(sql: Sql | TxSql, orgId: string): Promise<BudgetStatus> {
  const [caps, spent, reserved] = await Promise.all([readCaps(sql, orgId), spentThisMonth(sql, orgId), reservedInProgress(sql, orgId)]);
  return status(caps, spent, reserved);
}

const usd = (n: number) => `$${n.toFixed(2)}`;

/** The tenant-facing sentence of a refused launch or a stopped audit: what was spent, what is left. */
export function budgetMessage(b: BudgetStatus): string {
  const reserved = b.reservedUsd > 0 ? ` and ${usd(b.reservedUsd)} is set aside by audits in progress` : '';
  return `The organisation's monthly budget of ${usd(b.capUsd ?? 0)} (${b.month}, UTC) has ${usd(b.leftUsd ?? 0)} left: ${usd(b.spentUsd)} was spent${reserved}.`;
}

/**
 * Refuses the launch (`budget_exhausted`) when a cap applies and the audit's reservation
 * (`highUsd`, written with the audit by audits/launch.ts) does not fit in what is left. Run in the
 * launch transaction, after the audit row is written: a refusal rolls the whole launch back.
 */
export async function assertReservationFits(tx: TxSql, orgId: string, auditId: string, highUsd: number) {
  if (effectiveCap(await readCaps(tx, orgId)) === null) return;
  // Locked first, counted after, in separate statements: a statement that waited for the lock
  // counts with the snapshot it started with and would miss the reservation just committed.
  // NO KEY UPDATE: the audit row just written holds a KEY SHARE lock on the organisation (its
  // foreign key), which FOR UPDATE would wait on: two launches would deadlock.
  const caps = await readCaps(tx, orgId, true);
  const b = status(caps, await spentThisMonth(tx, orgId), await reservedInProgress(tx, orgId, auditId));
  if (b.leftUsd !== null && highUsd > b.leftUsd) {
    throw launchFailed('budget_exhausted', `${budgetMessage(b)} This audit may cost up to ${usd(highUsd)}. The budget renews on the first day of next month (UTC); an owner or the operator can raise it, or ask fewer prompts, engines or samples.`);
  }
}

/** Thrown before a call that the budget no longer allows (audits/run.ts stores it as the row's failure). */
export class BudgetExhaustedError extends Error {
  readonly code = 'budget_exhausted';
}

/** A running audit asks this before every call (retries included): stop once the month's spend reached the cap. */
export async function assertBudgetLeft(sql: Sql, orgId: string) {
  const caps = await readCaps(sql, orgId);
  const cap = effectiveCap(caps);
  if (cap === null) return;
  const spent = await spentThisMonth(sql, orgId);
  if (spent >= cap) {
    throw new BudgetExhaustedError(`Not asked: ${budgetMessage(status(caps, spent, 0))} The audit stopped asking and kept the answers it had.`);
  }
}

/** A monthly cap: an amount in USD from 0 to 100,000,000, or null (none). The operator's and the owner's alike. */
export function checkBudgetAmount(value: number | null | undefined, param: string) {
  if (value != null && (!Number.isFinite(value) || value < 0 || value > 1e8)) {
    throw invalidInput('invalid_request', `${param} must be an amount in USD from 0 to 100,000,000, or none for no cap.`, param);
  }
}

/** The owner's cap (dashboard): at most the operator's, which it can only lower. */
export async function setOwnerBudget(sql: Sql, orgId: string, capUsd: number | null): Promise<BudgetStatus> {
  checkBudgetAmount(capUsd, 'ownerCapUsd');
  const caps = await readCaps(sql, orgId);
  if (capUsd !== null && caps.operator !== null && capUsd > caps.operator) {
    throw invalidInput('invalid_request', `The operator caps this organisation at ${usd(caps.operator)} a month; an owner's budget can only be lower.`, 'ownerCapUsd');
  }
  await sql`UPDATE organizations SET owner_budget_usd = ${capUsd} WHERE id = ${orgId}`;
  return budgetStatus(sql, orgId);
}

/** This calendar month's (UTC) spend, in total and per engine. */
export async function monthSpend(sql: Sql, orgId: string) {
  const rows = await sql<{ provider: string; cost: number; answers: number }[]>`
    SELECT provider, spent_usd::float8 AS cost, answers FROM org_spend
    WHERE org_id = ${orgId} AND month = billing_month() ORDER BY provider`;
  return {
    month: new Date().toISOString().slice(0, 7),
    currency: 'USD' as const,
    totalUsd: roundUsd(rows.reduce((n, r) => n + r.cost, 0)),
    byProvider: Object.fromEntries(rows.map((r) => [r.provider, { costUsd: roundUsd(r.cost), answers: r.answers }])),
  };
}

/** Spend per month and engine over the last `months` calendar months (the dashboard's chart). */
export async function spendHistory(sql: Sql, orgId: string, months = 12) {
  const rows = await sql<{ month: string; provider: string; cost: number; answers: number }[]>`
    SELECT to_char(month, 'YYYY-MM') AS month, provider, spent_usd::float8 AS cost, answers FROM org_spend
    WHERE org_id = ${orgId} AND month > (billing_month() - make_interval(months => ${months}))
    ORDER BY month, provider`;
  return rows.map((r) => ({ month: r.month, provider: r.provider, costUsd: roundUsd(r.cost), answers: r.answers }));
}
