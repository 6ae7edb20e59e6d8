// Original file: portico/tenancy/v1/tenancy.proto


export interface PlatformTenant {
  'id'?: (string);
  'name'?: (string);
  'slug'?: (string);
  'domain'?: (string);
  'tier'?: (string);
  'status'?: (string);
  'seats_used'?: (number);
  'seats_total'?: (number);
  'members_count'?: (number);
  'created_at'?: (string);
}

export interface PlatformTenant__Output {
  'id': (string);
  'name': (string);
  'slug': (string);
  'domain': (string);
  'tier': (string);
  'status': (string);
  'seats_used': (number);
  'seats_total': (number);
  'members_count': (number);
  'created_at': (string);
}
