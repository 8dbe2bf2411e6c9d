import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './Slider.tsx';

describe('Slider', () => {
  it('is a named slider that reports numbers and says what they mean', () => {
    const onChange = vi.fn();
    render(<Slider label="Leverage" value={20} min={1} max={100} valueText="20x" onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toHaveAttribute('aria-valuetext', '20x');
    fireEvent.change(slider, { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith(50);
  });
});
