// The language choices: the operator's list from the content store when it has usable entries,
// else the six languages the product ships (spec §1), named by the translations.
import { LANGUAGES, isLanguage, type Language } from '@exchange/contract/constants';

export interface LanguageChoice {
  value: Language;
  /** Display text; undefined means "use the translation of language.<value>". */
  text: string | undefined;
}

export const languageChoices = (options: ReadonlyArray<{ value: string; text: string }> | undefined): LanguageChoice[] => {
  const usable = (options ?? []).filter((option): option is { value: Language; text: string } => isLanguage(option.value));
  if (usable.length === 0) return LANGUAGES.map((value) => ({ value, text: undefined }));
  return usable.map((option) => ({ value: option.value, text: option.text.trim() || undefined }));
};
