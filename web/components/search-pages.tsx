'use client';
// The report's figures that surfaces add (docs/guide/surfaces.md): how often each search page
// showed an AI answer ("AI Overview shown for 12 of 20 prompts", with its 95 % range and its
// trend over the project's audits), and the citation rate of each surface when an audit asked
// both, since the rate above pools them.
import { SURFACE_GROUPS } from '@/lib/engines';
import { engineLabel, plural } from '@/lib/format';
import type { AuditDetail, ReportContext } from '@/lib/types';
import { LikelyRange, RateWithRange } from './measurements';
import { Sparkline } from './sparkline';
import { Card } from './ui';

/** One card per search engine of the audit: how often its page showed an AI answer. */
export function ShownFigures({ audit, trend }: { audit: AuditDetail; trend: ReportContext['trend'] | undefined }) {
  const engines = audit.analytics.providerBreakdown.filter((b) => b.surface === 'search');
  if (engines.length === 0) return null;
  const unit = audit.samples === 1 ? 'prompt' : 'search';
  return (
    <div className="kpis" aria-label="How often search pages show an AI answer">
      {engines.map((b) => {
        const engine = b.provider.toLowerCase();
        const history = (trend ?? []).filter((point) => point.shown?.[engine]).map((point) => point.shown[engine].rate);
        return (
          <Card key={engine} className="kpi" data-testid={`shown-${engine}`}>
            <div className="kpi-label">{engineLabel(engine)} shown</div>
            <div className="kpi-value">
              {b.shownRate}
              <small>%</small>
            </div>
            <LikelyRange interval={b.shownInterval} />
            <div className="kpi-hint" data-testid={`shown-sentence-${engine}`}>
              {engineLabel(engine)} shown for {b.shown} of {plural(b.asked, unit, unit === 'search' ? 'searches' : 'prompts')}
            </div>
            {history.length > 1 && <Sparkline values={history} label={`${engineLabel(engine)} shown, last ${history.length} audits: ${history.join('%, ')}%`} />}
          </Card>
        );
      })}
    </div>
  );
}

/** The citation rate per surface, when the audit asked both: never one pooled rate unsaid. */
export function SurfaceRates({ analytics }: { analytics: AuditDetail['analytics'] }) {
  if (analytics.surfaces.length < 2) return null;
  return (
    <p className="small muted" data-testid="surface-rates">
      The citation rate above pools two different measurements.{' '}
      {SURFACE_GROUPS.map(({ surface, title }) => {
        const figures = analytics.surfaces.find((s) => s.surface === surface);
        return figures ? (
          <span key={surface} style={{ marginRight: 12 }}>
            {title}: <RateWithRange value={figures.citationRate} interval={figures.citationRateInterval} /> ({figures.citedQueries} of{' '}
            {plural(figures.totalQueries, 'answer')})
          </span>
        ) : null;
      })}
    </p>
  );
}
