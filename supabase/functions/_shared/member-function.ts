// The frame every member function shares: CORS preflight, POST only, a member session required, one
// service client; the body only says what the function does for the member.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionDeps, FunctionHandler } from './function-deps.ts';
import { corsHeaders, methodNotAllowed } from './http.ts';
import { requireMember, type Member } from './member.ts';
import { serviceClient } from './service-client.ts';

/** The methods every member function takes. */
export const MEMBER_FUNCTION_METHODS: readonly string[] = ['POST', 'OPTIONS'];

export type MemberAction = (context: {
  member: Member;
  request: Request;
  service: SupabaseClient;
}) => Promise<Response>;

export function memberFunction(deps: FunctionDeps, action: MemberAction): FunctionHandler {
  const service = serviceClient(deps);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return methodNotAllowed(MEMBER_FUNCTION_METHODS, 'Use POST');
    const member = await requireMember(service, request, deps.anonKey);
    if (member instanceof Response) return member;
    return action({ member, request, service });
  };
}
