import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Icon,
  QueryState,
  SelectField,
  TextField,
  useApiMutation,
  useApiQuery,
  useToast,
  type components,
} from '@portico/frontend-kit';
import { ScreenHeader } from '../screens/ScreenHeader';
import { EmbedForm, type EmbedDraft } from './EmbedForm';
import { PASS_CONTEXT_HINT, PassContextToggle } from './PassContextToggle';

type Embed = components['schemas']['Embed'];

/**
 * The Admin Embed Manager (docs/product.md §2, §5): the three-step create form, and the Embed List
 * with search and filters, toggle active, Check again (framing), delete, and moving an embed
 * up or down.
 */
export function AdminEmbeds() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<'' | 'user' | 'role'>('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [warning, setWarning] = useState<string | null>(null);
  const query = {
    ...(search.trim() ? { query: search.trim() } : {}),
    ...(type ? { embed_type: type } : {}),
    ...(status ? { status } : {}),
  };
  const embeds = useApiQuery('/api/embeds/manage', { params: { query } });
  const stale = ['/api/embeds/manage', '/api/embeds'] as const;
  const create = useApiMutation('post', '/api/embeds', { invalidates: stale });
  const toggle = useApiMutation('patch', '/api/embeds', { invalidates: stale });
  const remove = useApiMutation('delete', '/api/embeds', { invalidates: stale });
  const reorder = useApiMutation('post', '/api/embeds/reorder', { invalidates: stale });
  const recheck = useApiMutation('post', '/api/embeds/{id}/check', { invalidates: stale });

  const onSave = async (draft: EmbedDraft) => {
    try {
      const saved = await create.mutateAsync({
        body: {
          title: draft.title,
          provider: draft.provider,
          url: draft.url,
          embed_type: draft.embed_type,
          role: draft.embed_type === 'role' ? draft.role : '',
          user_id: draft.embed_type === 'user' ? draft.user_id : '',
          is_active: draft.is_active,
          // Sent only when chosen: the server's default is off.
          ...(draft.pass_context ? { pass_context: true } : {}),
        },
      });
      toast('Embed added', { tone: 'success', durationMs: 2000 });
      setWarning(saved.framing.warning || null);
      return true;
    } catch (error) {
      toast((error as Error).message || 'Save failed', { tone: 'error' });
      return false;
    }
  };

  const onDelete = async (embed: Embed) => {
    if (!window.confirm('Are you sure you want to delete this embed?')) return;
    try {
      await remove.mutateAsync({ params: { query: { id: embed.id } } });
      toast('Embed deleted successfully!', { tone: 'success' });
    } catch {
      toast('Failed to delete embed', { tone: 'error' });
    }
  };

  // The target may have changed its framing policy since the embed was saved.
  const onCheck = async (embed: Embed) => {
    try {
      const check = await recheck.mutateAsync({ params: { path: { id: embed.id } } });
      if (check.frameable) toast(`${embed.title} can be shown in the portal`, { tone: 'success' });
      else toast(check.warning, { tone: 'info' });
    } catch (error) {
      toast((error as Error).message || 'Check failed', { tone: 'error' });
    }
  };

  const move = (list: Embed[], index: number, by: -1 | 1) => {
    const ids = list.map((e) => e.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate({ body: { ids } });
  };

  return (
    <div className="screen">
      <ScreenHeader
        title="Embed Manager"
        subtitle="Add the tools your clients open in the portal."
      />
      <section className="pt-card" aria-labelledby="embed-create">
        <h2 className="pt-card__title" id="embed-create">
          Add Embed
        </h2>
        <EmbedForm onSave={onSave} saving={create.isPending} />
        {warning && <Alert tone="warning">{warning}</Alert>}
      </section>
      <section className="pt-card" aria-labelledby="embed-list">
        <h2 className="pt-card__title" id="embed-list">
          Embed List
        </h2>
        <div className="pt-row">
          <TextField
            label="Search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label="Type"
            value={type}
            options={[
              { value: '', label: 'All types' },
              { value: 'role', label: 'User Type' },
              { value: 'user', label: 'Individual' },
            ]}
            onChange={(e) => setType(e.target.value as typeof type)}
          />
          <SelectField
            label="Status"
            value={status}
            options={[
              { value: '', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          />
        </div>
        <QueryState
          query={embeds}
          loadingLabel="Loading embeds"
          error="Failed to fetch embeds"
          isEmpty={(answer) => answer.embeds.length === 0}
          empty={<EmptyState title="No embeds yet" icon={<Icon name="puzzle" />} />}
        >
          {(answer) => (
            <div className="pt-table-wrap" tabIndex={0} role="region" aria-label="Embeds">
              <p className="file-meta">{PASS_CONTEXT_HINT}</p>
              <table className="pt-table">
                <caption className="pt-visually-hidden">Embeds</caption>
                <thead>
                  <tr>
                    <th scope="col">Title &amp; Provider</th>
                    <th scope="col">Type</th>
                    <th scope="col">Target</th>
                    <th scope="col">Status</th>
                    <th scope="col">Context</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.embeds.map((embed, index) => (
                    <tr key={embed.id}>
                      <td>
                        {embed.title}
                        <div className="file-meta">{embed.provider}</div>
                      </td>
                      <td>{embed.embed_type === 'user' ? 'Individual' : 'User Type'}</td>
                      <td>{embed.embed_type === 'user' ? 'One person' : embed.role}</td>
                      <td>
                        <Badge tone={embed.is_active ? 'green' : 'gray'}>
                          {embed.is_active ? 'Active' : 'Inactive'}
                        </Badge>
                        {embed.framing === 'refused' && (
                          <Badge tone="orange">Opens in a new tab</Badge>
                        )}
                      </td>
                      <td>
                        <PassContextToggle embed={embed} />
                      </td>
                      <td className="pt-row">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${embed.is_active ? 'Deactivate' : 'Activate'} ${embed.title}`}
                          onClick={() =>
                            toggle.mutate({
                              params: { query: { id: embed.id } },
                              body: { is_active: !embed.is_active },
                            })
                          }
                        >
                          {embed.is_active ? 'Deactivate' : 'Activate'}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Check again whether ${embed.title} can be shown in the portal`}
                          busy={recheck.isPending && recheck.variables?.params.path.id === embed.id}
                          onClick={() => void onCheck(embed)}
                        >
                          Check again
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${embed.title} up`}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(answer.embeds, index, -1)}
                        >
                          ↑
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Move ${embed.title} down`}
                          disabled={index === answer.embeds.length - 1 || reorder.isPending}
                          onClick={() => move(answer.embeds, index, 1)}
                        >
                          ↓
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${embed.title}`}
                          onClick={() => void onDelete(embed)}
                        >
                          Delete
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </section>
    </div>
  );
}
