import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountReclaimed as _portico_events_v1_AccountReclaimed, AccountReclaimed__Output as _portico_events_v1_AccountReclaimed__Output } from './portico/events/v1/AccountReclaimed';
import type { AccountSetupRequested as _portico_events_v1_AccountSetupRequested, AccountSetupRequested__Output as _portico_events_v1_AccountSetupRequested__Output } from './portico/events/v1/AccountSetupRequested';
import type { EmailChangeRequested as _portico_events_v1_EmailChangeRequested, EmailChangeRequested__Output as _portico_events_v1_EmailChangeRequested__Output } from './portico/events/v1/EmailChangeRequested';
import type { EmailVerificationRequested as _portico_events_v1_EmailVerificationRequested, EmailVerificationRequested__Output as _portico_events_v1_EmailVerificationRequested__Output } from './portico/events/v1/EmailVerificationRequested';
import type { PasswordResetRequested as _portico_events_v1_PasswordResetRequested, PasswordResetRequested__Output as _portico_events_v1_PasswordResetRequested__Output } from './portico/events/v1/PasswordResetRequested';
import type { SessionsRevoked as _portico_events_v1_SessionsRevoked, SessionsRevoked__Output as _portico_events_v1_SessionsRevoked__Output } from './portico/events/v1/SessionsRevoked';
import type { SuperAdminChanged as _portico_events_v1_SuperAdminChanged, SuperAdminChanged__Output as _portico_events_v1_SuperAdminChanged__Output } from './portico/events/v1/SuperAdminChanged';
import type { UserCreated as _portico_events_v1_UserCreated, UserCreated__Output as _portico_events_v1_UserCreated__Output } from './portico/events/v1/UserCreated';
import type { UserDeleted as _portico_events_v1_UserDeleted, UserDeleted__Output as _portico_events_v1_UserDeleted__Output } from './portico/events/v1/UserDeleted';
import type { UserEmailChanged as _portico_events_v1_UserEmailChanged, UserEmailChanged__Output as _portico_events_v1_UserEmailChanged__Output } from './portico/events/v1/UserEmailChanged';
import type { UserEmailVerified as _portico_events_v1_UserEmailVerified, UserEmailVerified__Output as _portico_events_v1_UserEmailVerified__Output } from './portico/events/v1/UserEmailVerified';
import type { UserEvent as _portico_events_v1_UserEvent, UserEvent__Output as _portico_events_v1_UserEvent__Output } from './portico/events/v1/UserEvent';
import type { UserProfileSaved as _portico_events_v1_UserProfileSaved, UserProfileSaved__Output as _portico_events_v1_UserProfileSaved__Output } from './portico/events/v1/UserProfileSaved';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        AccountReclaimed: MessageTypeDefinition<_portico_events_v1_AccountReclaimed, _portico_events_v1_AccountReclaimed__Output>
        AccountSetupRequested: MessageTypeDefinition<_portico_events_v1_AccountSetupRequested, _portico_events_v1_AccountSetupRequested__Output>
        EmailChangeRequested: MessageTypeDefinition<_portico_events_v1_EmailChangeRequested, _portico_events_v1_EmailChangeRequested__Output>
        EmailVerificationRequested: MessageTypeDefinition<_portico_events_v1_EmailVerificationRequested, _portico_events_v1_EmailVerificationRequested__Output>
        PasswordResetRequested: MessageTypeDefinition<_portico_events_v1_PasswordResetRequested, _portico_events_v1_PasswordResetRequested__Output>
        SessionsRevoked: MessageTypeDefinition<_portico_events_v1_SessionsRevoked, _portico_events_v1_SessionsRevoked__Output>
        SuperAdminChanged: MessageTypeDefinition<_portico_events_v1_SuperAdminChanged, _portico_events_v1_SuperAdminChanged__Output>
        UserCreated: MessageTypeDefinition<_portico_events_v1_UserCreated, _portico_events_v1_UserCreated__Output>
        UserDeleted: MessageTypeDefinition<_portico_events_v1_UserDeleted, _portico_events_v1_UserDeleted__Output>
        UserEmailChanged: MessageTypeDefinition<_portico_events_v1_UserEmailChanged, _portico_events_v1_UserEmailChanged__Output>
        UserEmailVerified: MessageTypeDefinition<_portico_events_v1_UserEmailVerified, _portico_events_v1_UserEmailVerified__Output>
        UserEvent: MessageTypeDefinition<_portico_events_v1_UserEvent, _portico_events_v1_UserEvent__Output>
        UserProfileSaved: MessageTypeDefinition<_portico_events_v1_UserProfileSaved, _portico_events_v1_UserProfileSaved__Output>
      }
    }
  }
}

