// Original file: portico/events/v1/billing_events.proto


export interface ClientInvoiceSent {
}

export interface ClientInvoiceSent__Output {
}
