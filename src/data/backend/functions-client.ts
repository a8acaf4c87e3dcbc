// Calls of the edge functions with the member's session; an error carries the function's own message
// ({ error } in the body), which is what the UI shows and the subscription check reacts to.
import { supabaseClient } from './lazy-supabase.ts';

export class FunctionError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** POSTs to a function as the signed-in member; resolves to its JSON answer or throws a FunctionError. */
export async function callFunction<T>(name: string, body: Record<string, unknown> = {}): Promise<T> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (!error) return data as T;
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const answer = (await context.json().catch(() => null)) as { error?: unknown } | null;
    throw new FunctionError(typeof answer?.error === 'string' ? answer.error : error.message, context.status);
  }
  throw new FunctionError(error.message, null);
}
