import { Module } from '@nestjs/common';
import { WalletModule } from '../wallet/wallet.module.js';
import { AccountBootstrap } from './bootstrap/account-bootstrap.js';
import { ChangePasswordHandler } from './commands/change-password.handler.js';
import { ChangeRoleHandler } from './commands/change-role.handler.js';
import { LoginHandler } from './commands/login.handler.js';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { SendTwoFactorCodeHandler } from './commands/send-two-factor-code.handler.js';
import { SignOutEverywhereHandler } from './commands/sign-out-everywhere.handler.js';
import { SignOutHandler } from './commands/sign-out.handler.js';
import { ToggleTwoFactorHandler } from './commands/toggle-two-factor.handler.js';
import { UpdateProfileHandler } from './commands/update-profile.handler.js';
import { VerifyEmailHandler } from './commands/verify-email.handler.js';
import { VerifyTwoFactorHandler } from './commands/verify-two-factor.handler.js';
import { EmailVerificationTokens } from './email-verification/email-verification-tokens.js';
import { AuthController } from './http/auth.controller.js';
import { UsersController } from './http/users.controller.js';
import { MailModule } from './mail/mail.module.js';
import { SessionIssuer } from './sessions/session-issuer.js';
import { AccountSearch } from './users/account-search.js';
import { PendingSignIn } from './two-factor/pending-sign-in.js';
import { TwoFactorChallenges } from './two-factor/two-factor-challenges.js';

const CommandHandlers = [
  RegisterUserHandler,
  VerifyEmailHandler,
  LoginHandler,
  VerifyTwoFactorHandler,
  SendTwoFactorCodeHandler,
  ChangePasswordHandler,
  UpdateProfileHandler,
  ToggleTwoFactorHandler,
  SignOutEverywhereHandler,
  SignOutHandler,
  ChangeRoleHandler,
];

@Module({
  imports: [MailModule, WalletModule],
  controllers: [AuthController, UsersController],
  providers: [
    ...CommandHandlers,
    SessionIssuer,
    TwoFactorChallenges,
    PendingSignIn,
    EmailVerificationTokens,
    AccountBootstrap,
    AccountSearch,
  ],
  exports: [SessionIssuer],
})
export class IdentityModule {}
