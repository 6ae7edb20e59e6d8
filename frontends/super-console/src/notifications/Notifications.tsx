import { useState } from 'react';
import { Tabs } from '@portico/frontend-kit';
import { useIntl } from '../i18n';
import { Announcements } from './Announcements';
import { Rules } from './Rules';
import './notifications.css';

/** /super/notifications (docs/product.md §2): tabs Announcements (compose, history) and Rules. */
export function Notifications() {
  const [tab, setTab] = useState('announcements');
  const intl = useIntl();
  return (
    <div className="console">
      <div>
        <h1>{intl.formatMessage({ id: 'notifications.title' })}</h1>
        <p className="console__subtitle">{intl.formatMessage({ id: 'notifications.subtitle' })}</p>
      </div>
      <Tabs
        label={intl.formatMessage({ id: 'notifications.title' })}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'announcements',
            label: intl.formatMessage({ id: 'notifications.tab.announcements' }),
            content: <Announcements />,
          },
          {
            id: 'rules',
            label: intl.formatMessage({ id: 'notifications.tab.rules' }),
            content: <Rules />,
          },
        ]}
      />
    </div>
  );
}
