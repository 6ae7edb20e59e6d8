/**
 * Rotates the key that signs access tokens, through identity's gRPC API (an operators' call
 * the gateway never exposes):
 *
 *   node tooling/dist/admin/rotate-signing-key.js              # old keys honoured until their tokens expire
 *   node tooling/dist/admin/rotate-signing-key.js --emergency  # a key leaked: old keys refused within a minute
 *
 * IDENTITY_ADDR names identity (default 127.0.0.1:50051; in a cluster run it in the identity
 * pod, e.g. `kubectl exec deploy/identity -- node ... --emergency`). Identity takes the call only
 * with a token signed by the operators' key (./operatorKey.ts), which the gateway lacks.
 */
import { closeGrpcChannels, createGrpcClient, LOCAL_PORTS } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { operatorCall, operatorPrivateKey } from './operatorKey';

/** Answers the key ids identity publishes after the rotation. */
export async function rotateSigningKey(
  identityAddress: string,
  emergency: boolean,
  /** The admin command's key (PEM); default OPERATOR_TOKEN_PRIVATE_KEY or make up's. */
  operatorKey: string = operatorPrivateKey(),
): Promise<string[]> {
  const { Client } = loadServiceDefinition('identity');
  const identity = createGrpcClient(Client, identityAddress, { deadlineMs: 10_000 });
  const { jwks_json } = await identity.RotateSigningKey(
    { emergency },
    operatorCall(operatorKey, 'RotateSigningKey'),
  );
  const { keys } = JSON.parse(jwks_json) as { keys: { kid?: string }[] };
  return keys.map((key) => key.kid ?? '');
}

async function main(argv: string[]): Promise<number> {
  const emergency = argv.includes('--emergency');
  if (argv.some((arg) => arg !== '--emergency')) {
    console.error('usage: rotate-signing-key [--emergency]');
    return 2;
  }
  const address = process.env.IDENTITY_ADDR ?? `127.0.0.1:${LOCAL_PORTS.identity.grpc}`;
  try {
    const published = await rotateSigningKey(address, emergency);
    console.log(
      `signing key rotated${emergency ? ' (emergency: old keys no longer published)' : ''}; published: ${published.join(', ')}`,
    );
    return 0;
  } catch (error) {
    console.error(`rotation failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    closeGrpcChannels();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
