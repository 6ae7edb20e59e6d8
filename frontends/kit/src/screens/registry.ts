/**
 * Every guarded screen, declared once: its path, the remote that renders it, the layout the
 * shell draws around it, who may open it (an audience of `@portico/rules`), its sidebar link
 * and its command-palette entry. The shell's route guard and the three layouts' navigation,
 * the console's palette and each remote's router are all read from here (frontends/README.md).
 *
 * A screen's `component` is found by name in its remote: the export of that name from the file
 * of that name anywhere under the remote's src/ (`BillingPage` in `billing/BillingPage.tsx`).
 * Adding a screen is that component plus one entry here.
 *
 * The order is the sidebars' order. A screen's words are the kit's messages keyed by its `id`:
 * `screens.<id>.nav` for its sidebar link and `screens.<id>.palette` for its palette action
 * (screens/i18n/en.json; `useScreenLabels()` reads them, kit's test/screens.test.ts requires them).
 */
import { AUDIENCES, type Audience } from '@portico/rules';
import type { RemoteName } from '../federation';

/** The shell's layouts: byRole is the admin layout for admins and super admins, else member. */
export type ScreenLayout = 'admin' | 'member' | 'byRole' | 'super';
export type Sidebar = 'admin' | 'member' | 'super';
/** The shell draws each of these (layouts/Sidebar.tsx). */
export type NavIcon =
  | 'dashboard'
  | 'users'
  | 'files'
  | 'billing'
  | 'integrations'
  | 'settings'
  | 'screens'
  | 'forms'
  | 'health'
  | 'jobs'
  | 'audit'
  | 'bell'
  | 'tenants'
  | 'embed'
  | 'messages';

export interface Screen {
  /** Unique, stable: the screen's name in code and in message keys. */
  id: string;
  /** As react-router matches it: `:name` is one segment. */
  path: string;
  remote: Exclude<RemoteName, 'landing'>;
  layout: ScreenLayout;
  /** Who may open it; anyone else is sent to their own dashboard. */
  audience: Audience;
  /** The remote's component that renders it (see above). */
  component: string;
  /** A dashboard of its own for the roles its audience names (the guard sends them here). */
  home?: true;
  /**
   * Its link in a sidebar, labelled `screens.<id>.nav`; `withTenant` keeps the active tenant
   * in the link (?tenant_id=).
   */
  nav?: { sidebar: Sidebar; icon: NavIcon; withTenant?: true };
  /** An "Open ..." action in the super console's command palette, `screens.<id>.palette`. */
  palette?: true;
}

const tenant = (screen: Omit<Screen, 'remote'>): Screen => ({ ...screen, remote: 'tenant-app' });
const admin = (screen: Omit<Screen, 'remote' | 'layout' | 'audience'>): Screen =>
  tenant({ ...screen, layout: 'admin', audience: AUDIENCES.admins });
const superScreen = (screen: Omit<Screen, 'remote' | 'layout' | 'audience'>): Screen => ({
  ...screen,
  remote: 'super-console',
  layout: 'super',
  audience: AUDIENCES.superAdmins,
});

export const SCREENS: readonly Screen[] = [
  // The tenant admin area (docs/product.md §2 "Admin scope banner": its sidebar, in that order).
  admin({
    id: 'adminDashboard',
    path: '/dashboard/admin',
    component: 'AdminDashboard',
    home: true,
    nav: { sidebar: 'admin', icon: 'dashboard', withTenant: true },
  }),
  admin({
    id: 'users',
    path: '/crm/users',
    component: 'UsersScreen',
    nav: { sidebar: 'admin', icon: 'users' },
  }),
  admin({
    id: 'adminFiles',
    path: '/admin/files',
    component: 'FilesPage',
    nav: { sidebar: 'admin', icon: 'files' },
  }),
  admin({
    id: 'billing',
    path: '/dashboard/admin/billing',
    component: 'BillingPage',
    nav: { sidebar: 'admin', icon: 'billing' },
  }),
  admin({
    id: 'payments',
    path: '/dashboard/admin/payments',
    component: 'PaymentsPage',
    nav: { sidebar: 'admin', icon: 'billing' },
  }),
  admin({
    id: 'integrations',
    path: '/dashboard/admin/integrations',
    component: 'IntegrationsPage',
    nav: { sidebar: 'admin', icon: 'integrations' },
  }),
  admin({
    id: 'adminSettings',
    path: '/dashboard/admin/settings',
    component: 'AdminSettings',
    nav: { sidebar: 'admin', icon: 'settings' },
  }),
  admin({
    id: 'adminEmbeds',
    path: '/admin-embeds',
    component: 'AdminEmbeds',
    nav: { sidebar: 'admin', icon: 'screens' },
  }),
  admin({
    id: 'forms',
    path: '/forms',
    component: 'FormsPage',
    nav: { sidebar: 'admin', icon: 'forms' },
  }),
  admin({
    id: 'adminTasks',
    path: '/admin/tasks',
    component: 'AdminTasks',
    nav: { sidebar: 'admin', icon: 'forms' },
  }),
  admin({
    id: 'adminMessages',
    path: '/admin/messages',
    component: 'MessagesScreen',
    nav: { sidebar: 'admin', icon: 'messages' },
  }),
  admin({ id: 'adminSettingsAlias', path: '/admin/settings', component: 'AdminSettings' }),
  admin({ id: 'assignRoles', path: '/assign-roles', component: 'AssignRolesPage' }),

  // Members' dashboards: each role lands on the first whose audience names it.
  tenant({
    id: 'teamMemberDashboard',
    path: '/dashboard/recruitpro',
    layout: 'member',
    audience: AUDIENCES.teamMembers,
    component: 'MemberDashboard',
    home: true,
  }),
  tenant({
    id: 'jobSeekerDashboard',
    path: '/dashboard/jobseeker',
    layout: 'member',
    audience: AUDIENCES.jobSeekers,
    component: 'MemberDashboard',
    home: true,
  }),
  tenant({
    id: 'clientDashboard',
    path: '/dashboard/client',
    layout: 'member',
    audience: AUDIENCES.clients,
    component: 'MemberDashboard',
    home: true,
    nav: { sidebar: 'member', icon: 'dashboard' },
  }),

  // Every member's screens, in the layout of the person's role.
  tenant({
    id: 'messages',
    path: '/messages',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'MessagesScreen',
    nav: { sidebar: 'member', icon: 'messages' },
  }),
  tenant({
    id: 'files',
    path: '/files',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'FilesPage',
    nav: { sidebar: 'member', icon: 'files' },
  }),
  tenant({
    id: 'clientInvoices',
    path: '/invoices',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'ClientInvoicesPage',
    nav: { sidebar: 'member', icon: 'billing' },
  }),
  tenant({
    id: 'clientInvoice',
    path: '/invoices/:id',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'ClientInvoicesPage',
  }),
  tenant({
    id: 'myFiles',
    path: '/my-files',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'FilesPage',
  }),
  tenant({
    id: 'yourTasks',
    path: '/tasks',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'YourTasks',
    nav: { sidebar: 'member', icon: 'forms' },
  }),
  tenant({
    id: 'formBuilder',
    path: '/forms/new',
    layout: 'byRole',
    audience: AUDIENCES.formBuilders,
    component: 'FormBuilderPage',
  }),
  tenant({
    id: 'formFill',
    path: '/forms/:id',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'FillPage',
  }),
  tenant({
    id: 'formResponses',
    path: '/forms/:id/responses',
    layout: 'byRole',
    audience: AUDIENCES.formBuilders,
    component: 'ResponsesPage',
  }),
  tenant({
    id: 'embed',
    path: '/embed/:id',
    layout: 'byRole',
    audience: AUDIENCES.everyMember,
    component: 'EmbedPage',
  }),
  tenant({
    id: 'memberSettings',
    path: '/settings',
    layout: 'member',
    audience: AUDIENCES.nonAdmins,
    component: 'MemberSettings',
    nav: { sidebar: 'member', icon: 'settings' },
  }),

  // The super admin console (docs/product.md §2), its sidebar in that order.
  superScreen({
    id: 'missionControl',
    path: '/super',
    component: 'MissionControl',
    nav: { sidebar: 'super', icon: 'dashboard' },
  }),
  superScreen({
    id: 'tenants',
    path: '/super/tenants',
    component: 'TenantsPage',
    nav: { sidebar: 'super', icon: 'tenants' },
  }),
  superScreen({
    id: 'userManagement',
    path: '/superadmin/user-management',
    component: 'UserManagementPage',
    nav: { sidebar: 'super', icon: 'users' },
  }),
  superScreen({
    id: 'appHealth',
    path: '/super/health',
    component: 'AppHealth',
    nav: { sidebar: 'super', icon: 'health' },
  }),
  superScreen({
    id: 'jobs',
    path: '/super/jobs',
    component: 'Jobs',
    nav: { sidebar: 'super', icon: 'jobs' },
    palette: true,
  }),
  superScreen({
    id: 'superIntegrations',
    path: '/super/integrations',
    component: 'Integrations',
    nav: { sidebar: 'super', icon: 'integrations' },
  }),
  superScreen({
    id: 'superEmbeds',
    path: '/super/embeds',
    component: 'SuperEmbeds',
    nav: { sidebar: 'super', icon: 'embed' },
  }),
  superScreen({
    id: 'superNotifications',
    path: '/super/notifications',
    component: 'Notifications',
    nav: { sidebar: 'super', icon: 'bell' },
  }),
  superScreen({
    id: 'superSettings',
    path: '/super/settings',
    component: 'SuperSettings',
    nav: { sidebar: 'super', icon: 'settings' },
  }),
  superScreen({
    id: 'auditLogs',
    path: '/super/audit',
    component: 'AuditLogs',
    nav: { sidebar: 'super', icon: 'audit' },
    palette: true,
  }),
];
