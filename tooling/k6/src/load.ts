// Load: the traffic of a busy day, ramped to 20 users, held, and ramped down. Each user signs
// in once, as a person would, and then browses with that session.
import { sleep } from 'k6';
import type { Options } from 'k6/options';
import { type Session, signIn, visit } from './journeys.ts';
import { summaryFiles, thresholds } from './settings.ts';

export const options: Options = {
  scenarios: {
    load: {
      executor: 'ramping-vus',
      startVUs: 0,
      stages: [
        { duration: '1m', target: 20 },
        { duration: '5m', target: 20 },
        { duration: '1m', target: 0 },
      ],
      gracefulRampDown: '30s',
    },
  },
  thresholds: thresholds({ p95: 300, p99: 800, errorRate: 0.01 }),
};

let session: Session | undefined;

export default function (): void {
  // Sign in once per virtual user, as a person would, and reuse the session.
  session ??= signIn();
  visit(session);
  sleep(1 + Math.random() * 2);
}

export function handleSummary(data: object): Record<string, string> {
  return summaryFiles('load', data);
}
