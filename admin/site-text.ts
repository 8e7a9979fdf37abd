import type CMS from '@sveltia/cms';
import { Component, createElement } from 'react';
import { SITE_TEXT } from '../catalogue/cms/fields.ts';

/**
 * A text field that must not be empty, told at the field with the build's own message and code
 * (the configuration carries it: catalogue/cms/fields.ts). The editor's own text controls do the
 * typing; this wraps them to answer the editor's validity question with the build's words.
 */

interface Props {
  value: unknown;
  field: { get(key: string): unknown };
  [key: string]: unknown;
}

export function registerSiteText(cms: typeof CMS): void {
  const line = cms.getFieldType('string');
  const box = cms.getFieldType('text');
  if (!line?.control || !box?.control) throw new Error('The editor has no string or text field to wrap: check @sveltia/cms after an upgrade');
  const controls = { line: line.control, box: box.control };
  class SiteText extends Component<Props> {
    /** Called by the editor before saving: the build's message when the text is empty. */
    isValid() {
      const message = this.props.field.get('empty_message');
      const value = this.props.value;
      return typeof message === 'string' && (typeof value !== 'string' || value.trim() === '') ? { error: { message } } : true;
    }
    override render() {
      return createElement(this.props.field.get('multiline') ? controls.box : controls.line, this.props as never);
    }
  }
  cms.registerFieldType(SITE_TEXT, SiteText as never, (line.preview ?? box.preview) as never);
}
