import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddSeats as _portico_billing_v1_AddSeats, AddSeats__Output as _portico_billing_v1_AddSeats__Output } from './portico/billing/v1/AddSeats';
import type { BillingServiceClient as _portico_billing_v1_BillingServiceClient, BillingServiceDefinition as _portico_billing_v1_BillingServiceDefinition } from './portico/billing/v1/BillingService';
import type { BillingSummary as _portico_billing_v1_BillingSummary, BillingSummary__Output as _portico_billing_v1_BillingSummary__Output } from './portico/billing/v1/BillingSummary';
import type { CheckoutSession as _portico_billing_v1_CheckoutSession, CheckoutSession__Output as _portico_billing_v1_CheckoutSession__Output } from './portico/billing/v1/CheckoutSession';
import type { ClaimCheckoutRequest as _portico_billing_v1_ClaimCheckoutRequest, ClaimCheckoutRequest__Output as _portico_billing_v1_ClaimCheckoutRequest__Output } from './portico/billing/v1/ClaimCheckoutRequest';
import type { ClaimCheckoutResponse as _portico_billing_v1_ClaimCheckoutResponse, ClaimCheckoutResponse__Output as _portico_billing_v1_ClaimCheckoutResponse__Output } from './portico/billing/v1/ClaimCheckoutResponse';
import type { ConfirmSandboxCheckoutRequest as _portico_billing_v1_ConfirmSandboxCheckoutRequest, ConfirmSandboxCheckoutRequest__Output as _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output } from './portico/billing/v1/ConfirmSandboxCheckoutRequest';
import type { ConfirmSandboxCheckoutResponse as _portico_billing_v1_ConfirmSandboxCheckoutResponse, ConfirmSandboxCheckoutResponse__Output as _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output } from './portico/billing/v1/ConfirmSandboxCheckoutResponse';
import type { CreateCheckoutRequest as _portico_billing_v1_CreateCheckoutRequest, CreateCheckoutRequest__Output as _portico_billing_v1_CreateCheckoutRequest__Output } from './portico/billing/v1/CreateCheckoutRequest';
import type { CreatePortalSessionRequest as _portico_billing_v1_CreatePortalSessionRequest, CreatePortalSessionRequest__Output as _portico_billing_v1_CreatePortalSessionRequest__Output } from './portico/billing/v1/CreatePortalSessionRequest';
import type { Entitlements as _portico_billing_v1_Entitlements, Entitlements__Output as _portico_billing_v1_Entitlements__Output } from './portico/billing/v1/Entitlements';
import type { GetEntitlementsRequest as _portico_billing_v1_GetEntitlementsRequest, GetEntitlementsRequest__Output as _portico_billing_v1_GetEntitlementsRequest__Output } from './portico/billing/v1/GetEntitlementsRequest';
import type { GetRevenueRequest as _portico_billing_v1_GetRevenueRequest, GetRevenueRequest__Output as _portico_billing_v1_GetRevenueRequest__Output } from './portico/billing/v1/GetRevenueRequest';
import type { GetSummaryRequest as _portico_billing_v1_GetSummaryRequest, GetSummaryRequest__Output as _portico_billing_v1_GetSummaryRequest__Output } from './portico/billing/v1/GetSummaryRequest';
import type { HandleProviderWebhookRequest as _portico_billing_v1_HandleProviderWebhookRequest, HandleProviderWebhookRequest__Output as _portico_billing_v1_HandleProviderWebhookRequest__Output } from './portico/billing/v1/HandleProviderWebhookRequest';
import type { HandleProviderWebhookResponse as _portico_billing_v1_HandleProviderWebhookResponse, HandleProviderWebhookResponse__Output as _portico_billing_v1_HandleProviderWebhookResponse__Output } from './portico/billing/v1/HandleProviderWebhookResponse';
import type { Invoice as _portico_billing_v1_Invoice, Invoice__Output as _portico_billing_v1_Invoice__Output } from './portico/billing/v1/Invoice';
import type { ListPlansRequest as _portico_billing_v1_ListPlansRequest, ListPlansRequest__Output as _portico_billing_v1_ListPlansRequest__Output } from './portico/billing/v1/ListPlansRequest';
import type { ListPlansResponse as _portico_billing_v1_ListPlansResponse, ListPlansResponse__Output as _portico_billing_v1_ListPlansResponse__Output } from './portico/billing/v1/ListPlansResponse';
import type { ListSubscriptionsRequest as _portico_billing_v1_ListSubscriptionsRequest, ListSubscriptionsRequest__Output as _portico_billing_v1_ListSubscriptionsRequest__Output } from './portico/billing/v1/ListSubscriptionsRequest';
import type { ListSubscriptionsResponse as _portico_billing_v1_ListSubscriptionsResponse, ListSubscriptionsResponse__Output as _portico_billing_v1_ListSubscriptionsResponse__Output } from './portico/billing/v1/ListSubscriptionsResponse';
import type { Plan as _portico_billing_v1_Plan, Plan__Output as _portico_billing_v1_Plan__Output } from './portico/billing/v1/Plan';
import type { PlanCount as _portico_billing_v1_PlanCount, PlanCount__Output as _portico_billing_v1_PlanCount__Output } from './portico/billing/v1/PlanCount';
import type { PortalSession as _portico_billing_v1_PortalSession, PortalSession__Output as _portico_billing_v1_PortalSession__Output } from './portico/billing/v1/PortalSession';
import type { Revenue as _portico_billing_v1_Revenue, Revenue__Output as _portico_billing_v1_Revenue__Output } from './portico/billing/v1/Revenue';
import type { SandboxCheckout as _portico_billing_v1_SandboxCheckout, SandboxCheckout__Output as _portico_billing_v1_SandboxCheckout__Output } from './portico/billing/v1/SandboxCheckout';
import type { SignedProviderEvent as _portico_billing_v1_SignedProviderEvent, SignedProviderEvent__Output as _portico_billing_v1_SignedProviderEvent__Output } from './portico/billing/v1/SignedProviderEvent';
import type { SignupCheckout as _portico_billing_v1_SignupCheckout, SignupCheckout__Output as _portico_billing_v1_SignupCheckout__Output } from './portico/billing/v1/SignupCheckout';
import type { StartSubscriptionRequest as _portico_billing_v1_StartSubscriptionRequest, StartSubscriptionRequest__Output as _portico_billing_v1_StartSubscriptionRequest__Output } from './portico/billing/v1/StartSubscriptionRequest';
import type { Subscription as _portico_billing_v1_Subscription, Subscription__Output as _portico_billing_v1_Subscription__Output } from './portico/billing/v1/Subscription';
import type { UpgradePlan as _portico_billing_v1_UpgradePlan, UpgradePlan__Output as _portico_billing_v1_UpgradePlan__Output } from './portico/billing/v1/UpgradePlan';
import type { VerifyCheckoutRequest as _portico_billing_v1_VerifyCheckoutRequest, VerifyCheckoutRequest__Output as _portico_billing_v1_VerifyCheckoutRequest__Output } from './portico/billing/v1/VerifyCheckoutRequest';
import type { VerifyCheckoutResponse as _portico_billing_v1_VerifyCheckoutResponse, VerifyCheckoutResponse__Output as _portico_billing_v1_VerifyCheckoutResponse__Output } from './portico/billing/v1/VerifyCheckoutResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    billing: {
      v1: {
        AddSeats: MessageTypeDefinition<_portico_billing_v1_AddSeats, _portico_billing_v1_AddSeats__Output>
        BillingService: SubtypeConstructor<typeof grpc.Client, _portico_billing_v1_BillingServiceClient> & { service: _portico_billing_v1_BillingServiceDefinition }
        BillingSummary: MessageTypeDefinition<_portico_billing_v1_BillingSummary, _portico_billing_v1_BillingSummary__Output>
        CheckoutSession: MessageTypeDefinition<_portico_billing_v1_CheckoutSession, _portico_billing_v1_CheckoutSession__Output>
        ClaimCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_ClaimCheckoutRequest, _portico_billing_v1_ClaimCheckoutRequest__Output>
        ClaimCheckoutResponse: MessageTypeDefinition<_portico_billing_v1_ClaimCheckoutResponse, _portico_billing_v1_ClaimCheckoutResponse__Output>
        ConfirmSandboxCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_ConfirmSandboxCheckoutRequest, _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output>
        ConfirmSandboxCheckoutResponse: MessageTypeDefinition<_portico_billing_v1_ConfirmSandboxCheckoutResponse, _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>
        CreateCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_CreateCheckoutRequest, _portico_billing_v1_CreateCheckoutRequest__Output>
        CreatePortalSessionRequest: MessageTypeDefinition<_portico_billing_v1_CreatePortalSessionRequest, _portico_billing_v1_CreatePortalSessionRequest__Output>
        Entitlements: MessageTypeDefinition<_portico_billing_v1_Entitlements, _portico_billing_v1_Entitlements__Output>
        GetEntitlementsRequest: MessageTypeDefinition<_portico_billing_v1_GetEntitlementsRequest, _portico_billing_v1_GetEntitlementsRequest__Output>
        GetRevenueRequest: MessageTypeDefinition<_portico_billing_v1_GetRevenueRequest, _portico_billing_v1_GetRevenueRequest__Output>
        GetSummaryRequest: MessageTypeDefinition<_portico_billing_v1_GetSummaryRequest, _portico_billing_v1_GetSummaryRequest__Output>
        HandleProviderWebhookRequest: MessageTypeDefinition<_portico_billing_v1_HandleProviderWebhookRequest, _portico_billing_v1_HandleProviderWebhookRequest__Output>
        HandleProviderWebhookResponse: MessageTypeDefinition<_portico_billing_v1_HandleProviderWebhookResponse, _portico_billing_v1_HandleProviderWebhookResponse__Output>
        Invoice: MessageTypeDefinition<_portico_billing_v1_Invoice, _portico_billing_v1_Invoice__Output>
        ListPlansRequest: MessageTypeDefinition<_portico_billing_v1_ListPlansRequest, _portico_billing_v1_ListPlansRequest__Output>
        ListPlansResponse: MessageTypeDefinition<_portico_billing_v1_ListPlansResponse, _portico_billing_v1_ListPlansResponse__Output>
        ListSubscriptionsRequest: MessageTypeDefinition<_portico_billing_v1_ListSubscriptionsRequest, _portico_billing_v1_ListSubscriptionsRequest__Output>
        ListSubscriptionsResponse: MessageTypeDefinition<_portico_billing_v1_ListSubscriptionsResponse, _portico_billing_v1_ListSubscriptionsResponse__Output>
        Plan: MessageTypeDefinition<_portico_billing_v1_Plan, _portico_billing_v1_Plan__Output>
        PlanCount: MessageTypeDefinition<_portico_billing_v1_PlanCount, _portico_billing_v1_PlanCount__Output>
        PortalSession: MessageTypeDefinition<_portico_billing_v1_PortalSession, _portico_billing_v1_PortalSession__Output>
        Revenue: MessageTypeDefinition<_portico_billing_v1_Revenue, _portico_billing_v1_Revenue__Output>
        SandboxCheckout: MessageTypeDefinition<_portico_billing_v1_SandboxCheckout, _portico_billing_v1_SandboxCheckout__Output>
        SignedProviderEvent: MessageTypeDefinition<_portico_billing_v1_SignedProviderEvent, _portico_billing_v1_SignedProviderEvent__Output>
        SignupCheckout: MessageTypeDefinition<_portico_billing_v1_SignupCheckout, _portico_billing_v1_SignupCheckout__Output>
        StartSubscriptionRequest: MessageTypeDefinition<_portico_billing_v1_StartSubscriptionRequest, _portico_billing_v1_StartSubscriptionRequest__Output>
        Subscription: MessageTypeDefinition<_portico_billing_v1_Subscription, _portico_billing_v1_Subscription__Output>
        UpgradePlan: MessageTypeDefinition<_portico_billing_v1_UpgradePlan, _portico_billing_v1_UpgradePlan__Output>
        VerifyCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_VerifyCheckoutRequest, _portico_billing_v1_VerifyCheckoutRequest__Output>
        VerifyCheckoutResponse: MessageTypeDefinition<_portico_billing_v1_VerifyCheckoutResponse, _portico_billing_v1_VerifyCheckoutResponse__Output>
      }
    }
  }
}

