// Original file: portico/content/v1/content.proto


export interface DeleteEmbedResponse {
}

export interface DeleteEmbedResponse__Output {
}
