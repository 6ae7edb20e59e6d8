/**
 * The metrics service on real PostgreSQL and a Kafka-protocol broker: an audit event published
 * twice is logged once, the log lists newest first with filters, only super admins may
 * read it, and the tenant's hash chain holds until someone edits or deletes a stored row. (The consumer's own rules, called directly, are in audit.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  createEventBus,
  createGrpcClient,
  createLogger,
  encodeEvent,
  type EventBus,
  type OutgoingEvent,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, TOPICS } from '@portico/proto';
import { eventually } from '../../../tooling/test-infra/eventually';
import {
  createTestDatabase,
  superuserUrlOf,
  type TestDatabase,
} from '../../../tooling/test-infra/db';
import { startKafka, type RunningKafka } from '../../../tooling/test-infra/kafka';
import { createService } from '../src/main';

// A consumer group's first join on the mock broker takes a fixed 3 s; the machine is shared.
jest.setTimeout(60_000);

describe('audit log', () => {
  let database: TestDatabase;
  let runtime: ServiceRuntime;
  let address: string;
  // A broker of its own: the service joins the group portico-metrics, as every stack's does.
  let kafka: RunningKafka;
  let producer: EventBus;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-metrics-'));
  const tenantId = randomUUID();
  const actor = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase('metrics_audit');
    kafka = await startKafka();
    runtime = await createService({
      DATABASE_URL: database.url,
      KAFKA_BROKERS: kafka.brokers,
      DATA_DIR: dataDir,
      GRPC_PORT: '0',
      HTTP_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const { grpcPort } = await runtime.start();
    address = `127.0.0.1:${grpcPort}`;
    producer = createEventBus({
      brokers: kafka.brokers,
      clientId: 'audit-log-test',
      logger: createLogger('audit-log-test', 'silent'),
    });
  });

  afterAll(async () => {
    await producer?.close();
    await runtime?.stop();
    await kafka?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function auditEvent(action: string, occurredAt: string): OutgoingEvent {
    return {
      id: randomUUID(),
      topic: TOPICS.audit,
      key: tenantId,
      type: action,
      tenantId,
      occurredAt: new Date(occurredAt),
      headers: {},
      payload: encodeEvent('portico.events.v1.AuditEvent', {
        actor_user_id: actor,
        action,
        entity_type: 'user',
        entity_id: actor,
        tenant_id: tenantId,
        reason: 'Support request',
        details_json: '{"via":"test"}',
        occurred_at: occurredAt,
      }),
    };
  }

  it('logs an event published twice only once, and lists newest first', async () => {
    const older = auditEvent('auth.sign_in_success', '2026-11-20T10:00:00Z');
    const newer = auditEvent('user.role_changed', '2026-11-21T10:00:00Z');
    // The same event again after the newer one (a relay retry): one partition, in this order.
    await producer.publish([older, newer]);
    await producer.publish([older]);
    const last = auditEvent('tenant.updated', '2026-11-19T10:00:00Z');
    await producer.publish([last]);

    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    const read = () => metrics.ListAuditLogs({ tenant_id: tenantId }, { roles: ['super_admin'] });
    // The service consumes in order: once the last event is logged, the repeat was handled.
    const { logs } = await eventually(
      'the last event logged',
      read,
      (answer) => answer.logs.some((log) => log.action === 'tenant.updated'),
      { timeoutMs: 60_000 },
    );

    expect(logs.map((log) => log.action)).toEqual([
      'user.role_changed',
      'auth.sign_in_success',
      'tenant.updated',
    ]);
    expect(logs[0]).toMatchObject({
      actor_user_id: actor,
      tenant_id: tenantId,
      entity_type: 'user',
      reason: 'Support request',
      details_json: '{"via":"test"}',
      created_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('filters by action', async () => {
    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    const { logs } = await metrics.ListAuditLogs(
      { tenant_id: tenantId, action: 'auth.sign_in_success' },
      { roles: ['super_admin'] },
    );
    expect(logs.map((log) => log.action)).toEqual(['auth.sign_in_success']);
  });

  it('refuses anyone but a super admin', async () => {
    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    await expect(
      metrics.ListAuditLogs({}, { userId: actor, tenantId, roles: ['admin'] }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('rejects a malformed tenant filter as bad input rather than failing inside', async () => {
    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    await expect(
      metrics.ListAuditLogs({ tenant_id: 'acme' }, { roles: ['super_admin'] }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'tenant_id must be a uuid' });
  });

  /** Changes the stored rows behind the service's back, as someone with database access could. */
  async function asDatabaseOwner(sql: string, params: unknown[]): Promise<void> {
    const client = new pg.Client({ connectionString: superuserUrlOf(database) });
    await client.connect();
    try {
      await client.query(sql, params);
    } finally {
      await client.end();
    }
  }

  it('keeps an unbroken hash chain for the tenant, and an edited reason breaks it at that row', async () => {
    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    const superAdmin = { roles: ['super_admin'] };
    const intact = await metrics.VerifyAuditChain({ tenant_id: tenantId }, superAdmin);
    expect(intact).toMatchObject({ ok: true, checked: 3 });

    const { logs } = await metrics.ListAuditLogs(
      { tenant_id: tenantId, action: 'auth.sign_in_success' },
      superAdmin,
    );
    await asDatabaseOwner("UPDATE audit_log SET reason = 'Nothing happened' WHERE id = $1", [
      logs[0]!.id,
    ]);

    const tampered = await metrics.VerifyAuditChain({ tenant_id: tenantId }, superAdmin);
    expect(tampered).toMatchObject({ ok: false, broken_at_id: logs[0]!.id });
  });

  it('notices a deleted last row of the chain', async () => {
    const other = randomUUID();
    const event = auditEvent('user.role_changed', '2026-11-21T11:00:00Z');
    const payload = encodeEvent('portico.events.v1.AuditEvent', {
      actor_user_id: actor,
      action: 'user.role_changed',
      entity_type: 'user',
      entity_id: actor,
      tenant_id: other,
      occurred_at: '2026-11-21T11:00:00Z',
    });
    await producer.publish([{ ...event, key: other, tenantId: other, payload }]);
    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    const superAdmin = { roles: ['super_admin'] };
    await eventually(
      "the other tenant's entry logged",
      () => metrics.ListAuditLogs({ tenant_id: other }, superAdmin),
      (answer) => answer.logs.length > 0,
      { timeoutMs: 60_000 },
    );
    expect(await metrics.VerifyAuditChain({ tenant_id: other }, superAdmin)).toMatchObject({
      ok: true,
      checked: 1,
    });

    await asDatabaseOwner('DELETE FROM audit_log WHERE tenant_id = $1', [other]);

    expect(await metrics.VerifyAuditChain({ tenant_id: other }, superAdmin)).toMatchObject({
      ok: false,
    });
  });

  it('logs a burst of two tenants’ entries, a repeat among them, once each with both chains intact', async () => {
    const tenants = [randomUUID(), randomUUID()];
    const burst = Array.from({ length: 40 }, (_, i) => {
      const tenant = tenants[i % 2]!;
      const at = new Date(Date.UTC(2026, 10, 22, 10, i)).toISOString();
      return {
        ...auditEvent('form.submitted', at),
        key: 'one-partition',
        tenantId: tenant,
        payload: encodeEvent('portico.events.v1.AuditEvent', {
          actor_user_id: actor,
          action: 'form.submitted',
          entity_type: 'form',
          entity_id: String(i),
          tenant_id: tenant,
          occurred_at: at,
        }),
      };
    });
    // One publish on one key: the consumer fetches them together, the 11th twice.
    await producer.publish([...burst.slice(0, 20), burst[10]!, ...burst.slice(20)]);
    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    const superAdmin = { roles: ['super_admin'] };
    for (const tenant of tenants) {
      const { logs } = await eventually(
        "the tenant's entries logged",
        () => metrics.ListAuditLogs({ tenant_id: tenant }, superAdmin),
        (answer) => answer.logs.length >= 20,
        { timeoutMs: 60_000 },
      );
      expect(logs).toHaveLength(20);
      expect(await metrics.VerifyAuditChain({ tenant_id: tenant }, superAdmin)).toMatchObject({
        ok: true,
        checked: 20,
      });
    }
  });
});
