import {
  loadEventTypes,
  loadPackageDefinition,
  loadServiceDefinition,
  SERVICES,
  TOPIC_MESSAGES,
  TOPICS,
} from '@portico/proto';

describe('service contracts', () => {
  it.each(['content', 'forms', 'billing', 'notifications', 'metrics'] as const)(
    '%s is portico.<service>.v1.<Service>Service',
    (name) => {
      const service = loadServiceDefinition(name);
      const pascal = name[0]!.toUpperCase() + name.slice(1);
      expect(service.fullName).toBe(`portico.${name}.v1.${pascal}Service`);
      expect(Object.keys(service.definition).length).toBeGreaterThan(5);
      expect(typeof service.Client).toBe('function');
    },
  );

  it('serves the standard health protocol', () => {
    const health = loadServiceDefinition('health');
    expect(health.fullName).toBe('grpc.health.v1.Health');
    expect(health.definition.Check.path).toBe('/grpc.health.v1.Health/Check');
    expect(health.definition.Watch.responseStream).toBe(true);
  });

  it('loads every service listed by the generator, including other teams’ protos', () => {
    for (const name of Object.keys(SERVICES) as Array<keyof typeof SERVICES>) {
      expect(loadServiceDefinition(name).fullName).toBe(SERVICES[name].fullName);
    }
  });

  it('keeps snake_case field names and fills defaults, as the generated types promise', () => {
    const definition = loadServiceDefinition('content').definition;
    const decoded = definition.CreateUploadGrant.requestDeserialize(
      definition.CreateUploadGrant.requestSerialize({
        file_name: 'f-1',
        size_bytes: '12345678901',
      }),
    );
    expect(decoded).toMatchObject({ file_name: 'f-1', size_bytes: '12345678901', user_id: '' });
    expect(decoded.assigned_roles).toEqual([]);
  });

  it('names the set member of a oneof', () => {
    const definition = loadServiceDefinition('billing').definition;
    const decoded = definition.CreateCheckout.requestDeserialize(
      definition.CreateCheckout.requestSerialize({ add_seats: { seats: 2 } }),
    );
    expect(decoded.purpose).toBe('add_seats');
    expect(decoded.add_seats).toEqual({ seats: 2 });
  });

  it('loads raw package definitions by file', () => {
    const definition = loadPackageDefinition(['portico/metrics/v1/metrics.proto']);
    expect(Object.keys(definition)).toContain('portico.metrics.v1.MetricsService');
  });
});

describe('event topics', () => {
  it('follow portico.<service>.<entity>.v1', () => {
    for (const topic of Object.values(TOPICS)) {
      expect(topic).toMatch(/^portico\.[a-z]+\.[a-z]+\.v1$/);
    }
  });

  it('each carry an event message that exists, with a oneof of kinds unless it is the audit log', () => {
    const root = loadEventTypes();
    for (const topic of Object.values(TOPICS)) {
      const type = root.lookupType(TOPIC_MESSAGES[topic]);
      if (topic === TOPICS.audit) continue;
      expect(Object.keys(type.oneofs ?? {})).toEqual(['kind']);
    }
  });
});
