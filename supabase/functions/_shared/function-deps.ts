// What a function needs from its surroundings, passed in so the same handler runs under Deno on Supabase
// (index.ts builds these from Deno.env) and inside supabase/local (built from the local backend).
import type { Mailer } from './mail.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { PhotoFetchLimits } from './photos/fetch-photo.ts';
import type { PhotoCodec } from './photos/photo-codec.ts';
import type { AddressPolicy } from './net/public-address.ts';

export type FunctionEnv = { get(name: string): string | undefined };

export type FunctionDeps = {
  env: FunctionEnv;
  mailer: Mailer;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Stripe in production, the local test checkout in supabase/local. */
  payments: PaymentProvider;
  /** A WebSocket constructor where the runtime has none (Node 20); Deno has its own. */
  webSocket?: unknown;
  /**
   * How ingestion keeps photos: an image library and the fetch limits. Absent where the runtime loads no
   * native library (Supabase's edge runtime): offers then keep their source photo links.
   */
  photos?: { codec: PhotoCodec; limits: PhotoFetchLimits };
  /** Which addresses push endpoints may have: the known push services only, unless loopback is allowed (demo). */
  pushNetwork?: AddressPolicy;
};

export type FunctionHandler = (request: Request) => Promise<Response>;
