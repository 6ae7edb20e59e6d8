// Original file: portico/billing/v1/billing.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateRetainerRequest {
  'client_id'?: (string);
  'currency'?: (string);
  'description'?: (string);
  'amount'?: (number | string | Long);
  'interval'?: (string);
  'start_date'?: (string);
  'days_until_due'?: (number);
}

export interface CreateRetainerRequest__Output {
  'client_id': (string);
  'currency': (string);
  'description': (string);
  'amount': (string);
  'interval': (string);
  'start_date': (string);
  'days_until_due': (number);
}
