/**
 * A client spreads its calls over every backend its target resolves to (round_robin), as the
 * gateway's clients do over a headless Service's pods: two instances of a service both serve.
 * The two instances listen on the same port of two loopback addresses, as two pods of one
 * Service do behind its DNS name.
 */
import type { ServiceDefinition } from '@grpc/grpc-js';
import pino from 'pino';
import {
  closeGrpcChannels,
  createGrpcClient,
  createGrpcServer,
  unary,
  type GrpcServer,
} from '../../src/grpc';
import { ProbeClientCtor, type ProbeRequest, type ProbeResponse } from './probe-service';

const servers: GrpcServer[] = [];
const callsPerInstance = [0, 0];

async function startInstance(index: number, host: string, port: number): Promise<number> {
  const server = createGrpcServer({ logger: pino({ level: 'silent' }) });
  const count = unary<ProbeRequest, ProbeResponse>(async () => {
    callsPerInstance[index] = (callsPerInstance[index] ?? 0) + 1;
    return { attempts: 1 };
  });
  server.addService(ProbeClientCtor.service as ServiceDefinition, { ReadFlaky: count });
  servers.push(server);
  return server.start(port, host);
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop(500)));
  closeGrpcChannels();
});

test('calls through one client reach both instances of a service', async () => {
  const port = await startInstance(0, '127.0.0.1', 0);
  await startInstance(1, '127.0.0.2', port);
  const client = createGrpcClient(ProbeClientCtor, `ipv4:127.0.0.1:${port},127.0.0.2:${port}`);

  for (let call = 0; call < 20; call += 1) await client.ReadFlaky({ key: `call-${call}` });

  expect(callsPerInstance[0]! + callsPerInstance[1]!).toBe(20);
  // Round robin alternates once both connections are up; pick-first would send all 20 to one.
  expect(callsPerInstance[0]).toBeGreaterThanOrEqual(5);
  expect(callsPerInstance[1]).toBeGreaterThanOrEqual(5);
});
