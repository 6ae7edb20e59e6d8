/**
 * Grants or revokes the platform super-admin role for an existing user, through identity's
 * gRPC API (the operators' call the gateway never exposes):
 *
 *   node tooling/dist/admin/super-admin.js grant someone@example.com
 *   node tooling/dist/admin/super-admin.js revoke someone@example.com
 *
 * IDENTITY_ADDR names identity (default 127.0.0.1:50051, the local port; in a cluster run it
 * in a pod, e.g. `kubectl exec deploy/identity -- node ... grant ...`). Identity takes the call
 * only with a token signed by the operators' key (./operatorKey.ts), which the gateway lacks.
 */
import { closeGrpcChannels, createGrpcClient, LOCAL_PORTS } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { operatorCall, operatorPrivateKey } from './operatorKey';

export type SuperAdminChange = 'grant' | 'revoke';

export interface SuperAdminResult {
  userId: string;
  email: string;
  isSuperAdmin: boolean;
}

export async function setSuperAdmin(
  identityAddress: string,
  change: SuperAdminChange,
  email: string,
  /** The admin command's key (PEM); default OPERATOR_TOKEN_PRIVATE_KEY or make up's. */
  operatorKey: string = operatorPrivateKey(),
): Promise<SuperAdminResult> {
  const { Client } = loadServiceDefinition('identity');
  const identity = createGrpcClient(Client, identityAddress, { deadlineMs: 10_000 });
  const user = await identity.SetSuperAdmin(
    { email, user_id: '', granted: change === 'grant' },
    operatorCall(operatorKey, 'SetSuperAdmin'),
  );
  return { userId: user.id, email: user.email, isSuperAdmin: user.is_super_admin };
}

const USAGE = 'usage: super-admin grant|revoke <email>';

async function main(argv: string[]): Promise<number> {
  const [change, email] = argv;
  if ((change !== 'grant' && change !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const address = process.env.IDENTITY_ADDR ?? `127.0.0.1:${LOCAL_PORTS.identity.grpc}`;
  try {
    const result = await setSuperAdmin(address, change, email);
    console.log(`${result.email}: super admin ${result.isSuperAdmin ? 'granted' : 'revoked'}`);
    return 0;
  } catch (error) {
    console.error(`${change} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    closeGrpcChannels();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
