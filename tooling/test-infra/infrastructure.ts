/**
 * Owns the lifetime of the test PostgreSQL and Kafka-protocol broker within one jest run.
 * Both are stopped in globalTeardown and, as a last resort, when the jest process exits,
 * so a crashed or failing run never leaves a server behind.
 */
import { startPostgres, type RunningPostgres } from './postgres';
import { startKafka, type RunningKafka } from './kafka';

interface Infrastructure {
  postgres: RunningPostgres;
  kafka: RunningKafka;
  users: number;
}

const KEY = Symbol.for('portico.test-infrastructure');
type Holder = { [KEY]?: Infrastructure };

export async function startTestInfrastructure(): Promise<void> {
  const holder = globalThis as Holder;
  const running = holder[KEY];
  if (running) {
    running.users += 1;
    return;
  }
  const [postgres, kafka] = await Promise.all([startPostgres(), startKafka()]);
  holder[KEY] = { postgres, kafka, users: 1 };
  process.env.PORTICO_TEST_PG_URL = postgres.url;
  process.env.PORTICO_TEST_KAFKA_BROKERS = kafka.brokers;
  process.once('exit', () => {
    postgres.stopSync();
    kafka.stopSync();
  });
}

export async function stopTestInfrastructure(): Promise<void> {
  const holder = globalThis as Holder;
  const running = holder[KEY];
  if (!running) return;
  running.users -= 1;
  if (running.users > 0) return;
  delete holder[KEY];
  await Promise.allSettled([running.postgres.stop(), running.kafka.stop()]);
}
