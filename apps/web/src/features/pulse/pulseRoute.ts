// Which symbol /exchange/pulse/{type} shows: "BTC_USDT" names the pair, "btc" (the menu's link) the
// coin against USDT; anything else falls back to the first symbol offered.
export const symbolFromParam = (type: string | undefined): string | null => {
  if (!type) return null;
  const text = type.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,12}(_[A-Z0-9]{1,12})?$/.test(text)) return null;
  return text.includes('_') ? text.replace('_', '/') : `${text}/USDT`;
};

export const paramOfSymbol = (symbol: string): string => symbol.replace('/', '_');
