// Original file: portico/identity/v1/identity.proto


export interface RecordAuditResponse {
}

export interface RecordAuditResponse__Output {
}
