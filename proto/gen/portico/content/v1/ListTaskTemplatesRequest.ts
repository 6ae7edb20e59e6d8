// Original file: portico/content/v1/content.proto


export interface ListTaskTemplatesRequest {
}

export interface ListTaskTemplatesRequest__Output {
}
