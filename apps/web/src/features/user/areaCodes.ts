// Phone area codes as select options: the country name in Chinese for the Chinese interfaces, English
// otherwise (the table carries those two), with the dialling code first so the list scans by code.
import type { PhoneAreaCode } from '../../api/queries.ts';
import type { SelectOption } from '../../ui/Select.tsx';

export const areaCodeOptions = (rows: readonly PhoneAreaCode[], language: string): SelectOption[] => {
  const chinese = language === 'zh_cn' || language === 'zh_tw';
  return rows.map((row) => ({ value: row.code, label: `${row.code} ${chinese ? row.name_zh || row.name_en : row.name_en}` }));
};
