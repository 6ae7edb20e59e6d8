/**
 * NotificationsService: each area's handlers in its own module, served together. A method no
 * module handles answers UNIMPLEMENTED (the kit logs it once at start-up).
 */
import type { notificationsV1 } from '@portico/proto';

type Handlers = notificationsV1.NotificationsServiceHandlers;

export function combineHandlers(...parts: Partial<Handlers>[]): Handlers {
  return Object.assign({}, ...parts) as Handlers;
}
