import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AnnounceRequest as _portico_notifications_v1_AnnounceRequest, AnnounceRequest__Output as _portico_notifications_v1_AnnounceRequest__Output } from './portico/notifications/v1/AnnounceRequest';
import type { Announcement as _portico_notifications_v1_Announcement, Announcement__Output as _portico_notifications_v1_Announcement__Output } from './portico/notifications/v1/Announcement';
import type { Banner as _portico_notifications_v1_Banner, Banner__Output as _portico_notifications_v1_Banner__Output } from './portico/notifications/v1/Banner';
import type { CreateRuleRequest as _portico_notifications_v1_CreateRuleRequest, CreateRuleRequest__Output as _portico_notifications_v1_CreateRuleRequest__Output } from './portico/notifications/v1/CreateRuleRequest';
import type { CreateWebhookEndpointRequest as _portico_notifications_v1_CreateWebhookEndpointRequest, CreateWebhookEndpointRequest__Output as _portico_notifications_v1_CreateWebhookEndpointRequest__Output } from './portico/notifications/v1/CreateWebhookEndpointRequest';
import type { CronJob as _portico_notifications_v1_CronJob, CronJob__Output as _portico_notifications_v1_CronJob__Output } from './portico/notifications/v1/CronJob';
import type { DeleteRuleRequest as _portico_notifications_v1_DeleteRuleRequest, DeleteRuleRequest__Output as _portico_notifications_v1_DeleteRuleRequest__Output } from './portico/notifications/v1/DeleteRuleRequest';
import type { DeleteRuleResponse as _portico_notifications_v1_DeleteRuleResponse, DeleteRuleResponse__Output as _portico_notifications_v1_DeleteRuleResponse__Output } from './portico/notifications/v1/DeleteRuleResponse';
import type { DeleteWebhookEndpointRequest as _portico_notifications_v1_DeleteWebhookEndpointRequest, DeleteWebhookEndpointRequest__Output as _portico_notifications_v1_DeleteWebhookEndpointRequest__Output } from './portico/notifications/v1/DeleteWebhookEndpointRequest';
import type { DeleteWebhookEndpointResponse as _portico_notifications_v1_DeleteWebhookEndpointResponse, DeleteWebhookEndpointResponse__Output as _portico_notifications_v1_DeleteWebhookEndpointResponse__Output } from './portico/notifications/v1/DeleteWebhookEndpointResponse';
import type { EnqueueJobRequest as _portico_notifications_v1_EnqueueJobRequest, EnqueueJobRequest__Output as _portico_notifications_v1_EnqueueJobRequest__Output } from './portico/notifications/v1/EnqueueJobRequest';
import type { GetQueueDepthRequest as _portico_notifications_v1_GetQueueDepthRequest, GetQueueDepthRequest__Output as _portico_notifications_v1_GetQueueDepthRequest__Output } from './portico/notifications/v1/GetQueueDepthRequest';
import type { GetSlackIntegrationRequest as _portico_notifications_v1_GetSlackIntegrationRequest, GetSlackIntegrationRequest__Output as _portico_notifications_v1_GetSlackIntegrationRequest__Output } from './portico/notifications/v1/GetSlackIntegrationRequest';
import type { GetTenantIntegrationsRequest as _portico_notifications_v1_GetTenantIntegrationsRequest, GetTenantIntegrationsRequest__Output as _portico_notifications_v1_GetTenantIntegrationsRequest__Output } from './portico/notifications/v1/GetTenantIntegrationsRequest';
import type { GlobalIntegration as _portico_notifications_v1_GlobalIntegration, GlobalIntegration__Output as _portico_notifications_v1_GlobalIntegration__Output } from './portico/notifications/v1/GlobalIntegration';
import type { Job as _portico_notifications_v1_Job, Job__Output as _portico_notifications_v1_Job__Output } from './portico/notifications/v1/Job';
import type { JobIdRequest as _portico_notifications_v1_JobIdRequest, JobIdRequest__Output as _portico_notifications_v1_JobIdRequest__Output } from './portico/notifications/v1/JobIdRequest';
import type { ListActiveBannersRequest as _portico_notifications_v1_ListActiveBannersRequest, ListActiveBannersRequest__Output as _portico_notifications_v1_ListActiveBannersRequest__Output } from './portico/notifications/v1/ListActiveBannersRequest';
import type { ListActiveBannersResponse as _portico_notifications_v1_ListActiveBannersResponse, ListActiveBannersResponse__Output as _portico_notifications_v1_ListActiveBannersResponse__Output } from './portico/notifications/v1/ListActiveBannersResponse';
import type { ListAnnouncementsRequest as _portico_notifications_v1_ListAnnouncementsRequest, ListAnnouncementsRequest__Output as _portico_notifications_v1_ListAnnouncementsRequest__Output } from './portico/notifications/v1/ListAnnouncementsRequest';
import type { ListAnnouncementsResponse as _portico_notifications_v1_ListAnnouncementsResponse, ListAnnouncementsResponse__Output as _portico_notifications_v1_ListAnnouncementsResponse__Output } from './portico/notifications/v1/ListAnnouncementsResponse';
import type { ListCronJobsRequest as _portico_notifications_v1_ListCronJobsRequest, ListCronJobsRequest__Output as _portico_notifications_v1_ListCronJobsRequest__Output } from './portico/notifications/v1/ListCronJobsRequest';
import type { ListCronJobsResponse as _portico_notifications_v1_ListCronJobsResponse, ListCronJobsResponse__Output as _portico_notifications_v1_ListCronJobsResponse__Output } from './portico/notifications/v1/ListCronJobsResponse';
import type { ListGlobalIntegrationsRequest as _portico_notifications_v1_ListGlobalIntegrationsRequest, ListGlobalIntegrationsRequest__Output as _portico_notifications_v1_ListGlobalIntegrationsRequest__Output } from './portico/notifications/v1/ListGlobalIntegrationsRequest';
import type { ListGlobalIntegrationsResponse as _portico_notifications_v1_ListGlobalIntegrationsResponse, ListGlobalIntegrationsResponse__Output as _portico_notifications_v1_ListGlobalIntegrationsResponse__Output } from './portico/notifications/v1/ListGlobalIntegrationsResponse';
import type { ListQueueDepthSamplesRequest as _portico_notifications_v1_ListQueueDepthSamplesRequest, ListQueueDepthSamplesRequest__Output as _portico_notifications_v1_ListQueueDepthSamplesRequest__Output } from './portico/notifications/v1/ListQueueDepthSamplesRequest';
import type { ListRecentJobsRequest as _portico_notifications_v1_ListRecentJobsRequest, ListRecentJobsRequest__Output as _portico_notifications_v1_ListRecentJobsRequest__Output } from './portico/notifications/v1/ListRecentJobsRequest';
import type { ListRecentJobsResponse as _portico_notifications_v1_ListRecentJobsResponse, ListRecentJobsResponse__Output as _portico_notifications_v1_ListRecentJobsResponse__Output } from './portico/notifications/v1/ListRecentJobsResponse';
import type { ListRulesRequest as _portico_notifications_v1_ListRulesRequest, ListRulesRequest__Output as _portico_notifications_v1_ListRulesRequest__Output } from './portico/notifications/v1/ListRulesRequest';
import type { ListRulesResponse as _portico_notifications_v1_ListRulesResponse, ListRulesResponse__Output as _portico_notifications_v1_ListRulesResponse__Output } from './portico/notifications/v1/ListRulesResponse';
import type { ListTenantIntegrationsRequest as _portico_notifications_v1_ListTenantIntegrationsRequest, ListTenantIntegrationsRequest__Output as _portico_notifications_v1_ListTenantIntegrationsRequest__Output } from './portico/notifications/v1/ListTenantIntegrationsRequest';
import type { ListTenantIntegrationsResponse as _portico_notifications_v1_ListTenantIntegrationsResponse, ListTenantIntegrationsResponse__Output as _portico_notifications_v1_ListTenantIntegrationsResponse__Output } from './portico/notifications/v1/ListTenantIntegrationsResponse';
import type { ListWebhookDeliveriesRequest as _portico_notifications_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _portico_notifications_v1_ListWebhookDeliveriesRequest__Output } from './portico/notifications/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _portico_notifications_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _portico_notifications_v1_ListWebhookDeliveriesResponse__Output } from './portico/notifications/v1/ListWebhookDeliveriesResponse';
import type { ListWebhookEndpointsRequest as _portico_notifications_v1_ListWebhookEndpointsRequest, ListWebhookEndpointsRequest__Output as _portico_notifications_v1_ListWebhookEndpointsRequest__Output } from './portico/notifications/v1/ListWebhookEndpointsRequest';
import type { ListWebhookEndpointsResponse as _portico_notifications_v1_ListWebhookEndpointsResponse, ListWebhookEndpointsResponse__Output as _portico_notifications_v1_ListWebhookEndpointsResponse__Output } from './portico/notifications/v1/ListWebhookEndpointsResponse';
import type { NotificationsServiceClient as _portico_notifications_v1_NotificationsServiceClient, NotificationsServiceDefinition as _portico_notifications_v1_NotificationsServiceDefinition } from './portico/notifications/v1/NotificationsService';
import type { QueueDepth as _portico_notifications_v1_QueueDepth, QueueDepth__Output as _portico_notifications_v1_QueueDepth__Output } from './portico/notifications/v1/QueueDepth';
import type { QueueDepthSample as _portico_notifications_v1_QueueDepthSample, QueueDepthSample__Output as _portico_notifications_v1_QueueDepthSample__Output } from './portico/notifications/v1/QueueDepthSample';
import type { QueueDepthSamples as _portico_notifications_v1_QueueDepthSamples, QueueDepthSamples__Output as _portico_notifications_v1_QueueDepthSamples__Output } from './portico/notifications/v1/QueueDepthSamples';
import type { ReplayWebhookDeliveryRequest as _portico_notifications_v1_ReplayWebhookDeliveryRequest, ReplayWebhookDeliveryRequest__Output as _portico_notifications_v1_ReplayWebhookDeliveryRequest__Output } from './portico/notifications/v1/ReplayWebhookDeliveryRequest';
import type { RotateWebhookSecretRequest as _portico_notifications_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _portico_notifications_v1_RotateWebhookSecretRequest__Output } from './portico/notifications/v1/RotateWebhookSecretRequest';
import type { Rule as _portico_notifications_v1_Rule, Rule__Output as _portico_notifications_v1_Rule__Output } from './portico/notifications/v1/Rule';
import type { SetGlobalIntegrationRequest as _portico_notifications_v1_SetGlobalIntegrationRequest, SetGlobalIntegrationRequest__Output as _portico_notifications_v1_SetGlobalIntegrationRequest__Output } from './portico/notifications/v1/SetGlobalIntegrationRequest';
import type { SetRuleEnabledRequest as _portico_notifications_v1_SetRuleEnabledRequest, SetRuleEnabledRequest__Output as _portico_notifications_v1_SetRuleEnabledRequest__Output } from './portico/notifications/v1/SetRuleEnabledRequest';
import type { SetSlackIntegrationRequest as _portico_notifications_v1_SetSlackIntegrationRequest, SetSlackIntegrationRequest__Output as _portico_notifications_v1_SetSlackIntegrationRequest__Output } from './portico/notifications/v1/SetSlackIntegrationRequest';
import type { SetTenantIntegrationRequest as _portico_notifications_v1_SetTenantIntegrationRequest, SetTenantIntegrationRequest__Output as _portico_notifications_v1_SetTenantIntegrationRequest__Output } from './portico/notifications/v1/SetTenantIntegrationRequest';
import type { SlackIntegration as _portico_notifications_v1_SlackIntegration, SlackIntegration__Output as _portico_notifications_v1_SlackIntegration__Output } from './portico/notifications/v1/SlackIntegration';
import type { TenantIntegrations as _portico_notifications_v1_TenantIntegrations, TenantIntegrations__Output as _portico_notifications_v1_TenantIntegrations__Output } from './portico/notifications/v1/TenantIntegrations';
import type { TestWebhookEndpointRequest as _portico_notifications_v1_TestWebhookEndpointRequest, TestWebhookEndpointRequest__Output as _portico_notifications_v1_TestWebhookEndpointRequest__Output } from './portico/notifications/v1/TestWebhookEndpointRequest';
import type { ToggleCronJobRequest as _portico_notifications_v1_ToggleCronJobRequest, ToggleCronJobRequest__Output as _portico_notifications_v1_ToggleCronJobRequest__Output } from './portico/notifications/v1/ToggleCronJobRequest';
import type { WebhookDelivery as _portico_notifications_v1_WebhookDelivery, WebhookDelivery__Output as _portico_notifications_v1_WebhookDelivery__Output } from './portico/notifications/v1/WebhookDelivery';
import type { WebhookEndpoint as _portico_notifications_v1_WebhookEndpoint, WebhookEndpoint__Output as _portico_notifications_v1_WebhookEndpoint__Output } from './portico/notifications/v1/WebhookEndpoint';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    notifications: {
      v1: {
        AnnounceRequest: MessageTypeDefinition<_portico_notifications_v1_AnnounceRequest, _portico_notifications_v1_AnnounceRequest__Output>
        Announcement: MessageTypeDefinition<_portico_notifications_v1_Announcement, _portico_notifications_v1_Announcement__Output>
        Banner: MessageTypeDefinition<_portico_notifications_v1_Banner, _portico_notifications_v1_Banner__Output>
        CreateRuleRequest: MessageTypeDefinition<_portico_notifications_v1_CreateRuleRequest, _portico_notifications_v1_CreateRuleRequest__Output>
        CreateWebhookEndpointRequest: MessageTypeDefinition<_portico_notifications_v1_CreateWebhookEndpointRequest, _portico_notifications_v1_CreateWebhookEndpointRequest__Output>
        CronJob: MessageTypeDefinition<_portico_notifications_v1_CronJob, _portico_notifications_v1_CronJob__Output>
        DeleteRuleRequest: MessageTypeDefinition<_portico_notifications_v1_DeleteRuleRequest, _portico_notifications_v1_DeleteRuleRequest__Output>
        DeleteRuleResponse: MessageTypeDefinition<_portico_notifications_v1_DeleteRuleResponse, _portico_notifications_v1_DeleteRuleResponse__Output>
        DeleteWebhookEndpointRequest: MessageTypeDefinition<_portico_notifications_v1_DeleteWebhookEndpointRequest, _portico_notifications_v1_DeleteWebhookEndpointRequest__Output>
        DeleteWebhookEndpointResponse: MessageTypeDefinition<_portico_notifications_v1_DeleteWebhookEndpointResponse, _portico_notifications_v1_DeleteWebhookEndpointResponse__Output>
        EnqueueJobRequest: MessageTypeDefinition<_portico_notifications_v1_EnqueueJobRequest, _portico_notifications_v1_EnqueueJobRequest__Output>
        GetQueueDepthRequest: MessageTypeDefinition<_portico_notifications_v1_GetQueueDepthRequest, _portico_notifications_v1_GetQueueDepthRequest__Output>
        GetSlackIntegrationRequest: MessageTypeDefinition<_portico_notifications_v1_GetSlackIntegrationRequest, _portico_notifications_v1_GetSlackIntegrationRequest__Output>
        GetTenantIntegrationsRequest: MessageTypeDefinition<_portico_notifications_v1_GetTenantIntegrationsRequest, _portico_notifications_v1_GetTenantIntegrationsRequest__Output>
        GlobalIntegration: MessageTypeDefinition<_portico_notifications_v1_GlobalIntegration, _portico_notifications_v1_GlobalIntegration__Output>
        Job: MessageTypeDefinition<_portico_notifications_v1_Job, _portico_notifications_v1_Job__Output>
        JobIdRequest: MessageTypeDefinition<_portico_notifications_v1_JobIdRequest, _portico_notifications_v1_JobIdRequest__Output>
        ListActiveBannersRequest: MessageTypeDefinition<_portico_notifications_v1_ListActiveBannersRequest, _portico_notifications_v1_ListActiveBannersRequest__Output>
        ListActiveBannersResponse: MessageTypeDefinition<_portico_notifications_v1_ListActiveBannersResponse, _portico_notifications_v1_ListActiveBannersResponse__Output>
        ListAnnouncementsRequest: MessageTypeDefinition<_portico_notifications_v1_ListAnnouncementsRequest, _portico_notifications_v1_ListAnnouncementsRequest__Output>
        ListAnnouncementsResponse: MessageTypeDefinition<_portico_notifications_v1_ListAnnouncementsResponse, _portico_notifications_v1_ListAnnouncementsResponse__Output>
        ListCronJobsRequest: MessageTypeDefinition<_portico_notifications_v1_ListCronJobsRequest, _portico_notifications_v1_ListCronJobsRequest__Output>
        ListCronJobsResponse: MessageTypeDefinition<_portico_notifications_v1_ListCronJobsResponse, _portico_notifications_v1_ListCronJobsResponse__Output>
        ListGlobalIntegrationsRequest: MessageTypeDefinition<_portico_notifications_v1_ListGlobalIntegrationsRequest, _portico_notifications_v1_ListGlobalIntegrationsRequest__Output>
        ListGlobalIntegrationsResponse: MessageTypeDefinition<_portico_notifications_v1_ListGlobalIntegrationsResponse, _portico_notifications_v1_ListGlobalIntegrationsResponse__Output>
        ListQueueDepthSamplesRequest: MessageTypeDefinition<_portico_notifications_v1_ListQueueDepthSamplesRequest, _portico_notifications_v1_ListQueueDepthSamplesRequest__Output>
        ListRecentJobsRequest: MessageTypeDefinition<_portico_notifications_v1_ListRecentJobsRequest, _portico_notifications_v1_ListRecentJobsRequest__Output>
        ListRecentJobsResponse: MessageTypeDefinition<_portico_notifications_v1_ListRecentJobsResponse, _portico_notifications_v1_ListRecentJobsResponse__Output>
        ListRulesRequest: MessageTypeDefinition<_portico_notifications_v1_ListRulesRequest, _portico_notifications_v1_ListRulesRequest__Output>
        ListRulesResponse: MessageTypeDefinition<_portico_notifications_v1_ListRulesResponse, _portico_notifications_v1_ListRulesResponse__Output>
        ListTenantIntegrationsRequest: MessageTypeDefinition<_portico_notifications_v1_ListTenantIntegrationsRequest, _portico_notifications_v1_ListTenantIntegrationsRequest__Output>
        ListTenantIntegrationsResponse: MessageTypeDefinition<_portico_notifications_v1_ListTenantIntegrationsResponse, _portico_notifications_v1_ListTenantIntegrationsResponse__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_portico_notifications_v1_ListWebhookDeliveriesRequest, _portico_notifications_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhookDeliveriesResponse: MessageTypeDefinition<_portico_notifications_v1_ListWebhookDeliveriesResponse, _portico_notifications_v1_ListWebhookDeliveriesResponse__Output>
        ListWebhookEndpointsRequest: MessageTypeDefinition<_portico_notifications_v1_ListWebhookEndpointsRequest, _portico_notifications_v1_ListWebhookEndpointsRequest__Output>
        ListWebhookEndpointsResponse: MessageTypeDefinition<_portico_notifications_v1_ListWebhookEndpointsResponse, _portico_notifications_v1_ListWebhookEndpointsResponse__Output>
        NotificationsService: SubtypeConstructor<typeof grpc.Client, _portico_notifications_v1_NotificationsServiceClient> & { service: _portico_notifications_v1_NotificationsServiceDefinition }
        QueueDepth: MessageTypeDefinition<_portico_notifications_v1_QueueDepth, _portico_notifications_v1_QueueDepth__Output>
        QueueDepthSample: MessageTypeDefinition<_portico_notifications_v1_QueueDepthSample, _portico_notifications_v1_QueueDepthSample__Output>
        QueueDepthSamples: MessageTypeDefinition<_portico_notifications_v1_QueueDepthSamples, _portico_notifications_v1_QueueDepthSamples__Output>
        ReplayWebhookDeliveryRequest: MessageTypeDefinition<_portico_notifications_v1_ReplayWebhookDeliveryRequest, _portico_notifications_v1_ReplayWebhookDeliveryRequest__Output>
        RotateWebhookSecretRequest: MessageTypeDefinition<_portico_notifications_v1_RotateWebhookSecretRequest, _portico_notifications_v1_RotateWebhookSecretRequest__Output>
        Rule: MessageTypeDefinition<_portico_notifications_v1_Rule, _portico_notifications_v1_Rule__Output>
        SetGlobalIntegrationRequest: MessageTypeDefinition<_portico_notifications_v1_SetGlobalIntegrationRequest, _portico_notifications_v1_SetGlobalIntegrationRequest__Output>
        SetRuleEnabledRequest: MessageTypeDefinition<_portico_notifications_v1_SetRuleEnabledRequest, _portico_notifications_v1_SetRuleEnabledRequest__Output>
        SetSlackIntegrationRequest: MessageTypeDefinition<_portico_notifications_v1_SetSlackIntegrationRequest, _portico_notifications_v1_SetSlackIntegrationRequest__Output>
        SetTenantIntegrationRequest: MessageTypeDefinition<_portico_notifications_v1_SetTenantIntegrationRequest, _portico_notifications_v1_SetTenantIntegrationRequest__Output>
        SlackIntegration: MessageTypeDefinition<_portico_notifications_v1_SlackIntegration, _portico_notifications_v1_SlackIntegration__Output>
        TenantIntegrations: MessageTypeDefinition<_portico_notifications_v1_TenantIntegrations, _portico_notifications_v1_TenantIntegrations__Output>
        TestWebhookEndpointRequest: MessageTypeDefinition<_portico_notifications_v1_TestWebhookEndpointRequest, _portico_notifications_v1_TestWebhookEndpointRequest__Output>
        ToggleCronJobRequest: MessageTypeDefinition<_portico_notifications_v1_ToggleCronJobRequest, _portico_notifications_v1_ToggleCronJobRequest__Output>
        WebhookDelivery: MessageTypeDefinition<_portico_notifications_v1_WebhookDelivery, _portico_notifications_v1_WebhookDelivery__Output>
        WebhookEndpoint: MessageTypeDefinition<_portico_notifications_v1_WebhookEndpoint, _portico_notifications_v1_WebhookEndpoint__Output>
      }
    }
  }
}

