import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class RegisterDto {
  @ApiProperty({ required: false, description: 'Ignored: the server makes ids' })
  @IsOptional()
  id?: unknown;

  @ApiProperty()
  @IsString({ message: 'Username is required' })
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  username!: string;

  @ApiProperty()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;

  @ApiProperty()
  @IsString({ message: 'Passwords do not match' })
  passwordConfirm!: string;
}
