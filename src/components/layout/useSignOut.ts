import { useNavigate } from '@tanstack/react-router';
import { authToasts } from '../../i18n/messages.ts';
import { signOut } from '../../data/auth/index.ts';
import { showToast } from '../ui/toast.ts';

/** Signs out, says so in a toast and goes home; a failure keeps the session and says that instead. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      showToast(authToasts.signedOut);
      await navigate({ to: '/' });
    } catch {
      showToast(authToasts.signOutFailed, { destructive: true });
    }
  };
}
