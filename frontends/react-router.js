// What the apps use of react-router, re-exported from the full package (aliased as
// react-router-full in webpack.shared.js). The shell provides this module as the one shared
// react-router, and a shared module cannot be tree-shaken by its consumers: re-exporting only
// these names lets webpack drop the server, data-router and RSC code no screen runs (about
// two thirds of the package). A screen importing a name not listed here fails the build.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-full';
