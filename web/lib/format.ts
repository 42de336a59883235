// Formatting for people: dates, relative times, durations, numbers, deltas.
import { ENGINE_LABELS } from '@/server/models/catalogue';
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const shortDateTime = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const integer = new Intl.NumberFormat('en');

export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
export const formatDate = (value: string | Date) => dateOnly.format(new Date(value));
export const formatShortDate = (value: string | Date) => shortDate.format(new Date(value));
/** Without the year: for lists of recent things. */
export const formatShortDateTime = (value: string | Date) => shortDateTime.format(new Date(value));
export const formatNumber = (value: number) => integer.format(value);

export function timeAgo(value: string | Date | null | undefined, now = Date.now()): string {
  if (!value) return 'never';
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [['year', 31_536_000], ['month', 2_592_000], ['day', 86_400], ['hour', 3_600], ['minute', 60]];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return 'just now';
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${seconds % 60}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

const SHORT_LABELS: Record<string, string> = { ...ENGINE_LABELS, simulated: 'Simulated', judge: 'Model judge', reader: 'Model reader' };
export const engineLabel = (name: string) => SHORT_LABELS[name.toLowerCase()] ?? name;

/** A provider cost in US dollars: cents from a dollar up, four decimals below (one answer costs fractions of a cent). */
export function formatUsd(usd: number): string {
  if (usd === 0) return '$0';
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}
