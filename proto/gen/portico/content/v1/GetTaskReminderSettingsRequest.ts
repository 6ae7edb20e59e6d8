// Original file: portico/content/v1/content.proto


export interface GetTaskReminderSettingsRequest {
}

export interface GetTaskReminderSettingsRequest__Output {
}
