/**
 * Keeps each verified tenant domain's routing and certificate in the cluster in step with the
 * database: made soon after the domain is verified, deleted soon after it is removed, and on a
 * schedule every replica repairs what a failed call left behind (a domain verified while the
 * API was away gets its objects; objects of a domain no longer verified are deleted). The
 * database is the record; the cluster follows it, so nothing waits on the API server.
 */
import type { Database, Logger } from '@portico/kit';
import type { DomainRoutes } from '../kubernetes/domainRoutes';
import { listVerifiedDomainNames } from '../store/domains';

export interface DomainRouting {
  /** Creates (or repairs) the domain's objects in the background; failures are logged. */
  soon(domain: string): void;
  /** Deletes the domain's objects in the background. */
  forget(domain: string): void;
  /** One repair round; answers what it made and deleted. */
  round(): Promise<{ ensured: string[]; removed: string[] }>;
  /** Starts the schedule; answers its stop, which waits for work under way. */
  start(everyMs: number): () => Promise<void>;
  /** Resolves once everything started so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

export function domainRouting(options: {
  db: Database;
  routes: DomainRoutes;
  logger: Logger;
}): DomainRouting {
  const { db, routes, logger } = options;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const ensure = (domain: string) =>
    routes.ensure(domain).then(
      () => logger.info({ domain }, 'domain routing and certificate in place'),
      (error: unknown) =>
        logger.warn({ err: error, domain }, 'domain routing not made yet; retried on schedule'),
    );
  const forget = (domain: string) =>
    routes.remove(domain).then(
      () => logger.info({ domain }, 'domain routing and certificate removed'),
      (error: unknown) =>
        logger.warn({ err: error, domain }, 'domain routing not removed yet; retried on schedule'),
    );

  const round = async () => {
    const verified = new Set(await listVerifiedDomainNames(db));
    const managed = new Set(await routes.managed());
    const ensured: string[] = [];
    const removed: string[] = [];
    for (const domain of verified) {
      await routes.ensure(domain);
      if (!managed.has(domain)) ensured.push(domain);
    }
    for (const domain of managed) {
      if (verified.has(domain)) continue;
      await routes.remove(domain);
      removed.push(domain);
    }
    return { ensured, removed };
  };

  return {
    soon: (domain) => track(ensure(domain)),
    forget: (domain) => track(forget(domain)),
    round,
    start(everyMs) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        const work = round()
          .catch((error: unknown) => logger.warn({ err: error }, 'domain routing round failed'))
          .finally(() => {
            busy = false;
          });
        track(work);
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await Promise.allSettled([...running]);
      };
    },
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
