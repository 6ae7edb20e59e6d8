// Original file: portico/content/v1/content.proto


export interface MintEmbedContextTokenRequest {
  'id'?: (string);
}

export interface MintEmbedContextTokenRequest__Output {
  'id': (string);
}
