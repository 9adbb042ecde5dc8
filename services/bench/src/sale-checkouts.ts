import { CheckoutLoadGenerator, checkoutFailure, type CheckoutRun, type CheckoutShopper } from './checkout-load.js';
import { roundRobinCounts, withSpare } from './checkout-plan.js';
import { ADMIN, CHECKOUT_PATH, KEYS_PER_COMMAND, keyTexts, type Api } from './checkout-throughput.js';

/**
 * The sale's shoppers: one load generator (a child process kept for every run, see
 * checkout-load.ts), one connection per shopper, each request one key of the next listed game in a
 * round-robin over `gameIds` (the demo catalogue's games, already listed) continued across runs.
 * Keys are added before the runs that need them, so no game sells out.
 */
export class SaleCheckouts {
  private readonly generator = new CheckoutLoadGenerator();
  private nextGame = 0;
  /** Requests that have keys waiting for them, from `nextGame` on. */
  private provisioned = 0;
  /** Every request sent and every 201 answer. */
  requests = 0;
  created = 0;

  constructor(
    private readonly api: Api,
    private readonly shoppers: CheckoutShopper[],
    private readonly gameIds: number[],
    private readonly timeoutSeconds: number,
  ) {}

  get connections(): number {
    return this.shoppers.length;
  }

  /** Adds keys for the next `orders` requests beyond those already provisioned (commands through the API, before a measurement). */
  async provision(orders: number): Promise<void> {
    const counts = roundRobinCounts(this.gameIds.length, (this.nextGame + this.provisioned) % this.gameIds.length, orders);
    for (const [i, gameId] of this.gameIds.entries()) {
      const texts = keyTexts(gameId, withSpare(counts[i]!));
      for (let from = 0; from < texts.length; from += KEYS_PER_COMMAND) {
        await this.api.commands.execute(new this.api.AddKeysCommand(gameId, texts.slice(from, from + KEYS_PER_COMMAND), ADMIN));
      }
    }
    this.provisioned += orders;
  }

  /** Requests that can still be sent without adding keys. */
  get available(): number {
    return this.provisioned;
  }

  /** `orders` checkouts (a multiple of the shoppers), every one of which must answer 201; to `baseUrl` (the API's by default: another process or a balancer on the same database). */
  async run(orders: number, what: string, baseUrl = this.api.baseUrl): Promise<CheckoutRun> {
    return this.request(orders, undefined, what, baseUrl);
  }

  /**
   * Checkouts for `durationMs` (no request sent after it), as many as the keys added allow; that
   * must be enough to last, or the run would have stopped early and measured less than a sale.
   */
  async runFor(durationMs: number, what: string, baseUrl = this.api.baseUrl): Promise<CheckoutRun> {
    const most = this.provisioned;
    const run = await this.request(most, durationMs, what, baseUrl);
    if (run.built >= most) throw new Error(`${what}: the ${most} checkouts keys were added for ran out before ${durationMs} ms`);
    return run;
  }

  private async request(orders: number, durationMs: number | undefined, what: string, baseUrl: string): Promise<CheckoutRun> {
    if (orders > this.provisioned) throw new Error(`${what}: ${orders} checkouts but keys for ${this.provisioned}`);
    const run = await this.generator.run({
      ...(durationMs === undefined ? {} : { durationMs }),
      url: `${baseUrl}${CHECKOUT_PATH}`,
      connections: this.shoppers.length,
      amount: orders,
      shoppers: this.shoppers,
      gameIds: this.gameIds,
      firstGame: this.nextGame,
      timeoutSeconds: this.timeoutSeconds,
    });
    this.requests += run.built;
    this.created += run.ok;
    this.provisioned -= run.built;
    this.nextGame = run.nextGame;
    const failure = checkoutFailure(run, what);
    if (failure) throw new Error(`${failure}. Every checkout must answer 201; a throughput of failures means nothing`);
    return run;
  }

  async close(): Promise<void> {
    await this.generator.close();
  }
}
