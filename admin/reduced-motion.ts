/**
 * Staff whose system asks for reduced motion get the editor's changes without its slides: the
 * editor draws a list item's move as a 200 ms slide of the items, and an Add or a removal with
 * slides too, Web Animations its framework starts, which its stylesheet's rule for reduced motion
 * (for CSS transitions) does not reach. While the system asks for it, each such animation is ended
 * as it starts, at its last frame; one that never ends (a spinner's) is left to the editor's own
 * rule.
 */
export function endAnimationsForReducedMotion(): void {
  const reduced = matchMedia('(prefers-reduced-motion: reduce)');
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    if (reduced.matches && animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    return animation;
  };
}
