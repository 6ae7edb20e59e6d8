import { loadServiceDefinition, type contentV1 } from '@portico/proto';
import pino from 'pino';
import { notFound } from '../../src/errors';
import { closeGrpcChannels, createGrpcClient, createGrpcServer, unary } from '../../src/grpc';

// A real contract end to end: handlers and client typed by the generated code.
describe('a generated service through the kit', () => {
  const server = createGrpcServer({ logger: pino({ level: 'silent' }) });
  const content = loadServiceDefinition('content');
  let client: ReturnType<typeof createGrpcClient<contentV1.ContentServiceClient>>;

  const handlers: Partial<contentV1.ContentServiceHandlers> = {
    GetFile: unary(async (request, ctx) => {
      if (request.id !== 'file-1') throw notFound('File not found', 'file');
      return { id: request.id, tenant_id: ctx.tenantId, title: 'Contract.pdf', size_bytes: '2048' };
    }),
  };

  beforeAll(async () => {
    server.addService(content.definition, handlers);
    const port = await server.start(0, '127.0.0.1');
    client = createGrpcClient(content.Client, `127.0.0.1:${port}`);
  });

  afterAll(async () => {
    await server.stop(500);
    closeGrpcChannels();
  });

  it('answers with the generated output shape: snake_case, defaults, 64-bit as string', async () => {
    const file = await client.GetFile({ id: 'file-1' }, { tenantId: 'tenant-1', roles: ['admin'] });
    expect(file).toMatchObject({
      id: 'file-1',
      tenant_id: 'tenant-1',
      title: 'Contract.pdf',
      size_bytes: '2048',
      assigned_roles: [],
      user_id: '',
    });
  });

  it("maps the handler's NOT_FOUND to a DomainError with the service's message", async () => {
    await expect(client.GetFile({ id: 'other' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'File not found',
      reason: 'file',
    });
  });

  it('answers a method the service has not implemented with an error, not a hang', async () => {
    await expect(client.ListFiles({ limit: 5 })).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
