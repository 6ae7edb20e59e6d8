// Original file: portico/events/v1/identity_events.proto

import type { UserCreated as _portico_events_v1_UserCreated, UserCreated__Output as _portico_events_v1_UserCreated__Output } from '../../../portico/events/v1/UserCreated';
import type { UserProfileSaved as _portico_events_v1_UserProfileSaved, UserProfileSaved__Output as _portico_events_v1_UserProfileSaved__Output } from '../../../portico/events/v1/UserProfileSaved';
import type { PasswordResetRequested as _portico_events_v1_PasswordResetRequested, PasswordResetRequested__Output as _portico_events_v1_PasswordResetRequested__Output } from '../../../portico/events/v1/PasswordResetRequested';
import type { UserEmailChanged as _portico_events_v1_UserEmailChanged, UserEmailChanged__Output as _portico_events_v1_UserEmailChanged__Output } from '../../../portico/events/v1/UserEmailChanged';
import type { UserDeleted as _portico_events_v1_UserDeleted, UserDeleted__Output as _portico_events_v1_UserDeleted__Output } from '../../../portico/events/v1/UserDeleted';
import type { SuperAdminChanged as _portico_events_v1_SuperAdminChanged, SuperAdminChanged__Output as _portico_events_v1_SuperAdminChanged__Output } from '../../../portico/events/v1/SuperAdminChanged';
import type { EmailVerificationRequested as _portico_events_v1_EmailVerificationRequested, EmailVerificationRequested__Output as _portico_events_v1_EmailVerificationRequested__Output } from '../../../portico/events/v1/EmailVerificationRequested';
import type { EmailChangeRequested as _portico_events_v1_EmailChangeRequested, EmailChangeRequested__Output as _portico_events_v1_EmailChangeRequested__Output } from '../../../portico/events/v1/EmailChangeRequested';
import type { SessionsRevoked as _portico_events_v1_SessionsRevoked, SessionsRevoked__Output as _portico_events_v1_SessionsRevoked__Output } from '../../../portico/events/v1/SessionsRevoked';
import type { AccountSetupRequested as _portico_events_v1_AccountSetupRequested, AccountSetupRequested__Output as _portico_events_v1_AccountSetupRequested__Output } from '../../../portico/events/v1/AccountSetupRequested';
import type { UserEmailVerified as _portico_events_v1_UserEmailVerified, UserEmailVerified__Output as _portico_events_v1_UserEmailVerified__Output } from '../../../portico/events/v1/UserEmailVerified';
import type { AccountReclaimed as _portico_events_v1_AccountReclaimed, AccountReclaimed__Output as _portico_events_v1_AccountReclaimed__Output } from '../../../portico/events/v1/AccountReclaimed';

export interface UserEvent {
  'user_id'?: (string);
  'email'?: (string);
  'synthetic'?: (boolean);
  'created'?: (_portico_events_v1_UserCreated | null);
  'profile_saved'?: (_portico_events_v1_UserProfileSaved | null);
  'password_reset_requested'?: (_portico_events_v1_PasswordResetRequested | null);
  'email_changed'?: (_portico_events_v1_UserEmailChanged | null);
  'deleted'?: (_portico_events_v1_UserDeleted | null);
  'super_admin_changed'?: (_portico_events_v1_SuperAdminChanged | null);
  'email_verification_requested'?: (_portico_events_v1_EmailVerificationRequested | null);
  'email_change_requested'?: (_portico_events_v1_EmailChangeRequested | null);
  'sessions_revoked'?: (_portico_events_v1_SessionsRevoked | null);
  'account_setup_requested'?: (_portico_events_v1_AccountSetupRequested | null);
  'email_verified'?: (_portico_events_v1_UserEmailVerified | null);
  'account_reclaimed'?: (_portico_events_v1_AccountReclaimed | null);
  'kind'?: "created"|"profile_saved"|"password_reset_requested"|"email_changed"|"deleted"|"super_admin_changed"|"email_verification_requested"|"email_change_requested"|"sessions_revoked"|"account_setup_requested"|"email_verified"|"account_reclaimed";
}

export interface UserEvent__Output {
  'user_id': (string);
  'email': (string);
  'synthetic': (boolean);
  'created'?: (_portico_events_v1_UserCreated__Output | null);
  'profile_saved'?: (_portico_events_v1_UserProfileSaved__Output | null);
  'password_reset_requested'?: (_portico_events_v1_PasswordResetRequested__Output | null);
  'email_changed'?: (_portico_events_v1_UserEmailChanged__Output | null);
  'deleted'?: (_portico_events_v1_UserDeleted__Output | null);
  'super_admin_changed'?: (_portico_events_v1_SuperAdminChanged__Output | null);
  'email_verification_requested'?: (_portico_events_v1_EmailVerificationRequested__Output | null);
  'email_change_requested'?: (_portico_events_v1_EmailChangeRequested__Output | null);
  'sessions_revoked'?: (_portico_events_v1_SessionsRevoked__Output | null);
  'account_setup_requested'?: (_portico_events_v1_AccountSetupRequested__Output | null);
  'email_verified'?: (_portico_events_v1_UserEmailVerified__Output | null);
  'account_reclaimed'?: (_portico_events_v1_AccountReclaimed__Output | null);
  'kind'?: "created"|"profile_saved"|"password_reset_requested"|"email_changed"|"deleted"|"super_admin_changed"|"email_verification_requested"|"email_change_requested"|"sessions_revoked"|"account_setup_requested"|"email_verified"|"account_reclaimed";
}
