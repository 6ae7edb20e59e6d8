// Asset imports handled by webpack (style-loader, asset modules) and by identity-obj-proxy in jest.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

// webpack's require.context (the remotes find their screens with it); jest runs the same call
// through tooling/test-infra/requireContext.js.
declare namespace NodeJS {
  interface Require {
    context(
      directory: string,
      useSubdirectories: boolean,
      regExp: RegExp,
    ): { (key: string): unknown; keys(): string[] };
    /** 'lazy': each module a chunk of its own, loaded when the context is called with its key. */
    context(
      directory: string,
      useSubdirectories: boolean,
      regExp: RegExp,
      mode: 'lazy',
    ): { (key: string): Promise<unknown>; keys(): string[] };
  }
}
