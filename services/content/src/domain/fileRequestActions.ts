/**
 * File requests (issue 28 item 2). Staff ask one client for a number of files of some types by
 * a day; the request comes with the client's task that links it. Only that client uploads into
 * it, only while it is open, only types it accepts (checked when the upload is granted, and
 * the count again when the file lands); it is fulfilled, and the task done, with the last file.
 */
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { forbidden, invalid, notFound, precondition, type Database, type Tx } from '@portico/kit';
import { publishFileRequested, publishFileRequestFulfilled } from '../events/publishTasks';
import * as requests from '../store/fileRequests';
import type { FileRequestRow } from '../store/fileRequests';
import type { FileRow } from '../store/files';
import { isAdmin, type Viewer } from './access';
import { UUID } from './fileReach';
import { dueOnOf } from './taskDates';
import { completeLinkedTasks, insertTaskIn } from './taskActions';
import { findTaskOfLink } from '../store/tasks';

export const REQUEST_NOT_FOUND = 'File request not found';
export const REQUEST_CLOSED = 'This file request is closed: it already has all its files';
export const NOT_YOURS = 'This file request was sent to someone else';
export const MAX_FILES = 20;

export interface FileRequestWithFiles {
  request: FileRequestRow;
  taskId: string;
  files: FileRow[];
}

export interface NewFileRequest {
  userId: string;
  title: string;
  description: string;
  fileCount: number;
  acceptedTypes: readonly string[];
  dueOn: string;
}

/** Extensions as a person types them ("PDF", ".png", "jpg") in one spelling: pdf, png, jpg. */
export function acceptedTypesOf(raw: readonly string[]): string[] {
  const types = [
    ...new Set(raw.map((t) => t.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)),
  ];
  if (types.some((t) => !/^[a-z0-9]{1,10}$/.test(t)))
    throw invalid('Accepted types are file extensions, like pdf or png', 'accepted_types');
  return types;
}

const typesText = (types: readonly string[]) => types.map((t) => t.toUpperCase()).join(', ');

/** A request as asked, checked; throws INVALID_ARGUMENT naming what is wrong. */
export function fileRequestOf(asked: NewFileRequest): NewFileRequest & { dueOn: string } {
  const title = asked.title.trim();
  if (title === '' || title.length > 200)
    throw invalid('Say what files you need (at most 200 characters)', 'title');
  const description = asked.description.trim();
  if (description.length > 4000)
    throw invalid('A description has at most 4000 characters', 'description');
  if (!Number.isInteger(asked.fileCount) || asked.fileCount < 1 || asked.fileCount > MAX_FILES)
    throw invalid(`Ask for 1 to ${MAX_FILES} files`, 'file_count');
  const acceptedTypes = acceptedTypesOf(asked.acceptedTypes);
  const dueOn = dueOnOf(asked.dueOn) ?? '';
  if (!UUID.test(asked.userId)) throw invalid('Choose who should send the files', 'user_id');
  return { ...asked, title, description, acceptedTypes, dueOn };
}

/** Inserts a checked request with its client's task in the caller's transaction (templates too). */
export async function insertFileRequestIn(
  tx: Tx,
  tenantId: string,
  viewer: Viewer,
  asked: NewFileRequest,
): Promise<FileRequestWithFiles> {
  const request = await requests.insertFileRequest(tx, {
    id: randomUUID(),
    tenant_id: tenantId,
    user_id: asked.userId,
    title: asked.title,
    description: asked.description,
    file_count: asked.fileCount,
    accepted_types: [...asked.acceptedTypes],
    due_on: asked.dueOn || null,
    requested_by: viewer.userId,
  });
  const { task } = await insertTaskIn(tx, tenantId, viewer, {
    title: `Upload ${asked.title}`.slice(0, 200),
    description: asked.description,
    dueOn: asked.dueOn,
    linkKind: 'file_request',
    linkId: request.id,
    assigneeIds: [asked.userId],
    roles: [],
  });
  await publishFileRequested(tx, request, task.id);
  return { request, taskId: task.id, files: [] };
}

export function createFileRequest(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  asked: NewFileRequest,
): Promise<FileRequestWithFiles> {
  if (!isAdmin(viewer)) throw forbidden('Only staff can ask for files', 'not_admin');
  const checked = fileRequestOf(asked);
  return db.tenantTransaction(tenantId, (tx) => insertFileRequestIn(tx, tenantId, viewer, checked));
}

export function getFileRequest(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  id: string,
): Promise<FileRequestWithFiles> {
  return db.tenantTransaction(tenantId, async (tx) => {
    const request = UUID.test(id) ? await requests.findFileRequest(tx, id) : null;
    if (!request || (!isAdmin(viewer) && request.user_id !== viewer.userId))
      throw notFound(REQUEST_NOT_FOUND, 'file_request_not_found');
    const task = await findTaskOfLink(tx, 'file_request', request.id);
    return {
      request,
      taskId: task?.id ?? '',
      files: await requests.filesOfRequest(tx, request.id),
    };
  });
}

/** Refuses an upload into a request the uploader may not fill, before a byte is sent. */
export async function checkUploadInto(
  db: Database,
  tenantId: string,
  viewer: Viewer,
  requestId: string,
  fileName: string,
): Promise<string> {
  const request = await db.tenantTransaction(tenantId, (tx) =>
    UUID.test(requestId) ? requests.findFileRequest(tx, requestId) : Promise.resolve(null),
  );
  if (!request) throw notFound(REQUEST_NOT_FOUND, 'file_request_not_found');
  if (request.user_id !== viewer.userId) throw forbidden(NOT_YOURS, 'not_your_request');
  if (request.status !== 'open') throw precondition(REQUEST_CLOSED, 'file_request_closed');
  const extension = extname(fileName).replace(/^\./, '').toLowerCase();
  if (request.accepted_types.length > 0 && !request.accepted_types.includes(extension))
    throw invalid(
      `This request accepts ${typesText(request.accepted_types)} files only`,
      'type_not_accepted',
    );
  return request.id;
}

/**
 * A file landed in a request (in the upload's transaction): it joins the request, and the
 * request is fulfilled with its last file. False when the request closed while the bytes were
 * on their way, so the upload is refused.
 */
export async function fileLanded(tx: Tx, requestId: string, file: FileRow): Promise<boolean> {
  const request = await requests.lockFileRequest(tx, requestId);
  if (!request || request.status !== 'open' || request.user_id !== file.uploaded_by) return false;
  await requests.attachFile(tx, request.id, file.id);
  const files = await requests.filesOfRequest(tx, request.id);
  if (files.length >= request.file_count) {
    const fulfilled = await requests.fulfil(tx, request.id);
    const task = await findTaskOfLink(tx, 'file_request', request.id);
    await completeLinkedTasks(tx, 'file_request', request.id, request.user_id);
    await publishFileRequestFulfilled(
      tx,
      fulfilled,
      task?.id ?? '',
      files.map((f) => f.id),
    );
  }
  return true;
}
