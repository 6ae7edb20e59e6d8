import { useApiCache, useLiveEvents } from '@portico/frontend-kit';
import { INBOX, THREAD, UNREAD } from './types';

/**
 * Keeps the Messages screen current from the live stream: the unread counts as sent, and the
 * inbox and the open thread read again after a message, edit, deletion, read position or
 * conversation change (what the stream missed while away it replays, or says `resync`).
 */
export function useMessagesLive(): void {
  const cache = useApiCache();
  useLiveEvents((event) => {
    switch (event.type) {
      case 'unread':
        cache.put(UNREAD, event.counts);
        return;
      case 'read':
        void cache.invalidate([THREAD, INBOX]);
        return;
      case 'ready':
        if (event.replayed === 0) return;
        void cache.invalidate([THREAD, INBOX, UNREAD]);
        return;
      default:
        void cache.invalidate([THREAD, INBOX, UNREAD]);
    }
  });
}
