/** Ends the one session a token names, until the token would have expired. */
export class SignOutCommand {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly expiresAt: Date,
  ) {}
}
