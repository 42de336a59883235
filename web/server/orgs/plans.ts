// The plans an organisation can be on; each plan's limits are rows of the `plans` table, and an
// operator's overrides apply on top (the `org_limits` view).
export const PLANS = ['free', 'pro', 'expert'] as const;
export type PlanId = (typeof PLANS)[number];
