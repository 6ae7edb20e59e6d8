// Original file: portico/content/v1/content.proto


export interface GetPlatformStorageUsageRequest {
}

export interface GetPlatformStorageUsageRequest__Output {
}
