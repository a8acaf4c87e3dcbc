import { useState, type FormEvent } from 'react';
import {
  FOLLOW_UP_STATUSES,
  followUpProblem,
  instantFromLocalInput,
  isFollowUpStatus,
  localInputFromInstant,
  NOTE_MAX_LENGTH,
  type FollowUp,
  type FollowUpFields,
  type FollowUpStatus,
} from '../../domain/follow-up/follow-up.ts';
import { busyText, followUpText, followUpToasts } from '../../i18n/messages.ts';
import { Button } from '../ui/Button.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { showToast } from '../ui/toast.ts';

type Props = {
  followUp: FollowUp;
  title: string;
  onSave: (fields: FollowUpFields) => Promise<void>;
};

/** A favorite's status, viewing time and note, saved on the device first (offline too). */
export function FollowUpForm({ followUp, title, onSave }: Props) {
  const [status, setStatus] = useState<FollowUpStatus>(followUp.status);
  const [viewing, setViewing] = useState(localInputFromInstant(followUp.viewingAt));
  const [note, setNote] = useState(followUp.note);
  const [isSaving, setIsSaving] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // An emptied time field drops the time, except from a planned viewing, which needs one.
    const fields: FollowUpFields = {
      status,
      viewingAt: viewing.trim() === '' ? null : (instantFromLocalInput(viewing) ?? 'invalid'),
      note,
    };
    const problem = followUpProblem(fields);
    if (problem === 'viewingTimeMissing') return showToast(followUpToasts.viewingTimeMissing, { destructive: true });
    if (problem === 'viewingTimeInvalid') return showToast(followUpToasts.viewingTimeInvalid, { destructive: true });
    if (problem === 'noteTooLong') return showToast(followUpToasts.noteTooLong, { destructive: true });
    if (problem) return showToast(followUpToasts.saveFailed, { destructive: true });
    setIsSaving(true);
    try {
      await onSave(fields);
      showToast(followUpToasts.saved);
    } catch {
      showToast(followUpToasts.saveFailed, { destructive: true });
    } finally {
      setIsSaving(false);
    }
  };

  const isPlanning = status === 'viewing_planned';
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-3">
      <SelectField
        label={followUpText.status({ title })}
        value={status}
        onChange={(event) => isFollowUpStatus(event.target.value) && setStatus(event.target.value)}
        options={FOLLOW_UP_STATUSES.map((value) => ({ value, label: followUpText.statuses[value] }))}
      />
      {isPlanning || viewing !== '' ? (
        <TextField
          label={followUpText.viewingTime}
          type="datetime-local"
          value={viewing}
          required={isPlanning}
          onChange={(event) => setViewing(event.target.value)}
        />
      ) : null}
      <TextAreaField
        label={followUpText.note}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className="-mt-2 text-xs text-slate-600">
        {followUpText.noteHint({ used: note.length, max: NOTE_MAX_LENGTH })}
      </p>
      <Button type="submit" variant="outline" disabled={isSaving} className="self-start">
        {isSaving ? busyText.saving : followUpText.save}
      </Button>
    </form>
  );
}
