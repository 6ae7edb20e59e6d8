// Original file: portico/content/v1/content.proto


export interface ListSuperEmbedsRequest {
  'target_tenant_id'?: (string);
}

export interface ListSuperEmbedsRequest__Output {
  'target_tenant_id': (string);
}
