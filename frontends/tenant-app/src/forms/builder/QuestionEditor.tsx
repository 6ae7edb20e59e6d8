/**
 * One question in the builder: its settings (label, type, required, options as comma-separated
 * text), its logic ("show this question only when question X equals Y") and its place in the
 * form — dragged by the handle, or moved by keyboard (Alt+Arrow keys on the handle, or the
 * Move up / Move down buttons).
 */
import { useId, useState, type DragEvent, type KeyboardEvent, type Ref } from 'react';
import { Button, SelectField, TextField } from '@portico/frontend-kit';
import {
  QUESTION_TYPES,
  canonicalType,
  hasOptions,
  parseOptions,
  type Question,
  type QuestionType,
} from './questionTypes';

interface QuestionEditorProps {
  question: Question;
  index: number;
  questions: readonly Question[];
  onChange: (change: Partial<Question>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  handleRef: Ref<HTMLButtonElement>;
  cardRef: Ref<HTMLLIElement>;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
    over: boolean;
  };
}

export function QuestionEditor({
  question,
  index,
  questions,
  onChange,
  onMove,
  onRemove,
  handleRef,
  cardRef,
  drag,
}: QuestionEditorProps) {
  const id = useId();
  const [optionsText, setOptionsText] = useState(question.options.join(', '));
  const count = questions.length;
  const name = question.label || `Question ${index + 1}`;
  const type = canonicalType(question.type);

  const onHandleKey = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(index + (event.key === 'ArrowUp' ? -1 : 1));
  };

  return (
    <li
      ref={cardRef}
      className={drag.over ? 'question-card is-drop-target' : 'question-card'}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      aria-label={`Question ${index + 1}: ${name}`}
    >
      <div className="question-card__bar">
        <button
          ref={handleRef}
          type="button"
          className="question-card__handle"
          draggable
          onDragStart={drag.onDragStart}
          onDragEnd={drag.onDragEnd}
          onKeyDown={onHandleKey}
          aria-label={`Reorder ${name}`}
          aria-describedby="builder-reorder-help"
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
        <span className="question-card__number">Question {index + 1}</span>
        <div className="question-card__moves">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move up: ${name}`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            Move up
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move down: ${name}`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            Move down
          </Button>
          <Button size="sm" variant="danger" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
      <div className="question-card__fields">
        <TextField
          label="Question"
          value={question.label}
          maxLength={500}
          required
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <SelectField
          label="Type"
          value={type}
          options={QUESTION_TYPES.map((t) => ({ value: t.type, label: t.label }))}
          onChange={(e) => {
            const next = e.target.value as QuestionType;
            if (hasOptions(next) && !hasOptions(type)) setOptionsText('Option 1, Option 2');
            onChange({ type: next });
          }}
        />
        <label className="pt-check question-card__required">
          <input
            type="checkbox"
            checked={question.required}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          Required
        </label>
      </div>
      {hasOptions(type) && (
        <TextField
          label="Options"
          hint="Separate options with commas."
          value={optionsText}
          error={question.options.length === 0 ? 'Add at least one option.' : null}
          onChange={(e) => {
            setOptionsText(e.target.value);
            onChange({ options: parseOptions(e.target.value) });
          }}
        />
      )}
      <LogicEditor id={id} question={question} questions={questions} onChange={onChange} />
    </li>
  );
}

/** "Show this question only when <question> equals <answer>", stored on this question. */
function LogicEditor({
  id,
  question,
  questions,
  onChange,
}: {
  id: string;
  question: Question;
  questions: readonly Question[];
  onChange: (change: Partial<Question>) => void;
}) {
  const others = questions.filter((q) => q.id !== question.id);
  const rule = question.logic?.showQuestionId === question.id ? question.logic : null;
  const trigger = rule ? others.find((q) => q.id === rule.whenQuestionId) : undefined;
  const triggerType = trigger ? canonicalType(trigger.type) : undefined;
  const choices =
    trigger && hasOptions(trigger.type)
      ? trigger.options
      : triggerType === 'rating'
        ? ['1', '2', '3', '4', '5']
        : null;

  const setWhen = (whenId: string) => {
    if (!whenId) return onChange({ logic: null });
    const when = others.find((q) => q.id === whenId);
    const first = when && hasOptions(when.type) ? (when.options[0] ?? '') : '';
    onChange({ logic: { whenQuestionId: whenId, equals: first, showQuestionId: question.id } });
  };

  return (
    <fieldset className="question-card__logic" aria-labelledby={`${id}-logic`}>
      <legend className="pt-field__label" id={`${id}-logic`}>
        Logic
      </legend>
      <div className="pt-row">
        <SelectField
          label="Show this question"
          value={rule?.whenQuestionId ?? ''}
          options={[
            { value: '', label: 'Always' },
            ...others.map((q) => ({ value: q.id, label: `Only when “${q.label}”…` })),
          ]}
          onChange={(e) => setWhen(e.target.value)}
        />
        {rule &&
          (choices ? (
            <SelectField
              label="equals"
              value={rule.equals}
              options={choices.map((c) => ({ value: c, label: c }))}
              onChange={(e) => onChange({ logic: { ...rule, equals: e.target.value } })}
            />
          ) : (
            <TextField
              label="equals"
              value={rule.equals}
              maxLength={500}
              onChange={(e) => onChange({ logic: { ...rule, equals: e.target.value } })}
            />
          ))}
      </div>
    </fieldset>
  );
}
