import {
  useMutation,
  useQuery,
  useQueryClient,
  type Query,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useApi } from './ApiProvider';
import type { ApiAnswer, ApiInitArg, ApiMethod, ApiPath, CallOptions } from './client';
import type { ApiError } from './errors';
import { apiQueryKey, KEY_PATH_INDEX, scopeOf, tenantOfScope } from './keys';
import { useSessionReady, useSessionUserId } from '../auth/AuthProvider';
import { useActiveTenantId } from '../tenant/ActiveTenantProvider';

// Server state through react-query: reads cached per user and tenant (see ./keys), changes that
// refresh what they change. The call is sent for the tenant in its key, so key and header agree.

export interface ApiQueryOptions<T, S> {
  enabled?: boolean;
  select?: (answer: T) => S;
  staleTime?: number;
  retry?: boolean;
  /**
   * Read again every this many milliseconds while the page is visible (react-query pauses it
   * in a hidden tab). The previous answer stays shown while the next one loads.
   */
  refetchInterval?: number;
}

/** The key and call of one read, shared by the hooks below and by imperative readers. */
function useRead(method: ApiMethod, path: string, init: unknown) {
  const api = useApi();
  const userId = useSessionUserId();
  const sessionReady = useSessionReady();
  const activeTenantId = useActiveTenantId();
  const options = init as (CallOptions & { params?: unknown; body?: unknown }) | undefined;
  const scope = scopeOf(options, activeTenantId);
  const ready = options?.anonymous === true || sessionReady;
  const request =
    options?.params || options?.body ? { params: options.params, body: options.body } : null;
  const queryKey = apiQueryKey(userId, scope, method, path, request);
  // Typed at the hook's call site; resolving the answer type again here only costs the compiler.
  const queryFn = (): Promise<unknown> =>
    api.call(
      method,
      path as never,
      { ...(init as object), tenantId: tenantOfScope(scope) } as never,
    );
  return { queryKey, queryFn, ready };
}

/** A read of any declared endpoint (a POST that only answers, such as a check, included). */
export function useApiRead<M extends ApiMethod, P extends ApiPath<M>, S = ApiAnswer<M, P>>(
  method: M,
  path: P,
  init: ApiInitArg<M, P>[0],
  options: ApiQueryOptions<ApiAnswer<M, P>, S> = {},
): UseQueryResult<S, ApiError> {
  return useReadQuery(
    method,
    path,
    init,
    options as ApiQueryOptions<unknown, unknown>,
  ) as UseQueryResult<S, ApiError>;
}

function useReadQuery(
  method: ApiMethod,
  path: string,
  init: unknown,
  options: ApiQueryOptions<unknown, unknown>,
): UseQueryResult<unknown, ApiError> {
  const { queryKey, queryFn, ready } = useRead(method, path, init);
  // Only what the caller set: an undefined option would override the client's default.
  return useQuery<unknown, ApiError, unknown>({
    queryKey,
    queryFn,
    enabled: ready && options.enabled !== false,
    ...(options.select ? { select: options.select } : {}),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.retry === false ? { retry: false } : {}),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/** A GET of a declared endpoint, cached per user and tenant. */
export function useApiQuery<P extends ApiPath<'get'>, S = ApiAnswer<'get', P>>(
  path: P,
  init: ApiInitArg<'get', P>[0],
  options: ApiQueryOptions<ApiAnswer<'get', P>, S> = {},
): UseQueryResult<S, ApiError> {
  return useReadQuery(
    'get',
    path,
    init,
    options as ApiQueryOptions<unknown, unknown>,
  ) as UseQueryResult<S, ApiError>;
}

const pathOfKey = (query: Query) => query.queryKey[KEY_PATH_INDEX];

export interface ApiMutationOptions<T> {
  /** GET paths whose cached answers this change makes stale, in every tenant's entries. */
  invalidates?: readonly ApiPath<'get'>[];
  onSuccess?: (answer: T) => void;
}

/** A change through a declared endpoint, for the active tenant; refreshes what it changes. */
export function useApiMutation<M extends Exclude<ApiMethod, 'get'>, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: ApiMutationOptions<ApiAnswer<M, P>> = {},
): UseMutationResult<ApiAnswer<M, P>, ApiError, ApiInitArg<M, P>[0]> {
  const api = useApi();
  const queryClient = useQueryClient();
  const activeTenantId = useActiveTenantId();
  const { invalidates = [], onSuccess } = options;
  return useMutation<unknown, ApiError, unknown>({
    mutationFn: (init) =>
      api.call(
        method as ApiMethod,
        path as never,
        {
          tenantId: activeTenantId,
          ...(init as object),
        } as never,
      ),
    onSuccess: async (answer) => {
      onSuccess?.(answer as ApiAnswer<M, P>);
      if (invalidates.length > 0)
        await queryClient.invalidateQueries({
          predicate: (query) => invalidates.includes(pathOfKey(query) as ApiPath<'get'>),
        });
    },
  }) as UseMutationResult<ApiAnswer<M, P>, ApiError, ApiInitArg<M, P>[0]>;
}

/** Writes an answer the server just gave into the cache of a GET it stands for. */
export function useApiCache() {
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const activeTenantId = useActiveTenantId();
  const put = useCallback(
    <P extends ApiPath<'get'>>(path: P, answer: ApiAnswer<'get', P>, options?: CallOptions) =>
      queryClient.setQueryData(
        apiQueryKey(userId, scopeOf(options, activeTenantId), 'get', path),
        answer,
      ),
    [queryClient, userId, activeTenantId],
  );
  /** Marks the cached answers of these GET paths stale (read again if shown), as a change does. */
  const invalidate = useCallback(
    (paths: readonly ApiPath<'get'>[]) =>
      queryClient.invalidateQueries({
        predicate: (query) => paths.includes(pathOfKey(query) as ApiPath<'get'>),
      }),
    [queryClient],
  );
  return useMemo(
    () => ({ put, invalidate, clear: () => queryClient.clear() }),
    [put, invalidate, queryClient],
  );
}
