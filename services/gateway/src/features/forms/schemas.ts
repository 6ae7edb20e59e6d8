/** The HTTP shapes of forms: what the builder sends, a form as the screens get it, a response. */
import { z } from 'zod';
import { text } from '../../api/schemas';

/** A question as the builder sends it; options may come as one comma-separated string. */
export const QuestionSchema = z.object({
  id: text(64),
  type: text(40),
  label: text(500),
  required: z.boolean().default(false),
  options: z.union([z.array(text(500)).max(200), text(5000)]).default([]),
  logic: z
    .object({ whenQuestionId: text(64), equals: text(500), showQuestionId: text(64) })
    .nullable()
    .optional(),
});

export const ThemeSchema = z.object({
  font: text(60),
  primary: text(20),
  secondary: text(20),
  bg: text(20),
  variant: z.enum(['solid', 'gradient']),
});

/** Answers keyed by question label. */
export const AnswersSchema = z.record(z.string(), z.unknown());

export const FormSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(['draft', 'published', 'archived']),
    schema: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        label: z.string(),
        required: z.boolean(),
        options: z.array(z.string()),
        logic: z
          .object({ whenQuestionId: z.string(), equals: z.string(), showQuestionId: z.string() })
          .nullable(),
      }),
    ),
    theme: ThemeSchema,
    assigned_roles: z.array(z.string()),
    assigned_user_id: z.string().describe('Empty when the form is not assigned to one person'),
    published: z.boolean(),
    responses_count: z.number(),
    completion_rate: z.number().describe('Share of assigned people who answered, 0..1'),
    version: z.number().describe('Send it back with the next autosave'),
    field_mapping: z.record(z.string(), z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Form' });

export const ResponseSchema = z
  .object({
    id: z.string(),
    form_id: z.string(),
    user_id: z.string(),
    user_email: z.string(),
    answers: z.record(z.string(), z.unknown()).describe('Keyed by question label'),
    created_at: z.string(),
  })
  .meta({ id: 'FormResponse' });
