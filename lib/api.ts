export interface ApiFailure {
  status: number | 'network';
  code: string;
}

/** How long the browser waits for the proxy (which itself gives up on the backend after BACKEND_TIMEOUT_MS). */
export const API_TIMEOUT_MS = 20_000;

/** A call that got no usable answer: the HTTP status (or 'network') and the proxy's error code. */
export class ApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number | 'network',
    readonly code: string,
  ) {
    super(status === 'network' ? `no answer (${code})` : `HTTP ${status} (${code})`);
    this.name = 'ApiError';
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One operation through the portal's own proxy (`POST /api/routes/<op>` with `{ params }`), never the backend.
 * fetch and a timer: the few lines a library (axios, 21 kB gzipped) did for us here. Resolves with the answer's
 * JSON; rejects with an ApiError for an HTTP error status, a lost connection or the timeout.
 */
export async function callOperation<T>(op: string, params?: unknown): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`/api/routes/${encodeURIComponent(op)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(params === undefined ? {} : { params }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    body = await readBody(response);
  } catch {
    throw new ApiError('network', timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const code = (body as { code?: unknown } | null)?.code;
    throw new ApiError(response.status, typeof code === 'string' ? code : `http_${response.status}`);
  }
  return body as T;
}

/** A failure as the UI needs it: the HTTP status (or 'network') and the proxy's error code. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) return { status: error.status, code: error.code };
  return { status: 'network', code: 'network' };
}
