import { useState, type FormEvent } from 'react';
import { appTexts, busyText, messageToasts, staticText } from '../../i18n/messages.ts';
import { validateFeedback } from '../../domain/validation.ts';
import { sendFeedback } from '../../data/account/index.ts';
import { useAtomValue } from '../../state/store.ts';
import { authAtom } from '../../state/auth.ts';
import { Button } from '../ui/Button.tsx';
import { FormError } from '../ui/FormError.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { showToast } from '../ui/toast.ts';

export function FeedbackForm() {
  const auth = useAtomValue(authAtom);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFeedback({ message, isSignedIn: auth.status === 'signedIn' }, appTexts);
    setError(problem);
    if (problem || auth.status !== 'signedIn') return;
    setIsSending(true);
    const isSent = await sendFeedback({ email: auth.user.email, message: message.trim() });
    setIsSending(false);
    if (!isSent) {
      showToast(messageToasts.feedbackFailed, { destructive: true });
      return;
    }
    showToast(messageToasts.feedbackSent);
    setMessage('');
  };

  return (
    <form
      noValidate
      data-draft="feedback"
      onSubmit={(event) => void handleSubmit(event)}
      className="flex flex-col gap-4"
    >
      <TextAreaField label={staticText.yourFeedback} value={message} onChange={(e) => setMessage(e.target.value)} />
      <FormError message={error} />
      <Button type="submit" disabled={isSending} className="self-start">
        {isSending ? busyText.sending : staticText.sendFeedback}
      </Button>
    </form>
  );
}
