import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { submitFeedback, uploadFile } from '../../api/content.ts';
import { renderPage } from '../../app/testing.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

vi.mock('../../api/content.ts', () => ({
  uploadFile: vi.fn((file: File) => Promise.resolve({ link: `/uploads/${file.name}`, name: file.name })),
  submitFeedback: vi.fn(() => Promise.resolve(null)),
}));

vi.mock('../../api/queries.ts', () => ({
  useDictItems: () => ({
    data: [
      { value: '0', text: 'dict.feedback_type.0', title: 'dict.feedback_type.0' },
      { value: '3', text: 'dict.feedback_type.3', title: 'dict.feedback_type.3' },
    ],
  }),
}));

vi.mock('../../ui/Toaster.tsx', () => ({ toast: { success: vi.fn() } }));

const image = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('FeedbackForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('keeps submit disabled until email, type and content are filled', async () => {
    const user = userEvent.setup();
    renderPage(<FeedbackForm onDone={vi.fn()} />);
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'me@example.com');
    expect(submitButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Type'), 'Other');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Description'), 'The chart is slow');
    expect(submitButton()).toBeEnabled();
    expect(screen.getByText('17/1000')).toBeInTheDocument();
  });

  it('shows the contract message for a bad e-mail instead of sending', async () => {
    const user = userEvent.setup();
    renderPage(<FeedbackForm onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'not-mail');
    await user.selectOptions(screen.getByLabelText('Type'), 'Bug');
    await user.type(screen.getByLabelText('Description'), 'x');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(submitFeedback).not.toHaveBeenCalled();
  });

  it('refuses images that are not JPG/PNG or not under 500 KB, and more than three', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<FeedbackForm canAttachImages onDone={vi.fn()} />);
    const input = screen.getByTestId('feedback-file');

    await user.upload(input, [image('a.gif', 'image/gif', 10), image('big.png', 'image/png', 500 * 1024)]);
    expect(await screen.findByText('Only JPG/PNG files can be uploaded, and must not exceed 500KB')).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();

    await user.upload(input, [image('1.png', 'image/png', 100), image('2.jpg', 'image/jpeg', 100), image('3.png', 'image/png', 100), image('4.png', 'image/png', 100)]);
    expect(await screen.findByText('You can upload up to 3 images')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledTimes(3);
    expect(await screen.findAllByRole('img')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add image' })).toBeDisabled();
  });

  it('sends the feedback with the image links and closes', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderPage(<FeedbackForm initialEmail="me@example.com" canAttachImages onDone={onDone} />);
    await user.upload(screen.getByTestId('feedback-file'), image('shot.png', 'image/png', 100));
    await screen.findByRole('img');
    await user.selectOptions(screen.getByLabelText('Type'), 'Bug');
    await user.type(screen.getByLabelText('Description'), 'Broken button');
    await user.click(submitButton());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submitFeedback).toHaveBeenCalledWith({
      email: 'me@example.com',
      type: '0',
      content: 'Broken button',
      img: '/uploads/shot.png',
      imgTwo: '',
      imgThree: '',
    });
    expect(toast.success).toHaveBeenCalledWith('Submission successful');
  });

  it('offers images to members only: uploads belong to a logged-in member', () => {
    renderPage(<FeedbackForm onDone={vi.fn()} />);
    expect(screen.getByText('Log in to attach images')).toBeInTheDocument();
    expect(screen.queryByTestId('feedback-file')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add image' })).not.toBeInTheDocument();
  });
});
