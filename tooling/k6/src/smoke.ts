// Smoke: one user, a minute, every journey once per second or so. Run after each deploy:
// it proves the portal serves the journeys, not how fast.
import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { type Session, signIn, visit } from './journeys.ts';
import { summaryFiles, thresholds } from './settings.ts';

export const options: Options = {
  scenarios: {
    smoke: { executor: 'constant-vus', vus: 1, duration: '1m' },
  },
  thresholds: thresholds({ p95: 500, p99: 1000, errorRate: 0.01 }),
};

export function setup(): Session {
  return signIn();
}

export default function (session: Session): void {
  visit(session);
  sleep(1);
}

export function handleSummary(data: object): Record<string, string> {
  return summaryFiles('smoke', data);
}
