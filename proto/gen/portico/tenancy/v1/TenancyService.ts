// Original file: portico/tenancy/v1/tenancy.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AcceptInvitationRequest as _portico_tenancy_v1_AcceptInvitationRequest, AcceptInvitationRequest__Output as _portico_tenancy_v1_AcceptInvitationRequest__Output } from '../../../portico/tenancy/v1/AcceptInvitationRequest';
import type { AcceptInvitationResponse as _portico_tenancy_v1_AcceptInvitationResponse, AcceptInvitationResponse__Output as _portico_tenancy_v1_AcceptInvitationResponse__Output } from '../../../portico/tenancy/v1/AcceptInvitationResponse';
import type { Access as _portico_tenancy_v1_Access, Access__Output as _portico_tenancy_v1_Access__Output } from '../../../portico/tenancy/v1/Access';
import type { AddDomainRequest as _portico_tenancy_v1_AddDomainRequest, AddDomainRequest__Output as _portico_tenancy_v1_AddDomainRequest__Output } from '../../../portico/tenancy/v1/AddDomainRequest';
import type { AddPendingMemberRequest as _portico_tenancy_v1_AddPendingMemberRequest, AddPendingMemberRequest__Output as _portico_tenancy_v1_AddPendingMemberRequest__Output } from '../../../portico/tenancy/v1/AddPendingMemberRequest';
import type { BrandAsset as _portico_tenancy_v1_BrandAsset, BrandAsset__Output as _portico_tenancy_v1_BrandAsset__Output } from '../../../portico/tenancy/v1/BrandAsset';
import type { Branding as _portico_tenancy_v1_Branding, Branding__Output as _portico_tenancy_v1_Branding__Output } from '../../../portico/tenancy/v1/Branding';
import type { BulkChangeRoleRequest as _portico_tenancy_v1_BulkChangeRoleRequest, BulkChangeRoleRequest__Output as _portico_tenancy_v1_BulkChangeRoleRequest__Output } from '../../../portico/tenancy/v1/BulkChangeRoleRequest';
import type { BulkMembersResponse as _portico_tenancy_v1_BulkMembersResponse, BulkMembersResponse__Output as _portico_tenancy_v1_BulkMembersResponse__Output } from '../../../portico/tenancy/v1/BulkMembersResponse';
import type { BulkRemoveMembersRequest as _portico_tenancy_v1_BulkRemoveMembersRequest, BulkRemoveMembersRequest__Output as _portico_tenancy_v1_BulkRemoveMembersRequest__Output } from '../../../portico/tenancy/v1/BulkRemoveMembersRequest';
import type { ChangeMemberRoleRequest as _portico_tenancy_v1_ChangeMemberRoleRequest, ChangeMemberRoleRequest__Output as _portico_tenancy_v1_ChangeMemberRoleRequest__Output } from '../../../portico/tenancy/v1/ChangeMemberRoleRequest';
import type { CheckDomainSslRequest as _portico_tenancy_v1_CheckDomainSslRequest, CheckDomainSslRequest__Output as _portico_tenancy_v1_CheckDomainSslRequest__Output } from '../../../portico/tenancy/v1/CheckDomainSslRequest';
import type { CheckSubdomainRequest as _portico_tenancy_v1_CheckSubdomainRequest, CheckSubdomainRequest__Output as _portico_tenancy_v1_CheckSubdomainRequest__Output } from '../../../portico/tenancy/v1/CheckSubdomainRequest';
import type { CheckSubdomainResponse as _portico_tenancy_v1_CheckSubdomainResponse, CheckSubdomainResponse__Output as _portico_tenancy_v1_CheckSubdomainResponse__Output } from '../../../portico/tenancy/v1/CheckSubdomainResponse';
import type { CreateApiKeyRequest as _portico_tenancy_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _portico_tenancy_v1_CreateApiKeyRequest__Output } from '../../../portico/tenancy/v1/CreateApiKeyRequest';
import type { CreateInvitationRequest as _portico_tenancy_v1_CreateInvitationRequest, CreateInvitationRequest__Output as _portico_tenancy_v1_CreateInvitationRequest__Output } from '../../../portico/tenancy/v1/CreateInvitationRequest';
import type { CreateInvitationsRequest as _portico_tenancy_v1_CreateInvitationsRequest, CreateInvitationsRequest__Output as _portico_tenancy_v1_CreateInvitationsRequest__Output } from '../../../portico/tenancy/v1/CreateInvitationsRequest';
import type { CreateInvitationsResponse as _portico_tenancy_v1_CreateInvitationsResponse, CreateInvitationsResponse__Output as _portico_tenancy_v1_CreateInvitationsResponse__Output } from '../../../portico/tenancy/v1/CreateInvitationsResponse';
import type { CreatePlatformInvitationRequest as _portico_tenancy_v1_CreatePlatformInvitationRequest, CreatePlatformInvitationRequest__Output as _portico_tenancy_v1_CreatePlatformInvitationRequest__Output } from '../../../portico/tenancy/v1/CreatePlatformInvitationRequest';
import type { CreatedApiKey as _portico_tenancy_v1_CreatedApiKey, CreatedApiKey__Output as _portico_tenancy_v1_CreatedApiKey__Output } from '../../../portico/tenancy/v1/CreatedApiKey';
import type { Domain as _portico_tenancy_v1_Domain, Domain__Output as _portico_tenancy_v1_Domain__Output } from '../../../portico/tenancy/v1/Domain';
import type { EmailBrand as _portico_tenancy_v1_EmailBrand, EmailBrand__Output as _portico_tenancy_v1_EmailBrand__Output } from '../../../portico/tenancy/v1/EmailBrand';
import type { FeatureFlag as _portico_tenancy_v1_FeatureFlag, FeatureFlag__Output as _portico_tenancy_v1_FeatureFlag__Output } from '../../../portico/tenancy/v1/FeatureFlag';
import type { GetAccessRequest as _portico_tenancy_v1_GetAccessRequest, GetAccessRequest__Output as _portico_tenancy_v1_GetAccessRequest__Output } from '../../../portico/tenancy/v1/GetAccessRequest';
import type { GetBrandAssetRequest as _portico_tenancy_v1_GetBrandAssetRequest, GetBrandAssetRequest__Output as _portico_tenancy_v1_GetBrandAssetRequest__Output } from '../../../portico/tenancy/v1/GetBrandAssetRequest';
import type { GetBrandingRequest as _portico_tenancy_v1_GetBrandingRequest, GetBrandingRequest__Output as _portico_tenancy_v1_GetBrandingRequest__Output } from '../../../portico/tenancy/v1/GetBrandingRequest';
import type { GetEmailBrandRequest as _portico_tenancy_v1_GetEmailBrandRequest, GetEmailBrandRequest__Output as _portico_tenancy_v1_GetEmailBrandRequest__Output } from '../../../portico/tenancy/v1/GetEmailBrandRequest';
import type { GetMembershipRequest as _portico_tenancy_v1_GetMembershipRequest, GetMembershipRequest__Output as _portico_tenancy_v1_GetMembershipRequest__Output } from '../../../portico/tenancy/v1/GetMembershipRequest';
import type { GetOnboardingStatusRequest as _portico_tenancy_v1_GetOnboardingStatusRequest, GetOnboardingStatusRequest__Output as _portico_tenancy_v1_GetOnboardingStatusRequest__Output } from '../../../portico/tenancy/v1/GetOnboardingStatusRequest';
import type { GetPlatformSettingsRequest as _portico_tenancy_v1_GetPlatformSettingsRequest, GetPlatformSettingsRequest__Output as _portico_tenancy_v1_GetPlatformSettingsRequest__Output } from '../../../portico/tenancy/v1/GetPlatformSettingsRequest';
import type { GetPlatformTenantRequest as _portico_tenancy_v1_GetPlatformTenantRequest, GetPlatformTenantRequest__Output as _portico_tenancy_v1_GetPlatformTenantRequest__Output } from '../../../portico/tenancy/v1/GetPlatformTenantRequest';
import type { GetTenantBrandingRequest as _portico_tenancy_v1_GetTenantBrandingRequest, GetTenantBrandingRequest__Output as _portico_tenancy_v1_GetTenantBrandingRequest__Output } from '../../../portico/tenancy/v1/GetTenantBrandingRequest';
import type { GetTenantConfigRequest as _portico_tenancy_v1_GetTenantConfigRequest, GetTenantConfigRequest__Output as _portico_tenancy_v1_GetTenantConfigRequest__Output } from '../../../portico/tenancy/v1/GetTenantConfigRequest';
import type { Invitation as _portico_tenancy_v1_Invitation, Invitation__Output as _portico_tenancy_v1_Invitation__Output } from '../../../portico/tenancy/v1/Invitation';
import type { ListApiKeysRequest as _portico_tenancy_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _portico_tenancy_v1_ListApiKeysRequest__Output } from '../../../portico/tenancy/v1/ListApiKeysRequest';
import type { ListApiKeysResponse as _portico_tenancy_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _portico_tenancy_v1_ListApiKeysResponse__Output } from '../../../portico/tenancy/v1/ListApiKeysResponse';
import type { ListDomainsRequest as _portico_tenancy_v1_ListDomainsRequest, ListDomainsRequest__Output as _portico_tenancy_v1_ListDomainsRequest__Output } from '../../../portico/tenancy/v1/ListDomainsRequest';
import type { ListDomainsResponse as _portico_tenancy_v1_ListDomainsResponse, ListDomainsResponse__Output as _portico_tenancy_v1_ListDomainsResponse__Output } from '../../../portico/tenancy/v1/ListDomainsResponse';
import type { ListFeatureFlagsRequest as _portico_tenancy_v1_ListFeatureFlagsRequest, ListFeatureFlagsRequest__Output as _portico_tenancy_v1_ListFeatureFlagsRequest__Output } from '../../../portico/tenancy/v1/ListFeatureFlagsRequest';
import type { ListFeatureFlagsResponse as _portico_tenancy_v1_ListFeatureFlagsResponse, ListFeatureFlagsResponse__Output as _portico_tenancy_v1_ListFeatureFlagsResponse__Output } from '../../../portico/tenancy/v1/ListFeatureFlagsResponse';
import type { ListMembersRequest as _portico_tenancy_v1_ListMembersRequest, ListMembersRequest__Output as _portico_tenancy_v1_ListMembersRequest__Output } from '../../../portico/tenancy/v1/ListMembersRequest';
import type { ListMembersResponse as _portico_tenancy_v1_ListMembersResponse, ListMembersResponse__Output as _portico_tenancy_v1_ListMembersResponse__Output } from '../../../portico/tenancy/v1/ListMembersResponse';
import type { ListOpenInvitationsRequest as _portico_tenancy_v1_ListOpenInvitationsRequest, ListOpenInvitationsRequest__Output as _portico_tenancy_v1_ListOpenInvitationsRequest__Output } from '../../../portico/tenancy/v1/ListOpenInvitationsRequest';
import type { ListOpenInvitationsResponse as _portico_tenancy_v1_ListOpenInvitationsResponse, ListOpenInvitationsResponse__Output as _portico_tenancy_v1_ListOpenInvitationsResponse__Output } from '../../../portico/tenancy/v1/ListOpenInvitationsResponse';
import type { ListPlatformTenantMembersRequest as _portico_tenancy_v1_ListPlatformTenantMembersRequest, ListPlatformTenantMembersRequest__Output as _portico_tenancy_v1_ListPlatformTenantMembersRequest__Output } from '../../../portico/tenancy/v1/ListPlatformTenantMembersRequest';
import type { ListPlatformTenantMembersResponse as _portico_tenancy_v1_ListPlatformTenantMembersResponse, ListPlatformTenantMembersResponse__Output as _portico_tenancy_v1_ListPlatformTenantMembersResponse__Output } from '../../../portico/tenancy/v1/ListPlatformTenantMembersResponse';
import type { ListPlatformTenantsRequest as _portico_tenancy_v1_ListPlatformTenantsRequest, ListPlatformTenantsRequest__Output as _portico_tenancy_v1_ListPlatformTenantsRequest__Output } from '../../../portico/tenancy/v1/ListPlatformTenantsRequest';
import type { ListPlatformTenantsResponse as _portico_tenancy_v1_ListPlatformTenantsResponse, ListPlatformTenantsResponse__Output as _portico_tenancy_v1_ListPlatformTenantsResponse__Output } from '../../../portico/tenancy/v1/ListPlatformTenantsResponse';
import type { ListPlatformUserWorkspacesRequest as _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, ListPlatformUserWorkspacesRequest__Output as _portico_tenancy_v1_ListPlatformUserWorkspacesRequest__Output } from '../../../portico/tenancy/v1/ListPlatformUserWorkspacesRequest';
import type { ListPlatformUserWorkspacesResponse as _portico_tenancy_v1_ListPlatformUserWorkspacesResponse, ListPlatformUserWorkspacesResponse__Output as _portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output } from '../../../portico/tenancy/v1/ListPlatformUserWorkspacesResponse';
import type { ListTenantAdminsRequest as _portico_tenancy_v1_ListTenantAdminsRequest, ListTenantAdminsRequest__Output as _portico_tenancy_v1_ListTenantAdminsRequest__Output } from '../../../portico/tenancy/v1/ListTenantAdminsRequest';
import type { ListTenantAdminsResponse as _portico_tenancy_v1_ListTenantAdminsResponse, ListTenantAdminsResponse__Output as _portico_tenancy_v1_ListTenantAdminsResponse__Output } from '../../../portico/tenancy/v1/ListTenantAdminsResponse';
import type { ListTenantMembersRequest as _portico_tenancy_v1_ListTenantMembersRequest, ListTenantMembersRequest__Output as _portico_tenancy_v1_ListTenantMembersRequest__Output } from '../../../portico/tenancy/v1/ListTenantMembersRequest';
import type { ListTenantMembersResponse as _portico_tenancy_v1_ListTenantMembersResponse, ListTenantMembersResponse__Output as _portico_tenancy_v1_ListTenantMembersResponse__Output } from '../../../portico/tenancy/v1/ListTenantMembersResponse';
import type { ListTenantRolesRequest as _portico_tenancy_v1_ListTenantRolesRequest, ListTenantRolesRequest__Output as _portico_tenancy_v1_ListTenantRolesRequest__Output } from '../../../portico/tenancy/v1/ListTenantRolesRequest';
import type { ListTenantRolesResponse as _portico_tenancy_v1_ListTenantRolesResponse, ListTenantRolesResponse__Output as _portico_tenancy_v1_ListTenantRolesResponse__Output } from '../../../portico/tenancy/v1/ListTenantRolesResponse';
import type { Membership as _portico_tenancy_v1_Membership, Membership__Output as _portico_tenancy_v1_Membership__Output } from '../../../portico/tenancy/v1/Membership';
import type { OnboardingState as _portico_tenancy_v1_OnboardingState, OnboardingState__Output as _portico_tenancy_v1_OnboardingState__Output } from '../../../portico/tenancy/v1/OnboardingState';
import type { PeekInvitationRequest as _portico_tenancy_v1_PeekInvitationRequest, PeekInvitationRequest__Output as _portico_tenancy_v1_PeekInvitationRequest__Output } from '../../../portico/tenancy/v1/PeekInvitationRequest';
import type { PlatformSettings as _portico_tenancy_v1_PlatformSettings, PlatformSettings__Output as _portico_tenancy_v1_PlatformSettings__Output } from '../../../portico/tenancy/v1/PlatformSettings';
import type { PlatformTenant as _portico_tenancy_v1_PlatformTenant, PlatformTenant__Output as _portico_tenancy_v1_PlatformTenant__Output } from '../../../portico/tenancy/v1/PlatformTenant';
import type { PlatformTenantDetail as _portico_tenancy_v1_PlatformTenantDetail, PlatformTenantDetail__Output as _portico_tenancy_v1_PlatformTenantDetail__Output } from '../../../portico/tenancy/v1/PlatformTenantDetail';
import type { ProvisionWorkspaceRequest as _portico_tenancy_v1_ProvisionWorkspaceRequest, ProvisionWorkspaceRequest__Output as _portico_tenancy_v1_ProvisionWorkspaceRequest__Output } from '../../../portico/tenancy/v1/ProvisionWorkspaceRequest';
import type { RecordTenantSignInRequest as _portico_tenancy_v1_RecordTenantSignInRequest, RecordTenantSignInRequest__Output as _portico_tenancy_v1_RecordTenantSignInRequest__Output } from '../../../portico/tenancy/v1/RecordTenantSignInRequest';
import type { RecordTenantSignInResponse as _portico_tenancy_v1_RecordTenantSignInResponse, RecordTenantSignInResponse__Output as _portico_tenancy_v1_RecordTenantSignInResponse__Output } from '../../../portico/tenancy/v1/RecordTenantSignInResponse';
import type { RemoveDomainRequest as _portico_tenancy_v1_RemoveDomainRequest, RemoveDomainRequest__Output as _portico_tenancy_v1_RemoveDomainRequest__Output } from '../../../portico/tenancy/v1/RemoveDomainRequest';
import type { RemoveDomainResponse as _portico_tenancy_v1_RemoveDomainResponse, RemoveDomainResponse__Output as _portico_tenancy_v1_RemoveDomainResponse__Output } from '../../../portico/tenancy/v1/RemoveDomainResponse';
import type { RemoveMemberRequest as _portico_tenancy_v1_RemoveMemberRequest, RemoveMemberRequest__Output as _portico_tenancy_v1_RemoveMemberRequest__Output } from '../../../portico/tenancy/v1/RemoveMemberRequest';
import type { RemoveMemberResponse as _portico_tenancy_v1_RemoveMemberResponse, RemoveMemberResponse__Output as _portico_tenancy_v1_RemoveMemberResponse__Output } from '../../../portico/tenancy/v1/RemoveMemberResponse';
import type { RequestMaintenanceRequest as _portico_tenancy_v1_RequestMaintenanceRequest, RequestMaintenanceRequest__Output as _portico_tenancy_v1_RequestMaintenanceRequest__Output } from '../../../portico/tenancy/v1/RequestMaintenanceRequest';
import type { RequestMaintenanceResponse as _portico_tenancy_v1_RequestMaintenanceResponse, RequestMaintenanceResponse__Output as _portico_tenancy_v1_RequestMaintenanceResponse__Output } from '../../../portico/tenancy/v1/RequestMaintenanceResponse';
import type { RevokeApiKeyRequest as _portico_tenancy_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _portico_tenancy_v1_RevokeApiKeyRequest__Output } from '../../../portico/tenancy/v1/RevokeApiKeyRequest';
import type { RevokeApiKeyResponse as _portico_tenancy_v1_RevokeApiKeyResponse, RevokeApiKeyResponse__Output as _portico_tenancy_v1_RevokeApiKeyResponse__Output } from '../../../portico/tenancy/v1/RevokeApiKeyResponse';
import type { SaveOnboardingBrandingRequest as _portico_tenancy_v1_SaveOnboardingBrandingRequest, SaveOnboardingBrandingRequest__Output as _portico_tenancy_v1_SaveOnboardingBrandingRequest__Output } from '../../../portico/tenancy/v1/SaveOnboardingBrandingRequest';
import type { SaveOnboardingCapabilitiesRequest as _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, SaveOnboardingCapabilitiesRequest__Output as _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest__Output } from '../../../portico/tenancy/v1/SaveOnboardingCapabilitiesRequest';
import type { SaveOnboardingPlanRequest as _portico_tenancy_v1_SaveOnboardingPlanRequest, SaveOnboardingPlanRequest__Output as _portico_tenancy_v1_SaveOnboardingPlanRequest__Output } from '../../../portico/tenancy/v1/SaveOnboardingPlanRequest';
import type { SaveTenantRolesRequest as _portico_tenancy_v1_SaveTenantRolesRequest, SaveTenantRolesRequest__Output as _portico_tenancy_v1_SaveTenantRolesRequest__Output } from '../../../portico/tenancy/v1/SaveTenantRolesRequest';
import type { SetFeatureFlagRequest as _portico_tenancy_v1_SetFeatureFlagRequest, SetFeatureFlagRequest__Output as _portico_tenancy_v1_SetFeatureFlagRequest__Output } from '../../../portico/tenancy/v1/SetFeatureFlagRequest';
import type { SetMembershipStatusRequest as _portico_tenancy_v1_SetMembershipStatusRequest, SetMembershipStatusRequest__Output as _portico_tenancy_v1_SetMembershipStatusRequest__Output } from '../../../portico/tenancy/v1/SetMembershipStatusRequest';
import type { SetTenantStatusRequest as _portico_tenancy_v1_SetTenantStatusRequest, SetTenantStatusRequest__Output as _portico_tenancy_v1_SetTenantStatusRequest__Output } from '../../../portico/tenancy/v1/SetTenantStatusRequest';
import type { StartOnboardingRequest as _portico_tenancy_v1_StartOnboardingRequest, StartOnboardingRequest__Output as _portico_tenancy_v1_StartOnboardingRequest__Output } from '../../../portico/tenancy/v1/StartOnboardingRequest';
import type { TenantConfig as _portico_tenancy_v1_TenantConfig, TenantConfig__Output as _portico_tenancy_v1_TenantConfig__Output } from '../../../portico/tenancy/v1/TenantConfig';
import type { TransferOwnershipRequest as _portico_tenancy_v1_TransferOwnershipRequest, TransferOwnershipRequest__Output as _portico_tenancy_v1_TransferOwnershipRequest__Output } from '../../../portico/tenancy/v1/TransferOwnershipRequest';
import type { TransferOwnershipResponse as _portico_tenancy_v1_TransferOwnershipResponse, TransferOwnershipResponse__Output as _portico_tenancy_v1_TransferOwnershipResponse__Output } from '../../../portico/tenancy/v1/TransferOwnershipResponse';
import type { UpdatePlatformSettingsRequest as _portico_tenancy_v1_UpdatePlatformSettingsRequest, UpdatePlatformSettingsRequest__Output as _portico_tenancy_v1_UpdatePlatformSettingsRequest__Output } from '../../../portico/tenancy/v1/UpdatePlatformSettingsRequest';
import type { UpdateTenantConfigRequest as _portico_tenancy_v1_UpdateTenantConfigRequest, UpdateTenantConfigRequest__Output as _portico_tenancy_v1_UpdateTenantConfigRequest__Output } from '../../../portico/tenancy/v1/UpdateTenantConfigRequest';
import type { UploadBrandAssetRequest as _portico_tenancy_v1_UploadBrandAssetRequest, UploadBrandAssetRequest__Output as _portico_tenancy_v1_UploadBrandAssetRequest__Output } from '../../../portico/tenancy/v1/UploadBrandAssetRequest';
import type { VerifyApiKeyRequest as _portico_tenancy_v1_VerifyApiKeyRequest, VerifyApiKeyRequest__Output as _portico_tenancy_v1_VerifyApiKeyRequest__Output } from '../../../portico/tenancy/v1/VerifyApiKeyRequest';
import type { VerifyApiKeyResponse as _portico_tenancy_v1_VerifyApiKeyResponse, VerifyApiKeyResponse__Output as _portico_tenancy_v1_VerifyApiKeyResponse__Output } from '../../../portico/tenancy/v1/VerifyApiKeyResponse';
import type { VerifyDomainRequest as _portico_tenancy_v1_VerifyDomainRequest, VerifyDomainRequest__Output as _portico_tenancy_v1_VerifyDomainRequest__Output } from '../../../portico/tenancy/v1/VerifyDomainRequest';

export interface TenancyServiceClient extends grpc.Client {
  AcceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  AcceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  AcceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  AcceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  acceptInvitation(argument: _portico_tenancy_v1_AcceptInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_AcceptInvitationResponse__Output>): grpc.ClientUnaryCall;
  
  AddDomain(argument: _portico_tenancy_v1_AddDomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  AddDomain(argument: _portico_tenancy_v1_AddDomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  AddDomain(argument: _portico_tenancy_v1_AddDomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  AddDomain(argument: _portico_tenancy_v1_AddDomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  addDomain(argument: _portico_tenancy_v1_AddDomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  addDomain(argument: _portico_tenancy_v1_AddDomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  addDomain(argument: _portico_tenancy_v1_AddDomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  addDomain(argument: _portico_tenancy_v1_AddDomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  
  AddPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  AddPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  AddPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  AddPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  addPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  addPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  addPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  addPendingMember(argument: _portico_tenancy_v1_AddPendingMemberRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  
  BulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  BulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  BulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  BulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkChangeRole(argument: _portico_tenancy_v1_BulkChangeRoleRequest, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  
  BulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  BulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  BulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  BulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  bulkRemoveMembers(argument: _portico_tenancy_v1_BulkRemoveMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_BulkMembersResponse__Output>): grpc.ClientUnaryCall;
  
  ChangeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  ChangeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  ChangeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  ChangeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  changeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  changeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  changeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  changeMemberRole(argument: _portico_tenancy_v1_ChangeMemberRoleRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  
  CheckDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  CheckDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  CheckDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  CheckDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  checkDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  checkDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  checkDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  checkDomainSsl(argument: _portico_tenancy_v1_CheckDomainSslRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  
  CheckSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  CheckSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  CheckSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  CheckSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  checkSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  checkSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  checkSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  checkSubdomain(argument: _portico_tenancy_v1_CheckSubdomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_CheckSubdomainResponse__Output>): grpc.ClientUnaryCall;
  
  CreateApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _portico_tenancy_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_portico_tenancy_v1_CreatedApiKey__Output>): grpc.ClientUnaryCall;
  
  CreateInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  CreateInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  CreateInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  CreateInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createInvitation(argument: _portico_tenancy_v1_CreateInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  
  CreateInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  CreateInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  CreateInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  CreateInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  createInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  createInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  createInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  createInvitations(argument: _portico_tenancy_v1_CreateInvitationsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_CreateInvitationsResponse__Output>): grpc.ClientUnaryCall;
  
  CreatePlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  CreatePlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  CreatePlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  CreatePlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createPlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createPlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createPlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  createPlatformInvitation(argument: _portico_tenancy_v1_CreatePlatformInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  
  GetAccess(argument: _portico_tenancy_v1_GetAccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  GetAccess(argument: _portico_tenancy_v1_GetAccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  GetAccess(argument: _portico_tenancy_v1_GetAccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  GetAccess(argument: _portico_tenancy_v1_GetAccessRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  getAccess(argument: _portico_tenancy_v1_GetAccessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  getAccess(argument: _portico_tenancy_v1_GetAccessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  getAccess(argument: _portico_tenancy_v1_GetAccessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  getAccess(argument: _portico_tenancy_v1_GetAccessRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Access__Output>): grpc.ClientUnaryCall;
  
  GetBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  GetBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  GetBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  GetBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  getBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  getBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  getBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  getBrandAsset(argument: _portico_tenancy_v1_GetBrandAssetRequest, callback: grpc.requestCallback<_portico_tenancy_v1_BrandAsset__Output>): grpc.ClientUnaryCall;
  
  GetBranding(argument: _portico_tenancy_v1_GetBrandingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  GetBranding(argument: _portico_tenancy_v1_GetBrandingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  GetBranding(argument: _portico_tenancy_v1_GetBrandingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  GetBranding(argument: _portico_tenancy_v1_GetBrandingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getBranding(argument: _portico_tenancy_v1_GetBrandingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getBranding(argument: _portico_tenancy_v1_GetBrandingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getBranding(argument: _portico_tenancy_v1_GetBrandingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getBranding(argument: _portico_tenancy_v1_GetBrandingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  
  GetEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  GetEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  GetEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  GetEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  getEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  getEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  getEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  getEmailBrand(argument: _portico_tenancy_v1_GetEmailBrandRequest, callback: grpc.requestCallback<_portico_tenancy_v1_EmailBrand__Output>): grpc.ClientUnaryCall;
  
  GetMembership(argument: _portico_tenancy_v1_GetMembershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  GetMembership(argument: _portico_tenancy_v1_GetMembershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  GetMembership(argument: _portico_tenancy_v1_GetMembershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  GetMembership(argument: _portico_tenancy_v1_GetMembershipRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  getMembership(argument: _portico_tenancy_v1_GetMembershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  getMembership(argument: _portico_tenancy_v1_GetMembershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  getMembership(argument: _portico_tenancy_v1_GetMembershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  getMembership(argument: _portico_tenancy_v1_GetMembershipRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  
  GetOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  GetOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  GetOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  GetOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  getOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  getOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  getOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  getOnboardingStatus(argument: _portico_tenancy_v1_GetOnboardingStatusRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  
  GetPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  GetPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  GetPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  GetPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  getPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  getPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  getPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  getPlatformSettings(argument: _portico_tenancy_v1_GetPlatformSettingsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  
  GetPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  GetPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  GetPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  GetPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  getPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  getPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  getPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  getPlatformTenant(argument: _portico_tenancy_v1_GetPlatformTenantRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenantDetail__Output>): grpc.ClientUnaryCall;
  
  GetTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  GetTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  GetTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  GetTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  getTenantBranding(argument: _portico_tenancy_v1_GetTenantBrandingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Branding__Output>): grpc.ClientUnaryCall;
  
  GetTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  GetTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  GetTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  GetTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  getTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  getTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  getTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  getTenantConfig(argument: _portico_tenancy_v1_GetTenantConfigRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  
  ListApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _portico_tenancy_v1_ListApiKeysRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  
  ListDomains(argument: _portico_tenancy_v1_ListDomainsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  ListDomains(argument: _portico_tenancy_v1_ListDomainsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  ListDomains(argument: _portico_tenancy_v1_ListDomainsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  ListDomains(argument: _portico_tenancy_v1_ListDomainsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  listDomains(argument: _portico_tenancy_v1_ListDomainsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  listDomains(argument: _portico_tenancy_v1_ListDomainsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  listDomains(argument: _portico_tenancy_v1_ListDomainsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  listDomains(argument: _portico_tenancy_v1_ListDomainsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListDomainsResponse__Output>): grpc.ClientUnaryCall;
  
  ListFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  ListFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  ListFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  ListFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  listFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  listFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  listFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  listFeatureFlags(argument: _portico_tenancy_v1_ListFeatureFlagsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListFeatureFlagsResponse__Output>): grpc.ClientUnaryCall;
  
  ListMembers(argument: _portico_tenancy_v1_ListMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _portico_tenancy_v1_ListMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _portico_tenancy_v1_ListMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _portico_tenancy_v1_ListMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _portico_tenancy_v1_ListMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _portico_tenancy_v1_ListMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _portico_tenancy_v1_ListMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _portico_tenancy_v1_ListMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListMembersResponse__Output>): grpc.ClientUnaryCall;
  
  ListOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  ListOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  ListOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  ListOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  listOpenInvitations(argument: _portico_tenancy_v1_ListOpenInvitationsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListOpenInvitationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenantMembers(argument: _portico_tenancy_v1_ListPlatformTenantMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  listPlatformTenants(argument: _portico_tenancy_v1_ListPlatformTenantsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformTenantsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  ListPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  listPlatformUserWorkspaces(argument: _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>): grpc.ClientUnaryCall;
  
  ListTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  ListTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  listTenantAdmins(argument: _portico_tenancy_v1_ListTenantAdminsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantAdminsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  ListTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  ListTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  ListTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  listTenantMembers(argument: _portico_tenancy_v1_ListTenantMembersRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantMembersResponse__Output>): grpc.ClientUnaryCall;
  
  ListTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  ListTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  ListTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  ListTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  listTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  listTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  listTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  listTenantRoles(argument: _portico_tenancy_v1_ListTenantRolesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  
  PeekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  PeekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  PeekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  PeekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  peekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  peekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  peekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  peekInvitation(argument: _portico_tenancy_v1_PeekInvitationRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Invitation__Output>): grpc.ClientUnaryCall;
  
  ProvisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  ProvisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  ProvisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  ProvisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  provisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  provisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  provisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  provisionWorkspace(argument: _portico_tenancy_v1_ProvisionWorkspaceRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  
  RecordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  RecordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  RecordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  RecordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  recordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  recordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  recordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  recordTenantSignIn(argument: _portico_tenancy_v1_RecordTenantSignInRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RecordTenantSignInResponse__Output>): grpc.ClientUnaryCall;
  
  RemoveDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  RemoveDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  RemoveDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  RemoveDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  removeDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  removeDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  removeDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  removeDomain(argument: _portico_tenancy_v1_RemoveDomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveDomainResponse__Output>): grpc.ClientUnaryCall;
  
  RemoveMember(argument: _portico_tenancy_v1_RemoveMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _portico_tenancy_v1_RemoveMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _portico_tenancy_v1_RemoveMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _portico_tenancy_v1_RemoveMemberRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _portico_tenancy_v1_RemoveMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _portico_tenancy_v1_RemoveMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _portico_tenancy_v1_RemoveMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _portico_tenancy_v1_RemoveMemberRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RemoveMemberResponse__Output>): grpc.ClientUnaryCall;
  
  RequestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  RequestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  RequestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  RequestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  requestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  requestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  requestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  requestMaintenance(argument: _portico_tenancy_v1_RequestMaintenanceRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RequestMaintenanceResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _portico_tenancy_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_portico_tenancy_v1_RevokeApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  SaveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingBranding(argument: _portico_tenancy_v1_SaveOnboardingBrandingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  
  SaveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingCapabilities(argument: _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  
  SaveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  SaveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  saveOnboardingPlan(argument: _portico_tenancy_v1_SaveOnboardingPlanRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  
  SaveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  SaveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  SaveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  SaveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  saveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  saveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  saveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  saveTenantRoles(argument: _portico_tenancy_v1_SaveTenantRolesRequest, callback: grpc.requestCallback<_portico_tenancy_v1_ListTenantRolesResponse__Output>): grpc.ClientUnaryCall;
  
  SetFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  SetFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  SetFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  SetFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  setFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  setFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  setFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  setFeatureFlag(argument: _portico_tenancy_v1_SetFeatureFlagRequest, callback: grpc.requestCallback<_portico_tenancy_v1_FeatureFlag__Output>): grpc.ClientUnaryCall;
  
  SetMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  SetMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  SetMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  SetMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  setMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  setMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  setMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  setMembershipStatus(argument: _portico_tenancy_v1_SetMembershipStatusRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Membership__Output>): grpc.ClientUnaryCall;
  
  SetTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  SetTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  SetTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  SetTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  setTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  setTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  setTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  setTenantStatus(argument: _portico_tenancy_v1_SetTenantStatusRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformTenant__Output>): grpc.ClientUnaryCall;
  
  StartOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  StartOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  StartOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  StartOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  startOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  startOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  startOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  startOnboarding(argument: _portico_tenancy_v1_StartOnboardingRequest, callback: grpc.requestCallback<_portico_tenancy_v1_OnboardingState__Output>): grpc.ClientUnaryCall;
  
  TransferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  TransferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  TransferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  TransferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  transferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  transferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  transferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  transferOwnership(argument: _portico_tenancy_v1_TransferOwnershipRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TransferOwnershipResponse__Output>): grpc.ClientUnaryCall;
  
  UpdatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  UpdatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  UpdatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  UpdatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  updatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  updatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  updatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  updatePlatformSettings(argument: _portico_tenancy_v1_UpdatePlatformSettingsRequest, callback: grpc.requestCallback<_portico_tenancy_v1_PlatformSettings__Output>): grpc.ClientUnaryCall;
  
  UpdateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  UpdateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  UpdateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  UpdateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  updateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  updateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  updateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  updateTenantConfig(argument: _portico_tenancy_v1_UpdateTenantConfigRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  
  UploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  UploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  UploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  UploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  uploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  uploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  uploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  uploadBrandAsset(argument: _portico_tenancy_v1_UploadBrandAssetRequest, callback: grpc.requestCallback<_portico_tenancy_v1_TenantConfig__Output>): grpc.ClientUnaryCall;
  
  VerifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  VerifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  VerifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  VerifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  verifyApiKey(argument: _portico_tenancy_v1_VerifyApiKeyRequest, callback: grpc.requestCallback<_portico_tenancy_v1_VerifyApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  VerifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  VerifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  VerifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  verifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  verifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  verifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  verifyDomain(argument: _portico_tenancy_v1_VerifyDomainRequest, callback: grpc.requestCallback<_portico_tenancy_v1_Domain__Output>): grpc.ClientUnaryCall;
  
}

export interface TenancyServiceHandlers extends grpc.UntypedServiceImplementation {
  AcceptInvitation: grpc.handleUnaryCall<_portico_tenancy_v1_AcceptInvitationRequest__Output, _portico_tenancy_v1_AcceptInvitationResponse>;
  
  AddDomain: grpc.handleUnaryCall<_portico_tenancy_v1_AddDomainRequest__Output, _portico_tenancy_v1_Domain>;
  
  AddPendingMember: grpc.handleUnaryCall<_portico_tenancy_v1_AddPendingMemberRequest__Output, _portico_tenancy_v1_Membership>;
  
  BulkChangeRole: grpc.handleUnaryCall<_portico_tenancy_v1_BulkChangeRoleRequest__Output, _portico_tenancy_v1_BulkMembersResponse>;
  
  BulkRemoveMembers: grpc.handleUnaryCall<_portico_tenancy_v1_BulkRemoveMembersRequest__Output, _portico_tenancy_v1_BulkMembersResponse>;
  
  ChangeMemberRole: grpc.handleUnaryCall<_portico_tenancy_v1_ChangeMemberRoleRequest__Output, _portico_tenancy_v1_Membership>;
  
  CheckDomainSsl: grpc.handleUnaryCall<_portico_tenancy_v1_CheckDomainSslRequest__Output, _portico_tenancy_v1_Domain>;
  
  CheckSubdomain: grpc.handleUnaryCall<_portico_tenancy_v1_CheckSubdomainRequest__Output, _portico_tenancy_v1_CheckSubdomainResponse>;
  
  CreateApiKey: grpc.handleUnaryCall<_portico_tenancy_v1_CreateApiKeyRequest__Output, _portico_tenancy_v1_CreatedApiKey>;
  
  CreateInvitation: grpc.handleUnaryCall<_portico_tenancy_v1_CreateInvitationRequest__Output, _portico_tenancy_v1_Invitation>;
  
  CreateInvitations: grpc.handleUnaryCall<_portico_tenancy_v1_CreateInvitationsRequest__Output, _portico_tenancy_v1_CreateInvitationsResponse>;
  
  CreatePlatformInvitation: grpc.handleUnaryCall<_portico_tenancy_v1_CreatePlatformInvitationRequest__Output, _portico_tenancy_v1_Invitation>;
  
  GetAccess: grpc.handleUnaryCall<_portico_tenancy_v1_GetAccessRequest__Output, _portico_tenancy_v1_Access>;
  
  GetBrandAsset: grpc.handleUnaryCall<_portico_tenancy_v1_GetBrandAssetRequest__Output, _portico_tenancy_v1_BrandAsset>;
  
  GetBranding: grpc.handleUnaryCall<_portico_tenancy_v1_GetBrandingRequest__Output, _portico_tenancy_v1_Branding>;
  
  GetEmailBrand: grpc.handleUnaryCall<_portico_tenancy_v1_GetEmailBrandRequest__Output, _portico_tenancy_v1_EmailBrand>;
  
  GetMembership: grpc.handleUnaryCall<_portico_tenancy_v1_GetMembershipRequest__Output, _portico_tenancy_v1_Membership>;
  
  GetOnboardingStatus: grpc.handleUnaryCall<_portico_tenancy_v1_GetOnboardingStatusRequest__Output, _portico_tenancy_v1_OnboardingState>;
  
  GetPlatformSettings: grpc.handleUnaryCall<_portico_tenancy_v1_GetPlatformSettingsRequest__Output, _portico_tenancy_v1_PlatformSettings>;
  
  GetPlatformTenant: grpc.handleUnaryCall<_portico_tenancy_v1_GetPlatformTenantRequest__Output, _portico_tenancy_v1_PlatformTenantDetail>;
  
  GetTenantBranding: grpc.handleUnaryCall<_portico_tenancy_v1_GetTenantBrandingRequest__Output, _portico_tenancy_v1_Branding>;
  
  GetTenantConfig: grpc.handleUnaryCall<_portico_tenancy_v1_GetTenantConfigRequest__Output, _portico_tenancy_v1_TenantConfig>;
  
  ListApiKeys: grpc.handleUnaryCall<_portico_tenancy_v1_ListApiKeysRequest__Output, _portico_tenancy_v1_ListApiKeysResponse>;
  
  ListDomains: grpc.handleUnaryCall<_portico_tenancy_v1_ListDomainsRequest__Output, _portico_tenancy_v1_ListDomainsResponse>;
  
  ListFeatureFlags: grpc.handleUnaryCall<_portico_tenancy_v1_ListFeatureFlagsRequest__Output, _portico_tenancy_v1_ListFeatureFlagsResponse>;
  
  ListMembers: grpc.handleUnaryCall<_portico_tenancy_v1_ListMembersRequest__Output, _portico_tenancy_v1_ListMembersResponse>;
  
  ListOpenInvitations: grpc.handleUnaryCall<_portico_tenancy_v1_ListOpenInvitationsRequest__Output, _portico_tenancy_v1_ListOpenInvitationsResponse>;
  
  ListPlatformTenantMembers: grpc.handleUnaryCall<_portico_tenancy_v1_ListPlatformTenantMembersRequest__Output, _portico_tenancy_v1_ListPlatformTenantMembersResponse>;
  
  ListPlatformTenants: grpc.handleUnaryCall<_portico_tenancy_v1_ListPlatformTenantsRequest__Output, _portico_tenancy_v1_ListPlatformTenantsResponse>;
  
  ListPlatformUserWorkspaces: grpc.handleUnaryCall<_portico_tenancy_v1_ListPlatformUserWorkspacesRequest__Output, _portico_tenancy_v1_ListPlatformUserWorkspacesResponse>;
  
  ListTenantAdmins: grpc.handleUnaryCall<_portico_tenancy_v1_ListTenantAdminsRequest__Output, _portico_tenancy_v1_ListTenantAdminsResponse>;
  
  ListTenantMembers: grpc.handleUnaryCall<_portico_tenancy_v1_ListTenantMembersRequest__Output, _portico_tenancy_v1_ListTenantMembersResponse>;
  
  ListTenantRoles: grpc.handleUnaryCall<_portico_tenancy_v1_ListTenantRolesRequest__Output, _portico_tenancy_v1_ListTenantRolesResponse>;
  
  PeekInvitation: grpc.handleUnaryCall<_portico_tenancy_v1_PeekInvitationRequest__Output, _portico_tenancy_v1_Invitation>;
  
  ProvisionWorkspace: grpc.handleUnaryCall<_portico_tenancy_v1_ProvisionWorkspaceRequest__Output, _portico_tenancy_v1_OnboardingState>;
  
  RecordTenantSignIn: grpc.handleUnaryCall<_portico_tenancy_v1_RecordTenantSignInRequest__Output, _portico_tenancy_v1_RecordTenantSignInResponse>;
  
  RemoveDomain: grpc.handleUnaryCall<_portico_tenancy_v1_RemoveDomainRequest__Output, _portico_tenancy_v1_RemoveDomainResponse>;
  
  RemoveMember: grpc.handleUnaryCall<_portico_tenancy_v1_RemoveMemberRequest__Output, _portico_tenancy_v1_RemoveMemberResponse>;
  
  RequestMaintenance: grpc.handleUnaryCall<_portico_tenancy_v1_RequestMaintenanceRequest__Output, _portico_tenancy_v1_RequestMaintenanceResponse>;
  
  RevokeApiKey: grpc.handleUnaryCall<_portico_tenancy_v1_RevokeApiKeyRequest__Output, _portico_tenancy_v1_RevokeApiKeyResponse>;
  
  SaveOnboardingBranding: grpc.handleUnaryCall<_portico_tenancy_v1_SaveOnboardingBrandingRequest__Output, _portico_tenancy_v1_OnboardingState>;
  
  SaveOnboardingCapabilities: grpc.handleUnaryCall<_portico_tenancy_v1_SaveOnboardingCapabilitiesRequest__Output, _portico_tenancy_v1_OnboardingState>;
  
  SaveOnboardingPlan: grpc.handleUnaryCall<_portico_tenancy_v1_SaveOnboardingPlanRequest__Output, _portico_tenancy_v1_OnboardingState>;
  
  SaveTenantRoles: grpc.handleUnaryCall<_portico_tenancy_v1_SaveTenantRolesRequest__Output, _portico_tenancy_v1_ListTenantRolesResponse>;
  
  SetFeatureFlag: grpc.handleUnaryCall<_portico_tenancy_v1_SetFeatureFlagRequest__Output, _portico_tenancy_v1_FeatureFlag>;
  
  SetMembershipStatus: grpc.handleUnaryCall<_portico_tenancy_v1_SetMembershipStatusRequest__Output, _portico_tenancy_v1_Membership>;
  
  SetTenantStatus: grpc.handleUnaryCall<_portico_tenancy_v1_SetTenantStatusRequest__Output, _portico_tenancy_v1_PlatformTenant>;
  
  StartOnboarding: grpc.handleUnaryCall<_portico_tenancy_v1_StartOnboardingRequest__Output, _portico_tenancy_v1_OnboardingState>;
  
  TransferOwnership: grpc.handleUnaryCall<_portico_tenancy_v1_TransferOwnershipRequest__Output, _portico_tenancy_v1_TransferOwnershipResponse>;
  
  UpdatePlatformSettings: grpc.handleUnaryCall<_portico_tenancy_v1_UpdatePlatformSettingsRequest__Output, _portico_tenancy_v1_PlatformSettings>;
  
  UpdateTenantConfig: grpc.handleUnaryCall<_portico_tenancy_v1_UpdateTenantConfigRequest__Output, _portico_tenancy_v1_TenantConfig>;
  
  UploadBrandAsset: grpc.handleUnaryCall<_portico_tenancy_v1_UploadBrandAssetRequest__Output, _portico_tenancy_v1_TenantConfig>;
  
  VerifyApiKey: grpc.handleUnaryCall<_portico_tenancy_v1_VerifyApiKeyRequest__Output, _portico_tenancy_v1_VerifyApiKeyResponse>;
  
  VerifyDomain: grpc.handleUnaryCall<_portico_tenancy_v1_VerifyDomainRequest__Output, _portico_tenancy_v1_Domain>;
  
}

export interface TenancyServiceDefinition extends grpc.ServiceDefinition {
  AcceptInvitation: MethodDefinition<_portico_tenancy_v1_AcceptInvitationRequest, _portico_tenancy_v1_AcceptInvitationResponse, _portico_tenancy_v1_AcceptInvitationRequest__Output, _portico_tenancy_v1_AcceptInvitationResponse__Output>
  AddDomain: MethodDefinition<_portico_tenancy_v1_AddDomainRequest, _portico_tenancy_v1_Domain, _portico_tenancy_v1_AddDomainRequest__Output, _portico_tenancy_v1_Domain__Output>
  AddPendingMember: MethodDefinition<_portico_tenancy_v1_AddPendingMemberRequest, _portico_tenancy_v1_Membership, _portico_tenancy_v1_AddPendingMemberRequest__Output, _portico_tenancy_v1_Membership__Output>
  BulkChangeRole: MethodDefinition<_portico_tenancy_v1_BulkChangeRoleRequest, _portico_tenancy_v1_BulkMembersResponse, _portico_tenancy_v1_BulkChangeRoleRequest__Output, _portico_tenancy_v1_BulkMembersResponse__Output>
  BulkRemoveMembers: MethodDefinition<_portico_tenancy_v1_BulkRemoveMembersRequest, _portico_tenancy_v1_BulkMembersResponse, _portico_tenancy_v1_BulkRemoveMembersRequest__Output, _portico_tenancy_v1_BulkMembersResponse__Output>
  ChangeMemberRole: MethodDefinition<_portico_tenancy_v1_ChangeMemberRoleRequest, _portico_tenancy_v1_Membership, _portico_tenancy_v1_ChangeMemberRoleRequest__Output, _portico_tenancy_v1_Membership__Output>
  CheckDomainSsl: MethodDefinition<_portico_tenancy_v1_CheckDomainSslRequest, _portico_tenancy_v1_Domain, _portico_tenancy_v1_CheckDomainSslRequest__Output, _portico_tenancy_v1_Domain__Output>
  CheckSubdomain: MethodDefinition<_portico_tenancy_v1_CheckSubdomainRequest, _portico_tenancy_v1_CheckSubdomainResponse, _portico_tenancy_v1_CheckSubdomainRequest__Output, _portico_tenancy_v1_CheckSubdomainResponse__Output>
  CreateApiKey: MethodDefinition<_portico_tenancy_v1_CreateApiKeyRequest, _portico_tenancy_v1_CreatedApiKey, _portico_tenancy_v1_CreateApiKeyRequest__Output, _portico_tenancy_v1_CreatedApiKey__Output>
  CreateInvitation: MethodDefinition<_portico_tenancy_v1_CreateInvitationRequest, _portico_tenancy_v1_Invitation, _portico_tenancy_v1_CreateInvitationRequest__Output, _portico_tenancy_v1_Invitation__Output>
  CreateInvitations: MethodDefinition<_portico_tenancy_v1_CreateInvitationsRequest, _portico_tenancy_v1_CreateInvitationsResponse, _portico_tenancy_v1_CreateInvitationsRequest__Output, _portico_tenancy_v1_CreateInvitationsResponse__Output>
  CreatePlatformInvitation: MethodDefinition<_portico_tenancy_v1_CreatePlatformInvitationRequest, _portico_tenancy_v1_Invitation, _portico_tenancy_v1_CreatePlatformInvitationRequest__Output, _portico_tenancy_v1_Invitation__Output>
  GetAccess: MethodDefinition<_portico_tenancy_v1_GetAccessRequest, _portico_tenancy_v1_Access, _portico_tenancy_v1_GetAccessRequest__Output, _portico_tenancy_v1_Access__Output>
  GetBrandAsset: MethodDefinition<_portico_tenancy_v1_GetBrandAssetRequest, _portico_tenancy_v1_BrandAsset, _portico_tenancy_v1_GetBrandAssetRequest__Output, _portico_tenancy_v1_BrandAsset__Output>
  GetBranding: MethodDefinition<_portico_tenancy_v1_GetBrandingRequest, _portico_tenancy_v1_Branding, _portico_tenancy_v1_GetBrandingRequest__Output, _portico_tenancy_v1_Branding__Output>
  GetEmailBrand: MethodDefinition<_portico_tenancy_v1_GetEmailBrandRequest, _portico_tenancy_v1_EmailBrand, _portico_tenancy_v1_GetEmailBrandRequest__Output, _portico_tenancy_v1_EmailBrand__Output>
  GetMembership: MethodDefinition<_portico_tenancy_v1_GetMembershipRequest, _portico_tenancy_v1_Membership, _portico_tenancy_v1_GetMembershipRequest__Output, _portico_tenancy_v1_Membership__Output>
  GetOnboardingStatus: MethodDefinition<_portico_tenancy_v1_GetOnboardingStatusRequest, _portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_GetOnboardingStatusRequest__Output, _portico_tenancy_v1_OnboardingState__Output>
  GetPlatformSettings: MethodDefinition<_portico_tenancy_v1_GetPlatformSettingsRequest, _portico_tenancy_v1_PlatformSettings, _portico_tenancy_v1_GetPlatformSettingsRequest__Output, _portico_tenancy_v1_PlatformSettings__Output>
  GetPlatformTenant: MethodDefinition<_portico_tenancy_v1_GetPlatformTenantRequest, _portico_tenancy_v1_PlatformTenantDetail, _portico_tenancy_v1_GetPlatformTenantRequest__Output, _portico_tenancy_v1_PlatformTenantDetail__Output>
  GetTenantBranding: MethodDefinition<_portico_tenancy_v1_GetTenantBrandingRequest, _portico_tenancy_v1_Branding, _portico_tenancy_v1_GetTenantBrandingRequest__Output, _portico_tenancy_v1_Branding__Output>
  GetTenantConfig: MethodDefinition<_portico_tenancy_v1_GetTenantConfigRequest, _portico_tenancy_v1_TenantConfig, _portico_tenancy_v1_GetTenantConfigRequest__Output, _portico_tenancy_v1_TenantConfig__Output>
  ListApiKeys: MethodDefinition<_portico_tenancy_v1_ListApiKeysRequest, _portico_tenancy_v1_ListApiKeysResponse, _portico_tenancy_v1_ListApiKeysRequest__Output, _portico_tenancy_v1_ListApiKeysResponse__Output>
  ListDomains: MethodDefinition<_portico_tenancy_v1_ListDomainsRequest, _portico_tenancy_v1_ListDomainsResponse, _portico_tenancy_v1_ListDomainsRequest__Output, _portico_tenancy_v1_ListDomainsResponse__Output>
  ListFeatureFlags: MethodDefinition<_portico_tenancy_v1_ListFeatureFlagsRequest, _portico_tenancy_v1_ListFeatureFlagsResponse, _portico_tenancy_v1_ListFeatureFlagsRequest__Output, _portico_tenancy_v1_ListFeatureFlagsResponse__Output>
  ListMembers: MethodDefinition<_portico_tenancy_v1_ListMembersRequest, _portico_tenancy_v1_ListMembersResponse, _portico_tenancy_v1_ListMembersRequest__Output, _portico_tenancy_v1_ListMembersResponse__Output>
  ListOpenInvitations: MethodDefinition<_portico_tenancy_v1_ListOpenInvitationsRequest, _portico_tenancy_v1_ListOpenInvitationsResponse, _portico_tenancy_v1_ListOpenInvitationsRequest__Output, _portico_tenancy_v1_ListOpenInvitationsResponse__Output>
  ListPlatformTenantMembers: MethodDefinition<_portico_tenancy_v1_ListPlatformTenantMembersRequest, _portico_tenancy_v1_ListPlatformTenantMembersResponse, _portico_tenancy_v1_ListPlatformTenantMembersRequest__Output, _portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>
  ListPlatformTenants: MethodDefinition<_portico_tenancy_v1_ListPlatformTenantsRequest, _portico_tenancy_v1_ListPlatformTenantsResponse, _portico_tenancy_v1_ListPlatformTenantsRequest__Output, _portico_tenancy_v1_ListPlatformTenantsResponse__Output>
  ListPlatformUserWorkspaces: MethodDefinition<_portico_tenancy_v1_ListPlatformUserWorkspacesRequest, _portico_tenancy_v1_ListPlatformUserWorkspacesResponse, _portico_tenancy_v1_ListPlatformUserWorkspacesRequest__Output, _portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>
  ListTenantAdmins: MethodDefinition<_portico_tenancy_v1_ListTenantAdminsRequest, _portico_tenancy_v1_ListTenantAdminsResponse, _portico_tenancy_v1_ListTenantAdminsRequest__Output, _portico_tenancy_v1_ListTenantAdminsResponse__Output>
  ListTenantMembers: MethodDefinition<_portico_tenancy_v1_ListTenantMembersRequest, _portico_tenancy_v1_ListTenantMembersResponse, _portico_tenancy_v1_ListTenantMembersRequest__Output, _portico_tenancy_v1_ListTenantMembersResponse__Output>
  ListTenantRoles: MethodDefinition<_portico_tenancy_v1_ListTenantRolesRequest, _portico_tenancy_v1_ListTenantRolesResponse, _portico_tenancy_v1_ListTenantRolesRequest__Output, _portico_tenancy_v1_ListTenantRolesResponse__Output>
  PeekInvitation: MethodDefinition<_portico_tenancy_v1_PeekInvitationRequest, _portico_tenancy_v1_Invitation, _portico_tenancy_v1_PeekInvitationRequest__Output, _portico_tenancy_v1_Invitation__Output>
  ProvisionWorkspace: MethodDefinition<_portico_tenancy_v1_ProvisionWorkspaceRequest, _portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_ProvisionWorkspaceRequest__Output, _portico_tenancy_v1_OnboardingState__Output>
  RecordTenantSignIn: MethodDefinition<_portico_tenancy_v1_RecordTenantSignInRequest, _portico_tenancy_v1_RecordTenantSignInResponse, _portico_tenancy_v1_RecordTenantSignInRequest__Output, _portico_tenancy_v1_RecordTenantSignInResponse__Output>
  RemoveDomain: MethodDefinition<_portico_tenancy_v1_RemoveDomainRequest, _portico_tenancy_v1_RemoveDomainResponse, _portico_tenancy_v1_RemoveDomainRequest__Output, _portico_tenancy_v1_RemoveDomainResponse__Output>
  RemoveMember: MethodDefinition<_portico_tenancy_v1_RemoveMemberRequest, _portico_tenancy_v1_RemoveMemberResponse, _portico_tenancy_v1_RemoveMemberRequest__Output, _portico_tenancy_v1_RemoveMemberResponse__Output>
  RequestMaintenance: MethodDefinition<_portico_tenancy_v1_RequestMaintenanceRequest, _portico_tenancy_v1_RequestMaintenanceResponse, _portico_tenancy_v1_RequestMaintenanceRequest__Output, _portico_tenancy_v1_RequestMaintenanceResponse__Output>
  RevokeApiKey: MethodDefinition<_portico_tenancy_v1_RevokeApiKeyRequest, _portico_tenancy_v1_RevokeApiKeyResponse, _portico_tenancy_v1_RevokeApiKeyRequest__Output, _portico_tenancy_v1_RevokeApiKeyResponse__Output>
  SaveOnboardingBranding: MethodDefinition<_portico_tenancy_v1_SaveOnboardingBrandingRequest, _portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_SaveOnboardingBrandingRequest__Output, _portico_tenancy_v1_OnboardingState__Output>
  SaveOnboardingCapabilities: MethodDefinition<_portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, _portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest__Output, _portico_tenancy_v1_OnboardingState__Output>
  SaveOnboardingPlan: MethodDefinition<_portico_tenancy_v1_SaveOnboardingPlanRequest, _portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_SaveOnboardingPlanRequest__Output, _portico_tenancy_v1_OnboardingState__Output>
  SaveTenantRoles: MethodDefinition<_portico_tenancy_v1_SaveTenantRolesRequest, _portico_tenancy_v1_ListTenantRolesResponse, _portico_tenancy_v1_SaveTenantRolesRequest__Output, _portico_tenancy_v1_ListTenantRolesResponse__Output>
  SetFeatureFlag: MethodDefinition<_portico_tenancy_v1_SetFeatureFlagRequest, _portico_tenancy_v1_FeatureFlag, _portico_tenancy_v1_SetFeatureFlagRequest__Output, _portico_tenancy_v1_FeatureFlag__Output>
  SetMembershipStatus: MethodDefinition<_portico_tenancy_v1_SetMembershipStatusRequest, _portico_tenancy_v1_Membership, _portico_tenancy_v1_SetMembershipStatusRequest__Output, _portico_tenancy_v1_Membership__Output>
  SetTenantStatus: MethodDefinition<_portico_tenancy_v1_SetTenantStatusRequest, _portico_tenancy_v1_PlatformTenant, _portico_tenancy_v1_SetTenantStatusRequest__Output, _portico_tenancy_v1_PlatformTenant__Output>
  StartOnboarding: MethodDefinition<_portico_tenancy_v1_StartOnboardingRequest, _portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_StartOnboardingRequest__Output, _portico_tenancy_v1_OnboardingState__Output>
  TransferOwnership: MethodDefinition<_portico_tenancy_v1_TransferOwnershipRequest, _portico_tenancy_v1_TransferOwnershipResponse, _portico_tenancy_v1_TransferOwnershipRequest__Output, _portico_tenancy_v1_TransferOwnershipResponse__Output>
  UpdatePlatformSettings: MethodDefinition<_portico_tenancy_v1_UpdatePlatformSettingsRequest, _portico_tenancy_v1_PlatformSettings, _portico_tenancy_v1_UpdatePlatformSettingsRequest__Output, _portico_tenancy_v1_PlatformSettings__Output>
  UpdateTenantConfig: MethodDefinition<_portico_tenancy_v1_UpdateTenantConfigRequest, _portico_tenancy_v1_TenantConfig, _portico_tenancy_v1_UpdateTenantConfigRequest__Output, _portico_tenancy_v1_TenantConfig__Output>
  UploadBrandAsset: MethodDefinition<_portico_tenancy_v1_UploadBrandAssetRequest, _portico_tenancy_v1_TenantConfig, _portico_tenancy_v1_UploadBrandAssetRequest__Output, _portico_tenancy_v1_TenantConfig__Output>
  VerifyApiKey: MethodDefinition<_portico_tenancy_v1_VerifyApiKeyRequest, _portico_tenancy_v1_VerifyApiKeyResponse, _portico_tenancy_v1_VerifyApiKeyRequest__Output, _portico_tenancy_v1_VerifyApiKeyResponse__Output>
  VerifyDomain: MethodDefinition<_portico_tenancy_v1_VerifyDomainRequest, _portico_tenancy_v1_Domain, _portico_tenancy_v1_VerifyDomainRequest__Output, _portico_tenancy_v1_Domain__Output>
}
