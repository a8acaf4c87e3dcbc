// Reads something of the signed-in member from the sync worker, again whenever the member's data on the
// device changes; nothing is read for a visitor.
import { useEffect, useState } from 'react';
import { useAtomValue } from '../../state/store.ts';
import { isSignedInAtom } from '../../state/auth.ts';
import { memberVersionAtom } from '../../state/sync.ts';
import { dataWorkers, type DataWorkers } from '../workers/data-workers.ts';

export type MemberData<T> = { status: 'signedOut' | 'loading' | 'ready' | 'error'; value: T };

export function useMemberData<T>(read: (sync: DataWorkers['sync']) => Promise<T>, empty: T): MemberData<T> {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const memberVersion = useAtomValue(memberVersionAtom);
  const [loaded, setLoaded] = useState<MemberData<T>>({ status: 'loading', value: empty });

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    dataWorkers()
      .then((workers) => read(workers.sync))
      .then((value) => isCurrent && setLoaded({ status: 'ready', value }))
      .catch(() => isCurrent && setLoaded({ status: 'error', value: empty }));
    return () => {
      isCurrent = false;
    };
    // `read` and `empty` are the caller's constants; the member's data changes with memberVersion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn, memberVersion]);

  return isSignedIn ? loaded : { status: 'signedOut', value: empty };
}
