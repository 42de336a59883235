// Which engines an audit of a project asks, as the server decides it (audits/launch.ts): the
// project's engines this server has keys for, every configured one when it names none; in demo
// mode the simulated engine stands in for each engine the project names.
import type { OrgInfo } from './types';

export function enginesAsked(projectEngines: readonly string[], org: Pick<OrgInfo, 'engines' | 'demo'>): string[] {
  if (projectEngines.length === 0) return org.engines;
  return org.demo ? [...projectEngines] : projectEngines.filter((engine) => org.engines.includes(engine));
}

/** The two surfaces, in the order every page lists them (docs/guide/surfaces.md). */
export const SURFACE_GROUPS = [
  { surface: 'model_api', title: 'Model APIs with web search' },
  { surface: 'search', title: 'Search pages: the AI answers people see' },
] as const;
