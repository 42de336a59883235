// The events a webhook may subscribe to (docs/guide/alerts.md#events); a module of its own so that
// the API contract (contract/schemas.ts) and the emitters (events.ts) share it without a cycle.
export const EVENT_TYPES = [
  'audit.completed', 'audit.failed', 'visibility.changed', 'citation.gained', 'citation.lost', 'measurement.degraded', 'budget.threshold',
  'competitor.overtook', 'digest.weekly',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** Sent on request to one endpoint, whatever it subscribes to. */
export const TEST_EVENT = 'webhook.test';
