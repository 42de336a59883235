// The concrete model asked on an engine for a catalogue id (models/catalogue.ts), with the
// operator's MODEL_<ID>_<ENGINE> override first (docs/operations/configuration.md).
import { modelVariable, settingsOf, type RawEnv } from '../config';
import { findModel, type EngineName } from './catalogue';

export function concreteModel(id: string, engine: EngineName, env?: RawEnv): string {
  const override = settingsOf(env)[modelVariable(id, engine)];
  const entry = findModel(id);
  if (!entry) throw new Error(`Unknown model id ${id}`);
  return override || entry.engines[engine];
}
