// Original file: portico/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BillingSummary as _portico_billing_v1_BillingSummary, BillingSummary__Output as _portico_billing_v1_BillingSummary__Output } from '../../../portico/billing/v1/BillingSummary';
import type { CancelRetainerRequest as _portico_billing_v1_CancelRetainerRequest, CancelRetainerRequest__Output as _portico_billing_v1_CancelRetainerRequest__Output } from '../../../portico/billing/v1/CancelRetainerRequest';
import type { CheckoutSession as _portico_billing_v1_CheckoutSession, CheckoutSession__Output as _portico_billing_v1_CheckoutSession__Output } from '../../../portico/billing/v1/CheckoutSession';
import type { ClaimCheckoutRequest as _portico_billing_v1_ClaimCheckoutRequest, ClaimCheckoutRequest__Output as _portico_billing_v1_ClaimCheckoutRequest__Output } from '../../../portico/billing/v1/ClaimCheckoutRequest';
import type { ClaimCheckoutResponse as _portico_billing_v1_ClaimCheckoutResponse, ClaimCheckoutResponse__Output as _portico_billing_v1_ClaimCheckoutResponse__Output } from '../../../portico/billing/v1/ClaimCheckoutResponse';
import type { ClientInvoice as _portico_billing_v1_ClientInvoice, ClientInvoice__Output as _portico_billing_v1_ClientInvoice__Output } from '../../../portico/billing/v1/ClientInvoice';
import type { ClientInvoicePayment as _portico_billing_v1_ClientInvoicePayment, ClientInvoicePayment__Output as _portico_billing_v1_ClientInvoicePayment__Output } from '../../../portico/billing/v1/ClientInvoicePayment';
import type { ClientInvoicePdf as _portico_billing_v1_ClientInvoicePdf, ClientInvoicePdf__Output as _portico_billing_v1_ClientInvoicePdf__Output } from '../../../portico/billing/v1/ClientInvoicePdf';
import type { ClientInvoiceRequest as _portico_billing_v1_ClientInvoiceRequest, ClientInvoiceRequest__Output as _portico_billing_v1_ClientInvoiceRequest__Output } from '../../../portico/billing/v1/ClientInvoiceRequest';
import type { CompleteSandboxOnboardingRequest as _portico_billing_v1_CompleteSandboxOnboardingRequest, CompleteSandboxOnboardingRequest__Output as _portico_billing_v1_CompleteSandboxOnboardingRequest__Output } from '../../../portico/billing/v1/CompleteSandboxOnboardingRequest';
import type { ConfirmSandboxCheckoutRequest as _portico_billing_v1_ConfirmSandboxCheckoutRequest, ConfirmSandboxCheckoutRequest__Output as _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output } from '../../../portico/billing/v1/ConfirmSandboxCheckoutRequest';
import type { ConfirmSandboxCheckoutResponse as _portico_billing_v1_ConfirmSandboxCheckoutResponse, ConfirmSandboxCheckoutResponse__Output as _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output } from '../../../portico/billing/v1/ConfirmSandboxCheckoutResponse';
import type { ConnectPaymentsAccountRequest as _portico_billing_v1_ConnectPaymentsAccountRequest, ConnectPaymentsAccountRequest__Output as _portico_billing_v1_ConnectPaymentsAccountRequest__Output } from '../../../portico/billing/v1/ConnectPaymentsAccountRequest';
import type { CreateCheckoutRequest as _portico_billing_v1_CreateCheckoutRequest, CreateCheckoutRequest__Output as _portico_billing_v1_CreateCheckoutRequest__Output } from '../../../portico/billing/v1/CreateCheckoutRequest';
import type { CreatePortalSessionRequest as _portico_billing_v1_CreatePortalSessionRequest, CreatePortalSessionRequest__Output as _portico_billing_v1_CreatePortalSessionRequest__Output } from '../../../portico/billing/v1/CreatePortalSessionRequest';
import type { CreateRetainerRequest as _portico_billing_v1_CreateRetainerRequest, CreateRetainerRequest__Output as _portico_billing_v1_CreateRetainerRequest__Output } from '../../../portico/billing/v1/CreateRetainerRequest';
import type { DisconnectPaymentsAccountRequest as _portico_billing_v1_DisconnectPaymentsAccountRequest, DisconnectPaymentsAccountRequest__Output as _portico_billing_v1_DisconnectPaymentsAccountRequest__Output } from '../../../portico/billing/v1/DisconnectPaymentsAccountRequest';
import type { Entitlements as _portico_billing_v1_Entitlements, Entitlements__Output as _portico_billing_v1_Entitlements__Output } from '../../../portico/billing/v1/Entitlements';
import type { GetEntitlementsRequest as _portico_billing_v1_GetEntitlementsRequest, GetEntitlementsRequest__Output as _portico_billing_v1_GetEntitlementsRequest__Output } from '../../../portico/billing/v1/GetEntitlementsRequest';
import type { GetPaymentsAccountRequest as _portico_billing_v1_GetPaymentsAccountRequest, GetPaymentsAccountRequest__Output as _portico_billing_v1_GetPaymentsAccountRequest__Output } from '../../../portico/billing/v1/GetPaymentsAccountRequest';
import type { GetPaymentsVolumeRequest as _portico_billing_v1_GetPaymentsVolumeRequest, GetPaymentsVolumeRequest__Output as _portico_billing_v1_GetPaymentsVolumeRequest__Output } from '../../../portico/billing/v1/GetPaymentsVolumeRequest';
import type { GetRevenueRequest as _portico_billing_v1_GetRevenueRequest, GetRevenueRequest__Output as _portico_billing_v1_GetRevenueRequest__Output } from '../../../portico/billing/v1/GetRevenueRequest';
import type { GetSummaryRequest as _portico_billing_v1_GetSummaryRequest, GetSummaryRequest__Output as _portico_billing_v1_GetSummaryRequest__Output } from '../../../portico/billing/v1/GetSummaryRequest';
import type { HandleProviderWebhookRequest as _portico_billing_v1_HandleProviderWebhookRequest, HandleProviderWebhookRequest__Output as _portico_billing_v1_HandleProviderWebhookRequest__Output } from '../../../portico/billing/v1/HandleProviderWebhookRequest';
import type { HandleProviderWebhookResponse as _portico_billing_v1_HandleProviderWebhookResponse, HandleProviderWebhookResponse__Output as _portico_billing_v1_HandleProviderWebhookResponse__Output } from '../../../portico/billing/v1/HandleProviderWebhookResponse';
import type { ListClientInvoicesRequest as _portico_billing_v1_ListClientInvoicesRequest, ListClientInvoicesRequest__Output as _portico_billing_v1_ListClientInvoicesRequest__Output } from '../../../portico/billing/v1/ListClientInvoicesRequest';
import type { ListClientInvoicesResponse as _portico_billing_v1_ListClientInvoicesResponse, ListClientInvoicesResponse__Output as _portico_billing_v1_ListClientInvoicesResponse__Output } from '../../../portico/billing/v1/ListClientInvoicesResponse';
import type { ListPlansRequest as _portico_billing_v1_ListPlansRequest, ListPlansRequest__Output as _portico_billing_v1_ListPlansRequest__Output } from '../../../portico/billing/v1/ListPlansRequest';
import type { ListPlansResponse as _portico_billing_v1_ListPlansResponse, ListPlansResponse__Output as _portico_billing_v1_ListPlansResponse__Output } from '../../../portico/billing/v1/ListPlansResponse';
import type { ListRetainersRequest as _portico_billing_v1_ListRetainersRequest, ListRetainersRequest__Output as _portico_billing_v1_ListRetainersRequest__Output } from '../../../portico/billing/v1/ListRetainersRequest';
import type { ListRetainersResponse as _portico_billing_v1_ListRetainersResponse, ListRetainersResponse__Output as _portico_billing_v1_ListRetainersResponse__Output } from '../../../portico/billing/v1/ListRetainersResponse';
import type { ListSubscriptionsRequest as _portico_billing_v1_ListSubscriptionsRequest, ListSubscriptionsRequest__Output as _portico_billing_v1_ListSubscriptionsRequest__Output } from '../../../portico/billing/v1/ListSubscriptionsRequest';
import type { ListSubscriptionsResponse as _portico_billing_v1_ListSubscriptionsResponse, ListSubscriptionsResponse__Output as _portico_billing_v1_ListSubscriptionsResponse__Output } from '../../../portico/billing/v1/ListSubscriptionsResponse';
import type { PaySandboxInvoiceRequest as _portico_billing_v1_PaySandboxInvoiceRequest, PaySandboxInvoiceRequest__Output as _portico_billing_v1_PaySandboxInvoiceRequest__Output } from '../../../portico/billing/v1/PaySandboxInvoiceRequest';
import type { PaymentsAccount as _portico_billing_v1_PaymentsAccount, PaymentsAccount__Output as _portico_billing_v1_PaymentsAccount__Output } from '../../../portico/billing/v1/PaymentsAccount';
import type { PaymentsOnboardingLink as _portico_billing_v1_PaymentsOnboardingLink, PaymentsOnboardingLink__Output as _portico_billing_v1_PaymentsOnboardingLink__Output } from '../../../portico/billing/v1/PaymentsOnboardingLink';
import type { PaymentsVolume as _portico_billing_v1_PaymentsVolume, PaymentsVolume__Output as _portico_billing_v1_PaymentsVolume__Output } from '../../../portico/billing/v1/PaymentsVolume';
import type { PortalSession as _portico_billing_v1_PortalSession, PortalSession__Output as _portico_billing_v1_PortalSession__Output } from '../../../portico/billing/v1/PortalSession';
import type { RefreshPaymentsAccountRequest as _portico_billing_v1_RefreshPaymentsAccountRequest, RefreshPaymentsAccountRequest__Output as _portico_billing_v1_RefreshPaymentsAccountRequest__Output } from '../../../portico/billing/v1/RefreshPaymentsAccountRequest';
import type { Retainer as _portico_billing_v1_Retainer, Retainer__Output as _portico_billing_v1_Retainer__Output } from '../../../portico/billing/v1/Retainer';
import type { Revenue as _portico_billing_v1_Revenue, Revenue__Output as _portico_billing_v1_Revenue__Output } from '../../../portico/billing/v1/Revenue';
import type { SandboxCheckout as _portico_billing_v1_SandboxCheckout, SandboxCheckout__Output as _portico_billing_v1_SandboxCheckout__Output } from '../../../portico/billing/v1/SandboxCheckout';
import type { SandboxInvoicePage as _portico_billing_v1_SandboxInvoicePage, SandboxInvoicePage__Output as _portico_billing_v1_SandboxInvoicePage__Output } from '../../../portico/billing/v1/SandboxInvoicePage';
import type { SandboxOnboarding as _portico_billing_v1_SandboxOnboarding, SandboxOnboarding__Output as _portico_billing_v1_SandboxOnboarding__Output } from '../../../portico/billing/v1/SandboxOnboarding';
import type { SandboxPageDone as _portico_billing_v1_SandboxPageDone, SandboxPageDone__Output as _portico_billing_v1_SandboxPageDone__Output } from '../../../portico/billing/v1/SandboxPageDone';
import type { SandboxPageRequest as _portico_billing_v1_SandboxPageRequest, SandboxPageRequest__Output as _portico_billing_v1_SandboxPageRequest__Output } from '../../../portico/billing/v1/SandboxPageRequest';
import type { SaveClientInvoiceRequest as _portico_billing_v1_SaveClientInvoiceRequest, SaveClientInvoiceRequest__Output as _portico_billing_v1_SaveClientInvoiceRequest__Output } from '../../../portico/billing/v1/SaveClientInvoiceRequest';
import type { StartSubscriptionRequest as _portico_billing_v1_StartSubscriptionRequest, StartSubscriptionRequest__Output as _portico_billing_v1_StartSubscriptionRequest__Output } from '../../../portico/billing/v1/StartSubscriptionRequest';
import type { Subscription as _portico_billing_v1_Subscription, Subscription__Output as _portico_billing_v1_Subscription__Output } from '../../../portico/billing/v1/Subscription';
import type { VerifyCheckoutRequest as _portico_billing_v1_VerifyCheckoutRequest, VerifyCheckoutRequest__Output as _portico_billing_v1_VerifyCheckoutRequest__Output } from '../../../portico/billing/v1/VerifyCheckoutRequest';
import type { VerifyCheckoutResponse as _portico_billing_v1_VerifyCheckoutResponse, VerifyCheckoutResponse__Output as _portico_billing_v1_VerifyCheckoutResponse__Output } from '../../../portico/billing/v1/VerifyCheckoutResponse';

export interface BillingServiceClient extends grpc.Client {
  CancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  CancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  CancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  CancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  cancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  cancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  cancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  cancelRetainer(argument: _portico_billing_v1_CancelRetainerRequest, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ClaimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  claimCheckout(argument: _portico_billing_v1_ClaimCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ClaimCheckoutResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  CompleteSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  CompleteSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  CompleteSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  completeSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  completeSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  completeSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  completeSandboxOnboarding(argument: _portico_billing_v1_CompleteSandboxOnboardingRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  ConfirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  confirmSandboxCheckout(argument: _portico_billing_v1_ConfirmSandboxCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>): grpc.ClientUnaryCall;
  
  ConnectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  ConnectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  ConnectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  ConnectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  connectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  connectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  connectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  connectPaymentsAccount(argument: _portico_billing_v1_ConnectPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsOnboardingLink__Output>): grpc.ClientUnaryCall;
  
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _portico_billing_v1_CreateCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_CheckoutSession__Output>): grpc.ClientUnaryCall;
  
  CreateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  CreateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  CreateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  CreateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  createClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  createClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  createClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  createClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  CreatePortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  createPortalSession(argument: _portico_billing_v1_CreatePortalSessionRequest, callback: grpc.requestCallback<_portico_billing_v1_PortalSession__Output>): grpc.ClientUnaryCall;
  
  CreateRetainer(argument: _portico_billing_v1_CreateRetainerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  CreateRetainer(argument: _portico_billing_v1_CreateRetainerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  CreateRetainer(argument: _portico_billing_v1_CreateRetainerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  CreateRetainer(argument: _portico_billing_v1_CreateRetainerRequest, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  createRetainer(argument: _portico_billing_v1_CreateRetainerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  createRetainer(argument: _portico_billing_v1_CreateRetainerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  createRetainer(argument: _portico_billing_v1_CreateRetainerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  createRetainer(argument: _portico_billing_v1_CreateRetainerRequest, callback: grpc.requestCallback<_portico_billing_v1_Retainer__Output>): grpc.ClientUnaryCall;
  
  DisconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  DisconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  DisconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  DisconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  disconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  disconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  disconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  disconnectPaymentsAccount(argument: _portico_billing_v1_DisconnectPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  
  GetClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  GetClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  GetClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  GetClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  getClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  getClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  getClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  getClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  GetEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  getEntitlements(argument: _portico_billing_v1_GetEntitlementsRequest, callback: grpc.requestCallback<_portico_billing_v1_Entitlements__Output>): grpc.ClientUnaryCall;
  
  GetPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  GetPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  GetPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  GetPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  getPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  getPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  getPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  getPaymentsAccount(argument: _portico_billing_v1_GetPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  
  GetPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  GetPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  GetPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  GetPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  getPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  getPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  getPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  getPaymentsVolume(argument: _portico_billing_v1_GetPaymentsVolumeRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsVolume__Output>): grpc.ClientUnaryCall;
  
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
  
  GetSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  GetSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  GetSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  GetSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  getSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  getSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  getSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  getSandboxInvoicePage(argument: _portico_billing_v1_SandboxPageRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxInvoicePage__Output>): grpc.ClientUnaryCall;
  
  GetSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  GetSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  GetSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  GetSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  getSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  getSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  getSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  getSandboxOnboarding(argument: _portico_billing_v1_SandboxPageRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxOnboarding__Output>): grpc.ClientUnaryCall;
  
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  GetSummary(argument: _portico_billing_v1_GetSummaryRequest, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  getSummary(argument: _portico_billing_v1_GetSummaryRequest, callback: grpc.requestCallback<_portico_billing_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  
  HandleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleConnectWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  HandleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  handleProviderWebhook(argument: _portico_billing_v1_HandleProviderWebhookRequest, callback: grpc.requestCallback<_portico_billing_v1_HandleProviderWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  ListClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  ListClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  ListClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  listClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  listClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  listClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  listClientInvoices(argument: _portico_billing_v1_ListClientInvoicesRequest, callback: grpc.requestCallback<_portico_billing_v1_ListClientInvoicesResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  ListPlans(argument: _portico_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  listPlans(argument: _portico_billing_v1_ListPlansRequest, callback: grpc.requestCallback<_portico_billing_v1_ListPlansResponse__Output>): grpc.ClientUnaryCall;
  
  ListRetainers(argument: _portico_billing_v1_ListRetainersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  ListRetainers(argument: _portico_billing_v1_ListRetainersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  ListRetainers(argument: _portico_billing_v1_ListRetainersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  ListRetainers(argument: _portico_billing_v1_ListRetainersRequest, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  listRetainers(argument: _portico_billing_v1_ListRetainersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  listRetainers(argument: _portico_billing_v1_ListRetainersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  listRetainers(argument: _portico_billing_v1_ListRetainersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  listRetainers(argument: _portico_billing_v1_ListRetainersRequest, callback: grpc.requestCallback<_portico_billing_v1_ListRetainersResponse__Output>): grpc.ClientUnaryCall;
  
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _portico_billing_v1_ListSubscriptionsRequest, callback: grpc.requestCallback<_portico_billing_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  
  PayClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  PayClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  PayClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  PayClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  payClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  payClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  payClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  payClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePayment__Output>): grpc.ClientUnaryCall;
  
  PaySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  PaySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  PaySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  PaySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  paySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  paySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  paySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  paySandboxInvoice(argument: _portico_billing_v1_PaySandboxInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_SandboxPageDone__Output>): grpc.ClientUnaryCall;
  
  RefreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  RefreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  RefreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  RefreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  refreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  refreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  refreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  refreshPaymentsAccount(argument: _portico_billing_v1_RefreshPaymentsAccountRequest, callback: grpc.requestCallback<_portico_billing_v1_PaymentsAccount__Output>): grpc.ClientUnaryCall;
  
  RefundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  RefundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  RefundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  RefundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  refundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  refundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  refundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  refundClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  
  RenderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  RenderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  RenderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  RenderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  renderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  renderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  renderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  renderClientInvoicePdf(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoicePdf__Output>): grpc.ClientUnaryCall;
  
  SendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  SendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  SendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  SendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  sendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  sendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  sendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  sendClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  StartSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  startSubscription(argument: _portico_billing_v1_StartSubscriptionRequest, callback: grpc.requestCallback<_portico_billing_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  UpdateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  UpdateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  UpdateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  UpdateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  updateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  updateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  updateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  updateClientInvoice(argument: _portico_billing_v1_SaveClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  VerifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  verifyCheckout(argument: _portico_billing_v1_VerifyCheckoutRequest, callback: grpc.requestCallback<_portico_billing_v1_VerifyCheckoutResponse__Output>): grpc.ClientUnaryCall;
  
  VoidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  VoidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  VoidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  VoidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  voidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  voidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  voidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  voidClientInvoice(argument: _portico_billing_v1_ClientInvoiceRequest, callback: grpc.requestCallback<_portico_billing_v1_ClientInvoice__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  CancelRetainer: grpc.handleUnaryCall<_portico_billing_v1_CancelRetainerRequest__Output, _portico_billing_v1_Retainer>;
  
  ClaimCheckout: grpc.handleUnaryCall<_portico_billing_v1_ClaimCheckoutRequest__Output, _portico_billing_v1_ClaimCheckoutResponse>;
  
  CompleteSandboxOnboarding: grpc.handleUnaryCall<_portico_billing_v1_CompleteSandboxOnboardingRequest__Output, _portico_billing_v1_SandboxPageDone>;
  
  ConfirmSandboxCheckout: grpc.handleUnaryCall<_portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_ConfirmSandboxCheckoutResponse>;
  
  ConnectPaymentsAccount: grpc.handleUnaryCall<_portico_billing_v1_ConnectPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsOnboardingLink>;
  
  CreateCheckout: grpc.handleUnaryCall<_portico_billing_v1_CreateCheckoutRequest__Output, _portico_billing_v1_CheckoutSession>;
  
  CreateClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_SaveClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice>;
  
  CreatePortalSession: grpc.handleUnaryCall<_portico_billing_v1_CreatePortalSessionRequest__Output, _portico_billing_v1_PortalSession>;
  
  CreateRetainer: grpc.handleUnaryCall<_portico_billing_v1_CreateRetainerRequest__Output, _portico_billing_v1_Retainer>;
  
  DisconnectPaymentsAccount: grpc.handleUnaryCall<_portico_billing_v1_DisconnectPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsAccount>;
  
  GetClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice>;
  
  GetEntitlements: grpc.handleUnaryCall<_portico_billing_v1_GetEntitlementsRequest__Output, _portico_billing_v1_Entitlements>;
  
  GetPaymentsAccount: grpc.handleUnaryCall<_portico_billing_v1_GetPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsAccount>;
  
  GetPaymentsVolume: grpc.handleUnaryCall<_portico_billing_v1_GetPaymentsVolumeRequest__Output, _portico_billing_v1_PaymentsVolume>;
  
  GetRevenue: grpc.handleUnaryCall<_portico_billing_v1_GetRevenueRequest__Output, _portico_billing_v1_Revenue>;
  
  GetSandboxCheckout: grpc.handleUnaryCall<_portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_SandboxCheckout>;
  
  GetSandboxInvoicePage: grpc.handleUnaryCall<_portico_billing_v1_SandboxPageRequest__Output, _portico_billing_v1_SandboxInvoicePage>;
  
  GetSandboxOnboarding: grpc.handleUnaryCall<_portico_billing_v1_SandboxPageRequest__Output, _portico_billing_v1_SandboxOnboarding>;
  
  GetSummary: grpc.handleUnaryCall<_portico_billing_v1_GetSummaryRequest__Output, _portico_billing_v1_BillingSummary>;
  
  HandleConnectWebhook: grpc.handleUnaryCall<_portico_billing_v1_HandleProviderWebhookRequest__Output, _portico_billing_v1_HandleProviderWebhookResponse>;
  
  HandleProviderWebhook: grpc.handleUnaryCall<_portico_billing_v1_HandleProviderWebhookRequest__Output, _portico_billing_v1_HandleProviderWebhookResponse>;
  
  ListClientInvoices: grpc.handleUnaryCall<_portico_billing_v1_ListClientInvoicesRequest__Output, _portico_billing_v1_ListClientInvoicesResponse>;
  
  ListPlans: grpc.handleUnaryCall<_portico_billing_v1_ListPlansRequest__Output, _portico_billing_v1_ListPlansResponse>;
  
  ListRetainers: grpc.handleUnaryCall<_portico_billing_v1_ListRetainersRequest__Output, _portico_billing_v1_ListRetainersResponse>;
  
  ListSubscriptions: grpc.handleUnaryCall<_portico_billing_v1_ListSubscriptionsRequest__Output, _portico_billing_v1_ListSubscriptionsResponse>;
  
  PayClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoicePayment>;
  
  PaySandboxInvoice: grpc.handleUnaryCall<_portico_billing_v1_PaySandboxInvoiceRequest__Output, _portico_billing_v1_SandboxPageDone>;
  
  RefreshPaymentsAccount: grpc.handleUnaryCall<_portico_billing_v1_RefreshPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsAccount>;
  
  RefundClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice>;
  
  RenderClientInvoicePdf: grpc.handleUnaryCall<_portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoicePdf>;
  
  SendClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice>;
  
  StartSubscription: grpc.handleUnaryCall<_portico_billing_v1_StartSubscriptionRequest__Output, _portico_billing_v1_Subscription>;
  
  UpdateClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_SaveClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice>;
  
  VerifyCheckout: grpc.handleUnaryCall<_portico_billing_v1_VerifyCheckoutRequest__Output, _portico_billing_v1_VerifyCheckoutResponse>;
  
  VoidClientInvoice: grpc.handleUnaryCall<_portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  CancelRetainer: MethodDefinition<_portico_billing_v1_CancelRetainerRequest, _portico_billing_v1_Retainer, _portico_billing_v1_CancelRetainerRequest__Output, _portico_billing_v1_Retainer__Output>
  ClaimCheckout: MethodDefinition<_portico_billing_v1_ClaimCheckoutRequest, _portico_billing_v1_ClaimCheckoutResponse, _portico_billing_v1_ClaimCheckoutRequest__Output, _portico_billing_v1_ClaimCheckoutResponse__Output>
  CompleteSandboxOnboarding: MethodDefinition<_portico_billing_v1_CompleteSandboxOnboardingRequest, _portico_billing_v1_SandboxPageDone, _portico_billing_v1_CompleteSandboxOnboardingRequest__Output, _portico_billing_v1_SandboxPageDone__Output>
  ConfirmSandboxCheckout: MethodDefinition<_portico_billing_v1_ConfirmSandboxCheckoutRequest, _portico_billing_v1_ConfirmSandboxCheckoutResponse, _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_ConfirmSandboxCheckoutResponse__Output>
  ConnectPaymentsAccount: MethodDefinition<_portico_billing_v1_ConnectPaymentsAccountRequest, _portico_billing_v1_PaymentsOnboardingLink, _portico_billing_v1_ConnectPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsOnboardingLink__Output>
  CreateCheckout: MethodDefinition<_portico_billing_v1_CreateCheckoutRequest, _portico_billing_v1_CheckoutSession, _portico_billing_v1_CreateCheckoutRequest__Output, _portico_billing_v1_CheckoutSession__Output>
  CreateClientInvoice: MethodDefinition<_portico_billing_v1_SaveClientInvoiceRequest, _portico_billing_v1_ClientInvoice, _portico_billing_v1_SaveClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice__Output>
  CreatePortalSession: MethodDefinition<_portico_billing_v1_CreatePortalSessionRequest, _portico_billing_v1_PortalSession, _portico_billing_v1_CreatePortalSessionRequest__Output, _portico_billing_v1_PortalSession__Output>
  CreateRetainer: MethodDefinition<_portico_billing_v1_CreateRetainerRequest, _portico_billing_v1_Retainer, _portico_billing_v1_CreateRetainerRequest__Output, _portico_billing_v1_Retainer__Output>
  DisconnectPaymentsAccount: MethodDefinition<_portico_billing_v1_DisconnectPaymentsAccountRequest, _portico_billing_v1_PaymentsAccount, _portico_billing_v1_DisconnectPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsAccount__Output>
  GetClientInvoice: MethodDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoice, _portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice__Output>
  GetEntitlements: MethodDefinition<_portico_billing_v1_GetEntitlementsRequest, _portico_billing_v1_Entitlements, _portico_billing_v1_GetEntitlementsRequest__Output, _portico_billing_v1_Entitlements__Output>
  GetPaymentsAccount: MethodDefinition<_portico_billing_v1_GetPaymentsAccountRequest, _portico_billing_v1_PaymentsAccount, _portico_billing_v1_GetPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsAccount__Output>
  GetPaymentsVolume: MethodDefinition<_portico_billing_v1_GetPaymentsVolumeRequest, _portico_billing_v1_PaymentsVolume, _portico_billing_v1_GetPaymentsVolumeRequest__Output, _portico_billing_v1_PaymentsVolume__Output>
  GetRevenue: MethodDefinition<_portico_billing_v1_GetRevenueRequest, _portico_billing_v1_Revenue, _portico_billing_v1_GetRevenueRequest__Output, _portico_billing_v1_Revenue__Output>
  GetSandboxCheckout: MethodDefinition<_portico_billing_v1_ConfirmSandboxCheckoutRequest, _portico_billing_v1_SandboxCheckout, _portico_billing_v1_ConfirmSandboxCheckoutRequest__Output, _portico_billing_v1_SandboxCheckout__Output>
  GetSandboxInvoicePage: MethodDefinition<_portico_billing_v1_SandboxPageRequest, _portico_billing_v1_SandboxInvoicePage, _portico_billing_v1_SandboxPageRequest__Output, _portico_billing_v1_SandboxInvoicePage__Output>
  GetSandboxOnboarding: MethodDefinition<_portico_billing_v1_SandboxPageRequest, _portico_billing_v1_SandboxOnboarding, _portico_billing_v1_SandboxPageRequest__Output, _portico_billing_v1_SandboxOnboarding__Output>
  GetSummary: MethodDefinition<_portico_billing_v1_GetSummaryRequest, _portico_billing_v1_BillingSummary, _portico_billing_v1_GetSummaryRequest__Output, _portico_billing_v1_BillingSummary__Output>
  HandleConnectWebhook: MethodDefinition<_portico_billing_v1_HandleProviderWebhookRequest, _portico_billing_v1_HandleProviderWebhookResponse, _portico_billing_v1_HandleProviderWebhookRequest__Output, _portico_billing_v1_HandleProviderWebhookResponse__Output>
  HandleProviderWebhook: MethodDefinition<_portico_billing_v1_HandleProviderWebhookRequest, _portico_billing_v1_HandleProviderWebhookResponse, _portico_billing_v1_HandleProviderWebhookRequest__Output, _portico_billing_v1_HandleProviderWebhookResponse__Output>
  ListClientInvoices: MethodDefinition<_portico_billing_v1_ListClientInvoicesRequest, _portico_billing_v1_ListClientInvoicesResponse, _portico_billing_v1_ListClientInvoicesRequest__Output, _portico_billing_v1_ListClientInvoicesResponse__Output>
  ListPlans: MethodDefinition<_portico_billing_v1_ListPlansRequest, _portico_billing_v1_ListPlansResponse, _portico_billing_v1_ListPlansRequest__Output, _portico_billing_v1_ListPlansResponse__Output>
  ListRetainers: MethodDefinition<_portico_billing_v1_ListRetainersRequest, _portico_billing_v1_ListRetainersResponse, _portico_billing_v1_ListRetainersRequest__Output, _portico_billing_v1_ListRetainersResponse__Output>
  ListSubscriptions: MethodDefinition<_portico_billing_v1_ListSubscriptionsRequest, _portico_billing_v1_ListSubscriptionsResponse, _portico_billing_v1_ListSubscriptionsRequest__Output, _portico_billing_v1_ListSubscriptionsResponse__Output>
  PayClientInvoice: MethodDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoicePayment, _portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoicePayment__Output>
  PaySandboxInvoice: MethodDefinition<_portico_billing_v1_PaySandboxInvoiceRequest, _portico_billing_v1_SandboxPageDone, _portico_billing_v1_PaySandboxInvoiceRequest__Output, _portico_billing_v1_SandboxPageDone__Output>
  RefreshPaymentsAccount: MethodDefinition<_portico_billing_v1_RefreshPaymentsAccountRequest, _portico_billing_v1_PaymentsAccount, _portico_billing_v1_RefreshPaymentsAccountRequest__Output, _portico_billing_v1_PaymentsAccount__Output>
  RefundClientInvoice: MethodDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoice, _portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice__Output>
  RenderClientInvoicePdf: MethodDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoicePdf, _portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoicePdf__Output>
  SendClientInvoice: MethodDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoice, _portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice__Output>
  StartSubscription: MethodDefinition<_portico_billing_v1_StartSubscriptionRequest, _portico_billing_v1_Subscription, _portico_billing_v1_StartSubscriptionRequest__Output, _portico_billing_v1_Subscription__Output>
  UpdateClientInvoice: MethodDefinition<_portico_billing_v1_SaveClientInvoiceRequest, _portico_billing_v1_ClientInvoice, _portico_billing_v1_SaveClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice__Output>
  VerifyCheckout: MethodDefinition<_portico_billing_v1_VerifyCheckoutRequest, _portico_billing_v1_VerifyCheckoutResponse, _portico_billing_v1_VerifyCheckoutRequest__Output, _portico_billing_v1_VerifyCheckoutResponse__Output>
  VoidClientInvoice: MethodDefinition<_portico_billing_v1_ClientInvoiceRequest, _portico_billing_v1_ClientInvoice, _portico_billing_v1_ClientInvoiceRequest__Output, _portico_billing_v1_ClientInvoice__Output>
}
