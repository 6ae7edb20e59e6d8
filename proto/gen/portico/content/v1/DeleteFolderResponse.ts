// Original file: portico/content/v1/content.proto


export interface DeleteFolderResponse {
}

export interface DeleteFolderResponse__Output {
}
