export class VerifyEmailCommand {
  constructor(
    readonly token: string,
    readonly ip: string,
  ) {}
}
