// A project's defaults that the dashboard's pages show as they are (this module imports nothing,
// so the browser bundles it).

/**
 * Answers per prompt × engine of a project made in the dashboard without `samples`
 * (docs/guide/repeatable-measurements.md): 3, enough to tell a real change from noise, within
 * the plan's cap. The CLI (and so scripts) keep 1: SPEC's one row per prompt × engine for API
 * clients that never asked for more.
 */
export const DASHBOARD_SAMPLES = 3;
