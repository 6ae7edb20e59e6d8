/** Mission Control's Job Queue Depth series over gRPC (super admins only). */
import { invalid, unary, type Database } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import { listQueueDepthSamples } from '../domain/queueDepthSamples';
import { requireSuperAdmin } from './access';

type Handlers = notificationsV1.NotificationsServiceHandlers;

/** A week: as long as samples are kept. */
const LONGEST_HOURS = 168;

export function queueDepthHandlers(db: Database): Partial<Handlers> {
  return {
    ListQueueDepthSamples: unary(
      async (req: notificationsV1.ListQueueDepthSamplesRequest__Output, ctx) => {
        requireSuperAdmin(ctx);
        const hours = req.hours === 0 ? 24 : req.hours;
        if (!Number.isInteger(hours) || hours < 1 || hours > LONGEST_HOURS)
          throw invalid(`hours must be 1 to ${LONGEST_HOURS}`, 'hours');
        return { samples: await listQueueDepthSamples(db, hours) };
      },
    ),
  };
}
