import { expect } from 'vitest';
import { EngineError } from '@/server/engines/types';

/** The EngineError a call fails with; the test fails if it succeeds or throws anything else. */
export function failure(promise: Promise<unknown>): Promise<EngineError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(EngineError);
      return err as EngineError;
    },
  );
}
