'use client';
// A project's prompts (the questions audits ask the engines), grouped by tag: add one or many,
// import, edit, activate/deactivate, delete, one by one or in bulk. Keywords, which are
// context for the audit and never asked, are managed below.
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useMemo, useState, type FormEvent } from 'react';
import { EditIcon, MessageIcon, PlayIcon, PlusIcon, TrashIcon, UploadIcon } from '@/components/icons';
import { ImportPromptsDialog } from '@/components/prompt-import';
import { PromptSuggestionsCard } from '@/components/prompt-suggestions';
import { Alert, Badge, Button, Card, CardHeader, ConfirmDialog, EmptyState, ErrorState, Field, LoadingCard, Switch, useToast, WriteError } from '@/components/ui';
import { api, errorMessage } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { keys, useKeywords, useOrg, useProject, usePrompts, useWrite } from '@/lib/queries';
import type { CreatedPrompts, NewPrompts, Prompt, PromptChanges } from '@/lib/types';

const UNTAGGED = '\u0000untagged';

export default function PromptsPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const prompts = usePrompts(projectId);
  const project = useProject(projectId);
  const org = useOrg();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const cap = org.data?.limits.maxActivePrompts;
  const active = prompts.data?.filter((p) => p.active).length ?? 0;
  return (
    <div className="stack">
      <div className="spread">
        <div style={{ flex: '1 1 420px' }}>
          <h2>Prompts</h2>
          <p className="muted small" style={{ marginTop: 2 }}>
            The questions your customers ask AI engines. Every audit asks each active prompt to each engine.
            {cap !== undefined && prompts.data && (
              <>
                {' '}
                <strong>{active}</strong> of {cap} active prompts allowed by your plan.
              </>
            )}
          </p>
        </div>
        <div className="page-actions">
          <Button onClick={() => setImporting(true)}>
            <UploadIcon /> Import
          </Button>
          <Button variant="primary" onClick={() => setAdding(true)} aria-expanded={adding} aria-controls="add-prompts">
            <PlusIcon /> Add prompts
          </Button>
        </div>
      </div>
      {project.data && project.data.counts.audits === 0 && active > 0 && (
        <div className="next-step" data-testid="first-audit-step">
          <p>
            <strong>Your prompts are ready.</strong> An audit asks them to the engines and shows where {project.data.brand_name} is cited.
          </p>
          <Link className="btn btn-primary" href={`/projects/${projectId}`}>
            <PlayIcon /> Run your first audit
          </Link>
        </div>
      )}
      {adding && <AddPrompts projectId={projectId} tags={tagsOf(prompts.data)} onDone={() => setAdding(false)} />}
      {/* Suggestions help a new project start; past ten prompts they would only get in the way. */}
      {prompts.data && prompts.data.length < 10 && <PromptSuggestionsCard projectId={projectId} />}
      {prompts.isPending ? (
        <LoadingCard rows={4} label="Loading prompts" />
      ) : prompts.isError ? (
        <Card>
          <ErrorState error={prompts.error} onRetry={() => prompts.refetch()} />
        </Card>
      ) : prompts.data.length === 0 ? (
        !adding && (
          <Card>
            <EmptyState
              icon={<MessageIcon />}
              title="No prompts yet"
              actions={
                <>
                  <Button variant="primary" onClick={() => setAdding(true)}>
                    <PlusIcon /> Add prompts
                  </Button>
                  <Button onClick={() => setImporting(true)}>
                    <UploadIcon /> Import a CSV
                  </Button>
                </>
              }
            >
              Write the questions people ask ChatGPT or Perplexity before they choose {project.data?.brand_name ?? 'a brand like yours'}: “best … for
              …”, “… alternatives”, “how to choose a …”. Twenty good prompts make a useful audit.
            </EmptyState>
          </Card>
        )
      ) : (
        <PromptList projectId={projectId} prompts={prompts.data} />
      )}
      <KeywordsCard projectId={projectId} />
      <ImportPromptsDialog projectId={projectId} open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}

function tagsOf(prompts: Prompt[] | undefined): string[] {
  return [...new Set((prompts ?? []).map((p) => p.tag).filter((t): t is string => !!t))].sort((a, b) => a.localeCompare(b));
}

function AddPrompts({ projectId, tags, onDone }: { projectId: string; tags: string[]; onDone: () => void }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [tag, setTag] = useState('');
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const creation = useWrite(
    (prompts: NewPrompts['prompts']) => api<CreatedPrompts>(`/projects/${projectId}/prompts`, { body: { prompts } }),
    () => keys.promptsChanged(projectId),
  );
  const { isPending: pending, error } = creation;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    creation.mutate(
      lines.map((line) => ({ text: line, tag: tag.trim() || null })),
      {
        onSuccess: (result) => {
          toast(`Added ${plural(result.created.length, 'prompt')}${result.existing.length ? `; ${result.existing.length} already existed` : ''}.`);
          setText('');
          onDone();
        },
      },
    );
  };

  return (
    <Card id="add-prompts" aria-labelledby="add-prompts-title">
      <CardHeader id="add-prompts-title" title="Add prompts" description="One prompt per line." />
      <form className="card-body form" onSubmit={submit}>
        <WriteError error={error} />
        <Field label="Prompts" htmlFor="new-prompts">
          <textarea
            id="new-prompts"
            className="textarea"
            rows={5}
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={'best project management tool for agencies\nAsana alternatives for small teams'}
          />
        </Field>
        <Field label="Tag" htmlFor="new-prompts-tag" optional hint="Groups prompts, e.g. by topic or funnel stage.">
          <input id="new-prompts-tag" className="input" list="prompt-tags" value={tag} onChange={(e) => setTag(e.target.value)} style={{ maxWidth: 320 }} />
          <datalist id="prompt-tags">
            {tags.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </Field>
        <div className="row">
          <Button type="submit" variant="primary" loading={pending} disabled={lines.length === 0}>
            Add {lines.length > 1 ? plural(lines.length, 'prompt') : 'prompt'}
          </Button>
          <Button onClick={onDone}>Cancel</Button>
        </div>
      </form>
    </Card>
  );
}

type StateFilter = 'all' | 'active' | 'inactive';

function PromptList({ projectId, prompts }: { projectId: string; prompts: Prompt[] }) {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [tagFilter, setTagFilter] = useState('');
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);

  const tags = tagsOf(prompts);
  const visible = prompts.filter(
    (p) =>
      (!search || p.text.toLowerCase().includes(search.toLowerCase())) &&
      (!tagFilter || (tagFilter === UNTAGGED ? !p.tag : p.tag === tagFilter)) &&
      (stateFilter === 'all' || (stateFilter === 'active') === p.active),
  );
  const groups = useMemo(() => {
    const byTag = new Map<string, Prompt[]>();
    for (const p of visible) byTag.set(p.tag ?? UNTAGGED, [...(byTag.get(p.tag ?? UNTAGGED) ?? []), p]);
    return [...byTag].sort(([a], [b]) => (a === UNTAGGED ? 1 : b === UNTAGGED ? -1 : a.localeCompare(b)));
  }, [visible]);

  const bulkWrite = useWrite(
    ({ action, ids }: { action: 'activate' | 'deactivate' | 'delete'; ids: string[] }) =>
      api<{ changed: number }>(`/projects/${projectId}/prompts/bulk`, { body: { action, ids } }),
    () => keys.promptsChanged(projectId),
  );
  const runBulk = (vars: { action: 'activate' | 'deactivate' | 'delete'; ids: string[] }) =>
    bulkWrite.mutate(vars, {
      onSuccess: ({ changed }, { action }) => {
        setSelected(new Set());
        setConfirmDelete(null);
        toast(`${plural(changed, 'prompt')} ${action === 'delete' ? 'deleted' : action === 'activate' ? 'activated' : 'deactivated'}.`);
      },
      onError: (err) => toast(errorMessage(err), 'error'),
    });

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) (on ? next.add(id) : next.delete(id));
      return next;
    });
  const selectedIds = [...selected];

  return (
    <>
      <div className="filters">
        <label className="visually-hidden" htmlFor="prompt-search">
          Search prompts
        </label>
        <input id="prompt-search" className="input input-sm" type="search" placeholder="Search prompts" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label className="visually-hidden" htmlFor="prompt-tag-filter">
          Tag
        </label>
        <select id="prompt-tag-filter" className="select select-sm" value={tagFilter} onChange={(e) => setTagFilter(e.target.value)}>
          <option value="">All tags</option>
          {tags.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
          <option value={UNTAGGED}>Untagged</option>
        </select>
        <label className="visually-hidden" htmlFor="prompt-state-filter">
          State
        </label>
        <select id="prompt-state-filter" className="select select-sm" value={stateFilter} onChange={(e) => setStateFilter(e.target.value as StateFilter)}>
          <option value="all">Active and inactive</option>
          <option value="active">Active only</option>
          <option value="inactive">Inactive only</option>
        </select>
        <span className="faint small">
          {visible.length === prompts.length ? plural(prompts.length, 'prompt') : `${visible.length} of ${prompts.length}`}
        </span>
      </div>
      {selected.size > 0 && (
        <div className="bulk-bar" role="region" aria-label="Bulk actions">
          <strong style={{ marginRight: 4 }}>{selected.size} selected</strong>
          <Button size="sm" onClick={() => runBulk({ action: 'activate', ids: selectedIds })} disabled={bulkWrite.isPending}>
            Activate
          </Button>
          <Button size="sm" onClick={() => runBulk({ action: 'deactivate', ids: selectedIds })} disabled={bulkWrite.isPending}>
            Deactivate
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirmDelete(selectedIds)} disabled={bulkWrite.isPending}>
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())} style={{ color: 'inherit' }}>
            Clear
          </Button>
        </div>
      )}
      <Card aria-label="Prompts by tag">
        {groups.length === 0 && <div className="card-body muted">No prompt matches these filters.</div>}
        {groups.map(([tag, items]) => {
          const ids = items.map((p) => p.id);
          const allSelected = ids.every((id) => selected.has(id));
          const label = tag === UNTAGGED ? 'Untagged' : tag;
          return (
            <section key={tag} aria-label={label}>
              <div className="prompt-group-header">
                <input type="checkbox" aria-label={`Select all prompts in ${label}`} checked={allSelected} onChange={(e) => toggle(ids, e.target.checked)} />
                <span>{label}</span>
                <Badge>{items.length}</Badge>
              </div>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {items.map((p) => (
                  <PromptRow
                    key={p.id}
                    projectId={projectId}
                    prompt={p}
                    selected={selected.has(p.id)}
                    onSelect={(on) => toggle([p.id], on)}
                    onDelete={() => setConfirmDelete([p.id])}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </Card>
      <ConfirmDialog
        open={!!confirmDelete}
        title={confirmDelete && confirmDelete.length > 1 ? `Delete ${confirmDelete.length} prompts?` : 'Delete this prompt?'}
        confirmLabel="Delete"
        pending={bulkWrite.isPending}
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => confirmDelete && runBulk({ action: 'delete', ids: confirmDelete })}
      >
        <p className="muted">Past audits keep their answers. To stop asking a prompt but keep it, deactivate it instead.</p>
      </ConfirmDialog>
    </>
  );
}

function PromptRow({ projectId, prompt, selected, onSelect, onDelete }: {
  projectId: string;
  prompt: Prompt;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onDelete: () => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(prompt.text);
  const [tag, setTag] = useState(prompt.tag ?? '');
  const updateWrite = useWrite(
    (changes: PromptChanges) => api(`/projects/${projectId}/prompts/${prompt.id}`, { method: 'PATCH', body: changes }),
    () => keys.promptsChanged(projectId),
  );
  const update = (changes: Partial<Pick<Prompt, 'text' | 'tag' | 'active' | 'branded'>>) =>
    updateWrite.mutate(changes, { onSuccess: () => setEditing(false), onError: (err) => toast(errorMessage(err), 'error') });

  if (editing) {
    return (
      <li className="list-row" style={{ gridTemplateColumns: '1fr' }}>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            update({ text: text.trim(), tag: tag.trim() || null });
          }}
        >
          <label className="visually-hidden" htmlFor={`edit-${prompt.id}`}>
            Prompt text
          </label>
          <input id={`edit-${prompt.id}`} className="input input-sm" style={{ flex: '3 1 260px' }} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
          <label className="visually-hidden" htmlFor={`edit-tag-${prompt.id}`}>
            Tag
          </label>
          <input id={`edit-tag-${prompt.id}`} className="input input-sm" style={{ flex: '1 1 120px' }} value={tag} onChange={(e) => setTag(e.target.value)} placeholder="Tag" />
          <Button size="sm" type="submit" variant="primary" loading={updateWrite.isPending} disabled={!text.trim()}>
            Save
          </Button>
          <Button size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className={`list-row prompt-row${prompt.active ? '' : ' inactive'}`}>
      <input type="checkbox" aria-label={`Select “${prompt.text}”`} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
      <span className="prompt-text">
        {prompt.text}
        {!prompt.active && <span className="faint small"> · inactive</span>}
      </span>
      {/* docs/guide/answer-reading.md#echoes-and-branded-prompts: a branded prompt is left out of the unbranded figures. */}
      <select
        aria-label={`Does “${prompt.text}” name your brand?`}
        className="select select-sm prompt-branded"
        value={prompt.branded === null ? 'auto' : String(prompt.branded)}
        disabled={updateWrite.isPending}
        onChange={(e) => update({ branded: e.target.value === 'auto' ? null : e.target.value === 'true' })}
      >
        <option value="auto">{prompt.branded_automatic ? 'Branded (automatic)' : 'Unbranded (automatic)'}</option>
        <option value="true">Branded</option>
        <option value="false">Unbranded</option>
      </select>
      <Switch checked={prompt.active} label={`Ask “${prompt.text}” in audits`} disabled={updateWrite.isPending} onChange={(active) => update({ active })} />
      <span className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
        <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Edit “${prompt.text}”`} onClick={() => setEditing(true)}>
          <EditIcon />
        </button>
        <button type="button" className="btn btn-ghost btn-icon btn-sm" aria-label={`Delete “${prompt.text}”`} onClick={onDelete}>
          <TrashIcon />
        </button>
      </span>
    </li>
  );
}

function KeywordsCard({ projectId }: { projectId: string }) {
  const keywords = useKeywords(projectId);
  const toast = useToast();
  const [draft, setDraft] = useState('');
  const toastError = (err: unknown) => toast(errorMessage(err), 'error');
  const add = useWrite((list: string[]) => api(`/projects/${projectId}/keywords`, { body: { keywords: list } }), () => [keys.keywords(projectId)]);
  const remove = useWrite((id: string) => api(`/projects/${projectId}/keywords/${id}`, { method: 'DELETE' }), () => [keys.keywords(projectId)]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = draft.split(',').map((k) => k.trim()).filter(Boolean);
    if (list.length) add.mutate(list, { onSuccess: () => setDraft(''), onError: toastError });
  };
  return (
    <Card aria-labelledby="keywords-title">
      <CardHeader
        id="keywords-title"
        title="Keywords"
        description="Context about your site and market for the analysis (your site’s title when there are none). They are not asked to the engines — prompts are."
      />
      <div className="card-body stack" style={{ gap: 12 }}>
        {keywords.isError ? (
          <Alert>{errorMessage(keywords.error)}</Alert>
        ) : (
          <div className="row">
            {keywords.data?.length === 0 && <span className="muted small">No keyword yet.</span>}
            {keywords.data?.map((k) => (
              <span className="chip" key={k.id}>
                {k.keyword}
                <button type="button" aria-label={`Remove keyword ${k.keyword}`} onClick={() => remove.mutate(k.id, { onError: toastError })} disabled={remove.isPending}>
                  ×
                </button>
              </span>
            ))}
          </div>
        )}
        <form className="row" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="new-keyword">
            New keywords
          </label>
          <input id="new-keyword" className="input input-sm" style={{ maxWidth: 320 }} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="project management, agencies" />
          <Button size="sm" type="submit" loading={add.isPending} disabled={!draft.trim()}>
            Add
          </Button>
        </form>
      </div>
    </Card>
  );
}
