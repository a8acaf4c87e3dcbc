import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { appTexts, authErrorTitles, authText, authToasts, busyText } from '../../i18n/messages.ts';
import { validateNewPassword } from '../../domain/validation.ts';
import { setNewPassword } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { PasswordField } from './AccountFields.tsx';
import { showToast } from '../ui/toast.ts';

/** The form a recovery link opens: a new password and its confirmation; then home. */
export function SetNewPasswordForm() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword({ password, confirmation }, appTexts);
    if (problem) {
      showToast(problem, { destructive: true });
      return;
    }
    setIsSubmitting(true);
    const serverError = await setNewPassword(password);
    setIsSubmitting(false);
    if (serverError) {
      showToast({ title: authErrorTitles.passwordUpdate, description: serverError }, { destructive: true });
      return;
    }
    showToast(authToasts.passwordUpdated);
    await navigate({ to: '/' });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{authText.setNewPassword}</h2>
      <PasswordField label={authText.newPassword} isNew value={password} onChange={setPassword} />
      <PasswordField label={authText.confirmNewPassword} isNew value={confirmation} onChange={setConfirmation} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? busyText.updating : authText.updatePassword}
      </Button>
    </form>
  );
}
