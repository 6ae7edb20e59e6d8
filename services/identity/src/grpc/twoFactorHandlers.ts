/** Two-factor sign-in and its set-up, switch-off and admin reset over gRPC. */
import { unary } from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import type { SessionDeps } from '../domain/sessions';
import * as twoFactor from '../domain/twoFactor';
import { completeTwoFactorSignIn } from '../domain/twoFactorSignIn';
import { callerOf } from './access';

type TwoFactorMethods = Pick<
  identityV1.IdentityServiceHandlers,
  | 'CompleteTwoFactorSignIn'
  | 'GetTwoFactorStatus'
  | 'StartTwoFactorSetup'
  | 'ConfirmTwoFactorSetup'
  | 'DisableTwoFactor'
  | 'ResetTwoFactor'
>;

export function twoFactorHandlers(sessions: SessionDeps): TwoFactorMethods {
  return {
    CompleteTwoFactorSignIn: unary(async (req: identityV1.CompleteTwoFactorSignInRequest__Output) =>
      completeTwoFactorSignIn(sessions, {
        challenge: req.challenge,
        code: req.code,
        deviceId: req.client?.device_id || undefined,
      }),
    ),
    GetTwoFactorStatus: unary(async (_req: identityV1.GetTwoFactorStatusRequest__Output, ctx) =>
      twoFactor.twoFactorStatus(sessions, callerOf(ctx).userId),
    ),
    StartTwoFactorSetup: unary(async (req: identityV1.StartTwoFactorSetupRequest__Output, ctx) =>
      twoFactor.startTwoFactorSetup(sessions, callerOf(ctx), req.issuer),
    ),
    ConfirmTwoFactorSetup: unary(
      async (req: identityV1.ConfirmTwoFactorSetupRequest__Output, ctx) =>
        twoFactor.confirmTwoFactorSetup(sessions, callerOf(ctx), req.code),
    ),
    DisableTwoFactor: unary(async (req: identityV1.DisableTwoFactorRequest__Output, ctx) => {
      await twoFactor.disableTwoFactor(sessions, callerOf(ctx), {
        password: req.password,
        code: req.code,
      });
      return {};
    }),
    ResetTwoFactor: unary(async (req: identityV1.ResetTwoFactorRequest__Output, ctx) => {
      await twoFactor.resetTwoFactor(sessions, callerOf(ctx), {
        userId: req.user_id,
        reason: req.reason,
      });
      return {};
    }),
  };
}
