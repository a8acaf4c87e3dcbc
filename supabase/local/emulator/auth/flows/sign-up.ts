// POST /signup: a new account with a confirmation mail. An address that already has an unconfirmed account
// gets a fresh link; one with a confirmed account gets nothing, and the answer looks the same either way.
import { hashPassword } from '../password-hasher.ts';
import { verificationMail } from '../auth-mails.ts';
import { insertUser, newOneTimeToken, publicUser, standInUser, userByEmail } from '../users.ts';
import type { AuthContext } from './auth-context.ts';
import type { AuthFlow } from './auth-flow.ts';
import { checkEmail, checkPassword, credentials, readJson, userData } from './inputs.ts';

export function createSignUp(auth: AuthContext): AuthFlow {
  const { db, mailer, bcryptCost } = auth.options;
  return async ({ request, url }) => {
    auth.limit(request, 'signup');
    const { record, email, password } = credentials(await readJson(request));
    checkEmail(email);
    checkPassword(password);
    const data = userData(record) ?? {};
    const redirectTo = auth.safeRedirect(request, url.searchParams.get('redirect_to'));
    const passwordHash = await hashPassword(password, bcryptCost);
    const { token, hash } = newOneTimeToken();
    const result = await db.asOwner(async (sql) => {
      const existing = await userByEmail(sql, email);
      if (existing?.email_confirmed_at) return { user: null, send: false, language: null };
      if (existing) {
        await sql.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
          existing.id,
          hash,
        ]);
        // As GoTrue, a repeated sign-up changes nothing of the account: its mail goes in the account's language.
        return { user: null, send: true, language: existing.raw_user_meta_data?.language };
      }
      return {
        user: await insertUser(sql, {
          email,
          passwordHash,
          metadata: data,
          provider: 'email',
          confirmed: false,
          confirmationHash: hash,
        }),
        send: true,
        language: data.language,
      };
    });
    if (result.send) {
      const link = auth.verifyLink(request, token, 'signup', redirectTo);
      await mailer.send(verificationMail('signup', email, link, result.language));
    }
    // An address that has an account gets a made-up user, as GoTrue answers: nothing of the account (its
    // id, its sign-ins, its name) reaches someone who merely typed its address. An empty identities list
    // still tells the app to say the address is registered, as Supabase's does.
    const user = result.user ?? standInUser(email, data);
    return { status: 200, body: { ...publicUser(user), identities: result.send ? [{ provider: 'email' }] : [] } };
  };
}
