import { matchPath, useLocation } from 'react-router';
import type { ComponentType } from 'react';
import { BillingPage } from './billing/BillingPage';
import { AdminEmbeds } from './embeds/AdminEmbeds';
import { EmbedPage } from './embeds/EmbedPage';
import { FilesPage } from './files/FilesPage';
import { AssignRolesPage } from './forms/assign/AssignRolesPage';
import { FormBuilderPage } from './forms/builder/FormBuilder';
import { FormsPage } from './forms/manage/FormsPage';
import { FillPage } from './forms/fill/FillPage';
import { ResponsesPage } from './forms/responses/ResponsesPage';
import { IntegrationsPage } from './integrations/IntegrationsPage';
import { AdminDashboard } from './screens/AdminDashboard';
import { MemberDashboard } from './screens/MemberDashboard';
import { ScreenNotFound } from './screens/ScreenNotFound';
import { AdminSettings, MemberSettings } from './screens/settings/SettingsScreens';
import { UsersScreen } from './screens/users/UsersScreen';
import './tenant-app.css';

/** The tenant area's own routes; the shell has already guarded the path and drawn the layout. */
const screens: { path: string; screen: ComponentType }[] = [
  { path: '/dashboard/admin', screen: AdminDashboard },
  { path: '/dashboard/client', screen: MemberDashboard },
  { path: '/dashboard/recruitpro', screen: MemberDashboard },
  { path: '/dashboard/jobseeker', screen: MemberDashboard },
  { path: '/files', screen: FilesPage },
  { path: '/my-files', screen: FilesPage },
  { path: '/admin/files', screen: FilesPage },
  { path: '/embed/:id', screen: EmbedPage },
  { path: '/admin-embeds', screen: AdminEmbeds },
  { path: '/crm/users', screen: UsersScreen },
  { path: '/dashboard/admin/settings', screen: AdminSettings },
  { path: '/admin/settings', screen: AdminSettings },
  { path: '/settings', screen: MemberSettings },
  { path: '/assign-roles', screen: AssignRolesPage },
  // Before any '/forms/:id' entry: the first match wins, and 'new' is not a form id.
  { path: '/forms/new', screen: FormBuilderPage },
  { path: '/forms', screen: FormsPage },
  { path: '/dashboard/admin/integrations', screen: IntegrationsPage },
  { path: '/dashboard/admin/billing', screen: BillingPage },
  { path: '/forms/:id/responses', screen: ResponsesPage },
  { path: '/forms/:id', screen: FillPage },
];

export default function TenantApp() {
  const { pathname } = useLocation();
  // A path without parameters wins over one with (/forms/new is the builder, not form "new").
  const matches = screens.filter((s) => matchPath(s.path, pathname));
  const Screen =
    (matches.find((s) => !s.path.includes(':')) ?? matches[0])?.screen ?? ScreenNotFound;
  return <Screen />;
}
