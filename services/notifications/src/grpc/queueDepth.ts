/** Mission Control's Job Queue Depth series over gRPC (super admins only). */
import { unary, type Database } from '@portico/kit';
import type { notificationsV1 } from '@portico/proto';
import { listQueueDepthSamples } from '../domain/queueDepthSamples';
import { requireSuperAdmin } from './access';

type Handlers = notificationsV1.NotificationsServiceHandlers;

export function queueDepthHandlers(db: Database): Partial<Handlers> {
  return {
    ListQueueDepthSamples: unary(
      async (req: notificationsV1.ListQueueDepthSamplesRequest__Output, ctx) => {
        requireSuperAdmin(ctx);
        return { samples: await listQueueDepthSamples(db, req.hours) };
      },
    ),
  };
}
