/** Named gradient tokens for service cards; YAML picks a name, never a CSS string. */
export const gradients = {
  'indigo-pink': 'from-indigo-800 to-pink-700',
  'pink-saffron': 'from-pink-700 to-orange-700',
  'indigo-violet': 'from-indigo-900 to-violet-700',
  'saffron-pink': 'from-orange-700 to-rose-700',
  'teal-indigo': 'from-teal-700 to-indigo-800',
  'rose-indigo': 'from-rose-700 to-indigo-800',
} as const;

export type GradientName = keyof typeof gradients;
export const gradientNames = Object.keys(gradients) as [GradientName, ...GradientName[]];
