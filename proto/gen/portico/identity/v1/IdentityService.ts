// Original file: portico/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AdminCreateUserRequest as _portico_identity_v1_AdminCreateUserRequest, AdminCreateUserRequest__Output as _portico_identity_v1_AdminCreateUserRequest__Output } from '../../../portico/identity/v1/AdminCreateUserRequest';
import type { ChangeEmailRequest as _portico_identity_v1_ChangeEmailRequest, ChangeEmailRequest__Output as _portico_identity_v1_ChangeEmailRequest__Output } from '../../../portico/identity/v1/ChangeEmailRequest';
import type { ChangePasswordRequest as _portico_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _portico_identity_v1_ChangePasswordRequest__Output } from '../../../portico/identity/v1/ChangePasswordRequest';
import type { ChangePasswordResponse as _portico_identity_v1_ChangePasswordResponse, ChangePasswordResponse__Output as _portico_identity_v1_ChangePasswordResponse__Output } from '../../../portico/identity/v1/ChangePasswordResponse';
import type { CheckSessionRequest as _portico_identity_v1_CheckSessionRequest, CheckSessionRequest__Output as _portico_identity_v1_CheckSessionRequest__Output } from '../../../portico/identity/v1/CheckSessionRequest';
import type { CheckSessionResponse as _portico_identity_v1_CheckSessionResponse, CheckSessionResponse__Output as _portico_identity_v1_CheckSessionResponse__Output } from '../../../portico/identity/v1/CheckSessionResponse';
import type { CompleteProviderSignInRequest as _portico_identity_v1_CompleteProviderSignInRequest, CompleteProviderSignInRequest__Output as _portico_identity_v1_CompleteProviderSignInRequest__Output } from '../../../portico/identity/v1/CompleteProviderSignInRequest';
import type { CompleteProviderSignInResponse as _portico_identity_v1_CompleteProviderSignInResponse, CompleteProviderSignInResponse__Output as _portico_identity_v1_CompleteProviderSignInResponse__Output } from '../../../portico/identity/v1/CompleteProviderSignInResponse';
import type { CompleteTwoFactorSignInRequest as _portico_identity_v1_CompleteTwoFactorSignInRequest, CompleteTwoFactorSignInRequest__Output as _portico_identity_v1_CompleteTwoFactorSignInRequest__Output } from '../../../portico/identity/v1/CompleteTwoFactorSignInRequest';
import type { ConfirmEmailRequest as _portico_identity_v1_ConfirmEmailRequest, ConfirmEmailRequest__Output as _portico_identity_v1_ConfirmEmailRequest__Output } from '../../../portico/identity/v1/ConfirmEmailRequest';
import type { ConfirmEmailResponse as _portico_identity_v1_ConfirmEmailResponse, ConfirmEmailResponse__Output as _portico_identity_v1_ConfirmEmailResponse__Output } from '../../../portico/identity/v1/ConfirmEmailResponse';
import type { ConfirmPasswordRequest as _portico_identity_v1_ConfirmPasswordRequest, ConfirmPasswordRequest__Output as _portico_identity_v1_ConfirmPasswordRequest__Output } from '../../../portico/identity/v1/ConfirmPasswordRequest';
import type { ConfirmPasswordResponse as _portico_identity_v1_ConfirmPasswordResponse, ConfirmPasswordResponse__Output as _portico_identity_v1_ConfirmPasswordResponse__Output } from '../../../portico/identity/v1/ConfirmPasswordResponse';
import type { ConfirmTwoFactorSetupRequest as _portico_identity_v1_ConfirmTwoFactorSetupRequest, ConfirmTwoFactorSetupRequest__Output as _portico_identity_v1_ConfirmTwoFactorSetupRequest__Output } from '../../../portico/identity/v1/ConfirmTwoFactorSetupRequest';
import type { DisableTwoFactorRequest as _portico_identity_v1_DisableTwoFactorRequest, DisableTwoFactorRequest__Output as _portico_identity_v1_DisableTwoFactorRequest__Output } from '../../../portico/identity/v1/DisableTwoFactorRequest';
import type { DisableTwoFactorResponse as _portico_identity_v1_DisableTwoFactorResponse, DisableTwoFactorResponse__Output as _portico_identity_v1_DisableTwoFactorResponse__Output } from '../../../portico/identity/v1/DisableTwoFactorResponse';
import type { FindUserByEmailRequest as _portico_identity_v1_FindUserByEmailRequest, FindUserByEmailRequest__Output as _portico_identity_v1_FindUserByEmailRequest__Output } from '../../../portico/identity/v1/FindUserByEmailRequest';
import type { GetJwksRequest as _portico_identity_v1_GetJwksRequest, GetJwksRequest__Output as _portico_identity_v1_GetJwksRequest__Output } from '../../../portico/identity/v1/GetJwksRequest';
import type { GetTwoFactorStatusRequest as _portico_identity_v1_GetTwoFactorStatusRequest, GetTwoFactorStatusRequest__Output as _portico_identity_v1_GetTwoFactorStatusRequest__Output } from '../../../portico/identity/v1/GetTwoFactorStatusRequest';
import type { GetUserRequest as _portico_identity_v1_GetUserRequest, GetUserRequest__Output as _portico_identity_v1_GetUserRequest__Output } from '../../../portico/identity/v1/GetUserRequest';
import type { GetUsersRequest as _portico_identity_v1_GetUsersRequest, GetUsersRequest__Output as _portico_identity_v1_GetUsersRequest__Output } from '../../../portico/identity/v1/GetUsersRequest';
import type { GetUsersResponse as _portico_identity_v1_GetUsersResponse, GetUsersResponse__Output as _portico_identity_v1_GetUsersResponse__Output } from '../../../portico/identity/v1/GetUsersResponse';
import type { HitRateLimitRequest as _portico_identity_v1_HitRateLimitRequest, HitRateLimitRequest__Output as _portico_identity_v1_HitRateLimitRequest__Output } from '../../../portico/identity/v1/HitRateLimitRequest';
import type { HitRateLimitResponse as _portico_identity_v1_HitRateLimitResponse, HitRateLimitResponse__Output as _portico_identity_v1_HitRateLimitResponse__Output } from '../../../portico/identity/v1/HitRateLimitResponse';
import type { Jwks as _portico_identity_v1_Jwks, Jwks__Output as _portico_identity_v1_Jwks__Output } from '../../../portico/identity/v1/Jwks';
import type { ListConfiguredSignInProvidersRequest as _portico_identity_v1_ListConfiguredSignInProvidersRequest, ListConfiguredSignInProvidersRequest__Output as _portico_identity_v1_ListConfiguredSignInProvidersRequest__Output } from '../../../portico/identity/v1/ListConfiguredSignInProvidersRequest';
import type { ListConfiguredSignInProvidersResponse as _portico_identity_v1_ListConfiguredSignInProvidersResponse, ListConfiguredSignInProvidersResponse__Output as _portico_identity_v1_ListConfiguredSignInProvidersResponse__Output } from '../../../portico/identity/v1/ListConfiguredSignInProvidersResponse';
import type { ListMySignInProvidersRequest as _portico_identity_v1_ListMySignInProvidersRequest, ListMySignInProvidersRequest__Output as _portico_identity_v1_ListMySignInProvidersRequest__Output } from '../../../portico/identity/v1/ListMySignInProvidersRequest';
import type { ListSignInProviderClientsRequest as _portico_identity_v1_ListSignInProviderClientsRequest, ListSignInProviderClientsRequest__Output as _portico_identity_v1_ListSignInProviderClientsRequest__Output } from '../../../portico/identity/v1/ListSignInProviderClientsRequest';
import type { MarkEmailVerifiedRequest as _portico_identity_v1_MarkEmailVerifiedRequest, MarkEmailVerifiedRequest__Output as _portico_identity_v1_MarkEmailVerifiedRequest__Output } from '../../../portico/identity/v1/MarkEmailVerifiedRequest';
import type { MarkEmailVerifiedResponse as _portico_identity_v1_MarkEmailVerifiedResponse, MarkEmailVerifiedResponse__Output as _portico_identity_v1_MarkEmailVerifiedResponse__Output } from '../../../portico/identity/v1/MarkEmailVerifiedResponse';
import type { MySignInProviders as _portico_identity_v1_MySignInProviders, MySignInProviders__Output as _portico_identity_v1_MySignInProviders__Output } from '../../../portico/identity/v1/MySignInProviders';
import type { RecordAuditRequest as _portico_identity_v1_RecordAuditRequest, RecordAuditRequest__Output as _portico_identity_v1_RecordAuditRequest__Output } from '../../../portico/identity/v1/RecordAuditRequest';
import type { RecordAuditResponse as _portico_identity_v1_RecordAuditResponse, RecordAuditResponse__Output as _portico_identity_v1_RecordAuditResponse__Output } from '../../../portico/identity/v1/RecordAuditResponse';
import type { RedeemProviderHandoffRequest as _portico_identity_v1_RedeemProviderHandoffRequest, RedeemProviderHandoffRequest__Output as _portico_identity_v1_RedeemProviderHandoffRequest__Output } from '../../../portico/identity/v1/RedeemProviderHandoffRequest';
import type { RefreshRequest as _portico_identity_v1_RefreshRequest, RefreshRequest__Output as _portico_identity_v1_RefreshRequest__Output } from '../../../portico/identity/v1/RefreshRequest';
import type { RequestAccountSetupRequest as _portico_identity_v1_RequestAccountSetupRequest, RequestAccountSetupRequest__Output as _portico_identity_v1_RequestAccountSetupRequest__Output } from '../../../portico/identity/v1/RequestAccountSetupRequest';
import type { RequestAccountSetupResponse as _portico_identity_v1_RequestAccountSetupResponse, RequestAccountSetupResponse__Output as _portico_identity_v1_RequestAccountSetupResponse__Output } from '../../../portico/identity/v1/RequestAccountSetupResponse';
import type { RequestPasswordResetRequest as _portico_identity_v1_RequestPasswordResetRequest, RequestPasswordResetRequest__Output as _portico_identity_v1_RequestPasswordResetRequest__Output } from '../../../portico/identity/v1/RequestPasswordResetRequest';
import type { RequestPasswordResetResponse as _portico_identity_v1_RequestPasswordResetResponse, RequestPasswordResetResponse__Output as _portico_identity_v1_RequestPasswordResetResponse__Output } from '../../../portico/identity/v1/RequestPasswordResetResponse';
import type { ResendEmailVerificationRequest as _portico_identity_v1_ResendEmailVerificationRequest, ResendEmailVerificationRequest__Output as _portico_identity_v1_ResendEmailVerificationRequest__Output } from '../../../portico/identity/v1/ResendEmailVerificationRequest';
import type { ResendEmailVerificationResponse as _portico_identity_v1_ResendEmailVerificationResponse, ResendEmailVerificationResponse__Output as _portico_identity_v1_ResendEmailVerificationResponse__Output } from '../../../portico/identity/v1/ResendEmailVerificationResponse';
import type { ResetPasswordRequest as _portico_identity_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _portico_identity_v1_ResetPasswordRequest__Output } from '../../../portico/identity/v1/ResetPasswordRequest';
import type { ResetPasswordResponse as _portico_identity_v1_ResetPasswordResponse, ResetPasswordResponse__Output as _portico_identity_v1_ResetPasswordResponse__Output } from '../../../portico/identity/v1/ResetPasswordResponse';
import type { ResetTwoFactorRequest as _portico_identity_v1_ResetTwoFactorRequest, ResetTwoFactorRequest__Output as _portico_identity_v1_ResetTwoFactorRequest__Output } from '../../../portico/identity/v1/ResetTwoFactorRequest';
import type { ResetTwoFactorResponse as _portico_identity_v1_ResetTwoFactorResponse, ResetTwoFactorResponse__Output as _portico_identity_v1_ResetTwoFactorResponse__Output } from '../../../portico/identity/v1/ResetTwoFactorResponse';
import type { RotateSigningKeyRequest as _portico_identity_v1_RotateSigningKeyRequest, RotateSigningKeyRequest__Output as _portico_identity_v1_RotateSigningKeyRequest__Output } from '../../../portico/identity/v1/RotateSigningKeyRequest';
import type { SearchUsersRequest as _portico_identity_v1_SearchUsersRequest, SearchUsersRequest__Output as _portico_identity_v1_SearchUsersRequest__Output } from '../../../portico/identity/v1/SearchUsersRequest';
import type { SearchUsersResponse as _portico_identity_v1_SearchUsersResponse, SearchUsersResponse__Output as _portico_identity_v1_SearchUsersResponse__Output } from '../../../portico/identity/v1/SearchUsersResponse';
import type { Session as _portico_identity_v1_Session, Session__Output as _portico_identity_v1_Session__Output } from '../../../portico/identity/v1/Session';
import type { SetSignInProviderClientRequest as _portico_identity_v1_SetSignInProviderClientRequest, SetSignInProviderClientRequest__Output as _portico_identity_v1_SetSignInProviderClientRequest__Output } from '../../../portico/identity/v1/SetSignInProviderClientRequest';
import type { SetSuperAdminRequest as _portico_identity_v1_SetSuperAdminRequest, SetSuperAdminRequest__Output as _portico_identity_v1_SetSuperAdminRequest__Output } from '../../../portico/identity/v1/SetSuperAdminRequest';
import type { SetUserDisabledRequest as _portico_identity_v1_SetUserDisabledRequest, SetUserDisabledRequest__Output as _portico_identity_v1_SetUserDisabledRequest__Output } from '../../../portico/identity/v1/SetUserDisabledRequest';
import type { SignInProviderClients as _portico_identity_v1_SignInProviderClients, SignInProviderClients__Output as _portico_identity_v1_SignInProviderClients__Output } from '../../../portico/identity/v1/SignInProviderClients';
import type { SignInRequest as _portico_identity_v1_SignInRequest, SignInRequest__Output as _portico_identity_v1_SignInRequest__Output } from '../../../portico/identity/v1/SignInRequest';
import type { SignOutRequest as _portico_identity_v1_SignOutRequest, SignOutRequest__Output as _portico_identity_v1_SignOutRequest__Output } from '../../../portico/identity/v1/SignOutRequest';
import type { SignOutResponse as _portico_identity_v1_SignOutResponse, SignOutResponse__Output as _portico_identity_v1_SignOutResponse__Output } from '../../../portico/identity/v1/SignOutResponse';
import type { SignUpRequest as _portico_identity_v1_SignUpRequest, SignUpRequest__Output as _portico_identity_v1_SignUpRequest__Output } from '../../../portico/identity/v1/SignUpRequest';
import type { StartImpersonationRequest as _portico_identity_v1_StartImpersonationRequest, StartImpersonationRequest__Output as _portico_identity_v1_StartImpersonationRequest__Output } from '../../../portico/identity/v1/StartImpersonationRequest';
import type { StartProviderSignInRequest as _portico_identity_v1_StartProviderSignInRequest, StartProviderSignInRequest__Output as _portico_identity_v1_StartProviderSignInRequest__Output } from '../../../portico/identity/v1/StartProviderSignInRequest';
import type { StartProviderSignInResponse as _portico_identity_v1_StartProviderSignInResponse, StartProviderSignInResponse__Output as _portico_identity_v1_StartProviderSignInResponse__Output } from '../../../portico/identity/v1/StartProviderSignInResponse';
import type { StartTwoFactorSetupRequest as _portico_identity_v1_StartTwoFactorSetupRequest, StartTwoFactorSetupRequest__Output as _portico_identity_v1_StartTwoFactorSetupRequest__Output } from '../../../portico/identity/v1/StartTwoFactorSetupRequest';
import type { StopImpersonationRequest as _portico_identity_v1_StopImpersonationRequest, StopImpersonationRequest__Output as _portico_identity_v1_StopImpersonationRequest__Output } from '../../../portico/identity/v1/StopImpersonationRequest';
import type { StopImpersonationResponse as _portico_identity_v1_StopImpersonationResponse, StopImpersonationResponse__Output as _portico_identity_v1_StopImpersonationResponse__Output } from '../../../portico/identity/v1/StopImpersonationResponse';
import type { TwoFactorConfirmed as _portico_identity_v1_TwoFactorConfirmed, TwoFactorConfirmed__Output as _portico_identity_v1_TwoFactorConfirmed__Output } from '../../../portico/identity/v1/TwoFactorConfirmed';
import type { TwoFactorSetup as _portico_identity_v1_TwoFactorSetup, TwoFactorSetup__Output as _portico_identity_v1_TwoFactorSetup__Output } from '../../../portico/identity/v1/TwoFactorSetup';
import type { TwoFactorStatus as _portico_identity_v1_TwoFactorStatus, TwoFactorStatus__Output as _portico_identity_v1_TwoFactorStatus__Output } from '../../../portico/identity/v1/TwoFactorStatus';
import type { UnlinkSignInProviderRequest as _portico_identity_v1_UnlinkSignInProviderRequest, UnlinkSignInProviderRequest__Output as _portico_identity_v1_UnlinkSignInProviderRequest__Output } from '../../../portico/identity/v1/UnlinkSignInProviderRequest';
import type { UpdateProfileRequest as _portico_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _portico_identity_v1_UpdateProfileRequest__Output } from '../../../portico/identity/v1/UpdateProfileRequest';
import type { User as _portico_identity_v1_User, User__Output as _portico_identity_v1_User__Output } from '../../../portico/identity/v1/User';

export interface IdentityServiceClient extends grpc.Client {
  AdminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  AdminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  AdminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  AdminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  adminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  adminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  adminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  adminCreateUser(argument: _portico_identity_v1_AdminCreateUserRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  ChangeEmail(argument: _portico_identity_v1_ChangeEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ChangeEmail(argument: _portico_identity_v1_ChangeEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ChangeEmail(argument: _portico_identity_v1_ChangeEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ChangeEmail(argument: _portico_identity_v1_ChangeEmailRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  changeEmail(argument: _portico_identity_v1_ChangeEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  changeEmail(argument: _portico_identity_v1_ChangeEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  changeEmail(argument: _portico_identity_v1_ChangeEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  changeEmail(argument: _portico_identity_v1_ChangeEmailRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  ChangePassword(argument: _portico_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _portico_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _portico_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _portico_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _portico_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _portico_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _portico_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _portico_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_portico_identity_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  
  CheckSession(argument: _portico_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  CheckSession(argument: _portico_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  CheckSession(argument: _portico_identity_v1_CheckSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  CheckSession(argument: _portico_identity_v1_CheckSessionRequest, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _portico_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _portico_identity_v1_CheckSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _portico_identity_v1_CheckSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  checkSession(argument: _portico_identity_v1_CheckSessionRequest, callback: grpc.requestCallback<_portico_identity_v1_CheckSessionResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  CompleteProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  completeProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  completeProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  completeProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  completeProviderSignIn(argument: _portico_identity_v1_CompleteProviderSignInRequest, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  CompleteTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  CompleteTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  CompleteTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  completeTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  completeTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  completeTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  completeTwoFactorSignIn(argument: _portico_identity_v1_CompleteTwoFactorSignInRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  
  ConfirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _portico_identity_v1_ConfirmEmailRequest, callback: grpc.requestCallback<_portico_identity_v1_ConfirmEmailResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  ConfirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  ConfirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  ConfirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  confirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  confirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  confirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  confirmPassword(argument: _portico_identity_v1_ConfirmPasswordRequest, callback: grpc.requestCallback<_portico_identity_v1_ConfirmPasswordResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  ConfirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  ConfirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  ConfirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  confirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  confirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  confirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  confirmTwoFactorSetup(argument: _portico_identity_v1_ConfirmTwoFactorSetupRequest, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorConfirmed__Output>): grpc.ClientUnaryCall;
  
  DisableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  DisableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  DisableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  DisableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  disableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  disableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  disableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  disableTwoFactor(argument: _portico_identity_v1_DisableTwoFactorRequest, callback: grpc.requestCallback<_portico_identity_v1_DisableTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  
  FindUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  FindUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  FindUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  FindUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  findUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  findUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  findUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  findUserByEmail(argument: _portico_identity_v1_FindUserByEmailRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  GetJwks(argument: _portico_identity_v1_GetJwksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _portico_identity_v1_GetJwksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _portico_identity_v1_GetJwksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  GetJwks(argument: _portico_identity_v1_GetJwksRequest, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _portico_identity_v1_GetJwksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _portico_identity_v1_GetJwksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _portico_identity_v1_GetJwksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  getJwks(argument: _portico_identity_v1_GetJwksRequest, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  
  GetTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  GetTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  GetTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  GetTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  getTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  getTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  getTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  getTwoFactorStatus(argument: _portico_identity_v1_GetTwoFactorStatusRequest, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorStatus__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _portico_identity_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _portico_identity_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _portico_identity_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _portico_identity_v1_GetUserRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _portico_identity_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _portico_identity_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _portico_identity_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getUser(argument: _portico_identity_v1_GetUserRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  GetUsers(argument: _portico_identity_v1_GetUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  GetUsers(argument: _portico_identity_v1_GetUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  GetUsers(argument: _portico_identity_v1_GetUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  GetUsers(argument: _portico_identity_v1_GetUsersRequest, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _portico_identity_v1_GetUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _portico_identity_v1_GetUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _portico_identity_v1_GetUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  getUsers(argument: _portico_identity_v1_GetUsersRequest, callback: grpc.requestCallback<_portico_identity_v1_GetUsersResponse__Output>): grpc.ClientUnaryCall;
  
  HitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  HitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  HitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  HitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  hitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  hitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  hitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  hitRateLimit(argument: _portico_identity_v1_HitRateLimitRequest, callback: grpc.requestCallback<_portico_identity_v1_HitRateLimitResponse__Output>): grpc.ClientUnaryCall;
  
  ListConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  ListConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  listConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  listConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  listConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  listConfiguredSignInProviders(argument: _portico_identity_v1_ListConfiguredSignInProvidersRequest, callback: grpc.requestCallback<_portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>): grpc.ClientUnaryCall;
  
  ListMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  ListMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  ListMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  ListMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  listMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  listMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  listMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  listMySignInProviders(argument: _portico_identity_v1_ListMySignInProvidersRequest, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  
  ListSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  ListSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  ListSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  ListSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  listSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  listSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  listSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  listSignInProviderClients(argument: _portico_identity_v1_ListSignInProviderClientsRequest, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  
  MarkEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  MarkEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  MarkEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  MarkEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  markEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  markEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  markEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  markEmailVerified(argument: _portico_identity_v1_MarkEmailVerifiedRequest, callback: grpc.requestCallback<_portico_identity_v1_MarkEmailVerifiedResponse__Output>): grpc.ClientUnaryCall;
  
  RecordAudit(argument: _portico_identity_v1_RecordAuditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  RecordAudit(argument: _portico_identity_v1_RecordAuditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  RecordAudit(argument: _portico_identity_v1_RecordAuditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  RecordAudit(argument: _portico_identity_v1_RecordAuditRequest, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  recordAudit(argument: _portico_identity_v1_RecordAuditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  recordAudit(argument: _portico_identity_v1_RecordAuditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  recordAudit(argument: _portico_identity_v1_RecordAuditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  recordAudit(argument: _portico_identity_v1_RecordAuditRequest, callback: grpc.requestCallback<_portico_identity_v1_RecordAuditResponse__Output>): grpc.ClientUnaryCall;
  
  RedeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  RedeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  RedeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  RedeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  redeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  redeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  redeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  redeemProviderHandoff(argument: _portico_identity_v1_RedeemProviderHandoffRequest, callback: grpc.requestCallback<_portico_identity_v1_CompleteProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  
  Refresh(argument: _portico_identity_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _portico_identity_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _portico_identity_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _portico_identity_v1_RefreshRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _portico_identity_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _portico_identity_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _portico_identity_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  refresh(argument: _portico_identity_v1_RefreshRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  
  RequestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  RequestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  RequestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  RequestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  requestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  requestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  requestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  requestAccountSetup(argument: _portico_identity_v1_RequestAccountSetupRequest, callback: grpc.requestCallback<_portico_identity_v1_RequestAccountSetupResponse__Output>): grpc.ClientUnaryCall;
  
  RequestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  RequestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  requestPasswordReset(argument: _portico_identity_v1_RequestPasswordResetRequest, callback: grpc.requestCallback<_portico_identity_v1_RequestPasswordResetResponse__Output>): grpc.ClientUnaryCall;
  
  ResendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _portico_identity_v1_ResendEmailVerificationRequest, callback: grpc.requestCallback<_portico_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  
  ResetPassword(argument: _portico_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _portico_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _portico_identity_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _portico_identity_v1_ResetPasswordRequest, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _portico_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _portico_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _portico_identity_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _portico_identity_v1_ResetPasswordRequest, callback: grpc.requestCallback<_portico_identity_v1_ResetPasswordResponse__Output>): grpc.ClientUnaryCall;
  
  ResetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  ResetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  ResetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  ResetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  resetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  resetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  resetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  resetTwoFactor(argument: _portico_identity_v1_ResetTwoFactorRequest, callback: grpc.requestCallback<_portico_identity_v1_ResetTwoFactorResponse__Output>): grpc.ClientUnaryCall;
  
  RotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  RotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  RotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  RotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  rotateSigningKey(argument: _portico_identity_v1_RotateSigningKeyRequest, callback: grpc.requestCallback<_portico_identity_v1_Jwks__Output>): grpc.ClientUnaryCall;
  
  SearchUsers(argument: _portico_identity_v1_SearchUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  SearchUsers(argument: _portico_identity_v1_SearchUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  SearchUsers(argument: _portico_identity_v1_SearchUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  SearchUsers(argument: _portico_identity_v1_SearchUsersRequest, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  searchUsers(argument: _portico_identity_v1_SearchUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  searchUsers(argument: _portico_identity_v1_SearchUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  searchUsers(argument: _portico_identity_v1_SearchUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  searchUsers(argument: _portico_identity_v1_SearchUsersRequest, callback: grpc.requestCallback<_portico_identity_v1_SearchUsersResponse__Output>): grpc.ClientUnaryCall;
  
  SetSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  SetSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  SetSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  SetSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  setSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  setSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  setSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  setSignInProviderClient(argument: _portico_identity_v1_SetSignInProviderClientRequest, callback: grpc.requestCallback<_portico_identity_v1_SignInProviderClients__Output>): grpc.ClientUnaryCall;
  
  SetSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  SetSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  SetSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  SetSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setSuperAdmin(argument: _portico_identity_v1_SetSuperAdminRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  SetUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  SetUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  SetUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  SetUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  setUserDisabled(argument: _portico_identity_v1_SetUserDisabledRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  SignIn(argument: _portico_identity_v1_SignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _portico_identity_v1_SignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _portico_identity_v1_SignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _portico_identity_v1_SignInRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _portico_identity_v1_SignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _portico_identity_v1_SignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _portico_identity_v1_SignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signIn(argument: _portico_identity_v1_SignInRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  
  SignOut(argument: _portico_identity_v1_SignOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _portico_identity_v1_SignOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _portico_identity_v1_SignOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  SignOut(argument: _portico_identity_v1_SignOutRequest, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _portico_identity_v1_SignOutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _portico_identity_v1_SignOutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _portico_identity_v1_SignOutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  signOut(argument: _portico_identity_v1_SignOutRequest, callback: grpc.requestCallback<_portico_identity_v1_SignOutResponse__Output>): grpc.ClientUnaryCall;
  
  SignUp(argument: _portico_identity_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _portico_identity_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _portico_identity_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _portico_identity_v1_SignUpRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signUp(argument: _portico_identity_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signUp(argument: _portico_identity_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signUp(argument: _portico_identity_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  signUp(argument: _portico_identity_v1_SignUpRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  
  StartImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  StartImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  StartImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  StartImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  startImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  startImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  startImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  startImpersonation(argument: _portico_identity_v1_StartImpersonationRequest, callback: grpc.requestCallback<_portico_identity_v1_Session__Output>): grpc.ClientUnaryCall;
  
  StartProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  StartProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  StartProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  StartProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  startProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  startProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  startProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  startProviderSignIn(argument: _portico_identity_v1_StartProviderSignInRequest, callback: grpc.requestCallback<_portico_identity_v1_StartProviderSignInResponse__Output>): grpc.ClientUnaryCall;
  
  StartTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  StartTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  StartTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  StartTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  startTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  startTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  startTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  startTwoFactorSetup(argument: _portico_identity_v1_StartTwoFactorSetupRequest, callback: grpc.requestCallback<_portico_identity_v1_TwoFactorSetup__Output>): grpc.ClientUnaryCall;
  
  StopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  StopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  StopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  StopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _portico_identity_v1_StopImpersonationRequest, callback: grpc.requestCallback<_portico_identity_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  
  UnlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  UnlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  UnlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  UnlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  unlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  unlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  unlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  unlinkSignInProvider(argument: _portico_identity_v1_UnlinkSignInProviderRequest, callback: grpc.requestCallback<_portico_identity_v1_MySignInProviders__Output>): grpc.ClientUnaryCall;
  
  UpdateProfile(argument: _portico_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _portico_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _portico_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _portico_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _portico_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _portico_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _portico_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _portico_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_portico_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityServiceHandlers extends grpc.UntypedServiceImplementation {
  AdminCreateUser: grpc.handleUnaryCall<_portico_identity_v1_AdminCreateUserRequest__Output, _portico_identity_v1_User>;
  
  ChangeEmail: grpc.handleUnaryCall<_portico_identity_v1_ChangeEmailRequest__Output, _portico_identity_v1_User>;
  
  ChangePassword: grpc.handleUnaryCall<_portico_identity_v1_ChangePasswordRequest__Output, _portico_identity_v1_ChangePasswordResponse>;
  
  CheckSession: grpc.handleUnaryCall<_portico_identity_v1_CheckSessionRequest__Output, _portico_identity_v1_CheckSessionResponse>;
  
  CompleteProviderSignIn: grpc.handleUnaryCall<_portico_identity_v1_CompleteProviderSignInRequest__Output, _portico_identity_v1_CompleteProviderSignInResponse>;
  
  CompleteTwoFactorSignIn: grpc.handleUnaryCall<_portico_identity_v1_CompleteTwoFactorSignInRequest__Output, _portico_identity_v1_Session>;
  
  ConfirmEmail: grpc.handleUnaryCall<_portico_identity_v1_ConfirmEmailRequest__Output, _portico_identity_v1_ConfirmEmailResponse>;
  
  ConfirmPassword: grpc.handleUnaryCall<_portico_identity_v1_ConfirmPasswordRequest__Output, _portico_identity_v1_ConfirmPasswordResponse>;
  
  ConfirmTwoFactorSetup: grpc.handleUnaryCall<_portico_identity_v1_ConfirmTwoFactorSetupRequest__Output, _portico_identity_v1_TwoFactorConfirmed>;
  
  DisableTwoFactor: grpc.handleUnaryCall<_portico_identity_v1_DisableTwoFactorRequest__Output, _portico_identity_v1_DisableTwoFactorResponse>;
  
  FindUserByEmail: grpc.handleUnaryCall<_portico_identity_v1_FindUserByEmailRequest__Output, _portico_identity_v1_User>;
  
  GetJwks: grpc.handleUnaryCall<_portico_identity_v1_GetJwksRequest__Output, _portico_identity_v1_Jwks>;
  
  GetTwoFactorStatus: grpc.handleUnaryCall<_portico_identity_v1_GetTwoFactorStatusRequest__Output, _portico_identity_v1_TwoFactorStatus>;
  
  GetUser: grpc.handleUnaryCall<_portico_identity_v1_GetUserRequest__Output, _portico_identity_v1_User>;
  
  GetUsers: grpc.handleUnaryCall<_portico_identity_v1_GetUsersRequest__Output, _portico_identity_v1_GetUsersResponse>;
  
  HitRateLimit: grpc.handleUnaryCall<_portico_identity_v1_HitRateLimitRequest__Output, _portico_identity_v1_HitRateLimitResponse>;
  
  ListConfiguredSignInProviders: grpc.handleUnaryCall<_portico_identity_v1_ListConfiguredSignInProvidersRequest__Output, _portico_identity_v1_ListConfiguredSignInProvidersResponse>;
  
  ListMySignInProviders: grpc.handleUnaryCall<_portico_identity_v1_ListMySignInProvidersRequest__Output, _portico_identity_v1_MySignInProviders>;
  
  ListSignInProviderClients: grpc.handleUnaryCall<_portico_identity_v1_ListSignInProviderClientsRequest__Output, _portico_identity_v1_SignInProviderClients>;
  
  MarkEmailVerified: grpc.handleUnaryCall<_portico_identity_v1_MarkEmailVerifiedRequest__Output, _portico_identity_v1_MarkEmailVerifiedResponse>;
  
  RecordAudit: grpc.handleUnaryCall<_portico_identity_v1_RecordAuditRequest__Output, _portico_identity_v1_RecordAuditResponse>;
  
  RedeemProviderHandoff: grpc.handleUnaryCall<_portico_identity_v1_RedeemProviderHandoffRequest__Output, _portico_identity_v1_CompleteProviderSignInResponse>;
  
  Refresh: grpc.handleUnaryCall<_portico_identity_v1_RefreshRequest__Output, _portico_identity_v1_Session>;
  
  RequestAccountSetup: grpc.handleUnaryCall<_portico_identity_v1_RequestAccountSetupRequest__Output, _portico_identity_v1_RequestAccountSetupResponse>;
  
  RequestPasswordReset: grpc.handleUnaryCall<_portico_identity_v1_RequestPasswordResetRequest__Output, _portico_identity_v1_RequestPasswordResetResponse>;
  
  ResendEmailVerification: grpc.handleUnaryCall<_portico_identity_v1_ResendEmailVerificationRequest__Output, _portico_identity_v1_ResendEmailVerificationResponse>;
  
  ResetPassword: grpc.handleUnaryCall<_portico_identity_v1_ResetPasswordRequest__Output, _portico_identity_v1_ResetPasswordResponse>;
  
  ResetTwoFactor: grpc.handleUnaryCall<_portico_identity_v1_ResetTwoFactorRequest__Output, _portico_identity_v1_ResetTwoFactorResponse>;
  
  RotateSigningKey: grpc.handleUnaryCall<_portico_identity_v1_RotateSigningKeyRequest__Output, _portico_identity_v1_Jwks>;
  
  SearchUsers: grpc.handleUnaryCall<_portico_identity_v1_SearchUsersRequest__Output, _portico_identity_v1_SearchUsersResponse>;
  
  SetSignInProviderClient: grpc.handleUnaryCall<_portico_identity_v1_SetSignInProviderClientRequest__Output, _portico_identity_v1_SignInProviderClients>;
  
  SetSuperAdmin: grpc.handleUnaryCall<_portico_identity_v1_SetSuperAdminRequest__Output, _portico_identity_v1_User>;
  
  SetUserDisabled: grpc.handleUnaryCall<_portico_identity_v1_SetUserDisabledRequest__Output, _portico_identity_v1_User>;
  
  SignIn: grpc.handleUnaryCall<_portico_identity_v1_SignInRequest__Output, _portico_identity_v1_Session>;
  
  SignOut: grpc.handleUnaryCall<_portico_identity_v1_SignOutRequest__Output, _portico_identity_v1_SignOutResponse>;
  
  SignUp: grpc.handleUnaryCall<_portico_identity_v1_SignUpRequest__Output, _portico_identity_v1_Session>;
  
  StartImpersonation: grpc.handleUnaryCall<_portico_identity_v1_StartImpersonationRequest__Output, _portico_identity_v1_Session>;
  
  StartProviderSignIn: grpc.handleUnaryCall<_portico_identity_v1_StartProviderSignInRequest__Output, _portico_identity_v1_StartProviderSignInResponse>;
  
  StartTwoFactorSetup: grpc.handleUnaryCall<_portico_identity_v1_StartTwoFactorSetupRequest__Output, _portico_identity_v1_TwoFactorSetup>;
  
  StopImpersonation: grpc.handleUnaryCall<_portico_identity_v1_StopImpersonationRequest__Output, _portico_identity_v1_StopImpersonationResponse>;
  
  UnlinkSignInProvider: grpc.handleUnaryCall<_portico_identity_v1_UnlinkSignInProviderRequest__Output, _portico_identity_v1_MySignInProviders>;
  
  UpdateProfile: grpc.handleUnaryCall<_portico_identity_v1_UpdateProfileRequest__Output, _portico_identity_v1_User>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  AdminCreateUser: MethodDefinition<_portico_identity_v1_AdminCreateUserRequest, _portico_identity_v1_User, _portico_identity_v1_AdminCreateUserRequest__Output, _portico_identity_v1_User__Output>
  ChangeEmail: MethodDefinition<_portico_identity_v1_ChangeEmailRequest, _portico_identity_v1_User, _portico_identity_v1_ChangeEmailRequest__Output, _portico_identity_v1_User__Output>
  ChangePassword: MethodDefinition<_portico_identity_v1_ChangePasswordRequest, _portico_identity_v1_ChangePasswordResponse, _portico_identity_v1_ChangePasswordRequest__Output, _portico_identity_v1_ChangePasswordResponse__Output>
  CheckSession: MethodDefinition<_portico_identity_v1_CheckSessionRequest, _portico_identity_v1_CheckSessionResponse, _portico_identity_v1_CheckSessionRequest__Output, _portico_identity_v1_CheckSessionResponse__Output>
  CompleteProviderSignIn: MethodDefinition<_portico_identity_v1_CompleteProviderSignInRequest, _portico_identity_v1_CompleteProviderSignInResponse, _portico_identity_v1_CompleteProviderSignInRequest__Output, _portico_identity_v1_CompleteProviderSignInResponse__Output>
  CompleteTwoFactorSignIn: MethodDefinition<_portico_identity_v1_CompleteTwoFactorSignInRequest, _portico_identity_v1_Session, _portico_identity_v1_CompleteTwoFactorSignInRequest__Output, _portico_identity_v1_Session__Output>
  ConfirmEmail: MethodDefinition<_portico_identity_v1_ConfirmEmailRequest, _portico_identity_v1_ConfirmEmailResponse, _portico_identity_v1_ConfirmEmailRequest__Output, _portico_identity_v1_ConfirmEmailResponse__Output>
  ConfirmPassword: MethodDefinition<_portico_identity_v1_ConfirmPasswordRequest, _portico_identity_v1_ConfirmPasswordResponse, _portico_identity_v1_ConfirmPasswordRequest__Output, _portico_identity_v1_ConfirmPasswordResponse__Output>
  ConfirmTwoFactorSetup: MethodDefinition<_portico_identity_v1_ConfirmTwoFactorSetupRequest, _portico_identity_v1_TwoFactorConfirmed, _portico_identity_v1_ConfirmTwoFactorSetupRequest__Output, _portico_identity_v1_TwoFactorConfirmed__Output>
  DisableTwoFactor: MethodDefinition<_portico_identity_v1_DisableTwoFactorRequest, _portico_identity_v1_DisableTwoFactorResponse, _portico_identity_v1_DisableTwoFactorRequest__Output, _portico_identity_v1_DisableTwoFactorResponse__Output>
  FindUserByEmail: MethodDefinition<_portico_identity_v1_FindUserByEmailRequest, _portico_identity_v1_User, _portico_identity_v1_FindUserByEmailRequest__Output, _portico_identity_v1_User__Output>
  GetJwks: MethodDefinition<_portico_identity_v1_GetJwksRequest, _portico_identity_v1_Jwks, _portico_identity_v1_GetJwksRequest__Output, _portico_identity_v1_Jwks__Output>
  GetTwoFactorStatus: MethodDefinition<_portico_identity_v1_GetTwoFactorStatusRequest, _portico_identity_v1_TwoFactorStatus, _portico_identity_v1_GetTwoFactorStatusRequest__Output, _portico_identity_v1_TwoFactorStatus__Output>
  GetUser: MethodDefinition<_portico_identity_v1_GetUserRequest, _portico_identity_v1_User, _portico_identity_v1_GetUserRequest__Output, _portico_identity_v1_User__Output>
  GetUsers: MethodDefinition<_portico_identity_v1_GetUsersRequest, _portico_identity_v1_GetUsersResponse, _portico_identity_v1_GetUsersRequest__Output, _portico_identity_v1_GetUsersResponse__Output>
  HitRateLimit: MethodDefinition<_portico_identity_v1_HitRateLimitRequest, _portico_identity_v1_HitRateLimitResponse, _portico_identity_v1_HitRateLimitRequest__Output, _portico_identity_v1_HitRateLimitResponse__Output>
  ListConfiguredSignInProviders: MethodDefinition<_portico_identity_v1_ListConfiguredSignInProvidersRequest, _portico_identity_v1_ListConfiguredSignInProvidersResponse, _portico_identity_v1_ListConfiguredSignInProvidersRequest__Output, _portico_identity_v1_ListConfiguredSignInProvidersResponse__Output>
  ListMySignInProviders: MethodDefinition<_portico_identity_v1_ListMySignInProvidersRequest, _portico_identity_v1_MySignInProviders, _portico_identity_v1_ListMySignInProvidersRequest__Output, _portico_identity_v1_MySignInProviders__Output>
  ListSignInProviderClients: MethodDefinition<_portico_identity_v1_ListSignInProviderClientsRequest, _portico_identity_v1_SignInProviderClients, _portico_identity_v1_ListSignInProviderClientsRequest__Output, _portico_identity_v1_SignInProviderClients__Output>
  MarkEmailVerified: MethodDefinition<_portico_identity_v1_MarkEmailVerifiedRequest, _portico_identity_v1_MarkEmailVerifiedResponse, _portico_identity_v1_MarkEmailVerifiedRequest__Output, _portico_identity_v1_MarkEmailVerifiedResponse__Output>
  RecordAudit: MethodDefinition<_portico_identity_v1_RecordAuditRequest, _portico_identity_v1_RecordAuditResponse, _portico_identity_v1_RecordAuditRequest__Output, _portico_identity_v1_RecordAuditResponse__Output>
  RedeemProviderHandoff: MethodDefinition<_portico_identity_v1_RedeemProviderHandoffRequest, _portico_identity_v1_CompleteProviderSignInResponse, _portico_identity_v1_RedeemProviderHandoffRequest__Output, _portico_identity_v1_CompleteProviderSignInResponse__Output>
  Refresh: MethodDefinition<_portico_identity_v1_RefreshRequest, _portico_identity_v1_Session, _portico_identity_v1_RefreshRequest__Output, _portico_identity_v1_Session__Output>
  RequestAccountSetup: MethodDefinition<_portico_identity_v1_RequestAccountSetupRequest, _portico_identity_v1_RequestAccountSetupResponse, _portico_identity_v1_RequestAccountSetupRequest__Output, _portico_identity_v1_RequestAccountSetupResponse__Output>
  RequestPasswordReset: MethodDefinition<_portico_identity_v1_RequestPasswordResetRequest, _portico_identity_v1_RequestPasswordResetResponse, _portico_identity_v1_RequestPasswordResetRequest__Output, _portico_identity_v1_RequestPasswordResetResponse__Output>
  ResendEmailVerification: MethodDefinition<_portico_identity_v1_ResendEmailVerificationRequest, _portico_identity_v1_ResendEmailVerificationResponse, _portico_identity_v1_ResendEmailVerificationRequest__Output, _portico_identity_v1_ResendEmailVerificationResponse__Output>
  ResetPassword: MethodDefinition<_portico_identity_v1_ResetPasswordRequest, _portico_identity_v1_ResetPasswordResponse, _portico_identity_v1_ResetPasswordRequest__Output, _portico_identity_v1_ResetPasswordResponse__Output>
  ResetTwoFactor: MethodDefinition<_portico_identity_v1_ResetTwoFactorRequest, _portico_identity_v1_ResetTwoFactorResponse, _portico_identity_v1_ResetTwoFactorRequest__Output, _portico_identity_v1_ResetTwoFactorResponse__Output>
  RotateSigningKey: MethodDefinition<_portico_identity_v1_RotateSigningKeyRequest, _portico_identity_v1_Jwks, _portico_identity_v1_RotateSigningKeyRequest__Output, _portico_identity_v1_Jwks__Output>
  SearchUsers: MethodDefinition<_portico_identity_v1_SearchUsersRequest, _portico_identity_v1_SearchUsersResponse, _portico_identity_v1_SearchUsersRequest__Output, _portico_identity_v1_SearchUsersResponse__Output>
  SetSignInProviderClient: MethodDefinition<_portico_identity_v1_SetSignInProviderClientRequest, _portico_identity_v1_SignInProviderClients, _portico_identity_v1_SetSignInProviderClientRequest__Output, _portico_identity_v1_SignInProviderClients__Output>
  SetSuperAdmin: MethodDefinition<_portico_identity_v1_SetSuperAdminRequest, _portico_identity_v1_User, _portico_identity_v1_SetSuperAdminRequest__Output, _portico_identity_v1_User__Output>
  SetUserDisabled: MethodDefinition<_portico_identity_v1_SetUserDisabledRequest, _portico_identity_v1_User, _portico_identity_v1_SetUserDisabledRequest__Output, _portico_identity_v1_User__Output>
  SignIn: MethodDefinition<_portico_identity_v1_SignInRequest, _portico_identity_v1_Session, _portico_identity_v1_SignInRequest__Output, _portico_identity_v1_Session__Output>
  SignOut: MethodDefinition<_portico_identity_v1_SignOutRequest, _portico_identity_v1_SignOutResponse, _portico_identity_v1_SignOutRequest__Output, _portico_identity_v1_SignOutResponse__Output>
  SignUp: MethodDefinition<_portico_identity_v1_SignUpRequest, _portico_identity_v1_Session, _portico_identity_v1_SignUpRequest__Output, _portico_identity_v1_Session__Output>
  StartImpersonation: MethodDefinition<_portico_identity_v1_StartImpersonationRequest, _portico_identity_v1_Session, _portico_identity_v1_StartImpersonationRequest__Output, _portico_identity_v1_Session__Output>
  StartProviderSignIn: MethodDefinition<_portico_identity_v1_StartProviderSignInRequest, _portico_identity_v1_StartProviderSignInResponse, _portico_identity_v1_StartProviderSignInRequest__Output, _portico_identity_v1_StartProviderSignInResponse__Output>
  StartTwoFactorSetup: MethodDefinition<_portico_identity_v1_StartTwoFactorSetupRequest, _portico_identity_v1_TwoFactorSetup, _portico_identity_v1_StartTwoFactorSetupRequest__Output, _portico_identity_v1_TwoFactorSetup__Output>
  StopImpersonation: MethodDefinition<_portico_identity_v1_StopImpersonationRequest, _portico_identity_v1_StopImpersonationResponse, _portico_identity_v1_StopImpersonationRequest__Output, _portico_identity_v1_StopImpersonationResponse__Output>
  UnlinkSignInProvider: MethodDefinition<_portico_identity_v1_UnlinkSignInProviderRequest, _portico_identity_v1_MySignInProviders, _portico_identity_v1_UnlinkSignInProviderRequest__Output, _portico_identity_v1_MySignInProviders__Output>
  UpdateProfile: MethodDefinition<_portico_identity_v1_UpdateProfileRequest, _portico_identity_v1_User, _portico_identity_v1_UpdateProfileRequest__Output, _portico_identity_v1_User__Output>
}
