/** One POST to an operator's backend as the portal makes it, measured; transport problems become a sentence. */
export interface Answer {
  status: number;
  /** The JSON body, unwrapped from `{data: …}` where the backend wraps its answers. */
  body: unknown;
  wrapped: boolean;
  ms: number;
}

/** The backend could not be asked at all: no connection, no answer in time, or not JSON. */
export class Unanswered extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'timeout' | 'not-json',
  ) {
    super(message);
  }
}

const MAX_BODY = 2 * 1024 * 1024;

export const isWrapped = (body: unknown): body is { data: unknown } =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body && !('status' in body);

const causeCode = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { code?: string }).code;
};

export interface PostOptions {
  baseUrl: string;
  name: string;
  params: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
}

export async function post({ baseUrl, name, params, headers = {}, timeoutMs }: PostOptions): Promise<Answer> {
  const started = performance.now();
  const seconds = Math.round(timeoutMs / 100) / 10;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}/public/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify({ params }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const code = causeCode(error);
    if ((error as Error).name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT') {
      throw new Unanswered(`${baseUrl} did not answer ${name} within ${seconds} s`, 'timeout');
    }
    const why =
      code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ENOTFOUND'
          ? 'no such host'
          : (code ?? (error as Error).message);
    throw new Unanswered(`cannot reach ${baseUrl}: ${why}`, 'unreachable');
  }
  const ms = Math.round(performance.now() - started);
  if (text.length > MAX_BODY) throw new Unanswered(`${baseUrl} answered ${name} with more than 2 MB`, 'not-json');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const html = /html/i.test(response.headers.get('content-type') ?? '') || /^\s*</.test(text);
    throw new Unanswered(
      html
        ? `${baseUrl} answered ${name} with an HTML page (HTTP ${response.status}), not JSON: is it the backend's address, not the portal's or a web site's?`
        : `${baseUrl} answered ${name} with something that is not JSON (HTTP ${response.status})`,
      'not-json',
    );
  }
  const wrapped = isWrapped(body);
  return { status: response.status, body: isWrapped(body) ? body.data : body, wrapped, ms };
}
