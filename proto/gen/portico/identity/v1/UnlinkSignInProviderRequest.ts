// Original file: portico/identity/v1/identity.proto


export interface UnlinkSignInProviderRequest {
  'provider'?: (string);
}

export interface UnlinkSignInProviderRequest__Output {
  'provider': (string);
}
