import {
  answersToSend,
  kindOf,
  questionOfMessage,
  readableOn,
  themeStyle,
  visibleQuestions,
  type Question,
} from '../src/forms/render/questions';

const q = (id: string, label: string, over: Partial<Question> = {}): Question => ({
  id,
  label,
  type: 'short',
  required: false,
  options: [],
  logic: null,
  ...over,
});

describe('question types', () => {
  it.each([
    ['short_answer', 'short'],
    ['text', 'short'],
    ['long_answer', 'long'],
    ['longtext', 'long'],
    ['file_upload', 'file'],
    ['Rating', 'rating'],
    ['something-new', 'short'],
  ])('%s is asked as %s', (type, kind) => {
    expect(kindOf({ type })).toBe(kind);
  });
});

describe('logic', () => {
  const chain = [
    q('a', 'Pets?', {
      type: 'choice',
      options: ['Yes', 'No'],
      logic: { whenQuestionId: 'a', equals: 'Yes', showQuestionId: 'b' },
    }),
    q('b', 'Which?', {
      type: 'multi',
      options: ['Cat', 'Dog'],
      logic: { whenQuestionId: 'b', equals: 'Dog', showQuestionId: 'c' },
    }),
    q('c', 'Dog name', { required: true }),
  ];

  it('shows a question only while the answer it waits for is given, through a chain', () => {
    const labels = (answers: Record<string, unknown>) =>
      visibleQuestions(chain, answers).map((x) => x.label);
    expect(labels({})).toEqual(['Pets?']);
    expect(labels({ 'Pets?': 'Yes', 'Which?': ['Cat'] })).toEqual(['Pets?', 'Which?']);
    expect(labels({ 'Pets?': 'Yes', 'Which?': ['Cat', 'Dog'] })).toEqual([
      'Pets?',
      'Which?',
      'Dog name',
    ]);
    // Hiding the middle question hides what depends on it, whatever was answered there.
    expect(labels({ 'Pets?': 'No', 'Which?': ['Dog'] })).toEqual(['Pets?']);
  });

  it('does not send answers to hidden or empty questions', () => {
    expect(
      answersToSend(chain, { 'Pets?': 'No', 'Which?': ['Dog'], 'Dog name': 'Rex', Other: '' }),
    ).toEqual({ 'Pets?': 'No' });
  });

  it('treats questions that show each other in a cycle as hidden instead of looping', () => {
    const cycle = [
      q('x', 'X', { logic: { whenQuestionId: 'x', equals: '1', showQuestionId: 'y' } }),
      q('y', 'Y', { logic: { whenQuestionId: 'y', equals: '1', showQuestionId: 'x' } }),
    ];
    expect(visibleQuestions(cycle, { X: '1', Y: '1' })).toEqual([]);
  });
});

describe('server messages', () => {
  it('finds the question a message quotes', () => {
    const questions = [q('a', 'Email'), q('b', 'Start date')];
    expect(questionOfMessage(questions, '"Start date": a date (YYYY-MM-DD)')?.id).toBe('b');
    expect(questionOfMessage(questions, 'Please answer "Email"')?.id).toBe('a');
    expect(questionOfMessage(questions, 'Form not found')).toBeUndefined();
  });
});

describe('theme', () => {
  it("labels the spec's default blue in near-black, which reaches AA where white does not", () => {
    expect(readableOn('#3B82F6')).toBe('#0f172a');
    expect(readableOn('#1E3A8A')).toBe('#ffffff');
  });

  it('applies font, colours and the gradient variant, falling back on malformed colours', () => {
    const style = themeStyle({
      font: 'Georgia',
      primary: '#10B981',
      secondary: 'not-a-colour',
      bg: '#111827',
      variant: 'gradient',
    });
    expect(style['--form-font']).toContain('Georgia');
    expect(style['--form-text']).toBe('#ffffff');
    expect(style['--form-backdrop']).toBe('linear-gradient(135deg, #10B981, #6B7280)');
  });
});
