/* Test-only: the portal proxy as the browser sees it over the network, played by msw (the network is the boundary we do not own). */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Requests no handler answered since the last check: each fails the test that made it (tests/utils/setup.ts). */
const unhandled: string[] = [];

/**
 * The browser's network in unit tests. Each test answers the proxy operations it expects with `fakeProxy`; the one
 * handler here comes last and takes an operation no `fakeProxy` answered: the page sees a lost connection and the
 * test fails, naming the operation. Any other request nobody answers fails the same way (`listenToNetwork`).
 */
export const network = setupServer(
  http.post('*/api/routes/:op', ({ params }) => {
    unhandled.push(`POST /api/routes/${String(params.op)} (an operation this test does not answer)`);
    return HttpResponse.error();
  }),
);

export function listenToNetwork() {
  network.listen({
    // msw's documented strategy for a request no handler answers: print it and fail the request (the page sees a
    // lost connection); the request is also kept so the test that made it fails, naming it.
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/** The requests no handler answered since the last call (and forgets them). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/** One call of the page to the proxy: `POST /api/routes/<op>` with `{ params }`. */
export interface ProxyCall {
  op: string;
  params: Record<string, unknown>;
}

/**
 * A handler's answer: the 200 body; an error answer `{ httpStatus, body }`, or `{ httpStatus, code }` for the proxy's
 * error envelope `{ status: 'error', code }` (either with optional headers); or 'network' for a connection that fails.
 */
export type ProxyAnswer =
  | Record<string, unknown>
  | { httpStatus: number; body: Record<string, unknown>; headers?: Record<string, string> }
  | { httpStatus: number; code: string; headers?: Record<string, string> }
  | 'network';

export type ProxyHandler = (params: Record<string, unknown>, call: ProxyCall) => ProxyAnswer | Promise<ProxyAnswer>;
export type Handlers = Record<string, ProxyHandler>;

function reply(answer: ProxyAnswer) {
  if (answer === 'network') return HttpResponse.error();
  if (typeof answer.httpStatus !== 'number') return HttpResponse.json(answer);
  const { httpStatus, headers } = answer as { httpStatus: number; headers?: Record<string, string> };
  const body = 'code' in answer ? { status: 'error', code: answer.code } : (answer.body as Record<string, unknown>);
  return HttpResponse.json(body, { status: httpStatus, headers });
}

/**
 * Answers `POST /api/routes/<op>` with `handlers[op]` (looked up at each call, so a test may set `handlers[op]` later)
 * and records each answered call in `calls` (a new list unless given). An op without a handler here is left to an
 * earlier `fakeProxy` of the same test (msw tries the newest handler first), else the test fails naming it (`network`).
 * `restore` stops answering.
 */
export function fakeProxy(handlers: Handlers, calls: ProxyCall[] = []) {
  let answering = true;
  network.use(
    http.post('*/api/routes/:op', async ({ request, params: path }) => {
      const op = decodeURIComponent(String(path.op));
      const handler = handlers[op];
      if (!answering || !handler) return undefined; // msw goes on to the next handler
      const text = await request.text();
      const params = (text ? (JSON.parse(text) as { params?: Record<string, unknown> }).params : undefined) ?? {};
      const call = { op, params };
      calls.push(call);
      return reply(await handler(params, call));
    }),
  );
  return {
    calls,
    of: (op: string) => calls.filter((call) => call.op === op),
    restore: () => {
      answering = false;
    },
  };
}
