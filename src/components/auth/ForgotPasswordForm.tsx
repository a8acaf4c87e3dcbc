import { useState, type FormEvent } from 'react';
import { appTexts, authErrorTitles, authText, authToasts } from '../../i18n/messages.ts';
import { normalizeEmailInput, validateEmail } from '../../domain/validation.ts';
import { requestPasswordReset } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { EmailField } from './AccountFields.tsx';
import { showToast } from '../ui/toast.ts';

type Props = { onDone: () => void };

export function ForgotPasswordForm({ onDone }: Props) {
  const [email, setEmail] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email, appTexts);
    if (problem) {
      showToast({ title: authErrorTitles.invalidEmail, description: problem }, { destructive: true });
      return;
    }
    setIsSubmitting(true);
    const serverError = await requestPasswordReset(normalizeEmailInput(email));
    setIsSubmitting(false);
    if (serverError) {
      showToast({ title: authErrorTitles.passwordReset, description: serverError }, { destructive: true });
      return;
    }
    showToast(authToasts.passwordResetSent);
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{authText.resetHeading}</h2>
      <EmailField value={email} onChange={setEmail} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {authText.sendResetLink}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {authText.backToSignIn}
        </Button>
      </div>
    </form>
  );
}
