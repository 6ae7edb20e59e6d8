// Original file: portico/notifications/v1/notifications.proto


export interface ListRulesRequest {
}

export interface ListRulesRequest__Output {
}
