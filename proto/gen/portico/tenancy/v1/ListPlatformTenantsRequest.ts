// Original file: portico/tenancy/v1/tenancy.proto


export interface ListPlatformTenantsRequest {
  'q'?: (string);
  'tier'?: (string);
  'status'?: (string);
  'has_custom_domain'?: (boolean);
  'page'?: (number);
  'page_size'?: (number);
}

export interface ListPlatformTenantsRequest__Output {
  'q': (string);
  'tier': (string);
  'status': (string);
  'has_custom_domain': (boolean);
  'page': (number);
  'page_size': (number);
}
