import './zod-jitless.ts';
import CMS from '@sveltia/cms';
import input, { blogCta, site } from 'virtual:cms-input';
import { cmsConfig } from '../catalogue/cms/config.ts';
import { mendEditorMarkup } from './a11y.ts';
import { focusCopyAfterDuplicate } from './after-duplicate.ts';
import { copyRulesOf } from '../catalogue/copy-problems.ts';
import { type EntryCollection, registerChecks } from './check.ts';
import { confirmRemovals } from './confirm-remove.ts';
import { confirmReverts } from './confirm-revert.ts';
import { holdEarlyChoices } from './early-choice.ts';
import { noteEditsSinceCheck } from './edited-fields.ts';
import { keepNumberTexts } from './number-text.ts';
import { typeIntoFieldsFromTheirMenus } from './field-menu-typing.ts';
import { openFoldedItemsOnClick } from './folded-line.ts';
import {
  focusAfterRemovals,
  keepFocusByDisabledButtons,
  keepFocusInRedrawnFields,
  keepHoldersStillAtMenus,
  keepMovedItemsInSight,
  typeInNewItems,
} from './focus-kept.ts';
import { registerFormats } from './formats.ts';
import { registerPreviews } from './preview.ts';
import { endAnimationsForReducedMotion } from './reduced-motion.ts';
import { noteReplacing } from './replace-upload.ts';
import { noteDeleting } from './confirm-delete.ts';
import { registerSiteText } from './site-text.ts';
import { prepareUploads } from './upload-files.ts';
import { guardUnsavedChanges } from './unsaved.ts';
import { selectWholePlaceholders } from './whole-placeholder.ts';
import './admin.css';

/**
 * /admin/: the browser editor (Sveltia CMS from npm, built by scripts/build/admin-vite.ts). Its
 * configuration is made here from the section model and what the build read from the repository
 * (catalogue/cms/config.ts); its formats write only what changed; its checks are the build's.
 */
const config = cmsConfig(input) as { collections: EntryCollection[] };
endAnimationsForReducedMotion();
registerFormats(CMS, input.dirs);
registerChecks(CMS, config.collections, { ...input, ...copyRulesOf(site) });
registerSiteText(CMS);
guardUnsavedChanges(CMS);
noteEditsSinceCheck();
confirmRemovals();
confirmReverts();
noteReplacing(CMS, input.images ?? {});
noteDeleting(input);
prepareUploads();
selectWholePlaceholders();
keepFocusInRedrawnFields();
typeInNewItems();
keepMovedItemsInSight();
focusAfterRemovals();
keepHoldersStillAtMenus();
keepFocusByDisabledButtons();
holdEarlyChoices();
openFoldedItemsOnClick();
typeIntoFieldsFromTheirMenus();
keepNumberTexts();
focusCopyAfterDuplicate();

if (!input.backend) {
  const note = document.createElement('aside');
  note.id = 'practice-note';
  note.setAttribute('aria-label', 'Practice mode');
  // (On a phone, the first sentence: the second is for whoever sets the site up.)
  const how = document.createElement('span');
  how.textContent = ' To save to the repository, set editor: in site.config.yaml (README, "Edit in the browser").';
  note.append('Practice mode: changes stay in this browser.', how);
  document.body.prepend(note);
  // The editor's shell covers the whole window: it starts under the note, which stays in sight.
  new ResizeObserver(() => document.documentElement.style.setProperty('--practice-note-height', `${note.offsetHeight}px`)).observe(note);
}

// Pages preview with the site's sections: every page collection, and the top pages by file; shared
// sections as they show on a page; posts as their article.
const pageCollections = config.collections.filter((c) => c.name.startsWith('pages-') && c.folder).map((c) => c.name);
const filesOf = (name: string) => config.collections.find((c) => c.name === name)?.files?.map((f) => f.name) ?? [];
registerPreviews(CMS, { pages: [...pageCollections, ...filesOf('pages-top')], shared: ['shared'], posts: 'blog' }, site, blogCta);

void CMS.init({ config: config as never });
mendEditorMarkup();
