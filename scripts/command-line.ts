/** The arguments the script was started with. */
export const commandArgs = process.argv.slice(2);

/** The value after `--name` in the script's arguments; `fallback` when the option or its value is missing. */
export function option(name: string, fallback: string, args: readonly string[] = commandArgs): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}
