// The order's chat: its history, then live lines on the order's topic (only the two parties may
// subscribe), a text box (400 characters, blank refused) and an image button.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { otcChatTopic, type OtcChatLine } from '@exchange/contract/otc';
import { sendChat } from '../../api/otc.ts';
import { otcKeys, useOrderChat } from '../../api/otcQueries.ts';
import { uploadFile } from '../../api/content.ts';
import { liveChannel } from '../../realtime/connection.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { UploadedImage } from './UploadedImage.tsx';
import { systemLineKey } from './labels.ts';
import styles from './otc.module.css';

const whoFor = (line: OtcChatLine, me: string): OtcChatLine['who'] => (line.sender === '-1' ? 'system' : line.sender === me ? 'me' : 'them');

export function OrderChat({ orderId, me, open }: { orderId: string; me: string; open: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const history = useOrderChat(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);

  useEffect(
    () =>
      liveChannel.subscribe(otcChatTopic(orderId), (payload) => {
        const line = payload as OtcChatLine;
        client.setQueryData<OtcChatLine[]>(otcKeys.chat(orderId), (lines = []) => (lines.some((l) => l.id === line.id) ? lines : [...lines, line]));
      }),
    [orderId, client],
  );
  const lines = history.data ?? [];
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);

  const send = async (content: string, type: '1' | '2') => {
    setBusy(true);
    try {
      const line = await sendChat(orderId, content, type);
      client.setQueryData<OtcChatLine[]>(otcKeys.chat(orderId), (old = []) => (old.some((l) => l.id === line.id) ? old : [...old, line]));
      if (type === '1') setText('');
    } catch {
      // Shown by the transport.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.chat} aria-label={t('p2p.chat.title')}>
      <div className={styles.chatLines} role="log" aria-live="polite">
        {lines.map((l) => {
          const who = whoFor(l, me);
          return (
            <div key={l.id} className={`${styles.line} ${who === 'me' ? styles.mine : ''} ${who === 'system' ? styles.system : ''}`}>
              {who === 'system' ? t(systemLineKey(l.content), { defaultValue: l.content }) : l.content_type === '2' ? <UploadedImage link={l.content} alt={t('p2p.chat.image')} /> : l.content}
            </div>
          );
        })}
        <div ref={end} />
      </div>
      {open && (
        <form
          className={styles.chatForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return setError(t('p2p.chat.empty'));
            setError('');
            void send(text.trim(), '1');
          }}
        >
          <TextArea label={t('p2p.chat.message')} value={text} maxLength={400} rows={2} error={error || undefined} onChange={(e) => setText(e.target.value)} />
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label={t('p2p.chat.send_image')}
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (!chosen) return;
              try {
                const { link } = await uploadFile(chosen);
                await send(link, '2');
              } catch {
                setError(t('p2p.chat.upload_failed'));
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={() => file.current?.click()}>
            {t('p2p.chat.image')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('p2p.chat.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
