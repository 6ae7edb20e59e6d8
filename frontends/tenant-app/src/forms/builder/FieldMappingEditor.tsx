/**
 * Webhook fields (docs/product.md §10: the product's recruiting-specific automation call becomes a
 * per-form field mapping): each row names a field of the `forms.response.submitted` payload
 * and the question whose answer fills it, e.g. firstName ← "First Name".
 */
import { useState } from 'react';
import { Button, SelectField, TextField } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import type { Question } from './questionTypes';

// The forms service's rule for a mapped field's name.
const FIELD_NAME = /^[A-Za-z]\w{0,63}$/;
/** A field name as a webhook's receiver might expect it (code, the same in every language). */
const FIELD_EXAMPLE = 'firstName';

interface Row {
  key: number;
  field: string;
  label: string;
}

let nextKey = 1;
const rowsOf = (mapping: Record<string, string>): Row[] =>
  Object.entries(mapping).map(([field, label]) => ({ key: nextKey++, field, label }));

/** Only complete rows with a valid name are sent; the others wait for the admin to finish. */
const mappingOf = (rows: readonly Row[]) =>
  Object.fromEntries(
    rows.filter((r) => FIELD_NAME.test(r.field) && r.label).map((r) => [r.field, r.label]),
  );

export function FieldMappingEditor({
  mapping,
  questions,
  onChange,
}: {
  mapping: Record<string, string>;
  questions: readonly Question[];
  onChange: (mapping: Record<string, string>) => void;
}) {
  const intl = useIntl();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(mapping));
  const update = (next: Row[]) => {
    setRows(next);
    onChange(mappingOf(next));
  };
  const labels = questions.map((q) => q.label);

  return (
    <div className="pt-stack">
      <p className="pt-field__hint">{intl.formatMessage({ id: 'builder.mapping.intro' })}</p>
      {rows.map((row, index) => {
        const missing = row.label !== '' && !labels.includes(row.label);
        return (
          <div key={row.key} className="field-mapping__row">
            <TextField
              label={intl.formatMessage({ id: 'builder.mapping.name' }, { number: index + 1 })}
              value={row.field}
              maxLength={64}
              placeholder={FIELD_EXAMPLE}
              error={
                row.field && !FIELD_NAME.test(row.field)
                  ? intl.formatMessage({ id: 'builder.mapping.badName' })
                  : null
              }
              onChange={(e) =>
                update(rows.map((r) => (r.key === row.key ? { ...r, field: e.target.value } : r)))
              }
            />
            <SelectField
              label={intl.formatMessage({ id: 'builder.mapping.answer' }, { number: index + 1 })}
              value={row.label}
              error={missing ? intl.formatMessage({ id: 'builder.mapping.gone' }) : null}
              options={[
                { value: '', label: intl.formatMessage({ id: 'builder.mapping.choose' }) },
                ...(missing ? [{ value: row.label, label: row.label }] : []),
                ...labels.map((l) => ({ value: l, label: l })),
              ]}
              onChange={(e) =>
                update(rows.map((r) => (r.key === row.key ? { ...r, label: e.target.value } : r)))
              }
            />
            <Button
              size="sm"
              variant="ghost"
              aria-label={intl.formatMessage(
                { id: 'builder.mapping.removeOne' },
                { number: index + 1 },
              )}
              onClick={() => update(rows.filter((r) => r.key !== row.key))}
            >
              {intl.formatMessage({ id: 'builder.mapping.remove' })}
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setRows([...rows, { key: nextKey++, field: '', label: '' }])}
        >
          {intl.formatMessage({ id: 'builder.mapping.add' })}
        </Button>
      </div>
    </div>
  );
}
