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
import { useIntl } from '../i18n';
import { useRoleNames } from '../files/useRoleNames';
import { ScreenHeader } from '../screens/ScreenHeader';
import { EmbedForm, type EmbedDraft } from './EmbedForm';
import { PassContextToggle } from './PassContextToggle';

type Embed = components['schemas']['Embed'];

/**
 * The Admin Embed Manager (docs/product.md §2, §5): the three-step create form, and the Embed List
 * with search and filters, toggle active, Check again (framing), delete, and moving an embed
 * up or down.
 */
export function AdminEmbeds() {
  const intl = useIntl();
  const toast = useToast();
  const roleNames = useRoleNames();
  // Whom an embed is for, by the tenant's own label: never a role key.
  const targetOf = (embed: Embed) =>
    embed.embed_type === 'user'
      ? intl.formatMessage({ id: 'embeds.target.person' })
      : roleNames([embed.role]);
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
      toast(intl.formatMessage({ id: 'embeds.added' }), { tone: 'success', durationMs: 2000 });
      setWarning(saved.framing.warning || null);
      return true;
    } catch (error) {
      toast((error as Error).message || intl.formatMessage({ id: 'embeds.saveFailed' }), {
        tone: 'error',
      });
      return false;
    }
  };

  const onDelete = async (embed: Embed) => {
    if (!window.confirm(intl.formatMessage({ id: 'embeds.confirmDelete' }))) return;
    try {
      await remove.mutateAsync({ params: { query: { id: embed.id } } });
      toast(intl.formatMessage({ id: 'embeds.deleted' }), { tone: 'success' });
    } catch {
      toast(intl.formatMessage({ id: 'embeds.deleteFailed' }), { tone: 'error' });
    }
  };

  // The target may have changed its framing policy since the embed was saved.
  const onCheck = async (embed: Embed) => {
    try {
      const check = await recheck.mutateAsync({ params: { path: { id: embed.id } } });
      if (check.frameable)
        toast(intl.formatMessage({ id: 'embeds.frameable' }, { title: embed.title }), {
          tone: 'success',
        });
      else toast(check.warning, { tone: 'info' });
    } catch (error) {
      toast((error as Error).message || intl.formatMessage({ id: 'embeds.checkFailed' }), {
        tone: 'error',
      });
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
        title={intl.formatMessage({ id: 'embeds.title' })}
        subtitle={intl.formatMessage({ id: 'embeds.subtitle' })}
      />
      <section className="pt-card" aria-labelledby="embed-create">
        <h2 className="pt-card__title" id="embed-create">
          {intl.formatMessage({ id: 'embeds.add' })}
        </h2>
        <EmbedForm onSave={onSave} saving={create.isPending} />
        {warning && <Alert tone="warning">{warning}</Alert>}
      </section>
      <section className="pt-card" aria-labelledby="embed-list">
        <h2 className="pt-card__title" id="embed-list">
          {intl.formatMessage({ id: 'embeds.list' })}
        </h2>
        <div className="pt-row">
          <TextField
            label={intl.formatMessage({ id: 'embeds.search' })}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label={intl.formatMessage({ id: 'embeds.type' })}
            value={type}
            options={[
              { value: '', label: intl.formatMessage({ id: 'embeds.type.all' }) },
              { value: 'role', label: intl.formatMessage({ id: 'embeds.type.role' }) },
              { value: 'user', label: intl.formatMessage({ id: 'embeds.type.user' }) },
            ]}
            onChange={(e) => setType(e.target.value as typeof type)}
          />
          <SelectField
            label={intl.formatMessage({ id: 'embeds.status' })}
            value={status}
            options={[
              { value: '', label: intl.formatMessage({ id: 'embeds.status.all' }) },
              { value: 'active', label: intl.formatMessage({ id: 'embeds.status.active' }) },
              { value: 'inactive', label: intl.formatMessage({ id: 'embeds.status.inactive' }) },
            ]}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          />
        </div>
        <QueryState
          query={embeds}
          loadingLabel={intl.formatMessage({ id: 'embeds.loading' })}
          error={intl.formatMessage({ id: 'embeds.loadFailed' })}
          isEmpty={(answer) => answer.embeds.length === 0}
          empty={
            <EmptyState
              title={intl.formatMessage({ id: 'embeds.empty' })}
              icon={<Icon name="puzzle" />}
            />
          }
        >
          {(answer) => (
            <div
              className="pt-table-wrap"
              tabIndex={0}
              role="region"
              aria-label={intl.formatMessage({ id: 'embeds.table' })}
            >
              <p className="file-meta">{intl.formatMessage({ id: 'embeds.passContext.hint' })}</p>
              <table className="pt-table">
                <caption className="pt-visually-hidden">
                  {intl.formatMessage({ id: 'embeds.table' })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'embeds.col.title' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'embeds.type' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'embeds.col.target' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'embeds.status' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'embeds.col.context' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'embeds.col.actions' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.embeds.map((embed, index) => (
                    <tr key={embed.id}>
                      <td>
                        {embed.title}
                        <div className="file-meta">{embed.provider}</div>
                      </td>
                      <td>
                        {intl.formatMessage({
                          id: embed.embed_type === 'user' ? 'embeds.type.user' : 'embeds.type.role',
                        })}
                      </td>
                      <td>{targetOf(embed)}</td>
                      <td>
                        <Badge tone={embed.is_active ? 'green' : 'gray'}>
                          {intl.formatMessage({
                            id: embed.is_active ? 'embeds.status.active' : 'embeds.status.inactive',
                          })}
                        </Badge>
                        {embed.framing === 'refused' && (
                          <Badge tone="orange">{intl.formatMessage({ id: 'embeds.newTab' })}</Badge>
                        )}
                      </td>
                      <td>
                        <PassContextToggle embed={embed} />
                      </td>
                      <td className="pt-row">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={intl.formatMessage(
                            {
                              id: embed.is_active ? 'embeds.deactivateOne' : 'embeds.activateOne',
                            },
                            { title: embed.title },
                          )}
                          onClick={() =>
                            toggle.mutate({
                              params: { query: { id: embed.id } },
                              body: { is_active: !embed.is_active },
                            })
                          }
                        >
                          {intl.formatMessage({
                            id: embed.is_active ? 'embeds.deactivate' : 'embeds.activate',
                          })}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={intl.formatMessage(
                            { id: 'embeds.checkAgainOne' },
                            { title: embed.title },
                          )}
                          busy={recheck.isPending && recheck.variables?.params.path.id === embed.id}
                          onClick={() => void onCheck(embed)}
                        >
                          {intl.formatMessage({ id: 'embeds.checkAgain' })}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={intl.formatMessage(
                            { id: 'embeds.moveUp' },
                            { title: embed.title },
                          )}
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(answer.embeds, index, -1)}
                        >
                          <span aria-hidden="true">{intl.formatMessage({ id: 'embeds.up' })}</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={intl.formatMessage(
                            { id: 'embeds.moveDown' },
                            { title: embed.title },
                          )}
                          disabled={index === answer.embeds.length - 1 || reorder.isPending}
                          onClick={() => move(answer.embeds, index, 1)}
                        >
                          <span aria-hidden="true">
                            {intl.formatMessage({ id: 'embeds.down' })}
                          </span>
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={intl.formatMessage(
                            { id: 'embeds.deleteOne' },
                            { title: embed.title },
                          )}
                          onClick={() => void onDelete(embed)}
                        >
                          {intl.formatMessage({ id: 'embeds.delete' })}
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
