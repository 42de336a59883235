'use client';
// Editing a project, and deleting it with everything that belongs to it.
import { useQueryClient } from '@tanstack/react-query';
import { useParams, useRouter } from 'next/navigation';
import { useState } from 'react';
import { ProjectIdCard } from '@/components/action-wiring';
import { ProjectForm } from '@/components/project-form';
import { useSession } from '@/components/providers';
import { Button, Card, CardHeader, ConfirmDialog, LoadingCard, useToast } from '@/components/ui';
import { api } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { keys, useProject, useWrite } from '@/lib/queries';
import type { ProjectOverview } from '@/lib/types';

export default function ProjectSettingsPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const project = useProject(projectId);
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  // The project's own queries go (not refetched: it is gone); the list is refreshed.
  const deletion = useWrite(
    () => api(`/projects/${projectId}`, { method: 'DELETE' }).then(() => queryClient.removeQueries({ queryKey: keys.project(projectId) })),
    () => [keys.projects],
  );

  if (project.isPending) return <LoadingCard rows={6} label="Loading the project" />;
  if (project.isError) return null; // the layout shows it
  const { counts, name } = project.data;

  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        toast(`${name} was deleted.`);
        router.push('/projects');
      },
    });

  return (
    <div className="stack" style={{ maxWidth: 820 }}>
      <Card aria-labelledby="settings-title">
        <CardHeader id="settings-title" title="Project settings" />
        <div className="card-body">
          <ProjectForm
            key={project.dataUpdatedAt}
            initial={project.data}
            ownerSettingsLocked={session.role !== 'owner'}
            submitLabel="Save changes"
            write={(values) => api<ProjectOverview>(`/projects/${projectId}`, { method: 'PATCH', body: values })}
            refresh={[keys.projects]}
            onSaved={(updated) => {
              queryClient.setQueryData(keys.project(projectId), updated);
              toast('Changes saved.');
            }}
          />
        </div>
      </Card>
      <ProjectIdCard projectId={projectId} />
      {session.role === 'owner' && <Card aria-labelledby="danger-title" style={{ borderColor: 'color-mix(in srgb, var(--danger) 35%, var(--border))' }}>
        <CardHeader id="danger-title" title="Delete this project" description="Its prompts, keywords, audits, reports and suggestions are deleted with it. This cannot be undone." />
        <div className="card-body">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete project
          </Button>
        </div>
      </Card>}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${name}?`}
        confirmLabel="Delete project"
        // Pending until the projects page replaces this one.
        pending={deletion.isPending || deletion.isSuccess}
        error={deletion.error}
        onCancel={() => {
          setConfirming(false);
          deletion.reset();
        }}
        onConfirm={remove}
      >
        <p>
          This deletes {plural(counts.prompts, 'prompt')}, {plural(counts.keywords, 'keyword')} and {plural(counts.audits, 'audit')} with their reports. Audit quota
          already used is not given back.
        </p>
      </ConfirmDialog>
    </div>
  );
}
