'use client';
// The dashboard's building blocks: buttons, badges, cards, form fields, empty/loading/error
// states, tables, dialogs (the native <dialog>: focus trapping, Escape and the backdrop come
// with it), a copy button and toasts. Styles live in app/globals.css.
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { errorMessage, presentError } from '@/lib/api-client';
import { signed } from '@/lib/measurements';
import { AlertIcon, CheckIcon, CopyIcon, XIcon } from './icons';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'danger' | 'ghost' | 'default';
  size?: 'sm' | 'md';
  loading?: boolean;
};

export function Button({ variant = 'default', size = 'md', loading, disabled, className = '', children, type = 'button', ...props }: ButtonProps) {
  const classes = ['btn', variant !== 'default' && `btn-${variant}`, size === 'sm' && 'btn-sm', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

export type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export function Badge({ tone = 'neutral', dot, pulse, children }: { tone?: Tone; dot?: boolean; pulse?: boolean; children: ReactNode }) {
  return (
    <span className={`badge${tone === 'neutral' ? '' : ` badge-${tone}`}`}>
      {dot && <span className={`dot${pulse ? ' pulse' : ''}`} aria-hidden="true" />}
      {children}
    </span>
  );
}

const STATUS: Record<string, { tone: Tone; label: string }> = {
  PENDING: { tone: 'info', label: 'Queued' },
  RUNNING: { tone: 'accent', label: 'Running' },
  COMPLETED: { tone: 'success', label: 'Completed' },
  FAILED: { tone: 'danger', label: 'Failed' },
};

export function StatusBadge({ status }: { status: string }) {
  const { tone, label } = STATUS[status] ?? { tone: 'neutral' as Tone, label: status };
  return (
    <Badge tone={tone} dot pulse={status === 'PENDING' || status === 'RUNNING'}>
      {label}
    </Badge>
  );
}

/**
 * A change since the previous comparable audit: coloured when significant (95 %), grey when
 * within noise (docs/guide/repeatable-measurements.md).
 */
export function Delta({ value, change }: { value: number; change: 'up' | 'down' | 'none' }) {
  const cls = change === 'up' ? 'delta-up' : change === 'down' ? 'delta-down' : 'delta-flat';
  const meaning = `${value > 0 ? `up ${value}` : value < 0 ? `down ${Math.abs(value)}` : 'unchanged'}, ${change === 'none' ? 'within noise' : 'a significant change'}, since the previous comparable audit`;
  return (
    <span className={`delta ${cls}`} title={meaning}>
      <span aria-hidden="true">{signed(value)}</span>
      <span className="visually-hidden">{meaning}</span>
    </span>
  );
}

export function Card({ children, className = '', ...props }: { children: ReactNode; className?: string; ref?: React.Ref<HTMLElement> } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section className={`card ${className}`} {...props}>
      {children}
    </section>
  );
}

export function CardHeader({ title, description, actions, id }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; id?: string }) {
  return (
    <div className="card-header">
      <div>
        <h2 id={id}>{title}</h2>
        {description && <p>{description}</p>}
      </div>
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}

/** A column of a DataTable: its header, its classes (num, hide-sm…); `hidden`: said to screen readers only (an actions column). */
export interface Column {
  label: ReactNode;
  className?: string;
  hidden?: boolean;
  style?: React.CSSProperties;
  key?: string;
}

/**
 * A table in its scroll box, with one header row of column headers (a falsy entry leaves a
 * column out). With `region`, the box is a named, focusable region: on a phone the table scrolls
 * sideways, and a keyboard must reach it (WCAG 2.1.1).
 */
export function DataTable({ columns, region, caption, className = '', children, ...tableProps }: {
  columns: readonly (Column | false | null | undefined)[];
  region?: string;
  caption?: string;
  className?: string;
  children: ReactNode;
} & React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrap" {...(region ? { tabIndex: 0, role: 'region', 'aria-label': region } : {})}>
      <table className={`table ${className}`.trim()} {...tableProps}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.filter((c): c is Column => !!c).map((c, i) => (
              <th key={c.key ?? i} scope="col" className={c.className} style={c.style}>
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function EmptyState({ icon, title, children, actions }: { icon?: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="empty">
      {icon && <div className="empty-icon">{icon}</div>}
      <h3>{title}</h3>
      {children && <p>{children}</p>}
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}

export function ErrorState({ error, onRetry, title = 'Could not load this' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <div className="empty" role="alert">
      <div className="empty-icon" style={{ background: 'var(--danger-soft)', color: 'var(--danger)' }}>
        <AlertIcon />
      </div>
      <h3>{title}</h3>
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <div className="row">
          <Button onClick={onRetry}>Try again</Button>
        </div>
      )}
    </div>
  );
}

export function Skeleton({ height = 16, width = '100%', style }: { height?: number | string; width?: number | string; style?: React.CSSProperties }) {
  return <div className="skeleton" style={{ height, width, ...style }} aria-hidden="true" />;
}

export function LoadingCard({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div className="card card-body stack" role="status" aria-live="polite">
      <span className="visually-hidden">{label}…</span>
      <Skeleton height={18} width="40%" />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={14} width={`${90 - i * 12}%`} />
      ))}
    </div>
  );
}

export function Alert({ tone = 'danger', children }: { tone?: 'danger' | 'warning' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * A failed write's message, unless the form shows it beside one of its `fields` already
 * (lib/api-client.ts presentError).
 */
export function WriteError({ error, fields = [] }: { error: unknown; fields?: readonly string[] }) {
  if (!error) return null;
  const field = presentError(error).field;
  if (field && fields.includes(field)) return null;
  return <Alert>{errorMessage(error)}</Alert>;
}

export function ProgressBar({ value, label, indeterminate }: { value: number; label: string; indeterminate?: boolean }) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={indeterminate ? undefined : value}
    >
      <div className={`progress-bar${indeterminate ? ' indeterminate' : ''}`} style={{ width: `${Math.max(2, Math.min(100, value))}%` }} />
    </div>
  );
}

export function Field({ label, htmlFor, hint, error, optional, children, full }: {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  children: ReactNode;
  full?: boolean;
}) {
  return (
    <div className={`field${full ? ' field-full' : ''}`}>
      <label className="label" htmlFor={htmlFor}>
        {label} {optional && <span className="optional">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <span className="hint" id={`${htmlFor}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${htmlFor}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export function Switch({ checked, onChange, label, disabled }: { checked: boolean; onChange: (next: boolean) => void; label: string; disabled?: boolean }) {
  return <button type="button" role="switch" className="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)} />;
}

/** A list of short texts typed one by one: Enter or comma adds, Backspace on empty removes the last. */
export function TagInput({ id, value, onChange, placeholder, label }: { id: string; value: string[]; onChange: (next: string[]) => void; placeholder?: string; label: string }) {
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
    const next = [...value];
    for (const part of parts) if (!next.some((v) => v.toLowerCase() === part.toLowerCase())) next.push(part);
    onChange(next);
    setDraft('');
  };
  return (
    <div className="tag-input">
      {value.map((item) => (
        <span className="chip" key={item}>
          {item}
          <button type="button" aria-label={`Remove ${item}`} onClick={() => onChange(value.filter((v) => v !== item))}>
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        value={draft}
        placeholder={value.length ? '' : placeholder}
        aria-label={label}
        onChange={(e) => (e.target.value.includes(',') ? add(e.target.value) : setDraft(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (draft.trim()) add(draft);
          } else if (e.key === 'Backspace' && !draft && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => draft.trim() && add(draft)}
      />
    </div>
  );
}

export function CopyButton({ text, label = 'Copy', size = 'sm' }: { text: string; label?: string; size?: 'sm' | 'md' }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard API unavailable (insecure context): fall back to a selection copy.
      const area = document.createElement('textarea');
      area.value = text;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 1800);
  };
  return (
    <Button size={size} onClick={copy} aria-label={copied ? 'Copied' : label}>
      {copied ? <CheckIcon /> : <CopyIcon />}
      {copied ? 'Copied' : label}
    </Button>
  );
}

export function Dialog({ open, onClose, title, description, children, footer, wide, labelledBy }: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  labelledBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const autoId = useId();
  const titleId = labelledBy ?? `${autoId}-title`;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog-wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      {open && (
        <>
          <div className="dialog-header">
            <div>
              <h2 id={titleId}>{title}</h2>
              {description && <p>{description}</p>}
            </div>
            <button type="button" className="btn btn-ghost btn-icon btn-sm" onClick={onClose} aria-label="Close">
              <XIcon />
            </button>
          </div>
          {children && <div className="dialog-body">{children}</div>}
          {footer && <div className="dialog-footer">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, pending, error }: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  error?: unknown;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <WriteError error={error} />
    </Dialog>
  );
}

// ------------------------------------------------------------------ toasts
type Toast = { id: number; message: string; tone: 'info' | 'error' };
const ToastContext = createContext<(message: string, tone?: Toast['tone']) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((message: string, tone: Toast['tone'] = 'info') => {
    const id = Date.now() + Math.random();
    setToasts((all) => [...all, { id, message, tone }]);
    setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), 4000);
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast${t.tone === 'error' ? ' toast-error' : ''}`}>
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
