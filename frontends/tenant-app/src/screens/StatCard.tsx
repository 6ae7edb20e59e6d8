import { Skeleton, type QueryLike } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

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
  const intl = useIntl();
  return (
    <div className="stat-card">
      <span className="stat-card__label">{label}</span>
      {query.status === 'pending' ? (
        <Skeleton
          width={64}
          height={32}
          label={intl.formatMessage({ id: 'stat.loading' }, { label })}
        />
      ) : query.status === 'error' || query.data === undefined ? (
        <span
          className="stat-card__value stat-card__value--muted"
          title={intl.formatMessage({ id: 'stat.failed' })}
        >
          {intl.formatMessage({ id: 'stat.none' })}
        </span>
      ) : (
        <span className="stat-card__value">{count(query.data)}</span>
      )}
    </div>
  );
}
