// Original file: portico/content/v1/content.proto


export interface ListRecentUploadsRequest {
}

export interface ListRecentUploadsRequest__Output {
}
