/** The arguments the script was started with. */
export const commandArgs = process.argv.slice(2);

/** The value after `--name` in the script's arguments; `fallback` when the option or its value is missing. */
export function option(name: string, fallback: string, args: readonly string[] = commandArgs): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/**
 * The comma-separated values of `--name=a,b`, for values that start with `--` themselves (flags
 * passed on to another program), which `--name --a` would read as an option of its own; none when
 * the option is missing.
 */
export function listOption(name: string, args: readonly string[] = commandArgs): string[] {
  const prefix = `--${name}=`;
  const arg = args.findLast((a) => a.startsWith(prefix));
  return arg ? arg.slice(prefix.length).split(',').filter(Boolean) : [];
}

/**
 * Takes `--name value` out of `args`, which keeps the arguments for another program in their order,
 * and returns the value: undefined when the option is missing, '' when its value is.
 */
export function takeOption(name: string, args: string[]): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  const hasValue = value !== undefined && !value.startsWith('--');
  args.splice(i, hasValue ? 2 : 1);
  return hasValue ? value : '';
}
