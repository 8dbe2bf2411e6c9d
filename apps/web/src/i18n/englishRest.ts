// Loads the rest of the English texts (englishParts.ts) once, under whatever the content store
// has already laid over them (it wins). Pages and panels other than home await it before they
// render, so they never show a raw key. A chunk that fails to load is tried again next time; the
// page then renders anyway, with the keys it lacks.
import i18next from 'i18next';

let loading: Promise<void> | undefined;

export const loadEnglishRest = (): Promise<void> => {
  loading ??= import('virtual:english/rest').then(
    ({ default: texts }) => {
      i18next.addResourceBundle('en', 'translation', texts, true, false);
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
};
