import { useState } from 'react';
import { SelectField, TextField, useApiQuery, useSettled } from '@portico/frontend-kit';
import { useIntl } from '../i18n';

/** How long typing must pause before the workspace's files are searched. */
const SEARCH_PAUSE_MS = 300;
/** Matches offered at once: the search narrows a workspace of thousands of files to these. */
const MATCHES = 50;

/**
 * The file an approval item asks the new member to approve: the newest files of the workspace,
 * or those whose title, name or tag matches what is typed, whatever their number. The file
 * chosen stays offered while another search runs.
 */
export function TemplateFilePicker({
  n,
  value,
  onChange,
}: {
  n: number;
  value: string;
  onChange: (fileId: string) => void;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const query = useSettled(typed.trim(), SEARCH_PAUSE_MS);
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(null);
  const files = useApiQuery('/api/files', {
    params: { query: query ? { limit: MATCHES, query } : { limit: MATCHES } },
  });
  const found = (files.data?.files ?? []).map((f) => ({
    value: f.id,
    label: f.title || f.file_name,
  }));
  const kept =
    chosen && chosen.id === value && !found.some((f) => f.value === value)
      ? [{ value: chosen.id, label: chosen.label }]
      : [];
  const prompt =
    files.status === 'pending'
      ? intl.formatMessage({ id: 'templates.filesSearching' })
      : files.status === 'error'
        ? intl.formatMessage({ id: 'templates.filesFailed' })
        : found.length === 0 && query
          ? intl.formatMessage({ id: 'templates.noFileMatch' }, { query })
          : intl.formatMessage({ id: 'templates.chooseFile' });
  return (
    <div className="pt-stack template-file-picker">
      <TextField
        label={intl.formatMessage({ id: 'templates.item.findFile' }, { n })}
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <SelectField
        label={intl.formatMessage({ id: 'templates.item.file' }, { n })}
        value={value}
        options={[{ value: '', label: prompt }, ...kept, ...found]}
        onChange={(e) => {
          const option = [...kept, ...found].find((f) => f.value === e.target.value);
          setChosen(option ? { id: option.value, label: option.label } : null);
          onChange(e.target.value);
        }}
      />
    </div>
  );
}
