// Original file: portico/tenancy/v1/tenancy.proto


export interface ProvisionWorkspaceRequest {
  'email'?: (string);
}

export interface ProvisionWorkspaceRequest__Output {
  'email': (string);
}
