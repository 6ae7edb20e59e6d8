import type { ReactNode } from 'react';
import { useKitIntl } from '../i18n/kit';
import { Alert } from './Alert';
import { SkeletonList } from './Skeleton';

/** The parts of a react-query result a view's three states need. */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch?: () => unknown;
}

/**
 * Loading, error, empty and content of one server read, drawn the same way everywhere: a
 * labelled skeleton while it loads, the screen's error text (with Try again when asked for),
 * the screen's empty state, then the content.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loading,
  error,
  retry = false,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  /** Replaces the default skeleton list. */
  loading?: ReactNode;
  /** The spec's text for a failed load, or how to say it for this error. */
  error: string | ((cause: unknown) => ReactNode);
  /** Offer Try again next to the error. */
  retry?: boolean;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const intl = useKitIntl();
  if (query.status === 'pending') return <>{loading ?? <SkeletonList label={loadingLabel} />}</>;
  if (query.status === 'error') {
    return (
      <Alert tone="error">
        {typeof error === 'function' ? error(query.error) : error}
        {retry && query.refetch && (
          <>
            {' '}
            <button type="button" className="pt-link" onClick={() => void query.refetch?.()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </button>
          </>
        )}
      </Alert>
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data) && empty !== undefined) return <>{empty}</>;
  return <>{children(data)}</>;
}
