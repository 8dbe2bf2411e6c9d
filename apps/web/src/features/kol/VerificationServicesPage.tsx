// /verificationServices/index: is a website, e-mail address, phone number or Telegram handle one
// of ours? The server compares it with the official list in the content store; a channel not on
// it is flagged plainly, with what not to do.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNEL_KINDS, type ChannelCheck, type ChannelKind } from '@exchange/contract/verification';
import { checkChannel } from '../../api/invite.ts';
import { Button } from '../../ui/Button.tsx';
import { OfflineNotice } from '../../ui/OfflineNotice.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import styles from './kol.module.css';

function Verdict({ result }: { result: ChannelCheck }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={result.official ? styles.ok : styles.warn}>
      <p className={styles.verdict}>{result.official ? t('verification.official', { value: result.value }) : t('verification.not_official', { value: result.value })}</p>
      <p>{result.official ? result.note : t('verification.warning')}</p>
    </div>
  );
}

export default function VerificationServicesPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ChannelKind>('website');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ChannelCheck | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      setError(t('verification.error.empty'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setResult(await checkChannel(kind, value.trim()));
    } catch {
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection title={t('section.verification_services.title')} subtitle={t('section.verification_services.text')} className={styles.narrow}>
      <OfflineNotice message={t('verification.offline')} />
      <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={(e) => void submit(e)}>
        <Segmented
          label={t('verification.kind')}
          value={kind}
          options={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`verification.kind.${k}`) }))}
          onChange={(k) => {
            setKind(k);
            setResult(null);
          }}
        />
        <TextInput label={t(`verification.field.${kind}`)} placeholder={t(`verification.placeholder.${kind}`)} value={value} maxLength={200} onChange={(e) => setValue(e.target.value)} error={error} autoComplete="off" />
        <Button type="submit" loading={busy}>
          {t('verification.check')}
        </Button>
        {result && <Verdict result={result} />}
      </form>
    </PageSection>
  );
}
