// Original file: portico/identity/v1/identity.proto


export interface ClientInfo {
  'ip'?: (string);
  'user_agent'?: (string);
  'device_id'?: (string);
}

export interface ClientInfo__Output {
  'ip': (string);
  'user_agent': (string);
  'device_id': (string);
}
