// The area-code options of a phone field (open/get/phone/areaCode), keeping the form's value on one
// of them: the select shows its first option when the value is not in the list, the form must agree.
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAreaCodes } from '../../../api/accountQueries.ts';
import { usePreferences } from '../../../session/index.ts';
import { areaCodeOptions } from '../../user/areaCodes.ts';

export function useAreaCodeChoice(form: UseFormReturn<{ areaCode: string; account: string; code: string; googleCode: string }>, enabled: boolean) {
  const { data } = useAreaCodes();
  const language = usePreferences((state) => state.language);
  const options = useMemo(() => (enabled ? areaCodeOptions(data ?? [], language) : []), [data, language, enabled]);
  const { getValues, setValue } = form;
  useEffect(() => {
    const first = options[0];
    if (first && !options.some((option) => option.value === getValues('areaCode'))) setValue('areaCode', first.value);
  }, [options, getValues, setValue]);
  return options;
}
