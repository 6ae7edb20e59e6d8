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

type Embed = components['schemas']['Embed'];

const PROVIDERS = ['notion', 'calendly', 'monday', 'airtable', 'hirepilot', 'custom'];

/**
 * /super/embeds (docs/product.md §2): embeds a super admin aims at a tenant (by role, or all its
 * people) or at one user of a tenant, listed across tenants, each switched on or off or
 * deleted.
 */
export function SuperEmbeds() {
  const toast = useToast();
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
      toast(embed.is_active ? 'Embed deactivated' : 'Embed activated', { tone: 'success' });
    } catch (failure) {
      toast((failure as Error).message || 'Failed to update embed', { tone: 'error' });
    }
  };
  const onDelete = async (embed: Embed) => {
    if (!window.confirm('Are you sure you want to delete this embed?')) return;
    try {
      await remove.mutateAsync({ tenantId: embed.tenant_id, params: { query: { id: embed.id } } });
      toast('Embed deleted successfully!', { tone: 'success' });
    } catch {
      toast('Failed to delete embed', { tone: 'error' });
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
      return setError('Please fill Title, Provider and URL');
    if (!form.target_tenant_id.trim()) return setError('Please choose a tenant');
    if (form.embed_type === 'user' && !form.user_id.trim()) return setError('Please choose a user');
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
      toast('Embed added', { tone: 'success' });
      setWarning(saved.framing.warning || null);
    } catch (failure) {
      setError((failure as Error).message || 'Save failed');
    }
  };

  return (
    <div className="console">
      <h1>Super Admin Embeds</h1>
      <section className="pt-card" aria-labelledby="super-embed-create">
        <h2 className="pt-card__title" id="super-embed-create">
          Add an embed for a tenant
        </h2>
        <form className="pt-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label="Tenant id"
            value={form.target_tenant_id}
            onChange={(e) => set({ target_tenant_id: e.target.value })}
          />
          <TextField
            label="Title"
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            label="URL"
            type="url"
            value={form.url}
            onChange={(e) => set({ url: e.target.value })}
          />
          <SelectField
            label="Provider"
            value={form.provider}
            options={PROVIDERS.map((p) => ({ value: p, label: p }))}
            onChange={(e) => set({ provider: e.target.value })}
          />
          <SelectField
            label="Audience"
            value={form.embed_type}
            options={[
              { value: 'role', label: 'A role of the tenant (or all)' },
              { value: 'user', label: 'One user of the tenant' },
            ]}
            onChange={(e) => set({ embed_type: e.target.value as 'role' | 'user' })}
          />
          {form.embed_type === 'role' ? (
            <TextField
              label="Role key"
              value={form.role}
              onChange={(e) => set({ role: e.target.value })}
            />
          ) : (
            <TextField
              label="User id"
              value={form.user_id}
              onChange={(e) => set({ user_id: e.target.value })}
            />
          )}
          {error && <Alert tone="error">{error}</Alert>}
          {warning && <Alert tone="warning">{warning}</Alert>}
          <Button type="submit" busy={create.isPending}>
            Add Embed
          </Button>
        </form>
      </section>
      <section className="pt-card" aria-labelledby="super-embed-list">
        <h2 className="pt-card__title" id="super-embed-list">
          Embeds across tenants
        </h2>
        <TextField
          label="Only this tenant id"
          value={tenantFilter}
          onChange={(e) => setTenantFilter(e.target.value.trim())}
        />
        <QueryState
          query={embeds}
          loadingLabel="Loading embeds"
          error="Failed to fetch embeds"
          isEmpty={(answer) => answer.embeds.length === 0}
          empty={<EmptyState title="No embeds yet" />}
        >
          {(answer) => (
            <ul className="item-list">
              {answer.embeds.map((embed) => (
                <li key={embed.id}>
                  <span>
                    {embed.title} <span className="item-list__meta">{embed.provider}</span>
                  </span>
                  <span className="item-list__meta">
                    {embed.target_tenant_id || embed.tenant_id} ·{' '}
                    {embed.embed_type === 'user' ? 'one user' : embed.role}
                  </span>
                  <Badge tone={embed.is_active ? 'green' : 'gray'}>
                    {embed.is_active ? 'Active' : 'Inactive'}
                  </Badge>
                  <span className="pt-row">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`${embed.is_active ? 'Deactivate' : 'Activate'} ${embed.title}`}
                      onClick={() => void onToggle(embed)}
                    >
                      {embed.is_active ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete ${embed.title}`}
                      onClick={() => void onDelete(embed)}
                    >
                      Delete
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
