// deploy/nginx.conf run for real: rendered for loopback ports into a temporary folder and started as a child process
// (`daemon off`), in front of portals started by ./servers. Only the config's marked blocks are rewritten.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { ROOT, freePort, outputTail, tempDir, type Server } from './servers';

export const NGINX_CONF = path.join(ROOT, 'deploy', 'nginx.conf');
export const nginxPath = () => process.env.NGINX_PATH || '/usr/sbin/nginx';

/** scripts/ensure-nginx.mjs: Debian's nginx, installed with apt-get when it is missing and we are root. */
export function ensureNginx() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-nginx.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`nginx is not available:\n${result.stdout}${result.stderr}`);
}

/**
 * The template with the lines between `# >>> name` and `# <<< name` replaced, for each name given (markers kept,
 * lines indented like their marker). A name the template lacks is an error, so a renamed block cannot go unnoticed.
 */
export function renderNginxConf(template: string, blocks: Record<string, string[]>) {
  let text = template;
  for (const [name, lines] of Object.entries(blocks)) {
    const block = new RegExp(`^([ \\t]*)# >>> ${name}\\b[^\\n]*\\n[\\s\\S]*?^[ \\t]*# <<< ${name}\\b`, 'm');
    const match = block.exec(text);
    if (!match) throw new Error(`${NGINX_CONF} has no "# >>> ${name}" … "# <<< ${name}" block`);
    const indent = match[1];
    const opening = match[0].split('\n')[0];
    const body = lines.map((line) => `${indent}${line}\n`).join('');
    text =
      text.slice(0, match.index) +
      `${opening}\n${body}${indent}# <<< ${name}` +
      text.slice(match.index + match[0].length);
  }
  return text;
}

/** One request as the test copy logs it. */
export interface NginxLogLine {
  status: number;
  /** $upstream_cache_status: HIT, MISS, BYPASS, EXPIRED, STALE, UPDATING, or '' (no cache in that location). */
  cache: string;
  /** The portal that answered (host:port), or '' when the cache did. */
  upstream: string;
  method: string;
  uri: string;
}

export interface Nginx extends Server {
  /** The rendered configuration. */
  conf: string;
  /** Every request logged so far, in order. */
  log(): NginxLogLine[];
}

const LOG_FORMAT =
  `log_format probe escape=json '{"status":$status,"cache":"$upstream_cache_status","upstream":"$upstream_addr",` +
  `"method":"$request_method","uri":"$request_uri"}';`;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * deploy/nginx.conf on 127.0.0.1:`port` in front of `upstreams` (portal URLs), with its cache, logs and temporary files
 * in a new folder (removed by stop). Its access log records the cache status and the answering portal per request.
 */
export async function startNginx({ upstreams, port }: { upstreams: string[]; port?: number }): Promise<Nginx> {
  if (!upstreams.length) throw new Error('startNginx: no upstreams');
  const chosen = port ?? (await freePort());
  const dir = tempDir('nginx');
  const at = (name: string) => path.join(dir, name);
  const conf = renderNginxConf(readFileSync(NGINX_CONF, 'utf8'), {
    // Workers as root only in this copy: the temporary folder is root's. pid and daemon come from the command line.
    process: [...(isRoot() ? ['user root;'] : []), 'error_log stderr warn;'],
    paths: [
      LOG_FORMAT,
      `access_log ${at('access.log')} probe;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${at(`${kind}-temp`)};`),
      // The shipped zones with the same settings, in this folder.
      ...readFileSync(NGINX_CONF, 'utf8')
        .split('\n')
        .filter((line) => line.trim().startsWith('proxy_cache_path '))
        .map((line) =>
          line
            .trim()
            .replace(
              /proxy_cache_path \S+\/([^/\s]+) /,
              (_, name: string) => `proxy_cache_path ${at(`cache-${name}`)} `,
            ),
        ),
    ],
    portals: upstreams.map((url) => `server ${new URL(url).host};`),
    listen: [`listen 127.0.0.1:${chosen};`, 'server_name _;'],
  });
  mkdirSync(dir, { recursive: true });
  writeFileSync(at('nginx.conf'), conf);
  writeFileSync(at('access.log'), '');

  const child = spawn(
    nginxPath(),
    ['-p', `${dir}/`, '-c', at('nginx.conf'), '-e', 'stderr', '-g', `daemon off; pid ${at('nginx.pid')};`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = outputTail(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => output.note(error.message));

  let removed = false;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // nginx's master stops its workers and exits; SIGKILL only when it hangs.
    const slow = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(slow);
    if (!removed) rmSync(dir, { recursive: true, force: true });
    removed = true;
  };
  const deadline = Date.now() + 10_000;
  while (!(await listening(chosen))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`nginx did not start on 127.0.0.1:${chosen}:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    process: child,
    conf,
    output,
    stop,
    log: () =>
      readFileSync(at('access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as NginxLogLine),
  };
}
