import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import type { Screen } from './registry';
import { screensOf } from './screens';

/** A remote's modules as webpack's require.context gives them (jest: tooling/test-infra). */
export interface ModuleContext {
  (key: string): unknown;
  keys(): string[];
}

/** Finds a screen's component by name: the export `X` of the one file `X.tsx` under src/. */
export type ScreenComponents = (name: string) => ComponentType | undefined;

export function screenComponents(context: ModuleContext): ScreenComponents {
  return (name) => {
    const files = context.keys().filter((key) => key.endsWith(`/${name}.tsx`));
    if (files.length !== 1) return undefined;
    const found = (context(files[0]!) as Record<string, unknown>)[name];
    return typeof found === 'function' ? (found as ComponentType) : undefined;
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
  return Component ? <Component /> : <NotFound />;
}
