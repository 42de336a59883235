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
import { keys, refreshAfterWrite, useProject } from '@/lib/queries';
import type { ProjectOverview } from '@/lib/types';

export default function ProjectSettingsPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const project = useProject(projectId);
  const session = useSession();
  const queryClient = useQueryClient();
  const router = useRouter();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  if (project.isPending) return <LoadingCard rows={6} label="Loading the project" />;
  if (project.isError) return null; // the layout shows it
  const { counts, name } = project.data;

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await api(`/projects/${projectId}`, { method: 'DELETE' });
      queryClient.removeQueries({ queryKey: keys.project(projectId) });
      await refreshAfterWrite(queryClient, keys.projects);
      toast(`${name} was deleted.`);
      router.push('/projects');
    } catch (err) {
      setDeleteError(err);
      setDeleting(false);
    }
  };

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
            onSubmit={async (values) => {
              const updated = await api<ProjectOverview>(`/projects/${projectId}`, { method: 'PATCH', body: values });
              queryClient.setQueryData(keys.project(projectId), updated);
              await refreshAfterWrite(queryClient, keys.projects);
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
        pending={deleting}
        error={deleteError}
        onCancel={() => setConfirming(false)}
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
