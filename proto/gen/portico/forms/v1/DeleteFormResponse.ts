// Original file: portico/forms/v1/forms.proto


export interface DeleteFormResponse {
}

export interface DeleteFormResponse__Output {
}
