// Following a launched audit until it finishes or the deadline passes. As docs/api/rest.md
// says, the audit list is the call that follows an audit (its `status`); the
// detail is read as well, while the audit runs and the rate limit leaves room, for
// `currentProgress`, which only the detail carries. A poll that fails transiently (after the client's own retries) is skipped:
// the next one may succeed, and the deadline still bounds the whole.
import { HttpError, sleep } from './http';
import { isFinished, type AuditStatus, type GeoAuditClient } from './geo-audit-client';

export interface FollowOptions {
  projectId: string;
  auditId: string;
  /** epoch ms after which the audit is left running */
  deadline: number;
  pollIntervalMs: number;
  log: (message: string) => void;
}

export interface FollowResult {
  finished: boolean;
  /** the last status seen; PENDING when no poll succeeded */
  status: AuditStatus;
  progress: number | undefined;
}

// Enough of the newest audits to hold the one followed: a project runs one audit at a time,
// so only audits launched after it (by others) can come before it in the list.
const RECENT_AUDITS = 20;

interface Observation {
  status: AuditStatus;
  progress: number | undefined;
}

export async function followAudit(client: GeoAuditClient, options: FollowOptions): Promise<FollowResult> {
  const { auditId, deadline, pollIntervalMs, log } = options;
  const started = Date.now();
  const result: FollowResult = { finished: false, status: 'PENDING', progress: undefined };
  let lastLine = '';
  for (;;) {
    try {
      const observation = await observe(client, options);
      result.status = observation.status;
      result.progress = observation.progress;
      const line = `${observation.status}${observation.progress === undefined ? '' : `, ${observation.progress}%`}`;
      if (line !== lastLine) log(`Audit ${auditId}: ${line} (${elapsed(Date.now() - started)} elapsed).`);
      lastLine = line;
    } catch (error) {
      if (!(error instanceof HttpError && error.transient)) throw error;
      log(`Audit ${auditId}: could not read its status this time (${error.status ?? error.body.message}); polling on.`);
    }
    if (isFinished(result.status)) return { ...result, finished: true };
    const remaining = deadline - Date.now();
    if (remaining <= 0) return result;
    await sleep(Math.min(pollIntervalMs, remaining));
  }
}

async function observe(client: GeoAuditClient, { projectId, auditId }: FollowOptions): Promise<Observation> {
  const listed = (await client.listAudits(projectId, RECENT_AUDITS)).find((audit) => audit.id === auditId);
  // Not among the newest (audits launched meanwhile by others): the detail says the same.
  if (!listed) {
    const detail = await client.getAudit(projectId, auditId);
    return { status: detail.status, progress: detail.currentProgress };
  }
  if (listed.status !== 'RUNNING' || !client.rateLimit.hasHeadroom()) {
    return { status: listed.status, progress: listed.status === 'PENDING' ? 0 : undefined };
  }
  const detail = await client.getAudit(projectId, auditId).catch((error: unknown) => {
    if (error instanceof HttpError && error.transient) return undefined;
    throw error;
  });
  return { status: detail?.status ?? listed.status, progress: detail?.currentProgress };
}

function elapsed(ms: number): string {
  const totalSeconds = Math.round(ms / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  return minutes > 0 ? `${minutes}m${String(totalSeconds % 60).padStart(2, '0')}s` : `${totalSeconds}s`;
}
