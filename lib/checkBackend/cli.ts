import { parseArgs } from 'node:util';
import { jsonReport, resultLine, summaryLines } from './report';
import { checkBackend, type CheckOptions, type Report } from './run';

export const USAGE =
  'usage: npm run check-backend -- --url <backend URL> [--site <public origin>] [--member <id>:<password>] [--write] [--json] [--timeout <seconds>]';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** The command's options from its arguments; a bad one is a sentence. */
export function optionsOf(
  argv: string[],
  env: Record<string, string | undefined> = {},
): CheckOptions & { json: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      site: { type: 'string' },
      member: { type: 'string' },
      write: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      timeout: { type: 'string' },
    },
    strict: true,
  });
  const url = values.url ?? env.BACKEND_URL;
  if (!url) throw new Error('--url is missing');
  if (!/^https?:\/\/[^\s/]+/.test(url) || !URL.canParse(url)) throw new Error(`--url ${url} is not an http(s) address`);
  if (values.site !== undefined && (!/^https?:\/\//.test(values.site) || !URL.canParse(values.site)))
    throw new Error(`--site ${values.site} is not an http(s) origin`);
  let member: CheckOptions['member'];
  if (values.member !== undefined) {
    const at = values.member.indexOf(':');
    if (at < 1 || at === values.member.length - 1) throw new Error('--member must be id:password');
    member = { userId: values.member.slice(0, at), password: values.member.slice(at + 1) };
  }
  const seconds = values.timeout === undefined ? 10 : Number(values.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 120)
    throw new Error('--timeout must be seconds, from 0 to 120');
  if (values.write && !member) throw new Error('--write needs --member: it only changes the given test member');
  return {
    url,
    site: values.site,
    member,
    write: values.write,
    json: values.json,
    timeoutMs: Math.round(seconds * 1000),
    portalKey: env.PORTAL_KEY || undefined,
  };
}

/** Runs the check and prints it; the exit code is 0 when the core operations conform. */
export async function main(
  argv: string[],
  io: Output,
  env: Record<string, string | undefined> = process.env,
): Promise<{ code: number; report?: Report }> {
  let options: ReturnType<typeof optionsOf>;
  try {
    options = optionsOf(argv, env);
  } catch (error) {
    io.err(`check-backend: ${(error as Error).message}`);
    io.err(USAGE);
    return { code: 1 };
  }
  const { json, ...check } = options;
  const report = await checkBackend({ ...check, progress: (result) => (json ? io.err : io.out)(resultLine(result)) });
  if (json) io.out(jsonReport(report));
  // A check that could not go on says why in one line, with no settings to copy.
  if (report.fatal) io.err(`check-backend: ${report.fatal}`);
  else if (!json) for (const line of summaryLines(report)) io.out(line);
  return { code: report.ok ? 0 : 1, report };
}
