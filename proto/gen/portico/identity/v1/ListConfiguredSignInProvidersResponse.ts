// Original file: portico/identity/v1/identity.proto


export interface ListConfiguredSignInProvidersResponse {
  'providers'?: (string)[];
}

export interface ListConfiguredSignInProvidersResponse__Output {
  'providers': (string)[];
}
