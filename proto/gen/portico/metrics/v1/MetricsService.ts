// Original file: portico/metrics/v1/metrics.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ActiveUsers as _portico_metrics_v1_ActiveUsers, ActiveUsers__Output as _portico_metrics_v1_ActiveUsers__Output } from '../../../portico/metrics/v1/ActiveUsers';
import type { AuditChainCheck as _portico_metrics_v1_AuditChainCheck, AuditChainCheck__Output as _portico_metrics_v1_AuditChainCheck__Output } from '../../../portico/metrics/v1/AuditChainCheck';
import type { ErrorRate as _portico_metrics_v1_ErrorRate, ErrorRate__Output as _portico_metrics_v1_ErrorRate__Output } from '../../../portico/metrics/v1/ErrorRate';
import type { ErrorRateRequest as _portico_metrics_v1_ErrorRateRequest, ErrorRateRequest__Output as _portico_metrics_v1_ErrorRateRequest__Output } from '../../../portico/metrics/v1/ErrorRateRequest';
import type { GetActiveUsersRequest as _portico_metrics_v1_GetActiveUsersRequest, GetActiveUsersRequest__Output as _portico_metrics_v1_GetActiveUsersRequest__Output } from '../../../portico/metrics/v1/GetActiveUsersRequest';
import type { GetTraceRequest as _portico_metrics_v1_GetTraceRequest, GetTraceRequest__Output as _portico_metrics_v1_GetTraceRequest__Output } from '../../../portico/metrics/v1/GetTraceRequest';
import type { GetUptimeRequest as _portico_metrics_v1_GetUptimeRequest, GetUptimeRequest__Output as _portico_metrics_v1_GetUptimeRequest__Output } from '../../../portico/metrics/v1/GetUptimeRequest';
import type { Latency as _portico_metrics_v1_Latency, Latency__Output as _portico_metrics_v1_Latency__Output } from '../../../portico/metrics/v1/Latency';
import type { ListAuditLogsRequest as _portico_metrics_v1_ListAuditLogsRequest, ListAuditLogsRequest__Output as _portico_metrics_v1_ListAuditLogsRequest__Output } from '../../../portico/metrics/v1/ListAuditLogsRequest';
import type { ListAuditLogsResponse as _portico_metrics_v1_ListAuditLogsResponse, ListAuditLogsResponse__Output as _portico_metrics_v1_ListAuditLogsResponse__Output } from '../../../portico/metrics/v1/ListAuditLogsResponse';
import type { ListDependenciesRequest as _portico_metrics_v1_ListDependenciesRequest, ListDependenciesRequest__Output as _portico_metrics_v1_ListDependenciesRequest__Output } from '../../../portico/metrics/v1/ListDependenciesRequest';
import type { ListDependenciesResponse as _portico_metrics_v1_ListDependenciesResponse, ListDependenciesResponse__Output as _portico_metrics_v1_ListDependenciesResponse__Output } from '../../../portico/metrics/v1/ListDependenciesResponse';
import type { ListOnboardingEventsRequest as _portico_metrics_v1_ListOnboardingEventsRequest, ListOnboardingEventsRequest__Output as _portico_metrics_v1_ListOnboardingEventsRequest__Output } from '../../../portico/metrics/v1/ListOnboardingEventsRequest';
import type { ListOnboardingEventsResponse as _portico_metrics_v1_ListOnboardingEventsResponse, ListOnboardingEventsResponse__Output as _portico_metrics_v1_ListOnboardingEventsResponse__Output } from '../../../portico/metrics/v1/ListOnboardingEventsResponse';
import type { ListSlowQueriesResponse as _portico_metrics_v1_ListSlowQueriesResponse, ListSlowQueriesResponse__Output as _portico_metrics_v1_ListSlowQueriesResponse__Output } from '../../../portico/metrics/v1/ListSlowQueriesResponse';
import type { ListTenantAuditLogsRequest as _portico_metrics_v1_ListTenantAuditLogsRequest, ListTenantAuditLogsRequest__Output as _portico_metrics_v1_ListTenantAuditLogsRequest__Output } from '../../../portico/metrics/v1/ListTenantAuditLogsRequest';
import type { ListTopEndpointsResponse as _portico_metrics_v1_ListTopEndpointsResponse, ListTopEndpointsResponse__Output as _portico_metrics_v1_ListTopEndpointsResponse__Output } from '../../../portico/metrics/v1/ListTopEndpointsResponse';
import type { MessagingActivity as _portico_metrics_v1_MessagingActivity, MessagingActivity__Output as _portico_metrics_v1_MessagingActivity__Output } from '../../../portico/metrics/v1/MessagingActivity';
import type { RequestsErrors as _portico_metrics_v1_RequestsErrors, RequestsErrors__Output as _portico_metrics_v1_RequestsErrors__Output } from '../../../portico/metrics/v1/RequestsErrors';
import type { Trace as _portico_metrics_v1_Trace, Trace__Output as _portico_metrics_v1_Trace__Output } from '../../../portico/metrics/v1/Trace';
import type { Uptime as _portico_metrics_v1_Uptime, Uptime__Output as _portico_metrics_v1_Uptime__Output } from '../../../portico/metrics/v1/Uptime';
import type { VerifyAuditChainRequest as _portico_metrics_v1_VerifyAuditChainRequest, VerifyAuditChainRequest__Output as _portico_metrics_v1_VerifyAuditChainRequest__Output } from '../../../portico/metrics/v1/VerifyAuditChainRequest';
import type { WindowRequest as _portico_metrics_v1_WindowRequest, WindowRequest__Output as _portico_metrics_v1_WindowRequest__Output } from '../../../portico/metrics/v1/WindowRequest';

export interface MetricsServiceClient extends grpc.Client {
  GetActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  GetActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  GetActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  GetActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  getActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  getActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  getActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  getActiveUsers(argument: _portico_metrics_v1_GetActiveUsersRequest, callback: grpc.requestCallback<_portico_metrics_v1_ActiveUsers__Output>): grpc.ClientUnaryCall;
  
  GetErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  GetErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  GetErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  GetErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  getErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  getErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  getErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  getErrorRate(argument: _portico_metrics_v1_ErrorRateRequest, callback: grpc.requestCallback<_portico_metrics_v1_ErrorRate__Output>): grpc.ClientUnaryCall;
  
  GetLatency(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  GetLatency(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  GetLatency(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  GetLatency(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  getLatency(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  getLatency(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  getLatency(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  getLatency(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_Latency__Output>): grpc.ClientUnaryCall;
  
  GetMessagingActivity(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  GetMessagingActivity(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  GetMessagingActivity(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  GetMessagingActivity(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  getMessagingActivity(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  getMessagingActivity(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  getMessagingActivity(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  getMessagingActivity(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_MessagingActivity__Output>): grpc.ClientUnaryCall;
  
  GetRequestsErrors(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  GetRequestsErrors(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  GetRequestsErrors(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  GetRequestsErrors(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  getRequestsErrors(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  getRequestsErrors(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  getRequestsErrors(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  getRequestsErrors(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_RequestsErrors__Output>): grpc.ClientUnaryCall;
  
  GetTrace(argument: _portico_metrics_v1_GetTraceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  GetTrace(argument: _portico_metrics_v1_GetTraceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  GetTrace(argument: _portico_metrics_v1_GetTraceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  GetTrace(argument: _portico_metrics_v1_GetTraceRequest, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  getTrace(argument: _portico_metrics_v1_GetTraceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  getTrace(argument: _portico_metrics_v1_GetTraceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  getTrace(argument: _portico_metrics_v1_GetTraceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  getTrace(argument: _portico_metrics_v1_GetTraceRequest, callback: grpc.requestCallback<_portico_metrics_v1_Trace__Output>): grpc.ClientUnaryCall;
  
  GetUptime(argument: _portico_metrics_v1_GetUptimeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  GetUptime(argument: _portico_metrics_v1_GetUptimeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  GetUptime(argument: _portico_metrics_v1_GetUptimeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  GetUptime(argument: _portico_metrics_v1_GetUptimeRequest, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  getUptime(argument: _portico_metrics_v1_GetUptimeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  getUptime(argument: _portico_metrics_v1_GetUptimeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  getUptime(argument: _portico_metrics_v1_GetUptimeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  getUptime(argument: _portico_metrics_v1_GetUptimeRequest, callback: grpc.requestCallback<_portico_metrics_v1_Uptime__Output>): grpc.ClientUnaryCall;
  
  ListAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  ListAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  ListAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  ListAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listAuditLogs(argument: _portico_metrics_v1_ListAuditLogsRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  
  ListDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  ListDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  ListDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  ListDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  listDependencies(argument: _portico_metrics_v1_ListDependenciesRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListDependenciesResponse__Output>): grpc.ClientUnaryCall;
  
  ListOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  ListOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  ListOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  ListOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  listOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  listOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  listOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  listOnboardingEvents(argument: _portico_metrics_v1_ListOnboardingEventsRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListOnboardingEventsResponse__Output>): grpc.ClientUnaryCall;
  
  ListSlowQueries(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  ListSlowQueries(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  ListSlowQueries(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  ListSlowQueries(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  listSlowQueries(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListSlowQueriesResponse__Output>): grpc.ClientUnaryCall;
  
  ListTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAuditLogs(argument: _portico_metrics_v1_ListTenantAuditLogsRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListAuditLogsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTopEndpoints(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListTopEndpoints(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListTopEndpoints(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListTopEndpoints(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listTopEndpoints(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listTopEndpoints(argument: _portico_metrics_v1_WindowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listTopEndpoints(argument: _portico_metrics_v1_WindowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listTopEndpoints(argument: _portico_metrics_v1_WindowRequest, callback: grpc.requestCallback<_portico_metrics_v1_ListTopEndpointsResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  VerifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  VerifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  VerifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  verifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  verifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  verifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  verifyAuditChain(argument: _portico_metrics_v1_VerifyAuditChainRequest, callback: grpc.requestCallback<_portico_metrics_v1_AuditChainCheck__Output>): grpc.ClientUnaryCall;
  
}

export interface MetricsServiceHandlers extends grpc.UntypedServiceImplementation {
  GetActiveUsers: grpc.handleUnaryCall<_portico_metrics_v1_GetActiveUsersRequest__Output, _portico_metrics_v1_ActiveUsers>;
  
  GetErrorRate: grpc.handleUnaryCall<_portico_metrics_v1_ErrorRateRequest__Output, _portico_metrics_v1_ErrorRate>;
  
  GetLatency: grpc.handleUnaryCall<_portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_Latency>;
  
  GetMessagingActivity: grpc.handleUnaryCall<_portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_MessagingActivity>;
  
  GetRequestsErrors: grpc.handleUnaryCall<_portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_RequestsErrors>;
  
  GetTrace: grpc.handleUnaryCall<_portico_metrics_v1_GetTraceRequest__Output, _portico_metrics_v1_Trace>;
  
  GetUptime: grpc.handleUnaryCall<_portico_metrics_v1_GetUptimeRequest__Output, _portico_metrics_v1_Uptime>;
  
  ListAuditLogs: grpc.handleUnaryCall<_portico_metrics_v1_ListAuditLogsRequest__Output, _portico_metrics_v1_ListAuditLogsResponse>;
  
  ListDependencies: grpc.handleUnaryCall<_portico_metrics_v1_ListDependenciesRequest__Output, _portico_metrics_v1_ListDependenciesResponse>;
  
  ListOnboardingEvents: grpc.handleUnaryCall<_portico_metrics_v1_ListOnboardingEventsRequest__Output, _portico_metrics_v1_ListOnboardingEventsResponse>;
  
  ListSlowQueries: grpc.handleUnaryCall<_portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_ListSlowQueriesResponse>;
  
  ListTenantAuditLogs: grpc.handleUnaryCall<_portico_metrics_v1_ListTenantAuditLogsRequest__Output, _portico_metrics_v1_ListAuditLogsResponse>;
  
  ListTopEndpoints: grpc.handleUnaryCall<_portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_ListTopEndpointsResponse>;
  
  VerifyAuditChain: grpc.handleUnaryCall<_portico_metrics_v1_VerifyAuditChainRequest__Output, _portico_metrics_v1_AuditChainCheck>;
  
}

export interface MetricsServiceDefinition extends grpc.ServiceDefinition {
  GetActiveUsers: MethodDefinition<_portico_metrics_v1_GetActiveUsersRequest, _portico_metrics_v1_ActiveUsers, _portico_metrics_v1_GetActiveUsersRequest__Output, _portico_metrics_v1_ActiveUsers__Output>
  GetErrorRate: MethodDefinition<_portico_metrics_v1_ErrorRateRequest, _portico_metrics_v1_ErrorRate, _portico_metrics_v1_ErrorRateRequest__Output, _portico_metrics_v1_ErrorRate__Output>
  GetLatency: MethodDefinition<_portico_metrics_v1_WindowRequest, _portico_metrics_v1_Latency, _portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_Latency__Output>
  GetMessagingActivity: MethodDefinition<_portico_metrics_v1_WindowRequest, _portico_metrics_v1_MessagingActivity, _portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_MessagingActivity__Output>
  GetRequestsErrors: MethodDefinition<_portico_metrics_v1_WindowRequest, _portico_metrics_v1_RequestsErrors, _portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_RequestsErrors__Output>
  GetTrace: MethodDefinition<_portico_metrics_v1_GetTraceRequest, _portico_metrics_v1_Trace, _portico_metrics_v1_GetTraceRequest__Output, _portico_metrics_v1_Trace__Output>
  GetUptime: MethodDefinition<_portico_metrics_v1_GetUptimeRequest, _portico_metrics_v1_Uptime, _portico_metrics_v1_GetUptimeRequest__Output, _portico_metrics_v1_Uptime__Output>
  ListAuditLogs: MethodDefinition<_portico_metrics_v1_ListAuditLogsRequest, _portico_metrics_v1_ListAuditLogsResponse, _portico_metrics_v1_ListAuditLogsRequest__Output, _portico_metrics_v1_ListAuditLogsResponse__Output>
  ListDependencies: MethodDefinition<_portico_metrics_v1_ListDependenciesRequest, _portico_metrics_v1_ListDependenciesResponse, _portico_metrics_v1_ListDependenciesRequest__Output, _portico_metrics_v1_ListDependenciesResponse__Output>
  ListOnboardingEvents: MethodDefinition<_portico_metrics_v1_ListOnboardingEventsRequest, _portico_metrics_v1_ListOnboardingEventsResponse, _portico_metrics_v1_ListOnboardingEventsRequest__Output, _portico_metrics_v1_ListOnboardingEventsResponse__Output>
  ListSlowQueries: MethodDefinition<_portico_metrics_v1_WindowRequest, _portico_metrics_v1_ListSlowQueriesResponse, _portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_ListSlowQueriesResponse__Output>
  ListTenantAuditLogs: MethodDefinition<_portico_metrics_v1_ListTenantAuditLogsRequest, _portico_metrics_v1_ListAuditLogsResponse, _portico_metrics_v1_ListTenantAuditLogsRequest__Output, _portico_metrics_v1_ListAuditLogsResponse__Output>
  ListTopEndpoints: MethodDefinition<_portico_metrics_v1_WindowRequest, _portico_metrics_v1_ListTopEndpointsResponse, _portico_metrics_v1_WindowRequest__Output, _portico_metrics_v1_ListTopEndpointsResponse__Output>
  VerifyAuditChain: MethodDefinition<_portico_metrics_v1_VerifyAuditChainRequest, _portico_metrics_v1_AuditChainCheck, _portico_metrics_v1_VerifyAuditChainRequest__Output, _portico_metrics_v1_AuditChainCheck__Output>
}
