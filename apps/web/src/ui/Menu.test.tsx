import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from './Menu.tsx';

const renderMenu = (onSelect = vi.fn(), hoverCloseMs?: number) => {
  render(
    <>
      <button type="button">before</button>
      <Menu trigger="Settings" {...(hoverCloseMs === undefined ? {} : { hoverCloseMs })}>
        <MenuLabel>Display</MenuLabel>
        <MenuItem onSelect={onSelect}>Language</MenuItem>
        <MenuSeparator />
        <MenuItem asChild>
          <a href="/help">Help</a>
        </MenuItem>
      </Menu>
    </>,
  );
  return onSelect;
};

const trigger = () => screen.getByRole('button', { name: 'Settings' });

/** Tab onto the trigger, and wait for the menu's code to replace the plain trigger without losing focus. */
const tabToTrigger = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.tab();
  await user.tab();
  await waitFor(() => expect(trigger()).toHaveAttribute('data-state', 'closed'));
  expect(trigger()).toHaveFocus();
};

describe('Menu', () => {
  it('starts as a plain menu button named like the real one', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens when its code arrives between the press and the release, which then lands on no trigger', async () => {
    renderMenu();
    // A pointer press focuses the button; the code swapped in on that focus leaves the release nothing to click.
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'mouse' });
    fireEvent.focus(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])('opens with %s, closes with Escape and gives focus back to the trigger', async (key) => {
    const user = userEvent.setup();
    renderMenu();
    await tabToTrigger(user);
    await user.keyboard(key);
    const menu = await screen.findByRole('menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(screen.getByRole('menuitem', { name: 'Language' }));
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('moves through the items with the arrow keys and chooses one with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();
    await tabToTrigger(user);
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Language' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('opens when the plain trigger was pressed before the code arrived', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('opens on hover without taking focus, and closes after the pointer leaves', async () => {
    const user = userEvent.setup();
    renderMenu(vi.fn(), 50);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.hover(trigger());
    await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    await user.unhover(trigger());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });

  it('stays open when the trigger a hover opened is clicked, and the click then toggles it', async () => {
    const user = userEvent.setup();
    renderMenu(vi.fn(), 50);
    await user.hover(trigger());
    await screen.findByRole('menu');
    await user.click(trigger());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(trigger());
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
