// Where the local test checkout keeps its customers, checkout sessions, portal sessions and subscriptions:
// the database's local-only dev_checkout schema (dev-checkout.sql), so they outlive a restart as Stripe's
// records do. Each call is one transaction as the owner; no API role can read the schema.
import { readFile } from 'node:fs/promises';
import type { Database, Sql } from '../emulator/db/database.ts';

export type Subscription = {
  id: string;
  customer: string;
  userId: string;
  status: 'active' | 'canceled';
  periodEnd: number;
};
export type CheckoutSession = {
  id: string;
  customer: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  isDone: boolean;
};
export type PortalSession = { id: string; customer: string; returnUrl: string };

const SUBSCRIPTION_COLUMNS = `id, customer_id as customer, user_id as "userId", status, extract(epoch from period_end)::float8 as "periodEnd"`;

export function createDevCheckoutStore(db: Database) {
  let ready: Promise<void> | null = null;
  // The schema is made on first use, so a server whose test checkout is never used never gets it.
  const schema = (): Promise<void> =>
    (ready ??= readFile(new URL('./dev-checkout.sql', import.meta.url), 'utf8')
      .then((script) => db.execScript(`begin;\n${script}\ncommit;`))
      .catch((error: unknown) => {
        ready = null;
        throw error;
      }));
  const owner = async <T>(work: (sql: Sql) => Promise<T>): Promise<T> => {
    await schema();
    return db.asOwner(work);
  };

  return {
    /** The known customer `knownId`, or a new one under `newId` when it is absent or unknown (a reset checkout). */
    ensureCustomer: (knownId: string | undefined, newId: string, email: string, userId: string): Promise<string> =>
      owner(async (sql) => {
        if (knownId) {
          const { rows } = await sql.query<{ id: string }>('select id from dev_checkout.customers where id = $1', [
            knownId,
          ]);
          if (rows[0]) return rows[0].id;
        }
        await sql.query('insert into dev_checkout.customers (id, email, user_id) values ($1, $2, $3)', [
          newId,
          email,
          userId,
        ]);
        return newId;
      }),

    customerEmail: (id: string): Promise<string> =>
      owner(
        async (sql) =>
          (await sql.query<{ email: string }>('select email from dev_checkout.customers where id = $1', [id])).rows[0]
            ?.email ?? '',
      ),

    hasCustomer: (id: string): Promise<boolean> =>
      owner(
        async (sql) => (await sql.query('select 1 from dev_checkout.customers where id = $1', [id])).rows.length > 0,
      ),

    /** Records a customer the caller names but the checkout has forgotten (its records were reset): it has no subscription. */
    adoptCustomer: (id: string): Promise<void> =>
      owner(
        async (sql) =>
          void (await sql.query('insert into dev_checkout.customers (id) values ($1) on conflict (id) do nothing', [
            id,
          ])),
      ),

    createCheckoutSession: (session: Omit<CheckoutSession, 'isDone'>): Promise<void> =>
      owner(async (sql) => {
        await sql.query(
          'insert into dev_checkout.checkout_sessions (id, customer_id, user_id, success_url, cancel_url) values ($1, $2, $3, $4, $5)',
          [session.id, session.customer, session.userId, session.successUrl, session.cancelUrl],
        );
      }),

    checkoutSession: (id: string): Promise<CheckoutSession | undefined> =>
      owner(
        async (sql) =>
          (
            await sql.query<CheckoutSession>(
              `select id, customer_id as customer, user_id as "userId", success_url as "successUrl", cancel_url as "cancelUrl", is_done as "isDone"
             from dev_checkout.checkout_sessions where id = $1`,
              [id],
            )
          ).rows[0],
      ),

    /** Marks the session paid and starts its subscription, in one statement; undefined when it was already paid. */
    completeCheckout: (
      sessionId: string,
      subscriptionId: string,
      periodEnd: number,
    ): Promise<Subscription | undefined> =>
      owner(
        async (sql) =>
          (
            await sql.query<Subscription>(
              `with paid as (update dev_checkout.checkout_sessions set is_done = true where id = $1 and not is_done returning customer_id, user_id)
             insert into dev_checkout.subscriptions (id, customer_id, user_id, status, period_end)
             select $2, customer_id, user_id, 'active', to_timestamp($3) from paid
             returning ${SUBSCRIPTION_COLUMNS}`,
              [sessionId, subscriptionId, periodEnd],
            )
          ).rows[0],
      ),

    createPortalSession: (portal: PortalSession): Promise<void> =>
      owner(async (sql) => {
        await sql.query('insert into dev_checkout.portal_sessions (id, customer_id, return_url) values ($1, $2, $3)', [
          portal.id,
          portal.customer,
          portal.returnUrl,
        ]);
      }),

    portalSession: (id: string): Promise<PortalSession | undefined> =>
      owner(
        async (sql) =>
          (
            await sql.query<PortalSession>(
              'select id, customer_id as customer, return_url as "returnUrl" from dev_checkout.portal_sessions where id = $1',
              [id],
            )
          ).rows[0],
      ),

    liveSubscriptions: (customer: string): Promise<Subscription[]> =>
      owner(
        async (sql) =>
          (
            await sql.query<Subscription>(
              `select ${SUBSCRIPTION_COLUMNS} from dev_checkout.subscriptions where customer_id = $1 and status = 'active' order by created_at`,
              [customer],
            )
          ).rows,
      ),

    /** Cancels the customer's live subscriptions; returns them as canceled. */
    cancelSubscriptions: (customer: string): Promise<Subscription[]> =>
      owner(
        async (sql) =>
          (
            await sql.query<Subscription>(
              `update dev_checkout.subscriptions set status = 'canceled' where customer_id = $1 and status = 'active' returning ${SUBSCRIPTION_COLUMNS}`,
              [customer],
            )
          ).rows,
      ),
  };
}

export type DevCheckoutStore = ReturnType<typeof createDevCheckoutStore>;
