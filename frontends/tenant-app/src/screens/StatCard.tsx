import { Skeleton, type AsyncState } from '@portico/frontend-kit';

export function StatCard({ label, state }: { label: string; state: AsyncState<number> }) {
  return (
    <div className="stat-card">
      <span className="stat-card__label">{label}</span>
      {state.status === 'loading' && <Skeleton width={64} height={32} label={`Loading ${label}`} />}
      {state.status === 'success' && <span className="stat-card__value">{state.data}</span>}
      {state.status === 'error' && (
        <span className="stat-card__value stat-card__value--muted" title="Could not be loaded">
          —
        </span>
      )}
    </div>
  );
}
