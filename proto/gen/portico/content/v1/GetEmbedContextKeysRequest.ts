// Original file: portico/content/v1/content.proto


export interface GetEmbedContextKeysRequest {
}

export interface GetEmbedContextKeysRequest__Output {
}
