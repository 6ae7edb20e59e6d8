import { NOT_AVAILABLE_YET, Skeleton, type FeatureQuery } from '@portico/frontend-kit';

/**
 * One count of the dashboard. Counted from a list the gateway declares; while its route is not
 * in this release the card says so instead of showing a number.
 */
export function StatCard<P extends string>({
  label,
  query,
  count,
}: {
  label: string;
  query: FeatureQuery<P>;
  count: (answer: unknown) => number;
}) {
  return (
    <div className="stat-card">
      <span className="stat-card__label">{label}</span>
      {!query.declared ? (
        <>
          <span className="stat-card__value stat-card__value--muted" aria-hidden="true">
            —
          </span>
          <span className="stat-card__note">{NOT_AVAILABLE_YET}</span>
        </>
      ) : query.status === 'pending' ? (
        <Skeleton width={64} height={32} label={`Loading ${label}`} />
      ) : query.status === 'error' ? (
        <span className="stat-card__value stat-card__value--muted" title="Could not be loaded">
          —
        </span>
      ) : (
        <span className="stat-card__value">{count(query.data)}</span>
      )}
    </div>
  );
}
