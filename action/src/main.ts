// The action: launch a GEO audit, follow it, report it (job summary and pull-request
// comment), set the outputs, and fail the job when the inputs ask for it.
import crypto from 'node:crypto';
import * as core from '@actions/core';
import { deploymentOf } from './deployment';
import { followAudit, type FollowResult } from './follow';
import { evaluateGate } from './gate';
import { GeoAuditClient, explainFailure, reportUrl, type AuditDetail, type LaunchAuditBody, type Suggestion } from './geo-audit-client';
import { readGitHubContext } from './config';
import { eventPullRequest, type GitHubContext } from './github-context';
import { HttpError, type RetryPolicy } from './http';
import { readInputs, type ActionInputs } from './inputs';
import { GITHUB_COMMENT_LIMIT } from './markdown';
import { commentMarker, publishStickyComment } from './pull-request-comment';
import { renderAuditReport, renderErrorReport, renderUnfinishedReport } from './report';

export async function run(): Promise<void> {
  const context = readGitHubContext();
  let inputs: ActionInputs | undefined;
  try {
    if (eventPullRequest(context)?.fromFork && !core.getInput('api-key')) {
      core.warning('No api-key on a pull request from a fork (secrets are not passed to forks): no audit. See docs/action.md (pull requests from forks) for the fork pattern.');
      await writeJobSummary(context, '### GEO audit\n\nSkipped: pull requests from forks get no secrets, so no API key.');
      return;
    }
    inputs = readInputs();
    await auditAndReport(inputs, context);
  } catch (error) {
    const message =
      error instanceof HttpError && inputs
        ? explainFailure(error, { projectId: inputs.projectId, model: inputs.model, samples: inputs.samples, baseUrl: inputs.baseUrl })
        : error instanceof Error
          ? error.message
          : String(error);
    core.setFailed(message);
    await writeJobSummary(context, renderErrorReport(message));
  }
}

interface Launched {
  auditId: string;
  url: string;
  reused: boolean;
}

async function auditAndReport(inputs: ActionInputs, context: GitHubContext): Promise<void> {
  const { projectId } = inputs;
  const deadline = Date.now() + inputs.waitTimeoutMs;
  const retry = retryPolicy(inputs.pollIntervalMs);
  const client = new GeoAuditClient(inputs.baseUrl, inputs.apiKey, retry, core.info);
  const follow = (auditId: string) =>
    followAudit(client, { projectId, auditId, deadline, pollIntervalMs: inputs.pollIntervalMs, log: core.info });

  let body = launchBody(inputs, context);
  const key = idempotencyKey(context, projectId, body);
  await logEstimate(client, projectId, body);
  let launched: Launched;
  try {
    launched = await launchAudit(client, inputs, body, key);
  } catch (error) {
    if (!refusesDeployments(error, body)) throw error;
    // A server from before deploys refuses the field: the audit matters more (docs/action.md#deploys-and-what-changed).
    core.warning('The geo-audit server does not know deploys yet (it refused "deployment"): the audit is launched without it. Upgrade the server to tie audits to deploys.');
    const { deployment: _refused, ...withoutDeployment } = body;
    body = withoutDeployment;
    launched = await launchAudit(client, inputs, body, `${key}/without-deployment`);
  }
  if (launched.reused && inputs.onBusy === 'relaunch') {
    if (!inputs.wait) {
      core.warning('on-busy: relaunch needs wait: true; the audit already in progress is reported instead.');
    } else {
      core.info('on-busy: relaunch — waiting for the audit in progress to finish, then launching a fresh one.');
      const busy = await follow(launched.auditId);
      if (!busy.finished) {
        return reportUnfinished(inputs, context, launched, busy, `was still in progress after ${minutes(inputs.waitTimeoutMs)}, so no fresh audit was launched (on-busy: relaunch)`);
      }
      // A fresh key: the first one would replay the answer that named the busy audit. Should
      // another audit be in progress by now, it started after this deploy: following it is right.
      launched = await launchAudit(client, inputs, body, `${key}/relaunch`);
    }
  }
  if (!inputs.wait) {
    return writeJobSummary(
      context,
      renderUnfinishedReport({ projectId, auditId: launched.auditId, reportUrl: launched.url, status: undefined, progress: undefined, situation: 'was launched; not followed (wait: false)' }),
    );
  }

  const followed = await follow(launched.auditId);
  if (!followed.finished) {
    return reportUnfinished(inputs, context, launched, followed, `is still running after ${minutes(inputs.waitTimeoutMs)}; it keeps running on the server`);
  }

  const audit = await client.getAudit(projectId, launched.auditId);
  setAuditOutputs(audit);
  const { failures, notes } = audit.status === 'FAILED' ? { failures: [], notes: [] } : evaluateGate(inputs, audit);
  notes.forEach((note) => core.info(note));
  const report = renderAuditReport(
    { audit, suggestions: await readSuggestions(client, projectId), reportUrl: launched.url, failures },
    commentReportLimit(projectId),
  );
  await publish(inputs, context, report);
  if (audit.status === 'FAILED') {
    core.setFailed(`GEO audit ${audit.id} failed on the server (${audit.failures.length} queries failed). Report: ${launched.url}`);
  } else if (failures.length > 0) {
    core.setFailed(`GEO audit ${audit.id}: ${failures.join(' ')} Report: ${launched.url}`);
  }
}

/** Launches, then at once logs the report link and sets the outputs that identify the audit. */
const usd = (n: number) => `$${n.toFixed(2)}`;

/**
 * Logs what the audit will ask and may cost, and the month's budget, before launching
 * (docs/action.md). Only informative: when the estimate cannot be had, the launch that follows
 * reports the reason.
 */
async function logEstimate(client: GeoAuditClient, projectId: string, body: LaunchAuditBody) {
  try {
    const e = await client.estimateLaunch(projectId, body);
    core.info(`Estimated provider cost: ${usd(e.estimatedCostUsd.low)}–${usd(e.estimatedCostUsd.high)} (USD) for ${e.calls} calls (${e.samples} sample${e.samples === 1 ? '' : 's'} per prompt and engine).`);
    const b = e.budget;
    if (b.capUsd !== null && b.leftUsd !== null) {
      core.info(`Monthly budget ${usd(b.capUsd)}: ${usd(b.spentUsd)} spent, ${usd(b.reservedUsd)} set aside by audits in progress, ${usd(b.leftUsd)} left.`);
      if (!b.fits) core.warning(`This audit may cost up to ${usd(e.estimatedCostUsd.high)}, more than the ${usd(b.leftUsd)} left in the monthly budget: the server will refuse it.`);
    }
  } catch (error) {
    core.info(`No cost estimate (${error instanceof HttpError ? `${error.status ?? 'no response'} ${error.body.code ?? ''}`.trim() : 'unexpected error'}); launching.`);
  }
}

async function launchAudit(client: GeoAuditClient, inputs: ActionInputs, body: LaunchAuditBody, key: string): Promise<Launched> {
  const result = await client.launchAudit(inputs.projectId, body, key);
  const launched = { auditId: result.auditId, url: reportUrl(inputs.baseUrl, inputs.projectId, result.auditId), reused: result.reused === true };
  core.info(`${launched.reused ? 'An audit was already in progress on the project' : 'GEO audit launched'}: ${launched.auditId}`);
  core.info(`Report: ${launched.url}`);
  core.setOutput('audit-id', launched.auditId);
  core.setOutput('report-url', launched.url);
  core.setOutput('reused', String(launched.reused));
  return launched;
}

async function reportUnfinished(inputs: ActionInputs, context: GitHubContext, launched: Launched, followed: FollowResult, situation: string) {
  core.setOutput('status', followed.status);
  const markdown = renderUnfinishedReport({
    projectId: inputs.projectId,
    auditId: launched.auditId,
    reportUrl: launched.url,
    status: followed.status,
    progress: followed.progress,
    situation,
  });
  await publish(inputs, context, markdown);
  core.setFailed(`GEO audit ${launched.auditId} ${situation}. Wait longer with wait-timeout-minutes. Report: ${launched.url}`);
}

async function publish(inputs: ActionInputs, context: GitHubContext, markdown: string): Promise<void> {
  await writeJobSummary(context, markdown);
  if (!inputs.comment) return;
  await publishStickyComment({
    context,
    token: inputs.githubToken,
    projectId: inputs.projectId,
    markdown,
    retryBaseMs: retryPolicy(inputs.pollIntervalMs).baseDelayMs,
    log: core.info,
    warn: core.warning,
  });
}

async function writeJobSummary(context: GitHubContext, markdown: string): Promise<void> {
  if (!context.stepSummaryPath) return core.info('GITHUB_STEP_SUMMARY is not set: no job summary.');
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function launchBody(inputs: ActionInputs, context: GitHubContext): LaunchAuditBody {
  const deployment = deploymentOf(context, { environment: inputs.environment, url: inputs.deploymentUrl }, core.info);
  return {
    ...(inputs.keywords.length > 0 ? { keywords: inputs.keywords } : {}),
    ...(inputs.model ? { model: inputs.model } : {}),
    ...(inputs.region ? { region: inputs.region } : {}),
    ...(inputs.samples !== undefined ? { samples: inputs.samples } : {}),
    ...(inputs.engines.length > 0 ? { engines: inputs.engines } : {}),
    ...(deployment ? { deployment } : {}),
  };
}

/** The 400 of a server whose launch body has no `deployment` yet (unknown_parameter, docs/api/errors.md). */
function refusesDeployments(error: unknown, body: LaunchAuditBody): boolean {
  return (
    body.deployment !== undefined &&
    error instanceof HttpError &&
    error.status === 400 &&
    error.body.code === 'unknown_parameter' &&
    (error.body.param ?? '').split('.')[0] === 'deployment'
  );
}

/**
 * One key per run attempt, repository, project and request: a retried POST (even from a
 * re-run step of the same attempt) gets the first answer back instead of a second audit,
 * while a re-run of the workflow, or another project or model in a matrix, launches its
 * own. Hashed, to stay within the server's 255 characters whatever the names.
 */
function idempotencyKey(context: GitHubContext, projectId: string, body: LaunchAuditBody): string {
  if (!context.runId || !context.repository) return `geo-audit-action/${crypto.randomUUID()}`;
  const { owner, repo } = context.repository;
  const request = crypto.createHash('sha256').update(JSON.stringify([owner, repo, projectId, body])).digest('hex').slice(0, 32);
  return `geo-audit-action/${context.runId}.${context.runAttempt ?? '1'}/${request}`;
}

/** Waits start from the poll interval when it is under a second, so short intervals stay short. */
function retryPolicy(pollIntervalMs: number): RetryPolicy {
  return { maxAttempts: 6, baseDelayMs: Math.min(1000, pollIntervalMs), maxDelayMs: 30_000, maxHonouredWaitMs: 120_000 };
}

function setAuditOutputs(audit: AuditDetail): void {
  core.setOutput('status', audit.status);
  core.setOutput('score', String(audit.score));
  core.setOutput('citation-rate', String(audit.analytics.citationRate));
  core.setOutput('citation-rate-low', String(audit.analytics.citationRateInterval.low));
  core.setOutput('citation-rate-high', String(audit.analytics.citationRateInterval.high));
  // The server's verdict on the citation rate's change; none too when nothing is comparable.
  core.setOutput('significant-change', audit.comparison?.change ?? 'none');
  core.setOutput('cited-queries', String(audit.analytics.citedQueries));
  core.setOutput('total-queries', String(audit.analytics.totalQueries));
  core.setOutput('provider-scores', JSON.stringify(audit.providerScores));
  // 0 when nothing is comparable, or the snapshots behind the two audits are missing.
  core.setOutput('flips-significant', String(audit.comparison?.flips?.filter((flip) => flip.significant).length ?? 0));
  core.setOutput('site-changes', String(audit.comparison?.site?.changes.length ?? 0));
}

/** Suggestions enrich the report; without them it is still worth posting. */
async function readSuggestions(client: GeoAuditClient, projectId: string): Promise<Suggestion[]> {
  try {
    return await client.listSuggestions(projectId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    core.warning(`Could not read the project's suggestions (${error.status ?? error.body.message}); the report goes without them.`);
    return [];
  }
}

/** The report must leave room for the marker line within GitHub's comment limit. */
const commentReportLimit = (projectId: string) => GITHUB_COMMENT_LIMIT - commentMarker(projectId).length - 1;

const minutes = (ms: number) => `${+(ms / 60_000).toFixed(3)} min`;
