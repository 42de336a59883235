// Demo mode, said where decisions are made (docs/guide/demo-mode.md): while the simulated engine
// answers, the overview and the report carry this notice, which cannot be dismissed. The
// answers it made look real; nothing else on the page says they are not.
import { AlertIcon } from './icons';

export function DemoNotice({ subject = 'answers' }: { subject?: 'answers' | 'audit' }) {
  return (
    <aside className="demo-notice" aria-label="Demo data" data-testid="demo-notice">
      <AlertIcon width={20} height={20} aria-hidden="true" />
      <div>
        <strong>Demo data: {subject === 'audit' ? "this audit's answers are simulated" : 'the answers are simulated'}.</strong>{' '}
        This server has no AI provider key, so a built-in simulator makes the answers up, with invented sources. The scores, citations and
        sources say nothing about how ChatGPT, Perplexity, Gemini, Claude, Grok, Mistral or Google&apos;s and Microsoft&apos;s AI answers cite your brand.
        <br />
        To measure for real, the operator sets a provider key in the server&apos;s environment (<code>OPENAI_API_KEY</code>,{' '}
        <code>PERPLEXITY_API_KEY</code>, <code>GEMINI_API_KEY</code>, <code>ANTHROPIC_API_KEY</code>, <code>XAI_API_KEY</code>,{' '}
        <code>MISTRAL_API_KEY</code>, or <code>SERPAPI_API_KEY</code> for Google AI Overviews, AI Mode and Copilot) and restarts it; the next
        audit asks the real engines.
      </div>
    </aside>
  );
}

/** True while this server has only the simulated engine (no provider key). */
export const demoMode = (engines: readonly string[] | undefined) => !!engines && engines.length > 0 && engines.every((e) => e === 'simulated');
