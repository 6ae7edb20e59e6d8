import { useEffect, useId, useRef, useState } from 'react';

export type RowAction = 'edit' | 'activity' | 'reset' | 'role' | 'delete';

const ITEMS: { action: RowAction; label: string }[] = [
  { action: 'edit', label: 'Edit' },
  { action: 'activity', label: 'View Activity' },
  { action: 'reset', label: 'Reset Password' },
  { action: 'role', label: 'Change Role' },
  { action: 'delete', label: 'Delete' },
];

/** The per-row menu: a button that opens a short menu; Escape or a choice closes it. */
export function RowMenu({ name, onChoose }: { name: string; onChoose: (a: RowAction) => void }) {
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
        aria-label={`Actions for ${name}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && (
        <ul id={menuId} className="row-menu__list">
          {ITEMS.map((item, i) => (
            <li key={item.action}>
              <button
                type="button"
                ref={i === 0 ? first : undefined}
                onClick={() => {
                  setOpen(false);
                  onChoose(item.action);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
