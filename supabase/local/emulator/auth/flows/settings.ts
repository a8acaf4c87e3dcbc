// GET /settings: what sign-in methods this server offers, as auth-js asks before showing them.
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';

export function createSettings(auth: AuthContext): AuthFlow {
  return async () => ({
    status: 200,
    body: {
      external: { email: true, google: auth.options.localIdentityProvider },
      disable_signup: false,
      mailer_autoconfirm: false,
    },
  });
}
