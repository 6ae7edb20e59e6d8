import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { MembershipAccepted as _portico_events_v1_MembershipAccepted, MembershipAccepted__Output as _portico_events_v1_MembershipAccepted__Output } from './portico/events/v1/MembershipAccepted';
import type { MembershipCreated as _portico_events_v1_MembershipCreated, MembershipCreated__Output as _portico_events_v1_MembershipCreated__Output } from './portico/events/v1/MembershipCreated';
import type { MembershipEvent as _portico_events_v1_MembershipEvent, MembershipEvent__Output as _portico_events_v1_MembershipEvent__Output } from './portico/events/v1/MembershipEvent';
import type { MembershipInvited as _portico_events_v1_MembershipInvited, MembershipInvited__Output as _portico_events_v1_MembershipInvited__Output } from './portico/events/v1/MembershipInvited';
import type { MembershipRemoved as _portico_events_v1_MembershipRemoved, MembershipRemoved__Output as _portico_events_v1_MembershipRemoved__Output } from './portico/events/v1/MembershipRemoved';
import type { MembershipRoleChanged as _portico_events_v1_MembershipRoleChanged, MembershipRoleChanged__Output as _portico_events_v1_MembershipRoleChanged__Output } from './portico/events/v1/MembershipRoleChanged';
import type { MembershipStatusChanged as _portico_events_v1_MembershipStatusChanged, MembershipStatusChanged__Output as _portico_events_v1_MembershipStatusChanged__Output } from './portico/events/v1/MembershipStatusChanged';
import type { OnboardingStepCompleted as _portico_events_v1_OnboardingStepCompleted, OnboardingStepCompleted__Output as _portico_events_v1_OnboardingStepCompleted__Output } from './portico/events/v1/OnboardingStepCompleted';
import type { TenantCreated as _portico_events_v1_TenantCreated, TenantCreated__Output as _portico_events_v1_TenantCreated__Output } from './portico/events/v1/TenantCreated';
import type { TenantEvent as _portico_events_v1_TenantEvent, TenantEvent__Output as _portico_events_v1_TenantEvent__Output } from './portico/events/v1/TenantEvent';
import type { TenantPlanChanged as _portico_events_v1_TenantPlanChanged, TenantPlanChanged__Output as _portico_events_v1_TenantPlanChanged__Output } from './portico/events/v1/TenantPlanChanged';
import type { TenantProvisioned as _portico_events_v1_TenantProvisioned, TenantProvisioned__Output as _portico_events_v1_TenantProvisioned__Output } from './portico/events/v1/TenantProvisioned';
import type { TenantStatusChanged as _portico_events_v1_TenantStatusChanged, TenantStatusChanged__Output as _portico_events_v1_TenantStatusChanged__Output } from './portico/events/v1/TenantStatusChanged';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    events: {
      v1: {
        MembershipAccepted: MessageTypeDefinition<_portico_events_v1_MembershipAccepted, _portico_events_v1_MembershipAccepted__Output>
        MembershipCreated: MessageTypeDefinition<_portico_events_v1_MembershipCreated, _portico_events_v1_MembershipCreated__Output>
        MembershipEvent: MessageTypeDefinition<_portico_events_v1_MembershipEvent, _portico_events_v1_MembershipEvent__Output>
        MembershipInvited: MessageTypeDefinition<_portico_events_v1_MembershipInvited, _portico_events_v1_MembershipInvited__Output>
        MembershipRemoved: MessageTypeDefinition<_portico_events_v1_MembershipRemoved, _portico_events_v1_MembershipRemoved__Output>
        MembershipRoleChanged: MessageTypeDefinition<_portico_events_v1_MembershipRoleChanged, _portico_events_v1_MembershipRoleChanged__Output>
        MembershipStatusChanged: MessageTypeDefinition<_portico_events_v1_MembershipStatusChanged, _portico_events_v1_MembershipStatusChanged__Output>
        OnboardingStepCompleted: MessageTypeDefinition<_portico_events_v1_OnboardingStepCompleted, _portico_events_v1_OnboardingStepCompleted__Output>
        TenantCreated: MessageTypeDefinition<_portico_events_v1_TenantCreated, _portico_events_v1_TenantCreated__Output>
        TenantEvent: MessageTypeDefinition<_portico_events_v1_TenantEvent, _portico_events_v1_TenantEvent__Output>
        TenantPlanChanged: MessageTypeDefinition<_portico_events_v1_TenantPlanChanged, _portico_events_v1_TenantPlanChanged__Output>
        TenantProvisioned: MessageTypeDefinition<_portico_events_v1_TenantProvisioned, _portico_events_v1_TenantProvisioned__Output>
        TenantStatusChanged: MessageTypeDefinition<_portico_events_v1_TenantStatusChanged, _portico_events_v1_TenantStatusChanged__Output>
      }
    }
  }
}

