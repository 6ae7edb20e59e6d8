// Original file: portico/content/v1/content.proto


export interface ReorderEmbedsRequest {
  'ids'?: (string)[];
}

export interface ReorderEmbedsRequest__Output {
  'ids': (string)[];
}
