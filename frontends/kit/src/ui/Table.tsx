import type { ReactNode } from 'react';
import { useKitIntl } from '../i18n/kit';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

/**
 * The region a wide table scrolls in on a narrow screen, never the page: it takes focus and is
 * named by `label`, so it can be scrolled with the keyboard (WCAG 2.1.1), and on a phone a line
 * above it says it scrolls sideways (docs: frontends/README.md "Phones").
 */
export function TableRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const intl = useKitIntl();
  return (
    <div className={className ? `pt-table-region ${className}` : 'pt-table-region'}>
      {/* The region is named already; the line is for eyes only. */}
      <p className="pt-table-region__hint" aria-hidden="true">
        {intl.formatMessage({ id: 'table.scrollHint' }, { name: label })}
      </p>
      <div className="pt-table-wrap" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
    </div>
  );
}

/** A table that scrolls inside its card on a narrow screen (TableRegion). */
export function Table<Row>({ caption, columns, rows, rowKey }: TableProps<Row>) {
  return (
    <TableRegion label={caption}>
      <table className="pt-table">
        <caption className="pt-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
