export class SignOutEverywhereCommand {
  constructor(readonly userId: string) {}
}
