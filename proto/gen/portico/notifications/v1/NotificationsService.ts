// Original file: portico/notifications/v1/notifications.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnnounceRequest as _portico_notifications_v1_AnnounceRequest, AnnounceRequest__Output as _portico_notifications_v1_AnnounceRequest__Output } from '../../../portico/notifications/v1/AnnounceRequest';
import type { Announcement as _portico_notifications_v1_Announcement, Announcement__Output as _portico_notifications_v1_Announcement__Output } from '../../../portico/notifications/v1/Announcement';
import type { CreateRuleRequest as _portico_notifications_v1_CreateRuleRequest, CreateRuleRequest__Output as _portico_notifications_v1_CreateRuleRequest__Output } from '../../../portico/notifications/v1/CreateRuleRequest';
import type { CreateWebhookEndpointRequest as _portico_notifications_v1_CreateWebhookEndpointRequest, CreateWebhookEndpointRequest__Output as _portico_notifications_v1_CreateWebhookEndpointRequest__Output } from '../../../portico/notifications/v1/CreateWebhookEndpointRequest';
import type { CronJob as _portico_notifications_v1_CronJob, CronJob__Output as _portico_notifications_v1_CronJob__Output } from '../../../portico/notifications/v1/CronJob';
import type { DeleteRuleRequest as _portico_notifications_v1_DeleteRuleRequest, DeleteRuleRequest__Output as _portico_notifications_v1_DeleteRuleRequest__Output } from '../../../portico/notifications/v1/DeleteRuleRequest';
import type { DeleteRuleResponse as _portico_notifications_v1_DeleteRuleResponse, DeleteRuleResponse__Output as _portico_notifications_v1_DeleteRuleResponse__Output } from '../../../portico/notifications/v1/DeleteRuleResponse';
import type { DeleteWebhookEndpointRequest as _portico_notifications_v1_DeleteWebhookEndpointRequest, DeleteWebhookEndpointRequest__Output as _portico_notifications_v1_DeleteWebhookEndpointRequest__Output } from '../../../portico/notifications/v1/DeleteWebhookEndpointRequest';
import type { DeleteWebhookEndpointResponse as _portico_notifications_v1_DeleteWebhookEndpointResponse, DeleteWebhookEndpointResponse__Output as _portico_notifications_v1_DeleteWebhookEndpointResponse__Output } from '../../../portico/notifications/v1/DeleteWebhookEndpointResponse';
import type { EnqueueJobRequest as _portico_notifications_v1_EnqueueJobRequest, EnqueueJobRequest__Output as _portico_notifications_v1_EnqueueJobRequest__Output } from '../../../portico/notifications/v1/EnqueueJobRequest';
import type { GetQueueDepthRequest as _portico_notifications_v1_GetQueueDepthRequest, GetQueueDepthRequest__Output as _portico_notifications_v1_GetQueueDepthRequest__Output } from '../../../portico/notifications/v1/GetQueueDepthRequest';
import type { GetSlackIntegrationRequest as _portico_notifications_v1_GetSlackIntegrationRequest, GetSlackIntegrationRequest__Output as _portico_notifications_v1_GetSlackIntegrationRequest__Output } from '../../../portico/notifications/v1/GetSlackIntegrationRequest';
import type { GetTenantIntegrationsRequest as _portico_notifications_v1_GetTenantIntegrationsRequest, GetTenantIntegrationsRequest__Output as _portico_notifications_v1_GetTenantIntegrationsRequest__Output } from '../../../portico/notifications/v1/GetTenantIntegrationsRequest';
import type { GlobalIntegration as _portico_notifications_v1_GlobalIntegration, GlobalIntegration__Output as _portico_notifications_v1_GlobalIntegration__Output } from '../../../portico/notifications/v1/GlobalIntegration';
import type { Job as _portico_notifications_v1_Job, Job__Output as _portico_notifications_v1_Job__Output } from '../../../portico/notifications/v1/Job';
import type { JobIdRequest as _portico_notifications_v1_JobIdRequest, JobIdRequest__Output as _portico_notifications_v1_JobIdRequest__Output } from '../../../portico/notifications/v1/JobIdRequest';
import type { ListActiveBannersRequest as _portico_notifications_v1_ListActiveBannersRequest, ListActiveBannersRequest__Output as _portico_notifications_v1_ListActiveBannersRequest__Output } from '../../../portico/notifications/v1/ListActiveBannersRequest';
import type { ListActiveBannersResponse as _portico_notifications_v1_ListActiveBannersResponse, ListActiveBannersResponse__Output as _portico_notifications_v1_ListActiveBannersResponse__Output } from '../../../portico/notifications/v1/ListActiveBannersResponse';
import type { ListAnnouncementsRequest as _portico_notifications_v1_ListAnnouncementsRequest, ListAnnouncementsRequest__Output as _portico_notifications_v1_ListAnnouncementsRequest__Output } from '../../../portico/notifications/v1/ListAnnouncementsRequest';
import type { ListAnnouncementsResponse as _portico_notifications_v1_ListAnnouncementsResponse, ListAnnouncementsResponse__Output as _portico_notifications_v1_ListAnnouncementsResponse__Output } from '../../../portico/notifications/v1/ListAnnouncementsResponse';
import type { ListCronJobsRequest as _portico_notifications_v1_ListCronJobsRequest, ListCronJobsRequest__Output as _portico_notifications_v1_ListCronJobsRequest__Output } from '../../../portico/notifications/v1/ListCronJobsRequest';
import type { ListCronJobsResponse as _portico_notifications_v1_ListCronJobsResponse, ListCronJobsResponse__Output as _portico_notifications_v1_ListCronJobsResponse__Output } from '../../../portico/notifications/v1/ListCronJobsResponse';
import type { ListGlobalIntegrationsRequest as _portico_notifications_v1_ListGlobalIntegrationsRequest, ListGlobalIntegrationsRequest__Output as _portico_notifications_v1_ListGlobalIntegrationsRequest__Output } from '../../../portico/notifications/v1/ListGlobalIntegrationsRequest';
import type { ListGlobalIntegrationsResponse as _portico_notifications_v1_ListGlobalIntegrationsResponse, ListGlobalIntegrationsResponse__Output as _portico_notifications_v1_ListGlobalIntegrationsResponse__Output } from '../../../portico/notifications/v1/ListGlobalIntegrationsResponse';
import type { ListQueueDepthSamplesRequest as _portico_notifications_v1_ListQueueDepthSamplesRequest, ListQueueDepthSamplesRequest__Output as _portico_notifications_v1_ListQueueDepthSamplesRequest__Output } from '../../../portico/notifications/v1/ListQueueDepthSamplesRequest';
import type { ListRecentJobsRequest as _portico_notifications_v1_ListRecentJobsRequest, ListRecentJobsRequest__Output as _portico_notifications_v1_ListRecentJobsRequest__Output } from '../../../portico/notifications/v1/ListRecentJobsRequest';
import type { ListRecentJobsResponse as _portico_notifications_v1_ListRecentJobsResponse, ListRecentJobsResponse__Output as _portico_notifications_v1_ListRecentJobsResponse__Output } from '../../../portico/notifications/v1/ListRecentJobsResponse';
import type { ListRulesRequest as _portico_notifications_v1_ListRulesRequest, ListRulesRequest__Output as _portico_notifications_v1_ListRulesRequest__Output } from '../../../portico/notifications/v1/ListRulesRequest';
import type { ListRulesResponse as _portico_notifications_v1_ListRulesResponse, ListRulesResponse__Output as _portico_notifications_v1_ListRulesResponse__Output } from '../../../portico/notifications/v1/ListRulesResponse';
import type { ListTenantIntegrationsRequest as _portico_notifications_v1_ListTenantIntegrationsRequest, ListTenantIntegrationsRequest__Output as _portico_notifications_v1_ListTenantIntegrationsRequest__Output } from '../../../portico/notifications/v1/ListTenantIntegrationsRequest';
import type { ListTenantIntegrationsResponse as _portico_notifications_v1_ListTenantIntegrationsResponse, ListTenantIntegrationsResponse__Output as _portico_notifications_v1_ListTenantIntegrationsResponse__Output } from '../../../portico/notifications/v1/ListTenantIntegrationsResponse';
import type { ListWebhookDeliveriesRequest as _portico_notifications_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _portico_notifications_v1_ListWebhookDeliveriesRequest__Output } from '../../../portico/notifications/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _portico_notifications_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _portico_notifications_v1_ListWebhookDeliveriesResponse__Output } from '../../../portico/notifications/v1/ListWebhookDeliveriesResponse';
import type { ListWebhookEndpointsRequest as _portico_notifications_v1_ListWebhookEndpointsRequest, ListWebhookEndpointsRequest__Output as _portico_notifications_v1_ListWebhookEndpointsRequest__Output } from '../../../portico/notifications/v1/ListWebhookEndpointsRequest';
import type { ListWebhookEndpointsResponse as _portico_notifications_v1_ListWebhookEndpointsResponse, ListWebhookEndpointsResponse__Output as _portico_notifications_v1_ListWebhookEndpointsResponse__Output } from '../../../portico/notifications/v1/ListWebhookEndpointsResponse';
import type { QueueDepth as _portico_notifications_v1_QueueDepth, QueueDepth__Output as _portico_notifications_v1_QueueDepth__Output } from '../../../portico/notifications/v1/QueueDepth';
import type { QueueDepthSamples as _portico_notifications_v1_QueueDepthSamples, QueueDepthSamples__Output as _portico_notifications_v1_QueueDepthSamples__Output } from '../../../portico/notifications/v1/QueueDepthSamples';
import type { ReplayWebhookDeliveryRequest as _portico_notifications_v1_ReplayWebhookDeliveryRequest, ReplayWebhookDeliveryRequest__Output as _portico_notifications_v1_ReplayWebhookDeliveryRequest__Output } from '../../../portico/notifications/v1/ReplayWebhookDeliveryRequest';
import type { RotateWebhookSecretRequest as _portico_notifications_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _portico_notifications_v1_RotateWebhookSecretRequest__Output } from '../../../portico/notifications/v1/RotateWebhookSecretRequest';
import type { Rule as _portico_notifications_v1_Rule, Rule__Output as _portico_notifications_v1_Rule__Output } from '../../../portico/notifications/v1/Rule';
import type { SetGlobalIntegrationRequest as _portico_notifications_v1_SetGlobalIntegrationRequest, SetGlobalIntegrationRequest__Output as _portico_notifications_v1_SetGlobalIntegrationRequest__Output } from '../../../portico/notifications/v1/SetGlobalIntegrationRequest';
import type { SetRuleEnabledRequest as _portico_notifications_v1_SetRuleEnabledRequest, SetRuleEnabledRequest__Output as _portico_notifications_v1_SetRuleEnabledRequest__Output } from '../../../portico/notifications/v1/SetRuleEnabledRequest';
import type { SetSlackIntegrationRequest as _portico_notifications_v1_SetSlackIntegrationRequest, SetSlackIntegrationRequest__Output as _portico_notifications_v1_SetSlackIntegrationRequest__Output } from '../../../portico/notifications/v1/SetSlackIntegrationRequest';
import type { SetTenantIntegrationRequest as _portico_notifications_v1_SetTenantIntegrationRequest, SetTenantIntegrationRequest__Output as _portico_notifications_v1_SetTenantIntegrationRequest__Output } from '../../../portico/notifications/v1/SetTenantIntegrationRequest';
import type { SlackIntegration as _portico_notifications_v1_SlackIntegration, SlackIntegration__Output as _portico_notifications_v1_SlackIntegration__Output } from '../../../portico/notifications/v1/SlackIntegration';
import type { TenantIntegrations as _portico_notifications_v1_TenantIntegrations, TenantIntegrations__Output as _portico_notifications_v1_TenantIntegrations__Output } from '../../../portico/notifications/v1/TenantIntegrations';
import type { TestWebhookEndpointRequest as _portico_notifications_v1_TestWebhookEndpointRequest, TestWebhookEndpointRequest__Output as _portico_notifications_v1_TestWebhookEndpointRequest__Output } from '../../../portico/notifications/v1/TestWebhookEndpointRequest';
import type { ToggleCronJobRequest as _portico_notifications_v1_ToggleCronJobRequest, ToggleCronJobRequest__Output as _portico_notifications_v1_ToggleCronJobRequest__Output } from '../../../portico/notifications/v1/ToggleCronJobRequest';
import type { WebhookDelivery as _portico_notifications_v1_WebhookDelivery, WebhookDelivery__Output as _portico_notifications_v1_WebhookDelivery__Output } from '../../../portico/notifications/v1/WebhookDelivery';
import type { WebhookEndpoint as _portico_notifications_v1_WebhookEndpoint, WebhookEndpoint__Output as _portico_notifications_v1_WebhookEndpoint__Output } from '../../../portico/notifications/v1/WebhookEndpoint';

export interface NotificationsServiceClient extends grpc.Client {
  Announce(argument: _portico_notifications_v1_AnnounceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  Announce(argument: _portico_notifications_v1_AnnounceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  Announce(argument: _portico_notifications_v1_AnnounceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  Announce(argument: _portico_notifications_v1_AnnounceRequest, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  announce(argument: _portico_notifications_v1_AnnounceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  announce(argument: _portico_notifications_v1_AnnounceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  announce(argument: _portico_notifications_v1_AnnounceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  announce(argument: _portico_notifications_v1_AnnounceRequest, callback: grpc.requestCallback<_portico_notifications_v1_Announcement__Output>): grpc.ClientUnaryCall;
  
  CancelJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _portico_notifications_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  CancelJob(argument: _portico_notifications_v1_JobIdRequest, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _portico_notifications_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  cancelJob(argument: _portico_notifications_v1_JobIdRequest, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  
  CreateRule(argument: _portico_notifications_v1_CreateRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  CreateRule(argument: _portico_notifications_v1_CreateRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  CreateRule(argument: _portico_notifications_v1_CreateRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  CreateRule(argument: _portico_notifications_v1_CreateRuleRequest, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  createRule(argument: _portico_notifications_v1_CreateRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  createRule(argument: _portico_notifications_v1_CreateRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  createRule(argument: _portico_notifications_v1_CreateRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  createRule(argument: _portico_notifications_v1_CreateRuleRequest, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  
  CreateWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  CreateWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  CreateWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  CreateWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _portico_notifications_v1_CreateWebhookEndpointRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  
  DeleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  DeleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  DeleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  DeleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  deleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  deleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  deleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  deleteRule(argument: _portico_notifications_v1_DeleteRuleRequest, callback: grpc.requestCallback<_portico_notifications_v1_DeleteRuleResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _portico_notifications_v1_DeleteWebhookEndpointRequest, callback: grpc.requestCallback<_portico_notifications_v1_DeleteWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  
  EnqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  EnqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  EnqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  EnqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  enqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  enqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  enqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  enqueueJob(argument: _portico_notifications_v1_EnqueueJobRequest, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  
  GetQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  GetQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  GetQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  GetQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  getQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  getQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  getQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  getQueueDepth(argument: _portico_notifications_v1_GetQueueDepthRequest, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepth__Output>): grpc.ClientUnaryCall;
  
  GetSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  GetSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  GetSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  GetSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  getSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  getSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  getSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  getSlackIntegration(argument: _portico_notifications_v1_GetSlackIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  
  GetTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  GetTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  GetTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  GetTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  getTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  getTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  getTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  getTenantIntegrations(argument: _portico_notifications_v1_GetTenantIntegrationsRequest, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  
  ListActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  ListActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  ListActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  ListActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  listActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  listActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  listActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  listActiveBanners(argument: _portico_notifications_v1_ListActiveBannersRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListActiveBannersResponse__Output>): grpc.ClientUnaryCall;
  
  ListAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  ListAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  ListAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  ListAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  listAnnouncements(argument: _portico_notifications_v1_ListAnnouncementsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListAnnouncementsResponse__Output>): grpc.ClientUnaryCall;
  
  ListCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  ListCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  ListCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  ListCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  listCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  listCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  listCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  listCronJobs(argument: _portico_notifications_v1_ListCronJobsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListCronJobsResponse__Output>): grpc.ClientUnaryCall;
  
  ListGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listGlobalIntegrations(argument: _portico_notifications_v1_ListGlobalIntegrationsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListGlobalIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  ListQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  ListQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  ListQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  listQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  listQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  listQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  listQueueDepthSamples(argument: _portico_notifications_v1_ListQueueDepthSamplesRequest, callback: grpc.requestCallback<_portico_notifications_v1_QueueDepthSamples__Output>): grpc.ClientUnaryCall;
  
  ListRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  ListRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  ListRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  ListRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  listRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  listRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  listRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  listRecentJobs(argument: _portico_notifications_v1_ListRecentJobsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListRecentJobsResponse__Output>): grpc.ClientUnaryCall;
  
  ListRules(argument: _portico_notifications_v1_ListRulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  ListRules(argument: _portico_notifications_v1_ListRulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  ListRules(argument: _portico_notifications_v1_ListRulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  ListRules(argument: _portico_notifications_v1_ListRulesRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  listRules(argument: _portico_notifications_v1_ListRulesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  listRules(argument: _portico_notifications_v1_ListRulesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  listRules(argument: _portico_notifications_v1_ListRulesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  listRules(argument: _portico_notifications_v1_ListRulesRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListRulesResponse__Output>): grpc.ClientUnaryCall;
  
  ListTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  listTenantIntegrations(argument: _portico_notifications_v1_ListTenantIntegrationsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListTenantIntegrationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _portico_notifications_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _portico_notifications_v1_ListWebhookEndpointsRequest, callback: grpc.requestCallback<_portico_notifications_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  
  ReplayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  ReplayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  ReplayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  ReplayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  replayWebhookDelivery(argument: _portico_notifications_v1_ReplayWebhookDeliveryRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  
  RetryJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  RetryJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  RetryJob(argument: _portico_notifications_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  RetryJob(argument: _portico_notifications_v1_JobIdRequest, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _portico_notifications_v1_JobIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _portico_notifications_v1_JobIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  retryJob(argument: _portico_notifications_v1_JobIdRequest, callback: grpc.requestCallback<_portico_notifications_v1_Job__Output>): grpc.ClientUnaryCall;
  
  RotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _portico_notifications_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  
  SetGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  SetGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  SetGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  SetGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  setGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  setGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  setGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  setGlobalIntegration(argument: _portico_notifications_v1_SetGlobalIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_GlobalIntegration__Output>): grpc.ClientUnaryCall;
  
  SetRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  SetRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  SetRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  SetRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  setRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  setRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  setRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  setRuleEnabled(argument: _portico_notifications_v1_SetRuleEnabledRequest, callback: grpc.requestCallback<_portico_notifications_v1_Rule__Output>): grpc.ClientUnaryCall;
  
  SetSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  SetSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  SetSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  SetSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  setSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  setSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  setSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  setSlackIntegration(argument: _portico_notifications_v1_SetSlackIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_SlackIntegration__Output>): grpc.ClientUnaryCall;
  
  SetTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  SetTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  SetTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  SetTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  setTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  setTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  setTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  setTenantIntegration(argument: _portico_notifications_v1_SetTenantIntegrationRequest, callback: grpc.requestCallback<_portico_notifications_v1_TenantIntegrations__Output>): grpc.ClientUnaryCall;
  
  TestWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  TestWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  TestWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  TestWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhookEndpoint(argument: _portico_notifications_v1_TestWebhookEndpointRequest, callback: grpc.requestCallback<_portico_notifications_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  
  ToggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  ToggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  ToggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  ToggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  toggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  toggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  toggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  toggleCronJob(argument: _portico_notifications_v1_ToggleCronJobRequest, callback: grpc.requestCallback<_portico_notifications_v1_CronJob__Output>): grpc.ClientUnaryCall;
  
}

export interface NotificationsServiceHandlers extends grpc.UntypedServiceImplementation {
  Announce: grpc.handleUnaryCall<_portico_notifications_v1_AnnounceRequest__Output, _portico_notifications_v1_Announcement>;
  
  CancelJob: grpc.handleUnaryCall<_portico_notifications_v1_JobIdRequest__Output, _portico_notifications_v1_Job>;
  
  CreateRule: grpc.handleUnaryCall<_portico_notifications_v1_CreateRuleRequest__Output, _portico_notifications_v1_Rule>;
  
  CreateWebhookEndpoint: grpc.handleUnaryCall<_portico_notifications_v1_CreateWebhookEndpointRequest__Output, _portico_notifications_v1_WebhookEndpoint>;
  
  DeleteRule: grpc.handleUnaryCall<_portico_notifications_v1_DeleteRuleRequest__Output, _portico_notifications_v1_DeleteRuleResponse>;
  
  DeleteWebhookEndpoint: grpc.handleUnaryCall<_portico_notifications_v1_DeleteWebhookEndpointRequest__Output, _portico_notifications_v1_DeleteWebhookEndpointResponse>;
  
  EnqueueJob: grpc.handleUnaryCall<_portico_notifications_v1_EnqueueJobRequest__Output, _portico_notifications_v1_Job>;
  
  GetQueueDepth: grpc.handleUnaryCall<_portico_notifications_v1_GetQueueDepthRequest__Output, _portico_notifications_v1_QueueDepth>;
  
  GetSlackIntegration: grpc.handleUnaryCall<_portico_notifications_v1_GetSlackIntegrationRequest__Output, _portico_notifications_v1_SlackIntegration>;
  
  GetTenantIntegrations: grpc.handleUnaryCall<_portico_notifications_v1_GetTenantIntegrationsRequest__Output, _portico_notifications_v1_TenantIntegrations>;
  
  ListActiveBanners: grpc.handleUnaryCall<_portico_notifications_v1_ListActiveBannersRequest__Output, _portico_notifications_v1_ListActiveBannersResponse>;
  
  ListAnnouncements: grpc.handleUnaryCall<_portico_notifications_v1_ListAnnouncementsRequest__Output, _portico_notifications_v1_ListAnnouncementsResponse>;
  
  ListCronJobs: grpc.handleUnaryCall<_portico_notifications_v1_ListCronJobsRequest__Output, _portico_notifications_v1_ListCronJobsResponse>;
  
  ListGlobalIntegrations: grpc.handleUnaryCall<_portico_notifications_v1_ListGlobalIntegrationsRequest__Output, _portico_notifications_v1_ListGlobalIntegrationsResponse>;
  
  ListQueueDepthSamples: grpc.handleUnaryCall<_portico_notifications_v1_ListQueueDepthSamplesRequest__Output, _portico_notifications_v1_QueueDepthSamples>;
  
  ListRecentJobs: grpc.handleUnaryCall<_portico_notifications_v1_ListRecentJobsRequest__Output, _portico_notifications_v1_ListRecentJobsResponse>;
  
  ListRules: grpc.handleUnaryCall<_portico_notifications_v1_ListRulesRequest__Output, _portico_notifications_v1_ListRulesResponse>;
  
  ListTenantIntegrations: grpc.handleUnaryCall<_portico_notifications_v1_ListTenantIntegrationsRequest__Output, _portico_notifications_v1_ListTenantIntegrationsResponse>;
  
  ListWebhookDeliveries: grpc.handleUnaryCall<_portico_notifications_v1_ListWebhookDeliveriesRequest__Output, _portico_notifications_v1_ListWebhookDeliveriesResponse>;
  
  ListWebhookEndpoints: grpc.handleUnaryCall<_portico_notifications_v1_ListWebhookEndpointsRequest__Output, _portico_notifications_v1_ListWebhookEndpointsResponse>;
  
  ReplayWebhookDelivery: grpc.handleUnaryCall<_portico_notifications_v1_ReplayWebhookDeliveryRequest__Output, _portico_notifications_v1_WebhookDelivery>;
  
  RetryJob: grpc.handleUnaryCall<_portico_notifications_v1_JobIdRequest__Output, _portico_notifications_v1_Job>;
  
  RotateWebhookSecret: grpc.handleUnaryCall<_portico_notifications_v1_RotateWebhookSecretRequest__Output, _portico_notifications_v1_WebhookEndpoint>;
  
  SetGlobalIntegration: grpc.handleUnaryCall<_portico_notifications_v1_SetGlobalIntegrationRequest__Output, _portico_notifications_v1_GlobalIntegration>;
  
  SetRuleEnabled: grpc.handleUnaryCall<_portico_notifications_v1_SetRuleEnabledRequest__Output, _portico_notifications_v1_Rule>;
  
  SetSlackIntegration: grpc.handleUnaryCall<_portico_notifications_v1_SetSlackIntegrationRequest__Output, _portico_notifications_v1_SlackIntegration>;
  
  SetTenantIntegration: grpc.handleUnaryCall<_portico_notifications_v1_SetTenantIntegrationRequest__Output, _portico_notifications_v1_TenantIntegrations>;
  
  TestWebhookEndpoint: grpc.handleUnaryCall<_portico_notifications_v1_TestWebhookEndpointRequest__Output, _portico_notifications_v1_WebhookDelivery>;
  
  ToggleCronJob: grpc.handleUnaryCall<_portico_notifications_v1_ToggleCronJobRequest__Output, _portico_notifications_v1_CronJob>;
  
}

export interface NotificationsServiceDefinition extends grpc.ServiceDefinition {
  Announce: MethodDefinition<_portico_notifications_v1_AnnounceRequest, _portico_notifications_v1_Announcement, _portico_notifications_v1_AnnounceRequest__Output, _portico_notifications_v1_Announcement__Output>
  CancelJob: MethodDefinition<_portico_notifications_v1_JobIdRequest, _portico_notifications_v1_Job, _portico_notifications_v1_JobIdRequest__Output, _portico_notifications_v1_Job__Output>
  CreateRule: MethodDefinition<_portico_notifications_v1_CreateRuleRequest, _portico_notifications_v1_Rule, _portico_notifications_v1_CreateRuleRequest__Output, _portico_notifications_v1_Rule__Output>
  CreateWebhookEndpoint: MethodDefinition<_portico_notifications_v1_CreateWebhookEndpointRequest, _portico_notifications_v1_WebhookEndpoint, _portico_notifications_v1_CreateWebhookEndpointRequest__Output, _portico_notifications_v1_WebhookEndpoint__Output>
  DeleteRule: MethodDefinition<_portico_notifications_v1_DeleteRuleRequest, _portico_notifications_v1_DeleteRuleResponse, _portico_notifications_v1_DeleteRuleRequest__Output, _portico_notifications_v1_DeleteRuleResponse__Output>
  DeleteWebhookEndpoint: MethodDefinition<_portico_notifications_v1_DeleteWebhookEndpointRequest, _portico_notifications_v1_DeleteWebhookEndpointResponse, _portico_notifications_v1_DeleteWebhookEndpointRequest__Output, _portico_notifications_v1_DeleteWebhookEndpointResponse__Output>
  EnqueueJob: MethodDefinition<_portico_notifications_v1_EnqueueJobRequest, _portico_notifications_v1_Job, _portico_notifications_v1_EnqueueJobRequest__Output, _portico_notifications_v1_Job__Output>
  GetQueueDepth: MethodDefinition<_portico_notifications_v1_GetQueueDepthRequest, _portico_notifications_v1_QueueDepth, _portico_notifications_v1_GetQueueDepthRequest__Output, _portico_notifications_v1_QueueDepth__Output>
  GetSlackIntegration: MethodDefinition<_portico_notifications_v1_GetSlackIntegrationRequest, _portico_notifications_v1_SlackIntegration, _portico_notifications_v1_GetSlackIntegrationRequest__Output, _portico_notifications_v1_SlackIntegration__Output>
  GetTenantIntegrations: MethodDefinition<_portico_notifications_v1_GetTenantIntegrationsRequest, _portico_notifications_v1_TenantIntegrations, _portico_notifications_v1_GetTenantIntegrationsRequest__Output, _portico_notifications_v1_TenantIntegrations__Output>
  ListActiveBanners: MethodDefinition<_portico_notifications_v1_ListActiveBannersRequest, _portico_notifications_v1_ListActiveBannersResponse, _portico_notifications_v1_ListActiveBannersRequest__Output, _portico_notifications_v1_ListActiveBannersResponse__Output>
  ListAnnouncements: MethodDefinition<_portico_notifications_v1_ListAnnouncementsRequest, _portico_notifications_v1_ListAnnouncementsResponse, _portico_notifications_v1_ListAnnouncementsRequest__Output, _portico_notifications_v1_ListAnnouncementsResponse__Output>
  ListCronJobs: MethodDefinition<_portico_notifications_v1_ListCronJobsRequest, _portico_notifications_v1_ListCronJobsResponse, _portico_notifications_v1_ListCronJobsRequest__Output, _portico_notifications_v1_ListCronJobsResponse__Output>
  ListGlobalIntegrations: MethodDefinition<_portico_notifications_v1_ListGlobalIntegrationsRequest, _portico_notifications_v1_ListGlobalIntegrationsResponse, _portico_notifications_v1_ListGlobalIntegrationsRequest__Output, _portico_notifications_v1_ListGlobalIntegrationsResponse__Output>
  ListQueueDepthSamples: MethodDefinition<_portico_notifications_v1_ListQueueDepthSamplesRequest, _portico_notifications_v1_QueueDepthSamples, _portico_notifications_v1_ListQueueDepthSamplesRequest__Output, _portico_notifications_v1_QueueDepthSamples__Output>
  ListRecentJobs: MethodDefinition<_portico_notifications_v1_ListRecentJobsRequest, _portico_notifications_v1_ListRecentJobsResponse, _portico_notifications_v1_ListRecentJobsRequest__Output, _portico_notifications_v1_ListRecentJobsResponse__Output>
  ListRules: MethodDefinition<_portico_notifications_v1_ListRulesRequest, _portico_notifications_v1_ListRulesResponse, _portico_notifications_v1_ListRulesRequest__Output, _portico_notifications_v1_ListRulesResponse__Output>
  ListTenantIntegrations: MethodDefinition<_portico_notifications_v1_ListTenantIntegrationsRequest, _portico_notifications_v1_ListTenantIntegrationsResponse, _portico_notifications_v1_ListTenantIntegrationsRequest__Output, _portico_notifications_v1_ListTenantIntegrationsResponse__Output>
  ListWebhookDeliveries: MethodDefinition<_portico_notifications_v1_ListWebhookDeliveriesRequest, _portico_notifications_v1_ListWebhookDeliveriesResponse, _portico_notifications_v1_ListWebhookDeliveriesRequest__Output, _portico_notifications_v1_ListWebhookDeliveriesResponse__Output>
  ListWebhookEndpoints: MethodDefinition<_portico_notifications_v1_ListWebhookEndpointsRequest, _portico_notifications_v1_ListWebhookEndpointsResponse, _portico_notifications_v1_ListWebhookEndpointsRequest__Output, _portico_notifications_v1_ListWebhookEndpointsResponse__Output>
  ReplayWebhookDelivery: MethodDefinition<_portico_notifications_v1_ReplayWebhookDeliveryRequest, _portico_notifications_v1_WebhookDelivery, _portico_notifications_v1_ReplayWebhookDeliveryRequest__Output, _portico_notifications_v1_WebhookDelivery__Output>
  RetryJob: MethodDefinition<_portico_notifications_v1_JobIdRequest, _portico_notifications_v1_Job, _portico_notifications_v1_JobIdRequest__Output, _portico_notifications_v1_Job__Output>
  RotateWebhookSecret: MethodDefinition<_portico_notifications_v1_RotateWebhookSecretRequest, _portico_notifications_v1_WebhookEndpoint, _portico_notifications_v1_RotateWebhookSecretRequest__Output, _portico_notifications_v1_WebhookEndpoint__Output>
  SetGlobalIntegration: MethodDefinition<_portico_notifications_v1_SetGlobalIntegrationRequest, _portico_notifications_v1_GlobalIntegration, _portico_notifications_v1_SetGlobalIntegrationRequest__Output, _portico_notifications_v1_GlobalIntegration__Output>
  SetRuleEnabled: MethodDefinition<_portico_notifications_v1_SetRuleEnabledRequest, _portico_notifications_v1_Rule, _portico_notifications_v1_SetRuleEnabledRequest__Output, _portico_notifications_v1_Rule__Output>
  SetSlackIntegration: MethodDefinition<_portico_notifications_v1_SetSlackIntegrationRequest, _portico_notifications_v1_SlackIntegration, _portico_notifications_v1_SetSlackIntegrationRequest__Output, _portico_notifications_v1_SlackIntegration__Output>
  SetTenantIntegration: MethodDefinition<_portico_notifications_v1_SetTenantIntegrationRequest, _portico_notifications_v1_TenantIntegrations, _portico_notifications_v1_SetTenantIntegrationRequest__Output, _portico_notifications_v1_TenantIntegrations__Output>
  TestWebhookEndpoint: MethodDefinition<_portico_notifications_v1_TestWebhookEndpointRequest, _portico_notifications_v1_WebhookDelivery, _portico_notifications_v1_TestWebhookEndpointRequest__Output, _portico_notifications_v1_WebhookDelivery__Output>
  ToggleCronJob: MethodDefinition<_portico_notifications_v1_ToggleCronJobRequest, _portico_notifications_v1_CronJob, _portico_notifications_v1_ToggleCronJobRequest__Output, _portico_notifications_v1_CronJob__Output>
}
