export class UpdateProfileCommand {
  constructor(
    readonly userId: string,
    readonly username: string,
    readonly email: string,
  ) {}
}
