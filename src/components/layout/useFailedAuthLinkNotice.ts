// A confirmation link that failed (expired, used twice) comes back as `#error=access_denied&error_code=
// otp_expired&error_description=...` on the page it was meant to open. Outside /auth (which opens the
// reset form for a failed recovery link) the member is told what happened and what to do, and the
// fragment leaves the address.
import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { authToasts } from '../../i18n/messages.ts';
import { takeFailedAuthLink } from '../../data/auth/index.ts';
import { showToast } from '../ui/toast.ts';

const NOTICE_MS = 12_000;

export function useFailedAuthLinkNotice(pathname: string): void {
  const router = useRouter();
  // Only the page the link opened counts: later pages are not arrivals from it.
  const [arrivalPath] = useState(pathname);
  useEffect(() => {
    if (arrivalPath === '/auth') return;
    if (!takeFailedAuthLink()) return;
    showToast(authToasts.linkInvalid, { destructive: true, durationMs: NOTICE_MS });
    router.history.replace(`${window.location.pathname}${window.location.search}`);
  }, [arrivalPath, router]);
}
