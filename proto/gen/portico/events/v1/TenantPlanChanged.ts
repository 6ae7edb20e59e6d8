// Original file: portico/events/v1/tenancy_events.proto


export interface TenantPlanChanged {
  'tier'?: (string);
  'features'?: (string)[];
}

export interface TenantPlanChanged__Output {
  'tier': (string);
  'features': (string)[];
}
