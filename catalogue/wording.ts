/**
 * Words of a build message that name what to change in the file (`draft: true`, `meta.geo`), with
 * the browser editor's words for the same control. The message is written with `file`; the
 * editor's check panel shows it with `form` (admin/check.ts, inFormWords). Each is defined beside
 * the message that uses it.
 */
export interface Wording {
  file: string;
  form: string;
}
