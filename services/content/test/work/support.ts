/**
 * What the work tests (folders, versions, approvals) share: one upload stack on real
 * PostgreSQL and disk for the file, an upload through the listener, and a refusal read as the
 * code and message a caller would get.
 */
import type { DomainError } from '@portico/kit';
import { startUploadStack, tus, type UploadStack } from '../uploads/harness';

/** Starts the stack before the file's tests and closes it after; read `stack()` inside them. */
export function useUploadStack(): () => UploadStack {
  let stack: UploadStack | undefined;
  beforeAll(async () => {
    stack = await startUploadStack('disk');
  });
  afterAll(async () => {
    await stack?.close();
  });
  return () => {
    if (!stack) throw new Error('the upload stack has not started');
    return stack;
  };
}

/** Uploads `bytes` in one PATCH with `grant`; answers the file id the listener reports. */
export async function uploadWith(stack: UploadStack, grant: string, bytes: Buffer) {
  const client = tus(stack.port, grant);
  const { id } = await client.create(bytes.length);
  const done = await client.patch(id, 0, bytes);
  expect(done.status).toBe(204);
  return done.headers['upload-file-id'] as string;
}

/** The refusal a call ends in, as its code and message; a call that succeeds fails the test. */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: DomainError) => ({ code: error.code, message: error.message }),
  );
