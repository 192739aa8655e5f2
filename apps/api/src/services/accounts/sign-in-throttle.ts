import { and, eq, gt, lt } from 'drizzle-orm';
import type { SignInThrottle as Rules } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { signInAddresses } from '../../db/schema/index';
import { addressKey, type RateLimiter } from '../rate-limit/rate-limiter';

/** Who is signing in: a learner or a back-office admin, by email, and the account's id when it exists. */
export interface SignInAccount {
  kind: 'learner' | 'admin';
  email: string;
  id: number | null;
}

const TOO_MANY_FROM_HERE = 'Too many sign-in attempts for this account from this network.';
const TOO_MANY_FROM_NETWORK = 'Too many sign-in attempts from this network.';
const UNDER_ATTACK = 'Too many sign-in attempts for this account.';

/**
 * Password sign-in throttling after OWASP's advice: failures are counted per account and client address
 * together, so a wrong password typed elsewhere never locks the owner out; a successful sign-in counts
 * nothing. Past a larger ceiling of failures on the account from everywhere, attempts from addresses the
 * account has not signed in from are let through one at a time, a few seconds apart (slowed, not blocked),
 * while its owner's familiar addresses go straight through.
 */
export function createSignInThrottle(deps: { db: Database; clock: Clock; limiter: RateLimiter; rules: Rules }) {
  const { db, clock, limiter, rules } = deps;
  const keys = (account: SignInAccount, ip: string) => {
    const address = addressKey(ip);
    const name = `${account.kind === 'admin' ? 'admin-login' : 'login'}:${account.email}`;
    return { address, perAddress: `login-address:${address}`, perPair: `${name}|${address}`, perAccount: name, pace: `${name}|pace` };
  };
  const owner = (account: SignInAccount & { id: number }) =>
    account.kind === 'admin' ? eq(signInAddresses.admin_id, account.id) : eq(signInAddresses.user_id, account.id);

  async function isFamiliar(account: SignInAccount, address: string): Promise<boolean> {
    if (account.id === null) return false;
    const since = new Date(clock.now().getTime() - rules.familiarForSeconds * 1000);
    const [row] = await db
      .select({ id: signInAddresses.id })
      .from(signInAddresses)
      .where(and(owner({ ...account, id: account.id }), eq(signInAddresses.address, address), gt(signInAddresses.last_signed_in_at, since)))
      .limit(1);
    return Boolean(row);
  }

  return {
    /**
     * Before the password is checked. The attempt is counted first (and taken back if it succeeds), so
     * parallel guesses cannot slip past a limit; 429 past the address's or the account-and-address limit.
     */
    async admit(account: SignInAccount, ip: string): Promise<void> {
      const key = keys(account, ip);
      await limiter.hit(key.perAddress, rules.perAddress, TOO_MANY_FROM_NETWORK);
      await limiter.hit(key.perPair, rules.perAccountAndAddress, TOO_MANY_FROM_HERE);
      if ((await limiter.reached(key.perAccount, rules.perAccount)) && !(await isFamiliar(account, key.address))) {
        await limiter.pace(key.pace, rules.pace, UNDER_ATTACK);
      }
    },

    /** The password was wrong: one more failure against the account, from wherever it came. */
    async failed(account: SignInAccount, ip: string): Promise<void> {
      await limiter.count(keys(account, ip).perAccount, rules.perAccount);
    },

    /** The password was right: the attempt counts nothing, this address's failures are forgotten, and it is familiar. */
    async succeeded(account: SignInAccount & { id: number }, ip: string): Promise<void> {
      const key = keys(account, ip);
      const now = clock.now();
      await Promise.all([
        limiter.refund(key.perAddress),
        limiter.forget(key.perPair),
        db
          .insert(signInAddresses)
          .values({ user_id: account.kind === 'learner' ? account.id : null, admin_id: account.kind === 'admin' ? account.id : null, address: key.address, last_signed_in_at: now })
          .onConflictDoUpdate({
            target: account.kind === 'admin' ? [signInAddresses.admin_id, signInAddresses.address] : [signInAddresses.user_id, signInAddresses.address],
            set: { last_signed_in_at: now },
          }),
      ]);
    },

    /** Deletes addresses not signed in from for longer than they stay familiar. */
    async deleteForgotten(): Promise<number> {
      const before = new Date(clock.now().getTime() - rules.familiarForSeconds * 1000);
      const removed = await db.delete(signInAddresses).where(lt(signInAddresses.last_signed_in_at, before)).returning({ id: signInAddresses.id });
      return removed.length;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
