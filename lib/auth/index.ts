/* The server's sessions, for pages, loaders and the proxy: next-auth's route, reading a session cookie, refreshing and ending it. */
export { authRoute } from './route';
export { endSession, touchSession } from './refresh';
export { readSession, readSessionState, type LiveSession, type SessionState, type SessionUser } from './session';
