import { useState } from 'react';
import { useApiQuery, useSettled } from '@portico/frontend-kit';

/** docs/product.md §9: the console's searches ask 300 ms after the last key. */
export const SEARCH_PAUSE_MS = 300;

/**
 * Anyone on the platform by email (GET /api/users without a tenant, super admins only), for
 * Impersonate User and Find a user: what was typed, what was asked, and the answer, which names
 * each person's workspaces and their role there by the tenant's own label.
 */
export function usePeopleSearch() {
  const [typed, setTyped] = useState('');
  const query = useSettled(typed.trim(), SEARCH_PAUSE_MS);
  const users = useApiQuery(
    '/api/users',
    { params: { query: { query } }, tenantId: null },
    { enabled: query.length > 0 },
  );
  return { typed, setTyped, query, users };
}
