// Copies a value to the clipboard and says so. The accessible name says what is copied, so several
// copy buttons on one page (invite code, invite link) stay distinguishable.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/Toaster.tsx';
import copyable from './copyable.module.css';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('account.copied'));
    } catch {
      // Clipboard access can be refused (insecure context, permissions): the value stays selectable.
      toast.error(t('account.copy_failed'));
    }
  };
  return (
    <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={label}>
      {t('account.copy')}
    </Button>
  );
}

/** A labelled, selectable value with its copy button. */
export function CopyValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className={copyable.copyBlock}>
      <span className={copyable.copyLabel}>{label}</span>
      <div className={copyable.copyRow}>
        <span className={copyable.copyValue}>{value}</span>
        <CopyButton value={value} label={copyLabel} />
      </div>
    </div>
  );
}
