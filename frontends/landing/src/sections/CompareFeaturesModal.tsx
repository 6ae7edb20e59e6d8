import { clientLimitValues, Modal, type Plan } from '@portico/frontend-kit';
import { defineMessages, useIntl } from '../i18n';

const SEATS = defineMessages({
  starter: { id: 'compare.seats.starter' },
  pro: { id: 'compare.seats.pro' },
  advanced: { id: 'compare.seats.advanced' },
});

/** Included or not, or what the plan has (a message). */
type Cell = boolean | { id: string };

/**
 * Rows of the comparison (`compare.row.<key>`); values per plan id, matching billing's
 * entitlements.
 */
const rows: { feature: string; values: Record<string, Cell> }[] = [
  { feature: 'subdomain', values: { starter: true, pro: true, advanced: true } },
  { feature: 'content', values: { starter: true, pro: true, advanced: true } },
  { feature: 'customDomain', values: { starter: false, pro: true, advanced: true } },
  { feature: 'senderEmail', values: { starter: false, pro: true, advanced: true } },
  { feature: 'slack', values: { starter: false, pro: true, advanced: true } },
  { feature: 'api', values: { starter: false, pro: true, advanced: true } },
  { feature: 'zapier', values: { starter: false, pro: true, advanced: true } },
  { feature: 'clientBilling', values: { starter: false, pro: false, advanced: true } },
  {
    feature: 'seats',
    values: SEATS,
  },
  { feature: 'support', values: { starter: false, pro: false, advanced: true } },
];

export function CompareFeaturesModal({ plans, onClose }: { plans: Plan[]; onClose: () => void }) {
  const intl = useIntl();
  const renderCell = (value: Cell | undefined) => {
    if (value === true)
      return (
        <span aria-label={intl.formatMessage({ id: 'compare.included' })} className="compare__yes">
          {intl.formatMessage({ id: 'compare.yesMark' })}
        </span>
      );
    if (value === false || value === undefined)
      return (
        <span
          aria-label={intl.formatMessage({ id: 'compare.notIncluded' })}
          className="compare__no"
        >
          {intl.formatMessage({ id: 'compare.noMark' })}
        </span>
      );
    return intl.formatMessage(value);
  };
  return (
    <Modal title={intl.formatMessage({ id: 'compare.title' })} onClose={onClose} wide>
      <div className="pt-table-wrap">
        <table className="pt-table compare">
          <caption className="pt-visually-hidden">
            {intl.formatMessage({ id: 'compare.caption' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'compare.feature' })}</th>
              {plans.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{intl.formatMessage({ id: 'compare.clients' })}</th>
              {plans.map((p) => (
                <td key={p.id}>
                  {intl.formatMessage({ id: 'compare.clientLimit' }, clientLimitValues(p))}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{intl.formatMessage({ id: `compare.row.${row.feature}` })}</th>
                {plans.map((p) => (
                  <td key={p.id}>{renderCell(row.values[p.id])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="compare__custom">{intl.formatMessage({ id: 'compare.custom' })}</p>
    </Modal>
  );
}
