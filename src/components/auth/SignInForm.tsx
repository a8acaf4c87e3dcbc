import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { appTexts, authErrorTitles, authText, authToasts, navText, offlineToasts } from '../../i18n/messages.ts';
import { isOffline } from '../../data/browser/index.ts';
import { takeListingToReturnTo } from '../../data/sharing/index.ts';
import { normalizeEmailInput, validateSignIn } from '../../domain/validation.ts';
import { signInWithPassword } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { EmailField, PasswordField } from './AccountFields.tsx';
import { showToast } from '../ui/toast.ts';

type Props = { onForgotPassword: () => void };

export function SignInForm({ onForgotPassword }: Props) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn({ email, password }, appTexts);
    if (problem) {
      showToast(problem, { destructive: true });
      return;
    }
    if (isOffline()) {
      showToast(offlineToasts.signIn, { destructive: true });
      return;
    }
    setIsSubmitting(true);
    const result = await signInWithPassword(normalizeEmailInput(email), password);
    setIsSubmitting(false);
    if (result.error !== null) {
      showToast({ title: authErrorTitles.signIn, description: result.error }, { destructive: true });
      return;
    }
    showToast(authToasts.welcomeBack);
    // Sent here by 'View Original Post': back to that listing, before onboarding.
    const listingId = takeListingToReturnTo();
    if (listingId !== null) await navigate({ to: '/listing/$id', params: { id: String(listingId) } });
    else await navigate({ to: result.needsOnboarding ? '/onboarding' : '/' });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? authText.signingIn : navText.signIn}
      </Button>
      <button
        type="button"
        onClick={onForgotPassword}
        className="self-start text-sm font-medium text-brand-700 underline underline-offset-4"
      >
        {authText.forgotPassword}
      </button>
    </form>
  );
}
