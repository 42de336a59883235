'use client';
// Demo mode, said wherever simulated data appears (docs/guide/demo-mode.md): a pill in the header
// of every page while the server has no provider key; on a project whose latest audit was
// simulated, a notice on each of its tabs (the full one on the overview and the report) that
// cannot be dismissed. The advice goes to whoever can follow it: the operator sets a key,
// everyone else asks the operator.
import Link from 'next/link';
import { useOrg } from '@/lib/queries';
import { AlertIcon } from './icons';

/** Whether the server is in demo mode (no provider key), as the organisation's data says (false until it is loaded). */
export function useDemoServer(): boolean {
  return useOrg().data?.demo ?? false;
}

export function DemoNotice({ subject = 'answers', compact = false }: { subject?: 'answers' | 'audit'; compact?: boolean }) {
  const operator = !!useOrg().data?.operator;
  const what = subject === 'audit' ? "this audit's answers are simulated" : 'the answers are simulated';
  const advice = operator ? (
    <>
      To measure for real, set a provider key in the server&apos;s environment (<code>OPENAI_API_KEY</code>, <code>PERPLEXITY_API_KEY</code>,{' '}
      <code>GEMINI_API_KEY</code>, <code>ANTHROPIC_API_KEY</code>, <code>XAI_API_KEY</code>, <code>MISTRAL_API_KEY</code>, or <code>SERPAPI_API_KEY</code>{' '}
      for Google AI Overviews, AI Mode and Copilot) and restart it; the next audit asks the real engines.
    </>
  ) : (
    <>To measure for real, ask your operator (whoever runs this geo-audit server) to add an AI provider key: the next audit then asks the real engines.</>
  );
  return (
    <aside className={`demo-notice${compact ? ' demo-notice-compact' : ''}`} aria-label="Demo data" data-testid="demo-notice">
      <AlertIcon width={compact ? 16 : 20} height={compact ? 16 : 20} aria-hidden="true" />
      {compact ? (
        <div>
          <strong>Demo data: simulated answers.</strong> These figures, sources and gaps come from a built-in simulator, not from real AI engines.{' '}
          <Link href="/settings/engines">Engines</Link>
        </div>
      ) : (
        <div>
          <strong>Demo data: {what}.</strong> This server has no AI provider key, so a built-in simulator makes the answers up, with invented sources. The
          scores, citations and sources say nothing about how ChatGPT, Perplexity, Gemini, Claude, Grok, Mistral or Google&apos;s and Microsoft&apos;s AI answers cite your
          brand.
          <br />
          {advice}
        </div>
      )}
    </aside>
  );
}

/** The header's pill, on every page while the server is in demo mode. */
export function DemoPill() {
  if (!useDemoServer()) return null;
  return (
    <Link href="/settings/engines" className="demo-pill" data-testid="demo-pill" title="This server has no AI provider key: answers are simulated">
      Demo mode
    </Link>
  );
}
