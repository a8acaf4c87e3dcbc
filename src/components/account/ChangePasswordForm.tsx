import { useState, type FormEvent } from 'react';
import { accountText, accountToasts, appTexts, authText, busyText } from '../../i18n/messages.ts';
import { validatePasswordChange } from '../../domain/validation.ts';
import { changePassword } from '../../data/account/index.ts';
import { PasswordField } from '../auth/AccountFields.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { showToast } from '../ui/toast.ts';

export function ChangePasswordForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange({ password, confirmation }, appTexts);
    if (problem) return showToast(problem, { destructive: true });
    setIsSaving(true);
    const serverError = await changePassword(password);
    setIsSaving(false);
    if (serverError)
      return showToast(
        {
          title: accountToasts.passwordChangeFailed.title,
          description: serverError || accountToasts.passwordChangeFailed.description,
        },
        { destructive: true },
      );
    setPassword('');
    setConfirmation('');
    showToast(accountToasts.passwordChanged);
  };

  return (
    <Card aria-labelledby="change-password-heading">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
        <h2 id="change-password-heading" className="text-xl font-semibold">
          {accountText.changePassword}
        </h2>
        <PasswordField label={authText.newPassword} isNew value={password} onChange={setPassword} />
        <PasswordField label={authText.confirmNewPassword} isNew value={confirmation} onChange={setConfirmation} />
        <Button type="submit" disabled={isSaving} className="self-start">
          {isSaving ? busyText.saving : accountText.changePassword}
        </Button>
      </form>
    </Card>
  );
}
