/**
 * Starts the real infrastructure the integration and e2e layers talk to: a throw-away
 * PostgreSQL 15 cluster and librdkafka's mock Kafka cluster. Connection strings reach the
 * test files through the environment (jest workers inherit it). When jest runs several
 * projects, the first setup starts the infrastructure and later ones reuse it.
 */
import { startTestInfrastructure } from './infrastructure';

export default async function globalSetup(): Promise<void> {
  await startTestInfrastructure();
}
