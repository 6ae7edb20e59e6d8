/**
 * Whom a client invoice's email goes to: identity's GetUsers (which answers services any user
 * by id) for the clients' addresses and first names. Undefined without IDENTITY_ADDR.
 */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';

export interface Person {
  email: string;
  firstName: string;
}

export type PeopleOf = (userIds: readonly string[]) => Promise<Person[]>;

export function identityPeople(identityAddr: string | undefined): PeopleOf | undefined {
  if (!identityAddr) return undefined;
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, identityAddr, {
    deadlineMs: 5000,
  });
  return async (userIds) => {
    if (userIds.length === 0) return [];
    const { users } = await identity.GetUsers({ user_ids: [...userIds] }, {});
    return users.filter((u) => u.email).map((u) => ({ email: u.email, firstName: u.first_name }));
  };
}
