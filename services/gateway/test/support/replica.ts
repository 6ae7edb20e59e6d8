/**
 * A second gateway on the e2e stack, as another replica behind the load balancer: the stack's
 * services and signing key, a port of its own and its own consumer of the stack's broker.
 *
 *   const replica = await startHeldReplica(env, 'gateway-held');
 *   const release = replica.hold();   // the bus's deliveries wait from here...
 *   release();                        // ...until here
 *   await replica.stop();
 *
 * While held, what reaches the replica's open streams can only have come from the answer of a
 * change made through it (src/shared/liveAnswer.ts), not from the bus.
 */
import { createEventBus, createLogger, type EventBus } from '@portico/kit';
import { createGateway } from '../../src/main';
import type { TestStack } from './stack';

/** Another replica's environment on `stack`. */
export function replicaEnv(stack: TestStack): Record<string, string> {
  return {
    ...stack.addresses,
    INTERNAL_TOKEN_PRIVATE_KEY: stack.internalTokenPrivateKey,
    KAFKA_BROKERS: stack.kafkaBrokers,
    HOST: '127.0.0.1',
    PORT: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
  };
}

export interface HeldReplica {
  /** Where it listens, http://127.0.0.1:<port>. */
  readonly url: string;
  /** Holds the bus's deliveries from now until the returned function is called. */
  hold(): () => void;
  /** Releases any hold, stops the replica and closes its bus. */
  stop(): Promise<void>;
}

/** A started replica on the real broker (`clientId` names its client) whose bus can be held. */
export async function startHeldReplica(stack: TestStack, clientId: string): Promise<HeldReplica> {
  const broker = createEventBus({
    brokers: stack.kafkaBrokers,
    clientId,
    logger: createLogger('gateway', 'silent'),
  });
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  const bus: EventBus = {
    publish: (events) => broker.publish(events),
    ping: () => broker.ping(),
    close: () => broker.close(),
    subscribe: (options) =>
      broker.subscribe({
        ...options,
        handler: async (event) => {
          await held;
          return options.handler(event);
        },
      }),
  };
  const gateway = createGateway(replicaEnv(stack), { bus });
  const stop = async () => {
    release();
    await gateway.stop();
    await broker.close();
  };
  try {
    const url = `http://127.0.0.1:${await gateway.start()}`;
    return {
      url,
      hold() {
        held = new Promise<void>((resolve) => (release = resolve));
        return release;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
