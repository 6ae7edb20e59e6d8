// Original file: portico/events/v1/forms_events.proto


export interface FormResponseSubmitted {
  'form_title'?: (string);
  'user_id'?: (string);
  'user_email'?: (string);
  'answers_json'?: (string);
  'submitted_at'?: (string);
  'mapped_fields'?: ({[key: string]: string});
}

export interface FormResponseSubmitted__Output {
  'form_title': (string);
  'user_id': (string);
  'user_email': (string);
  'answers_json': (string);
  'submitted_at': (string);
  'mapped_fields': ({[key: string]: string});
}
