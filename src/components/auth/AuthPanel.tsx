import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { X } from 'lucide-react';
import { Card } from '../ui/Card.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { SetNewPasswordForm } from './SetNewPasswordForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { authText, navText } from '../../i18n/messages.ts';

export type AuthTab = 'signin' | 'signup';

type Props = { tab: AuthTab; onTabChange: (tab: AuthTab) => void; initialMode?: 'tabs' | 'forgot' | 'recovery' };

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow';

/**
 * Sign in and sign up as two tabs, with the forgot-password form in place of sign-in when asked. The tab
 * is the page's (its address names it), so a switch, such as to Sign In after a sign-up, shows there too.
 */
export function AuthPanel({ tab, onTabChange, initialMode = 'tabs' }: Props) {
  const [isResetting, setIsResetting] = useState(initialMode === 'forgot');
  // Following a Sign In or Sign Up link (a new tab) leaves the forgot-password form.
  const [shownTab, setShownTab] = useState(tab);
  if (tab !== shownTab) {
    setShownTab(tab);
    setIsResetting(false);
  }
  const isRecovering = initialMode === 'recovery';
  return (
    <Card className="relative w-full max-w-md">
      <Link
        to="/"
        aria-label={authText.close}
        className="absolute right-4 top-4 rounded-md p-1 text-slate-600 hover:bg-slate-100"
      >
        <X className="size-5" aria-hidden="true" />
      </Link>
      <h1 className="mb-6 text-2xl font-bold">
        {isRecovering ? authText.resetHeading : tab === 'signin' ? authText.welcomeBack : authText.createHeading}
      </h1>
      {isRecovering ? (
        <SetNewPasswordForm />
      ) : isResetting ? (
        <ForgotPasswordForm onDone={() => setIsResetting(false)} />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <Tabs.List aria-label={authText.tabs} className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="signin" className={tabClass}>
              {navText.signIn}
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabClass}>
              {navText.signUp}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm onForgotPassword={() => setIsResetting(true)} />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm onSignedUp={() => onTabChange('signin')} />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {isRecovering || isResetting ? null : (
        <div className="mt-6 flex flex-col gap-3">
          <p className="text-center text-sm text-slate-600">{authText.or}</p>
          <GoogleSignInButton />
        </div>
      )}
    </Card>
  );
}
