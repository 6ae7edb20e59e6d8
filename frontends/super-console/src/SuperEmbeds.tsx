import { useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  QueryState,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
  useToast,
  type components,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from './i18n';

type Embed = components['schemas']['Embed'];

const PROVIDERS = ['notion', 'calendly', 'monday', 'airtable', 'hirepilot', 'custom'];

/**
 * /super/embeds (docs/product.md §2): embeds a super admin aims at a tenant (by role, or all its
 * people) or at one user of a tenant, listed across tenants, each switched on or off or
 * deleted.
 */
export function SuperEmbeds() {
  const toast = useToast();
  const intl = useIntl();
  const [tenantFilter, setTenantFilter] = useState('');
  const embeds = useApiQuery('/api/super/embeds', {
    params: { query: tenantFilter ? { tenant_id: tenantFilter } : {} },
    tenantId: null,
  });
  const create = useApiMutation('post', '/api/super/embeds', {
    invalidates: ['/api/super/embeds'],
  });
  // A super embed lives in its target tenant: it is switched or deleted there, where the
  // super admin acts as that tenant's admin (the request names the embed's tenant).
  const toggle = useApiMutation('patch', '/api/embeds', { invalidates: ['/api/super/embeds'] });
  const remove = useApiMutation('delete', '/api/embeds', { invalidates: ['/api/super/embeds'] });
  const onToggle = async (embed: Embed) => {
    try {
      await toggle.mutateAsync({
        tenantId: embed.tenant_id,
        params: { query: { id: embed.id } },
        body: { is_active: !embed.is_active },
      });
      toast(
        intl.formatMessage({
          id: embed.is_active ? 'embeds.deactivated' : 'embeds.activated',
        }),
        { tone: 'success' },
      );
    } catch (failure) {
      toast((failure as Error).message || intl.formatMessage({ id: 'embeds.updateFailed' }), {
        tone: 'error',
      });
    }
  };
  const onDelete = async (embed: Embed) => {
    if (!window.confirm(intl.formatMessage({ id: 'embeds.delete.confirm' }))) return;
    try {
      await remove.mutateAsync({ tenantId: embed.tenant_id, params: { query: { id: embed.id } } });
      toast(intl.formatMessage({ id: 'embeds.deleted' }), { tone: 'success' });
    } catch {
      toast(intl.formatMessage({ id: 'embeds.deleteFailed' }), { tone: 'error' });
    }
  };
  const [form, setForm] = useState({
    target_tenant_id: '',
    title: '',
    provider: 'custom',
    url: '',
    embed_type: 'role' as 'role' | 'user',
    role: 'all',
    user_id: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.title.trim() || !form.provider || !form.url.trim())
      return setError(intl.formatMessage({ id: 'embeds.required' }));
    if (!form.target_tenant_id.trim())
      return setError(intl.formatMessage({ id: 'embeds.chooseTenant' }));
    if (form.embed_type === 'user' && !form.user_id.trim())
      return setError(intl.formatMessage({ id: 'embeds.chooseUser' }));
    try {
      const saved = await create.mutateAsync({
        tenantId: null,
        body: {
          ...form,
          target_tenant_id: form.target_tenant_id.trim(),
          user_id: form.embed_type === 'user' ? form.user_id.trim() : '',
          role: form.embed_type === 'role' ? form.role.trim() || 'all' : '',
        },
      });
      toast(intl.formatMessage({ id: 'embeds.added' }), { tone: 'success' });
      setWarning(saved.framing.warning || null);
    } catch (failure) {
      setError((failure as Error).message || intl.formatMessage({ id: 'embeds.saveFailed' }));
    }
  };

  return (
    <div className="console">
      <h1>{intl.formatMessage({ id: 'embeds.title' })}</h1>
      <section className="pt-card" aria-labelledby="super-embed-create">
        <h2 className="pt-card__title" id="super-embed-create">
          {intl.formatMessage({ id: 'embeds.add.title' })}
        </h2>
        <form className="pt-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'webhooks.tenantId' })}
            value={form.target_tenant_id}
            onChange={(e) => set({ target_tenant_id: e.target.value })}
          />
          <TextField
            label={intl.formatMessage({ id: 'embeds.field.title' })}
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            label={intl.formatMessage({ id: 'embeds.url' })}
            type="url"
            value={form.url}
            onChange={(e) => set({ url: e.target.value })}
          />
          <SelectField
            label={intl.formatMessage({ id: 'embeds.provider' })}
            value={form.provider}
            options={PROVIDERS.map((p) => ({ value: p, label: p }))}
            onChange={(e) => set({ provider: e.target.value })}
          />
          <SelectField
            label={intl.formatMessage({ id: 'embeds.audience' })}
            value={form.embed_type}
            options={[
              { value: 'role', label: intl.formatMessage({ id: 'embeds.audience.role' }) },
              { value: 'user', label: intl.formatMessage({ id: 'embeds.audience.user' }) },
            ]}
            onChange={(e) => set({ embed_type: e.target.value as 'role' | 'user' })}
          />
          {form.embed_type === 'role' ? (
            <TextField
              label={intl.formatMessage({ id: 'embeds.roleKey' })}
              value={form.role}
              onChange={(e) => set({ role: e.target.value })}
            />
          ) : (
            <TextField
              label={intl.formatMessage({ id: 'embeds.userId' })}
              value={form.user_id}
              onChange={(e) => set({ user_id: e.target.value })}
            />
          )}
          {error && <Alert tone="error">{error}</Alert>}
          {warning && <Alert tone="warning">{warning}</Alert>}
          <Button type="submit" busy={create.isPending}>
            {intl.formatMessage({ id: 'embeds.add' })}
          </Button>
        </form>
      </section>
      <section className="pt-card" aria-labelledby="super-embed-list">
        <h2 className="pt-card__title" id="super-embed-list">
          {intl.formatMessage({ id: 'embeds.list' })}
        </h2>
        <TextField
          label={intl.formatMessage({ id: 'embeds.filter' })}
          value={tenantFilter}
          onChange={(e) => setTenantFilter(e.target.value.trim())}
        />
        <QueryState
          query={embeds}
          loadingLabel={intl.formatMessage({ id: 'embeds.loading' })}
          error={intl.formatMessage({ id: 'embeds.failed' })}
          isEmpty={(answer) => answer.embeds.length === 0}
          empty={<EmptyState title={intl.formatMessage({ id: 'embeds.empty' })} />}
        >
          {(answer) => (
            <ul className="item-list">
              {answer.embeds.map((embed) => (
                <li key={embed.id}>
                  <span>
                    <FormattedMessage
                      id="embeds.item"
                      values={{
                        title: embed.title,
                        provider: embed.provider,
                        meta: (chunks) => <span className="item-list__meta">{chunks}</span>,
                      }}
                    />
                  </span>
                  <span className="item-list__meta">
                    {intl.formatMessage(
                      {
                        id:
                          embed.embed_type === 'user' ? 'embeds.target.user' : 'embeds.target.role',
                      },
                      { tenant: embed.target_tenant_id || embed.tenant_id, role: embed.role },
                    )}
                  </span>
                  <Badge tone={embed.is_active ? 'green' : 'gray'}>
                    {intl.formatMessage({
                      id: embed.is_active ? 'embeds.active' : 'embeds.inactive',
                    })}
                  </Badge>
                  <span className="pt-row">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={intl.formatMessage(
                        {
                          id: embed.is_active ? 'embeds.deactivate.label' : 'embeds.activate.label',
                        },
                        { title: embed.title },
                      )}
                      onClick={() => void onToggle(embed)}
                    >
                      {intl.formatMessage({
                        id: embed.is_active ? 'embeds.deactivate' : 'embeds.activate',
                      })}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={intl.formatMessage(
                        { id: 'embeds.delete.label' },
                        { title: embed.title },
                      )}
                      onClick={() => void onDelete(embed)}
                    >
                      {intl.formatMessage({ id: 'embeds.delete' })}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
