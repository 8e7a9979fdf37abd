/**
 * A selected or current item (the selected tab, the blog's current page number) in a contrast theme's
 * forced colours, which draw every background alike: the theme's own highlight colours, kept as they
 * are (`forced-color-adjust: none`). A kept item keeps its own focus outline colour too, so it takes
 * the theme's text colour (the brand outline is 2:1 on a dark theme's black). The colours are
 * important: the item's own look in the site's colours (the tab's `aria-selected:bg-brand`, a class
 * and an attribute) outweighs a class in a media query, and kept as it is, the brand's indigo stood
 * 2.1:1 from a dark theme's black, among tabs of the same white text and border.
 */
export const SELECTED_IN_FORCED_COLOURS =
  'forced-colors:bg-[Highlight]! forced-colors:text-[HighlightText]! forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[CanvasText]';
