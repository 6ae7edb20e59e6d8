import { ConfigError, loadServiceConfig, LOCAL_PORTS } from '../src/config';

describe('service configuration', () => {
  it('falls back to the local defaults when nothing is set', () => {
    // An empty environment, not the developer's: their DATABASE_URL must not change the answer.
    const config = loadServiceConfig('forms', {}, {});
    expect(config).toMatchObject({
      GRPC_PORT: LOCAL_PORTS.forms.grpc,
      HTTP_PORT: LOCAL_PORTS.forms.http,
      DATA_DIR: '.data',
      DB_TENANT_ROLE: 'portico_tenant',
      LOG_LEVEL: 'info',
      KAFKA_FETCH_MAX_WAIT_MS: 1_000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.KAFKA_BROKERS).toBeUndefined();
  });

  it('treats a blank DATABASE_URL or KAFKA_BROKERS as unset (embedded defaults)', () => {
    const config = loadServiceConfig('forms', {}, { DATABASE_URL: '  ', KAFKA_BROKERS: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.KAFKA_BROKERS).toBeUndefined();
  });

  it.each([
    ['GRPC_PORT', 'seventy'],
    ['HTTP_PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/forms'],
    ['LOG_LEVEL', 'loud'],
    ['DB_TENANT_ROLE', 'Robert"); DROP TABLE'],
    ['KAFKA_FETCH_MAX_WAIT_MS', '0'],
  ])('a bad %s stops start-up with a message naming it', (variable, value) => {
    const load = () => loadServiceConfig('forms', {}, { [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('names every bad variable at once', () => {
    expect(() => loadServiceConfig('forms', {}, { GRPC_PORT: 'x', LOG_LEVEL: 'y' })).toThrow(
      /GRPC_PORT.*LOG_LEVEL/,
    );
  });
});
