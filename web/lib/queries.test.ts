import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './queries';

describe('refreshAfterWrite', () => {
  it('fetches again even while the first load is under way, and keeps the fresh answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let finishFirstLoad!: (rows: string[]) => void;
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['invitations'],
      // The first load read the database before the write: it will answer the old, empty list.
      queryFn: () => (++calls === 1 ? new Promise<string[]>((resolve) => (finishFirstLoad = resolve)) : Promise.resolve(['the new invitation'])),
    });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);

    await refreshAfterWrite(client, ['invitations']);
    finishFirstLoad([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
    expect(client.getQueryData(['invitations'])).toEqual(['the new invitation']);
    unsubscribe();
    client.clear();
  });
});
