import { useState, type FormEvent } from 'react';
import { authErrorTitles, authToasts } from '../../domain/messages.ts';
import { SIGN_UP_TOAST_MS } from '../../domain/constants.ts';
import { capFirstNameInput, capPasswordInput, normalizeEmailInput, validateSignUp } from '../../domain/validation.ts';
import { signUp } from '../../data/auth-client.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';

type Props = { onSignedUp: () => void };

export function SignUpForm({ onSignedUp }: Props) {
  const [firstName, setFirstName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp({ firstName, email, password });
    if (problem) {
      showToast(problem, { destructive: true });
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
      <TextField label="First Name" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(capFirstNameInput(e.target.value))} />
      <TextField label="Email" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(capPasswordInput(e.target.value))}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
