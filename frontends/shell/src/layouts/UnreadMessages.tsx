import { useApiCache, useApiQuery, useLiveEvents } from '@portico/frontend-kit';
import { useIntl } from './i18n';

const UNREAD = '/api/messages/unread' as const;
/** The live stream sends new counts as they change; this only covers a stream that is down. */
const REFRESH_MS = 120_000;

/**
 * The sidebar's unread messages badge (issue 27 item 5): the person's total, kept current by
 * the live stream's `unread` events. Shown only when something is unread; the number is read
 * out with the link ("Messages, 3 unread").
 */
export function UnreadMessages() {
  const intl = useIntl();
  const cache = useApiCache();
  const unread = useApiQuery(UNREAD, undefined, { refetchInterval: REFRESH_MS, retry: false });
  useLiveEvents((event) => {
    if (event.type === 'unread') cache.put(UNREAD, event.counts);
  });
  const total = unread.data?.total ?? 0;
  if (total <= 0) return null;
  return (
    <>
      <span className="app-sidebar__badge" aria-hidden="true">
        {intl.formatMessage(
          { id: 'sidebar.unreadBadge' },
          { count: Math.min(total, 99), more: total > 99 },
        )}
      </span>
      <span className="pt-visually-hidden">
        {intl.formatMessage({ id: 'sidebar.unreadMessages' }, { count: total })}
      </span>
    </>
  );
}
