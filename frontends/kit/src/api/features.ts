import {
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiAnswer, ApiMethod, ApiPath } from './client';
import { isDeclared } from './declared';
import type { ApiError } from './errors';
import { apiQueryKey } from './keys';
import { useSessionReady, useSessionUserId } from '../auth/AuthProvider';
import { useActiveTenantId } from '../tenant/ActiveTenantProvider';

/**
 * Reads for panels whose feature ships in a later release (files, forms, embeds, banners, the
 * super console's tenant list). While the gateway's document does not declare the route, the
 * panel is told so and nothing is sent: no failing request, no invented figure. The release that
 * declares the route lights the panel up, typed by the document from then on.
 */

/** The answer type of GET path once the document declares it; unknown until then. */
export type FeatureAnswer<P extends string> =
  P extends ApiPath<'get'> ? ApiAnswer<'get', P> : unknown;

export type FeatureQuery<P extends string> =
  { declared: false } | ({ declared: true } & UseQueryResult<FeatureAnswer<P>, ApiError>);

export function useFeatureQuery<P extends string>(
  path: P,
  query?: Record<string, string | number>,
): FeatureQuery<P> {
  const api = useApi();
  const userId = useSessionUserId();
  const tenantId = useActiveTenantId();
  const sessionReady = useSessionReady();
  const declared = isDeclared('get', path);
  const result = useQuery<FeatureAnswer<P>, ApiError>({
    queryKey: apiQueryKey(userId, tenantId ?? 'no-tenant', 'get', path, query ?? null),
    // Typed by the document once declared; until then this function is never run.
    queryFn: () =>
      api.call(
        'get',
        path as ApiPath<'get'>,
        {
          params: { query },
          tenantId,
        } as never,
      ) as Promise<FeatureAnswer<P>>,
    enabled: declared && sessionReady,
  });
  return declared ? { declared: true, ...result } : { declared: false };
}

type ChangeMethod = Exclude<ApiMethod, 'get'>;

/** The answer type of a change once the document declares it; unknown until then. */
export type FeatureChangeAnswer<M extends ChangeMethod, P extends string> =
  P extends ApiPath<M> ? ApiAnswer<M, P> : unknown;

export type FeatureMutation<M extends ChangeMethod, P extends string> =
  | { declared: false }
  | ({ declared: true } & UseMutationResult<FeatureChangeAnswer<M, P>, ApiError, unknown>);

/** A change whose route ships in a later release: offered only once the document declares it. */
export function useFeatureMutation<M extends ChangeMethod, P extends string>(
  method: M,
  path: P,
  options: { anonymous?: boolean } = {},
): FeatureMutation<M, P> {
  const api = useApi();
  const tenantId = useActiveTenantId();
  const declared = isDeclared(method, path);
  const result = useMutation<FeatureChangeAnswer<M, P>, ApiError, unknown>({
    mutationFn: (body) =>
      api.call(
        method as ChangeMethod,
        path as never,
        {
          body,
          tenantId,
          anonymous: options.anonymous,
        } as never,
      ) as Promise<FeatureChangeAnswer<M, P>>,
  });
  return declared ? { declared: true, ...result } : { declared: false };
}

/**
 * The items of a list answer, bare or wrapped (`[...]` or `{ files: [...] }`), for the panels
 * above: they read only the fields every list row has in common (id, a title, a time).
 */
export function listItems(answer: unknown): Array<Record<string, unknown>> {
  const list = Array.isArray(answer)
    ? answer
    : Object.values((answer ?? {}) as Record<string, unknown>).find(Array.isArray);
  return ((list ?? []) as unknown[]).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}

/** A text field of a list row, or undefined when the row has none. */
export function textOf(item: Record<string, unknown>, ...names: string[]): string | undefined {
  const found = names.map((name) => item[name]).find((v) => typeof v === 'string' && v !== '');
  return found as string | undefined;
}
