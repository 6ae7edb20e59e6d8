/**
 * Upload and download grants: short-lived tokens content signs (HMAC-SHA256 with
 * UPLOAD_GRANT_SECRET) when the gateway asks over gRPC, and checks again when the gateway
 * forwards the bytes to content's HTTP listener. The gateway never needs the secret, and the
 * listener trusts nothing it did not sign.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UploadIntent {
  title: string;
  fileName: string;
  /** The recipient (owner) of the file. */
  userId: string;
  assignedRoles: string[];
  tags: string[];
  message: string;
  notifyUser: boolean;
  /** With notifyUser: where notifications sends the email (the gateway resolved it). */
  recipientEmail?: string;
  /** The upload is the next version of this file, not a new file. */
  versionOf?: string;
  /** A new file goes into this folder. */
  folderId?: string;
  /** A new file into this file request. */
  requestId?: string;
}

export interface UploadGrantClaims {
  typ: 'upload';
  /** create: may start one upload described by `intent`; resume: HEAD/PATCH own uploads. */
  purpose: 'create' | 'resume';
  tid: string;
  uid: string;
  roles: string[];
  /** Largest Upload-Length admitted. */
  max: number;
  intent?: UploadIntent;
  exp: number;
}

export interface DownloadGrantClaims {
  typ: 'download';
  tid: string;
  uid: string;
  fid: string;
  /** One version of the file; without it, the newest. */
  vid?: string;
  exp: number;
}

/** 'Download selected': several files of one tenant as one zip. */
export interface ZipGrantClaims {
  typ: 'zip';
  tid: string;
  uid: string;
  fids: string[];
  exp: number;
}

export type GrantClaims = UploadGrantClaims | DownloadGrantClaims | ZipGrantClaims;

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function signGrant(secret: string, claims: GrantClaims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The claims of a grant this secret signed that has not expired, else undefined. */
export function verifyGrant<T extends GrantClaims['typ']>(
  secret: string,
  token: string,
  typ: T,
  now = Date.now(),
): Extract<GrantClaims, { typ: T }> | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: GrantClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as GrantClaims;
  } catch {
    return undefined;
  }
  if (claims.typ !== typ || typeof claims.exp !== 'number' || claims.exp * 1000 <= now)
    return undefined;
  return claims as Extract<GrantClaims, { typ: T }>;
}
