import { screensOf } from '@portico/frontend-kit/screens';
import { components } from '../src/screenComponents';

// Adding a screen is its component and a registry entry: the entry finds the component by name
// (frontends/kit/src/screens/registry.ts), so a misspelt or missing one fails here.
describe('the registry’s tenant-app screens', () => {
  it.each(screensOf('tenant-app').map((screen) => [screen.path, screen.component]))(
    '%s is drawn by %s, found in this remote',
    (_path, component) => {
      expect(components(component)).toEqual(expect.any(Function));
    },
  );
});
