import type { ReactNode } from 'react';
import { useIntl } from '../i18n';

export interface GroupedColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
}

/** Rows in the order of `order`, grouped by their service; services not listed come last. */
export function groupByService<Row extends { service: string }>(
  rows: readonly Row[],
  order: readonly string[] = [],
): { service: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.service, [...(groups.get(row.service) ?? []), row]);
  const rank = (service: string) => {
    const at = order.indexOf(service);
    return at < 0 ? order.length : at;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([service, grouped]) => ({ service, rows: grouped }));
}

/**
 * One table whose rows are grouped by the service that reported them: each group is a row
 * group whose first cell names the service for every row in it (a header cell with
 * scope="rowgroup"), so screen readers announce the service with each value.
 */
export function ServiceGroupedTable<Row extends { service: string }>({
  caption,
  columns,
  groups,
  rowKey,
}: {
  caption: string;
  columns: GroupedColumn<Row>[];
  groups: { service: string; rows: Row[] }[];
  rowKey: (row: Row) => string;
}) {
  const intl = useIntl();
  return (
    <div className="pt-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="pt-table health-grouped">
        <caption className="pt-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'health.service' })}</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.service} data-service={group.service}>
            {group.rows.map((row, index) => (
              <tr key={rowKey(row)}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={group.rows.length}>
                    {group.service}
                  </th>
                )}
                {columns.map((c) => (
                  <td key={c.key}>{c.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
