// The two parts of the English texts, made from en.json by the Vite plugin in vite.config.ts.
declare module 'virtual:english/core' {
  const texts: Record<string, string>;
  export default texts;
}
declare module 'virtual:english/rest' {
  const texts: Record<string, string>;
  export default texts;
}
