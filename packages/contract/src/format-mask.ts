// Masks an account name (e-mail or phone) for display, keeping just enough for its owner to
// recognise it (spec §9: first 2 and last 2 of an e-mail, first 3 and last 4 of a phone).
const MASK = '****';

export const maskAccount = (account: string): string => {
  // Code points, so a mask never splits an emoji or other astral character in half.
  const chars = Array.from(account);
  const [head, tail] = account.includes('@') ? [2, 2] : [3, 4];
  if (chars.length > head + tail) return `${chars.slice(0, head).join('')}${MASK}${chars.slice(-tail).join('')}`;
  // Too short to keep both ends and still hide something: keep the first character only, and not
  // even that when it is the whole account.
  if (chars.length >= 2) return `${chars[0]}${MASK}`;
  return chars.length === 1 ? MASK : '';
};
