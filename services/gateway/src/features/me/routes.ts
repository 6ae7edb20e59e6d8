/** The signed-in user: who they are and where they belong, profile, password, email. */
import { z } from 'zod';
import { route } from '../../api/route';
import {
  EMAIL_MAX,
  locale,
  localeOrNull,
  MessageSchema,
  PASSWORD_MAX,
  text,
  URL_MAX,
  UserRefSchema,
} from '../../api/schemas';
import { callContext, requireAuth } from '../../auth/principal';
import { publicUrlOf } from '../../shared/links';
import { enforcePasswordMinimum } from '../../platform/settingsCache';
import { enrolmentRequired } from '../../auth/twoFactorGate';

export const MESSAGES = {
  passwordUpdated: 'Password updated successfully!',
  emailUpdated: 'Email updated! Please check your inbox to confirm.',
  contactInfoUpdated: 'Contact info updated!',
  emailEmpty: 'Email cannot be empty.',
  verificationSent: 'Confirmation email sent. Please check your inbox.',
} as const;

const TAG = 'Me';

const MembershipSchema = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  role: z.string(),
  role_key: z.string(),
  status: z.string().describe('active, pending or suspended'),
});

export const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email_verified: z
        .boolean()
        .describe('False until the sign-up confirmation link is opened (the shell shows a banner)'),
      profile_color: z
        .string()
        .describe('Your Profile colour for the avatar: one of the six, empty until chosen'),
      locale: locale()
        .nullable()
        .describe('The language the person chose; null: the tenant’s default, else the browser’s'),
    }),
    role: z.string().describe('Effective role in the active tenant (docs/product.md §4)'),
    isSuperAdmin: z.boolean(),
    tenant_id: z.string().nullable(),
    impersonating: z.boolean(),
    memberships: z.array(MembershipSchema),
    twoFactorEnrolmentRequired: z
      .boolean()
      .optional()
      .describe(
        'The platform requires two-factor sign-in and this session has not enrolled: only enrolment is open',
      ),
  })
  .meta({ id: 'Me' });

const ProfileFields = {
  first_name: text(),
  last_name: text(),
  phone: text(32),
  linkedin: text(URL_MAX),
};

export const ProfileSchema = z
  .object({
    id: z.string(),
    ...ProfileFields,
    profile_color: z
      .string()
      .describe('blue, purple, green, gray, orange or red; empty until chosen'),
    locale: locale().nullable().describe('The language the person reads; null: none chosen'),
  })
  .meta({ id: 'Profile' });

const CONTACT_FIELDS = ['first_name', 'last_name', 'phone', 'linkedin', 'profile_color'] as const;

export const meRoutes = [
  route({
    method: 'GET',
    path: '/api/me',
    summary: 'Who is signed in, their effective role and their memberships',
    tag: TAG,
    allow: 'authenticated',
    // The shell reads it to start, also while the session may only enrol in two-factor sign-in.
    beforeTwoFactor: true,
    response: MeSchema,
    handler: async ({ req, deps }) => {
      const { identity, tenancy } = deps.services;
      const auth = requireAuth(req);
      const ctx = callContext(req);
      // The guard resolved the tenant when x-tenant-id was sent; otherwise the first active one.
      let access = req.tenant;
      if (!access) {
        const found = await tenancy.GetAccess(
          { tenant_id: '', is_super_admin: auth.isSuperAdmin },
          ctx,
        );
        access = {
          tenantId: found.tenant_id,
          role: found.effective_role,
          memberships: found.memberships,
        };
      }
      const user = await identity.GetUser({ user_id: '' }, ctx);
      return {
        user: {
          id: user.id,
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          email_verified: user.email_verified === true,
          profile_color: user.profile_color,
          locale: localeOrNull(user.locale),
        },
        role: access.role || 'client',
        isSuperAdmin: auth.isSuperAdmin,
        tenant_id: access.tenantId || null,
        impersonating: Boolean(auth.impersonatorId),
        twoFactorEnrolmentRequired: enrolmentRequired(await deps.platformSettings.get(), auth),
        memberships: access.memberships.map((m) => ({
          tenant_id: m.tenant_id,
          tenant_name: m.tenant_name,
          role: m.role,
          role_key: m.role_key,
          status: m.status,
        })),
      };
    },
  }),

  route({
    method: 'GET',
    path: '/api/profile',
    summary: 'The signed-in user’s contact details',
    tag: TAG,
    allow: 'authenticated',
    response: ProfileSchema,
    handler: async ({ req, deps }) => {
      const user = await deps.services.identity.GetUser({ user_id: '' }, callContext(req));
      return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        phone: user.phone,
        linkedin: user.linkedin,
        profile_color: user.profile_color,
        locale: localeOrNull(user.locale),
      };
    },
  }),

  route({
    method: 'PUT',
    path: '/api/profile',
    summary:
      'Save the signed-in user’s contact details and language; a body with only `locale` changes the language alone',
    tag: TAG,
    allow: 'authenticated',
    // Presence and URL rules are identity's, with the product's messages; null means cleared.
    body: z
      .object({
        first_name: ProfileFields.first_name.nullish(),
        last_name: ProfileFields.last_name.nullish(),
        phone: ProfileFields.phone.nullish(),
        linkedin: ProfileFields.linkedin.nullish(),
        // Identity checks it is one of the six, with its message; absent keeps the saved one.
        profile_color: text(16).nullish(),
        // Absent keeps the saved language; null clears it (the tenant's default applies).
        locale: locale().nullish(),
      })
      .strict(),
    response: ProfileSchema.extend({ message: z.string() }),
    handler: async ({ body, req, deps }) => {
      // The profile menu's language switch sends the language alone.
      const languageOnly =
        body.locale !== undefined && CONTACT_FIELDS.every((field) => body[field] === undefined);
      const user = await deps.services.identity.UpdateProfile(
        {
          first_name: body.first_name ?? '',
          last_name: body.last_name ?? '',
          phone: body.phone ?? '',
          linkedin: body.linkedin ?? '',
          profile_color: body.profile_color ?? '',
          locale: body.locale ?? '',
          has_locale: body.locale !== undefined,
          language_only: languageOnly,
        },
        callContext(req),
      );
      return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        phone: user.phone,
        linkedin: user.linkedin,
        profile_color: user.profile_color,
        locale: localeOrNull(user.locale),
        message: MESSAGES.contactInfoUpdated,
      };
    },
  }),

  route({
    method: 'POST',
    path: '/api/me/password',
    summary: 'Change the password, checking the current one',
    tag: TAG,
    allow: 'authenticated',
    rateLimit: 'passwordChange',
    duringImpersonation: false,
    body: z
      .object({
        currentPassword: text(PASSWORD_MAX),
        newPassword: text(PASSWORD_MAX),
        confirmPassword: text(PASSWORD_MAX).optional(),
      })
      .strict(),
    response: MessageSchema,
    handler: async ({ body, req, deps }) => {
      await enforcePasswordMinimum(deps, body.newPassword);
      await deps.services.identity.ChangePassword(
        {
          current_password: body.currentPassword,
          new_password: body.newPassword,
          confirm_password: body.confirmPassword ?? '',
          has_confirm_password: body.confirmPassword !== undefined,
        },
        callContext(req),
      );
      return { message: MESSAGES.passwordUpdated };
    },
  }),

  route({
    method: 'POST',
    path: '/api/me/email',
    summary:
      'Change the sign-in email: checks the current password, mails a confirmation link to the new address and a notice to the old one; nothing changes until the link is opened',
    tag: TAG,
    allow: 'authenticated',
    duringImpersonation: false,
    rateLimit: 'emailChange',
    body: z
      .object({
        email: z
          .string({ error: MESSAGES.emailEmpty })
          .max(EMAIL_MAX)
          .refine((email) => email.trim() !== '', MESSAGES.emailEmpty),
        currentPassword: text(PASSWORD_MAX).optional(),
      })
      .strict(),
    response: MessageSchema.extend({ user: UserRefSchema }),
    handler: async ({ body, req, deps }) => {
      // The user as they still are: the address changes when the link is opened.
      const user = await deps.services.identity.ChangeEmail(
        {
          email: body.email,
          current_password: body.currentPassword ?? '',
          confirm_base_url: `${publicUrlOf(deps)}/confirm-email`,
        },
        callContext(req),
      );
      return { message: MESSAGES.emailUpdated, user: { id: user.id, email: user.email } };
    },
  }),

  route({
    method: 'POST',
    path: '/api/me/email/verification',
    summary: 'Mail the signed-in user a new sign-up confirmation link (older links stop working)',
    tag: TAG,
    allow: 'authenticated',
    duringImpersonation: false,
    rateLimit: 'emailVerification',
    response: MessageSchema,
    handler: async ({ req, deps }) => {
      await deps.services.identity.ResendEmailVerification(
        { verify_base_url: `${publicUrlOf(deps)}/verify-email` },
        callContext(req),
      );
      return { message: MESSAGES.verificationSent };
    },
  }),
];
