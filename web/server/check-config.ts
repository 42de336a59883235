// Imported first by every entry point (`npm start`, `npm run worker`, `npm run cli`): a bad
// environment stops the process here, with one line naming the variable, before any other module
// is loaded (docs/operations/configuration.md).
import { loadConfigOrExit } from './config';

loadConfigOrExit();
