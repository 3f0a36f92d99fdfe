import { type ParseArgsConfig, parseArgs } from "node:util";

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

// How every `npm run` command reads its arguments: `--help` (or `-h`) prints the usage, what the
// command does and examples, and exits 0; an argument it cannot read prints one line saying
// what is wrong, the usage, and exits 2. Never a stack trace.

export interface CommandDescription<Options extends ParseArgsOptionsConfig> {
  /** One line: `Usage: npm run x -- …`. */
  usage: string;
  /** What the command does, its options and examples (printed by --help). */
  help: string;
  options: Options;
  positionals?: boolean;
}

/** Prints the problem and the usage, and exits 2. */
export function usageError(usage: string, problem: string): never {
  console.error(`${problem}\n${usage}\n(--help: more)`);
  process.exit(2);
}

export function readCommandLine<Options extends ParseArgsOptionsConfig>(
  command: CommandDescription<Options>,
  args = process.argv.slice(2),
) {
  if (args.includes("--help") || args.includes("-h")) {
    console.log(`${command.usage}\n\n${command.help.trim()}`);
    process.exit(0);
  }
  try {
    return parseArgs({
      args,
      options: command.options,
      allowPositionals: command.positionals ?? false,
      strict: true,
    });
  } catch (error) {
    return usageError(command.usage, (error as Error).message);
  }
}
