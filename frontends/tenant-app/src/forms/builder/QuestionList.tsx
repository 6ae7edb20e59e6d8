/**
 * The builder's questions and the add-question menu. Reordering works three ways, and each one
 * says where the question went in a live region: drag the handle, press Alt+Arrow Up/Down on
 * the handle (focus stays on it), or use the Move up / Move down buttons.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, EmptyState } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { QUESTION_TYPES, typeLabel, type Question, type QuestionType } from './questionTypes';
import { addQuestion, moveQuestion, removeQuestion, updateQuestion } from './builderState';
import { QuestionEditor } from './QuestionEditor';

export function QuestionList({
  questions,
  onChange,
}: {
  questions: Question[];
  onChange: (next: Question[]) => void;
}) {
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const cards = useRef(new Map<string, HTMLLIElement>());
  const focusAfter = useRef<{ id: string; part: 'handle' | 'label' } | null>(null);

  // Focus follows the moved question's handle, or the new question's label.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target.part === 'handle') handles.current.get(target.id)?.focus();
    else cards.current.get(target.id)?.querySelector('input')?.focus();
  }, [questions]);

  const move = (index: number, to: number, keepFocus: 'handle' | null) => {
    const q = questions[index];
    if (!q || to < 0 || to >= questions.length || to === index) return;
    if (keepFocus) focusAfter.current = { id: q.id, part: 'handle' };
    onChange(moveQuestion(questions, index, to));
    setAnnouncement(
      intl.formatMessage(
        { id: 'builder.moved' },
        { label: q.label, position: to + 1, total: questions.length },
      ),
    );
  };

  const add = (type: QuestionType) => {
    const next = addQuestion(intl, questions, type);
    const added = next[next.length - 1]!;
    focusAfter.current = { id: added.id, part: 'label' };
    onChange(next);
    setAnnouncement(
      intl.formatMessage({ id: 'builder.added' }, { label: added.label, number: next.length }),
    );
  };

  return (
    <div className="pt-stack">
      <p id="builder-reorder-help" className="pt-visually-hidden">
        {intl.formatMessage({ id: 'builder.reorderHelp' })}
      </p>
      <div className="pt-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {questions.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'builder.noQuestions' })}>
          {intl.formatMessage({ id: 'builder.addFirst' })}
        </EmptyState>
      ) : (
        <ol className="question-list" aria-label={intl.formatMessage({ id: 'builder.questions' })}>
          {questions.map((q, index) => (
            <QuestionEditor
              key={q.id}
              question={q}
              index={index}
              questions={questions}
              onChange={(change) => onChange(updateQuestion(intl, questions, q.id, change))}
              onMove={(to) => move(index, to, 'handle')}
              onRemove={() => {
                onChange(removeQuestion(questions, q.id));
                setAnnouncement(intl.formatMessage({ id: 'builder.removed' }, { label: q.label }));
              }}
              handleRef={(el) => {
                if (el) handles.current.set(q.id, el);
                else handles.current.delete(q.id);
              }}
              cardRef={(el) => {
                if (el) cards.current.set(q.id, el);
                else cards.current.delete(q.id);
              }}
              drag={{
                over: over === index && dragging !== null && dragging !== index,
                onDragStart: (event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', q.id);
                  setDragging(index);
                },
                onDragOver: (event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                  setOver(index);
                },
                onDrop: (event) => {
                  event.preventDefault();
                  if (dragging !== null) move(dragging, index, null);
                  setDragging(null);
                  setOver(null);
                },
                onDragEnd: () => {
                  setDragging(null);
                  setOver(null);
                },
              }}
            />
          ))}
        </ol>
      )}
      <AddQuestionMenu onAdd={add} />
    </div>
  );
}

/** A disclosure of one button per question type; Escape closes it and returns focus. */
function AddQuestionMenu({ onAdd }: { onAdd: (type: QuestionType) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) list.current?.querySelector('button')?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="add-question" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="pt-button pt-button--secondary"
        aria-expanded={open}
        aria-controls="add-question-types"
        onClick={() => setOpen((o) => !o)}
      >
        {intl.formatMessage({ id: 'builder.addQuestion' })}
      </button>
      {open && (
        <div
          ref={list}
          id="add-question-types"
          className="add-question__types"
          role="group"
          aria-label={intl.formatMessage({ id: 'builder.questionTypes' })}
        >
          {QUESTION_TYPES.map((type) => (
            <Button
              key={type}
              size="sm"
              variant="ghost"
              onClick={() => {
                onAdd(type);
                setOpen(false);
              }}
            >
              {typeLabel(intl, type)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
