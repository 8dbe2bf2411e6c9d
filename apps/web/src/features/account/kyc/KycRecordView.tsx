// What was submitted (name, document type, masked number, images, dates): shown while the request
// waits for review and once verified, so the member sees what the operator sees. The images are
// served to their member only, so they are fetched with the token, not named in <img src>.
import { useTranslation } from 'react-i18next';
import type { KycRecord } from '@exchange/contract/account';
import { useUploadedFile } from '../../../api/accountQueries.ts';
import { useObjectUrl } from '../../../ui/useObjectUrl.ts';
import { wireTimeMs } from '@exchange/contract/format-time';
import { useFormatTime } from '../../../i18n/dateTime.ts';
import { useKycDocumentLabel } from './useKycDocumentTypes.ts';
import shell from '../account.module.css';
import copyable from '../common/copyable.module.css';
import kyc from './kyc.module.css';

function RecordImage({ link, alt }: { link: string; alt: string }) {
  const src = useObjectUrl(useUploadedFile(link).data);
  return src ? <img src={src} alt={alt} /> : null;
}

export function KycRecordView({ record }: { record: KycRecord }) {
  const { t } = useTranslation();
  const typeLabel = useKycDocumentLabel();
  const formatTime = useFormatTime();
  const facts: Array<[string, string]> = [
    ['account.kyc.field.real_name', record.real_name],
    ['account.kyc.field.document_type', typeLabel(record.document_type)],
    ['account.kyc.field.document_number', record.document_number],
    ['account.kyc.submitted_at', formatTime(wireTimeMs(record.create_time))],
    ...(record.review_time ? [['account.kyc.reviewed_at', formatTime(wireTimeMs(record.review_time))] as [string, string]] : []),
  ];
  const sides: Array<[string, string]> = [
    ['account.kyc.field.front', record.front_image],
    ['account.kyc.field.back', record.back_image],
  ];
  return (
    <>
      <dl className={shell.facts}>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={`${kyc.images} ${kyc.recordImages}`}>
        {sides.map(([key, src]) => (
          <div key={key} className={kyc.imageBox}>
            <span className={copyable.copyLabel}>{t(key)}</span>
            <div className={kyc.preview}>
              <RecordImage link={src} alt={t(key)} />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
