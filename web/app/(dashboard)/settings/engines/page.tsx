'use client';
// Settings → Engines: which AI engines this server asks (its provider keys), and demo mode while
// it has none (docs/guide/demo-mode.md). Keys are the operator's: the variable names are shown to
// them, everyone else is told to ask them.
import { DemoNotice } from '@/components/demo-notice';
import { Badge, Card, CardHeader, DataTable, ErrorState, LoadingCard } from '@/components/ui';
import { engineLabel } from '@/lib/format';
import { useOrg } from '@/lib/queries';

export default function EnginesPage() {
  const org = useOrg();
  return (
    <div className="page page-narrow">
      <div className="page-header">
        <div>
          <h1>Engines</h1>
          <p className="subtitle">The AI engines this server asks your prompts. Each needs its provider&apos;s API key in the server&apos;s configuration.</p>
        </div>
      </div>
      {org.isPending ? (
        <LoadingCard rows={4} label="Loading the engines" />
      ) : org.isError ? (
        <Card>
          <ErrorState error={org.error} onRetry={() => org.refetch()} />
        </Card>
      ) : (
        <>
          {org.data.demo && <DemoNotice />}
          <Card aria-labelledby="engines-title">
            <CardHeader
              id="engines-title"
              title="Configured engines"
              description={
                org.data.operator
                  ? 'Set a key in the server’s environment and restart it to add an engine.'
                  : 'The operator of this server (whoever installed it) adds engines by setting their keys: ask them for the ones you need.'
              }
            />
            <DataTable
              region="Engines of this server"
              aria-label="Engines"
              columns={[{ label: 'Engine' }, { label: 'Status' }, { label: 'Surface' }, org.data.operator && { label: 'Key variables' }]}
            >
              {org.data.availability.map((engine) => (
                <tr key={engine.engine} data-testid={`engine-${engine.engine}`}>
                  <td>
                    <strong>{engineLabel(engine.engine)}</strong>
                  </td>
                  <td>{engine.configured ? <Badge tone="success">Configured</Badge> : <Badge>Not configured</Badge>}</td>
                  <td>{engine.surface === 'search' ? 'Search page' : 'Model API'}</td>
                  {org.data.operator && (
                    <td>
                      {(engine.keys ?? []).map((key, i) => (
                        <span key={key}>
                          {i > 0 && ' + '}
                          <code>{key}</code>
                        </span>
                      ))}
                    </td>
                  )}
                </tr>
              ))}
            </DataTable>
          </Card>
        </>
      )}
    </div>
  );
}
