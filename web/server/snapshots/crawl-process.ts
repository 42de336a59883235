// The child process that runs one site check (started by sandbox.ts): the URL comes in as an
// argument, the result goes back over IPC, and the process exits. Whatever a hostile site makes
// it do (CPU, memory), only this process pays, and its parent kills it at its limits.
import { checkSite } from './check-site';

const url = process.argv[2];
checkSite(url)
  .then((result) => ({ ok: true as const, result }))
  .catch((err: Error) => ({ ok: false as const, error: err.message }))
  .then((message) => process.send!(message, () => process.exit(0)));
