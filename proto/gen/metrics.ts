import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ActiveUsers as _portico_metrics_v1_ActiveUsers, ActiveUsers__Output as _portico_metrics_v1_ActiveUsers__Output } from './portico/metrics/v1/ActiveUsers';
import type { AuditChainCheck as _portico_metrics_v1_AuditChainCheck, AuditChainCheck__Output as _portico_metrics_v1_AuditChainCheck__Output } from './portico/metrics/v1/AuditChainCheck';
import type { AuditEntry as _portico_metrics_v1_AuditEntry, AuditEntry__Output as _portico_metrics_v1_AuditEntry__Output } from './portico/metrics/v1/AuditEntry';
import type { Dependency as _portico_metrics_v1_Dependency, Dependency__Output as _portico_metrics_v1_Dependency__Output } from './portico/metrics/v1/Dependency';
import type { ErrorRate as _portico_metrics_v1_ErrorRate, ErrorRate__Output as _portico_metrics_v1_ErrorRate__Output } from './portico/metrics/v1/ErrorRate';
import type { ErrorRateRequest as _portico_metrics_v1_ErrorRateRequest, ErrorRateRequest__Output as _portico_metrics_v1_ErrorRateRequest__Output } from './portico/metrics/v1/ErrorRateRequest';
import type { GetActiveUsersRequest as _portico_metrics_v1_GetActiveUsersRequest, GetActiveUsersRequest__Output as _portico_metrics_v1_GetActiveUsersRequest__Output } from './portico/metrics/v1/GetActiveUsersRequest';
import type { GetTraceRequest as _portico_metrics_v1_GetTraceRequest, GetTraceRequest__Output as _portico_metrics_v1_GetTraceRequest__Output } from './portico/metrics/v1/GetTraceRequest';
import type { GetUptimeRequest as _portico_metrics_v1_GetUptimeRequest, GetUptimeRequest__Output as _portico_metrics_v1_GetUptimeRequest__Output } from './portico/metrics/v1/GetUptimeRequest';
import type { Latency as _portico_metrics_v1_Latency, Latency__Output as _portico_metrics_v1_Latency__Output } from './portico/metrics/v1/Latency';
import type { LatencyPoint as _portico_metrics_v1_LatencyPoint, LatencyPoint__Output as _portico_metrics_v1_LatencyPoint__Output } from './portico/metrics/v1/LatencyPoint';
import type { ListAuditLogsRequest as _portico_metrics_v1_ListAuditLogsRequest, ListAuditLogsRequest__Output as _portico_metrics_v1_ListAuditLogsRequest__Output } from './portico/metrics/v1/ListAuditLogsRequest';
import type { ListAuditLogsResponse as _portico_metrics_v1_ListAuditLogsResponse, ListAuditLogsResponse__Output as _portico_metrics_v1_ListAuditLogsResponse__Output } from './portico/metrics/v1/ListAuditLogsResponse';
import type { ListDependenciesRequest as _portico_metrics_v1_ListDependenciesRequest, ListDependenciesRequest__Output as _portico_metrics_v1_ListDependenciesRequest__Output } from './portico/metrics/v1/ListDependenciesRequest';
import type { ListDependenciesResponse as _portico_metrics_v1_ListDependenciesResponse, ListDependenciesResponse__Output as _portico_metrics_v1_ListDependenciesResponse__Output } from './portico/metrics/v1/ListDependenciesResponse';
import type { ListOnboardingEventsRequest as _portico_metrics_v1_ListOnboardingEventsRequest, ListOnboardingEventsRequest__Output as _portico_metrics_v1_ListOnboardingEventsRequest__Output } from './portico/metrics/v1/ListOnboardingEventsRequest';
import type { ListOnboardingEventsResponse as _portico_metrics_v1_ListOnboardingEventsResponse, ListOnboardingEventsResponse__Output as _portico_metrics_v1_ListOnboardingEventsResponse__Output } from './portico/metrics/v1/ListOnboardingEventsResponse';
import type { ListSlowQueriesResponse as _portico_metrics_v1_ListSlowQueriesResponse, ListSlowQueriesResponse__Output as _portico_metrics_v1_ListSlowQueriesResponse__Output } from './portico/metrics/v1/ListSlowQueriesResponse';
import type { ListTenantAuditLogsRequest as _portico_metrics_v1_ListTenantAuditLogsRequest, ListTenantAuditLogsRequest__Output as _portico_metrics_v1_ListTenantAuditLogsRequest__Output } from './portico/metrics/v1/ListTenantAuditLogsRequest';
import type { ListTopEndpointsResponse as _portico_metrics_v1_ListTopEndpointsResponse, ListTopEndpointsResponse__Output as _portico_metrics_v1_ListTopEndpointsResponse__Output } from './portico/metrics/v1/ListTopEndpointsResponse';
import type { MessagingActivity as _portico_metrics_v1_MessagingActivity, MessagingActivity__Output as _portico_metrics_v1_MessagingActivity__Output } from './portico/metrics/v1/MessagingActivity';
import type { MetricsServiceClient as _portico_metrics_v1_MetricsServiceClient, MetricsServiceDefinition as _portico_metrics_v1_MetricsServiceDefinition } from './portico/metrics/v1/MetricsService';
import type { OnboardingEvent as _portico_metrics_v1_OnboardingEvent, OnboardingEvent__Output as _portico_metrics_v1_OnboardingEvent__Output } from './portico/metrics/v1/OnboardingEvent';
import type { RequestsErrors as _portico_metrics_v1_RequestsErrors, RequestsErrors__Output as _portico_metrics_v1_RequestsErrors__Output } from './portico/metrics/v1/RequestsErrors';
import type { RequestsErrorsPoint as _portico_metrics_v1_RequestsErrorsPoint, RequestsErrorsPoint__Output as _portico_metrics_v1_RequestsErrorsPoint__Output } from './portico/metrics/v1/RequestsErrorsPoint';
import type { SlowQuery as _portico_metrics_v1_SlowQuery, SlowQuery__Output as _portico_metrics_v1_SlowQuery__Output } from './portico/metrics/v1/SlowQuery';
import type { TopEndpoint as _portico_metrics_v1_TopEndpoint, TopEndpoint__Output as _portico_metrics_v1_TopEndpoint__Output } from './portico/metrics/v1/TopEndpoint';
import type { Trace as _portico_metrics_v1_Trace, Trace__Output as _portico_metrics_v1_Trace__Output } from './portico/metrics/v1/Trace';
import type { TraceSpan as _portico_metrics_v1_TraceSpan, TraceSpan__Output as _portico_metrics_v1_TraceSpan__Output } from './portico/metrics/v1/TraceSpan';
import type { Uptime as _portico_metrics_v1_Uptime, Uptime__Output as _portico_metrics_v1_Uptime__Output } from './portico/metrics/v1/Uptime';
import type { VerifyAuditChainRequest as _portico_metrics_v1_VerifyAuditChainRequest, VerifyAuditChainRequest__Output as _portico_metrics_v1_VerifyAuditChainRequest__Output } from './portico/metrics/v1/VerifyAuditChainRequest';
import type { WindowRequest as _portico_metrics_v1_WindowRequest, WindowRequest__Output as _portico_metrics_v1_WindowRequest__Output } from './portico/metrics/v1/WindowRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    metrics: {
      v1: {
        ActiveUsers: MessageTypeDefinition<_portico_metrics_v1_ActiveUsers, _portico_metrics_v1_ActiveUsers__Output>
        AuditChainCheck: MessageTypeDefinition<_portico_metrics_v1_AuditChainCheck, _portico_metrics_v1_AuditChainCheck__Output>
        AuditEntry: MessageTypeDefinition<_portico_metrics_v1_AuditEntry, _portico_metrics_v1_AuditEntry__Output>
        Dependency: MessageTypeDefinition<_portico_metrics_v1_Dependency, _portico_metrics_v1_Dependency__Output>
        ErrorRate: MessageTypeDefinition<_portico_metrics_v1_ErrorRate, _portico_metrics_v1_ErrorRate__Output>
        ErrorRateRequest: MessageTypeDefinition<_portico_metrics_v1_ErrorRateRequest, _portico_metrics_v1_ErrorRateRequest__Output>
        GetActiveUsersRequest: MessageTypeDefinition<_portico_metrics_v1_GetActiveUsersRequest, _portico_metrics_v1_GetActiveUsersRequest__Output>
        GetTraceRequest: MessageTypeDefinition<_portico_metrics_v1_GetTraceRequest, _portico_metrics_v1_GetTraceRequest__Output>
        GetUptimeRequest: MessageTypeDefinition<_portico_metrics_v1_GetUptimeRequest, _portico_metrics_v1_GetUptimeRequest__Output>
        Latency: MessageTypeDefinition<_portico_metrics_v1_Latency, _portico_metrics_v1_Latency__Output>
        LatencyPoint: MessageTypeDefinition<_portico_metrics_v1_LatencyPoint, _portico_metrics_v1_LatencyPoint__Output>
        ListAuditLogsRequest: MessageTypeDefinition<_portico_metrics_v1_ListAuditLogsRequest, _portico_metrics_v1_ListAuditLogsRequest__Output>
        ListAuditLogsResponse: MessageTypeDefinition<_portico_metrics_v1_ListAuditLogsResponse, _portico_metrics_v1_ListAuditLogsResponse__Output>
        ListDependenciesRequest: MessageTypeDefinition<_portico_metrics_v1_ListDependenciesRequest, _portico_metrics_v1_ListDependenciesRequest__Output>
        ListDependenciesResponse: MessageTypeDefinition<_portico_metrics_v1_ListDependenciesResponse, _portico_metrics_v1_ListDependenciesResponse__Output>
        ListOnboardingEventsRequest: MessageTypeDefinition<_portico_metrics_v1_ListOnboardingEventsRequest, _portico_metrics_v1_ListOnboardingEventsRequest__Output>
        ListOnboardingEventsResponse: MessageTypeDefinition<_portico_metrics_v1_ListOnboardingEventsResponse, _portico_metrics_v1_ListOnboardingEventsResponse__Output>
        ListSlowQueriesResponse: MessageTypeDefinition<_portico_metrics_v1_ListSlowQueriesResponse, _portico_metrics_v1_ListSlowQueriesResponse__Output>
        ListTenantAuditLogsRequest: MessageTypeDefinition<_portico_metrics_v1_ListTenantAuditLogsRequest, _portico_metrics_v1_ListTenantAuditLogsRequest__Output>
        ListTopEndpointsResponse: MessageTypeDefinition<_portico_metrics_v1_ListTopEndpointsResponse, _portico_metrics_v1_ListTopEndpointsResponse__Output>
        MessagingActivity: MessageTypeDefinition<_portico_metrics_v1_MessagingActivity, _portico_metrics_v1_MessagingActivity__Output>
        MetricsService: SubtypeConstructor<typeof grpc.Client, _portico_metrics_v1_MetricsServiceClient> & { service: _portico_metrics_v1_MetricsServiceDefinition }
        OnboardingEvent: MessageTypeDefinition<_portico_metrics_v1_OnboardingEvent, _portico_metrics_v1_OnboardingEvent__Output>
        RequestsErrors: MessageTypeDefinition<_portico_metrics_v1_RequestsErrors, _portico_metrics_v1_RequestsErrors__Output>
        RequestsErrorsPoint: MessageTypeDefinition<_portico_metrics_v1_RequestsErrorsPoint, _portico_metrics_v1_RequestsErrorsPoint__Output>
        SlowQuery: MessageTypeDefinition<_portico_metrics_v1_SlowQuery, _portico_metrics_v1_SlowQuery__Output>
        TopEndpoint: MessageTypeDefinition<_portico_metrics_v1_TopEndpoint, _portico_metrics_v1_TopEndpoint__Output>
        Trace: MessageTypeDefinition<_portico_metrics_v1_Trace, _portico_metrics_v1_Trace__Output>
        TraceSpan: MessageTypeDefinition<_portico_metrics_v1_TraceSpan, _portico_metrics_v1_TraceSpan__Output>
        Uptime: MessageTypeDefinition<_portico_metrics_v1_Uptime, _portico_metrics_v1_Uptime__Output>
        VerifyAuditChainRequest: MessageTypeDefinition<_portico_metrics_v1_VerifyAuditChainRequest, _portico_metrics_v1_VerifyAuditChainRequest__Output>
        WindowRequest: MessageTypeDefinition<_portico_metrics_v1_WindowRequest, _portico_metrics_v1_WindowRequest__Output>
      }
    }
  }
}

