// The document title (spec §2): exchange screens keep one fixed title, every other page shows its own
// title before the brand so open tabs can be told apart.
export const pageTitle = (input: { brand: string; sectionTitle?: string | undefined; fixed?: boolean | undefined; exchangeTitle: string }): string => {
  if (input.fixed) return input.exchangeTitle;
  return input.sectionTitle ? `${input.sectionTitle} - ${input.brand}` : input.brand;
};
