import { Skeleton, type QueryLike } from '@portico/frontend-kit';

/** One count of the dashboard, counted from a list the gateway answers with. */
export function StatCard<T>({
  label,
  query,
  count,
}: {
  label: string;
  query: QueryLike<T>;
  count: (answer: T) => number;
}) {
  return (
    <div className="stat-card">
      <span className="stat-card__label">{label}</span>
      {query.status === 'pending' ? (
        <Skeleton width={64} height={32} label={`Loading ${label}`} />
      ) : query.status === 'error' || query.data === undefined ? (
        <span className="stat-card__value stat-card__value--muted" title="Could not be loaded">
          —
        </span>
      ) : (
        <span className="stat-card__value">{count(query.data)}</span>
      )}
    </div>
  );
}
