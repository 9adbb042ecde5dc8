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

/**
 * At start: the admin account from ADMIN_EMAIL/ADMIN_PASSWORD (a password is generated into
 * DATA_DIR when none is configured), and with SEED_DEMO the demo shopper with a wallet balance.
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
    await this.ensureAdmin();
    if (this.config.seedDemo) await this.ensureDemoShopper();
  }

  private async ensureAdmin(): Promise<void> {
    const existing = await this.users.findByEmail(this.config.adminEmail);
    let password = this.config.adminPassword;
    let source = 'ADMIN_PASSWORD';
    if (!password) {
      if (existing) return;
      password = this.generatedAdminPassword();
      source = this.config.dataDir === 'memory://' ? 'generated for this run' : `${path.join(this.config.dataDir, 'admin_password.secret')}`;
    }
    await this.users.upsertAdmin(existing?.id ?? randomUUID(), this.config.adminEmail, await this.hasher.hash(password));
    this.logger.info({ email: this.config.adminEmail, passwordFrom: source }, `Admin sign-in: ${this.config.adminEmail} (password: ${source})`);
  }

  private generatedAdminPassword(): string {
    const make = () => randomBytes(12).toString('base64url');
    if (this.config.dataDir === 'memory://') return make();
    const file = path.join(this.config.dataDir, 'admin_password.secret');
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
