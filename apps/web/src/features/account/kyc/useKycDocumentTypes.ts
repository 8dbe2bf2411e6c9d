// The document types from the kyc_document_type dictionary (the server accepts exactly these),
// labelled by their translation keys.
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_DICT } from '@exchange/contract/account';
import { useDictItems } from '../../../api/queries.ts';
import type { SelectOption } from '../../../ui/Select.tsx';

export function useKycDocumentTypes(): SelectOption[] {
  const { t } = useTranslation();
  const { data } = useDictItems(KYC_DOCUMENT_DICT);
  return (data ?? []).map((item) => ({ value: item.value, label: t(item.text || item.title || `dict.${KYC_DOCUMENT_DICT}.${item.value}`) }));
}

/** The label of one type, for the submitted record. */
export function useKycDocumentLabel(): (value: string) => string {
  const types = useKycDocumentTypes();
  return (value) => types.find((type) => type.value === value)?.label ?? value;
}
