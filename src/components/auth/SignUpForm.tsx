import { useState, type FormEvent } from 'react';
import { appTexts, authErrorTitles, authText, authToasts, offlineToasts } from '../../i18n/messages.ts';
import { isOffline } from '../../data/browser/index.ts';
import { SIGN_UP_TOAST_MS } from '../../domain/constants.ts';
import { normalizeEmailInput, validateSignUp } from '../../domain/validation.ts';
import { signUp } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { EmailField, FirstNameField, PasswordField } from './AccountFields.tsx';
import { showToast } from '../ui/toast.ts';

type Props = { onSignedUp: () => void };

export function SignUpForm({ onSignedUp }: Props) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp({ firstName, email, password }, appTexts);
    if (problem) {
      showToast(problem, { destructive: true });
      return;
    }
    if (isOffline()) {
      showToast(offlineToasts.signUp, { destructive: true });
      return;
    }
    setIsSubmitting(true);
    const serverError = await signUp({ firstName: firstName.trim(), email: normalizeEmailInput(email), password });
    setIsSubmitting(false);
    if (serverError) {
      showToast({ title: authErrorTitles.signUp, description: serverError }, { destructive: true });
      return;
    }
    showToast(authToasts.accountCreated, { durationMs: SIGN_UP_TOAST_MS });
    setFirstName('');
    onSignedUp();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <FirstNameField value={firstName} onChange={setFirstName} />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} isNew />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? authText.creatingAccount : authText.createAccount}
      </Button>
    </form>
  );
}
