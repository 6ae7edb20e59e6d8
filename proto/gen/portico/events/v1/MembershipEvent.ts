// Original file: portico/events/v1/tenancy_events.proto

import type { MembershipInvited as _portico_events_v1_MembershipInvited, MembershipInvited__Output as _portico_events_v1_MembershipInvited__Output } from '../../../portico/events/v1/MembershipInvited';
import type { MembershipAccepted as _portico_events_v1_MembershipAccepted, MembershipAccepted__Output as _portico_events_v1_MembershipAccepted__Output } from '../../../portico/events/v1/MembershipAccepted';
import type { MembershipRoleChanged as _portico_events_v1_MembershipRoleChanged, MembershipRoleChanged__Output as _portico_events_v1_MembershipRoleChanged__Output } from '../../../portico/events/v1/MembershipRoleChanged';
import type { MembershipRemoved as _portico_events_v1_MembershipRemoved, MembershipRemoved__Output as _portico_events_v1_MembershipRemoved__Output } from '../../../portico/events/v1/MembershipRemoved';
import type { MembershipCreated as _portico_events_v1_MembershipCreated, MembershipCreated__Output as _portico_events_v1_MembershipCreated__Output } from '../../../portico/events/v1/MembershipCreated';
import type { MembershipStatusChanged as _portico_events_v1_MembershipStatusChanged, MembershipStatusChanged__Output as _portico_events_v1_MembershipStatusChanged__Output } from '../../../portico/events/v1/MembershipStatusChanged';

export interface MembershipEvent {
  'tenant_id'?: (string);
  'user_id'?: (string);
  'synthetic'?: (boolean);
  'invited'?: (_portico_events_v1_MembershipInvited | null);
  'accepted'?: (_portico_events_v1_MembershipAccepted | null);
  'role_changed'?: (_portico_events_v1_MembershipRoleChanged | null);
  'removed'?: (_portico_events_v1_MembershipRemoved | null);
  'created'?: (_portico_events_v1_MembershipCreated | null);
  'status_changed'?: (_portico_events_v1_MembershipStatusChanged | null);
  'kind'?: "invited"|"accepted"|"role_changed"|"removed"|"created"|"status_changed";
}

export interface MembershipEvent__Output {
  'tenant_id': (string);
  'user_id': (string);
  'synthetic': (boolean);
  'invited'?: (_portico_events_v1_MembershipInvited__Output | null);
  'accepted'?: (_portico_events_v1_MembershipAccepted__Output | null);
  'role_changed'?: (_portico_events_v1_MembershipRoleChanged__Output | null);
  'removed'?: (_portico_events_v1_MembershipRemoved__Output | null);
  'created'?: (_portico_events_v1_MembershipCreated__Output | null);
  'status_changed'?: (_portico_events_v1_MembershipStatusChanged__Output | null);
  'kind'?: "invited"|"accepted"|"role_changed"|"removed"|"created"|"status_changed";
}
