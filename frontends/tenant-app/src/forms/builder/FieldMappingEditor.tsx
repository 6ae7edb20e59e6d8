/**
 * Webhook fields (docs/product.md §10: the product's recruiting-specific automation call becomes a
 * per-form field mapping): each row names a field of the `forms.response.submitted` payload
 * and the question whose answer fills it, e.g. firstName ← "First Name".
 */
import { useState } from 'react';
import { Button, SelectField, TextField } from '@portico/frontend-kit';
import type { Question } from './questionTypes';

// The forms service's rule for a mapped field's name.
const FIELD_NAME = /^[A-Za-z]\w{0,63}$/;

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
  const [rows, setRows] = useState<Row[]>(() => rowsOf(mapping));
  const update = (next: Row[]) => {
    setRows(next);
    onChange(mappingOf(next));
  };
  const labels = questions.map((q) => q.label);

  return (
    <div className="pt-stack">
      <p className="pt-field__hint">
        Each submitted response is sent to your webhooks with these fields filled from its answers.
      </p>
      {rows.map((row, index) => {
        const missing = row.label !== '' && !labels.includes(row.label);
        return (
          <div key={row.key} className="field-mapping__row">
            <TextField
              label={`Field ${index + 1} name`}
              value={row.field}
              maxLength={64}
              placeholder="firstName"
              error={
                row.field && !FIELD_NAME.test(row.field)
                  ? 'Start with a letter; use letters, digits and _ only.'
                  : null
              }
              onChange={(e) =>
                update(rows.map((r) => (r.key === row.key ? { ...r, field: e.target.value } : r)))
              }
            />
            <SelectField
              label={`Field ${index + 1} answer`}
              value={row.label}
              error={missing ? 'That question is no longer in the form.' : null}
              options={[
                { value: '', label: 'Choose a question' },
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
              aria-label={`Remove field ${index + 1}`}
              onClick={() => update(rows.filter((r) => r.key !== row.key))}
            >
              Remove
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
          Add field
        </Button>
      </div>
    </div>
  );
}
