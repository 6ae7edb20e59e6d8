import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddSeats as _portico_billing_v1_AddSeats, AddSeats__Output as _portico_billing_v1_AddSeats__Output } from './portico/billing/v1/AddSeats';
import type { BillingServiceClient as _portico_billing_v1_BillingServiceClient, BillingServiceDefinition as _portico_billing_v1_BillingServiceDefinition } from './portico/billing/v1/BillingService';
import type { BillingSummary as _portico_billing_v1_BillingSummary, BillingSummary__Output as _portico_billing_v1_BillingSummary__Output } from './portico/billing/v1/BillingSummary';
import type { CancelRetainerRequest as _portico_billing_v1_CancelRetainerRequest, CancelRetainerRequest__Output as _portico_billing_v1_CancelRetainerRequest__Output } from './portico/billing/v1/CancelRetainerRequest';
import type { CheckoutSession as _portico_billing_v1_CheckoutSession, CheckoutSession__Output as _portico_billing_v1_CheckoutSession__Output } from './portico/billing/v1/CheckoutSession';
import type { ClaimCheckoutRequest as _portico_billing_v1_ClaimCheckoutRequest, ClaimCheckoutRequest__Output as _portico_billing_v1_ClaimCheckoutRequest__Output } from './portico/billing/v1/ClaimCheckoutRequest';
import type { ClaimCheckoutResponse as _portico_billing_v1_ClaimCheckoutResponse, ClaimCheckoutResponse__Output as _portico_billing_v1_ClaimCheckoutResponse__Output } from './portico/billing/v1/ClaimCheckoutResponse';
import type { ClientInvoice as _portico_billing_v1_ClientInvoice, ClientInvoice__Output as _portico_billing_v1_ClientInvoice__Output } from './portico/billing/v1/ClientInvoice';
import type { ClientInvoiceClient as _portico_billing_v1_ClientInvoiceClient, ClientInvoiceClient__Output as _portico_billing_v1_ClientInvoiceClient__Output } from './portico/billing/v1/ClientInvoiceClient';
import type { ClientInvoiceDraft as _portico_billing_v1_ClientInvoiceDraft, ClientInvoiceDraft__Output as _portico_billing_v1_ClientInvoiceDraft__Output } from './portico/billing/v1/ClientInvoiceDraft';
import type { ClientInvoiceLine as _portico_billing_v1_ClientInvoiceLine, ClientInvoiceLine__Output as _portico_billing_v1_ClientInvoiceLine__Output } from './portico/billing/v1/ClientInvoiceLine';
import type { ClientInvoicePayment as _portico_billing_v1_ClientInvoicePayment, ClientInvoicePayment__Output as _portico_billing_v1_ClientInvoicePayment__Output } from './portico/billing/v1/ClientInvoicePayment';
import type { ClientInvoicePdf as _portico_billing_v1_ClientInvoicePdf, ClientInvoicePdf__Output as _portico_billing_v1_ClientInvoicePdf__Output } from './portico/billing/v1/ClientInvoicePdf';
import type { ClientInvoiceRequest as _portico_billing_v1_ClientInvoiceRequest, ClientInvoiceRequest__Output as _portico_billing_v1_ClientInvoiceRequest__Output } from './portico/billing/v1/ClientInvoiceRequest';
import type { CompleteSandboxOnboardingRequest as _portico_billing_v1_CompleteSandboxOnboardingRequest, CompleteSandboxOnboardingRequest__Output as _portico_billing_v1_CompleteSandboxOnboardingRequest__Output } from './portico/billing/v1/CompleteSandboxOnboardingRequest';
import type { ConfirmSandboxCheckoutRequest as _portico_billing_v1_ConfirmSandboxCheckoutRequest, ConfirmSandboxCheckoutRequest__Output as _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output } from './portico/billing/v1/ConfirmSandboxCheckoutRequest';
import type { ConfirmSandboxCheckoutResponse as _portico_billing_v1_ConfirmSandboxCheckoutResponse, ConfirmSandboxCheckoutResponse__Output as _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output } from './portico/billing/v1/ConfirmSandboxCheckoutResponse';
import type { ConnectPaymentsAccountRequest as _portico_billing_v1_ConnectPaymentsAccountRequest, ConnectPaymentsAccountRequest__Output as _portico_billing_v1_ConnectPaymentsAccountRequest__Output } from './portico/billing/v1/ConnectPaymentsAccountRequest';
import type { CreateCheckoutRequest as _portico_billing_v1_CreateCheckoutRequest, CreateCheckoutRequest__Output as _portico_billing_v1_CreateCheckoutRequest__Output } from './portico/billing/v1/CreateCheckoutRequest';
import type { CreatePortalSessionRequest as _portico_billing_v1_CreatePortalSessionRequest, CreatePortalSessionRequest__Output as _portico_billing_v1_CreatePortalSessionRequest__Output } from './portico/billing/v1/CreatePortalSessionRequest';
import type { CreateRetainerRequest as _portico_billing_v1_CreateRetainerRequest, CreateRetainerRequest__Output as _portico_billing_v1_CreateRetainerRequest__Output } from './portico/billing/v1/CreateRetainerRequest';
import type { CurrencyTotals as _portico_billing_v1_CurrencyTotals, CurrencyTotals__Output as _portico_billing_v1_CurrencyTotals__Output } from './portico/billing/v1/CurrencyTotals';
import type { CurrencyVolume as _portico_billing_v1_CurrencyVolume, CurrencyVolume__Output as _portico_billing_v1_CurrencyVolume__Output } from './portico/billing/v1/CurrencyVolume';
import type { DisconnectPaymentsAccountRequest as _portico_billing_v1_DisconnectPaymentsAccountRequest, DisconnectPaymentsAccountRequest__Output as _portico_billing_v1_DisconnectPaymentsAccountRequest__Output } from './portico/billing/v1/DisconnectPaymentsAccountRequest';
import type { Entitlements as _portico_billing_v1_Entitlements, Entitlements__Output as _portico_billing_v1_Entitlements__Output } from './portico/billing/v1/Entitlements';
import type { GetEntitlementsRequest as _portico_billing_v1_GetEntitlementsRequest, GetEntitlementsRequest__Output as _portico_billing_v1_GetEntitlementsRequest__Output } from './portico/billing/v1/GetEntitlementsRequest';
import type { GetPaymentsAccountRequest as _portico_billing_v1_GetPaymentsAccountRequest, GetPaymentsAccountRequest__Output as _portico_billing_v1_GetPaymentsAccountRequest__Output } from './portico/billing/v1/GetPaymentsAccountRequest';
import type { GetPaymentsVolumeRequest as _portico_billing_v1_GetPaymentsVolumeRequest, GetPaymentsVolumeRequest__Output as _portico_billing_v1_GetPaymentsVolumeRequest__Output } from './portico/billing/v1/GetPaymentsVolumeRequest';
import type { GetRevenueRequest as _portico_billing_v1_GetRevenueRequest, GetRevenueRequest__Output as _portico_billing_v1_GetRevenueRequest__Output } from './portico/billing/v1/GetRevenueRequest';
import type { GetSummaryRequest as _portico_billing_v1_GetSummaryRequest, GetSummaryRequest__Output as _portico_billing_v1_GetSummaryRequest__Output } from './portico/billing/v1/GetSummaryRequest';
import type { HandleProviderWebhookRequest as _portico_billing_v1_HandleProviderWebhookRequest, HandleProviderWebhookRequest__Output as _portico_billing_v1_HandleProviderWebhookRequest__Output } from './portico/billing/v1/HandleProviderWebhookRequest';
import type { HandleProviderWebhookResponse as _portico_billing_v1_HandleProviderWebhookResponse, HandleProviderWebhookResponse__Output as _portico_billing_v1_HandleProviderWebhookResponse__Output } from './portico/billing/v1/HandleProviderWebhookResponse';
import type { Invoice as _portico_billing_v1_Invoice, Invoice__Output as _portico_billing_v1_Invoice__Output } from './portico/billing/v1/Invoice';
import type { ListClientInvoicesRequest as _portico_billing_v1_ListClientInvoicesRequest, ListClientInvoicesRequest__Output as _portico_billing_v1_ListClientInvoicesRequest__Output } from './portico/billing/v1/ListClientInvoicesRequest';
import type { ListClientInvoicesResponse as _portico_billing_v1_ListClientInvoicesResponse, ListClientInvoicesResponse__Output as _portico_billing_v1_ListClientInvoicesResponse__Output } from './portico/billing/v1/ListClientInvoicesResponse';
import type { ListPlansRequest as _portico_billing_v1_ListPlansRequest, ListPlansRequest__Output as _portico_billing_v1_ListPlansRequest__Output } from './portico/billing/v1/ListPlansRequest';
import type { ListPlansResponse as _portico_billing_v1_ListPlansResponse, ListPlansResponse__Output as _portico_billing_v1_ListPlansResponse__Output } from './portico/billing/v1/ListPlansResponse';
import type { ListRetainersRequest as _portico_billing_v1_ListRetainersRequest, ListRetainersRequest__Output as _portico_billing_v1_ListRetainersRequest__Output } from './portico/billing/v1/ListRetainersRequest';
import type { ListRetainersResponse as _portico_billing_v1_ListRetainersResponse, ListRetainersResponse__Output as _portico_billing_v1_ListRetainersResponse__Output } from './portico/billing/v1/ListRetainersResponse';
import type { ListSubscriptionsRequest as _portico_billing_v1_ListSubscriptionsRequest, ListSubscriptionsRequest__Output as _portico_billing_v1_ListSubscriptionsRequest__Output } from './portico/billing/v1/ListSubscriptionsRequest';
import type { ListSubscriptionsResponse as _portico_billing_v1_ListSubscriptionsResponse, ListSubscriptionsResponse__Output as _portico_billing_v1_ListSubscriptionsResponse__Output } from './portico/billing/v1/ListSubscriptionsResponse';
import type { PaySandboxInvoiceRequest as _portico_billing_v1_PaySandboxInvoiceRequest, PaySandboxInvoiceRequest__Output as _portico_billing_v1_PaySandboxInvoiceRequest__Output } from './portico/billing/v1/PaySandboxInvoiceRequest';
import type { PaymentsAccount as _portico_billing_v1_PaymentsAccount, PaymentsAccount__Output as _portico_billing_v1_PaymentsAccount__Output } from './portico/billing/v1/PaymentsAccount';
import type { PaymentsOnboardingLink as _portico_billing_v1_PaymentsOnboardingLink, PaymentsOnboardingLink__Output as _portico_billing_v1_PaymentsOnboardingLink__Output } from './portico/billing/v1/PaymentsOnboardingLink';
import type { PaymentsVolume as _portico_billing_v1_PaymentsVolume, PaymentsVolume__Output as _portico_billing_v1_PaymentsVolume__Output } from './portico/billing/v1/PaymentsVolume';
import type { Plan as _portico_billing_v1_Plan, Plan__Output as _portico_billing_v1_Plan__Output } from './portico/billing/v1/Plan';
import type { PlanCount as _portico_billing_v1_PlanCount, PlanCount__Output as _portico_billing_v1_PlanCount__Output } from './portico/billing/v1/PlanCount';
import type { PortalSession as _portico_billing_v1_PortalSession, PortalSession__Output as _portico_billing_v1_PortalSession__Output } from './portico/billing/v1/PortalSession';
import type { RefreshPaymentsAccountRequest as _portico_billing_v1_RefreshPaymentsAccountRequest, RefreshPaymentsAccountRequest__Output as _portico_billing_v1_RefreshPaymentsAccountRequest__Output } from './portico/billing/v1/RefreshPaymentsAccountRequest';
import type { Retainer as _portico_billing_v1_Retainer, Retainer__Output as _portico_billing_v1_Retainer__Output } from './portico/billing/v1/Retainer';
import type { Revenue as _portico_billing_v1_Revenue, Revenue__Output as _portico_billing_v1_Revenue__Output } from './portico/billing/v1/Revenue';
import type { SandboxCheckout as _portico_billing_v1_SandboxCheckout, SandboxCheckout__Output as _portico_billing_v1_SandboxCheckout__Output } from './portico/billing/v1/SandboxCheckout';
import type { SandboxInvoicePage as _portico_billing_v1_SandboxInvoicePage, SandboxInvoicePage__Output as _portico_billing_v1_SandboxInvoicePage__Output } from './portico/billing/v1/SandboxInvoicePage';
import type { SandboxOnboarding as _portico_billing_v1_SandboxOnboarding, SandboxOnboarding__Output as _portico_billing_v1_SandboxOnboarding__Output } from './portico/billing/v1/SandboxOnboarding';
import type { SandboxPageDone as _portico_billing_v1_SandboxPageDone, SandboxPageDone__Output as _portico_billing_v1_SandboxPageDone__Output } from './portico/billing/v1/SandboxPageDone';
import type { SandboxPageRequest as _portico_billing_v1_SandboxPageRequest, SandboxPageRequest__Output as _portico_billing_v1_SandboxPageRequest__Output } from './portico/billing/v1/SandboxPageRequest';
import type { SaveClientInvoiceRequest as _portico_billing_v1_SaveClientInvoiceRequest, SaveClientInvoiceRequest__Output as _portico_billing_v1_SaveClientInvoiceRequest__Output } from './portico/billing/v1/SaveClientInvoiceRequest';
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
        CancelRetainerRequest: MessageTypeDefinition<_portico_billing_v1_CancelRetainerRequest, _portico_billing_v1_CancelRetainerRequest__Output>
        CheckoutSession: MessageTypeDefinition<_portico_billing_v1_CheckoutSession, _portico_billing_v1_CheckoutSession__Output>
        ClaimCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_ClaimCheckoutRequest, _portico_billing_v1_ClaimCheckoutRequest__Output>
        ClaimCheckoutResponse: MessageTypeDefinition<_portico_billing_v1_ClaimCheckoutResponse, _portico_billing_v1_ClaimCheckoutResponse__Output>
        ClientInvoice: MessageTypeDefinition<_portico_billing_v1_ClientInvoice, _portico_billing_v1_ClientInvoice__Output>
        ClientInvoiceClient: MessageTypeDefinition<_portico_billing_v1_ClientInvoiceClient, _portico_billing_v1_ClientInvoiceClient__Output>
        ClientInvoiceDraft: MessageTypeDefinition<_portico_billing_v1_ClientInvoiceDraft, _portico_billing_v1_ClientInvoiceDraft__Output>
        ClientInvoiceLine: MessageTypeDefinition<_portico_billing_v1_ClientInvoiceLine, _portico_billing_v1_ClientInvoiceLine__Output>
        ClientInvoicePayment: MessageTypeDefinition<_portico_billing_v1_ClientInvoicePayment, _portico_billing_v1_ClientInvoicePayment__Output>
        ClientInvoicePdf: MessageTypeDefinition<_portico_billing_v1_ClientInvoicePdf, _portico_billing_v1_ClientInvoicePdf__Output>
        ClientInvoiceRequest: MessageTypeDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoiceRequest__Output>
        CompleteSandboxOnboardingRequest: MessageTypeDefinition<_portico_billing_v1_CompleteSandboxOnboardingRequest, _portico_billing_v1_CompleteSandboxOnboardingRequest__Output>
        ConfirmSandboxCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_ConfirmSandboxCheckoutRequest, _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output>
        ConfirmSandboxCheckoutResponse: MessageTypeDefinition<_portico_billing_v1_ConfirmSandboxCheckoutResponse, _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>
        ConnectPaymentsAccountRequest: MessageTypeDefinition<_portico_billing_v1_ConnectPaymentsAccountRequest, _portico_billing_v1_ConnectPaymentsAccountRequest__Output>
        CreateCheckoutRequest: MessageTypeDefinition<_portico_billing_v1_CreateCheckoutRequest, _portico_billing_v1_CreateCheckoutRequest__Output>
        CreatePortalSessionRequest: MessageTypeDefinition<_portico_billing_v1_CreatePortalSessionRequest, _portico_billing_v1_CreatePortalSessionRequest__Output>
        CreateRetainerRequest: MessageTypeDefinition<_portico_billing_v1_CreateRetainerRequest, _portico_billing_v1_CreateRetainerRequest__Output>
        CurrencyTotals: MessageTypeDefinition<_portico_billing_v1_CurrencyTotals, _portico_billing_v1_CurrencyTotals__Output>
        CurrencyVolume: MessageTypeDefinition<_portico_billing_v1_CurrencyVolume, _portico_billing_v1_CurrencyVolume__Output>
        DisconnectPaymentsAccountRequest: MessageTypeDefinition<_portico_billing_v1_DisconnectPaymentsAccountRequest, _portico_billing_v1_DisconnectPaymentsAccountRequest__Output>
        Entitlements: MessageTypeDefinition<_portico_billing_v1_Entitlements, _portico_billing_v1_Entitlements__Output>
        GetEntitlementsRequest: MessageTypeDefinition<_portico_billing_v1_GetEntitlementsRequest, _portico_billing_v1_GetEntitlementsRequest__Output>
        GetPaymentsAccountRequest: MessageTypeDefinition<_portico_billing_v1_GetPaymentsAccountRequest, _portico_billing_v1_GetPaymentsAccountRequest__Output>
        GetPaymentsVolumeRequest: MessageTypeDefinition<_portico_billing_v1_GetPaymentsVolumeRequest, _portico_billing_v1_GetPaymentsVolumeRequest__Output>
        GetRevenueRequest: MessageTypeDefinition<_portico_billing_v1_GetRevenueRequest, _portico_billing_v1_GetRevenueRequest__Output>
        GetSummaryRequest: MessageTypeDefinition<_portico_billing_v1_GetSummaryRequest, _portico_billing_v1_GetSummaryRequest__Output>
        HandleProviderWebhookRequest: MessageTypeDefinition<_portico_billing_v1_HandleProviderWebhookRequest, _portico_billing_v1_HandleProviderWebhookRequest__Output>
        HandleProviderWebhookResponse: MessageTypeDefinition<_portico_billing_v1_HandleProviderWebhookResponse, _portico_billing_v1_HandleProviderWebhookResponse__Output>
        Invoice: MessageTypeDefinition<_portico_billing_v1_Invoice, _portico_billing_v1_Invoice__Output>
        ListClientInvoicesRequest: MessageTypeDefinition<_portico_billing_v1_ListClientInvoicesRequest, _portico_billing_v1_ListClientInvoicesRequest__Output>
        ListClientInvoicesResponse: MessageTypeDefinition<_portico_billing_v1_ListClientInvoicesResponse, _portico_billing_v1_ListClientInvoicesResponse__Output>
        ListPlansRequest: MessageTypeDefinition<_portico_billing_v1_ListPlansRequest, _portico_billing_v1_ListPlansRequest__Output>
        ListPlansResponse: MessageTypeDefinition<_portico_billing_v1_ListPlansResponse, _portico_billing_v1_ListPlansResponse__Output>
        ListRetainersRequest: MessageTypeDefinition<_portico_billing_v1_ListRetainersRequest, _portico_billing_v1_ListRetainersRequest__Output>
        ListRetainersResponse: MessageTypeDefinition<_portico_billing_v1_ListRetainersResponse, _portico_billing_v1_ListRetainersResponse__Output>
        ListSubscriptionsRequest: MessageTypeDefinition<_portico_billing_v1_ListSubscriptionsRequest, _portico_billing_v1_ListSubscriptionsRequest__Output>
        ListSubscriptionsResponse: MessageTypeDefinition<_portico_billing_v1_ListSubscriptionsResponse, _portico_billing_v1_ListSubscriptionsResponse__Output>
        PaySandboxInvoiceRequest: MessageTypeDefinition<_portico_billing_v1_PaySandboxInvoiceRequest, _portico_billing_v1_PaySandboxInvoiceRequest__Output>
        PaymentsAccount: MessageTypeDefinition<_portico_billing_v1_PaymentsAccount, _portico_billing_v1_PaymentsAccount__Output>
        PaymentsOnboardingLink: MessageTypeDefinition<_portico_billing_v1_PaymentsOnboardingLink, _portico_billing_v1_PaymentsOnboardingLink__Output>
        PaymentsVolume: MessageTypeDefinition<_portico_billing_v1_PaymentsVolume, _portico_billing_v1_PaymentsVolume__Output>
        Plan: MessageTypeDefinition<_portico_billing_v1_Plan, _portico_billing_v1_Plan__Output>
        PlanCount: MessageTypeDefinition<_portico_billing_v1_PlanCount, _portico_billing_v1_PlanCount__Output>
        PortalSession: MessageTypeDefinition<_portico_billing_v1_PortalSession, _portico_billing_v1_PortalSession__Output>
        RefreshPaymentsAccountRequest: MessageTypeDefinition<_portico_billing_v1_RefreshPaymentsAccountRequest, _portico_billing_v1_RefreshPaymentsAccountRequest__Output>
        Retainer: MessageTypeDefinition<_portico_billing_v1_Retainer, _portico_billing_v1_Retainer__Output>
        Revenue: MessageTypeDefinition<_portico_billing_v1_Revenue, _portico_billing_v1_Revenue__Output>
        SandboxCheckout: MessageTypeDefinition<_portico_billing_v1_SandboxCheckout, _portico_billing_v1_SandboxCheckout__Output>
        SandboxInvoicePage: MessageTypeDefinition<_portico_billing_v1_SandboxInvoicePage, _portico_billing_v1_SandboxInvoicePage__Output>
        SandboxOnboarding: MessageTypeDefinition<_portico_billing_v1_SandboxOnboarding, _portico_billing_v1_SandboxOnboarding__Output>
        SandboxPageDone: MessageTypeDefinition<_portico_billing_v1_SandboxPageDone, _portico_billing_v1_SandboxPageDone__Output>
        SandboxPageRequest: MessageTypeDefinition<_portico_billing_v1_SandboxPageRequest, _portico_billing_v1_SandboxPageRequest__Output>
        SaveClientInvoiceRequest: MessageTypeDefinition<_portico_billing_v1_SaveClientInvoiceRequest, _portico_billing_v1_SaveClientInvoiceRequest__Output>
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

