/** Identity's answer on names and addresses (GetUsers, which answers services any user by id). */
import { createGrpcClient } from '@portico/kit';
import { loadServiceDefinition } from '@portico/proto';
import type { People, Person } from '../domain/deps';

export function identityPeople(address: string, deadlineMs = 5000): People {
  const identity = createGrpcClient(loadServiceDefinition('identity').Client, address, {
    deadlineMs,
  });
  return {
    async byIds(userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const { users } = await identity.GetUsers({ user_ids: ids }, {});
      return new Map(
        users.map((user): [string, Person] => [
          user.id,
          {
            userId: user.id,
            email: user.email,
            firstName: user.first_name,
            lastName: user.last_name,
          },
        ]),
      );
    },
  };
}
