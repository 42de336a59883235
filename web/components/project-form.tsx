'use client';
// Creating or editing a project. A new project asks three things: the site, the brand and its
// competitors; the rest (project name, other names, competitors' sites, rules, kinds of cited
// domains, region, engines, schedule, answers per prompt) waits under "Advanced" with working
// defaults (docs/guide/dashboard.md). Editing shows every field.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { presentError } from '@/lib/api-client';
import { enginesAsked, SURFACE_GROUPS } from '@/lib/engines';
import { engineLabel } from '@/lib/format';
import { useOrg, useWrite } from '@/lib/queries';
import { browserLanguages, regionFromLanguages, regionOptions } from '@/lib/regions';
import type { ProjectOverview } from '@/lib/types';
import type { ProjectChanges } from '@/server/contract/requests';
import { SamplesField } from './measurements';
import { DASHBOARD_SAMPLES } from '@/server/projects/defaults';
import { CostEstimate } from './spend';
import { RuleSuggestions } from './answer-review';
import { Alert, Button, Field, TagInput, WriteError } from './ui';

/**
 * What the form sends: the contract's project fields (server/contract/requests.ts), every one
 * given, except `samples` (absent: the server's default, 3 answers per prompt within the plan's
 * cap, for a new project made in the dashboard). Kinds and engines are typed in or picked as
 * plain strings; the server checks them against its lists.
 */
export type ProjectFormValues = Omit<Required<ProjectChanges>, 'samples' | 'source_kinds' | 'engines'> & {
  source_kinds: Record<string, string>;
  engines: string[];
  samples?: number;
};

/** The fields typed in as a list of tags. */
type ListField = 'competitors' | 'aliases' | 'competitor_domains' | 'short_forms' | 'excluded_phrases';

/** `review.example=review` entries of the form ↔ the project's `source_kinds` (docs/guide/sources-and-gaps.md). */
const kindEntries = (kinds: Record<string, string>) => Object.entries(kinds).map(([domain, kind]) => `${domain}=${kind}`);
const kindObject = (entries: string[]) =>
  Object.fromEntries(entries.map((entry) => {
    const at = entry.indexOf('=');
    return at < 0 ? [entry.trim(), ''] : [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
  }));

export function ProjectForm<Saved>({ initial, submitLabel, write, refresh, onSaved, ownerSettingsLocked = false }: {
  initial?: ProjectOverview;
  submitLabel: string;
  /** members see but cannot change the settings that spend the plan (schedule, engines, samples) */
  ownerSettingsLocked?: boolean;
  /** the request that saves the project, the queries it changes, and what follows */
  write: (values: ProjectFormValues) => Promise<Saved>;
  refresh: readonly QueryKey[];
  onSaved: (saved: Saved) => void;
}) {
  const org = useOrg();
  const [kinds, setKinds] = useState(kindEntries(initial?.source_kinds ?? {}));
  const [values, setValues] = useState<Omit<ProjectFormValues, 'source_kinds' | 'samples'> & { samples: number }>({
    name: initial?.name ?? '',
    url: initial?.url ?? '',
    brand_name: initial?.brand_name ?? '',
    aliases: initial?.aliases ?? [],
    competitors: initial?.competitors ?? [],
    competitor_domains: initial?.competitor_domains ?? [],
    excluded_phrases: initial?.excluded_phrases ?? [],
    short_forms: initial?.short_forms ?? [],
    engines: initial?.engines ?? [],
    region: initial?.region ?? 'us',
    schedule: initial?.schedule ?? null,
    // A new project asks 3 answers per prompt (the plan's cap when lower): the server's default for the dashboard.
    samples: initial?.samples ?? DASHBOARD_SAMPLES,
  });
  const [samplesChosen, setSamplesChosen] = useState(!!initial);
  const save = useWrite(write, () => refresh);
  // Field-level messages, each cleared as soon as its field changes.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A new project's region follows the browser's language; known only in the browser, after hydration.
  useEffect(() => {
    if (!initial) setValues((v) => ({ ...v, region: regionFromLanguages(browserLanguages()) }));
  }, [initial]);
  const [advancedOpen, setAdvancedOpen] = useState(!!initial);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFieldErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const fieldError = (param: string) => fieldErrors[param] ?? null;
  /** A list field: its label on the field and on the tag input, its value and error under `key`. */
  const tagField = (key: ListField, label: string, hint: string, placeholder: string, options: { full?: boolean; extra?: ReactNode } = {}) => {
    const id = `project-${key.replace(/_/g, '-')}`;
    return (
      <Field label={label} htmlFor={id} optional full={options.full} error={fieldError(key)} hint={hint}>
        <TagInput id={id} label={label} value={values[key]} onChange={(v) => set(key, v)} placeholder={placeholder} />
        {options.extra}
      </Field>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const missing = checkRequired(values);
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.getElementById(FIELD_IDS[Object.keys(missing)[0]])?.focus();
      return;
    }
    const brand = values.brand_name.trim() || values.name.trim();
    const { samples, ...rest } = values;
    const sent = {
      ...rest,
      // Left to the server's default unless chosen: 3 answers per prompt, or the plan's cap.
      ...(samplesChosen ? { samples } : {}),
      url: withScheme(values.url),
      source_kinds: kindObject(kinds),
      brand_name: brand,
      name: values.name.trim() || brand,
    };
    save.mutate(sent, {
      onSuccess: onSaved,
      onError: (err) => {
        // The API names the field it refuses (`param`, e.g. "competitors.1"): the message goes under that field.
        const { field, message } = presentError(err);
        const param = field?.split('.')[0];
        if (!param) return;
        setFieldErrors({ [param]: message });
        // A refused advanced field is shown, not left folded away.
        if (!['url', 'brand_name', 'competitors'].includes(param)) setAdvancedOpen(true);
      },
    });
  };
  const pending = save.isPending;

  const availability = org.data?.availability ?? [];
  const demo = org.data?.demo ?? false;
  const askedEngines = org.data ? enginesAsked(values.engines, org.data).length : 0;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {save.error && !presentError(save.error).field ? <WriteError error={save.error} /> : null}
      <div className="form-grid">
        <Field label="Site URL" htmlFor="project-url" error={fieldError('url')} hint="We check its pages, structured data and llms.txt.">
          <input id="project-url" className="input" type="url" inputMode="url" value={values.url} onChange={(e) => set('url', e.target.value)} required aria-invalid={!!fieldError('url')} aria-describedby={fieldError('url') ? 'project-url-error' : 'project-url-hint'} placeholder="https://www.example.com" />
        </Field>
        <Field label="Brand name" htmlFor="project-brand" error={fieldError('brand_name')} hint="As people write it: the name to look for in answers.">
          <input id="project-brand" className="input" value={values.brand_name} onChange={(e) => set('brand_name', e.target.value)} required aria-invalid={!!fieldError('brand_name')} placeholder={values.name || 'Acme'} />
        </Field>
        {tagField('competitors', 'Competitors', 'Brands you compete with for the same answers. Press Enter after each.', 'Globex, Initech', { full: true })}
      </div>
      <details className="advanced" open={advancedOpen} onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}>
        <summary>Advanced: project name, other names, rules, region, engines, answers per prompt</summary>
      <div className="form-grid">
        <Field label="Project name" htmlFor="project-name" optional error={fieldError('name')} hint="Empty: the brand name.">
          <input id="project-name" className="input" value={values.name} onChange={(e) => set('name', e.target.value)} aria-invalid={!!fieldError('name')} aria-describedby={fieldError('name') ? 'project-name-error' : 'project-name-hint'} placeholder={values.brand_name || 'Acme EU'} />
        </Field>
        {tagField('aliases', 'Other names', 'Product names, abbreviations. Press Enter after each.', 'Acme Corp, ACME')}
        {tagField('competitor_domains', 'Competitor domains', 'Their domains, so that engines citing their pages count for them.', 'globex.example')}
        {tagField('short_forms', 'Short forms', 'Names readers take for the brand wherever they appear (Northgate for Northgate Payroll Services).', 'Northgate')}
        {tagField('excluded_phrases', 'Excluded phrases', 'Phrases containing your name that are never about you: a law, a holiday, a place.', 'Safe Harbor, Black Friday', { extra: <RuleSuggestions projectId={initial?.id} current={[...values.excluded_phrases, ...values.short_forms]} onAdd={(field, phrase) => set(field, [...values[field], phrase])} /> })}
        <Field label="Kinds of cited sites" htmlFor="project-source-kinds" optional error={fieldError('source_kinds')} hint="domain=kind, over the built-in table: review, marketplace, forum, news, encyclopedia, video, social, blog, other.">
          <TagInput id="project-source-kinds" label="Kinds of cited sites" value={kinds} onChange={setKinds} placeholder="tools-compare.example=review" />
        </Field>
        <Field label="Region" htmlFor="project-region" hint="Engines answer as for someone there, in its language." error={fieldError('region')}>
          <select id="project-region" className="select" value={values.region} onChange={(e) => set('region', e.target.value)}>
            {regionOptions(values.region).map((r) => (
              <option key={r.code} value={r.code}>
                {r.name} ({r.code.toUpperCase()})
              </option>
            ))}
          </select>
        </Field>
        {/* Disabling the fieldset disables every control in it; `display: contents` keeps the grid. */}
        <fieldset disabled={ownerSettingsLocked} style={{ display: 'contents' }}>
        {ownerSettingsLocked && <p className="small muted field-full">Only an owner can change the automatic audits, engines and answers per prompt: they spend the plan.</p>}
        {initial?.schedule && initial.schedule_error && (
          <div className="field-full">
            <Alert tone="warning">
              The last automatic audit was not launched ({new Date(initial.schedule_error.at).toLocaleString()}): {initial.schedule_error.message} It will be tried again at the next
              occurrence.
            </Alert>
          </div>
        )}
        <Field label="Automatic audits" htmlFor="project-schedule" hint="Each one uses audit quota.">
          <select id="project-schedule" className="select" value={values.schedule ?? ''} onChange={(e) => set('schedule', (e.target.value || null) as ProjectFormValues['schedule'])}>
            <option value="">Off</option>
            <option value="daily">Every day</option>
            <option value="weekly">Every week</option>
            <option value="monthly">Every month</option>
          </select>
        </Field>
        <fieldset className="field field-full" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="label" style={{ marginBottom: 6 }}>
            Engines <span className="optional">(none ticked: all the server has keys for)</span>
          </legend>
          {availability.length === 0 && <span className="faint small">Loading engines…</span>}
          {SURFACE_GROUPS.map(({ surface, title }) => {
            const group = availability.filter((a) => a.surface === surface);
            if (group.length === 0) return null;
            return (
              <div key={surface} className="stack" style={{ gap: 4, marginBottom: 8 }} data-testid={`engines-${surface}`}>
                <span className="small muted">{title}</span>
                <div className="row" style={{ gap: 16 }}>
                  {group.map(({ engine, configured, keys }) => (
                    <label key={engine} className="checkbox-row" title={configured || demo || !keys ? undefined : `Needs ${keys.join(' and ')} on the server`}>
                      <input
                        type="checkbox"
                        disabled={!configured && !demo}
                        checked={values.engines.includes(engine)}
                        onChange={(e) => set('engines', e.target.checked ? [...values.engines, engine] : values.engines.filter((x) => x !== engine))}
                      />
                      {engineLabel(engine)}
                      {!configured && !demo && <span className="faint small">{keys ? `(no key: ${keys.join(', ')})` : '(not configured: ask your operator)'}</span>}
                    </label>
                  ))}
                </div>
              </div>
            );
          })}
          <span className="hint" style={{ marginTop: 6 }}>
            {demo
              ? 'Demo mode: the server has no provider key, so simulated answers stand in for each engine ticked.'
              : 'The server asks the engines it has keys for. A model’s API and a search page’s AI answer are different measurements, reported apart.'}
          </span>
        </fieldset>
        <SamplesField
          id="project-samples"
          value={samplesChosen ? values.samples : Math.min(values.samples, org.data?.limits.maxSamples ?? values.samples)}
          onChange={(n) => {
            setSamplesChosen(true);
            set('samples', n);
          }}
          maxSamples={org.data?.limits.maxSamples}
          plan={org.data?.limits.plan}
          activePrompts={initial?.counts.active_prompts ?? 0}
          engines={askedEngines}
          error={fieldError('samples')}
          estimate={initial?.id ? <CostEstimate projectId={initial.id} launch={{ samples: values.samples }} enabled={(initial.counts?.active_prompts ?? 0) > 0} /> : undefined}
        />
        </fieldset>
      </div>
      </details>
      <div className="row">
        <Button type="submit" variant="primary" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The input of each field a message can point at. */
const FIELD_IDS: Record<string, string> = { url: 'project-url', brand_name: 'project-brand', name: 'project-name' };

/** What must be filled in before the API is asked, in plain words (keys: the form's field names). */
function checkRequired(values: { name: string; url: string; brand_name: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.brand_name.trim() && !values.name.trim()) errors.brand_name = 'Enter your brand, as people write it, such as Acme.';
  const url = values.url.trim();
  if (!url) errors.url = 'Enter the address of your site, such as https://www.example.com.';
  else if (!isWebAddress(withScheme(url))) errors.url = 'This is not a web address. Write it as https://www.example.com.';
  return errors;
}

/** "example.com" is taken as "https://example.com": people rarely type the scheme. */
const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);

function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}
