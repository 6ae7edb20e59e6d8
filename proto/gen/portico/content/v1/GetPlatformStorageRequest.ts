// Original file: portico/content/v1/content.proto


export interface GetPlatformStorageRequest {
}

export interface GetPlatformStorageRequest__Output {
}
