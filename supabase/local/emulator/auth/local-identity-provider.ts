// The identity provider that stands in for Google on one machine: a page where the tester names the
// account to sign in with. It exists only in supabase/local; production uses Supabase's Google sign-in.
import { escapeHtml } from '../../../../src/domain/content/escape-html.ts';

export function identityProviderPage(redirectTo: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Local identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}label{display:block;margin-top:1rem;font-weight:600}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#0f766e;color:#fff;border:0;border-radius:.4rem}</style></head>
<body>
<h1>Sign in with Google (local)</h1>
<p>This page stands in for Google on a local RoomRadar. Choose the account to sign in with.</p>
<form method="post" action="/auth/v1/authorize/local">
<input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" required value="Local Tester">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="google.tester@example.com">
<button type="submit">Continue</button>
</form>
</body>
</html>`;
}
