import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  icon,
  action,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="pt-empty">
      {icon && (
        <div className="pt-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="pt-empty__title">{title}</p>
      {children && <p>{children}</p>}
      {action && <div className="pt-empty__action">{action}</div>}
    </div>
  );
}
