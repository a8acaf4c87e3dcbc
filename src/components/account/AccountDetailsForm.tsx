import { useState, type FormEvent } from 'react';
import { accountText, accountToasts, appTexts, authErrorTitles, busyText } from '../../i18n/messages.ts';
import { normalizeEmailInput, validateEmail, validateFirstName } from '../../domain/validation.ts';
import { requestEmailChange, updateFirstName } from '../../data/account/index.ts';
import type { AuthUser } from '../../state/auth.ts';
import { FirstNameField } from '../auth/AccountFields.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { TextField } from '../ui/TextField.tsx';
import { EMAIL_MAX_LENGTH } from '../../domain/constants.ts';
import { showToast } from '../ui/toast.ts';

/** First name (saved on the profile) and e-mail address (changed only after the new address confirms). */
export function AccountDetailsForm({ user }: { user: AuthUser }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [email, setEmail] = useState(user.email);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = validateFirstName(firstName, appTexts);
    if (nameProblem) return showToast(nameProblem, { destructive: true });
    const newEmail = normalizeEmailInput(email);
    const emailProblem = newEmail === user.email ? null : validateEmail(newEmail, appTexts);
    if (emailProblem)
      return showToast({ title: authErrorTitles.invalidEmail, description: emailProblem }, { destructive: true });
    setIsSaving(true);
    if (firstName.trim() !== (user.firstName ?? '')) {
      const problem = await updateFirstName(user.id, firstName.trim());
      showToast(
        problem
          ? { title: accountToasts.updateFailed.title, description: problem || accountToasts.updateFailed.description }
          : accountToasts.profileUpdated,
        { destructive: problem !== null },
      );
    }
    if (newEmail !== user.email) {
      const problem = await requestEmailChange(newEmail);
      showToast(
        problem ? { title: accountToasts.updateFailed.title, description: problem } : accountToasts.verificationSent,
        { destructive: problem !== null },
      );
    }
    setIsSaving(false);
  };

  return (
    <Card aria-labelledby="account-details-heading">
      <form
        noValidate
        data-draft="account-details"
        onSubmit={(event) => void handleSubmit(event)}
        className="flex flex-col gap-4"
      >
        <h2 id="account-details-heading" className="text-xl font-semibold">
          {accountText.details}
        </h2>
        <FirstNameField value={firstName} onChange={setFirstName} />
        <TextField
          label={accountText.emailAddress}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={isSaving} className="self-start">
          {isSaving ? busyText.saving : accountText.saveChanges}
        </Button>
      </form>
    </Card>
  );
}
