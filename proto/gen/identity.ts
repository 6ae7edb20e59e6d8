import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdminCreateUserRequest as _portico_identity_v1_AdminCreateUserRequest, AdminCreateUserRequest__Output as _portico_identity_v1_AdminCreateUserRequest__Output } from './portico/identity/v1/AdminCreateUserRequest';
import type { ChangeEmailRequest as _portico_identity_v1_ChangeEmailRequest, ChangeEmailRequest__Output as _portico_identity_v1_ChangeEmailRequest__Output } from './portico/identity/v1/ChangeEmailRequest';
import type { ChangePasswordRequest as _portico_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _portico_identity_v1_ChangePasswordRequest__Output } from './portico/identity/v1/ChangePasswordRequest';
import type { ChangePasswordResponse as _portico_identity_v1_ChangePasswordResponse, ChangePasswordResponse__Output as _portico_identity_v1_ChangePasswordResponse__Output } from './portico/identity/v1/ChangePasswordResponse';
import type { CheckSessionRequest as _portico_identity_v1_CheckSessionRequest, CheckSessionRequest__Output as _portico_identity_v1_CheckSessionRequest__Output } from './portico/identity/v1/CheckSessionRequest';
import type { CheckSessionResponse as _portico_identity_v1_CheckSessionResponse, CheckSessionResponse__Output as _portico_identity_v1_CheckSessionResponse__Output } from './portico/identity/v1/CheckSessionResponse';
import type { ClientInfo as _portico_identity_v1_ClientInfo, ClientInfo__Output as _portico_identity_v1_ClientInfo__Output } from './portico/identity/v1/ClientInfo';
import type { CompleteProviderSignInRequest as _portico_identity_v1_CompleteProviderSignInRequest, CompleteProviderSignInRequest__Output as _portico_identity_v1_CompleteProviderSignInRequest__Output } from './portico/identity/v1/CompleteProviderSignInRequest';
import type { CompleteProviderSignInResponse as _portico_identity_v1_CompleteProviderSignInResponse, CompleteProviderSignInResponse__Output as _portico_identity_v1_CompleteProviderSignInResponse__Output } from './portico/identity/v1/CompleteProviderSignInResponse';
import type { CompleteTwoFactorSignInRequest as _portico_identity_v1_CompleteTwoFactorSignInRequest, CompleteTwoFactorSignInRequest__Output as _portico_identity_v1_CompleteTwoFactorSignInRequest__Output } from './portico/identity/v1/CompleteTwoFactorSignInRequest';
import type { ConfirmEmailRequest as _portico_identity_v1_ConfirmEmailRequest, ConfirmEmailRequest__Output as _portico_identity_v1_ConfirmEmailRequest__Output } from './portico/identity/v1/ConfirmEmailRequest';
import type { ConfirmEmailResponse as _portico_identity_v1_ConfirmEmailResponse, ConfirmEmailResponse__Output as _portico_identity_v1_ConfirmEmailResponse__Output } from './portico/identity/v1/ConfirmEmailResponse';
import type { ConfirmPasswordRequest as _portico_identity_v1_ConfirmPasswordRequest, ConfirmPasswordRequest__Output as _portico_identity_v1_ConfirmPasswordRequest__Output } from './portico/identity/v1/ConfirmPasswordRequest';
import type { ConfirmPasswordResponse as _portico_identity_v1_ConfirmPasswordResponse, ConfirmPasswordResponse__Output as _portico_identity_v1_ConfirmPasswordResponse__Output } from './portico/identity/v1/ConfirmPasswordResponse';
import type { ConfirmTwoFactorSetupRequest as _portico_identity_v1_ConfirmTwoFactorSetupRequest, ConfirmTwoFactorSetupRequest__Output as _portico_identity_v1_ConfirmTwoFactorSetupRequest__Output } from './portico/identity/v1/ConfirmTwoFactorSetupRequest';
import type { DisableTwoFactorRequest as _portico_identity_v1_DisableTwoFactorRequest, DisableTwoFactorRequest__Output as _portico_identity_v1_DisableTwoFactorRequest__Output } from './portico/identity/v1/DisableTwoFactorRequest';
import type { DisableTwoFactorResponse as _portico_identity_v1_DisableTwoFactorResponse, DisableTwoFactorResponse__Output as _portico_identity_v1_DisableTwoFactorResponse__Output } from './portico/identity/v1/DisableTwoFactorResponse';
import type { FindUserByEmailRequest as _portico_identity_v1_FindUserByEmailRequest, FindUserByEmailRequest__Output as _portico_identity_v1_FindUserByEmailRequest__Output } from './portico/identity/v1/FindUserByEmailRequest';
import type { GetJwksRequest as _portico_identity_v1_GetJwksRequest, GetJwksRequest__Output as _portico_identity_v1_GetJwksRequest__Output } from './portico/identity/v1/GetJwksRequest';
import type { GetTwoFactorStatusRequest as _portico_identity_v1_GetTwoFactorStatusRequest, GetTwoFactorStatusRequest__Output as _portico_identity_v1_GetTwoFactorStatusRequest__Output } from './portico/identity/v1/GetTwoFactorStatusRequest';
import type { GetUserRequest as _portico_identity_v1_GetUserRequest, GetUserRequest__Output as _portico_identity_v1_GetUserRequest__Output } from './portico/identity/v1/GetUserRequest';
import type { GetUsersRequest as _portico_identity_v1_GetUsersRequest, GetUsersRequest__Output as _portico_identity_v1_GetUsersRequest__Output } from './portico/identity/v1/GetUsersRequest';
import type { GetUsersResponse as _portico_identity_v1_GetUsersResponse, GetUsersResponse__Output as _portico_identity_v1_GetUsersResponse__Output } from './portico/identity/v1/GetUsersResponse';
import type { HitRateLimitRequest as _portico_identity_v1_HitRateLimitRequest, HitRateLimitRequest__Output as _portico_identity_v1_HitRateLimitRequest__Output } from './portico/identity/v1/HitRateLimitRequest';
import type { HitRateLimitResponse as _portico_identity_v1_HitRateLimitResponse, HitRateLimitResponse__Output as _portico_identity_v1_HitRateLimitResponse__Output } from './portico/identity/v1/HitRateLimitResponse';
import type { IdentityServiceClient as _portico_identity_v1_IdentityServiceClient, IdentityServiceDefinition as _portico_identity_v1_IdentityServiceDefinition } from './portico/identity/v1/IdentityService';
import type { Jwks as _portico_identity_v1_Jwks, Jwks__Output as _portico_identity_v1_Jwks__Output } from './portico/identity/v1/Jwks';
import type { LinkedSignInProvider as _portico_identity_v1_LinkedSignInProvider, LinkedSignInProvider__Output as _portico_identity_v1_LinkedSignInProvider__Output } from './portico/identity/v1/LinkedSignInProvider';
import type { ListConfiguredSignInProvidersRequest as _portico_identity_v1_ListConfiguredSignInProvidersRequest, ListConfiguredSignInProvidersRequest__Output as _portico_identity_v1_ListConfiguredSignInProvidersRequest__Output } from './portico/identity/v1/ListConfiguredSignInProvidersRequest';
import type { ListConfiguredSignInProvidersResponse as _portico_identity_v1_ListConfiguredSignInProvidersResponse, ListConfiguredSignInProvidersResponse__Output as _portico_identity_v1_ListConfiguredSignInProvidersResponse__Output } from './portico/identity/v1/ListConfiguredSignInProvidersResponse';
import type { ListMySignInProvidersRequest as _portico_identity_v1_ListMySignInProvidersRequest, ListMySignInProvidersRequest__Output as _portico_identity_v1_ListMySignInProvidersRequest__Output } from './portico/identity/v1/ListMySignInProvidersRequest';
import type { ListSignInProviderClientsRequest as _portico_identity_v1_ListSignInProviderClientsRequest, ListSignInProviderClientsRequest__Output as _portico_identity_v1_ListSignInProviderClientsRequest__Output } from './portico/identity/v1/ListSignInProviderClientsRequest';
import type { MarkEmailVerifiedRequest as _portico_identity_v1_MarkEmailVerifiedRequest, MarkEmailVerifiedRequest__Output as _portico_identity_v1_MarkEmailVerifiedRequest__Output } from './portico/identity/v1/MarkEmailVerifiedRequest';
import type { MarkEmailVerifiedResponse as _portico_identity_v1_MarkEmailVerifiedResponse, MarkEmailVerifiedResponse__Output as _portico_identity_v1_MarkEmailVerifiedResponse__Output } from './portico/identity/v1/MarkEmailVerifiedResponse';
import type { MySignInProviders as _portico_identity_v1_MySignInProviders, MySignInProviders__Output as _portico_identity_v1_MySignInProviders__Output } from './portico/identity/v1/MySignInProviders';
import type { RecordAuditRequest as _portico_identity_v1_RecordAuditRequest, RecordAuditRequest__Output as _portico_identity_v1_RecordAuditRequest__Output } from './portico/identity/v1/RecordAuditRequest';
import type { RecordAuditResponse as _portico_identity_v1_RecordAuditResponse, RecordAuditResponse__Output as _portico_identity_v1_RecordAuditResponse__Output } from './portico/identity/v1/RecordAuditResponse';
import type { RedeemProviderHandoffRequest as _portico_identity_v1_RedeemProviderHandoffRequest, RedeemProviderHandoffRequest__Output as _portico_identity_v1_RedeemProviderHandoffRequest__Output } from './portico/identity/v1/RedeemProviderHandoffRequest';
import type { RefreshRequest as _portico_identity_v1_RefreshRequest, RefreshRequest__Output as _portico_identity_v1_RefreshRequest__Output } from './portico/identity/v1/RefreshRequest';
import type { RequestAccountSetupRequest as _portico_identity_v1_RequestAccountSetupRequest, RequestAccountSetupRequest__Output as _portico_identity_v1_RequestAccountSetupRequest__Output } from './portico/identity/v1/RequestAccountSetupRequest';
import type { RequestAccountSetupResponse as _portico_identity_v1_RequestAccountSetupResponse, RequestAccountSetupResponse__Output as _portico_identity_v1_RequestAccountSetupResponse__Output } from './portico/identity/v1/RequestAccountSetupResponse';
import type { RequestPasswordResetRequest as _portico_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _portico_identity_v1_RequestPasswordResetRequest__Output } from './portico/identity/v1/RequestPasswordResetRequest';
import type { RequestPasswordResetResponse as _portico_identity_v1_RequestPasswordResetResponse, RequestPasswordResetResponse__Output as _portico_identity_v1_RequestPasswordResetResponse__Output } from './portico/identity/v1/RequestPasswordResetResponse';
import type { ResendEmailVerificationRequest as _portico_identity_v1_ResendEmailVerificationRequest, ResendEmailVerificationRequest__Output as _portico_identity_v1_ResendEmailVerificationRequest__Output } from './portico/identity/v1/ResendEmailVerificationRequest';
import type { ResendEmailVerificationResponse as _portico_identity_v1_ResendEmailVerificationResponse, ResendEmailVerificationResponse__Output as _portico_identity_v1_ResendEmailVerificationResponse__Output } from './portico/identity/v1/ResendEmailVerificationResponse';
import type { ResetPasswordRequest as _portico_identity_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _portico_identity_v1_ResetPasswordRequest__Output } from './portico/identity/v1/ResetPasswordRequest';
import type { ResetPasswordResponse as _portico_identity_v1_ResetPasswordResponse, ResetPasswordResponse__Output as _portico_identity_v1_ResetPasswordResponse__Output } from './portico/identity/v1/ResetPasswordResponse';
import type { ResetTwoFactorRequest as _portico_identity_v1_ResetTwoFactorRequest, ResetTwoFactorRequest__Output as _portico_identity_v1_ResetTwoFactorRequest__Output } from './portico/identity/v1/ResetTwoFactorRequest';
import type { ResetTwoFactorResponse as _portico_identity_v1_ResetTwoFactorResponse, ResetTwoFactorResponse__Output as _portico_identity_v1_ResetTwoFactorResponse__Output } from './portico/identity/v1/ResetTwoFactorResponse';
import type { RotateSigningKeyRequest as _portico_identity_v1_RotateSigningKeyRequest, RotateSigningKeyRequest__Output as _portico_identity_v1_RotateSigningKeyRequest__Output } from './portico/identity/v1/RotateSigningKeyRequest';
import type { SearchUsersRequest as _portico_identity_v1_SearchUsersRequest, SearchUsersRequest__Output as _portico_identity_v1_SearchUsersRequest__Output } from './portico/identity/v1/SearchUsersRequest';
import type { SearchUsersResponse as _portico_identity_v1_SearchUsersResponse, SearchUsersResponse__Output as _portico_identity_v1_SearchUsersResponse__Output } from './portico/identity/v1/SearchUsersResponse';
import type { Session as _portico_identity_v1_Session, Session__Output as _portico_identity_v1_Session__Output } from './portico/identity/v1/Session';
import type { SetSignInProviderClientRequest as _portico_identity_v1_SetSignInProviderClientRequest, SetSignInProviderClientRequest__Output as _portico_identity_v1_SetSignInProviderClientRequest__Output } from './portico/identity/v1/SetSignInProviderClientRequest';
import type { SetSuperAdminRequest as _portico_identity_v1_SetSuperAdminRequest, SetSuperAdminRequest__Output as _portico_identity_v1_SetSuperAdminRequest__Output } from './portico/identity/v1/SetSuperAdminRequest';
import type { SetUserDisabledRequest as _portico_identity_v1_SetUserDisabledRequest, SetUserDisabledRequest__Output as _portico_identity_v1_SetUserDisabledRequest__Output } from './portico/identity/v1/SetUserDisabledRequest';
import type { SignInProviderClient as _portico_identity_v1_SignInProviderClient, SignInProviderClient__Output as _portico_identity_v1_SignInProviderClient__Output } from './portico/identity/v1/SignInProviderClient';
import type { SignInProviderClients as _portico_identity_v1_SignInProviderClients, SignInProviderClients__Output as _portico_identity_v1_SignInProviderClients__Output } from './portico/identity/v1/SignInProviderClients';
import type { SignInRequest as _portico_identity_v1_SignInRequest, SignInRequest__Output as _portico_identity_v1_SignInRequest__Output } from './portico/identity/v1/SignInRequest';
import type { SignOutRequest as _portico_identity_v1_SignOutRequest, SignOutRequest__Output as _portico_identity_v1_SignOutRequest__Output } from './portico/identity/v1/SignOutRequest';
import type { SignOutResponse as _portico_identity_v1_SignOutResponse, SignOutResponse__Output as _portico_identity_v1_SignOutResponse__Output } from './portico/identity/v1/SignOutResponse';
import type { SignUpRequest as _portico_identity_v1_SignUpRequest, SignUpRequest__Output as _portico_identity_v1_SignUpRequest__Output } from './portico/identity/v1/SignUpRequest';
import type { StartImpersonationRequest as _portico_identity_v1_StartImpersonationRequest, StartImpersonationRequest__Output as _portico_identity_v1_StartImpersonationRequest__Output } from './portico/identity/v1/StartImpersonationRequest';
import type { StartProviderSignInRequest as _portico_identity_v1_StartProviderSignInRequest, StartProviderSignInRequest__Output as _portico_identity_v1_StartProviderSignInRequest__Output } from './portico/identity/v1/StartProviderSignInRequest';
import type { StartProviderSignInResponse as _portico_identity_v1_StartProviderSignInResponse, StartProviderSignInResponse__Output as _portico_identity_v1_StartProviderSignInResponse__Output } from './portico/identity/v1/StartProviderSignInResponse';
import type { StartTwoFactorSetupRequest as _portico_identity_v1_StartTwoFactorSetupRequest, StartTwoFactorSetupRequest__Output as _portico_identity_v1_StartTwoFactorSetupRequest__Output } from './portico/identity/v1/StartTwoFactorSetupRequest';
import type { StopImpersonationRequest as _portico_identity_v1_StopImpersonationRequest, StopImpersonationRequest__Output as _portico_identity_v1_StopImpersonationRequest__Output } from './portico/identity/v1/StopImpersonationRequest';
import type { StopImpersonationResponse as _portico_identity_v1_StopImpersonationResponse, StopImpersonationResponse__Output as _portico_identity_v1_StopImpersonationResponse__Output } from './portico/identity/v1/StopImpersonationResponse';
import type { TwoFactorConfirmed as _portico_identity_v1_TwoFactorConfirmed, TwoFactorConfirmed__Output as _portico_identity_v1_TwoFactorConfirmed__Output } from './portico/identity/v1/TwoFactorConfirmed';
import type { TwoFactorSetup as _portico_identity_v1_TwoFactorSetup, TwoFactorSetup__Output as _portico_identity_v1_TwoFactorSetup__Output } from './portico/identity/v1/TwoFactorSetup';
import type { TwoFactorStatus as _portico_identity_v1_TwoFactorStatus, TwoFactorStatus__Output as _portico_identity_v1_TwoFactorStatus__Output } from './portico/identity/v1/TwoFactorStatus';
import type { UnlinkSignInProviderRequest as _portico_identity_v1_UnlinkSignInProviderRequest, UnlinkSignInProviderRequest__Output as _portico_identity_v1_UnlinkSignInProviderRequest__Output } from './portico/identity/v1/UnlinkSignInProviderRequest';
import type { UpdateProfileRequest as _portico_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _portico_identity_v1_UpdateProfileRequest__Output } from './portico/identity/v1/UpdateProfileRequest';
import type { User as _portico_identity_v1_User, User__Output as _portico_identity_v1_User__Output } from './portico/identity/v1/User';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  portico: {
    identity: {
      v1: {
        AdminCreateUserRequest: MessageTypeDefinition<_portico_identity_v1_AdminCreateUserRequest, _portico_identity_v1_AdminCreateUserRequest__Output>
        ChangeEmailRequest: MessageTypeDefinition<_portico_identity_v1_ChangeEmailRequest, _portico_identity_v1_ChangeEmailRequest__Output>
        ChangePasswordRequest: MessageTypeDefinition<_portico_identity_v1_ChangePasswordRequest, _portico_identity_v1_ChangePasswordRequest__Output>
        ChangePasswordResponse: MessageTypeDefinition<_portico_identity_v1_ChangePasswordResponse, _portico_identity_v1_ChangePasswordResponse__Output>
        CheckSessionRequest: MessageTypeDefinition<_portico_identity_v1_CheckSessionRequest, _portico_identity_v1_CheckSessionRequest__Output>
        CheckSessionResponse: MessageTypeDefinition<_portico_identity_v1_CheckSessionResponse, _portico_identity_v1_CheckSessionResponse__Output>
        ClientInfo: MessageTypeDefinition<_portico_identity_v1_ClientInfo, _portico_identity_v1_ClientInfo__Output>
        CompleteProviderSignInRequest: MessageTypeDefinition<_portico_identity_v1_CompleteProviderSignInRequest, _portico_identity_v1_CompleteProviderSignInRequest__Output>
        CompleteProviderSignInResponse: MessageTypeDefinition<_portico_identity_v1_CompleteProviderSignInResponse, _portico_identity_v1_CompleteProviderSignInResponse__Output>
        CompleteTwoFactorSignInRequest: MessageTypeDefinition<_portico_identity_v1_CompleteTwoFactorSignInRequest, _portico_identity_v1_CompleteTwoFactorSignInRequest__Output>
        ConfirmEmailRequest: MessageTypeDefinition<_portico_identity_v1_ConfirmEmailRequest, _portico_identity_v1_ConfirmEmailRequest__Output>
        ConfirmEmailResponse: MessageTypeDefinition<_portico_identity_v1_ConfirmEmailResponse, _portico_identity_v1_ConfirmEmailResponse__Output>
        ConfirmPasswordRequest: MessageTypeDefinition<_portico_identity_v1_ConfirmPasswordRequest, _portico_identity_v1_ConfirmPasswordRequest__Output>
        ConfirmPasswordResponse: MessageTypeDefinition<_portico_identity_v1_ConfirmPasswordResponse, _portico_identity_v1_ConfirmPasswordResponse__Output>
        ConfirmTwoFactorSetupRequest: MessageTypeDefinition<_portico_identity_v1_ConfirmTwoFactorSetupRequest, _portico_identity_v1_ConfirmTwoFactorSetupRequest__Output>
        DisableTwoFactorRequest: MessageTypeDefinition<_portico_identity_v1_DisableTwoFactorRequest, _portico_identity_v1_DisableTwoFactorRequest__Output>
        DisableTwoFactorResponse: MessageTypeDefinition<_portico_identity_v1_DisableTwoFactorResponse, _portico_identity_v1_DisableTwoFactorResponse__Output>
        FindUserByEmailRequest: MessageTypeDefinition<_portico_identity_v1_FindUserByEmailRequest, _portico_identity_v1_FindUserByEmailRequest__Output>
        GetJwksRequest: MessageTypeDefinition<_portico_identity_v1_GetJwksRequest, _portico_identity_v1_GetJwksRequest__Output>
        GetTwoFactorStatusRequest: MessageTypeDefinition<_portico_identity_v1_GetTwoFactorStatusRequest, _portico_identity_v1_GetTwoFactorStatusRequest__Output>
        GetUserRequest: MessageTypeDefinition<_portico_identity_v1_GetUserRequest, _portico_identity_v1_GetUserRequest__Output>
        GetUsersRequest: MessageTypeDefinition<_portico_identity_v1_GetUsersRequest, _portico_identity_v1_GetUsersRequest__Output>
        GetUsersResponse: MessageTypeDefinition<_portico_identity_v1_GetUsersResponse, _portico_identity_v1_GetUsersResponse__Output>
        HitRateLimitRequest: MessageTypeDefinition<_portico_identity_v1_HitRateLimitRequest, _portico_identity_v1_HitRateLimitRequest__Output>
        HitRateLimitResponse: MessageTypeDefinition<_portico_identity_v1_HitRateLimitResponse, _portico_identity_v1_HitRateLimitResponse__Output>
        IdentityService: SubtypeConstructor<typeof grpc.Client, _portico_identity_v1_IdentityServiceClient> & { service: _portico_identity_v1_IdentityServiceDefinition }
        Jwks: MessageTypeDefinition<_portico_identity_v1_Jwks, _portico_identity_v1_Jwks__Output>
        LinkedSignInProvider: MessageTypeDefinition<_portico_identity_v1_LinkedSignInProvider, _portico_identity_v1_LinkedSignInProvider__Output>
        ListConfiguredSignInProvidersRequest: MessageTypeDefinition<_portico_identity_v1_ListConfiguredSignInProvidersRequest, _portico_identity_v1_ListConfiguredSignInProvidersRequest__Output>
        ListConfiguredSignInProvidersResponse: MessageTypeDefinition<_portico_identity_v1_ListConfiguredSignInProvidersResponse, _portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>
        ListMySignInProvidersRequest: MessageTypeDefinition<_portico_identity_v1_ListMySignInProvidersRequest, _portico_identity_v1_ListMySignInProvidersRequest__Output>
        ListSignInProviderClientsRequest: MessageTypeDefinition<_portico_identity_v1_ListSignInProviderClientsRequest, _portico_identity_v1_ListSignInProviderClientsRequest__Output>
        MarkEmailVerifiedRequest: MessageTypeDefinition<_portico_identity_v1_MarkEmailVerifiedRequest, _portico_identity_v1_MarkEmailVerifiedRequest__Output>
        MarkEmailVerifiedResponse: MessageTypeDefinition<_portico_identity_v1_MarkEmailVerifiedResponse, _portico_identity_v1_MarkEmailVerifiedResponse__Output>
        MySignInProviders: MessageTypeDefinition<_portico_identity_v1_MySignInProviders, _portico_identity_v1_MySignInProviders__Output>
        RecordAuditRequest: MessageTypeDefinition<_portico_identity_v1_RecordAuditRequest, _portico_identity_v1_RecordAuditRequest__Output>
        RecordAuditResponse: MessageTypeDefinition<_portico_identity_v1_RecordAuditResponse, _portico_identity_v1_RecordAuditResponse__Output>
        RedeemProviderHandoffRequest: MessageTypeDefinition<_portico_identity_v1_RedeemProviderHandoffRequest, _portico_identity_v1_RedeemProviderHandoffRequest__Output>
        RefreshRequest: MessageTypeDefinition<_portico_identity_v1_RefreshRequest, _portico_identity_v1_RefreshRequest__Output>
        RequestAccountSetupRequest: MessageTypeDefinition<_portico_identity_v1_RequestAccountSetupRequest, _portico_identity_v1_RequestAccountSetupRequest__Output>
        RequestAccountSetupResponse: MessageTypeDefinition<_portico_identity_v1_RequestAccountSetupResponse, _portico_identity_v1_RequestAccountSetupResponse__Output>
        RequestPasswordResetRequest: MessageTypeDefinition<_portico_identity_v1_RequestPasswordResetRequest, _portico_identity_v1_RequestPasswordResetRequest__Output>
        RequestPasswordResetResponse: MessageTypeDefinition<_portico_identity_v1_RequestPasswordResetResponse, _portico_identity_v1_RequestPasswordResetResponse__Output>
        ResendEmailVerificationRequest: MessageTypeDefinition<_portico_identity_v1_ResendEmailVerificationRequest, _portico_identity_v1_ResendEmailVerificationRequest__Output>
        ResendEmailVerificationResponse: MessageTypeDefinition<_portico_identity_v1_ResendEmailVerificationResponse, _portico_identity_v1_ResendEmailVerificationResponse__Output>
        ResetPasswordRequest: MessageTypeDefinition<_portico_identity_v1_ResetPasswordRequest, _portico_identity_v1_ResetPasswordRequest__Output>
        ResetPasswordResponse: MessageTypeDefinition<_portico_identity_v1_ResetPasswordResponse, _portico_identity_v1_ResetPasswordResponse__Output>
        ResetTwoFactorRequest: MessageTypeDefinition<_portico_identity_v1_ResetTwoFactorRequest, _portico_identity_v1_ResetTwoFactorRequest__Output>
        ResetTwoFactorResponse: MessageTypeDefinition<_portico_identity_v1_ResetTwoFactorResponse, _portico_identity_v1_ResetTwoFactorResponse__Output>
        RotateSigningKeyRequest: MessageTypeDefinition<_portico_identity_v1_RotateSigningKeyRequest, _portico_identity_v1_RotateSigningKeyRequest__Output>
        SearchUsersRequest: MessageTypeDefinition<_portico_identity_v1_SearchUsersRequest, _portico_identity_v1_SearchUsersRequest__Output>
        SearchUsersResponse: MessageTypeDefinition<_portico_identity_v1_SearchUsersResponse, _portico_identity_v1_SearchUsersResponse__Output>
        Session: MessageTypeDefinition<_portico_identity_v1_Session, _portico_identity_v1_Session__Output>
        SetSignInProviderClientRequest: MessageTypeDefinition<_portico_identity_v1_SetSignInProviderClientRequest, _portico_identity_v1_SetSignInProviderClientRequest__Output>
        SetSuperAdminRequest: MessageTypeDefinition<_portico_identity_v1_SetSuperAdminRequest, _portico_identity_v1_SetSuperAdminRequest__Output>
        SetUserDisabledRequest: MessageTypeDefinition<_portico_identity_v1_SetUserDisabledRequest, _portico_identity_v1_SetUserDisabledRequest__Output>
        SignInProviderClient: MessageTypeDefinition<_portico_identity_v1_SignInProviderClient, _portico_identity_v1_SignInProviderClient__Output>
        SignInProviderClients: MessageTypeDefinition<_portico_identity_v1_SignInProviderClients, _portico_identity_v1_SignInProviderClients__Output>
        SignInRequest: MessageTypeDefinition<_portico_identity_v1_SignInRequest, _portico_identity_v1_SignInRequest__Output>
        SignOutRequest: MessageTypeDefinition<_portico_identity_v1_SignOutRequest, _portico_identity_v1_SignOutRequest__Output>
        SignOutResponse: MessageTypeDefinition<_portico_identity_v1_SignOutResponse, _portico_identity_v1_SignOutResponse__Output>
        SignUpRequest: MessageTypeDefinition<_portico_identity_v1_SignUpRequest, _portico_identity_v1_SignUpRequest__Output>
        StartImpersonationRequest: MessageTypeDefinition<_portico_identity_v1_StartImpersonationRequest, _portico_identity_v1_StartImpersonationRequest__Output>
        StartProviderSignInRequest: MessageTypeDefinition<_portico_identity_v1_StartProviderSignInRequest, _portico_identity_v1_StartProviderSignInRequest__Output>
        StartProviderSignInResponse: MessageTypeDefinition<_portico_identity_v1_StartProviderSignInResponse, _portico_identity_v1_StartProviderSignInResponse__Output>
        StartTwoFactorSetupRequest: MessageTypeDefinition<_portico_identity_v1_StartTwoFactorSetupRequest, _portico_identity_v1_StartTwoFactorSetupRequest__Output>
        StopImpersonationRequest: MessageTypeDefinition<_portico_identity_v1_StopImpersonationRequest, _portico_identity_v1_StopImpersonationRequest__Output>
        StopImpersonationResponse: MessageTypeDefinition<_portico_identity_v1_StopImpersonationResponse, _portico_identity_v1_StopImpersonationResponse__Output>
        TwoFactorConfirmed: MessageTypeDefinition<_portico_identity_v1_TwoFactorConfirmed, _portico_identity_v1_TwoFactorConfirmed__Output>
        TwoFactorSetup: MessageTypeDefinition<_portico_identity_v1_TwoFactorSetup, _portico_identity_v1_TwoFactorSetup__Output>
        TwoFactorStatus: MessageTypeDefinition<_portico_identity_v1_TwoFactorStatus, _portico_identity_v1_TwoFactorStatus__Output>
        UnlinkSignInProviderRequest: MessageTypeDefinition<_portico_identity_v1_UnlinkSignInProviderRequest, _portico_identity_v1_UnlinkSignInProviderRequest__Output>
        UpdateProfileRequest: MessageTypeDefinition<_portico_identity_v1_UpdateProfileRequest, _portico_identity_v1_UpdateProfileRequest__Output>
        User: MessageTypeDefinition<_portico_identity_v1_User, _portico_identity_v1_User__Output>
      }
    }
  }
}

