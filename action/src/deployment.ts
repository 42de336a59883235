// What this audit follows: the commit, ref, environment and URL of the deploy, sent as the launch
// body's `deployment` (docs/action.md#deploys-and-what-changed). Read from the workflow context; on a
// deployment_status event from its payload (GitHub's webhook docs: `deployment.sha`, `.ref`,
// `.environment`; `deployment_status.environment`, `.environment_url`, `.target_url`). The
// inputs `environment` and `deployment-url` win. A value outside the API's bounds is left out
// (or, for the environment's name, shortened): a deploy's label never makes the launch fail.
import { stringOrUndefined, type GitHubContext } from './github-context';

/** The launch body's `deployment` (docs/api/rest.md): every field optional. */
export interface Deployment {
  sha?: string;
  ref?: string;
  environment?: string;
  url?: string;
}

export const DEPLOYMENT_BOUNDS = { ref: 255, environment: 100, url: 2048 } as const;
/** The API refuses them in a ref or an environment's name. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export interface DeploymentOverrides {
  environment: string | undefined;
  url: string | undefined;
}

export function deploymentOf(context: GitHubContext, overrides: DeploymentOverrides, log: (message: string) => void): Deployment | undefined {
  const { deployment, deployment_status: status } = context.event;
  const onDeployment = context.eventName === 'deployment_status' || context.eventName === 'deployment';
  const sha = (onDeployment ? stringOrUndefined(deployment?.sha) : undefined) ?? context.sha;
  const ref = (onDeployment ? stringOrUndefined(deployment?.ref) : undefined) ?? context.ref;
  const environment =
    overrides.environment ?? (onDeployment ? (stringOrUndefined(status?.environment) ?? stringOrUndefined(deployment?.environment)) : undefined);
  const url = overrides.url ?? (onDeployment ? (stringOrUndefined(status?.environment_url) ?? stringOrUndefined(status?.target_url)) : undefined);

  const kept: Deployment = {};
  const skip = (field: string, why: string) => log(`The deploy's ${field} ${why}: left out of the audit's deployment.`);
  if (sha !== undefined) {
    if (/^[0-9a-f]{4,64}$/i.test(sha)) kept.sha = sha;
    else skip('commit', 'is not a commit SHA (4 to 64 hexadecimal characters)');
  }
  if (ref !== undefined) {
    if (ref.length <= DEPLOYMENT_BOUNDS.ref && !CONTROL_CHARACTERS.test(ref)) kept.ref = ref;
    else skip('ref', `is longer than ${DEPLOYMENT_BOUNDS.ref} characters or has control characters`);
  }
  if (environment !== undefined) {
    // A name: shortened rather than lost, so that audits of one environment still compare.
    if (!CONTROL_CHARACTERS.test(environment)) kept.environment = environment.slice(0, DEPLOYMENT_BOUNDS.environment).replace(/[\uD800-\uDBFF]$/, '').trim();
    else skip('environment', 'has control characters');
  }
  if (url !== undefined) {
    if (isWebUrl(url) && url.length <= DEPLOYMENT_BOUNDS.url) kept.url = url;
    else skip('URL', `is not an http(s) URL of at most ${DEPLOYMENT_BOUNDS.url} characters`);
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

export function isWebUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
