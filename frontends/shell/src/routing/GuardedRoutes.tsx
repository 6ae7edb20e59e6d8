import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { AUDIENCES, hasSessionHintCookie, isAdminRole, useAuth } from '@portico/frontend-kit';
import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useRemoteLoader } from '../federation/RemoteLoaderContext';
import { RemoteView, startRemote } from '../federation/RemoteView';
import { RequireRole } from './RequireRole';
import { guardedRoutes, type LayoutKind } from './routes';

// Each layout is its own chunk, fetched when its route is first shown, or at once for the page
// being opened (below). A layout whose chunk has arrived is drawn directly rather than through
// lazy(), which would suspend for a moment even then, and React holds back a Suspense
// boundary's content for 300 ms once its fallback has shown (bench/README.md, "Pages").
function layoutChunk(load: () => Promise<ComponentType<{ children: ReactNode }>>) {
  let loaded: ComponentType<{ children: ReactNode }> | undefined;
  const fetchChunk = () => load().then((layout) => (loaded = layout));
  const Lazy = lazy(() => fetchChunk().then((layout) => ({ default: layout })));
  function Chunk({ children }: { children: ReactNode }) {
    // Chosen once: switching from Lazy to the loaded layout would remount the page inside it.
    const [Layout] = useState(() => loaded ?? Lazy);
    return <Layout>{children}</Layout>;
  }
  return { Chunk, fetchChunk };
}
const LAYOUTS = {
  admin: layoutChunk(() => import('../layouts/AdminLayout').then((m) => m.AdminLayout)),
  member: layoutChunk(() => import('../layouts/MemberLayout').then((m) => m.MemberLayout)),
  super: layoutChunk(() => import('../layouts/SuperLayout').then((m) => m.SuperLayout)),
};
const AdminLayout = LAYOUTS.admin.Chunk;
const MemberLayout = LAYOUTS.member.Chunk;
const SuperLayout = LAYOUTS.super.Chunk;

// The page being opened: its layout is fetched now, while the session is read, rather than once
// the guard has let it through. A byRole page's layout depends on the role: it waits.
const openedAt = (pathname: string) =>
  guardedRoutes.find((route) => matchPath(route.path, pathname));
const opened = openedAt(window.location.pathname);
const openedLayout =
  opened && opened.layout !== 'byRole'
    ? LAYOUTS[opened.layout].fetchChunk().catch(() => null)
    : Promise.resolve(null);

/**
 * Resolves once the opened page's layout chunk has arrived (or failed: the layout's own lazy()
 * then shows the failure). The shell's router waits for it before drawing these routes, so the
 * guard and the layout are revealed together: each lazy step revealed on its own is held back
 * 300 ms after the one before it.
 */
export const layoutReady = (): Promise<unknown> => openedLayout;

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
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const remote = openedAt(pathname)?.remote;
  // The page's remote loads while the session is read (its files were preloaded by the entry,
  // federation/earlyStart.ts), so the screen is ready when the guard lets it through.
  useEffect(() => {
    if (remote && hasSessionHintCookie()) void startRemote(loader, remote).catch(() => null);
  }, [loader, remote]);
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
