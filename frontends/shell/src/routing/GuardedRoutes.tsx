import { matchPath, Navigate, Route, Routes } from 'react-router';
import { AUDIENCES, isAdminRole, useAuth } from '@portico/frontend-kit';
import { lazy, type ReactNode } from 'react';
import { RemoteView } from '../federation/RemoteView';
import { RequireRole } from './RequireRole';
import { guardedRoutes, type LayoutKind } from './routes';

// Each layout is its own chunk, fetched when its route is first shown.
const LAYOUT_CHUNKS = {
  admin: () => import('../layouts/AdminLayout'),
  member: () => import('../layouts/MemberLayout'),
  super: () => import('../layouts/SuperLayout'),
};
const AdminLayout = lazy(() => LAYOUT_CHUNKS.admin().then((m) => ({ default: m.AdminLayout })));
const MemberLayout = lazy(() => LAYOUT_CHUNKS.member().then((m) => ({ default: m.MemberLayout })));
const SuperLayout = lazy(() => LAYOUT_CHUNKS.super().then((m) => ({ default: m.SuperLayout })));

// The layout of the page being opened is fetched now, while the session is read, rather than
// once the guard has let it through (a round trip later on the way to the page's first paint).
// A byRole page's layout depends on the role, so it waits for the session.
const opened = guardedRoutes.find((route) => matchPath(route.path, window.location.pathname));
if (opened && opened.layout !== 'byRole') void LAYOUT_CHUNKS[opened.layout]().catch(() => null);

function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  const { userRole, isSuperAdmin } = useAuth();
  if (kind === 'super') return <SuperLayout>{children}</SuperLayout>;
  if (kind === 'admin' || (kind === 'byRole' && (isAdminRole(userRole) || isSuperAdmin)))
    return <AdminLayout>{children}</AdminLayout>;
  return <MemberLayout>{children}</MemberLayout>;
}

/** /app belongs to super admins; the guard sends everyone else on. */
const SuperHome = () => <Navigate to="/super" replace />;

/**
 * Every guarded screen of the registry (routes.ts), behind the route guard and in its layout;
 * any other path goes to /login. Its own chunk: the public pages never load the screen table.
 */
export function GuardedRoutes() {
  return (
    <Routes>
      <Route
        path="/app"
        element={
          <RequireRole roles={AUDIENCES.superAdmins}>
            <SuperHome />
          </RequireRole>
        }
      />
      {guardedRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <RequireRole roles={route.roles}>
              <Layout kind={route.layout}>
                <RemoteView name={route.remote} />
              </Layout>
            </RequireRole>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
