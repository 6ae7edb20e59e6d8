/** The form's theme (docs/product.md §3): font, primary, secondary and background colours, variant. */
import { SelectField, TextField } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import type { Theme } from './questionTypes';

const FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Georgia', 'system-ui'];

export function ThemeEditor({ theme, onChange }: { theme: Theme; onChange: (t: Theme) => void }) {
  const intl = useIntl();
  const colour = (key: 'primary' | 'secondary' | 'bg', label: string) => (
    <TextField
      label={label}
      type="color"
      className="theme-editor__colour"
      value={theme[key].toLowerCase()}
      onChange={(e) => onChange({ ...theme, [key]: e.target.value.toUpperCase() })}
    />
  );
  return (
    <div className="theme-editor">
      {colour('primary', intl.formatMessage({ id: 'builder.theme.primary' }))}
      {colour('secondary', intl.formatMessage({ id: 'builder.theme.secondary' }))}
      {colour('bg', intl.formatMessage({ id: 'builder.theme.background' }))}
      <SelectField
        label={intl.formatMessage({ id: 'builder.theme.font' })}
        value={theme.font}
        options={[...new Set([theme.font, ...FONTS])].map((f) => ({ value: f, label: f }))}
        onChange={(e) => onChange({ ...theme, font: e.target.value })}
      />
      <SelectField
        label={intl.formatMessage({ id: 'builder.theme.style' })}
        value={theme.variant}
        options={[
          { value: 'solid', label: intl.formatMessage({ id: 'builder.theme.solid' }) },
          { value: 'gradient', label: intl.formatMessage({ id: 'builder.theme.gradient' }) },
        ]}
        onChange={(e) => onChange({ ...theme, variant: e.target.value as Theme['variant'] })}
      />
    </div>
  );
}
