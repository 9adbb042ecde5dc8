export class SendTwoFactorCodeCommand {
  constructor(readonly tempToken: string) {}
}
