// Original file: portico/content/v1/content.proto


export interface DeleteFileResponse {
}

export interface DeleteFileResponse__Output {
}
