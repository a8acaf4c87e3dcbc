import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '../../domain/constants.ts';
import { appTexts, authText, busyText, messageToasts, staticText } from '../../i18n/messages.ts';
import { normalizeEmailInput, validateContact } from '../../domain/validation.ts';
import { sendContactForm } from '../../data/account/index.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';

const emptyForm = { name: '', email: '', message: '' };

/** Name, e-mail and message; what was typed stays in the form until the message is sent. */
export function ContactForm() {
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateContact(form, appTexts);
    setError(problem);
    if (problem) return;
    setIsSending(true);
    const isSent = await sendContactForm({
      name: form.name.trim(),
      email: normalizeEmailInput(form.email),
      message: form.message.trim(),
    });
    setIsSending(false);
    if (!isSent) {
      showToast(messageToasts.contactFailed, { destructive: true });
      return;
    }
    showToast(messageToasts.contactSent);
    setForm(emptyForm);
  };

  return (
    <form
      noValidate
      data-draft="contact"
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4"
    >
      <TextField
        label={staticText.name}
        autoComplete="name"
        required
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextField
        label={authText.email}
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
      />
      <TextAreaField
        label={staticText.message}
        required
        value={form.message}
        onChange={(e) => setForm({ ...form, message: e.target.value })}
      />
      <FormError message={error} />
      <Button type="submit" disabled={isSending} className="self-start">
        {isSending ? busyText.sending : staticText.sendMessage}
      </Button>
    </form>
  );
}
