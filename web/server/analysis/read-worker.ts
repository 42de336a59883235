// One thread of the analysis pool (pool.ts): builds each brand profile from its plain input
// once (a profile holds compiled patterns, which cannot cross threads) and reads answers with
// it. Nothing here is shared with the server's event loop; a reading that runs too long is
// stopped by the pool terminating this thread.
import { parentPort } from 'node:worker_threads';
import { analyzeAnswer, brandProfile, type AnswerInput, type BrandProfile, type BrandProfileInput } from './analyze';

/** The message protocol with pool.ts. */
export interface ReadingTask {
  id: number;
  /** identifies the profile input: sent once, then only its key */
  key: string;
  profile?: BrandProfileInput;
  answer: AnswerInput;
}
export type ReadingReply =
  | { ready: true }
  | { id: number; analysis: ReturnType<typeof analyzeAnswer> }
  | { id: number; needProfile: true }
  | { id: number; error: string };

/** Profiles kept, most recently used last: one per audit being read, so a few suffice. */
const MAX_PROFILES = 8;
const profiles = new Map<string, BrandProfile>();

function profileFor(task: ReadingTask): BrandProfile | undefined {
  let profile = profiles.get(task.key);
  if (profile) profiles.delete(task.key);
  else if (task.profile) profile = brandProfile(task.profile);
  else return undefined;
  profiles.set(task.key, profile);
  if (profiles.size > MAX_PROFILES) profiles.delete(profiles.keys().next().value!);
  return profile;
}

const port = parentPort!;
port.on('message', (task: ReadingTask) => {
  let reply: ReadingReply;
  try {
    const profile = profileFor(task);
    reply = profile ? { id: task.id, analysis: analyzeAnswer(profile, task.answer) } : { id: task.id, needProfile: true };
  } catch (err) {
    reply = { id: task.id, error: String((err as Error)?.message ?? err) };
  }
  port.postMessage(reply);
});
// A thread's first reading loads the lexicons and word lists (a second or more on a busy
// machine): done before it takes answers, so that no answer's time limit pays for it.
const warmUp = brandProfile({ brandName: 'Acme', url: 'https://acme.example', competitors: ['Globex'] });
analyzeAnswer(warmUp, { text: 'Acme est fiable, mais Globex est moins cher. Acme is great: I would recommend it.', sources: ['https://acme.example/'] });
port.postMessage({ ready: true } satisfies ReadingReply);
