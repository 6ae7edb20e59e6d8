/**
 * The ground a browser journey stands on, made through the API the screens call, so the
 * journey's own steps are the only ones it takes in Chromium: a workspace signed up and
 * onboarded, a member who joined it, a person signed in, a call to the API. The steps are the
 * e2e layer's (services/gateway/test/support/journeys.ts, client.ts); here every request
 * comes from the file's own address, as its Chromium's do (support/journey.ts), so the
 * per-address sign-up and sign-in limits count the file as one person.
 *
 *   const journey = useBrowserJourney();
 *   beforeAll(async () => {
 *     const { client: owner, tenantId } = await openWorkspace(journey, { owner: OWNER, ... });
 *     await joinWorkspace(owner, CLIENT, 'role2');
 *   });
 */
import { ApiClient } from '../../../services/gateway/test/support/client';
import {
  joinWorkspace as join,
  openWorkspace as open,
  type OpenedWorkspace,
  type Person,
  type WorkspaceSpec,
} from '../../../services/gateway/test/support/journeys';

export type { ApiClient, OpenedWorkspace, Person };

/** A stack to call: a journey's (with its file's address) or one a file runs itself. */
export interface Stack {
  readonly url: string;
  readonly address?: string;
}

/** A client of the stack's API: JSON in and out, the session's token kept as a browser does. */
export const apiClient = (stack: Stack): ApiClient => new ApiClient(stack.url, stack.address);

/** Signs up `spec.owner`, answers the onboarding steps and provisions the workspace. */
export const openWorkspace = (stack: Stack, spec: WorkspaceSpec): Promise<OpenedWorkspace> =>
  open(stack.url, { ...spec, ip: stack.address });

/** `person` accepts the admin's invitation as `role`, from the admin's address. */
export const joinWorkspace = (admin: ApiClient, person: Person, role: string) =>
  join(admin, person, role, admin.ip);

/** A client signed in as `who` through the API; a refused sign-in fails the set-up. */
export async function signedIn(
  stack: Stack,
  who: { email: string; password: string },
): Promise<ApiClient> {
  const client = apiClient(stack);
  const login = await client.post('/api/auth/login', who);
  if (login.status !== 200) {
    throw new Error(
      `sign-in of ${who.email} failed: ${login.status} ${JSON.stringify(login.body)}`,
    );
  }
  return client;
}
