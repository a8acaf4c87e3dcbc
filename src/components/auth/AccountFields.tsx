import { EMAIL_MAX_LENGTH } from '../../domain/constants.ts';
import { capFirstNameInput, capPasswordInput } from '../../domain/validation.ts';
import { TextField } from '../ui/TextField.tsx';
import { authText } from '../../i18n/messages.ts';

type FieldProps = { value: string; onChange: (value: string) => void };

/** First name, capped at 50 characters as typed. */
export function FirstNameField({ value, onChange }: FieldProps) {
  return (
    <TextField
      label={authText.firstName}
      autoComplete="given-name"
      value={value}
      onChange={(e) => onChange(capFirstNameInput(e.target.value))}
    />
  );
}

/** E-mail address, at most 254 characters; trimmed when the form is sent. */
export function EmailField({ value, onChange }: FieldProps) {
  return (
    <TextField
      label={authText.email}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type PasswordProps = FieldProps & { label?: string; isNew?: boolean };

/** Password, capped at 128 characters as typed. */
export function PasswordField({ value, onChange, label = authText.password, isNew = false }: PasswordProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      value={value}
      onChange={(e) => onChange(capPasswordInput(e.target.value))}
    />
  );
}
