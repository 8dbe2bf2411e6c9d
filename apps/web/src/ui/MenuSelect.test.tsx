import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuSelect } from './MenuSelect.tsx';

const OPTIONS = ['0.01', '0.1', '1', '10'].map((value) => ({ value, label: value }));

const renderSelect = () => {
  const onValueChange = vi.fn();
  render(
    <>
      <button type="button">before</button>
      <MenuSelect label="Grouping" hideLabel value="0.01" options={OPTIONS} onValueChange={onValueChange} />
    </>,
  );
  return onValueChange;
};

// While the listbox is open the rest of the page is hidden from screen readers (Radix), the trigger too.
const combobox = (hidden = false) => screen.getByRole('combobox', { name: 'Grouping', hidden });

describe('MenuSelect', () => {
  it('is a combobox named by its label, showing the value', () => {
    renderSelect();
    expect(combobox()).toHaveTextContent('0.01');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([['{Enter}'], [' '], ['{ArrowDown}']])('opens a listbox with %s, closes with Escape and gives focus back', async (key) => {
    const user = userEvent.setup();
    const onValueChange = renderSelect();
    await user.tab();
    await user.tab();
    expect(combobox()).toHaveFocus();
    await user.keyboard(key);
    const listbox = await screen.findByRole('listbox');
    expect(combobox(true)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: '0.01' })).toHaveAttribute('aria-selected', 'true');
    expect(listbox).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox()).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = renderSelect();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('1');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combobox()).toHaveFocus();
  });
});
