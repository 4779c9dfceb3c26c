import axios, { type AxiosError } from 'axios';

/** The browser's only HTTP client: every call goes to the portal's own proxy, never to the backend. */
export const apiClient = axios.create({
  baseURL: '/api/routes',
  headers: { 'Content-Type': 'application/json' },
  timeout: 20_000,
  withCredentials: true,
});

export interface ApiFailure {
  status: number | 'network';
  code: string;
}

export async function callOperation<T>(op: string, params?: unknown): Promise<T> {
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
