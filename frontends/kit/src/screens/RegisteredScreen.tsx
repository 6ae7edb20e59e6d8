import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { LoadingScreen } from '../ui/LoadingScreen';
import type { Screen } from './registry';
import { screensOf } from './screens';

/** A remote's modules as webpack's require.context gives them (jest: tooling/test-infra). */
export interface ModuleContext {
  (key: string): unknown;
  keys(): string[];
}

/**
 * A remote's modules as `require.context(..., 'lazy')` gives them: each is a chunk of its own,
 * downloaded when first asked for.
 */
export interface LazyModuleContext {
  (key: string): Promise<unknown>;
  keys(): string[];
}

/** Finds a screen's component by name: the export `X` of the one file `X.tsx` under src/. */
export type ScreenComponents = (name: string) => ComponentType | undefined;

const fileNamed = (keys: string[], name: string): string | undefined => {
  const files = keys.filter((key) => key.endsWith(`/${name}.tsx`));
  return files.length === 1 ? files[0] : undefined;
};

/**
 * A remote's screens by name: those of `context` bundled with the remote's entry, and those only
 * `onDemand` has downloaded when first shown (a lazy component; RegisteredScreen shows the
 * loading state meanwhile).
 */
export function screenComponents(
  context: ModuleContext,
  onDemand?: LazyModuleContext,
): ScreenComponents {
  const deferred = new Map<string, ComponentType>();
  return (name) => {
    const file = fileNamed(context.keys(), name);
    if (file) {
      const found = (context(file) as Record<string, unknown>)[name];
      return typeof found === 'function' ? (found as ComponentType) : undefined;
    }
    const later = onDemand && fileNamed(onDemand.keys(), name);
    if (!later) return undefined;
    let component = deferred.get(name);
    if (!component) {
      component = lazy(() =>
        onDemand(later).then(
          (module) => {
            const found = (module as Record<string, unknown>)[name];
            if (typeof found !== 'function') throw new Error(`${later} exports no ${name}`);
            return { default: found as ComponentType };
          },
          (cause: unknown) => {
            // React keeps a failed lazy() for good: the remote's retry must get a fresh one.
            deferred.delete(name);
            throw cause;
          },
        ),
      );
      deferred.set(name, component);
    }
    return component;
  };
}

/** The remote's screen at this path; one without parameters wins (/forms/new is no form id). */
export function screenAt(remote: Screen['remote'], pathname: string): Screen | undefined {
  const matches = screensOf(remote).filter((screen) => matchPath(screen.path, pathname));
  return matches.find((screen) => !screen.path.includes(':')) ?? matches[0];
}

/**
 * A remote's router: the registry's screen for the current path, drawn by its component. The
 * shell has already guarded the path and drawn the layout.
 */
export function RegisteredScreen({
  remote,
  components,
  notFound: NotFound,
}: {
  remote: Screen['remote'];
  components: ScreenComponents;
  notFound: ComponentType;
}) {
  const { pathname } = useLocation();
  const screen = screenAt(remote, pathname);
  const Component = screen && components(screen.component);
  if (!Component) return <NotFound />;
  // A screen of the remote's on-demand part shows the loading state while its chunk downloads.
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Component />
    </Suspense>
  );
}
