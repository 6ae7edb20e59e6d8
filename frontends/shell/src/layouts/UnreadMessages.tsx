import { useApiCache, useApiQuery, useLiveEvents } from '@portico/frontend-kit';

const UNREAD = '/api/messages/unread' as const;
/** The live stream sends new counts as they change; this only covers a stream that is down. */
const REFRESH_MS = 120_000;

/**
 * The sidebar's unread messages badge (issue 27 item 5): the person's total, kept current by
 * the live stream's `unread` events. Shown only when something is unread; the number is read
 * out with the link ("Messages, 3 unread").
 */
export function UnreadMessages() {
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
        {total > 99 ? '99+' : total}
      </span>
      <span className="pt-visually-hidden">, {total} unread</span>
    </>
  );
}
