/**
 * kafkajs logs through our pino logger, one level quieter than it speaks: it reports every
 * refused connection during a broker outage as an ERROR, while the relay and the consumers
 * already say what matters (publish failed, retrying). Its INFO chatter (joins, commits) is
 * debug for us.
 */
import { logLevel, type logCreator } from 'kafkajs';
import type { EventLogger } from './delivery';

/**
 * kafkajs warns about this when an idempotent producer's retries are bounded. We bound them on
 * purpose: the outbox relay retries a failed batch itself, and consumers deduplicate, so a
 * send should fail quickly rather than hold the relay's transaction for minutes.
 */
const EXPECTED_WARNINGS = ['Limiting retries for the idempotent producer'];

export function kafkaLogCreator(logger: EventLogger): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      const { message, timestamp: _timestamp, logger: _name, stack: _stack, ...fields } = log;
      if (EXPECTED_WARNINGS.some((warning) => message.startsWith(warning))) return;
      const context = { kafkajs: namespace, ...fields };
      if (level === logLevel.ERROR || level === logLevel.WARN) logger.warn(context, message);
      else logger.debug(context, message);
    };
}

/** The most kafkajs should produce for a logger at `level` (it skips building finer lines). */
export function kafkaLogLevel(level: string | undefined): logLevel {
  if (level === 'debug' || level === 'trace') return logLevel.INFO;
  if (level === 'silent' || level === 'fatal' || level === 'error') return logLevel.NOTHING;
  return logLevel.WARN;
}
