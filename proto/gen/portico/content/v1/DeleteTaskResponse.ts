// Original file: portico/content/v1/content.proto


export interface DeleteTaskResponse {
}

export interface DeleteTaskResponse__Output {
}
