import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CHAT, FEEDBACK } from './constants.ts';
import {
  FEEDBACK_MESSAGES,
  canAddFeedbackImage,
  canSubmitFeedback,
  checkFeedbackImage,
  validateChatText,
  validateFeedback,
} from './rules.ts';

const valid = { email: 'a@b.co', type: '0', content: 'It works' };
// An e-mail of exactly `length` characters: "a…a@b.co".
const emailOfLength = (length: number) => `${'a'.repeat(length - 5)}@b.co`;

describe('FEEDBACK_MESSAGES', () => {
  it('carries the wording of spec §5', () => {
    expect(FEEDBACK_MESSAGES).toEqual({
      emailRequired: 'Please enter email',
      emailInvalid: 'Invalid email format',
      emailTooLong: 'Maximum length: 50',
      typeRequired: 'Please select a type',
      contentRequired: 'Please enter feedback content',
      contentTooLong: 'Content up to 1000 characters',
      imageInvalid: 'Only JPG/PNG files can be uploaded, and must not exceed 500KB',
      tooManyImages: 'You can upload up to 3 images',
      uploadFailed: 'Image upload failed, please re-upload',
    });
  });
});

describe('validateFeedback', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateFeedback(valid)).toEqual({});
  });

  it.each([
    ['', FEEDBACK_MESSAGES.emailRequired],
    ['   ', FEEDBACK_MESSAGES.emailRequired],
    ['not-an-email', FEEDBACK_MESSAGES.emailInvalid],
    ['a@b', FEEDBACK_MESSAGES.emailInvalid],
    [' a@b.co', FEEDBACK_MESSAGES.emailInvalid],
    [emailOfLength(50), undefined],
    [emailOfLength(51), FEEDBACK_MESSAGES.emailTooLong],
    [`${'x'.repeat(60)}`, FEEDBACK_MESSAGES.emailInvalid],
  ])('email %j → %j', (email, message) => {
    expect(validateFeedback({ ...valid, email }).email).toBe(message);
  });

  it.each<[string, string | undefined]>([
    ...FEEDBACK.types.map((type): [string, undefined] => [type, undefined]),
    ['', FEEDBACK_MESSAGES.typeRequired],
    [' ', FEEDBACK_MESSAGES.typeRequired],
    ['4', FEEDBACK_MESSAGES.typeRequired],
    ['bug', FEEDBACK_MESSAGES.typeRequired],
    [' 0', FEEDBACK_MESSAGES.typeRequired],
  ])('type %j → %j', (type, message) => {
    expect(validateFeedback({ ...valid, type }).type).toBe(message);
  });

  it.each([
    ['', FEEDBACK_MESSAGES.contentRequired],
    [' \n\t ', FEEDBACK_MESSAGES.contentRequired],
    ['x', undefined],
    ['x'.repeat(1000), undefined],
    ['x'.repeat(1001), FEEDBACK_MESSAGES.contentTooLong],
    ['😀'.repeat(1000), undefined],
    ['😀'.repeat(1001), FEEDBACK_MESSAGES.contentTooLong],
  ])('content %#: → %j', (content, message) => {
    expect(validateFeedback({ ...valid, content }).content).toBe(message);
  });

  it('reports every failing field at once, one message each', () => {
    expect(validateFeedback({ email: '', type: '', content: '' })).toEqual({
      email: FEEDBACK_MESSAGES.emailRequired,
      type: FEEDBACK_MESSAGES.typeRequired,
      content: FEEDBACK_MESSAGES.contentRequired,
    });
  });

  it('only ever answers with the known messages', () => {
    const known: string[] = Object.values(FEEDBACK_MESSAGES);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (email, type, content) =>
        Object.values(validateFeedback({ email, type, content })).every((message) => known.includes(message)),
      ),
    );
  });
});

describe('canSubmitFeedback', () => {
  it.each([
    [valid, true],
    [{ ...valid, email: 'still typing' }, true],
    [{ ...valid, email: '' }, false],
    [{ ...valid, email: '  ' }, false],
    [{ ...valid, type: '' }, false],
    [{ ...valid, content: '' }, false],
    [{ ...valid, content: '\n' }, false],
  ])('%j → %s', (input, expected) => {
    expect(canSubmitFeedback(input)).toBe(expected);
  });
});

describe('checkFeedbackImage', () => {
  const limit = FEEDBACK.imageMaxBytes;
  it.each([
    ['image/jpeg', 1, null],
    ['image/png', 1000, null],
    ['IMAGE/PNG', 1000, null],
    ['image/png', limit - 1, null],
    ['image/png', limit, FEEDBACK_MESSAGES.imageInvalid],
    ['image/jpeg', limit + 1, FEEDBACK_MESSAGES.imageInvalid],
    ['image/png', 0, FEEDBACK_MESSAGES.imageInvalid],
    ['image/png', -1, FEEDBACK_MESSAGES.imageInvalid],
    ['image/png', NaN, FEEDBACK_MESSAGES.imageInvalid],
    ['image/png', Infinity, FEEDBACK_MESSAGES.imageInvalid],
    ['image/gif', 1000, FEEDBACK_MESSAGES.imageInvalid],
    ['image/webp', 1000, FEEDBACK_MESSAGES.imageInvalid],
    ['image/svg+xml', 1000, FEEDBACK_MESSAGES.imageInvalid],
    ['application/pdf', 1000, FEEDBACK_MESSAGES.imageInvalid],
    ['', 1000, FEEDBACK_MESSAGES.imageInvalid],
  ])('%j of %d bytes → %j', (type, size, expected) => {
    expect(checkFeedbackImage({ type, size })).toBe(expected);
  });

  it('puts the limit at 500 KB', () => {
    expect(limit).toBe(512000);
  });
});

describe('canAddFeedbackImage', () => {
  it.each([
    [0, null],
    [1, null],
    [2, null],
    [3, FEEDBACK_MESSAGES.tooManyImages],
    [4, FEEDBACK_MESSAGES.tooManyImages],
  ])('with %i attached → %j', (count, expected) => {
    expect(canAddFeedbackImage(count)).toBe(expected);
  });
});

describe('validateChatText', () => {
  it.each([
    ['', 'blank'],
    [' ', 'blank'],
    ['\n\t\r ', 'blank'],
    ['\u3000', 'blank'],
    ['hi', null],
    ['  hi  ', null],
    ['x'.repeat(CHAT.textMax), null],
    ['x'.repeat(CHAT.textMax + 1), 'too_long'],
    ['😀'.repeat(CHAT.textMax), null],
    ['😀'.repeat(CHAT.textMax + 1), 'too_long'],
    ['中'.repeat(CHAT.textMax), null],
  ])('%#: → %j', (text, expected) => {
    expect(validateChatText(text)).toBe(expected);
  });

  it('accepts any text with a visible character and at most 400 code points', () => {
    const upToLimit = fc.string({ unit: 'binary', maxLength: CHAT.textMax - 1 });
    fc.assert(fc.property(upToLimit, (text) => validateChatText(`${text}x`) === null), { numRuns: 50 });
  });

  it('refuses any text beyond 400 code points', () => {
    const tooLong = fc.string({ unit: 'binary', minLength: CHAT.textMax + 1, maxLength: CHAT.textMax + 50 });
    fc.assert(fc.property(tooLong, (text) => validateChatText(`x${text}`) === 'too_long'));
  });
});
