// What was submitted (name, document type, masked number, images, dates): shown while the request
// waits for review and once verified, so the member sees what the operator sees.
import { useTranslation } from 'react-i18next';
import type { KycRecord } from '@exchange/contract/account';
import { useKycDocumentLabel } from './useKycDocumentTypes.ts';
import shell from '../account.module.css';
import copyable from '../common/copyable.module.css';
import kyc from './kyc.module.css';

export function KycRecordView({ record }: { record: KycRecord }) {
  const { t } = useTranslation();
  const typeLabel = useKycDocumentLabel();
  const facts: Array<[string, string]> = [
    ['account.kyc.field.real_name', record.real_name],
    ['account.kyc.field.document_type', typeLabel(record.document_type)],
    ['account.kyc.field.document_number', record.document_number],
    ['account.kyc.submitted_at', record.create_time],
    ...(record.review_time ? [['account.kyc.reviewed_at', record.review_time] as [string, string]] : []),
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
              <img src={src} alt={t(key)} />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
