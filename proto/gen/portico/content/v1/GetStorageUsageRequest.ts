// Original file: portico/content/v1/content.proto


export interface GetStorageUsageRequest {
}

export interface GetStorageUsageRequest__Output {
}
