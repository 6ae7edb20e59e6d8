// Original file: portico/content/v1/content.proto


export interface ListVisibleEmbedsRequest {
}

export interface ListVisibleEmbedsRequest__Output {
}
