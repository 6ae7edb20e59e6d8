import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from '../../i18n';

export type RowAction = 'edit' | 'activity' | 'reset' | 'role' | 'delete';

const LABELS = defineMessages({
  edit: { id: 'users.row.edit' },
  activity: { id: 'users.row.activity' },
  reset: { id: 'users.row.reset' },
  role: { id: 'users.row.role' },
  delete: { id: 'users.row.delete' },
});
const ITEMS: RowAction[] = ['edit', 'activity', 'reset', 'role', 'delete'];

/** The per-row menu: a button that opens a short menu; Escape or a choice closes it. */
export function RowMenu({ name, onChoose }: { name: string; onChoose: (a: RowAction) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  return (
    <div
      className="row-menu"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        type="button"
        className="pt-icon-button"
        aria-label={intl.formatMessage({ id: 'users.row.menu' }, { name })}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {intl.formatMessage({ id: 'users.row.more' })}
      </button>
      {open && (
        <ul id={menuId} className="row-menu__list">
          {ITEMS.map((action, i) => (
            <li key={action}>
              <button
                type="button"
                ref={i === 0 ? first : undefined}
                onClick={() => {
                  setOpen(false);
                  onChoose(action);
                }}
              >
                {intl.formatMessage(LABELS[action])}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
