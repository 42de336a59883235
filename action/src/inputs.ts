// The action's inputs, read from INPUT_* with the defaults of action.yml repeated here: a
// workflow that passes an empty string (e.g. `wait: ${{ inputs.wait }}` with no value) must
// get the default, not an exception.
import * as core from '@actions/core';
import { ENGINE_NAMES, type EngineName } from '@/server/models/catalogue';
import { CONTROL_CHARACTERS, DEPLOYMENT_BOUNDS, isWebUrl } from './deployment';

export type OnBusy = 'follow' | 'relaunch';
/** What fail-under is compared with: the score, or the low end of its 95 % interval. */
export type FailUnderMode = 'estimate' | 'lower-bound';

export interface ActionInputs {
  apiKey: string;
  projectId: string;
  /** the API root, without a trailing slash, ending in /api/v1 */
  baseUrl: string;
  keywords: string[];
  model: string | undefined;
  region: string | undefined;
  /** answers per prompt × engine; undefined: the project's setting */
  samples: number | undefined;
  /** engines to ask instead of the project's; empty: the project's */
  engines: EngineName[];
  wait: boolean;
  waitTimeoutMs: number;
  pollIntervalMs: number;
  failUnder: number | undefined;
  failUnderMode: FailUnderMode;
  failOnRegression: number | undefined;
  comment: boolean;
  onBusy: OnBusy;
  githubToken: string;
  /** the deploy's environment and URL, instead of the deployment_status event's */
  environment: string | undefined;
  deploymentUrl: string | undefined;
}

export class InputError extends Error {}

export function readInputs(): ActionInputs {
  const apiKey = requiredInput('api-key');
  core.setSecret(apiKey);
  return {
    apiKey,
    projectId: requiredInput('project-id'),
    baseUrl: apiRoot(requiredInput('base-url')),
    keywords: core
      .getInput('keywords')
      .split(/[,\n]/)
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    model: core.getInput('model') || undefined,
    region: core.getInput('region') || undefined,
    samples: optionalNumberInput('samples', { min: 1, max: 10, integer: true }),
    engines: enginesInput(),
    wait: booleanInput('wait', true),
    waitTimeoutMs: numberInput('wait-timeout-minutes', { default: 30, min: 0, exclusiveMin: true }) * 60_000,
    pollIntervalMs: numberInput('poll-interval-seconds', { default: 10, min: 0, exclusiveMin: true }) * 1000,
    failUnder: optionalNumberInput('fail-under', { min: 0, max: 100 }),
    failUnderMode: choiceInput('fail-under-mode', ['estimate', 'lower-bound']),
    failOnRegression: optionalNumberInput('fail-on-regression', { min: 0, max: 100 }),
    comment: booleanInput('comment', true),
    onBusy: choiceInput('on-busy', ['follow', 'relaunch']),
    githubToken: core.getInput('github-token'),
    environment: environmentInput(),
    deploymentUrl: deploymentUrlInput(),
  };
}

/** Engine ids, comma or newline separated, each one the server knows (its catalogue). */
function enginesInput(): EngineName[] {
  const ids = core
    .getInput('engines')
    .split(/[,\n]/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const unknown = ids.filter((id) => !(ENGINE_NAMES as readonly string[]).includes(id));
  if (unknown.length > 0) {
    throw new InputError(`Input "engines" names unknown engines (${unknown.slice(0, 5).join(', ').slice(0, 200)}); known: ${ENGINE_NAMES.join(', ')}.`);
  }
  return [...new Set(ids)] as EngineName[];
}

function environmentInput(): string | undefined {
  const value = core.getInput('environment') || undefined;
  if (value !== undefined && (value.length > DEPLOYMENT_BOUNDS.environment || CONTROL_CHARACTERS.test(value))) {
    throw new InputError(`Input "environment" must be one line of at most ${DEPLOYMENT_BOUNDS.environment} characters; got ${value.length} characters.`);
  }
  return value;
}

function deploymentUrlInput(): string | undefined {
  const value = core.getInput('deployment-url') || undefined;
  if (value !== undefined && !(isWebUrl(value) && value.length <= DEPLOYMENT_BOUNDS.url)) {
    throw new InputError(`Input "deployment-url" must be an http(s) URL of at most ${DEPLOYMENT_BOUNDS.url} characters; got "${value.slice(0, 200)}".`);
  }
  return value;
}

function requiredInput(name: string): string {
  const value = core.getInput(name);
  if (!value) throw new InputError(`Input "${name}" is required and was empty.`);
  return value;
}

function apiRoot(value: string): string {
  const trimmed = value.replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new InputError(`Input "base-url" is not a URL: "${value}". Give the server's API root, e.g. https://geo.example.com/api/v1.`);
  }
  if (!/^https?:$/.test(parsed.protocol) || !parsed.pathname.endsWith('/api/v1')) {
    throw new InputError(`Input "base-url" must be the server's API root ending in /api/v1 (e.g. https://geo.example.com/api/v1); got "${value}".`);
  }
  if (parsed.protocol === 'http:' && !isLoopback(parsed.hostname)) {
    core.warning(
      `Input "base-url" is plain http (${parsed.origin}): the API key and the report cross the network unencrypted. Use https; http is for a server on the runner itself (localhost).`,
    );
  }
  return trimmed;
}

/** This machine: localhost, *.localhost, 127.0.0.0/8 or ::1 (the URL parser has normalised the host). */
const isLoopback = (host: string) => host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]';

/** YAML 1.2 core-schema booleans, as core.getBooleanInput, but empty means the default. */
function booleanInput(name: string, defaultValue: boolean): boolean {
  const value = core.getInput(name);
  if (value === '') return defaultValue;
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(`Input "${name}" must be true or false; got "${value}".`);
}

interface NumberRange {
  min?: number;
  max?: number;
  /** min itself is not allowed (durations must be positive) */
  exclusiveMin?: boolean;
  integer?: boolean;
}

function optionalNumberInput(name: string, range: NumberRange): number | undefined {
  const raw = core.getInput(name);
  if (raw === '') return undefined;
  const value = Number(raw);
  const tooLow = range.min !== undefined && (range.exclusiveMin ? value <= range.min : value < range.min);
  const tooHigh = range.max !== undefined && value > range.max;
  if (!Number.isFinite(value) || tooLow || tooHigh || (range.integer && !Number.isInteger(value))) {
    const bounds = [
      range.min !== undefined ? `${range.exclusiveMin ? '>' : '≥'} ${range.min}` : '',
      range.max !== undefined ? `≤ ${range.max}` : '',
    ].filter(Boolean);
    throw new InputError(`Input "${name}" must be a ${range.integer ? 'whole number' : 'number'} ${bounds.join(' and ')}; got "${raw}".`);
  }
  return value;
}

function numberInput(name: string, options: NumberRange & { default: number }): number {
  return optionalNumberInput(name, options) ?? options.default;
}

/** One of `choices`; empty means the first, the default. */
function choiceInput<T extends string>(name: string, choices: readonly [T, ...T[]]): T {
  const value = core.getInput(name) || choices[0];
  if (!(choices as readonly string[]).includes(value)) {
    throw new InputError(`Input "${name}" must be ${choices.map((choice) => `"${choice}"`).join(' or ')}; got "${value}".`);
  }
  return value as T;
}
