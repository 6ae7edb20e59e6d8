// Original file: portico/content/v1/content.proto


export interface ListMyTasksRequest {
  'limit'?: (number);
}

export interface ListMyTasksRequest__Output {
  'limit': (number);
}
