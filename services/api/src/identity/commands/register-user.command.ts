export class RegisterUserCommand {
  constructor(
    readonly username: string,
    readonly email: string,
    readonly password: string,
    readonly passwordConfirm: string,
    readonly ip: string,
  ) {}
}
