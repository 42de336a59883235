'use client';
// The first run, as a checklist (docs/guide/dashboard.md): project → prompts → first audit → API key
// for the GitHub Action or an assistant (only on a plan with API access: a step nobody can take
// is not shown). Each step links to where it is done; the list goes away once every step is
// done, or when its reader puts it away ("Hide", kept per member and organisation). Read from
// data the pages load anyway (projects, org, keys).
import Link from 'next/link';
import { api, errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { keys, useApiKeys, useOrg, useProjects, useWrite } from '@/lib/queries';
import { CheckIcon } from './icons';
import { Button, useToast } from './ui';

interface Step {
  label: string;
  hint: string;
  href: string;
  action: string;
  done: boolean;
}

export function FirstRunChecklist() {
  const projects = useProjects();
  const org = useOrg();
  const apiKeys = useApiKeys();
  const toast = useToast();
  const dismissal = useWrite(() => api('/checklist', { method: 'PUT', body: { dismissed: true } }), () => [keys.org]);
  if (!projects.data || !org.data || !apiKeys.data || org.data.checklistDismissed) return null;
  const dismiss = () => dismissal.mutate(undefined, { onError: (err) => toast(errorMessage(err), 'error') });

  const all = projects.data;
  const withPrompts = all.find((p) => p.active_prompts > 0);
  const audited = all.some((p) => p.trend.length > 0);
  const first = withPrompts ?? all[0];
  const apiAccess = org.data.limits.apiAccess;
  const steps: Step[] = [
    { label: 'Create a project', hint: 'Your site and the brand to look for in answers.', href: '/projects/new', action: 'New project', done: all.length > 0 },
    {
      label: 'Add prompts',
      hint: 'The questions your customers ask AI assistants.',
      href: first ? `/projects/${first.id}/prompts` : '/projects/new',
      action: 'Add prompts',
      done: !!withPrompts,
    },
    {
      label: 'Run your first audit',
      hint: 'The engines answer each prompt; the report says where you are cited.',
      href: first ? `/projects/${first.id}` : '/projects/new',
      action: 'Run an audit',
      done: audited,
    },
    // Without API access nobody can take this step: it is not shown.
    ...(apiAccess
      ? [
          {
            label: 'Audit after each deploy',
            hint: 'Create an API key for the GitHub Action (a comment on each pull request) or an AI assistant.',
            href: '/settings/api-keys',
            action: 'Create an API key',
            done: apiKeys.data.some((k) => !k.revoked_at),
          },
        ]
      : []),
  ];
  const doneCount = steps.filter((s) => s.done).length;
  if (doneCount === steps.length) return null;
  const next = steps.findIndex((s) => !s.done);
  return (
    <section className="card checklist" aria-labelledby="checklist-title" data-testid="first-run">
      <div className="card-header">
        <div>
          <h2 id="checklist-title">Get started</h2>
          <p>{plural(doneCount, 'step')} of {steps.length} done.</p>
        </div>
        <Button size="sm" variant="ghost" onClick={dismiss} aria-label="Hide the Get started checklist">
          Hide
        </Button>
      </div>
      <ol className="checklist-steps">
        {steps.map((step, i) => (
          <li key={step.label} className={step.done ? 'done' : i === next ? 'next' : undefined} aria-current={i === next ? 'step' : undefined}>
            <span className="checklist-mark" aria-hidden="true">
              {step.done ? <CheckIcon width={14} height={14} /> : i + 1}
            </span>
            <div className="checklist-text">
              <strong>
                {step.label}
                {step.done && <span className="visually-hidden"> (done)</span>}
              </strong>
              <span className="small muted">{step.hint}</span>
            </div>
            {!step.done && (
              <Link className={`btn btn-sm${i === next ? ' btn-primary' : ''}`} href={step.href}>
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
