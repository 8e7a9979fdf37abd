/**
 * Adds a line of ours under one of Sveltia CMS's own questions (an open `alertdialog`), found by
 * its words: the replace question names the files that show a photo (admin/replace-upload.ts),
 * the delete question what links to the page (admin/confirm-delete.ts). Watched on every change of
 * the page (the editor changes it as staff type): only an open question is read, once.
 */
export function addLineToQuestion(
  question: RegExp,
  /** `mark`: the data attribute the line carries (`data-<mark>`), so a question gets it once. */
  mark: string,
  /** The line for the question's own text (the match of `question`), or undefined for none. */
  lineFor: (match: RegExpExecArray) => string | undefined,
  doc: Document = document,
  /** The answer the focus starts on, where the line makes the editor's first one (its default) the wrong one to take by Enter. */
  focusFor?: (match: RegExpExecArray) => string | undefined,
): void {
  const mend = () => {
    for (const dialog of doc.querySelectorAll('dialog[open][role=alertdialog]')) {
      if (!question.test(dialog.textContent ?? '') || dialog.querySelector(`[data-${mark}]`)) continue;
      const walker = doc.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const match = question.exec(node.textContent ?? '');
        if (!match || !node.parentElement) continue;
        const text = lineFor(match);
        if (text === undefined) break;
        const line = doc.createElement('p');
        line.setAttribute(`data-${mark}`, '');
        line.textContent = text;
        // Inside the element that holds the question (the dialog's body, which describes it:
        // `aria-describedby`), within its margins; after it, the line was neither.
        node.parentElement.append(line);
        const answer = focusFor?.(match);
        const button = answer === undefined ? undefined : [...dialog.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.trim() === answer);
        // In place of the editor's own focus on its first answer, which it gives more than once as the
        // dialog fades in: until staff press a key or the pointer, after which the focus is theirs.
        if (button) {
          const first = dialog.querySelector('button');
          const redirect = (event: Event) => {
            if (event.target === first) button.focus();
          };
          const stop = () => {
            dialog.removeEventListener('focusin', redirect);
            doc.removeEventListener('keydown', stop, true);
            doc.removeEventListener('pointerdown', stop, true);
          };
          if (doc.activeElement === first) button.focus();
          dialog.addEventListener('focusin', redirect);
          doc.addEventListener('keydown', stop, true);
          doc.addEventListener('pointerdown', stop, true);
        }
        break;
      }
    }
  };
  new MutationObserver(mend).observe(doc.body, { childList: true, subtree: true });
}
