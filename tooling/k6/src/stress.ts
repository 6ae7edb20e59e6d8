// Stress: arrivals climb past what a one-node kind cluster is sized for, to find where
// latency bends and to check that the portal sheds load with errors, not crashes. Looser
// thresholds: they mark the breaking point rather than a service level.
import type { Options } from 'k6/options';
import { type Session, signIn, visit } from './journeys.ts';
import { summaryFiles, thresholds } from './settings.ts';

export const options: Options = {
  scenarios: {
    stress: {
      executor: 'ramping-arrival-rate',
      startRate: 5,
      timeUnit: '1s',
      preAllocatedVUs: 50,
      maxVUs: 200,
      stages: [
        { duration: '2m', target: 25 },
        { duration: '3m', target: 75 },
        { duration: '3m', target: 150 },
        { duration: '2m', target: 0 },
      ],
    },
  },
  thresholds: thresholds({ p95: 1500, p99: 3000, errorRate: 0.05 }),
};

let session: Session | undefined;

export default function (): void {
  session ??= signIn();
  visit(session);
}

export function handleSummary(data: object): Record<string, string> {
  return summaryFiles('stress', data);
}
