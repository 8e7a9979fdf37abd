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

/** A word for a command the user is told to run: in quotes when it has a space ("Mount Abu"). */
export const shellWord = (word: string) => (/\s/.test(word) ? `"${word}"` : word);

/**
 * The command as it should have been written when npm read the script's options as its own
 * settings (`npm run new-city --name=Kota --from ajmer`, without the `--` that passes them on):
 * npm then hands them over only as `npm_config_<option>` variables, and the value given after a
 * space as a stray argument (`--from ajmer`: `npm_config_from=true` and `ajmer`; the stray that
 * matches the option's `value` pattern where it has one). Some it keeps to itself (`--only`, a
 * number after `--lng`), so the command has the options npm passed on, for the user to complete;
 * the strays left are the script's own arguments where it takes some (`positionals`), else dropped.
 * Undefined when npm took none of `options`.
 */
export function optionsNpmTook(
  script: string,
  options: Readonly<Record<string, { type: 'string' | 'boolean'; value?: RegExp }>>,
  strays: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  { positionals = false }: { positionals?: boolean } = {},
): string | undefined {
  const rest = strays.filter((stray) => !stray.startsWith('-'));
  const words: string[] = [];
  for (const [key, { type, value: pattern }] of Object.entries(options)) {
    const value = env[`npm_config_${key.replaceAll('-', '_')}`];
    if (value === undefined || value === '' || key === 'help') continue;
    if (type === 'boolean') {
      if (value === 'true') words.push(`--${key}`);
      continue;
    }
    const at = value === 'true' ? rest.findIndex((stray) => pattern?.test(stray) ?? true) : -1;
    const given = value === 'true' ? (at >= 0 ? rest.splice(at, 1)[0] : undefined) : value;
    if (given !== undefined) words.push(`--${key}`, shellWord(given));
  }
  return words.length === 0 ? undefined : `npm run ${script} -- ${[...(positionals ? rest.map(shellWord) : []), ...words].join(' ')}`;
}

/** What a script says when npm took its options (optionsNpmTook): the command to run instead. */
export const npmTookMessage = (command: string) =>
  `npm read the options as its own settings, and keeps some of them to itself: give them all after --, as in\n  ${command}`;
