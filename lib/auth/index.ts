/* The server's sessions: next-auth's options and route, reading a session cookie, refreshing and ending it. */
export { authOptions } from './options';
export { authRoute } from './route';
export { endSession, touchSession } from './refresh';
export {
  ACTIVITY_RESOLUTION_MS,
  readSession,
  readSessionState,
  SESSION_MAX_AGE_MS,
  sessionState,
  type LiveSession,
  type SessionState,
  type SessionUser,
} from './session';
