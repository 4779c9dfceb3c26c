import type { OpResult, Report } from './run';

const MARK: Record<OpResult['verdict'], string> = {
  conforms: '✓',
  differs: '≠',
  absent: '–',
  fails: '✗',
  'not-called': '·',
};
const WORD: Record<OpResult['verdict'], string> = {
  conforms: 'conforms',
  differs: 'differs',
  absent: 'absent',
  fails: 'fails',
  'not-called': 'not called',
};

/** One line for an operation: its mark, name (and older name), verdict, detail and time. */
export function resultLine(result: OpResult): string {
  const name = result.name === result.op ? result.op : `${result.op} (as ${result.name})`;
  const time = result.ms === undefined ? '' : `  ${result.ms} ms`;
  const extension = result.extension ? ` [${result.extension}]` : '';
  return `${MARK[result.verdict]} ${name}${extension}  ${WORD[result.verdict]}${result.detail ? `: ${result.detail}` : ''}${time}`;
}

/** The settings the portal needs for this backend, as `.env` lines. */
export function envLines(report: Report): string[] {
  const { settings } = report;
  const names = Object.entries(settings.operationNames).map(([op, name]) => `${op}=${name}`);
  const lines = [`BACKEND_URL=${report.url}`];
  if (settings.tokenHeader === null) {
    lines.push('# The token header was not checked (give --member id:password): the defaults follow.');
    lines.push('BACKEND_TOKEN_HEADER=authorization', 'BACKEND_TOKEN_SCHEME=Bearer');
  } else {
    lines.push(
      `BACKEND_TOKEN_HEADER=${settings.tokenHeader}`,
      `BACKEND_TOKEN_SCHEME=${settings.tokenScheme || 'none'}`,
    );
  }
  lines.push(`BACKEND_OPERATION_NAMES=${names.join(',')}`);
  if (settings.siteConfig) {
    lines.push(
      `# BACKEND_FEATURES is not needed: get-site-config names the extensions (${settings.features.join(',') || 'none'}).`,
    );
  } else {
    if (settings.unknownFeatures.length > 0)
      lines.push(`# Not checked without --member: ${settings.unknownFeatures.join(',')}.`);
    lines.push(`BACKEND_FEATURES=${settings.features.join(',') || 'none'}`);
  }
  return lines;
}

const count = (results: OpResult[], verdict: OpResult['verdict']) =>
  results.filter((result) => result.verdict === verdict).length;

/** The summary a person reads in ten seconds, then the `.env` block. */
export function summaryLines(report: Report): string[] {
  const { settings, results } = report;
  const core = results.filter((result) => !result.extension);
  const lines = [
    '',
    `Backend ${report.url}`,
    `  core operations: ${count(core, 'conforms')} conform, ${count(core, 'differs')} differ, ${count(core, 'absent')} absent, ${count(core, 'fails')} fail, ${count(core, 'not-called')} not called`,
  ];
  if (settings.tokenHeader !== null) {
    lines.push(
      `  token: in "${settings.tokenHeader}"${settings.tokenScheme ? ` as "${settings.tokenScheme} <token>"` : ', the raw token'}`,
    );
  }
  lines.push(`  answers: ${settings.wrapped ? 'wrapped in {data: …} (the portal unwraps them itself)' : 'flat'}`);
  const renamed = Object.entries(settings.operationNames);
  if (renamed.length > 0) lines.push(`  older names: ${renamed.map(([op, name]) => `${op} → ${name}`).join(', ')}`);
  lines.push(
    `  extensions${settings.siteConfig ? ' (from get-site-config)' : ' (get-site-config absent; found by asking)'}: ${settings.features.join(', ') || 'none'}`,
  );
  lines.push(`  logins made: ${report.logins}`);
  if (report.changes.length > 0)
    lines.push('  changed by --write:', ...report.changes.map((change) => `    - ${change}`));
  lines.push('');
  if (report.fatal) lines.push(`NOT READY: ${report.fatal}`);
  else if (report.ok)
    lines.push('READY: the core operations conform with these settings. Put them in the portal’s .env:');
  else
    lines.push(
      `NOT READY: these core operations do not conform: ${report.failing.join(', ')}. The settings found so far:`,
    );
  lines.push('', ...envLines(report));
  return lines;
}

/** The report for an operator's CI: the same facts, and the `.env` block as text. */
export const jsonReport = (report: Report) => JSON.stringify({ ...report, env: envLines(report).join('\n') }, null, 2);
