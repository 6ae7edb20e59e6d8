/**
 * Messaging inside the whole stack, where every call must carry a credential (the gateway's
 * token for a user, a service's for a call naming no one): a workspace made through the
 * gateway, a member invited and a file uploaded through it, then messaging called as the
 * gateway would call it. Starting a conversation asks tenancy's service-only directory;
 * attaching the member's own upload asks content as the member, with the gateway's token;
 * another member's file is refused. (The gateway routes come with the Messages screens.)
 */
import {
  closeGrpcChannels,
  createGrpcClient,
  type CallContext,
  type GrpcClient,
} from '@portico/kit';
import { loadServiceDefinition, type messagingV1 } from '@portico/proto';
import { inviteMember, signUpWorkspace } from '../../gateway/test/support/journeys';
import { useTestStack } from '../../gateway/test/support/stack';
import { pngBytes, uploadFile } from '../../gateway/test/support/tus';

jest.setTimeout(180_000);

let messaging: GrpcClient<messagingV1.MessagingServiceClient>;
let admin: Partial<CallContext>;
let ann: Partial<CallContext>;
let annFile: string;
let bobFile: string;

beforeAll(async () => {
  const stack = await useTestStack();
  const workspace = await signUpWorkspace(stack.url, 'Messaging Co', 'starter');
  const me = await workspace.client.get<{ user: { id: string } }>('/api/me');
  admin = { tenantId: workspace.tenantId, userId: me.body.user.id, roles: ['admin'] };
  const annMember = await inviteMember(workspace.client, 'role2');
  const bobMember = await inviteMember(workspace.client, 'role2');
  ann = { tenantId: workspace.tenantId, userId: annMember.userId, roles: ['role2'] };
  annFile = await uploadFile(annMember.client, pngBytes(3000), { filename: 'ann.png' });
  bobFile = await uploadFile(bobMember.client, pngBytes(3000), { filename: 'bob.png' });
  messaging = createGrpcClient(
    loadServiceDefinition('messaging').Client,
    stack.address('messaging'),
  );
});

afterAll(() => closeGrpcChannels());

test('starts a conversation with a member and takes their own upload as an attachment', async () => {
  const started = await messaging.StartConversation(
    { participant_user_ids: [ann.userId!], body: 'Welcome aboard' },
    admin,
  );
  expect(started.participants.map((p) => [p.user_id, p.side]).sort()).toEqual(
    [
      [admin.userId, 'team'],
      [ann.userId, 'client'],
    ].sort(),
  );
  const reply = await messaging.PostMessage(
    { conversation_id: started.id, body: 'Here is my scan', attachment_file_ids: [annFile] },
    ann,
  );
  expect(reply.attachments.map((a) => a.file_name)).toEqual(['ann.png']);
  await expect(
    messaging.PostMessage(
      { conversation_id: started.id, body: 'And this', attachment_file_ids: [bobFile] },
      ann,
    ),
  ).rejects.toThrow('You can attach only files you can see in this workspace');
});
