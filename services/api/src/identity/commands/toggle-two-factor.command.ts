export class ToggleTwoFactorCommand {
  constructor(readonly userId: string) {}
}
