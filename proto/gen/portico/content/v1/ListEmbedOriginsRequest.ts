// Original file: portico/content/v1/content.proto


export interface ListEmbedOriginsRequest {
}

export interface ListEmbedOriginsRequest__Output {
}
