// Original file: portico/metrics/v1/metrics.proto


export interface MessagingActivity {
  'messages'?: (number | string);
  'live_streams'?: (number | string);
  'inbound_posted'?: (number | string);
  'inbound_refused'?: (number | string);
}

export interface MessagingActivity__Output {
  'messages': (number);
  'live_streams': (number);
  'inbound_posted': (number);
  'inbound_refused': (number);
}
