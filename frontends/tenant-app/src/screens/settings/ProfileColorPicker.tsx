/**
 * Your Profile's colour: six swatches as one radio group (docs/product.md §9). Native radios, only
 * visually hidden, give the keyboard behaviour people expect (Tab into the group, arrows move
 * and choose) and each swatch is named by its visible label; the focus ring is drawn on the
 * swatch of the focused radio.
 */
import { useId } from 'react';
import { PROFILE_COLORS, PROFILE_COLOR_FILLS, profileColorOf } from '@portico/frontend-kit';
import { useIntl } from '../../i18n';

export function ProfileColorPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (color: string) => void;
}) {
  const intl = useIntl();
  const name = useId();
  const chosen = profileColorOf(value);
  return (
    <fieldset className="profile-colors">
      <legend className="pt-field__label">{intl.formatMessage({ id: 'account.color' })}</legend>
      <div className="profile-colors__options">
        {PROFILE_COLORS.map((color) => (
          <label key={color} className="profile-colors__option">
            <input
              type="radio"
              className="pt-visually-hidden"
              name={name}
              value={color}
              checked={chosen === color}
              onChange={() => onChange(color)}
            />
            <span
              className="profile-colors__swatch"
              aria-hidden="true"
              style={{ background: PROFILE_COLOR_FILLS[color] }}
            />
            <span>{intl.formatMessage({ id: `account.color.${color}` })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
