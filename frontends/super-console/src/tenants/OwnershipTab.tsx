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

export function OwnershipTab({ tenantId, tenantName }: { tenantId: string; tenantName: string }) {
  const users = useApiQuery('/api/super/tenant-users', {
    params: { query: { id: tenantId } },
    tenantId: null,
  });
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState
      query={users}
      loadingLabel="Loading the tenant’s members"
      error="The tenant’s members could not be loaded."
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
              Owner: <strong>{owner ? owner.name || owner.email : 'None'}</strong>
            </p>
            {!target ? (
              <p>No other active member can become the owner.</p>
            ) : (
              <>
                <SelectField
                  label="New owner"
                  value={target.id}
                  onChange={(e) => setChosen(e.target.value)}
                  options={candidates.map((u) => ({
                    value: u.id,
                    label: `${u.name || u.email} (${u.role})`,
                  }))}
                />
                <div>
                  <Button variant="danger" onClick={() => setConfirming(true)}>
                    Transfer ownership
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
          toast(`${name} now owns ${tenantName}`, { tone: 'success' });
          onClose();
        },
        onError: (cause) => setFailure(errorMessage(cause, 'Ownership could not be transferred')),
      },
    );
  };
  return (
    <Modal
      title="Transfer ownership?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={transfer.isPending} onClick={confirm}>
            Transfer ownership
          </Button>
        </>
      }
    >
      <div className="pt-stack">
        {failure && <Alert tone="error">{failure}</Alert>}
        <p>
          {name} will own {tenantName}; the current owner stays as an admin. The change is recorded
          in the audit log under your name.
        </p>
      </div>
    </Modal>
  );
}
