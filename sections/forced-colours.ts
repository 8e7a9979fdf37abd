/**
 * A selected or current item (the selected tab, the blog's current page number) in a contrast theme's
 * forced colours, which draw every background alike: the theme's own highlight colours, kept as they
 * are (`forced-color-adjust: none`). A kept item keeps its own focus outline colour too, so it takes
 * the theme's text colour (the brand outline is 2:1 on a dark theme's black).
 */
export const SELECTED_IN_FORCED_COLOURS =
  'forced-colors:bg-[Highlight] forced-colors:text-[HighlightText] forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[CanvasText]';
