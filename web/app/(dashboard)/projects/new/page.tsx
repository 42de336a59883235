'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ProjectForm } from '@/components/project-form';
import { useSession } from '@/components/providers';
import { Card, useToast } from '@/components/ui';
import { api } from '@/lib/api-client';
import { keys } from '@/lib/queries';

export default function NewProjectPage() {
  const router = useRouter();
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
            write={(values) => api<{ id: string }>('/projects', { body: values })}
            refresh={[keys.projects]}
            onSaved={(project) => {
              toast('Project created. Now add the prompts to audit.');
              router.push(`/projects/${project.id}/prompts`);
            }}
          />
        </div>
      </Card>
    </div>
  );
}
