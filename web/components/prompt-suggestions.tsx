'use client';
// Suggested prompts (docs/guide/dashboard.md): read from the site's check (titles, descriptions,
// headings) and the brand's category, unbranded by default; one click adds one. Shown while the
// project has few prompts; the category can be typed when the site says too little.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '@/lib/api-client';
import { keys, useWrite } from '@/lib/queries';
import type { PromptSuggestions as Suggestions } from '@/lib/types';
import { PlusIcon, SparkIcon } from './icons';
import { Button, Card, CardHeader, Skeleton, useToast } from './ui';

const FROM: Record<Suggestions['prompts'][number]['from'], string> = { category: 'category', site: 'asked on your site', brand: 'names brands' };

export function PromptSuggestionsCard({ projectId }: { projectId: string }) {
  const toast = useToast();
  const [branded, setBranded] = useState(false);
  const [category, setCategory] = useState<string>();
  const [draft, setDraft] = useState('');
  const params = new URLSearchParams({ branded: String(branded), ...(category ? { category } : {}) }).toString();
  const suggestions = useQuery({
    queryKey: ['project', projectId, 'prompt-suggestions', params],
    queryFn: () => api<Suggestions>(`/projects/${projectId}/prompt-suggestions?${params}`),
    // Until the first site check is done, ask again every few seconds.
    refetchInterval: (query) => (query.state.data?.checkingSite ? 3000 : false),
  });

  const adding = useWrite(
    (text: string) => api(`/projects/${projectId}/prompts`, { body: { prompts: [{ text }] } }),
    () => [...keys.promptsChanged(projectId), ['project', projectId, 'prompt-suggestions']],
  );
  const add = (text: string) => adding.mutate(text, { onSuccess: () => toast(`Added “${text}”.`), onError: (err) => toast(errorMessage(err), 'error') });
  const addingText = adding.isPending ? adding.variables : null;
  const useCategory = (event: FormEvent) => {
    event.preventDefault();
    setCategory(draft.trim() || undefined);
  };

  const data = suggestions.data;
  return (
    <Card aria-labelledby="suggested-title" data-testid="prompt-suggestions">
      <CardHeader
        id="suggested-title"
        title={
          <span className="row" style={{ gap: 6 }}>
            <SparkIcon width={16} height={16} /> Suggested prompts
          </span>
        }
        description={
          data?.category
            ? `Questions about “${data.category}”${data.detected ? ', read from your site' : ''}, as a customer asks them before knowing any brand. One click adds one.`
            : 'Questions your customers ask AI assistants, read from your site. One click adds one.'
        }
      />
      <div className="card-body stack" style={{ gap: 12 }}>
        {suggestions.isPending || data?.checkingSite ? (
          <>
            <p className="small muted">Reading your site (titles, descriptions, headings)…</p>
            <Skeleton height={14} width="70%" />
          </>
        ) : suggestions.isError || !data ? (
          <p className="small muted">{errorMessage(suggestions.error)}</p>
        ) : (
          <>
            {data.prompts.length === 0 ? (
              <p className="small muted">
                {data.siteRead ? 'Your site does not say clearly what it offers.' : 'Your site could not be read.'} Type what you offer below (for example
                “project management software”) to get questions about it.
              </p>
            ) : (
              <ul className="suggested-prompts">
                {data.prompts.map((p) => (
                  <li key={p.text}>
                    <span>
                      {p.text} <span className="faint small">· {FROM[p.from]}</span>
                    </span>
                    <Button size="sm" onClick={() => add(p.text)} loading={addingText === p.text} aria-label={`Add the prompt “${p.text}”`}>
                      <PlusIcon /> Add
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <form className="row" style={{ gap: 8, flexWrap: 'wrap' }} onSubmit={useCategory}>
              <label className="visually-hidden" htmlFor="suggest-category">
                What you offer
              </label>
              <input
                id="suggest-category"
                className="input input-sm"
                style={{ maxWidth: 280 }}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={data.category ?? 'What you offer, e.g. smart kettle'}
              />
              <Button size="sm" type="submit">
                Suggest for this
              </Button>
              <label className="checkbox-row small">
                <input type="checkbox" checked={branded} onChange={(e) => setBranded(e.target.checked)} />
                Also questions naming brands
              </label>
            </form>
          </>
        )}
      </div>
    </Card>
  );
}
