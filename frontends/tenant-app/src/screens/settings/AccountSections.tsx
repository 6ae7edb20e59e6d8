/**
 * What every signed-in person changes about themselves (docs/product.md §5, §2): Change
 * Password, Change Email (through the confirmation link) and Contact Info / Your Profile.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  QueryState,
  TextField,
  profileColorOf,
  useApiMutation,
  useAuth,
  useApiQuery,
} from '@portico/frontend-kit';
import { useIntl } from '../../i18n';
import { ProfileColorPicker } from './ProfileColorPicker';

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="pt-card settings-section" aria-labelledby={id}>
      <h2 className="pt-card__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type Note = { tone: 'success' | 'error'; text: string } | null;
const NoteLine = ({ note }: { note: Note }) =>
  note ? <Alert tone={note.tone}>{note.text}</Alert> : null;

export function PasswordSection() {
  const intl = useIntl();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [note, setNote] = useState<Note>(null);
  const change = useApiMutation('post', '/api/me/password');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== confirm)
      return setNote({
        tone: 'error',
        text: intl.formatMessage({ id: 'account.password.mismatch' }),
      });
    change.mutate(
      { body: { currentPassword: current, newPassword: next, confirmPassword: confirm } },
      {
        onSuccess: (answer) => {
          setNote({ tone: 'success', text: answer.message });
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (cause) =>
          setNote({
            tone: 'error',
            text: errorMessage(cause, intl.formatMessage({ id: 'account.updateFailed' })),
          }),
      },
    );
  };
  return (
    <Section id="change-password" title={intl.formatMessage({ id: 'account.password.title' })}>
      <form className="pt-stack" onSubmit={submit}>
        <NoteLine note={note} />
        <TextField
          label={intl.formatMessage({ id: 'account.currentPassword' })}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'account.password.new' })}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'account.password.confirm' })}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
        />
        <div>
          <Button type="submit" busy={change.isPending}>
            {intl.formatMessage({ id: 'account.password.submit' })}
          </Button>
        </div>
      </form>
    </Section>
  );
}

export function EmailSection() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState<Note>(null);
  const change = useApiMutation('post', '/api/me/email');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim())
      return setNote({ tone: 'error', text: intl.formatMessage({ id: 'account.email.empty' }) });
    change.mutate(
      { body: { email: email.trim(), currentPassword: password } },
      {
        onSuccess: (answer) => {
          setNote({ tone: 'success', text: answer.message });
          setPassword('');
        },
        onError: (cause) =>
          setNote({
            tone: 'error',
            text: errorMessage(cause, intl.formatMessage({ id: 'account.updateFailed' })),
          }),
      },
    );
  };
  return (
    <Section id="change-email" title={intl.formatMessage({ id: 'account.email.title' })}>
      <form className="pt-stack" onSubmit={submit} noValidate>
        <NoteLine note={note} />
        <TextField
          label={intl.formatMessage({ id: 'account.email.new' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.currentPassword' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div>
          <Button type="submit" busy={change.isPending}>
            {intl.formatMessage({ id: 'account.email.submit' })}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/**
 * Contact Info (member settings) and Your Profile (admin settings): the same fields, with the
 * profile colour every member's avatar takes (sidebar, CRM users list).
 */
export function ProfileSection({ title, saved }: { title: string; saved: string }) {
  const intl = useIntl();
  const profile = useApiQuery('/api/profile', undefined);
  const [fields, setFields] = useState({
    first_name: '',
    last_name: '',
    phone: '',
    linkedin: '',
    profile_color: '',
  });
  const [note, setNote] = useState<Note>(null);
  // The colour shows on the sidebar's avatar and in the CRM list (/api/users). The session's
  // own /api/me is read only when asked (AuthProvider), so it is asked again after a save.
  const { reload } = useAuth();
  const save = useApiMutation('put', '/api/profile', {
    invalidates: ['/api/profile', '/api/me', '/api/users'],
    onSuccess: () => void reload(),
  });
  useEffect(() => {
    if (profile.data) {
      const { first_name, last_name, phone, linkedin } = profile.data;
      const profile_color = profileColorOf(profile.data.profile_color);
      setFields({ first_name, last_name, phone, linkedin, profile_color });
    }
  }, [profile.data]);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { body: fields },
      {
        onSuccess: () => setNote({ tone: 'success', text: saved }),
        onError: (cause) =>
          setNote({
            tone: 'error',
            text: errorMessage(cause, intl.formatMessage({ id: 'account.saveFailed' })),
          }),
      },
    );
  };
  const id = title.toLowerCase().replace(/\s+/g, '-');
  return (
    <Section id={id} title={title}>
      <QueryState
        query={profile}
        loadingLabel={intl.formatMessage({ id: 'account.profile.loading' })}
        error={intl.formatMessage({ id: 'account.profile.failed' })}
      >
        {() => (
          <form className="pt-stack" onSubmit={submit} noValidate>
            <NoteLine note={note} />
            <div className="pt-grid settings-two">
              <TextField
                label={intl.formatMessage({ id: 'account.profile.firstName' })}
                autoComplete="given-name"
                value={fields.first_name}
                onChange={set('first_name')}
              />
              <TextField
                label={intl.formatMessage({ id: 'account.profile.lastName' })}
                autoComplete="family-name"
                value={fields.last_name}
                onChange={set('last_name')}
              />
            </div>
            <TextField
              label={intl.formatMessage({ id: 'account.profile.phone' })}
              type="tel"
              autoComplete="tel"
              value={fields.phone}
              onChange={set('phone')}
            />
            <TextField
              label={intl.formatMessage({ id: 'account.profile.linkedin' })}
              type="url"
              placeholder={intl.formatMessage({ id: 'account.profile.linkedinExample' })}
              value={fields.linkedin}
              onChange={set('linkedin')}
            />
            <ProfileColorPicker
              value={fields.profile_color}
              onChange={(profile_color) => setFields((f) => ({ ...f, profile_color }))}
            />
            <div>
              <Button type="submit" busy={save.isPending}>
                {intl.formatMessage({ id: 'account.profile.save' })}
              </Button>
            </div>
          </form>
        )}
      </QueryState>
    </Section>
  );
}
