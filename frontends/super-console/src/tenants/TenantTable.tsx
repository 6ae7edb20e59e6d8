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
import { statusTone, tierTone } from './tenantDisplay';
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
  return (
    <QueryState
      query={query}
      loadingLabel="Loading tenants"
      error={(cause) =>
        isApiError(cause) && cause.status
          ? `Failed to load tenants (${cause.status})`
          : 'Error loading tenants'
      }
      isEmpty={(answer) => answer.items.length === 0}
      empty={<EmptyState title="No tenants found." icon={<Icon name="building" />} />}
    >
      {(answer) => (
        <>
          <Table
            caption={caption}
            rowKey={(t) => t.id}
            rows={answer.items}
            columns={[
              { key: 'name', header: 'Name', render: (t) => <strong>{t.name}</strong> },
              { key: 'slug', header: 'Slug', render: (t) => t.slug },
              { key: 'domain', header: 'Domain', render: (t) => t.domain || '-' },
              {
                key: 'tier',
                header: 'Tier',
                render: (t) => <Badge tone={tierTone(t.tier)}>{t.tier}</Badge>,
              },
              {
                key: 'status',
                header: 'Status',
                render: (t) => <Badge tone={statusTone(t.status)}>{t.status}</Badge>,
              },
              {
                key: 'seats',
                header: 'Seats',
                render: (t) => `${t.seats_used} / ${t.seats_total}`,
              },
              { key: 'actions', header: 'Actions', render: actions },
            ]}
          />
          <nav className="tenant-pages" aria-label="Tenant pages">
            <Button
              size="sm"
              variant="secondary"
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              Previous
            </Button>
            <span>
              Page {page} of {Math.max(1, Math.ceil(answer.total / PAGE_SIZE))} ({answer.total}{' '}
              tenants)
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page * PAGE_SIZE >= answer.total}
              onClick={() => onPage(page + 1)}
            >
              Next
            </Button>
          </nav>
        </>
      )}
    </QueryState>
  );
}
