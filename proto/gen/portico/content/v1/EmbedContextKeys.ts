// Original file: portico/content/v1/content.proto


export interface EmbedContextKeys {
  'jwks_json'?: (string);
}

export interface EmbedContextKeys__Output {
  'jwks_json': (string);
}
