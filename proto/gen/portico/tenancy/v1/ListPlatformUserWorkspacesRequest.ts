// Original file: portico/tenancy/v1/tenancy.proto


export interface ListPlatformUserWorkspacesRequest {
  'user_ids'?: (string)[];
}

export interface ListPlatformUserWorkspacesRequest__Output {
  'user_ids': (string)[];
}
