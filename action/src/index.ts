// Entry point of the bundle (action/dist/index.js): runs the action once.
import { run } from './main';

await run();
