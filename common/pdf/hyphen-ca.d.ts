// The `hyphen` package ships no types; this is the part of its Catalan entry point the engine uses.
declare module 'hyphen/ca/index.js' {
  interface HyphenOptions {
    hyphenChar?: string;
    minWordLength?: number;
  }
  const hyphenator: { hyphenateSync(text: string, options?: HyphenOptions): string };
  export default hyphenator;
}
