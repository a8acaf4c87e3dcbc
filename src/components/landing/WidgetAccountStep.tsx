import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { appTexts, authErrorTitles, authToasts, landingText, navText } from '../../i18n/messages.ts';
import { SIGN_UP_TOAST_MS } from '../../domain/constants.ts';
import { normalizeEmailInput, validateWidgetSignUp } from '../../domain/validation.ts';
import { signUp } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { EmailField, FirstNameField, PasswordField } from '../auth/AccountFields.tsx';
import { showToast } from '../ui/toast.ts';

type Props = { onPrevious: () => void };

export function WidgetAccountStep({ onPrevious }: Props) {
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateWidgetSignUp({ firstName, email, password }, appTexts);
    setError(problem);
    if (problem) return;
    setIsSubmitting(true);
    const serverError = await signUp(
      { firstName: firstName.trim(), email: normalizeEmailInput(email), password },
      '/listings',
    );
    setIsSubmitting(false);
    if (serverError) {
      setError(`${authErrorTitles.signUp}: ${serverError}`);
      return;
    }
    showToast(authToasts.accountCreated, { durationMs: SIGN_UP_TOAST_MS });
    await navigate({ to: '/listings' });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <FirstNameField value={firstName} onChange={setFirstName} />
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} isNew />
      <FormError message={error} />
      <div className="flex justify-between gap-2">
        <Button variant="outline" onClick={onPrevious}>
          {landingText.previous}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {navText.createFreeAccount}
        </Button>
      </div>
    </form>
  );
}
