/**
 * Reply addresses: reply+<token>@<reply domain>, one per emailed recipient and conversation.
 * The token is 192 random bits in lower-case hex (mail systems may change the case of an
 * address's local part); only its SHA-256 is stored, and it is accepted once, within 30 days.
 */
import { createHash, randomBytes } from 'node:crypto';

export const REPLY_TOKEN_DAYS = 30;
const TOKEN = /^[0-9a-f]{48}$/;

export function mintReplyToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('hex');
  return { token, hash: hashReplyToken(token) };
}

export const hashReplyToken = (token: string): string =>
  createHash('sha256').update(token.toLowerCase()).digest('hex');

export const replyAddress = (token: string, domain: string): string => `reply+${token}@${domain}`;

/** The token of a reply address at `domain`, or undefined for any other address. */
export function tokenOfAddress(address: string, domain: string): string | undefined {
  const match = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return undefined;
  const token = match[1]!.toLowerCase();
  return TOKEN.test(token) ? token : undefined;
}

export const replyTokenExpiry = (mintedAt: Date): Date =>
  new Date(mintedAt.getTime() + REPLY_TOKEN_DAYS * 24 * 60 * 60 * 1000);
