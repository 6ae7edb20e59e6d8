/**
 * Optimistic changes to the users list: the rows change on screen at once, and go back to
 * what they were if the server refuses (the refresh after success brings the server's truth).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserRow } from './model';

type ListAnswer = { users: UserRow[]; total: number; page: number; page_size: number };

const isUsersList = (key: readonly unknown[]) => key.includes('/api/users');

export function useOptimisticUsers() {
  const queryClient = useQueryClient();
  /** Applies `change` to the listed rows of `ids`; returns the undo. */
  return useCallback(
    (ids: readonly string[], change: Partial<UserRow>): (() => void) => {
      const filters = {
        predicate: (q: { queryKey: readonly unknown[] }) => isUsersList(q.queryKey),
      };
      const before = queryClient.getQueriesData<ListAnswer>(filters);
      queryClient.setQueriesData<ListAnswer>(filters, (answer) =>
        answer?.users
          ? {
              ...answer,
              users: answer.users.map((u) => (ids.includes(u.id) ? { ...u, ...change } : u)),
            }
          : answer,
      );
      return () => {
        for (const [key, answer] of before) queryClient.setQueryData(key, answer);
      };
    },
    [queryClient],
  );
}
