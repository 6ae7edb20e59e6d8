// Original file: portico/content/v1/content.proto


export interface ListEmbedOriginsResponse {
  'origins'?: (string)[];
}

export interface ListEmbedOriginsResponse__Output {
  'origins': (string)[];
}
