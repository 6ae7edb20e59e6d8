import { useEffect, useId, useRef, useState } from 'react';
import {
  Avatar,
  LOCALE_NAMES,
  LOCALES,
  useAuth,
  useColorScheme,
  useLocaleChoice,
  type ColorSchemeChoice,
} from '@portico/frontend-kit';
import { useIntl } from './i18n';

const SCHEMES: ColorSchemeChoice[] = ['system', 'light', 'dark'];

/**
 * The signed-in person's menu at the foot of the sidebar (a disclosure): light or dark (or as
 * the system says) and the language they read. Escape closes it, focus back on its button.
 */
export function ProfileMenu() {
  const intl = useIntl();
  const { user } = useAuth();
  const { choice, choose } = useColorScheme();
  const language = useLocaleChoice();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // /api/me answers the profile colour with the user; the session alone does not carry it.
  const color = user && 'profile_color' in user ? user.profile_color : undefined;
  const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ');

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The phone drawer around this menu closes on Escape too, once the menu is closed.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const container = panel.current;
    container?.addEventListener('keydown', onKey);
    return () => container?.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="profile-menu">
      <div ref={panel}>
        {open && (
          <div className="profile-menu__panel" id={panelId}>
            <fieldset className="profile-menu__group">
              <legend>{intl.formatMessage({ id: 'profileMenu.theme' })}</legend>
              {SCHEMES.map((scheme) => (
                <label key={scheme} className="profile-menu__option">
                  <input
                    type="radio"
                    name={`${panelId}-theme`}
                    checked={choice === scheme}
                    onChange={() => choose(scheme)}
                  />
                  {intl.formatMessage({ id: `profileMenu.theme.${scheme}` })}
                </label>
              ))}
            </fieldset>
            <fieldset className="profile-menu__group">
              <legend>{intl.formatMessage({ id: 'profileMenu.language' })}</legend>
              {LOCALES.map((locale) => (
                <label key={locale} className="profile-menu__option" lang={locale}>
                  <input
                    type="radio"
                    name={`${panelId}-language`}
                    checked={language.locale === locale}
                    onChange={() => void language.choose(locale)}
                  />
                  {LOCALE_NAMES[locale]}
                </label>
              ))}
            </fieldset>
          </div>
        )}
        <button
          ref={button}
          type="button"
          className="app-sidebar__user"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {user && (
            <Avatar
              firstName={user.first_name}
              lastName={user.last_name}
              email={user.email}
              color={typeof color === 'string' ? color : undefined}
              size="sm"
            />
          )}
          <span className="app-sidebar__user-name">
            {fullName || user?.email || intl.formatMessage({ id: 'profileMenu.you' })}
          </span>
          <span className="pt-visually-hidden">
            {intl.formatMessage({ id: 'profileMenu.open' })}
          </span>
        </button>
      </div>
    </div>
  );
}
