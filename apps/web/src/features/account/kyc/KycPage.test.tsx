import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycInfo, KycRecord } from '@exchange/contract/account';
import type * as content from '../../../api/content.ts';
import { getUploadedFile } from '../../../api/content.ts';
import type * as transport from '../../../api/transport.ts';
import { renderPage } from '../../../app/testing.tsx';
import { callsTo, login, logoutState, serve } from '../testAccount.ts';
import KycPage from './KycPage.tsx';
import { formatTime } from '../../../i18n/dateTime.ts';

vi.mock('../../../api/transport.ts', async (importOriginal) => ({ ...(await importOriginal<typeof transport>()), request: vi.fn() }));
vi.mock('../../../api/content.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof content>()),
  getUploadedFile: vi.fn(async () => new Blob([new Uint8Array(8)], { type: 'image/png' })),
}));
vi.mock('../../../session/live.ts', () => ({ openLiveChannel: () => {}, closeLiveChannel: () => {} }));

const RECORD: KycRecord = {
  id: '1',
  real_name: 'Ann Lee',
  document_type: '2',
  document_number: 'E1*****78',
  front_image: '/uploads/f.png',
  back_image: '/uploads/b.png',
  status: '1',
  reason: '',
  create_time: '2026-11-20 10:00:00',
  review_time: '',
};
const TYPES = [
  { value: '1', text: 'dict.kyc_document_type.1', title: '' },
  { value: '2', text: 'dict.kyc_document_type.2', title: '' },
];
const serveKyc = (info: KycInfo, routes: Record<string, unknown> = {}) =>
  serve({ real_name_status: info.real_name_status }, { 'member/getMemberOtherData/yhrzxx': info, 'getDictItems/kyc_document_type': TYPES, ...routes });

const image = (name: string, type: string) => new File([new Uint8Array(2000)], name, { type });

beforeEach(login);
afterEach(() => {
  vi.clearAllMocks();
  logoutState();
});

describe('KycPage', () => {
  it('shows the submitted data while the request is under review, without the form', async () => {
    serveKyc({ real_name_status: '1', record: RECORD });
    renderPage(<KycPage />);
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('E1*****78')).toBeInTheDocument();
    expect(await screen.findByText('Passport')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for verification' })).not.toBeInTheDocument();
    // The images are the member's own uploads, fetched with the token (an <img> could not send it).
    expect(await screen.findByRole('img', { name: 'Front of the document' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(getUploadedFile).toHaveBeenCalledWith('/uploads/f.png');
    expect(getUploadedFile).toHaveBeenCalledWith('/uploads/b.png');
  });

  it('shows the verified record', async () => {
    serveKyc({ real_name_status: '2', record: { ...RECORD, status: '2', review_time: '2026-11-21 09:00:00' } });
    renderPage(<KycPage />);
    expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
    // The wire's UTC text, shown in the viewer's zone and language.
    expect(screen.getByText(formatTime(Date.UTC(2026, 10, 21, 9), 'en'))).toBeInTheDocument();
  });

  it('shows the reason of a refusal and the form again', async () => {
    serveKyc({ real_name_status: '-1', record: { ...RECORD, status: '-1', reason: 'The photo is blurred' } });
    renderPage(<KycPage />);
    expect(await screen.findByText(/The photo is blurred/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for verification' })).toBeInTheDocument();
  });

  it('checks the form, uploads the two images and submits', async () => {
    serveKyc(
      { real_name_status: '0', record: null },
      {
        'cgform-api/upload/file': (opts: { form?: FormData }) => ({ link: `/uploads/${(opts.form?.get('file') as File).name}`, name: 'x' }),
        'member/verified': null,
      },
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<KycPage />);
    await user.click(await screen.findByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Please enter your real name')).toBeInTheDocument();
    expect(screen.getByText('Please upload the front of the document')).toBeInTheDocument();
    expect(callsTo('member/verified')).toHaveLength(0);

    await user.upload(screen.getByTestId('kyc-file-Front of the document'), image('front.gif', 'image/gif'));
    expect(await screen.findByText('Only JPG or PNG images can be uploaded')).toBeInTheDocument();
    expect(callsTo('upload/file')).toHaveLength(0);

    await user.type(screen.getByLabelText('Real name'), 'Ann Lee');
    await user.selectOptions(screen.getByLabelText('Document type'), 'Passport');
    await user.type(screen.getByLabelText('Document number'), 'E12345678');
    await user.upload(screen.getByTestId('kyc-file-Front of the document'), image('front.png', 'image/png'));
    await user.upload(screen.getByTestId('kyc-file-Back of the document'), image('back.jpg', 'image/jpeg'));
    // The preview shows the picked file itself: nothing is fetched back.
    expect(await screen.findByRole('img', { name: 'Preview: Back of the document' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(getUploadedFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(callsTo('member/verified')).toHaveLength(1));
    expect(callsTo('member/verified')[0]).toMatchObject({
      method: 'POST',
      data: { realName: 'Ann Lee', documentType: '2', documentNumber: 'E12345678', frontImage: '/uploads/front.png', backImage: '/uploads/back.jpg' },
    });
  });
});
