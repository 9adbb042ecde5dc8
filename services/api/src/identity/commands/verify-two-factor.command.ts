export class VerifyTwoFactorCommand {
  constructor(
    readonly tempToken: string,
    readonly code: string,
  ) {}
}
