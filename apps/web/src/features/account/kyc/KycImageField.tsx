// One side of the document: a preview box, a button that opens the file chooser, and the reason a
// file was refused. The file is checked (type, size) and uploaded at once; the form keeps the link.
// The preview shows the picked file itself; an upload is served to its member only, with the
// token, so a link alone (no file picked here) is fetched that way (useUploadedFile).
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadedFile } from '../../../api/accountQueries.ts';
import { uploadFile } from '../../../api/content.ts';
import { Button } from '../../../ui/Button.tsx';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { KYC_IMAGE, kycImageError } from './kycRules.ts';
import copyable from '../common/copyable.module.css';
import kyc from './kyc.module.css';

export interface KycImageFieldProps {
  label: string;
  link: string;
  error: string | undefined;
  onLink: (link: string) => void;
}

export function KycImageField({ label, link, error, onLink }: KycImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const stored = useUploadedFile(link && !picked ? link : '').data;
  const preview = useObjectUrl(link ? (picked ?? stored) : null);
  const shown = problem ?? error;
  const action = t(link ? 'account.kyc.replace' : 'account.kyc.upload');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const refused = kycImageError(file);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    try {
      const uploaded = await uploadFile(file);
      setPicked(file);
      onLink(uploaded.link);
    } catch {
      setProblem('account.kyc.error.upload');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={kyc.imageBox}>
      <span className={copyable.copyLabel}>{label}</span>
      <div className={kyc.preview}>
        {link ? preview && <img src={preview} alt={t('account.kyc.preview', { side: label })} /> : <span>{t('account.kyc.no_image')}</span>}
      </div>
      <input
        ref={input}
        type="file"
        accept={KYC_IMAGE.types.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`kyc-file-${label}`}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        loading={uploading}
        onClick={() => input.current?.click()}
        aria-label={`${action}: ${label}`}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
      >
        {action}
      </Button>
      {shown ? (
        <span id={`${id}-error`} className={kyc.fieldError} role="alert">
          {t(shown)}
        </span>
      ) : (
        <span id={`${id}-hint`} className={kyc.fieldHint}>
          {t('account.kyc.image_hint')}
        </span>
      )}
    </div>
  );
}
