// The area-code options of the phone account field, and keeping the form's value on one of them.
import { useEffect, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { usePhoneAreaCodes } from '../../api/queries.ts';
import { usePreferences } from '../../session/index.ts';
import type { AccountCodeValues } from './accountForm.ts';
import { areaCodeOptions } from './areaCodes.ts';

export function useAreaCodeOptions() {
  const { data } = usePhoneAreaCodes();
  const language = usePreferences((state) => state.language);
  const options = useMemo(() => areaCodeOptions(data ?? [], language), [data, language]);
  const { getValues, setValue } = useFormContext<AccountCodeValues>();
  useEffect(() => {
    const first = options[0];
    // The select shows its first option when the value is not in the list; the form must agree.
    if (first && !options.some((option) => option.value === getValues('areaCode'))) setValue('areaCode', first.value);
  }, [options, getValues, setValue]);
  return options;
}
