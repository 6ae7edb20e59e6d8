/**
 * Forms between the forms service's messages and the HTTP shapes (schemas.ts): the one place
 * a form's fields change name or case (questions ↔ schema, when_question_id ↔ whenQuestionId).
 */
import type { z } from 'zod';
import type { formsV1 } from '@portico/proto';
import type { FormSchema, QuestionSchema, ResponseSchema } from './schemas';

/** Stored answers (a JSON object keyed by question label) as the screens get them. */
export const answersOf = (json: string): Record<string, unknown> =>
  JSON.parse(json || '{}') as Record<string, unknown>;

export const toForm = (f: formsV1.Form__Output): z.input<typeof FormSchema> => ({
  id: f.id,
  title: f.title,
  description: f.description,
  status: f.status as 'draft' | 'published' | 'archived',
  schema: f.questions.map((q) => ({
    id: q.id,
    type: q.type,
    label: q.label,
    required: q.required,
    options: q.options,
    logic: q.logic
      ? {
          whenQuestionId: q.logic.when_question_id,
          equals: q.logic.equals,
          showQuestionId: q.logic.show_question_id,
        }
      : null,
  })),
  theme: {
    font: f.theme?.font ?? 'Inter',
    primary: f.theme?.primary ?? '#3B82F6',
    secondary: f.theme?.secondary ?? '#6B7280',
    bg: f.theme?.bg ?? '#FFFFFF',
    variant: f.theme?.variant === 'gradient' ? 'gradient' : 'solid',
  },
  assigned_roles: f.assigned_roles,
  assigned_user_id: f.assigned_user_id,
  published: f.published,
  responses_count: f.responses_count,
  completion_rate: f.completion_rate,
  version: f.version,
  field_mapping: f.field_mapping ?? {},
  created_at: f.created_at,
  updated_at: f.updated_at,
});

/** The builder's questions as the forms service takes them. */
export const toQuestions = (schema: z.output<typeof QuestionSchema>[]): formsV1.Question[] =>
  schema.map((q) => ({
    id: q.id,
    type: q.type,
    label: q.label,
    required: q.required,
    options: typeof q.options === 'string' ? q.options.split(',') : q.options,
    logic: q.logic
      ? {
          when_question_id: q.logic.whenQuestionId,
          equals: q.logic.equals,
          show_question_id: q.logic.showQuestionId,
        }
      : null,
  }));

export const toResponse = (r: formsV1.FormResponse__Output): z.input<typeof ResponseSchema> => ({
  id: r.id,
  form_id: r.form_id,
  user_id: r.user_id,
  user_email: r.user_email,
  answers: answersOf(r.answers_json),
  created_at: r.created_at,
});
