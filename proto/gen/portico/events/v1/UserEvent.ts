// Original file: portico/events/v1/identity_events.proto

import type { UserCreated as _portico_events_v1_UserCreated, UserCreated__Output as _portico_events_v1_UserCreated__Output } from '../../../portico/events/v1/UserCreated';
import type { UserProfileSaved as _portico_events_v1_UserProfileSaved, UserProfileSaved__Output as _portico_events_v1_UserProfileSaved__Output } from '../../../portico/events/v1/UserProfileSaved';
import type { PasswordResetRequested as _portico_events_v1_PasswordResetRequested, PasswordResetRequested__Output as _portico_events_v1_PasswordResetRequested__Output } from '../../../portico/events/v1/PasswordResetRequested';
import type { UserEmailChanged as _portico_events_v1_UserEmailChanged, UserEmailChanged__Output as _portico_events_v1_UserEmailChanged__Output } from '../../../portico/events/v1/UserEmailChanged';
import type { UserDeleted as _portico_events_v1_UserDeleted, UserDeleted__Output as _portico_events_v1_UserDeleted__Output } from '../../../portico/events/v1/UserDeleted';
import type { SuperAdminChanged as _portico_events_v1_SuperAdminChanged, SuperAdminChanged__Output as _portico_events_v1_SuperAdminChanged__Output } from '../../../portico/events/v1/SuperAdminChanged';

export interface UserEvent {
  'user_id'?: (string);
  'email'?: (string);
  'created'?: (_portico_events_v1_UserCreated | null);
  'profile_saved'?: (_portico_events_v1_UserProfileSaved | null);
  'password_reset_requested'?: (_portico_events_v1_PasswordResetRequested | null);
  'email_changed'?: (_portico_events_v1_UserEmailChanged | null);
  'deleted'?: (_portico_events_v1_UserDeleted | null);
  'super_admin_changed'?: (_portico_events_v1_SuperAdminChanged | null);
  'kind'?: "created"|"profile_saved"|"password_reset_requested"|"email_changed"|"deleted"|"super_admin_changed";
}

export interface UserEvent__Output {
  'user_id': (string);
  'email': (string);
  'created'?: (_portico_events_v1_UserCreated__Output | null);
  'profile_saved'?: (_portico_events_v1_UserProfileSaved__Output | null);
  'password_reset_requested'?: (_portico_events_v1_PasswordResetRequested__Output | null);
  'email_changed'?: (_portico_events_v1_UserEmailChanged__Output | null);
  'deleted'?: (_portico_events_v1_UserDeleted__Output | null);
  'super_admin_changed'?: (_portico_events_v1_SuperAdminChanged__Output | null);
  'kind'?: "created"|"profile_saved"|"password_reset_requested"|"email_changed"|"deleted"|"super_admin_changed";
}
