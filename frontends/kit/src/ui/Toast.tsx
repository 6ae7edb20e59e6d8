import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type ToastTone = 'info' | 'success' | 'error';
interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

/** docs/product.md §9: toasts last 3500 ms unless a screen asks otherwise. */
export const TOAST_MS = 3500;

type ShowToast = (message: string, options?: { tone?: ToastTone; durationMs?: number }) => void;
const ToastContext = createContext<ShowToast | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((message, options) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message, tone: options?.tone ?? 'info' }]);
    setTimeout(
      () => setToasts((list) => list.filter((t) => t.id !== id)),
      options?.durationMs ?? TOAST_MS,
    );
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pt-toasts" aria-live="polite">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`pt-toast pt-toast--${t.tone}`}
            role={t.tone === 'error' ? 'alert' : 'status'}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used within a ToastProvider');
  return show;
}
