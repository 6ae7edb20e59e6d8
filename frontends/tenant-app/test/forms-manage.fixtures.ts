/** Forms as the gateway answers them, for the management, builder and assign panel tests. */
import type { components } from '@portico/frontend-kit';

type Form = components['schemas']['Form'];
type Question = Form['schema'][number];

export const INTAKE_ID = '33333333-3333-4333-8333-333333333333';
export const SURVEY_ID = '44444444-4444-4444-8444-444444444444';

export const q = (over: Partial<Question> & Pick<Question, 'id' | 'label'>): Question => ({
  type: 'short',
  required: false,
  options: [],
  logic: null,
  ...over,
});

export const formOf = (over: Partial<Form> = {}): Form => ({
  id: INTAKE_ID,
  title: 'Client intake',
  description: 'Tell us about your business.',
  status: 'published',
  schema: [q({ id: 'q1', label: 'Company name', required: true })],
  theme: {
    font: 'Inter',
    primary: '#3B82F6',
    secondary: '#6B7280',
    bg: '#FFFFFF',
    variant: 'solid',
  },
  assigned_roles: ['role2'],
  assigned_user_id: '',
  published: true,
  responses_count: 2,
  completion_rate: 0.5,
  version: 3,
  field_mapping: {},
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const intake = formOf();
export const survey = formOf({
  id: SURVEY_ID,
  title: 'Satisfaction survey',
  status: 'draft',
  published: false,
  schema: [],
  assigned_roles: [],
  responses_count: 0,
  completion_rate: 0,
});
