// Original file: portico/events/v1/billing_events.proto


export interface ClientInvoiceVoided {
}

export interface ClientInvoiceVoided__Output {
}
