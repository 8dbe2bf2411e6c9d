import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from './Popover.tsx';

const renderPopover = (hoverCloseMs?: number) =>
  render(
    <>
      <button type="button">before</button>
      <Popover trigger="Assets" label="Your assets" {...(hoverCloseMs === undefined ? {} : { hoverCloseMs })}>
        <a href="/wallet">Wallet</a>
      </Popover>
    </>,
  );

const trigger = () => screen.getByRole('button', { name: 'Assets' });

describe('Popover', () => {
  it('starts as a plain button that announces a dialog', () => {
    renderPopover();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([['{Enter}'], [' ']])('opens with %s as a named dialog, closes with Escape and gives focus back', async (key) => {
    const user = userEvent.setup();
    renderPopover();
    await user.tab();
    await user.tab();
    await waitFor(() => expect(trigger()).toHaveAttribute('data-state', 'closed'));
    expect(trigger()).toHaveFocus();
    await user.keyboard(key);
    const dialog = await screen.findByRole('dialog', { name: 'Your assets' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', dialog.id);
    // Focus moves into the panel (to its first link in a browser; jsdom cannot tell what is tabbable).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('opens on hover without taking focus, stays open over the panel, and closes after the pointer leaves', async () => {
    const user = userEvent.setup();
    renderPopover(50);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.hover(trigger());
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    await user.hover(dialog);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.unhover(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
  });
});
