// Original file: portico/tenancy/v1/tenancy.proto


export interface GetPlatformSettingsRequest {
}

export interface GetPlatformSettingsRequest__Output {
}
