/* Test-only: the portal proxy as the browser sees it over the network, played by msw (the network is the boundary we do not own). */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** An answer of the fake proxy: an HTTP status with a JSON body, or no answer at all. */
export type ProxyReply = { status: number; body: unknown; headers?: Record<string, string> } | 'network';

export type ProxyAnswerer = (
  op: string,
  params: Record<string, unknown> | undefined,
) => ProxyReply | Promise<ProxyReply>;

/** The answerers in force, newest last: the newest answers; restoring one takes it out wherever it is. */
const answerers: ProxyAnswerer[] = [];

/** Requests no handler answered since the last check: each fails the test that made it (tests/utils/setup.ts). */
const unhandled: string[] = [];

/**
 * The browser's network in unit tests: `POST /api/routes/<op>` ({ params }) is answered by the newest answerer, as
 * the proxy would over HTTP; anything else, or a proxy call while no answerer is in force, is unhandled.
 */
export const network = setupServer(
  http.post('*/api/routes/:op', async ({ request, params }) => {
    const answer = answerers.at(-1);
    if (!answer) {
      unhandled.push(`${request.method} ${request.url} (no proxy handlers in force)`);
      return HttpResponse.error();
    }
    const text = await request.text();
    const body = text ? (JSON.parse(text) as { params?: Record<string, unknown> }) : {};
    const reply = await answer(decodeURIComponent(String(params.op)), body.params);
    if (reply === 'network') return HttpResponse.error();
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status, headers: reply.headers });
  }),
);

export function listenToNetwork() {
  network.listen({
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

/**
 * Answers `POST /api/routes/<op>` through `answer` until the returned function is called; 'network' is a connection
 * that fails.
 */
export function stubProxyFetch(answer: ProxyAnswerer): () => void {
  answerers.push(answer);
  return () => {
    const at = answerers.lastIndexOf(answer);
    if (at >= 0) answerers.splice(at, 1);
  };
}

/** Takes out every answerer still in force (after each test). */
export function forgetProxyAnswers() {
  answerers.length = 0;
}

/** A screen test's handler: the 200 body, or `{ httpStatus, code, headers? }` for the proxy's error answer. */
export type HandlerReply = unknown | { httpStatus: number; code: string; headers?: Record<string, string> };
export type Handlers = Record<string, (params: Record<string, unknown>) => HandlerReply | Promise<HandlerReply>>;

/**
 * The answerer of the screen tests: each call is recorded in `calls` and answered by the current handler for its
 * op (read through `current`, so a test can swap handlers); an op without one is the proxy's 404 not_found.
 */
export function answerFrom(current: () => Handlers, calls: { op: string; params: unknown }[]): ProxyAnswerer {
  return async (op, params = {}) => {
    calls.push({ op, params });
    const reply = (await current()[op]?.(params)) ?? { httpStatus: 404, code: 'not_found' };
    if (reply && typeof reply === 'object' && 'httpStatus' in reply) {
      const { httpStatus, code, headers } = reply as {
        httpStatus: number;
        code: string;
        headers?: Record<string, string>;
      };
      return { status: httpStatus, body: { status: 'error', code }, headers };
    }
    return { status: 200, body: reply };
  };
}

export interface ProxyCall {
  op: string;
  params: Record<string, unknown> | undefined;
}

/** An answer of a component test's handler: a 200 body, `{ httpStatus, body }` for an error, or 'network'. */
export type ProxyAnswer = Record<string, unknown> | { httpStatus: number; body: Record<string, unknown> } | 'network';

type Handler = (params: Record<string, unknown> | undefined, call: ProxyCall) => ProxyAnswer | Promise<ProxyAnswer>;

/**
 * Routes `/api/routes/<op>` to the handlers and records every call; an op without a handler gets no answer (the
 * page sees a lost connection). `restore` takes the handlers out.
 */
export function fakeProxy(handlers: Record<string, Handler>) {
  const calls: ProxyCall[] = [];
  const restore = stubProxyFetch(async (op, params) => {
    const call = { op, params };
    calls.push(call);
    const answer = handlers[op] ? await handlers[op](params, call) : 'network';
    if (answer === 'network') return 'network';
    return 'httpStatus' in answer && typeof answer.httpStatus === 'number'
      ? { status: answer.httpStatus, body: answer.body }
      : { status: 200, body: answer };
  });
  return { calls, of: (op: string) => calls.filter((call) => call.op === op), restore };
}
