/**
 * One question in the builder: its settings (label, type, required, options as comma-separated
 * text), its logic ("show this question only when question X equals Y") and its place in the
 * form — dragged by the handle, or moved by keyboard (Alt+Arrow keys on the handle, or the
 * Move up / Move down buttons).
 */
import { useId, useState, type DragEvent, type KeyboardEvent, type Ref } from 'react';
import { Button, SelectField, TextField } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import {
  QUESTION_TYPES,
  canonicalType,
  defaultOptions,
  hasOptions,
  parseOptions,
  typeLabel,
  type Question,
  type QuestionType,
} from './questionTypes';

/** The drag handle's grip, a picture rather than a word (hidden from screen readers). */
const HANDLE = '⋮⋮';

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
  const intl = useIntl();
  const id = useId();
  const [optionsText, setOptionsText] = useState(question.options.join(', '));
  const count = questions.length;
  const number = intl.formatMessage({ id: 'builder.question.number' }, { number: index + 1 });
  const name = question.label || number;
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
      aria-label={intl.formatMessage({ id: 'builder.question.card' }, { number: index + 1, name })}
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
          aria-label={intl.formatMessage({ id: 'builder.question.reorder' }, { name })}
          aria-describedby="builder-reorder-help"
        >
          <span aria-hidden="true">{HANDLE}</span>
        </button>
        <span className="question-card__number">{number}</span>
        <div className="question-card__moves">
          <Button
            size="sm"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'builder.question.moveUpOne' }, { name })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            {intl.formatMessage({ id: 'builder.question.moveUp' })}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'builder.question.moveDownOne' }, { name })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            {intl.formatMessage({ id: 'builder.question.moveDown' })}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={intl.formatMessage({ id: 'builder.question.removeOne' }, { name })}
            onClick={onRemove}
          >
            {intl.formatMessage({ id: 'builder.question.remove' })}
          </Button>
        </div>
      </div>
      <div className="question-card__fields">
        <TextField
          label={intl.formatMessage({ id: 'builder.question.label' })}
          value={question.label}
          maxLength={500}
          required
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'builder.question.type' })}
          value={type}
          options={QUESTION_TYPES.map((t) => ({ value: t, label: typeLabel(intl, t) }))}
          onChange={(e) => {
            const next = e.target.value as QuestionType;
            if (hasOptions(next) && !hasOptions(type))
              setOptionsText(defaultOptions(intl).join(', '));
            onChange({ type: next });
          }}
        />
        <label className="pt-check question-card__required">
          <input
            type="checkbox"
            checked={question.required}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
          {intl.formatMessage({ id: 'builder.question.required' })}
        </label>
      </div>
      {hasOptions(type) && (
        <TextField
          label={intl.formatMessage({ id: 'builder.question.options' })}
          hint={intl.formatMessage({ id: 'builder.question.optionsHint' })}
          value={optionsText}
          error={
            question.options.length === 0
              ? intl.formatMessage({ id: 'builder.question.noOptions' })
              : null
          }
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
  const intl = useIntl();
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
        {intl.formatMessage({ id: 'builder.logic' })}
      </legend>
      <div className="pt-row">
        <SelectField
          label={intl.formatMessage({ id: 'builder.logic.show' })}
          value={rule?.whenQuestionId ?? ''}
          options={[
            { value: '', label: intl.formatMessage({ id: 'builder.logic.always' }) },
            ...others.map((q) => ({
              value: q.id,
              label: intl.formatMessage({ id: 'builder.logic.onlyWhen' }, { label: q.label }),
            })),
          ]}
          onChange={(e) => setWhen(e.target.value)}
        />
        {rule &&
          (choices ? (
            <SelectField
              label={intl.formatMessage({ id: 'builder.logic.equals' })}
              value={rule.equals}
              options={choices.map((c) => ({ value: c, label: c }))}
              onChange={(e) => onChange({ logic: { ...rule, equals: e.target.value } })}
            />
          ) : (
            <TextField
              label={intl.formatMessage({ id: 'builder.logic.equals' })}
              value={rule.equals}
              maxLength={500}
              onChange={(e) => onChange({ logic: { ...rule, equals: e.target.value } })}
            />
          ))}
      </div>
    </fieldset>
  );
}
