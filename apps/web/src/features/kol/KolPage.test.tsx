import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KolApplication } from '@exchange/contract/kol';
import type * as transport from '../../api/transport.ts';
import { renderPage } from '../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../account/testAccount.ts';
import KolPage from './KolPage.tsx';
import ParticipationSuccessPage from './ParticipationSuccessPage.tsx';
import VerificationServicesPage from './VerificationServicesPage.tsx';
import { termsIn } from './kolTerms.ts';

vi.mock('../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const TERMS = { total: 2, records: [{ id: '2', sort: 2, title_en: 'Review', text_en: 'Within five days.' }, { id: '1', sort: 1, title_en: 'Who can apply', text_en: 'Creators.', title_es: 'Quién', text_es: 'Creadores.' }] };
const SENT: KolApplication = { id: '3', channels: 'youtube.com/@me', audience: '20k traders', contact: 'me@x.io', status: '0', reason: '', rate: '', create_time: 1_700_000_000_000, review_time: 0 };

afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('KOL terms', () => {
  it('are read in the member’s language in the operator’s order, English standing in', () => {
    expect(termsIn(TERMS.records, 'es')).toEqual([
      { id: '1', title: 'Quién', text: 'Creadores.' },
      { id: '2', title: 'Review', text: 'Within five days.' },
    ]);
  });
});

describe('KolPage', () => {
  it('shows the terms and checks the form before sending, then lands on the confirmation', async () => {
    login();
    serve({}, { 'cgform-api/getData/kol_terms': TERMS, 'kol/application': null, 'kol/apply': SENT });
    const user = userEvent.setup();
    const { router } = renderPage(<KolPage />, { path: '/kol/index' });
    expect(await screen.findByRole('heading', { name: 'Who can apply' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'KOL application' });
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findAllByText('Please fill this in')).toHaveLength(3);
    expect(callsTo('kol/apply')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Your channels'), 'youtube.com/@me');
    await user.type(within(form).getByLabelText('Audience'), '20k traders');
    await user.type(within(form).getByLabelText('Contact'), 'me@x.io');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(callsTo('kol/apply')[0]?.data).toEqual({ channels: 'youtube.com/@me', audience: '20k traders', contact: 'me@x.io' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/participationSuccess/index'));
    expect(router.state.location.search).toBe('?type=kol&id=3');
  });

  it('shows a pending application instead of the form', async () => {
    login();
    serve({}, { 'cgform-api/getData/kol_terms': TERMS, 'kol/application': SENT });
    renderPage(<KolPage />);
    expect(await screen.findByText('Your application is waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'KOL application' })).not.toBeInTheDocument();
  });
});

describe('ParticipationSuccessPage', () => {
  it('names what was submitted and what happens next', async () => {
    login();
    serve({}, { 'kol/application': SENT });
    renderPage(<ParticipationSuccessPage />, { path: '/participationSuccess/index', initial: '/participationSuccess/index?type=kol&id=3' });
    expect(await screen.findByText('youtube.com/@me')).toBeInTheDocument();
    expect(screen.getByText('20k traders')).toBeInTheDocument();
    expect(screen.getByText(/usually within five working days/)).toBeInTheDocument();
  });

  it('says there is nothing to confirm when opened without an entry', () => {
    serve({});
    renderPage(<ParticipationSuccessPage />, { path: '/participationSuccess/index' });
    expect(screen.getByText(/There is no entry to confirm here/)).toBeInTheDocument();
  });
});

describe('VerificationServicesPage', () => {
  it('says plainly whether a channel is official', async () => {
    serve({}, { 'open/verification/check': (opts: { params?: { value?: string } }) => ({ kind: 'telegram', value: String(opts.params?.value).replace('@', ''), official: opts.params?.value === '@exchange_official', note: 'Announcements' }) });
    const user = userEvent.setup();
    renderPage(<VerificationServicesPage />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter what to check')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await user.type(screen.getByLabelText('Telegram handle or link'), '@exchange_officia1');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('“exchange_officia1” is NOT an official channel of ours')).toBeInTheDocument();
    expect(callsTo('open/verification/check')[0]?.params).toEqual({ kind: 'telegram', value: '@exchange_officia1' });
    await user.clear(screen.getByLabelText('Telegram handle or link'));
    await user.type(screen.getByLabelText('Telegram handle or link'), '@exchange_official');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('“exchange_official” is an official channel')).toBeInTheDocument();
  });
});
