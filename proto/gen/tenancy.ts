import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AcceptInvitationRequest as _portico_tenancy_v1_AcceptInvitationRequest, AcceptInvitationRequest__Output as _portico_tenancy_v1_AcceptInvitationRequest__Output } from './portico/tenancy/v1/AcceptInvitationRequest';
import type { AcceptInvitationResponse as _portico_tenancy_v1_AcceptInvitationResponse, AcceptInvitationResponse__Output as _portico_tenancy_v1_AcceptInvitationResponse__Output } from './portico/tenancy/v1/AcceptInvitationResponse';
import type { Access as _portico_tenancy_v1_Access, Access__Output as _portico_tenancy_v1_Access__Output } from './portico/tenancy/v1/Access';
import type { AddDomainRequest as _portico_tenancy_v1_AddDomainRequest, AddDomainRequest__Output as _portico_tenancy_v1_AddDomainRequest__Output } from './portico/tenancy/v1/AddDomainRequest';
import type { AddPendingMemberRequest as _portico_tenancy_v1_AddPendingMemberRequest, AddPendingMemberRequest__Output as _portico_tenancy_v1_AddPendingMemberRequest__Output } from './portico/tenancy/v1/AddPendingMemberRequest';
import type { ApiKey as _portico_tenancy_v1_ApiKey, ApiKey__Output as _portico_tenancy_v1_ApiKey__Output } from './portico/tenancy/v1/ApiKey';
import type { BrandAsset as _portico_tenancy_v1_BrandAsset, BrandAsset__Output as _portico_tenancy_v1_BrandAsset__Output } from './portico/tenancy/v1/BrandAsset';
import type { Branding as _portico_tenancy_v1_Branding, Branding__Output as _portico_tenancy_v1_Branding__Output } from './portico/tenancy/v1/Branding';
import type { BulkChangeRoleRequest as _portico_tenancy_v1_BulkChangeRoleRequest, BulkChangeRoleRequest__Output as _portico_tenancy_v1_BulkChangeRoleRequest__Output } from './portico/tenancy/v1/BulkChangeRoleRequest';
import type { BulkMembersResponse as _portico_tenancy_v1_BulkMembersResponse, BulkMembersResponse__Output as _portico_tenancy_v1_BulkMembersResponse__Output } from './portico/tenancy/v1/BulkMembersResponse';
import type { BulkRemoveMembersRequest as _portico_tenancy_v1_BulkRemoveMembersRequest, BulkRemoveMembersRequest__Output as _portico_tenancy_v1_BulkRemoveMembersRequest__Output } from './portico/tenancy/v1/BulkRemoveMembersRequest';
import type { ChangeMemberRoleRequest as _portico_tenancy_v1_ChangeMemberRoleRequest, ChangeMemberRoleRequest__Output as _portico_tenancy_v1_ChangeMemberRoleRequest__Output } from './portico/tenancy/v1/ChangeMemberRoleRequest';
import type { CheckDomainSslRequest as _portico_tenancy_v1_CheckDomainSslRequest, CheckDomainSslRequest__Output as _portico_tenancy_v1_CheckDomainSslRequest__Output } from './portico/tenancy/v1/CheckDomainSslRequest';
import type { CheckSubdomainRequest as _portico_tenancy_v1_CheckSubdomainRequest, CheckSubdomainRequest__Output as _portico_tenancy_v1_CheckSubdomainRequest__Output } from './portico/tenancy/v1/CheckSubdomainRequest';
import type { CheckSubdomainResponse as _portico_tenancy_v1_CheckSubdomainResponse, CheckSubdomainResponse__Output as _portico_tenancy_v1_CheckSubdomainResponse__Output } from './portico/tenancy/v1/CheckSubdomainResponse';
import type { CreateApiKeyRequest as _portico_tenancy_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _portico_tenancy_v1_CreateApiKeyRequest__Output } from './portico/tenancy/v1/CreateApiKeyRequest';
import type { CreateInvitationRequest as _portico_tenancy_v1_CreateInvitationRequest, CreateInvitationRequest__Output as _portico_tenancy_v1_CreateInvitationRequest__Output } from './portico/tenancy/v1/CreateInvitationRequest';
import type { CreateInvitationsRequest as _portico_tenancy_v1_CreateInvitationsRequest, CreateInvitationsRequest__Output as _portico_tenancy_v1_CreateInvitationsRequest__Output } from './portico/tenancy/v1/CreateInvitationsRequest';
import type { CreateInvitationsResponse as _portico_tenancy_v1_CreateInvitationsResponse, CreateInvitationsResponse__Output as _portico_tenancy_v1_CreateInvitationsResponse__Output } from './portico/tenancy/v1/CreateInvitationsResponse';
import type { CreatePlatformInvitationRequest as _portico_tenancy_v1_CreatePlatformInvitationRequest, CreatePlatformInvitationRequest__Output as _portico_tenancy_v1_CreatePlatformInvitationRequest__Output } from './portico/tenancy/v1/CreatePlatformInvitationRequest';
import type { CreatedApiKey as _portico_tenancy_v1_CreatedApiKey, CreatedApiKey__Output as _portico_tenancy_v1_CreatedApiKey__Output } from './portico/tenancy/v1/CreatedApiKey';
import type { Domain as _portico_tenancy_v1_Domain, Domain__Output as _portico_tenancy_v1_Domain__Output } from './portico/tenancy/v1/Domain';
import type { EmailBrand as _portico_tenancy_v1_EmailBrand, EmailBrand__Output as _portico_tenancy_v1_EmailBrand__Output } from './portico/tenancy/v1/EmailBrand';
import type { FeatureFlag as _portico_tenancy_v1_FeatureFlag, FeatureFlag__Output as _portico_tenancy_v1_FeatureFlag__Output } from './portico/tenancy/v1/FeatureFlag';
import type { GetAccessRequest as _portico_tenancy_v1_GetAccessRequest, GetAccessRequest__Output as _portico_tenancy_v1_GetAccessRequest__Output } from './portico/tenancy/v1/GetAccessRequest';
import type { GetBrandAssetRequest as _portico_tenancy_v1_GetBrandAssetRequest, GetBrandAssetRequest__Output as _portico_tenancy_v1_GetBrandAssetRequest__Output } from './portico/tenancy/v1/GetBrandAssetRequest';
import type { GetBrandingRequest as _portico_tenancy_v1_GetBrandingRequest, GetBrandingRequest__Output as _portico_tenancy_v1_GetBrandingRequest__Output } from './portico/tenancy/v1/GetBrandingRequest';
import type { GetEmailBrandRequest as _portico_tenancy_v1_GetEmailBrandRequest, GetEmailBrandRequest__Output as _portico_tenancy_v1_GetEmailBrandRequest__Output } from './portico/tenancy/v1/GetEmailBrandRequest';
import type { GetMembershipRequest as _portico_tenancy_v1_GetMembershipRequest, GetMembershipRequest__Output as _portico_tenancy_v1_GetMembershipRequest__Output } from './portico/tenancy/v1/GetMembershipRequest';
import type { GetOnboardingStatusRequest as _portico_tenancy_v1_GetOnboardingStatusRequest, GetOnboardingStatusRequest__Output as _portico_tenancy_v1_GetOnboardingStatusRequest__Output } from './portico/tenancy/v1/GetOnboardingStatusRequest';
import type { GetPlatformSettingsRequest as _portico_tenancy_v1_GetPlatformSettingsRequest, GetPlatformSettingsRequest__Output as _portico_tenancy_v1_GetPlatformSettingsRequest__Output } from './portico/tenancy/v1/GetPlatformSettingsRequest';
import type { GetPlatformTenantRequest as _portico_tenancy_v1_GetPlatformTenantRequest, GetPlatformTenantRequest__Output as _portico_tenancy_v1_GetPlatformTenantRequest__Output } from './portico/tenancy/v1/GetPlatformTenantRequest';
import type { GetTenantBrandingRequest as _portico_tenancy_v1_GetTenantBrandingRequest, GetTenantBrandingRequest__Output as _portico_tenancy_v1_GetTenantBrandingRequest__Output } from './portico/tenancy/v1/GetTenantBrandingRequest';
import type { GetTenantConfigRequest as _portico_tenancy_v1_GetTenantConfigRequest, GetTenantConfigRequest__Output as _portico_tenancy_v1_GetTenantConfigRequest__Output } from './portico/tenancy/v1/GetTenantConfigRequest';
import type { Invitation as _portico_tenancy_v1_Invitation, Invitation__Output as _portico_tenancy_v1_Invitation__Output } from './portico/tenancy/v1/Invitation';
import type { ListApiKeysRequest as _portico_tenancy_v1_ListApiKeysRequest, ListApiKeysRequest__Output as _portico_tenancy_v1_ListApiKeysRequest__Output } from './portico/tenancy/v1/ListApiKeysRequest';
import type { ListApiKeysResponse as _portico_tenancy_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _portico_tenancy_v1_ListApiKeysResponse__Output } from './portico/tenancy/v1/ListApiKeysResponse';
import type { ListDomainsRequest as _portico_tenancy_v1_ListDomainsRequest, ListDomainsRequest__Output as _portico_tenancy_v1_ListDomainsRequest__Output } from './portico/tenancy/v1/ListDomainsRequest';
import type { ListDomainsResponse as _portico_tenancy_v1_ListDomainsResponse, ListDomainsResponse__Output as _portico_tenancy_v1_ListDomainsResponse__Output } from './portico/tenancy/v1/ListDomainsResponse';
import type { ListFeatureFlagsRequest as _portico_tenancy_v1_ListFeatureFlagsRequest, ListFeatureFlagsRequest__Output as _portico_tenancy_v1_ListFeatureFlagsRequest__Output } from './portico/tenancy/v1/ListFeatureFlagsRequest';
import type { ListFeatureFlagsResponse as _portico_tenancy_v1_ListFeatureFlagsResponse, ListFeatureFlagsResponse__Output as _portico_tenancy_v1_ListFeatureFlagsResponse__Output } from './portico/tenancy/v1/ListFeatureFlagsResponse';
import type { ListMembersRequest as _portico_tenancy_v1_ListMembersRequest, ListMembersRequest__Output as _portico_tenancy_v1_ListMembersRequest__Output } from './portico/tenancy/v1/ListMembersRequest';
import type { ListMembersResponse as _portico_tenancy_v1_ListMembersResponse, ListMembersResponse__Output as _portico_tenancy_v1_ListMembersResponse__Output } from './portico/tenancy/v1/ListMembersResponse';
import type { ListOpenInvitationsRequest as _portico_tenancy_v1_ListOpenInvitationsRequest, ListOpenInvitationsRequest__Output as _portico_tenancy_v1_ListOpenInvitationsRequest__Output } from './portico/tenancy/v1/ListOpenInvitationsRequest';
import type { ListOpenInvitationsResponse as _portico_tenancy_v1_ListOpenInvitationsResponse, ListOpenInvitationsResponse__Output as _portico_tenancy_v1_ListOpenInvitationsResponse__Output } from './portico/tenancy/v1/ListOpenInvitationsResponse';
import type { ListPlatformTenantMembersRequest as _portico_tenancy_v1_ListPlatformTenantMembersRequest, ListPlatformTenantMembersRequest__Output as _portico_tenancy_v1_ListPlatformTenantMembersRequest__Output } from './portico/tenancy/v1/ListPlatformTenantMembersRequest';
import type { ListPlatformTenantMembersResponse as _portico_tenancy_v1_ListPlatformTenantMembersResponse, ListPlatformTenantMembersResponse__Output as _portico_tenancy_v1_ListPlatformTenantMembersResponse__Output } from './portico/tenancy/v1/ListPlatformTenantMembersResponse';
import type { ListPlatformTenantsRequest as _portico_tenancy_v1_ListPlatformTenantsRequest, ListPlatformTenantsRequest__Output as _portico_tenancy_v1_ListPlatformTenantsRequest__Output } from './portico/tenancy/v1/ListPlatformTenantsRequest';
import type { ListPlatformTenantsResponse as _portico_tenancy_v1_ListPlatformTenantsResponse, ListPlatformTenantsResponse__Output as _portico_tenancy_v1_ListPlatformTenantsResponse__Output } from './portico/tenancy/v1/ListPlatformTenantsResponse';
import type { ListPlatformUserWorkspacesRequest as _portico_tenancy_v1_ListPlatformUserWorkspacesRequest, ListPlatformUserWorkspacesRequest__Output as _portico_tenancy_v1_ListPlatformUserWorkspacesRequest__Output } from './portico/tenancy/v1/ListPlatformUserWorkspacesRequest';
import type { ListPlatformUserWorkspacesResponse as _portico_tenancy_v1_ListPlatformUserWorkspacesResponse, ListPlatformUserWorkspacesResponse__Output as _portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output } from './portico/tenancy/v1/ListPlatformUserWorkspacesResponse';
import type { ListTenantAdminsRequest as _portico_tenancy_v1_ListTenantAdminsRequest, ListTenantAdminsRequest__Output as _portico_tenancy_v1_ListTenantAdminsRequest__Output } from './portico/tenancy/v1/ListTenantAdminsRequest';
import type { ListTenantAdminsResponse as _portico_tenancy_v1_ListTenantAdminsResponse, ListTenantAdminsResponse__Output as _portico_tenancy_v1_ListTenantAdminsResponse__Output } from './portico/tenancy/v1/ListTenantAdminsResponse';
import type { ListTenantMembersRequest as _portico_tenancy_v1_ListTenantMembersRequest, ListTenantMembersRequest__Output as _portico_tenancy_v1_ListTenantMembersRequest__Output } from './portico/tenancy/v1/ListTenantMembersRequest';
import type { ListTenantMembersResponse as _portico_tenancy_v1_ListTenantMembersResponse, ListTenantMembersResponse__Output as _portico_tenancy_v1_ListTenantMembersResponse__Output } from './portico/tenancy/v1/ListTenantMembersResponse';
import type { ListTenantRolesRequest as _portico_tenancy_v1_ListTenantRolesRequest, ListTenantRolesRequest__Output as _portico_tenancy_v1_ListTenantRolesRequest__Output } from './portico/tenancy/v1/ListTenantRolesRequest';
import type { ListTenantRolesResponse as _portico_tenancy_v1_ListTenantRolesResponse, ListTenantRolesResponse__Output as _portico_tenancy_v1_ListTenantRolesResponse__Output } from './portico/tenancy/v1/ListTenantRolesResponse';
import type { Member as _portico_tenancy_v1_Member, Member__Output as _portico_tenancy_v1_Member__Output } from './portico/tenancy/v1/Member';
import type { Membership as _portico_tenancy_v1_Membership, Membership__Output as _portico_tenancy_v1_Membership__Output } from './portico/tenancy/v1/Membership';
import type { NewPlatformTenant as _portico_tenancy_v1_NewPlatformTenant, NewPlatformTenant__Output as _portico_tenancy_v1_NewPlatformTenant__Output } from './portico/tenancy/v1/NewPlatformTenant';
import type { OnboardingState as _portico_tenancy_v1_OnboardingState, OnboardingState__Output as _portico_tenancy_v1_OnboardingState__Output } from './portico/tenancy/v1/OnboardingState';
import type { OpenInvitation as _portico_tenancy_v1_OpenInvitation, OpenInvitation__Output as _portico_tenancy_v1_OpenInvitation__Output } from './portico/tenancy/v1/OpenInvitation';
import type { PeekInvitationRequest as _portico_tenancy_v1_PeekInvitationRequest, PeekInvitationRequest__Output as _portico_tenancy_v1_PeekInvitationRequest__Output } from './portico/tenancy/v1/PeekInvitationRequest';
import type { PlatformSettings as _portico_tenancy_v1_PlatformSettings, PlatformSettings__Output as _portico_tenancy_v1_PlatformSettings__Output } from './portico/tenancy/v1/PlatformSettings';
import type { PlatformTenant as _portico_tenancy_v1_PlatformTenant, PlatformTenant__Output as _portico_tenancy_v1_PlatformTenant__Output } from './portico/tenancy/v1/PlatformTenant';
import type { PlatformTenantDetail as _portico_tenancy_v1_PlatformTenantDetail, PlatformTenantDetail__Output as _portico_tenancy_v1_PlatformTenantDetail__Output } from './portico/tenancy/v1/PlatformTenantDetail';
import type { PlatformTenantMember as _portico_tenancy_v1_PlatformTenantMember, PlatformTenantMember__Output as _portico_tenancy_v1_PlatformTenantMember__Output } from './portico/tenancy/v1/PlatformTenantMember';
import type { PlatformUserWorkspace as _portico_tenancy_v1_PlatformUserWorkspace, PlatformUserWorkspace__Output as _portico_tenancy_v1_PlatformUserWorkspace__Output } from './portico/tenancy/v1/PlatformUserWorkspace';
import type { ProvisionWorkspaceRequest as _portico_tenancy_v1_ProvisionWorkspaceRequest, ProvisionWorkspaceRequest__Output as _portico_tenancy_v1_ProvisionWorkspaceRequest__Output } from './portico/tenancy/v1/ProvisionWorkspaceRequest';
import type { RecordTenantSignInRequest as _portico_tenancy_v1_RecordTenantSignInRequest, RecordTenantSignInRequest__Output as _portico_tenancy_v1_RecordTenantSignInRequest__Output } from './portico/tenancy/v1/RecordTenantSignInRequest';
import type { RecordTenantSignInResponse as _portico_tenancy_v1_RecordTenantSignInResponse, RecordTenantSignInResponse__Output as _portico_tenancy_v1_RecordTenantSignInResponse__Output } from './portico/tenancy/v1/RecordTenantSignInResponse';
import type { RemoveDomainRequest as _portico_tenancy_v1_RemoveDomainRequest, RemoveDomainRequest__Output as _portico_tenancy_v1_RemoveDomainRequest__Output } from './portico/tenancy/v1/RemoveDomainRequest';
import type { RemoveDomainResponse as _portico_tenancy_v1_RemoveDomainResponse, RemoveDomainResponse__Output as _portico_tenancy_v1_RemoveDomainResponse__Output } from './portico/tenancy/v1/RemoveDomainResponse';
import type { RemoveMemberRequest as _portico_tenancy_v1_RemoveMemberRequest, RemoveMemberRequest__Output as _portico_tenancy_v1_RemoveMemberRequest__Output } from './portico/tenancy/v1/RemoveMemberRequest';
import type { RemoveMemberResponse as _portico_tenancy_v1_RemoveMemberResponse, RemoveMemberResponse__Output as _portico_tenancy_v1_RemoveMemberResponse__Output } from './portico/tenancy/v1/RemoveMemberResponse';
import type { RequestMaintenanceRequest as _portico_tenancy_v1_RequestMaintenanceRequest, RequestMaintenanceRequest__Output as _portico_tenancy_v1_RequestMaintenanceRequest__Output } from './portico/tenancy/v1/RequestMaintenanceRequest';
import type { RequestMaintenanceResponse as _portico_tenancy_v1_RequestMaintenanceResponse, RequestMaintenanceResponse__Output as _portico_tenancy_v1_RequestMaintenanceResponse__Output } from './portico/tenancy/v1/RequestMaintenanceResponse';
import type { RevokeApiKeyRequest as _portico_tenancy_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _portico_tenancy_v1_RevokeApiKeyRequest__Output } from './portico/tenancy/v1/RevokeApiKeyRequest';
import type { RevokeApiKeyResponse as _portico_tenancy_v1_RevokeApiKeyResponse, RevokeApiKeyResponse__Output as _portico_tenancy_v1_RevokeApiKeyResponse__Output } from './portico/tenancy/v1/RevokeApiKeyResponse';
import type { SaveOnboardingBrandingRequest as _portico_tenancy_v1_SaveOnboardingBrandingRequest, SaveOnboardingBrandingRequest__Output as _portico_tenancy_v1_SaveOnboardingBrandingRequest__Output } from './portico/tenancy/v1/SaveOnboardingBrandingRequest';
import type { SaveOnboardingCapabilitiesRequest as _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, SaveOnboardingCapabilitiesRequest__Output as _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest__Output } from './portico/tenancy/v1/SaveOnboardingCapabilitiesRequest';
import type { SaveOnboardingPlanRequest as _portico_tenancy_v1_SaveOnboardingPlanRequest, SaveOnboardingPlanRequest__Output as _portico_tenancy_v1_SaveOnboardingPlanRequest__Output } from './portico/tenancy/v1/SaveOnboardingPlanRequest';
import type { SaveTenantRolesRequest as _portico_tenancy_v1_SaveTenantRolesRequest, SaveTenantRolesRequest__Output as _portico_tenancy_v1_SaveTenantRolesRequest__Output } from './portico/tenancy/v1/SaveTenantRolesRequest';
import type { SetFeatureFlagRequest as _portico_tenancy_v1_SetFeatureFlagRequest, SetFeatureFlagRequest__Output as _portico_tenancy_v1_SetFeatureFlagRequest__Output } from './portico/tenancy/v1/SetFeatureFlagRequest';
import type { SetMembershipStatusRequest as _portico_tenancy_v1_SetMembershipStatusRequest, SetMembershipStatusRequest__Output as _portico_tenancy_v1_SetMembershipStatusRequest__Output } from './portico/tenancy/v1/SetMembershipStatusRequest';
import type { SetTenantStatusRequest as _portico_tenancy_v1_SetTenantStatusRequest, SetTenantStatusRequest__Output as _portico_tenancy_v1_SetTenantStatusRequest__Output } from './portico/tenancy/v1/SetTenantStatusRequest';
import type { StartOnboardingRequest as _portico_tenancy_v1_StartOnboardingRequest, StartOnboardingRequest__Output as _portico_tenancy_v1_StartOnboardingRequest__Output } from './portico/tenancy/v1/StartOnboardingRequest';
import type { TenancyServiceClient as _portico_tenancy_v1_TenancyServiceClient, TenancyServiceDefinition as _portico_tenancy_v1_TenancyServiceDefinition } from './portico/tenancy/v1/TenancyService';
import type { TenantConfig as _portico_tenancy_v1_TenantConfig, TenantConfig__Output as _portico_tenancy_v1_TenantConfig__Output } from './portico/tenancy/v1/TenantConfig';
import type { TenantMember as _portico_tenancy_v1_TenantMember, TenantMember__Output as _portico_tenancy_v1_TenantMember__Output } from './portico/tenancy/v1/TenantMember';
import type { TenantRole as _portico_tenancy_v1_TenantRole, TenantRole__Output as _portico_tenancy_v1_TenantRole__Output } from './portico/tenancy/v1/TenantRole';
import type { TransferOwnershipRequest as _portico_tenancy_v1_TransferOwnershipRequest, TransferOwnershipRequest__Output as _portico_tenancy_v1_TransferOwnershipRequest__Output } from './portico/tenancy/v1/TransferOwnershipRequest';
import type { TransferOwnershipResponse as _portico_tenancy_v1_TransferOwnershipResponse, TransferOwnershipResponse__Output as _portico_tenancy_v1_TransferOwnershipResponse__Output } from './portico/tenancy/v1/TransferOwnershipResponse';
import type { UpdatePlatformSettingsRequest as _portico_tenancy_v1_UpdatePlatformSettingsRequest, UpdatePlatformSettingsRequest__Output as _portico_tenancy_v1_UpdatePlatformSettingsRequest__Output } from './portico/tenancy/v1/UpdatePlatformSettingsRequest';
import type { UpdateTenantConfigRequest as _portico_tenancy_v1_UpdateTenantConfigRequest, UpdateTenantConfigRequest__Output as _portico_tenancy_v1_UpdateTenantConfigRequest__Output } from './portico/tenancy/v1/UpdateTenantConfigRequest';
import type { UploadBrandAssetRequest as _portico_tenancy_v1_UploadBrandAssetRequest, UploadBrandAssetRequest__Output as _portico_tenancy_v1_UploadBrandAssetRequest__Output } from './portico/tenancy/v1/UploadBrandAssetRequest';
import type { VerifyApiKeyRequest as _portico_tenancy_v1_VerifyApiKeyRequest, VerifyApiKeyRequest__Output as _portico_tenancy_v1_VerifyApiKeyRequest__Output } from './portico/tenancy/v1/VerifyApiKeyRequest';
import type { VerifyApiKeyResponse as _portico_tenancy_v1_VerifyApiKeyResponse, VerifyApiKeyResponse__Output as _portico_tenancy_v1_VerifyApiKeyResponse__Output } from './portico/tenancy/v1/VerifyApiKeyResponse';
import type { VerifyDomainRequest as _portico_tenancy_v1_VerifyDomainRequest, VerifyDomainRequest__Output as _portico_tenancy_v1_VerifyDomainRequest__Output } from './portico/tenancy/v1/VerifyDomainRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    tenancy: {
      v1: {
        AcceptInvitationRequest: MessageTypeDefinition<_portico_tenancy_v1_AcceptInvitationRequest, _portico_tenancy_v1_AcceptInvitationRequest__Output>
        AcceptInvitationResponse: MessageTypeDefinition<_portico_tenancy_v1_AcceptInvitationResponse, _portico_tenancy_v1_AcceptInvitationResponse__Output>
        Access: MessageTypeDefinition<_portico_tenancy_v1_Access, _portico_tenancy_v1_Access__Output>
        AddDomainRequest: MessageTypeDefinition<_portico_tenancy_v1_AddDomainRequest, _portico_tenancy_v1_AddDomainRequest__Output>
        AddPendingMemberRequest: MessageTypeDefinition<_portico_tenancy_v1_AddPendingMemberRequest, _portico_tenancy_v1_AddPendingMemberRequest__Output>
        ApiKey: MessageTypeDefinition<_portico_tenancy_v1_ApiKey, _portico_tenancy_v1_ApiKey__Output>
        BrandAsset: MessageTypeDefinition<_portico_tenancy_v1_BrandAsset, _portico_tenancy_v1_BrandAsset__Output>
        Branding: MessageTypeDefinition<_portico_tenancy_v1_Branding, _portico_tenancy_v1_Branding__Output>
        BulkChangeRoleRequest: MessageTypeDefinition<_portico_tenancy_v1_BulkChangeRoleRequest, _portico_tenancy_v1_BulkChangeRoleRequest__Output>
        BulkMembersResponse: MessageTypeDefinition<_portico_tenancy_v1_BulkMembersResponse, _portico_tenancy_v1_BulkMembersResponse__Output>
        BulkRemoveMembersRequest: MessageTypeDefinition<_portico_tenancy_v1_BulkRemoveMembersRequest, _portico_tenancy_v1_BulkRemoveMembersRequest__Output>
        ChangeMemberRoleRequest: MessageTypeDefinition<_portico_tenancy_v1_ChangeMemberRoleRequest, _portico_tenancy_v1_ChangeMemberRoleRequest__Output>
        CheckDomainSslRequest: MessageTypeDefinition<_portico_tenancy_v1_CheckDomainSslRequest, _portico_tenancy_v1_CheckDomainSslRequest__Output>
        CheckSubdomainRequest: MessageTypeDefinition<_portico_tenancy_v1_CheckSubdomainRequest, _portico_tenancy_v1_CheckSubdomainRequest__Output>
        CheckSubdomainResponse: MessageTypeDefinition<_portico_tenancy_v1_CheckSubdomainResponse, _portico_tenancy_v1_CheckSubdomainResponse__Output>
        CreateApiKeyRequest: MessageTypeDefinition<_portico_tenancy_v1_CreateApiKeyRequest, _portico_tenancy_v1_CreateApiKeyRequest__Output>
        CreateInvitationRequest: MessageTypeDefinition<_portico_tenancy_v1_CreateInvitationRequest, _portico_tenancy_v1_CreateInvitationRequest__Output>
        CreateInvitationsRequest: MessageTypeDefinition<_portico_tenancy_v1_CreateInvitationsRequest, _portico_tenancy_v1_CreateInvitationsRequest__Output>
        CreateInvitationsResponse: MessageTypeDefinition<_portico_tenancy_v1_CreateInvitationsResponse, _portico_tenancy_v1_CreateInvitationsResponse__Output>
        CreatePlatformInvitationRequest: MessageTypeDefinition<_portico_tenancy_v1_CreatePlatformInvitationRequest, _portico_tenancy_v1_CreatePlatformInvitationRequest__Output>
        CreatedApiKey: MessageTypeDefinition<_portico_tenancy_v1_CreatedApiKey, _portico_tenancy_v1_CreatedApiKey__Output>
        Domain: MessageTypeDefinition<_portico_tenancy_v1_Domain, _portico_tenancy_v1_Domain__Output>
        EmailBrand: MessageTypeDefinition<_portico_tenancy_v1_EmailBrand, _portico_tenancy_v1_EmailBrand__Output>
        FeatureFlag: MessageTypeDefinition<_portico_tenancy_v1_FeatureFlag, _portico_tenancy_v1_FeatureFlag__Output>
        GetAccessRequest: MessageTypeDefinition<_portico_tenancy_v1_GetAccessRequest, _portico_tenancy_v1_GetAccessRequest__Output>
        GetBrandAssetRequest: MessageTypeDefinition<_portico_tenancy_v1_GetBrandAssetRequest, _portico_tenancy_v1_GetBrandAssetRequest__Output>
        GetBrandingRequest: MessageTypeDefinition<_portico_tenancy_v1_GetBrandingRequest, _portico_tenancy_v1_GetBrandingRequest__Output>
        GetEmailBrandRequest: MessageTypeDefinition<_portico_tenancy_v1_GetEmailBrandRequest, _portico_tenancy_v1_GetEmailBrandRequest__Output>
        GetMembershipRequest: MessageTypeDefinition<_portico_tenancy_v1_GetMembershipRequest, _portico_tenancy_v1_GetMembershipRequest__Output>
        GetOnboardingStatusRequest: MessageTypeDefinition<_portico_tenancy_v1_GetOnboardingStatusRequest, _portico_tenancy_v1_GetOnboardingStatusRequest__Output>
        GetPlatformSettingsRequest: MessageTypeDefinition<_portico_tenancy_v1_GetPlatformSettingsRequest, _portico_tenancy_v1_GetPlatformSettingsRequest__Output>
        GetPlatformTenantRequest: MessageTypeDefinition<_portico_tenancy_v1_GetPlatformTenantRequest, _portico_tenancy_v1_GetPlatformTenantRequest__Output>
        GetTenantBrandingRequest: MessageTypeDefinition<_portico_tenancy_v1_GetTenantBrandingRequest, _portico_tenancy_v1_GetTenantBrandingRequest__Output>
        GetTenantConfigRequest: MessageTypeDefinition<_portico_tenancy_v1_GetTenantConfigRequest, _portico_tenancy_v1_GetTenantConfigRequest__Output>
        Invitation: MessageTypeDefinition<_portico_tenancy_v1_Invitation, _portico_tenancy_v1_Invitation__Output>
        ListApiKeysRequest: MessageTypeDefinition<_portico_tenancy_v1_ListApiKeysRequest, _portico_tenancy_v1_ListApiKeysRequest__Output>
        ListApiKeysResponse: MessageTypeDefinition<_portico_tenancy_v1_ListApiKeysResponse, _portico_tenancy_v1_ListApiKeysResponse__Output>
        ListDomainsRequest: MessageTypeDefinition<_portico_tenancy_v1_ListDomainsRequest, _portico_tenancy_v1_ListDomainsRequest__Output>
        ListDomainsResponse: MessageTypeDefinition<_portico_tenancy_v1_ListDomainsResponse, _portico_tenancy_v1_ListDomainsResponse__Output>
        ListFeatureFlagsRequest: MessageTypeDefinition<_portico_tenancy_v1_ListFeatureFlagsRequest, _portico_tenancy_v1_ListFeatureFlagsRequest__Output>
        ListFeatureFlagsResponse: MessageTypeDefinition<_portico_tenancy_v1_ListFeatureFlagsResponse, _portico_tenancy_v1_ListFeatureFlagsResponse__Output>
        ListMembersRequest: MessageTypeDefinition<_portico_tenancy_v1_ListMembersRequest, _portico_tenancy_v1_ListMembersRequest__Output>
        ListMembersResponse: MessageTypeDefinition<_portico_tenancy_v1_ListMembersResponse, _portico_tenancy_v1_ListMembersResponse__Output>
        ListOpenInvitationsRequest: MessageTypeDefinition<_portico_tenancy_v1_ListOpenInvitationsRequest, _portico_tenancy_v1_ListOpenInvitationsRequest__Output>
        ListOpenInvitationsResponse: MessageTypeDefinition<_portico_tenancy_v1_ListOpenInvitationsResponse, _portico_tenancy_v1_ListOpenInvitationsResponse__Output>
        ListPlatformTenantMembersRequest: MessageTypeDefinition<_portico_tenancy_v1_ListPlatformTenantMembersRequest, _portico_tenancy_v1_ListPlatformTenantMembersRequest__Output>
        ListPlatformTenantMembersResponse: MessageTypeDefinition<_portico_tenancy_v1_ListPlatformTenantMembersResponse, _portico_tenancy_v1_ListPlatformTenantMembersResponse__Output>
        ListPlatformTenantsRequest: MessageTypeDefinition<_portico_tenancy_v1_ListPlatformTenantsRequest, _portico_tenancy_v1_ListPlatformTenantsRequest__Output>
        ListPlatformTenantsResponse: MessageTypeDefinition<_portico_tenancy_v1_ListPlatformTenantsResponse, _portico_tenancy_v1_ListPlatformTenantsResponse__Output>
        ListPlatformUserWorkspacesRequest: MessageTypeDefinition<_portico_tenancy_v1_ListPlatformUserWorkspacesRequest, _portico_tenancy_v1_ListPlatformUserWorkspacesRequest__Output>
        ListPlatformUserWorkspacesResponse: MessageTypeDefinition<_portico_tenancy_v1_ListPlatformUserWorkspacesResponse, _portico_tenancy_v1_ListPlatformUserWorkspacesResponse__Output>
        ListTenantAdminsRequest: MessageTypeDefinition<_portico_tenancy_v1_ListTenantAdminsRequest, _portico_tenancy_v1_ListTenantAdminsRequest__Output>
        ListTenantAdminsResponse: MessageTypeDefinition<_portico_tenancy_v1_ListTenantAdminsResponse, _portico_tenancy_v1_ListTenantAdminsResponse__Output>
        ListTenantMembersRequest: MessageTypeDefinition<_portico_tenancy_v1_ListTenantMembersRequest, _portico_tenancy_v1_ListTenantMembersRequest__Output>
        ListTenantMembersResponse: MessageTypeDefinition<_portico_tenancy_v1_ListTenantMembersResponse, _portico_tenancy_v1_ListTenantMembersResponse__Output>
        ListTenantRolesRequest: MessageTypeDefinition<_portico_tenancy_v1_ListTenantRolesRequest, _portico_tenancy_v1_ListTenantRolesRequest__Output>
        ListTenantRolesResponse: MessageTypeDefinition<_portico_tenancy_v1_ListTenantRolesResponse, _portico_tenancy_v1_ListTenantRolesResponse__Output>
        Member: MessageTypeDefinition<_portico_tenancy_v1_Member, _portico_tenancy_v1_Member__Output>
        Membership: MessageTypeDefinition<_portico_tenancy_v1_Membership, _portico_tenancy_v1_Membership__Output>
        NewPlatformTenant: MessageTypeDefinition<_portico_tenancy_v1_NewPlatformTenant, _portico_tenancy_v1_NewPlatformTenant__Output>
        OnboardingState: MessageTypeDefinition<_portico_tenancy_v1_OnboardingState, _portico_tenancy_v1_OnboardingState__Output>
        OpenInvitation: MessageTypeDefinition<_portico_tenancy_v1_OpenInvitation, _portico_tenancy_v1_OpenInvitation__Output>
        PeekInvitationRequest: MessageTypeDefinition<_portico_tenancy_v1_PeekInvitationRequest, _portico_tenancy_v1_PeekInvitationRequest__Output>
        PlatformSettings: MessageTypeDefinition<_portico_tenancy_v1_PlatformSettings, _portico_tenancy_v1_PlatformSettings__Output>
        PlatformTenant: MessageTypeDefinition<_portico_tenancy_v1_PlatformTenant, _portico_tenancy_v1_PlatformTenant__Output>
        PlatformTenantDetail: MessageTypeDefinition<_portico_tenancy_v1_PlatformTenantDetail, _portico_tenancy_v1_PlatformTenantDetail__Output>
        PlatformTenantMember: MessageTypeDefinition<_portico_tenancy_v1_PlatformTenantMember, _portico_tenancy_v1_PlatformTenantMember__Output>
        PlatformUserWorkspace: MessageTypeDefinition<_portico_tenancy_v1_PlatformUserWorkspace, _portico_tenancy_v1_PlatformUserWorkspace__Output>
        ProvisionWorkspaceRequest: MessageTypeDefinition<_portico_tenancy_v1_ProvisionWorkspaceRequest, _portico_tenancy_v1_ProvisionWorkspaceRequest__Output>
        RecordTenantSignInRequest: MessageTypeDefinition<_portico_tenancy_v1_RecordTenantSignInRequest, _portico_tenancy_v1_RecordTenantSignInRequest__Output>
        RecordTenantSignInResponse: MessageTypeDefinition<_portico_tenancy_v1_RecordTenantSignInResponse, _portico_tenancy_v1_RecordTenantSignInResponse__Output>
        RemoveDomainRequest: MessageTypeDefinition<_portico_tenancy_v1_RemoveDomainRequest, _portico_tenancy_v1_RemoveDomainRequest__Output>
        RemoveDomainResponse: MessageTypeDefinition<_portico_tenancy_v1_RemoveDomainResponse, _portico_tenancy_v1_RemoveDomainResponse__Output>
        RemoveMemberRequest: MessageTypeDefinition<_portico_tenancy_v1_RemoveMemberRequest, _portico_tenancy_v1_RemoveMemberRequest__Output>
        RemoveMemberResponse: MessageTypeDefinition<_portico_tenancy_v1_RemoveMemberResponse, _portico_tenancy_v1_RemoveMemberResponse__Output>
        RequestMaintenanceRequest: MessageTypeDefinition<_portico_tenancy_v1_RequestMaintenanceRequest, _portico_tenancy_v1_RequestMaintenanceRequest__Output>
        RequestMaintenanceResponse: MessageTypeDefinition<_portico_tenancy_v1_RequestMaintenanceResponse, _portico_tenancy_v1_RequestMaintenanceResponse__Output>
        RevokeApiKeyRequest: MessageTypeDefinition<_portico_tenancy_v1_RevokeApiKeyRequest, _portico_tenancy_v1_RevokeApiKeyRequest__Output>
        RevokeApiKeyResponse: MessageTypeDefinition<_portico_tenancy_v1_RevokeApiKeyResponse, _portico_tenancy_v1_RevokeApiKeyResponse__Output>
        SaveOnboardingBrandingRequest: MessageTypeDefinition<_portico_tenancy_v1_SaveOnboardingBrandingRequest, _portico_tenancy_v1_SaveOnboardingBrandingRequest__Output>
        SaveOnboardingCapabilitiesRequest: MessageTypeDefinition<_portico_tenancy_v1_SaveOnboardingCapabilitiesRequest, _portico_tenancy_v1_SaveOnboardingCapabilitiesRequest__Output>
        SaveOnboardingPlanRequest: MessageTypeDefinition<_portico_tenancy_v1_SaveOnboardingPlanRequest, _portico_tenancy_v1_SaveOnboardingPlanRequest__Output>
        SaveTenantRolesRequest: MessageTypeDefinition<_portico_tenancy_v1_SaveTenantRolesRequest, _portico_tenancy_v1_SaveTenantRolesRequest__Output>
        SetFeatureFlagRequest: MessageTypeDefinition<_portico_tenancy_v1_SetFeatureFlagRequest, _portico_tenancy_v1_SetFeatureFlagRequest__Output>
        SetMembershipStatusRequest: MessageTypeDefinition<_portico_tenancy_v1_SetMembershipStatusRequest, _portico_tenancy_v1_SetMembershipStatusRequest__Output>
        SetTenantStatusRequest: MessageTypeDefinition<_portico_tenancy_v1_SetTenantStatusRequest, _portico_tenancy_v1_SetTenantStatusRequest__Output>
        StartOnboardingRequest: MessageTypeDefinition<_portico_tenancy_v1_StartOnboardingRequest, _portico_tenancy_v1_StartOnboardingRequest__Output>
        TenancyService: SubtypeConstructor<typeof grpc.Client, _portico_tenancy_v1_TenancyServiceClient> & { service: _portico_tenancy_v1_TenancyServiceDefinition }
        TenantConfig: MessageTypeDefinition<_portico_tenancy_v1_TenantConfig, _portico_tenancy_v1_TenantConfig__Output>
        TenantMember: MessageTypeDefinition<_portico_tenancy_v1_TenantMember, _portico_tenancy_v1_TenantMember__Output>
        TenantRole: MessageTypeDefinition<_portico_tenancy_v1_TenantRole, _portico_tenancy_v1_TenantRole__Output>
        TransferOwnershipRequest: MessageTypeDefinition<_portico_tenancy_v1_TransferOwnershipRequest, _portico_tenancy_v1_TransferOwnershipRequest__Output>
        TransferOwnershipResponse: MessageTypeDefinition<_portico_tenancy_v1_TransferOwnershipResponse, _portico_tenancy_v1_TransferOwnershipResponse__Output>
        UpdatePlatformSettingsRequest: MessageTypeDefinition<_portico_tenancy_v1_UpdatePlatformSettingsRequest, _portico_tenancy_v1_UpdatePlatformSettingsRequest__Output>
        UpdateTenantConfigRequest: MessageTypeDefinition<_portico_tenancy_v1_UpdateTenantConfigRequest, _portico_tenancy_v1_UpdateTenantConfigRequest__Output>
        UploadBrandAssetRequest: MessageTypeDefinition<_portico_tenancy_v1_UploadBrandAssetRequest, _portico_tenancy_v1_UploadBrandAssetRequest__Output>
        VerifyApiKeyRequest: MessageTypeDefinition<_portico_tenancy_v1_VerifyApiKeyRequest, _portico_tenancy_v1_VerifyApiKeyRequest__Output>
        VerifyApiKeyResponse: MessageTypeDefinition<_portico_tenancy_v1_VerifyApiKeyResponse, _portico_tenancy_v1_VerifyApiKeyResponse__Output>
        VerifyDomainRequest: MessageTypeDefinition<_portico_tenancy_v1_VerifyDomainRequest, _portico_tenancy_v1_VerifyDomainRequest__Output>
      }
    }
  }
}

