import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  Icon,
  isApiError,
  QueryState,
  Table,
  type ApiAnswer,
  type QueryLike,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';
import { statusText, statusTone, tierTone } from './tenantDisplay';
import { PAGE_SIZE } from './useTenants';

type TenantList = ApiAnswer<'get', '/api/super/tenants'>;
export type SuperTenant = TenantList['items'][number];

/**
 * The tenant list both console screens show, with docs/product.md §8's failure texts, 'No tenants
 * found.' and Previous/Next pages; `actions` adds each row's buttons.
 */
export function TenantTable({
  query,
  caption,
  page,
  onPage,
  actions,
}: {
  query: QueryLike<TenantList>;
  caption: string;
  page: number;
  onPage: (page: number) => void;
  actions: (tenant: SuperTenant) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <QueryState
      query={query}
      loadingLabel={intl.formatMessage({ id: 'mission.tenants.loading' })}
      error={(cause) =>
        isApiError(cause) && cause.status
          ? intl.formatMessage({ id: 'mission.tenants.failedStatus' }, { status: cause.status })
          : intl.formatMessage({ id: 'mission.tenants.failed' })
      }
      isEmpty={(answer) => answer.items.length === 0}
      empty={
        <EmptyState
          title={intl.formatMessage({ id: 'integrations.toggles.empty' })}
          icon={<Icon name="building" />}
        />
      }
    >
      {(answer) => (
        <>
          <Table
            caption={caption}
            rowKey={(t) => t.id}
            rows={answer.items}
            columns={[
              {
                key: 'name',
                header: intl.formatMessage({ id: 'tenants.name' }),
                render: (t) => <strong>{t.name}</strong>,
              },
              {
                key: 'slug',
                header: intl.formatMessage({ id: 'tenants.slug' }),
                render: (t) => t.slug,
              },
              {
                key: 'domain',
                header: intl.formatMessage({ id: 'tenants.domain' }),
                render: (t) => t.domain || '-',
              },
              {
                key: 'tier',
                header: intl.formatMessage({ id: 'tenants.tier' }),
                render: (t) => <Badge tone={tierTone(t.tier)}>{t.tier}</Badge>,
              },
              {
                key: 'status',
                header: intl.formatMessage({ id: 'tenants.status' }),
                render: (t) => (
                  <Badge tone={statusTone(t.status)}>{statusText(t.status, intl)}</Badge>
                ),
              },
              {
                key: 'seats',
                header: intl.formatMessage({ id: 'tenants.seats' }),
                render: (t) =>
                  intl.formatMessage(
                    { id: 'tenants.seats.count' },
                    { used: t.seats_used, total: t.seats_total },
                  ),
              },
              {
                key: 'actions',
                header: intl.formatMessage({ id: 'tenants.actions' }),
                render: actions,
              },
            ]}
          />
          <nav className="tenant-pages" aria-label={intl.formatMessage({ id: 'tenants.pages' })}>
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {intl.formatMessage({ id: 'tenants.previous' })}
            </Button>
            <span>
              <FormattedMessage
                id="tenants.page"
                values={{
                  page,
                  pages: Math.max(1, Math.ceil(answer.total / PAGE_SIZE)),
                  total: answer.total,
                }}
              />
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page * PAGE_SIZE >= answer.total}
              onClick={() => onPage(page + 1)}
            >
              {intl.formatMessage({ id: 'tenants.next' })}
            </Button>
          </nav>
        </>
      )}
    </QueryState>
  );
}
