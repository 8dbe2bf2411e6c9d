// The feedback form (spec §5): e-mail, type, content and up to three images. Submit stays disabled
// until e-mail, type and content are filled; the full rules run when it is pressed. Images need a
// login (uploads belong to a member): a visitor is told so instead of being offered the picker.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK } from '@exchange/contract/constants';
import { canSubmitFeedback, validateFeedback, type FeedbackErrors } from '@exchange/contract/rules';
import { submitFeedback } from '../../api/content.ts';
import { useDictItems } from '../../api/queries.ts';
import { Button } from '../../ui/Button.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { toast } from '../../ui/Toaster.tsx';
import { FEEDBACK_TYPE_VALUES, feedbackBody, messageKey, type FeedbackFields } from './feedbackRules.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useFeedbackImages } from './useFeedbackImages.ts';
import styles from './FeedbackDialog.module.css';

export interface FeedbackFormProps {
  initialEmail?: string;
  /** Logged in: uploads are for members only. */
  canAttachImages?: boolean;
  onDone: () => void;
}

export function FeedbackForm({ initialEmail = '', canAttachImages = false, onDone }: FeedbackFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<FeedbackFields>({ email: initialEmail, type: '', content: '' });
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [sending, setSending] = useState(false);
  const images = useFeedbackImages();
  const types = useFeedbackTypes();
  const set = (name: keyof FeedbackFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const message = (text?: string) => (text ? t(messageKey(text)) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await submitFeedback(feedbackBody(fields, images.links));
      toast.success(t('feedback.success'));
      onDone();
    } catch {
      // The transport has shown the server's reason; the form keeps what was typed.
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <TextInput
        label={t('feedback.field.email')}
        type="email"
        autoComplete="email"
        maxLength={FEEDBACK.emailMax}
        value={fields.email}
        onChange={(e) => set('email')(e.target.value)}
        error={message(errors.email)}
      />
      <Select
        label={t('feedback.field.type')}
        placeholder={t('feedback.field.type_placeholder')}
        options={types}
        value={fields.type}
        onChange={(e) => set('type')(e.target.value)}
        error={message(errors.type)}
      />
      <TextArea
        label={t('feedback.field.content')}
        placeholder={t('feedback.field.content_placeholder')}
        maxLength={FEEDBACK.contentMax}
        count={Array.from(fields.content).length}
        value={fields.content}
        onChange={(e) => set('content')(e.target.value)}
        error={message(errors.content)}
      />
      {canAttachImages ? <ImagePicker images={images} /> : <p className={styles.hint}>{t('feedback.images_login')}</p>}
      <Button type="submit" block disabled={!canSubmitFeedback(fields) || images.uploading} loading={sending}>
        {t('feedback.submit')}
      </Button>
    </form>
  );
}

/** The type options from the feedback_type dictionary, or the four fixed types until it loads. */
function useFeedbackTypes() {
  const { t } = useTranslation();
  const { data } = useDictItems('feedback_type');
  const items = data?.length ? data.map((item) => ({ value: item.value, key: item.text || item.title })) : null;
  return (items ?? FEEDBACK_TYPE_VALUES.map((value) => ({ value, key: `dict.feedback_type.${value}` }))).map((item) => ({
    value: item.value,
    label: t(item.key),
  }));
}
