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
 * What a script says when npm read its options as its own settings (`npm run new-city --name=Kota
 * --from ajmer`, without the `--` that passes them on): the command as it should be written.
 * npm hands such options over only as `npm_config_<option>` variables, and a value given after a
 * space as a stray argument (`--from ajmer`: `npm_config_from=true` and `ajmer`; the stray that
 * matches the option's `value` pattern where it has one). Some it keeps to itself (`kept`, such as
 * new-city's `--only`, and at times an option's name, passing on its value alone): the message
 * names them and any value passed on without its option, for the user to add. The strays left are
 * the script's own arguments where it takes some (`positionals`). Undefined when npm took none of
 * `options`.
 */
export function npmTookOptions(
  script: string,
  options: Readonly<Record<string, { type: 'string' | 'boolean'; value?: RegExp }>>,
  strays: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  { positionals = false, kept = [] }: { positionals?: boolean; kept?: readonly string[] } = {},
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
  if (words.length === 0) return undefined;
  const unplaced = positionals ? [] : rest;
  const missing = [
    ...(kept.length > 0
      ? [`${kept.join(', ')} if you gave ${kept.length === 1 ? 'it' : 'them'}: npm keeps ${kept.length === 1 ? 'it' : 'them'} to itself`]
      : []),
    ...(unplaced.length > 0 ? [`the option before ${unplaced.map(shellWord).join(', ')}, which npm passed on without it`] : []),
  ];
  return `npm read the options as its own settings: give them all after --, as in\n  npm run ${script} -- ${[...(positionals ? rest.map(shellWord) : []), ...words].join(' ')}${
    missing.length > 0 ? `\nadding any you gave that it leaves out (${missing.join('; ')})` : ''
  }`;
}
