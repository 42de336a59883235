'use client';
// Settings → Spend: this month's provider budget and spend per month and engine (docs/operations/spend.md).
import { DemoNotice, useDemoServer } from '@/components/demo-notice';
import { SpendPanels } from '@/components/spend-settings';

export default function SpendPage() {
  const demo = useDemoServer();
  return (
    <div className="page page-narrow">
      <div className="page-header">
        <div>
          <h1>Spend</h1>
          <p className="subtitle">Audits are paid for with this server’s AI provider keys. Each answer’s cost is computed from the provider’s reported usage and a dated price list when it is stored.</p>
        </div>
      </div>
      {demo && <DemoNotice compact />}
      <SpendPanels />
    </div>
  );
}
