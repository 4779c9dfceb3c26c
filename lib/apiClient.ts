import axios from 'axios';

/** The browser's only HTTP client: every call goes to the portal's own proxy, never to the backend. */
export const apiClient = axios.create({
  baseURL: '/api/routes',
  headers: { 'Content-Type': 'application/json' },
  timeout: 20_000,
  withCredentials: true,
});
