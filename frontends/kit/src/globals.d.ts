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
