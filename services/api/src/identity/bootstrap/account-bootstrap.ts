import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { LOGGER } from '../../common/logger.token.js';
import { AdjustWalletCommand } from '../../wallet/commands/adjust-wallet.command.js';
import { PasswordHasher } from '../passwords/password-hasher.js';
import { UsersRepository } from '../users/users.repository.js';

export const DEMO_SHOPPER = { email: 'shopper@keyledger.local', password: 'shopper-demo-2026', username: 'DemoShopper', walletCents: 500_00 };
/** With SEED_DEMO and no FINANCE_EMAIL: a finance account to try the reports with. */
export const DEMO_FINANCE = { email: 'finance@keyledger.local', password: 'finance-demo-2026' };

/**
 * At start: the admin account from ADMIN_EMAIL/ADMIN_PASSWORD (a password is generated into
 * DATA_DIR when none is configured), the finance account from FINANCE_EMAIL/FINANCE_PASSWORD
 * likewise, and with SEED_DEMO the demo shopper with a wallet balance (and the demo finance
 * account when no FINANCE_EMAIL is set).
 */
@Injectable()
export class AccountBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly commands: CommandBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureStaff('admin', this.config.adminEmail, this.config.adminPassword, 'ADMIN_PASSWORD');
    if (this.config.financeEmail) await this.ensureStaff('finance', this.config.financeEmail, this.config.financePassword, 'FINANCE_PASSWORD');
    else if (this.config.seedDemo) await this.ensureStaff('finance', DEMO_FINANCE.email, DEMO_FINANCE.password, DEMO_FINANCE.password);
    if (this.config.seedDemo) await this.ensureDemoShopper();
  }

  private async ensureStaff(role: 'admin' | 'finance', email: string, configured: string | undefined, configuredFrom: string): Promise<void> {
    const existing = await this.users.findByEmail(email);
    let password = configured;
    let source = configuredFrom;
    if (!password) {
      if (existing) return;
      const file = `${role}_password.secret`;
      password = this.generatedPassword(file);
      source = this.config.dataDir === 'memory://' ? 'generated for this run' : `${path.join(this.config.dataDir, file)}`;
    }
    await this.users.upsertStaff(existing?.id ?? randomUUID(), email, await this.hasher.hash(password), role);
    const label = role === 'admin' ? 'Admin' : 'Finance';
    this.logger.info({ email, role, passwordFrom: source }, `${label} sign-in: ${email} (password: ${source})`);
  }

  private generatedPassword(fileName: string): string {
    const make = () => randomBytes(12).toString('base64url');
    if (this.config.dataDir === 'memory://') return make();
    const file = path.join(this.config.dataDir, fileName);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const password = make();
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    return password;
  }

  private async ensureDemoShopper(): Promise<void> {
    let shopper = await this.users.findByEmail(DEMO_SHOPPER.email);
    if (!shopper) {
      await this.users.insert({
        id: randomUUID(),
        username: DEMO_SHOPPER.username,
        email: DEMO_SHOPPER.email,
        passwordHash: await this.hasher.hash(DEMO_SHOPPER.password),
        role: 'customer',
        emailVerified: true,
      });
      shopper = await this.users.findByEmail(DEMO_SHOPPER.email);
    }
    // The idempotency key makes the starting balance a one-time credit across restarts.
    await this.commands.execute(
      new AdjustWalletCommand(shopper!.id, 'add', DEMO_SHOPPER.walletCents, 'Demo starting balance', { id: 'system', role: 'system' }, 'demo-seed-balance'),
    );
    this.logger.info({ email: DEMO_SHOPPER.email }, `Demo shopper sign-in: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`);
  }
}
