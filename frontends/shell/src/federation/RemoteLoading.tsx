import { Spinner } from '@portico/frontend-kit';

export function RemoteLoading() {
  return (
    <div className="remote-loading" role="status" aria-live="polite">
      <Spinner />
      <span>Loading...</span>
    </div>
  );
}
