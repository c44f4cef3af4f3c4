/** A stylesheet import is a file of its own (build/webpack-config.ts): its URL. */
declare module '*.css' {
  const url: string;
  export default url;
}
