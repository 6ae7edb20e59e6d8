// Original file: portico/tenancy/v1/tenancy.proto


export interface Domain {
  'id'?: (string);
  'domain'?: (string);
  'type'?: (string);
  'status'?: (string);
  'ssl_status'?: (string);
  'verified_at'?: (string);
  'created_at'?: (string);
  'txt_name'?: (string);
  'txt_value'?: (string);
  'ssl_checked_at'?: (string);
  'ssl_expires_at'?: (string);
  'ssl_reason'?: (string);
}

export interface Domain__Output {
  'id': (string);
  'domain': (string);
  'type': (string);
  'status': (string);
  'ssl_status': (string);
  'verified_at': (string);
  'created_at': (string);
  'txt_name': (string);
  'txt_value': (string);
  'ssl_checked_at': (string);
  'ssl_expires_at': (string);
  'ssl_reason': (string);
}
