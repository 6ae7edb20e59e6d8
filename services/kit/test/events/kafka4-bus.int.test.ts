/**
 * kafkajs beyond its last release: Kafka 4.0 removed the protocol versions older than Kafka
 * 2.1 (KIP-896), and kafkajs has had no release since. No Kafka 4 broker can run on our
 * machines (no JVM distribution of Kafka is reachable), so the test broker is librdkafka's mock
 * told to serve only Kafka 4.0's versions of the APIs it would otherwise answer below them
 * (Produce from v3, Fetch from v4, ListOffsets from v1, OffsetCommit from v2, OffsetFetch
 * from v1): a request below those closes the connection, as on Kafka 4. The bus contract runs
 * on it, so every call the services make through kafkajs is one Kafka 4 still serves.
 */
import net from 'node:net';
import { startKafka, type RunningKafka } from '../../../../tooling/test-infra/kafka';
import { KafkaEventBus } from '../../src/events';
import { describeBusContract } from './bus-contract';
import { quietLogger, TEST_CONSUMER } from './helpers';

jest.setTimeout(90_000);

let kafka: RunningKafka;
beforeAll(async () => {
  kafka = await startKafka({ kafka4: true });
});
afterAll(() => kafka?.stop());

/**
 * Sends one request frame (size, api key, version, correlation id, client id, body) and
 * answers the response body, or null when the broker closes the connection instead.
 */
function request(apiKey: number, version: number, body: Buffer): Promise<Buffer | null> {
  const [host, port] = kafka.brokers.split(':');
  const clientId = Buffer.from('kafka4-probe');
  const header = Buffer.alloc(10);
  header.writeInt16BE(apiKey, 0);
  header.writeInt16BE(version, 2);
  header.writeInt32BE(7, 4);
  header.writeInt16BE(clientId.length, 8);
  const frame = Buffer.concat([header, clientId, body]);
  const size = Buffer.alloc(4);
  size.writeInt32BE(frame.length, 0);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), host!);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      if (all.length >= 4 && all.length >= 4 + all.readInt32BE(0)) {
        socket.destroy();
        resolve(all.subarray(4 + 4, 4 + all.readInt32BE(0)));
      }
    });
    socket.on('close', () => resolve(null));
    socket.on('error', reject);
    socket.write(Buffer.concat([size, frame]));
  });
}

/** Produce with no topics: acks 1, 1 s timeout; from v3 a null transactional id comes first. */
const produceBody = (version: number) =>
  Buffer.concat([
    version >= 3 ? Buffer.from([0xff, 0xff]) : Buffer.alloc(0),
    Buffer.from([0x00, 0x01, 0x00, 0x00, 0x03, 0xe8, 0x00, 0x00, 0x00, 0x00]),
  ]);

test('the broker advertises and enforces Kafka 4.0’s lowest versions', async () => {
  const versions = await request(18, 0, Buffer.alloc(0));
  expect(versions).not.toBeNull();
  const count = versions!.readInt32BE(2);
  const lowest = new Map<number, number>();
  for (let i = 0; i < count; i += 1)
    lowest.set(versions!.readInt16BE(6 + i * 6), versions!.readInt16BE(8 + i * 6));
  expect([0, 1, 2, 8, 9].map((key) => lowest.get(key))).toEqual([3, 4, 1, 2, 1]);
  // A Produce v2, which Kafka 4 removed, ends the connection; v3 is answered.
  expect(await request(0, 2, produceBody(2))).toBeNull();
  expect(await request(0, 3, produceBody(3))).not.toBeNull();
});

describeBusContract({
  name: 'Kafka bus on a broker speaking only Kafka 4.0’s protocol versions',
  create: async ({ handlerRetry }) =>
    new KafkaEventBus({
      brokers: kafka.brokers,
      clientId: 'kit-events-kafka4',
      logger: quietLogger,
      consumer: { handlerRetry, ...TEST_CONSUMER },
    }),
  deliveryTimeoutMs: 20_000,
  concurrent: true,
});
