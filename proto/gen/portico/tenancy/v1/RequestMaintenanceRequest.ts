// Original file: portico/tenancy/v1/tenancy.proto


export interface RequestMaintenanceRequest {
  'action'?: (string);
}

export interface RequestMaintenanceRequest__Output {
  'action': (string);
}
