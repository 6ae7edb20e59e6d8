// Original file: portico/content/v1/content.proto


export interface DeleteTaskTemplateRequest {
  'id'?: (string);
}

export interface DeleteTaskTemplateRequest__Output {
  'id': (string);
}
