// Original file: portico/identity/v1/identity.proto


export interface HitRateLimitResponse {
  'allowed'?: (boolean);
  'retry_after_seconds'?: (number);
  'count'?: (number);
}

export interface HitRateLimitResponse__Output {
  'allowed': (boolean);
  'retry_after_seconds': (number);
  'count': (number);
}
