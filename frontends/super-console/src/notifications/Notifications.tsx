import { useState } from 'react';
import { Tabs } from '@portico/frontend-kit';
import { Announcements } from './Announcements';
import { Rules } from './Rules';
import './notifications.css';

/** /super/notifications (docs/product.md §2): tabs Announcements (compose, history) and Rules. */
export function Notifications() {
  const [tab, setTab] = useState('announcements');
  return (
    <div className="console">
      <div>
        <h1>Notifications</h1>
        <p className="console__subtitle">
          Announcements to tenants and alert rules for the platform
        </p>
      </div>
      <Tabs
        label="Notifications"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'announcements', label: 'Announcements', content: <Announcements /> },
          { id: 'rules', label: 'Rules', content: <Rules /> },
        ]}
      />
    </div>
  );
}
