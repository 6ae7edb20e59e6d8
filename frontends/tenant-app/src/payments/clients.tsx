/**
 * Who an invoice or a retainer is for (issue 29): the workspace's active people but the admin
 * writing it. A retainer bills one client (a select); an invoice may go to several at once (a
 * checkbox each). Billing checks again that each belongs to the workspace.
 */
import { SelectField, useApiQuery, useAuth, type ApiAnswer } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

type Person = ApiAnswer<'get', '/api/users'>['users'][number];

/** The people to pick from, loaded once for every picker on the screen. */
export function useClients() {
  const me = useAuth().user?.id;
  const people = useApiQuery('/api/users', {
    params: { query: { status: 'active', sort: 'name', order: 'asc', page_size: '100' } },
  });
  const clients = (people.data?.users ?? []).filter((person) => person.id !== me);
  return { query: people, clients };
}

const nameOf = (person: Person) => person.name || person.email;

type PickerProps = { clients: Person[]; label: string } & (
  | { multiple?: false; value: string; onChange: (id: string) => void }
  | { multiple: true; value: string[]; onChange: (ids: string[]) => void; error?: string | null }
);

export function ClientPicker(props: PickerProps) {
  const intl = useIntl();
  if (!props.multiple)
    return (
      <SelectField
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        options={props.clients.map((person) => ({ value: person.id, label: nameOf(person) }))}
      />
    );
  const { value, onChange } = props;
  return (
    <fieldset className="client-picker" aria-invalid={props.error ? true : undefined}>
      <legend className="pt-field__label">{props.label}</legend>
      {props.clients.map((person) => (
        <label key={person.id} className="pt-check">
          <input
            type="checkbox"
            checked={value.includes(person.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value, person.id]
                  : value.filter((id) => id !== person.id),
              )
            }
          />
          <span>{nameOf(person)}</span>
        </label>
      ))}
      {props.error && (
        <span className="pt-field__error" role="alert">
          {props.error}
        </span>
      )}
      <span className="pt-field__hint">
        {intl.formatMessage({ id: 'payments.clients.chosen' }, { count: value.length })}
      </span>
    </fieldset>
  );
}
