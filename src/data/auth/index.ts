// The door to authentication for the app: the session (restored at start, followed after), signing up, in
// and out, passwords, and what an auth link brought in the address.
export {
  hasStoredSession,
  refreshMemberDetails,
  requestPasswordReset,
  restoreSession,
  setNewPassword,
  signInWithGoogle,
  signInWithPassword,
  signOut,
  signOutLocally,
  signUp,
} from './auth-client.ts';
export { hasAuthRedirect, takeAuthRedirect, takeFailedAuthLink } from './auth-redirect.ts';
