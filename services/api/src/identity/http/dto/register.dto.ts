import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class RegisterDto {
  @ApiProperty({ required: false, description: 'Ignored: the server makes ids' })
  @IsOptional()
  id?: unknown;

  @ApiProperty()
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @IsString({ message: 'Username is required' })
  username!: string;

  @ApiProperty()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty()
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  @IsString({ message: 'Password is required' })
  password!: string;

  @ApiProperty()
  @IsString({ message: 'Passwords do not match' })
  passwordConfirm!: string;
}
