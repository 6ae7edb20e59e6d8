/**
 * Every dialog keeps keyboard focus inside while open and gives it back on close (WAI-ARIA
 * dialog pattern): Tab from the last control comes back to the first, Shift+Tab from the first
 * goes to the last, Escape closes, and focus returns to the control that opened it.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, Drawer, Modal } from '../src';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Button onClick={() => setOpen(true)}>Invite</Button>
      {open && (
        <Modal
          title="Invite someone"
          onClose={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>Send</Button>}
        >
          <label>
            Email
            <input />
          </label>
        </Modal>
      )}
      <button type="button">After</button>
    </>
  );
}

/** focus-trap arrives with an import() when the first dialog opens; wait until it holds Tab. */
async function trapHolds(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
  await waitFor(async () => {
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
}

it('keeps Tab and Shift+Tab inside the open dialog, cycling round its controls', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Invite' }));
  // Focus moves to the first field at once.
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  await trapHolds(user);

  screen.getByRole('button', { name: 'Send' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  for (let i = 0; i < 5; i += 1) {
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  }
});

it('closes on Escape and gives focus back to the button that opened it', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Invite' });
  await user.click(opener);
  await trapHolds(user);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  // The page's own Tab order is back.
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
});

it('gives focus back also when closed before the trap had loaded', async () => {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Invite' });
  await user.click(opener);
  act(() => screen.getByRole('button', { name: 'Send' }).click());
  expect(opener).toHaveFocus();
});

function DrawerWithConfirm() {
  const [drawer, setDrawer] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Button onClick={() => setDrawer(true)}>Open file</Button>
      {drawer && (
        <Drawer title="Report" onClose={() => setDrawer(false)}>
          <Button onClick={() => setConfirm(true)}>Delete</Button>
          {confirm && (
            <Modal title="Delete this file?" onClose={() => setConfirm(false)}>
              <Button onClick={() => setConfirm(false)}>Cancel</Button>
            </Modal>
          )}
        </Drawer>
      )}
    </>
  );
}

it('Escape closes only the innermost of a dialog opened from a drawer, then the drawer', async () => {
  const user = userEvent.setup();
  render(<DrawerWithConfirm />);
  const opener = screen.getByRole('button', { name: 'Open file' });
  await user.click(opener);
  const remove = screen.getByRole('button', { name: 'Delete' });
  await user.click(remove);
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Delete this file?' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Report' })).toBeInTheDocument();
  expect(remove).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
