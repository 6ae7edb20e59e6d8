/**
 * Answers as they arrive from the gateway (issue 24 item 8's bad bodies): a draft is saved
 * without checking it against its questions, so parsing alone must bound what it keeps.
 */
import { parseAnswers } from '../src/domain/answers';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

it('keeps the shapes a form’s answers take: text, numbers, lists of choices', () => {
  const answers = { Company: 'Acme', Rating: 4, Colours: ['red', 'blue'], Empty: null };
  expect(parseAnswers(JSON.stringify(answers))).toEqual(answers);
});

it('refuses an answer nested 1,000 deep with a message a person can read', () => {
  expect(() => parseAnswers(JSON.stringify({ Company: { deep: nested(1000) } }))).toThrow(
    'An answer is nested too deeply to be a form’s answer',
  );
});

it('refuses answers that are not an object', () => {
  expect(() => parseAnswers('[1,2]')).toThrow('Answers must be a JSON object');
});
