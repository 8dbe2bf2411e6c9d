import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import '../../i18n/index.ts';
import { liveStatus } from '../../realtime/channelStatus.ts';
import { LiveStatus } from './LiveStatus.tsx';

afterEach(() => act(() => liveStatus.set('idle')));

describe('LiveStatus', () => {
  it('is an empty status region while the channel connects or is live', () => {
    act(() => liveStatus.set('connecting'));
    render(<LiveStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => liveStatus.set('live'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says "Reconnecting…" with why while the channel is down, then announces its return', () => {
    act(() => liveStatus.set('live'));
    render(<LiveStatus />);
    act(() => liveStatus.set('reconnecting'));
    const region = screen.getByRole('status');
    expect(screen.getByText('Reconnecting…')).toBeVisible();
    expect(region).toHaveTextContent('Live prices have stopped updating; the figures on this page may be out of date.');
    act(() => liveStatus.set('live'));
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(region).toHaveTextContent('Live prices are updating again.');
  });

  it('shows the pill when the first connection cannot be made at all', () => {
    act(() => liveStatus.set('connecting'));
    render(<LiveStatus />);
    act(() => liveStatus.set('reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
  });
});
