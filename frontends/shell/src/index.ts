import { startEarly } from './federation/earlyStart';

// The network work every page needs next starts now, while the bootstrap downloads. Then an
// async boundary before anything else runs, so the federation runtime can negotiate the shared
// singletons (react, react-router, the kit) before the first import of them.
void startEarly().then(() => import('./bootstrap'));
