// Original file: portico/billing/v1/billing.proto


export interface PaymentsAccount {
  'allowed'?: (boolean);
  'connected'?: (boolean);
  'account_id'?: (string);
  'account_type'?: (string);
  'details_submitted'?: (boolean);
  'charges_enabled'?: (boolean);
  'payouts_enabled'?: (boolean);
  'requirements_due'?: (string)[];
  'default_currency'?: (string);
  'currencies'?: (string)[];
  'country'?: (string);
  'platform_fee_bps'?: (number);
  'available'?: (boolean);
}

export interface PaymentsAccount__Output {
  'allowed': (boolean);
  'connected': (boolean);
  'account_id': (string);
  'account_type': (string);
  'details_submitted': (boolean);
  'charges_enabled': (boolean);
  'payouts_enabled': (boolean);
  'requirements_due': (string)[];
  'default_currency': (string);
  'currencies': (string)[];
  'country': (string);
  'platform_fee_bps': (number);
  'available': (boolean);
}
