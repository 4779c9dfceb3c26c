/* Test-only: the portal proxy as the browser's fetch sees it (fetch is the boundary we do not own). */

/** An answer of the fake proxy: an HTTP status with a JSON body, or no answer at all. */
export type ProxyReply = { status: number; body: unknown; headers?: Record<string, string> } | 'network';

export type ProxyAnswerer = (op: string, params: Record<string, unknown> | undefined) => ProxyReply | Promise<ProxyReply>;

/**
 * Replaces the global fetch with one that answers `POST /api/routes/<op>` ({ params }) through `answer`, as the
 * proxy would over HTTP; 'network' is a connection that fails.
 * Returns the function that puts the real fetch back.
 */
export function stubProxyFetch(answer: ProxyAnswerer): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const match = /\/api\/routes\/([^?#]+)$/.exec(request.url);
    if (!match || request.method !== 'POST') throw new Error(`the page asked for something the proxy does not serve: ${request.method} ${request.url}`);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as { params?: Record<string, unknown> }) : {};
    const reply = await answer(decodeURIComponent(match[1]), body.params);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
  };
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
      const { httpStatus, code, headers } = reply as { httpStatus: number; code: string; headers?: Record<string, string> };
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
 * page sees a lost connection). `restore` puts the real fetch back.
 */
export function fakeProxy(handlers: Record<string, Handler>) {
  const calls: ProxyCall[] = [];
  const restore = stubProxyFetch(async (op, params) => {
    const call = { op, params };
    calls.push(call);
    const answer = handlers[op] ? await handlers[op](params, call) : 'network';
    if (answer === 'network') return 'network';
    return 'httpStatus' in answer && typeof answer.httpStatus === 'number' ? { status: answer.httpStatus, body: answer.body } : { status: 200, body: answer };
  });
  return { calls, of: (op: string) => calls.filter((call) => call.op === op), restore };
}
