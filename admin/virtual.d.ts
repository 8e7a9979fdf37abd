declare module 'virtual:cms-input' {
  const input: import('../catalogue/cms/config.ts').CmsInput;
  export default input;
}
