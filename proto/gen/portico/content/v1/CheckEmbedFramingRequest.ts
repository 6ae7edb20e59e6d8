// Original file: portico/content/v1/content.proto


export interface CheckEmbedFramingRequest {
  'id'?: (string);
}

export interface CheckEmbedFramingRequest__Output {
  'id': (string);
}
