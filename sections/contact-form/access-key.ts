import type { Site } from '../../catalogue/site-schema.ts';

/** The example key shipped in site.config.yaml; the provider refuses it with `success: false`. */
export const PLACEHOLDER_ACCESS_KEY = 'YOUR-WEB3FORMS-ACCESS-KEY';

type Env = Record<string, string | undefined>;

/** The key the built form sends: FORM_ACCESS_KEY at build time, else form.accessKey of site.config.yaml. */
export function formAccessKey(site: Pick<Site, 'form'>, env: Env = process.env): string {
  return env.FORM_ACCESS_KEY?.trim() || site.form.accessKey;
}

/** One warning line when the built form would send the placeholder key, else undefined. */
export function accessKeyWarning(site: Pick<Site, 'form'>, env: Env = process.env): string | undefined {
  if (formAccessKey(site, env) !== PLACEHOLDER_ACCESS_KEY) return undefined;
  return (
    `WARNING contact form: the access key is still the placeholder "${PLACEHOLDER_ACCESS_KEY}" (form.accessKey in site.config.yaml), ` +
    `so the provider will refuse every message and visitors will see 'Failed to submit form. Please try again.' ` +
    `Build with FORM_ACCESS_KEY=<your Web3Forms access key> or set form.accessKey in site.config.yaml.`
  );
}
