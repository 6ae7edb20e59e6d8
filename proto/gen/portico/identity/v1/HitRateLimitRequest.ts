// Original file: portico/identity/v1/identity.proto


export interface HitRateLimitRequest {
  'bucket'?: (string);
  'limit'?: (number);
  'window_seconds'?: (number);
  'cost'?: (number);
}

export interface HitRateLimitRequest__Output {
  'bucket': (string);
  'limit': (number);
  'window_seconds': (number);
  'cost': (number);
}
