/**
 * The gRPC call a piece of work belongs to, without threading it through every function:
 * deep helpers that queue (password hashing) read the caller's deadline from here, so they
 * can give up on work nobody is waiting for any more.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CallContext } from './context';

const scope = new AsyncLocalStorage<CallContext>();

/** Runs `work` as part of the call `ctx` (the unary wrapper does this for every handler). */
export const runInCall = <T>(ctx: CallContext, work: () => T): T => scope.run(ctx, work);

/** The call the current work serves, if any (undefined in consumers, jobs and tests). */
export const currentCall = (): CallContext | undefined => scope.getStore();
