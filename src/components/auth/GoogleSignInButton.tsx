import { useState } from 'react';
import { authErrorTitles, authText, offlineToasts } from '../../i18n/messages.ts';
import { isOffline } from '../../data/browser/index.ts';
import { signInWithGoogle } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { showToast } from '../ui/toast.ts';

/** Sign-in through Google (the local identity provider of supabase/local on one machine). */
export function GoogleSignInButton() {
  const [isLeaving, setIsLeaving] = useState(false);
  const handleClick = async () => {
    if (isOffline()) {
      showToast(offlineToasts.signIn, { destructive: true });
      return;
    }
    setIsLeaving(true);
    const problem = await signInWithGoogle();
    if (problem) {
      setIsLeaving(false);
      showToast({ title: authErrorTitles.identityProvider, description: problem }, { destructive: true });
    }
  };
  return (
    <Button variant="outline" disabled={isLeaving} onClick={() => void handleClick()}>
      {authText.continueWithGoogle}
    </Button>
  );
}
