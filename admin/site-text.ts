import type CMS from '@sveltia/cms';
import { Component, createElement, Fragment } from 'react';
import { COUNT, SITE_TEXT } from '../catalogue/cms/fields.ts';
import { drawnEntry, type EditorEntry } from './drawn-entry.ts';
import { FIELD } from './list-markup.ts';

/**
 * A text field that must not be empty, or must keep to a length (a page title: 10–70 characters),
 * told at the field with the build's own message (the configuration carries them:
 * catalogue/cms/fields.ts), with the count under the box. The editor's own text controls do the
 * typing; this wraps them to answer the editor's validity question with the build's words.
 */

interface Props {
  value: unknown;
  field: { get(key: string): unknown };
  onChange?: (value: unknown) => void;
  [key: string]: unknown;
}

/** A text's length as the build measures it: trimmed where its schema trims, in code points as zod counts (an emoji is one). */
const measured = (text: string, config: (key: string) => unknown) => [...(config('trim') === 'yes' ? text.trim() : text)].length;

/**
 * What the build would say about `value`, as the field's configuration words it: empty, under
 * `minlength` or over `maxlength` characters, else nothing.
 */
export function siteTextProblem(value: unknown, config: (key: string) => unknown): string | undefined {
  const raw = typeof value === 'string' ? value : '';
  const length = measured(raw, config);
  const said = (key: string) => {
    const message = config(key);
    return typeof message === 'string' ? message.replace(COUNT, String(length)) : undefined;
  };
  if (raw.trim() === '') return said('empty_message');
  const min = config('minlength');
  const max = config('maxlength');
  if (typeof min === 'number' && length < min) return said('short_message');
  if (typeof max === 'number' && length > max) return said('long_message');
  return undefined;
}

/** The count under a box with length limits, as the build counts: "8 characters (10–70)". */
export function lengthCount(value: unknown, config: (key: string) => unknown): string | undefined {
  const min = config('minlength');
  const max = config('maxlength');
  if (typeof min !== 'number' && typeof max !== 'number') return undefined;
  const length = measured(typeof value === 'string' ? value : '', config);
  const range = typeof min === 'number' ? (typeof max === 'number' ? `${min}–${max}` : `at least ${min}`) : `at most ${max}`;
  return `${length} character${length === 1 ? '' : 's'} (${range})`;
}

/**
 * A text that must not be empty is marked as the editor marks its own required fields: a `*` after
 * its label (the editor's own "required" is off for it, so that the build's message is the one
 * shown), and `aria-required` on its box. `marker` is an element of the field's control.
 */
function markMustFill(marker: HTMLElement | null): void {
  const field = marker?.closest(FIELD);
  const label = field?.querySelector('header h4');
  if (!field || !label) return;
  if (!label.parentElement?.querySelector(':scope > .required')) {
    const star = document.createElement('span');
    star.className = 'required';
    star.setAttribute('aria-hidden', 'true');
    star.textContent = '*';
    label.after(star);
  }
  field.querySelector('input, textarea')?.setAttribute('aria-required', 'true');
}

export function registerSiteText(cms: typeof CMS): void {
  const line = cms.getFieldType('string');
  const box = cms.getFieldType('text');
  if (!line?.control || !box?.control) throw new Error('The editor has no string or text field to wrap: check @sveltia/cms after an upgrade');
  const controls = { line: line.control, box: box.control };
  class SiteText extends Component<Props> {
    /** Whether the control is drawn (the value written again, in isValid, waits a moment). */
    private mounted = false;
    // The editor hands each control the whole entry at every change: the check reads it as Save is
    // pressed (admin/drawn-entry.ts).
    override componentDidMount() {
      this.mounted = true;
      drawnEntry.mounted();
    }
    override componentWillUnmount() {
      this.mounted = false;
      drawnEntry.unmounted();
    }
    /** What isValid said last (`null` before it was first asked). */
    private said: string | undefined | null = null;
    /**
     * Called by the editor as the value changes and before saving: the build's message when the text
     * is empty, too short or too long. The editor asks it after it has drawn the box's state for the
     * new value from the answer for the one before (Sveltia CMS 0.221.1 keeps the answer of a custom
     * field and reads it at once as a value is written, then asks again): a box emptied, refused at a
     * Save and then filled in one go (a phone pasted) kept its message until the next change. Where the
     * answer changes, the value is written again once the editor holds the new answer, and the editor
     * draws the box's state again (a write of the same value changes nothing else).
     */
    isValid() {
      const message = siteTextProblem(this.props.value, (key) => this.props.field.get(key));
      if (this.said !== null && message !== this.said) {
        setTimeout(() => {
          if (this.mounted) this.props.onChange?.(this.props.value);
        });
      }
      this.said = message;
      return message ? { error: { message } } : true;
    }
    override render() {
      drawnEntry.shown(this.props.entry as EditorEntry | undefined);
      const control = createElement(this.props.field.get('multiline') ? controls.box : controls.line, this.props as never);
      const count = lengthCount(this.props.value, (key) => this.props.field.get(key));
      return createElement(
        Fragment,
        null,
        control,
        count && createElement('p', { className: 'site-text-count' }, count),
        createElement('span', { hidden: true, ref: markMustFill }),
      );
    }
  }
  cms.registerFieldType(SITE_TEXT, SiteText as never, (line.preview ?? box.preview) as never);
}
