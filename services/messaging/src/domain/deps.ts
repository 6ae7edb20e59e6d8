/**
 * What the messaging rules work with: the caller as the gateway vouched for them, and the other
 * services' answers (tenancy's members, identity's people, content's files) behind small
 * interfaces, so the rules read in the product's words and tests can start the real services.
 */
import type { CallContext, Database, Queryable } from '@portico/kit';
import type { Side } from './sides';

export interface Viewer {
  userId: string;
  /** The effective role in the tenant (and super_admin), from verified call metadata. */
  roles: readonly string[];
  side: Side;
  /** Synthetic traffic (load tests): stored, never emailed. */
  synthetic?: boolean;
  /**
   * The call context as received, gateway token included: content's GetFile is asked on the
   * viewer's behalf with it, since a service may not vouch for a caller itself.
   */
  caller?: Partial<CallContext>;
}

export interface Member {
  userId: string;
  /** admin, client or the role key (docs/product.md §4). */
  effectiveRole: string;
  roleKey: string;
}

/** Tenancy's answer on who belongs to a tenant (active members of a tenant not suspended). */
export interface Directory {
  members(tenantId: string, userIds: readonly string[]): Promise<Member[]>;
  withRole(tenantId: string, roleKey: string): Promise<Member[]>;
  /** Active owners' and admins' user ids. */
  admins(tenantId: string): Promise<string[]>;
}

export interface Person {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Identity's answer on people's names and addresses. */
export interface People {
  byIds(userIds: readonly string[]): Promise<Map<string, Person>>;
}

export interface AttachedFile {
  fileId: string;
  fileName: string;
  contentType: string;
  /** bigint as text. */
  sizeBytes: string;
}

/** A download of a file content granted to one person (a path on its HTTP listener). */
export interface FileDownload {
  downloadPath: string;
  contentDisposition: string;
}

/** Content's answer: the file as the viewer may see it, or null when they may not. */
export interface FileAccess {
  visibleTo(tenantId: string, viewer: Viewer, fileId: string): Promise<AttachedFile | null>;
  /**
   * A download grant for a reader of a message the file is attached to, vouched for by
   * messaging with the services' token (content's CreateVouchedDownloadGrant).
   */
  vouchedDownload(tenantId: string, userId: string, fileId: string): Promise<FileDownload>;
}

/** Queues background work in the caller's transaction (pg-boss through the kit). */
export interface WorkQueue {
  send<T extends object>(
    name: string,
    data: T,
    tx?: Queryable,
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
}

export interface MessagingDeps {
  db: Database;
  directory: Directory;
  files: FileAccess;
  queue: WorkQueue;
  /** The clock every rule reads (sent times, the edit window, email delays). */
  now: () => Date;
  /** How long after a message its unread readers are emailed. */
  emailDelaySeconds: number;
  /**
   * Told once a new message from the portal or the API is committed (not a retry answered
   * with the stored one): `messaging_messages_posted_total`, Mission Control's volume.
   */
  posted?: () => void;
}
