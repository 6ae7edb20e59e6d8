/** A person's own account over gRPC (profile, password, email address, reset) and user lookups. */
import { unary } from '@portico/kit';
import type { identityV1 } from '@portico/proto';
import * as address from '../domain/emailAddress';
import { confirmPassword } from '../domain/passwordConfirmation';
import * as reset from '../domain/passwordReset';
import type { SessionDeps } from '../domain/sessions';
import * as settings from '../domain/settings';
import { findPublicUserByEmail, findPublicUsers } from '../domain/users';
import { callerOf } from './access';

type AccountMethods = Pick<
  identityV1.IdentityServiceHandlers,
  | 'GetUser'
  | 'GetUsers'
  | 'FindUserByEmail'
  | 'UpdateProfile'
  | 'ChangePassword'
  | 'ConfirmPassword'
  | 'ChangeEmail'
  | 'ConfirmEmail'
  | 'ResendEmailVerification'
  | 'MarkEmailVerified'
  | 'RequestPasswordReset'
  | 'ResetPassword'
>;

export function accountHandlers(sessions: SessionDeps): AccountMethods {
  return {
    GetUser: unary(async (req: identityV1.GetUserRequest__Output, ctx) =>
      settings.getUser(sessions, req.user_id || callerOf(ctx).userId),
    ),
    GetUsers: unary(async (req: identityV1.GetUsersRequest__Output) => ({
      users: await findPublicUsers(sessions.db, req.user_ids),
    })),
    FindUserByEmail: unary((req: identityV1.FindUserByEmailRequest__Output) =>
      findPublicUserByEmail(sessions.db, req.email),
    ),
    UpdateProfile: unary(async (req: identityV1.UpdateProfileRequest__Output, ctx) =>
      settings.saveProfile(sessions, callerOf(ctx), req),
    ),
    ChangePassword: unary(async (req: identityV1.ChangePasswordRequest__Output, ctx) => {
      await settings.changePassword(sessions, callerOf(ctx), {
        currentPassword: req.current_password,
        newPassword: req.new_password,
        confirmPassword: req.has_confirm_password ? req.confirm_password : undefined,
      });
      return {};
    }),
    ConfirmPassword: unary(async (req: identityV1.ConfirmPasswordRequest__Output, ctx) => {
      await confirmPassword(sessions, callerOf(ctx), {
        password: req.password,
        purpose: req.purpose,
      });
      return {};
    }),
    ChangeEmail: unary(async (req: identityV1.ChangeEmailRequest__Output, ctx) =>
      address.requestEmailChange(sessions, callerOf(ctx), {
        email: req.email,
        currentPassword: req.current_password,
        baseUrl: req.confirm_base_url,
        synthetic: ctx.synthetic,
      }),
    ),
    ConfirmEmail: unary(async (req: identityV1.ConfirmEmailRequest__Output) =>
      address.confirmEmail(sessions, req.token),
    ),
    ResendEmailVerification: unary(
      async (req: identityV1.ResendEmailVerificationRequest__Output, ctx) => {
        await address.resendEmailVerification(sessions, callerOf(ctx), {
          baseUrl: req.verify_base_url,
          synthetic: ctx.synthetic,
        });
        return {};
      },
    ),
    MarkEmailVerified: unary(async (_req: identityV1.MarkEmailVerifiedRequest__Output, ctx) => {
      await address.markVerifiedByInvitation(sessions, callerOf(ctx));
      return {};
    }),
    RequestPasswordReset: unary(
      async (req: identityV1.RequestPasswordResetRequest__Output, ctx) => {
        await reset.requestPasswordReset(sessions, {
          email: req.email,
          userId: req.user_id || undefined,
          resetBaseUrl: req.reset_base_url,
          requestedBy: req.user_id ? ctx.userId : undefined,
          synthetic: ctx.synthetic,
        });
        return {};
      },
    ),
    ResetPassword: unary(async (req: identityV1.ResetPasswordRequest__Output) => {
      await reset.resetPassword(sessions, { token: req.token, newPassword: req.new_password });
      return {};
    }),
  };
}
