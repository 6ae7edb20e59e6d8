import { useIntl } from './i18n';
import { ActiveAlerts } from './mission/ActiveAlerts';
import { MissionCharts } from './mission/MissionCharts';
import { QuickActions } from './mission/QuickActions';
import { QuickTenantAccess } from './mission/QuickTenantAccess';
import { FreshnessProvider, UpdatedNote } from './mission/live';
import { PaymentsVolume } from './mission/PaymentsVolume';
import { StatusCards } from './mission/StatusCards';

/**
 * Mission Control (docs/product.md §2): the four status cards, the Requests & Errors and Job Queue
 * Depth charts, Active Alerts, Client Payments (issue 29), Quick Actions and Quick Tenant Access. Every figure is measured
 * by the service that owns it; what cannot be measured says so instead of showing a number.
 * The figures read themselves again on their own intervals (see ./mission/live), keeping
 * what they showed while the next answer loads or when a refresh fails.
 */
export function MissionControl() {
  const intl = useIntl();
  return (
    <FreshnessProvider>
      <div className="console">
        <div>
          <h1>{intl.formatMessage({ id: 'mission.title' })}</h1>
          <p className="console__subtitle">{intl.formatMessage({ id: 'mission.subtitle' })}</p>
          <UpdatedNote />
        </div>
        <StatusCards />
        <MissionCharts />
        <ActiveAlerts />
        <PaymentsVolume />
        <QuickActions />
        <QuickTenantAccess />
      </div>
    </FreshnessProvider>
  );
}
