/** What every identity handler needs: its dependencies, the caller, and the operator check. */
import type { KeyObject } from 'node:crypto';
import {
  forbidden,
  OPERATOR_NOT_VOUCHED,
  unauthenticated,
  verifyOperatorToken,
  type CallContext,
  type Database,
} from '@portico/kit';
import type { KeyRing } from '../domain/keyRing';
import { MESSAGES } from '../domain/messages';
import type { Caller } from '../domain/users';

export interface IdentityDeps {
  db: Database;
  keys: KeyRing;
  clock: () => Date;
  /** The admin command's public key (OPERATOR_TOKEN_PUBLIC_KEY); without it no operator call. */
  operatorKey?: KeyObject;
}

/**
 * Operators' calls need the admin command's token for that very method: the gateway's token
 * vouches for users, not operators, so even a gateway cannot make them.
 */
export function requireOperator(deps: IdentityDeps, ctx: CallContext, method: string): void {
  if (!verifyOperatorToken(deps.operatorKey, ctx.operatorToken, method)) {
    ctx.logger?.warn({ method }, 'refused an operator call without the admin command token');
    throw forbidden(OPERATOR_NOT_VOUCHED, 'operator_only');
  }
}

export function callerOf(ctx: CallContext): Caller {
  if (!ctx.userId) throw unauthenticated(MESSAGES.sessionMissing);
  return { userId: ctx.userId, impersonatorId: ctx.impersonatorId, sessionId: ctx.sessionId };
}
