import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { childSchema, kind, kindOf, optionOf } from '../../sections/field-kinds.ts';

describe('field kinds, asked again and again', () => {
  it('a tag given after the kind was asked is seen, on the field and through its wrappers', () => {
    const field = z.string();
    const optional = field.optional();
    expect(kindOf(field)).toBeUndefined();
    expect(kindOf(optional)).toBeUndefined();
    kind(field, 'link');
    expect(kindOf(field)).toBe('link');
    expect(kindOf(optional)).toBe('link');
  });

  it('picks the option of a union by its discriminator each time, whatever was asked before', () => {
    const a = z.object({ type: z.literal('a'), href: kind(z.string(), 'link') });
    const b = z.object({ type: z.literal('b'), src: kind(z.string(), 'image-path') });
    const union = z.discriminatedUnion('type', [a, b]).optional();
    expect(optionOf(union, { type: 'a' })).toBe(a);
    expect(optionOf(union, { type: 'b' })).toBe(b);
    expect(optionOf(union, { type: 'a' })).toBe(a);
    expect(optionOf(union, { type: 'c' })).toBeUndefined();
    expect(kindOf(childSchema(union, { type: 'b' }, 'src')!)).toBe('image-path');
    expect(kindOf(childSchema(union, { type: 'a' }, 'href')!)).toBe('link');
  });
});
