import { screenComponents } from '@portico/frontend-kit/screens';

// This remote's screens, found by the registry's naming convention: `X` exported from `X.tsx`
// anywhere under src/ (frontends/kit/src/screens/registry.ts). Bundled with the remote's entry,
// as the screens were when they were imported one by one.
export const components = screenComponents(require.context('./', true, /\/[A-Z]\w*\.tsx$/));
