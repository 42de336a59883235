'use client';
// Bulk import of prompts from pasted lines or a CSV file: a preview first (what each line will
// become, with the reason for the ones skipped), then the import of the new ones.
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { plural } from '@/lib/format';
import { keys, useWrite } from '@/lib/queries';
import type { ImportReport, ImportStatus } from '@/lib/types';
import { Alert, Badge, Button, Dialog, Field, useToast, WriteError, type Tone } from './ui';

const STATUS: Record<ImportStatus, { tone: Tone; label: string }> = {
  new: { tone: 'success', label: 'New' },
  created: { tone: 'success', label: 'Added' },
  existing: { tone: 'neutral', label: 'Already there' },
  duplicate: { tone: 'warning', label: 'Duplicate' },
  invalid: { tone: 'danger', label: 'Error' },
};

export function ImportPromptsDialog({ projectId, open, onClose }: { projectId: string; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [format, setFormat] = useState<'lines' | 'csv'>('lines');
  const [content, setContent] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const sending = useWrite(
    (dryRun: boolean) => api<ImportReport>(`/projects/${projectId}/prompts/import`, { body: { content, format, tag: tag.trim() || null, dryRun } }),
    (dryRun) => (dryRun ? [] : keys.promptsChanged(projectId)),
  );
  const { isPending: pending, error } = sending;

  const reset = () => {
    setContent('');
    setFileName(null);
    setPreview(null);
    sending.reset();
  };
  const close = () => {
    reset();
    onClose();
  };
  // The preview is a dry run: the server says what each line would become, and nothing changes.
  const runPreview = () => sending.mutate(true, { onSuccess: setPreview });
  const runImport = () =>
    sending.mutate(false, {
      onSuccess: (report) => {
        toast(`Imported ${plural(report.counts.created, 'prompt')}.`);
        close();
      },
    });

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setContent(await file.text());
    setPreview(null);
  };

  const toImport = preview?.counts.new ?? 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      wide
      title="Import prompts"
      description="Paste one prompt per line, or upload a CSV with a “prompt” column (and optional “tag” and “active” columns)."
      footer={
        preview ? (
          <>
            <Button onClick={() => setPreview(null)}>Back</Button>
            <Button variant="primary" onClick={runImport} loading={pending} disabled={toImport === 0 || !!preview.blocked}>
              Import {plural(toImport, 'prompt')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" onClick={runPreview} loading={pending} disabled={!content.trim()}>
              Preview
            </Button>
          </>
        )
      }
    >
      <WriteError error={error} />
      {!preview ? (
        <>
          <div className="tabs" role="tablist" aria-label="Import from">
            {(['lines', 'csv'] as const).map((f) => (
              <button
                key={f}
                type="button"
                role="tab"
                className="tab"
                aria-selected={format === f}
                onClick={() => {
                  setFormat(f);
                  reset();
                }}
              >
                {f === 'lines' ? 'Paste lines' : 'CSV file'}
              </button>
            ))}
          </div>
          {format === 'lines' ? (
            <Field label="Prompts" htmlFor="import-lines" hint="One per line. List bullets (“- ”, “1. ”) are removed.">
              <textarea
                id="import-lines"
                className="textarea"
                rows={10}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                placeholder={'best CRM for a small agency\nCRM with the best email integration\nalternatives to Salesforce for startups'}
              />
            </Field>
          ) : (
            <Field label="CSV file" htmlFor="import-file" hint={fileName ? `${fileName} · ${content.split(/\r?\n/).filter(Boolean).length} lines` : 'Comma, semicolon or tab separated. A header row names the columns.'}>
              <input id="import-file" type="file" accept=".csv,text/csv,text/plain" className="input" onChange={(e) => readFile(e.target.files?.[0])} />
            </Field>
          )}
          <Field label="Tag" htmlFor="import-tag" optional hint="Given to prompts that have no tag of their own, to group them.">
            <input id="import-tag" className="input" value={tag} onChange={(e) => setTag(e.target.value)} placeholder="e.g. comparisons" />
          </Field>
        </>
      ) : (
        <ImportPreview report={preview} />
      )}
    </Dialog>
  );
}

function ImportPreview({ report }: { report: ImportReport }) {
  const { counts } = report;
  return (
    <div className="stack" style={{ gap: 12 }}>
      <div className="row" aria-live="polite">
        <Badge tone="success">{plural(counts.new, 'new prompt')}</Badge>
        {counts.existing > 0 && <Badge>{counts.existing} already there</Badge>}
        {counts.duplicate > 0 && <Badge tone="warning">{plural(counts.duplicate, 'duplicate')}</Badge>}
        {counts.invalid > 0 && <Badge tone="danger">{plural(counts.invalid, 'error')}</Badge>}
      </div>
      {report.blocked && <Alert tone="warning">{report.blocked} Deactivate some prompts, or import fewer.</Alert>}
      {(counts.duplicate > 0 || counts.invalid > 0 || counts.existing > 0) && (
        <p className="small muted">Only the new prompts are imported; the other lines are skipped.</p>
      )}
      <div className="table-wrap card" style={{ maxHeight: 340, overflowY: 'auto' }}>
        <table className="table" aria-label="Import preview">
          <thead>
            <tr>
              <th scope="col" className="num">
                Line
              </th>
              <th scope="col">Prompt</th>
              <th scope="col" className="hide-sm">
                Tag
              </th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line) => (
              <tr key={line.line} data-status={line.status}>
                <td className="num faint">{line.line}</td>
                <td style={{ overflowWrap: 'anywhere' }}>
                  {line.text || <span className="faint">(empty)</span>}
                  {!line.active && <span className="faint small"> · inactive</span>}
                  {line.message && <div className={`small ${line.status === 'invalid' ? 'status-invalid' : 'muted'}`}>{line.message}</div>}
                </td>
                <td className="hide-sm muted">{line.tag ?? '—'}</td>
                <td>
                  <Badge tone={STATUS[line.status].tone}>{STATUS[line.status].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.omittedLines > 0 && <p className="small muted">…and {plural(report.omittedLines, 'more line')}, counted above.</p>}
    </div>
  );
}
