import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip.tsx';

const renderTooltip = (repeatsName = false) =>
  render(
    <>
      <button type="button">before</button>
      <Tooltip content="Adds BTC/USDT to your favourites" repeatsName={repeatsName}>
        <button type="button" aria-label="Favourite">
          ★
        </button>
      </Tooltip>
    </>,
  );

const trigger = () => screen.getByRole('button', { name: 'Favourite' });

describe('Tooltip', () => {
  it('renders only its trigger until used', () => {
    renderTooltip();
    expect(trigger()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus as the description of the trigger, which keeps focus, and hides on Escape', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Adds BTC/USDT to your favourites');
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger()).toHaveAccessibleDescription('Adds BTC/USDT to your favourites');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger()).toHaveFocus();
  });

  it('shows while the pointer is over the trigger, and Escape dismisses it there (WCAG 1.4.13)', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.hover(trigger());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Adds BTC/USDT');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Loaded now: the next hover shows it from the Radix trigger itself, after the delay.
    await user.unhover(trigger());
    await user.hover(trigger());
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });

  it('does not describe the trigger with its own name again', async () => {
    const user = userEvent.setup();
    renderTooltip(true);
    await user.tab();
    await user.tab();
    await screen.findByRole('tooltip');
    expect(trigger()).toHaveAccessibleDescription('');
  });
});
