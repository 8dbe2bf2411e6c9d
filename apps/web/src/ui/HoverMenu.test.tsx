import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HoverMenu } from './HoverMenu.tsx';

const renderMenu = () =>
  render(
    <HoverMenu trigger="Trade" closeDelayMs={100}>
      <a href="/spot">Spot</a>
    </HoverMenu>,
  );

// jsdom has no PointerEvent; React reads pointerType from whatever event arrives.
const mouse = (type: 'pointerover' | 'pointerout', target: Element, relatedTarget: Element | null) => {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(target, event);
};

const trigger = () => screen.getByRole('button', { name: 'Trade' });

describe('HoverMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on hover and closes 100 ms after the pointer leaves', () => {
    renderMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    mouse('pointerover', trigger(), null);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    mouse('pointerout', trigger(), document.body);
    act(() => vi.advanceTimersByTime(99));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the hovered trigger is clicked, and toggles by click alone', () => {
    renderMenu();
    mouse('pointerover', trigger(), null);
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the trigger', () => {
    renderMenu();
    fireEvent.click(trigger());
    const link = screen.getByRole('link', { name: 'Spot' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });
});
