import type { AxiosError } from 'axios';

export interface ApiFailure {
  status: number | 'network';
  code: string;
}

/**
 * One operation through the proxy. The client (axios) is fetched with the first call, which comes after the
 * page is interactive: the server render delivered the page's data, so axios stays out of the first-load JavaScript.
 */
export async function callOperation<T>(op: string, params?: unknown): Promise<T> {
  const { apiClient } = await import('./apiClient');
  const response = await apiClient.post<T>(`/${encodeURIComponent(op)}`, params === undefined ? {} : { params });
  return response.data;
}

/** A failure as the UI needs it: the HTTP status (or 'network') and the proxy's error code. */
export function toApiFailure(error: unknown): ApiFailure {
  const axiosError = error as AxiosError<{ code?: unknown }>;
  const response = axiosError?.response;
  if (!response) return { status: 'network', code: axiosError?.code === 'ECONNABORTED' ? 'timeout' : 'network' };
  const code = typeof response.data?.code === 'string' ? response.data.code : `http_${response.status}`;
  return { status: response.status, code };
}
