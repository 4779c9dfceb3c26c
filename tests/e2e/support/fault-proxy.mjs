// A relay between the portal and the backend that tests can turn faulty: the backend is an operator's
// system the portal does not own, so its failures are played here. Loopback only; stops with its parent.
import http from 'node:http';

const port = Number(process.env.FAULT_PORT);
const target = new URL(process.env.FAULT_TARGET);
let fault = { mode: 'pass', delayMs: 0 };
const EXTENSIONS = new Set(
  [
    'get-site-config',
    'get-member',
    'transfer-in',
    'renew-recovery-codes',
    'prove-identity',
    'search-games',
    'get-favorite-games',
    'set-favorite-game',
    'get-recent-games',
    'get-play-limits',
    'set-deposit-limit',
    'confirm-limit-change',
    'set-reality-check',
    'take-break',
    'self-exclude',
    'get-session-summary',
    'request-password-reset',
    'transfer-out',
    'get-bet-list',
    'get-wallet-locks',
    'del-wallet-history',
    'change-to-point',
    'get-banners',
    'get-public-help-list',
    'get-two-factor',
    'start-two-factor',
    'confirm-two-factor',
    'disable-two-factor',
    'verify-two-factor',
    'start-passkey-registration',
    'finish-passkey-registration',
    'get-passkeys',
    'remove-passkey',
    'start-passkey-login',
    'finish-passkey-login',
    'get-sessions',
    'end-session',
    'end-other-sessions',
    'get-login-history',
  ].map((op) => `/public/${op}`),
);

function relay(req, res, answerDelayMs = 0) {
  const upstream = http.request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }, answerDelayMs);
    },
  );
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}

const faults = {
  pass: relay,
  down: (_req, res) => res.socket?.destroy(),
  // A slow backend: it does the work at once and answers late (the portal may have given up by then).
  slow: (req, res) => relay(req, res, fault.delayMs || 5000),
  html: (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>'),
  empty: (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(),
  malformed: (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"authenticated","user":'),
  // An operator's backend of the legacy contract: it has none of the extensions, so it answers them as it would any unknown path.
  legacy: (req, res) =>
    EXTENSIONS.has(new URL(req.url, 'http://relay.invalid').pathname)
      ? res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":"error","code":"not_found"}')
      : relay(req, res),
};

const server = http.createServer((req, res) => {
  if (req.url === '/__fault' && req.method === 'POST') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      fault = { mode: 'pass', delayMs: 0, ...JSON.parse(body || '{}') };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fault));
    });
    return;
  }
  if (req.url === '/__fault/health') return res.writeHead(200).end('ok');
  // Only the portal's backend calls are faulted; the admin routes the tests use always pass.
  const handler = req.url?.startsWith('/public/') ? (faults[fault.mode] ?? relay) : relay;
  handler(req, res);
});
// The tests' own connections idle longer than Node's default 5 s between calls.
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
