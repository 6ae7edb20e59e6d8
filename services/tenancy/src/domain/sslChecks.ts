/**
 * When certificates are probed: once, soon after a domain is verified (the verify answer does
 * not wait for it; the Domains screen shows 'pending' meanwhile and asks again), and on a
 * schedule, so an expired or replaced certificate shows as failed without anyone asking. Every
 * replica ticks; a replica probes a due domain only after claiming it (store/domains.ts
 * claimSslCheck), so each due domain is probed once per round across replicas.
 */
import type { Database, Logger } from '@portico/kit';
import { claimSslCheck, listSslDue } from '../store/domains';
import { probeDomainSsl } from './domains';
import type { SslProbe } from './tlsProbe';

/** Domains probed per tick, so a tick stays short whatever the number of domains. */
const BATCH = 50;

export interface SslChecks {
  /** Probe this domain soon (after verification); failures are logged, never thrown. */
  soon(tenantId: string, domain: string): void;
  /** One scheduled round: probes the domains due; answers how many this replica probed. */
  round(now?: Date): Promise<number>;
  /** Starts the schedule; answers its stop, which also waits for probes under way. */
  start(everyMs: number): () => Promise<void>;
  /** Resolves once every probe started so far has been recorded (tests, shutdown). */
  idle(): Promise<void>;
}

export function sslChecks(options: {
  db: Database;
  probe: SslProbe;
  logger: Logger;
  /** A verified domain is probed again once its last probe is this old. */
  maxAgeMs: number;
}): SslChecks {
  const { db, probe, logger } = options;
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  const probeOne = (tenantId: string, domain: string) =>
    probeDomainSsl(db, tenantId, domain, probe).then(
      (row) => row && logger.info({ domain, ssl_status: row.ssl_status }, 'domain ssl probed'),
      (error: unknown) => logger.warn({ err: error, domain }, 'domain ssl probe failed'),
    );

  const round = async (now = new Date()) => {
    const due = await listSslDue(db, new Date(now.getTime() - options.maxAgeMs), BATCH);
    let probed = 0;
    for (const row of due) {
      const claimed = await db.tenantTransaction(row.tenant_id, (tx) =>
        claimSslCheck(tx, row.tenant_id, row.domain, row.ssl_checked_at, now),
      );
      if (!claimed) continue;
      await probeOne(row.tenant_id, row.domain);
      probed += 1;
    }
    return probed;
  };

  return {
    soon: (tenantId, domain) => track(probeOne(tenantId, domain)),
    round,
    start(everyMs) {
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        const work = round()
          .catch((error: unknown) => logger.warn({ err: error }, 'domain ssl round failed'))
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
