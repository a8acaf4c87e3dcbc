// The link to a listing's original post, asked of the server with the member's own session: row-level
// security gives it to Premium sessions only. Listings synced before signing in carry no link, and
// opening a post needs the network anyway, so the link is fetched per listing, ahead of the click.
import { useEffect, useState } from 'react';
import { safeHttpUrl } from '../../domain/listings/listing-summary.ts';
import { useAtomValue } from '../../state/store.ts';
import { isSignedInAtom } from '../../state/auth.ts';
import { supabaseClient } from '../backend/lazy-supabase.ts';

export type PostLink = { status: 'signedOut' | 'loading' | 'none' | 'error' } | { status: 'found'; url: string };

export async function fetchPostLink(listingId: number): Promise<string | null> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase
    .from('full_details_housing')
    .select('url_post')
    .eq('id', listingId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return safeHttpUrl((data as { url_post?: unknown } | null)?.url_post);
}

export function usePostLink(listingId: number, knownUrl: string | null): PostLink {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const [link, setLink] = useState<PostLink>({ status: 'loading' });
  useEffect(() => {
    if (!isSignedIn || knownUrl) return;
    let isCurrent = true;
    fetchPostLink(listingId)
      .then((url) => isCurrent && setLink(url ? { status: 'found', url } : { status: 'none' }))
      .catch(() => isCurrent && setLink({ status: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, listingId, knownUrl]);
  if (!isSignedIn) return { status: 'signedOut' };
  return knownUrl ? { status: 'found', url: knownUrl } : link;
}
