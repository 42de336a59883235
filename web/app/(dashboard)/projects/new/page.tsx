'use client';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ProjectForm } from '@/components/project-form';
import { useSession } from '@/components/providers';
import { Card, useToast } from '@/components/ui';
import { api } from '@/lib/api-client';
import { keys, refreshAfterWrite } from '@/lib/queries';

export default function NewProjectPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const toast = useToast();
  const session = useSession();
  return (
    <div className="page page-narrow">
      <div>
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link href="/projects">Projects</Link> <span aria-hidden="true">/</span> <span>New</span>
        </nav>
        <h1>New project</h1>
        <p className="subtitle muted">Next you will add the prompts — the questions your customers ask AI engines.</p>
      </div>
      <Card>
        <div className="card-body">
          <ProjectForm
            submitLabel="Create project"
            ownerSettingsLocked={session.role !== 'owner'}
            onSubmit={async (values) => {
              const project = await api<{ id: string }>('/projects', { body: values });
              await refreshAfterWrite(queryClient, keys.projects);
              toast('Project created. Now add the prompts to audit.');
              router.push(`/projects/${project.id}/prompts`);
            }}
          />
        </div>
      </Card>
    </div>
  );
}
