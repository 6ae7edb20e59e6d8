import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  variant: 'modal' | 'drawer';
  wide?: boolean;
}

/** Shared behaviour of Modal and Drawer: Escape and backdrop close, focus moves in and back. */
function DialogFrame({ title, onClose, children, footer, variant, wide }: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not([data-close])',
    );
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <div
      className={variant === 'drawer' ? 'pt-overlay pt-drawer-overlay' : 'pt-overlay'}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className={
          variant === 'drawer' ? 'pt-drawer' : wide ? 'pt-modal pt-modal--wide' : 'pt-modal'
        }
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="pt-modal__header">
          <h2 className="pt-modal__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="pt-icon-button"
            aria-label="Close"
            data-close
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
        {footer && <div className="pt-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

export const Modal = (props: ModalProps) => <DialogFrame {...props} variant="modal" />;
export const Drawer = (props: Omit<ModalProps, 'wide'>) => (
  <DialogFrame {...props} variant="drawer" />
);
