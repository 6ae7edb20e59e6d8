import { Spinner } from './Spinner';

/** The full-screen 'Loading...' of spec part 1 §2 (session loading, route guard). */
export function LoadingScreen() {
  return (
    <div className="pt-loading-screen" role="status" aria-live="polite">
      <Spinner />
      <span>Loading...</span>
    </div>
  );
}
