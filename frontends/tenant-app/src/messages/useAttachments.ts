import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from '../i18n';
import { startUpload, useActiveTenantId, useApi, type UploadHandle } from '@portico/frontend-kit';

export const MAX_ATTACHMENTS = 10;

export interface PendingAttachment {
  key: string;
  name: string;
  /** 0 to 1 while the bytes leave. */
  progress: number;
  fileId?: string;
  error?: string;
}

/**
 * Files chosen for a message, each uploaded at once through the resumable upload (tus) as
 * the sender's file; the message then names them by id, and messaging checks the sender may
 * see each one.
 */
export function useAttachments() {
  const intl = useIntl();
  const api = useApi();
  const tenantId = useActiveTenantId();
  const [items, setItems] = useState<PendingAttachment[]>([]);
  /** The items as last rendered, for `take` (called from an event, after a render). */
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const [notice, setNotice] = useState<string | null>(null);
  const handles = useRef(new Map<string, UploadHandle>());
  /** How many are chosen, known at once (the state updates later). */
  const count = useRef(0);

  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.abort();
    };
  }, []);

  const update = (key: string, change: Partial<PendingAttachment>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = useCallback(
    (files: Iterable<File>) => {
      const chosen = [...files];
      const room = MAX_ATTACHMENTS - count.current;
      setNotice(
        chosen.length > room
          ? intl.formatMessage({ id: 'messages.tooMany' }, { max: MAX_ATTACHMENTS })
          : null,
      );
      const added = chosen.slice(0, Math.max(0, room)).map((file) => {
        const key = `${file.name}-${crypto.randomUUID()}`;
        const handle = startUpload(
          api,
          file,
          { title: file.name },
          {
            tenantId,
            onProgress: (sent, total) => update(key, { progress: total ? sent / total : 1 }),
          },
        );
        handles.current.set(key, handle);
        handle.done.then(
          (fileId) => update(key, { fileId, progress: 1 }),
          (error: unknown) =>
            update(key, {
              error:
                error instanceof Error
                  ? error.message
                  : intl.formatMessage({ id: 'messages.uploadFailed' }),
            }),
        );
        return { key, name: file.name, progress: 0 };
      });
      count.current += added.length;
      setItems((current) => [...current, ...added]);
    },
    [api, tenantId, intl],
  );

  const remove = useCallback((key: string) => {
    handles.current.get(key)?.abort();
    handles.current.delete(key);
    count.current -= 1;
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  /**
   * Takes the finished files out of the box for a message on its way, answering them so a
   * refused message can bring them back (`restore`); files still uploading stay.
   */
  const take = useCallback((): PendingAttachment[] => {
    const taken = itemsRef.current.filter((item) => item.fileId);
    for (const item of taken) handles.current.delete(item.key);
    count.current -= taken.length;
    setItems((current) => current.filter((item) => !item.fileId));
    // As the box emptied after a send before: "at most 10 files" spoke of the files just sent.
    setNotice(null);
    return taken;
  }, []);

  const restore = useCallback((taken: PendingAttachment[]) => {
    count.current += taken.length;
    setItems((current) => [...taken, ...current]);
  }, []);

  return {
    items,
    notice,
    add,
    remove,
    take,
    restore,
    uploading: items.some((item) => !item.fileId && !item.error),
    fileIds: items.flatMap((item) => (item.fileId ? [item.fileId] : [])),
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
