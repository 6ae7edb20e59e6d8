import { screensOf } from '@portico/frontend-kit/screens';
import { components, HOME_SCREENS, ON_DEMAND_SCREENS } from '../src/screenComponents';

const screens = screensOf('tenant-app');
const fileNamed = (keys: string[], name: string) =>
  keys.filter((key) => key.endsWith(`/${name}.tsx`));

// Adding a screen is its component and a registry entry: the entry finds the component by name
// (frontends/kit/src/screens/registry.ts), so a misspelt or missing one fails here.
describe('the registry’s tenant-app screens', () => {
  it.each(screens.map((screen) => [screen.path, screen.component]))(
    '%s is drawn by %s, found in this remote',
    async (_path, component) => {
      expect(components(component)).toBeDefined();
      const files = fileNamed(ON_DEMAND_SCREENS.keys(), component);
      expect(files).toHaveLength(1);
      const module = (await ON_DEMAND_SCREENS(files[0]!)) as Record<string, unknown>;
      expect(module[component]).toEqual(expect.any(Function));
    },
  );

  // The dashboards' first paint must not wait for a second chunk (screenComponents.ts).
  it('bundles the home screens, and only those, with the remote’s entry', () => {
    const home = [...new Set(screens.filter((s) => s.home).map((s) => s.component))].sort();
    const bundled = HOME_SCREENS.keys()
      .map((key) => key.replace(/^.*\/(\w+)\.tsx$/, '$1'))
      .sort();
    expect(bundled).toEqual(home);
    for (const name of home) expect(components(name)).toEqual(expect.any(Function));
  });
});
