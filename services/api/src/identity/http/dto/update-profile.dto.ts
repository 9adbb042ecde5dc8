import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

export class UpdateProfileDto {
  @ApiProperty()
  @MinLength(1, { message: 'Username cannot be empty' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @IsString({ message: 'Username cannot be empty' })
  username!: string;

  @ApiProperty()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;
}
