import { describe, expect, it } from 'vitest';
import { placeholderAround } from '../../admin/whole-placeholder.ts';
import { NEW_POST_PROMPTS } from '../../catalogue/placeholders.ts';

/** A word double-clicked in the editor: the whole placeholder it is part of, to be selected instead. */
describe('placeholderAround', () => {
  /** What is selected instead of `word` (its first time in `text`), as text; undefined where it stays. */
  const widened = (text: string, word: string) => {
    const start = text.indexOf(word);
    const whole = placeholderAround(text, start, start + word.length);
    return whole && text.slice(whole.start, whole.end);
  };

  it('widens a word of a template slot, an instruction, an example address or a figure to the whole of it', () => {
    expect(widened('Best SEO in [City name] for you', 'City')).toBe('[City name]');
    expect(widened('Best SEO in [City name] for you', 'name')).toBe('[City name]');
    expect(widened('Dear <your name>,', 'name')).toBe('<your name>');
    expect(widened('Hello {{city}} team', 'city')).toBe('{{city}}');
    expect(widened('Our story (add text here) ends', 'text')).toBe('(add text here)');
    expect(widened('Mail info@example.com today', 'example')).toBe('info@example.com');
    expect(widened('Fees of XX-XX lakh', 'XX')).toBe('XX-XX');
  });

  it('leaves a selection that is the whole placeholder, one outside every placeholder, one across its edge, and none', () => {
    expect(widened('Best SEO in [City name] for you', '[City name]')).toBeUndefined();
    expect(widened('TODO: the rest', 'TODO')).toBeUndefined();
    expect(widened('Call +91 98XXXXXXXX now', '98XXXXXXXX')).toBeUndefined();
    expect(widened('Best SEO in [City name] for you', 'Best')).toBeUndefined();
    expect(widened('Best SEO in [City name] for you', 'name] for')).toBeUndefined();
    expect(placeholderAround('Best SEO in [City name]', 13, 13)).toBeUndefined();
    // An aside in brackets and a Markdown link are not placeholders.
    expect(widened('The guide [PDF, 2 pages] is free', 'PDF')).toBeUndefined();
    expect(widened('See [our work](/portfolio) here', 'work')).toBeUndefined();
  });

  it('leaves a word of a scaffolding prompt: that is a sentence, and the word is what was meant', () => {
    const prompt = Object.values(NEW_POST_PROMPTS)[0]!;
    const word = prompt.split(' ')[1]!;
    expect(widened(`${prompt} More.`, word)).toBeUndefined();
  });
});
