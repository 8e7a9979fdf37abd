declare module 'virtual:cms-input' {
  const input: import('../catalogue/cms/config.ts').CmsInput;
  export default input;
  export const site: import('../catalogue/site-schema.ts').Site;
  export const blogCta: import('../catalogue/closing-cta.ts').CtaSection | undefined;
}
