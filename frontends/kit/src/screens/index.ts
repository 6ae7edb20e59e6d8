// `@portico/frontend-kit/screens`: the screen registry and what is read from it. Not part of
// the kit's shared entry, which every page loads (sign-in included, within its budget): the
// shell fetches it with its guarded routes, each remote bundles it with its router.
export { SCREENS, type NavIcon, type Screen, type ScreenLayout, type Sidebar } from './registry';
export {
  dashboardPathFor,
  paletteScreens,
  profileHomeFor,
  screensOf,
  sidebarScreens,
} from './screens';
export {
  RegisteredScreen,
  screenAt,
  screenComponents,
  type LazyModuleContext,
  type ModuleContext,
  type ScreenComponents,
} from './RegisteredScreen';
export { useScreenLabels } from './screenLabels';
