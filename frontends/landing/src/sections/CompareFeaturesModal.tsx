import { clientLimitText, Modal, type Plan } from '@portico/frontend-kit';

type Cell = boolean | string;

/** Rows of the comparison; values per plan id, matching billing's entitlements. */
const rows: { feature: string; values: Record<string, Cell> }[] = [
  {
    feature: 'Branded portal on your subdomain',
    values: { starter: true, pro: true, advanced: true },
  },
  { feature: 'Embeds, files and forms', values: { starter: true, pro: true, advanced: true } },
  { feature: 'Custom domain', values: { starter: false, pro: true, advanced: true } },
  { feature: 'Custom sender email', values: { starter: false, pro: true, advanced: true } },
  { feature: 'Slack notifications', values: { starter: false, pro: true, advanced: true } },
  { feature: 'API keys and webhooks', values: { starter: false, pro: true, advanced: true } },
  { feature: 'Zapier and Make', values: { starter: false, pro: true, advanced: true } },
  {
    feature: 'Billing and invoicing for your clients',
    values: { starter: false, pro: false, advanced: true },
  },
  {
    feature: 'Admin team seats',
    values: {
      starter: '1',
      pro: '1 + up to 3 at $39/mo',
      advanced: '3 included, $29/mo each extra',
    },
  },
  { feature: 'Priority support', values: { starter: false, pro: false, advanced: true } },
];

function renderCell(value: Cell | undefined) {
  if (value === true)
    return (
      <span aria-label="Included" className="compare__yes">
        ✓
      </span>
    );
  if (value === false || value === undefined)
    return (
      <span aria-label="Not included" className="compare__no">
        —
      </span>
    );
  return value;
}

export function CompareFeaturesModal({ plans, onClose }: { plans: Plan[]; onClose: () => void }) {
  return (
    <Modal title="Compare all features" onClose={onClose} wide>
      <div className="pt-table-wrap">
        <table className="pt-table compare">
          <caption className="pt-visually-hidden">Features included in each plan</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Clients</th>
              {plans.map((p) => (
                <td key={p.id}>{clientLimitText(p)}</td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {plans.map((p) => (
                  <td key={p.id}>{renderCell(row.values[p.id])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="compare__custom">
        Need more? A custom plan with unlimited clients and every feature is available — contact us.
      </p>
    </Modal>
  );
}
