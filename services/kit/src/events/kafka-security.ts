/**
 * TLS and SASL for managed Kafka (MSK, Confluent Cloud, Aiven, ...), from the service's
 * configuration: KAFKA_SSL, KAFKA_SSL_CA_FILE, KAFKA_SASL_MECHANISM, KAFKA_SASL_USERNAME and
 * KAFKA_SASL_PASSWORD. Unset, the connection is plain, as to the local cluster's broker.
 */
import { readFileSync } from 'node:fs';
import type { KafkaConfig, SASLOptions } from 'kafkajs';
import { ConfigError } from '../config';

export interface KafkaSecuritySettings {
  KAFKA_SSL?: boolean;
  KAFKA_SSL_CA_FILE?: string;
  KAFKA_SASL_MECHANISM?: 'plain' | 'scram-sha-256' | 'scram-sha-512';
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
}

export type KafkaSecurity = Pick<KafkaConfig, 'ssl' | 'sasl'>;

export function kafkaSecurity(settings: KafkaSecuritySettings): KafkaSecurity {
  const security: KafkaSecurity = {};
  if (settings.KAFKA_SSL_CA_FILE) {
    // The brokers' private CA; it replaces the public roots for these connections only.
    security.ssl = { ca: [readFileSync(settings.KAFKA_SSL_CA_FILE, 'utf8')] };
  } else if (settings.KAFKA_SSL) {
    security.ssl = true;
  }
  const mechanism = settings.KAFKA_SASL_MECHANISM;
  if (mechanism) {
    const { KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password } = settings;
    if (!username || !password) {
      throw new ConfigError(
        'Invalid configuration: KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM',
      );
    }
    security.sasl = { mechanism, username, password } as SASLOptions;
  }
  return security;
}
