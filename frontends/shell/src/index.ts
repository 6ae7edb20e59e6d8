// An async boundary before anything else runs, so the federation runtime can negotiate the
// shared singletons (react, react-router, the kit) before the first import of them.
import('./bootstrap');
