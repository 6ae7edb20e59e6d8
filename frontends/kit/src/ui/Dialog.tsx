import { useId, useRef, type ReactNode } from 'react';
import { useKitIntl } from '../i18n/kit';
import { useFocusTrap } from './focusTrap';
import { Icon } from './Icon';

interface DialogFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  variant: 'modal' | 'drawer';
  wide?: boolean;
}

/**
 * Shared behaviour of Modal and Drawer: focus moves in, stays in (Tab cycles inside) and goes
 * back where it was on close; Escape and the backdrop close.
 */
function DialogFrame({ title, onClose, children, footer, variant, wide }: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const intl = useKitIntl();
  useFocusTrap(panel, true, onClose, 'input, select, textarea, button:not([data-close])');

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
            aria-label={intl.formatMessage({ id: 'common.close' })}
            data-close
            onClick={onClose}
          >
            <Icon name="close" size={18} />
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
