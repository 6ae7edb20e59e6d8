/**
 * The kit's Tabs follow the WAI-ARIA tabs pattern: Left and Right move to the previous and
 * next tab (wrapping), Home and End to the first and last; the tab moved to is selected,
 * focused and the only one in the Tab order, and its panel is shown.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../src';

function Settings() {
  const [selected, setSelected] = useState('brand');
  return (
    <Tabs
      label="Settings"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'brand', label: 'Brand', content: <p>Brand settings</p> },
        { id: 'roles', label: 'Roles', content: <p>Role settings</p> },
        { id: 'domains', label: 'Domains', content: <p>Domain settings</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

it('moves with the arrow keys, wrapping at both ends, selecting as it goes', async () => {
  const user = userEvent.setup();
  render(<Settings />);
  await user.tab();
  expect(tab('Brand')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Roles')).toHaveFocus();
  expect(tab('Roles')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Roles' })).toHaveTextContent('Role settings');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('Brand')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tab('Domains')).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Domain settings');
});

it('jumps to the first tab with Home and the last with End', async () => {
  const user = userEvent.setup();
  render(<Settings />);
  await user.tab();
  await user.keyboard('{End}');
  expect(tab('Domains')).toHaveFocus();
  expect(tab('Domains')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(tab('Brand')).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Brand settings');
});

it('keeps only the selected tab in the Tab order, then moves into its panel', async () => {
  const user = userEvent.setup();
  render(<Settings />);
  await user.tab();
  await user.keyboard('{ArrowRight}');
  expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual([
    '-1',
    '0',
    '-1',
  ]);
  await user.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});
