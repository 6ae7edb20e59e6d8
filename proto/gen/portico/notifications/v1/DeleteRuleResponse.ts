// Original file: portico/notifications/v1/notifications.proto


export interface DeleteRuleResponse {
}

export interface DeleteRuleResponse__Output {
}
