// Original file: portico/content/v1/content.proto


export interface EmbedContextToken {
  'token'?: (string);
  'expires_at'?: (string);
}

export interface EmbedContextToken__Output {
  'token': (string);
  'expires_at': (string);
}
