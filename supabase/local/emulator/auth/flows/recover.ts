// POST /recover: mails a password reset link to an address that has an account, and answers the same for
// one that has none, so recovery cannot be used to probe accounts.
import { verificationMail } from '../auth-mails.ts';
import { newOneTimeToken, userByEmail } from '../users.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';
import { checkEmail, credentials, readJson } from './inputs.ts';

export function createRecover(auth: AuthContext): AuthFlow {
  const { db, mailer } = auth.options;
  return async ({ request, url }) => {
    auth.limit(request, 'recover');
    const { email } = credentials(await readJson(request));
    checkEmail(email);
    const { token, hash } = newOneTimeToken();
    const user = await db.asOwner(async (sql) => {
      const found = await userByEmail(sql, email);
      if (found)
        await sql.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
          found.id,
          hash,
        ]);
      return found;
    });
    if (user) {
      const redirectTo = auth.safeRedirect(request, url.searchParams.get('redirect_to'));
      const link = auth.verifyLink(request, token, 'recovery', redirectTo);
      await mailer.send(verificationMail('recovery', email, link, user.raw_user_meta_data?.language));
    }
    return { status: 200, body: {} };
  };
}
