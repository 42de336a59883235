'use client';
// Settings → Spend (docs/operations/spend.md): the month's budget (owners set their own cap, lower than
// the operator's) and the spend per month and engine.
import { useState, type FormEvent } from 'react';
import { Bar, BarChart, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { api, errorMessage } from '@/lib/api-client';
import { engineLabel, formatUsd } from '@/lib/format';
import { keys, useSpend, useWrite } from '@/lib/queries';
import type { BudgetStatus, SpendInfo } from '@/lib/types';
import { axis, ChartCard, grid, TooltipBox } from './report-charts';
import { useSession } from './providers';
import { usd } from './spend';
import { Alert, Button, Card, CardHeader, Field, Skeleton } from './ui';

export function BudgetCard({ budget }: { budget: BudgetStatus }) {
  const session = useSession();
  const [value, setValue] = useState(budget.ownerCapUsd === null ? '' : String(budget.ownerCapUsd));
  const [invalid, setInvalid] = useState<string | null>(null);
  const isOwner = session.role === 'owner';
  const saving = useWrite((ownerCapUsd: number | null) => api('/spend', { method: 'PATCH', body: { ownerCapUsd } }), () => [keys.spend]);
  const save = (ownerCapUsd: number | null) => {
    setInvalid(null);
    saving.mutate(ownerCapUsd, { onSuccess: () => ownerCapUsd === null && setValue('') });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value);
    if (value.trim() === '' || !Number.isFinite(amount) || amount < 0) {
      setInvalid('Enter an amount in US dollars, such as 100 or 49.50.');
      return;
    }
    save(amount);
  };
  const pending = saving.isPending;
  const error = invalid ?? (saving.error ? errorMessage(saving.error) : null);
  const used = budget.capUsd ? Math.min(100, (100 * (budget.spentUsd + budget.reservedUsd)) / budget.capUsd) : 0;

  return (
    <Card aria-labelledby="budget-title">
      <CardHeader
        id="budget-title"
        title={`Budget for ${budget.month}`}
        description="What the AI providers charged for this organisation’s answers this calendar month (UTC), in US dollars."
      />
      <div className="card-body stack">
        <dl className="stat-list">
          <div className="stat">
            <dt>Spent</dt>
            <dd>{usd(budget.spentUsd)}</dd>
          </div>
          <div className="stat">
            <dt>Set aside by audits in progress</dt>
            <dd>{usd(budget.reservedUsd)}</dd>
          </div>
          <div className="stat">
            <dt>Left</dt>
            <dd>{budget.leftUsd === null ? 'No cap' : usd(budget.leftUsd)}</dd>
          </div>
        </dl>
        {budget.capUsd !== null && (
          <div className="meter" style={{ maxWidth: 420 }} role="img" aria-label={`${Math.round(used)}% of the ${usd(budget.capUsd)} budget spent or set aside`}>
            <span style={{ width: `${used}%` }} />
          </div>
        )}
        <p className="small muted" style={{ margin: 0 }}>
          {budget.operatorCapUsd !== null ? `The operator caps this organisation at ${usd(budget.operatorCapUsd)} a month. ` : 'The operator sets no cap. '}
          {budget.ownerCapUsd !== null ? `An owner set a lower cap of ${usd(budget.ownerCapUsd)}. ` : ''}
          An audit whose estimated cost does not fit in what is left is refused; one that reaches the cap while running stops asking and keeps the
          answers it has.
        </p>
        {isOwner ? (
          <form className="row" onSubmit={submit} noValidate style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
            <Field label="Your monthly cap (USD)" htmlFor="owner-cap" error={error} hint="Lower than the operator’s cap, if there is one.">
              <input id="owner-cap" className="input" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} style={{ maxWidth: 160 }} />
            </Field>
            <Button type="submit" variant="primary" loading={pending}>
              Save cap
            </Button>
            {budget.ownerCapUsd !== null && (
              <Button onClick={() => save(null)} disabled={pending}>
                Remove my cap
              </Button>
            )}
          </form>
        ) : (
          <p className="small muted" style={{ margin: 0 }}>
            Only an owner can set the organisation’s cap.
          </p>
        )}
      </div>
    </Card>
  );
}

const ENGINE_COLOURS = ['var(--chart-1)', 'var(--chart-2)', 'var(--chart-3)', 'var(--chart-4)', 'var(--chart-muted)'];

/** Stacked bars: one per month, one colour per engine. */
export function SpendChart({ history }: { history: SpendInfo['history'] }) {
  const engines = [...new Set(history.map((h) => h.provider))].sort();
  const months = [...new Set(history.map((h) => h.month))].sort();
  const data = months.map((month) => ({
    month,
    ...Object.fromEntries(engines.map((e) => [e, history.find((h) => h.month === month && h.provider === e)?.costUsd ?? 0])),
  }));
  const summary = months
    .map((m) => `${m}: ${engines.map((e) => `${engineLabel(e)} ${usd(history.find((h) => h.month === m && h.provider === e)?.costUsd ?? 0)}`).join(', ')}`)
    .join('; ');
  if (months.length === 0) {
    return (
      <Card>
        <CardHeader title="Spend per month and engine" />
        <p className="card-body muted" style={{ margin: 0 }}>
          No provider has charged anything yet: simulated answers are free, and spend appears here once an engine with a key answers.
        </p>
      </Card>
    );
  }
  return (
    <ChartCard
      title="Spend per month and engine"
      description="What the AI providers charged for this organisation’s answers, in US dollars."
      how="How: the sum of the costs stored with each answer, each priced from the provider’s reported usage when it was stored."
      summary={summary}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 12, right: 8, left: 0, bottom: 0 }}>
          {grid}
          <XAxis dataKey="month" {...axis} />
          <YAxis {...axis} width={56} tickFormatter={(v: number) => formatUsd(v)} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            content={({ active, payload, label }) =>
              active && payload?.length ? (
                <TooltipBox>
                  <strong>{label}</strong>
                  {payload.map((p) => (
                    <div key={String(p.dataKey)}>
                      {engineLabel(String(p.dataKey))}: {formatUsd(Number(p.value))}
                    </div>
                  ))}
                </TooltipBox>
              ) : null
            }
          />
          <Legend formatter={(value: string) => engineLabel(value)} />
          {engines.map((e, i) => (
            <Bar key={e} dataKey={e} stackId="spend" fill={ENGINE_COLOURS[i % ENGINE_COLOURS.length]} isAnimationActive={false} maxBarSize={56} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function SpendPanels() {
  const spend = useSpend();
  if (spend.isPending) {
    return (
      <Card className="card-body stack" aria-busy="true">
        <Skeleton height={18} width="30%" />
        <Skeleton height={80} />
      </Card>
    );
  }
  if (spend.isError) return <Alert>{errorMessage(spend.error)}</Alert>;
  return (
    <div className="stack">
      <BudgetCard budget={spend.data.budget} />
      <SpendChart history={spend.data.history} />
    </div>
  );
}
