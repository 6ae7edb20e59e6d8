// Original file: portico/content/v1/content.proto


export interface ListAwaitingApprovalsRequest {
}

export interface ListAwaitingApprovalsRequest__Output {
}
