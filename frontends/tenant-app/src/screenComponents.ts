import { screenComponents } from '@portico/frontend-kit/screens';

// This remote's screens, found by the registry's naming convention: `X` exported from `X.tsx`
// anywhere under src/ (frontends/kit/src/screens/registry.ts). The dashboards, the screens a
// signed-in person opens first (the registry's `home` screens), are bundled with the remote's
// entry, which the shell preloads on a dashboard path; every other screen is a chunk of its own,
// downloaded when first shown, so the dashboards' first paint waits for none of them
// (bench/README.md, "Pages in Chromium"). test/screenComponents.test.ts keeps the first list
// equal to the registry's home screens.
export const HOME_SCREENS = require.context('./screens', false, /\/(Admin|Member)Dashboard\.tsx$/);

export const ON_DEMAND_SCREENS = require.context('./', true, /\/[A-Z]\w*\.tsx$/, 'lazy');

export const components = screenComponents(HOME_SCREENS, ON_DEMAND_SCREENS);
