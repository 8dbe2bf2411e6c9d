import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderPage } from '../testing.tsx';
import { ChunkLoadError } from '../lazy.ts';
import { RoutePage } from './RoutePage.tsx';
import { useRouteHandle } from './handle.ts';

function Section() {
  return <p>section {useRouteHandle()?.section}</p>;
}

/** A page whose code failed to load at one path only. */
function Broken() {
  if (useLocation().pathname === '/broken') throw new ChunkLoadError('failed');
  return <p>another page</p>;
}

describe('RoutePage', () => {
  it('titles the document and hands the route handle to the page', async () => {
    renderPage(<RoutePage page={Section} handle={{ titleKey: 'title.home', section: 'otc.common' }} />);
    expect(await screen.findByText('section otc.common')).toBeInTheDocument();
    expect(document.title).toMatch(/^Home - /);
  });

  it('shows the retry screen for a page whose chunk failed, and the next page normally', async () => {
    const { router } = renderPage(
      <RoutePage page={Broken} />,
      { path: '/*', initial: '/broken' },
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await act(() => router.navigate('/other'));
    expect(screen.getByText('another page')).toBeInTheDocument();
  });
});
