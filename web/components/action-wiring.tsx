'use client';
// Wiring the GitHub Action from the dashboard (docs/action.md): the project id to copy, and a ready
// workflow with this server's address and the project filled in. The server must be reachable
// from GitHub's runners, or the job must run on a self-hosted runner that reaches it.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useOrigin } from '@/lib/origin';
import { useProjects } from '@/lib/queries';
import { Card, CardHeader, CopyButton } from './ui';

/** The workflow step, with the server's API root and the project id. */
export function workflowSnippet(origin: string, projectId: string): string {
  return `# .github/workflows/geo-audit.yml
# The geo-audit server must be reachable from GitHub's runners (a public address),
# or run this job on a self-hosted runner that reaches it (runs-on: self-hosted).
name: GEO audit
on:
  push:
    branches: [main]
permissions:
  contents: read
  pull-requests: write
jobs:
  geo-audit:
    runs-on: ubuntu-latest
    steps:
      - name: GEO audit
        uses: geo-audit/geo-audit@v1
        with:
          api-key: \${{ secrets.GEO_AUDIT_API_KEY }}   # a key with the write scope
          project-id: ${projectId}
          base-url: ${origin || 'https://your-server'}/api/v1
          samples: 3
          fail-on-regression: 5`;
}

/** Project settings: the project id, to copy, and the way to the workflow. */
export function ProjectIdCard({ projectId }: { projectId: string }) {
  return (
    <Card aria-labelledby="project-id-title">
      <CardHeader
        id="project-id-title"
        title="Project id"
        description="The GitHub Action, the API and AI assistants name the project by this id."
        actions={<CopyButton text={projectId} label="Copy id" />}
      />
      <div className="card-body stack" style={{ gap: 8 }}>
        <code className="mono" data-testid="project-id">
          {projectId}
        </code>
        <p className="small muted">
          A ready workflow for this project is on the <Link href={`/settings/api-keys?project=${projectId}#github-action`}>API keys</Link> page.
        </p>
      </div>
    </Card>
  );
}

/** API keys page: the workflow to copy, for the project chosen (`?project=`, else the first). */
export function WorkflowCard() {
  const origin = useOrigin();
  const projects = useProjects();
  const [chosen, setChosen] = useState<string>();
  // ?project= (from a project's settings) picks it; read after hydration, like the origin.
  useEffect(() => setChosen(new URLSearchParams(window.location.search).get('project') ?? undefined), []);
  const list = projects.data ?? [];
  const projectId = list.find((p) => p.id === chosen)?.id ?? list[0]?.id ?? 'YOUR_PROJECT_ID';
  const snippet = workflowSnippet(origin, projectId);
  return (
    <Card aria-labelledby="github-action-title" id="github-action">
      <CardHeader
        id="github-action-title"
        title="Audit every deploy with the GitHub Action"
        description="Add this workflow to your site’s repository and a secret GEO_AUDIT_API_KEY holding a key with write access."
      />
      <div className="card-body stack">
        {list.length > 1 && (
          <div className="field" style={{ maxWidth: 360 }}>
            <label className="label" htmlFor="workflow-project">
              Project
            </label>
            <select id="workflow-project" className="select" value={projectId} onChange={(e) => setChosen(e.target.value)}>
              {list.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <p className="small muted">
          GitHub&apos;s runners call this server at <code>{origin || '…'}/api/v1</code>: it must be reachable from the internet, or the job must run on a{' '}
          <a href="https://docs.github.com/en/actions/hosting-your-own-runners" rel="noopener noreferrer" target="_blank">
            self-hosted runner
          </a>{' '}
          that reaches it. Without <code>region</code>, an audit uses the project&apos;s region.
        </p>
        <pre className="code-block workflow-snippet" tabIndex={0} aria-label="GitHub Actions workflow" data-testid="workflow-snippet">
          {snippet}
        </pre>
        <div className="row">
          <CopyButton text={snippet} label="Copy workflow" />
        </div>
      </div>
    </Card>
  );
}
