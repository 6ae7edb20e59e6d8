/**
 * The builder's saving (docs/product.md §4): autosave 1200 ms after the last change, Save Draft and
 * Publish at once, one save at a time. Every save sends the version it started from; when
 * another tab saved since, the server answers 409 and the builder stops autosaving and offers
 * to reload, so newer work is never overwritten.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, errorMessage, useApiMutation } from '@portico/frontend-kit';
import type { Form } from './questionTypes';
import type { Draft } from './builderState';

export const AUTOSAVE_MS = 1200;
/** docs/product.md §4: the saved indicator resets after 1200 ms. */
export const SAVED_FLASH_MS = 1200;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'untitled' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number; flash: boolean }
  | { kind: 'stale'; message: string }
  /** The server's reason, or null when it gave none (the page says it failed in its words). */
  | { kind: 'failed'; message: string | null };

type SaveMode = 'auto' | 'draft' | 'publish';

interface Saved {
  id: string;
  version: number;
}

export function useFormSaver(initial: Form | null, onCreated: (form: Form) => void) {
  const post = useApiMutation('post', '/api/forms', {
    invalidates: ['/api/forms', '/api/forms/assigned'],
  });
  const [state, setState] = useState<SaveState>(
    initial
      ? { kind: 'saved', at: Date.parse(initial.updated_at), flash: false }
      : { kind: 'idle' },
  );
  const saved = useRef<Saved | null>(initial ? { id: initial.id, version: initial.version } : null);
  const latest = useRef<Draft | null>(null);
  const lastSent = useRef<string>('');
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stale = useRef(false);
  const mutate = useRef(post.mutateAsync);
  mutate.current = post.mutateAsync;
  const created = useRef(onCreated);
  created.current = onCreated;

  /** A change is waiting for its autosave, or a save is on the wire. */
  const pending = useRef(false);
  const inFlight = useRef(0);
  const mounted = useRef(true);
  const flush = useRef<() => void>(() => undefined);

  useEffect(() => {
    mounted.current = true;
    // Closing the tab with a change not yet saved: the browser asks first.
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current || inFlight.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      mounted.current = false;
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
      clearTimeout(flashTimer.current);
      // Leaving through the app (Back to forms, the sidebar) saves the last pause's typing.
      if (pending.current) flush.current();
    };
  }, []);

  const send = useCallback(async (mode: SaveMode): Promise<Form | null> => {
    const publish = mode === 'publish';
    const draft = latest.current;
    if (!draft || stale.current) return null;
    if (!draft.title.trim()) {
      setState({ kind: 'untitled' });
      return null;
    }
    const body = {
      ...(saved.current ? { id: saved.current.id, version: saved.current.version } : {}),
      title: draft.title,
      description: draft.description,
      schema: draft.schema,
      theme: draft.theme,
      assigned_roles: draft.assigned_roles,
      field_mapping: draft.field_mapping,
      ...(publish ? { published: true } : {}),
    };
    const content = JSON.stringify({ ...body, id: undefined, version: undefined });
    // An autosave of exactly what was last saved would only spend a version.
    if (mode === 'auto' && saved.current && content === lastSent.current) return null;
    setState({ kind: 'saving' });
    inFlight.current += 1;
    try {
      const form = await mutate.current({ body });
      const isNew = !saved.current;
      saved.current = { id: form.id, version: form.version };
      lastSent.current = content;
      setState({ kind: 'saved', at: Date.now(), flash: true });
      clearTimeout(flashTimer.current);
      flashTimer.current = setTimeout(
        () => setState((s) => (s.kind === 'saved' ? { ...s, flash: false } : s)),
        SAVED_FLASH_MS,
      );
      // A form created by the save on the way out must not pull the admin back to it.
      if (isNew && mounted.current) created.current(form);
      return form;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        stale.current = true;
        setState({ kind: 'stale', message: error.message });
      } else {
        setState({ kind: 'failed', message: errorMessage(error, '') || null });
      }
      return null;
    } finally {
      inFlight.current -= 1;
    }
  }, []);

  /** Saves after this one, never beside it: two saves at once would race for one version. */
  const enqueue = useCallback(
    (mode: SaveMode) => {
      const next = chain.current.then(() => send(mode));
      chain.current = next.catch(() => undefined);
      return next;
    },
    [send],
  );

  /** A change the admin made: autosave once they pause for AUTOSAVE_MS. */
  const changed = useCallback(
    (draft: Draft) => {
      latest.current = draft;
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        pending.current = false;
        void enqueue('auto');
      }, AUTOSAVE_MS);
    },
    [enqueue],
  );
  flush.current = () => {
    pending.current = false;
    void enqueue('auto');
  };

  /** Save Draft and Publish: now, after any save already under way. */
  const saveNow = useCallback(
    (draft: Draft, mode: 'draft' | 'publish') => {
      latest.current = draft;
      pending.current = false;
      clearTimeout(timer.current);
      return enqueue(mode);
    },
    [enqueue],
  );

  return { state, changed, saveNow, savedId: () => saved.current?.id ?? null };
}
