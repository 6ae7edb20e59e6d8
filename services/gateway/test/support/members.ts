/**
 * Many members for one workspace, fast: accounts made through identity's AdminCreateUser (no
 * password, so no hashing) and joined through tenancy's own invitation and acceptance, over
 * gRPC, a few at a time. Marked synthetic, so no invitation email is sent.
 */
import { createGrpcClient, type CallContext } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import { uniqueEmail } from './client';

export interface SeededMember {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

export interface MemberSpec {
  first: string;
  last: string;
  role: string;
  /** Prefix of the unique email (its order is the email sort's). */
  label: string;
}

export function serviceClients(addresses: Record<string, string>) {
  return {
    identity: createGrpcClient(
      loadServiceDefinition('identity').Client,
      addresses.IDENTITY_ADDR ?? '',
    ),
    tenancy: createGrpcClient(
      loadServiceDefinition('tenancy').Client,
      addresses.TENANCY_ADDR ?? '',
    ),
  };
}

export async function seedMembers(
  addresses: Record<string, string>,
  admin: { userId: string; tenantId: string },
  specs: readonly MemberSpec[],
  concurrency = 8,
): Promise<SeededMember[]> {
  const { identity, tenancy } = serviceClients(addresses);
  const adminCtx: Partial<CallContext> = { ...admin, synthetic: true, roles: ['admin'] };
  const seeded: SeededMember[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < specs.length; i = next++) {
      const spec = specs[i]!;
      const email = uniqueEmail(spec.label);
      const user = await identity.AdminCreateUser(
        { email, password: '', full_name: `${spec.first} ${spec.last}`, title: '' },
        adminCtx,
      );
      const invitation = await tenancy.CreateInvitation(
        // The link is answered only to a caller that shows it (and then proves no address).
        {
          email,
          role: spec.role,
          signup_base_url: 'http://portal.portico.test/signup',
          show_link: true,
        },
        adminCtx,
      );
      const token = new URL(invitation.signup_url).searchParams.get('invite') ?? '';
      await tenancy.AcceptInvitation({ token, email }, { userId: user.id, synthetic: true });
      seeded[i] = {
        id: user.id,
        email,
        first_name: user.first_name,
        last_name: user.last_name,
        role: spec.role,
      };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return seeded;
}
