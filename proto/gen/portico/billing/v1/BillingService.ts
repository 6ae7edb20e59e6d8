// Original file: portico/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BillingSummary as _portico_billing_v1_BillingSummary, BillingSummary__Output as _portico_billing_v1_BillingSummary__Output } from '../../../portico/billing/v1/BillingSummary';
import type { CheckoutSession as _portico_billing_v1_CheckoutSession, CheckoutSession__Output as _portico_billing_v1_CheckoutSession__Output } from '../../../portico/billing/v1/CheckoutSession';
import type { ClaimCheckoutRequest as _portico_billing_v1_ClaimCheckoutRequest, ClaimCheckoutRequest__Output as _portico_billing_v1_ClaimCheckoutRequest__Output } from '../../../portico/billing/v1/ClaimCheckoutRequest';
import type { ClaimCheckoutResponse as _portico_billing_v1_ClaimCheckoutResponse, ClaimCheckoutResponse__Output as _portico_billing_v1_ClaimCheckoutResponse__Output } from '../../../portico/billing/v1/ClaimCheckoutResponse';
import type { ConfirmSandboxCheckoutRequest as _portico_billing_v1_ConfirmSandboxCheckoutRequest, ConfirmSandboxCheckoutRequest__Output as _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output } from '../../../portico/billing/v1/ConfirmSandboxCheckoutRequest';
import type { ConfirmSandboxCheckoutResponse as _portico_billing_v1_ConfirmSandboxCheckoutResponse, ConfirmSandboxCheckoutResponse__Output as _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output } from '../../../portico/billing/v1/ConfirmSandboxCheckoutResponse';
import type { CreateCheckoutRequest as _portico_billing_v1_CreateCheckoutRequest, CreateCheckoutRequest__Output as _portico_billing_v1_CreateCheckoutRequest__Output } from '../../../portico/billing/v1/CreateCheckoutRequest';
import type { CreatePortalSessionRequest as _portico_billing_v1_CreatePortalSessionRequest, CreatePortalSessionRequest__Output as _portico_billing_v1_CreatePortalSessionRequest__Output } from '../../../portico/billing/v1/CreatePortalSessionRequest';
import type { Entitlements as _portico_billing_v1_Entitlements, Entitlements__Output as _portico_billing_v1_Entitlements__Output } from '../../../portico/billing/v1/Entitlements';
import type { GetEntitlementsRequest as _portico_billing_v1_GetEntitlementsRequest, GetEntitlementsRequest__Output as _portico_billing_v1_GetEntitlementsRequest__Output } from '../../../portico/billing/v1/GetEntitlementsRequest';
import type { GetRevenueRequest as _portico_billing_v1_GetRevenueRequest, GetRevenueRequest__Output as _portico_billing_v1_GetRevenueRequest__Output } from '../../../portico/billing/v1/GetRevenueRequest';
import type { GetSummaryRequest as _portico_billing_v1_GetSummaryRequest, GetSummaryRequest__Output as _portico_billing_v1_GetSummaryRequest__Output } from '../../../portico/billing/v1/GetSummaryRequest';
import type { HandleProviderWebhookRequest as _portico_billing_v1_HandleProviderWebhookRequest, HandleProviderWebhookRequest__Output as _portico_billing_v1_HandleProviderWebhookRequest__Output } from '../../../portico/billing/v1/HandleProviderWebhookRequest';
import type { HandleProviderWebhookResponse as _portico_billing_v1_HandleProviderWebhookResponse, HandleProviderWebhookResponse__Output as _portico_billing_v1_HandleProviderWebhookResponse__Output } from '../../../portico/billing/v1/HandleProviderWebhookResponse';
import type { ListPlansRequest as _portico_billing_v1_ListPlansRequest, ListPlansRequest__Output as _portico_billing_v1_ListPlansRequest__Output } from '../../../portico/billing/v1/ListPlansRequest';
import type { ListPlansResponse as _portico_billing_v1_ListPlansResponse, ListPlansResponse__Output as _portico_billing_v1_ListPlansResponse__Output } from '../../../portico/billing/v1/ListPlansResponse';
import type { ListSubscriptionsRequest as _portico_billing_v1_ListSubscriptionsRequest, ListSubscriptionsRequest__Output as _portico_billing_v1_ListSubscriptionsRequest__Output } from '../../../portico/billing/v1/ListSubscriptionsRequest';
import type { ListSubscriptionsResponse as _portico_billing_v1_ListSubscriptionsResponse, ListSubscriptionsResponse__Output as _portico_billing_v1_ListSubscriptionsResponse__Output } from '../../../portico/billing/v1/ListSubscriptionsResponse';
import type { PortalSession as _portico_billing_v1_PortalSession, PortalSession__Output as _portico_billing_v1_PortalSession__Output } from '../../../portico/billing/v1/PortalSession';
import type { Revenue as _portico_billing_v1_Revenue, Revenue__Output as _portico_billing_v1_Revenue__Output } from '../../../portico/billing/v1/Revenue';
import type { SandboxCheckout as _portico_billing_v1_SandboxCheckout, SandboxCheckout__Output as _portico_billing_v1_SandboxCheckout__Output } from '../../../portico/billing/v1/SandboxCheckout';
import type { StartSubscriptionRequest as _portico_billing_v1_StartSubscriptionRequest, StartSubscriptionRequest__Output as _portico_billing_v1_StartSubscriptionRequest__Output } from '../../../portico/billing/v1/StartSubscriptionRequest';
import type { Subscription as _portico_billing_v1_Subscription, Subscription__Output as _portico_billing_v1_Subscription__Output } from '../../../portico/billing/v1/Subscription';
import type { VerifyCheckoutRequest as _portico_billing_v1_VerifyCheckoutRequest, VerifyCheckoutRequest__Output as _portico_billing_v1_VerifyCheckoutRequest__Output } from '../../../portico/billing/v1/VerifyCheckoutRequest';
import type { VerifyCheckoutResponse as _portico_billing_v1_VerifyCheckoutResponse, VerifyCheckoutResponse__Output as _portico_billing_v1_VerifyCheckoutResponse__Output } from '../../../portico/billing/v1/VerifyCheckoutResponse';

export interface BillingServiceClient extends grpc.Client {
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  
  GetRevenue(argument: _portico_billing_v1_GetRevenueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  GetRevenue(argument: _portico_billing_v1_GetRevenueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  GetRevenue(argument: _portico_billing_v1_GetRevenueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  GetRevenue(argument: _portico_billing_v1_GetRevenueRequest, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  getRevenue(argument: _portico_billing_v1_GetRevenueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  getRevenue(argument: _portico_billing_v1_GetRevenueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  getRevenue(argument: _portico_billing_v1_GetRevenueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  getRevenue(argument: _portico_billing_v1_GetRevenueRequest, callback: grpc.requestCallback<_portico_billing_v1_Revenue__Output>): grpc.ClientUnaryCall;
  
  GetSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  GetSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  GetSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  GetSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  getSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  getSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  getSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  getSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxCheckout__Output>): grpc.ClientUnaryCall;
  
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  ClaimCheckout: grpc.handleUnaryCall<_portico_billing_v1_ClaimCheckoutRequest__Output, _portico_billing_v1_ClaimCheckoutResponse>;
  
  ConfirmSandboxCheckout: grpc.handleUnaryCall<_portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_ConfirmSandboxCheckoutResponse>;
  
  CreateCheckout: grpc.handleUnaryCall<_portico_billing_v1_CreateCheckoutRequest__Output, _portico_billing_v1_CheckoutSession>;
  
  CreatePortalSession: grpc.handleUnaryCall<_portico_billing_v1_CreatePortalSessionRequest__Output, _portico_billing_v1_PortalSession>;
  
  GetEntitlements: grpc.handleUnaryCall<_portico_billing_v1_GetEntitlementsRequest__Output, _portico_billing_v1_Entitlements>;
  
  GetRevenue: grpc.handleUnaryCall<_portico_billing_v1_GetRevenueRequest__Output, _portico_billing_v1_Revenue>;
  
  GetSandboxCheckout: grpc.handleUnaryCall<_portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_SandboxCheckout>;
  
  GetSummary: grpc.handleUnaryCall<_portico_billing_v1_GetSummaryRequest__Output, _portico_billing_v1_BillingSummary>;
  
  HandleProviderWebhook: grpc.handleUnaryCall<_portico_billing_v1_HandleProviderWebhookRequest__Output, _portico_billing_v1_HandleProviderWebhookResponse>;
  
  ListPlans: grpc.handleUnaryCall<_portico_billing_v1_ListPlansRequest__Output, _portico_billing_v1_ListPlansResponse>;
  
  ListSubscriptions: grpc.handleUnaryCall<_portico_billing_v1_ListSubscriptionsRequest__Output, _portico_billing_v1_ListSubscriptionsResponse>;
  
  StartSubscription: grpc.handleUnaryCall<_portico_billing_v1_StartSubscriptionRequest__Output, _portico_billing_v1_Subscription>;
  
  VerifyCheckout: grpc.handleUnaryCall<_portico_billing_v1_VerifyCheckoutRequest__Output, _portico_billing_v1_VerifyCheckoutResponse>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  ClaimCheckout: MethodDefinition<_portico_billing_v1_ClaimCheckoutRequest, _portico_billing_v1_ClaimCheckoutResponse, _portico_billing_v1_ClaimCheckoutRequest__Output, _portico_billing_v1_ClaimCheckoutResponse__Output>
  ConfirmSandboxCheckout: MethodDefinition<_portico_billing_v1_ConfirmSandboxCheckoutRequest, _portico_billing_v1_ConfirmSandboxCheckoutResponse, _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>
  CreateCheckout: MethodDefinition<_portico_billing_v1_CreateCheckoutRequest, _portico_billing_v1_CheckoutSession, _portico_billing_v1_CreateCheckoutRequest__Output, _portico_billing_v1_CheckoutSession__Output>
  CreatePortalSession: MethodDefinition<_portico_billing_v1_CreatePortalSessionRequest, _portico_billing_v1_PortalSession, _portico_billing_v1_CreatePortalSessionRequest__Output, _portico_billing_v1_PortalSession__Output>
  GetEntitlements: MethodDefinition<_portico_billing_v1_GetEntitlementsRequest, _portico_billing_v1_Entitlements, _portico_billing_v1_GetEntitlementsRequest__Output, _portico_billing_v1_Entitlements__Output>
  GetRevenue: MethodDefinition<_portico_billing_v1_GetRevenueRequest, _portico_billing_v1_Revenue, _portico_billing_v1_GetRevenueRequest__Output, _portico_billing_v1_Revenue__Output>
  GetSandboxCheckout: MethodDefinition<_portico_billing_v1_ConfirmSandboxCheckoutRequest, _portico_billing_v1_SandboxCheckout, _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_SandboxCheckout__Output>
  GetSummary: MethodDefinition<_portico_billing_v1_GetSummaryRequest, _portico_billing_v1_BillingSummary, _portico_billing_v1_GetSummaryRequest__Output, _portico_billing_v1_BillingSummary__Output>
  HandleProviderWebhook: MethodDefinition<_portico_billing_v1_HandleProviderWebhookRequest, _portico_billing_v1_HandleProviderWebhookResponse, _portico_billing_v1_HandleProviderWebhookRequest__Output, _portico_billing_v1_HandleProviderWebhookResponse__Output>
  ListPlans: MethodDefinition<_portico_billing_v1_ListPlansRequest, _portico_billing_v1_ListPlansResponse, _portico_billing_v1_ListPlansRequest__Output, _portico_billing_v1_ListPlansResponse__Output>
  ListSubscriptions: MethodDefinition<_portico_billing_v1_ListSubscriptionsRequest, _portico_billing_v1_ListSubscriptionsResponse, _portico_billing_v1_ListSubscriptionsRequest__Output, _portico_billing_v1_ListSubscriptionsResponse__Output>
  StartSubscription: MethodDefinition<_portico_billing_v1_StartSubscriptionRequest, _portico_billing_v1_Subscription, _portico_billing_v1_StartSubscriptionRequest__Output, _portico_billing_v1_Subscription__Output>
  VerifyCheckout: MethodDefinition<_portico_billing_v1_VerifyCheckoutRequest, _portico_billing_v1_VerifyCheckoutResponse, _portico_billing_v1_VerifyCheckoutRequest__Output, _portico_billing_v1_VerifyCheckoutResponse__Output>
}
