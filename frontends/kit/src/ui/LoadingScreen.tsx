import { KitMessage } from '../i18n/kit';
import { Spinner } from './Spinner';

/** The full-screen 'Loading...' of docs/product.md §2 (session loading, route guard). */
export function LoadingScreen() {
  return (
    <div className="pt-loading-screen" role="status" aria-live="polite">
      <Spinner />
      <span>
        <KitMessage id="common.loading" />
      </span>
    </div>
  );
}
