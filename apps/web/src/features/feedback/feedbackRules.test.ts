import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@exchange/contract/rules';
import { feedbackBody, messageKey, pickImages } from './feedbackRules.ts';

const png = (size = 1000) => ({ type: 'image/png', size });
const KB = 1024;

describe('pickImages', () => {
  it('accepts JPEG and PNG under 500 KB', () => {
    const files = [png(), { type: 'image/jpeg', size: 499 * KB }];
    expect(pickImages(files, 0)).toEqual({ accepted: files, error: null });
  });

  it('refuses other types and files of 500 KB or more, keeping the good ones', () => {
    const good = png();
    const result = pickImages([{ type: 'image/gif', size: 10 }, good, png(500 * KB)], 0);
    expect(result.accepted).toEqual([good]);
    expect(result.error).toBe(FEEDBACK_MESSAGES.imageInvalid);
  });

  it('stops at three images in all', () => {
    const result = pickImages([png(1), png(2), png(3)], 1);
    expect(result.accepted).toHaveLength(2);
    expect(result.error).toBe(FEEDBACK_MESSAGES.tooManyImages);
    expect(pickImages([png()], 3)).toEqual({ accepted: [], error: FEEDBACK_MESSAGES.tooManyImages });
  });
});

describe('feedbackBody', () => {
  it('spreads the links over img, imgTwo and imgThree', () => {
    expect(feedbackBody({ email: ' a@b.co ', type: '2', content: 'Hi' }, ['/u/1.png'])).toEqual({
      email: 'a@b.co',
      type: '2',
      content: 'Hi',
      img: '/u/1.png',
      imgTwo: '',
      imgThree: '',
    });
  });
});

describe('messageKey', () => {
  it('maps contract messages to translation keys and passes others through', () => {
    expect(messageKey(FEEDBACK_MESSAGES.emailRequired)).toBe('feedback.msg.email_required');
    expect(messageKey('Server says no')).toBe('Server says no');
  });
});
