/**
 * The metrics service on real PostgreSQL: an audit event delivered twice is logged once, the
 * log lists newest first with filters, and only super admins may read it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  createGrpcClient,
  encodeEvent,
  MemoryEventBus,
  type IncomingEvent,
  type ServiceRuntime,
} from '@portico/kit';
import { loadServiceDefinition, TOPICS } from '@portico/proto';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../tooling/test-infra/db';
import { auditConsumer } from '../src/events/audit-consumer';
import { createService } from '../src/main';

describe('audit log', () => {
  let database: TestDatabase;
  let runtime: ServiceRuntime;
  let address: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-metrics-'));
  const tenantId = randomUUID();
  const actor = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase('metrics_audit');
    runtime = await createService(
      {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        GRPC_PORT: '0',
        HTTP_PORT: '0',
        LOG_LEVEL: 'silent',
      },
      { bus: new MemoryEventBus({ logger: pino({ level: 'silent' }) }) },
    );
    const { grpcPort } = await runtime.start();
    address = `127.0.0.1:${grpcPort}`;
  });

  afterAll(async () => {
    await runtime?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function auditEvent(action: string, occurredAt: string): IncomingEvent {
    return {
      id: randomUUID(),
      topic: TOPICS.audit,
      key: tenantId,
      type: action,
      tenantId,
      occurredAt: new Date(occurredAt),
      headers: {},
      partition: 0,
      offset: '0',
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

  it('logs an event delivered twice only once, and lists newest first', async () => {
    const consume = auditConsumer(runtime.db);
    const older = auditEvent('auth.sign_in_success', '2026-11-20T10:00:00Z');
    const newer = auditEvent('user.role_changed', '2026-11-21T10:00:00Z');
    await consume(older);
    await consume(newer);
    await consume(older);

    const metrics = createGrpcClient(loadServiceDefinition('metrics').Client, address);
    const { logs } = await metrics.ListAuditLogs(
      { tenant_id: tenantId },
      { roles: ['super_admin'] },
    );

    expect(logs.map((log) => log.action)).toEqual(['user.role_changed', 'auth.sign_in_success']);
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
});
