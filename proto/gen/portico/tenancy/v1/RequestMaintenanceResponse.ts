// Original file: portico/tenancy/v1/tenancy.proto


export interface RequestMaintenanceResponse {
  'requested_at'?: (string);
}

export interface RequestMaintenanceResponse__Output {
  'requested_at': (string);
}
