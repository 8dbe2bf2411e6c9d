import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@exchange/contract/chat';
import * as chat from '../../api/chat.ts';
import * as content from '../../api/content.ts';
import { renderPage } from '../../app/testing.tsx';
import ChatWidget from './ChatWidget.tsx';

vi.mock('../../api/chat.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof chat>()),
  getChatUnread: vi.fn(),
  getChatHistory: vi.fn(),
  sendChatMessage: vi.fn(),
}));
vi.mock('../../api/content.ts', async (importOriginal) => ({ ...(await importOriginal<typeof content>()), uploadFile: vi.fn(), getUploadedFile: vi.fn() }));
const live = new Map<string, (payload: unknown) => void>();
vi.mock('../../realtime/topicMessages.ts', () => ({
  useTopicMessages: (topic: string | null, onMessage: (payload: unknown) => void) => {
    if (topic) live.set(topic, onMessage);
  },
  useOnReconnect: () => undefined,
}));

const KEY = 'chat_0123456789abcdef01234567';
let nextId = 10;
const message = (content: string, from: ChatMessage['from'], type: ChatMessage['content_type'] = '1'): ChatMessage => ({
  id: String(nextId++),
  content,
  content_type: type,
  blade_user_id: from === 'system' ? '-1' : from === 'member' ? '7' : '9',
  chatId: KEY,
  create_time: '2026-11-26 10:00:00',
  from,
});

beforeEach(() => {
  vi.mocked(chat.getChatUnread).mockResolvedValue({ unread: 1 });
  vi.mocked(chat.getChatHistory).mockResolvedValue({ records: [message('Hello! How can we help?', 'system')], total: 1, size: 15, current: 1, pages: 1 });
  vi.mocked(chat.sendChatMessage).mockImplementation(async (_chat, text, type) => message(text, 'member', type));
});
afterEach(() => {
  vi.clearAllMocks();
  live.clear();
});

describe('the member chat', { timeout: 20_000 }, () => {
  it('shows the server\'s unread count, raises it for support messages while closed, and clears it on open', async () => {
    const user = userEvent.setup();
    renderPage(<ChatWidget chatKey={KEY} />);
    expect(await screen.findByRole('button', { name: 'Customer service, 1 unread' }, { timeout: 5000 })).toBeInTheDocument();
    act(() => live.get(KEY)!(message('An answer', 'agent')));
    act(() => live.get(KEY)!(message('my own echo', 'member')));
    expect(screen.getByRole('button', { name: 'Customer service, 2 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Customer service/ }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Hello! How can we help?', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(chat.getChatHistory).toHaveBeenCalledWith(KEY, 1, 15);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('sends on Enter, keeps a newline on Ctrl+Enter, and refuses blank text', async () => {
    const user = userEvent.setup();
    renderPage(<ChatWidget chatKey={KEY} />);
    await user.click(await screen.findByRole('button', { name: /Customer service/ }, { timeout: 5000 }));
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The message cannot be empty');
    expect(chat.sendChatMessage).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'line one');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.type(box, 'line two');
    expect(box).toHaveValue('line one\nline two');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chat.sendChatMessage).toHaveBeenCalledWith(KEY, 'line one\nline two', '1'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('maxLength', '400');
  });

  it('sends one message at a time', async () => {
    const user = userEvent.setup();
    let release: (m: ChatMessage) => void = () => undefined;
    vi.mocked(chat.sendChatMessage).mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    renderPage(<ChatWidget chatKey={KEY} />);
    await user.click(await screen.findByRole('button', { name: /Customer service/ }, { timeout: 5000 }));
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    await user.type(box, 'first{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(chat.sendChatMessage).toHaveBeenCalledTimes(1);
    await act(async () => release(message('first', 'member')));
    expect(await screen.findByText('first')).toBeInTheDocument();
  });

  it('uploads an image and says tips_fstpsb when the upload fails', async () => {
    const user = userEvent.setup({ applyAccept: false });
    vi.mocked(content.uploadFile).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ link: '/uploads/x.png', name: 'x.png' });
    vi.mocked(content.getUploadedFile).mockResolvedValue(new Blob(['x'], { type: 'image/png' }));
    const { container } = renderPage(<ChatWidget chatKey={KEY} />);
    await user.click(await screen.findByRole('button', { name: /Customer service/ }, { timeout: 5000 }));
    await screen.findByRole('textbox', { name: 'Message' });
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    const png = new File(['x'], 'shot.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await screen.findByRole('alert')).toHaveTextContent('Image upload failed, please try again');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images can be sent');
    await user.upload(input, png);
    await waitFor(() => expect(chat.sendChatMessage).toHaveBeenCalledWith(KEY, '/uploads/x.png', '2'));
    expect(await screen.findByRole('img', { name: 'Image' })).toBeInTheDocument();
  });
});
