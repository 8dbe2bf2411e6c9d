// Thumbnails of the attached images with remove buttons, and a button that opens the file chooser.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK } from '@exchange/contract/constants';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { CloseIcon } from '../../ui/CloseIcon.tsx';
import { useObjectUrl } from '../../ui/useObjectUrl.ts';
import { messageKey } from './feedbackRules.ts';
import type { useFeedbackImages } from './useFeedbackImages.ts';
import styles from './FeedbackDialog.module.css';

function Thumb({ file, alt }: { file: File; alt: string }) {
  const src = useObjectUrl(file);
  return src ? <img src={src} alt={alt} /> : null;
}

export function ImagePicker({ images }: { images: ReturnType<typeof useFeedbackImages> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.images}>
      <span className={styles.label}>{t('feedback.field.images', { max: FEEDBACK.maxImages })}</span>
      <ul className={styles.thumbs}>
        {images.images.map(({ link, file }, index) => (
          <li key={link} className={styles.thumb}>
            <Thumb file={file} alt={t('feedback.image_alt', { n: index + 1 })} />
            <IconButton label={t('feedback.remove_image', { n: index + 1 })} className={styles.remove} onClick={() => images.remove(index)}>
              <CloseIcon />
            </IconButton>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        accept={FEEDBACK.imageTypes.join(',')}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="feedback-file"
        onChange={(event) => {
          void images.add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <Button variant="secondary" size="sm" onClick={() => input.current?.click()} disabled={images.full} loading={images.uploading}>
        {t('feedback.add_image')}
      </Button>
      <p className={images.error ? styles.error : styles.hint} role={images.error ? 'alert' : undefined}>
        {images.error ? t(messageKey(images.error)) : t('feedback.images_hint')}
      </p>
    </div>
  );
}
