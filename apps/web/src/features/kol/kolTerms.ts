// The KOL terms as the content store keeps them: one row per section with a title and a text per
// language (title_en, text_en, title_es …), in the operator's order; English stands in for a
// language a row lacks.
export interface KolTermRow {
  id: string;
  sort?: number | string;
  [column: string]: unknown;
}

export interface KolTerm {
  id: string;
  title: string;
  text: string;
}

const pick = (row: KolTermRow, field: 'title' | 'text', language: string): string => {
  const own = row[`${field}_${language}`];
  if (typeof own === 'string' && own !== '') return own;
  const english = row[`${field}_en`];
  return typeof english === 'string' ? english : '';
};

export const termsIn = (rows: readonly KolTermRow[], language: string): KolTerm[] =>
  [...rows]
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0))
    .map((r) => ({ id: String(r.id), title: pick(r, 'title', language), text: pick(r, 'text', language) }))
    .filter((t) => t.title !== '' || t.text !== '');
