// Original file: portico/content/v1/content.proto


export interface DeleteTaskTemplateResponse {
}

export interface DeleteTaskTemplateResponse__Output {
}
