// The text box and the image button: at most 400 characters, Enter sends, Ctrl+Enter a newline,
// send disabled while empty or while a send is on its way; a blank text or a failed image upload
// is said with the spec's keys (text_fsnrbnwk, tips_fstpsb).
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT } from '@exchange/contract/constants';
import { validateChatText } from '@exchange/contract/rules';
import { Button } from '../../ui/Button.tsx';
import { keyAction } from './chatBox.ts';
import type { ChatThread, SendProblem } from './useChatThread.ts';
import styles from './Chat.module.css';

const PROBLEM_KEY: Record<Exclude<SendProblem, null>, string> = {
  blank: 'text_fsnrbnwk',
  too_long: 'chat.error.too_long',
  not_image: 'chat.error.images_only',
  upload_failed: 'tips_fstpsb',
  failed: 'chat.error.send_failed',
};

export function ChatComposer({ thread }: { thread: ChatThread }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<SendProblem>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Where the caret goes once a Ctrl+Enter newline is in the box: placed as React commits that
  // text, not a frame later (a frame later, keys typed in between went in before the moved caret).
  const caretAfterNewline = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterNewline.current;
    if (caret === null) return;
    caretAfterNewline.current = null;
    area.current?.setSelectionRange(caret, caret);
  }, [text]);

  const sendText = async () => {
    const check = validateChatText(text);
    if (check) {
      setProblem(check);
      return;
    }
    const result = await thread.sendText(text);
    setProblem(result);
    if (result === null) setText('');
    area.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = keyAction({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing });
    if (action === 'send') {
      event.preventDefault();
      if (!thread.sending) void sendText();
    } else if (action === 'newline') {
      event.preventDefault();
      const el = event.currentTarget;
      const next = `${text.slice(0, el.selectionStart)}\n${text.slice(el.selectionEnd)}`;
      if (Array.from(next).length > CHAT.textMax) return;
      caretAfterNewline.current = el.selectionStart + 1;
      setText(next);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    setProblem(await thread.sendImage(file));
  };

  return (
    <div className={styles.composer}>
      <label htmlFor={id} className="sr-only">
        {t('chat.input_label')}
      </label>
      <textarea
        id={id}
        ref={area}
        className={styles.input}
        value={text}
        maxLength={CHAT.textMax}
        rows={3}
        placeholder={t('chat.placeholder')}
        aria-describedby={problem ? `${id}-problem` : `${id}-count`}
        aria-invalid={problem === 'blank' || problem === 'too_long' ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerBar}>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          id={`${id}-file`}
          tabIndex={-1}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button type="button" variant="secondary" size="sm" disabled={thread.sending} onClick={() => fileInput.current?.click()}>
          {t('chat.send_image')}
        </Button>
        <span id={`${id}-count`} className={styles.count} aria-live="polite">
          {Array.from(text).length}/{CHAT.textMax}
        </span>
        <Button type="button" size="sm" disabled={text.length === 0 || thread.sending} onClick={() => void sendText()}>
          {thread.sending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {t(PROBLEM_KEY[problem])}
        </p>
      )}
    </div>
  );
}
