/**
 * Tenant detail → Ownership (issue 24 item 4): the super admin's override, for a workspace whose
 * owner has left or cannot act. The operator picks an active member, confirms in a dialog, and
 * the member becomes the owner (the previous owner stays an admin); tenancy audits it.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  errorMessage,
  Modal,
  QueryState,
  SelectField,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@portico/frontend-kit';
import { FormattedMessage, useIntl } from '../i18n';

export function OwnershipTab({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const users = useApiQuery('/api/super/tenant-users', {
    params: { query: { id: tenantId } },
    tenantId: null,
  });
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const intl = useIntl();
  return (
    <QueryState
      query={users}
      loadingLabel={intl.formatMessage({ id: 'ownership.loading' })}
      error={intl.formatMessage({ id: 'ownership.failed' })}
      retry
    >
      {({ items }) => {
        const active = items.filter((u) => u.status === 'active');
        const owner = active.find((u) => u.role === 'owner');
        const candidates = active.filter((u) => u.role !== 'owner');
        const target = candidates.find((u) => u.id === chosen) ?? candidates[0];
        return (
          <div className="pt-stack">
            <p>
              <FormattedMessage
                id="ownership.owner"
                values={{
                  name: owner
                    ? owner.name || owner.email
                    : intl.formatMessage({ id: 'tenants.none' }),
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </p>
            {!target ? (
              <p>{intl.formatMessage({ id: 'ownership.noCandidate' })}</p>
            ) : (
              <>
                <SelectField
                  label={intl.formatMessage({ id: 'ownership.newOwner' })}
                  value={target.id}
                  onChange={(e) => setChosen(e.target.value)}
                  options={candidates.map((u) => ({
                    value: u.id,
                    label: intl.formatMessage(
                      { id: 'ownership.candidate' },
                      { name: u.name || u.email, role: u.role },
                    ),
                  }))}
                />
                <div>
                  <Button variant="danger" onClick={() => setConfirming(true)}>
                    {intl.formatMessage({ id: 'ownership.transfer' })}
                  </Button>
                </div>
                {confirming && (
                  <ConfirmOverride
                    tenantId={tenantId}
                    tenantName={tenantName}
                    userId={target.id}
                    name={target.name || target.email}
                    onClose={() => setConfirming(false)}
                  />
                )}
              </>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function ConfirmOverride({
  tenantId,
  tenantName,
  userId,
  name,
  onClose,
}: {
  tenantId: string;
  tenantName: string;
  userId: string;
  name: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const transfer = useApiMutation('post', '/api/super/tenants/{id}/ownership', {
    invalidates: ['/api/super/tenant-users', '/api/super/tenants'],
  });
  const confirm = () => {
    setFailure(null);
    transfer.mutate(
      { params: { path: { id: tenantId } }, body: { user_id: userId } },
      {
        onSuccess: () => {
          toast(intl.formatMessage({ id: 'ownership.done' }, { name, tenant: tenantName }), {
            tone: 'success',
          });
          onClose();
        },
        onError: (cause) =>
          setFailure(errorMessage(cause, intl.formatMessage({ id: 'ownership.transferFailed' }))),
      },
    );
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'ownership.question' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'tenants.cancel' })}
          </Button>
          <Button variant="danger" busy={transfer.isPending} onClick={confirm}>
            {intl.formatMessage({ id: 'ownership.transfer' })}
          </Button>
        </>
      }
    >
      <div className="pt-stack">
        {failure && <Alert tone="error">{failure}</Alert>}
        <p>{intl.formatMessage({ id: 'ownership.body' }, { name, tenant: tenantName })}</p>
      </div>
    </Modal>
  );
}
