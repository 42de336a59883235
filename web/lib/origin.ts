// This server's address as the browser sees it (for copy-paste examples). The server render
// has no window: it renders the path alone and the browser fills the origin in after
// hydration, so both renders agree (no hydration mismatch, React error #418).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
}
