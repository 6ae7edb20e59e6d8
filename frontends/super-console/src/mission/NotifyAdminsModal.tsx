import { Modal, useToast } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { AnnouncementForm } from '../notifications/AnnouncementForm';

/**
 * Mission Control's Notify Admins (docs/product.md §2): the Announcements tab's compose form in a
 * modal, sent through the same route. A failure stays in the modal; success closes it with a
 * toast.
 */
export function NotifyAdminsModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'mission.notify' })} onClose={onClose}>
      <AnnouncementForm
        onCancel={onClose}
        onSent={() => {
          toast(intl.formatMessage({ id: 'mission.notify.sent' }), { tone: 'success' });
          onClose();
        }}
      />
    </Modal>
  );
}
