/** The lines removed from `a` and added in `b`, by a longest-common-subsequence line diff (what a reviewer sees in a pull request). */
export function lineDiff(a: string, b: string): { removed: string[]; added: string[] } {
  const la = a.split('\n');
  const lb = b.split('\n');
  const lcs = Array.from({ length: la.length + 1 }, () => new Array<number>(lb.length + 1).fill(0));
  for (let i = la.length - 1; i >= 0; i--)
    for (let j = lb.length - 1; j >= 0; j--) lcs[i]![j] = la[i] === lb[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  for (let i = 0, j = 0; i < la.length || j < lb.length; ) {
    if (i < la.length && j < lb.length && la[i] === lb[j]) {
      i++;
      j++;
    } else if (j < lb.length && (i === la.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(lb[j++]!);
    else removed.push(la[i++]!);
  }
  return { removed, added };
}
