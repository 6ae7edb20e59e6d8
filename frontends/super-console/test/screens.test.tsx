import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { paletteScreens, screensOf } from '@portico/frontend-kit/screens';
import { CommandPalette } from '../src/CommandPalette';
import { components } from '../src/screenComponents';

// Adding a screen is its component and a registry entry: the entry finds the component by name
// (frontends/kit/src/screens/registry.ts), so a misspelt or missing one fails here.
describe('the registry’s super-console screens', () => {
  it.each(screensOf('super-console').map((entry) => [entry.path, entry.component]))(
    '%s is drawn by %s, found in this remote',
    (_path, component) => {
      expect(components(component)).toEqual(expect.any(Function));
    },
  );
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

describe('the command palette', () => {
  it.each(paletteScreens().map((entry) => [entry.palette.label, entry.path]))(
    'offers the registry’s %s, which opens %s',
    async (label, path) => {
      render(
        <MemoryRouter initialEntries={['/super']}>
          <CommandPalette />
          <Location />
        </MemoryRouter>,
      );
      fireEvent.keyDown(window, { key: 'K', ctrlKey: true, shiftKey: true });
      const palette = await screen.findByRole('dialog', { name: 'Command palette' });
      fireEvent.click(within(palette).getByRole('button', { name: label }));
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    },
  );
});
