// Original file: portico/tenancy/v1/tenancy.proto


export interface GetBrandingRequest {
  'host'?: (string);
  'slug'?: (string);
  'invitation_token'?: (string);
}

export interface GetBrandingRequest__Output {
  'host': (string);
  'slug': (string);
  'invitation_token': (string);
}
