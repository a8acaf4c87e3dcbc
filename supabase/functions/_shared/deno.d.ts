// The little of Deno's global that the functions' entry files use; Supabase's edge runtime provides it.
declare const Deno: {
  serve(handler: (request: Request) => Response | Promise<Response>): void;
  env: { get(name: string): string | undefined };
};
