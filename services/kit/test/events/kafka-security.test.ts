/**
 * A managed Kafka's TLS and SASL settings reach kafkajs from the environment the chart sets;
 * a half-configured SASL stops start-up naming the missing variables.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadServiceConfig } from '../../src/config';
import { kafkaSecurity } from '../../src/events/kafka-security';

const configFrom = (env: Record<string, string>) =>
  loadServiceConfig('notifications', {}, { KAFKA_BROKERS: 'broker:9093', ...env });

test('without TLS or SASL variables the connection is plain, as to the local broker', () => {
  expect(kafkaSecurity(configFrom({}))).toEqual({});
});

test('KAFKA_SSL and SCRAM credentials become kafkajs ssl and sasl options', () => {
  const config = configFrom({
    KAFKA_SSL: 'true',
    KAFKA_SASL_MECHANISM: 'scram-sha-512',
    KAFKA_SASL_USERNAME: 'portico-notifications',
    KAFKA_SASL_PASSWORD: 's3cret',
  });
  expect(kafkaSecurity(config)).toEqual({
    ssl: true,
    sasl: { mechanism: 'scram-sha-512', username: 'portico-notifications', password: 's3cret' },
  });
});

test("a broker CA file is trusted for the brokers' certificates", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portico-kafka-ca-'));
  try {
    const caFile = path.join(dir, 'ca.pem');
    writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const security = kafkaSecurity(configFrom({ KAFKA_SSL: 'true', KAFKA_SSL_CA_FILE: caFile }));
    expect(security.ssl).toEqual({ ca: [expect.stringContaining('BEGIN CERTIFICATE')] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an unknown SASL mechanism or KAFKA_SSL value is refused, naming the variable', () => {
  expect(() => configFrom({ KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(/KAFKA_SASL_MECHANISM/);
  expect(() => configFrom({ KAFKA_SSL: 'yes' })).toThrow(/KAFKA_SSL/);
});

test('a SASL mechanism without credentials stops start-up naming what is missing', () => {
  const config = configFrom({ KAFKA_SASL_MECHANISM: 'plain', KAFKA_SASL_USERNAME: 'portico' });
  expect(() => kafkaSecurity(config)).toThrow(ConfigError);
  expect(() => kafkaSecurity(config)).toThrow(/KAFKA_SASL_PASSWORD/);
});
