import { useApiCache, useLiveEvents } from '@portico/frontend-kit';

/**
 * Keeps the task lists on screen current from the live stream (issue 28): staff watch a
 * client's checklist fill in, and a person's own list follows what they did on another tab.
 * Task events are not replayed, so the lists are read again whenever the stream (re)opens.
 */
export function useTasksLive(): void {
  const cache = useApiCache();
  useLiveEvents((event) => {
    if (event.type === 'tasks' || event.type === 'ready' || event.type === 'resync')
      void cache.invalidate(['/api/tasks', '/api/tasks/mine']);
  });
}
